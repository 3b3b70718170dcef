import { PHONE } from './business-facts.ts';
import { unaccented, type ChatLanguage } from './chat-language.ts';
import type { QnaMatch, Reading } from './chat-retrieve.ts';
import { situationReply, situationReplyEs } from './chat-situations.ts';
import {
  askedFor,
  askingPart,
  askingSentence,
  sentencesOf,
  asksWhatKinds,
  budgetAsked,
  namesALoad,
  carriesToAPlace,
  clauseOpening,
  ENOUGH,
  isServiceVerb,
  onlyPointsBack,
  pointsBack,
  questionClause,
  saysWhat,
  sentenceBefore,
  slipOf,
  wordKind,
  words,
} from './chat-words.ts';

/** What the assistant says and whether the bank (or small talk) answered the question. */
export interface BankReply {
  message: string;
  answered: boolean;
  /** The entries the answer came from: what a model may phrase, and nothing else. */
  matches: QnaMatch[];
  /**
   * A refusal ("No, we don't…"), or the fallback for what the bank never says (NEVER_SAID): said as
   * the bank words it, never rephrased by a model, and final (no figure stands in for it, see decide).
   */
  plain?: boolean;
  /** An entry's answer to a question of how we work (see HOW_WE_WORK): final, but a model may phrase it. */
  settled?: boolean;
}

/** Below either figure the best entry is not about what was asked, and the reply is the fallback. */
export const CONFIDENT_SCORE = 0.3;
export const MIN_COVERAGE = 0.55;
/** Spanish entries are fewer and Spanish questions wordier: a lower share of the question suffices. */
export const MIN_COVERAGE_ES = 0.42;
/** A Spanish entry this far ahead of the next (score at least 0.5 and 1.5 times the next) needs less. */
const CLEAR_SCORE_ES = 0.5;
const CLEAR_LEAD_ES = 1.5;
const MIN_COVERAGE_ES_AHEAD = 0.35;
/** How much of a Spanish question said before its explanation one entry must cover to answer it alone. */
const FIRST_ASKED_COVERAGE = 0.8;

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
/** The English fallback, unanswered: what the bank says when no entry may answer. */
const unsure = (): BankReply => ({ message: FALLBACK_REPLY, answered: false, matches: [] });
const unsureEs = (): BankReply => ({ message: fallbackIn('es'), answered: false, matches: [] });
// Words after which the next word names a thing: "my piano", "a boat", "take pianos".
const BEFORE_A_NOUN = new Set(
  `a an the my our your his her their this that these those some old two three any
   take haul remove accept recycle dispose toss about`.split(/\s+/),
);

// Words that can follow the thing a phrase names: "my piano upstairs", "a boat that", "an armoire and".
// Any other word after it means the phrase goes on ("a half day off", "the quickest way"), and the
// word is not its subject.
const AFTER_A_NOUN = new Set(
  `and or but so for from in on at to of with without by off out up down into over near behind inside
   outside upstairs downstairs too also please pls today tomorrow tonight now asap anymore that which who
   is are was were has have had can could will would needs need i we it its you u they`.split(/\s+/),
);

/**
 * Whether `word` names a thing in `question`: each time it appears it follows an article, a possessive
 * or a verb of taking ("my piano", "take pianos"), and ends its phrase (the end of a sentence or a word
 * such as "and" or "in" comes next), not a verb or a story ("kids outgrew the…"), nor a word that
 * describes what follows ("a half day off").
 */
export function namesAThing(question: string, word: string): boolean {
  const at = question
    .split(/[.,!?;:()\n]+/)
    .map(words)
    .flatMap((clause) =>
      clause.flatMap((w, i) => (w === word ? [[clause[i - 2], clause[i - 1], clause[i + 1]]] : [])),
    );
  // "is that true?", "is it normal?": a word that ends the clause after "is that" says how, not which
  // thing ("is that kiln ok" names one).
  const predicate = (twoBefore?: string, before?: string, after?: string) =>
    !after && !!twoBefore && LINKING.has(twoBefore) && !!before && POINTED.has(before);
  return (
    at.length > 0 &&
    at.every(
      ([twoBefore, before, after]) =>
        !!before &&
        BEFORE_A_NOUN.has(before) &&
        !predicate(twoBefore, before, after) &&
        (!after || AFTER_A_NOUN.has(after)),
    )
  );
}

const POINTED = new Set(['that', 'this', 'it']);

// After an intensifier or a linking verb, a word shaped like a description describes ("super floppy",
// "its bolted together"); any other word there may name a thing ("is asbestos ok").
const INTENSIFIERS = new Set('very super pretty really kinda sorta totally'.split(' '));
const LINKING = new Set('is are was were be been being its am'.split(' '));
const DESCRIPTION_SHAPE = /(?:ed|en|ly|[bdglmnprt]{2}y|ish|ful|ous|ive|able|ible|less)$/;

/**
 * Whether `word` only describes in `question`: it is shaped like a description and, each time, follows
 * an intensifier or a linking verb ("super floppy", "its bolted together"), or "and"/"or" after a word
 * that describes too ("super heavy and floppy"). Such a word says how a thing is, not which thing, so
 * the bank not knowing it is no sign that the bank cannot answer. Descriptions that change the answer
 * ("flammable", "infested") are synonyms in the bank's data, so they are known and never tested here.
 */
export function describes(question: string, word: string): boolean {
  if (!DESCRIPTION_SHAPE.test(word)) return false;
  const before = question
    .split(/[.,!?;:()\n]+/)
    .map(words)
    .flatMap((clause) => clause.flatMap((w, i) => (w === word ? [clause.slice(0, i)] : [])));
  return before.length > 0 && before.every(inDescribingPlace);
}

/** Whether the word after `before` stands where a description goes. */
function inDescribingPlace(before: string[]): boolean {
  const prev = before.at(-1);
  if (!prev) return false;
  if (INTENSIFIERS.has(prev) || LINKING.has(prev)) return true;
  if (prev !== 'and' && prev !== 'or') return false;
  // "super heavy and floppy": the word before "and" describes too ("are tires and …" does not).
  const earlier = before.at(-2);
  const rest = before.slice(0, -2);
  return (
    !!earlier &&
    (INTENSIFIERS.has(rest.at(-1) ?? '') || (DESCRIPTION_SHAPE.test(earlier) && inDescribingPlace(rest)))
  );
}

/** Names what was asked about ("I'm not sure about pianos."), where one plain noun of the question says it. */
export function fallbackFor(unknown: readonly string[], question: string): string {
  const [word] = unknown;
  if (unknown.length !== 1 || !word || !/^[a-z]{3,20}$/.test(word) || isServiceVerb(word))
    return FALLBACK_REPLY;
  if (!namesAThing(question, word) || !asksToTakeIt(question)) return FALLBACK_REPLY;
  return (
    `${FALLBACK_PREFIX} about ${word}. Text a photo to ${PHONE} or use the free quote form ` +
    `and we'll tell you within 24 hours.`
  );
}

/**
 * Whether a message asks us to take a thing ("do you take kilns", "kiln pickup?", "kiln?"): only then
 * does a photo help, so only then is the thing named ("whats his name" is no thing to photograph).
 */
const asksToTakeIt = (question: string) =>
  words(question).length <= 3 || ASKS_TO_TAKE.test(words(question).join(' '));
// Wider than TAKES_AWAY (below), which reads a clause that only points back: a question about one
// thing may ask it in more ways ("do you accept kilns", "kiln removal").
const ASKS_TO_TAKE =
  /\b(take|takes|taking|haul|hauling|pick|pickup|get rid|remove|removal|dispose|toss|clear|dump|accept|handle|recycle|throw|junk)\b/;

/**
 * Entries for what the company does not do are seeded in this category (see NOT_OFFERED_PREFIXES);
 * chat_read() finds the one whose keywords the asking sentence uses.
 */
export const NOT_OFFERED = 'Not offered';
/** The entry for what the company cannot take (hazardous waste); catalogue items name it. */
export const NOT_TAKEN = 'Not taken';
/** Entries for the kinds of things we take ("Do you take mattresses?") are seeded so. */
const ITEMS = 'Items';
/** Things we must see before saying yes ("a pool table"): the entry asks for a photo. */
export const ASK_US = 'Ask us';
/** The category of the entries for the services we offer ("Do you do garage cleanouts?"). */
export const OFFERED = 'Services';
/** The category of the entries that give prices. */
export const PRICING = 'Pricing';
/** Whether an entry says what we do not do or cannot take. */
const refuses = (m: QnaMatch) => m.category === NOT_OFFERED || m.category === NOT_TAKEN;

const ambiguous = (m: QnaMatch[]) => m.length > 1 && m[0]!.score - m[1]!.score < 0.05;
const confident = (m: QnaMatch | undefined): m is QnaMatch =>
  !!m && m.score >= CONFIDENT_SCORE && m.coverage >= MIN_COVERAGE;

/** For a follow-up, the reading of both questions together when this one alone is unclear. */
function inContext(read: Reading): QnaMatch[] {
  const { matches, context } = read;
  if (!context || (confident(matches[0]) && !ambiguous(matches))) return matches;
  return confident(context[0]) && !ambiguous(context) ? context : matches;
}

/**
 * The decision for a message, from what retrieval read off it: the first reply of the RULES below
 * (what we do not do or cannot take, said plainly; a time or a place held against the facts; an
 * entry's answer when that entry covers what was asked; a request for a photo for a thing we must see
 * first; else the fallback), checked for a holiday and a figure asked after a story. A rare word
 * no entry knows ("asbestos", "roaches") means the bank cannot know the answer, however well the rest
 * matches; an everyday noun no entry knows ("piano", "weather") counts against every entry.
 */
export function decide(message: string, reading: Reading): BankReply {
  if (reading.lang === 'es') return spanish(reading, message);
  const turn = new Turn(message, reading);
  let reply = unsure();
  for (const rule of RULES) {
    const replied = rule(turn);
    if (replied) {
      reply = replied;
      break;
    }
  }
  if (saysNothingOfTheHoliday(message, reply)) return unsure();
  return theFigureAsked(message, reading, reply);
}

/** A rule of decide(): the reply, when the rule applies to the message. */
type Rule = (turn: Turn) => BankReply | undefined;

/**
 * The rules of decide(), in order: the first that replies decides. Each is a function below, with
 * the message it was written for.
 */
const RULES: readonly Rule[] = [
  whatWeDoNotDo, // "can you help us move?": what we do not do or cannot take, said plainly
  aPlaceWeDoNotGoTo, // "can you do an estate cleanout in Prescott?"
  whatTheBankNeverSays, // "is marcus working this saturday? can we request him"
  aTimeHeldAgainstTheHours, // "its almost 4, did I miss today?"
  aThingNoEntryKnows, // "is there a student discount", "can I pay you with those (points)?"
  anAnswerThatRestsOnThePlace, // "best pool service in scottsdale?"
  aThingWeMustSeeFirst, // "a pool table": a request for a photo
  aTownWeDoNotKnow, // "the cabin up in payson needs a cleanout. would you drive up there?"
  aPickupToday, // "left a futon by the door. any chance you can get it out today?"
  howWeWorkOrTheService, // "…my roommate might be home. does somebody have to be there?"
  aServiceByItsThings, // "do you clear out old office stuff like desks, cubicles and filing cabinets"
  fetchedFromWhereItIs, // "it's on the second floor, do i have to bring it down?"
  anOpenQuestionOfItsOwn, // "clearing out a rental…, what types of junk do you guys haul"
  whetherWeComeThere, // "we are over in ocotillo off alma school, do you do pickups down there"
  theAskOverTheStory, // "furniture still in great shape… do you donate any of it"
  theWholeMessage, // an entry that covers what the message asks
  aPickupAtThePlace, // "…can you do a pickup in their neighborhood?"
  theSentenceThatAsks, // the reply to the sentence that asks, or the fallback
];

/**
 * The rules' reply, or, for a price or a time asked after a story, the figure for the subject the story
 * names when the reply gives none ("ballpark what would it cost" after "2 car garage full of boxes
 * and bikes").
 */
function theFigureAsked(message: string, reading: Reading, reply: BankReply): BankReply {
  if (reply.plain || reply.settled) return reply;
  // An answer of that kind for any job ("Most jobs take 1-3 hours") gives way too. A figure for any
  // job only stands in for the fallback.
  const given = asksAPriceOrATimeFor(message, reading);
  const first = reply.answered ? reply.matches[0]! : null;
  // "…a bed, a desk and 15 boxes. what do most home jobs actually come to?": a price asked stands in for
  // an answer found by the story's words alone (the furniture "Yes").
  // "what do most home jobs actually come to?" asks a price, not whether we come there.
  const fromTheStory =
    !!first &&
    given?.kind === GIVES[0]!.kind &&
    first.category !== PRICING &&
    (!mentions(first, askingSentence(message), true) ||
      (first.category === SERVICE_AREA && COMES_TO_A_PRICE.test(askingPart(message).toLowerCase())));
  const gives =
    (!!first && !!given?.kind.test(first.question) && jobOf(first).length > 0) ||
    (!!given?.anyJob && !!first && !fromTheStory);
  return given && !gives ? entryReply(given.entry) : reply;
}

// "what would that come to", "what do most jobs actually come to": a price, said as where it comes to.
const COMES_TO_A_PRICE = /\b(?:what|that|it|this|jobs?)\b(?: \w+){0,4} come to\b/;
// A holiday said as a day ("open thanksgiving day?", "july 4th pickup"), not as a thing ("christmas tree").
const HOLIDAY =
  /\b(thanksgiving|christmas|xmas|new years?'?s?(?: day| eve)|easter|july (?:4th|fourth)|(?:4th|fourth) of july|memorial day|labor day|independence day|veterans day|presidents day|black friday)\b(?! (?:trees?|decorations?|decor|lights|gifts?|presents|wrapping))/;
const THAT_DAY = /\b(?:that|this) (?:day|morning|afternoon|evening|date)\b|\bthen\?/;
// The entries that say when we work: the hours, and booking and the visit.
const WHEN_WE_WORK = new Set(['Hours', 'Scheduling']);

/**
 * "open thanksgiving day?": the hours say nothing of a holiday, so when we work on one is the
 * fallback (a time held against the hours too), unless the entry that answers names the holiday. A
 * holiday told outside the part that asks ("away over christmas, do i need to be home") is no question.
 */
function saysNothingOfTheHoliday(message: string, reply: BankReply): boolean {
  // "my cousin flies in on new year's day… are you open that day?": the day the question points at.
  const asking = askingPart(message).toLowerCase();
  const day = THAT_DAY.test(asking) ? message.toLowerCase() : asking;
  const holiday = HOLIDAY.exec(day)?.[1];
  if (!holiday || !reply.answered) return false;
  const first = reply.matches[0];
  if (!first) return true;
  const own = ` ${words([first.question, first.answer, ...(first.keywords ?? [])].join(' ')).join(' ')} `;
  return WHEN_WE_WORK.has(first.category ?? '') && !own.includes(` ${words(holiday).join(' ')} `);
}

/**
 * What the bank never says, as what the sentence that asks says (every pattern of a line): which
 * languages the crew speaks, who of them comes, the roads, franchises for sale, how long a quote holds
 * (the bank says how fast one comes), how our prices compare, what other companies do, a price by the
 * share of a truck, the exact time a crew arrives, and what a maker's model is or holds (the bank names
 * kinds of things, never models).
 */
const NEVER_SAID: readonly (readonly RegExp[])[] = [
  // "does anyone on your crew speak spanish"
  [
    /\b(?:speaks?|speaking|talk|talks) (?:spanish|english|espanol|chinese|mandarin|vietnamese|arabic|french|portuguese|tagalog|korean|navajo|sign language)\b|\bbilingual\b/,
  ],
  // "can we request him", "will it be the same crew both days", "is marco working saturday? i'd like him again"
  [
    /\b(?:same (?:crew|guys?|team|person|people|driver|workers?|movers?)|request (?:him|her|them|the same|a specific)|ask for (?:him|her|the same)|crew lead|specific (?:crew|guy|person|worker)|(?:like|want|get|have) (?:him|her) (?:again|back$))\b/,
  ],
  // "is marco working saturday": one of the crew, by name and day ("is saturday working for you" is not)
  [
    /\bis (?!(?:not|still|anyone|anybody|someone|somebody|everyone|everybody|there|it|that|this|your|ur|the|you|u|my|our|his|her|today|tomorrow|saturday|sunday)\b)[a-z]+ working (?:on |this |next )?(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|that day)\b/,
  ],
  // "is the 101 backed up rn"
  [/\b(?:traffic|backed up|road closures?|roads? closed)\b/],
  // "do you guys sell franchises" (the bank says whether we are one, not whether one is for sale)
  [
    /\b(?:sell|buy|buying|start|open) (?:a |one of )?(?:your )?franchises?\b|\bfranchis(?:e|ing) (?:opportunit|fees?|costs?|info)/,
  ],
  // "how long is a quote good for", "is that price still good"
  [
    /\b(?:quotes?|prices?|estimates?|pricing)\b/,
    /\b(?:good for|valid|expires?|expiration|still (?:good|stand|stands|hold|holds))\b/,
  ],
  // "can you beat their price", "do you price match": the bank says how we price, not how we compare
  [
    /\b(?:(?:beat|beats|beating|undercut)(?: \w+){0,2} (?:price|prices|quote|quotes|estimate|offer|rate|deal|bid)s?|(?:beat|undercut) (?:that|it|this|theirs|them)|price match|price matching|match (?:their|a competitor s?|competitors?|another|the other|that|his|her) (?:price|quote|offer|rate|deal)s?)\b/,
  ],
  // "is this the same company as Desert Junk Kings", "r u affiliated w Sonoran Haul Bros": whether we are
  // another company or tied to one ("we want to use the same company for both" asks nothing of it)
  [/\b(?:same (?:company|business|outfit|people|owners?) as|affiliated (?:with|w|to)|sister company)\b/],
  // "wat does 1-800-got-junk charge for a couch": what other companies do or charge
  [
    /\b(?:1 ?800 ?got ?junk|1800gotjunk|junk king|college hunks|junkluggers|junk luggers)\b/,
    /\b(?:charge|charges|charged|cost|costs|price|prices|quote|quoted|cheaper|than|compare|better)\b/,
  ],
  // "whats the price for a quarter truck load": the bank gives no price by the share of a truck ("do
  // you charge by the full truck" asks how we price)
  [
    /(?<!\bby (?:the |a )?)\b(?:quarter|half|three quarters?|full) (?:of )?(?:a |the |your )?truck ?(?:loads?)?\b/,
    /\b(?:how much|price|prices|cost|costs|charge|run|rate)\b/,
  ],
  // "i booked for thursday. what exact time will the truck get here": the bank names no time of arrival
  [
    /\b(?:what|whats|which)(?: is)?(?: the)? (?:exact|specific|precise) time\b|\bwhat time exactly\b|\bexact (?:arrival )?time\b/,
    /\b(?:truck|crew|guys|team|driver|arrive|arrives|arriving|get here|show up|be here|be there|come)\b/,
  ],
  // "who pulls that permit, you or me": the bank says nothing of permits
  [/\b(?:permit|permits)\b/],
  // "forecast says monsoon storms thursday. do you still show up if it's pouring?" ("monsoon storm
  // cleanup" is yard waste, and asks nothing of the weather on the day)
  [
    /\b(?:rain|raining|rains|rainy|pouring|storming|weather|lightning|haboob|dust storm)\b/,
    /\b(?:show up|still come|come out|cancel|reschedule|still on|work in|if it)\b/,
  ],
  // "did you guys do a pickup on e cactus rd last thursday?": a job that was done, which the bank cannot look up
  [
    /\bdid (?:you|u|yall|ya|your (?:crew|guys|team|truck|company))(?: guys| all)? (?:do|haul|pick|come|clear|clean|remove|take|get|stop|show|finish|dump)\b/,
    /\b(?:last (?:week|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|earlier today|this morning|ago)\b/,
  ],
  // "i booked for tomorrow but never got a confirmation text. can you confirm it went through", "did you
  // get my photos": a booking or a message the bank cannot look up
  [
    /\bconfirm (?:that )?(?:it|my|our)(?: \w+){0,2} (?:went through|go through|is booked|is scheduled|was received|got booked)\b|\bdid (?:you|u|yall)(?: guys| all)? (?:get|receive|see) (?:my|our) (?:photos?|pics?|pictures?|messages?|texts?|e ?mails?|form|request|quote request|voicemail)\b|\b(?:look up|check on|pull up|find) (?:my|our) (?:booking|appointment|order|pickup|reservation|invoice|receipt)\b/,
  ],
  // "your crew came yesterday but left the old tv. can they swing back by today to grab it?": a return
  // to a job done; "what time is my pickup tomorrow", "did it go through": a booking
  [
    /\b(?:you|u|they|crew|guys|team|someone|somebody|driver)(?: \w+)? (?:swing|come|stop|head) back\b/,
    /\b(?:grab|get|pick|take|haul|finish|collect)\b/,
  ],
  [
    /\b(?:what time|when) (?:is|s) (?:my|our) (?:pickup|appointment|booking|job|estimate|reservation)\b|\bdid (?:it|that|my \w+) (?:go|get) through\b/,
  ],
  // "lol hows your day going", said alone: small talk the bank has no answer for
  [
    /^(?:(?:lol|haha|hey|hi|hello|so) )*how(?: s| is|s) (?:your|ur|the) (?:day|week|morning|afternoon|weekend) (?:going|been)(?: so far)?(?: lol| haha)?$/,
  ],
  // "do u give anything if i refer a friend": a referral reward
  [/\b(?:refer|referring|referral|referrals)\b/],
  // "my old mountain bike went with it by mistake. is there any way to get it back?"
  // "I think my ring was in the couch you took yesterday": a thing lost with a job done
  [
    /\b(?:get (?:it|them|that|those) back|by mistake|by accident|accidentally (?:took|taken|hauled))\b|\b(?:you|u|yall|they|your (?:crew|guys|team)) (?:took|hauled|picked up|removed) (?:yesterday|today|this morning|last)\b/,
  ],
  // "how much does your truck weigh fully loaded", "is there a max weight your truck can carry": the bank
  // gives no weights
  [
    /\b(?:how much|what) (?:does|do|did|would|will|could|can|is|are) (?:\w+ ){0,4}(?:weigh|weighs|weight)\b|\b(?:max|maximum) weight\b|\bweight (?:limit|capacity)\b|\bhow many (?:pounds|lbs|tons)\b/,
  ],
  // "can you take them off the roof": work up on a roof (the bank says where on the ground we pick up)
  [/\b(?:off|from|on|onto|up on) (?:the|my|our|his|her|their) roof\b/],
  // "do you know that kit?", "ever heard of that brand": what a maker's product is
  [
    /\b(?:know|heard of|recognize|familiar with) (?:(?:that|this|the|a|an|their|his|her) )?(?:kit|kits|brand|brands|make|product|products)\b/,
  ],
  // "any problems with that brand specifically?", "is that brand ok": what a maker's product is or does
  [/\b(?:that|this|the|their) (?:brand|manufacturer)\b|\b(?:that|this|their) make\b/],
  // "is it going to cool off this weekend?": the weather to come
  [
    /\b(?:is it|will it|it will|is the weather)(?: \w+){0,3} (?:rain|raining|cool|cooling|storm|storming|snow|snowing|heat up|warm up|be hot|be cold|be cooler|be hotter)\b|\b(?:weather forecast|the forecast)\b|\btoo (?:hot|cold) (?:to|for)\b/,
  ],
  // "How old is the owner?", "is the owner the guy from the TV commercials?", "is the owner the one who
  // actually comes out to jobs": the owner as a person
  [
    /\b(?:the|your|ur) (?:owner|owners|founder|boss)\b/,
    /\b(?:how old|age|name|guy|man|woman|lady|married|commercials?|tv|famous|related|himself|herself|personally|in person|comes? out|shows? up|be (?:there|here)|(?:on|to) (?:the )?jobs?|runs? the office)\b/,
  ],
  // "what's the weirdest thing your crew has ever hauled?": stories of jobs done
  [
    /\b(?:weirdest|strangest|craziest|funniest|oddest|coolest|grossest|wildest|most unusual|most interesting|(?:biggest|largest) (?:job|haul))\b/,
    /\b(?:ever|found|seen|run into|come across|done|had)\b/,
  ],
  // "Should I tip the crew, and how much is normal?": tipping ("tip it over" is no tip)
  [
    /\b(?:tip|tipping|gratuity|gratuities)\b(?! (?:it |them |the \w+ )?over\b)/,
    /\b(?:crew|guys|workers|driver|drivers|team|movers|should|expected|customary|normal|how much|do (?:i|we|people|most people))\b/,
  ],
  // "which dump do you take everything to": the bank says what is donated and recycled, not where
  [
    /\b(?:which|what) (?:dump|landfill|transfer station|dump site|recycling (?:center|centre|plant|facility))\b(?! fees?\b)/,
  ],
  // "can i get a text when the truck is on the way": the bank says nothing of a message on the way
  [
    /\b(?:text|texts|call|notify|notified|ping|message|heads up|alert|let (?:me|us) know)\b/,
    /\b(?:truck|trucks|crew|guys|team|driver|drivers|they|you|u|yall|someone)\b(?: \w+){0,3} (?:on (?:the|their|your|its|his) way|en route|heading (?:over|here|to (?:me|us|my|our))|about to (?:arrive|get here|show up)|(?:\d+|ten|fifteen|twenty|thirty) minutes (?:out|away))\b/,
  ],
  // "how long will it take for the crew to get here", "how long until the crew is here": when a crew arrives
  [
    /\bhow long (?:until |till |before |will it take (?:for )?|does it take (?:for )?)(?:the |your |a )?(?:crew|truck|you|u|they|guys|team|someone)(?: to)? (?:(?:get|gets|is|are|be|come|comes) (?:here|there|over)|arrive|arrives|show up|shows up)\b/,
  ],
  // "do your crews typically run two guys or three": how many come (the bank says who, not how many)
  [
    /\b(?:two|three|four|2|3|4) (?:guys|people|workers|men|movers|crew members)(?: or (?:two|three|four|2|3|4))?\b/,
    /\b(?:crew|crews|send|sends|come|comes|run|runs|show up|shows up|team|teams)\b/,
  ],
  // "will you keep a list of what you hauled in case they ask": a record of a job's things
  [
    /\b(?:keep|make|write|write up|write down)(?: me| us)? (?:a |an )?(?:list|record|inventory|log|itemized list)\b/,
    /\b(?:what|everything|items?|things?|stuff)\b(?: \w+){0,3} (?:hauled|took|taken|removed|tossed|threw|got rid of)\b/,
  ],
  // "how much does that model weigh", "is that a model you can haul"
  [
    /\b(?:(?:that|this|the|my|our|which|what)|(?:is|was) (?:that|this|it)|thats|its) (?:an? |one )?models?\b|\bmodels (?:you|u)\b/,
  ],
];

/**
 * What the bank never says, named anywhere in the message, since a question that points back ("can you
 * send one over?", "do you offer anything like that?", "is that true?") asks of it: a certificate of
 * insurance naming the customer, discounts, and a story of a job done ("your crew once found cash in a couch").
 */
const NEVER_SAID_ANYWHERE =
  /\b(?:certificates? of insurance|insurance certificates?|additional(?:ly)? insured|coi|discounts?|discounted)\b|\b(?:crew|guys|team|you|u|yall)(?: \w+)? once (?:found|came across|hauled|picked up|took)\b/;

// "Our PODS container is arriving Friday. Can your crew load it for us?": loading the customer's own
// container or truck, which is moving help, not hauling away.
const LOAD_IT = /\bload (?:it|them|that|this|everything|our stuff|my stuff)\b/;
const PAY_WITH_IT = /\bpay(?: you| u| yall)?(?: \w+)? (?:with|using|in) (?:those|them|these|that|this|it)\b/;
const THEIR_CONTAINER =
  /\b(?:pods?|u ?haul|moving (?:truck|container|pod)|shipping container|storage container|dumpster|rented (?:a |the )?(?:truck|trailer|box truck))\b/;

/**
 * One message and what retrieval read off it, as the rules see it: `read` leaves out what the message
 * only tells (a thing we must see first, a place we do not go to), and the rest is worked out once,
 * when a rule first asks for it.
 */
class Turn {
  readonly read: Reading;
  /** A place we do not go to (a service-area entry that says "No, we don't…") that the message names. */
  readonly away: QnaMatch | undefined;
  /** Whether the message asks of that place, or only tells of it. */
  readonly askedOfAway: boolean;
  readonly #memo = new Map<string, unknown>();

  constructor(
    readonly message: string,
    reading: Reading,
  ) {
    // "an old pool table… do you cover that part of Mesa?": a thing we must see first that only the
    // story names is asked nothing of, and the entry that asks for its photo answers nothing here.
    const mustSee = reading.items.filter((i) => i.entry.category === ASK_US);
    const toldOnly = mustSee.length > 0 && !mustSee.some((i) => askedOf(message, i.name, true));
    // Whether it is the place read or an entry ranked.
    const away = [reading.place, ...readAll(reading)].find(
      (m): m is QnaMatch => !!m && m.category === SERVICE_AREA && saysNo(m) && keywordSaid(m, message),
    );
    const askedOfAway = !!away && asksOfAway(message, away, reading);
    const seen = (list: QnaMatch[]) =>
      list.filter((m) => (!toldOnly || m.category !== ASK_US) && (askedOfAway || m.id !== away?.id));
    this.away = away;
    this.askedOfAway = askedOfAway;
    this.read = {
      ...reading,
      // Not asked of, a place we do not go to is no place of the message's and answers nothing ("a couch I
      // bought in Tucson", "the furniture we aren't bringing to Vegas").
      place: away && !askedOfAway && reading.place?.id === away.id ? null : reading.place,
      // "super heavy and floppy": a word that only describes is no thing the bank does not know.
      unknown: reading.unknown.filter((w) => wordKind(w) !== 'rare' || !describes(message, w)),
      items: toldOnly ? reading.items.filter((i) => !mustSee.includes(i)) : reading.items,
      matches: seen(reading.matches),
      focus: reading.focus && seen(reading.focus),
      context: reading.context && seen(reading.context),
    };
  }

  #once<T>(key: string, make: () => T): T {
    if (!this.#memo.has(key)) this.#memo.set(key, make());
    return this.#memo.get(key) as T;
  }

  /** The part of the message that asks ("can you take it?" after a story). */
  get asking(): string {
    return this.#once('asking', () => askingPart(this.message));
  }
  /** The sentence that asks, as its words. */
  get asks(): string {
    return this.#once('asks', () => words(askingSentence(this.message)).join(' '));
  }
  /** The reply the whole message gets from the entries ranked for it. */
  get whole(): BankReply {
    return this.#once('whole', () => answerFrom(this.message, this.read.unknown, inContext(this.read)));
  }
  /** The reply to the sentence that asks, with the things the story names (no focus read: none). */
  get focused(): BankReply | undefined {
    const { read } = this;
    return this.#once('focused', () =>
      read.focus ? focusedReply(this.message, this.asking, read, read.focus) : undefined,
    );
  }
  /** A word no entry knows that may name a thing (not a generic word). */
  readonly rare = (w: string) => this.read.unknown.includes(w) && wordKind(w) === 'rare';
  /** Whether the clause that asks says no word no entry knows that may name a thing. */
  get knowsAll(): boolean {
    return this.#once('knowsAll', () => !words(questionClause(this.message)).some(this.rare));
  }
  /** Whether the part that asks asks if we go that far ("would you drive up there?"). */
  get thatFar(): boolean {
    return this.#once('thatFar', () => THERE.test(words(this.asking).join(' ')));
  }
  /**
   * The place held against the service area, when the part that asks names or points at one ("do you
   * do pickups down there"), unless it asks a price of it or names another town.
   */
  get place(): QnaMatch | null {
    return this.#once('place', () => {
      const { asking, read, message } = this;
      const asked = placeAsked(asking, read, message);
      const otherTown =
        !!asked && !keywordSaid(asked, asking) && namesAnUnknownPlace(message, read.unknown, false, asked);
      return asked && !yesToAPrice(asking, asked) && !otherTown ? asked : null;
    });
  }
  /** Whether the part that asks asks whether we come to that place, not which places we serve. */
  get comesThere(): boolean {
    return this.#once(
      'comesThere',
      () => !!this.place && COMES_THERE.test(this.asking.toLowerCase()) && !asksSo(ASKS_WHICH, this.asking),
    );
  }
}

/** An entry's answer as the reply, answered. */
const entryReply = (entry: QnaMatch): BankReply => ({
  message: entry.answer,
  answered: true,
  matches: [entry],
});

/**
 * What we do not do, and what we cannot take, are answered plainly whatever else the message says,
 * unless an entry answers the very words the refusal was found by (see sharesTheAsk).
 */
function whatWeDoNotDo({ message, read }: Turn): BankReply | undefined {
  const refusal =
    read.refusal &&
    !sharesTheAsk(message, read.refusal, inContext(read)) &&
    !onlyInTheStory(message, read, read.refusal)
      ? read.refusal
      : null;
  const plain =
    refusal ?? read.items.find((i) => i.entry.category === NOT_TAKEN && askedOf(message, i.name))?.entry;
  if (plain) return { ...entryReply(plain), plain: true };
}

/**
 * "can you do an estate cleanout in Prescott?", "…her dorm in Flagstaff. Could your truck drive them up
 * there?": a place we do not go to, named in the part that asks or pointed at from it, is answered so,
 * whatever else is asked.
 */
function aPlaceWeDoNotGoTo({ away, askedOfAway }: Turn): BankReply | undefined {
  if (away && askedOfAway) return { ...entryReply(away), plain: true };
}

/**
 * What the bank never says, whatever words it shares with an entry (see NEVER_SAID), even on a day
 * the hours would answer ("is marcus working this saturday? can we request him"). Plain, so no figure
 * stands in for it (see decide).
 */
function whatTheBankNeverSays({ message, asks }: Turn): BankReply | undefined {
  const said = words(message).join(' ');
  if (
    NEVER_SAID.some((never) => never.every((p) => p.test(asks))) ||
    NEVER_SAID_ANYWHERE.test(said) ||
    (LOAD_IT.test(asks) && THEIR_CONTAINER.test(said))
  )
    return { ...unsure(), plain: true };
}

/** "its almost 4, did I miss today?": the hours and the same-day cut-off applied to the time said. */
function aTimeHeldAgainstTheHours({ message }: Turn): BankReply | undefined {
  const situation = situationReply(message, askingSentence(message));
  if (situation) return { message: situation, answered: true, matches: [], plain: true };
}

/**
 * "is there a student discount": an entry answers only when the bank knows the thing asked for.
 * "My employer gives us Valleywise Perks points. Can I pay you with those?": paying with what the
 * sentence before names, in words no entry knows.
 */
function aThingNoEntryKnows({ message, asking, read, asks, rare }: Turn): BankReply | undefined {
  const wanted = askedFor(asking);
  if (wanted && read.unknown.includes(wanted) && wordKind(wanted) !== 'generic') return unsure();
  if (PAY_WITH_IT.test(asks) && words(sentenceBefore(message)).some(rare)) return unsure();
}

/** An answer that rests on the place the message names only is no answer (see restsOnThePlace). */
function anAnswerThatRestsOnThePlace({ message, read, whole }: Turn): BankReply | undefined {
  if (whole.answered && restsOnThePlace(message, read.place, whole.matches[0]!)) return unsure();
}

/**
 * A thing we must see first ("a pool table") gets a request for a photo, and the question is listed
 * for staff, unless an entry that names it answers (staff added "Do you move pianos?").
 */
function aThingWeMustSeeFirst({ read, whole }: Turn): BankReply | undefined {
  const askUs = read.items.find((i) => i.entry.category === ASK_US);
  if (askUs) {
    const answers = whole.matches.find((m) => m.category !== ASK_US && names(m, askUs.name));
    return answers ? { ...whole, message: answers.answer, matches: [answers] } : photoFirst(askUs.entry);
  }
  if (whole.matches[0]?.category === ASK_US) return photoFirst(whole.matches[0]);
}

/**
 * "the cabin up in payson needs a cleanout. would you drive up there?": a town the bank does not know,
 * asked whether we come that far (in any case: phones type it small).
 */
function aTownWeDoNotKnow({ message, read, thatFar }: Turn): BankReply | undefined {
  if (!read.place && thatFar && namesAnUnknownPlace(message, read.unknown, true)) return unsure();
}

/**
 * "left a futon and trash bags by the door. any chance you can get it out today?": a pickup asked for
 * today is the same-day entry's, whatever the story names. Neither this rule nor the two after it
 * answers a question that says a word the bank does not know ("can you come to flagstaff today": the
 * town is what is asked).
 */
function aPickupToday({ message, read, knowsAll }: Turn): BankReply | undefined {
  const today = knowsAll ? sameDayAsked(message, read) : undefined;
  if (today) return entryReply(today);
}

/**
 * "at the hospital 7 to 7… my roommate might be home. does somebody have to be there?": a question of
 * how we work (HOW_WE_WORK), whether we handle the service a story is about, or a cleanout of a place,
 * is that entry's, whatever the story names (see howWeWork).
 */
function howWeWorkOrTheService({ message, read, knowsAll }: Turn): BankReply | undefined {
  return knowsAll ? howWeWork(message, read) : undefined;
}

/**
 * "do you clear out old office stuff like desks, cubicles and filing cabinets": of the things the
 * sentence that asks names, most belong to one service's entry in the catalogue; that service answers.
 */
function aServiceByItsThings({ message, read, knowsAll }: Turn): BankReply | undefined {
  const most = knowsAll ? serviceOfTheThings(askingSentence(message), read) : undefined;
  if (most) return entryReply(most);
}

/** Where the thing is and whether we fetch it from there (see fromWhereItIs). */
function fetchedFromWhereItIs({ message, asking, read }: Turn): BankReply | undefined {
  const fetch = fromWhereItIs(message, asking, read);
  if (fetch) return entryReply(fetch);
}

/**
 * "clearing out a rental after the tenants left, what types of junk do you guys haul": an open
 * question put to us in words of its own asks what it says, whatever entry the story's words
 * ("rental") are like.
 */
function anOpenQuestionOfItsOwn(turn: Turn): BankReply | undefined {
  const { message, read, whole, asking } = turn;
  if (whole.answered && read.focus && opensAQuestionOfItsOwn(asking)) {
    const focused = turn.focused!;
    if (focused.answered && !restsOnThePlace(message, read.place, focused.matches[0]!)) return focused;
  }
}

/**
 * "we are over in ocotillo off alma school, do you do pickups down there": the place held against
 * the service area, when the asking sentence asks whether we come there ("out in cave creek… will
 * your truck come all the way out here" is no question of who does the work), but not which places
 * we serve ("which cities do you go to").
 */
function whetherWeComeThere({ place, comesThere, whole }: Turn): BankReply | undefined {
  if (place && comesThere && whole.answered && whole.matches[0]!.category !== SERVICE_AREA)
    return entryReply(place);
}

/**
 * "furniture still in great shape… does it all just go to the dump or do you donate any of it": an
 * answer found by the story's words alone ("Disassembly is part of the job") gives way to one for
 * what the sentence that asks names. What we do not do is still said plainly. Nor does a place asked
 * whether we come there ("I'm over by Moon Valley in north Phoenix. Do you send trucks up there?":
 * "send" asks for no photos).
 */
function theAskOverTheStory(turn: Turn): BankReply | undefined {
  const { message, read, whole, comesThere } = turn;
  const sentence = askingSentence(message);
  const storyOnly = (m: QnaMatch) =>
    !refuses(m) &&
    !(comesThere && m.category === SERVICE_AREA) &&
    !mentions(m, sentence, true) &&
    !read.focus?.some((f) => f.id === m.id);
  if (!whole.answered || !read.focus || !storyOnly(whole.matches[0]!)) return;
  const focused = turn.focused!;
  const first = focused.answered ? focused.matches[0] : undefined;
  // A price or a time answers only a question that asks one ("do you do the demolition work itself"
  // is answered by no shed price).
  const figure = (m: QnaMatch) => GIVES.some(({ kind }) => kind.test(m.question));
  const asksAFigure = GIVES.some(({ asks }) => asks.test(sentence.toLowerCase()));
  if (
    first &&
    (!figure(first) || asksAFigure) &&
    mentions(first, sentence, true) &&
    !restsOnThePlace(message, read.place, first)
  )
    return focused;
}

/** An entry that covers what the whole message asks answers it. */
function theWholeMessage({ whole }: Turn): BankReply | undefined {
  if (whole.answered) return whole;
}

/**
 * "…flying in from Ohio to help them. Can you do a pickup in their neighborhood?": a pickup asked for
 * at the place told, whatever else the story names, as is a place asked whether we come there.
 */
function aPickupAtThePlace(turn: Turn): BankReply | undefined {
  const { message, asking, read, place, comesThere, thatFar, focused } = turn;
  if (!place) return;
  // "closing our office in old town. can you take desks and filing cabinets": a pickup of things the
  // catalogue knows asks whether we take them, not whether we come there.
  const namesItsThings = read.items.some((i) => ` ${words(asking).join(' ')} `.includes(` ${i.name}`));
  // Nor does it answer a request for a recommendation ("best pool service in scottsdale?"), nor, told
  // only in the story, a question of a subject of its own that an entry answers ("our HOA in DC Ranch is
  // strict… do you follow HOA rules when you work in communities like ours?").
  const ownSubject =
    !!focused?.answered &&
    focused.matches[0]!.category !== SERVICE_AREA &&
    mentions(focused.matches[0]!, askingSentence(message), true);
  const ours = OUR_PLACE.test(words(asking).join(' '));
  // Unless the question names a subject of its own beside the place ("their HOA is strict, can you do a
  // pickup in their neighborhood without a dumpster?").
  const ownBesides =
    !!focused?.answered &&
    mentions(focused.matches[0]!, words(askingSentence(message)).join(' ').replace(OUR_PLACE, ''), true);
  const pickupThere = ours && PICKUP_REQUEST.test(asking.toLowerCase().trim()) && !ownBesides;
  if (
    (comesThere || (asksForAPickup(asking, read.unknown) && !namesItsThings) || pickupThere) &&
    !restsOnThePlace(message, place, place) &&
    (keywordSaid(place, asking) || thatFar || (ours && !ownBesides) || !ownSubject)
  )
    return entryReply(place);
}

/**
 * The last rule: the reply to the sentence that asks, or, without one, to a subject the message names
 * alone (see subjectOnly), or the whole message's (the fallback by now).
 */
function theSentenceThatAsks({ message, asking, read, whole, focused }: Turn): BankReply {
  if (!focused) return subjectOnly(message, asking, read) ?? whole;
  if (focused.answered && restsOnThePlace(message, read.place, focused.matches[0]!)) return unsure();
  // "…my aunt wants someone to run an estate sale. Is that a service you offer?": a question that only
  // points back asks of the story, so an entry read for its own few words ("Do you offer same-day junk
  // removal?") answers it only when the message names what that entry is about, or a thing of its own
  // ("the freezer died. can u haul it off?": the catalogue's freezer is the appliances entry's).
  const first = focused.answered ? focused.matches[0]! : undefined;
  // A request to take it away ("my son's old drum set is in the garage. can you take it?") is answered so,
  // unless the message names what we do not do ("an above-ground pool… do you take those down and haul them?").
  const namesIt = (m: QnaMatch) => mentions(m, message, true) || read.items.some((i) => i.entry.id === m.id);
  const takesIt =
    TAKES_AWAY.test(asking.toLowerCase()) && !readAll(read).some((m) => refuses(m) && mentions(m, message));
  if (first && onlyPointsBack(asking) && !takesIt && !namesIt(first)) return unsure();
  return focused.answered ? focused : (subjectOnly(message, asking, read) ?? whole);
}

/**
 * A story with the question at its end ("the deep freezer in the garage died. can u haul it off"):
 * the reply to the sentence that asks, with the things the story names.
 */
function focusedReply(message: string, asking: string, read: Reading, ranked: QnaMatch[]): BankReply {
  // "what kinds of things do you take" asks of things in general, not of those the story names.
  const named = asksWhatKinds(asking)
    ? []
    : read.items.map((i) => i.name).filter((name) => !asking.toLowerCase().includes(name));
  // A word no entry knows counts when the sentence that asks holds it, even outside the asking clause
  // ("my Frostara freezer is on a recall list, do you handle it"), or what follows that sentence to
  // say what it meant ("do i get anything? like a referral discount"), or when it may name what a
  // question of nothing but pointing asks about (namesPointedAt).
  const sentence = askingSentence(message);
  const after = message.slice(message.lastIndexOf(sentence) + sentence.length).trim();
  // A rare word said as a verb outside the part that asks ("before I start sorting it all, what kinds of
  // things will you take", "if something gets dinged, do you carry insurance") names no thing asked of.
  const asked = new Set(words(asking));
  const inFocus = new Set(
    [
      ...words([...named, sentence, GOES_ON.test(after.toLowerCase()) ? after : ''].join(' ')),
      ...namesPointedAt(message, asking),
    ].filter((w) => asked.has(w) || !saidAsAVerb(message, w)),
  );
  return answerFrom(
    [...named, asking].join(', '),
    read.unknown.filter((w) => inFocus.has(w)),
    ranked,
  );
}

/**
 * The words that may name the thing a question of nothing but pointing asks about, in the sentence
 * before it ("my late wife's ceramic kiln is in the garage. can you take it"); a word shaped like a verb
 * or a description there ("they fined my neighbor. is that a problem") names no thing.
 */
function namesPointedAt(message: string, asking: string): string[] {
  const before = sentenceBefore(message);
  if (!before || !onlyPointsBack(asking)) return [];
  return words(before).filter((w) => !DESCRIPTION_SHAPE.test(w) && !w.endsWith('ing'));
}

// A sentence after the question that says what it meant: "like a…", "or…", "such as…", "i mean…".
const GOES_ON = clauseOpening('like|or|such as|i mean|say');

/**
 * "do i need to move my stuff to the curb first" holds "move my", a keyword of "Do you offer moving
 * services?", but "Do I need to move everything to the curb?" covers it and says "move" itself: the
 * same words ask for something we do. The refusal yields to an entry that covers the message and
 * whose question or keywords hold every word of each refusal keyword the asking part uses, less filler
 * ("can u move my couch to my new apartment" still gets the refusal: no entry it matches says "move").
 */
function sharesTheAsk(message: string, refusal: QnaMatch, ranked: QnaMatch[]): boolean {
  const best = ranked[0];
  if (!confident(best) || refuses(best) || best.id === refusal.id) return false;
  const said = ` ${words(askingPart(message)).join(' ')} `;
  const used = (refusal.keywords ?? [])
    .map(words)
    .filter((k) => k.length > 0 && (said.includes(` ${k.join(' ')} `) || said.includes(` ${k.join(' ')}s `)));
  if (used.length === 0) return false;
  const own = new Set(words([best.question, ...(best.keywords ?? [])].join(' ')).map(stem));
  // What the refusal is about its question must say: "Do you take yard waste?" knows "landscaping" as a
  // keyword, but "do you do landscaping" asks for the work itself.
  const asked = new Set(words(best.question).map(stem));
  const subject = new Set(subjectOf(refusal).map(stem));
  return used.every((k) =>
    k
      .filter((w) => wordKind(w) !== 'filler')
      .every((w) => own.has(stem(w)) && (!subject.has(stem(w)) || asked.has(stem(w)))),
  );
}

// A clause that asks us to take away what it points back at ("can u pick those up", "take it all").
const TAKES_AWAY = /\b(take|haul|pick|get rid|remove|dispose|toss|clear|clean|dump|junk|cart)\b/;

/**
 * "the movers wont take the old mattress and box spring, can u guys pick those up and get rid of
 * them": the story names what we do not do (movers), but the clause that asks only asks us to take
 * away what the story named, things we take. Not so for a delivery ("take my piano to my house"), nor
 * when the story names nothing we take for the clause to point at ("an old rv…, can you take the whole
 * thing": the thing is the rv).
 */
const onlyInTheStory = (message: string, read: Reading, refusal: QnaMatch) =>
  read.items.length > 0 && takesAwayWhatItNamed(message) && !mentions(refusal, questionClause(message));

/** Whether the clause that asks, after a story, only asks us to take away what it points back at. */
function takesAwayWhatItNamed(message: string): boolean {
  const clause = questionClause(message);
  return (
    clause !== askingSentence(message) &&
    pointsBack(clause) &&
    TAKES_AWAY.test(clause.toLowerCase()) &&
    !carriesToAPlace(message)
  );
}

/**
 * Whether the sentence that asks is about a thing the story names: it names the thing, asks us to take
 * something, or points back ("15 old paint cans. can all of that go on your truck"). "fresh paint everywhere…
 * are you licensed and insured" asks of something else. `strict`, for a thing we must see first: a
 * price or a pointing back counts only in the clause that asks, and "that" only as a pronoun ("can that
 * go", "is that ok", "what would your crew do with them"); "do you cover that part of Mesa" asks nothing
 * of the pool table the story named.
 */
function askedOf(message: string, name: string, strict = false): boolean {
  const said = ` ${words(askingSentence(message)).join(' ')} `;
  if (said.includes(` ${name}`) || ASKS_TO_TAKE.test(said)) return true;
  const clause = questionClause(message);
  if (!strict) return GIVES[0]!.asks.test(said) || pointsBack(clause);
  const own = words(clause).join(' ');
  return GIVES[0]!.asks.test(own) || PRONOUN.test(own) || onlyPointsBack(clause);
}
const PRONOUN =
  /\b(?:it|its|them|they)\b|\b(?:that|this|these|those)(?: ones?| things?| stuff)?(?: (?:go|goes|be|come|fit|count|too|also)\b|$)/;

// "does someone need to be home", "do i have to be there when the crew comes", "does somebody need to be
// at the house when you come"
const BE_HOME =
  /\b(?:i|we|someone|somebody|anyone|anybody|one of us)(?: really| actually)? (?:need|needs|have|has|got) to be (?:home|there|present|around|at (?:the|my|our) (?:house|home|place|property)|on site|outside when)\b/;

// "the swing set is bolted together… do your guys take it apart", "will your crew break it down", "will
// your crew take furniture apart if it doesn't fit"
// ("the shed is already dismantled" says how it is)
const TAKE_APART =
  /\b(?:take|takes|taking|taken|break|breaking|pull|pulling)(?: (?:it|them|that|this|those|these|everything|it all|(?:the|my|our|your|his|her) \w+|\w+))? apart\b|\bbreak (?:it|them|that|this|those|these) down\b|\b(?:disassembl|dismantl)(?:e|ing)\b/;
// "do i have to help load anything", "will your guys do all the carrying themselves"
const LIFTING =
  /\b(?:i|we|me|us)(?: \w+)? (?:have to|need to|got to|gotta|must|supposed to) (?:help (?:\w+ )?)?(?:load|carry|lift)\b|\bhelp (?:you |your \w+ |the \w+ |them )?(?:load|carry|lift)\b|\b(?:do|handle)(?: all)?(?: of)? the (?:heavy )?(?:carrying|lifting|loading)\b/;
const WHERE_IT_IS =
  /\b(?:upstairs|downstairs|stairs|attic|loft|basement|backyard|side yard|second floor|inside)\b/;
// "how long does it usually take to get a reply", "when will i hear back" ("how quickly can you respond
// if our garage floods" asks of an emergency)
const REPLY_WHEN =
  /\b(?:how long|how soon|how fast|how quick|how quickly|when)\b(?: \w+){0,8} (?:reply|replies|response|hear back|hear from|get back to|call me back|text me back|(?:someone|somebody|anyone) (?:respond|responds))\b/;
// "do you donate stuff like that or does it all get tossed", "what do u do with it", "do you recycle anything"
// "does any of it get donated" too.
const WHERE_IT_GOES =
  /\b(?:do|does|will|would|can|could) (?:you|u|yall|it|it all|they|your \w+)(?: guys)?(?: \w+)? (?:donate|recycle)\b|\bwhat (?:do|does|will|would) (?:you|u|yall)(?: guys)? do with\b|\bwhat happens to (?:(?:the|my|our|all the|all of the|all that|all this|all) )?(?:things|stuff|items|junk|furniture|everything|it all|them|it|those|these)\b(?! (?:\w+ )?(?:if|when)\b)|\b(?:end|ends) up in (?:a |the )?(?:landfill|dump)\b|\b(?:go|goes|get|gets) (?:to|in) (?:a |the )?(?:landfill|dump)\b|\b(?:get|gets|getting|be|is|are) (?:donated|recycled|reused)\b/;
// "once i've booked, what actually happens on the day", "how the whole thing works from booking to the
// truck leaving", "do your guys call ahead or just show up whenever", "what happens from when i reach out",
// "what happens from the time i reach out", "how does the visit go, step by step", "do you come look first,
// do you give me a price, who does what?"
const HOW_IT_GOES =
  /\bwhat (?:actually |exactly |really )?happens (?:on (?:the|that|pickup) day|the day of|when (?:i|we|you) book|once (?:i|we) book|(?:from |after |once )(?:when |the time )?(?:i|we) (?:reach out|call|contact you|book|text))\b|\bhow does the (?:visit|pickup|appointment|day) go\b(?! (?:if|when|with|while))|\bstep by step\b|\bhow (?:does |do )?(?:the whole thing|it all|the process) works?\b|\bwalk me through\b|\bcall ahead\b|\bshow up when (?:they|you|u) say\b|\bwho does what\b/;
// "are the people who come out your own crew", "your own employees or subcontractors", "is it your own
// crew or do you use day laborers": who comes
const WHO_COMES =
  /\b(?:are|is) (?:they|it|the (?:people|guys|workers|crew|men|movers)(?: who (?:come|comes|show up|shows up)(?: out)?)?) (?:\w+ )?your own (?:crews?|employees|people|guys|team|staff|workers)\b|\b(?:employees|staff|crew) or (?:\w+ ){0,3}(?:subcontractors?|contractors?|temps?|day laborers?)\b/;
// "i need to pay with a card, is that ok", "will your crew take a personal check", "what kinds of payment
// you accept" ("i'll pay cash, just need it gone by friday" asks no way to pay)
const PAID_BY =
  /\b(?:pay|paying)(?: \w+){0,2} (?:with|by|in|using)(?: a| an)?(?: credit| debit)? (?:cards?|checks?|cheques?|cash|venmo|zelle)\b|\b(?:take|takes|accept|accepts)(?: a| an)?(?: personal)? (?:credit cards?|cards?|checks?|cheques?|cash|debit(?: cards?)?)\b|\b(?:kinds?|types?|forms?|methods?|ways?) of payments?\b|\bpayment (?:methods?|options?)\b/;
// "…unless they're properly licensed and insured. are you?", "are you guys bonded", "are you covered for that
// kind of thing?"
const LICENSED =
  /\b(?:licensed|insured|bonded)\b.*\b(?:are|r) (?:you|u|yall)(?: guys)?$|\b(?:are|r) (?:you|u|yall)(?: guys)?(?: \w+)? (?:licensed|insured|bonded|covered)\b/;
// "…an old couch and a broken bed frame. Do you come out on Sundays, and what time?": whether we work a
// weekend day, the clause ending there ("can you come out on saturday to take my couch" asks of the couch)
const WEEKEND_ASKED =
  /\b(?:do|will|would|can|could) (?:you|u|yall|your (?:crew|guys|team))(?: guys)? (?:come(?: out)?|work|open|do pickups?) (?:on )?(?:sundays?|saturdays?|weekends?|the weekend)(?: and\b|$)/;
// "what time do you start on a normal weekday, and how late do you go" ("how late are you guys running"
// asks of today's visit)
const HOURS_ASKED =
  /\bwhat time (?:do|does) (?:you|u|yall|your \w+)(?: guys)? (?:start|open|close|begin)\b|\bhow (?:late|early) (?:do|will|can) (?:you|u|yall)\b|\b(?:you|u|yall) start later\b/;
// "do you take basically everything", "do you take general household stuff like that", "what kinds of
// things will you actually take", "can you give me a list of what you take"
const ALL_ITEMS =
  /\b(?:take|haul|accept|pick up) (?:basically |just |pretty much |literally )?(?:everything|all of it|general (?:household )?(?:stuff|junk|items|clutter)|household (?:stuff|junk|items|clutter))\b|\bwhat (?:all )?(?:kinds?|types?|sorts?) of (?:things|stuff|items|junk)\b|\ba list of (?:what|the things|the items|everything|things|items)(?: that)? (?:you|u|yall)(?: guys)? (?:take|haul|accept|pick up)\b/;
// "is there a flat rate for a single item", "how do you charge if it's just the one thing", "one treadmill…
// how do you price something that small?" ("just one more thing, do you take old tvs" names no single item)
const ONE_ITEM_PRICE =
  /^(?=.*\b(?:rate|charge|price|cost|how much|pricing)\b).*\b(?:(?:single|one|1) (?:item|thing|piece)|only one (?:thing|item|piece)|something (?:that|this|so) small)\b/;
// "what's the process for scheduling one", "the easiest way for me to get this on your calendar" ("how
// do i pay for my booking" asks how to pay)
const BOOKING =
  /\b(?:process for|how (?:do|can) (?:i|we)|how to|(?:easiest|best|quickest) way(?: for (?:me|us))? to)(?: (?!pay|cancel|change|move|reschedule)\w+){0,3} (?:schedule|scheduling|book|booking|(?:get|put) (?:this |it |us |me )?on (?:your|the) calendar)\b/;
// "will you clean up the area once everything's out?", "will your crew clean up when they are done?",
// "do you leave the floor like that or clean up a bit?": whether we clean up after ourselves
const CLEANS_UP =
  /\b(?:clean|sweep|tidy)(?: it| things| everything)? up\b(?: \w+){0,4} (?:after|afterwards|when|once|before (?:you|they) leave|the area|the floor|the mess|a bit)\b|\bleave (?:the|my|our) \w+ (?:like that|clean|swept|broom clean)\b|\b(?:gets?|be) left (?:like that|as is|that way|dirty|a mess)\b|\bor (?:do|will|would) (?:you|u|yall|they)(?: guys)? (?:clean|sweep|tidy)(?: it| things)? up\b/;
// "do I pay before anything happens or once the job is done", "do I need to pay a deposit ahead of time, or
// is payment taken at the end", "wants to pay only once he sees the garage empty": when we are paid
const PAID_WHEN =
  /\bto pay (?:only )?(?:once|when|after) (?:you|u|the|it|its|he|she|they|we|i)\b|\b(?:i|we) (?:\w+ )?(?:pay|paying)(?: \w+){0,2} (?:before|after|once|when (?:you|u|the|its|it s|everything)|at the end|up ?front|first|in advance|ahead of time)\b|\bpayment (?:is |get |gets )?(?:taken|collected|due)\b|\b(?:put down|pay|need) a deposit\b/;
// "should i box stuff up", "should we put everything in trash bags before you come", "do i need to bag
// the loose junk or leave it as is", "whether we should buy contractor bags and box everything up": what to
// do before we come ("do you take bags of clothes" asks of a thing)
const PREPARE =
  /\b(?:whether|if) (?:i|we) should(?: \w+){0,4} (?:bag|box|pack|bundle)\b|\b(?:should|do|must|(?:need|have|got) to|gotta) (?:i|we) (?:\w+ )?(?:bag|box|pack|bundle)(?: up)?\b(?! springs?\b)|^(?:do (?:i|we) )?(?:need|have) to (?:bag|box|pack|bundle)(?: \w+)? up\b|\b(?:should|do|must|(?:need|have|got) to) (?:i|we)(?: \w+)? put (?:it|them|everything|all|stuff|things|the \w+)(?: \w+)? in(?:to)? (?:trash |garbage |plastic |black )?(?:bags|boxes|bins)\b/;
// "do you do anything about the data on old office pcs before they get recycled", "make sure nobody can
// pull that info off": the data on old devices
const DATA_ON_IT =
  /\b(?:data|files|info|information)(?: \w+){0,2} (?:on|off|from) (?:(?:the|my|our|old|office|those|these|his|her|their) )*(?:pcs?|computers?|laptops?|desktops?|towers?|drives?|hard drives?|phones?|tablets?|them|it)\b|\b(?:pull|get|recover|access|wipe|erase|destroy)(?: \w+){0,2} (?:data|info|information|files)\b/;
// "can i just send those and get a number back", "can you give me a price from those": a price from
// photos the message tells of (see ifTold)
const FROM_PHOTOS =
  /\b(?:send|text|email|shoot)(?: (?:you|u|yall))?(?: over)? (?:those|them|these|the (?:photos|pictures|pics)|photos|pictures|pics)\b.* (?:price|number|quote|estimate|ballpark)\b|\b(?:price|quote|estimate|number|ballpark) (?:from|off|off of|based on|by looking at) (?:those|them|these|the (?:photos|pictures|pics))\b/;
/**
 * Questions of how we work, each the entry's (found by a keyword the seed gives it) whatever a story
 * names. The first that matches the sentence that asks is taken, so the order is meaning ("…licensed and
 * insured. are you?" is read before the payment words of the sentence before it).
 */
const HOW_WE_WORK: {
  asks: RegExp;
  keyword: string;
  unless?: RegExp;
  unlessTold?: RegExp;
  /** What the message must tell for the sentence to ask it ("…pictures of the junk. can i send those"). */
  ifTold?: RegExp;
  /** Whether the entry gives a price, so that a question that asks one is its own. */
  price?: boolean;
}[] = [
  { asks: CLEANS_UP, keyword: 'sweep' },
  { asks: PREPARE, keyword: 'prepare' },
  { asks: PAID_WHEN, keyword: 'deposit' },
  { asks: BE_HOME, keyword: 'be there' },
  // "can u tear it down or do i have to take it apart myself" asks for the shed to go.
  { asks: TAKE_APART, keyword: 'take apart', unless: /\b(?:tear|knock)(?: \w+)? down\b/ },
  // "from upstairs" asks where we take things from.
  { asks: LIFTING, keyword: 'carry', unless: WHERE_IT_IS },
  { asks: REPLY_WHEN, keyword: 'hear back' },
  { asks: DATA_ON_IT, keyword: 'data destruction' },
  { asks: HOW_IT_GOES, keyword: 'process' },
  { asks: WHO_COMES, keyword: 'subcontractor' },
  { asks: LICENSED, keyword: 'licensed' },
  { asks: PAID_BY, keyword: 'payment' },
  // "are you open on the 4th of july? how late do you go?" asks of the holiday.
  { asks: HOURS_ASKED, keyword: 'hours', unlessTold: HOLIDAY },
  { asks: WEEKEND_ASKED, keyword: 'weekends', unlessTold: HOLIDAY },
  { asks: ALL_ITEMS, keyword: 'household' },
  { asks: ONE_ITEM_PRICE, keyword: 'single item', price: true },
  { asks: BOOKING, keyword: 'book' },
  // "i took pictures of the junk on the patio. can i just send those and get a number back?"
  { asks: FROM_PHOTOS, keyword: 'photos', ifTold: /\b(?:photos?|pictures?|pics?|images?)\b/, price: true },
  // "an old tube tv… do you guys recycle those" is the e-waste entry's.
  {
    asks: WHERE_IT_GOES,
    keyword: 'donate',
    // "which charities do you donate to, and can i choose?"; "does the packing foam get recycled" asks
    // of one thing, which the entry does not name.
    unless: /\bwhich\b|\b(?:does|do|will|would|can|could) (?:the|my|our|this|that|those|these) \w+/,
    unlessTold:
      /\b(?:electronics|e ?waste|computers?|laptops?|pcs?|desktops?|hard drives?|tvs?|televisions?|monitors?|phones?|batteries|data)\b/,
  },
];

/**
 * Whether the sentence that asks is a question of how we work (HOW_WE_WORK): retrieval then ranks that
 * sentence without the things the story names ("a Broyhill dining set, lamps, dishes… what do you do with
 * items that can still be used?" asks nothing of dishes).
 */
export const asksHowWeWork = (sentence: string) => {
  const said = words(sentence).join(' ');
  return HOW_WE_WORK.some(({ asks }) => asks.test(said));
};

/**
 * The keyword of the entry for the question of how we work (HOW_WE_WORK) that the sentence that asks
 * puts, if any, as howWeWork() reads it: retrieval ranks by it too, so that the entry is read even when
 * the message's other words are more like other entries ("should i box everything up and drag it into
 * the garage"). Not when the message names what that question asks of ("do u recycle old computers" is
 * the e-waste entry's).
 */
export const howWeWorkAsked = (message: string) => {
  const said = words(askingSentence(message)).join(' ');
  const told = words(message).join(' ');
  return HOW_WE_WORK.find((how) => asksIt(how, said, told))?.keyword;
};

/** Whether the sentence that asks (`said`), in a message that tells `told`, asks this of how we work. */
const asksIt = (how: (typeof HOW_WE_WORK)[number], said: string, told: string) =>
  how.asks.test(said) &&
  !how.unless?.test(said) &&
  !how.unlessTold?.test(told) &&
  (!how.ifTold || how.ifTold.test(told));

// A question that asks only of what the sentence before it says: "I'd like to pay when you're finished
// rather than put down a deposit. Is that how it works?", "…box everything up before you come. Do we need to?"
const ASKS_OF_THE_LAST =
  /^(?:(?:so|ok|okay) )?(?:is (?:that|this) how (?:it works|it goes|you (?:guys )?(?:do it|work))(?: with (?:you|u|yall|your (?:company|crew)))?|(?:do|should|must) (?:i|we)(?: (?:need|have) to)?|(?:do|does) (?:it|that) (?:have|need) to)$/;
/**
 * The reply to a question of how we work (HOW_WE_WORK), of whether we handle the service a story is
 * about (HANDLE_THIS) or of a cleanout of a place (CLEAR_OUT), read off the whole sentence that asks
 * ("is that true, or do your guys take it apart?"); a question of three words or fewer that names nothing
 * ("…unless they're licensed and insured. Are you?") with the sentence before it. None answers:
 * - what we do not do or cannot take, when an entry that says so is among the first three read for the
 *   message or the sentence that asks and names what it asks ("are you guys licensed to haul hazardous
 *   waste", "can your guys take the wall apart");
 * - a price, but the single item's ("i've got a swing set to take apart. how much?");
 * - which one or how many ("which charity do u donate to").
 * The entry's answer is settled: no figure for the story's job stands in for it (see decide), since
 * "how long does it take to get a reply" asks no time of the job.
 */
function howWeWork(message: string, read: Reading): BankReply | undefined {
  const sentence = words(askingSentence(message));
  const short =
    (sentence.length <= 3 && !sentence.some(saysWhat)) || ASKS_OF_THE_LAST.test(sentence.join(' '));
  const said = [...(short ? words(sentenceBefore(message)) : []), ...sentence].join(' ');
  if (sentence.some((w) => read.unknown.includes(w) && wordKind(w) === 'rare')) return undefined;
  // The place a cleanout is asked of names no refusal ("clear out the rest of the house" is no demolition
  // of houses).
  const clearing = placeToClear(sentence.join(' '));
  const asked = sentence.filter((w) => w !== clearing).join(' ');
  const refused = [...read.matches.slice(0, 3), ...(read.focus ?? []).slice(0, 3)].some(
    (m) => refuses(m) && mentions(m, asked),
  );
  if (refused) return undefined;
  const priceAsked = GIVES[0]!.asks.test(said);
  const told = words(message).join(' ');
  const how = HOW_WE_WORK.find((how) => asksIt(how, said, told) && (!priceAsked || !!how.price));
  const way = how ? readWith(read, how.keyword) : undefined;
  if (way && !notWhoWhichOrHowMany(message, way)) return { ...entryReply(way), settled: true };
  if (priceAsked) return undefined;
  const service = HANDLE_THIS.test(said)
    ? serviceOfTheStory(message, said, read)
    : (cleanoutAsked(message, said, read) ?? serviceNamed(said, read));
  return service && entryReply(service);
}

// "do you work with businesses", "do you handle commercial jobs", "do you do estate cleanouts": whether
// we do a service, named right after the verb that asks ("can you do a pickup at the garage" names a
// place, not the garage service).
const SERVICE_ASKED =
  /\b(?:do|can|could|will|would|does) (?:you|u|yall|your (?:company|crew|team|guys))(?: guys| all)? (?:work with|work for|serve|do|handle|take on|offer|provide)(?: (?:a|an|the|any|some|small|big|large|full|whole|entire|complete))* ([a-z]+)\b/;
/**
 * The service a question names as what it asks whether we do, when its entry is the one read first for
 * that question, however little of a story's things it covers ("Our law firm is closing a suite. Desks,
 * filing cabinets, a copier. Do you work with businesses?").
 */
function serviceNamed(said: string, read: Reading): QnaMatch | undefined {
  const named = SERVICE_ASKED.exec(said)?.[1];
  if (!named) return undefined;
  const first = (read.focus ?? read.matches)[0];
  // "Do you handle storage for businesses?" names what we do not do (storage), whatever else a service's
  // keywords say.
  const refused = readAll(read).some((m) => refuses(m) && mentions(m, named));
  return !refused &&
    first?.category === OFFERED &&
    first.score >= CONFIDENT_SCORE &&
    (first.keywords ?? []).some((k) => singular(named) === singular(k))
    ? first
    : undefined;
}

// "is this the kind of job you handle", "is that something you guys do", "is that a service you offer",
// "can you help with this", "can your crew do it"
const HANDLE_THIS =
  /\b(?:is|are) (?:this|that|it|these|those) (?:\w+ ){0,2}(?:something|the (?:kind|type|sort) of (?:\w+ )?(?:job|thing|work|service)|a (?:job|service))\b(?: \w+){0,2} (?:you|u|yall|your (?:company|crew|team|guys))(?: guys)?(?: \w+)? (?:handles?|do|does|take on|help with|deal with|offers?|provides?)\b|\b(?:do|can|could|would) (?:you|u|yall)(?: guys)? (?:handle|take on|help with|deal with) (?:this|that|it|something like (?:this|that)|(?:jobs?|things?) like (?:this|that)|this (?:kind|type|sort) of (?:\w+ )?(?:job|thing|work))\b|\b(?:can|could|would|will) (?:you|u|yall|your (?:crew|team|guys|company))(?: guys)? (?:do|tackle) (?:it|this|that|this job|that job|the job)$/;
/**
 * "my father passed away… his house is full. is this something you handle?": the service the sentence
 * that asks names by one of its keywords ("is this the kind of estate job you handle"), else the one the
 * story is about, when a service entry is what the whole message reads as first.
 */
function serviceOfTheStory(message: string, said: string, read: Reading): QnaMatch | undefined {
  // "is this the kind of estate job you take on" names its service, whatever the story is most like.
  const services = servicesRead(read);
  const named = services.find((m) => keywordSaid(m, said));
  if (named) return named;
  // A question that points at a sentence naming what we do not do ("…mom can't get it fixed. Is that
  // something you handle?", "…wants someone to run an estate sale. Is that a service you offer?") asks
  // of that, however much the story is like a service ("my mom moved to assisted living…" tells no move).
  // By a keyword: "…leaning against the wall. Is that something you do?" is no demolition of walls.
  const before = sentenceBefore(message);
  if (readAll(read).some((m) => refuses(m) && saysAKeyword(m, before))) return undefined;
  // "Our small office is closing. We need desks, chairs and four filing cabinets gone. Is that something
  // you do?": the service whose keywords the story says most, at least twice and more than any other,
  // unless the entry read first is sure and the story says one of its keywords ("handling probate for my
  // uncle… the house is full from floor to ceiling" says none of the construction entry's).
  const most = saidMost(services, message, 2);
  const first = read.matches[0];
  const sure = first?.category === OFFERED && first.score >= CONFIDENT_SCORE;
  if (sure && (!most || keywordSaid(first, message))) return first;
  // "…the old Sleepwell Cloud queen mattress is leaning against the wall. Is that something you do?": the
  // one kind of thing the story names, when it names no service and tells the thing is done with ("my
  // fridge stopped cooling. is that something you do?" asks for a repair).
  const kinds = [...new Set(read.items.map((i) => i.entry.id))];
  const thing = read.items.find((i) => i.entry.category === ITEMS)?.entry;
  return most ?? (kinds.length === 1 && DONE_WITH.test(before.toLowerCase()) ? thing : undefined);
}

// A thing told as done with: "the old mattress", "we just upgraded", "we replaced it".
const DONE_WITH = /\b(?:old|upgraded|replaced|new one|get rid of|no longer|don'?t (?:need|want)|outgrew)\b/;

/** The service entries read for the message and for the sentence that asks. */
const servicesRead = (read: Reading) => readAll(read).filter((m) => m.category === OFFERED);

/** Of `entries`, the one whose keywords `message` says most, at least `least` times and more than any other. */
function saidMost(entries: QnaMatch[], message: string, least: number): QnaMatch | undefined {
  const hits = (m: QnaMatch) => keywordsSaid(m, message);
  const [most, next] = [...entries].sort((a, b) => hits(b) - hits(a));
  return most && hits(most) >= least && (!next || hits(next) < hits(most)) ? most : undefined;
}

// "can you clear out the whole garage", "can you meet me there and empty the whole unit", asked of us
// ("proving i'm allowed to clear his house", "do you think i should empty the garage first" ask for no
// cleanout)
const CLEAR_OUT =
  /\b(?:can|could|will|would|do|does) (?:you|u|yall|your \w+)(?: guys| crew)?(?: (?!think|thinks|want|need|should|mind|i|we)\w+){0,4} (?:clear|empty|clean out)(?: out)?(?: all(?: of)?| (?:the )?rest of)?(?: the| my| our| his| her| their| this| that| your| an?)?(?: whole| entire)? ([a-z]+(?: unit)?)\b/;
const THE_WHOLE_THING = new Set(['thing', 'place', 'lot', 'space', 'everything']);
// "is clearing an entire garage something you do", "is clearing out the rest of a whole house like that
// something you handle": a cleanout named as the thing we may do
const CLEARING =
  /\b(?:is|are) (?:clearing|emptying|cleaning) (?:out )?(?:(?:the )?rest of )?(?:an?|the|my|our|his|her|their)?(?: whole| entire)? ?([a-z]+)(?: like (?:that|this|ours|mine|theirs))? (?:something|a (?:job|thing|service))\b/;
/** The place a sentence asks us to clear ("can you clear out the whole garage"), if any. */
const placeToClear = (said: string) => {
  const place = (CLEAR_OUT.exec(said) ?? CLEARING.exec(said))?.[1];
  // "do you clear whole garages": the place, one of its kind.
  return place && singular(place);
};

/**
 * The place the sentence that asks wants cleared, as the cleanout it is ("garage cleanout"): retrieval
 * ranks by it too, so that the garage's entry is read even when a story's things are more like others
 * ("bikes, an old chest freezer, a broken treadmill… do you guys clear out a whole garage like that?").
 */
export const cleanoutPlaceAsked = (message: string) => {
  const place = placeToClear(words(askingSentence(message)).join(' '));
  return place && !THE_WHOLE_THING.has(place) ? `${place} cleanout` : undefined;
};
/**
 * "…boxes go to die in the garage. can you clear out the whole garage?": a cleanout of the place the
 * sentence that asks names is that service's ("garage", a keyword of "Do you do garage cleanouts?"),
 * and of "the whole thing" the service whose keywords the message says most.
 */
function cleanoutAsked(message: string, said: string, read: Reading): QnaMatch | undefined {
  const place = placeToClear(said);
  if (!place) return undefined;
  const services = servicesRead(read);
  // "My grandmother passed… can you help clear out the rest of the house?": a home is cleared for the
  // service the story says most (an estate), else as any home is.
  if (A_HOME.has(place)) return saidMost(services, message, 2) ?? services.find((m) => keywordOf(m, place));
  if (!THE_WHOLE_THING.has(place)) return services.find((m) => keywordOf(m, place));
  return saidMost(services, message, 1);
}
const A_HOME = new Set(['house', 'home']);
const keywordOf = (m: QnaMatch, word: string) => (m.keywords ?? []).includes(word);

// A day asked for that is today, and a clause that asks us to come or take something then.
const TODAY = /\b(?:today|tonight|same day|this afternoon|asap|right away|right now)\b/;
// "any chance of getting a loveseat picked up this afternoon", "can my old grill be hauled today" ("was my
// couch picked up today" asks of a pickup done)
const COME_FOR_IT =
  /\b(?:come|come out|get here|grab|swing by|make it|get it out|get rid|(?:get|getting|have|having|be)(?: \w+){0,3} (?:picked up|hauled))\b/;
/** The entry for same-day pickup (its keyword), when the clause that asks wants a pickup today. */
function sameDayAsked(message: string, read: Reading): QnaMatch | undefined {
  const clause = words(questionClause(message)).join(' ');
  if (!TODAY.test(clause) || !(ASKS_TO_TAKE.test(clause) || COME_FOR_IT.test(clause))) return undefined;
  // "do you charge extra for same day pickup" asks a price.
  if (PRICE_ASKED.test(clause) || GIVES[0]!.asks.test(clause)) return undefined;
  return readWith(read, 'same day');
}

/** The entry read for the message or its question that has `keyword`, one the seed gives it. */
const readWith = (read: Reading, keyword: string) =>
  readAll(read).find((m) => (m.keywords ?? []).includes(keyword));
/** Every entry read for the message and for the sentence that asks, each once, in the order read. */
const readAll = (read: Reading) =>
  [...read.matches, ...(read.focus ?? [])].filter((m, i, all) => all.findIndex((n) => n.id === m.id) === i);

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

// An asking sentence about whether we come to a place ("is that in your area", "too far for you", "can I
// get this service in Glendale"), but not a spot to clean ("will you clean up the area after"), nor a
// service asked of ("is that a service you offer").
const COMES_THERE =
  /\b((?<!(?:clean|clean up|sweep|sweep up|tidy|tidy up|clear|clear out) (?:(?:the|that|this|my|our) )?(?:(?:whole|work|entire) )?)areas?|serve|(?<!\b(?:a|another) )service|servicing|cover|covered|available|too far|this far|that far|out there|over there|down there|up there|out here|up here|over here|down here|around there|out of (?:your|the) way|all the way out|out this way|come (out|to|over|up|down|there)|work (over|out|in|around|there)|go (to|out|there)|you(?:'ll| will|ll)? go|make it out|local|somewhere (?:you|u|your)|(?:crews?|trucks?|guys|team) (?:go|come|drive|head)|send (?:a|your|the|out a) (?:truck|crew|team)|(?:take|do) (?:jobs?|work|pickups?) (?:in|out|around|over|near)|(?:that|this) (?:part|side|end|corner) of)\b/;

// A question that points at the customer's place told before it: "do you work in our neighborhood".
const OUR_PLACE =
  /\b(?:our|my|this|that|the|their|his|her) (?:neighborhood|neighbourhood|area|part of town|city|town|subdivision|zip code|zip)\b/;
// "do u go there", "can your crew get there", "do you do junk removal here": a place told before.
const GO_THERE =
  /\b(?:go|come|get|drive|head|make it) (?:up |out |down |over |all the way )?there\b|\bhere\b/;
// "could you handle the cleanout there", "can you do it there": a job to be done at a place told before
// ("is there a fee", "there are two couches" point at nothing).
const DONE_THERE =
  /(?<!\b(?:is|are|was|were|be|if|any|anything|something|nothing|not|from|of|in|on|under|over|out|up|down|get|go|come|drive|head|it) )(?<=\w )there (?!(?:is|are|was|were|be|s|will|would|a|an|some|any|no|lots|plenty)\b)/;
// A question that points at a place told before it: "would you drive up there", "is that too far".
// "would you drive out for it" comes to the job told before.
const THERE =
  /\b(?:out there|up there|over there|down there|around there|that far|this far|too far|all the way out|in (?:your|ur) (?:service )?area)\b|\b(?:drive|come|head|travel) (?:out|up|over|down) for (?:it|that|this|them|the job)\b/;

/**
 * "…here in Scottsdale. We'd love them to end up in her dorm in Flagstaff. Could your truck drive them up
 * there?": a name the bank does not know, capitalised after "in" or "to", may be the town asked about,
 * so the place the bank knows answers nothing, unless the part that asks names it ("moving to Flagstaff,
 * do you come out to Mesa"). "just off Coral Gables" names a street, not a town.
 */
function namesAnUnknownPlace(
  message: string,
  unknown: readonly string[],
  anyCase = false,
  known?: QnaMatch,
): boolean {
  const name = anyCase ? /(?<=\b(?:in|to) )[a-z]{3,}\b/gi : /(?<=\b(?:in|to) )[A-Z][a-z]{2,}\b/g;
  // "I'm in Arrowhead Ranch in Glendale": a name said to be in the place the bank knows is part of it.
  const partOf = (m: RegExpExecArray) =>
    !!known && keywordSaid(known, PART_OF.exec(message.slice(m.index + m[0].length))?.[1] ?? '');
  const named = [...message.matchAll(name)].filter((m) => !partOf(m)).map((m) => m[0].toLowerCase());
  return named.some((w) => unknown.includes(w) && wordKind(w) === 'rare');
}
// What follows a name to say it is inside a place: "(Arrowhead Ranch) in Glendale"; "near Peoria" is not.
// "in the West Valley" and "in west Phoenix" name a region, not the town.
const PART_OF =
  /^(?: [A-Za-z]+){0,2},? (?:in|of) (?!(?:the|north|south|east|west|central|northern|southern|eastern|western)\b)((?:[A-Za-z]+ ?){1,3})/i;

/**
 * "north peoria here… you seem to be mostly east valley. do you come out to peoria": of the places
 * read, the one the part that asks names, over one only the story names.
 */
function placeAsked(asking: string, read: Reading, message: string): QnaMatch | null {
  const ranked = readAll(read);
  // "I'm near Ocotillo in Chandler. Is that too far from Scottsdale for you?": a place said only after
  // "from" is where the distance is counted from, not the place asked of.
  if (read.place && onlyFrom(read.place, asking)) {
    const other = ranked.find(
      (m) => m.category === SERVICE_AREA && m.id !== read.place!.id && keywordSaid(m, message),
    );
    if (other) return other;
  }
  if (!read.place || keywordSaid(read.place, asking)) return read.place;
  return ranked.find((m) => m.category === SERVICE_AREA && keywordSaid(m, asking)) ?? read.place;
}

// Words before a place that say it is asked of: "do you go to tucson", "an estate cleanout in prescott".
const AT = new Set('in to at near around serve service servicing cover visit'.split(' '));
// Words two or three before a place that say it is where someone goes, not the job: "moving out to
// flagstaff", "on a trip to vegas", "relocating to tucson".
const ON_THE_WAY = new Set(
  'moving move moved relocating relocate relocated trip vacationing visiting visit driving flying heading headed'.split(
    ' ',
  ),
);
// The word just before "to" or "in" that says the place is not where the job is: "we aren't bringing to
// vegas", "a couch i bought in tucson", "we're driving to tucson friday", or that someone else is there:
// "my friend in flagstaff recommended you", "the kids are at college in tucson", "i work in tucson".
const NOT_THE_JOB = new Set(
  'bringing bring moving move moved taking leave leaving heading headed bought back driving flying going retired retiring purchased vacation trip work works working friend friends mom dad mother father sister brother son daughter kids aunt uncle cousin neighbor parents grandma grandpa college school university'.split(
    ' ',
  ),
);

/**
 * Whether the message asks of a place we do not go to (`away`): the part that asks, or the sentence it is
 * in, names the place as where the job is ("can you do an estate cleanout in Prescott?", "I have a storage
 * unit in Kingman, can you come out?"), or the question points at it when it is the last place told
 * ("…her dorm in Flagstaff. could your truck drive them up there?"); never when the part that asks names a
 * place we serve ("I moved from Tucson to Chandler. Is Chandler too far for you?").
 */
function asksOfAway(message: string, away: QnaMatch, read: Reading): boolean {
  const part = askingPart(message);
  // The places we serve by name ("Yes, we serve all of Mesa"), not the area as a whole.
  const served = [read.place, ...readAll(read)].filter(
    (m): m is QnaMatch => !!m && m.category === SERVICE_AREA && m.id !== away.id && saysYes(m),
  );
  if (served.some((m) => keywordSaid(m, part))) return false;
  const all = words(message);
  const keys = (m: QnaMatch) => (m.keywords ?? []).map((k) => words(k)).filter((k) => k.length > 0);
  const awayKeys = keys(away);
  const at = (k: string[]) => all.flatMap((_, i) => (k.every((w, j) => all[i + j] === w) ? [i] : []));
  const own = words(part);
  const saidIn = ` ${own.join(' ')} `;
  const inPart = awayKeys.filter((k) => saidIn.includes(` ${k.join(' ')} `));
  // "kingman?", "Snowflake AZ? need a mattress gone": the part that asks names the place and nothing else.
  const placeWords = new Set(inPart.flat());
  if (inPart.length > 0 && own.filter(saysWhat).every((w) => placeWords.has(w) || read.unknown.includes(w)))
    return true;
  // "payson ok for a hot tub removal", "what about Payson, can you take a couch": the part that asks
  // opens with the place, its subject.
  const opens = (k: string[]) => {
    const i = own.findIndex((_, j) => k.every((w, n) => own[j + n] === w));
    return i >= 0 && own.slice(0, i).every((w) => OPENS_WITH.has(w));
  };
  if (inPart.some(opens)) return true;
  // "prescott valley - do yall serve it": a message that opens with the place alone, then asks of it.
  // ("Tucson-born and raised…" opens with no place alone.)
  const opening = words(/^[^,:?!.]+?(?=\s[-–—]+\s|[,:?!.])/.exec(message.trim())?.[0] ?? '').join(' ');
  if (
    awayKeys.some((k) => k.join(' ') === opening) &&
    (pointsBack(part) || COMES_THERE.test(part.toLowerCase()))
  )
    return true;
  // "I have a storage unit in Kingman that needs emptying, can you come out?": the sentence that asks
  // names where the job is, before its question, when it names no place we serve after it ("they
  // retired to Prescott and left it all in our Scottsdale garage, can you haul it?").
  const sentence = askingSentence(message);
  const sentences = sentencesOf(message);
  const from = sentences.slice(0, Math.max(0, sentences.lastIndexOf(sentence))).flatMap(words).length;
  const to = from + words(sentence).length;
  const last = (m: QnaMatch) => Math.max(-1, ...keys(m).flatMap(at));
  const servedLast = Math.max(-1, ...served.map(last));
  const jobAt = (i: number) =>
    AT.has(all[i - 1] ?? '') &&
    !NOT_THE_JOB.has(all[i - 2] ?? '') &&
    !all.slice(Math.max(0, i - 3), i - 1).some((w) => ON_THE_WAY.has(w)) &&
    !all.slice(i - 4, i).includes('while');
  const asked = awayKeys.some((k) =>
    at(k).some((i) => jobAt(i) && (inPart.includes(k) || (i >= from && i < to && i > servedLast))),
  );
  if (asked) return true;
  // "…to Las Vegas. Can you do a pickup at the new house once we're there?": the sentence that asks
  // points at the place, after the clause that asks ("hi there" greets, "moved here" is no far town).
  const pointing = ` ${words(sentence).join(' ')} `.replace(/ (?:hi|hello|hey) there /, ' ');
  // "My mom lives in Prescott. Can you clear out her garage?": someone's home there, and the question
  // asks of that someone's place; not of a thing of theirs ("her old piano") or one here ("his old
  // bedroom here", "our garage").
  const livesThere = awayKeys.some((k) =>
    at(k).some((i) => all[i - 1] === 'in' && LIVES.has(all[i - 2] ?? '')),
  );
  const ours = /\b(?:here|our|us|(?:my|at) (?:house|home|place|garage))\b/.test(all.join(' '));
  if (livesThere && THEIR_PLACE.test(pointing) && !ours && servedLast < 0) return true;
  // "We have a condo in Las Vegas that needs a full cleanout. Can your crew do it?", "We're in Scottsdale
  // but the condo in Flagstaff needs a cleanout. Can your crew do it?": the job told before, where we do
  // not go, when no place is named after it ("…in Tucson… all her stuff got moved to my place in Mesa").
  const told = message.slice(0, Math.max(0, message.lastIndexOf(sentence)));
  const farAt = Math.max(-1, ...awayKeys.map((k) => told.toLowerCase().lastIndexOf(k.join(' '))));
  const placeAfter = /\b(?:in|to|at) \p{Lu}/u.test(told.slice(farAt + 1));
  if (
    DO_THE_JOB.test(pointing) &&
    farAt >= 0 &&
    !placeAfter &&
    last(away) > servedLast &&
    awayKeys.some((k) => at(k).some((i) => i < from && jobAt(i)))
  )
    return true;
  const pointsThere = (text: string) => THERE.test(text) || GO_THERE.test(text) || DONE_THERE.test(text);
  if (!pointsThere(saidIn) && !THERE.test(pointing) && !DONE_THERE.test(pointing)) return false;
  // Pointed at: the place told last before the part that asks is the one we do not go to.
  return last(away) > servedLast;
}

// "can your crew do it", "could you handle that job", "can you clear it out": the job told before ("can you
// take it" may be a thing).
const DO_THE_JOB = / (?:do|handle|tackle|clear|empty) (?:it|that|this|that job|this job|the job) /;
// "lives in", "living in", "stays in": someone's home is the place that follows.
const LIVES = new Set('lives live living stays resides reside'.split(' '));
// The place of someone told of before: "her garage", "their house".
const THEIR_PLACE =
  /\b(?:her|his|their) (?:(?:old|whole|entire) )?(?:house|home|place|garage|condo|apartment|cabin|property|yard|backyard|shed|storage unit)\b/;
// Words a question may say before the place it asks of ("is payson ok", "what about payson").
const OPENS_WITH = new Set('is what how about and also so hi hey hello ok okay'.split(' '));

/** The service entry (OFFERED) that most of the catalogue things `asking` names belong to. */
function serviceOfTheThings(asking: string, read: Reading): QnaMatch | undefined {
  const said = ` ${words(asking).join(' ')} `;
  const named = read.items.filter((i) => said.includes(` ${i.name} `) || said.includes(` ${i.name}s `));
  const count = new Map<string, number>();
  for (const { entry } of named) count.set(entry.id, (count.get(entry.id) ?? 0) + 1);
  const [best, next] = [...count.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < 2 || (next && next[1] >= best[1])) return undefined;
  const entry = named.find((i) => i.entry.id === best[0])!.entry;
  return entry.category === OFFERED ? entry : undefined;
}

/** Whether `text` says an entry's keywords, and each only right after "from". */
const onlyFrom = (m: QnaMatch, text: string) => {
  const said = ` ${words(text).join(' ')} `;
  const keys = (m.keywords ?? []).map((k) => words(k).join(' ')).filter((k) => said.includes(` ${k} `));
  return keys.length > 0 && keys.every((k) => !said.replaceAll(` from ${k} `, ' ').includes(` ${k} `));
};

/** Whether `text` says one of an entry's keywords as it stands (not names(), which takes an item). */
const keywordSaid = (m: QnaMatch, text: string) => keywordsSaid(m, text) > 0;
/** How many of an entry's keywords `text` says. */
const keywordsSaid = (m: QnaMatch, text: string) => {
  const said = ` ${words(text).join(' ')} `;
  return (m.keywords ?? []).filter((k) => said.includes(` ${words(k).join(' ')} `)).length;
};

/** Entries for a place we serve ("Do you serve Phoenix?") and for the area as a whole are seeded so. */
export const SERVICE_AREA = 'Service area';

// A clause that asks an open question ("how hot does it get", "where is") or for a recommendation
// ("any good tacos in"), but not "what about mesa?" or "how far out do you go".
const OPEN_QUESTION = clauseOpening(
  "how(?! about| far)|what(?! about)|whats|what's|when|where|who|which|why|any good|best",
);

/**
 * A place named is no question by itself. "how hot does it get in phoenix in july" names Phoenix but
 * asks no yes-or-no of us, nor whether we come there, so "Yes, we serve all of Phoenix" answers a
 * question never asked. And an entry that shares only the words of the place's name with the message
 * ("the nearest in n out from old town" and a customer "out of town") is not about it.
 */
function restsOnThePlace(message: string, place: QnaMatch | null, best: QnaMatch): boolean {
  if (!place) return false;
  const asking = askingPart(message).toLowerCase().trim();
  if (best.category === SERVICE_AREA)
    return (
      RECOMMEND.test(asking) || (!COMES_THERE.test(asking) && (OPEN_QUESTION.test(asking) || notToUs(asking)))
    );
  const said = ` ${words(message).join(' ')} `;
  const names = (place.keywords ?? []).map((k) => words(k).join(' ')).filter((k) => said.includes(` ${k} `));
  const own = [best.question, ...(best.keywords ?? [])].map(words);
  // An entry that names the phrase itself ("city" for "Where are you located?") is about it.
  if (names.some((n) => own.some((text) => text.join(' ') === n))) return false;
  const name = new Set(names.flatMap((n) => n.split(' ')));
  if (!own.some((text) => text.some((w) => name.has(w)))) return false;
  // Whether the message says, beside the place, a subject word of the entry's question or one of its
  // keywords that holds no word of the place's name.
  const rest = ` ${words(message)
    .filter((w) => !name.has(w))
    .join(' ')} `;
  const keywords = own.slice(1).filter((k) => !k.some((w) => name.has(w)));
  return (
    !subjectOf(best).some((w) => rest.includes(` ${w}`)) &&
    !keywords.some((k) => rest.includes(` ${k.join(' ')} `))
  );
}

// A spot on the property a thing can be in ("the couch is upstairs", "in the back casita", "down the stairs").
const SPOT =
  /\b(upstairs|downstairs|stairs|basement|attic|loft|backyard|back yard|side yard|bonus room|casita|guest house|crawl space|(?:second|2nd|third|3rd) floor)\b/;
// Whether we fetch it from there ("is that ok", "can u get it out", "do u go get it", "will your crew get
// it from wherever it is"), and whether it must be brought out first ("do i have to drag it to the curb",
// "do i need to get it down", "does it have to be outside already").
const WE_FETCH =
  /\b(?:is that (?:ok|okay|fine|a problem|an issue)|(?:can|could|will|would) (?:you|u|ya|yall)(?: guys)? (?:get|grab|reach) (?:it|them|that|those|this|the|my|everything|stuff)|(?:you|u)(?: guys)? go get|from where(?:ver)? (?:it|they|things|stuff|everything) (?:is|are|sits?)|(?:do|will|can|would) (?:you|u|yall)(?: guys)? (?:go|climb|come) (?:up|down|in) there)\b/;
const MUST_BRING =
  /\b(?:(?:do|does|will|should) (?:i|we|it|they) (?:have|need|got) to (?:be )?(?:drag|bring|move|carry|get|put|haul|lug|in|on|at|out)|(?:does|do|will|should) (?:it|they|everything|all of (?:it|them|that)|it all|stuff|things)(?: all)? (?:have|need|got) to be (?:outside|out front|brought|moved|carried|dragged|put)|should (?:i|we) (?:drag|bring|move|carry|get|put|haul|lug))\b/;

/**
 * "treadmill is in the basement, can u get it out", "couch is upstairs, do i have to drag it to the
 * curb": a thing in a spot on the property, and whether we fetch it from there. The entry that names
 * such spots answers: "Yes. We pick up from wherever…" whether we fetch it, and "No…" whether it must be
 * brought out (a question that asks both is asked whether it must).
 */
function fromWhereItIs(message: string, asking: string, read: Reading): QnaMatch | undefined {
  const said = words(asking).join(' ');
  const must = MUST_BRING.test(said);
  if (!SPOT.test(words(message).join(' ')) || (!must && !WE_FETCH.test(said))) return undefined;
  return [...read.matches, ...(read.focus ?? [])].find(
    // "No. We pick up from wherever the items are" to what must be brought out, "Yes" to what we fetch
    // (not a price that starts otherwise, whose keywords name a spot: "backyard" for a shed).
    (m) => (must ? /^No\b/.test(m.answer) : saysYes(m)) && (m.keywords ?? []).some((k) => SPOT.test(k)),
  );
}

/** An open question put to us that points back at nothing ("what types of junk do you guys haul"). */
function opensAQuestionOfItsOwn(asking: string): boolean {
  const clause = asking.toLowerCase().trim();
  return !pointsBack(asking) && OPEN_QUESTION.test(clause) && TO_US.test(clause);
}

// A request for a recommendation ("best pool service in scottsdale?"), whatever words of ours it uses.
const RECOMMEND = clauseOpening('best|any good|recommend');

// "is it too hot to hike in cave creek in june": a yes-or-no question that asks nothing of us (no
// "you", "ur", "someone", "guys"…).
const YES_NO = clauseOpening('is|are|was|does|did|will|would|can|could|should');
const TO_US =
  /\b(you|u|ya|yall|y'all|your|ur|yours|someone|anyone|somebody|anybody|guys|crew|team|company)\b/;
const notToUs = (asking: string) => YES_NO.test(asking) && !TO_US.test(asking);

// "can u get some old stuff from her place": a yes-or-no request for a pickup.
const PICKUP_REQUEST = clauseOpening(
  'can|could|will|would|do|does',
  '.*\\b(?:get|take|haul|pick|pickup|grab|collect|clear|remove)\\b',
);

/**
 * Whether the asking clause, in a message that names a place, only asks whether we pick up there:
 * a yes-or-no request for a pickup that names nothing the bank does not know ("my moms in glendale,
 * can u get some old stuff from her place"). Nothing else answered it, so the place does.
 */
const asksForAPickup = (asking: string, unknown: readonly string[]) =>
  PICKUP_REQUEST.test(asking.toLowerCase().trim()) && !unknown.some(saysWhat);

// Words that ask about something other than whether we take a thing: its price, its time, our hours.
const OTHER_ASKS = new Set(
  'much cost costs price prices pay charge charges long when today tonight tomorrow same time hours open'.split(
    ' ',
  ),
);

/**
 * "washer n dryer set, both gotta go": a message whose only subject is things the catalogue knows asks
 * whether we take them. The entry that answers for most of them does, unless the asking sentence holds
 * a word no entry knows ("my Frostara fridge"), asks about something else (price, time, or a question
 * of its own that names none of them), or the things belong to different entries equally.
 */
function subjectOnly(message: string, asking: string, read: Reading): BankReply | null {
  const askingWords = words(asking);
  if (askingWords.some((w) => OTHER_ASKS.has(w))) return null;
  // "is it $99 for one couch?": a price asked is no question whether we take the thing.
  if (PRICE_ASKED.test(askingSentence(message).toLowerCase())) return null;
  // "which charity do the donated dressers go to": which one of something else is asked.
  const kind = ASKS_KIND.exec(askingWords.join(' '))?.[1];
  if (kind && saysWhat(kind) && !read.items.some((i) => words(i.name).map(singular).includes(singular(kind))))
    return null;
  const sentence = words(askingSentence(message));
  // "Zyntrax T-4000 treadmill, the one with the screen. you take those?": a maker's name just before a
  // thing, in the sentence the question points at.
  const pointed = namesPointedAt(message, asking);
  const maker = (w: string) =>
    read.items.some(({ name }) => {
      const at = pointed.indexOf(w);
      const thing = words(name)[0]!;
      return at >= 0 && pointed.slice(at + 1, at + 4).includes(thing);
    });
  if (read.unknown.some((w) => wordKind(w) === 'rare' && (sentence.includes(w) || maker(w)))) return null;
  // "do i have to drag everything out to the driveway first? the couch is upstairs in the loft": a
  // question of its own that names none of the things, and says what it asks about in a word the bank
  // knows ("driveway"), is not about them.
  const text = ` ${sentence.join(' ')} `;
  if (
    askingSentence(message).trim().endsWith('?') &&
    !read.items.some((i) => text.includes(` ${i.name}`)) &&
    sentence.some((w) => saysWhat(w) && !read.unknown.includes(w))
  )
    return null;
  const votes = new Map<string, { entry: QnaMatch; count: number }>();
  // "pool table" names the thing, not "table" inside it; in "bunk bed mattresses" the thing is the
  // mattresses, and "bunk bed" only says which, as "daybed" does in "plus an old daybed one".
  const spaced = read.items.map((i) => ` ${i.name} `);
  const said = ` ${words(message).join(' ')} `;
  const things = read.items.filter(
    ({ name }) =>
      !spaced.some((n) => n !== ` ${name} ` && n.includes(` ${name} `)) &&
      !read.items.some((other) => other.name !== name && said.includes(` ${name} ${other.name}`)) &&
      !said.includes(` ${name} one `) &&
      !said.includes(` ${name} ones `),
  );
  for (const { entry } of things) {
    const vote = votes.get(entry.id) ?? { entry, count: 0 };
    vote.count++;
    votes.set(entry.id, vote);
  }
  const [first, ...rest] = [...votes.values()].sort((a, b) => b.count - a.count);
  if (!first) return null;
  const tied = [first, ...rest.filter((v) => v.count === first.count)].map((v) => v.entry);
  // "a busted dresser and a mattress, can yall take those": the things' entries tie, and the question
  // only asks us to take away what the story named, so each entry says yes to its own.
  if (tied.length > 1 && !(tied.every(saysYes) && takesAwayWhatItNamed(message))) return null;
  return {
    message: tied.map((e) => e.answer).join(' '),
    answered: true,
    matches: tied,
    plain: refuses(first.entry),
  };
}

// A question for a price or for a duration ("ballpark what would it cost", "how many hours will it
// take"), and how the question of an entry that gives one begins.
const GIVES = [
  {
    asks: /\b(?:how much|cost|costs|costing|charge|charges|ballpark|(?:usually|typically|normally|generally|roughly|actually) come to|(?:would|will|does|did) (?:it|that|this|the (?:total|bill))(?: all| usually| typically)? come to|expect to pay|end up paying|price (?:for|to|of|on)|(?:run|set) (?:me|us)(?: back)?|(?:whats|what's|what (?:is|does|would|will)) (?:that|it|this)(?: usually| typically)? run|run with (?:you|u|yall)|(?:jobs?|usually|normally|typically|generally) run(?<!\bhow (?:long|many (?:hours|hrs))\b.*)(?=\s*(?:$|[?.!,]|(?:for|with|me|us|you|about|around|roughly)\b)))\b/,
    kind: /^how much\b/i,
  },
  {
    // "is that a quick job?", "is picking up one queen mattress a quick in-and-out?" ask how long it takes too.
    asks: /\bhow long\b(?! have)|\bhow many (?:hours|hrs)\b|\b(?:is|would|will) (?:that|this|it|(?:picking up|taking|hauling|removing)(?: \w+){1,4}) (?:be )?(?:a )?(?:quick|fast) (?:job|one|pickup|in[- ]and[- ]out)\b|\b(?:be|get|are) (?:all )?(?:done|finished|out) (?:in time|by)\b|\bfinish (?:in time|by)\b/,
    kind: /^how long does\b/i,
  },
];
// Words of such an entry's question that name no subject of its own: "How long does a junk removal job
// take?" is about any job, "How much does a garage cleanout cost?" about a garage cleanout.
const ANY_JOB = new Set('how much long does junk removal job cost take'.split(' '));
const jobOf = (m: QnaMatch) => words(m.question).filter((w) => wordKind(w) !== 'filler' && !ANY_JOB.has(w));

/**
 * "typical 2 car garage with years of boxes and old furniture, what should i expect to pay roughly":
 * the story names the subject, and the question asks a price or a duration. The entry that gives that
 * for the one subject named answers ("How much does a garage cleanout cost?"), whatever the story's
 * other words are like, unless a word no entry knows is said ("how much to haul a kiln from my garage").
 */
function asksAPriceOrATimeFor(
  message: string,
  read: Reading,
): { entry: QnaMatch; kind: RegExp; anyJob?: boolean } | null {
  const budget = budgetAsked(message);
  // "Is that true with you, or what do most home jobs actually come to?": the other of two questions.
  const parts = [
    askingPart(message),
    ...askingSentence(message)
      .split(/,? or (?=what|how)/)
      .slice(1),
  ];
  const given =
    GIVES.find(({ asks }) => parts.some((part) => asks.test(part.toLowerCase()))) ??
    (budget ? GIVES[0] : undefined);
  // A rare word the story says as a verb ("the owner wants a number before approving anything") names
  // no thing the figure could be for ("60 feet of old iron railing" does); one the sentence that asks
  // says may.
  const asked = new Set(words(askingSentence(message)));
  // Nor is a word that asks whether a budget is enough ("is that realistic") a thing.
  const aThing = (w: string) =>
    wordKind(w) === 'rare' && !(budget && ENOUGH.test(w)) && (asked.has(w) || !saidAsAVerb(message, w));
  if (!given || read.unknown.some(aThing)) return null;
  const said = new Set(words(message).map(stem));
  // The job by a word of the entry's question, or by a thing the catalogue names that is one of its
  // keywords ("the jacuzzi… what would removal run us": "jacuzzi" is a keyword of the hot tub's price;
  // "backyard", a keyword of the shed's, names no thing).
  // A thing whose entry is what a single item's price names is one of its keywords too ("just one old
  // love seat, whats that run": a love seat is furniture).
  const itemOf = (m: QnaMatch, item: QnaMatch) =>
    forOneItem(m) && jobOf(m).some((w) => words(item.question).some((x) => stem(x) === stem(w)));
  const saysKeyword = (m: QnaMatch) =>
    read.items.some((i) => (m.keywords ?? []).includes(i.name) || itemOf(m, i.entry));
  const named = [...read.matches, ...(read.focus ?? [])].filter(
    (m, i, all) =>
      all.findIndex((o) => o.id === m.id) === i &&
      given.kind.test(m.question) &&
      m.score >= CONFIDENT_SCORE &&
      jobOf(m).length > 0 &&
      (jobOf(m).some((w) => said.has(stem(w))) || saysKeyword(m)),
  );
  // "$250 to get rid of some old furniture and boxes. is that realistic?": a price for one item answers
  // no question about a load of things.
  const several = severalThings(message, read);
  const forTheJob = named.filter((m) => !several || !forOneItem(m));
  if (forTheJob.length === 1) return { entry: forTheJob[0]!, kind: given.kind };
  // "what do typical home jobs run with you", "ballpark… a rough range": a figure for any job, when
  // the story names no subject an entry gives one for, and no other entry answers (see decide).
  const anyJob = [...read.matches, ...(read.focus ?? [])].find(
    (m) => given.kind.test(m.question) && jobOf(m).length === 0,
  );
  const anyJobAsked =
    budget || ANY_JOB_ASKED.test(words(message).join(' ')) || named.length > forTheJob.length;
  return forTheJob.length === 0 && anyJob && anyJobAsked
    ? { entry: anyJob, kind: given.kind, anyJob: true }
    : null;
}
/** An entry that prices one item ("Single items like a mattress or couch…"), seeded with this keyword. */
const forOneItem = (m: QnaMatch) => !!m.keywords?.includes('single item');
/**
 * "an old futon, a dresser, two broken lamps and a pile of boxes", "half a spare room of junk plus an
 * old couch": the message names more than one thing, or things by the load.
 */
const severalThings = (message: string, read: Reading) =>
  !ONE_THING.test(words(askingSentence(message)).join(' ')) &&
  (new Set(read.items.map((i) => i.name)).size >= 3 || namesALoad(message));
// "How much would you charge to take one old dresser? It's the last of my stuff.": one thing asked of.
const ONE_THING = /\b(?:one|single|1|just the|only the)\b/;
// Words after which an "-ing" or "-ed" word is a verb: "before approving", "we donated", "is broken",
// "start sorting", "gets dinged".
const BEFORE_A_VERB = new Set(
  'i we you he she they it is are was were be been am before after without while by start started stop keep finish get gets got'.split(
    ' ',
  ),
);
/** Whether `word`, shaped like a verb, follows a subject, an auxiliary or "before" each time it is said. */
function saidAsAVerb(message: string, word: string): boolean {
  const all = words(message);
  // "we already blew through the budget": the word before, past an adverb.
  const before = (i: number) => all.slice(0, i).findLast((w) => !ADVERBS.has(w));
  const at = all.flatMap((w, i) => (w === word ? [before(i)] : []));
  // "the landlord said he'll reimburse up to $300": any word right after a person or "will" is a verb.
  const verbAfter = (before: string) =>
    SUBJECTS.has(before) || (/(?:ing|ed)$/.test(word) && BEFORE_A_VERB.has(before));
  return at.length > 0 && at.every((before) => !!before && verbAfter(before));
}
// "would a crew drive out here", "drive up to Carefree": driving there, not a hard drive.
const DRIVE_THERE =
  /\bdrive(?<!\b(?:hard|external|flash|usb|thumb) drive) (?=(?:out|up|over|down|all the way|that far|this far|there|here|to)\b)/g;
const SUBJECTS = new Set('i we he she they will would can could should might must wont cant'.split(' '));
const ADVERBS = new Set('already just finally also never recently really actually even still'.split(' '));
// Keywords of a price's or a duration's entry that ask, rather than name what the figure is for.
const ASKS_A_FIGURE = new Set([
  'cost',
  'costs',
  'price',
  'prices',
  'charge',
  'rate',
  'rates',
  'run',
  'how much',
  'how long',
  'time',
  'take',
]);

/** "how much does that cost", "how long does that take": a figure for what it points back at. */
const pointsBackForAFigure = (asking: string) =>
  pointsBack(asking) && !words(asking).some((w) => saysWhat(w) && !ASKS_A_FIGURE.has(w));

/**
 * "what does a normal job run, roughly" and "The average garage cleanout is $300-$500": a figure for
 * one kind of job ("How much does a garage cleanout cost?") answers only a question that names that
 * job, by a word of the entry's question or one of its keywords ("jacuzzi"); a figure for any job
 * answers any question.
 */
function namesTheJob(question: string, entry: QnaMatch): boolean {
  const job = jobOf(entry);
  // "how long does that take", after "Do you remove hot tubs?": the job is the one pointed back at.
  if (
    job.length === 0 ||
    !GIVES.some(({ kind }) => kind.test(entry.question)) ||
    pointsBackForAFigure(askingPart(question))
  )
    return true;
  const stems = words(question).map(stem);
  const said = ` ${stems.join(' ')} `;
  const names = [
    ...job.map((w) => [w]),
    ...(entry.keywords ?? []).filter((k) => !ASKS_A_FIGURE.has(k)).map(words),
  ];
  // "an old jacuzi": a slip of a one-word name names it too.
  const slipped = (w: string) => stems.some((s) => slipOf(s, stem(w)));
  return names.some(
    (k) =>
      k.length > 0 && (said.includes(` ${k.map(stem).join(' ')} `) || (k.length === 1 && slipped(k[0]!))),
  );
}

/** "what do typical home jobs run with you" asks a price, which "Most jobs take 1-3 hours" does not give. */
const aTimeForAPrice = (question: string, entry: QnaMatch) => {
  const [price, time] = GIVES.map(({ asks }) => asks.test(askingPart(question).toLowerCase()));
  return !!price && !time && GIVES[1]!.kind.test(entry.question);
};
const ANY_JOB_ASKED =
  /\b(?:typical|typically|normal|normally|generally|average|avg|most|usual|usually|ballpark|range|rough|roughly|low end|high end)\b/;

/** The words of an entry's question that name its subject ("garage cleanout" in "How long does a garage cleanout take?"). */
const subjectOf = (m: QnaMatch) => words(m.question).filter(saysWhat).map(singular);
/** "mattresses" and "mattress" name one subject. */
const singular = (w: string) => w.replace(/(?:(?<=(?:ss|sh|ch|x))es|(?<!s)s)$/, '');

/**
 * "how long does a garage cleanout take": of two close entries, the one whose question names the
 * subject the customer named answers, rather than one about any job. It covers what the other covers
 * and the subject too, so it answers with the other's coverage.
 */
function preferNamed(question: string, matches: QnaMatch[]): QnaMatch[] {
  const [best, ...rest] = matches;
  if (!best || !confident(best)) return matches;
  const said = new Set(words(question).map(stem));
  const named = (m: QnaMatch) => subjectOf(m).filter((w) => said.has(stem(w))).length;
  const better = rest.find(
    (m) =>
      m.score >= CLOSE_SHARE * best.score &&
      subjectOf(m).length > 0 &&
      subjectOf(m).every((w) => said.has(stem(w))) &&
      named(m) > named(best),
  );
  return better ? promote(better, best, rest) : matches;
}
const CLOSE_SHARE = 0.85;

/**
 * `better` first: it covers what `best` covers and says more of what was asked, so it answers with
 * `best`'s coverage.
 */
const promote = (better: QnaMatch, best: QnaMatch, rest: QnaMatch[]): QnaMatch[] => [
  { ...better, coverage: Math.max(better.coverage, best.coverage) },
  best,
  ...rest.filter((m) => m !== better),
];

// A clause that asks who: "who owns the company", "whos coming out". "who do i call to book" asks how
// to reach us, not who we are; "who does what" how the job goes.
const ASKS_WHO = clauseOpening(
  "who|whos|who's|whose",
  '(?! (?:do|should|can|would) (?:i|we|u|you) (?:call|contact|text|talk|speak|ask|email|reach)| does what)',
);

// "can you tell me who it was", "do you know who came": who, asked inside the clause.
const TELL_ME_WHO = /\b(?:tell me|tell us|know|find out|remember|say) who\b(?! (?:to|i|we|do|should|can)\b)/;

// What a question asks for, and how the question of an entry that answers it begins: a price
// ("how much to demo it"), a duration ("how long will it take") or a person ("who shows up"). A
// person is asked for whatever the subject: "Who will come to my home?" answers "who actually shows
// up", rather than an equally close entry on the visit.
const ASKS_FOR = [
  { asks: /\b(how much|cost|costs|price|pricing|pay|charge|charges|quote)\b/, answers: /^how much\b/i },
  { asks: /\bhow long\b(?! have)/, answers: /^how long does\b/i },
  { asks: ASKS_WHO, answers: /^who\b/i, anySubject: true },
] as const;
const ASKED_SHARE = 0.6;

/**
 * "little tool shed, how much to demo it and haul it away": of two close entries on the same subject
 * ("sheds"), the one that gives what the customer asked for (a price) answers, rather than the one
 * that says we do it. It covers the subject as the other does, so it answers with the other's coverage.
 */
function preferAsked(question: string, matches: QnaMatch[]): QnaMatch[] {
  const [best, ...rest] = matches;
  const kind = ASKS_FOR.find(({ asks }) => asks.test(question.toLowerCase()));
  if (!best || !kind) return matches;
  // Ranked first already, it covers what a close entry on the same job covers: "avg cost for a
  // typical house job" and "How long does a junk removal job take?", both about any job.
  if (kind.answers.test(best.question)) {
    const job = jobOf(best).join(' ');
    const close = rest.find(
      (m) => confident(m) && m.score >= CLOSE_SHARE * best.score && jobOf(m).join(' ') === job,
    );
    return close && best.score >= CONFIDENT_SCORE && best.coverage < close.coverage
      ? [{ ...best, coverage: close.coverage }, ...rest]
      : matches;
  }
  if (!confident(best)) return matches;
  const subject = new Set(subjectOf(best));
  const better = rest.find(
    (m) =>
      kind.answers.test(m.question) &&
      m.score >= ASKED_SHARE * best.score &&
      ('anySubject' in kind || subjectOf(m).some((w) => subject.has(w))),
  );
  return better ? promote(better, best, rest) : matches;
}

/** The keywords of two words or more that `question` says as they stand ("same day"). */
const phrasesSaid = (m: QnaMatch, question: string) => {
  // By stem: "gets back to me" says "get back".
  const said = ` ${words(question).map(stem).join(' ')} `;
  return (m.keywords ?? [])
    .map(words)
    .filter((k) => k.length > 1 && said.includes(` ${k.map(stem).join(' ')} `));
};

/**
 * "same day pickup?": of two close entries, the one with a keyword of several words the question says
 * as a phrase ("same day"), rather than one that holds its words apart ("day", "pickup").
 */
function preferPhrase(question: string, matches: QnaMatch[]): QnaMatch[] {
  const [best, ...rest] = matches;
  if (!best || phrasesSaid(best, question).length > 0) return matches;
  const better = rest.find(
    (m) => confident(m) && m.score >= CLOSE_SHARE * best.score && phrasesSaid(m, question).length > 0,
  );
  return better ? [better, best, ...rest.filter((m) => m !== better)] : matches;
}

/**
 * A word's stem for matching what an entry names: "washing", "washed" and "washes" are "wash";
 * "donate" and "donated" are "donat".
 */
const stem = (w: string) => singular(w).replace(/(?<=..)(?:ing|ed|e)$/, '');

/**
 * Whether `question` names what an entry for a service we do not offer is about: a subject word of
 * its question ("storage" in "Do you rent storage units or store items?") or one of its keywords
 * ("pressure wash"). A "No" found by likeness alone ("can u get some old stuff from her place" is like
 * "can you keep my stuff") would refuse what the customer never asked for.
 */
function mentions(entry: QnaMatch, question: string, slips = false): boolean {
  const said = words(question.toLowerCase().replace(DRIVE_THERE, ' ')).map(stem);
  const saidSet = new Set(said);
  const named = (w: string) => saidSet.has(w) || (slips && said.some((s) => slipOf(s, w)));
  return subjectOf(entry).some((w) => named(stem(w))) || saysAKeyword(entry, question);
}

/** Whether `question` says one of an entry's keywords (stemmed, as `mentions` reads them). */
function saysAKeyword(entry: QnaMatch, question: string): boolean {
  const text = ` ${words(question).map(stem).join(' ')} `;
  return (entry.keywords ?? []).some((k) => text.includes(` ${words(k).map(stem).join(' ')} `));
}

// A question put in the negative: "what cant you take", "anything you won't haul".
const NEGATIVE = /\b(?:not|no|cant|can't|cannot|wont|won't|dont|don't|doesnt|doesn't)\b/;

/**
 * "what cant you take" asks for what we cannot take in words of its own; "whats the price to haul away
 * one dresser? dont have anything else going" holds its words only in the story.
 */
const asksWhatWeRefuse = (entry: QnaMatch, question: string) =>
  entry.category === NOT_TAKEN && NEGATIVE.test(askingPart(question).toLowerCase());

/** An entry's answer when the best of `matches` is about `question`, or the fallback. */
function answerFrom(question: string, unknown: readonly string[], ranked: QnaMatch[]): BankReply {
  const matches = preferAsked(
    question,
    preferPhrase(
      question,
      preferNamed(
        question,
        ranked.filter(
          (m) =>
            (!refuses(m) || mentions(m, question) || asksWhatWeRefuse(m, question)) &&
            !whereNotAsked(question, m),
        ),
      ),
    ),
  );
  const rare = unknown.filter((w) => wordKind(w) === 'rare');
  if (rare.length) return { message: fallbackFor(rare, question), answered: false, matches: [] };
  const top = matches[0];
  if (!confident(top)) {
    const everyday = unknown.filter((w) => wordKind(w) === 'everyday');
    return { message: fallbackFor(everyday, question), answered: false, matches: [] };
  }
  const fits = (m: QnaMatch) =>
    !yesToAPlaceNotNamed(question, m) &&
    !kindNotNamed(question, m) &&
    !yesToAPrice(question, m) &&
    !yesToAnOpenQuestion(question, m) &&
    !notWhenAsked(question, m) &&
    !notWhoWhichOrHowMany(question, m) &&
    !aTimeForAPrice(question, m) &&
    namesTheJob(question, m);
  // "whats the best way to make sure i get the day i want": a close entry that answers an open question
  // stands in for one that would say "Yes" to it.
  // So does a close figure for the job named ("the spa… what would removal run us") for one that gives
  // a figure for a job not named (a garage cleanout).
  const close = (m: QnaMatch) => confident(m) && m.score >= CLOSE_SHARE * top.score && fits(m);
  // "is it $99 for one couch?": the price entry that covers the question as fully stands in for the
  // thing's own "Yes", however close its score.
  const priced = (m: QnaMatch) =>
    confident(m) && PRICE_TOPIC.test(m.question) && m.coverage >= top.coverage && fits(m);
  const best = fits(top)
    ? top
    : yesToAnOpenQuestion(question, top)
      ? matches.find((m) => close(m) && !saysYes(m))
      : yesToAPrice(question, top) && matches.some(priced)
        ? matches.find(priced)
        : !namesTheJob(question, top)
          ? matches.find(close)
          : undefined;
  if (!best) return unsure();
  return {
    message: best.answer,
    answered: true,
    // What a model may phrase: the answer, and the other entries that could answer too.
    matches: [best, ...matches.filter((m) => m !== best && confident(m) && fits(m))],
    plain: refuses(best),
  };
}

// A question about a price, and an entry whose question is about one. Narrower than ASKS_FOR's price:
// "price", "quote" and "pay" are left out, as asking how to get a quote or a price is answered by
// "Yes! Text photos…".
// "is it $99 for one couch": a price the customer proposes is asked too.
const PRICE_ASKED =
  /\b(how much|cost|costs|charge|charges|fee|fees|price (?:for|to|of|on)|surcharge)\b|\$\$|\b(?:is|will|would|does) (?:it|that|this)(?: be| cost| run)?(?: about| around| like| just| only)? \$ ?\d|\bextra\s*(?:\$|money|cash|charges?|fees?|costs?|\?|$)/;
const PRICE_TOPIC =
  /\b(free|fees?|prices?|pricing|costs?|charges?|pay|payment|estimates?|quotes?|how much)\b/i;

/**
 * "do u charge extra for emergency pickup at night", "is the 24/7 emergency pickup extra $$", "do you
 * charge a fee to come out to cave creek":
 * an entry that says "Yes, we offer…" and is not about prices would say yes to the price.
 */
const yesToAPrice = (question: string, entry: QnaMatch) =>
  PRICE_ASKED.test(question.toLowerCase()) && !PRICE_TOPIC.test(entry.question) && saysYes(entry);

/** Whether an entry's answer begins "Yes". */
const saysYes = (entry: QnaMatch) => /^yes\b/i.test(entry.answer);
/** Whether an entry's answer says plainly what we do not do ("No, we don't…"). */
const saysNo = (entry: QnaMatch) => NOT_OFFERED_PREFIXES.some((p) => entry.answer.startsWith(p));
/** Whether the part of `message` that asks opens as `pattern` says (see clauseOpening). */
const asksSo = (pattern: RegExp, message: string) => pattern.test(askingPart(message).toLowerCase().trim());

/**
 * "whats the best way to make sure i get the day i want" is no yes-or-no question, and "Yes! Call
 * before 2 PM…" (same-day pickup) answers it only by likeness. A "Yes" answers an open question only
 * from an entry the question names ("whats the cutoff to get same day service"), and never one that
 * asks how hot, how big or how many.
 */
const yesToAnOpenQuestion = (question: string, entry: QnaMatch) =>
  saysYes(entry) &&
  (asksSo(HOW_SO, question) ||
    asksSo(WHERE_WE_ARE, question) ||
    (asksSo(OPEN_QUESTION, question) && !mentions(entry, question, true)));

/**
 * "need an office cleared out, is that a thing you do" says "office" as "Where is your office?" does,
 * but asks no place: an entry that says where we are answers only a question of where.
 */
const whereNotAsked = (question: string, entry: QnaMatch) =>
  /^where\b/i.test(entry.question) && !ASKS_A_PLACE.test(question.toLowerCase());
const ASKS_A_PLACE =
  /\b(where|wheres|located|location|address|based|city|town|state|arizona|az|headquarters|hq|near)\b/;

// "where is your office", "wheres ur shop": where we are, which no "Yes" says ("Yes, we remove office
// furniture…").
const WHERE_WE_ARE = clauseOpening(
  "where|wheres|where's",
  " (?:(?:is|are|r) )?(?:your|ur|you|u|yall|y'all)\\b",
);

// "how hot is it gonna be today", "how many trucks": "how" and a word that asks a degree or an amount,
// which no "Yes" gives, whatever the entry names ("today"). Not "how do…", "how far…", "how soon…".
const HOW_SO = clauseOpening(
  'how',
  ' (?!about|do|does|did|can|could|should|would|will|is|are|to|far|fast|soon|quick|quickly|early|late)',
);

// A clause that asks when, and an entry's question that can say when: a yes-or-no one ("Do you offer
// same-day junk removal?") or one about a time ("When do I pay?", "What are your business hours?").
const ASKS_WHEN = clauseOpening('when');
const SAYS_WHEN = /^(do|does|is|are|can|will)\b|\b(when|hours|how long|how far|how fast|how soon|time)\b/i;

/**
 * "when is bulk trash day for my street in scottsdale" asks for a time, and "How do I book a pickup?"
 * gives none, however many words they share.
 */
const notWhenAsked = (question: string, entry: QnaMatch) =>
  asksSo(ASKS_WHEN, question) && !SAYS_WHEN.test(entry.question);

// A clause that asks which one or how many: "which charity do u donate to", "how many trucks u got".
const ASKS_WHICH = clauseOpening('which|how many');
// "how big is your truck" asks a size, which only a number says.
const ASKS_HOW_MANY = clauseOpening(
  'how many|how (?:big|large|heavy|tall|wide|deep)|what (?:exact )?(?:percentage|percent|share|fraction|size)',
);
const A_NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundreds?)\b/i;
/** Whether an answer says how many of something: a number that is no phone number and no year. */
const saysANumber = (answer: string) =>
  A_NUMBER.test(answer.replace(/\(?\d{3}\)?[ -]?\d{3}-\d{4}/g, '').replace(/\b(?:19|20)\d\d\b/g, ''));

/**
 * Whether an entry's answer fails to say who, which one or how many when the question asks it:
 * - who: only an entry whose question asks who tells who ("who owns the company" and "Yes, we are
 *   locally owned…"; "who will be doing the pickup" and "It is best if someone is there…");
 * - which one: "Yes" or "No" says none ("which charity do u donate to" and "Yes. We are eco-friendly…"),
 *   unless a list follows ("which appliances can you haul" and "Yes: refrigerators and freezers…");
 * - how many, or how big, heavy or wide: only an answer with a number ("how many employees do you have"
 *   and "A uniformed crew from our own local team"; "how big is your truck" and "No. Our crew does all
 *   the work"). Any number passes, so "how big of a shed can you tear down" still gets the shed's time.
 * What we do not do is still said plainly.
 */
const notWhoWhichOrHowMany = (question: string, entry: QnaMatch) =>
  ((asksSo(ASKS_WHO, question) || TELL_ME_WHO.test(askingPart(question).toLowerCase())) &&
    !/^who\b/i.test(entry.question)) ||
  (!refuses(entry) &&
    ((asksSo(ASKS_WHICH, question) && /^(yes|no)\b(?!:)/i.test(entry.answer)) ||
      (asksSo(ASKS_HOW_MANY, question) &&
        (!saysANumber(entry.answer) || !countsWhatWasAsked(question, entry)))));

// Units a number of which says how long or how far ahead, whatever unit the answer uses.
const TIME_UNITS = new Set('hours hrs days weeks minutes mins months years'.split(' '));

/**
 * "how many people work for you" and "Most jobs take 1-3 hours": a number of something else. How many
 * of a thing is answered only by an entry that names the thing, or by any number of a time ("how many
 * days ahead should i book" and "24-48 hours in advance").
 */
function countsWhatWasAsked(question: string, entry: QnaMatch): boolean {
  const thing = /\bhow many ([a-z]+)/.exec(words(askingPart(question)).join(' '))?.[1];
  return !thing || TIME_UNITS.has(thing) || saidBy(entry).includes(stem(thing));
}

/** The stems of every word an entry says: its question, its answer and its keywords. */
const saidBy = (entry: QnaMatch) =>
  words([entry.question, entry.answer, ...(entry.keywords ?? [])].join(' ')).map(stem);

/**
 * "we live out of state" and "Yes, we serve all of Tempe" (found by "state", of "Arizona State"): an
 * entry for a place says "Yes" only to a message that names the place or one of its keywords.
 */
const yesToAPlaceNotNamed = (question: string, entry: QnaMatch) =>
  entry.category === SERVICE_AREA && saysYes(entry) && !mentions(entry, question);

// A clause that asks which kind of a thing: "what kind of trucks", "which cities", "what types of junk".
const ASKS_KIND = clauseOpening(
  'what|which',
  ' (?:(?:kinds?|types?|sorts?|forms?|parts?|brands?|makes?) of )?(?:the |a |an |ur |your )?([a-z]+)',
);

/**
 * "what kind of trucks do u use": an entry answers which kind of a thing only when it names the thing,
 * in its question, its keywords or its answer ("A uniformed crew…" names no truck).
 */
function kindNotNamed(question: string, entry: QnaMatch): boolean {
  const asking = words(askingPart(question)).join(' ');
  const thing = ASKS_KIND.exec(asking)?.[1];
  if (!thing || !saysWhat(thing)) return false;
  // "what kinds of furnature": a slip of a word the entry says names it too.
  const asked = stem(thing);
  return !saidBy(entry).some((w) => w === asked || slipOf(asked, w));
}

// Work we do not do, as Spanish-speaking customers name it: no price of ours answers a question about
// it ("tengo una alberca vieja que quiero demoler. ¿cuánto cobran?", "que poden los árboles", "laven las
// alfombras"). "limpiar el garaje" is a cleanout, which we do.
const NOT_OUR_WORK_ES =
  /demol|tumbar|pod[ae]r|poden|[aá]rbol|jardiner|laven|lavar|alfombra|pint[aeu]r|pinten|repar|arregl|instal|plomer/;
const BRAND_ES = /\bmarca\s+(?!(?:no|de|que|es|y|o|la|el|ni|importa)\b)[a-z]/;
const DISCOUNT_ES = /\b(?:descuentos?|rebajas?|cupon(?:es)?|promocion(?:es)?)\b/;
// "la lavadora ya no se puede reparar, ¿se la llevan?", "ya no tiene arreglo": a thing past repair, to be
// taken away, asks for no repair (the entry that says we do none is no answer)
const PAST_REPAIR_ES =
  /\b(?:ya no|no)(?: se)? (?:puede|pueden|tiene|tienen|vale la pena)(?: \S+)? (?:reparar|arreglar|arreglo|reparacion|compostura)\b/;
const OF_REPAIRS_ES = (m: QnaMatch) => refuses(m) && !!m.keywords?.some((k) => /arregl|repar/.test(k));
// "¿Cuántos trabajadores mandan?": how many of the crew come, which the bank never says (as in English).
const HOW_MANY_ES =
  /\bcuant[oa]s (?:trabajadores|personas|hombres|empleados|muchachos|chavos|ayudantes|gente)\b/;
const PRICE_ASKED_ES = /cu[aá]nto|precio|cobr|cuest|costo|tarifa|gratis|presupuesto|cotiza|sale en/;
// The keyword of the Spanish entry for what we cannot take ("¿Qué cosas no se llevan?") in the seeded bank.
const HAZARDOUS_ES = 'peligroso';
/** The keyword of the Spanish same-day entry ("¿Pueden venir hoy mismo?"). */
const SAME_DAY_ES = 'hoy';
const TODAY_ES = /\b(?:hoy|mismo dia|ahorita)\b/;
// A pickup asked for ("¿pueden venir…?", "que recojan…", "¿todavía se puede?"), not a reply ("¿me pueden
// contestar hoy?"), nor another day ("hoy no puedo, ¿pueden venir mañana?").
const PICKUP_ES =
  /\b(?:venir|vengan|vienen|recoger|recojan|recogen|llevar|llevarse|lleven|sacar|saquen|pasar|pasen|se puede)\b/;
const OTHER_DAY_ES = /\b(?:manana|pasado|otro dia|hoy no)\b/;
const HOURS_ASKED_ES = /\b(?:hora|horas|horario|abren|cierran|abierto|abiertos)\b/;
// Asked whether we come to a place: "¿llegan hasta allá?", "¿dan servicio en…?", "¿vienen a Mesa?".
const COMES_ES =
  /\b(?:llegan|llegar|ir|vienen|venir|dan servicio|dan el servicio|trabajan en|trabajan por|cubren|alcanzan|pasan)\b/;

/** A question in Spanish: a Spanish entry that covers it, or the fallback in Spanish. */
function spanish(read: Reading, message: string): BankReply {
  // "¿se llevan carros también o solo muebles?" asks no price, whatever words ("solo") it shares with one.
  const said = message.toLowerCase();
  if (PAST_REPAIR_ES.test(unaccented(said)) && readAll(read).some(OF_REPAIRS_ES)) {
    const without = (ms: QnaMatch[] | null) => ms && ms.filter((m) => !OF_REPAIRS_ES(m));
    return spanish({ ...read, matches: without(read.matches)!, focus: without(read.focus) }, message);
  }
  const asked = (m: QnaMatch) =>
    m.category !== PRICING || (PRICE_ASKED_ES.test(said) && !NOT_OUR_WORK_ES.test(said));
  const sure = (m: QnaMatch | undefined): m is QnaMatch =>
    !!m && m.score >= CONFIDENT_SCORE && m.coverage >= MIN_COVERAGE_ES && asked(m);
  // "…son tres recámaras con muebles. ¿Más o menos cuánto cobran por un trabajo así?": a story's words
  // cover little of any entry; the sentence that asks is read alone when the whole is unsure.
  // "¿Trabajan los domingos? Solo ese día puedo estar en la casa.": a question said first and then
  // explained is read alone only when one entry covers it (nearly) whole and leads clearly; what
  // follows may change it ("se llevan carros viejos? tengo una troca…" is no furniture).
  const saidLast = sentencesOf(message).at(-1) === askingSentence(message);
  const [top, next] = read.focus ?? [];
  const clear = (m: QnaMatch) =>
    m.coverage >= FIRST_ASKED_COVERAGE && m.score >= CLEAR_LEAD_ES * (next?.score ?? 0);
  if (read.focus && !sure(read.matches[0]) && sure(top) && (saidLast || clear(top)))
    return spanish({ ...read, matches: read.focus, focus: null }, message);
  // "dejo botes de pintura y quimicos de la alberca… se pueden llevar eso tambien?": a hazardous thing
  // named (a keyword of the entry that says what we cannot take) is refused, however the rest reads.
  // Said in the sentence that asks or as what a container holds ("botes de pintura"), and not denied ("ya
  // no hay pintura"); "una pintura grande (un cuadro)" told before is a painting.
  const hazard = readAll(read).find((m) => m.keywords?.includes(HAZARDOUS_ES));
  const plainSaid = unaccented(said);
  // "¿me hacen descuento si les pago en efectivo?": the bank names no discount, whatever else it shares,
  // nor how many of the crew come.
  // "¿Se llevan una lavadora marca Velquor?": the bank names kinds of things, never a maker's, as in English.
  if (DISCOUNT_ES.test(plainSaid) || BRAND_ES.test(plainSaid) || HOW_MANY_ES.test(plainSaid))
    return unsureEs();
  // "son las 12:30, todavia pueden venir hoy?": the same-day cut-off applied to the time said.
  const situation = situationReplyEs(message);
  if (situation) return { message: situation, answered: true, matches: [], plain: true };
  const asking = unaccented(askingSentence(message).toLowerCase());
  const named = hazard?.keywords?.some((k) => {
    if (k.length <= 3 || k === HAZARDOUS_ES) return false;
    const thing = `${unaccented(k)}(?:e?s)?\\b`;
    const denied = new RegExp(`\\b(?:no hay|ni|sin|ya no)(?: \\S+){0,2} ${thing}`).test(plainSaid);
    const held = new RegExp(`\\b(?:botes|latas|galones|cubetas|tambos) de ${thing}`).test(plainSaid);
    return !denied && (held || new RegExp(`\\b${thing}`).test(asking));
  });
  if (hazard && named) return { ...entryReply(hazard), plain: true };
  // "Necesito que recojan un sillón hoy, ¿todavía se puede?": a pickup asked for today is the same-day
  // entry's, whatever the thing ("¿a qué hora cierran hoy?" asks the hours, "¿cuánto cobran hoy?" a price).
  const today =
    TODAY_ES.test(asking) &&
    PICKUP_ES.test(asking) &&
    !HOURS_ASKED_ES.test(asking) &&
    !PRICE_ASKED_ES.test(said) &&
    !OTHER_DAY_ES.test(asking)
      ? readAll(read).find((m) => m.keywords?.includes(SAME_DAY_ES))
      : undefined;
  if (today) return entryReply(today);
  // "vivo en Ahwatukee, ¿llegan hasta allá?": a place the message names, asked whether we come there, is
  // held against the service area (read.place, see chat_read_es).
  // An entry sure of what else is asked answers it ("¿Pasan a recoger un refri en Mesa?"): of a message of
  // several sentences, what the sentence that asks asks ("¿Llegan hasta Nogales? Mi suegra tiene muchas
  // cosas viejas." asks of Nogales, whatever the things told after it are like).
  const first = (read.focus ?? read.matches)[0];
  const elseSure = sure(first) && first.category !== SERVICE_AREA;
  if (read.place && COMES_ES.test(asking) && !PRICE_ASKED_ES.test(said) && !elseSure)
    return { ...entryReply(read.place), plain: saysNo(read.place) };
  const [best, second] = read.matches;
  // A wordier question ("recogen colchones usados? son dos matrimoniales") covers less of any entry;
  // an entry far ahead of every other still answers it.
  const farAhead =
    !!best &&
    asked(best) &&
    best.score >= CLEAR_SCORE_ES &&
    best.coverage >= MIN_COVERAGE_ES_AHEAD &&
    best.score >= CLEAR_LEAD_ES * (second?.score ?? 0);
  if (!sure(best) && !farAhead) return unsureEs();
  // "¿Trabajan en Laveen?": the entry for towns we do not go to answers only a town it names.
  if (best.category === SERVICE_AREA && saysNo(best) && !keywordSaid(best, message)) return unsureEs();
  // "se llevan llantas": a thing we must see first gets a request for a photo, as in English.
  if (best.category === ASK_US) return photoFirst(best);
  return { message: best.answer, answered: true, matches: read.matches.filter(sure), plain: refuses(best) };
}
