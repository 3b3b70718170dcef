import { PHONE } from './business-facts.ts';
import { decide, FALLBACK_REPLY, type BankReply } from './chat-decide.ts';
import type { Retrieve } from './chat-retrieve.ts';
import { saysWhat } from './chat-words.ts';

/**
 * The chat's reply to a visitor's message: small talk answered at once, insults and attempts to give
 * the assistant orders met with the fallback, and everything else retrieved (one database round trip)
 * and decided by the rules of decide().
 */
export async function replyFromBank(
  retrieve: Retrieve,
  question: string,
  previous?: string,
): Promise<BankReply> {
  // An insult is met with the plain fallback even when it also asks for a person ("are u even a real
  // person or just a dumb robot, pathetic").
  if (hostile(question.toLowerCase()) || INJECTION.test(question))
    return { message: FALLBACK_REPLY, answered: false, matches: [] };
  const canned = smallTalk(question);
  if (canned) return { message: canned, answered: true, matches: [] };
  return decide(question, await retrieve(question, previous));
}

const GREETING_REPLY =
  'Hi! I can help with questions about our junk removal services, prices, hours and service areas. What can I help you with?';
const THANKS_REPLY = `You're welcome! If you need anything else, just ask, or call us at ${PHONE}.`;
const HUMAN_REPLY = `To talk to a person, call or text us at ${PHONE} and one of our team will help you.`;
const GREETING_REPLY_ES =
  '¡Hola! Puedo ayudarle con preguntas sobre nuestro servicio, precios, horario y áreas. ¿En qué le puedo ayudar?';
const THANKS_REPLY_ES = `¡De nada! Si necesita algo más, pregúnteme o llámenos al ${PHONE}.`;

const GREETING =
  /^(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening))\b[\s!.,]*((there|guys|folks|all|team)\b)?[\s!.]*$/;
const THANKS =
  /^((ok(ay)?|great|perfect|awesome|cool),?\s+)?(thanks|thank you|thx|ty|cheers)\b( (so|very) much)?( for (the|your) help)?[\s!.]*$/;
const HUMAN =
  /\b(talk|speak|chat)\b.{0,20}\b(person|human|someone|somebody|manager|owner|representative|rep|agent|operator|staff)\b|\b(a|real|actual|live) (human|person)\b|\b(live|human) (agent|support)\b|\b(is this|are you|r u) (an? )?(bot|robot|ai|machine)\b/;

// Insults get the plain fallback, never an entry that happens to share a word ("ur company sucks").
// These insult whoever they are said to.
const US_ALL = 'you|u|yall|you guys|u guys|you people';
const OUR_PART = '(?:this|ur|your) (?:chat|chatbot|bot|company|crew|guys|service|business|team|website|site)';
const INSULT = new RegExp(
  '\\b(idiots?|clowns?|morons?|jerks?|pathetic)\\b' +
    `|\\b(this|${US_ALL}|${OUR_PART}) (is|are|r) (a |such a |a [a-z]+ )?(garbage|trash|crap|joke)\\b` +
    '|\\b(garbage|trash|crap|joke of a) (company|crew|service|business|bot|chatbot)\\b',
);
// These are rude only said of us: "i would hate for it to go to the dump", "the damn fridge finally
// died", "the couch is trash" and "a shit ton of boxes" are a customer's own words about their junk.
const RUDE =
  /^(suck|sucks|stupid|dumb|dumbest|useless|worst|hate|screw|hell|damn|wtf|shut|ripoff|f+u+c*k\w*|sh[i1]t\w*)$/;
const US = /^(you|u|ya|yall|y'all|ur|your|people|company|crew|bot|chatbot|robot|chat|business)$/;
// How near (in words, within one clause) a rude word must be to us to be said of us.
const NEAR = 2;

// A scam, a fraud or thieves: an insult said in a clause with us in it ("crooks like you", "your crew
// was a scam") or said bare ("…, frauds"), but not told of someone else ("he got burned by a deposit scam
// with a landscaper", "my last hauler was a fraud").
const SCAM_WORDS = '(?:scam|scammers?|frauds?|thieves|crooks?)';
const SCAM = new RegExp(`\\b${SCAM_WORDS}\\b`);
const OF_SOMEONE_ELSE = new RegExp(
  `\\b(?:by|from|with|about|of|avoid|avoiding|was|were)(?: \\w+){0,2} ${SCAM_WORDS}\\b`,
);

/** Whether a message insults us: an insult anywhere, or a rude word near us or all but alone. */
function hostile(text: string): boolean {
  if (INSULT.test(text)) return true;
  const clauses = text.split(/[,.;:!?]+/).map((c) => c.split(/\s+/).filter(Boolean));
  const scam = (clause: string[]) => {
    const said = clause.join(' ');
    return SCAM.test(said) && (clause.some((w) => US.test(w)) || !OF_SOMEONE_ELSE.test(said));
  };
  if (clauses.some(scam)) return true;
  // "go to hell", "wtf": a short message with nothing else to say; not "damn fridge died".
  const all = clauses.flat();
  const short = all.length <= 3 && !all.some((w) => !RUDE.test(w) && saysWhat(w));
  return clauses.some((w) =>
    w.some(
      (word, i) =>
        RUDE.test(word) && (short || w.slice(Math.max(0, i - NEAR), i + NEAR + 1).some((x) => US.test(x))),
    ),
  );
}

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
