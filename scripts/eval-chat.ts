// Runs the chat evaluation set through the `chatbot` function on a throwaway local gateway and prints
// right, wrong and abstained answers, the two rates of DESIGN.md's chat budget, and the database round
// trips each chat turn makes.
//   npm run eval:chat [-- --split <a split of tests/chat-eval/evaluate.ts>] [-- --misses]
// Without --split it runs the evaluation set (dev + holdout), the customers' set and the fresh, short,
// medium, mixed and varied batches (all held to the targets), and then the three blind sets. Misses are never
// printed for the blind and held-out sets.
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startGateway } from '../supabase/local/gateway.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/keys.ts';
import {
  BLIND_TARGETS,
  evaluate,
  isUnseen,
  report,
  REPORTED,
  TARGETS,
  type Split,
} from '../tests/chat-eval/evaluate.ts';

const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const split = (process.argv.includes('--split') ? arg('--split') : 'all') as Split;
const showMisses = process.argv.includes('--misses');

let roundTrips = 0;
const tripsPerTurn: number[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'eval-chat-'));
const gateway = await startGateway({
  port: 0,
  dataDir,
  jwtSecret: DEMO_JWT_SECRET,
  functionsEnv: { CHAT_RATE_LIMIT: '1000000/60', CHAT_GLOBAL_RATE_LIMIT: '1000000/60' },
  // The function's own complaints (a failed query) matter; the gateway's start-up lines do not.
  log: (line) => {
    if (line.startsWith('chatbot')) console.error(line);
  },
  // The function's own calls back into the gateway: its database round trips.
  onRequest: (path) => {
    if (path.startsWith('/rest/v1/')) roundTrips++;
  },
});

try {
  const client = createClient(gateway.url, gateway.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const ask = async (question: string) => {
    const { data, error } = await client.functions.invoke('chatbot', {
      body: {
        sessionId: `eval_${randomUUID().replaceAll('-', '')}`,
        messages: [{ role: 'user', content: question }],
      },
    });
    if (error) throw error;
    return String((data as { message?: unknown }).message);
  };
  const counted = async (question: string) => {
    const before = roundTrips;
    const message = await ask(question);
    tripsPerTurn.push(roundTrips - before);
    return message;
  };
  for (let i = 0; i < 5; i++) await ask('What are your hours?'); // warm-up
  const run = async (s: Split, label: string) => {
    const result = await evaluate(counted, s);
    if (showMisses && !isUnseen(s))
      for (const m of result.misses) console.log(`MISS [${m.expected}] ${m.question}\n     -> ${m.got}`);
    const targets = isUnseen(s) ? BLIND_TARGETS : TARGETS;
    console.log(report(result, label, targets));
    return (
      result.answerable.rightRate >= targets.answeredRight &&
      result.unanswerable.answeredRate <= targets.unanswerableAnswered
    );
  };
  const runs = [];
  // The blind sets' misses are never printed (isUnseen): reading them would make them sets to tune against.
  if (split === 'all') for (const { split: s, label } of REPORTED) runs.push(await run(s, label));
  else runs.push(await run(split, `Chat evaluation (${split} questions)`));
  const trips = [...tripsPerTurn].sort((a, b) => a - b);
  console.log(
    `Database round trips per chat turn: p50 ${trips[Math.floor(trips.length / 2)]}   max ${trips.at(-1)}`,
  );
  const met = runs.every(Boolean);
  console.log(met ? 'Targets met.' : 'Targets NOT met.');
  process.exitCode = met ? 0 : 1;
} finally {
  await gateway.stop();
  await rm(dataDir, { recursive: true, force: true });
}
