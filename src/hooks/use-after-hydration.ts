import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False during the server render and the hydration pass, true afterwards: for client-only UI. */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
