import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/content/media.ts';
import { checkSettings, findIllustrations, findStandIns } from './launch-check.ts';

const run = promisify(execFile);

describe('the launch check', () => {
  it('lists what stands in for the company’s own today, each with its file', async () => {
    const found = await findStandIns('src/content');
    const text = found.map((f) => `${f.where}: ${f.what}`).join('\n');
    expect(text).toContain('src/content/home.ts: Replace with a real customer’s review');
    expect(text).toContain('(5 places)');
    expect(text).toMatch(/home\.ts: Add the embed URL of the company’s own garage-cleanout video/);
    expect(text).toMatch(/hot-tub\.ts: Confirm that the crew shuts the power off at the breaker/);
    expect(text).toMatch(/home-faq\.ts: Confirm the list of items the company does not take/);
    expect(text).toMatch(/bookings\.ts: Set how many jobs each arrival window takes: 2 is our stand-in/);
    for (const city of ['Phoenix', 'Scottsdale', 'Tempe', 'Mesa', 'Chandler', 'Paradise Valley', 'Gilbert'])
      expect(text).toContain(`Confirm the ${city} district and neighbourhood names`);
    expect(findIllustrations('src/assets/images/source', Object.keys(media))).toHaveLength(
      Object.keys(media).length,
    );
  });

  describe('on content where everything was supplied', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'launch-'));
      await writeFile(
        join(dir, 'home.ts'),
        `export const testimonials = [{ name: 'Real Person', text: 'Great crew.' }];\n` +
          `export const videos = [{ id: 'a', videoUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }];\n`,
      );
      for (const key of Object.keys(media)) await writeFile(join(dir, `${key}.jpg`), 'jpeg');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('finds nothing to replace and no setting missing', async () => {
      expect(await findStandIns(dir)).toEqual([]);
      expect(findIllustrations(dir, Object.keys(media))).toEqual([]);
      const anonKey = `x.${Buffer.from(JSON.stringify({ iss: 'supabase', role: 'anon' })).toString('base64url')}.y`;
      expect(
        checkSettings({
          VITE_SITE_URL: 'https://www.scottsdalejunkremoval.com',
          VITE_SUPABASE_URL: 'https://abcd.supabase.co',
          VITE_SUPABASE_ANON_KEY: anonKey,
          RESEND_API_KEY: 're_123',
          LEAD_EMAIL_FROM: 'Quotes <quotes@scottsdalejunkremoval.com>',
          LEAD_EMAIL_TO: 'office@scottsdalejunkremoval.com',
        }),
      ).toEqual([]);
    });

    it('still names a setting left local or the demo key', () => {
      const problems = checkSettings({
        VITE_SITE_URL: 'http://127.0.0.1:4173',
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      });
      expect(problems.map((p) => p.what).join('\n')).toMatch(
        /VITE_SITE_URL[\s\S]*VITE_SUPABASE_URL[\s\S]*ANON_KEY[\s\S]*RESEND/,
      );
    });
  });

  describe('gates a production build', () => {
    const build = async (env: Record<string, string>) => {
      try {
        const { stdout, stderr } = await run(process.execPath, ['scripts/build.mjs', '--gate-only'], {
          env: { ...process.env, VITE_SITE_URL: '', LAUNCH_CHECK: '', ...env },
        });
        return { code: 0, out: stdout + stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, out: e.stdout + e.stderr };
      }
    };

    it('stops one for the live address while placeholders remain, listing them', async () => {
      const result = await build({ VITE_SITE_URL: 'https://www.scottsdalejunkremoval.com' });
      expect(result.code).toBe(1);
      expect(result.out).toContain('This production build stops');
      expect(result.out).toContain('Replace with a real customer’s review');
    }, 30_000);

    it('lets a staging deploy through with LAUNCH_CHECK=warn, printing the list', async () => {
      const result = await build({ VITE_SITE_URL: 'https://staging.example.com', LAUNCH_CHECK: 'warn' });
      expect(result.code).toBe(0);
      expect(result.out).toContain('WARNING (LAUNCH_CHECK=warn)');
      expect(result.out).toContain('Replace with a real customer’s review');
    }, 30_000);

    it('leaves a local build alone', async () => {
      const result = await build({});
      expect(result.code).toBe(0);
      expect(result.out).not.toContain('standing in');
    }, 30_000);
  });
});
