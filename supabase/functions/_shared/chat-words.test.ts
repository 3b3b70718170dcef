import { describe, expect, it } from 'vitest';
import { fallbackFor, FALLBACK_REPLY } from './chat-reply.ts';
import { matchText, questionWords, withinEdits, wordKind, words } from './chat-words.ts';

describe('chat words', () => {
  it('splits the way people type: case, apostrophes, punctuation, any script', () => {
    expect(words("Don't you guys take OLD couches?!")).toEqual([
      'dont',
      'you',
      'guys',
      'take',
      'old',
      'couches',
    ]);
    expect(words('¿Trabajan los domingos?')).toEqual(['trabajan', 'los', 'domingos']);
    expect(words('你们收旧冰箱吗')).toEqual(['你们收旧冰箱吗']);
  });

  it('tells filler, generic words, everyday nouns and rare words apart', () => {
    expect(wordKind('ur')).toBe('filler');
    expect(wordKind('cracked')).toBe('generic');
    expect(wordKind('remval')).toBe('generic'); // a slip of "removal"
    expect(wordKind('10x10')).toBe('generic');
    expect(wordKind('piano')).toBe('everyday');
    expect(wordKind('weather')).toBe('everyday');
    expect(wordKind('asbestos')).toBe('rare');
    expect(wordKind('paint')).toBe('rare'); // a service we do not offer, never "everyday"
  });

  it('reads what matters: no filler, no vague job words unless they are all there is', () => {
    expect(questionWords('whats ur hours')).toEqual(['hours']);
    expect(matchText('can u haul away my old fridge', [])).toBe('fridge');
    expect(matchText('what do u take', [])).toBe('do take');
    expect(matchText('how much for a busted couch', ['busted'])).toBe('much couch');
  });

  it('counts slips, swapped letters included', () => {
    expect(withinEdits('matress', 'mattress', 1)).toBe(true);
    expect(withinEdits('recylce', 'recycle', 1)).toBe(true);
    expect(withinEdits('piano', 'plan', 1)).toBe(false);
  });

  it('names what was asked only where one plain word says it', () => {
    expect(fallbackFor(['pianos'])).toMatch(/^I'm not sure about pianos\. Text a photo to \(602\) 632-3524/);
    expect(fallbackFor(['fix'])).toBe(FALLBACK_REPLY);
    expect(fallbackFor(['pest', 'control'])).toBe(FALLBACK_REPLY);
    expect(fallbackFor(['周末'])).toBe(FALLBACK_REPLY);
  });
});
