export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'tel'; text: string; href: string }
  | { kind: 'internal'; text: string; path: string; hash?: string };

// A US number: (602) 632-3524, 602-632-3524, 602.632.3524, +1 602 632 3524.
const PHONE = String.raw`(?<!\d)(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)`;
// A site path standing on its own: not "24/7", "1/2 truck", "and/or" nor the tail of a URL.
const PATH = String.raw`(?<![\w/.:@#-])\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z][a-z0-9-]*)?`;
const TOKEN = new RegExp(`(${PHONE})|(${PATH})`, 'g');

function tel(token: string): Segment | null {
  const digits = token.replace(/\D/g, '');
  if (digits.length === 10) return { kind: 'tel', text: token, href: `tel:+1${digits}` };
  if (digits.length === 11 && digits.startsWith('1'))
    return { kind: 'tel', text: token, href: `tel:+${digits}` };
  return null;
}

function internal(token: string, knownPaths: ReadonlySet<string>): Segment | null {
  const [path = '', hash] = token.split('#');
  // A bare "/" is punctuation more often than a link to the home page.
  if (path === '/' && !hash) return null;
  if (!knownPaths.has(path)) return null;
  return hash ? { kind: 'internal', text: token, path, hash } : { kind: 'internal', text: token, path };
}

/**
 * Splits assistant text into plain text, phone numbers (tel: links) and paths of this site's pages
 * (internal links). Only pages that exist become links, so a reply can never link somewhere broken.
 */
export function linkify(text: string, knownPaths: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const link = match[1] ? tel(token) : internal(token, knownPaths);
    plain += text.slice(last, match.index);
    last = match.index + token.length;
    if (!link) {
      plain += token;
      continue;
    }
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push(link);
  }
  plain += text.slice(last);
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
