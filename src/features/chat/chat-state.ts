import { business } from '../../content/business.ts';

const phone = business.phone.display;

export const GREETING =
  "Hi! I'm the Scottsdale Junk Removal assistant. Ask me about our services, prices, hours or service areas. How can I help you today?";
export const APOLOGY = `I'm sorry, I'm having trouble responding right now. Please call us at ${phone} and we'll be glad to help.`;
export const NO_ANSWER = `I'm sorry, I couldn't process that. Please call us at ${phone} and we'll be glad to help.`;

/** The chatbot function refuses longer conversations (MAX_CHAT_MESSAGES); older turns are dropped first. */
export const HISTORY_LIMIT = 100;

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatState {
  messages: ChatEntry[];
  /** The id of the user message awaiting its reply, or null. */
  pending: number | null;
  nextId: number;
}

export type ChatAction =
  | { type: 'send'; content: string }
  | { type: 'reply'; to: number; content: string | null }
  | { type: 'fail'; to: number }
  | { type: 'reset' };

export const initialChatState = (): ChatState => ({
  messages: [{ id: 0, role: 'assistant', content: GREETING }],
  pending: null,
  nextId: 1,
});

function answer(state: ChatState, to: number, content: string): ChatState {
  // A reply to a conversation the visitor has since cleared belongs to nobody: drop it.
  if (state.pending !== to) return state;
  return {
    messages: [...state.messages, { id: state.nextId, role: 'assistant', content }],
    pending: null,
    nextId: state.nextId + 1,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      const content = action.content.trim();
      if (!content || state.pending !== null) return state;
      return {
        messages: [...state.messages, { id: state.nextId, role: 'user', content }],
        pending: state.nextId,
        nextId: state.nextId + 1,
      };
    }
    case 'reply':
      return answer(state, action.to, action.content ?? NO_ANSWER);
    case 'fail':
      return answer(state, action.to, APOLOGY);
    case 'reset':
      // Ids keep counting so a late reply to the old conversation can never match a new message.
      return { ...initialChatState(), nextId: state.nextId };
  }
}

/** What the chatbot function receives: role and content of every turn, newest last. */
export const historyOf = (messages: readonly ChatEntry[]) =>
  messages.slice(-HISTORY_LIMIT).map(({ role, content }) => ({ role, content }));
