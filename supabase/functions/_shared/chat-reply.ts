import type { SupabaseClient } from '@supabase/supabase-js';

// The functions deploy on their own and cannot import src/: the one copy of the site's phone number
// there, kept equal to src/content/business.ts by src/content/business.test.ts.
export const PHONE = '(602) 632-3524';

export interface QnaMatch {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  score: number;
}

/** Scores from match_qna at or above this were right in our paraphrase tests; below, we say so. */
export const CONFIDENT_SCORE = 0.3;

export const FALLBACK_REPLY =
  `I'm not sure I have the right answer to that. Please call or text us at ${PHONE}, ` +
  `or fill out our free quote form and we'll get back to you within 24 hours.`;
const GREETING_REPLY =
  'Hi! I can help with questions about our junk removal services, prices, hours and service areas. What can I help you with?';
const THANKS_REPLY = `You're welcome! If you need anything else, just ask, or call us at ${PHONE}.`;

export async function findMatches(
  supabase: SupabaseClient,
  question: string,
  count = 3,
): Promise<QnaMatch[]> {
  const { data, error } = await supabase.rpc('match_qna', { query: question, match_count: count });
  if (error || !Array.isArray(data)) return [];
  return data as QnaMatch[];
}

const ambiguous = (m: QnaMatch[]) => m.length > 1 && m[0]!.score - m[1]!.score < 0.05;

/**
 * Matches the visitor's last message; a vague follow-up ("How long does that take?") that fits several
 * entries equally is read together with the previous question instead.
 */
export async function matchQuestion(
  supabase: SupabaseClient,
  question: string,
  previous?: string,
): Promise<QnaMatch[]> {
  const matches = await findMatches(supabase, question);
  if (!previous || !ambiguous(matches)) return matches;
  const withContext = await findMatches(supabase, `${previous} ${question}`);
  return withContext.length && !ambiguous(withContext) ? withContext : matches;
}

/** The bank's answer when it is confident, small talk, or an honest fallback. */
export function replyFromBank(question: string, matches: QnaMatch[]): string {
  const text = question.trim().toLowerCase();
  if (/^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.]*$/.test(text))
    return GREETING_REPLY;
  if (/^(thanks|thank you|thx|ty|great,? thanks?)\b[\s!.]*$/.test(text)) return THANKS_REPLY;
  const best = matches[0];
  return best && best.score >= CONFIDENT_SCORE ? best.answer : FALLBACK_REPLY;
}
