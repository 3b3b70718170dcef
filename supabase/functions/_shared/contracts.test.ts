import { describe, expect, it } from 'vitest';
import { errorText, isChatAnswer, isQuoteAnswer } from './contracts.ts';

describe('function contracts', () => {
  it('count a lead as stored only on the quote function’s own answer', () => {
    expect(isQuoteAnswer({ ok: true, id: 'a1', duplicate: false })).toBe(true);
    // A captive portal's 200, an empty body, or an answer missing a field is not a stored lead.
    for (const body of [
      '<html>Sign in to Wi-Fi</html>',
      null,
      {},
      { ok: true, id: 'a1' },
      { ok: 'true', id: 'a1', duplicate: false },
    ])
      expect(isQuoteAnswer(body)).toBe(false);
  });

  it('read a chat reply and an error only in their own shapes', () => {
    expect(isChatAnswer({ message: 'We are open 7 AM to 7 PM.' })).toBe(true);
    expect(isChatAnswer({ reply: 'x' })).toBe(false);
    expect(errorText({ error: 'Too many requests.' })).toBe('Too many requests.');
    expect(errorText({ message: 'Invalid JWT' })).toBeUndefined();
    expect(errorText('oops')).toBeUndefined();
  });
});
