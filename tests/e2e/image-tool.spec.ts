import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

// The provider's real endpoints: the built site talks to them and the test stands in for them.
const WS_URL = 'wss://ws-api.runware.ai/v1';
const IMAGE_URL = 'https://im.runware.ai/image/test.webp';
const KEY = 'rw-test-key-0123456789';
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Task = Record<string, unknown> & { taskType: string; taskUUID?: string };
/** The reply to one inference task; undefined sends nothing. */
type Answer = (task: Task) => unknown;

const imageReply: Answer = (task) => ({
  data: [{ taskType: 'imageInference', taskUUID: task.taskUUID, imageUUID: 'img-1', imageURL: IMAGE_URL }],
});

let webp: Buffer;
test.beforeAll(async () => {
  webp = await sharp({ create: { width: 64, height: 96, channels: 3, background: '#1b6e38' } })
    .webp()
    .toBuffer();
});

/** Acts as Runware at its wire protocol: a session for KEY, an error for any other key. */
async function fakeRunware(page: Page, answer: Answer = imageReply, imageStatus = 200) {
  const tasks: Task[] = [];
  await page.routeWebSocket(WS_URL, (ws) => {
    ws.onMessage(async (message) => {
      for (const task of JSON.parse(String(message)) as Task[]) {
        tasks.push(task);
        const reply =
          task.taskType !== 'authentication'
            ? await answer(task)
            : task.apiKey === KEY
              ? { data: [{ taskType: 'authentication', connectionSessionUUID: 'session-e2e' }] }
              : {
                  errors: [{ code: 'invalidApiKey', message: 'Invalid API key', taskType: 'authentication' }],
                };
        if (reply) ws.send(JSON.stringify(reply));
      }
    });
  });
  await page.route(IMAGE_URL, (route) =>
    route.fulfill({
      status: imageStatus,
      contentType: 'image/webp',
      headers: { 'access-control-allow-origin': '*' },
      body: imageStatus === 200 ? webp : 'gone',
    }),
  );
  return tasks;
}

async function open(page: Page) {
  await page.goto('/generate-image');
  await expect(page.getByRole('heading', { level: 1, name: 'Image Generator' })).toBeVisible();
  await expect(page.getByLabel('Runware API key')).toBeVisible();
}

const button = (page: Page) => page.getByRole('button', { name: /Generate Image|Generating Image/ });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function generate(page: Page, key = KEY) {
  await page.getByLabel('Runware API key').fill(key);
  await button(page).click();
}

test('a blank key cannot generate, and trying says why', async ({ page }) => {
  const tasks = await fakeRunware(page);
  await open(page);
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  // Enter in the field is a real attempt; a click too (forced: Playwright will not click aria-disabled).
  await page.getByLabel('Runware API key').press('Enter');
  await expect(toast(page, 'Please enter your Runware API key')).toHaveCount(1);
  await expect(page.getByLabel('Runware API key')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText('Please enter your Runware API key')).toBeVisible();
  await button(page).click({ force: true });
  await expect(toast(page, 'Please enter your Runware API key')).toHaveCount(2);

  await page.getByLabel('Runware API key').fill('   ');
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Runware API key').fill(KEY);
  await expect(button(page)).not.toHaveAttribute('aria-disabled');
  expect(tasks).toEqual([]);
});

test('generates over the websocket, previews and downloads a .webp', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const tasks = await fakeRunware(page, async (task) => {
    await held;
    return imageReply(task);
  });
  await open(page);
  await generate(page);

  // Generating: disabled, spinner and label, until the provider answers.
  await expect(button(page)).toHaveText('Generating Image...');
  await expect(button(page)).toBeDisabled();
  await expect(button(page).locator('.mantine-Loader-root')).toBeVisible();
  release();

  const preview = page.getByRole('img', { name: /^Generated image:/ });
  await expect(preview).toHaveAttribute('src', IMAGE_URL);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(toast(page, 'Image generated successfully!')).toBeVisible();
  await expect(button(page)).toHaveText('Generate Image');

  const [auth, inference] = tasks;
  expect(auth).toEqual({ taskType: 'authentication', apiKey: KEY });
  expect(inference).toMatchObject({
    taskType: 'imageInference',
    taskUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    positivePrompt: expect.stringContaining('junk removal worker'),
    width: 512,
    height: 768,
    numberResults: 1,
    outputFormat: 'WEBP',
  });
  expect(inference).not.toHaveProperty('promptWeighting');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download WebP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.webp$/);
  expect(Buffer.compare(await readFile((await download.path())!), webp)).toBe(0);
  await expect(toast(page, 'Image downloaded!')).toBeVisible();

  // The key stays in memory: nothing stored, nothing in the address.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
  );
  expect(stored).not.toContain(KEY);
  expect(page.url()).not.toContain(KEY);
});

test("a refused key and a server error show SPEC's messages", async ({ page }) => {
  await fakeRunware(page, (task) => ({ errors: [{ taskUUID: task.taskUUID, message: 'Invalid model' }] }));
  await open(page);
  await generate(page, 'wrong-key');
  await expect(
    toast(page, 'Failed to generate image. Please check your API key and try again.'),
  ).toBeVisible();
  await expect(button(page)).toHaveText('Generate Image');
  await generate(page, KEY);
  await expect(toast(page, 'Invalid model')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Generated image:/ })).toHaveCount(0);
});

test('a failed download says so', async ({ page }) => {
  await fakeRunware(page, imageReply, 500);
  await open(page);
  await generate(page);
  await expect(toast(page, 'Image generated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Download WebP' }).click();
  await expect(toast(page, 'Failed to download image')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`passes axe at ${width} px, empty and with an image`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await fakeRunware(page);
    await open(page);
    // The page itself, toasts dismissed first: a toast caught mid-animation over the page was measured
    // against the wrong background under load (the same toast styles pass axe on the admin pages).
    const check = async () => {
      // One at a time: the others move (or go) as each closes.
      const close = page.getByRole('button', { name: 'Dismiss notification' });
      for (let i = 0; i < 10 && (await close.count()) > 0; i++)
        await close
          .first()
          .click({ timeout: 5_000 })
          .catch(() => {});
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      );
    };
    await check();
    await page.getByLabel('Runware API key').press('Enter');
    await expect(page.getByLabel('Runware API key')).toHaveAttribute('aria-invalid', 'true');
    await check();
    await generate(page);
    await expect(page.getByRole('img', { name: /^Generated image:/ })).toBeVisible();
    await check();
  });
}
