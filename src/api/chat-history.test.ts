import { describe, expect, it } from 'vitest';
import { mergeConversations, newestMessageAt, type ChatHistoryConversation } from './chat-history.ts';

const conversation = (id: string, started_at: string, times: string[]): ChatHistoryConversation => ({
  id,
  session_id: `s-${id}`,
  started_at,
  unanswered: 0,
  messages: times.map((created_at, i) => ({
    id: `${id}-${i}`,
    role: i % 2 ? 'assistant' : 'user',
    content: 'x',
    unanswered: false,
    created_at,
  })),
});

describe("the chat history's poll", () => {
  it('puts chats that started since on top and updates those shown in place', () => {
    const shown = [
      conversation('b', '2026-11-26T10:00', ['10:00']),
      conversation('a', '2026-11-26T09:00', ['09:00']),
    ];
    const fresh = [
      conversation('c', '2026-11-26T11:00', ['11:00']),
      conversation('b', '2026-11-26T10:00', ['10:00', '10:01']),
      conversation('a', '2026-11-26T09:00', ['09:00']),
    ];
    const merged = mergeConversations(shown, fresh);
    expect(merged.map((c) => c.id)).toEqual(['c', 'b', 'a']);
    expect(merged[1]!.messages).toHaveLength(2);
    // An older page (the reader loaded more) keeps what the fresh first page does not hold.
    expect(mergeConversations([...shown, conversation('z', '2026-11-01T00:00', [])], fresh).at(-1)!.id).toBe(
      'z',
    );
  });

  it('knows the newest message shown', () => {
    expect(newestMessageAt([conversation('a', 'x', ['2026-11-26T09:00', '2026-11-26T09:05'])])).toBe(
      '2026-11-26T09:05',
    );
    expect(newestMessageAt([])).toBeNull();
  });
});
