import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers.ts';
import {
  fillBookingForm,
  formCodeHasCome,
  leadsFor,
  sendContactLead,
  serviceClient,
  uniqueEmail,
  waitForLeads,
} from './quote-helpers.ts';

// Where each lead came from, recorded on the device, shown to staff, and exported.
const PAGE = '/garage-cleanout';

/** Changes every request saved in the page's outbox (IndexedDB), as time or a newer site would. */
async function updateSavedRequests(
  page: import('@playwright/test').Page,
  patch: { createdAt?: number; draft?: Record<string, unknown> },
) {
  await page.evaluate(
    (patch) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('quote-outbox');
        open.onsuccess = () => {
          const tx = open.result.transaction('requests', 'readwrite');
          tx.objectStore('requests').openCursor().onsuccess = (event) => {
            const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
            if (!cursor) return;
            const value = cursor.value as { draft: Record<string, unknown> };
            cursor.update({ ...value, ...patch, draft: { ...value.draft, ...patch.draft } });
            cursor.continue();
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    patch,
  );
}

/** Opens the lead in the admin (searched by e-mail, so other tests' leads do not matter). */
async function leadCard(page: import('@playwright/test').Page, email: string) {
  await signInAsAdmin(page, 'Leads');
  await page.getByLabel('Search requests').fill(email);
  await expect(page.getByText(`Showing 1 of 1 matching “${email}”.`)).toBeVisible();
  await page.getByRole('list', { name: 'Quote requests' }).getByRole('link').first().click();
  return page.getByRole('region', { name: 'Open request' }).getByRole('article');
}

test('a quote sent from a campaign link shows its page, source and campaign on the lead card', async ({
  page,
}) => {
  const email = uniqueEmail('campaign');
  await page.goto(`${PAGE}?utm_source=google&utm_medium=cpc&utm_campaign=spring`);
  // A click inside the site first: the campaign belongs to the visit, not to the page it is sent from.
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  const [lead] = await waitForLeads(email, 1);
  expect(lead as unknown).toMatchObject({
    source_page: PAGE,
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    installed: false,
  });

  const card = await leadCard(page, email);
  await expect(card).toContainText('From /garage-cleanout · Google · campaign spring');
});

test('a quote that waited on the device shows when it was saved as well as when it arrived', async ({
  context,
  page,
}) => {
  const email = uniqueEmail('waited');
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await formCodeHasCome(page);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await expect(form.getByRole('status')).toContainText('Saved on this device');
  await expect(page.getByTestId('outbox-indicator')).toContainText('1 quote request waiting to send');
  // As if the visitor saved it three hours ago and only now came back into signal.
  await updateSavedRequests(page, { createdAt: Date.now() - 3 * 3_600_000 });
  await context.setOffline(false);
  const [lead] = await waitForLeads(email, 1);
  const row = lead as unknown as Record<string, string>;
  const waited = Date.parse(row.created_at!) - Date.parse(row.saved_at!);
  expect(waited).toBeGreaterThan(2.9 * 3_600_000);

  const card = await leadCard(page, email);
  await expect(card).toContainText('saved offline 3 h before it arrived');
  await expect(card.locator('time')).toBeVisible();
});

test('the CSV export holds the lead, with a formula in a name escaped', async ({ page }) => {
  const email = uniqueEmail('csv');
  await sendContactLead(email, { name: '=HYPERLINK("x")', message: 'Old shelving, a broken treadmill' });
  expect(await leadsFor(email)).toHaveLength(1);

  await signInAsAdmin(page, 'Leads');
  await page.getByLabel('Search requests').fill(email);
  await expect(page.getByText(`Showing 1 of 1 matching “${email}”.`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  expect(lines[1]).toContain(email);
  expect(lines[1]).toContain('"Old shelving, a broken treadmill"');
});

// Second security review, item 1: a crafted link must never cost a lead.
test('a link with markup and a NUL byte in its tags, from a host the schema dislikes, still sends the quote', async ({
  page,
}) => {
  const email = uniqueEmail('crafted');
  await page.goto(`${PAGE}?utm_source=%3Cb%3Enews&utm_campaign=spring%00sale`, {
    referer: 'http://my_host.example./page',
  });
  const form = await fillBookingForm(page, email);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await expect(form.getByRole('status')).toContainText('sent successfully', { timeout: 30_000 });
  const [lead] = await waitForLeads(email, 1);
  expect(lead as unknown).toMatchObject({
    source_page: PAGE,
    source_referrer: null,
    utm_source: 'b news',
    utm_campaign: 'spring sale',
  });
});

test('a request the server refuses stays on the device with our number, and staff get a copy', async ({
  context,
  page,
}) => {
  const email = uniqueEmail('refused');
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await formCodeHasCome(page);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await expect(form.getByRole('status')).toContainText('Saved on this device');
  // As if the page that saved it offered a service a newer site no longer takes.
  await updateSavedRequests(page, { draft: { service: 'Pool Cleaning' } });
  await context.setOffline(false);
  const note = page.getByTestId('outbox-indicator');
  await expect(note.getByRole('alert')).toContainText('could not be sent', { timeout: 30_000 });
  await expect(note.getByRole('link', { name: '(602) 632-3524' })).toHaveAttribute(
    'href',
    'tel:+16026323524',
  );

  // Still on the device after a reload: nothing the server said removed it.
  await page.reload();
  await expect(page.getByTestId('outbox-indicator').getByRole('alert')).toContainText('could not be sent');
  expect(await leadsFor(email)).toHaveLength(0);
  const { data } = await serviceClient()
    .from('refused_requests')
    .select('body')
    .order('created_at', { ascending: false })
    .limit(50);
  expect(data?.filter((r) => (r.body as { email?: string }).email === email)).toHaveLength(1);
});
