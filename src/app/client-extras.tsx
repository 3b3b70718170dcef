import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { business } from '../content/business.ts';
import { ChatButton } from '../features/chat/chat-button.tsx';
import {
  hasSavedRequests,
  onSavedRequest,
  waitingShare,
  type WaitingShare,
} from '../offline/outbox-signal.ts';
import { shareTarget } from '../content/share-target.ts';
import { pages } from '../content/registry.ts';
import { onToastWaiting } from '../components/notify.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/** UI that only exists in a browser: toasts and the service worker's update prompt. */
function handOverToPhone() {
  const action = new URLSearchParams(window.location.search).get('action');
  if (action === 'call') window.location.href = business.phone.tel;
  if (action === 'text') window.location.href = business.phone.sms;
}

// The outbox (Dexie, supabase-js) loads only where it has work: requests this device saved earlier
// (found without loading it), or one saved on this page. A plain page view fetches neither.
const OutboxIndicator = lazy(() =>
  import('../features/quote/outbox-indicator.tsx').then((m) => ({ default: m.OutboxIndicator })),
);
// Photos shared to the app and never sent: offered again (found, like saved requests, without Dexie).
const ShareReminder = lazy(() =>
  import('../features/quote/share-reminder.tsx').then((m) => ({ default: m.ShareReminder })),
);

// The chat button is public only: staff pages (login, dashboard, image tool) are not indexable.
// Mantine's toaster loads with the first toast: most page views never show one.
const Toaster = lazy(() => import('../components/toaster.tsx').then((m) => ({ default: m.Toaster })));

const staffPaths = pages.filter((p) => !p.indexable).map((p) => p.path);

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 1500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * Whether the outbox has work on this page: requests saved on an earlier visit (checked once idle,
 * to be sent at once) or one a form just saved (which that form has already tried).
 */
function useOutboxWork(): 'none' | 'found' | 'saved' {
  const idle = useIdle();
  const [work, setWork] = useState<'none' | 'found' | 'saved'>('none');
  useEffect(() => onSavedRequest(() => setWork((w) => (w === 'none' ? 'saved' : w))), []);
  useEffect(() => {
    if (!idle) return;
    let live = true;
    void hasSavedRequests().then((found) => live && found && setWork((w) => (w === 'none' ? 'found' : w)));
    return () => {
      live = false;
    };
  }, [idle]);
  return work;
}

/**
 * Photos shared earlier and still waiting for their quote: looked for once the page is idle, and
 * again on each page change (a quote sent or photos discarded meanwhile use the share up).
 */
function useWaitingShare(pathname: string): WaitingShare | null {
  const idle = useIdle();
  const [share, setShare] = useState<WaitingShare | null>(null);
  useEffect(() => {
    if (!idle) return;
    let live = true;
    void waitingShare().then((found) => live && setShare(found));
    return () => {
      live = false;
    };
  }, [idle, pathname]);
  return share;
}

function useToastWaiting(): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onToastWaiting(() => setWaiting(true)), []);
  return waiting;
}

export function ClientExtras() {
  const outboxWork = useOutboxWork();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const share = useWaitingShare(pathname);
  const toasts = useToastWaiting();
  // A staff page, or a screen under one (/admin/leads/…).
  const staffPage = useRouterState({
    select: (s) =>
      staffPaths.some((p) => s.location.pathname === p || s.location.pathname.startsWith(`${p}/`)),
  });
  // The installed app's Call and Text shortcuts open /?action=…: hand over to the phone app once.
  useEffect(handOverToPhone, []);
  return (
    <>
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <UpdatePrompt />
      {!staffPage && <ChatButton />}
      {/* Not over the outbox's own note (which matters more), not on staff pages or the share page. */}
      {share && outboxWork === 'none' && !staffPage && pathname !== shareTarget.path && (
        <Suspense fallback={null}>
          <ShareReminder share={share} />
        </Suspense>
      )}
      {outboxWork !== 'none' && (
        <Suspense fallback={null}>
          <OutboxIndicator sendNow={outboxWork === 'found'} />
        </Suspense>
      )}
    </>
  );
}
