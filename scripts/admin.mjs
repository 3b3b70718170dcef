// Staff accounts and the admin role:
//   npm run admin -- list            every account: e-mail, confirmed or not, created, admin or not
//   npm run admin -- grant <email>   make your own confirmed account an admin: asks for its password
//                                    (ADMIN_PASSWORD for scripts) and checks it by signing in
//   npm run admin -- invite <email>  mail a coworker a one-time link to choose a password; staff from then on
//   npm run admin -- revoke <email>  take the role away
// Production: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (and SITE_URL, where invitation links
// lead). Otherwise the local gateway is used, through its HTTP API if it is running, else by starting
// it briefly on the same data dir.
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { DEFAULT_DATA_DIR } from '../supabase/local/gateway.ts';
import { localKeys } from '../supabase/local/keys.ts';

const [command, email] = process.argv.slice(2);
const remote = Boolean(process.env.SUPABASE_URL);

if (remote && !process.env.SUPABASE_SERVICE_ROLE_KEY)
  fail('SUPABASE_SERVICE_ROLE_KEY is required with SUPABASE_URL.');
if (!['grant', 'invite', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !email)) {
  fail('usage: npm run admin -- list | grant <email> | invite <email> | revoke <email>');
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

/** The account's password, from ADMIN_PASSWORD or typed at the terminal (not echoed). */
async function accountPassword() {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new Error('No terminal to ask for the account’s password in: set ADMIN_PASSWORD.');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const asked = rl.question(`Password of ${email}: `);
  muted = true;
  const password = await asked;
  rl.close();
  process.stdout.write('\n');
  return password;
}

/** Signs in as the account (then out again): the operator proves they hold it, as a stranger could not. */
async function provesPassword(base, key, password) {
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) return false;
  const { access_token: token } = await response.json();
  await fetch(`${base}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${token}` },
  }).catch(() => undefined);
  return true;
}

async function grantRole(base, key, userId) {
  await api(base, key, '/rest/v1/user_roles?on_conflict=user_id,role', {
    method: 'POST',
    headers: { prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify({ user_id: userId, role: 'admin' }),
  });
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
  if (command === 'invite') {
    if (user?.email_confirmed_at)
      throw new Error(`${email} already has an account: they can run grant with their own password.`);
    const site = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
    const invited = await api(
      base,
      key,
      `/auth/v1/invite?redirect_to=${encodeURIComponent(`${site}/auth`)}`,
      {
        method: 'POST',
        body: JSON.stringify({ email }),
      },
    );
    // Staff from now on: nobody can use the account until the link in that mailbox sets a password.
    await grantRole(base, key, invited.id);
    console.log(`Invited ${email}: the link in the e-mail lets them choose a password and sign in as staff.`);
    return;
  }
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
  if (!(await provesPassword(base, key, await accountPassword()))) {
    throw new Error(`Not granted: the password is not right for ${email} (or sign-in is throttled).`);
  }
  await grantRole(base, key, user.id);
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
        const { createFirstAdmin } = await import('./first-admin.ts');
        const admin = gateway.fresh ? await createFirstAdmin(gateway.url, gateway.serviceRoleKey) : null;
        if (admin) console.log(`Created the local database; admin ${admin.email} / ${admin.password}`);
        await run(gateway.url, gateway.serviceRoleKey);
      } finally {
        await gateway.stop();
      }
    }
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
