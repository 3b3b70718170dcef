import type { QnaEntry } from '../../api/qna.ts';

/** SPEC 5: keywords are typed comma-separated; each is trimmed and empty ones are dropped. */
export function parseKeywords(text: string): string[] {
  // A keyword typed twice adds nothing to matching, only noise in the list: keep the first.
  return text
    .split(',')
    .map((k) => k.trim())
    .filter((k, i, all) => k !== '' && all.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i);
}

export const formatKeywords = (keywords: readonly string[]): string => keywords.join(', ');

/** Catalogue names: typed like keywords, stored lower case, at most 60 characters each. */
export const parseItems = (text: string): string[] =>
  parseKeywords(text.toLowerCase()).map((name) => name.slice(0, 60));

/** "Also asked as": one phrasing a line, trimmed, blank lines and repeats dropped. */
export function parsePhrasings(text: string): string[] {
  return text
    .split('\n')
    .map((p) => p.trim())
    .filter((p, i, all) => p !== '' && all.findIndex((o) => o.toLowerCase() === p.toLowerCase()) === i);
}

export const formatPhrasings = (phrasings: readonly string[]): string => phrasings.join('\n');

/** Case-insensitive search over everything an admin sees of an entry; every word must occur somewhere. */
export function matchesSearch(entry: QnaEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    entry.question,
    entry.answer,
    entry.category ?? '',
    ...entry.keywords,
    ...entry.phrasings,
    ...entry.items,
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
