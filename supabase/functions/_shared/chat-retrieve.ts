import type { SupabaseClient } from '@supabase/supabase-js';
import { asksHowWeWork, cleanoutPlaceAsked, howWeWorkAsked } from './chat-decide.ts';
import { languageOf, spanishTopic, type ChatLanguage } from './chat-language.ts';
import {
  askingPart,
  askingSentence,
  asksWhatKinds,
  budgetAsked,
  carriesToAPlace,
  earlierQuestions,
  namesALoad,
  phrases,
  pointsBack,
  questionWords,
  saysWhat,
  topicParts,
  whatWeAreAskedToDo,
  words,
} from './chat-words.ts';

/** An entry of the Q&A bank as retrieval ranks it. */
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

/** A catalogue name the message mentions, with the entry that answers for it. */
export interface NamedItem {
  name: string;
  entry: QnaMatch;
}

/** Everything the decider reads off one message: ranked entries for each way of reading it, and facts. */
export interface Reading {
  lang: ChatLanguage;
  /** The words (from `words`) that no entry knows, in order. */
  unknown: string[];
  /** The best entries for the message as a whole, best first. */
  matches: QnaMatch[];
  /**
   * For a message of several sentences or clauses, the best entries for the part that asks, together
   * with the catalogue things the rest names when that part points at them or names nothing of its
   * own; null for a message of one part.
   */
  focus: QnaMatch[] | null;
  /** For a follow-up, the best entries for the previous question and this one together; else null. */
  context: QnaMatch[] | null;
  /** The catalogue names the message mentions, longest first. */
  items: NamedItem[];
  /** The service-area entry for the most specific place the message names, if any. */
  place: QnaMatch | null;
  /** The entry for something we do not do that the part of the message that asks (askingPart) names, if any. */
  refusal: QnaMatch | null;
}

/**
 * Retrieval: a message (and the visitor's previous question) in, ranked entries with scores out. The
 * decider (decide()) only reads a Reading, so a second retriever, such as embeddings on hosted
 * Supabase, can add its ranked lists here, fused by rank, without touching the rules.
 */
export type Retrieve = (message: string, previous?: string) => Promise<Reading>;

/** Retrieval from the Q&A bank in Postgres (full-text ranking, spellings, trigrams): one round trip. */
export function bankRetriever(supabase: SupabaseClient): Retrieve {
  return async (message, previous) => {
    const lang = languageOf(message);
    if (lang === 'es') {
      // Spanish questions are read against the Spanish entries only, never an English "Yes". A message
      // of several sentences is read whole and by the sentence that asks, in one round trip (the
      // decider reads a question said before more sentences alone only when it is clear: see spanish()).
      const asking = askingSentence(message);
      const story = asking !== message;
      const { data, error } = await supabase.rpc('chat_read_es', {
        message,
        topic: spanishTopic(message),
        ...(story ? { asking, asking_topic: spanishTopic(asking) } : {}),
      });
      if (error) throw new Error(`chat_read_es: ${error.message}`);
      const read = (data ?? {}) as {
        matches?: QnaMatch[];
        focus?: QnaMatch[] | null;
        place?: QnaMatch | null;
      };
      return {
        lang,
        unknown: [],
        matches: read.matches ?? [],
        focus: read.focus ?? null,
        context: null,
        items: [],
        // The Spanish service-area entry for a place the message names ("vivo en Ahwatukee").
        place: read.place ?? null,
        refusal: null,
      };
    }
    const asking = askingPart(message);
    const context = previous ? topicParts(`${previous} ${message}`) : null;
    // "I have $300 for a small shed. Would that cover it?": a budget held against our prices asks one.
    const budget = budgetAsked(message);
    // "should i box everything up and drag it into the garage": a question of how we work ranks its entry.
    const how = howWeWorkAsked(message);
    // "do you guys clear out a whole garage like that": a cleanout of a place ranks that cleanout's entry.
    const cleanout = cleanoutPlaceAsked(message);
    const extra = [budget ? COST : '', how ?? '', cleanout ?? ''].join(' ').trim();
    const { data, error } = await supabase.rpc('chat_read', {
      message,
      ...topicParts(extra ? `${message} ${extra}` : message),
      phrases: phrases(message),
      // A request to carry a thing to a place is read as what it is, a delivery: the moving entry's keyword.
      // "i want to epoxy coat the floor. is that something you do?" asks of the sentence before it.
      asking: [
        ...words(whatWeAreAskedToDo(message)),
        ...words(asking),
        ...earlierQuestions(message).flatMap(words),
        ...(carriesToAPlace(message) ? [DELIVERY] : []),
        ...(budget ? [COST] : []),
      ].join(' '),
      ...(asking !== message
        ? {
            asking_words: questionWords(asking),
            // The things the story names belong to a question that points at them ("can u take it") or
            // names nothing of its own, not to one about something else ("…to the driveway first?").
            // Nor to a question of how we work ("…lamps, dishes. what do you do with items that can
            // still be used?").
            story_items:
              !asksWhatKinds(asking) &&
              // "a couch, a bed, a dresser and some boxes… how long will the job take": a load's time.
              !(/\bhow long\b/i.test(asking) && namesALoad(message)) &&
              !asksHowWeWork(askingSentence(message)) &&
              (pointsBack(asking) || !words(asking).some(saysWhat)),
          }
        : {}),
      ...(context
        ? { context_words: context.words, context_generic: context.generic, context_vague: context.vague }
        : {}),
    });
    if (error) throw new Error(`chat_read: ${error.message}`);
    const read = (data ?? {}) as Partial<Reading>;
    return {
      lang,
      unknown: read.unknown ?? [],
      matches: read.matches ?? [],
      focus: read.focus ?? null,
      context: read.context ?? null,
      items: read.items ?? [],
      place: read.place ?? null,
      refusal: read.refusal ?? null,
    };
  };
}

/** The keyword of the entry for moving and deliveries ("Do you offer moving services?") in the seeded bank. */
const DELIVERY = 'deliver';

/** The word that asks a price. */
const COST = 'cost';

/** The words (from `words`) that no entry of the bank knows, in order. */
export async function unknownWords(supabase: SupabaseClient, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const { data, error } = await supabase.rpc('qna_unknown_words', { words });
  if (error) throw new Error(`qna_unknown_words: ${error.message}`);
  return Array.isArray(data) ? (data as string[]) : [];
}
