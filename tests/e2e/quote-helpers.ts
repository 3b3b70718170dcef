import { createClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import WebSocket from 'ws';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { GATEWAY_URL } from './browser.ts';

/** Calls an edge function as a visitor's browser does (the anon key), and expects it to accept. */
export async function callFunction(name: 'send-contact-email' | 'chatbot', body: object): Promise<Response> {
  const response = await fetch(`${GATEWAY_URL}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      Authorization: `Bearer ${DEMO_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response;
}

/** A quick quote sent straight to the function (no form), with these fields over the defaults. */
export async function sendContactLead(email: string, fields: Record<string, unknown> = {}) {
  await callFunction('send-contact-email', {
    formType: 'contact',
    name: 'Test Visitor',
    phone: '(480) 555-0134',
    email,
    service: 'Garage Cleanout',
    message: 'Old shelving and a broken treadmill.',
    photoUrls: [],
    ...fields,
  });
}

/** Reads what reached the backend, bypassing RLS (the service role), as staff would see it. */
export function serviceClient() {
  return createClient(GATEWAY_URL, DEMO_SERVICE_ROLE_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
}

export interface LeadRow {
  id: string;
  email: string;
  form_type: string;
  photo_urls: string[];
  address: string | null;
  message: string | null;
}

export async function leadsFor(email: string): Promise<LeadRow[]> {
  const { data, error } = await serviceClient().from('quote_requests').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data as LeadRow[];
}

export async function waitForLeads(email: string, count: number, timeout = 15_000): Promise<LeadRow[]> {
  await expect.poll(async () => (await leadsFor(email)).length, { timeout }).toBe(count);
  return leadsFor(email);
}

/** A real camera-sized JPEG (noise, so it does not compress to nothing). */
export async function photo(name: string, width = 3000, height = 2000) {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) % 251;
  const buffer = await sharp(raw, { raw: { width, height, channels } }).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Holds back the requests `pattern` matches, as one bar of signal would, until the returned function is called. */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the quote form's code has come (its checks, the saving code and the outbox note), as it
 * has for a visitor who typed a whole form: a test that then cuts the signal tests the outbox, not a
 * race with those downloads on a busy machine.
 */
export async function formCodeHasCome(page: Page) {
  await page.waitForFunction(
    () =>
      ['form-engine-', 'submit-quote-', 'outbox-indicator-'].every((chunk) =>
        performance
          .getEntriesByType('resource')
          .some(
            (r) =>
              r.name.includes(`/assets/${chunk}`) &&
              r.name.endsWith('.js') &&
              (r as PerformanceResourceTiming).responseEnd > 0,
          ),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/** Fills every required field of a booking form (and a few optional ones). */
export async function fillBookingForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Detailed quote request' }).first();
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Last name').fill('Lopez');
  await form.getByLabel('Phone').fill('(480) 555-0134');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Street address').fill('7014 E Camelback Rd');
  await form.getByLabel('City').fill('Scottsdale');
  await form.getByLabel('ZIP code').fill('85251');
  await form.getByLabel('Property type').selectOption('Residential Home');
  await form.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Garage Cleanout');
  await form.getByLabel('Items to remove').fill('Old shelving, a fridge and about ten boxes');
  await form.getByLabel('Estimated volume').selectOption('1/2 truck load');
  return form;
}
