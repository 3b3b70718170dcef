// Prints the local gateway's start-up times and request latencies (figures, not a pass/fail test).
//   npm run bench:gateway [-- --requests 60]
import { createClient } from '@supabase/supabase-js';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET } from '../supabase/local/keys.ts';

const REQUESTS = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 60;
const PORT = 54339;

/** Starts `npm run gateway` as a real process; resolves when it prints that it is ready. */
function startProcess(env) {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/gateway.ts'], {
    env: {
      ...process.env,
      GATEWAY_PORT: String(PORT),
      // A throwaway folder: the demo keys are fine here.
      GATEWAY_JWT_SECRET: DEMO_JWT_SECRET,
      QUOTE_RATE_LIMIT: '100000/60',
      QUOTE_EMAIL_RATE_LIMIT: '100000/60',
      QUOTE_GLOBAL_RATE_LIMIT: '100000/60',
      CHAT_RATE_LIMIT: '100000/60',
      CHAT_SESSION_RATE_LIMIT: '100000/60',
      CHAT_GLOBAL_RATE_LIMIT: '100000/60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready in')) resolve({ child, ms: performance.now() - began });
    });
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}\n${output}`)));
  });
}

const stop = ({ child }) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timeEach(label, fn) {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  console.log(
    `${label.padEnd(26)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (n=${REQUESTS})`,
  );
}

const loadBefore = loadavg();
const work = await mkdtemp(join(tmpdir(), 'bench-gateway-'));
try {
  const cold = await startProcess({
    GATEWAY_DATA_DIR: join(work, 'a'),
    GATEWAY_SNAPSHOT_DIR: join(work, 'cache'),
  });
  await stop(cold);
  const cached = await startProcess({
    GATEWAY_DATA_DIR: join(work, 'b'),
    GATEWAY_SNAPSHOT_DIR: join(work, 'cache'),
  });
  await stop(cached);
  const restart = await startProcess({
    GATEWAY_DATA_DIR: join(work, 'b'),
    GATEWAY_SNAPSHOT_DIR: join(work, 'cache'),
  });
  console.log(
    `Load average before the run: ${loadBefore.map((l) => l.toFixed(1)).join(' ')} (${cpus().length} CPUs)`,
  );
  console.log('Gateway start-up (process spawn until ready):');
  console.log(`  first start, no snapshot (initdb + migrations + seed)  ${(cold.ms / 1000).toFixed(2)} s`);
  console.log(`  first start of a new data dir, cached snapshot          ${(cached.ms / 1000).toFixed(2)} s`);
  console.log(
    `  restart on an existing data dir                          ${(restart.ms / 1000).toFixed(2)} s`,
  );

  const supabase = createClient(`http://127.0.0.1:${PORT}`, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket },
  });
  const invoke = async (name, body) => {
    const { error } = await supabase.functions.invoke(name, { body });
    if (error) throw new Error(`${name}: ${await error.context?.text?.()}`);
  };
  console.log('Latency through supabase-js (functions -> supabase-js -> gateway -> PGlite):');
  await timeEach('quote submission', () =>
    invoke('send-contact-email', {
      formType: 'contact',
      requestId: randomUUID(),
      name: 'Bench Mark',
      phone: '(480) 555-0100',
      email: 'bench@example.com',
      service: 'Garage Cleanout',
      message: 'Benchmark request',
      photoUrls: [],
    }),
  );
  const session = `bench_${randomUUID().replace(/-/g, '')}`;
  await timeEach('chat turn', () =>
    invoke('chatbot', {
      sessionId: session,
      messages: [{ role: 'user', content: 'How much does a garage cleanout cost?' }],
    }),
  );
  await stop(restart);
} finally {
  await rm(work, { recursive: true, force: true });
}
