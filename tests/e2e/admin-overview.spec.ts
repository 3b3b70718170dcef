import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openArea, rowNamed, signInAsAdmin, staffNav } from './admin-helpers.ts';
import { callFunction, sendContactLead, serviceClient, uniqueEmail } from './quote-helpers.ts';

// The admin's Overview shows what the database holds, and the tabs count what is new.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Monday 00:00 in Arizona (UTC-7 all year) of the week `weeksAgo` weeks before this one. */
function arizonaMonday(weeksAgo: number): number {
  const local = new Date(Date.now() - 7 * HOUR);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return monday + 7 * HOUR - weeksAgo * 7 * DAY;
}

type Row = {
  service: string;
  status: string;
  source_page: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  saved_at: string | null;
  created_at: string;
};

/**
 * The figures, counted here from the rows themselves: the business's rules for a source (tags: a
 * campaign; a search engine's site: search; another site: referral; none: direct) and for a request
 * that waited in the outbox (arrived 2 minutes or more after the device saved it).
 */
async function countedInDatabase() {
  const since = new Date(arizonaMonday(11)).toISOString();
  const leads = await serviceClient()
    .from('quote_requests')
    .select(
      'service, status, source_page, source_referrer, utm_source, utm_medium, utm_campaign, saved_at, created_at',
    )
    .gte('created_at', since)
    .range(0, 9999);
  if (leads.error) throw new Error(leads.error.message);
  const rows = leads.data as Row[];
  const kind = (r: Row) =>
    r.source_page === null
      ? 'Not recorded'
      : r.utm_source || r.utm_medium || r.utm_campaign
        ? 'Campaign'
        : !r.source_referrer
          ? 'Direct'
          : /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|search\.brave)\./i.test(
                r.source_referrer,
              )
            ? 'Search'
            : 'Referral';
  const tally = (values: string[]) => {
    const out: Record<string, number> = {};
    for (const v of values) out[v] = (out[v] ?? 0) + 1;
    return out;
  };
  const chats = await serviceClient()
    .from('chat_conversations')
    .select('unanswered')
    .gte('started_at', since)
    .range(0, 9999);
  if (chats.error) throw new Error(chats.error.message);
  const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  return {
    leads: rows.length,
    sources: tally(rows.map(kind)),
    services: tally(rows.map((r) => r.service)),
    statuses: tally(rows.map((r) => label(r.status))),
    waited: rows.filter((r) => r.saved_at && Date.parse(r.created_at) - Date.parse(r.saved_at) >= 2 * 60_000)
      .length,
    chats: chats.data.length,
    unanswered: chats.data.filter((c) => (c.unanswered as number) > 0).length,
  };
}

/** A figure table's rows as { first cell: second cell }, zeros left out (the database has no zero rows). */
async function tableFigures(page: Page, name: string): Promise<Record<string, number>> {
  const rows = await page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
  return Object.fromEntries(rows.filter((r) => Number(r[1]) > 0).map((r) => [r[0], Number(r[1])]));
}

const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function shownOnOverview(page: Page) {
  // Leaving the tab and coming back asks the database again.
  await openArea(page, 'Q&A');
  await openArea(page, 'Overview');
  await expect(page.getByRole('heading', { name: 'Leads per week' })).toBeVisible();
  const chatsPerWeek = await page
    .getByRole('table', { name: 'Chat conversations per week' })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => Number(c.textContent))));
  const weekly = await tableFigures(page, 'Leads per week');
  return {
    leads: Number(await stat(page, 'Leads').first().textContent()),
    weeklyTotal: Object.values(weekly).reduce((a, b) => a + b, 0),
    weeks: await page.getByRole('table', { name: 'Leads per week' }).locator('tbody tr').count(),
    sources: await tableFigures(page, 'Leads by source'),
    services: await tableFigures(page, 'Leads by service'),
    statuses: await tableFigures(page, 'Leads by status now'),
    waited: Number(await stat(page, 'Sent after no signal').textContent()),
    chats: chatsPerWeek.reduce((n, r) => n + (r[1] ?? 0), 0),
    unanswered: chatsPerWeek.reduce((n, r) => n + (r[2] ?? 0), 0),
  };
}

test('the Overview shows the counts the database holds for a known set of leads and chats', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const at = (weeksAgo: number, hours: number) =>
    new Date(arizonaMonday(weeksAgo) + hours * HOUR).toISOString();
  const lead = (i: number, fields: Partial<Row>) => ({
    form_type: 'contact',
    name: `Overview ${tag} ${i}`,
    phone: '4805550100',
    email: `overview.${i}.${tag}@example.com`,
    service: 'Hot Tub Removal',
    // One insert of several rows sends every column for each: none may be left to a default.
    status: 'new',
    source_page: null,
    source_referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    saved_at: null,
    ...fields,
  });
  const seeded = await serviceClient()
    .from('quote_requests')
    .insert([
      lead(1, { created_at: at(10, 30), source_page: '/hot-tub-removal', source_referrer: 'www.google.com' }),
      lead(2, {
        created_at: at(6, 50),
        source_page: '/garage-cleanout',
        service: 'Garage Cleanout',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        status: 'scheduled',
        saved_at: at(6, 45),
      }),
      lead(3, { created_at: at(3, 12), source_page: '/', source_referrer: 'nextdoor.com', status: 'lost' }),
      lead(4, { created_at: at(3, 13), source_page: '/blog', status: 'completed' }),
      lead(5, { created_at: at(14, 1), source_page: '/' }), // before the twelve weeks
    ]);
  expect(seeded.error).toBeNull();
  const chats = await serviceClient()
    .from('chat_conversations')
    .insert([
      { session_id: `overview_${tag}_1`, started_at: at(2, 10), unanswered: 1 },
      { session_id: `overview_${tag}_2`, started_at: at(2, 11), unanswered: 0 },
    ]);
  expect(chats.error).toBeNull();

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Leads per week' })).toBeVisible();
  // Other tests send leads and chats meanwhile: compare a reading of the page with a count of the
  // database made just before and just after it, and read again until nothing moved in between.
  await expect(async () => {
    const before = await countedInDatabase();
    const shown = await shownOnOverview(page);
    expect(await countedInDatabase()).toEqual(before);
    expect(shown).toEqual({
      leads: before.leads,
      weeklyTotal: before.leads,
      weeks: 12,
      sources: before.sources,
      services: before.services,
      statuses: before.statuses,
      waited: before.waited,
      chats: before.chats,
      unanswered: before.unanswered,
    });
  }).toPass({ timeout: 60_000 });
  expect((await countedInDatabase()).services['Garage Cleanout']).toBeGreaterThanOrEqual(1);
});

const sendLead = (email: string) =>
  sendContactLead(email, { name: 'Nora New', service: 'Furniture Removal', message: 'A sleeper sofa' });

const startChat = () =>
  callFunction('chatbot', {
    sessionId: `news_${randomUUID()}`,
    messages: [{ role: 'user', content: 'Do you take old mattresses?' }],
  });

test('a new lead and a new chat raise the navigation’s counts and the app badge without a reload', async ({
  page,
}) => {
  // The app icon's badge, as the page sets it (the real API is called as well).
  await page.addInitScript(() => {
    const calls: (number | undefined)[] = [];
    (window as unknown as { badgeCalls: typeof calls }).badgeCalls = calls;
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void> };
    const real = nav.setAppBadge?.bind(navigator);
    Object.defineProperty(navigator, 'setAppBadge', {
      value: (n?: number) => {
        calls.push(n);
        return real ? real(n).catch(() => undefined) : Promise.resolve();
      },
    });
  });
  await signInAsAdmin(page);
  const leadsTab = staffNav(page).getByRole('link', { name: /^Leads/ });
  const chatsTab = staffNav(page).getByRole('link', { name: /^Chats/ });
  // Opening each area marks all of it seen; back on the Overview, only what arrives later is new
  // (other tests send leads and chats too, so the counts are compared, not expected to be zero).
  await leadsTab.click();
  await chatsTab.click();
  // Leaving Chats marks it seen (Leads was marked on the way), then counts again.
  const rpc = (name: string) => (r: { url(): string }) => r.url().includes(`/rest/v1/rpc/${name}`);
  const counted = page.waitForResponse(rpc('mark_seen')).then(() => page.waitForResponse(rpc('whats_new')));
  await openArea(page, 'Overview');
  await counted;
  const newIn = async (tab: typeof leadsTab) =>
    Number((await tab.textContent())?.match(/(\d+)\+? new/)?.[1] ?? 0);
  const leadsBefore = await newIn(leadsTab);
  const chatsBefore = await newIn(chatsTab);

  await sendLead(uniqueEmail('news'));
  await startChat();
  // No reload, no click: the page asks on its own (every 15 s, and when it regains focus).
  await expect.poll(() => newIn(leadsTab), { timeout: 25_000 }).toBeGreaterThan(leadsBefore);
  await expect.poll(() => newIn(chatsTab), { timeout: 25_000 }).toBeGreaterThan(chatsBefore);
  const badge = await page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1));
  expect(badge).toBeGreaterThan(leadsBefore);

  // Opening Leads shows the new lead and marks it seen: back on the Overview, it no longer counts.
  const leadsAfter = await newIn(leadsTab);
  await leadsTab.click();
  await expect(
    rowNamed(page.getByRole('list', { name: 'Quote requests' }), 'Nora New').first(),
  ).toBeVisible();
  await openArea(page, 'Overview');
  await expect.poll(() => newIn(leadsTab)).toBeLessThan(leadsAfter);
});

test('on a tablet either way round, the Overview passes axe and fits without sideways scrolling', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const width of [768, 1024, 390]) {
    await page.setViewportSize({ width, height: 1000 });
    await expect(page.getByRole('heading', { name: 'Chat conversations per week' })).toBeVisible();
    // The charts follow their box's new width a frame or two after it changes (seconds on a busy
    // 2-core machine running the rest of the suite).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 20_000 })
      .toBe(width);
    if (width === 390) continue; // axe at 390 px: admin.spec.ts
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${width} px ${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);
  }
});
