import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

const known = new Set(['/', '/garage-cleanout', '/service-areas', '/blog/how-to-declutter-your-home']);

describe('linkify', () => {
  it('turns phone numbers into tel: links', () => {
    expect(linkify('Call (602) 632-3524 today.', known)).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'tel', text: '(602) 632-3524', href: 'tel:+16026323524' },
      { kind: 'text', text: ' today.' },
    ]);
    expect(linkify('602-632-3524', known)).toEqual([
      { kind: 'tel', text: '602-632-3524', href: 'tel:+16026323524' },
    ]);
    expect(linkify('+1 602.632.3524', known)[0]).toEqual({
      kind: 'tel',
      text: '+1 602.632.3524',
      href: 'tel:+16026323524',
    });
  });

  it('links paths of existing pages, with or without an anchor', () => {
    expect(linkify('See /garage-cleanout.', known)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'internal', text: '/garage-cleanout', path: '/garage-cleanout' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('Book at /#booking-form or (/service-areas)', known)).toEqual([
      { kind: 'text', text: 'Book at ' },
      { kind: 'internal', text: '/#booking-form', path: '/', hash: 'booking-form' },
      { kind: 'text', text: ' or (' },
      { kind: 'internal', text: '/service-areas', path: '/service-areas' },
      { kind: 'text', text: ')' },
    ]);
    expect(linkify('/blog/how-to-declutter-your-home', known)).toEqual([
      {
        kind: 'internal',
        text: '/blog/how-to-declutter-your-home',
        path: '/blog/how-to-declutter-your-home',
      },
    ]);
  });

  it('leaves fractions, unknown paths, URLs and bare slashes as text', () => {
    for (const text of [
      'Open 24/7 for 1/2 truck loads and/or more.',
      'Try /no-such-page now',
      'https://example.com/garage-cleanout',
      'Yes / no',
      'Order 12345-6789',
    ]) {
      expect(linkify(text, known)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text, never HTML', () => {
    const text = '<img src=x onerror=alert(1)> call 602-632-3524';
    const segments = linkify(text, known);
    expect(segments[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> call ' });
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('returns nothing for empty text', () => {
    expect(linkify('', known)).toEqual([]);
  });
});
