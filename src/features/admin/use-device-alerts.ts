import { useEffect, useState } from 'react';
import {
  DeviceAlertsError,
  isSaved,
  removeSubscription,
  saveSubscription,
  sendTestAlert,
} from '../../api/device-alerts.ts';
import { config } from '../../config.ts';

/**
 * Where this device stands on alerts of new leads:
 * - `not-set-up`: the site was built without a VAPID public key;
 * - `install-first`: an iPhone or iPad outside the installed app (Safari delivers push only there);
 * - `unsupported`: the browser has no push; `blocked`: notifications are blocked for this site;
 * - `off` / `on`: whether this device alerts the signed-in staff member.
 */
export type AlertsState =
  'checking' | 'not-set-up' | 'install-first' | 'unsupported' | 'blocked' | 'off' | 'on';

const READY_TIMEOUT_MS = 10_000;

/** An iPhone or iPad (iPadOS reports itself as a Mac with a touch screen). */
const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const isInstalled = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
const hasPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

// The first pattern a user agent matches names it. iPadOS says it is a Mac: a touch screen tells them apart.
const SYSTEMS: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
];
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const first = (list: [RegExp, string][], text: string, otherwise: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? otherwise;

/** "iPad · Safari", "Android · Chrome": how the device is named in the staff member's list. */
export function deviceName(userAgent: string, touch = 0): string {
  const system = /Macintosh/.test(userAgent) && touch > 1 ? 'iPad' : first(SYSTEMS, userAgent, 'Linux');
  return `${system} · ${first(BROWSERS, userAgent, 'Browser')}`;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, fail) =>
    setTimeout(
      () => fail(new DeviceAlertsError('The app is still installing on this device. Try again in a moment.')),
      READY_TIMEOUT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function stateBefore(): AlertsState {
  if (!config.vapidPublicKey) return 'not-set-up';
  if (isAppleMobile() && !isInstalled()) return 'install-first';
  if (!hasPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return 'checking';
}

/** Where this device stands, from the browser and the staff member's saved devices. */
async function readState(): Promise<AlertsState> {
  const before = stateBefore();
  if (before !== 'checking') return before;
  try {
    const existing = await navigator.serviceWorker.getRegistration();
    const subscription = await existing?.pushManager.getSubscription();
    return subscription && (await isSaved(subscription.endpoint)) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

const messageOf = (error: unknown) =>
  error instanceof DeviceAlertsError
    ? error.message
    : 'Something went wrong on this device. Try again, or reload the page.';

/** This device's alerts: its state, and turning them on, off, and testing them. */
export function useDeviceAlerts(active: boolean) {
  const [state, setState] = useState<AlertsState>(stateBefore);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Read again each time the dialog opens: the permission may have changed in the browser's settings.
  useEffect(() => {
    if (!active) return;
    let live = true;
    void readState().then((read) => {
      if (live) setState(read);
    });
    return () => {
      live = false;
    };
  }, [active]);

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setState('blocked');
        return null;
      }
      if (permission !== 'granted') {
        throw new DeviceAlertsError('Alerts need your permission: choose Allow when the browser asks.');
      }
      const { pushManager } = await registration();
      let subscription = await pushManager.getSubscription();
      const key = keyBytes(config.vapidPublicKey);
      const current = subscription?.options.applicationServerKey;
      // A subscription made with another key (the keys were changed) cannot receive our alerts.
      if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await pushManager
        .subscribe({ userVisibleOnly: true, applicationServerKey: key })
        .catch(() => {
          throw new DeviceAlertsError(
            'This browser could not reach its push service. Check the connection and try again.',
          );
        });
      await saveSubscription(subscription, deviceName(navigator.userAgent, navigator.maxTouchPoints));
      setState('on');
      return 'Alerts are on for this device.';
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await (
        await navigator.serviceWorker.getRegistration()
      )?.pushManager.getSubscription();
      if (subscription) {
        await removeSubscription(subscription.endpoint);
        await subscription.unsubscribe().catch(() => false);
      }
      setState('off');
      return 'Alerts are off for this device.';
    });

  const test = () =>
    run(async () => {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (!subscription) {
        setState('off');
        throw new DeviceAlertsError('Alerts are off on this device. Turn them on first.');
      }
      await sendTestAlert(subscription.endpoint);
      return 'Test alert sent. It should appear on this device within a few seconds.';
    });

  return { state, busy, problem, done, turnOn, turnOff, test };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
