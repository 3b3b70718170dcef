import { initialChatState, type ChatEntry, type ChatState } from './chat-state.ts';

// Per tab, like the session id: a reload shows the same conversation, a new tab starts a new one.
const CONVERSATION = 'chat-conversation';
const OPEN = 'chat-open';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy modes): the chat just starts fresh
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // full or blocked: the conversation still lives as long as the page
  }
}

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
    const saved = JSON.parse(read(CONVERSATION) ?? 'null') as { messages?: unknown; nextId?: unknown } | null;
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
  write(CONVERSATION, JSON.stringify({ messages, nextId }));
}

/** Whether the panel was open when the page was left, so a reload opens it again. */
export const chatWasOpen = (): boolean => read(OPEN) === '1';
export const rememberChatOpen = (open: boolean): void => write(OPEN, open ? '1' : '0');
