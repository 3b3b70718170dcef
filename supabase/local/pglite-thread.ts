import type { Results } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the gateway's code asks of the database: PGlite's own query and exec. */
export interface Sql {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface SqlDatabase extends Sql {
  /**
   * Runs `fn` in one transaction. With `timeoutMs`, a statement in it that runs longer fails with
   * SQLSTATE 57014 and the whole transaction is lost, as with Postgres' statement_timeout.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

const sqlError = (fields: Record<string, unknown> & { message: string }) =>
  Object.assign(new Error(fields.message), fields);

const cancelled = () =>
  sqlError({ message: 'canceling statement due to statement timeout', code: '57014', severity: 'ERROR' });

const lost = () =>
  sqlError({
    message: 'terminating connection: the database thread was stopped',
    code: '57P01',
    severity: 'FATAL',
  });

const closedError = () => new Error('The local database is closed.');

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

// PGlite's WebAssembly, compiled once for every thread this process starts (a restart opens faster).
let compiled: Promise<WebAssembly.Module> | undefined;
const wasmModule = () =>
  (compiled ??= readFile(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes)));

/** How often the database writes a checkpoint while in use: what a restart replays stays short. */
const CHECKPOINT_EVERY_MS = 60_000;

/**
 * PGlite on its own thread. PGlite cannot cancel a running statement (it ignores statement_timeout),
 * so a statement past its time limit is stopped by stopping the thread: it fails alone with 57014,
 * the database is opened again on the same files (Postgres' crash recovery rolls the transaction
 * back), and the requests queued behind it run on the new thread. One statement or transaction runs
 * at a time, as on PGlite's single connection. A thread that dies by itself is started again the
 * same way; a database that will not open again fails every later call with the reason.
 */
export async function openThread(
  dataDir: string,
  onOpen: (sql: Sql) => Promise<void>,
  log: (line: string) => void = () => {},
): Promise<SqlDatabase> {
  let worker: Worker | undefined;
  let generation = 0;
  let sequence = 0;
  const pending = new Map<number, Pending>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  let closing: Promise<void> | undefined;
  let used = 0;
  // Threads stopped on purpose (a statement past its limit, close()): their exit is not a crash.
  const stopped = new WeakSet<Worker>();

  const failAll = (error: () => Error) => {
    for (const entry of pending.values()) entry.reject(error());
    pending.clear();
  };

  /** A thread on the data dir, opened and set up by onOpen; rejects when the database will not open. */
  async function start(): Promise<void> {
    const thread = new Worker(workerUrl, { workerData: { dataDir, wasmModule: await wasmModule() } });
    worker = thread;
    let opened = false;
    const open = new Promise<void>((resolve, reject) => {
      pending.set(0, {
        resolve: () => {
          opened = true;
          resolve();
        },
        reject,
      });
    });
    thread.on('message', ({ id, result, error }: Reply) => {
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      if (error) entry.reject(sqlError(error));
      else entry.resolve(result);
    });
    thread.on('error', (error) => {
      if (thread === worker) failAll(() => error);
    });
    thread.on('exit', () => {
      if (stopped.has(thread) || closed || thread !== worker) return;
      if (!opened) return failAll(() => new Error('The local database thread stopped before it opened.'));
      // A crash: what was in flight is lost, and the database opens again.
      failAll(lost);
      restart();
    });
    await open;
    await onOpen(bound(generation));
  }

  let ready: Promise<void> = start();

  /** Stops the thread (if it still runs) and opens the database again on a new one. */
  function restart(stopping?: Worker): void {
    generation++;
    if (stopping) stopped.add(stopping);
    ready = (stopping ? stopping.terminate().then(start) : start()).catch((error: Error) => {
      log(`the local database did not open again: ${error.message}`);
      throw new Error(`The local database did not open again: ${error.message}`);
    });
    // Nobody may be waiting now: the reason is given to the next call instead.
    ready.catch(() => undefined);
  }

  /** Sends one operation; past `timeoutMs` the thread is stopped and the operation fails with 57014. */
  function send<T>(op: string, sql: string, params: unknown[] | undefined, mine: number, timeoutMs = 0) {
    if (mine !== generation || !worker) return Promise.reject(lost());
    const thread = worker;
    const id = ++sequence;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              pending.delete(id);
              reject(cancelled());
              failAll(lost);
              restart(thread);
            }, timeoutMs)
          : undefined;
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      try {
        thread.postMessage({ id, op, sql, params });
      } catch (error) {
        // A parameter that cannot cross to the thread: this statement fails, nothing else.
        pending.get(id)?.reject(error as Error);
        pending.delete(id);
      }
    });
  }

  /** Statements bound to one thread: after a restart they fail rather than run outside their transaction. */
  function bound(mine: number, timeoutMs = 0): Sql {
    return {
      query: <T>(sql: string, params?: unknown[]) => send<Results<T>>('query', sql, params, mine, timeoutMs),
      exec: (sql: string) => send<Results[]>('exec', sql, undefined, mine, timeoutMs),
    };
  }

  /** One at a time, each after the thread is ready (PGlite's own transaction lock, kept here). */
  function exclusive<T>(fn: (mine: number) => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(closedError());
    const run = queue.then(async () => {
      await ready;
      used++;
      return fn(generation);
    });
    queue = run.catch(() => undefined);
    return run;
  }

  // Postgres in single-user mode never checkpoints by itself: without this, a restart would replay
  // everything written since the database opened.
  const checkpoints = setInterval(() => {
    if (used === 0 || closed) return;
    used = 0;
    exclusive((mine) => bound(mine).exec('checkpoint')).catch(() => undefined);
  }, CHECKPOINT_EVERY_MS);
  checkpoints.unref();

  async function close(): Promise<void> {
    const last = queue;
    closed = true;
    clearInterval(checkpoints);
    await last;
    await ready.then(() => send('close', '', undefined, generation)).catch(() => undefined);
    const thread = worker;
    if (thread) {
      stopped.add(thread);
      await thread.terminate();
    }
  }

  await ready.catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return {
    query: (sql, params) => exclusive((mine) => bound(mine).query(sql, params)),
    exec: (sql) => exclusive((mine) => bound(mine).exec(sql)),
    transaction: (fn, timeoutMs) =>
      exclusive(async (mine) => {
        const own = bound(mine);
        await own.exec('begin');
        try {
          const result = await fn(bound(mine, timeoutMs));
          await own.exec('commit');
          return result;
        } catch (error) {
          if (mine === generation) await own.exec('rollback').catch(() => undefined);
          throw error;
        }
      }),
    close: () => (closing ??= close()),
  };
}
