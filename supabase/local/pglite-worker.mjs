// The database's own thread (see pglite-thread.ts). PGlite runs a statement to its end: Postgres'
// statement_timeout never fires inside it. Held in a worker thread, a statement that runs too long
// can be stopped by stopping the thread, and the gateway's own thread keeps answering meanwhile.
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

// What a Postgres error says, in fields that cross a thread (an Error's own may not).
const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
];
const describe = (error) => {
  const plain = { message: error instanceof Error ? error.message : inspect(error) };
  for (const field of ERROR_FIELDS) {
    const value = error?.[field];
    if (typeof value === 'string' || typeof value === 'number') plain[field] = value;
  }
  return plain;
};

let pg;
try {
  pg = await PGlite.create(workerData.dataDir, {
    extensions: { pg_trgm, fuzzystrmatch },
    pgliteWasmModule: workerData.wasmModule,
  });
} catch (error) {
  port.postMessage({ id: 0, error: describe(error) });
  process.exit(1);
}

port.on('message', async ({ id, op, sql, params }) => {
  try {
    let result;
    if (op === 'query') {
      const { rows, affectedRows, fields } = await pg.query(sql, params);
      result = { rows, affectedRows, fields };
    } else if (op === 'exec') {
      result = (await pg.exec(sql)).map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }));
    } else if (op === 'close') {
      await pg.close();
      result = null;
    } else throw new Error(`unknown operation ${op}`);
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: describe(error) });
  }
});
port.postMessage({ id: 0, result: 'ready' });
