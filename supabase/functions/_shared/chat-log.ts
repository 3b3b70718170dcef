import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Logs one turn in one round trip: finds or starts the session's conversation, then stores the
 * visitor's question (marked when the chat could not answer it) and the reply.
 */
export async function logTurn(
  supabase: SupabaseClient,
  sessionId: string,
  question: string,
  reply: string,
  unanswered: boolean,
): Promise<void> {
  const { error } = await supabase.rpc('log_chat_turn', {
    p_session_id: sessionId,
    p_question: question,
    p_reply: reply,
    p_unanswered: unanswered,
  });
  if (error) throw new Error(`chat log: ${error.message}`);
}

/** The session's conversation as this server stored it, oldest first: the only history a model is shown. */
export async function storedHistory(
  supabase: SupabaseClient,
  sessionId: string,
  limit: number,
): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const { data, error } = await supabase.rpc('chat_history', { p_session_id: sessionId, p_limit: limit });
  if (error) throw new Error(`chat history: ${error.message}`);
  return ((data ?? []) as { role: 'user' | 'assistant'; content: string }[]).reverse();
}
