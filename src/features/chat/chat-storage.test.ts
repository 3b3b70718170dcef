import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatReducer, GREETING, initialChatState } from './chat-state.ts';
import { chatWasOpen, rememberChatOpen } from './chat-open.ts';
import { restoreChatState, saveChatState } from './chat-storage.ts';

describe('the conversation survives a reload in the same tab', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
    });
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('comes back as it was, with nothing pending', () => {
    let state = chatReducer(initialChatState(), { type: 'send', content: 'Do you take mattresses?' });
    state = chatReducer(state, { type: 'reply', to: 1, content: 'Yes: twin and full…' });
    state = chatReducer(state, { type: 'send', content: 'And box springs?' });
    saveChatState(state);
    const restored = restoreChatState();
    expect(restored.messages).toEqual(state.messages);
    expect(restored.pending).toBeNull();
    expect(restored.nextId).toBe(state.nextId);
  });

  it('starts with the greeting when nothing or something unreadable was saved', () => {
    expect(restoreChatState().messages).toEqual([{ id: 0, role: 'assistant', content: GREETING }]);
    store.set('chat-conversation', '{"messages":[{"role":"system","content":"x","id":1}]}');
    expect(restoreChatState().messages[0]?.content).toBe(GREETING);
    store.set('chat-conversation', 'not json');
    expect(restoreChatState().messages[0]?.content).toBe(GREETING);
  });

  it('remembers whether the panel was open', () => {
    expect(chatWasOpen()).toBe(false);
    rememberChatOpen(true);
    expect(chatWasOpen()).toBe(true);
    rememberChatOpen(false);
    expect(chatWasOpen()).toBe(false);
  });

  it('works without storage at all', () => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    expect(() => saveChatState(initialChatState())).not.toThrow();
    expect(restoreChatState().messages).toHaveLength(1);
    expect(chatWasOpen()).toBe(false);
  });
});
