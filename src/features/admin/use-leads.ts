import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  countLeads,
  deleteFloodLeads,
  findLeads,
  LEADS_PAGE,
  leadsNeedingATime,
  updateLeadStatus,
  type Lead,
  type LeadCounts,
  type LeadQuery,
  type LeadStatus,
} from '../../api/leads.ts';
import { notify } from '../../components/notify.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Compares what the database holds now for the first page with the list already shown: leads shown
 * take any change another device made, in place; leads newer than the top one have arrived.
 */
export function mergeNewest(shown: Lead[], newest: Lead[]): { leads: Lead[]; arrived: Lead[] } {
  const byId = new Map(newest.map((l) => [l.id, l]));
  const known = new Set(shown.map((l) => l.id));
  const top = shown[0];
  const arrived = newest.filter(
    (l) =>
      !known.has(l.id) &&
      (!top || l.created_at > top.created_at || (l.created_at === top.created_at && l.id > top.id)),
  );
  return { leads: shown.map((l) => byId.get(l.id) ?? l), arrived };
}

/** A status staff set, and when it was saved (the number of saves so far; Infinity while on its way). */
export interface StatusChange {
  status: LeadStatus;
  saved: number;
}

/**
 * A page read from the database, with the status changes it cannot have seen: those still on their
 * way and those saved after the read was sent (`since`, the number of saves then). Without this a
 * refresh that crosses a change puts the old status back until the next one.
 */
export function withChanges(page: Lead[], changes: ReadonlyMap<string, StatusChange>, since: number): Lead[] {
  return page.map((l) => {
    const change = changes.get(l.id);
    return change && change.saved > since ? { ...l, status: change.status } : l;
  });
}

export interface LeadsOptions {
  /** Whether leads that arrive now should wait for a click, not go on top (the reader is further down). */
  holdArrivals?: () => boolean;
  /** How many pages a fresh list starts with (the address says; back from a lead finds as many). */
  pages?: number;
}

/**
 * The inbox's data, all answered by the database: one page of leads matching the search and
 * status (more on request), the counts by status, polling while the page is visible, and status
 * changes that keep the list where it is.
 */
export function useLeads(query: LeadQuery, { holdArrivals = () => false, pages = 1 }: LeadsOptions = {}) {
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [counts, setCounts] = useState<LeadCounts | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  /** Leads that arrived while the reader was further down, newest first, shown on request. */
  const [waiting, setWaiting] = useState<Lead[]>([]);
  const hold = useRef(holdArrivals);
  useLayoutEffect(() => {
    hold.current = holdArrivals;
  });
  // Read when a fresh list loads; "Load more" raises it in the address without reloading.
  const startPages = useRef(pages);
  useLayoutEffect(() => {
    startPages.current = pages;
  });
  const shown = useRef<Lead[] | null>(null);
  useLayoutEffect(() => {
    shown.current = leads;
  }, [leads]);
  // Only the first failure of a run of failed polls is worth a toast.
  const failing = useRef(false);
  const { search, status } = query;
  // A new search or filter starts from an empty list (set while rendering, as React advises).
  const key = `${status ?? 'all'}:${search}`;
  const [listKey, setListKey] = useState(key);
  if (listKey !== key) {
    setListKey(key);
    setLeads(null);
    setWaiting([]);
  }

  /** Puts a fresh first page in (`replace`, for a new search or filter) or merges the newest in (a poll). */
  const apply = useCallback((replace: boolean, [page, found]: [Lead[], LeadCounts], size: number) => {
    if (replace || !shown.current) {
      setLeads(page);
      setHasMore(page.length === size);
    } else {
      const { leads: updated, arrived } = mergeNewest(shown.current, page);
      if (arrived.length && hold.current()) {
        setLeads(updated);
        setWaiting((held) => [...arrived.filter((l) => !held.some((h) => h.id === l.id)), ...held]);
      } else {
        setLeads([...arrived, ...updated]);
      }
    }
    setCounts(found);
    setUpdatedAt(new Date());
    failing.current = false;
  }, []);

  const fail = useCallback((error: unknown) => {
    if (!failing.current) notify('error', 'Error loading quote requests', message(error));
    failing.current = true;
    setLeads((current) => current ?? []);
  }, []);

  const fetchFirstPage = useCallback(
    (size: number) => Promise.all([findLeads({ search, status }, undefined, size), countLeads(search)]),
    [search, status],
  );

  // Status changes made here, for the reads that crossed them (withChanges).
  const changes = useRef(new Map<string, StatusChange>());
  const saves = useRef(0);
  // The latest request wins: an answer for an older search or filter is dropped.
  const generation = useRef(0);
  const load = useCallback(
    (replace: boolean) => {
      const mine = ++generation.current;
      const since = saves.current;
      // A poll reads the first page only: what is further down does not change by arriving.
      const size = replace || !shown.current ? LEADS_PAGE * startPages.current : LEADS_PAGE;
      return fetchFirstPage(size).then(
        ([page, found]) =>
          mine === generation.current &&
          apply(replace, [withChanges(page, changes.current, since), found], size),
        (error: unknown) => mine === generation.current && fail(error),
      );
    },
    [fetchFirstPage, apply, fail],
  );

  useEffect(() => {
    void load(true);
  }, [load]);
  // New leads, and changes another device made, show while the page is visible.
  useVisiblePoll(() => void load(false));

  const refresh = useCallback(() => load(false), [load]);

  const loadMore = useCallback(async () => {
    const last = shown.current?.at(-1);
    if (!last) return;
    setLoadingMore(true);
    try {
      const page = await findLeads({ search, status }, last);
      const known = new Set(shown.current?.map((l) => l.id));
      setLeads((list) => [...(list ?? []), ...page.filter((l) => !known.has(l.id))]);
      setHasMore(page.length === LEADS_PAGE);
    } catch (error) {
      notify('error', 'Error loading quote requests', message(error));
    } finally {
      setLoadingMore(false);
    }
  }, [search, status]);

  const changeStatus = useCallback(
    async (id: string, next: LeadStatus) => {
      const before = shown.current;
      // Optimistic, and in place: the lead stays where it is (even if it leaves the filter) until the
      // list is next loaded, so the page does not jump.
      setLeads((list) => list?.map((l) => (l.id === id ? { ...l, status: next } : l)) ?? null);
      // A later change of the same lead replaces this one in the map; this one then only ends.
      const change: StatusChange = { status: next, saved: Infinity };
      changes.current.set(id, change);
      try {
        await updateLeadStatus(id, next);
        change.saved = ++saves.current;
        notify('success', 'Status updated', `The request is now marked ${next}.`);
        setCounts(await countLeads(search).catch(() => counts));
        return true;
      } catch (error) {
        if (changes.current.get(id) === change) changes.current.delete(id);
        setLeads(before);
        notify('error', 'Error', message(error));
        return false;
      }
    },
    [search, counts],
  );

  /** Deletes the flood leads among `ids` (staff sorted them out), from the list and the counts. */
  const deleteFlood = useCallback(
    async (ids: string[]) => {
      try {
        const n = await deleteFloodLeads(ids);
        setLeads((list) => list?.filter((l) => !ids.includes(l.id)) ?? null);
        notify('success', 'Deleted', `${n === 1 ? '1 flood lead' : `${n} flood leads`} deleted.`);
        setCounts(await countLeads(search).catch(() => counts));
      } catch (error) {
        notify('error', 'Error', message(error));
      }
    },
    [search, counts],
  );

  /** Puts the leads that waited on top of the list. */
  const showWaiting = useCallback(() => {
    setLeads((list) => [...waiting, ...(list ?? []).filter((l) => !waiting.some((w) => w.id === l.id))]);
    setWaiting([]);
  }, [waiting]);

  return {
    leads,
    waiting: waiting.length,
    showWaiting,
    counts,
    hasMore,
    loadingMore,
    updatedAt,
    refresh,
    loadMore,
    changeStatus,
    deleteFlood,
  };
}

/**
 * New bookings whose window was full when they arrived (leadsNeedingATime), read again whenever the
 * inbox's list is (`version`: its last update), so one marked Contacted leaves at the next read. Like
 * arrivals, a change waits while the reader is further down (`hold`): the rows must not move.
 */
export function useLeadsNeedingATime(enabled: boolean, version: unknown, hold: () => boolean): Lead[] {
  const [found, setFound] = useState<Lead[]>([]);
  const holding = useRef(hold);
  useLayoutEffect(() => {
    holding.current = hold;
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    leadsNeedingATime().then(
      (leads) => live && !holding.current() && setFound(leads),
      // The list below reports a failed read; this one keeps what it showed.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, version]);
  return enabled ? found : [];
}
