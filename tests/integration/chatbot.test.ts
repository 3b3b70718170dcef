import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PREFIX } from '../../supabase/functions/_shared/chat-reply.ts';
import { MAX_CHAT_MESSAGES } from '../../supabase/functions/_shared/schemas.ts';
import { createHandler } from '../../supabase/functions/chatbot/handler.ts';
import { OFF_TOPIC_QUESTIONS, PARAPHRASED_QUESTIONS } from './chat-questions.ts';
import { TEST_LIMITS } from './global-setup.ts';
import { adminClient, gateway, invoke, invokeRaw, serviceClient, uniqueIp } from './helpers.ts';

const sessionId = () => `session_${randomUUID().replace(/-/g, '')}`;
const ask = (question: string, session = sessionId(), ip = uniqueIp()) =>
  invoke('chatbot', { sessionId: session, messages: [{ role: 'user', content: question }] }, ip);

describe('chatbot answers from the seeded Q&A bank', () => {
  it(`answers ${PARAPHRASED_QUESTIONS.length} paraphrased customer questions correctly`, async () => {
    const wrong: string[] = [];
    for (const { question, expect: fragment } of PARAPHRASED_QUESTIONS) {
      const { status, body } = await ask(question);
      expect(status).toBe(200);
      if (!String(body.message).includes(fragment)) wrong.push(`${question} -> ${String(body.message)}`);
    }
    expect(wrong).toEqual([]);
    expect(PARAPHRASED_QUESTIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(OFF_TOPIC_QUESTIONS)('admits it does not know: %s', async (question) => {
    const { body } = await ask(question);
    expect(body.message).toMatch(new RegExp(`^${FALLBACK_PREFIX}`));
    expect(body.message).toContain('(602) 632-3524');
  });

  it('reads a vague follow-up together with the previous question', async () => {
    const session = sessionId();
    const first = 'Do you remove hot tubs?';
    const a1 = (await ask(first, session)).body.message as string;
    const followUp = [
      { role: 'user', content: first },
      { role: 'assistant', content: a1 },
      { role: 'user', content: 'How long does that take?' },
    ];
    expect((await invoke('chatbot', { sessionId: session, messages: followUp })).body.message).toContain(
      '3-5 hours',
    );
    const unrelated = [
      ...followUp.slice(0, 2),
      { role: 'user', content: 'What payment methods do you accept?' },
    ];
    expect((await invoke('chatbot', { sessionId: session, messages: unrelated })).body.message).toContain(
      'cash, check',
    );
  });

  it('answers from an entry an admin has just added, and stops after it is deleted', async () => {
    const admin = await adminClient();
    const tag = randomUUID().slice(0, 8);
    const added = await admin
      .from('qna_bank')
      .insert({
        question: 'Do you move pianos?',
        answer: `Yes, we haul upright and grand pianos (${tag}).`,
        category: null,
        keywords: null,
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    expect((await ask('Could you take away an old upright piano?')).body.message).toContain(tag);
    await admin
      .from('qna_bank')
      .delete()
      .eq('id', (added.data as { id: string }).id);
    expect((await ask('Could you take away an old upright piano?')).body.message).not.toContain(tag);
  });

  it('greets back', async () => {
    expect((await ask('Hello!')).body.message).toMatch(/^Hi!/);
  });

  it('logs the conversation and every message in order, continuing by session id', async () => {
    const session = sessionId();
    const first = 'Do you take mattresses?';
    const a1 = (await ask(first, session)).body.message as string;
    const history = [
      { role: 'user', content: first },
      { role: 'assistant', content: a1 },
      { role: 'user', content: 'And what payment methods do you accept?' },
    ];
    const a2 = (await invoke('chatbot', { sessionId: session, messages: history })).body.message as string;
    const db = serviceClient();
    const { data: conversations } = await db
      .from('chat_conversations')
      .select('id')
      .eq('session_id', session);
    expect(conversations).toHaveLength(1);
    const { data: messages } = await db
      .from('chat_messages')
      .select('role, content')
      .eq('conversation_id', (conversations![0] as { id: string }).id)
      .order('created_at', { ascending: true });
    expect(messages).toEqual([
      { role: 'user', content: first },
      { role: 'assistant', content: a1 },
      { role: 'user', content: history[2]!.content },
      { role: 'assistant', content: a2 },
    ]);
  });
});

describe('chatbot refuses bad input with a 4xx and logs nothing', () => {
  const long = 'x'.repeat(1001);
  const cases: [string, unknown][] = [
    ['no messages', { sessionId: sessionId(), messages: [] }],
    ['messages not a list', { sessionId: sessionId(), messages: 'hi' }],
    ['a wrong role', { sessionId: sessionId(), messages: [{ role: 'system', content: 'hi' }] }],
    ['a non-text content', { sessionId: sessionId(), messages: [{ role: 'user', content: 42 }] }],
    ['a blank message', { sessionId: sessionId(), messages: [{ role: 'user', content: '   ' }] }],
    ['an oversized message', { sessionId: sessionId(), messages: [{ role: 'user', content: long }] }],
    [
      'too many messages',
      {
        sessionId: sessionId(),
        messages: Array.from({ length: MAX_CHAT_MESSAGES + 1 }, () => ({ role: 'user', content: 'hi' })),
      },
    ],
    [
      'the last message from the assistant',
      { sessionId: sessionId(), messages: [{ role: 'assistant', content: 'hi' }] },
    ],
    ['a bad session id', { sessionId: '<script>', messages: [{ role: 'user', content: 'hi' }] }],
  ];
  it.each(cases)('%s', async (_label, body) => {
    const result = await invoke('chatbot', body);
    expect(result.status).toBe(400);
    expect(typeof result.body.error).toBe('string');
    const session = (body as { sessionId: string }).sessionId;
    const { data } = await serviceClient().from('chat_conversations').select('id').eq('session_id', session);
    expect(data).toEqual([]);
  });

  it('malformed JSON', async () => {
    expect(await invokeRaw('chatbot', '{"messages": [')).toEqual({
      status: 400,
      body: { error: 'The request body must be valid JSON.' },
    });
  });

  it('rate-limits one client, with Retry-After', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= TEST_LIMITS.chat; i++)
      statuses.push((await ask('What are your hours?', sessionId(), ip)).status);
    expect(statuses.slice(0, TEST_LIMITS.chat).every((s) => s === 200)).toBe(true);
    expect(statuses[TEST_LIMITS.chat]).toBe(429);
  });
});

describe('chatbot with an OpenAI-compatible model configured', () => {
  const llmEnv = {
    SUPABASE_URL: '',
    LLM_BASE_URL: 'http://llm.test/v1',
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'k',
    CHAT_RATE_LIMIT: '1000/60',
  };
  const chat = (fetchFn: typeof fetch) =>
    createHandler({
      env: { ...llmEnv, SUPABASE_URL: gateway().url },
      supabase: serviceClient(),
      mailer: { send: async () => ({}) },
      fetch: fetchFn,
      log: () => {},
    });
  const request = (content: string) =>
    new Request('http://functions.local/chatbot', {
      method: 'POST',
      body: JSON.stringify({ sessionId: sessionId(), messages: [{ role: 'user', content }] }),
    });

  it('phrases the reply with the model, grounded on the top matches', async () => {
    let sent: { model: string; messages: { role: string; content: string }[] } | undefined;
    const fakeLlm = (async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe('http://llm.test/v1/chat/completions');
      sent = JSON.parse(String(init?.body));
      return new Response(
        JSON.stringify({ choices: [{ message: { content: 'We take cash, check or card!' } }] }),
      );
    }) as typeof fetch;
    const response = await chat(fakeLlm)(request('Can I pay with a credit card?'));
    expect(await response.json()).toEqual({ message: 'We take cash, check or card!' });
    expect(sent?.model).toBe('test-model');
    expect(sent?.messages[0]?.content).toContain('We accept cash, check and credit card');
  });

  it('falls back to the bank when the model fails', async () => {
    const down = (async () => new Response('overloaded', { status: 503 })) as typeof fetch;
    const response = await chat(down)(request('Can I pay with a credit card?'));
    expect(((await response.json()) as { message: string }).message).toContain(
      'We accept cash, check and credit card',
    );
  });
});
