/**
 * Where the staff app lives. Its screens (/admin/leads/<id>…) have no prerendered file of their own:
 * the host serves them the app's page (public/_redirects), and so does the service worker offline.
 */
export const STAFF_APP = '/admin';

/** Whether a path is the staff app or one of its screens. */
export const inStaffApp = (pathname: string): boolean =>
  pathname === STAFF_APP || pathname.startsWith(`${STAFF_APP}/`);
