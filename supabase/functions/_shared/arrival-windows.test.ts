import { describe, expect, it } from 'vitest';
import { dayName, heldLine, windowByCode, windowName, windowRange } from './arrival-windows.ts';
import { windowCalendar } from './calendar.ts';

describe('arrival window names', () => {
  it('says the half of the day once when both ends share it', () => {
    expect(windowRange('08:00', '11:00')).toBe('8–11 AM');
    expect(windowRange('11:00', '14:00')).toBe('11 AM–2 PM');
    expect(windowRange('14:00', '17:00')).toBe('2–5 PM');
    expect(windowRange('07:30', '12:00')).toBe('7:30 AM–12 PM');
  });

  it('names a window and a day as the customer reads them', () => {
    expect(windowName(windowByCode('morning')!)).toBe('Morning 8–11 AM');
    expect(dayName('2026-12-01')).toBe('Tuesday, December 1');
    expect(heldLine(windowByCode('morning')!, '2026-12-01')).toBe(
      'Your Morning window (8–11 AM) on Tuesday, December 1 is held',
    );
    expect(windowByCode('evening')).toBeUndefined();
  });
});

describe('windowCalendar', () => {
  it('is the held window in Arizona time, with the address and the business', () => {
    const file = windowCalendar({
      leadId: '6f1c2a9e-0000-4000-8000-000000000001',
      day: '2026-12-01',
      window: windowByCode('morning')!,
      address: '1 Main St, Scottsdale, AZ 85251',
      business: { name: 'Scottsdale Junk Removal', phone: '(602) 632-3524', site: 'https://example.com' },
      stamp: new Date('2026-11-26T10:00:00Z'),
    });
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('UID:6f1c2a9e-0000-4000-8000-000000000001@example.com\r\n');
    // 08:00 in Arizona is 15:00 UTC, all year.
    expect(unfolded).toContain('DTSTART:20261201T150000Z\r\n');
    expect(unfolded).toContain('DTEND:20261201T180000Z\r\n');
    expect(unfolded).toContain('DTSTAMP:20261126T100000Z\r\n');
    expect(unfolded).toContain('LOCATION:1 Main St\\, Scottsdale\\, AZ 85251\r\n');
    expect(unfolded).toContain('(602) 632-3524');
    expect(unfolded).toContain(
      'DESCRIPTION:Scottsdale Junk Removal (Scottsdale\\, AZ) arrives in your morning window.',
    );
    expect(unfolded).toContain('SUMMARY:Scottsdale Junk Removal: junk pickup\\, crew arrives 8–11 AM');
  });
});
