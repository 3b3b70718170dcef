/**
 * The installed app's share target (Web Share Target): the gallery's Share sheet posts photos here,
 * the service worker keeps them on the device and opens this page with them attached to a quote.
 */
export const shareTarget = {
  path: '/send-photos',
  /** The multipart field the photos arrive in. */
  files: 'photos',
  /** Photos shared but never sent are offered again, then removed after this long. */
  keptMs: 7 * 24 * 60 * 60 * 1000,
} as const;
