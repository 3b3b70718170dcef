import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dayName } from '../../supabase/functions/_shared/arrival-windows.ts';
import { bookingLink } from '../fixtures/mail.ts';
import { SITE_URL } from './browser.ts';
import { rowNamed, signInAsAdmin } from './admin-helpers.ts';
import {
  callFunction,
  fillBookingForm,
  holdScripts,
  serviceClient,
  uniqueEmail,
  waitForLeads,
} from './quote-helpers.ts';

// Issue 31: the booking form shows the preferred date's arrival windows with what is left, holds the
// one chosen as the lead is stored, and says so on the device; a window that filled first is told
// with the windows still open, also when the request waited offline.

const PAGE = '/mattress-removal';

// Each worker takes consecutive days from its own random start, decades ahead (see the integration helpers).
const firstDay = 60 + Math.floor(Math.random() * 30_000);
let daysTaken = 0;

/** A day no other test books: far ahead, and different on each run. */
function freshDay(): string {
  const ahead = firstDay + daysTaken++;
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}

/** A booking as the form sends it, for a window of `day`. */
const bookingBody = (day: string, code: string, name = 'Other Customer', email = uniqueEmail('other')) => ({
  formType: 'booking',
  name,
  phone: '(480) 555-0199',
  email,
  service: 'Garage Cleanout',
  address: '1 Other St, Mesa, AZ 85201',
  propertyType: 'Residential Home',
  itemsToRemove: 'Boxes',
  estimatedVolume: 'Single item',
  preferredDate: day,
  arrivalWindow: code,
  photoUrls: [],
});

/** Fills a window through the function, as other customers would. */
async function fill(day: string, code: string, count = 2, name = 'Other Customer') {
  for (let i = 0; i < count; i++) await callFunction('send-contact-email', bookingBody(day, code, name));
}

async function windowOf(email: string) {
  const { data, error } = await serviceClient()
    .from('quote_requests')
    .select('arrival_window, window_status, preferred_date')
    .eq('email', email)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

const windows = (page: Page) =>
  page
    .getByRole('form', { name: 'Detailed quote request' })
    .first()
    .getByRole('group', { name: /Arrival window/ });

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 820, height: 1180 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('shows what is left in each window of the chosen day, and holds the one chosen', async ({
      page,
    }) => {
      const day = freshDay();
      await fill(day, 'midday');
      const email = uniqueEmail('window');
      await page.goto(PAGE);
      const form = await fillBookingForm(page, email);
      await expect(windows(page)).toContainText('Choose a preferred date to see the open arrival windows.');
      await form.getByLabel('Preferred date').fill(day);

      const morning = windows(page).getByRole('radio', { name: 'Morning 8–11 AM' });
      const midday = windows(page).getByRole('radio', { name: 'Midday 11 AM–2 PM' });
      await expect(morning).toBeEnabled();
      await expect(morning).toHaveAccessibleDescription('2 left');
      await expect(midday).toBeDisabled();
      await expect(midday).toHaveAccessibleDescription('full');
      await expect(windows(page).getByRole('radio', { name: 'Any time' })).toBeChecked();
      const axe = await new AxeBuilder({ page })
        .include('form[aria-label="Detailed quote request"] fieldset')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations).toEqual([]);
      await page.screenshot({ path: `test-results/arrival-windows-${device}.png`, fullPage: false });
      await morning.check();
      await form.getByRole('button', { name: 'Request My Free Estimate' }).click();

      const held = `Your Morning window (8–11 AM) on ${dayName(day)} is held.`;
      await expect(form.getByRole('status')).toContainText(held, { timeout: 30_000 });
      const calendar = form.getByRole('link', { name: 'Add to calendar' });
      const href = decodeURIComponent((await calendar.getAttribute('href')) ?? '');
      expect(href).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN:VCALENDAR\r\n/);
      // 08:00 in Arizona is 15:00 UTC, all year.
      expect(href).toContain(`DTSTART:${day.replaceAll('-', '')}T150000Z\r\n`);
      expect(href.replace(/\r\n /g, '')).toContain('LOCATION:7014 E Camelback Rd\\, Scottsdale\\, AZ 85251');
      await page.screenshot({ path: `test-results/arrival-windows-held-${device}.png`, fullPage: false });

      await waitForLeads(email, 1);
      expect(await windowOf(email)).toEqual({
        arrival_window: 'morning',
        window_status: 'held',
        preferred_date: day,
      });

      // Staff find it in that day's Morning window.
      if (device !== 'tablet') return;
      await signInAsAdmin(page);
      await page.goto(`/admin/schedule?from=${day}`);
      const morningSlot = page
        .getByRole('list', { name: `Windows on ${dayName(day)}` })
        .getByRole('listitem')
        .filter({ hasText: 'Morning 8–11 AM' })
        .first();
      await expect(morningSlot.getByRole('link', { name: 'Maria Lopez' })).toBeVisible();
    });
  });
}

// On a slow signal the form's code comes after the visitor picked a date: the form itself (the page
// is still server HTML) or its validation. The day's windows must show without picking the date again.
for (const [code, held] of [
  ['the form', '**/assets/quote-form-*.js'],
  ['its validation', '**/assets/form-engine-*.js'],
] as const) {
  test(`a date picked before ${code} came still shows that day’s windows`, async ({ page }) => {
    const day = freshDay();
    await fill(day, 'midday');
    const release = await holdScripts(page, held);
    await page.goto(PAGE);
    const form = page.getByRole('form', { name: 'Detailed quote request' }).first();
    await form.getByLabel('Preferred date').fill(day);
    await expect(windows(page)).toContainText('Choose a preferred date to see the open arrival windows.');
    release();
    const morning = windows(page).getByRole('radio', { name: 'Morning 8–11 AM' });
    await expect(morning).toBeEnabled();
    await expect(morning).toHaveAccessibleDescription('2 left');
    await expect(windows(page).getByRole('radio', { name: 'Midday 11 AM–2 PM' })).toBeDisabled();
    await expect(form.getByLabel('Preferred date')).toHaveValue(day);
  });
}

test('offline, the windows can still be chosen; a window that filled meanwhile is told with the open ones', async ({
  context,
  page,
}) => {
  const day = freshDay();
  const email = uniqueEmail('window-offline');
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await context.setOffline(true);
  await form.getByLabel('Preferred date').fill(day);
  await expect(windows(page)).toContainText('No signal: we check the window when your request is sent.');
  await windows(page).getByRole('radio', { name: 'Afternoon 2–5 PM' }).check();
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await expect(form.getByText('Saved on this device')).toBeVisible();

  // Meanwhile other customers take the last places of that window.
  await fill(day, 'afternoon');
  await context.setOffline(false);
  const toast = page.getByRole('alert').filter({ hasText: 'Quote request sent' });
  await expect(toast).toContainText(
    `The Afternoon window (2–5 PM) on ${dayName(day)} filled up before your request reached us.`,
    {
      timeout: 30_000,
    },
  );
  await expect(toast).toContainText(
    `Still open: Morning 8–11 AM, ${dayName(day)}; Midday 11 AM–2 PM, ${dayName(day)}`,
  );
  await waitForLeads(email, 1);
  expect(await windowOf(email)).toEqual({
    arrival_window: 'afternoon',
    window_status: 'full',
    preferred_date: day,
  });
});

test('staff see first the bookings whose window was full, and each held window in its row', async ({
  page,
}) => {
  const day = freshDay();
  const tag = Date.now().toString(36);
  await fill(day, 'morning', 2, `Held Customer ${tag}`);
  await fill(day, 'morning', 1, `Full Customer ${tag}`);
  await signInAsAdmin(page, 'Leads');
  const callFirst = page.getByRole('list', { name: 'Call first' });
  await expect(page.getByRole('heading', { name: 'Call first: their window was full' })).toBeVisible();
  await expect(rowNamed(callFirst, `Full Customer ${tag}`)).toContainText('Window full');

  // Marked Contacted, it leaves the list of calls to make.
  await rowNamed(callFirst, `Full Customer ${tag}`).click();
  await page
    .getByRole('region', { name: 'Open request' })
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'Contacted' })
    .click();
  await expect(rowNamed(callFirst, `Full Customer ${tag}`)).toBeHidden({ timeout: 15_000 });

  await page.getByRole('searchbox', { name: 'Search requests' }).fill(`Held Customer ${tag}`);
  const rows = page.getByRole('list', { name: 'Quote requests' });
  const short = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(rowNamed(rows, `Held Customer ${tag}`).first()).toContainText(`${short} · Morning 8–11 AM`);
});

for (const [device, viewport] of [
  ['tablet', { width: 820, height: 1180 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`on a ${device}, staff see who holds each window of a day, change its jobs and close it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const day = freshDay();
    const tag = Date.now().toString(36);
    await fill(day, 'morning', 1, `Scheduled Customer ${tag}`);
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await page.goto(`/admin/schedule?from=${day}`);
    const title = dayName(day);
    const windowsOfDay = page.getByRole('list', { name: `Windows on ${title}` });
    const morning = windowsOfDay.getByRole('listitem').filter({ hasText: 'Morning 8–11 AM' }).first();
    await expect(morning).toContainText('1 of 2 held');
    await expect(morning).toContainText('1 open');
    await page.screenshot({ path: `test-results/schedule-${device}.png` });

    // One more job in that window, that day only; the public sees the room at once.
    await page.getByRole('button', { name: `One more: jobs in the Morning window on ${title}` }).click();
    await expect(morning).toContainText('1 of 3 held (changed for this day)');
    const { data } = await serviceClient().rpc('window_availability', {
      p_from: day,
      p_days: 1,
      p_cutoff_hour: 14,
    });
    expect((data as { code: string; remaining: number }[]).find((w) => w.code === 'morning')?.remaining).toBe(
      2,
    );

    // A closed day takes no booking; opened again, it is as it was before it was closed.
    await page.getByRole('button', { name: `Close ${title}` }).click();
    await expect(windowsOfDay.getByText('Closed')).toHaveCount(3);
    const closed = await callFunction('send-contact-email', bookingBody(day, 'afternoon', 'Too Late'));
    expect(await closed.json()).toMatchObject({ window: 'closed' });
    await page.getByRole('button', { name: `Open ${title}` }).click();
    await expect(morning).toContainText('1 of 2 held');

    // The booking links to its lead.
    await morning.getByRole('link', { name: `Scheduled Customer ${tag}` }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: `Scheduled Customer ${tag}` })).toBeVisible();
  });
}

test('the link in the confirmation e-mail opens the booking, moves it to another window and cancels it', async ({
  context,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const day = freshDay();
  const email = uniqueEmail('own-link');
  await callFunction('send-contact-email', {
    ...bookingBody(day, 'morning', 'Link Customer', email),
    address: '9 Link St, Tempe, AZ 85281',
  });
  let link: string | undefined;
  await expect.poll(async () => (link = await bookingLink('.data/e2e/mail', email))).toBeTruthy();
  expect(link).toMatch(new RegExp(`^${SITE_URL}/booking#[\\w-]{43}$`));

  await page.goto(link!);
  await expect(page.getByText(`Your Morning window (8–11 AM) on ${dayName(day)} is held.`)).toBeVisible();
  await expect(page.getByText('The crew comes to 9 Link St, Tempe, AZ 85281.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /^data:text\/calendar/,
  );
  await expect(page.getByRole('radio', { name: 'Morning 8–11 AM' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Morning 8–11 AM' })).toHaveAccessibleDescription(
    'your window',
  );
  await page.screenshot({ path: 'test-results/own-booking-phone.png', fullPage: true });

  await page.getByRole('radio', { name: 'Afternoon 2–5 PM' }).check();
  await page.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved. Your new window is held.' })).toBeVisible();
  await expect(page.getByText(`Your Afternoon window (2–5 PM) on ${dayName(day)} is held.`)).toBeVisible();
  const { data: slots } = await serviceClient().rpc('window_availability', {
    p_from: day,
    p_days: 1,
    p_cutoff_hour: 14,
  });
  expect((slots as { code: string; remaining: number }[]).map((s) => [s.code, s.remaining])).toEqual([
    ['morning', 2],
    ['midday', 2],
    ['afternoon', 1],
  ]);

  // With no signal the booking still shows; a cancellation is kept on the phone and sent with the signal.
  await context.setOffline(true);
  await expect(page.getByText('No signal: this is your booking as this phone last saw it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move my booking' })).toBeDisabled();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'your cancellation is sent as soon as there is signal' }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(
    page.getByText(`Your Afternoon window (2–5 PM) on ${dayName(day)} is cancelled.`),
  ).toBeVisible();
  const { data: after } = await serviceClient().rpc('window_availability', {
    p_from: day,
    p_days: 1,
    p_cutoff_hour: 14,
  });
  expect((after as { remaining: number }[]).every((s) => s.remaining === 2)).toBe(true);

  // A link with a token changed by one character opens nothing.
  await page.goto(`${link!.slice(0, -1)}${link!.endsWith('A') ? 'B' : 'A'}`);
  await expect(page.getByRole('alert')).toContainText('This link does not open a booking');
});
