import * as v from 'valibot';
import { conversationFor, logMessage } from '../_shared/chat-log.ts';
import { matchQuestion, replyFromBank } from '../_shared/chat-reply.ts';
import type { FunctionDeps, Handler } from '../_shared/deps.ts';
import { clientAddress, corsHeaders, errorResponse, json, readJson } from '../_shared/http.ts';
import { llmConfig, llmReply } from '../_shared/llm.ts';
import { hitRateLimit, rateLimitFrom } from '../_shared/rate-limit.ts';
import { chatPayloadSchema } from '../_shared/schemas.ts';

const MAX_BODY_BYTES = 128 * 1024;

export function createHandler(deps: FunctionDeps): Handler {
  const { env, supabase } = deps;
  const log = deps.log ?? console.log;
  const fetchFn = deps.fetch ?? fetch;
  const limit = rateLimitFrom(env, 'CHAT_RATE_LIMIT', { limit: 20, windowSeconds: 60 });
  const llm = llmConfig(env);

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    const body = await readJson(req, MAX_BODY_BYTES);
    if (!body.ok) return body.response;

    const rate = await hitRateLimit(supabase, 'chat', clientAddress(req), limit);
    if (!rate.allowed) {
      return errorResponse(
        429,
        'You are sending messages too fast. Please wait a moment.',
        { retryAfter: rate.retryAfter },
        {
          'Retry-After': String(rate.retryAfter),
        },
      );
    }
    const parsed = v.safeParse(chatPayloadSchema, body.value);
    if (!parsed.success) {
      const issues = parsed.issues.map((i) => ({ field: v.getDotPath(i) ?? 'body', message: i.message }));
      return errorResponse(400, issues[0]?.message ?? 'Invalid request.', { issues });
    }
    const { messages, sessionId } = parsed.output;
    const question = messages[messages.length - 1]!.content.trim();
    const previous = messages
      .slice(0, -1)
      .findLast((m) => m.role === 'user')
      ?.content.trim();

    // Logging must never cost the visitor an answer: failures are reported, not thrown.
    const conversation = conversationFor(supabase, sessionId).catch((error: Error) => {
      log(`chatbot: ${error.message}`);
      return null;
    });
    const [conversationId, matches] = await Promise.all([
      conversation,
      matchQuestion(supabase, question, previous),
    ]);
    const logged = conversationId
      ? logMessage(supabase, conversationId, 'user', question)
      : Promise.resolve();

    let message = replyFromBank(question, matches);
    if (llm) {
      message = await llmReply(llm, messages, matches, fetchFn).catch((error: Error) => {
        log(`chatbot: LLM failed, answering from the bank: ${error.message}`);
        return message;
      });
    }
    await logged.catch((error: Error) => log(`chatbot: ${error.message}`));
    if (conversationId)
      await logMessage(supabase, conversationId, 'assistant', message).catch((e: Error) =>
        log(`chatbot: ${e.message}`),
      );
    return json({ message });
  };
}
