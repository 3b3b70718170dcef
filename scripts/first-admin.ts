// The first admin of a fresh local database, made through the platform's own APIs (the auth admin
// API and the user_roles table, with the service-role key), as an operator would on hosted Supabase.
// The gateway only emulates the platform: it knows no app table.
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

export const FIRST_ADMIN_EMAIL = 'admin@example.com';

/** An admin to sign in with at /auth, when none exists yet. The password is returned once, never stored. */
export async function createFirstAdmin(
  url: string,
  serviceRoleKey: string,
): Promise<{ email: string; password: string } | null> {
  const supabase = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const password = randomBytes(12).toString('base64url');
  const { data, error } = await supabase.auth.admin.createUser({
    email: FIRST_ADMIN_EMAIL,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Local Admin' },
  });
  if (error) {
    if (error.status === 422 || /already/i.test(error.message)) return null;
    throw new Error(`creating the first admin failed: ${error.message}`);
  }
  const role = await supabase.from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
  if (role.error) throw new Error(`granting the first admin failed: ${role.error.message}`);
  return { email: FIRST_ADMIN_EMAIL, password };
}
