/**
 * Build-time configuration from VITE_ variables. Every value has a local default so that
 * `npm start` needs nothing configured; production sets them (see .env.example). Checked with
 * plain code rather than valibot, so that pages without a form do not download a validator.
 */
// The well-known demo anon key of `supabase start`, which the tests' throwaway gateways use. `npm start`
// builds with its data folder's own key instead (VITE_SUPABASE_ANON_KEY), production with the project's.
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface AppConfig {
  siteUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  runwareWsUrl: string;
  /** The VAPID public key staff devices subscribe to alerts with (issue 32); empty: alerts are not set up. */
  vapidPublicKey: string;
}

/** A URL with one of the given protocols, without its trailing slash; a bad value stops the build. */
export function checkedUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name} must start with ${protocols.join(' or ')}`);
  return value.replace(/\/+$/, '');
}

// Outside Vite (Node scripts, Playwright) there is no import.meta.env: the local defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
const web = ['http:', 'https:'];

const anonKey = env.VITE_SUPABASE_ANON_KEY || localAnonKey;
if (anonKey.length < 20) throw new Error('VITE_SUPABASE_ANON_KEY looks wrong (too short)');

export const config: AppConfig = {
  siteUrl: checkedUrl('VITE_SITE_URL', env.VITE_SITE_URL || 'https://www.scottsdalejunkremoval.com', web),
  supabaseUrl: checkedUrl('VITE_SUPABASE_URL', env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321', web),
  supabaseAnonKey: anonKey,
  runwareWsUrl: checkedUrl('VITE_RUNWARE_WS_URL', env.VITE_RUNWARE_WS_URL || 'wss://ws-api.runware.ai/v1', [
    'ws:',
    'wss:',
  ]),
  vapidPublicKey: checkedVapidKey(env.VITE_VAPID_PUBLIC_KEY ?? ''),
};

/** A VAPID public key (an uncompressed P-256 point, base64url: 87 characters) or nothing; else the build stops. */
function checkedVapidKey(value: string): string {
  if (value && !/^B[A-Za-z0-9_-]{86}$/.test(value)) {
    throw new Error(
      'VITE_VAPID_PUBLIC_KEY must be the public key `npx web-push generate-vapid-keys` printed',
    );
  }
  return value;
}

export function absoluteUrl(path: string): string {
  return config.siteUrl + (path === '/' ? '/' : path);
}
