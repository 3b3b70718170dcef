import { notify } from '../../components/notify.ts';
import { useEffect, useRef, useState } from 'react';
import { dayName, windowName } from '@shared/arrival-windows.ts';
import { business } from '../../content/business.ts';
import { windowOutcome } from './booking-outcome.tsx';
import { progressOf, quoteOutbox, type OutboxRequest } from '../../offline/quote-outbox.ts';
import { useOutbox, useOutboxRequest } from '../../offline/use-outbox.ts';
import classes from './outbox-indicator.module.css';

/** Re-renders every few seconds, so a sender that went quiet shows as waiting. */
function useTick(ms = 5000): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
}

/**
 * A saved request on its way, in words and as a bar: "Uploading photos: 2 of 5", then "Sending
 * your request…". Counted in whole photos the server has confirmed, so it never goes back, and
 * it resumes from there after a drop-out. Only the words are a live region: a screen reader hears
 * each photo, not the bar.
 */
export function RequestProgress({ request, sending = false }: { request: OutboxRequest; sending?: boolean }) {
  useTick();
  const progress = progressOf(request);
  const { photos, photosDone } = progress;
  // The form knows it is sending even before the sender's first step is stored.
  const phase =
    sending && progress.phase === 'waiting' ? (photosDone < photos ? 'photos' : 'sending') : progress.phase;
  const steps = photos + 1;
  const done = photosDone + (phase === 'sending' ? 1 : 0);
  const words =
    phase === 'sending'
      ? 'Sending your request…'
      : phase === 'photos'
        ? `Uploading photos: ${photosDone} of ${photos}`
        : photos > 0
          ? `Waiting for a signal: ${photosDone} of ${photos} photos uploaded`
          : 'Waiting for a signal';
  return (
    <div className={classes.progress}>
      <p aria-live="polite" data-testid="send-progress">
        {words}
      </p>
      <progress max={steps} value={done} aria-label="Sending progress" />
    </div>
  );
}

/** The form's view of its own request while it is being sent. */
export function FormProgress({ id }: { id: string }) {
  const request = useOutboxRequest(id);
  if (!request) return null;
  return (
    <div className={classes.inForm} role="group" aria-label="Your request">
      <RequestProgress request={request} sending />
    </div>
  );
}

/**
 * A saved request went out after its form was gone: a toast says so, and for a booking what became of
 * its arrival window (held; or full, with the windows still open, until dismissed).
 */
async function announceSent(id: string) {
  const receipt = await quoteOutbox()
    .receipt(id)
    .catch(() => undefined);
  const reply = `We'll get back to you within ${business.quoteReplyHours} hours.`;
  const outcome = receipt && windowOutcome(receipt);
  if (!receipt || !outcome)
    return notify('success', 'Quote request sent', `Your saved request has been sent. ${reply}`);
  if (receipt.status === 'held') return notify('success', 'Quote request sent', `${outcome} ${reply}`);
  const open = await import('../../api/windows.ts')
    .then((m) => m.nextOpenWindows(receipt.day))
    .catch(() => []);
  const still = open.length
    ? ` Still open: ${open.map((s) => `${windowName(s)}, ${dayName(s.day)}`).join('; ')}. Call or text ${business.phone.display} to take one.`
    : '';
  notify('success', 'Quote request sent', `${outcome}${still}`, true);
}

/** A small persistent note while requests wait on this device, with "Send now"; a toast when one goes out. */
export function OutboxIndicator({ sendNow: sendOnStart = true }: { sendNow?: boolean }) {
  const requests = useOutbox();
  const seen = useRef(new Set<string>());
  const [sending, setSending] = useState(false);

  const outbox = quoteOutbox();
  useEffect(() => outbox.startTriggers({ sendNow: sendOnStart }), [outbox, sendOnStart]);
  // A form that stops following its request hands it to this note at once.
  const [, setReleased] = useState(0);
  useEffect(() => outbox.onRelease(() => setReleased((n) => n + 1)), [outbox]);

  useEffect(() => {
    const current = new Set(requests.map((r) => r.id));
    for (const id of seen.current) {
      if (!current.has(id) && !outbox.isShownByForm(id)) {
        void announceSent(id);
      }
    }
    seen.current = new Set(requests.filter((r) => r.status === 'pending').map((r) => r.id));
  }, [requests, outbox]);

  // Requests a form on this page shows progress for are not repeated here.
  const waiting = requests.filter((r) => r.status === 'pending' && !outbox.isShownByForm(r.id));
  const moving = waiting.filter((r) => progressOf(r).phase !== 'waiting');
  const idle = waiting.filter((r) => !moving.includes(r));
  const failed = requests.filter((r) => r.status === 'failed' && !outbox.isShownByForm(r.id));
  if (waiting.length === 0 && failed.length === 0) return null;

  const sendNow = async () => {
    setSending(true);
    await outbox.sendNow().catch(() => undefined);
    setSending(false);
  };

  return (
    <aside className={classes.box} aria-label="Requests saved on this device" data-testid="outbox-indicator">
      {moving.map((r) => (
        <RequestProgress key={r.id} request={r} />
      ))}
      {idle.length > 0 && (
        <p>
          <strong>
            {idle.length === 1 ? '1 quote request' : `${idle.length} quote requests`} waiting to send.
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
