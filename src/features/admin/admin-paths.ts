import { LEAD_STATUSES, type LeadStatus } from '../../api/lead-statuses.ts';
import { inStaffApp, STAFF_APP } from '../../content/staff-app.ts';

/** Every screen of the staff app has an address, so a link, an e-mail or an alert can point at it. */
export const adminPaths = {
  overview: STAFF_APP,
  leads: `${STAFF_APP}/leads`,
  lead: `${STAFF_APP}/leads/$leadId`,
  chats: `${STAFF_APP}/chats`,
  chat: `${STAFF_APP}/chats/$conversationId`,
  qna: `${STAFF_APP}/qna`,
  schedule: `${STAFF_APP}/schedule`,
} as const;

/** The schedule's address bar: the first day shown (YYYY-MM-DD); none is today. */
export interface ScheduleSearch {
  from?: string;
}

/** The lead list's address bar: its filter, search and how many pages of 50 are shown. */
export interface LeadsSearch {
  status?: LeadStatus;
  q?: string;
  page?: number;
}

/** The conversation list's address bar. */
export interface ChatsSearch {
  unanswered?: true;
  q?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;

/** Reads what the address holds; anything else (a hand-edited or old link) is left out, never an error. */
export function leadsSearch(raw: Record<string, unknown>): LeadsSearch {
  const search: LeadsSearch = {};
  if (LEAD_STATUSES.includes(raw.status as LeadStatus)) search.status = raw.status as LeadStatus;
  const q = text(raw.q);
  if (q) search.q = q;
  const page = Number(raw.page);
  // find_leads answers at most 200 at once: a deeper link starts with four pages, and loads more.
  if (Number.isInteger(page) && page > 1) search.page = Math.min(page, 4);
  return search;
}

export function chatsSearch(raw: Record<string, unknown>): ChatsSearch {
  const search: ChatsSearch = {};
  if (raw.unanswered === true || raw.unanswered === 'true' || raw.unanswered === 1) search.unanswered = true;
  const q = text(raw.q);
  if (q) search.q = q;
  return search;
}

export function scheduleSearch(raw: Record<string, unknown>): ScheduleSearch {
  const from = typeof raw.from === 'string' ? raw.from : '';
  const [y = 0, m = 0, d = 0] = from.split('-').map(Number);
  // A real calendar day: "2026-02-30" and "2026-13-01" come back as other days.
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(from) && new Date(Date.UTC(y, m - 1, d)).toISOString().startsWith(from);
  return real ? { from } : {};
}

/** A lead or conversation id as the database writes it; anything else names nothing. */
export const isId = (value: string | undefined): value is string =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Where sign-in goes next: the staff page that sent the visitor to sign in (?next=), or the overview.
 * Only a path inside the staff app is followed, so a crafted link cannot send a signed-in admin to
 * another site ("//evil.example", "/\\evil.example") or to a page that acts on arrival.
 */
export function returnPath(next: string | null | undefined): string {
  if (!next) return adminPaths.overview;
  let url: URL;
  try {
    url = new URL(next, 'https://staff.invalid');
  } catch {
    return adminPaths.overview;
  }
  if (
    url.origin !== 'https://staff.invalid' ||
    !inStaffApp(url.pathname) ||
    !next.startsWith('/') ||
    next.startsWith('//')
  )
    return adminPaths.overview;
  return url.pathname + url.search;
}
