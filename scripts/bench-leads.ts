// Prints how fast the admin's lead and chat lookups answer with a busy year's data in the local
// database: 100,000 leads and 10,000 conversations (figures, not a pass/fail test).
//   npm run bench:leads [-- --leads 100000 --requests 40]
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openDatabase } from '../supabase/local/database.ts';
import { startGateway } from '../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/keys.ts';
import { createFirstAdmin } from './first-admin.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const LEADS = arg('leads', 100_000);
const CONVERSATIONS = Math.round(LEADS / 10);
const REQUESTS = arg('requests', 40);

const FIRST = ['Maria', 'James', 'Ana', 'Robert', 'Linda', 'David', 'Sofia', 'Michael', 'Karen', 'Luis'];
const LAST = [
  'Lopez',
  'Smith',
  'Johnson',
  'Garcia',
  'Brown',
  'Nguyen',
  'Miller',
  'Davis',
  'Martinez',
  'Wilson',
];

/** A busy year, written straight into the database before the gateway starts. */
async function seed(dataDir: string, snapshotDir: string) {
  const { db } = await openDatabase({ dataDir, snapshotDir });
  const first = `array[${FIRST.map((n) => `'${n}'`).join(',')}]`;
  const last = `array[${LAST.map((n) => `'${n}'`).join(',')}]`;
  // Phones in the ways people type them; statuses mostly worked through; two years of dates.
  await db.pg.exec(`
    insert into public.quote_requests (form_type, name, phone, email, service, status, created_at)
    select 'contact',
      (${first})[1 + i % 10] || ' ' || (${last})[1 + (i / 10) % 10] || ' ' || i,
      case i % 3 when 0 then '(480) 555-' || lpad((i % 10000)::text, 4, '0')
                 when 1 then '602.555.' || lpad((i % 10000)::text, 4, '0')
                 else '+1 623 555 ' || lpad((i % 10000)::text, 4, '0') end,
      lower((${first})[1 + i % 10]) || '.' || i || '@example.com',
      'Garage Cleanout',
      (array['new','contacted','scheduled','completed','lost'])[1 + (i * 7) % 5]::public.lead_status,
      now() - make_interval(mins => i * 10)
    from generate_series(1, ${LEADS}) as i;
    insert into public.chat_conversations (session_id, started_at)
    select 'bench_' || i, now() - make_interval(mins => i * 50) from generate_series(1, ${CONVERSATIONS}) as i;
    insert into public.chat_messages (conversation_id, role, content)
    select c.id, m.role, m.content from public.chat_conversations c
    cross join (values ('user', 'How much to haul away an old sofa and two mattresses?'),
                       ('assistant', 'Most single items run $75 to $150. Text us a photo for an exact price.'),
                       ('user', 'Do you take a piano or a hot tub from the backyard?'),
                       ('assistant', 'Yes, we remove hot tubs. For pianos, please call us.')) as m(role, content)
    where c.session_id like 'bench_%';
    analyze;
  `);
  await db.close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function timeEach(label: string, fn: (i: number) => PromiseLike<{ error: unknown }>) {
  for (let i = 0; i < 3; i++) await fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const { error } = await fn(i);
    times.push(performance.now() - t);
    if (error) throw new Error(`${label}: ${JSON.stringify(error)}`);
  }
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}

const work = await mkdtemp(join(tmpdir(), 'bench-leads-'));
try {
  const loadBefore = loadavg();
  const dataDir = join(work, 'data');
  const options = {
    port: 0,
    dataDir,
    snapshotDir: join(work, 'cache'),
    jwtSecret: DEMO_JWT_SECRET,
    log: () => {},
  };
  // The first start makes the data folder and its admin; the data goes in while the gateway is down.
  const first = await startGateway(options);
  const credentials = (await createFirstAdmin(first.url, first.serviceRoleKey))!;
  await first.stop();
  const t = performance.now();
  await seed(dataDir, join(work, 'cache'));
  console.log(
    `Seeded ${LEADS} leads and ${CONVERSATIONS} conversations in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const gateway = await startGateway(options);
  const admin: SupabaseClient = createClient(gateway.url, gateway.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signIn = await admin.auth.signInWithPassword(credentials);
  if (signIn.error) throw signIn.error;
  console.log(
    `Load average before the run: ${loadBefore.map((l) => l.toFixed(1)).join(' ')} (${cpus().length} CPUs); n=${REQUESTS} each`,
  );
  console.log('Admin lookups through supabase-js -> gateway -> PGlite (RLS on, signed in as admin):');
  const names = ['smith', 'Maria Lopez', 'garcia 4', 'nguyen', 'linda.123', 'wilson 77'];
  const phones = ['480-555-0134', '(602) 555 0420', '6235559876', '1 480 555 0042', '555-7'];
  const { data: middle } = await admin.rpc('find_leads', { search: 'maria lopez 50000', page_size: 1 });
  const cursor = (middle as { created_at: string; id: string }[])[0]!;

  await timeEach('status counts, all leads', () => admin.rpc('count_leads', { search: '' }));
  await timeEach('status counts, a name search', (i) =>
    admin.rpc('count_leads', { search: names[i % names.length] }),
  );
  await timeEach('search by name or e-mail, first page', (i) =>
    admin.rpc('find_leads', { search: names[i % names.length] }),
  );
  await timeEach('search by phone (any format), first page', (i) =>
    admin.rpc('find_leads', { search: phones[i % phones.length] }),
  );
  await timeEach('newest page, no filter', () => admin.rpc('find_leads', {}));
  await timeEach('a page halfway down, status filter', (i) =>
    admin.rpc('find_leads', {
      only_status: ['new', 'contacted', 'lost'][i % 3],
      before_created_at: cursor.created_at,
      before_id: cursor.id,
    }),
  );
  await timeEach('conversations, newest 20', () => admin.rpc('find_conversations', {}));
  await timeEach('conversations, a word search', (i) =>
    admin.rpc('find_conversations', { search: ['piano', 'sofas', 'mattress', 'hot tub'][i % 4] }),
  );
  await gateway.stop();
} finally {
  await rm(work, { recursive: true, force: true });
}
