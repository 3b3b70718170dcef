import { supabase } from './supabase.ts';

export interface QnaEntry {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  keywords: string[];
  /** "Also asked as": other ways customers put the question; matching reads them like the question. */
  phrasings: string[];
  created_at: string;
}

export type QnaInput = Pick<QnaEntry, 'question' | 'answer' | 'category' | 'keywords' | 'phrasings'>;

/** The one error this module throws (the database's message, shown in the 'Error' toast). */
export class QnaError extends Error {
  override name = 'QnaError';
}

const COLUMNS = 'id, question, answer, category, keywords, phrasings, created_at';
const table = () => supabase().from('qna_bank');

function fail(error: { message: string }): never {
  throw new QnaError(error.message);
}

export async function listQna(): Promise<QnaEntry[]> {
  const { data, error } = await table().select(COLUMNS).order('created_at', { ascending: false });
  if (error) fail(error);
  return (data ?? []) as QnaEntry[];
}

export async function addQna(input: QnaInput): Promise<void> {
  const { error } = await table().insert([input]);
  if (error) fail(error);
}

// RLS hides rows instead of refusing: asking for the touched ids tells "saved" from "nothing happened".
export async function updateQna(id: string, input: QnaInput): Promise<void> {
  const { data, error } = await table().update(input).eq('id', id).select('id');
  if (error) fail(error);
  if (!data?.length) throw new QnaError('This Q&A entry no longer exists or you may not change it.');
}

export async function removeQna(id: string): Promise<void> {
  const { data, error } = await table().delete().eq('id', id).select('id');
  if (error) fail(error);
  if (!data?.length) throw new QnaError('This Q&A entry no longer exists or you may not delete it.');
}
