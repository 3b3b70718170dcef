import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getConversation } from '../../api/chat-history.ts';
import { timeZoneLabel } from '../../content/business.ts';
import { useNow } from '../../hooks/use-now.ts';
import { AddQnaDialog } from './add-qna-dialog.tsx';
import { AdminToolbar } from './admin-toolbar.tsx';
import { adminPaths, type ChatsSearch } from './admin-paths.ts';
import ui from './admin.module.css';
import classes from './chats.module.css';
import { ConversationView } from './conversation-view.tsx';
import { plural, shortSessionId } from './format.ts';
import { ItemPane } from './item-pane.tsx';
import { timeAgo } from './lead-summary.ts';
import { moveThroughRows, useAddressSearch, useSplitView } from './split-view.ts';
import split from './split-view.module.css';
import { SynonymsDialog } from './synonyms-dialog.tsx';
import { useConversations } from './use-conversations.ts';
import { useOpenItem } from './use-open-item.ts';

/**
 * SPEC 2/9: conversations, newest first, beside the open one (or on their own on a phone); a word
 * searches every message, and the questions the assistant could not answer can be listed on their
 * own and go to the Q&A bank in one step. The search and the filter are in the address.
 */
export function ChatsScreen({
  search,
  conversationId,
}: {
  search: ChatsSearch;
  conversationId: string | undefined;
}) {
  const { wide, alone, listPane, rememberScroll } = useSplitView(conversationId);
  const { q, typed, setTyped, setSearch } = useAddressSearch(search);

  const unansweredOnly = !!search.unanswered;
  const { conversations, hasMore, loadingMore, loadMore } = useConversations({ search: q, unansweredOnly });
  const { open, retry } = useOpenItem(conversationId, conversations, getConversation);
  const [teaching, setTeaching] = useState<string | null>(null);
  const [explaining, setExplaining] = useState<string | null>(null);
  const now = useNow();

  return (
    <div className={wide ? split.split : undefined}>
      <section aria-labelledby="chats-heading" className={split.listPane} hidden={alone} ref={listPane}>
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
        <div className={ui.filters} role="group" aria-label="Show conversations">
          <button
            type="button"
            className={ui.filter}
            aria-pressed={!unansweredOnly}
            onClick={() => setSearch({ ...search, unanswered: undefined })}
          >
            All
          </button>
          <button
            type="button"
            className={ui.filter}
            aria-pressed={unansweredOnly}
            onClick={() => setSearch({ ...search, unanswered: true })}
          >
            With an unanswered question
          </button>
        </div>
        <p className={ui.muted}>
          {q ? `Chats mentioning “${q}”, newest first.` : 'The 20 most recent chats first.'} Times are{' '}
          {timeZoneLabel}.
        </p>
        {conversations === null ? (
          <p className={ui.loading} role="status">
            <Loader size="sm" aria-hidden /> Loading chat history…
          </p>
        ) : conversations.length === 0 ? (
          <p className={ui.empty}>
            {q
              ? `No conversations mention “${q}”.`
              : unansweredOnly
                ? 'No conversations with an unanswered question.'
                : 'No chat conversations yet.'}
          </p>
        ) : (
          // Keyboard: the rows are links, and arrow keys move between them.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <ul
            className={split.rows}
            aria-label="Conversations"
            onKeyDown={moveThroughRows}
            onClickCapture={rememberScroll}
          >
            {conversations.map((c) => {
              const first = c.messages.find((m) => m.role === 'user');
              return (
                <li key={c.id} className={split.rowItem}>
                  <Link
                    to={adminPaths.chat}
                    params={{ conversationId: c.id }}
                    search={search}
                    className={split.row}
                    aria-current={c.id === conversationId ? 'true' : undefined}
                    data-row=""
                  >
                    <span className={split.rowTop}>
                      <span className={split.rowName}>
                        Session <span className={classes.sessionId}>{shortSessionId(c.session_id)}</span>
                      </span>{' '}
                      <time className={split.rowTime} dateTime={c.started_at}>
                        {timeAgo(c.started_at, now)}
                      </time>
                    </span>{' '}
                    {first && <span className={split.rowLine}>{first.content}</span>}{' '}
                    <span className={split.rowChips}>
                      <span className={ui.chip}>{plural(c.messages.length, 'message', 'messages')}</span>
                      {c.unanswered > 0 && (
                        <span className={`${ui.chip} ${classes.chipWarn}`}>{c.unanswered} unanswered</span>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {conversations && conversations.length > 0 && (
          <div className={ui.more}>
            <p className={ui.muted}>
              Showing {plural(conversations.length, 'conversation', 'conversations')}.
            </p>
            {hasMore && (
              <Button variant="outline" size="md" loading={loadingMore} onClick={() => void loadMore()}>
                Load older conversations
              </Button>
            )}
          </div>
        )}
      </section>
      {(conversationId || wide) && (
        <ItemPane
          open={open}
          what="conversation"
          alone={alone}
          onRetry={retry}
          back={
            <Link to={adminPaths.chats} search={search} className={split.back}>
              ← Back to conversations
            </Link>
          }
        >
          {(c) => <ConversationView conversation={c} onTeach={setTeaching} onExplain={setExplaining} />}
        </ItemPane>
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
    </div>
  );
}
