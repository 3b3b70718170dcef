import { supabase } from './supabase.ts';

export interface QnaEntry {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  keywords: string[];
  /** "Also asked as": other ways customers put the question; matching reads them like the question. */
  phrasings: string[];
  /** The item catalogue's names for what this entry answers ("chest freezer"), kept in chat_items. */
  items: string[];
  created_at: string;
}

export type QnaInput = Pick<
  QnaEntry,
  'question' | 'answer' | 'category' | 'keywords' | 'phrasings' | 'items'
>;

/** The one error this module throws (the database's message, shown in the 'Error' toast). */
export class QnaError extends Error {
  override name = 'QnaError';
}

const COLUMNS = 'id, question, answer, category, keywords, phrasings, items, created_at';
const table = () => supabase().from('qna_bank');

function fail(error: { message: string }): never {
  throw new QnaError(error.message);
}

export async function listQna(): Promise<QnaEntry[]> {
  const { data, error } = await table().select(COLUMNS).order('created_at', { ascending: false });
  if (error) fail(error);
  return (data ?? []) as QnaEntry[];
}

/** Sets the entry's catalogue names (a name under another entry is refused, naming it). */
async function setItems(id: string, items: readonly string[]): Promise<void> {
  const { error } = await supabase().rpc('set_qna_items', { p_entry: id, p_names: items });
  if (error) fail(error);
}

export async function addQna({ items, ...input }: QnaInput): Promise<void> {
  const { data, error } = await table().insert([input]).select('id').single();
  if (error) fail(error);
  const id = (data as { id: string }).id;
  // A refused name takes the new entry back out, so trying again cannot add it twice.
  if (items.length)
    await setItems(id, items).catch(async (refused: unknown) => {
      await table().delete().eq('id', id);
      throw refused;
    });
}

// RLS hides rows instead of refusing: asking for the touched ids tells "saved" from "nothing happened".
export async function updateQna(id: string, { items, ...input }: QnaInput): Promise<void> {
  const { data, error } = await table().update(input).eq('id', id).select('id');
  if (error) fail(error);
  if (!data?.length) throw new QnaError('This Q&A entry no longer exists or you may not change it.');
  await setItems(id, items);
}

export async function removeQna(id: string): Promise<void> {
  const { data, error } = await table().delete().eq('id', id).select('id');
  if (error) fail(error);
  if (!data?.length) throw new QnaError('This Q&A entry no longer exists or you may not delete it.');
}
