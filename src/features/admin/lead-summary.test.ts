import { describe, expect, it } from 'vitest';
import { heldWindow, leadCity, timeAgo, windowLine } from './lead-summary.ts';

describe('leadCity', () => {
  it('reads the city from a booking address', () => {
    expect(leadCity({ address: '12 E Main St, Tempe, AZ 85281', source_page: null })).toBe('Tempe');
    expect(leadCity({ address: '4 Elm, Apt 2, Mesa, AZ 85201', source_page: '/' })).toBe('Mesa');
  });
  it('else names the area page the quote came from', () => {
    expect(leadCity({ address: null, source_page: '/scottsdale-service-area' })).toBe('Scottsdale');
    expect(leadCity({ address: null, source_page: '/red-mountain-ranch-junk-removal' })).toBe(
      'Red Mountain Ranch, Mesa',
    );
    expect(leadCity({ address: null, source_page: '/garage-cleanout' })).toBeNull();
    expect(leadCity({ address: 'no city here', source_page: null })).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-03-10T20:00:00Z');
  it('counts minutes, hours and days, then gives the date', () => {
    expect(timeAgo('2026-03-10T19:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T19:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-03-10T17:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-03-09T17:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-03-07T17:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-02-01T17:00:00Z', now)).toBe('Feb 1');
  });
});

describe('windowLine', () => {
  it('names the window a booking asked for and what became of it', () => {
    expect(windowLine({ arrival_window: 'morning', window_status: 'held' })).toBe('Morning 8–11 AM: held');
    expect(windowLine({ arrival_window: 'midday', window_status: 'full' })).toBe(
      'Midday 11 AM–2 PM: full when it arrived: not held',
    );
    expect(windowLine({ arrival_window: null, window_status: null })).toBeNull();
  });

  it('shows a held window in a list row by its day, and nothing for one not held', () => {
    const lead = { arrival_window: 'morning', preferred_date: '2026-12-01' } as const;
    expect(heldWindow({ ...lead, window_status: 'held' })).toBe('Tue, Dec 1, 2026 · Morning 8–11 AM');
    expect(heldWindow({ ...lead, window_status: 'full' })).toBeNull();
  });
});
