import { supabase } from './supabase.ts';

export interface ChatHistoryMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** A visitor's question the assistant could not answer. */
  unanswered: boolean;
  created_at: string;
}

export interface ChatHistoryConversation {
  id: string;
  session_id: string;
  started_at: string;
  /** How many of its questions the assistant could not answer. */
  unanswered: number;
  messages: ChatHistoryMessage[];
}

/** The one error this module throws. */
export class ChatHistoryError extends Error {
  override name = 'ChatHistoryError';
}

export const RECENT_CONVERSATIONS = 20;

/**
 * SPEC 7's two-step read: the 20 newest conversations (or the 20 newest with a question the assistant
 * could not answer), then each one's messages in order.
 */
export async function listRecentConversations({ unansweredOnly = false } = {}): Promise<
  ChatHistoryConversation[]
> {
  const client = supabase();
  let query = client.from('chat_conversations').select('id, session_id, started_at, unanswered');
  if (unansweredOnly) query = query.gt('unanswered', 0);
  const { data, error } = await query.order('started_at', { ascending: false }).limit(RECENT_CONVERSATIONS);
  if (error) throw new ChatHistoryError(error.message);
  const conversations = (data ?? []) as Omit<ChatHistoryConversation, 'messages'>[];
  return Promise.all(
    conversations.map(async (conversation) => {
      const { data: messages, error: messagesError } = await client
        .from('chat_messages')
        .select('id, role, content, unanswered, created_at')
        .eq('conversation_id', conversation.id)
        .order('created_at', { ascending: true });
      if (messagesError) throw new ChatHistoryError(messagesError.message);
      return { ...conversation, messages: (messages ?? []) as ChatHistoryMessage[] };
    }),
  );
}
