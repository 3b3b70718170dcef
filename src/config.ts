import * as v from 'valibot';

/**
 * Build-time configuration from VITE_ variables. Every value has a local default so that
 * `npm start` needs nothing configured; production sets them (see .env.example).
 */
// The well-known anon key of `supabase start` (and of our local gateway): public by design.
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const Config = v.object({
  siteUrl: v.pipe(
    v.string(),
    v.url(),
    v.transform((u) => u.replace(/\/+$/, '')),
  ),
  supabaseUrl: v.pipe(
    v.string(),
    v.url(),
    v.transform((u) => u.replace(/\/+$/, '')),
  ),
  supabaseAnonKey: v.pipe(v.string(), v.minLength(20)),
  runwareWsUrl: v.pipe(
    v.string(),
    v.url(),
    v.regex(/^wss?:\/\//, 'VITE_RUNWARE_WS_URL must be a ws:// or wss:// URL'),
  ),
});

export type AppConfig = v.InferOutput<typeof Config>;

// Outside Vite (Node scripts, Playwright) there is no import.meta.env: the local defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const config: AppConfig = v.parse(Config, {
  siteUrl: env.VITE_SITE_URL || 'https://www.scottsdalejunkremoval.com',
  supabaseUrl: env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321',
  supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY || localAnonKey,
  runwareWsUrl: env.VITE_RUNWARE_WS_URL || 'wss://ws-api.runware.ai/v1',
});

export function absoluteUrl(path: string): string {
  return config.siteUrl + (path === '/' ? '/' : path);
}
