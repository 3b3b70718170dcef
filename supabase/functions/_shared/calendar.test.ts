import { describe, expect, it } from 'vitest';
import { arizonaInterval, calendarFile, escapeText, foldLine } from './calendar.ts';

describe('arizonaInterval', () => {
  it('reads Arizona wall-clock times as UTC−7 all year (no daylight saving)', () => {
    const winter = arizonaInterval('2026-12-01', '08:00', '11:00');
    expect(winter.start.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    // In July the rest of the country has moved its clocks; Arizona has not.
    expect(arizonaInterval('2026-07-01', '14:00', '17:00').start.toISOString()).toBe(
      '2026-07-01T21:00:00.000Z',
    );
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('Gate 1; code 4,2\\9\nback door\r\nleft')).toBe(
      'Gate 1\\; code 4\\,2\\\\9\\nback door\\nleft',
    );
  });
});

describe('foldLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Junk pickup')).toBe('SUMMARY:Junk pickup');
  });

  it('folds at 75 octets, continuation lines starting with one space, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `LOCATION:${'é'.repeat(60)} ${'日本'.repeat(20)}`;
    const folded = foldLine(line);
    for (const l of folded.split('\r\n')) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      expect(l).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('calendarFile', () => {
  const { start, end } = arizonaInterval('2026-12-01', '08:00', '11:00');
  const file = calendarFile(
    {
      uid: '8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60@scottsdalejunkremoval.com',
      stamp: new Date('2026-11-26T18:30:05.123Z'),
      start,
      end,
      summary: 'Scottsdale Junk Removal: Morning window (8–11 AM)',
      location: '7014 E Camelback Rd, Scottsdale, AZ 85251',
      description: 'Our crew arrives between 8 and 11 AM.\nQuestions? Call (602) 632-3524.',
    },
    '-//Scottsdale Junk Removal//Bookings//EN',
  );

  it('holds the event with its UID, DTSTAMP and the window in UTC', () => {
    const lines = file.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60@scottsdalejunkremoval.com');
    expect(lines).toContain('DTSTAMP:20261126T183005Z');
    expect(lines).toContain('DTSTART:20261201T150000Z');
    expect(lines).toContain('DTEND:20261201T180000Z');
    expect(lines).toContain('LOCATION:7014 E Camelback Rd\\, Scottsdale\\, AZ 85251');
    expect(lines).toContain(
      'DESCRIPTION:Our crew arrives between 8 and 11 AM.\\nQuestions? Call (602) 632-3524.',
    );
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Scottsdale Junk Removal//Bookings//EN',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('ends every line with CRLF, none longer than 75 octets', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
