import type { LeadStatus } from './leads.ts';
import { supabase } from './supabase.ts';

/** Where leads came from (lead_source_kind in the overview migration). */
export const SOURCE_KINDS = ['search', 'direct', 'campaign', 'referral', 'unrecorded'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface OverviewWeek {
  /** The Monday the week starts on, in the business's time zone (YYYY-MM-DD). */
  week: string;
  leads: number;
  chats: number;
  unanswered_chats: number;
}

/** The admin's Overview, counted by the database (lead_overview) over the last weeks. */
export interface Overview {
  since: string;
  weeks: OverviewWeek[];
  leads: number;
  services: { service: string; leads: number }[];
  sources: Record<SourceKind, number>;
  statuses: Record<LeadStatus, number>;
  /** Leads that waited in a device's offline outbox before they arrived. */
  waited: number;
  chats: number;
  unanswered_chats: number;
}

/** The one error this module throws. */
export class OverviewError extends Error {
  override name = 'OverviewError';
}

export interface OverviewQuery {
  weeks: number;
  /** A lead that arrived this long after its device saved it waited in the outbox. */
  waitedMs: number;
  timeZone: string;
}

export async function fetchOverview(query: OverviewQuery): Promise<Overview> {
  const { data, error } = await supabase().rpc('lead_overview', {
    week_count: query.weeks,
    waited: `${Math.round(query.waitedMs / 1000)} seconds`,
    zone: query.timeZone,
  });
  if (error) throw new OverviewError(error.message);
  return data as Overview;
}

/** The admin areas whose new items are counted for each staff member. */
export type SeenArea = 'leads' | 'chats';

/** How many leads and conversations arrived since the signed-in staff member last opened each area. */
export async function whatsNew(): Promise<Record<SeenArea, number>> {
  const { data, error } = await supabase().rpc('whats_new');
  if (error) throw new OverviewError(error.message);
  return data as Record<SeenArea, number>;
}

/** Notes that the signed-in staff member has seen everything in this area up to now. */
export async function markSeen(area: SeenArea): Promise<void> {
  const { error } = await supabase().rpc('mark_seen', { area });
  if (error) throw new OverviewError(error.message);
}
