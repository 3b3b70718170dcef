import type { LeadRow } from '../../supabase/functions/_shared/lead-store.ts';
import { supabase } from './supabase.ts';

/** The lead_status enum of the quote_requests migration, in lifecycle order. */
export const LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A stored lead as staff see it: the function's row plus what the table adds. */
export interface Lead extends LeadRow {
  status: LeadStatus;
  email_error: string | null;
  created_at: string;
}

/** The one error this module throws. */
export class LeadsError extends Error {
  override name = 'LeadsError';
}

/** How many of the newest leads the inbox holds; older ones stay in the database. */
export const LEADS_LIMIT = 200;

export async function listLeads(): Promise<Lead[]> {
  const { data, error } = await supabase()
    .from('quote_requests')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(LEADS_LIMIT);
  if (error) throw new LeadsError(error.message);
  return (data ?? []) as Lead[];
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
