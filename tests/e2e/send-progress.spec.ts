import { expect, test, type Page } from '@playwright/test';
import { fillBookingForm, leadsFor, photo, uniqueEmail, waitForLeads } from './quote-helpers.ts';

// A quote with five photos on a weak signal: the form and the outbox note say how far it has got.
const PAGE = '/mattress-removal';
const SUCCESS = /Thank you! Your detailed quote request has been sent successfully/;
const NO_SIGNAL = 'No signal: your request is saved on this device and will finish sending by itself';
const UPLOADS = '**/storage/v1/object/booking-photos/**';

const fivePhotos = () => Promise.all(Array.from({ length: 5 }, (_, i) => photo(`p${i}.jpg`, 1200, 900)));

/** Records every text the progress line shows and every value its bar takes, as they change. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: { text: string; value: number }[] = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const note = () => {
      for (const line of document.querySelectorAll<HTMLElement>('[data-testid="send-progress"]')) {
        const bar = line.parentElement?.querySelector('progress');
        const entry = { text: line.textContent ?? '', value: bar ? bar.value / bar.max : -1 };
        const last = seen.at(-1);
        if (!last || last.text !== entry.text || last.value !== entry.value) seen.push(entry);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { progressSeen: { text: string; value: number }[] }).progressSeen,
    );
}

test('a 5-photo quote on a slow connection: photo by photo, never backwards, then the success message', async ({
  context,
  page,
}) => {
  // Each photo takes a while to go up, as on one bar of signal.
  await context.route(UPLOADS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const email = uniqueEmail('slow');
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await form.locator('input[type=file]').setInputFiles(await fivePhotos());
  const seen = await recordProgress(page);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await expect(form.getByRole('status')).toContainText(SUCCESS, { timeout: 30_000 });

  const steps = await seen();
  const counts = steps.flatMap((s) => /Uploading photos: (\d) of 5/.exec(s.text)?.[1] ?? []).map(Number);
  expect(counts).toEqual([0, 1, 2, 3, 4]);
  expect(steps.at(-1)?.text).toBe('Sending your request…');
  const values = steps.map((s) => s.value);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  // The live region says each photo and the end, never a percentage.
  expect(steps.every((s) => !/%/.test(s.text))).toBe(true);
  const [lead] = await waitForLeads(email, 1);
  expect(lead!.photo_urls).toHaveLength(5);
});

test('the signal cut after the second photo: saved at once, and the rest go up when it is back', async ({
  context,
  page,
}) => {
  let uploads = 0;
  let afterReconnect = 0;
  let offline = false;
  let reconnected = false;
  let cut = () => {};
  const signalCut = new Promise<void>((resolve) => (cut = resolve));
  await context.route(UPLOADS, async (route) => {
    if (offline) return route.abort('internetdisconnected');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await route.fetch();
    await route.fulfill({ response });
    uploads++;
    if (reconnected) afterReconnect++;
    if (uploads === 2 && !reconnected) {
      offline = true;
      await context.setOffline(true);
      cut();
    }
  });
  const email = uniqueEmail('cut');
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await form.locator('input[type=file]').setInputFiles(await fivePhotos());
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();

  // "Right away" counts from the cut, not from the click (compressing five photos takes a while).
  await signalCut;
  await expect(form.getByRole('status')).toContainText(NO_SIGNAL, { timeout: 5_000 });
  await expect(form.getByLabel('Email')).toHaveValue('');
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toContainText('waiting to send');
  expect(await leadsFor(email)).toHaveLength(0);

  const seen = await recordProgress(page);
  reconnected = true;
  offline = false;
  await context.setOffline(false);
  await waitForLeads(email, 1, 20_000);
  await expect(page.getByText('Quote request sent')).toBeVisible();
  expect(afterReconnect).toBe(3);
  const counts = (await seen())
    .flatMap((s) => /Uploading photos: (\d) of 5/.exec(s.text)?.[1] ?? [])
    .map(Number);
  expect(counts[0]).toBeGreaterThanOrEqual(2);
  expect(counts).toEqual([...counts].sort());
  const [lead] = await leadsFor(email);
  expect(lead!.photo_urls).toHaveLength(5);
});
