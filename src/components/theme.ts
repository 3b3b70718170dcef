import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand green (shade 7 carries white text at better than 7:1).
const brand: MantineColorsTuple = [
  '#e9f8ee',
  '#d3eedc',
  '#a6dcb8',
  '#75c991',
  '#4db970',
  '#34ae5b',
  '#24914a',
  '#1b6e38',
  '#14582c',
  '#0b421f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'inherit', fontWeight: '800' },
  defaultRadius: 'md',
  components: {
    // Mantine's toast close button has no accessible name by default.
    // A plain object, not Notification.extend(): that would pull the component into every page.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
  },
});
