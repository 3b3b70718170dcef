import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MessageIcon } from '../../components/icons.tsx';
import { business } from '../../content/business.ts';
import classes from './chat-button.module.css';
import type { ChatPanelProps } from './chat-panel.tsx';
import { chatWasOpen, rememberChatOpen } from './chat-open.ts';

const loadPanel = () => import('./chat-panel.tsx');

// If the chunk cannot load (an old deploy's file gone), say so rather than break the page's other extras.
function Unavailable({ open, onClose }: ChatPanelProps) {
  if (!open) return null;
  return (
    <div className={classes.notice} role="alert">
      The chat could not load. Please call us at <a href={business.phone.tel}>{business.phone.display}</a>.{' '}
      <button type="button" className="btn btn-outline" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

const ChatPanel = lazy(() =>
  loadPanel().then(
    (m) => ({ default: m.ChatPanel }),
    () => ({ default: Unavailable }),
  ),
);

/**
 * The floating chat button: tiny, so it costs the page nothing. The panel, the API client and the
 * conversation load on the first click (or hover, to win a little time), or at once when the tab
 * had the panel open before a reload.
 */
export function ChatButton() {
  // Rendered in the browser only (client extras), so a reload may reopen the panel it left open.
  const [open, setOpen] = useState(chatWasOpen);
  const [used, setUsed] = useState(open);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  // Closing the panel hands the focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
    rememberChatOpen(open);
  }, [open]);

  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          className={classes.fab}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadPanel().catch(() => undefined)}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <MessageIcon size={26} />
          <span className={classes.label}>Chat with us</span>
        </button>
      )}
      {used && (
        <Suspense
          fallback={
            <span className={classes.fab} role="status">
              Opening chat…
            </span>
          }
        >
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
