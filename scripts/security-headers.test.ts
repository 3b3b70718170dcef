import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS, renderHeaders } from './security-headers.ts';

const template = readFileSync('public/_headers', 'utf8');
const csp = (headers: string) => /Content-Security-Policy: (.+)/.exec(headers)![1]!;

describe('the site’s security headers', () => {
  it('in production name only the project, never a local address, and require HTTPS', () => {
    const headers = renderHeaders(template, 'https://abcd1234.supabase.co');
    expect(csp(headers)).toContain(
      "connect-src 'self' https://abcd1234.supabase.co wss://abcd1234.supabase.co",
    );
    expect(csp(headers)).toContain("img-src 'self' data: blob: https://abcd1234.supabase.co");
    expect(headers).not.toMatch(/127\.0\.0\.1|localhost|\{\{/);
    expect(headers).toContain(HSTS);
    expect(headers.indexOf(HSTS)).toBeLessThan(headers.indexOf('/assets/*'));
  });

  it('locally name the local gateway, without HSTS (served over plain HTTP)', () => {
    const headers = renderHeaders(template, 'http://127.0.0.1:54321');
    expect(csp(headers)).toContain("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321");
    expect(headers).not.toContain('Strict-Transport-Security');
  });
});
