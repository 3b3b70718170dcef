// `npm run launch-check`: what the live site still needs from the company, in plain words, and the
// production settings. Exits 1 while anything is missing. A production build runs it (scripts/build.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { isLocalUrl } from './security-headers.ts';

export interface Finding {
  what: string;
  where: string;
}

export interface LaunchReport {
  /** Content standing in for the company's own: a production build refuses these. */
  placeholders: Finding[];
  /** Settings that are missing or still local. */
  settings: Finding[];
  /** Checked only where the means to check were given. */
  unverified: string[];
}

const DEMO_ANON_ISS = 'supabase-demo';

/** Every object under `value` carrying a stand-in note, with how deep in the module's exports it sits. */
function standIns(
  value: unknown,
  depth: number,
  path: Set<object>,
  out: Map<object, { note: string; depth: number }>,
) {
  if (!value || typeof value !== 'object' || path.has(value)) return;
  const note = (value as { standIn?: unknown }).standIn;
  if (typeof note === 'string') out.set(value, { note, depth });
  path.add(value);
  for (const child of Array.isArray(value) ? value : Object.values(value))
    standIns(child, depth + 1, path, out);
  path.delete(value);
}

/**
 * The stand-ins of every content module, each named once, with the file to change: the module that
 * holds it closest to its exports (chandler.ts for Chandler's page, not the index that gathers them).
 */
export async function findStandIns(contentDir: string): Promise<Finding[]> {
  const files = (readdirSync(contentDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('stand-in.ts'))
    .sort();
  const owner = new Map<object, { note: string; depth: number; file: string }>();
  for (const file of files) {
    const path = join(contentDir, file);
    const found = new Map<object, { note: string; depth: number }>();
    for (const value of Object.values(await import(pathToFileURL(path).href)))
      standIns(value, 0, new Set(), found);
    for (const [object, { note, depth }] of found) {
      const known = owner.get(object);
      if (!known || depth < known.depth)
        owner.set(object, { note, depth, file: relative(process.cwd(), path) });
    }
  }
  const counts = new Map<string, Finding & { n: number }>();
  for (const { note, file } of owner.values()) {
    const key = `${file}\n${note}`;
    const entry = counts.get(key) ?? { what: note, where: file, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => a.where.localeCompare(b.where))
    .map(({ what, where, n }) => ({ what: n > 1 ? `${what} (${n} places)` : what, where }));
}

/** Pictures still drawn as illustrations: no photo of the company's under the same key. */
export function findIllustrations(sourceDir: string, keys: readonly string[]): Finding[] {
  return keys
    .filter((key) => !['jpg', 'jpeg', 'png'].some((ext) => existsSync(join(sourceDir, `${key}.${ext}`))))
    .map((key) => ({
      what: `The picture "${key}" is still an illustration: add the company's photo as ${key}.jpg, then run npm run images.`,
      where: relative(process.cwd(), join(sourceDir, `${key}.jpg`)),
    }));
}

const jwtPayload = (token: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
};

/** The production settings: which are missing, still local, or the public demo key. */
export function checkSettings(env: Record<string, string | undefined>): Finding[] {
  const problems: Finding[] = [];
  const need = (ok: boolean, what: string, where: string) => ok || problems.push({ what, where });
  const site = env.VITE_SITE_URL ?? '';
  need(
    /^https:\/\//.test(site) && !isLocalUrl(site),
    'VITE_SITE_URL must be the live https address of the site.',
    'build settings / .env',
  );
  const supabase = env.VITE_SUPABASE_URL ?? '';
  need(
    /^https:\/\//.test(supabase) && !isLocalUrl(supabase),
    'VITE_SUPABASE_URL must be the hosted Supabase project (https://<ref>.supabase.co).',
    'build settings / .env',
  );
  const key = jwtPayload(env.VITE_SUPABASE_ANON_KEY ?? '');
  need(
    key?.role === 'anon' && key.iss !== DEMO_ANON_ISS,
    'VITE_SUPABASE_ANON_KEY must be the project’s anon key (Settings → API), not the local demo key.',
    'build settings / .env',
  );
  need(
    Boolean(env.RESEND_API_KEY),
    'RESEND_API_KEY (the e-mail provider’s key) is not set: new leads would not be e-mailed.',
    'supabase secrets set',
  );
  need(
    /@/.test(env.LEAD_EMAIL_FROM ?? ''),
    'LEAD_EMAIL_FROM (a sender on a domain verified with Resend) is not set.',
    'supabase secrets set',
  );
  need(
    /@/.test(env.LEAD_EMAIL_TO ?? ''),
    'LEAD_EMAIL_TO (the inbox that receives leads) is not set.',
    'supabase secrets set',
  );
  return problems;
}

/** Whether the hosted project has a confirmed admin (needs the service-role key to ask). */
async function checkFirstAdmin(env: Record<string, string | undefined>): Promise<Finding | string | null> {
  const url = env.VITE_SUPABASE_URL ?? env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key || isLocalUrl(url))
    return 'The first admin: set SUPABASE_SERVICE_ROLE_KEY (never in the build) to check that one exists.';
  const headers = { apikey: key, authorization: `Bearer ${key}` };
  try {
    const roles = (await (
      await fetch(`${url}/rest/v1/user_roles?select=user_id&role=eq.admin`, { headers })
    ).json()) as { user_id: string }[];
    if (Array.isArray(roles) && roles.length > 0) return null;
  } catch {
    return 'The first admin: the project could not be reached to check.';
  }
  return {
    what: 'No admin yet: sign up at /auth, confirm the e-mail, then npm run admin -- grant <email>.',
    where: 'README.md',
  };
}

export async function launchReport(env = loadEnv('production', process.cwd(), '')): Promise<LaunchReport> {
  const { media } = await import('../src/content/media.ts');
  const placeholders = [
    ...(await findStandIns('src/content')),
    ...findIllustrations('src/assets/images/source', Object.keys(media)),
  ];
  const settings = checkSettings({ ...env, ...process.env });
  const unverified: string[] = [];
  const admin = await checkFirstAdmin({ ...env, ...process.env });
  if (typeof admin === 'string') unverified.push(admin);
  else if (admin) settings.push(admin);
  return { placeholders, settings, unverified };
}

export function describe(report: LaunchReport): string {
  const lines: string[] = [];
  const list = (title: string, items: Finding[]) => {
    if (!items.length) return;
    lines.push(title);
    for (const f of items) lines.push(`  - ${f.what}\n      (${f.where})`);
  };
  list(`Still standing in for the company's own (${report.placeholders.length}):`, report.placeholders);
  list(`Production settings to set (${report.settings.length}):`, report.settings);
  for (const u of report.unverified) lines.push(`Not checked here: ${u}`);
  if (!report.placeholders.length && !report.settings.length)
    lines.push('Ready to launch: nothing invented, every setting in place.');
  return lines.join('\n');
}

/**
 * The gate of a production build (`--build`): placeholders and the build's own settings stop it; the
 * backend's settings (e-mail, first admin) are printed as reminders, since a build machine rarely
 * holds them. LAUNCH_CHECK=warn lets a staging deploy through with the list as warnings.
 */
function gate(report: LaunchReport, mode: string | undefined): number {
  const buildSettings = report.settings.filter((f) => f.where === 'build settings / .env');
  const blocking = report.placeholders.length + buildSettings.length;
  const text = describe(report);
  if (!blocking) {
    console.log(text);
    return 0;
  }
  if (mode === 'warn') {
    console.warn(`WARNING (LAUNCH_CHECK=warn): a production build with what is not ready yet.\n${text}`);
    return 0;
  }
  console.error(
    `This production build stops: the live site would show what the company has not supplied.\n${text}\n` +
      'Replace these (npm run launch-check lists them), or set LAUNCH_CHECK=warn for a staging deploy.',
  );
  return 1;
}

/** A production build: one for a real, non-local VITE_SITE_URL (as Vite reads it: environment, then .env). */
function isProductionBuild(): boolean {
  const site = process.env.VITE_SITE_URL ?? loadEnv('production', process.cwd(), '').VITE_SITE_URL ?? '';
  return site !== '' && !isLocalUrl(site);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--build')) {
    // Local builds and tests are left alone: only a build for the live address is checked.
    if (isProductionBuild()) process.exitCode = gate(await launchReport(), process.env.LAUNCH_CHECK);
  } else {
    const report = await launchReport();
    console.log(describe(report));
    process.exitCode = report.placeholders.length || report.settings.length ? 1 : 0;
  }
}
