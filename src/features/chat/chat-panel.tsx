import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useOnline } from '../../hooks/use-online.ts';
import { CloseIcon, MessageIcon } from '../../components/icons.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { MinimizeIcon } from './chat-icons.tsx';
import { ChatLog } from './chat-log.tsx';
import classes from './chat.module.css';
import { OfflineNotice } from './offline-notice.tsx';
import { trapTab } from './trap-tab.ts';
import { useChat } from './use-chat.ts';
import { useFullScreen } from './use-full-screen.ts';

export interface ChatPanelProps {
  open: boolean;
  /** Hides the panel; the button takes the focus back. */
  onClose: () => void;
}

/**
 * The chat dialog. It stays mounted once loaded and renders nothing while closed, so minimizing keeps
 * the conversation; the X button clears it first.
 */
export function ChatPanel({ open, onClose }: ChatPanelProps) {
  const chat = useChat();
  const online = useOnline();
  const fullScreen = useFullScreen();
  const dialog = useRef<HTMLDivElement>(null);

  // The page behind a full-screen chat must not scroll under the visitor's thumb.
  useEffect(() => {
    if (!open || !fullScreen) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open, fullScreen]);

  if (!open) return null;

  const close = () => {
    chat.reset();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && fullScreen) {
      trapTab(event, dialog.current);
    }
  };

  // Full screen, the page a link opens would stay hidden behind the chat.
  const onNavigate = () => {
    if (fullScreen) onClose();
  };

  return (
    // The dialog handles its own keys (Escape, Tab); its controls are the interactive parts.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-modal={fullScreen || undefined}
      aria-label="Chat assistant"
      className={classes.panel}
      onKeyDown={onKeyDown}
    >
      <header className={classes.header}>
        <span className={classes.avatar} aria-hidden="true">
          <MessageIcon size={22} />
        </span>
        <div className={classes.title}>
          <h2>Chat with us</h2>
          <p>{online ? 'Ask about prices, hours and areas' : 'You are offline'}</p>
        </div>
        <button type="button" className={classes.iconButton} aria-label="Minimize chat" onClick={onClose}>
          <MinimizeIcon />
        </button>
        <button type="button" className={classes.iconButton} aria-label="Close chat" onClick={close}>
          <CloseIcon />
        </button>
      </header>
      {!online && <OfflineNotice />}
      <ChatLog messages={chat.messages} pending={chat.pending} onNavigate={onNavigate} />
      <ChatComposer busy={chat.pending} canSend={online} onSend={chat.send} />
    </div>
  );
}
