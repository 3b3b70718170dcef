import { signJwt } from './jwt.ts';

// The well-known demo secret and keys of `supabase start`: the same strings the CLI prints, so a
// developer can switch between this gateway and the real local stack without touching .env.
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const DEMO_EXP = 1983812996;

export const DEMO_ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: DEMO_EXP }, DEMO_JWT_SECRET);
export const DEMO_SERVICE_ROLE_KEY = signJwt(
  { iss: 'supabase-demo', role: 'service_role', exp: DEMO_EXP },
  DEMO_JWT_SECRET,
);
