import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installable app's manifest (written to dist/manifest.webmanifest by vite-plugin-pwa). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Scottsdale Junk Removal',
  short_name: 'Junk Removal',
  description:
    'Same-day junk removal in Scottsdale and the Phoenix Valley. Book online, send photos for a free quote, even with weak signal.',
  lang: 'en-US',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1b6e38',
  background_color: '#ffffff',
  categories: ['business', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/wide.png',
      sizes: '1280x720',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Home page on a desktop',
    },
    {
      src: '/screenshots/narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Home page on a phone',
    },
  ],
  shortcuts: [
    {
      name: 'Book online',
      short_name: 'Book',
      url: '/?source=pwa-shortcut#booking-form',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    // Shortcuts must stay in scope, so these open the site, which hands over to the phone app.
    { name: 'Call (602) 632-3524', short_name: 'Call', url: '/?action=call' },
    { name: 'Text photos for a quote', short_name: 'Text photos', url: '/?action=text' },
  ],
};
