/**
 * The lead_status enum of the quote_requests migration, in lifecycle order. Its own module, without
 * supabase-js: the router reads it to check an address's ?status=, and every page loads the router.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
