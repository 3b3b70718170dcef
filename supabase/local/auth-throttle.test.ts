import { describe, expect, it } from 'vitest';
import { createLoginThrottle, createSignupThrottle } from './auth-throttle.ts';

describe('login throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses an account from the address that failed, until the window moves on', () => {
    let t = 0;
    const throttle = createLoginThrottle(limits, () => t);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('a@x.com', '1.1.1.1')).toBe(0);
      throttle.failed('a@x.com', '1.1.1.1');
      t += 1000;
    }
    expect(throttle.retryAfter('a@x.com', '1.1.1.1')).toBe(57); // the first failure leaves at 60 s
    t = 60_001;
    expect(throttle.retryAfter('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('never locks the account for another address: the owner still signs in while someone hammers it', () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let i = 0; i < 10; i++) throttle.failed('owner@x.com', '6.6.6.6');
    expect(throttle.retryAfter('owner@x.com', '6.6.6.6')).toBe(60);
    expect(throttle.retryAfter('owner@x.com', '7.7.7.7')).toBe(0);
  });

  it('refuses an address trying many accounts', () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let i = 0; i < 5; i++) throttle.failed(`u${i}@x.com`, '2.2.2.2');
    expect(throttle.retryAfter('new@x.com', '2.2.2.2')).toBe(60);
    expect(throttle.retryAfter('new@x.com', '3.3.3.3')).toBe(0);
  });

  it('a success clears the account at that address, not the address', () => {
    const throttle = createLoginThrottle(limits, () => 0);
    for (let i = 0; i < 3; i++) throttle.failed('a@x.com', '4.4.4.4');
    throttle.succeeded('a@x.com', '4.4.4.4');
    expect(throttle.retryAfter('a@x.com', '4.4.4.4')).toBe(0);
  });
});

describe('sign-up throttle', () => {
  it('limits one address, and one mailbox across addresses', () => {
    let t = 0;
    const throttle = createSignupThrottle({ perAddress: 3, perEmail: 2, windowMs: 60_000 }, () => t);
    expect([1, 2, 3, 4].map((i) => throttle.attempt(`u${i}@x.com`, '1.1.1.1'))).toEqual([0, 0, 0, 60]);
    expect(throttle.attempt('v@x.com', '2.2.2.2')).toBe(0);
    expect(throttle.attempt('v@x.com', '3.3.3.3')).toBe(0);
    expect(throttle.attempt('v@x.com', '4.4.4.4')).toBe(60);
    t = 60_001;
    expect(throttle.attempt('u5@x.com', '1.1.1.1')).toBe(0);
  });
});
