import { notifications } from '@mantine/notifications';

/**
 * The one way to show a toast. The shared toaster's defaults give the close button no name and grey
 * text below 4.5:1: both are set here, inline, because the toaster's own CSS may load later and win.
 */
export function notify(tone: 'success' | 'error', title: string, message = ''): void {
  notifications.show({
    color: tone === 'success' ? 'brand' : 'red',
    title,
    message,
    styles: { description: { color: 'var(--muted)' } },
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}
