import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from './email.ts';

export type Env = Record<string, string | undefined>;

/** Everything a handler touches outside Web APIs is passed in, so Deno and the Node gateway share it. */
export interface FunctionDeps {
  env: Env;
  /** A service_role client for this project. */
  supabase: SupabaseClient;
  mailer: Mailer;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  now?: () => Date;
  /**
   * Keeps work going after the response has gone (EdgeRuntime.waitUntil on hosted Supabase). Without
   * it, the work still runs; the runtime just does not promise to wait for it.
   */
  background?: (work: Promise<unknown>) => void;
}

export type Handler = (req: Request) => Promise<Response>;
