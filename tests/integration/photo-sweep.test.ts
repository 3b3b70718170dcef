import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceAnswer } from '@shared/contracts.ts';
import { createHandler } from '../../supabase/functions/maintenance/handler.ts';
import { startGateway, type Gateway } from '../../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../../supabase/local/keys.ts';
import { bookingPayload } from './helpers.ts';

const BUCKET = 'booking-photos';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const PAGE = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>');

// Its own gateway: the sweep removes every photo no lead references, which on the suite's shared
// gateway would include other tests' photos between their upload and their lead.
describe('the maintenance function removes photos no lead references', () => {
  let dir: string;
  let local: Gateway;
  const client = (key: string) =>
    createClient(local.url, key, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'photo-sweep-'));
    local = await startGateway({ port: 0, dataDir: dir, jwtSecret: DEMO_JWT_SECRET, log: () => {} });
  });

  afterAll(async () => {
    await local?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (name: string, bytes = JPEG) => {
    const { error } = await client(local.anonKey)
      .storage.from(BUCKET)
      .upload(name, new File([bytes], 'p.jpg', { type: 'image/jpeg' }));
    expect(error).toBeNull();
    return client(local.anonKey).storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
  };
  const run = async (ageSeconds: string) => {
    const maintenance = createHandler({
      env: { SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey, ORPHAN_PHOTO_AGE_SECONDS: ageSeconds },
      supabase: client(local.serviceRoleKey),
      mailer: { send: async () => ({}) },
      log: () => {},
    });
    const response = await maintenance(
      new Request('http://functions.local/maintenance', {
        method: 'POST',
        headers: { authorization: `Bearer ${local.serviceRoleKey}` },
      }),
    );
    return ((await response.json()) as MaintenanceAnswer).photosRemoved;
  };

  it('after their age, row and file, and never a photo a lead points at', async () => {
    const orphan = await upload('abandoned/1.jpg');
    const kept = await upload('sent/my photo é.jpg');
    // Referenced through another host and port than today's: a project's address may change.
    const elsewhere = kept.replace(/^https?:\/\/[^/]+/, 'http://192.168.1.5:5000');
    const lead = await client(local.serviceRoleKey)
      .from('quote_requests')
      .insert({
        form_type: 'booking',
        name: 'A',
        phone: '602-555-0100',
        email: 'a@example.com',
        service: 'Garage Cleanout',
        photo_urls: [elsewhere],
      });
    expect(lead.error).toBeNull();

    // Nothing is a day old yet: the default age removes nothing.
    expect(await run('86400')).toBe(0);
    await new Promise((done) => setTimeout(done, 1100));
    const fresh = await upload('abandoned/2.jpg');
    expect(await run('1')).toBe(1);
    expect((await fetch(orphan)).status).toBe(404);
    expect((await fetch(kept)).status).toBe(200);
    expect((await fetch(fresh)).status).toBe(200);
    expect(await run('1')).toBe(0);
    // A second later the fresh orphan is due too; the referenced photo never is.
    await new Promise((done) => setTimeout(done, 1100));
    expect(await run('1')).toBe(1);
    expect((await fetch(fresh)).status).toBe(404);
    expect((await fetch(kept)).status).toBe(200);
  });

  // Hosted Storage checks only the label: the lead function leaves such bytes out of the lead, and the
  // sweep then removes them as it removes any upload no lead references.
  it('removes an upload whose bytes are not an image, though a quote was sent with it', async () => {
    const requestId = randomUUID();
    const photo = await upload(`${requestId}/kitchen.jpg`);
    const page = await upload(`${requestId}/kitchen-2.jpg`, PAGE);
    const { error } = await client(local.anonKey).functions.invoke('send-contact-email', {
      body: bookingPayload({ requestId, photoUrls: [photo, page] }),
    });
    expect(error).toBeNull();
    await new Promise((done) => setTimeout(done, 1100));
    expect(await run('1')).toBe(1);
    expect((await fetch(page)).status).toBe(404);
    expect((await fetch(photo)).status).toBe(200);
  });
});
