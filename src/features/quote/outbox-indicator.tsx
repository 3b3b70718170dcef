import { notify } from '../../components/notify.ts';
import { useEffect, useRef, useState } from 'react';
import { business } from '../../content/business.ts';
import { quoteOutbox } from '../../offline/quote-outbox.ts';
import { useOutbox } from '../../offline/use-outbox.ts';
import classes from './outbox-indicator.module.css';

/** A small persistent note while requests wait on this device, with "Send now"; a toast when one goes out. */
export default function OutboxIndicator({ sendNow: sendOnStart = true }: { sendNow?: boolean }) {
  const requests = useOutbox();
  const seen = useRef(new Set<string>());
  const [sending, setSending] = useState(false);

  const outbox = quoteOutbox();
  useEffect(() => outbox.startTriggers({ sendNow: sendOnStart }), [outbox, sendOnStart]);

  useEffect(() => {
    const current = new Set(requests.map((r) => r.id));
    for (const id of seen.current) {
      if (!current.has(id) && !outbox.isShownByForm(id)) {
        notify(
          'success',
          'Quote request sent',
          `Your saved request has been sent. We'll get back to you within ${business.quoteReplyHours} hours.`,
        );
      }
    }
    seen.current = new Set(requests.filter((r) => r.status === 'pending').map((r) => r.id));
  }, [requests, outbox]);

  const waiting = requests.filter((r) => r.status === 'pending');
  const failed = requests.filter((r) => r.status === 'failed' && !outbox.isShownByForm(r.id));
  if (waiting.length === 0 && failed.length === 0) return null;

  const sendNow = async () => {
    setSending(true);
    await outbox.sendNow().catch(() => undefined);
    setSending(false);
  };

  return (
    <aside className={classes.box} aria-label="Requests saved on this device" data-testid="outbox-indicator">
      {waiting.length > 0 && (
        <p>
          <strong>
            {waiting.length === 1 ? '1 quote request' : `${waiting.length} quote requests`} waiting to send.
          </strong>{' '}
          It will be sent automatically when you’re back online.{' '}
          <button type="button" className="btn btn-primary" onClick={sendNow} disabled={sending}>
            {sending ? 'Sending…' : 'Send now'}
          </button>
        </p>
      )}
      {failed.map((r) => (
        <p key={r.id} role="alert">
          A saved request could not be sent: {r.lastError} Please call{' '}
          <a href={business.phone.tel}>{business.phone.display}</a>.{' '}
          <button type="button" className="btn btn-outline" onClick={() => void outbox.discard(r.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </aside>
  );
}
