// Grants or revokes the admin role: `npm run admin -- grant <email>` (also `revoke <email>`, `list`).
// Production: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Otherwise the local gateway is used,
// through its HTTP API if it is running, else by starting it briefly on the same data dir.
import { DEMO_SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';

const [command, email] = process.argv.slice(2);
const remote = Boolean(process.env.SUPABASE_URL);
if (remote && !process.env.SUPABASE_SERVICE_ROLE_KEY)
  fail('SUPABASE_SERVICE_ROLE_KEY is required with SUPABASE_URL.');
if (!['grant', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !email)) {
  fail('usage: npm run admin -- grant <email> | revoke <email> | list');
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function api(base, key, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function findUser(base, key, address) {
  for (let page = 1; ; page++) {
    const { users } = await api(base, key, `/auth/v1/admin/users?page=${page}&per_page=1000`);
    const user = users.find((u) => u.email?.toLowerCase() === address.toLowerCase());
    if (user || users.length < 1000) return user;
  }
}

async function run(base, key) {
  if (command === 'list') {
    const roles = await api(base, key, '/rest/v1/user_roles?select=user_id,role&role=eq.admin');
    const { users } = await api(base, key, '/auth/v1/admin/users?per_page=1000');
    for (const role of roles) console.log(users.find((u) => u.id === role.user_id)?.email ?? role.user_id);
    return;
  }
  const user = await findUser(base, key, email);
  if (!user) throw new Error(`No account for ${email}: sign up at /auth first.`);
  if (command === 'grant') {
    await api(base, key, '/rest/v1/user_roles?on_conflict=user_id,role', {
      method: 'POST',
      headers: { prefer: 'resolution=ignore-duplicates,return=minimal' },
      body: JSON.stringify({ user_id: user.id, role: 'admin' }),
    });
    console.log(`${email} is now an admin.`);
  } else {
    await api(base, key, `/rest/v1/user_roles?user_id=eq.${user.id}&role=eq.admin`, { method: 'DELETE' });
    console.log(`${email} is no longer an admin.`);
  }
}

try {
  if (remote) {
    await run(process.env.SUPABASE_URL.replace(/\/$/, ''), process.env.SUPABASE_SERVICE_ROLE_KEY);
  } else {
    const local = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}`;
    const running = await fetch(`${local}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (running) await run(local, DEMO_SERVICE_ROLE_KEY);
    else {
      const { startGateway } = await import('../supabase/local/gateway.ts');
      const gateway = await startGateway({ port: 0, dataDir: process.env.GATEWAY_DATA_DIR, log: () => {} });
      try {
        if (gateway.initialAdmin)
          console.log(
            `Created the local database; admin ${gateway.initialAdmin.email} / ${gateway.initialAdmin.password}`,
          );
        await run(gateway.url, gateway.serviceRoleKey);
      } finally {
        await gateway.stop();
      }
    }
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
