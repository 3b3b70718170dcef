import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { EMAIL_ATTEMPTS } from '@shared/email-retry.ts';
import { rowNamed, signInAsAdmin } from './admin-helpers.ts';
import { serviceClient, uniqueEmail } from './quote-helpers.ts';

/** A contact lead stored straight in the table, named `<tag> <n>` so a search finds it. */
const leadRow = (tag: string, n: number, extra: Record<string, unknown>) => ({
  id: randomUUID(),
  form_type: 'contact',
  name: `${tag} ${n}`,
  phone: '4805550199',
  email: uniqueEmail(tag.toLowerCase()),
  service: 'Other',
  ...extra,
});

const STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'lost'] as const;
const LEADS = 260;

/** What the database holds, counted with the service role (past RLS), by status and in all. */
async function databaseCounts() {
  const count = async (status?: string) => {
    let query = serviceClient().from('quote_requests').select('id', { count: 'exact', head: true });
    if (status) query = query.eq('status', status);
    const { count: n, error } = await query;
    if (error) throw new Error(error.message);
    return n ?? 0;
  };
  return {
    All: await count(),
    ...Object.fromEntries(
      await Promise.all(STATUSES.map(async (s) => [s[0]!.toUpperCase() + s.slice(1), await count(s)])),
    ),
  } as Record<string, number>;
}

async function chipCounts(page: Page) {
  const chips = page.getByRole('group', { name: 'Filter by status' }).getByRole('button');
  const texts = await chips.allInnerTexts();
  return Object.fromEntries(
    texts.map((t) => {
      const [, label, n] = /^(\w+)\s+(\d+)$/.exec(t.trim()) ?? [];
      return [label, Number(n)];
    }),
  ) as Record<string, number>;
}

test.describe('with 260 leads', () => {
  // One set of leads, seeded once; the last test changes what the earlier ones count.
  test.describe.configure({ mode: 'serial' });
  // This run's leads: a tag of its own, older than any lead a form sends, one phone number only it has.
  const tag = `Quill${randomUUID().slice(0, 6)}`;
  const line = String(1000 + Math.floor(Math.random() * 8999));
  const names: string[] = []; // oldest first
  const emails: string[] = [];

  test.beforeAll(async () => {
    const start = Date.parse('2024-01-02T16:00:00Z');
    const rows = Array.from({ length: LEADS }, (_, i) => {
      names.push(`${tag} Customer ${i}`);
      emails.push(`${tag.toLowerCase()}.${i}@example.com`);
      return {
        form_type: 'contact',
        name: names[i],
        phone: i === 42 ? `+1 (623) 555-${line}` : `480-555-${String(i).padStart(4, '0')}`,
        email: emails[i],
        service: 'Estate Cleanout',
        status: STATUSES[i % STATUSES.length],
        created_at: new Date(start + i * 3_600_000).toISOString(),
      };
    });
    const { error } = await serviceClient().from('quote_requests').insert(rows);
    if (error) throw new Error(error.message);
  });

  test('the chips count what the database holds', async ({ page }) => {
    await signInAsAdmin(page, 'Leads');
    // Other tests send leads meanwhile: compare after a refresh until both sides agree.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.waitForTimeout(500);
        const [shown, stored] = [await chipCounts(page), await databaseCounts()];
        return JSON.stringify(shown) === JSON.stringify(stored) ? 'equal' : JSON.stringify({ shown, stored });
      })
      .toBe('equal');
    expect((await databaseCounts()).All).toBeGreaterThanOrEqual(LEADS);
  });

  test('the oldest lead is found by its e-mail, and reached by loading more', async ({ page }) => {
    await signInAsAdmin(page, 'Leads');
    const search = page.getByLabel('Search requests');
    const list = page.getByRole('list', { name: 'Quote requests' });
    const card = (name: string) => rowNamed(list, name);

    await search.fill(emails[0]!);
    await expect(card(names[0]!)).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(1);

    await search.fill(tag);
    await expect(page.getByText(`Showing 50 of ${LEADS} matching “${tag}”.`)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter by status' })).toContainText('New 52');
    await expect(card(names[LEADS - 1]!)).toBeVisible();
    for (let shown = 100; shown <= 300; shown += 50) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByText(`Showing ${Math.min(shown, LEADS)} of ${LEADS}`)).toBeVisible();
    }
    await expect(card(names[0]!)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The address keeps how far the list was loaded (up to 4 pages, what one read returns).
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}&page=4$`));
    await page.goto(`/admin/leads?q=${tag}&page=3`);
    await expect(page.getByText(`Showing 150 of ${LEADS} matching “${tag}”.`)).toBeVisible();
  });

  test('a phone number typed another way finds its lead', async ({ page }) => {
    await signInAsAdmin(page, 'Leads');
    const list = page.getByRole('list', { name: 'Quote requests' });
    for (const typed of [`623555${line}`, `(623) 555 ${line}`, `1-623-555-${line}`]) {
      await page.getByLabel('Search requests').fill(typed);
      await expect(rowNamed(list, names[42]!)).toBeVisible();
    }
  });

  test('changing a status keeps the list in place, and a new lead waits rather than move the one being read', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'Leads');
    await page.getByLabel('Search requests').fill(tag);
    await expect(page.getByText(`Showing 50 of ${LEADS} matching “${tag}”.`)).toBeVisible();
    const list = page.getByRole('list', { name: 'Quote requests' });
    const reading = list.getByRole('listitem').filter({ has: rowNamed(page, names[250]!) });
    await reading.scrollIntoViewIfNeeded();
    const before = await reading.boundingBox();

    // A lead arrives with this run's tag, so it matches the search the inbox shows.
    const { error } = await serviceClient()
      .from('quote_requests')
      .insert({
        form_type: 'contact',
        name: `${tag} Newcomer`,
        phone: '480-555-0000',
        email: uniqueEmail('newcomer'),
        service: 'Other',
      });
    if (error) throw new Error(error.message);
    // What the inbox's poll does every 15 s (and on coming back to the tab), done now.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const show = page.getByRole('button', { name: 'Show 1 new request' });
    await expect(show).toBeVisible();
    await expect(page.getByText('1 new request arrived.')).toBeAttached();
    const after = await reading.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);

    // Opened beside the list, the lead's status changes with one tap, and the row follows at once.
    await reading.getByRole('link').click();
    const lead = page.getByRole('region', { name: 'Open request' });
    await expect(lead.getByRole('heading', { level: 2, name: names[250] })).toBeVisible();
    await lead.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Completed' }).click();
    await expect(reading).toContainText('Completed');
    await expect(page.getByText('Status updated').first()).toBeVisible();
    const settled = await reading.boundingBox();
    expect(Math.abs((settled?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);

    await show.click();
    await expect(list.getByRole('link').first()).toHaveAccessibleName(new RegExp(`^${tag} Newcomer `));
    await expect(list.getByRole('link').first()).toBeInViewport();
  });
});

test('leads that arrived in a flood are marked, and staff delete the ones still new in one go', async ({
  page,
}) => {
  const tag = `Flood${randomUUID().slice(0, 6)}`;
  const rows = [
    leadRow(tag, 1, { flood: true }),
    leadRow(tag, 2, { flood: true }),
    leadRow(tag, 3, { flood: false }),
  ];
  expect((await serviceClient().from('quote_requests').insert(rows)).error).toBeNull();

  await signInAsAdmin(page, 'Leads');
  await page.getByLabel('Search requests').fill(tag);
  const list = page.getByRole('list', { name: 'Quote requests' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const flagged = list.getByRole('listitem').filter({ has: page.getByText('Flood', { exact: true }) });
  await expect(flagged).toHaveCount(2);
  // Not "e-mail pending": a flood lead is reported in the digest.
  await expect(flagged.filter({ hasText: 'E-mail' })).toHaveCount(0);
  await rowNamed(list, `${tag} 1`).click();
  const lead = page.getByRole('region', { name: 'Open request' });
  await expect(lead).toContainText('Arrived during a flood');
  await expect(lead).toContainText('goes in the next flood digest');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete 2 flood leads' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(rowNamed(list, `${tag} 3`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete .* flood lead/ })).toHaveCount(0);
  const { data } = await serviceClient()
    .from('quote_requests')
    .select('id')
    .in(
      'id',
      rows.map((r) => r.id),
    );
  expect(data?.map((r) => r.id)).toEqual([rows[2]!.id]);
});

test('a lead whose e-mail is still being retried says so, and one the retries gave up on says to reply yourself', async ({
  page,
}) => {
  const tag = `Mail${randomUUID().slice(0, 6)}`;
  const lead = (n: number, attempts: number) =>
    leadRow(tag, n, {
      email_error: 'provider is down',
      email_attempts: attempts,
      email_retry_at: attempts < EMAIL_ATTEMPTS ? new Date(Date.now() + 60_000).toISOString() : null,
    });
  expect(
    (
      await serviceClient()
        .from('quote_requests')
        .insert([lead(1, 2), lead(2, EMAIL_ATTEMPTS)])
    ).error,
  ).toBeNull();

  await signInAsAdmin(page, 'Leads');
  await page.getByLabel('Search requests').fill(tag);
  const list = page.getByRole('list', { name: 'Quote requests' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // The list says which need a look; the lead says why.
  await expect(rowNamed(list, `${tag} 1`)).toContainText('E-mail pending');
  await expect(rowNamed(list, `${tag} 2`)).toContainText('E-mail failed');
  const open = page.getByRole('region', { name: 'Open request' });
  await rowNamed(list, `${tag} 1`).click();
  await expect(open.getByText('Notification e-mail not sent yet: provider is down')).toBeVisible();
  await rowNamed(list, `${tag} 2`).click();
  await expect(
    open.getByText(
      `Notification e-mail failed after ${EMAIL_ATTEMPTS} tries: provider is down. Nothing retries it: reply to this lead yourself`,
    ),
  ).toBeVisible();
});
