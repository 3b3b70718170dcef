import { createClient } from '@supabase/supabase-js';
import { createLogMailer, createResendMailer } from '@shared/email.ts';
import { createHandler } from './handler.ts';

const env = Deno.env.toObject();
const supabase = createClient(env.SUPABASE_URL ?? '', env.SUPABASE_SERVICE_ROLE_KEY ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});
// Resend in production; without a key (e.g. `supabase functions serve`) the e-mail goes to the log.
const mailer = env.RESEND_API_KEY ? createResendMailer(env.RESEND_API_KEY) : createLogMailer();

Deno.serve(createHandler({ env, supabase, mailer }));
