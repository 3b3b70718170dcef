import type { PageMeta } from './types.ts';

export interface BlogPostMeta extends PageMeta {
  slug: string;
  /** Long-form date, as shown. */
  date: string;
  /** ISO date for structured data. */
  isoDate: string;
  category: string;
  excerpt: string;
  image: string;
}

export const blogPath = '/blog';

export const blogList: PageMeta = {
  path: blogPath,
  title: 'Junk Removal Tips & Guides | Scottsdale Junk Removal Blog',
  description:
    'Practical decluttering tips and junk removal guides from a family-owned Scottsdale crew: what we take, what it costs and how to get ready for pickup day.',
  keywords: ['junk removal blog', 'decluttering tips', 'Scottsdale junk removal guide'],
  heading: 'Junk Removal Tips & Guides',
  intro: 'Straight answers and practical advice from the crew that hauls the Valley’s junk every day.',
};

export const blogPosts: readonly BlogPostMeta[] = [
  {
    slug: 'how-to-declutter-your-home',
    path: `${blogPath}/how-to-declutter-your-home`,
    date: 'January 20, 2025',
    isoDate: '2025-01-20',
    category: 'Organization',
    title: 'How to Declutter Your Home: A Room-by-Room Guide',
    description:
      'A practical room-by-room plan to declutter your home: what to keep, donate, recycle or toss, and how to get the leftovers hauled away in one easy visit.',
    keywords: ['how to declutter your home', 'decluttering guide', 'declutter room by room'],
    heading: 'How to Declutter Your Home: A Room-by-Room Guide',
    intro:
      'A calm, room-by-room plan for clearing clutter, and what to do with everything you decide to let go.',
    excerpt:
      'Start small, decide fast and let someone else do the heavy lifting. Our room-by-room plan for a lighter home.',
    image: '/images/blog-declutter-1280.webp',
  },
  {
    slug: 'junk-removal-scottsdale-guide',
    path: `${blogPath}/junk-removal-scottsdale-guide`,
    date: 'January 15, 2025',
    isoDate: '2025-01-15',
    category: 'Guides',
    title: 'Junk Removal in Scottsdale: The Complete Guide',
    description:
      'Everything Scottsdale homeowners ask about junk removal: what it costs, what we take, same-day pickup, HOA rules, donation and recycling, and how to book.',
    keywords: ['junk removal Scottsdale guide', 'junk removal cost Scottsdale', 'Scottsdale bulk trash'],
    heading: 'Junk Removal in Scottsdale: The Complete Guide',
    intro:
      'Costs, timing, what we take and what happens to it afterwards: the questions Scottsdale homeowners ask us most.',
    excerpt:
      'Costs, timing, HOA rules and where your junk ends up: everything you need to know before you book.',
    image: '/images/blog-scottsdale-guide-1280.webp',
  },
];
