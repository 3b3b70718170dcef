import { describe, expect, it } from 'vitest';
import type { QnaEntry } from '../../api/qna.ts';
import {
  formatKeywords,
  formatPhrasings,
  matchesSearch,
  parseItems,
  parseKeywords,
  parsePhrasings,
} from './qna-text.ts';
import { arizonaTime, calendarDate, dialable, shortSessionId } from './format.ts';

describe('parseKeywords', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseKeywords(' mattress, bed ,, box spring , ')).toEqual(['mattress', 'bed', 'box spring']);
  });
  it('is empty for blank input', () => {
    expect(parseKeywords('  ')).toEqual([]);
    expect(parseKeywords(',,')).toEqual([]);
  });
  it('keeps the first of case-insensitive duplicates', () => {
    expect(parseKeywords('Sofa, couch, sofa')).toEqual(['Sofa', 'couch']);
  });
  it('round-trips through formatKeywords', () => {
    expect(parseKeywords(formatKeywords(['a b', 'c']))).toEqual(['a b', 'c']);
  });
});

describe('parsePhrasings', () => {
  it('takes one phrasing a line, trimmed, without blanks or repeats', () => {
    expect(parsePhrasings(' how much for a couch \n\n  HOW MUCH FOR A COUCH\nr u open sunday ')).toEqual([
      'how much for a couch',
      'r u open sunday',
    ]);
  });
  it('round-trips through formatPhrasings', () => {
    expect(parsePhrasings(formatPhrasings(['a, b', 'c']))).toEqual(['a, b', 'c']);
  });
});

describe('parseItems', () => {
  it('reads catalogue names like keywords, in lower case', () => {
    expect(parseItems(' Chest Freezer, deep freezer,, CHEST FREEZER ')).toEqual([
      'chest freezer',
      'deep freezer',
    ]);
  });
});

describe('matchesSearch', () => {
  const entry: QnaEntry = {
    id: '1',
    question: 'Do you take hot tubs?',
    answer: 'Yes, we drain and haul them.',
    category: 'Services',
    keywords: ['spa', 'jacuzzi'],
    phrasings: ['Can you get rid of my old spa?'],
    items: ['swim spa'],
    created_at: '2025-01-01T00:00:00Z',
  };
  it('matches question, answer, category and keywords, ignoring case', () => {
    for (const q of ['HOT tub', 'drain', 'services', 'jacuzzi', 'old spa', 'swim spa', ''])
      expect(matchesSearch(entry, q)).toBe(true);
  });
  it('needs every word', () => {
    expect(matchesSearch(entry, 'spa piano')).toBe(false);
  });
  it('handles a missing category', () => {
    expect(matchesSearch({ ...entry, category: null }, 'services')).toBe(false);
  });
});

describe('format', () => {
  it('shows times in Arizona (UTC-7, no daylight saving) whatever the machine zone', () => {
    expect(arizonaTime('2025-07-01T19:30:00Z')).toBe('Jul 1, 2025, 12:30 PM');
    expect(arizonaTime('2025-01-01T06:05:00Z')).toBe('Dec 31, 2024, 11:05 PM');
  });
  it('shows date-only values on their own day', () => {
    expect(calendarDate('2025-03-09')).toBe('Sun, Mar 9, 2025');
    expect(calendarDate('nonsense')).toBe('nonsense');
  });
  it('shortens session ids and makes phone numbers dialable', () => {
    expect(shortSessionId('abcdefgh-1234')).toBe('abcdefgh');
    expect(dialable('(480) 555-0134')).toBe('+14805550134');
    expect(dialable('1 480 555 0134')).toBe('+14805550134');
  });
});
