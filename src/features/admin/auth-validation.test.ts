import { describe, expect, it } from 'vitest';
import { validateAuth } from './auth-validation.ts';

describe('validateAuth', () => {
  const ok = { fullName: '', email: 'a@example.com', password: 'secret' };
  it('accepts a login with a 6-character password and no name', () => {
    expect(validateAuth('login', ok)).toEqual({});
  });
  it('requires email and password', () => {
    expect(validateAuth('login', { fullName: '', email: ' ', password: '' })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });
  it('rejects short passwords and malformed e-mail', () => {
    expect(validateAuth('login', { ...ok, email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters.',
    });
  });
  it('requires the full name only when signing up', () => {
    expect(validateAuth('signup', { ...ok, fullName: '  ' })).toEqual({
      fullName: 'Please enter your full name.',
    });
    expect(validateAuth('signup', { ...ok, fullName: 'Ana Ruiz' })).toEqual({});
  });
});
