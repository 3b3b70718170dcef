import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { serviceClient } from './quote-helpers.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CHATBOT = '**/functions/v1/chatbot';
const QUESTION = 'What are your business hours?';

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat assistant' });
const input = (page: Page) => panel(page).getByLabel('Type your message');
const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const bubbles = (page: Page) => log(page).locator('p');

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await chatButton(page).click();
  await expect(input(page)).toBeFocused();
}

/** Answers the chatbot call in the browser (POST only; the CORS preflight is Playwright's). */
function fulfillChat(status: number, body: unknown) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
    });
}

interface ChatBody {
  messages: { role: string; content: string }[];
  sessionId: string;
}

test('the panel loads on first use, answers from the Q&A bank and the chat is logged', async ({ page }) => {
  const panelChunks: string[] = [];
  page.on('request', (r) => r.url().includes('/chat-panel-') && panelChunks.push(r.url()));
  await page.goto('/garage-cleanout');
  await expect(chatButton(page)).toBeVisible();
  expect(panelChunks).toEqual([]);

  await chatButton(page).click();
  await expect(input(page)).toBeFocused();
  expect(panelChunks.length).toBeGreaterThan(0);
  await expect(bubbles(page)).toHaveCount(1);
  await expect(log(page)).toContainText('How can I help you today?');

  const request = page.waitForRequest(
    (r) => r.url().endsWith('/functions/v1/chatbot') && r.method() === 'POST',
  );
  await input(page).fill(QUESTION);
  await input(page).press('Enter');
  const body = (await request).postDataJSON() as ChatBody;
  expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(body.messages.map((m) => m.role)).toEqual(['assistant', 'user']);
  expect(body.messages.at(-1)?.content).toBe(QUESTION);

  const reply = bubbles(page).nth(2);
  await expect(reply).toContainText('7 AM');
  // The phone number in the seeded answer is a call link, and the text is text, not HTML.
  await expect(reply.getByRole('link', { name: '(602) 632-3524' })).toHaveAttribute(
    'href',
    'tel:+16026323524',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('chat-session-id'))).toBe(body.sessionId);

  const db = serviceClient();
  let conversation: { id: string } | null = null;
  await expect
    .poll(async () => {
      const { data } = await db.from('chat_conversations').select('*').eq('session_id', body.sessionId);
      conversation = (data?.[0] as { id: string } | undefined) ?? null;
      return data?.length;
    })
    .toBe(1);
  await expect
    .poll(async () => {
      const { data } = await db
        .from('chat_messages')
        .select('role, content')
        .eq('conversation_id', conversation!.id)
        .order('created_at', { ascending: true });
      return (data ?? []).map(
        (m: { role: string; content: string }) => `${m.role}: ${m.content.slice(0, 30)}`,
      );
    })
    .toEqual([`user: ${QUESTION.slice(0, 30)}`, 'assistant: We are open Monday to Saturday']);
});

test('minimize keeps the conversation, X resets it, focus returns to the button', async ({ page }) => {
  await page.route(CHATBOT, fulfillChat(200, { message: 'We haul almost anything.' }));
  await openChat(page);
  await input(page).fill('Do you take couches?');
  await input(page).press('Enter');
  await expect(log(page)).toContainText('We haul almost anything.');

  await panel(page).getByRole('button', { name: 'Minimize chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await chatButton(page).click();
  await expect(bubbles(page)).toHaveCount(3);
  await expect(log(page)).toContainText('Do you take couches?');

  // Escape minimizes too.
  await input(page).press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await chatButton(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(3);

  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await chatButton(page).click();
  await expect(bubbles(page)).toHaveCount(1);
  await expect(log(page)).toContainText('How can I help you today?');
});

test('Enter sends, Shift+Enter adds a line, blank messages are not sent', async ({ page }) => {
  const bodies: ChatBody[] = [];
  await page.route(CHATBOT, (route) => {
    bodies.push(route.request().postDataJSON() as ChatBody);
    return fulfillChat(200, { message: 'Noted.' })(route);
  });
  await openChat(page);
  await input(page).pressSequentially('Line one');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('Line two');
  await expect(input(page)).toHaveValue('Line one\nLine two');
  expect(bodies).toHaveLength(0);

  await input(page).press('Enter');
  await expect(log(page)).toContainText('Noted.');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.messages.at(-1)).toEqual({ role: 'user', content: 'Line one\nLine two' });
  await expect(input(page)).toHaveValue('');

  await input(page).fill('   \n  ');
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input(page).press('Enter');
  await page.waitForTimeout(300);
  expect(bodies).toHaveLength(1);
  await expect(bubbles(page)).toHaveCount(3);
});

test('while a reply is pending: Typing..., input disabled; then the reply', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHATBOT, async (route) => {
    await gate;
    await route.continue();
  });
  await openChat(page);
  await input(page).fill(QUESTION);
  await input(page).press('Enter');
  await expect(log(page).getByText('Typing...')).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();

  release();
  await expect(log(page)).toContainText('7 AM');
  await expect(log(page).getByText('Typing...')).toBeHidden();
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
});

test('a failed call shows the Chat Error toast and an apology; a reply without a message says so', async ({
  page,
}) => {
  await page.route(CHATBOT, fulfillChat(500, { error: 'Internal error' }), { times: 1 });
  await openChat(page);
  await input(page).fill('Hello?');
  await input(page).press('Enter');
  const toast = page.getByRole('alert').filter({ hasText: 'Chat Error' });
  await expect(toast).toContainText('Please try again or call us at (602) 632-3524');
  await expect(bubbles(page).nth(2)).toContainText("I'm sorry, I'm having trouble responding right now");
  await expect(bubbles(page).nth(2).getByRole('link', { name: '(602) 632-3524' })).toBeVisible();
  await expect(input(page)).toBeEnabled();

  await page.route(CHATBOT, fulfillChat(200, {}));
  await input(page).fill('Anyone there?');
  await input(page).press('Enter');
  await expect(bubbles(page).nth(4)).toContainText("I couldn't process that");
});

test('offline, the panel offers the phone and sending is disabled', async ({ page, context }) => {
  let calls = 0;
  await page.route(CHATBOT, (route) => {
    calls++;
    return route.continue();
  });
  await openChat(page);
  await context.setOffline(true);
  const notice = panel(page).getByRole('status').filter({ hasText: 'offline' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+16026323524');
  await expect(notice.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', 'sms:+16026323524');
  await input(page).fill('Are you open?');
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input(page).press('Enter');
  await page.waitForTimeout(300);
  expect(calls).toBe(0);
  await expect(bubbles(page)).toHaveCount(1);

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await input(page).press('Enter');
  await expect(log(page)).toContainText('Are you open?');
});

test('no chat on the staff pages', async ({ page }) => {
  await page.goto('/');
  await expect(chatButton(page)).toBeVisible();
  for (const path of ['/auth', '/generate-image']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(chatButton(page)).toHaveCount(0);
  }
});

test.describe('full-screen on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('covers the screen as a modal dialog and keeps Tab inside', async ({ page }) => {
    await openChat(page);
    await expect(panel(page)).toHaveAttribute('aria-modal', 'true');
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await panel(page).getByRole('button', { name: 'Minimize chat' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: 'Minimize chat' })).toBeFocused();
  });
});

test.describe('a panel on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sits bottom-right, not modal', async ({ page }) => {
    await openChat(page);
    await expect(panel(page)).not.toHaveAttribute('aria-modal', /.*/);
    const box = (await panel(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(400);
    expect(box.x + box.width).toBeGreaterThan(1240);
    expect(box.y + box.height).toBeGreaterThan(760);
    expect(box.y).toBeGreaterThan(100);
  });
});

for (const width of [390, 768, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the open panel with a reply, and offline', async ({ page, context }) => {
      await openChat(page);
      await input(page).fill(QUESTION);
      await input(page).press('Enter');
      await expect(log(page)).toContainText('7 AM');
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      );

      await context.setOffline(true);
      await expect(panel(page).getByRole('status').filter({ hasText: 'offline' })).toBeVisible();
      const offline = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(tags).analyze();
      expect(offline.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

test('a reload keeps the conversation on screen, and staff see it as one conversation', async ({ page }) => {
  await openChat(page);
  await input(page).fill(QUESTION);
  await input(page).press('Enter');
  await expect(bubbles(page).nth(2)).toContainText('Monday to Saturday');
  const sessionId = await page.evaluate(() => sessionStorage.getItem('chat-session-id'));

  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(bubbles(page)).toHaveCount(3);
  await expect(bubbles(page).nth(1)).toContainText(QUESTION);
  await expect(bubbles(page).nth(2)).toContainText('Monday to Saturday');
  await input(page).fill('Do you take mattresses?');
  await input(page).press('Enter');
  await expect(bubbles(page).nth(4)).toContainText('box springs');

  const db = serviceClient();
  const { data: conversations } = await db
    .from('chat_conversations')
    .select('id')
    .eq('session_id', sessionId!);
  expect(conversations).toHaveLength(1);
  await expect
    .poll(async () => {
      const { data } = await db
        .from('chat_messages')
        .select('role')
        .eq('conversation_id', (conversations![0] as { id: string }).id);
      return data?.length;
    })
    .toBe(4);

  // Minimized before a reload, it stays a button; the conversation is still there when opened.
  await panel(page).getByRole('button', { name: 'Minimize chat' }).click();
  await page.reload();
  await expect(chatButton(page)).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await chatButton(page).click();
  await expect(bubbles(page)).toHaveCount(5);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px the chat button leaves the end of the page readable`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/garage-cleanout');
    await expect(chatButton(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = (await chatButton(page).boundingBox())!;
    const lines = page.locator('footer p');
    const last = (await lines.last().boundingBox())!;
    // Nothing of the footer's last line lies under the button.
    expect(last.y + last.height).toBeLessThanOrEqual(button.y);
  });
}
