import { useEffect, useRef } from 'react';
import type { ChatEntry } from './chat-state.ts';
import classes from './chat.module.css';
import { MessageText } from './message-text.tsx';

interface Props {
  messages: readonly ChatEntry[];
  pending: boolean;
  onNavigate: () => void;
}

/** The conversation as a live log: screen readers announce each new message politely. */
export function ChatLog({ messages, pending, onNavigate }: Props) {
  const log = useRef<HTMLDivElement>(null);

  // Keep the newest message in view; scrolling the log itself never moves the page behind it.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending]);

  return (
    // A scrollable region must be reachable by keyboard; the log is one.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={log} role="log" aria-label="Conversation" className={classes.log} tabIndex={0}>
      {messages.map((m) =>
        m.role === 'user' ? (
          <p key={m.id} className={classes.user}>
            <span className="visually-hidden">You: </span>
            {m.content}
          </p>
        ) : (
          <p key={m.id} className={classes.assistant}>
            <span className="visually-hidden">Assistant: </span>
            <MessageText text={m.content} onNavigate={onNavigate} />
          </p>
        ),
      )}
      {pending && (
        <p className={classes.typing}>
          <span className={classes.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Typing...
        </p>
      )}
    </div>
  );
}
