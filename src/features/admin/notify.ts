import { notifications } from '@mantine/notifications';

// The shared toaster's defaults give the close button no name and grey text below 4.5:1: set both here.
function show(color: string, title: string, message: string) {
  notifications.show({
    color,
    title,
    message,
    styles: { description: { color: 'var(--muted)' } },
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

export const notifySuccess = (title: string, message = '') => show('brand', title, message);
export const notifyError = (title: string, message = '') => show('red', title, message);
