import { useMatches } from '@tanstack/react-router';
import type { PageEntry } from '../content/types.ts';

/** The registry entry of the page being shown (undefined on the 404 page). */
export function usePage(): PageEntry | undefined {
  return useMatches({ select: (matches) => matches.map((m) => m.staticData.page).find(Boolean) });
}
