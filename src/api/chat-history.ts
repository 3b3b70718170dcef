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

/** SPEC 7: the first view holds the 20 most recent conversations; older ones come 20 at a time. */
export const RECENT_CONVERSATIONS = 20;

export interface ConversationQuery {
  /** Words any of its messages contains (English stemming: "sofas" finds "sofa"). */
  search: string;
  unansweredOnly: boolean;
}

/** Where the next page starts: after this conversation (newest first). */
export type ConversationCursor = Pick<ChatHistoryConversation, 'started_at' | 'id'>;

/**
 * SPEC 7's two-step read: a page of the newest matching conversations (find_conversations), then
 * each one's messages in order.
 */
export async function listConversations(
  query: ConversationQuery,
  after?: ConversationCursor,
): Promise<ChatHistoryConversation[]> {
  const client = supabase();
  const { data, error } = await client.rpc('find_conversations', {
    search: query.search,
    unanswered_only: query.unansweredOnly,
    before_started_at: after?.started_at ?? null,
    before_id: after?.id ?? null,
    page_size: RECENT_CONVERSATIONS,
  });
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
