import { supabase } from './supabase.ts';

/** What customers mean by a word the Q&A bank does not use: the chat reads the word with this meaning. */
export interface Synonym {
  term: string;
  means: string;
}

/** The one error this module throws (the database's message, shown to staff as it is). */
export class SynonymError extends Error {
  override name = 'SynonymError';
  /** The field a refusal concerns, when it concerns one (set_chat_synonym() names it). */
  readonly field: 'term' | 'means' | null;
  constructor(message: string, hint?: string | null) {
    super(message);
    this.field = hint === 'term' || hint === 'means' ? hint : null;
  }
}

const table = () => supabase().from('chat_synonyms');

export async function listSynonyms(): Promise<Synonym[]> {
  const { data, error } = await table().select('term, means').order('term');
  if (error) throw new SynonymError(error.message);
  return (data ?? []) as Synonym[];
}

/** Adds a synonym, or changes the meaning of a term already there; returns the term as it was saved. */
export async function saveSynonym(term: string, means: string): Promise<Synonym> {
  const { data, error } = await supabase().rpc('set_chat_synonym', { p_term: term, p_means: means });
  if (error) throw new SynonymError(error.message, error.hint);
  return data as Synonym;
}

export async function removeSynonym(term: string): Promise<void> {
  const { data, error } = await table().delete().eq('term', term).select('term');
  if (error) throw new SynonymError(error.message);
  if (!data?.length) throw new SynonymError('This synonym no longer exists or you may not delete it.');
}
