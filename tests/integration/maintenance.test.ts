import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '@shared/email.ts';
import { EMAIL_ATTEMPTS, EMAIL_BACKOFF_MINUTES } from '@shared/email-retry.ts';
import { createHandler as maintenanceHandler } from '../../supabase/functions/maintenance/handler.ts';
import { createHandler as quoteHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import { repoRoot, startGateway } from '../../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/keys.ts';
import { openDatabase } from '../../supabase/local/database.ts';
import { contactPayload, functionEnv, gateway, serviceClient } from './helpers.ts';

// The scheduled work (supabase/functions/maintenance) against the real database: it, not another
// visitor's request, retries a lead's failed e-mail, with backoff and a last attempt.

const env = () => functionEnv();
const recorder = () => {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (m: MailMessage) => (sent.push(m), {}) } satisfies Mailer };
};
const broken: Mailer = { send: () => Promise.reject(new Error('provider is down')) };
const quotes = (mailer: Mailer) =>
  quoteHandler({ env: env(), supabase: serviceClient(), mailer, log: () => {} });
const maintenance = (mailer: Mailer) =>
  maintenanceHandler({ env: env(), supabase: serviceClient(), mailer, log: () => {} });
const post = (body: unknown, key = gateway().serviceRoleKey) =>
  new Request('http://functions.local/x', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '192.0.2.90',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
  });
const row = async (id: string) =>
  (
    await serviceClient()
      .from('quote_requests')
      .select('email_sent_at, email_error, email_attempts, email_retry_at')
      .eq('id', id)
      .single()
  ).data!;
/** Makes the lead's next try due now, as the clock would after its wait (or a minute after arriving). */
const makeDue = (id: string) =>
  serviceClient()
    .from('quote_requests')
    .update({
      email_retry_at: new Date(Date.now() - 1000).toISOString(),
      created_at: new Date(Date.now() - 120_000).toISOString(),
    })
    .eq('id', id);
const mailedTo = (sent: MailMessage[], id: string) => sent.filter((m) => m.idempotencyKey === `lead-${id}`);

describe('the scheduled maintenance function', () => {
  it('refuses any caller but the schedule (the service-role key)', async () => {
    const { mailer } = recorder();
    expect((await maintenance(mailer)(post({}, gateway().anonKey))).status).toBe(403);
    expect((await maintenance(mailer)(post({}, ''))).status).toBe(403);
    expect((await maintenance(mailer)(post({}, `${gateway().serviceRoleKey}x`))).status).toBe(403);
    const ok = await maintenance(mailer)(post({}));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true });
  });

  it("retries a failed e-mail once it is due; another visitor's quote does not", async () => {
    const stuck = contactPayload();
    expect((await quotes(broken)(post(stuck))).status).toBe(200);
    const failed = await row(stuck.requestId);
    expect(failed).toMatchObject({ email_sent_at: null, email_error: 'provider is down', email_attempts: 1 });
    // Its next try waits for the first backoff.
    const wait = Date.parse(failed.email_retry_at!) - Date.now();
    expect(wait).toBeGreaterThan((EMAIL_BACKOFF_MINUTES[0] * 60 - 10) * 1000);
    expect(wait).toBeLessThanOrEqual(EMAIL_BACKOFF_MINUTES[0] * 60 * 1000);

    // Another customer's quote sends only its own e-mail.
    const { sent, mailer } = recorder();
    const other = contactPayload();
    expect((await quotes(mailer)(post(other))).status).toBe(200);
    expect(sent.map((m) => m.idempotencyKey)).toEqual([`lead-${other.requestId}`]);

    // Not due yet: the schedule leaves it alone. Due: it goes, once.
    await maintenance(mailer)(post({}));
    expect(mailedTo(sent, stuck.requestId)).toHaveLength(0);
    await makeDue(stuck.requestId);
    // Other suites leave owed e-mails too; each run takes a bounded batch, so run until it is sent.
    for (let i = 0; i < 20 && mailedTo(sent, stuck.requestId).length === 0; i++)
      await maintenance(mailer)(post({}));
    expect(mailedTo(sent, stuck.requestId)).toHaveLength(1);
    expect(await row(stuck.requestId)).toMatchObject({
      email_error: null,
      email_attempts: 2,
      email_retry_at: null,
    });
    expect((await row(stuck.requestId)).email_sent_at).not.toBeNull();
    await maintenance(mailer)(post({}));
    expect(mailedTo(sent, stuck.requestId)).toHaveLength(1);
  });

  it('waits longer after each failure, and stops after the last attempt', async () => {
    const lead = contactPayload();
    await quotes(broken)(post(lead));
    for (let attempt = 2; attempt <= EMAIL_ATTEMPTS; attempt++) {
      await makeDue(lead.requestId);
      for (let i = 0; i < 20 && (await row(lead.requestId)).email_attempts < attempt; i++)
        await maintenance(broken)(post({}));
      const now = await row(lead.requestId);
      expect(now.email_attempts).toBe(attempt);
      const wait = EMAIL_BACKOFF_MINUTES[attempt - 1];
      if (wait === undefined) expect(now.email_retry_at).toBeNull();
      else expect(Date.parse(now.email_retry_at!) - Date.now()).toBeGreaterThan((wait * 60 - 10) * 1000);
    }
    // Given up: however long after, nothing tries it again; staff see it as failed.
    await serviceClient()
      .from('quote_requests')
      .update({ created_at: new Date(Date.now() - 3_600_000).toISOString() })
      .eq('id', lead.requestId);
    const { sent, mailer } = recorder();
    for (let i = 0; i < 5; i++) await maintenance(mailer)(post({}));
    expect(mailedTo(sent, lead.requestId)).toHaveLength(0);
    expect(await row(lead.requestId)).toMatchObject({ email_attempts: EMAIL_ATTEMPTS, email_sent_at: null });
  }, 60_000);

  it('is called every interval by the local gateway, which only keeps time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maintenance-'));
    const local = await startGateway({
      port: 0,
      dataDir: dir,
      jwtSecret: DEMO_JWT_SECRET,
      log: () => {},
      maintenanceEveryMs: 200,
    });
    try {
      const { createClient } = await import('@supabase/supabase-js');
      const db = createClient(local.url, local.serviceRoleKey, {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never },
      });
      const id = contactPayload().requestId;
      const { error } = await db.from('quote_requests').insert({
        id,
        form_type: 'contact',
        name: 'Owed Mail',
        phone: '6025550100',
        email: 'owed@example.com',
        service: 'Other',
        photo_urls: [],
        created_at: new Date(Date.now() - 120_000).toISOString(),
      });
      expect(error).toBeNull();
      // Sent, then recorded: wait for the record, then find the mail.
      await expect
        .poll(
          async () => (await db.from('quote_requests').select('email_sent_at').eq('id', id).single()).data,
          { timeout: 10_000 },
        )
        .toMatchObject({ email_sent_at: expect.any(String) });
      expect((await readdir(join(dir, 'mail'))).some((f) => f.includes(id))).toBe(true);
    } finally {
      await local.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('its schedule applies where pg_cron is missing (PGlite), and schedules nothing there', async () => {
    // The same migrated database the gateways run on (every migration applied), opened directly.
    const dir = await mkdtemp(join(tmpdir(), 'maintenance-db-'));
    const { db } = await openDatabase({ dataDir: dir, snapshotDir: join(repoRoot, '.data', 'cache') });
    try {
      const { rows } = await db.pg.query<{ cron: string | null; due: string | null; applied: number }>(
        `select to_regnamespace('cron')::text as cron,
                to_regprocedure('public.due_lead_emails(integer)')::text as due,
                (select count(*)::int from supabase_migrations.schema_migrations
                 where name like '%scheduled_maintenance%') as applied`,
      );
      expect(rows[0]).toEqual({ cron: null, due: 'due_lead_emails(integer)', applied: 1 });
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
