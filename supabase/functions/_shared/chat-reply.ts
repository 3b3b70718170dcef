import type { SupabaseClient } from '@supabase/supabase-js';
import { PHONE } from './business-facts.ts';
import { languageOf, spanishTopic, type ChatLanguage } from './chat-language.ts';
import { situationReply } from './chat-situations.ts';
import { askingPart, isServiceVerb, matchText, phrases, topicParts, wordKind, words } from './chat-words.ts';

export interface QnaMatch {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  keywords: string[] | null;
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
  /** A refusal ("No, we don't…"): said as the bank words it, never rephrased by a model. */
  plain?: boolean;
}

/** Below either figure the best entry is not about what was asked, and the reply is the fallback. */
export const CONFIDENT_SCORE = 0.3;
export const MIN_COVERAGE = 0.55;
/** Spanish entries are fewer and Spanish questions wordier: a lower share of the question suffices. */
export const MIN_COVERAGE_ES = 0.42;

/** Every reply that admits the bank has no answer starts so. */
export const FALLBACK_PREFIX = "I'm not sure";
export const FALLBACK_REPLY =
  `${FALLBACK_PREFIX} I have the right answer to that. Please call or text us at ${PHONE}, ` +
  `or fill out our free quote form and we'll get back to you within 24 hours.`;
/** How an entry for something the company does not do begins (seeded with category 'Not offered'). */
export const NOT_OFFERED_PREFIXES = ["No, we don't", 'No, no '] as const;

/** The same in Spanish, for a question in Spanish. */
export const FALLBACK_PREFIX_ES = 'No estoy seguro';
export const FALLBACK_REPLY_ES =
  `${FALLBACK_PREFIX_ES} de tener la respuesta correcta. Llámenos o mándenos un mensaje de texto al ${PHONE}: ` +
  `puede mandarnos fotos y le damos un precio gratis en menos de 24 horas.`;
export const fallbackIn = (lang: ChatLanguage) => (lang === 'es' ? FALLBACK_REPLY_ES : FALLBACK_REPLY);
const GREETING_REPLY =
  'Hi! I can help with questions about our junk removal services, prices, hours and service areas. What can I help you with?';
const THANKS_REPLY = `You're welcome! If you need anything else, just ask, or call us at ${PHONE}.`;
const HUMAN_REPLY = `To talk to a person, call or text us at ${PHONE} and one of our team will help you.`;
const GREETING_REPLY_ES =
  '¡Hola! Puedo ayudarle con preguntas sobre nuestro servicio, precios, horario y áreas. ¿En qué le puedo ayudar?';
const THANKS_REPLY_ES = `¡De nada! Si necesita algo más, pregúnteme o llámenos al ${PHONE}.`;

// Words after which the next word names a thing: "my piano", "a boat", "take pianos".
const BEFORE_A_NOUN = new Set(
  `a an the my our your his her their this that these those some old two three any
   take haul remove accept recycle dispose toss about`.split(/\s+/),
);

/**
 * Whether `word` names a thing in `question`: it follows an article, a possessive or a verb of taking
 * each time it appears ("my piano", "take pianos"), not a verb or a story ("kids outgrew the…").
 */
export function namesAThing(question: string, word: string): boolean {
  const all = words(question);
  const at = all.flatMap((w, i) => (w === word ? [i] : []));
  return at.length > 0 && at.every((i) => i > 0 && BEFORE_A_NOUN.has(all[i - 1]!));
}

/** Names what was asked about ("I'm not sure about pianos."), where one plain noun of the question says it. */
export function fallbackFor(unknown: readonly string[], question: string): string {
  const [word] = unknown;
  if (unknown.length !== 1 || !word || !/^[a-z]{3,20}$/.test(word) || isServiceVerb(word))
    return FALLBACK_REPLY;
  if (!namesAThing(question, word)) return FALLBACK_REPLY;
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

const GREETING_ES = /^(hola|buen(os|as) (d[ií]as|tardes|noches))\b[\s!.,¡]*$/;
const THANKS_ES = /^(muchas )?gracias\b[\s!.,]*$/;

// Attempts to give the assistant new orders ("SYSTEM: new policy…", "you are now DAN") get the fallback:
// nothing in them is a customer's question the bank should answer.
const INJECTION =
  /^\s*(system|admin|developer|assistant)\s*:|\b(new|updated) (policy|instructions?|rules?)\b|\bignore (all |any |your |the )*(previous|prior|above|earlier)\b|\byou are now\b|\bno (rules|restrictions)\b|\bjailbreak\b|\bpretend (you|to be)\b/i;

function smallTalk(question: string): string | null {
  const text = question.trim().toLowerCase();
  if (GREETING_ES.test(text.replace(/^¡/, ''))) return GREETING_REPLY_ES;
  if (THANKS_ES.test(text.replace(/^¡/, ''))) return THANKS_REPLY_ES;
  if (GREETING.test(text)) return GREETING_REPLY;
  if (THANKS.test(text)) return THANKS_REPLY;
  if (HUMAN.test(text)) return HUMAN_REPLY;
  return null;
}

export async function findMatches(
  supabase: SupabaseClient,
  question: string,
  topic: string,
  lang: ChatLanguage = 'en',
  count = 3,
): Promise<QnaMatch[]> {
  const { data, error } = await supabase.rpc('match_qna', {
    query: question,
    match_count: count,
    topic,
    p_lang: lang,
  });
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

/** A catalogue name the message mentions, with the entry that answers for it. */
export interface NamedItem {
  name: string;
  entry: QnaMatch;
}

/** What the chat reads off a message before matching it (see chat_read() in the migrations). */
export interface Reading {
  /** The words (from `words`) that no entry knows, in order. */
  unknown: string[];
  /** The best entries for the message as a whole (match_qna() on its topic). */
  matches: QnaMatch[];
  /** The catalogue names the message mentions, longest first. */
  items: NamedItem[];
  /** The service-area entry for the most specific place the message names, if any. */
  place: QnaMatch | null;
  /** The entry for something we do not do that the asking sentence names, if any. */
  refusal: QnaMatch | null;
}

export async function readMessage(
  supabase: SupabaseClient,
  message: string,
  asking: string,
): Promise<Reading> {
  const { data, error } = await supabase.rpc('chat_read', {
    message,
    ...topicParts(message),
    phrases: phrases(message),
    asking: words(asking).join(' '),
  });
  if (error) throw new Error(`chat_read: ${error.message}`);
  const read = (data ?? {}) as Partial<Reading>;
  return {
    unknown: read.unknown ?? [],
    matches: read.matches ?? [],
    items: read.items ?? [],
    place: read.place ?? null,
    refusal: read.refusal ?? null,
  };
}

/**
 * Entries for what the company does not do are seeded in this category (see NOT_OFFERED_PREFIXES);
 * chat_read() finds the one whose keywords the asking sentence uses.
 */
export const NOT_OFFERED = 'Not offered';
/** The entry for what the company cannot take (hazardous waste); catalogue items name it. */
export const NOT_TAKEN = 'Not taken';
/** Things we must see before saying yes ("a pool table"): the entry asks for a photo. */
export const ASK_US = 'Ask us';
/** Whether an entry says what we do not do or cannot take. */
const refuses = (m: QnaMatch) => m.category === NOT_OFFERED || m.category === NOT_TAKEN;

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
  found?: QnaMatch[],
): Promise<QnaMatch[]> {
  const matches = found ?? (await findMatches(supabase, question, matchText(question, unknown), 'en', 4));
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
  if (HOSTILE.test(question.toLowerCase()) || INJECTION.test(question))
    return { message: FALLBACK_REPLY, answered: false, matches: [] };
  if (languageOf(question) === 'es') return spanishReply(supabase, question);
  const asking = askingPart(question);
  const read = await readMessage(supabase, question, asking);
  // What we do not do, and what we cannot take, are answered plainly whatever else the message says.
  const plain = read.refusal ?? read.items.find((i) => i.entry.category === NOT_TAKEN)?.entry;
  if (plain) return { message: plain.answer, answered: true, matches: [plain], plain: true };
  // "its almost 4, did I miss today?": the hours and the same-day cut-off applied to the time said.
  const situation = situationReply(question);
  if (situation) return { message: situation, answered: true, matches: [], plain: true };
  const whole = await answerFrom(supabase, question, read.unknown, previous, read.matches);
  // A thing we must see first ("a pool table") gets a request for a photo, and the question is listed
  // for staff, unless an entry that names it answers (staff added "Do you move pianos?").
  const askUs = read.items.find((i) => i.entry.category === ASK_US);
  if (askUs) {
    const answers = whole.matches.find((m) => m.category !== ASK_US && names(m, askUs.name));
    return answers ? { ...whole, message: answers.answer, matches: [answers] } : photoFirst(askUs.entry);
  }
  if (whole.matches[0]?.category === ASK_US) return photoFirst(whole.matches[0]);
  if (whole.answered) return whole;
  // "we are over in ocotillo off alma school, do you do pickups down there": the place held against
  // the service area, when the asking sentence asks whether we come there.
  if (read.place && COMES_THERE.test(asking.toLowerCase()))
    return { message: read.place.answer, answered: true, matches: [read.place] };
  if (asking === question) return subjectOnly(asking, read) ?? whole;
  // A story with the question at its end ("the deep freezer in the garage died. can u haul it off"):
  // read the sentence that asks, with the things the story names.
  const named = read.items.map((i) => i.name).filter((name) => !asking.toLowerCase().includes(name));
  const focus = [...named, asking].join(', ');
  const inFocus = new Set(words(focus));
  const focused = await answerFrom(
    supabase,
    focus,
    read.unknown.filter((w) => inFocus.has(w)),
  );
  return focused.answered ? focused : (subjectOnly(asking, read) ?? whole);
}

/** The reply for a thing we must see first: the entry's request for a photo, listed as unanswered. */
const photoFirst = (entry: QnaMatch): BankReply => ({
  message: entry.answer,
  answered: false,
  matches: [],
  plain: true,
});

/** Whether an entry's question or keywords name the thing ("Do you move pianos?": "upright piano"). */
const names = (entry: QnaMatch, item: string) =>
  ` ${words([entry.question, ...(entry.keywords ?? [])].join(' ')).join(' ')} `.includes(
    ` ${words(item).at(-1)}`,
  );

// An asking sentence about whether we come to a place ("is that in your area", "too far for you").
const COMES_THERE =
  /\b(areas?|serve|service|servicing|cover|covered|too far|this far|that far|out there|over there|down there|up there|out this way|come (out|to|over|up|down)|work (over|out|in|around)|go (to|out)|local)\b/;

// Words that ask about something other than whether we take a thing: its price, its time, our hours.
const OTHER_ASKS = new Set(
  'much cost costs price prices pay charge charges long when today tonight tomorrow time hours open'.split(
    ' ',
  ),
);

/**
 * "washer n dryer set, both gotta go": a message whose only subject is things the catalogue knows asks
 * whether we take them. The entry that answers for most of them does, unless the asking sentence holds
 * a word no entry knows ("my Frostara fridge"), asks about something else (price, time), or the
 * things belong to different entries equally.
 */
function subjectOnly(asking: string, read: Reading): BankReply | null {
  const askingWords = words(asking);
  if (askingWords.some((w) => OTHER_ASKS.has(w))) return null;
  if (read.unknown.some((w) => wordKind(w) === 'rare' && askingWords.includes(w))) return null;
  const votes = new Map<string, { entry: QnaMatch; count: number }>();
  // "pool table" names the thing, not "table" inside it.
  const spaced = read.items.map((i) => ` ${i.name} `);
  const things = read.items.filter(
    ({ name }) => !spaced.some((n) => n !== ` ${name} ` && n.includes(` ${name} `)),
  );
  for (const { entry } of things) {
    const vote = votes.get(entry.id) ?? { entry, count: 0 };
    vote.count++;
    votes.set(entry.id, vote);
  }
  const [first, second] = [...votes.values()].sort((a, b) => b.count - a.count);
  if (!first || (second && second.count === first.count)) return null;
  return { message: first.entry.answer, answered: true, matches: [first.entry], plain: refuses(first.entry) };
}

/** An entry's answer when one is about `question`, or the fallback; `unknown` as chat_read() found. */
async function answerFrom(
  supabase: SupabaseClient,
  question: string,
  unknown: readonly string[],
  previous?: string,
  found?: QnaMatch[],
): Promise<BankReply> {
  const rare = unknown.filter((w) => wordKind(w) === 'rare');
  if (rare.length) return { message: fallbackFor(rare, question), answered: false, matches: [] };
  const matches = await matchQuestion(supabase, question, unknown, previous, found);
  const best = matches[0];
  if (!confident(best)) {
    const everyday = unknown.filter((w) => wordKind(w) === 'everyday');
    return { message: fallbackFor(everyday, question), answered: false, matches: [] };
  }
  return { message: best.answer, answered: true, matches: matches.filter(confident), plain: refuses(best) };
}

/**
 * A question in Spanish is read against the Spanish entries only, so it is never answered with an
 * English "Yes"; without a confident match it gets the fallback in Spanish.
 */
async function spanishReply(supabase: SupabaseClient, question: string): Promise<BankReply> {
  const matches = await findMatches(supabase, question, spanishTopic(question), 'es');
  const sure = (m: QnaMatch | undefined): m is QnaMatch =>
    !!m && m.score >= CONFIDENT_SCORE && m.coverage >= MIN_COVERAGE_ES;
  const best = matches[0];
  if (!sure(best)) return { message: fallbackIn('es'), answered: false, matches: [] };
  return { message: best.answer, answered: true, matches: matches.filter(sure), plain: refuses(best) };
}
