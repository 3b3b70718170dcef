import type { ManifestOptions } from 'vite-plugin-pwa';
import { shareTarget } from '../src/content/share-target.ts';

/** The installable app's manifest (written to dist/manifest.webmanifest by vite-plugin-pwa). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Scottsdale Junk Removal',
  short_name: 'Junk Removal',
  description:
    // Chrome's install dialog shows this line: it names the share option.
    'Same-day junk removal in Scottsdale and the Phoenix Valley. Book online, or share photos from your gallery for a free quote, even with weak signal.',
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
  // In the phone's Share sheet once installed: photos from the gallery go straight into a quote.
  share_target: {
    action: shareTarget.path,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [
        { name: shareTarget.files, accept: ['image/*', '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] },
      ],
    },
  },
  shortcuts: [
    {
      name: 'Send photos for a quote',
      short_name: 'Send photos',
      url: `${shareTarget.path}?source=pwa-shortcut`,
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
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
