/** A toast waiting for the toaster, which loads (with Mantine) only when the first one is shown. */
export interface Toast {
  tone: 'success' | 'error';
  title: string;
  message: string;
  /** Stays until dismissed: news the visitor must act on. */
  sticky?: boolean;
}

const waiting: Toast[] = [];
const listeners = new Set<() => void>();
let show: ((toast: Toast) => void) | undefined;

/**
 * The one way to show a toast. A page that never shows one never downloads the toaster: the first
 * call queues the toast and asks the app shell to load it (see app/client-extras.tsx).
 */
export function notify(tone: Toast['tone'], title: string, message = '', sticky = false): void {
  const toast: Toast = sticky ? { tone, title, message, sticky } : { tone, title, message };
  if (show) return show(toast);
  waiting.push(toast);
  for (const listener of listeners) listener();
}

/** Whether a toast waits for the toaster; `listener` hears of each new one. Returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener);
  if (waiting.length) listener();
  return () => listeners.delete(listener);
}

/** Called by the toaster once mounted: shows what waited, in order, and everything after at once. */
export function attachToaster(display: (toast: Toast) => void): () => void {
  show = display;
  for (const toast of waiting.splice(0)) display(toast);
  return () => {
    if (show === display) show = undefined;
  };
}
