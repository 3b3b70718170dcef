import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { listRecentConversations, type ChatHistoryConversation } from '../../api/chat-history.ts';
import classes from './admin.module.css';
import { arizonaTime, shortSessionId } from './format.ts';
import { notifyError } from './notify.ts';

/** SPEC 2/9: the 20 newest conversations; each opens its messages in order. */
export function ChatHistory() {
  const [conversations, setConversations] = useState<ChatHistoryConversation[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    listRecentConversations()
      .then((found) => active && setConversations(found))
      .catch((error: Error) => {
        notifyError('Error loading chat history', error.message);
        if (active) setConversations([]);
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <section aria-labelledby="chats-heading">
      <div className={classes.toolbar}>
        <h2 id="chats-heading" className={classes.panelTitle}>
          Recent conversations
        </h2>
        <p className={classes.muted}>The 20 most recent chats. Times are Arizona time.</p>
      </div>
      {conversations === null ? (
        <p className={classes.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading chat history…
        </p>
      ) : conversations.length === 0 ? (
        <p className={classes.empty}>No chat conversations yet.</p>
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
                  <span className={classes.chip}>
                    {c.messages.length} {c.messages.length === 1 ? 'message' : 'messages'}
                  </span>
                  <span className={classes.chevron} aria-hidden>
                    {open ? '▴' : '▾'}
                  </span>
                </button>
                <ol id={panelId} className={classes.transcript} hidden={!open} aria-label="Messages">
                  {c.messages.map((m) => (
                    <li key={m.id} className={m.role === 'user' ? classes.fromUser : classes.fromBot}>
                      <span className={classes.speaker}>{m.role === 'user' ? 'Visitor' : 'Assistant'}</span>
                      <p>{m.content}</p>
                      <time dateTime={m.created_at} className={classes.msgTime}>
                        {arizonaTime(m.created_at)}
                      </time>
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
