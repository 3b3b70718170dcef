// Prints how long staff wait for an alert of a new lead: from the lead being stored (its created_at)
// to the push message reaching a push service (a receiver on loopback that decrypts it), p50/p95/max
// over 50 leads sent one by one through the gateway, to two staff devices. Figures, not a test.
//   npm run bench:alerts [-- --leads 50]
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { LeadAlert } from '../supabase/functions/_shared/lead-alert.ts';
import { startGateway } from '../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/keys.ts';
import { deviceKeys, startPushReceiver } from '../tests/fixtures/push-receiver.ts';

const LEADS = Number(process.argv[process.argv.indexOf('--leads') + 1]) || 50;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const receiver = await startPushReceiver();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-alerts-'));
const gateway = await startGateway({
  port: 0,
  dataDir,
  jwtSecret: DEMO_JWT_SECRET,
  functionsEnv: {
    PUSH_TEST_RECEIVER: receiver.origin,
    QUOTE_RATE_LIMIT: '1000000/60',
    QUOTE_EMAIL_RATE_LIMIT: '1000000/60',
    QUOTE_GLOBAL_RATE_LIMIT: '1000000/60',
  },
  log: (line) => {
    if (line.startsWith('send-contact-email') || line.startsWith('push')) console.error(line);
  },
});

try {
  const options = { auth: { persistSession: false }, realtime: { transport: WebSocket as never } };
  const service = createClient(gateway.url, gateway.serviceRoleKey, options);
  const visitor = createClient(gateway.url, gateway.anonKey, options);
  const { data: created, error } = await service.auth.admin.createUser({
    email: 'staff@example.com',
    password: randomUUID(),
    email_confirm: true,
  });
  if (error || !created.user) throw error ?? new Error('no user');
  await service.from('user_roles').insert({ user_id: created.user.id, role: 'admin' });
  const devices = ['/tablet', '/phone'].map((path) => ({ path, ...deviceKeys() }));
  for (const d of devices) {
    const saved = await service.from('push_subscriptions').insert({
      user_id: created.user.id,
      endpoint: `${receiver.origin}${d.path}`,
      p256dh: d.p256dh,
      auth: d.auth,
    });
    if (saved.error) throw saved.error;
  }

  const send = async () => {
    const requestId = randomUUID();
    const started = performance.now();
    const { error: failed } = await visitor.functions.invoke('send-contact-email', {
      body: {
        requestId,
        formType: 'contact',
        name: 'Bench Mark',
        phone: '(480) 555-0100',
        email: `bench-${requestId.slice(0, 8)}@example.com`,
        service: 'Garage Cleanout',
        message: 'A garage full of boxes.',
        photoUrls: [],
      },
    });
    if (failed) throw failed;
    return { id: requestId, answeredMs: performance.now() - started };
  };

  for (let i = 0; i < 3; i++) await send(); // warm-up
  const waits: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < LEADS; i++) {
    const before = devices.map((d) => receiver.received.filter((r) => r.path === d.path).length);
    const { id, answeredMs } = await send();
    answers.push(answeredMs);
    const { data: lead } = await service.from('quote_requests').select('created_at').eq('id', id).single();
    const stored = Date.parse((lead as { created_at: string }).created_at);
    for (const [n, d] of devices.entries()) {
      const message = await receiver.next(d.path, before[n]);
      const alert = JSON.parse(d.decrypt(message.body)) as LeadAlert;
      if (alert.kind !== 'lead' || alert.id !== id)
        throw new Error(`device ${d.path} got another lead's alert`);
      waits.push(message.receivedAt - stored);
    }
  }
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `Staff alerts: ${LEADS} leads × ${devices.length} devices, local gateway, push receiver on loopback`,
  );
  console.log(
    `  lead stored → alert received   p50 ${ms(percentile(waits, 50))}   p95 ${ms(percentile(waits, 95))}   max ${ms(Math.max(...waits))}   (goal p95 <= 2000 ms)`,
  );
  console.log(
    `  customer's answer (quote sent) p50 ${ms(percentile(answers, 50))}   p95 ${ms(percentile(answers, 95))}`,
  );
  console.log(percentile(waits, 95) <= 2000 ? 'Goal met.' : 'Goal NOT met.');
} finally {
  await gateway.stop();
  await receiver.stop();
  await rm(dataDir, { recursive: true, force: true });
}
