import type { LeadRow } from '@shared/lead-store.ts';
import { supabase } from './supabase.ts';

import type { LeadStatus } from './lead-statuses.ts';

// Where the inbox reads them with the rest of a lead; the router reads them without supabase-js.
export { LEAD_STATUSES, type LeadStatus } from './lead-statuses.ts';

/** A stored lead as staff see it: the function's row plus what the table adds. */
export interface Lead extends LeadRow {
  status: LeadStatus;
  email_error: string | null;
  /** How often its e-mail was tried; at EMAIL_ATTEMPTS, nothing retries it. */
  email_attempts: number;
  /** When a flood digest counted it (flood leads get no e-mail of their own). */
  digested_at: string | null;
  created_at: string;
}

/** The one error this module throws. */
export class LeadsError extends Error {
  override name = 'LeadsError';
}

/** How many leads one page of the inbox holds; "Load more" fetches the next page. */
export const LEADS_PAGE = 50;

/** What the inbox shows: leads matching a search (name, phone in any format, or e-mail), by status. */
export interface LeadQuery {
  search: string;
  status: LeadStatus | null;
}

/** Where the next page starts: after this lead (newest first). */
export type LeadCursor = Pick<Lead, 'created_at' | 'id'>;

/** One page of matching leads, newest first, answered by the database (find_leads). */
export async function findLeads(
  query: LeadQuery,
  after?: LeadCursor,
  pageSize = LEADS_PAGE,
): Promise<Lead[]> {
  const { data, error } = await supabase().rpc('find_leads', {
    search: query.search,
    only_status: query.status,
    before_created_at: after?.created_at ?? null,
    before_id: after?.id ?? null,
    page_size: pageSize,
  });
  if (error) throw new LeadsError(error.message);
  return (data ?? []) as Lead[];
}

/**
 * New bookings whose window was full or closed when they arrived: staff call these first to agree a
 * time, so the inbox shows them above the rest (newest first, at most `limit`).
 */
export async function leadsNeedingATime(limit = 20): Promise<Lead[]> {
  const { data, error } = await supabase()
    .from('quote_requests')
    .select('*')
    .eq('status', 'new')
    .in('window_status', ['full', 'closed'])
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new LeadsError(error.message);
  return (data ?? []) as Lead[];
}

export type LeadCounts = Record<LeadStatus | 'all', number>;

/** How many leads match the search, in all and by status, counted by the database (count_leads). */
export async function countLeads(search: string): Promise<LeadCounts> {
  const { data, error } = await supabase().rpc('count_leads', { search });
  if (error) throw new LeadsError(error.message);
  const counts: LeadCounts = { all: 0, new: 0, contacted: 0, scheduled: 0, completed: 0, lost: 0 };
  for (const row of (data ?? []) as { status: LeadStatus; total: number | string }[]) {
    counts[row.status] = Number(row.total);
    counts.all += Number(row.total);
  }
  return counts;
}

export async function updateLeadStatus(id: string, status: LeadStatus): Promise<void> {
  const { data, error } = await supabase()
    .from('quote_requests')
    .update({ status })
    .eq('id', id)
    .select('id');
  if (error) throw new LeadsError(error.message);
  if (!data?.length) throw new LeadsError('This request no longer exists or you may not change it.');
}

/**
 * Deletes leads that arrived in a flood (past the cap for everyone); the database lets staff delete
 * no other lead. Returns how many went.
 */
export async function deleteFloodLeads(ids: string[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const { data, error } = await supabase()
      .from('quote_requests')
      .delete()
      .in('id', ids.slice(i, i + 100))
      .eq('flood', true)
      .select('id');
    if (error) throw new LeadsError(error.message);
    deleted += data?.length ?? 0;
  }
  return deleted;
}

/** One lead by its id (a link to it), or null when there is none the staff member may read. */
export async function getLead(id: string): Promise<Lead | null> {
  const { data, error } = await supabase().from('quote_requests').select('*').eq('id', id).maybeSingle();
  if (error) throw new LeadsError(error.message);
  return data as Lead | null;
}
