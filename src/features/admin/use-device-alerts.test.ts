import { describe, expect, it } from 'vitest';
import { deviceName } from './use-device-alerts.ts';

describe('a staff device’s name', () => {
  it('names the system and browser the way staff would', () => {
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(deviceName(ipad, 5)).toBe('iPad · Safari');
    expect(deviceName(ipad, 0)).toBe('Mac · Safari');
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      ),
    ).toBe('Android · Chrome');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      ),
    ).toBe('Windows · Edge');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('iPhone · Safari');
  });
});
