import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: two gateways on one data dir would corrupt it. A pid file refuses the
 * second one (a stale file from a crashed gateway is taken over).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'gateway.pid');
  const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (holder && holder !== process.pid && alive(holder)) {
    throw new Error(
      `${dataDir} is in use by another gateway (pid ${holder}); stop it or set GATEWAY_DATA_DIR.`,
    );
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}
