import { chromium, expect, test } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunch, SITE_URL } from './browser.ts';

test('the site is installable (no installability errors in a persistent profile)', async () => {
  const profile = await mkdtemp(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(SITE_URL + '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      display: string;
      icons: { sizes: string; purpose?: string }[];
      screenshots: { form_factor: string }[];
      shortcuts: { name: string }[];
    };
    expect(parsed.display).toBe('standalone');
    expect(parsed.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
    );
    expect(parsed.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(parsed.shortcuts.map((s) => s.name)).toEqual([
      'Send photos for a quote',
      'Book online',
      'Call (602) 632-3524',
      'Text photos for a quote',
    ]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
