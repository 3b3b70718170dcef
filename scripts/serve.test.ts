import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./serve.mjs', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Runs the real process: a thrown error in the handler only shows as the process dying.
describe('serve.mjs', () => {
  let dir: string;
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>missing</title>');
    mkdirSync(path.join(dir, 'admin'));
    writeFileSync(path.join(dir, 'admin', 'index.html'), '<!doctype html><title>staff app</title>');
    writeFileSync(path.join(dir, 'admin', 'logo.svg'), '<svg/>');
    writeFileSync(path.join(dir, '_redirects'), '# the staff app\n/admin/*  /admin/index.html  200\n');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [script, dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Site:')) resolve();
      });
    });
  });

  afterAll(() => {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 400 to a malformed percent-encoding and keeps serving', async () => {
    const bad = await fetch(`${base}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^text\/plain/);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('home');
    expect(child.exitCode).toBeNull();
  });

  it('serves the staff app for its addresses that have no file, as the _redirects rewrite says', async () => {
    const lead = await fetch(`${base}/admin/leads/8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60?status=new`);
    expect(lead.status).toBe(200);
    expect(await lead.text()).toContain('staff app');
    // A file that exists is served as itself; a path outside the rule is still a 404.
    expect(await (await fetch(`${base}/admin/logo.svg`)).text()).toBe('<svg/>');
    const missing = await fetch(`${base}/leads/8f14e45f`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('missing');
  });
});
