import { FunctionsHttpError } from '@supabase/supabase-js';
import { isChatAnswer } from '@shared/contracts.ts';
import { functionErrorText, supabase } from './supabase.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The one error this module throws: the reply could not be had (network, HTTP status, rate limit). */
export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Sends the whole conversation (the function answers the last user message with the earlier ones as context)
 * and returns the assistant's reply, or null when the answer carried no message.
 */
export async function sendChat(messages: readonly ChatTurn[], sessionId: string): Promise<string | null> {
  const { data, error } = await supabase()
    .functions.invoke('chatbot', { body: { messages, sessionId } })
    .catch((thrown: unknown) => ({
      data: null,
      error: thrown instanceof Error ? thrown : new Error(String(thrown)),
    }));
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    throw new ChatError(
      (await functionErrorText(response)) ?? `The server answered ${response.status}.`,
      response.status,
    );
  }
  if (error) throw new ChatError(error instanceof Error ? error.message : 'The chat could not be reached.');
  return isChatAnswer(data) && data.message.trim() ? data.message : null;
}
