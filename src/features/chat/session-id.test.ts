import { describe, expect, it } from 'vitest';
import { chatSessionId } from './session-id.ts';

describe('chatSessionId', () => {
  it('is valid for the chatbot function and stable for the session', () => {
    const id = chatSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(chatSessionId()).toBe(id);
  });
});
