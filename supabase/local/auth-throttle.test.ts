import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './auth-throttle.ts';

describe('login throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses an account after its limit of failures, until the window moves on', () => {
    let t = 0;
    const throttle = createLoginThrottle(limits, () => t);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('a@x.com', '1.1.1.1')).toBe(0);
      throttle.failed('a@x.com', '1.1.1.1');
      t += 1000;
    }
    expect(throttle.retryAfter('a@x.com', '9.9.9.9')).toBe(57); // the first failure leaves at 60 s
    t = 60_001;
    expect(throttle.retryAfter('a@x.com', '9.9.9.9')).toBe(0);
  });

  it('refuses an address trying many accounts', () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let i = 0; i < 5; i++) throttle.failed(`u${i}@x.com`, '2.2.2.2');
    expect(throttle.retryAfter('new@x.com', '2.2.2.2')).toBe(60);
    expect(throttle.retryAfter('new@x.com', '3.3.3.3')).toBe(0);
  });

  it('a success clears the account, not the address', () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let i = 0; i < 3; i++) throttle.failed('a@x.com', '4.4.4.4');
    throttle.succeeded('a@x.com');
    expect(throttle.retryAfter('a@x.com', '5.5.5.5')).toBe(0);
  });
});
