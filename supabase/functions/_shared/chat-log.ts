import type { SupabaseClient } from '@supabase/supabase-js';

/** Finds or creates the conversation for a widget session (session_id is unique). */
export async function conversationFor(supabase: SupabaseClient, sessionId: string): Promise<string> {
  const found = await supabase
    .from('chat_conversations')
    .select('id')
    .eq('session_id', sessionId)
    .maybeSingle();
  if (found.data) return (found.data as { id: string }).id;
  const created = await supabase
    .from('chat_conversations')
    .insert({ session_id: sessionId })
    .select('id')
    .single();
  if (created.data) return (created.data as { id: string }).id;
  // Two first messages raced: the other one created it.
  const again = await supabase.from('chat_conversations').select('id').eq('session_id', sessionId).single();
  if (again.error) throw new Error(`conversation: ${again.error.message}`);
  return (again.data as { id: string }).id;
}

export async function logMessage(
  supabase: SupabaseClient,
  conversationId: string,
  role: 'user' | 'assistant',
  content: string,
  unanswered = false,
): Promise<void> {
  const { error } = await supabase
    .from('chat_messages')
    .insert({ conversation_id: conversationId, role, content, unanswered });
  if (error) throw new Error(`chat message: ${error.message}`);
}

/** The conversation as this server stored it, oldest first: the only history a model is shown. */
export async function storedHistory(
  supabase: SupabaseClient,
  conversationId: string,
  limit: number,
): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const { data, error } = await supabase
    .from('chat_messages')
    .select('role, content')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new Error(`chat history: ${error.message}`);
  return ((data ?? []) as { role: 'user' | 'assistant'; content: string }[]).reverse();
}
