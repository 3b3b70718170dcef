import { supabase } from './supabase.ts';

/** The lead_status enum of the quote_requests migration, in lifecycle order. */
export const LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface Lead {
  id: string;
  form_type: 'contact' | 'booking';
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string | null;
  address: string | null;
  property_type: string | null;
  items_to_remove: string | null;
  estimated_volume: string | null;
  access_instructions: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  additional_notes: string | null;
  photo_urls: string[];
  status: LeadStatus;
  email_sent_at: string | null;
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
