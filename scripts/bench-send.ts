// Prints what one quote costs the `send-contact-email` function: its database round trips (per
// quote, p50 and max) and its latency (p50, p95), on a throwaway local gateway. Figures, not a test.
//   npm run bench:send [-- --quotes 60]
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startGateway } from '../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/keys.ts';

const QUOTES = Number(process.argv[process.argv.indexOf('--quotes') + 1]) || 60;

let roundTrips = 0;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-send-'));
const gateway = await startGateway({
  port: 0,
  dataDir,
  jwtSecret: DEMO_JWT_SECRET,
  functionsEnv: {
    QUOTE_RATE_LIMIT: '1000000/60',
    QUOTE_EMAIL_RATE_LIMIT: '1000000/60',
    QUOTE_GLOBAL_RATE_LIMIT: '1000000/60',
  },
  log: (line) => {
    if (line.startsWith('send-contact-email')) console.error(line);
  },
  // The function's own calls back into the gateway: its database round trips.
  onRequest: (path) => {
    if (path.startsWith('/rest/v1/')) roundTrips++;
  },
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

try {
  const client = createClient(gateway.url, gateway.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  // A booking with three photos, as the outbox sends it once the photos are up (uploaded before the
  // clock starts: the function reads each one's first bytes).
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(2048).fill(0)]);
  const quote = async () => {
    const requestId = randomUUID();
    for (const n of [1, 2, 3]) {
      const { error } = await client.storage
        .from('booking-photos')
        .upload(`${requestId}/${n}.jpg`, new Blob([jpeg], { type: 'image/jpeg' }));
      if (error) throw error;
    }
    return {
      requestId,
      formType: 'booking',
      name: 'Bench Mark',
      phone: '(480) 555-0100',
      email: `bench-${requestId.slice(0, 8)}@example.com`,
      service: 'Furniture Removal',
      address: '1 Test St, Mesa, AZ 85201',
      propertyType: 'Residential Home',
      itemsToRemove: 'A sofa and two chairs',
      estimatedVolume: 'Single item',
      photoUrls: [1, 2, 3].map(
        (n) => `${gateway.url}/storage/v1/object/public/booking-photos/${requestId}/${n}.jpg`,
      ),
    };
  };
  const send = async (body: Awaited<ReturnType<typeof quote>>) => {
    const { error } = await client.functions.invoke('send-contact-email', { body });
    if (error) throw error;
  };
  for (let i = 0; i < 5; i++) await send(await quote()); // warm-up
  const trips: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < QUOTES; i++) {
    const body = await quote();
    const before = roundTrips;
    const started = performance.now();
    await send(body);
    times.push(performance.now() - started);
    trips.push(roundTrips - before);
  }
  console.log(`${QUOTES} quotes with 3 photos each through send-contact-email (local gateway, PGlite)`);
  console.log(`Database round trips per quote: p50 ${percentile(trips, 50)}   max ${Math.max(...trips)}`);
  console.log(
    `Latency per quote: p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
} finally {
  await gateway.stop();
  await rm(dataDir, { recursive: true, force: true });
}
