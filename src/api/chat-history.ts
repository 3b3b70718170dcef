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

/** One conversation with its messages in order (a link to it), or null when there is none to read. */
export async function getConversation(id: string): Promise<ChatHistoryConversation | null> {
  const client = supabase();
  const [found, messages] = await Promise.all([
    client.from('chat_conversations').select('id, session_id, started_at').eq('id', id).maybeSingle(),
    client
      .from('chat_messages')
      .select('id, role, content, unanswered, created_at')
      .eq('conversation_id', id)
      .order('created_at', { ascending: true }),
  ]);
  if (found.error) throw new ChatHistoryError(found.error.message);
  if (messages.error) throw new ChatHistoryError(messages.error.message);
  if (!found.data) return null;
  const list = (messages.data ?? []) as ChatHistoryMessage[];
  return {
    ...(found.data as Omit<ChatHistoryConversation, 'messages' | 'unanswered'>),
    unanswered: list.filter((m) => m.unanswered).length,
    messages: list,
  };
}

/** Whether any chat message was written after `since` (an ISO time): one cheap count for the admin's poll. */
export async function messagesSince(since: string): Promise<boolean> {
  const { count, error } = await supabase()
    .from('chat_messages')
    .select('id', { count: 'exact', head: true })
    .gt('created_at', since);
  if (error) throw new ChatHistoryError(error.message);
  return (count ?? 0) > 0;
}

/**
 * The list shown, brought up to date with a fresh first page: conversations that started since go on
 * top, and those shown take their new messages in place, so nothing the reader has open moves.
 */
export function mergeConversations(
  shown: ChatHistoryConversation[],
  fresh: ChatHistoryConversation[],
): ChatHistoryConversation[] {
  const byId = new Map(fresh.map((c) => [c.id, c]));
  const known = new Set(shown.map((c) => c.id));
  const top = shown[0];
  const started = fresh.filter((c) => !known.has(c.id) && (!top || c.started_at >= top.started_at));
  return [...started, ...shown.map((c) => byId.get(c.id) ?? c)];
}

/** The time of the newest message among `conversations`, or null when there is none. */
export function newestMessageAt(conversations: readonly ChatHistoryConversation[]): string | null {
  let newest: string | null = null;
  for (const c of conversations)
    for (const m of c.messages) if (!newest || m.created_at > newest) newest = m.created_at;
  return newest;
}
