import { expect, test, type Page } from '@playwright/test';
import { leadsFor, photo, uniqueEmail, waitForLeads } from './quote-helpers.ts';

// Photos shared from the phone's gallery to the installed app (Web Share Target), through the
// service worker, into a quick quote that goes through the outbox like any other.
test.use({ serviceWorkers: 'allow' });

interface ShareTarget {
  action: string;
  method: string;
  enctype: string;
  params: { title?: string; text?: string; files: { name: string; accept: string[] }[] };
}
type Shared = { name: string; mimeType: string; buffer: Buffer };

async function manifest(page: Page) {
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    scope: string;
    share_target: ShareTarget;
    shortcuts: { name: string; url: string }[];
  };
}

async function waitForWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * What the phone's Share sheet does: a multipart form POST to the manifest's share_target, as a
 * navigation, which the service worker answers.
 */
async function share(page: Page, files: Shared[], text?: string) {
  const target = (await manifest(page)).share_target;
  await page.evaluate(
    ({ target, files, text }) => {
      const form = document.createElement('form');
      form.method = target.method;
      form.enctype = target.enctype;
      form.action = target.action;
      const input = document.createElement('input');
      input.type = 'file';
      input.multiple = true;
      input.name = target.params.files[0]!.name;
      const list = new DataTransfer();
      for (const f of files) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        list.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      input.files = list.files;
      form.append(input);
      if (text && target.params.text) {
        const field = document.createElement('input');
        field.type = 'hidden';
        field.name = target.params.text;
        field.value = text;
        form.append(field);
      }
      document.body.append(form);
      form.submit();
    },
    {
      target,
      text,
      files: files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
    },
  );
  await page.waitForURL(/\/send-photos\?share=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send photos for a quote' })).toBeVisible();
}

/** How many shares the device keeps (the outbox database's shares store; none when it was never made). */
const sharesKept = (page: Page) =>
  page.evaluate(async () =>
    !(await indexedDB.databases()).some((d) => d.name === 'quote-outbox')
      ? 0
      : new Promise<number>((resolve) => {
          const open = indexedDB.open('quote-outbox');
          open.onsuccess = () => {
            const count = open.result.transaction('shares').objectStore('shares').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
  );

const photos = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => photo(`junk-${i + 1}.jpg`, 900, 600)));
const quickQuote = (page: Page) => page.getByRole('form', { name: 'Quick quote request' });

async function fillContact(page: Page, email: string) {
  const form = quickQuote(page);
  await form.getByLabel('First name').fill('Gina');
  await form.getByLabel('Last name').fill('Gallery');
  await form.getByLabel('Phone').fill('(480) 555-0142');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Service').selectOption({ index: 1 });
  return form;
}

test('3 photos and a text shared from the gallery land on the quick quote, and are sent as one lead', async ({
  page,
}) => {
  const email = uniqueEmail('share');
  await waitForWorker(page);
  await share(page, await photos(3), 'Old sofa and two boxes in the garage');
  const form = quickQuote(page);
  await expect(page.getByText('3 photos are attached.')).toBeVisible();
  await expect(form.getByRole('listitem')).toHaveCount(3);
  await expect(form.getByLabel('Message')).toHaveValue('Old sofa and two boxes in the garage');
  await fillContact(page, email);
  await form.getByLabel('Remember my contact details on this device').check();
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(form.getByRole('status').last()).toContainText('Thank you!', { timeout: 30_000 });

  const [lead] = await waitForLeads(email, 1);
  expect(lead!.message).toBe('Old sofa and two boxes in the garage');
  expect(lead!.photo_urls).toHaveLength(3);
  for (const url of lead!.photo_urls) expect((await page.request.get(url)).status()).toBe(200);

  // Sent: the share is used up, so nothing is offered again, even on the next page opened in the app.
  await expect(page.getByRole('button', { name: 'Discard these photos' })).toBeHidden();
  expect(await sharesKept(page)).toBe(0);
  await page.getByRole('link', { name: 'Garage Cleanout' }).first().click();
  await expect(page).toHaveURL(/\/garage-cleanout$/);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(500);
  await expect(page.getByRole('complementary', { name: 'Shared photos' })).toBeHidden();

  // The next request starts with the details the customer asked this device to remember.
  await page.goto('/send-photos?source=pwa-shortcut');
  await expect(quickQuote(page).getByLabel('Email')).toHaveValue(email);
  await expect(quickQuote(page).getByLabel('First name')).toHaveValue('Gina');
  await expect(page.getByText(/photos? (are|is) attached/)).toBeHidden();
});

test('shared while offline: saved on the device, delivered once when back online with 3 photos that load', async ({
  context,
  page,
}) => {
  const email = uniqueEmail('share-offline');
  await waitForWorker(page);
  await context.setOffline(true);
  await share(page, await photos(3), 'Patio set');
  const form = quickQuote(page);
  await expect(form.getByRole('listitem')).toHaveCount(3);
  await fillContact(page, email);
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(form.getByRole('status').last()).toContainText('Saved on this device');
  expect(await leadsFor(email)).toHaveLength(0);
  await context.setOffline(false);
  const [lead] = await waitForLeads(email, 1, 30_000);
  expect(lead!.photo_urls).toHaveLength(3);
  for (const url of lead!.photo_urls) expect((await page.request.get(url)).status()).toBe(200);
  await page.waitForTimeout(1000);
  expect(await leadsFor(email)).toHaveLength(1);
});

test('7 images and a PDF shared: 5 attached, and the page says what was left out and why', async ({
  page,
}) => {
  await waitForWorker(page);
  const pdf = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
  await share(page, [...(await photos(7)), pdf]);
  await expect(quickQuote(page).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('5 photos are attached.')).toBeVisible();
  await expect(page.getByText('2 photos were left out: a request holds up to 5.')).toBeVisible();
  await expect(page.getByText('invoice.pdf was left out: only photos can be sent.')).toBeVisible();
});

test('a share left unfinished is offered again on the next visit, and can be discarded', async ({ page }) => {
  await waitForWorker(page);
  await share(page, await photos(2));
  await page.goto('/garage-cleanout');
  const reminder = page.getByRole('complementary', { name: 'Shared photos' });
  await expect(reminder).toContainText('You shared 2 photos. Finish your quote?');
  await reminder.getByRole('link', { name: 'Finish my quote' }).click();
  await expect(quickQuote(page).getByRole('listitem')).toHaveCount(2);

  await page.goto('/');
  await page
    .getByRole('complementary', { name: 'Shared photos' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('complementary', { name: 'Shared photos' })).toBeHidden();
  expect(await sharesKept(page)).toBe(0);
  await page.reload();
  await page.waitForTimeout(3500); // past the idle check that looks for shares
  await expect(page.getByRole('complementary', { name: 'Shared photos' })).toBeHidden();
});

test('the manifest: a share target for images within scope, and the "Send photos" shortcut', async ({
  page,
}) => {
  const m = await manifest(page);
  const origin = 'http://127.0.0.1';
  expect(m.share_target.method).toBe('POST');
  expect(m.share_target.enctype).toBe('multipart/form-data');
  expect(m.share_target.params.files).toHaveLength(1);
  expect(m.share_target.params.files[0]!.accept).toContain('image/*');
  expect(new URL(m.share_target.action, origin).pathname.startsWith(new URL(m.scope, origin).pathname)).toBe(
    true,
  );
  const shortcut = m.shortcuts.find((s) => s.name === 'Send photos for a quote');
  expect(shortcut).toBeDefined();
  const response = await page.goto(shortcut!.url);
  expect(response?.status()).toBe(200);
  await expect(quickQuote(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the photo picker offers the camera as a choice beside the gallery', async ({ page }) => {
    await page.goto('/send-photos');
    const form = quickQuote(page);
    await expect(form.getByText('Take a photo')).toBeVisible();
    await expect(form.locator('input[type=file][capture="environment"]')).toHaveCount(1);
    await expect(form.locator('input[type=file]:not([capture])')).toHaveCount(1);
    await expect(form.getByText('Add photos')).toBeVisible();
  });
});

test('on a desktop the camera choice is not shown', async ({ page }) => {
  await page.goto('/send-photos');
  await expect(quickQuote(page).getByText('Add photos')).toBeVisible();
  await expect(quickQuote(page).getByText('Take a photo')).toBeHidden();
});

// Second security review, item 8: a web site must not plant photos or text in a visitor's quote.
test('a share that another web site posts is refused: nothing kept, nothing attached', async ({
  context,
  page,
}) => {
  await waitForWorker(page);
  const target = (await manifest(page)).share_target;
  const action = new URL(target.action, page.url()).href;
  await context.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" enctype="multipart/form-data" action="${action}">
        <input type="hidden" name="${target.params.text}" value="Call 555-0100 for a better price">
        <input type="file" name="${target.params.files[0]!.name}" multiple></form>
        <script>
          const list = new DataTransfer();
          list.items.add(new File([new Uint8Array([255, 216, 255, 224])], 'planted.jpg', { type: 'image/jpeg' }));
          const form = document.forms[0];
          form.elements[1].files = list.files;
          form.submit();
        </script>`,
    }),
  );
  await page.goto('http://evil.example/offer');
  await page.waitForURL(/\/send-photos\?share=refused/);
  await expect(page.getByText('sent from another website, not shared from your phone')).toBeVisible();
  await expect(page.getByLabel('Message')).not.toHaveValue(/better price/);
  expect(await sharesKept(page)).toBe(0);
});
