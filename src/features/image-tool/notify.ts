import { notifications } from '@mantine/notifications';

// The shared toaster's defaults give the close button no name and grey text below 4.5:1: set both here.
function show(color: string, title: string, message: string) {
  notifications.show({
    color,
    title,
    message,
    // Inline, because the toaster's own CSS may load after this chunk's and would win a tie.
    styles: { description: { color: 'var(--muted)' } },
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

export const notifyError = (message: string) => show('red', 'Error', message);
export const notifySuccess = (message: string) => show('brand', 'Done', message);
