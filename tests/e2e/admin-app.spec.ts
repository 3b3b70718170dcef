import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createAccount, rowNamed, signInAsAdmin, signInThroughUi, staffNav } from './admin-helpers.ts';
import { callFunction, serviceClient, uniqueEmail } from './quote-helpers.ts';

/** Leads of this test's own, newest last, stored as another device would (straight in the table). */
async function storeLeads(tag: string, count: number, extra: Record<string, unknown> = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    form_type: 'booking',
    name: `${tag} Lead ${i}`,
    phone: `480-555-01${String(i).padStart(2, '0')}`,
    email: uniqueEmail(`${tag.toLowerCase()}-${i}`),
    service: 'Garage Cleanout',
    address: `${10 + i} E Main St, Tempe, AZ 85281`,
    items_to_remove: `Workbench number ${i}`,
    created_at: new Date(Date.now() - (count - i) * 60_000).toISOString(),
    ...extra,
  }));
  const { error } = await serviceClient().from('quote_requests').insert(rows);
  if (error) throw new Error(error.message);
  return rows;
}

const leadList = (page: Page) => page.getByRole('list', { name: 'Quote requests' });
const openLead = (page: Page) => page.getByRole('region', { name: 'Open request' });

test.describe('on a tablet in landscape (1180 × 820)', () => {
  test.use({ viewport: { width: 1180, height: 820 } });

  test('a link to a lead signs in first, then opens the lead beside the list, in the app’s own shell', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const tag = `Deep${randomUUID().slice(0, 6)}`;
    const [, target] = await storeLeads(tag, 3);
    const email = await createAccount(true);

    await page.goto(`/admin/leads/${target!.id}?q=${tag}`);
    await expect(page).toHaveURL(/\/auth\?next=/);
    await signInThroughUi(page, email, false);
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${target!.id}\\?q=${tag}$`));
    await expect(openLead(page).getByRole('heading', { level: 2, name: target!.name })).toBeVisible();
    await expect(openLead(page)).toContainText('Workbench number 1');
    await expect(rowNamed(leadList(page), target!.name)).toHaveAttribute('aria-current', /page|true/);
    await expect(leadList(page).getByRole('link')).toHaveCount(3);

    // Side by side: the list on the left, the lead on the right, both on the first screen.
    const list = (await leadList(page).boundingBox())!;
    const lead = (await openLead(page).boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(lead.x + 1);
    expect(lead.y).toBeLessThan(list.y + 100);
    // The staff app's own shell: its navigation, no marketing header, footer or chat button.
    await expect(staffNav(page).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('arrow keys move through the list, Enter opens a lead, and back and forward work', async ({
    page,
  }) => {
    const tag = `Keys${randomUUID().slice(0, 6)}`;
    const rows = await storeLeads(tag, 3);
    await signInAsAdmin(page, 'Leads');
    await page.getByLabel('Search requests').fill(tag);
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}$`));
    const newest = rowNamed(leadList(page), rows[2]!.name);
    await expect(leadList(page).getByRole('link')).toHaveCount(3);
    await expect(openLead(page)).toContainText('Choose a request to see it here.');

    await newest.focus();
    await page.keyboard.press('ArrowDown');
    await expect(rowNamed(leadList(page), rows[1]!.name)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(rowNamed(leadList(page), rows[1]!.name)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${rows[1]!.id}\\?q=${tag}$`));
    await expect(openLead(page).getByRole('heading', { level: 2, name: rows[1]!.name })).toBeVisible();

    await rowNamed(leadList(page), rows[0]!.name).click();
    await expect(openLead(page).getByRole('heading', { level: 2, name: rows[0]!.name })).toBeVisible();
    await page.goBack();
    await expect(openLead(page).getByRole('heading', { level: 2, name: rows[1]!.name })).toBeVisible();
    await page.goForward();
    await expect(openLead(page).getByRole('heading', { level: 2, name: rows[0]!.name })).toBeVisible();
    // The filter is in the address too.
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^New/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${rows[0]!.id}\\?q=${tag}&status=new$`));
  });

  test('a status changed in the open lead shows in its row at once, and a lead stored elsewhere appears within 10 s', async ({
    page,
  }) => {
    const tag = `Live${randomUUID().slice(0, 6)}`;
    const [first] = await storeLeads(tag, 1);
    await signInAsAdmin(page, 'Leads');
    await page.getByLabel('Search requests').fill(tag);
    const row = rowNamed(leadList(page), first!.name);
    await row.click();
    await expect(row).toContainText('New');
    await openLead(page)
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Scheduled' })
      .click();
    await expect(row).toContainText('Scheduled');
    await expect(
      openLead(page).getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Scheduled' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(
        async () => (await serviceClient().from('quote_requests').select('status').eq('id', first!.id)).data,
      )
      .toEqual([{ status: 'scheduled' }]);

    // Another device stores a lead: no reload, no click, no focus event.
    const [arrived] = await storeLeads(`${tag} Later`, 1, { created_at: new Date().toISOString() });
    await expect(rowNamed(leadList(page), arrived!.name)).toBeVisible({ timeout: 12_000 });
  });

  test('a list refresh that crosses a status change does not undo it', async ({ page }) => {
    const tag = `Race${randomUUID().slice(0, 6)}`;
    const [first] = await storeLeads(tag, 1);
    await signInAsAdmin(page, 'Leads');
    await page.getByLabel('Search requests').fill(tag);
    const row = rowNamed(leadList(page), first!.name);
    await row.click();
    // A slow signal: the change reaches the database a second and a half late, and the list refreshes
    // while it is on its way, reading the old status.
    let release = () => {};
    const sent = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rest\/v1\/quote_requests\?/, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      release();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await openLead(page).getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Lost' }).click();
    await sent;
    // The refresh staff ask for, which always reads the list (find_leads, a POST): a dispatched window
    // 'focus' did not reach the list's poll in 2 of 5 full runs, and the test then waited out its time.
    // The read is awaited by its own endpoint; waiting for any GET of quote_requests timed out in 2 of 20
    // runs under load, when no other read happened to follow.
    const refreshed = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/find_leads'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await expect(page.getByText('Status updated')).toBeVisible();
    // Nothing polls again for 10 s: what the row shows now is what the list made of the two.
    await expect(row).toContainText('Lost');
    await page.waitForTimeout(500);
    await expect(row).toContainText('Lost');
  });

  test('a link to a lead that does not exist says so, beside the list', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/leads/${randomUUID()}`);
    await expect(openLead(page)).toContainText('This request does not exist, or it was deleted.');
    await page.goto('/admin/leads/not-an-id');
    await expect(openLead(page)).toContainText('This request does not exist, or it was deleted.');
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list opens a lead on its own page, and the way back finds the list', async ({ page }) => {
    const tag = `Phone${randomUUID().slice(0, 6)}`;
    const rows = await storeLeads(tag, 2);
    await signInAsAdmin(page, 'Leads');
    // The navigation is a bar along the bottom.
    const bar = (await staffNav(page).boundingBox())!;
    expect(bar.y + bar.height).toBeGreaterThan(800);
    await page.getByLabel('Search requests').fill(tag);
    const row = rowNamed(leadList(page), rows[0]!.name);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${rows[0]!.id}`));
    const heading = openLead(page).getByRole('heading', { level: 2, name: rows[0]!.name });
    await expect(heading).toBeFocused();
    await expect(leadList(page)).toBeHidden();
    await openLead(page).getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Lost' }).click();

    // The "Status updated" toast can sit over the link at the top of a phone screen, and a pointer resting
    // on a toast keeps it open: the link is followed from the keyboard, which no toast covers.
    await page.getByRole('link', { name: '← Back to leads' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}$`));
    await expect(row).toBeVisible();
    await expect(row).toContainText('Lost');
    await expect(openLead(page)).toHaveCount(0);
    // Another device stores a lead: it appears within 10 s, no reload, no tap.
    const [arrived] = await storeLeads(`${tag} Later`, 1, { created_at: new Date().toISOString() });
    await expect(rowNamed(leadList(page), arrived!.name)).toBeVisible({ timeout: 12_000 });

    // A link to one lead opens it alone.
    await page.goto(`/admin/leads/${rows[1]!.id}`);
    await expect(openLead(page).getByRole('heading', { level: 2, name: rows[1]!.name })).toBeVisible();
    await expect(leadList(page)).toBeHidden();
  });

  test('chats work the same way: the list, then the conversation alone', async ({ page }) => {
    await callFunction('chatbot', {
      sessionId: `phone_${randomUUID()}`,
      messages: [{ role: 'user', content: 'Do you take old mattresses?' }],
    });
    await signInAsAdmin(page, 'Chats');
    const first = page.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/admin\/chats\/[0-9a-f-]{36}$/);
    const open = page.getByRole('region', { name: 'Open conversation' });
    await expect(open.getByRole('list', { name: 'Messages' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to conversations' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  });
});
