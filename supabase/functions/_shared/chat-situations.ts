import { OPENING_HOURS, PHONE, SAME_DAY_CUTOFF } from './business-facts.ts';
import { unaccented } from './chat-language.ts';

/**
 * Situations: a message that says what time or day it is ("its 1:15 rn", "sunday morning here") and
 * asks whether we can still come today, whether we are open, or for help tonight gets the facts applied
 * to that time, not only the rule ("Same-day pickup needs a call before 2 PM; it's past that…").
 */

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_NAMES = DAYS.map((d) => d[0]!.toUpperCase() + d.slice(1));

/** "7 AM", "2 PM", "12 PM", "6:30 PM". */
const clock = (hour: number) => {
  const h = Math.floor(hour);
  const minutes = Math.round((hour - h) * 60);
  return `${h % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
};

/** "Monday to Saturday 7 AM to 7 PM and Sunday 8 AM to 5 PM". */
export function hoursText(): string {
  return OPENING_HOURS.map(({ days, opens, closes }) => {
    const first = DAY_NAMES[days[0]!]!;
    const span = days.length > 1 ? `${first} to ${DAY_NAMES[days.at(-1)!]}` : first;
    return `${span} ${clock(opens)} to ${clock(closes)}`;
  }).join(' and ');
}

const hoursOn = (day: number) => OPENING_HOURS.find((h) => (h.days as readonly number[]).includes(day))!;

export interface Moment {
  /** The hour as the customer says it is now, 0-24 with minutes as a fraction; null when not said. */
  hour: number | null;
  /** 0 = Sunday … 6 = Saturday, when the message says what day it is. */
  day: number | null;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  noon: 12,
};

/** The hour of "3", "3:45", "3pm", "quarter to 3", with what the message says about the part of day. */
function toHour(h: number, minutes: number, suffix: string | undefined, part: string | undefined): number {
  let hour = h % 12;
  const pm = suffix?.startsWith('p') || /afternoon|evening|night/.test(part ?? '');
  const am = suffix?.startsWith('a') || /morning/.test(part ?? '');
  if (pm || (!am && h >= 1 && h <= 6)) hour += 12; // no am/pm: 1-6 is the afternoon in a working day
  if (h === 12 && !am) hour = 12;
  return hour + minutes / 60;
}

const NUM = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)`;
// A time of day as said: its hour, minutes and AM or PM (three groups), "7", "6:30", "3 pm".
const CLOCK_TIME = String.raw`${NUM}(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const WEEKDAY = String.raw`(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)`;
// "It's Tuesday at 12:30" is the time now; "it's now Thursday at 11" is a plan moved.
// "Messaging at 4:15 in the afternoon.", "texting you at 3": the message itself is sent now.
const SENT_AT = String.raw`(?:messaging|texting|writing|typing|sending this|asking)(?:\s+(?:you|u|yall|this))?\s+at`;
const SAYS_NOW = String.raw`(?:(?:its|it's|it is)\s+${WEEKDAY}\s+at\s+|${SENT_AT}\s+|(?:its|it's|it is|now|rn|already|right now|currently)\s+(?:${WEEKDAY}\s+(?:and\s+)?)?)(?:(?:like|about|around|almost|nearly|just|past)\s+)*`;
// What may follow a time of day, so "its 3 couches" is not three o'clock.
const AFTER_TIME = String.raw`(?=\s*(?:$|[,.!?;]|:(?!\d)|o'?clock\b|rn\b|right now\b|now\b|on\b|and\b|here\b|so\b|already\b|is\b|did\b|do\b|can\b|could\b|will\b|any\b|am i\b))`;
const TIME = new RegExp(
  String.raw`\b${SAYS_NOW}(?:a\s+(?=quarter))?(quarter (?:to|past) |half past )?${CLOCK_TIME}(?:\s*(?:in the|at|(?:on\s+(?:a\s+)?)?${WEEKDAY})\s+(morning|afternoon|evening|night))?${AFTER_TIME}`,
);
const TIME_THEN_NOW = new RegExp(String.raw`\b${NUM}(?::(\d{2}))?\s*(am|pm)\s+(?:rn|right now|now)\b`);

// The weekdays as customers shorten them ("on a weds morning", "thurs"); not "sat" or "sun", which are
// words of their own.
const SHORT_DAYS = /\b(?:(tue|tues)|(wed|weds)|(thu|thur|thurs)|(fri))\b\.?/g;

/**
 * A message lower-cased, its typographic apostrophes plain ("it’s" → "it's") and its shortened weekdays
 * spelled out.
 */
const lowered = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(SHORT_DAYS, (_, tue, wed, thu) =>
      tue ? 'tuesday' : wed ? 'wednesday' : thu ? 'thursday' : 'friday',
    );

/** What time and day the message says it is now. */
export function momentOf(text: string): Moment {
  const t = lowered(text);
  let hour: number | null = null;
  const said = TIME.exec(t);
  if (said) {
    const [, quarter, num, mins, suffix, part] = said;
    let h = NUMBER_WORDS[num!] ?? Number(num);
    let minutes = Number(mins ?? 0);
    if (quarter?.startsWith('quarter to')) [h, minutes] = [h - 1 || 12, 45];
    else if (quarter?.startsWith('quarter past')) minutes = 15;
    else if (quarter) minutes = 30;
    if (h >= 1 && h <= 12 && minutes < 60) hour = toHour(h, minutes, suffix, part);
  } else {
    const late = TIME_THEN_NOW.exec(t);
    if (late)
      hour = toHour(NUMBER_WORDS[late[1]!] ?? Number(late[1]), Number(late[2] ?? 0), late[3], undefined);
  }
  const named = DAYS.findIndex((d) =>
    new RegExp(
      String.raw`\b(?:today is|its|it's|it is|on a|this)\s+${d}\b|\b${d}\s+(?:morning|afternoon|evening|night)?\s*here\b|\b(?:its|it's|it is|${SENT_AT})\s+\S+\s+on\s+(?:a\s+)?${d}\b`,
    ).test(t),
  );
  return { hour, day: named >= 0 ? named : null };
}

const ASKS_TODAY =
  /\b(today|tonight|same[ -]day|this afternoon|too late|still do|still come|right now|asap)\b/;
const LATER_DAY = /\b(?:tomorrow|tmrw|tmr|next week)\b/;
const OPEN_OR_CLOSE =
  /\b(?:what time|when|how late|how early) (?:do|does|will|are) (?:you|u|yall|ya|the office|your office)(?: guys)? (?:open|close|closing|opening)\b|\bare (?:you|u|yall)(?: guys)? (?:open|still open)\b/;
const ASKS_OPEN =
  /\b(open|working|work today|come|available|works? (?:this|that|so) late|this late|still there|anyone there|anybody there|someone there|answer|picking up|pick up the phone|awake)\b/;
const URGENT = /\b(emergency|burst|flood(ed|ing)?|urgent|leak(ing)?|fire)\b/;

// Asking whether we work at a time ("would a crew still be around at 6:30", "would you even be working").
const ASKS_HOURS =
  /\b((?:anyone|anybody|someone|somebody) (?:pick up|answer)|open|closed?|close up|working|work (?:until|till|that late|late)|(?:until|till) what time|how late|still (?:be )?(?:around|there|out)|wrap (?:it )?up|too early|too late|that early|that late)\b/;
const WORKS = /\b(?:would|will|does|could) (?:that|this|it) work(?: for (?:you|u|yall))?\b/;
// "Could you swing by around 3 that afternoon?": a visit asked for at a time planned.
const VISIT =
  /\b(?:can|could|would|will) (?:you|u|yall|your (?:crew|guys|team)|a crew|someone|somebody)(?: guys| all)? (?:come|swing|stop|drop|show up|get here|be here|be there|make it|head over)\b/;
// "…around 5:30 on Sunday. Would a crew still be out at that time?": the time the sentence before plans.
const THAT_TIME =
  /\b(?:at that time|at that hour|by then|that late|that early|(?:working|open|around) then)\b/;
// "It's already 9:30 at night… do you do anything after hours?": help out of hours, asked now.
const AFTER_HOURS = /\b(?:after[ -]hours|at this hour|this time of night)\b/;
// "…the laundry room is swamped, anybody on call overnight": help asked for through the night.
const OVERNIGHT = /\b(?:on call|(?:work|working|available|open|come out) overnight)\b/;
// A time of day planned, not now: "at 6:30", "around 3 in the afternoon", "by 8 am"; not "at 3 couches".
// "until 8" and "before 7" ask of the hours' edge, which the hours themselves answer.
const PLANNED = new RegExp(
  String.raw`\b(?:at|around|about|by)\s+(?:like\s+)?${CLOCK_TIME}(?:\s+(?:(?:in the|at|this)\s+|to)(morning|afternoon|evening|night))?(?=\s*(?:$|[,.!?;]|:(?!\d)|o'?clock\b|or\b|and\b|on\b|for\b|works?\b|that\b|this\b|then\b|so\b|would\b|will\b|is\b|are\b|do\b|does\b|can\b|could\b|after\b|once\b|when\b))`,
);
// "is 7:30 AM too early?": a time planned, asked whether it is too early or too late for us.
const TOO_EARLY = new RegExp(
  String.raw`\bis\s+${CLOCK_TIME}(?:\s+in the\s+(morning|afternoon|evening|night))?\s+too\s+(?:early|late)\b`,
);
// Asked of us, not of the landfill: "would you", "a crew", "anyone".
const OF_US = /\b(?:you|u|yall|your|crew|crews|guys|team|anyone|anybody|someone|somebody)\b/;
// "still", "how late": a bare hour from 7 to 11 is the evening ("would you still be working at 7").
const LATE = /\b(?:still|late|later)\b/;

/**
 * "Sunday is the only day… if we aimed for around 3 in the afternoon, would you even be working?": a time
 * planned in the sentence that asks whether we work then, held against the hours of the day the message
 * names (one weekday, or the one that sentence names).
 */
function plannedReply(text: string, asking: string): string | null {
  const a = lowered(asking);
  const whole = lowered(text);
  // "Thinking about having you come Sunday around 6 in the evening. Would that work?": the plan told
  // before, asked of.
  const works = WORKS.test(a) && OF_US.test(whole);
  if (!works && !VISIT.test(a) && (!ASKS_HOURS.test(a) || !OF_US.test(a))) return null;
  const said =
    PLANNED.exec(a) ?? TOO_EARLY.exec(a) ?? (THAT_TIME.test(a) || works ? PLANNED.exec(whole) : null);
  if (!said) return null;
  const [, num, mins, suffix, saidPart] = said;
  const h = NUMBER_WORDS[num!] ?? Number(num);
  const minutes = Number(mins ?? 0);
  if (h < 1 || h > 12 || minutes >= 60) return null;
  // The part of the day may be said anywhere in the sentence ("by 6 on Monday morning").
  const part = saidPart ?? /\b(morning|afternoon|evening|night)\b/.exec(a)?.[1];
  const evening = !suffix && !part && LATE.test(a) && h >= 7 && h <= 11;
  // "is 6 too early", "that early": a bare hour asked as too early is the morning.
  const early = !suffix && !part && /\b(?:too|that) early\b/.test(a);
  const hour = toHour(h, minutes, suffix, evening ? 'evening' : early ? 'morning' : part);
  const named = (t: string) => DAYS.filter((d) => new RegExp(String.raw`\b${d}s?\b`).test(t));
  const inAsking = named(a);
  const inText = named(whole);
  const day = inAsking.length === 1 ? inAsking[0] : inText.length === 1 ? inText[0] : undefined;
  if (day === undefined) return null;
  const index = DAYS.indexOf(day);
  const { opens, closes } = hoursOn(index);
  const when = hour < opens ? 'before we open' : hour >= closes ? 'after we close' : 'within our hours';
  const emergency = hour < opens || hour >= closes ? ` For an emergency we pick up 24/7: call ${PHONE}.` : '';
  return (
    `We are open ${hoursText()}. On ${DAY_NAMES[index]} we work ${clock(opens)} to ${clock(closes)}, ` +
    `so ${clock(hour)} is ${when}.${emergency}`
  );
}

/**
 * The facts applied to the moment the message describes (or to a time it plans, asked of in `asking`,
 * the sentence that asks), or null when it describes none.
 */
export function situationReply(text: string, asking = text): string | null {
  // What the message asks, without the words that say what day it is ("today is wednesday").
  const t = lowered(text).replace(
    new RegExp(String.raw`\b(?:today is|its|it's|it is)\s+${WEEKDAY}\b`, 'g'),
    '',
  );
  const moment = momentOf(text);
  const { day } = moment;
  // "Texting at 6pm, can you come first thing tomorrow?": for a later day, the time now does not matter.
  // Not when the message asks whether anyone works now ("…tomorrow at 9am… its 10 at night, please tell
  // me someone works this late").
  const asks = lowered(asking);
  const late = URGENT.test(t) || /\btonight\b/.test(t) || AFTER_HOURS.test(t);
  const nowAsked = late || /\b(?:this late|right now)\b/.test(t);
  const hour = LATER_DAY.test(asks) && !ASKS_TODAY.test(asks) && !nowAsked ? null : moment.hour;
  if ((URGENT.test(t) && /\btonight\b/.test(t)) || OVERNIGHT.test(t))
    return `We offer 24/7 emergency pickup, so call ${PHONE} now and we will get a crew out to you.`;
  // "yall open at 6:45 on a weds morning?": with no time said to be now, a time planned is asked of.
  if (hour === null) {
    const planned = plannedReply(text, asking);
    if (planned || day === null) return planned;
  }
  const hours = day === null ? null : hoursOn(day);
  // No day said: the hours of most days (Monday to Saturday).
  const { opens, closes } = hours ?? OPENING_HOURS[0];
  const closedAt = (h: number) => h < opens || h >= closes;
  const emergency = `For an emergency we pick up 24/7: call ${PHONE}.`;
  if (late && hour !== null && closedAt(hour))
    return `We offer 24/7 emergency pickup, so call ${PHONE} now and we will get a crew out to you.`;
  // "what time do you close today?" asks the hours, not for a pickup today.
  if (ASKS_TODAY.test(t) && hour !== null && !OPEN_OR_CLOSE.test(t)) {
    if (hour < SAME_DAY_CUTOFF.hour && !closedAt(hour))
      return `Yes: it's before ${SAME_DAY_CUTOFF.text}, so call ${PHONE} now and we can usually pick up the same day.`;
    // "its 7 on sunday morning, can you come today?": before we open, the cut-off is still ahead.
    if (hour < opens)
      return `We open at ${clock(opens)}: call ${PHONE} then, before ${SAME_DAY_CUTOFF.text}, and we can usually pick up the same day. ${emergency}`;
    return (
      `Same-day pickup needs a call before ${SAME_DAY_CUTOFF.text}, and it's past that, so the earliest is ` +
      `usually tomorrow from the time we open (we are open ${hoursText()}). ${emergency}`
    );
  }
  // "It's Tuesday. Am I too late for same-day?": with no time said, the same-day entry answers.
  if (hour === null && /\bsame[ -]day\b/.test(t)) return null;
  if (ASKS_OPEN.test(t) || ASKS_TODAY.test(t)) {
    const now =
      hour === null
        ? day === null
          ? ''
          : ` On ${DAY_NAMES[day]} we work ${clock(hours!.opens)} to ${clock(hours!.closes)}.`
        : closedAt(hour)
          ? ` We are closed right now.`
          : ` So yes, we are open now.`;
    return `We are open ${hoursText()}.${now} ${emergency}`;
  }
  return null;
}

const DAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "de lunes a sábado de 7 AM a 7 PM y el domingo de 8 AM a 5 PM". */
export function hoursTextEs(): string {
  return OPENING_HOURS.map(({ days, opens, closes }) => {
    const first = DAYS_ES[days[0]!]!;
    const span = days.length > 1 ? `de ${first} a ${DAYS_ES[days.at(-1)!]}` : `el ${first}`;
    return `${span} de ${clock(opens)} a ${clock(closes)}`;
  }).join(' y ');
}

// "son las 12:30", "ya es la 1", "son como las 3 de la tarde": the time now, said in Spanish ("son las 2
// camas" is a count).
const TIME_ES =
  /\b(?:son|es|ya son|ya es)\s+(?:como\s+|casi\s+)?(?:las|la)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|de la (?:mañana|manana|tarde|noche))?(?=\s*(?:$|[,.!?;:¿]|y\b|ya\b|aun\b|aún\b|todav|pueden|alcanz|vienen|hay\b|se\b))/;
const ASKS_TODAY_ES = /\b(?:hoy|mismo d[ií]a|todav[ií]a|ahorita)\b/;

/**
 * The hour of a Spanish time as matched (hour, minutes, "pm" or "de la tarde"), 0-24; null when it is no
 * hour of a clock.
 */
function hourEs([, num, mins, suffix]: RegExpExecArray): number | null {
  const h = Number(num);
  const minutes = Number(mins ?? 0);
  if (h < 1 || h > 12 || minutes >= 60) return null;
  const part = suffix?.startsWith('de la') ? suffix.slice(6) : undefined;
  return toHour(
    h,
    minutes,
    part ? undefined : suffix,
    part === 'mañana' || part === 'manana' ? 'morning' : part ? 'evening' : undefined,
  );
}

/**
 * "son las 12:30, todavia pueden venir hoy por un sillon?": the time said held against the same-day
 * cut-off, in Spanish; null when the message says no time now or asks nothing of today.
 */
export function situationReplyEs(text: string): string | null {
  const t = text.toLowerCase();
  const said = TIME_ES.exec(t);
  if (!said || !ASKS_TODAY_ES.test(t)) return plannedReplyEs(t);
  const hour = hourEs(said);
  if (hour === null) return null;
  const { opens, closes } = OPENING_HOURS[0];
  if (hour < SAME_DAY_CUTOFF.hour && hour >= opens && hour < closes)
    return `Sí: todavía es antes de las ${SAME_DAY_CUTOFF.text}, así que llámenos ahora al ${PHONE} y normalmente recogemos el mismo día.`;
  return (
    `El servicio el mismo día necesita una llamada antes de las ${SAME_DAY_CUTOFF.text} y ya pasó esa hora, así que ` +
    `lo más pronto normalmente es mañana desde que abrimos (abrimos ${hoursTextEs()}). ` +
    `Para una emergencia recogemos 24/7: llame al ${PHONE}.`
  );
}

// "el domingo a las 4", "el sábado a las 6 de la tarde": a day and a time planned, in Spanish (the
// day's name read off the message without its accents).
const DAY_ES = new RegExp(String.raw`\b(${DAYS_ES.map(unaccented).join('|')})s?\b`, 'g');
const PLANNED_ES =
  /\ba (?:eso de )?las? (\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|de la (?:mañana|manana|tarde|noche))?(?!\s*(?:camas|cosas|piezas|horas))\b/;
const NOT_THAT_TIME_ES = /\b(?:otro d[ií]a|otra hora|antes|cu[aá]nto|precio|cobr\w*|cuesta)\b/;
// Asked whether we come or work then ("¿pueden venir…?", "¿trabajan…?", "¿están abiertos…?").
const ASKS_THEN_ES =
  /\b(?:pueden|puede|podr[ií]an|vienen|venir|trabajan|abren|abierto|abiertos|est[aá]n|llegan|alcanzan|recogen)\b/;

/**
 * "¿Pueden venir el domingo a las 4?": a time planned on the one day the message names, held against
 * that day's hours, in Spanish; null when it plans none.
 */
function plannedReplyEs(t: string): string | null {
  const days = [...new Set([...unaccented(t).matchAll(DAY_ES)].map((m) => m[1]!))];
  const said = PLANNED_ES.exec(t);
  // "¿cuánto cobran si vienen el domingo a las 8?" asks a price, "tengo cita el lunes a las 10, ¿pueden
  // venir otro día?" another day.
  if (days.length !== 1 || !said || !ASKS_THEN_ES.test(t) || NOT_THAT_TIME_ES.test(t)) return null;
  const hour = hourEs(said);
  if (hour === null) return null;
  const index = DAYS_ES.map(unaccented).indexOf(days[0]!);
  const { opens, closes } = hoursOn(index);
  const at = `${Math.floor(hour) % 12 === 1 ? 'a la' : 'a las'} ${clock(hour)}`;
  const when =
    hour < opens
      ? `${at} todavía no abrimos`
      : hour >= closes
        ? `${at} ya cerramos`
        : `${at} sí estamos trabajando`;
  const emergency =
    hour < opens || hour >= closes ? ` Para una emergencia recogemos 24/7: llame al ${PHONE}.` : '';
  return (
    `Abrimos ${hoursTextEs()}. El ${DAYS_ES[index]} trabajamos de ${clock(opens)} a ${clock(closes)}, ` +
    `así que ${when}.${emergency}`
  );
}
