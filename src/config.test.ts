import { describe, expect, it } from 'vitest';
import { checkedUrl, config } from './config.ts';

describe('config', () => {
  it('has local defaults, so nothing needs configuring to run locally', () => {
    expect(config.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(config.runwareWsUrl).toBe('wss://ws-api.runware.ai/v1');
  });
  it('refuses a malformed or wrong-protocol URL with a message naming the variable', () => {
    expect(() => checkedUrl('VITE_SITE_URL', 'not a url', ['https:'])).toThrow(/VITE_SITE_URL must be a URL/);
    expect(() => checkedUrl('VITE_RUNWARE_WS_URL', 'https://x.test', ['wss:'])).toThrow(
      /must start with wss:/,
    );
    expect(checkedUrl('VITE_SITE_URL', 'https://example.com/', ['https:'])).toBe('https://example.com');
  });
});
