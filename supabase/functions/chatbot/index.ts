import { createClient } from '@supabase/supabase-js';
import { createLogMailer } from '@shared/email.ts';
import { createHandler } from './handler.ts';

const env = Deno.env.toObject();
const supabase = createClient(env.SUPABASE_URL ?? '', env.SUPABASE_SERVICE_ROLE_KEY ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(createHandler({ env, supabase, mailer: createLogMailer() }));
