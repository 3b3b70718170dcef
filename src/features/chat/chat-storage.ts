import { initialChatState, type ChatEntry, type ChatState } from './chat-state.ts';
import { readTab, writeTab } from './chat-open.ts';

// Per tab, like the session id: a reload shows the same conversation, a new tab starts a new one.
const CONVERSATION = 'chat-conversation';

const isEntry = (m: unknown): m is ChatEntry => {
  const e = m as ChatEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    Number.isInteger(e.id) &&
    (e.role === 'user' || e.role === 'assistant') &&
    typeof e.content === 'string'
  );
};

/** The conversation this tab had before a reload, or a new one; nothing is left pending. */
export function restoreChatState(): ChatState {
  try {
    const saved = JSON.parse(readTab(CONVERSATION) ?? 'null') as {
      messages?: unknown;
      nextId?: unknown;
    } | null;
    const messages = saved?.messages;
    if (Array.isArray(messages) && messages.length > 0 && messages.every(isEntry)) {
      const nextId = Math.max(Number(saved?.nextId) || 0, ...messages.map((m) => m.id + 1));
      return { messages, pending: null, nextId };
    }
  } catch {
    // unreadable: start over
  }
  return initialChatState();
}

export function saveChatState({ messages, nextId }: ChatState): void {
  writeTab(CONVERSATION, JSON.stringify({ messages, nextId }));
}
