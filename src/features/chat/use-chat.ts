import { useEffect, useReducer, useRef } from 'react';
import { sendChat } from '../../api/chat.ts';
import { notify } from '../../components/notify.ts';
import { business } from '../../content/business.ts';
import { chatReducer, historyOf } from './chat-state.ts';
import { restoreChatState, saveChatState } from './chat-storage.ts';
import { chatSessionId } from './session-id.ts';

const notifyChatError = () =>
  notify('error', 'Chat Error', `Please try again or call us at ${business.phone.display}`);

/** The conversation (kept across reloads of the tab): messages, whether a reply is awaited, the actions. */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, undefined, restoreChatState);
  useEffect(() => saveChatState(state), [state]);
  // Two key presses can land before React re-renders with the pending state: send only once.
  const inFlight = useRef(false);

  const send = (text: string): boolean => {
    const content = text.trim();
    if (!content || state.pending !== null || inFlight.current) return false;
    const to = state.nextId;
    const history = historyOf([...state.messages, { id: to, role: 'user', content }]);
    inFlight.current = true;
    dispatch({ type: 'send', content });
    sendChat(history, chatSessionId())
      .then(
        (reply) => dispatch({ type: 'reply', to, content: reply }),
        (error: unknown) => {
          console.error('Chat failed:', error);
          notifyChatError();
          dispatch({ type: 'fail', to });
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
    return true;
  };

  const reset = () => dispatch({ type: 'reset' });

  return { messages: state.messages, pending: state.pending !== null, send, reset };
}
