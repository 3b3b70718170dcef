import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { supabase } from './supabase.ts';

/** The signed-in staff member, as the admin pages need them. */
export interface StaffSession {
  userId: string;
  email: string;
}

/** The one error this module throws; the message is the auth service's own (SPEC: shown as is). */
export class AuthRequestError extends Error {
  override name = 'AuthRequestError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const toStaff = (session: Session | null): StaffSession | null =>
  session ? { userId: session.user.id, email: session.user.email ?? '' } : null;

function fail(error: { message: string; code?: string } | null | undefined): never {
  throw new AuthRequestError(error?.message || 'Something went wrong. Please try again.', error?.code);
}

export async function signIn(email: string, password: string): Promise<StaffSession> {
  const { data, error } = await supabase().auth.signInWithPassword({ email, password });
  if (error || !data.session) fail(error);
  return toStaff(data.session)!;
}

/**
 * Creates an account; returns whether the backend signed it in at once (confirmation off). The link in a
 * confirmation e-mail brings the new user back to /admin.
 */
export async function signUp(
  email: string,
  password: string,
  fullName: string,
): Promise<{ signedIn: boolean }> {
  const { data, error } = await supabase().auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: `${window.location.origin}/admin` },
  });
  if (error) fail(error);
  return { signedIn: Boolean(data.session) };
}

/** Sets the signed-in user's password (a coworker opening their invitation link chooses theirs). */
export async function setPassword(password: string): Promise<void> {
  const { error } = await supabase().auth.updateUser({ password });
  if (error) fail(error);
}

export async function signOut(): Promise<void> {
  const { error } = await supabase().auth.signOut();
  if (error) fail(error);
}

export async function getSession(): Promise<StaffSession | null> {
  const { data, error } = await supabase().auth.getSession();
  if (error) fail(error);
  return toStaff(data.session);
}

export type AuthEvent = AuthChangeEvent;

/** Subscribes to session events (SIGNED_IN, SIGNED_OUT…); returns the unsubscribe function. */
export function onAuthChange(listener: (event: AuthEvent, session: StaffSession | null) => void): () => void {
  const { data } = supabase().auth.onAuthStateChange((event, session) => listener(event, toStaff(session)));
  return () => data.subscription.unsubscribe();
}

/** SPEC 7: user_roles by user id, filtered to admin, one row. "No row" (PGRST116) means not an admin. */
export async function isAdmin(userId: string): Promise<boolean> {
  const { data, error } = await supabase()
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .single();
  if (error?.code === 'PGRST116') return false;
  if (error) fail(error);
  return data?.role === 'admin';
}
