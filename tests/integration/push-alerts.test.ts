import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '@shared/email.ts';
import type { LeadAlert } from '@shared/lead-alert.ts';
import { createHandler as maintenanceHandler } from '../../supabase/functions/maintenance/handler.ts';
import { createHandler as quoteHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import { createHandler as testAlertHandler } from '../../supabase/functions/test-alert/handler.ts';
import { createVapidKeys, type VapidKeys } from '../../supabase/local/keys.ts';
import { deviceKeys, startPushReceiver, vapidClaims, type PushReceiver } from '../fixtures/push-receiver.ts';
import {
  adminClient,
  bookingPayload,
  client,
  freshDay,
  functionEnv,
  gateway,
  serviceClient,
  userClient,
} from './helpers.ts';

// Issue 32: staff hear of a new lead on their devices (Web Push), encrypted for each device, signed
// with the project's VAPID key, after the customer's answer has gone, never twice; failures are
// retried by the scheduled work; devices the push service no longer knows are deleted.

let receiver: PushReceiver;
let vapid: VapidKeys;
let adminId: string;
const devices: string[] = [];
const quiet: Mailer = { send: async () => ({}) };

beforeAll(async () => {
  receiver = await startPushReceiver();
  vapid = await createVapidKeys();
  const admin = await adminClient();
  adminId = (await admin.auth.getUser()).data.user!.id;
});
afterAll(async () => {
  await serviceClient().from('push_subscriptions').delete().in('id', devices);
  await receiver.stop();
});

const env = () =>
  functionEnv({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_TEST_RECEIVER: receiver.origin,
    SUPABASE_ANON_KEY: gateway().anonKey,
  });

/** A staff device whose push service is the test receiver at `path` (saved as the database would). */
async function device(path = `/push/${randomUUID()}`, endpoint = `${receiver.origin}${path}`) {
  const keys = deviceKeys();
  const { data, error } = await serviceClient()
    .from('push_subscriptions')
    .insert({ user_id: adminId, endpoint, p256dh: keys.p256dh, auth: keys.auth, device: 'Test tablet' })
    .select('id')
    .single();
  if (error) throw error;
  devices.push((data as { id: string }).id);
  return { ...keys, path, id: (data as { id: string }).id };
}

const post = (body: unknown) =>
  new Request('http://functions.local/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.132' },
    body: JSON.stringify(body),
  });

/** The lead function, with the work it leaves running after its answer collected (as EdgeRuntime keeps it). */
function leadFunction(fetchFn?: typeof fetch) {
  const background: Promise<unknown>[] = [];
  const handler = quoteHandler({
    env: env(),
    supabase: serviceClient(),
    mailer: quiet,
    log: () => {},
    background: (work) => background.push(work),
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  return { handler, settled: () => Promise.all(background) };
}

/** Sends a booking through the lead function; resolves once its answer is out, with the background work. */
async function sendLead(overrides: Record<string, unknown> = {}) {
  const { handler, settled } = leadFunction();
  const started = performance.now();
  const response = await handler(
    post(
      bookingPayload({
        requestId: randomUUID(),
        email: `${randomUUID().slice(0, 8)}@example.com`,
        ...overrides,
      }),
    ),
  );
  const answeredIn = performance.now() - started;
  const body = (await response.json()) as { id: string };
  return { id: body.id, answeredIn, settled };
}

/** Makes a lead's alert to a device due now, as if its wait had passed (with `extra` changes). */
const dueNow = (leadId: string, deviceId: string, extra: Record<string, unknown> = {}) =>
  serviceClient()
    .from('push_alerts')
    .update({ next_at: new Date(Date.now() - 1000).toISOString(), ...extra })
    .eq('lead_id', leadId)
    .eq('subscription_id', deviceId);

const maintain = () =>
  maintenanceHandler({ env: env(), supabase: serviceClient(), mailer: quiet, log: () => {} })(
    new Request('http://functions.local/maintenance', {
      method: 'POST',
      headers: { authorization: `Bearer ${gateway().serviceRoleKey}` },
    }),
  ).then((r) => r.json() as Promise<{ alertsSent: number; alertsFailed: number }>);

const toDevice = (path: string) => receiver.received.filter((m) => m.path === path);
async function alertState(leadId: string, deviceId: string) {
  const { data } = await serviceClient()
    .from('push_alerts')
    .select('state, attempts, next_at')
    .eq('lead_id', leadId)
    .eq('subscription_id', deviceId)
    .single();
  return data as { state: string; attempts: number; next_at: string };
}

describe('staff alerts of a new lead', () => {
  it('reach every device, encrypted for each and signed with the project key, with what the notification shows', async () => {
    const tablet = await device();
    const phone = await device();
    const day = freshDay();
    const lead = await sendLead({
      name: 'Maria Lopez',
      address: '12 Main St, Tempe, AZ 85281',
      preferredDate: day,
      arrivalWindow: 'morning',
    });
    await lead.settled();
    for (const d of [tablet, phone]) {
      const [message] = toDevice(d.path);
      expect(message?.headers['content-encoding']).toBe('aes128gcm');
      expect(message?.headers.urgency).toBe('high');
      expect(Number(message?.headers.ttl)).toBeGreaterThan(0);
      const claims = vapidClaims(message!);
      expect(claims?.k).toBe(vapid.publicKey);
      expect(claims?.aud).toBe(receiver.origin);
      expect(claims?.sub).toBe('mailto:owner@example.com');
      const alert = JSON.parse(d.decrypt(message!.body)) as LeadAlert;
      expect(alert).toEqual({
        kind: 'lead',
        id: lead.id,
        name: 'Maria Lopez',
        service: 'Estate Cleanout',
        city: 'Tempe',
        window: expect.stringMatching(/^\w+day, \w+ \d+ · Morning 8–11 AM$/),
      });
      // Nothing else of the lead travels: no phone, e-mail or address.
      expect(d.decrypt(message!.body)).not.toMatch(/Main St|@example\.com|\(\d{3}\)/);
    }
    // Another device's keys cannot read it.
    expect(() => tablet.decrypt(toDevice(phone.path)[0]!.body)).toThrow();
  });

  it('are sent after the customer has the answer: a slow push service never slows the quote', async () => {
    const slow = await device();
    receiver.answer(slow.path, 201, 1500);
    const lead = await sendLead();
    expect(lead.answeredIn).toBeLessThan(1200);
    // Answered while its alert is still on its way.
    expect(['due', 'sending']).toContain((await alertState(lead.id, slow.id)).state);
    await lead.settled();
    expect(await alertState(lead.id, slow.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('are never sent twice: not by a retry of the lead, not by the scheduled run, not by two runs at once', async () => {
    const tablet = await device();
    const lead = await sendLead();
    await lead.settled();
    expect(toDevice(tablet.path)).toHaveLength(1);
    // The device retries the same request (its answer was lost), and two scheduled runs overlap.
    const again = leadFunction();
    await Promise.all([
      maintain(),
      maintain(),
      again.handler(post(bookingPayload({ requestId: lead.id, email: 'someone@example.com' }))),
    ]);
    await again.settled();
    expect(toDevice(tablet.path)).toHaveLength(1);

    // An alert that failed and is due again, claimed by two runs at once: one sends it.
    const flaky = await device();
    receiver.answer(flaky.path, 500);
    const other = await sendLead();
    await other.settled();
    receiver.answer(flaky.path, 201);
    await dueNow(other.id, flaky.id);
    await Promise.all([maintain(), maintain(), maintain()]);
    expect(toDevice(flaky.path)).toHaveLength(2);
    expect(await alertState(other.id, flaky.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('that failed are retried by the scheduled run with backoff, and given up after the last attempt', async () => {
    const flaky = await device();
    receiver.answer(flaky.path, 503);
    const lead = await sendLead();
    await lead.settled();
    const failed = await alertState(lead.id, flaky.id);
    expect(failed).toMatchObject({ state: 'due', attempts: 1 });
    // Due again in about 30 s, not at once: a run now sends nothing to it.
    expect(Date.parse(failed.next_at) - Date.now()).toBeGreaterThan(20_000);
    await maintain();
    expect(toDevice(flaky.path)).toHaveLength(1);
    // Once due, the scheduled run (not another visitor's request) sends it.
    receiver.answer(flaky.path, 201);
    await dueNow(lead.id, flaky.id);
    const ran = await maintain();
    expect(ran.alertsSent).toBeGreaterThanOrEqual(1);
    expect(toDevice(flaky.path)).toHaveLength(2);
    expect(await alertState(lead.id, flaky.id)).toMatchObject({ state: 'sent', attempts: 2 });

    // A device that keeps failing: after the sixth attempt the alert stays failed.
    const dead = await device();
    receiver.answer(dead.path, 500);
    const other = await sendLead();
    await other.settled();
    await dueNow(other.id, dead.id, { attempts: 5 });
    await maintain();
    expect(await alertState(other.id, dead.id)).toMatchObject({ state: 'failed', attempts: 6 });
  });

  it('delete a device the push service answers 404 or 410 for', async () => {
    const gone = await device();
    const missing = await device();
    receiver.answer(gone.path, 410);
    receiver.answer(missing.path, 404);
    const lead = await sendLead();
    await lead.settled();
    const { data } = await serviceClient()
      .from('push_subscriptions')
      .select('id')
      .in('id', [gone.id, missing.id]);
    expect(data).toEqual([]);
  });

  it('are never sent to loopback or private addresses, and such a device is deleted', async () => {
    const called: string[] = [];
    const spy = (input: RequestInfo | URL, init?: RequestInit) => {
      called.push(String(input));
      return fetch(input, init);
    };
    const inside = await device('/x', 'https://192.168.1.20/push/abc');
    const { handler, settled } = leadFunction(spy);
    await handler(post(bookingPayload({ requestId: randomUUID(), email: 'x@example.com' })));
    await settled();
    expect(called.filter((u) => u.includes('192.168.1.20'))).toEqual([]);
    const { data } = await serviceClient().from('push_subscriptions').select('id').eq('id', inside.id);
    expect(data).toEqual([]);
  });
});

describe('a staff member’s devices', () => {
  const browserKeys = () => deviceKeys();

  it('are saved only with a public https push endpoint', async () => {
    const admin = await adminClient();
    const { p256dh, auth } = browserKeys();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/a',
      'https://localhost/push',
      'https://push.localhost/a',
      'https://127.0.0.1/push',
      'https://10.0.0.7/push',
      'https://[::1]/push',
      'https://user@fcm.googleapis.com/fcm/send/a',
      'https://intranet/push',
    ]) {
      const { error } = await admin.rpc('save_push_subscription', {
        p_endpoint: endpoint,
        p_p256dh: p256dh,
        p_auth: auth,
        p_device: 'Test',
      });
      expect(error?.message, endpoint).toBe('This browser gave an address we cannot send alerts to.');
    }
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const saved = await admin.rpc('save_push_subscription', {
      p_endpoint: endpoint,
      p_p256dh: p256dh,
      p_auth: auth,
      p_device: 'iPad · Safari',
    });
    expect(saved.error).toBeNull();
    devices.push(saved.data as string);
  });

  it('are seen and removed by their owner only; nobody else, and no one who is not staff, can add one', async () => {
    const admin = await adminClient();
    const { p256dh, auth } = browserKeys();
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${randomUUID()}`;
    const saved = await admin.rpc('save_push_subscription', {
      p_endpoint: endpoint,
      p_p256dh: p256dh,
      p_auth: auth,
      p_device: 'Phone',
    });
    devices.push(saved.data as string);
    const mine = await admin.from('push_subscriptions').select('endpoint').eq('endpoint', endpoint);
    expect(mine.data).toEqual([{ endpoint }]);

    // Another staff member sees none of it and cannot remove it.
    const other = await userClient();
    await serviceClient().from('user_roles').insert({ user_id: other.userId, role: 'admin' });
    expect(
      (await other.client.from('push_subscriptions').select('id').eq('endpoint', endpoint)).data,
    ).toEqual([]);
    await other.client.from('push_subscriptions').delete().eq('endpoint', endpoint);
    expect((await admin.from('push_subscriptions').select('id').eq('endpoint', endpoint)).data).toHaveLength(
      1,
    );

    // A signed-in customer account and the public: nothing to read, nothing to add.
    const customer = await userClient();
    const refused = await customer.client.rpc('save_push_subscription', {
      p_endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      p_p256dh: p256dh,
      p_auth: auth,
      p_device: 'x',
    });
    expect(refused.error?.message).toBe('Only staff can turn on alerts.');
    expect((await customer.client.from('push_subscriptions').select('id')).data).toEqual([]);
    const anon = client();
    expect((await anon.from('push_subscriptions').select('id')).error).toBeTruthy();
    expect((await anon.from('push_alerts').select('id')).error).toBeTruthy();
    expect((await anon.rpc('claim_push_alerts', {})).error).toBeTruthy();
    expect((await admin.rpc('claim_push_alerts', {})).error).toBeTruthy();
    expect(
      (
        await customer.client
          .from('push_subscriptions')
          .insert({ user_id: customer.userId, endpoint, p256dh, auth })
      ).error,
    ).toBeTruthy();

    // The owner removes it.
    await admin.from('push_subscriptions').delete().eq('endpoint', endpoint);
    expect((await admin.from('push_subscriptions').select('id').eq('endpoint', endpoint)).data).toEqual([]);
  });

  it('get a test alert on request, only their own', async () => {
    const tablet = await device();
    const { data: session } = await (await adminClient()).auth.getSession();
    const ask = (endpoint: string, token = session.session!.access_token) =>
      testAlertHandler({ env: env(), supabase: serviceClient(), mailer: quiet, log: () => {} })(
        new Request('http://functions.local/test-alert', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint }),
        }),
      );
    const response = await ask(`${receiver.origin}${tablet.path}`);
    expect(await response.json()).toEqual({ ok: true, sent: 1 });
    expect(JSON.parse(tablet.decrypt(toDevice(tablet.path)[0]!.body))).toEqual({ kind: 'test' });

    // Someone else's device, or one that is not on: refused, nothing sent.
    const customer = await userClient();
    const { data: theirs } = await customer.client.auth.getSession();
    expect((await ask(`${receiver.origin}${tablet.path}`, theirs.session!.access_token)).status).toBe(403);
    expect((await ask(`${receiver.origin}/push/not-on`)).status).toBe(404);
    expect(toDevice(tablet.path)).toHaveLength(1);
  });
});
