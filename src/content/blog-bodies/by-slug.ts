import { declutterBody } from './how-to-declutter-your-home.ts';
import { scottsdaleGuideBody } from './junk-removal-scottsdale-guide.ts';

/** Post bodies by slug: the built-in table SPEC describes. Only the blog-post template imports it. */
export const blogBodies: Readonly<Record<string, string>> = {
  'how-to-declutter-your-home': declutterBody,
  'junk-removal-scottsdale-guide': scottsdaleGuideBody,
};
