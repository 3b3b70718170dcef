export const PHOTO_BUCKET = 'booking-photos';

/**
 * A photo URL is accepted only if it is a public object URL of our own bucket on our own project,
 * so the e-mail never links or embeds someone else's content.
 */
export function isOwnPhotoUrl(value: string, supabaseUrl: string): boolean {
  let url: URL;
  let base: URL;
  try {
    url = new URL(value);
    base = new URL(supabaseUrl);
  } catch {
    return false;
  }
  const prefix = `${base.pathname.replace(/\/$/, '')}/storage/v1/object/public/${PHOTO_BUCKET}/`;
  return (
    url.origin === base.origin &&
    url.pathname.startsWith(prefix) &&
    url.pathname.length > prefix.length &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    !url.pathname
      .slice(prefix.length)
      .split('/')
      .some((s) => s === '' || s === '.' || s === '..' || /^%2e%2e$/i.test(s))
  );
}
