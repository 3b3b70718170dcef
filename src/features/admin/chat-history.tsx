import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  listConversations,
  mergeConversations,
  messagesSince,
  newestMessageAt,
  RECENT_CONVERSATIONS,
  type ChatHistoryConversation,
} from '../../api/chat-history.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';
import { useSettled } from '../../hooks/use-settled.ts';
import { AddQnaDialog } from './add-qna-dialog.tsx';
import { SynonymsDialog } from './synonyms-dialog.tsx';
import { AdminToolbar } from './admin-toolbar.tsx';
import ui from './admin.module.css';
import classes from './chats.module.css';
import { arizonaTime, plural, shortSessionId } from './format.ts';
import { notify } from '../../components/notify.ts';
import { timeZoneLabel } from '../../content/business.ts';

/**
 * SPEC 2/9: the 20 newest conversations; each opens its messages in order. Older ones load 20 at a
 * time, and a word searches every message. Questions the assistant could not answer are marked, can
 * be listed on their own, and go to the Q&A bank in one step.
 */
export function ChatHistory() {
  const [conversations, setConversations] = useState<ChatHistoryConversation[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [unansweredOnly, setUnansweredOnly] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const [openId, setOpenId] = useState<string | null>(null);
  const [teaching, setTeaching] = useState<string | null>(null);
  const [explaining, setExplaining] = useState<string | null>(null);
  // A new search or filter starts from an empty list (set while rendering, as React advises).
  const key = `${unansweredOnly}:${search}`;
  const [listKey, setListKey] = useState(key);
  if (listKey !== key) {
    setListKey(key);
    setConversations(null);
  }

  useEffect(() => {
    let active = true;
    listConversations({ search, unansweredOnly })
      .then((found) => {
        if (!active) return;
        setConversations(found);
        setHasMore(found.length === RECENT_CONVERSATIONS);
      })
      .catch((error: Error) => {
        notify('error', 'Error loading chat history', error.message);
        if (active) setConversations([]);
      });
    return () => {
      active = false;
    };
  }, [search, unansweredOnly]);

  // New chats, and new messages in those shown, appear while the page is visible: a cheap "anything
  // since?" first, the first page only when there is. The poll is this render's, so it sees the list
  // shown now; the key it started with tells whether its answer still belongs to the list.
  const listKeyRef = useRef(key);
  useEffect(() => {
    listKeyRef.current = key;
  }, [key]);
  const polling = useRef(false);
  useVisiblePoll(() => {
    const since = conversations && newestMessageAt(conversations);
    if (!since || polling.current) return;
    polling.current = true;
    const asked = key;
    messagesSince(since)
      .then(async (changed) => {
        if (!changed) return;
        const fresh = await listConversations({ search, unansweredOnly });
        // A search or filter changed meanwhile: this page is not the one shown.
        if (asked === listKeyRef.current)
          setConversations((current) => (current ? mergeConversations(current, fresh) : fresh));
      })
      // A missed poll is not worth a toast: the next one tries again.
      .catch(() => undefined)
      .finally(() => {
        polling.current = false;
      });
  });

  const loadMore = async () => {
    const last = conversations?.at(-1);
    if (!last) return;
    setLoadingMore(true);
    try {
      const older = await listConversations({ search, unansweredOnly }, last);
      setConversations((list) => [
        ...(list ?? []),
        ...older.filter((c) => !list?.some((k) => k.id === c.id)),
      ]);
      setHasMore(older.length === RECENT_CONVERSATIONS);
    } catch (error) {
      notify('error', 'Error loading chat history', (error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby="chats-heading">
      <AdminToolbar
        id="chats-heading"
        title="Recent conversations"
        search={{
          label: 'Search messages',
          placeholder: 'A word from the chat, e.g. piano',
          value: typed,
          onChange: setTyped,
        }}
      />
      <p className={ui.muted}>
        {search ? `Chats mentioning “${search}”, newest first.` : 'The 20 most recent chats first.'} Times are{' '}
        {timeZoneLabel}.
      </p>
      <div className={ui.filters} role="group" aria-label="Show conversations">
        <button
          type="button"
          className={ui.filter}
          aria-pressed={!unansweredOnly}
          onClick={() => setUnansweredOnly(false)}
        >
          All
        </button>
        <button
          type="button"
          className={ui.filter}
          aria-pressed={unansweredOnly}
          onClick={() => setUnansweredOnly(true)}
        >
          With an unanswered question
        </button>
      </div>
      {conversations === null ? (
        <p className={ui.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading chat history…
        </p>
      ) : conversations.length === 0 ? (
        <p className={ui.empty}>
          {search
            ? `No conversations mention “${search}”.`
            : unansweredOnly
              ? 'No conversations with an unanswered question.'
              : 'No chat conversations yet.'}
        </p>
      ) : (
        <ul className={ui.list} aria-label="Conversations">
          {conversations.map((c) => {
            const open = openId === c.id;
            const panelId = `chat-${c.id}`;
            return (
              <li key={c.id} className={ui.card}>
                <button
                  type="button"
                  className={classes.disclosure}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : c.id)}
                >
                  <span className={classes.sessionId}>Session {shortSessionId(c.session_id)}</span>
                  <span className={ui.muted}>{arizonaTime(c.started_at)}</span>
                  <span className={ui.chip}>{plural(c.messages.length, 'message', 'messages')}</span>
                  {c.unanswered > 0 && (
                    <span className={`${ui.chip} ${classes.chipWarn}`}>{c.unanswered} unanswered</span>
                  )}
                  <span className={classes.chevron} aria-hidden>
                    {open ? '▴' : '▾'}
                  </span>
                </button>
                <ol id={panelId} className={classes.transcript} hidden={!open} aria-label="Messages">
                  {c.messages.map((m) => (
                    <li
                      key={m.id}
                      className={`${m.role === 'user' ? classes.fromUser : classes.fromBot} ${m.unanswered ? classes.unanswered : ''}`}
                    >
                      <span className={classes.speaker}>
                        {m.role === 'user' ? 'Visitor' : 'Assistant'}
                        {m.unanswered && <span className={classes.unansweredMark}>Not answered</span>}
                      </span>
                      <p>{m.content}</p>
                      <time dateTime={m.created_at} className={classes.msgTime}>
                        {arizonaTime(m.created_at)}
                      </time>
                      {m.unanswered && (
                        <Button
                          variant="outline"
                          size="sm"
                          className={classes.teach}
                          onClick={() => setTeaching(m.content.slice(0, 500))}
                        >
                          Add to Q&amp;A bank
                        </Button>
                      )}
                      {m.unanswered && (
                        <Button
                          variant="subtle"
                          size="sm"
                          className={classes.teach}
                          onClick={() => setExplaining(m.content.slice(0, 500))}
                        >
                          Add a synonym
                        </Button>
                      )}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
      {conversations && conversations.length > 0 && (
        <div className={ui.more}>
          <p className={ui.muted}>Showing {plural(conversations.length, 'conversation', 'conversations')}.</p>
          {hasMore && (
            <Button variant="outline" size="md" loading={loadingMore} onClick={() => void loadMore()}>
              Load older conversations
            </Button>
          )}
        </div>
      )}
      <SynonymsDialog
        opened={explaining !== null}
        question={explaining ?? undefined}
        onClose={() => setExplaining(null)}
      />
      <AddQnaDialog
        opened={teaching !== null}
        question={teaching ?? undefined}
        onClose={() => setTeaching(null)}
      />
    </section>
  );
}
