import { COMMON_NOUNS, COMMON_WORDS, SERVICE_VERBS } from './common-words.ts';

/**
 * The words of a chat question, and which of them carry its topic. Small talk, verbs of asking and
 * words that fit any job ("can u guys haul my old stuff") say nothing about what is asked; every other
 * word must be known to the Q&A bank before an entry may answer (see qna_unknown_words()).
 */

/** Lower-cased words, apostrophes dropped ("don't" → "dont"), in order. Any script counts as letters. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // "my wife's kiln", "who'll be home": the word itself, less what the apostrophe joined to it.
      .replace(/(?<=\p{L})['’`](?:s|ll|re|ve|d|m)(?![\p{L}\p{N}])/gu, '')
      .replace(/['’`]/g, '')
      // "e-waste", "e-bike": a one-letter prefix is part of the word.
      .replace(/(?<![\p{L}\p{N}])(\p{L})-(?=\p{L})/gu, '$1')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const list = (text: string) => text.split(/\s+/).filter(Boolean);

// Words that say nothing at all in a chat: shorthand, interjections, pronouns, question words. Left
// out of matching as well ("whats ur hours" is about hours). Negations stay: "what cant you take".
const FILLER = list(`
  a an the and or but so if then than too very just really also still even only maybe probably actually
  anyway like kinda sorta gonna wanna gotta lemme gimme ok okay yes yeah yep yea nope hmm um uh lol
  hey hi hello hiya yo sup please pls plz thanks thank thx ty sir maam mam dude bro folks guys guy yall
  u ur r ya you your youre yours i im ive id me my mine we our ours us they them their he she him her his
  it its this that these those there here what whats which who whos whom how hows where wheres
  why whys whether rn tho thru btw fyi idk imo etc az wat wut wich wen abt tmrw yrs hrs mins till til
  after before during while until above below again further once
  tryna smh ngl tbh lmk wfh omg ikr lmao haha hahaha bc cuz prolly
`);

// Not topics either: the frequent words that have no noun sense (generated), verbs of asking and of any junk job, vague nouns and adjectives, family,
// quantities and places in a sentence. None names an item, a service, a place or a fact, but some
// help matching ("how much", "asap"). English stop words ("the", "do") the database drops itself.
const GENERIC_WORDS = [
  ...FILLER,
  ...list(`
  no when whens asap
  am is are was were be been being do does did doing done dont doesnt didnt can cant could couldnt will
  wont would wouldnt should shouldnt shall may might must have has had having havent hasnt isnt arent
  wasnt werent aint
  get gets getting got gotten need needs needed needing want wants wanted wanting looking look looks
  help helps helping wondering wonder wondered question questions ask asking asked know knows tell let
  lets make makes go goes going went come comes coming came see seeing say said think thought hoping
  hope trying try possible able provide provides offer offers offering handle handles deal deals
  finally agreed decided gave give put keep kept stop stopped sitting sits left leave
  leaving drag dragging bring bringing sure mean means redo redoing redid
  take takes taking took haul hauls hauling hauled remove removes removing removed removal rid pick picks
  picking picked grab grabbed toss tossing dispose disposing disposal throw throwing thrown dump dumping
  clear clearing cleared empty emptying emptied clean cleaning cleaned ditch ditching junking gone
  something anything everything nothing stuff thing things item items junk trash garbage rubbish crap
  old older new big bigger biggest small smaller large larger huge little heavy broken busted used ugly
  nasty full whole entire normal regular usual typical basic simple rough roughly approx general average
  real actual extra random various different same certain pretty fairly super totally
  lot lots bunch couple few some any all many much more most less other another each every both rest
  ton tons pile piles load loads kind kinds sort sorts type types way ways list chance shape idea part bit piece pieces
  one two three four five six seven eight nine ten first second third last next
  middle side front top bottom inside outside corner behind near nearby
  wife husband kids kid son daughter family friend neighbor neighbors roommate
  place spot today now soon right away again back out up down over off into onto
  about around with without from for to of in on at by as per via wise
  service services company business job work someone somebody anyone anybody people person
  good great nice cool awesome fine best sure exactly quick quickly fast
  time times day days week weeks month months year morning afternoon evening tonight minute minutes
  monday tuesday wednesday thursday friday mondays tuesdays wednesdays thursdays fridays january february march april june july august september
  october november december
  gallon gallons pound pounds lb lbs feet foot ft inch inches
  aunt aunts uncle uncles grandpa cousin cousins brother brothers sister sisters boyfriend girlfriend friends buddies buddy
  rotted rotten rusty rusted cracked moldy dirty gross smelly leaking leaky dead worn torn stained dealing
  godawful ginormous janky ratty beat crummy
  reason problem issue situation
  `),
];
const GENERIC = new Set([...GENERIC_WORDS, ...list(COMMON_WORDS)]);
const VAGUE = new Set(GENERIC_WORDS);
// Of those, the ones that still tell entries apart: "how much", "how long", "same day", "asap".
const CUES = new Set(
  list(`
  much long when asap today now soon fast quick quickly same open no house home business job typical
  average usual
  dont cant wont doesnt didnt isnt arent aint anything look
  time times day days week weeks month months year morning afternoon evening tonight minute minutes
  monday tuesday wednesday thursday friday
`),
);
const EVERYDAY = new Set(list(COMMON_NOUNS));
const SERVICES = new Set(list(SERVICE_VERBS));
const FILLER_SET = new Set(FILLER);

/** Whether a and b are at most `max` single-letter edits apart (insert, delete, change, swap). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const rows = [...Array(a.length + 1)].map((_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]! <= max;
}

// Endings only adverbs have (a noun such as "family" or "assembly" ends otherwise).
const ADVERB = /(?:ally|ably|ibly|ously|fully|edly|ently|antly|ively|lessly)$/;

/** A generic word, or a typo of a long one ("remval"); short words are too close to each other. */
function generic(word: string): boolean {
  if (GENERIC.has(word)) return true;
  // "freakin", "somethin", "movin": a chat's spelling of a word that ends in -ing.
  if (word.length >= 5 && word.endsWith('in') && GENERIC.has(`${word}g`)) return true;
  if (word.length < 6) return false;
  // "ideally", "preferably", "hopefully": an adverb says how, never what.
  if (word.length >= 7 && ADVERB.test(word)) return true;
  return GENERIC_WORDS.some((g) => slipOf(word, g));
}

/**
 * Whether a typed word is a slip of a known one ("remval" of "removal", "furnatur" of "furnitur"): one
 * edit in a word of six or seven letters, two from eight. Shorter words are too close to each other.
 */
export const slipOf = (typed: string, known: string) =>
  typed.length >= 6 && known.length >= 6 && withinEdits(typed, known, typed.length >= 8 ? 2 : 1);

/**
 * What a word of a question is to the matcher: `filler` says nothing; `generic` names no topic (an
 * unknown one is simply left out); `everyday` is a frequent noun (an unknown one weighs against every
 * entry, so "the weather in Scottsdale" is not about Scottsdale); `rare` is anything else (an unknown
 * one means the bank cannot know the answer: "pest control", "asbestos" before an entry names it).
 */
export type WordKind = 'filler' | 'generic' | 'everyday' | 'rare';

export function wordKind(word: string): WordKind {
  if (FILLER_SET.has(word)) return 'filler';
  if (/\d/.test(word) || generic(word)) return 'generic';
  return EVERYDAY.has(word) && !SERVICES.has(word) ? 'everyday' : 'rare';
}

/** Whether a word can say what a message is about: an everyday or a rare one, not filler or generic. */
export function saysWhat(word: string): boolean {
  const kind = wordKind(word);
  return kind === 'everyday' || kind === 'rare';
}

/** The question's words worth looking up, each once, in order: all but the filler. */
export function questionWords(text: string): string[] {
  return [...new Set(words(text))].filter((word) => word.length > 1 && !FILLER_SET.has(word));
}

/**
 * What the database needs to read a question (chat_topic(), in the same call that finds its unknown
 * words): the words less filler, the generic ones (left out when no entry knows them) and the vague
 * ones (left out unless they are all there is; the cues among them, "how much", "asap", stay).
 */
export function topicParts(text: string): { words: string[]; generic: string[]; vague: string[] } {
  const all = questionWords(text);
  return {
    words: all,
    generic: all.filter((w) => wordKind(w) === 'generic'),
    vague: all.filter((w) => !CUES.has(w) && VAGUE.has(w)),
  };
}

/** A service people ask for that is not junk removal ("fix", "paint"): never the name of a thing. */
export const isServiceVerb = (word: string) => SERVICES.has(word);

// A sentence that asks: a question mark, or a question's opening words anywhere in it.
const ASKS =
  /\?|^(confirm|tell|please)\b|\b(can|could|do|does|did|will|would|is|are|r|how|what|whats|when|where|who|which|any ?chance|should)\b/;

/**
 * The part of a message that asks (customers tell a story first: "fridge died over the weekend. can u
 * haul it"): the last question, else the last sentence that asks, else the last sentence; the whole
 * message when it is one sentence.
 */
export function askingPart(text: string): string {
  const sentence = askingSentence(text);
  // "i work all day, do i have to be home": within the sentence, the clause that opens with a question,
  // unless it only points back at what the sentence named before ("an old camper trailer, can you take
  // that"). One that says what it asks in a word of its own stands alone ("we move out saturday, how far
  // ahead should i be booking this": "far").
  const clause = questionClause(text);
  if (clause === sentence) return sentence;
  return onlyPointsBack(clause) ? sentence : clause;
}

/**
 * The clause of the asking sentence that opens with a question, even one that only points back ("the
 * movers wont take the mattress, can u pick those up": "can u pick those up"); else the sentence.
 */
export function questionClause(text: string): string {
  const sentence = askingSentence(text);
  const clauses = sentence.split(SUBORDINATE);
  if (clauses.length <= 1) return sentence;
  const asks = (c: string) => HOLDS_A_QUESTION.test(c.toLowerCase());
  return (
    clauses.findLast((c) => OPENS_A_QUESTION.test(c.trim().toLowerCase())) ??
    (clauses.filter(asks).length === 1 ? clauses.find(asks)! : sentence)
  );
}

/**
 * The clauses of the asking sentence before its question clause that open a question of their own: a
 * sentence that asks two things asks both ("do you grind stumps, and what would that run?").
 */
export function earlierQuestions(text: string): string[] {
  const clause = questionClause(text);
  const clauses = askingSentence(text).split(SUBORDINATE);
  return clauses
    .slice(0, clauses.lastIndexOf(clause))
    .filter((c) => OPENS_A_QUESTION.test(c.trim().toLowerCase()));
}

// Where a clause ends: a comma, a semicolon or a colon, or a reason or a condition that follows the
// question ("are your crews insured in case something gets damaged", "what are the steps once i reach
// out"), but not the other of two answers ("do I pay before anything happens or once the job is done").
const SUBORDINATE =
  /[,;:]\s+|(?<!\bor(?=\s+once the (?:job|work|crew|pickup)\b))\s+(?=(?:just )?in case\b|because\b|cuz\b|since\b|so that\b|once (?:i|we|you|u|they|it|the|my)\b)/;

// A question inside a clause that opens otherwise ("if u tear it down how long is that gonna take"): a
// question word, or a verb asking us ("… can u take it").
const HOLDS_A_QUESTION =
  /\?|\b(?:how|what(?! an? )|whats|what's|when|where|who|which|any ?chance)\b|\b(?:can|could|will|would|do|does)\s+(?:you|u|ya|yall|y'all)\b/;

/**
 * Whether a clause points back at something said before it ("can you take that", "pick those up");
 * one that asks what kinds of things ("what kinds of things do you take") asks of things in general.
 */
export const pointsBack = (clause: string) =>
  !asksWhatKinds(clause) &&
  words(clause.replace(MANNER, ' ').replace(DUMMY_IT, '$1 ')).some((w) => POINTS_BACK.has(w));

// "get a price that way" says how, and points at nothing told.
const MANNER = /\b(?:that|this) way\b/gi;
// "does it cost anything to get a quote": an "it" that stands for what follows ("to get a quote").
const DUMMY_IT =
  /\b(does|do|would|will|is|was|did) it (?=(?:\w+ ){0,3}to (?!(?:the|my|a|an|your|our|his|her|their|this|that|it|them)\b)[a-z])/gi;

/** Whether a clause asks what kinds of things, in general: "what kinds of things will you take". */
export const asksWhatKinds = (clause: string) =>
  /\b(?:what|which)(?: all)? (?:kinds?|types?|sorts?) of (?:things?|stuff)\b/i.test(clause);

/** Whether a clause points back and names no subject of its own: "can you take it", not "how far ahead". */
export const onlyPointsBack = (clause: string) => pointsBack(clause) && !words(clause).some(saysWhat);

const POINTS_BACK = new Set('it its that this them these those they one ones thing things'.split(' '));

/**
 * The sentence that asks: the last question, else the last sentence that asks, else the last one. A
 * chat's "lol", "haha" or "smh" ends a sentence as a full stop does.
 */
export function askingSentence(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length <= 1) return text;
  return (
    sentences.findLast((s) => s.endsWith('?')) ??
    sentences.findLast((s) => ASKS.test(s.toLowerCase())) ??
    sentences.at(-1)!
  );
}

/** The sentences of a message, in order. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+|\s+-+\s+|\.{2,}|(?<=\b(?:lol|lmao|haha|smh))\s+/i)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);

/** The sentence before the one that asks ("i want to epoxy the floor. is that something you do?"), or ''. */
export function sentenceBefore(text: string): string {
  const all = sentencesOf(text);
  const at = all.lastIndexOf(askingSentence(text));
  return at > 0 ? all[at - 1]! : '';
}

/**
 * What a question whether we do it points at: the sentence before, when the part that asks is only "is
 * that something you do" or "do you guys offer that" ("i want to epoxy coat the floor. is that something
 * you do?"); else ''. A sentence that wants things gone ("need desks and filing cabinets removed") asks
 * for what we do, and "is that something you can take" asks to take a thing: both are the catalogue's
 * to say.
 */
export function whatWeAreAskedToDo(text: string): string {
  const before = sentenceBefore(text);
  return before && asksIfWeDoIt(askingPart(text)) && !WANTS_GONE.test(words(before).join(' ')) ? before : '';
}
// "since you haul dirt and rock, maybe you also lay new gravel" says what we do, not what is wanted gone.
const WANTS_GONE =
  /(?<!\b(?:you|u|yall|y all|you guys|you all)(?: also| already| just)? )\b(?:take|taken|haul|hauled|pick|picked|get rid|remove|removed|gone|dispose|toss|tossed|dump|come out|clean out|clear out|emptied|cleared out|cleaned out|won t fit|wont fit|leftover|leftovers|scraps)\b/;

const asksIfWeDoIt = (clause: string) =>
  /^(?:is (?:that|this|it) (?:something|a service|a thing|somethin)(?: that)? (?:you|u|y ?all|your (?:crew|company|team|guys))(?: guys| all)? (?:do|does|offer|offers|provide|provides|handle|handles|can do|could do)|do (?:you|u|y ?all)(?: guys| all)? (?:do|offer|provide|handle) (?:that|this|it))\b/.test(
    words(clause).join(' '),
  );

/**
 * A pattern for how a clause begins: `first` (alternatives, as regular-expression source) as its first
 * word, after an optional "so", "and", "ok", "also" or a short preamble ending in "but" ("ok random but",
 * "sorry dumb question but"), then `rest` if given.
 */
export const clauseOpening = (first: string, rest = '') =>
  new RegExp(`^(?:so |and |(?:[a-z']+ ){0,3}but |ok |also )?(?:${first})\\b${rest}`);

// The first words of a clause that asks ("how long will…", "do i have to…", "can u…"); "what a mess"
// exclaims.
const OPENS_A_QUESTION = clauseOpening(
  "how|what(?! an? )|whats|what's|when|where|who|which|can|could|do|does|did|will|would|is|are|should|any ?chance",
);

// "is there a student discount", "do you offer senior discounts", "can I get a warranty", "any discount
// for paying cash", "how do i reset it", "will you pull the permit", "do you provide that paperwork",
// "can you clean the vent out": the thing asked for follows one of these, then at most an article and
// two describing words; a particle ("out", "up") after it ends it.
const ASKS_FOR =
  /(?:^(?:got )?any(?= )|\b(?:is there|are there|(?:do|will|would|can|could) (?:you|u|yall|y'all)(?: guys)? (?:offer|have|give|do|provide|bring|pull|supply|issue)|(?:can|could|will|would) (?:you|u|yall|y'all)(?: guys)? (?!(?:take|haul|pick|grab|get|remove|toss|dump|clear|junk|recycle|dispose)\b)[a-z]+|can (?:i|we) get|^how (?:do|can|should) (?:i|we)))\s+(?:a |an |any |some |that |this |the |those |these )?((?:[a-z]+ ){0,2}[a-z]+)/;
const WHERE = new Set(['somewhere', 'anywhere']);
const ENDS_A_THING = new Set(
  'for on if or and to in at with from when that this it today tomorrow tonight now out up away off down too also please first again somewhere anywhere online here there'.split(
    ' ',
  ),
);

/**
 * The thing a sentence asks for ("discount" in "is there a student discount?"), or null when it does
 * not ask for one in so many words.
 */
export function askedFor(sentence: string): string | null {
  const found = ASKS_FOR.exec(words(sentence).join(' '));
  if (!found?.[1]) return null;
  const phrase = found[1].split(' ');
  // "is there somewhere I can drop it off" asks for a place; "is there a form somewhere", for a form.
  const end = phrase.findIndex((w, i) => ENDS_A_THING.has(w) && (i > 0 || !WHERE.has(w)));
  const thing = (end === -1 ? phrase : phrase.slice(0, end)).at(-1);
  return thing ?? null;
}

/**
 * The runs of one to three words in `text` ("old", "old stove", "the old stove"…), each also with its
 * last word made singular ("stoves" → "stove", "boxes" → "box"), for looking names up in the catalogue.
 */
export function phrases(text: string): string[] {
  const all = words(text.replace(DENIED, ' '));
  const found = new Set<string>();
  for (let i = 0; i < all.length; i++) {
    for (let n = 1; n <= 3 && i + n <= all.length; n++) {
      const run = all.slice(i, i + n);
      const last = run.at(-1)!;
      found.add(run.join(' '));
      for (const singular of [last.replace(/es$/, ''), last.replace(/s$/, '')])
        if (singular !== last && singular.length > 1) found.add([...run.slice(0, -1), singular].join(' '));
    }
  }
  return [...found];
}

// A thing the message says it is not, in favour of another ("it's not a spa, it's a proper pool",
// "isn't a futon, more like a daybed"), is none of its things: the words after "not a", up to two.
// "it's not a full-size piano, can you take it" still names the piano.
const DENIED =
  /\b(?:not|isn'?t|ain'?t|wasn'?t) an? [a-z-]+(?: [a-z-]+)?(?=,? (?:it'?s|it is|but|just|more like|rather)\b)/gi;

// "could u guys lift it over the wall into his yard", "want mine moved to the other side of the yard",
// "pick up some pavers and drop them at my house", "bring a load of topsoil": someone asks us to carry
// a thing (or wants it carried) to a home or a spot of their own, a few words on. "to the dump", "to
// goodwill" and "to the curb" are where junk goes, and name no such spot; "bring a truck to my place"
// carries nothing of theirs.
const WORD = '[^\\s.?!,;]+';
// A word of a list of things, its comma kept: "need the couch, bed and dresser taken over to…".
const LISTED = '[^\\s.?!;]+';
const CARRY = 'move|bring|haul|lift|carry|take|deliver|drop|put|transport';
const CARRIED = 'moved|brought|delivered|dropped off|taken|carried|hauled|transported';
const OURS =
  '(?:a |an |the |your |ur |some )?(?:truck|trailer|crew|team|guys|people|someone|somebody|dumpster|bin)s?';
const THEIR_SPOT =
  "(?:my|his|her|their|our|me|mine|ours|hers|theirs|the other|a new|the new|(?:my |the )?neighbou?r'?s?" +
  // "move a dresser from the upstairs bedroom to the guest room": another room of the same home
  '|the (?:guest|spare|next|family|living|dining|master|kids?)[ -]?(?:room|bedroom))\\b' +
  // "to my curb", "to my trash can": where junk goes, whoever's it is.
  '(?!\\s+(?:dump|landfill|curb|trash))';
const CARRIES_TO = new RegExp(
  `\\b(?:(?:you|u|ya|yall|y'all|guys)\\s+(?:${WORD}\\s+)?(?:${CARRY})(?!\\s+${OURS}\\b)` +
    `|(?:want|wants|need|needs|have|get)\\s+(?:${LISTED}\\s+){1,6}?(?:${CARRIED}))` +
    `(?:\\s+${WORD}){0,5}?\\s+(?:to|into|onto|over to|across to)\\s+${THEIR_SPOT}` +
    // "could your truck just take her bed, dresser and couch over to the new condo"
    `|\\b(?:your|ur) (?:truck|crew|team|guys|people)\\s+(?:${WORD}\\s+)?(?:${CARRY})(?!\\s+${OURS}\\b)` +
    `(?:\\s+${LISTED}){0,5}?\\s+(?:to|into|onto|over to|across to)\\s+${THEIR_SPOT}` +
    `|\\bdrop (?:it|them|that|those|this|these)(?: off)? at ${THEIR_SPOT}` +
    // "move a shed from one side of my yard to the other", "bring it to mine", "bring a load of topsoil"
    `|\\b(?:${CARRY}|${CARRIED})\\s+(?:${WORD}\\s+){0,4}?from\\s+(?:${WORD}\\s+){0,6}?(?:to|into|over to)\\s+${THEIR_SPOT}` +
    `|\\bbring(?!\\s+${OURS}\\b)\\s+(?:${WORD}\\s+){0,4}?(?:to|into|over to)\\s+${THEIR_SPOT}` +
    // "pick it up from the seller and deliver it to my house", whoever is to do it
    `|\\bdeliver(?:ed|ing)?\\s+(?:${WORD}\\s+){0,4}?(?:to|into)\\s+${THEIR_SPOT}` +
    `|\\bbring (?:a |some )?(?:load|yard|bag|truckload|pallet)s? of\\b`,
  'i',
);

/**
 * Whether the message asks for something carried to a place rather than away: a delivery, which we do
 * not do ("do u haul gravel TO my house", "want mine moved to the other side of the yard").
 */
export const carriesToAPlace = (text: string) => CARRIES_TO.test(text);

/**
 * "I have $300 to spend on getting rid of a small shed. Would that cover it?", "$400 in mind. Is that
 * in the normal range for an average garage?": a budget held against our prices asks a price. The
 * message names a sum (or a budget) and the sentence that asks whether it is enough.
 */
const BUDGET = /\$ ?\d|\b\d+ (?:dollars|bucks)\b|\bbudget/;
export const ENOUGH =
  /\b(?:enough|(?:that|this|it|which|amount|budget|\d+|bucks|dollars) covers?|realistic|reasonable|doable|(?:be|even|anywhere) close(?=\s*(?:[?.!,]|$|for\b))|in (?:the )?(?:normal |right |usual )?range|afford|too (?:low|little|much|high)|(?:to|should (?:i|we)|do (?:i|we)|what to) budget|budget for|budgeting|for (?:that|this)(?: much| price| amount)?(?=\s*[?.!]*$)|(?:is|am) (?:he|she|that|this|it|i) right|fits? (?:(?:in|into|within) )?(?:that|this|it|(?:the|my|our|that|this) budget)|come close(?=\s*(?:[?.!,]|$|for\b|to cover)))\b|\b(?:under|less than|below|for) \$/;
export const budgetAsked = (message: string) =>
  BUDGET.test(message.toLowerCase()) && ENOUGH.test(askingSentence(message).toLowerCase());

/**
 * "a couch, a recliner and maybe 10 boxes", "half a spare room of junk": the message names things by the
 * load, so a figure for one thing (one item's price, one item's time) is not the one asked.
 */
export const namesALoad = (message: string) => LOAD_OF_THINGS.test(words(message).join(' '));
const LOAD_OF_THINGS =
  /\b(?:boxes|bags|stuff|junk|clutter|pile|piles|loads?|furniture and|and furniture|(?:room|bedroom|patio|dining) set)\b/;
