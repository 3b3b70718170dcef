import { useCallback, useEffect, useRef, useState } from 'react';
import { markSeen, whatsNew, type SeenArea } from '../../api/overview.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';

/** The app icon's badge (Badging API, where the browser has it: an installed app on Chrome, Edge, Safari). */
export function showOnAppIcon(newLeads: number) {
  const nav = navigator as Navigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  const done = newLeads > 0 ? nav.setAppBadge?.(newLeads) : nav.clearAppBadge?.();
  // Refused outside an installed app on some browsers: the tab's own count still shows it.
  done?.catch(() => undefined);
}

const isArea = (tab: string | null): tab is SeenArea => tab === 'leads' || tab === 'chats';

/**
 * How many leads and conversations arrived since the signed-in staff member last opened Quote
 * Requests and Chat History, kept fresh while the page is visible and shown on the app icon. The
 * open tab counts as seen: opening it and leaving it both move its mark to now.
 */
export function useWhatsNew(openTab: string | null): Record<SeenArea, number> {
  const [counts, setCounts] = useState<Record<SeenArea, number>>({ leads: 0, chats: 0 });
  // Only the newest question's answer counts: an older poll landing late would bring back counts a
  // mark has just cleared (or set the badge again after logging out).
  const asked = useRef(0);

  const stopped = useRef(false);
  const forgetAnswers = useCallback(() => {
    stopped.current = true;
  }, []);

  const refresh = useCallback(() => {
    const question = ++asked.current;
    whatsNew().then(
      (found) => {
        if (question !== asked.current || stopped.current) return;
        setCounts(found);
        showOnAppIcon(found.leads);
      },
      // A missed count is not worth a toast: the next poll tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!isArea(openTab)) return;
    const area = openTab;
    const seen = () => markSeen(area).then(refresh, () => undefined);
    void seen();
    return () => void seen();
  }, [openTab, refresh]);

  useEffect(() => {
    stopped.current = false;
    refresh();
    return forgetAnswers;
  }, [refresh, forgetAnswers]);
  useVisiblePoll(refresh);

  return isArea(openTab) ? { ...counts, [openTab]: 0 } : counts;
}
