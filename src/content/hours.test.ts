import { describe, expect, it } from 'vitest';
import { openStatus, phoenixClock } from './hours.ts';

// Phoenix is UTC-7 all year (no daylight saving), so these instants are exact Phoenix wall times.
const phoenix = (isoLocal: string) => new Date(`${isoLocal}-07:00`);

describe('openStatus (America/Phoenix)', () => {
  // 2026-11-23 is a Monday, 2026-11-22 a Sunday.
  it.each([
    ['2026-11-23T06:59', false, 'Closed · opens 7 AM'],
    ['2026-11-23T07:00', true, 'OPEN NOW'],
    ['2026-11-23T18:59', true, 'OPEN NOW'],
    ['2026-11-23T19:00', false, 'Closed · opens 7 AM tomorrow'],
    ['2026-11-22T07:59', false, 'Closed · opens 8 AM'],
    ['2026-11-22T08:00', true, 'OPEN NOW'],
    ['2026-11-22T16:59', true, 'OPEN NOW'],
    ['2026-11-22T17:00', false, 'Closed · opens 7 AM tomorrow'],
    ['2026-11-28T19:30', false, 'Closed · opens 8 AM tomorrow'],
  ])('%s → open %s', (time, open, label) => {
    expect(openStatus(phoenix(time))).toEqual({ open, label });
  });

  it('ignores the machine time zone', () => {
    // 2026-11-23T14:30Z is 07:30 Monday in Phoenix, while it is already afternoon in UTC.
    expect(phoenixClock(new Date('2026-11-23T14:30:00Z'))).toEqual({ day: 1, minutes: 7 * 60 + 30 });
  });
});
