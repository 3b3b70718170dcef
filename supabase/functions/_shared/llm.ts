import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env } from './deps.ts';
import { PHONE } from './business-facts.ts';
import { unknownWords, type QnaMatch } from './chat-retrieve.ts';
import { questionWords, wordKind } from './chat-words.ts';
import type { ChatMessage } from './schemas.ts';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** An OpenAI-compatible endpoint, only when both LLM_BASE_URL and LLM_MODEL are set. */
export function llmConfig(env: Env): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  return baseUrl && model ? { baseUrl: baseUrl.replace(/\/$/, ''), apiKey: env.LLM_API_KEY, model } : null;
}

function systemPrompt(matches: QnaMatch[]): string {
  const facts = matches.map((m, i) => `${i + 1}. Q: ${m.question}\n   A: ${m.answer}`).join('\n');
  return [
    'You are the friendly website assistant of a family-owned junk removal company in Scottsdale, Arizona.',
    'Answer in at most 80 words, using ONLY the facts below. Never invent prices, times, items or policies.',
    `If the facts do not answer the question, say so and suggest calling or texting ${PHONE} or using the free quote form.`,
    '',
    'Facts:',
    facts,
  ].join('\n');
}

const NUMBER = /\d[\d,.:/-]*\d|\d/g;
const LINK =
  /\bhttps?:\/\/[^\s<>"')]+|\bwww\.[^\s<>"')]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|us|biz|info|app|dev|ly|me|site|online|xyz)\b/gi;
const EMAIL = /[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}/gi;
const PHONE_NUMBER = /(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b/g;
const NUMBER_WORDS =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen|half|quarter|free|dollars?|bucks?|cents?|percent|discount|off)\b/gi;

const digits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const unique = (items: string[]) => [...new Set(items)];

/**
 * What a model's reply claims that the matched entries do not say: every link, e-mail address,
 * phone number, number and amount (in digits or in words) must stand in them. A reply that names
 * anything else is not shown.
 */
export function unsupportedClaims(reply: string, facts: string): string[] {
  const known = facts.toLowerCase();
  const knownPhones = new Set((facts.match(PHONE_NUMBER) ?? []).map(digits));
  const phones = reply.match(PHONE_NUMBER) ?? [];
  const rest = phones.reduce((text, phone) => text.replace(phone, ' '), reply);
  return unique([
    ...(reply.match(LINK) ?? []).filter(
      (link) => !known.includes(link.toLowerCase().replace(/[.,;:!?]+$/, '')),
    ),
    ...(reply.match(EMAIL) ?? []).filter((email) => !known.includes(email.toLowerCase())),
    ...phones.filter((phone) => !knownPhones.has(digits(phone))),
    ...(rest.match(NUMBER) ?? []).filter((n) => !facts.includes(n)),
    ...(rest.match(NUMBER_WORDS) ?? []).filter((w) => !new RegExp(`\\b${w}\\b`, 'i').test(facts)),
  ]);
}

/**
 * Why a model's reply says more than the matched entries, or null when it does not: every link,
 * address, phone number and amount in it must stand in those entries, and every word must be one
 * the bank knows, so "Yes, we move pianos for $99" never reaches a customer.
 */
export async function ungrounded(
  supabase: SupabaseClient,
  reply: string,
  matches: QnaMatch[],
): Promise<string | null> {
  const facts = matches.map((m) => `${m.question} ${m.answer}`).join(' ') + ` ${PHONE}`;
  const claims = unsupportedClaims(reply, facts);
  if (claims.length) return `not in the entries: ${claims.join(', ')}`;
  const unknown = (await unknownWords(supabase, questionWords(reply))).filter(
    (w) => wordKind(w) !== 'generic',
  );
  return unknown.length ? `words the bank does not know: ${unknown.join(', ')}` : null;
}

/**
 * Phrases a reply from the matched entries only. `history` is the conversation as this server stored
 * it, never turns a client posted. Throws on any failure so the caller answers from the bank.
 */
export async function llmReply(
  config: LlmConfig,
  history: ChatMessage[],
  matches: QnaMatch[],
  fetchFn: typeof fetch,
): Promise<string> {
  const response = await fetchFn(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      max_tokens: 300,
      messages: [{ role: 'system', content: systemPrompt(matches) }, ...history.slice(-10)],
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('LLM reply was empty');
  return content.trim().slice(0, 2000);
}
