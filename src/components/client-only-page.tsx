import type { ReactNode } from 'react';
import { MantineRoot } from './mantine-root.tsx';
import { useAfterHydration } from '../hooks/use-after-hydration.ts';
import classes from './client-only-page.module.css';

/** Staff pages are rendered in the browser only: their HTML holds the shell and a loading line. */
export function ClientOnlyPage({ children }: { children: ReactNode }) {
  const ready = useAfterHydration();
  if (!ready) {
    return (
      <div className={`container ${classes.loading}`} role="status">
        Loading…
      </div>
    );
  }
  return <MantineRoot>{children}</MantineRoot>;
}
