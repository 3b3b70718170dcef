import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import WebSocket from 'ws';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { GATEWAY_URL, SITE_URL } from './browser.ts';
import { confirmationLinks, inviteLinks } from '../fixtures/mail.ts';
import { callFunction, sendContactLead, serviceClient, uniqueEmail, waitForLeads } from './quote-helpers.ts';
import { openArea, PASSWORD, signInAsAdmin } from './admin-helpers.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const anonClient = () =>
  createClient(GATEWAY_URL, DEMO_ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });

async function chat(question: string, sessionId: string): Promise<string> {
  const response = await callFunction('chatbot', {
    sessionId,
    messages: [{ role: 'user', content: question }],
  });
  return ((await response.json()) as { message: string }).message;
}

const sendLead = (email: string, name: string, photoUrls: string[] = []) =>
  sendContactLead(email, { name, photoUrls });

async function uploadPhoto(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const path = `e2e/${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
  const bucket = anonClient().storage.from('booking-photos');
  const { error } = await bucket.upload(path, png, { contentType: 'image/png', upsert: false });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}

const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });

test('signup returns to login mode, and a signed-in non-admin is refused and sent home', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Ana Ruiz');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created!')).toContainText('Open the confirmation link we e-mailed you');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  const { data } = await serviceClient().auth.admin.listUsers();
  expect(data.users.find((u) => u.email === email)?.user_metadata.full_name).toBe('Ana Ruiz');

  // A wrong password shows the provider's message; the right one, before confirming, says so.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Error')).toContainText('Invalid login credentials');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Error').last()).toContainText('Email not confirmed');

  // The link in the e-mail confirms the address and sends the person to sign in: no session rides on it.
  const [link] = await confirmationLinks('.data/e2e/mail', email);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'E-mail confirmed')).toContainText('Sign in with the password you chose.');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth')))).toEqual([]);

  // Confirmed, the password works from the login form; a non-admin is refused and sent home.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toContainText('You have successfully logged in.');
  await expect(toast(page, 'Access Denied')).toContainText(
    'You do not have admin privileges. Please contact support.',
  );
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // The same link again says it no longer works.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link!);
  await expect(toast(page, 'Link not valid')).toContainText('invalid or has expired');
});

test('an invited coworker chooses a password from the link and lands in the dashboard', async ({ page }) => {
  const email = uniqueEmail('invited');
  const invited = await fetch(
    `${GATEWAY_URL}/auth/v1/invite?redirect_to=${encodeURIComponent(`${SITE_URL}/auth`)}`,
    {
      method: 'POST',
      headers: {
        apikey: DEMO_SERVICE_ROLE_KEY,
        authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    },
  );
  expect(invited.status).toBe(200);
  const { id } = (await invited.json()) as { id: string };
  expect((await serviceClient().from('user_roles').insert({ user_id: id, role: 'admin' })).error).toBeNull();

  const [link] = await inviteLinks('.data/e2e/mail', email);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // From then on, that password signs in.
  const again = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
  expect(again.error).toBeNull();
});

test('without a session /admin goes to /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an admin manages the Q&A bank, and the chatbot answers with the edit', async ({ page }) => {
  await signInAsAdmin(page, 'Q&A');
  const tag = Date.now().toString(36);
  const question = `Do you haul zebrawood armoires ${tag}?`;
  await page.getByRole('button', { name: 'Add Q&A' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Q&A' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please enter the question.')).toBeVisible();
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Answer').fill('Yes, zebrawood armoires are fine.');
  await dialog.getByLabel('Category').fill('Furniture');
  await dialog.getByLabel('Keywords').fill(' zebrawood, armoire ,, ');
  const letters = tag.replace(/[^a-z]/g, '');
  await dialog.getByLabel('Also asked as').fill(`will u take my zebrawood wardrobe${letters}\n\n`);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Added!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Q&A entries' });
  // Newest first.
  await expect(list.getByRole('heading').first()).toHaveText(question);
  const { data: rows } = await serviceClient().from('qna_bank').select('*').eq('question', question);
  expect(rows?.[0]).toMatchObject({
    category: 'Furniture',
    keywords: ['zebrawood', 'armoire'],
    phrasings: [`will u take my zebrawood wardrobe${letters}`],
  });
  // The other way of asking is read by matching: a word only it has now reaches the entry.
  expect(await chat(`wardrobe${letters} ok?`, `e2e-phr-${tag}`)).toBe('Yes, zebrawood armoires are fine.');

  await page.getByLabel('Search Q&A').fill(`zebrawood ${tag}`);
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1);

  await page.getByRole('button', { name: `Edit: ${question}` }).click();
  const edit = page.getByRole('form', { name: 'Edit Q&A' });
  await edit.getByLabel('Answer').fill(`Absolutely: armoire code ${tag}.`);
  // The item catalogue: what customers call the thing, one name at a time.
  await edit.getByLabel('Things customers call it').fill(`Zebra${letters} Chest, zebra${letters} chest`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated!')).toBeVisible();
  await expect(list).toContainText(`Absolutely: armoire code ${tag}.`);
  expect(await chat(question, `e2e-qna-${tag}`)).toBe(`Absolutely: armoire code ${tag}.`);
  const { data: items } = await serviceClient()
    .from('chat_items')
    .select('name')
    .eq('entry_id', (rows?.[0] as { id: string }).id);
  expect(items).toEqual([{ name: `zebra${letters} chest` }]);
  expect(await chat(`can u take my old zebra${letters} chest`, `e2e-item-${tag}`)).toBe(
    `Absolutely: armoire code ${tag}.`,
  );
  // A name another entry already has is refused, naming that entry; the form keeps what was typed.
  await page.getByRole('button', { name: `Edit: ${question}` }).click();
  await edit.getByLabel('Things customers call it').fill('couch');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Error')).toContainText('Already in the catalogue for another entry: "couch"');
  await expect(edit.getByLabel('Things customers call it')).toHaveValue('couch');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Cancel keeps the entry; accept deletes it.
  let confirmText = '';
  page.once('dialog', (d) => {
    confirmText = d.message();
    void d.dismiss();
  });
  await page.getByRole('button', { name: `Delete: ${question}` }).click();
  expect(confirmText).toBe('Are you sure you want to delete this Q&A?');
  await expect(list.getByRole('heading', { name: question })).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete: ${question}` }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(page.getByText(`No Q&A entries match`)).toBeVisible();
  const { data: gone } = await serviceClient().from('qna_bank').select('id').eq('question', question);
  expect(gone).toEqual([]);
});

test('a question the assistant could not answer is marked, and one click teaches the bank', async ({
  page,
}) => {
  // A made-up thing no entry names: the assistant must not pretend to know it.
  const thing = `quokka${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  const question = `can you take my ${thing}?`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chatPanel = page.getByRole('dialog', { name: 'Chat assistant' });
  await chatPanel.getByLabel('Type your message').fill(question);
  await chatPanel.getByLabel('Type your message').press('Enter');
  await expect(chatPanel.getByRole('log')).toContainText(`I'm not sure about ${thing}.`);
  const sessionId = await page.evaluate(() => sessionStorage.getItem('chat-session-id'));
  const answered = `answered${Date.now()}`;
  await chat('What are your business hours?', answered);

  await signInAsAdmin(page, 'Chats');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  const session = (id: string) =>
    conversations.getByRole('link', { name: new RegExp(`Session ${id.slice(0, 8)}`) });
  await expect(session(answered)).toBeVisible();
  await page.getByRole('button', { name: 'With an unanswered question' }).click();
  await expect(page.getByRole('button', { name: 'With an unanswered question' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\/admin\/chats\?unanswered=true$/);
  const conversation = session(sessionId!);
  await expect(conversation).toContainText('1 unanswered');
  await expect(session(answered)).toBeHidden();
  await conversation.click();
  const messages = page
    .getByRole('region', { name: 'Open conversation' })
    .getByRole('list', { name: 'Messages' });
  const unanswered = messages.getByRole('listitem').filter({ hasText: 'Not answered' });
  await expect(unanswered).toHaveCount(1);
  await expect(unanswered).toContainText(question);

  // A synonym: what the customer meant by a word the bank does not use.
  await unanswered.getByRole('button', { name: 'Add a synonym' }).click();
  const synonyms = page.getByRole('dialog', { name: 'Synonyms' });
  await expect(synonyms).toContainText(`Visitor asked ${question}`);
  await synonyms.getByLabel('Customers say').fill(thing);
  await synonyms.getByLabel('They mean').fill('frobnicator');
  await synonyms.getByRole('button', { name: 'Save synonym' }).click();
  // Refused with the reason beside the field; nothing typed is lost.
  await expect(synonyms).toContainText('None of the words of "frobnicator" is in the Q&A bank yet');
  await expect(synonyms.getByLabel('Customers say')).toHaveValue(thing);
  await synonyms.getByLabel('They mean').fill('recliner');
  await synonyms.getByRole('button', { name: 'Save synonym' }).click();
  await expect(toast(page, 'Synonym saved')).toBeVisible();
  await expect(synonyms.getByRole('list', { name: 'Synonyms' })).toContainText(`${thing} means recliner`);
  expect(await chat(`can you haul off my old ${thing}`, `e2e-synonym-${Date.now()}`)).toContain('furniture');
  await synonyms.getByRole('button', { name: `Remove the synonym ${thing}` }).click();
  await expect(toast(page, 'Synonym removed')).toBeVisible();
  await expect(synonyms.getByText(`${thing} means recliner`)).toBeHidden();
  await synonyms.getByRole('button', { name: 'Close' }).click();

  await unanswered.getByRole('button', { name: 'Add to Q&A bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Q&A' });
  await expect(dialog.getByLabel('Question')).toHaveValue(question);
  await dialog.getByLabel('Answer').fill(`Yes, we take every kind of ${thing}.`);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Added!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await chat(question, `e2e-taught-${Date.now()}`)).toBe(`Yes, we take every kind of ${thing}.`);
});

test('new chats and new leads appear within 10 s while the admin is open, with no reload', async ({
  page,
}) => {
  await signInAsAdmin(page, 'Chats');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: /^Session / }).first()).toBeVisible();
  const sessionId = `e2epoll${Date.now().toString(36)}`;
  await chat('What are your business hours?', sessionId);
  // No click, no focus event: the page's own poll (every 10 s while visible) brings it.
  await expect(
    conversations.getByRole('link', { name: new RegExp(`Session ${sessionId.slice(0, 8)}`) }),
  ).toBeVisible({ timeout: 12_000 });

  await openArea(page, 'Leads');
  const list = page.getByRole('list', { name: 'Quote requests' });
  await expect(list).toBeVisible();
  const name = `Polled ${Date.now().toString(36)}`;
  await sendLead(uniqueEmail('polled'), name);
  await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible({ timeout: 12_000 });
});

test('an admin reads chat history, works a lead and signs out', async ({ page }) => {
  const sessionId = `e2echat${Date.now().toString(36)}`;
  await chat('What are your business hours?', sessionId);
  await signInAsAdmin(page, 'Chats');

  const conversation = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`Session ${sessionId.slice(0, 8)}`) })
    .first();
  await expect(conversation).toContainText('2 messages');
  await conversation.click();
  await expect(conversation).toHaveAttribute('aria-current', /page|true/);
  const messages = page
    .getByRole('region', { name: 'Open conversation' })
    .getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toContainText('What are your business hours?');
  await expect(messages.getByRole('listitem').nth(1)).toContainText('Monday to Saturday');

  const email = uniqueEmail('lead');
  const name = `Lena ${Date.now().toString(36)}`;
  await sendLead(email, name, [await uploadPhoto()]);
  await openArea(page, 'Leads');
  const row = page
    .getByRole('list', { name: 'Quote requests' })
    .getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('Garage Cleanout');
  await expect(row).toContainText('1 photo');
  await row.click();
  const lead = page.getByRole('region', { name: 'Open request' });
  await expect(lead.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(lead).toContainText('Old shelving and a broken treadmill.');
  await expect(lead.getByRole('link', { name: /Call Lena/ })).toHaveAttribute('href', 'tel:+14805550134');
  await expect(lead.getByRole('link', { name: /Text Lena/ })).toHaveAttribute('href', 'sms:+14805550134');
  await expect(lead.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(lead.getByText(/Notification e-mail sent/)).toBeVisible();
  // The photo opens full size, in the app.
  await lead.getByRole('button', { name: /Upload 1 of 1/ }).click();
  const viewer = page.getByRole('dialog', { name: `Photo 1 of 1 from ${name}` });
  await expect(viewer.getByRole('img', { name: `Upload 1 from ${name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await lead.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Contacted' }).click();
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect(row).toContainText('Contacted');
  await expect
    .poll(async () => (await waitForLeads(email, 1))[0] as unknown)
    .toMatchObject({
      status: 'contacted',
    });
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await filters.getByRole('button', { name: /^Contacted/ }).click();
  await expect(row).toBeVisible();
  await filters.getByRole('button', { name: /^New/ }).click();
  await expect(row).toBeHidden();

  // A lead sent while the inbox is open shows up without a reload (focus refreshes at once).
  await filters.getByRole('button', { name: /^All/ }).click();
  const second = `Omar ${Date.now().toString(36)}`;
  await sendLead(uniqueEmail('lead2'), second);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('link', { name: new RegExp(second) })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page, 'Logged out')).toContainText('You have been successfully logged out.');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
});

for (const width of [390, 820, 1180]) {
  test(`axe on /auth and every staff screen at ${width} px`, async ({ page }) => {
    // Eight axe scans of the admin take 45 s alone on a 2-core machine; two at once outlast 60 s, and
    // a busy machine has taken over 150 s.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const check = async (what: string) => {
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      const found = results.violations.map(
        (v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`,
      );
      expect(found).toEqual([]);
    };
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await check('/auth login');
    await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
    await check('/auth signup');

    await sendLead(uniqueEmail('axe'), 'Axe Tester', [await uploadPhoto()]);
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Leads per week' })).toBeVisible();
    await check('/admin Overview');
    await openArea(page, 'Q&A');
    await expect(page.getByRole('list', { name: 'Q&A entries' })).toBeVisible();
    await check('/admin/qna');
    await page.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Q&A' })).toBeVisible();
    // Measured once the dialog has faded in: mid-transition text is translucent.
    await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
    await check('/admin/qna add dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Edit: / })
      .first()
      .click();
    await check('/admin/qna inline edit');

    await openArea(page, 'Chats');
    await expect(page.getByRole('heading', { name: 'Recent conversations' })).toBeVisible();
    await expect(page.getByText('Loading chat history…')).toBeHidden();
    await check('/admin/chats');
    await openArea(page, 'Leads');
    // The inbox as staff use it: a search (other tests fill the shared database with hundreds of leads,
    // and axe over fifty rows outlasts the test's time on a slow machine).
    await page.getByLabel('Search requests').fill('Axe Tester');
    await expect(page.getByText(/matching “Axe Tester”/)).toBeVisible();
    await page
      .getByRole('link', { name: /Axe Tester/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Axe Tester' })).toBeVisible();
    await check('/admin/leads/$leadId');
    await page.getByRole('button', { name: /Upload 1 of 1/ }).click();
    await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
    await check('/admin/leads/$leadId photo');
  });
}
