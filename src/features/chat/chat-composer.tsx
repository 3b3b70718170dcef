import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SendIcon } from './chat-icons.tsx';
import classes from './chat-composer.module.css';

// The chatbot function refuses longer messages (MAX_CHAT_MESSAGE_LENGTH); stop the typing here instead.
const MAX_LENGTH = 1000;

interface Props {
  /** A reply is pending: nothing can be typed or sent. */
  busy: boolean;
  /** False when offline: typing is allowed, sending is not. */
  canSend: boolean;
  onSend: (text: string) => boolean;
}

export function ChatComposer({ busy, canSend, onSend }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);

  // Opening the panel puts the cursor here; so does the end of a reply, which had disabled the field
  // and dropped focus to the page, unless the visitor has since moved focus somewhere on purpose.
  useEffect(() => {
    const active = document.activeElement;
    if (!busy && (active === null || active === document.body)) {
      input.current?.focus();
    }
  }, [busy]);

  const submit = () => {
    if (canSend && onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Type your message
      </label>
      <textarea
        ref={input}
        id={id}
        className={classes.input}
        rows={1}
        maxLength={MAX_LENGTH}
        placeholder={canSend ? 'Type your message...' : 'Chat is unavailable offline'}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className={classes.send}
        aria-label="Send message"
        disabled={busy || !canSend || !text.trim()}
      >
        <SendIcon />
      </button>
    </form>
  );
}
