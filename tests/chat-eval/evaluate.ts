import { FALLBACK_PREFIX, FALLBACK_PREFIX_ES, NOT_OFFERED_PREFIXES } from '@shared/chat-decide.ts';
import { ANSWERABLE } from './answerable.ts';
import { BLIND_ANSWERABLE, BLIND_UNANSWERABLE } from './blind.ts';
import { BLIND2_ANSWERABLE, BLIND2_UNANSWERABLE } from './blind2.ts';
import { BLIND3_ANSWERABLE, BLIND3_UNANSWERABLE } from './blind3.ts';
import { BLIND4_ANSWERABLE, BLIND4_UNANSWERABLE } from './blind4.ts';
import {
  CUSTOMER_ANSWERABLE,
  CUSTOMER_SPANISH,
  CUSTOMER_SPANISH_UNANSWERABLE,
  CUSTOMER_UNANSWERABLE,
} from './customers.ts';
import { FACTS, FACTS_ES, type FactId } from './facts.ts';
import { FRESH_ANSWERABLE, FRESH_UNANSWERABLE } from './fresh.ts';
import { MEDIUM_ANSWERABLE, MEDIUM_UNANSWERABLE } from './medium.ts';
import { MIXED_ANSWERABLE, MIXED_UNANSWERABLE } from './mixed.ts';
import { SHORT_ANSWERABLE, SHORT_UNANSWERABLE } from './short.ts';
import { VARIED_ANSWERABLE, VARIED_UNANSWERABLE } from './varied.ts';
import { LATER_ANSWERABLE, LATER_UNANSWERABLE } from './later.ts';
import { SEVENTH_ANSWERABLE, SEVENTH_UNANSWERABLE } from './seventh.ts';
import { EIGHTH_ANSWERABLE, EIGHTH_UNANSWERABLE } from './eighth.ts';
import { NINTH_ANSWERABLE, NINTH_UNANSWERABLE } from './ninth.ts';
import { TENTH_ANSWERABLE, TENTH_UNANSWERABLE } from './tenth.ts';
import { ELEVENTH_ANSWERABLE, ELEVENTH_UNANSWERABLE } from './eleventh.ts';
import { TWELFTH_ANSWERABLE, TWELFTH_UNANSWERABLE } from './twelfth.ts';
import { THIRTEENTH_ANSWERABLE, THIRTEENTH_UNANSWERABLE } from './thirteenth.ts';
import { FOURTEENTH_ANSWERABLE, FOURTEENTH_UNANSWERABLE } from './fourteenth.ts';
import { FIFTEENTH_ANSWERABLE, FIFTEENTH_UNANSWERABLE } from './fifteenth.ts';
import { SIXTEENTH_ANSWERABLE, SIXTEENTH_UNANSWERABLE } from './sixteenth.ts';
import { SEVENTEENTH_ANSWERABLE, SEVENTEENTH_UNANSWERABLE } from './seventeenth.ts';
import { EIGHTEENTH_ANSWERABLE, EIGHTEENTH_UNANSWERABLE } from './eighteenth.ts';
import { NINETEENTH_ANSWERABLE, NINETEENTH_UNANSWERABLE } from './nineteenth.ts';
import { TWENTIETH_ANSWERABLE, TWENTIETH_UNANSWERABLE } from './twentieth.ts';
import { TWENTY_FIRST_ANSWERABLE, TWENTY_FIRST_UNANSWERABLE } from './twenty-first.ts';
import { HELD_OUT_ANSWERABLE, HELD_OUT_UNANSWERABLE } from './held-out.ts';
import { UNANSWERABLE } from './unanswerable.ts';

/** DESIGN.md's chat budget on the evaluation set, and on the blind set (never tuned on). */
export const TARGETS = { answeredRight: 0.98, unanswerableAnswered: 0.01 };
export const BLIND_TARGETS = { answeredRight: 0.9, unanswerableAnswered: 0.02 };
/** What the integration suite holds every change to: the bar that landed before issue 27 was met. */
export const FLOOR = { answeredRight: 0.97, unanswerableAnswered: 0.03 };

type Answerable = readonly { q: string; fact: FactId }[];
type Unanswerable = readonly { q: string; kind: string }[];

/**
 * The sets written apart from the evaluation set, by name. An `unseen` set is never tuned on, so
 * `npm run eval:chat` prints only its counts, never its questions or misses.
 */
const SETS = {
  customers: {
    answerable: [...CUSTOMER_ANSWERABLE, ...CUSTOMER_SPANISH],
    unanswerable: [...CUSTOMER_UNANSWERABLE, ...CUSTOMER_SPANISH_UNANSWERABLE],
    unseen: false,
    label: "Customers' own style (long messages, slang, situations)",
  },
  fresh: {
    answerable: FRESH_ANSWERABLE,
    unanswerable: FRESH_UNANSWERABLE,
    unseen: false,
    label: "Fresh batch in customers' style (helpers, SPEC and content only)",
  },
  short: {
    answerable: SHORT_ANSWERABLE,
    unanswerable: SHORT_UNANSWERABLE,
    unseen: false,
    label: 'Short chat-box questions (a helper, SPEC and content only)',
  },
  medium: {
    answerable: MEDIUM_ANSWERABLE,
    unanswerable: MEDIUM_UNANSWERABLE,
    unseen: false,
    label: 'A sentence or two of situation and question (a helper, SPEC and content only)',
  },
  mixed: {
    answerable: MIXED_ANSWERABLE,
    unanswerable: MIXED_UNANSWERABLE,
    unseen: false,
    label: 'All three styles at once (a helper, SPEC and content only)',
  },
  varied: {
    answerable: VARIED_ANSWERABLE,
    unanswerable: VARIED_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a later batch (a helper, SPEC and content only)',
  },
  later: {
    answerable: LATER_ANSWERABLE,
    unanswerable: LATER_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a sixth batch (a helper, SPEC and content only)',
  },
  seventh: {
    answerable: SEVENTH_ANSWERABLE,
    unanswerable: SEVENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a seventh batch (a helper, SPEC and content only)',
  },
  eighth: {
    answerable: EIGHTH_ANSWERABLE,
    unanswerable: EIGHTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, an eighth batch (a helper, SPEC and content only)',
  },
  ninth: {
    answerable: NINTH_ANSWERABLE,
    unanswerable: NINTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a ninth batch (a helper, SPEC and content only)',
  },
  tenth: {
    answerable: TENTH_ANSWERABLE,
    unanswerable: TENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a tenth batch (a helper, SPEC and content only)',
  },
  eleventh: {
    answerable: ELEVENTH_ANSWERABLE,
    unanswerable: ELEVENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, an eleventh batch (a helper, SPEC and content only)',
  },
  twelfth: {
    answerable: TWELFTH_ANSWERABLE,
    unanswerable: TWELFTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a twelfth batch (a helper, SPEC and content only)',
  },
  thirteenth: {
    answerable: THIRTEENTH_ANSWERABLE,
    unanswerable: THIRTEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a thirteenth batch (a helper, SPEC and content only)',
  },
  fourteenth: {
    answerable: FOURTEENTH_ANSWERABLE,
    unanswerable: FOURTEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a fourteenth batch (a helper, SPEC and content only)',
  },
  fifteenth: {
    answerable: FIFTEENTH_ANSWERABLE,
    unanswerable: FIFTEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a fifteenth batch (a helper, SPEC and content only)',
  },
  sixteenth: {
    answerable: SIXTEENTH_ANSWERABLE,
    unanswerable: SIXTEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a sixteenth batch (a helper, SPEC and content only)',
  },
  seventeenth: {
    answerable: SEVENTEENTH_ANSWERABLE,
    unanswerable: SEVENTEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a seventeenth batch (a helper, SPEC and content only)',
  },
  eighteenth: {
    answerable: EIGHTEENTH_ANSWERABLE,
    unanswerable: EIGHTEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, an eighteenth batch (a helper, SPEC and content only)',
  },
  nineteenth: {
    answerable: NINETEENTH_ANSWERABLE,
    unanswerable: NINETEENTH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a nineteenth batch (a helper, SPEC and content only)',
  },
  twentieth: {
    answerable: TWENTIETH_ANSWERABLE,
    unanswerable: TWENTIETH_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a twentieth batch (a helper, SPEC and content only)',
  },
  'twenty-first': {
    answerable: TWENTY_FIRST_ANSWERABLE,
    unanswerable: TWENTY_FIRST_UNANSWERABLE,
    unseen: false,
    label: 'All three styles, a twenty-first batch (a helper, SPEC and content only)',
  },
  blind: {
    answerable: BLIND_ANSWERABLE,
    unanswerable: BLIND_UNANSWERABLE,
    unseen: true,
    label: 'Blind set (never used to tune)',
  },
  blind2: {
    answerable: BLIND2_ANSWERABLE,
    unanswerable: BLIND2_UNANSWERABLE,
    unseen: true,
    label: 'Second blind set, mixed styles (a helper, SPEC and content only; never used to tune)',
  },
  blind3: {
    answerable: BLIND3_ANSWERABLE,
    unanswerable: BLIND3_UNANSWERABLE,
    unseen: true,
    label: 'Third blind set, mixed styles with Spanish (a helper, SPEC and content only; never used to tune)',
  },
  blind4: {
    answerable: BLIND4_ANSWERABLE,
    unanswerable: BLIND4_UNANSWERABLE,
    unseen: true,
    label:
      'Fourth blind set, mixed styles with Spanish (a helper, SPEC and content only; never used to tune)',
  },
  'held-out': {
    answerable: HELD_OUT_ANSWERABLE,
    unanswerable: HELD_OUT_UNANSWERABLE,
    unseen: true,
    label: 'Held-out set (issue 27)',
  },
} satisfies Record<
  string,
  { answerable: Answerable; unanswerable: Unanswerable; unseen: boolean; label: string }
>;

/**
 * `dev` and `holdout` make the evaluation set the targets apply to (the bank's phrasings were written
 * with it in view); `customers` is written in customers' own style (long messages, slang, situations)
 * and is held to the same targets, as are `fresh`, a later batch in that style, `short`, chat-box
 * questions of a few words, `medium`, a sentence or two of situation and question, and `mixed`,
 * `varied`, `later`, `seventh`, `eighth`, `ninth`, `tenth`, `eleventh`, `twelfth`, `thirteenth`,
 * `fourteenth`, `fifteenth`, `sixteenth`, `seventeenth`, `eighteenth`, `nineteenth`, `twentieth` and
 * `twenty-first`, all three styles at once (each written by a helper who saw only SPEC.md, src/content
 * and facts.ts). `blind`, `blind2`, `blind3` and `blind4` (later batches in mixed styles) were written
 * apart and never used to tune anything; nor is `held-out` (issue 27), which is run only when asked for
 * by name.
 */
export type Split = 'dev' | 'holdout' | 'all' | keyof typeof SETS;

const ofTheEvaluationSet = (split: Split): split is 'dev' | 'holdout' | 'all' =>
  split === 'dev' || split === 'holdout' || split === 'all';

/**
 * What `npm run eval:chat` reports without `--split`, in order, with its heading: the evaluation set,
 * then every set above but `held-out`, which is run only when asked for by name.
 */
export const REPORTED: readonly { split: Split; label: string }[] = [
  { split: 'all', label: 'Chat evaluation (evaluation set)' },
  ...(Object.keys(SETS) as (keyof typeof SETS)[])
    .filter((name) => name !== 'held-out')
    .map((name) => ({ split: name, label: SETS[name].label })),
];

/** Whether a split is never tuned on: only its counts are ever shown. */
export const isUnseen = (split: Split) => !ofTheEvaluationSet(split) && SETS[split].unseen;

function questions(split: Split): { answerable: Answerable; unanswerable: Unanswerable } {
  if (!ofTheEvaluationSet(split)) return SETS[split];
  const inSplit = (s: 'dev' | 'holdout') => split === 'all' || s === split;
  return {
    answerable: ANSWERABLE.filter((a) => inSplit(a.split)),
    unanswerable: UNANSWERABLE.filter((u) => inSplit(u.split)),
  };
}
export type Ask = (question: string) => Promise<string>;

export interface Miss {
  question: string;
  expected: string;
  got: string;
}

export interface EvalResult {
  answerable: { total: number; right: number; wrong: number; abstained: number; rightRate: number };
  unanswerable: { total: number; abstained: number; answered: number; answeredRate: number };
  misses: Miss[];
  /** Turn latencies in ms, for the p95 budget. */
  latencies: number[];
}

const isFallback = (message: string) =>
  message.startsWith(FALLBACK_PREFIX) || message.startsWith(FALLBACK_PREFIX_ES);
/** An honest reply to what the bank cannot answer: the fallback, or "No, we don't…" for what we don't do. */
const isHonest = (message: string) =>
  isFallback(message) || NOT_OFFERED_PREFIXES.some((p) => message.startsWith(p));
const states = (message: string, fragments: readonly string[]) =>
  fragments.some((f) => message.toLowerCase().includes(f.toLowerCase()));

/**
 * Asks every question of the set, one at a time, and scores the replies: a question the bank answers
 * is right when the reply states its fact, abstained when it is the fallback, wrong otherwise; a
 * question it cannot answer must get an honest reply: the fallback, or what the company does not do.
 */
export async function evaluate(ask: Ask, split: Split = 'all'): Promise<EvalResult> {
  const set = questions(split);
  const result: EvalResult = {
    answerable: { total: 0, right: 0, wrong: 0, abstained: 0, rightRate: 0 },
    unanswerable: { total: 0, abstained: 0, answered: 0, answeredRate: 0 },
    misses: [],
    latencies: [],
  };
  const timed = async (q: string) => {
    const began = performance.now();
    const message = await ask(q);
    result.latencies.push(performance.now() - began);
    return message;
  };
  for (const { q, fact } of set.answerable) {
    const message = await timed(q);
    const a = result.answerable;
    a.total++;
    if (states(message, [...FACTS[fact], ...(FACTS_ES[fact] ?? [])])) a.right++;
    else {
      if (isFallback(message)) a.abstained++;
      else a.wrong++;
      result.misses.push({ question: q, expected: fact, got: message });
    }
  }
  for (const { q, kind } of set.unanswerable) {
    const message = await timed(q);
    const u = result.unanswerable;
    u.total++;
    if (isHonest(message)) u.abstained++;
    else {
      u.answered++;
      result.misses.push({ question: q, expected: `fallback (${kind})`, got: message });
    }
  }
  result.answerable.rightRate = result.answerable.right / Math.max(1, result.answerable.total);
  result.unanswerable.answeredRate = result.unanswerable.answered / Math.max(1, result.unanswerable.total);
  return result;
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function report(r: EvalResult, label: string, targets = TARGETS): string {
  const a = r.answerable;
  const u = r.unanswerable;
  return [
    `${label}`,
    `  questions the bank answers: ${a.total}   right ${a.right}   wrong ${a.wrong}   abstained ${a.abstained}   right rate ${pct(a.rightRate)} (target >= ${pct(targets.answeredRight)})`,
    `  questions it cannot answer: ${u.total}   honest ${u.abstained}   answered ${u.answered}   answered rate ${pct(u.answeredRate)} (target <= ${pct(targets.unanswerableAnswered)})`,
    `  chat turn p50 ${percentile(r.latencies, 50).toFixed(1)} ms   p95 ${percentile(r.latencies, 95).toFixed(1)} ms`,
  ].join('\n');
}
