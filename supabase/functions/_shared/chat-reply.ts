import type { SupabaseClient } from '@supabase/supabase-js';
import { isServiceVerb, matchText, questionWords, wordKind } from './chat-words.ts';

// The functions deploy on their own and cannot import src/: the one copy of the site's phone number
// there, kept equal to src/content/business.ts by src/content/business.test.ts.
export const PHONE = '(602) 632-3524';

export interface QnaMatch {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  score: number;
  /** The share of the question's topic (rarity-weighted) this entry covers, 0 to 1. */
  coverage: number;
}

/** What the assistant says and whether the bank (or small talk) answered the question. */
export interface BankReply {
  message: string;
  answered: boolean;
  /** The entries the answer came from: what a model may phrase, and nothing else. */
  matches: QnaMatch[];
}

/** Below either figure the best entry is not about what was asked, and the reply is the fallback. */
export const CONFIDENT_SCORE = 0.3;
export const MIN_COVERAGE = 0.55;

/** Every reply that admits the bank has no answer starts so. */
export const FALLBACK_PREFIX = "I'm not sure";
export const FALLBACK_REPLY =
  `${FALLBACK_PREFIX} I have the right answer to that. Please call or text us at ${PHONE}, ` +
  `or fill out our free quote form and we'll get back to you within 24 hours.`;
const GREETING_REPLY =
  'Hi! I can help with questions about our junk removal services, prices, hours and service areas. What can I help you with?';
const THANKS_REPLY = `You're welcome! If you need anything else, just ask, or call us at ${PHONE}.`;
const HUMAN_REPLY = `To talk to a person, call or text us at ${PHONE} and one of our team will help you.`;

/** Names what was asked about ("I'm not sure about pianos."), where one plain word says it. */
export function fallbackFor(unknown: readonly string[]): string {
  const [word] = unknown;
  if (unknown.length !== 1 || !word || !/^[a-z]{3,20}$/.test(word) || isServiceVerb(word))
    return FALLBACK_REPLY;
  return (
    `${FALLBACK_PREFIX} about ${word}. Text a photo to ${PHONE} or use the free quote form ` +
    `and we'll tell you within 24 hours.`
  );
}

const GREETING =
  /^(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening))\b[\s!.,]*((there|guys|folks|all|team)\b)?[\s!.]*$/;
const THANKS =
  /^((ok(ay)?|great|perfect|awesome|cool),?\s+)?(thanks|thank you|thx|ty|cheers)\b( (so|very) much)?( for (the|your) help)?[\s!.]*$/;
const HUMAN =
  /\b(talk|speak|chat)\b.{0,20}\b(person|human|someone|somebody|manager|owner|representative|rep|agent|operator|staff)\b|\b(a|real|actual|live) (human|person)\b|\b(live|human) (agent|support)\b|\b(is this|are you|r u) (an? )?(bot|robot|ai|machine)\b/;

// Insults get the plain fallback, never an entry that happens to share a word ("ur company sucks").
const HOSTILE =
  /\b(suck|sucks|scam|scammers?|frauds?|thieves|idiots?|stupid|dumb(est)?|clowns?|useless|worst|hate|screw|hell|damn|wtf|shut up|rip ?off)\b|\b(is|are|r) (garbage|trash|crap|a joke)\b|\bf+u+c*k|\bsh[i1]t\b/;

function smallTalk(question: string): string | null {
  const text = question.trim().toLowerCase();
  if (GREETING.test(text)) return GREETING_REPLY;
  if (THANKS.test(text)) return THANKS_REPLY;
  if (HUMAN.test(text)) return HUMAN_REPLY;
  return null;
}

export async function findMatches(
  supabase: SupabaseClient,
  question: string,
  topic: string,
  count = 3,
): Promise<QnaMatch[]> {
  const { data, error } = await supabase.rpc('match_qna', { query: question, match_count: count, topic });
  if (error) throw new Error(`match_qna: ${error.message}`);
  return Array.isArray(data) ? (data as QnaMatch[]) : [];
}

/** The words (from `words`) that no entry of the bank knows, in order. */
export async function unknownWords(supabase: SupabaseClient, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const { data, error } = await supabase.rpc('qna_unknown_words', { words });
  if (error) throw new Error(`qna_unknown_words: ${error.message}`);
  return Array.isArray(data) ? (data as string[]) : [];
}

const ambiguous = (m: QnaMatch[]) => m.length > 1 && m[0]!.score - m[1]!.score < 0.05;
const confident = (m: QnaMatch | undefined): m is QnaMatch =>
  !!m && m.score >= CONFIDENT_SCORE && m.coverage >= MIN_COVERAGE;

/**
 * Matches the visitor's last message; a vague follow-up ("How long does that take?") that fits several
 * entries equally, or none well, is read together with the previous question instead.
 */
async function matchQuestion(
  supabase: SupabaseClient,
  question: string,
  unknown: readonly string[],
  previous?: string,
): Promise<QnaMatch[]> {
  const matches = await findMatches(supabase, question, matchText(question, unknown));
  if (!previous || (confident(matches[0]) && !ambiguous(matches))) return matches;
  const both = `${previous} ${question}`;
  const withContext = await findMatches(supabase, both, matchText(both, unknown));
  return confident(withContext[0]) && !ambiguous(withContext) ? withContext : matches;
}

/**
 * The bank's reply: small talk, an entry's answer when that entry is about what was asked, or the
 * fallback. A rare word no entry knows ("asbestos", "roaches") means the bank cannot know the answer,
 * however well the rest matches; an everyday noun no entry knows ("piano", "weather") counts against
 * every entry, so only one that covers the rest of the question well still answers.
 */
export async function replyFromBank(
  supabase: SupabaseClient,
  question: string,
  previous?: string,
): Promise<BankReply> {
  const canned = smallTalk(question);
  if (canned) return { message: canned, answered: true, matches: [] };
  if (HOSTILE.test(question.toLowerCase())) return { message: FALLBACK_REPLY, answered: false, matches: [] };
  const unknown = await unknownWords(supabase, questionWords(question));
  const rare = unknown.filter((w) => wordKind(w) === 'rare');
  if (rare.length) return { message: fallbackFor(rare), answered: false, matches: [] };
  const matches = await matchQuestion(supabase, question, unknown, previous);
  const best = matches[0];
  if (!confident(best)) {
    const everyday = unknown.filter((w) => wordKind(w) === 'everyday');
    return { message: fallbackFor(everyday), answered: false, matches: [] };
  }
  return { message: best.answer, answered: true, matches: matches.filter(confident) };
}
