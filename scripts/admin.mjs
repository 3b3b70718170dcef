// Staff accounts and the admin role:
//   npm run admin -- list                 every account: e-mail, confirmed or not, created, admin or not
//   npm run admin -- grant <email> [--yes] make a confirmed account an admin (by its user id)
//   npm run admin -- revoke <email>       take the role away
// Production: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Otherwise the local gateway is used,
// through its HTTP API if it is running, else by starting it briefly on the same data dir.
import { createInterface } from 'node:readline/promises';
import { DEFAULT_DATA_DIR } from '../supabase/local/gateway.ts';
import { localKeys } from '../supabase/local/keys.ts';

const args = process.argv.slice(2);
const yes = args.includes('--yes');
const [command, email] = args.filter((a) => a !== '--yes');
const remote = Boolean(process.env.SUPABASE_URL);
/** An account this young may be a stranger's who signed up first with the owner's address. */
const RECENT_MS = 24 * 3600_000;

if (remote && !process.env.SUPABASE_SERVICE_ROLE_KEY)
  fail('SUPABASE_SERVICE_ROLE_KEY is required with SUPABASE_URL.');
if (!['grant', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !email)) {
  fail('usage: npm run admin -- list | grant <email> [--yes] | revoke <email>');
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

async function allUsers(base, key) {
  const users = [];
  for (let page = 1; ; page++) {
    const batch = (await api(base, key, `/auth/v1/admin/users?page=${page}&per_page=1000`)).users;
    users.push(...batch);
    if (batch.length < 1000) return users;
  }
}

const when = (iso) =>
  new Date(iso).toLocaleString('en-US', { timeZone: 'America/Phoenix' }) + ' Arizona time';

async function confirmed(question) {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    console.error('Run it again with --yes to grant anyway (no terminal to ask in).');
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [y/N] `);
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}

async function run(base, key) {
  const users = await allUsers(base, key);
  const admins = new Set(
    (await api(base, key, '/rest/v1/user_roles?select=user_id&role=eq.admin')).map((r) => r.user_id),
  );
  if (command === 'list') {
    for (const u of users)
      console.log(
        `${u.email}  ${u.email_confirmed_at ? 'confirmed' : 'NOT confirmed'}  created ${when(u.created_at)}` +
          `${admins.has(u.id) ? '  admin' : ''}`,
      );
    if (users.length === 0) console.log('No accounts yet.');
    return;
  }
  const user = users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
  if (!user) throw new Error(`No account for ${email}: sign up at /auth first.`);
  if (command === 'revoke') {
    await api(base, key, `/rest/v1/user_roles?user_id=eq.${user.id}&role=eq.admin`, { method: 'DELETE' });
    console.log(`${email} is no longer an admin.`);
    return;
  }
  if (!user.email_confirmed_at) {
    throw new Error(
      `${email} has not confirmed its e-mail address, so whoever created it may not own the address. ` +
        'Open the confirmation link sent to it (locally: the mail/ folder of the data dir), then grant again.',
    );
  }
  console.log(`${email}: account created ${when(user.created_at)}, id ${user.id}.`);
  if (Date.now() - Date.parse(user.created_at) < RECENT_MS) {
    const ok = await confirmed('It was created in the last 24 hours. Did you create it yourself?');
    if (!ok) throw new Error('Not granted.');
  }
  await api(base, key, '/rest/v1/user_roles?on_conflict=user_id,role', {
    method: 'POST',
    headers: { prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify({ user_id: user.id, role: 'admin' }),
  });
  console.log(`${email} is now an admin.`);
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
    const dataDir = process.env.GATEWAY_DATA_DIR ?? DEFAULT_DATA_DIR;
    if (running) await run(local, (await localKeys(dataDir)).serviceRoleKey);
    else {
      const { startGateway } = await import('../supabase/local/gateway.ts');
      const gateway = await startGateway({
        port: 0,
        dataDir,
        jwtSecret: process.env.GATEWAY_JWT_SECRET || undefined,
        log: () => {},
      });
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
