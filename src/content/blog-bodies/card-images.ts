import type { MediaKey } from '../types.ts';

/** The picture of each post's card and header, by slug. */
export const blogImages: Readonly<Record<string, MediaKey>> = {
  'how-to-declutter-your-home': 'blog-declutter',
  'junk-removal-scottsdale-guide': 'blog-scottsdale-guide',
};
