import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { ChatHistoryConversation } from '../../api/chat-history.ts';
import ui from './admin.module.css';
import classes from './chats.module.css';
import { arizonaTime, plural, shortSessionId } from './format.ts';

interface Props {
  conversation: ChatHistoryConversation;
  /** A question the assistant could not answer, to go to the Q&A bank or to the synonyms. */
  onTeach: (question: string) => void;
  onExplain: (question: string) => void;
}

/** One conversation's messages in order; each unanswered question goes to the Q&A bank in one step. */
export function ConversationView({ conversation: c, onTeach, onExplain }: Props) {
  return (
    <article aria-labelledby={`chat-${c.id}`}>
      <h2 id={`chat-${c.id}`} tabIndex={-1} className={classes.chatTitle}>
        Session <span className={classes.sessionId}>{shortSessionId(c.session_id)}</span>
      </h2>
      <p className={ui.muted}>
        Started {arizonaTime(c.started_at)} · {plural(c.messages.length, 'message', 'messages')}
        {c.unanswered > 0 && ` · ${c.unanswered} unanswered`}
      </p>
      <ol className={classes.transcript} aria-label="Messages">
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
              <>
                <Button
                  variant="outline"
                  size="sm"
                  className={classes.teach}
                  onClick={() => onTeach(m.content.slice(0, 500))}
                >
                  Add to Q&amp;A bank
                </Button>
                <Button
                  variant="subtle"
                  size="sm"
                  className={classes.teach}
                  onClick={() => onExplain(m.content.slice(0, 500))}
                >
                  Add a synonym
                </Button>
              </>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
