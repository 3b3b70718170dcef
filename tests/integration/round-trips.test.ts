import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { createHandler as chatHandler } from '../../supabase/functions/chatbot/handler.ts';
import { createHandler as quoteHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import { anonClient, bookingPayload, gateway, serviceClient, uniqueIp } from './helpers.ts';

// How many times each function calls the database per request: every call is a round trip to the
// platform, which on hosted Supabase is a network hop. Counted at the client the function is given.
function countingClient() {
  const counter = { calls: 0 };
  const supabase = createClient(gateway().url, gateway().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        counter.calls++;
        return fetch(input, init);
      },
    },
  });
  return { counter, supabase };
}
const env = {
  SUPABASE_URL: '',
  LEAD_EMAIL_TO: 'owner@example.com',
  QUOTE_RATE_LIMIT: '1000/60',
  QUOTE_EMAIL_RATE_LIMIT: '1000/60',
  QUOTE_GLOBAL_RATE_LIMIT: '100000/60',
  CHAT_RATE_LIMIT: '1000/60',
  CHAT_SESSION_RATE_LIMIT: '1000/60',
  CHAT_GLOBAL_RATE_LIMIT: '100000/60',
};
const post = (body: unknown) =>
  new Request('http://functions.local/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
    body: JSON.stringify(body),
  });

describe('database round trips', () => {
  it('a quote with photos takes at most 4, and its retry 1', async () => {
    const { counter, supabase } = countingClient();
    const quotes = quoteHandler({
      env: { ...env, SUPABASE_URL: gateway().url },
      supabase,
      mailer: { send: async () => ({}) },
      log: () => {},
    });
    const id = crypto.randomUUID();
    // Real photos: the function reads each one's first bytes (a storage read, not a database trip).
    for (const n of [1, 2, 3]) {
      const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], `${n}.jpg`, { type: 'image/jpeg' });
      expect(
        (await anonClient().storage.from('booking-photos').upload(`${id}/${n}.jpg`, jpeg)).error,
      ).toBeNull();
    }
    const quote = bookingPayload({
      requestId: id,
      photoUrls: [1, 2, 3].map(
        (n) => `${gateway().url}/storage/v1/object/public/booking-photos/${id}/${n}.jpg`,
      ),
    });
    const response = await quotes(post(quote));
    expect(await response.json()).toMatchObject({ ok: true, duplicate: false });
    // Is it known? Count and store it; record its e-mail.
    expect(counter.calls).toBeLessThanOrEqual(4);
    const { data } = await serviceClient()
      .from('quote_requests')
      .select('photo_urls')
      .eq('id', quote.requestId);
    expect(data?.[0]?.photo_urls).toHaveLength(3);

    counter.calls = 0;
    expect(await (await quotes(post(quote))).json()).toMatchObject({ ok: true, duplicate: true });
    expect(counter.calls).toBe(1);
  });

  it('a chat turn takes at most 3: in English, in Spanish, a long story and a vague follow-up', async () => {
    const turns = [
      [['What are your hours?'], 3],
      [['cuanto cobran por llevarse un sillon viejo'], 3],
      [
        [
          'so the deep freezer out in the garage quit on us over the weekend and smells awful. can yall haul it off',
        ],
        3,
      ],
      [['Do you remove hot tubs?', 'How long does that take?'], 3],
    ] as const;
    for (const [questions, most] of turns) {
      const question = questions.at(-1)!;
      const messages = questions.flatMap((content, i) => [
        ...(i ? [{ role: 'assistant', content: 'Yes.' }] : []),
        { role: 'user', content },
      ]);
      const { counter, supabase } = countingClient();
      const chat = chatHandler({ env, supabase, mailer: { send: async () => ({}) }, log: () => {} });
      const response = await chat(post({ sessionId: `rt_${Date.now()}`, messages }));
      expect(response.status).toBe(200);
      expect(counter.calls, question).toBeLessThanOrEqual(most);
    }
  });
});
