import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { outboxDb, type OutboxRequest } from './db.ts';

/** The outbox's requests, live: updates when any tab or the service worker changes it. */
export function useOutbox(): OutboxRequest[] {
  const [requests, setRequests] = useState<OutboxRequest[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => outboxDb().requests.orderBy('createdAt').toArray()).subscribe({
      next: setRequests,
      error: (e: unknown) => console.error('Outbox', e),
    });
    return () => subscription.unsubscribe();
  }, []);
  return requests;
}
