import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { MantineRoot } from './mantine-root.tsx';
import { attachToaster } from './notify.ts';

/**
 * Mantine's toaster, loaded with the first toast. The shared toaster's defaults give the close
 * button no name and grey text below 4.5:1: both are set here, inline, because the toaster's own CSS
 * may load later and win.
 */
export function Toaster() {
  useEffect(
    () =>
      attachToaster(({ tone, title, message, sticky }) =>
        notifications.show({
          color: tone === 'success' ? 'brand' : 'red',
          title,
          message,
          autoClose: sticky ? false : undefined,
          styles: { description: { color: 'var(--muted)' } },
          closeButtonProps: { 'aria-label': 'Dismiss notification' },
        }),
      ),
    [],
  );
  return (
    <MantineRoot>
      <Notifications position="top-center" zIndex={400} />
    </MantineRoot>
  );
}
