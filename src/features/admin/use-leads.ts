import { useCallback, useEffect, useRef, useState } from 'react';
import { listLeads, updateLeadStatus, type Lead, type LeadStatus } from '../../api/leads.ts';
import { notify } from '../../components/notify.ts';

/** New leads show up within this long while the tab is open (no realtime channel needed). */
export const POLL_MS = 15_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The inbox's data: loads, polls while the page is visible, refreshes on focus, changes a status. */
export function useLeads() {
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [arrived, setArrived] = useState(0);
  const known = useRef<Set<string> | null>(null);
  // Only the first failure of a run of failed polls is worth a toast.
  const failing = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const found = await listLeads();
      if (known.current) setArrived(found.filter((l) => !known.current!.has(l.id)).length);
      known.current = new Set(found.map((l) => l.id));
      failing.current = false;
      setLeads(found);
      setUpdatedAt(new Date());
    } catch (error) {
      if (!failing.current) notify('error', 'Error loading quote requests', message(error));
      failing.current = true;
      setLeads((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const onShow = () => visible() && void refresh();
    void refresh();
    const timer = window.setInterval(onShow, POLL_MS);
    window.addEventListener('focus', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [refresh]);

  const changeStatus = useCallback(
    async (id: string, status: LeadStatus) => {
      const before = leads;
      // Optimistic: the select shows the choice at once and goes back if the save fails.
      setLeads((list) => list?.map((l) => (l.id === id ? { ...l, status } : l)) ?? null);
      try {
        await updateLeadStatus(id, status);
        notify('success', 'Status updated', `The request is now marked ${status}.`);
      } catch (error) {
        setLeads(before);
        notify('error', 'Error', message(error));
      }
    },
    [leads],
  );

  return { leads, updatedAt, arrived, refresh, changeStatus };
}
