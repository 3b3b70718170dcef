import type { ChatAnswer } from '@shared/contracts.ts';
import * as v from 'valibot';
import { logTurn, storedHistory } from '@shared/chat-log.ts';
import { languageOf } from '@shared/chat-language.ts';
import { fallbackIn, type BankReply } from '@shared/chat-decide.ts';
import { replyFromBank } from '@shared/chat-reply.ts';
import { bankRetriever, type QnaMatch } from '@shared/chat-retrieve.ts';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import { clientAddress, corsHeaders, errorResponse, json, readJson } from '@shared/http.ts';
import { llmConfig, llmReply, ungrounded } from '@shared/llm.ts';
import { hitRateLimits, rateLimitFrom, refusal } from '@shared/rate-limit.ts';
import { chatPayloadSchema } from '@shared/schemas.ts';

const MAX_BODY_BYTES = 128 * 1024;
/** Turns of the stored conversation a model sees, the new question included. */
const HISTORY_TURNS = 9;

export function createHandler(deps: FunctionDeps): Handler {
  const { env, supabase } = deps;
  const log = deps.log ?? console.log;
  const fetchFn = deps.fetch ?? fetch;
  // Per address generous for visitors behind one carrier's address; per conversation and for everyone
  // together tight enough to stop a flood. README.md states the numbers.
  const limits = {
    address: rateLimitFrom(env, 'CHAT_RATE_LIMIT', { limit: 60, windowSeconds: 60 }),
    session: rateLimitFrom(env, 'CHAT_SESSION_RATE_LIMIT', { limit: 20, windowSeconds: 60 }),
    everyone: rateLimitFrom(env, 'CHAT_GLOBAL_RATE_LIMIT', { limit: 1200, windowSeconds: 60 }),
  };
  const ipHeader = env.CLIENT_IP_HEADER?.trim() || undefined;
  const llm = llmConfig(env);
  const retrieve = bankRetriever(supabase);

  /** The model's wording of the matched entries, or the bank's answer if it fails or says more. */
  async function phrased(
    matches: QnaMatch[],
    sessionId: string,
    question: string,
    bankAnswer: string,
  ): Promise<string> {
    try {
      const stored = await storedHistory(supabase, sessionId, HISTORY_TURNS);
      const reply = await llmReply(llm!, [...stored, { role: 'user', content: question }], matches, fetchFn);
      const why = await ungrounded(supabase, reply, matches);
      if (!why) return reply;
      log(`chatbot: model reply refused (${why}), answering from the bank`);
    } catch (error) {
      log(`chatbot: LLM failed, answering from the bank: ${(error as Error).message}`);
    }
    return bankAnswer;
  }

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    const body = await readJson(req, MAX_BODY_BYTES);
    if (!body.ok) return body.response;

    const parsed = v.safeParse(chatPayloadSchema, body.value);
    if (!parsed.success) {
      const issues = parsed.issues.map((i) => ({ field: v.getDotPath(i) ?? 'body', message: i.message }));
      return errorResponse(400, issues[0]?.message ?? 'Invalid request.', { issues });
    }
    const { messages, sessionId } = parsed.output;
    const rate = await hitRateLimits(supabase, [
      { scope: 'chat', who: clientAddress(req, ipHeader), limit: limits.address },
      { scope: 'chat-session', who: sessionId, limit: limits.session },
      { scope: 'chat-all', who: '', limit: limits.everyone },
    ]);
    if (!rate.allowed) return refusal(rate, 'You are sending messages too fast. Please wait a moment.');
    const question = messages[messages.length - 1]!.content.trim();
    const previous = messages
      .slice(0, -1)
      .findLast((m) => m.role === 'user')
      ?.content.trim();

    const bank = await replyFromBank(retrieve, question, previous).catch((error: Error): BankReply => {
      log(`chatbot: ${error.message}`);
      return { message: fallbackIn(languageOf(question)), answered: false, matches: [] };
    });

    let message = bank.message;
    // A model only rephrases entries that answer the question, and never a refusal ("No, we don't…"),
    // which a model could turn into a "Yes".
    if (llm && bank.matches.length && !bank.plain)
      message = await phrased(bank.matches, sessionId, question, message);
    // Logging must never cost the visitor an answer: failures are reported, not thrown.
    await logTurn(supabase, sessionId, question, message, !bank.answered).catch((error: Error) =>
      log(`chatbot: ${error.message}`),
    );
    return json<ChatAnswer>({ message });
  };
}
