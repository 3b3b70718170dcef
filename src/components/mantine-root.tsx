import '@mantine/core/styles/default-css-variables.css';
import './mantine-theme.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * Mantine's context, for the parts that use Mantine (toasts, the video dialog, staff pages). They
 * are all loaded after the page, so the marketing pages' first JavaScript carries none of Mantine.
 * Its variables (Mantine's defaults and mantine-theme.css) load with it, so nothing is injected into
 * the page and public pages carry none of them.
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
