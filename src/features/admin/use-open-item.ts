import { useCallback, useEffect, useState } from 'react';
import { isId } from './admin-paths.ts';

export type OpenItem<T> =
  | { state: 'none' | 'loading' | 'missing' }
  | { state: 'failed'; error: string }
  | { state: 'found'; item: T };

/**
 * The item an address names (a lead, a conversation): the list's own copy when the list holds it, so
 * a change shows in both at once; else read by its id (a link from an e-mail, an alert, a colleague,
 * or an item further down the list). `keep` replaces the copy read by id after a change to it.
 */
export function useOpenItem<T extends { id: string }>(
  id: string | undefined,
  listed: readonly T[] | null,
  read: (id: string) => Promise<T | null>,
) {
  const inList = id ? listed?.find((item) => item.id === id) : undefined;
  const [fetched, setFetched] = useState<{ id: string; result: OpenItem<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Waits for the list's first page: the item is usually in it.
  const need = !!id && isId(id) && !inList && listed !== null;

  useEffect(() => {
    if (!need || !id) return;
    let live = true;
    read(id).then(
      (item) => live && setFetched({ id, result: item ? { state: 'found', item } : { state: 'missing' } }),
      (error: unknown) =>
        live &&
        setFetched({
          id,
          result: { state: 'failed', error: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      live = false;
    };
  }, [need, id, read, attempt]);

  const keep = useCallback((item: T) => setFetched({ id: item.id, result: { state: 'found', item } }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let open: OpenItem<T>;
  if (!id) open = { state: 'none' };
  else if (!isId(id)) open = { state: 'missing' };
  else if (inList) open = { state: 'found', item: inList };
  else open = fetched?.id === id ? fetched.result : { state: 'loading' };
  return { open, keep, retry, inList: !!inList };
}
