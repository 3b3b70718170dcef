import { describe, expect, it } from 'vitest';
import {
  APOLOGY,
  chatReducer,
  GREETING,
  HISTORY_LIMIT,
  historyOf,
  initialChatState,
  NO_ANSWER,
  type ChatState,
} from './chat-state.ts';

const sent = (state: ChatState, content: string) => chatReducer(state, { type: 'send', content });

describe('chatReducer', () => {
  it('starts with the greeting', () => {
    expect(initialChatState().messages).toEqual([{ id: 0, role: 'assistant', content: GREETING }]);
    expect(initialChatState().pending).toBeNull();
  });

  it('adds a trimmed user message and waits for its reply', () => {
    const state = sent(initialChatState(), '  What are your hours?\n');
    expect(state.messages.at(-1)).toEqual({ id: 1, role: 'user', content: 'What are your hours?' });
    expect(state.pending).toBe(1);
  });

  it('ignores blank messages and messages sent while a reply is pending', () => {
    const start = initialChatState();
    expect(sent(start, '  \n\t ')).toBe(start);
    const waiting = sent(start, 'Hi');
    expect(sent(waiting, 'Hello again')).toBe(waiting);
  });

  it('adds the reply, or says it could not process a reply without a message', () => {
    const waiting = sent(initialChatState(), 'Hi');
    const answered = chatReducer(waiting, { type: 'reply', to: 1, content: 'Hello!' });
    expect(answered.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Hello!' });
    expect(answered.pending).toBeNull();
    const empty = chatReducer(waiting, { type: 'reply', to: 1, content: null });
    expect(empty.messages.at(-1)?.content).toBe(NO_ANSWER);
  });

  it('apologises on failure', () => {
    const failed = chatReducer(sent(initialChatState(), 'Hi'), { type: 'fail', to: 1 });
    expect(failed.messages.at(-1)).toMatchObject({ role: 'assistant', content: APOLOGY });
    expect(failed.pending).toBeNull();
  });

  it('resets to the greeting and drops a late reply to the cleared conversation', () => {
    const waiting = sent(initialChatState(), 'Hi');
    const reset = chatReducer(waiting, { type: 'reset' });
    expect(reset.messages).toEqual([{ id: 0, role: 'assistant', content: GREETING }]);
    expect(reset.pending).toBeNull();
    expect(chatReducer(reset, { type: 'reply', to: 1, content: 'late' })).toBe(reset);
    const next = sent(reset, 'Again');
    expect(next.pending).not.toBe(1);
  });
});

describe('historyOf', () => {
  it('sends role and content only, capped to the newest messages', () => {
    let state = initialChatState();
    for (let i = 0; i < HISTORY_LIMIT; i++) {
      state = chatReducer(sent(state, `q${i}`), { type: 'reply', to: state.nextId, content: `a${i}` });
    }
    const history = historyOf(state.messages);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history.at(-1)).toEqual({ role: 'assistant', content: `a${HISTORY_LIMIT - 1}` });
    expect(Object.keys(history[0]!)).toEqual(['role', 'content']);
  });
});
