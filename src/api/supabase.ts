import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { errorText } from '@shared/contracts.ts';
import { config } from '../config.ts';

let browserClient: SupabaseClient | undefined;

/** The page's client: the staff session is kept in localStorage and refreshed automatically. */
export function supabase(): SupabaseClient {
  browserClient ??= createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return browserClient;
}

/** A client with no session: quotes are anonymous, and the service worker has no localStorage. */
export function anonymousClient(): SupabaseClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The message of a function's error answer (`ErrorAnswer`), or undefined when its body has none. */
export async function functionErrorText(response: Response): Promise<string | undefined> {
  try {
    return errorText(await response.json());
  } catch {
    return undefined;
  }
}
