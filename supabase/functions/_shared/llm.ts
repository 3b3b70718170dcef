import type { Env } from './deps.ts';
import { FALLBACK_REPLY, PHONE, type QnaMatch } from './chat-reply.ts';
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
    'Answer in at most 80 words, using ONLY the facts below. Never invent prices, times or policies.',
    `If the facts do not answer the question, say so and suggest calling or texting ${PHONE} or using the free quote form.`,
    '',
    'Facts:',
    facts || '(none found)',
  ].join('\n');
}

/** Phrases a reply grounded on the top matches; throws on any failure so the caller falls back. */
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
  return content.trim().slice(0, 2000) || FALLBACK_REPLY;
}
