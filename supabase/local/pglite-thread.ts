import type { Results } from '@electric-sql/pglite';
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
    message: 'terminating connection: the database restarted after a cancelled statement',
    code: '57P01',
    severity: 'FATAL',
  });

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * PGlite on its own thread. PGlite cannot cancel a running statement (it ignores statement_timeout),
 * so a statement past its time limit is stopped by stopping the thread: it fails alone with 57014,
 * the database is opened again on the same files (Postgres' crash recovery rolls the transaction
 * back), and the requests queued behind it run on the new thread. One statement or transaction runs
 * at a time, as on PGlite's single connection.
 */
export async function openThread(dataDir: string, onOpen: (sql: Sql) => Promise<void>): Promise<SqlDatabase> {
  let worker: Worker;
  let generation = 0;
  let sequence = 0;
  const pending = new Map<number, Pending>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  // Threads stopped on purpose (a statement past its limit): their exit is not a crash.
  const stopped = new WeakSet<Worker>();

  const failAll = (error: () => Error) => {
    for (const entry of pending.values()) entry.reject(error());
    pending.clear();
  };

  const spawn = () =>
    new Promise<void>((opened, fail) => {
      const thread = new Worker(workerUrl, { workerData: { dataDir } });
      pending.set(0, { resolve: () => opened(), reject: fail });
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
        if (stopped.has(thread) || closed) return;
        failAll(lost);
        generation++;
        ready = spawn().then(() => onOpen(bound(generation)));
      });
      worker = thread;
    });

  let ready: Promise<void> = spawn().then(() => onOpen(bound(generation)));

  /** Sends one operation; past `timeoutMs` the thread is stopped and the operation fails with 57014. */
  function send<T>(op: string, sql: string, params: unknown[] | undefined, mine: number, timeoutMs = 0) {
    if (mine !== generation) return Promise.reject(lost());
    const id = ++sequence;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              pending.delete(id);
              reject(cancelled());
              failAll(lost);
              generation++;
              const stopping = worker;
              stopped.add(stopping);
              ready = stopping
                .terminate()
                .then(() => spawn())
                .then(() => onOpen(bound(generation)));
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
        worker.postMessage({ id, op, sql, params });
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
    const run = queue.then(async () => {
      await ready;
      return fn(generation);
    });
    queue = run.catch(() => undefined);
    return run;
  }

  await ready;
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
    close: () =>
      exclusive(async (mine) => {
        await send('close', '', undefined, mine);
        closed = true;
        await worker.terminate();
      }),
  };
}
