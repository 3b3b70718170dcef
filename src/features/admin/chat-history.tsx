import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { listRecentConversations, type ChatHistoryConversation } from '../../api/chat-history.ts';
import { AddQnaDialog } from './add-qna-dialog.tsx';
import classes from './admin.module.css';
import { arizonaTime, shortSessionId } from './format.ts';
import { notify } from '../../components/notify.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * SPEC 2/9: the 20 newest conversations; each opens its messages in order. Questions the assistant
 * could not answer are marked, can be listed on their own, and go to the Q&A bank in one step.
 */
export function ChatHistory() {
  const [conversations, setConversations] = useState<ChatHistoryConversation[] | null>(null);
  const [unansweredOnly, setUnansweredOnly] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [teaching, setTeaching] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    listRecentConversations({ unansweredOnly })
      .then((found) => active && setConversations(found))
      .catch((error: Error) => {
        notify('error', 'Error loading chat history', error.message);
        if (active) setConversations([]);
      });
    return () => {
      active = false;
    };
  }, [unansweredOnly]);

  const show = (only: boolean) => {
    if (only === unansweredOnly) return;
    setConversations(null);
    setUnansweredOnly(only);
  };

  return (
    <section aria-labelledby="chats-heading">
      <div className={classes.toolbar}>
        <h2 id="chats-heading" className={classes.panelTitle}>
          Recent conversations
        </h2>
        <p className={classes.muted}>The 20 most recent chats. Times are Arizona time.</p>
      </div>
      <div className={classes.filters} role="group" aria-label="Show conversations">
        <button
          type="button"
          className={classes.filter}
          aria-pressed={!unansweredOnly}
          onClick={() => show(false)}
        >
          All
        </button>
        <button
          type="button"
          className={classes.filter}
          aria-pressed={unansweredOnly}
          onClick={() => show(true)}
        >
          With an unanswered question
        </button>
      </div>
      {conversations === null ? (
        <p className={classes.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading chat history…
        </p>
      ) : conversations.length === 0 ? (
        <p className={classes.empty}>
          {unansweredOnly ? 'No conversations with an unanswered question.' : 'No chat conversations yet.'}
        </p>
      ) : (
        <ul className={classes.list} aria-label="Conversations">
          {conversations.map((c) => {
            const open = openId === c.id;
            const panelId = `chat-${c.id}`;
            return (
              <li key={c.id} className={classes.card}>
                <button
                  type="button"
                  className={classes.disclosure}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : c.id)}
                >
                  <span className={classes.sessionId}>Session {shortSessionId(c.session_id)}</span>
                  <span className={classes.muted}>{arizonaTime(c.started_at)}</span>
                  <span className={classes.chip}>{plural(c.messages.length, 'message', 'messages')}</span>
                  {c.unanswered > 0 && (
                    <span className={`${classes.chip} ${classes.chipWarn}`}>{c.unanswered} unanswered</span>
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
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
      <AddQnaDialog
        opened={teaching !== null}
        question={teaching ?? undefined}
        onClose={() => setTeaching(null)}
      />
    </section>
  );
}
