import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { outboxDb, type OutboxRequest } from './db.ts';
import { quoteOutbox } from './quote-outbox.ts';

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

/** One saved request, live (undefined once sent or discarded). */
export function useOutboxRequest(id: string): OutboxRequest | undefined {
  const [request, setRequest] = useState<OutboxRequest>();
  useEffect(() => quoteOutbox().watch(id, setRequest), [id]);
  return request;
}
