import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, loadEnv } from 'vite';
import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';
import { prerender } from './scripts/prerender-plugin.ts';
import { securityHeaders } from './scripts/security-headers.ts';
import { webManifest } from './scripts/web-manifest.ts';

/**
 * A few well-compressed chunks instead of dozens of tiny ones: React, and the app every page needs
 * (the router, shell, registry, head tags, the small section components), each fetched on every
 * first visit anyway. (Brotli does better on one file than on twenty, and each response has headers.)
 */
function manualChunks(id: string): string | undefined {
  if (/node_modules\/(react-dom|scheduler)\//.test(id)) return 'react-dom';
  // A quote form's styles come with the page, which shows the form before its code is in.
  if (/src\/features\/quote\/quote-form\.module\.css/.test(id)) return 'app';
  // What every quote form renders with: the renderer, its controller and the forms' tables.
  if (
    /src\/features\/quote\/(quote-form|quote-fields|field|form-status|photo-picker|use-quote-form|submission|remembered-details)|supabase\/functions\/_shared\/options/.test(
      id,
    )
  )
    return 'quote-form';
  if (/node_modules\/(@tanstack|seroval|seroval-plugins|cookie-es)\//.test(id)) return 'app';
  if (
    /src\/components\/(section-heading|card-grid|check-list|city-grid|process-steps|testimonial-card|cta-band|page-hero|picture|json-ld|icons|breadcrumbs|faq-accordion|notify)/.test(
      id,
    ) ||
    /src\/content\/(registry|business|services|areas|neighbourhoods|blog-posts|types|media|hours|stand-in)\.ts/.test(
      id,
    ) ||
    /src\/(app\/(router|root-document|shell\/)|seo\/|hooks\/|config\.ts|offline\/outbox-signal|features\/quote\/(visit-source|early-submit|starter-keys|deferred-quote-form|quote-section)|pages\/(not-found-page|areas\/service-link-grid))/.test(
      id,
    )
  )
    return 'app';
  return undefined;
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = (env.VITE_SITE_URL || 'https://www.scottsdalejunkremoval.com').replace(/\/+$/, '');
  const client = !isSsrBuild;
  const config: UserConfig & Pick<ViteUserConfig, 'test'> = {
    plugins: [
      react(),
      client && prerender({ ssrEntry: 'dist-ssr/entry-server.js', siteUrl }),
      client && securityHeaders(env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321'),
      client &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: webManifest,
          integration: { closeBundleOrder: 'post' },
          injectManifest: {
            globPatterns: ['**/*.{html,js,css,svg,png,webp,avif,jpg,webmanifest}'],
            globIgnores: ['screenshots/**', 'images/og-*'],
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          },
        }),
    ],
    // The contract the site shares with the edge functions (tsconfig.json and the functions' deno.json
    // name the same alias).
    resolve: {
      alias: { '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) },
    },
    build: {
      manifest: !isSsrBuild,
      target: 'es2022',
      // The polyfill would cost every page for the few browsers without modulepreload (Safari before
      // 17), which still load every module, only as the imports find them.
      modulePreload: { polyfill: false },
      // The SSR bundle is a build tool, not shipped; keep its output readable.
      minify: client,
      rollupOptions: client ? { output: { manualChunks } } : {},
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'supabase/**/*.test.ts'],
            environment: 'node',
            // A time zone far from Arizona, so time logic cannot lean on the machine's zone.
            env: { TZ: 'Pacific/Auckland' },
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/integration/**/*.test.ts'],
            globalSetup: ['tests/integration/global-setup.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  };
  return config;
});
