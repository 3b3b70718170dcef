import { describe, expect, it } from 'vitest';
import { breadcrumbs, findPage, menuGroups, pages, publicPages } from './registry.ts';

// SPEC section 2's route table, verbatim.
const specRoutes = [
  '/',
  '/commercial-junk-removal',
  '/residential-junk-removal',
  '/construction-cleanup',
  '/estate-cleanouts',
  '/garage-cleanout',
  '/shed-removal',
  '/hot-tub-removal',
  '/mattress-removal',
  '/furniture-removal',
  '/appliance-removal',
  '/yard-waste',
  '/e-waste-recycling',
  '/office-cleanout',
  '/service-areas',
  '/phoenix-service-area',
  '/scottsdale-service-area',
  '/tempe-service-area',
  '/mesa-service-area',
  '/chandler-service-area',
  '/paradise-valley-service-area',
  '/gilbert-service-area',
  '/red-mountain-ranch-junk-removal',
  '/las-sendas-junk-removal',
  '/eastmark-junk-removal',
  '/dobson-ranch-junk-removal',
  '/dc-ranch-junk-removal',
  '/old-town-scottsdale-junk-removal',
  '/arcadia-junk-removal',
  '/ahwatukee-junk-removal',
  '/blog',
  '/blog/how-to-declutter-your-home',
  '/blog/junk-removal-scottsdale-guide',
];

describe('page registry', () => {
  it('holds the 33 public routes of SPEC, the pages shared photos and booking links open, and the three internal ones', () => {
    expect(publicPages.map((p) => p.path).sort()).toEqual([...specRoutes].sort());
    expect(pages.filter((p) => !p.indexable).map((p) => p.path)).toEqual([
      '/send-photos',
      '/booking',
      '/auth',
      '/admin',
      '/generate-image',
    ]);
  });

  it('gives every page a unique title of at most 60 characters', () => {
    const titles = pages.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const p of pages) expect(p.title.length, p.title).toBeLessThanOrEqual(60);
  });

  it('gives every public page a description of 120-160 characters and keywords', () => {
    for (const p of publicPages) {
      expect(p.description.length, `${p.path}: ${p.description.length}`).toBeGreaterThanOrEqual(120);
      expect(p.description.length, `${p.path}: ${p.description.length}`).toBeLessThanOrEqual(160);
      expect(p.keywords.length, p.path).toBeGreaterThan(0);
    }
  });

  it('uses SPEC tab titles where SPEC gives them', () => {
    expect(findPage('/garage-cleanout')?.title).toBe(
      'Garage Cleanout Phoenix | Professional Garage Junk Removal',
    );
    expect(findPage('/shed-removal')?.title).toBe(
      'Shed Removal Phoenix | Professional Shed Demolition Service',
    );
    expect(findPage('/hot-tub-removal')?.title).toBe(
      'Hot Tub Removal Scottsdale | Spa & Jacuzzi Removal Service',
    );
  });

  it('builds breadcrumbs from path segments', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', path: '/' }]);
    expect(breadcrumbs('/blog/how-to-declutter-your-home')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Blog', path: '/blog' },
      { label: 'How To Declutter Your Home', path: '/blog/how-to-declutter-your-home' },
    ]);
    expect(breadcrumbs('/e-waste-recycling')[1]?.label).toBe('E Waste Recycling');
  });

  it('finds pages with or without a trailing slash', () => {
    expect(findPage('/garage-cleanout/')?.path).toBe('/garage-cleanout');
    expect(findPage('/nope')).toBeUndefined();
  });

  it('lists the menu in SPEC order', () => {
    expect(menuGroups[0]?.links.map((l) => l.to)).toEqual([
      '/residential-junk-removal',
      '/commercial-junk-removal',
      '/office-cleanout',
      '/estate-cleanouts',
      '/garage-cleanout',
      '/construction-cleanup',
      '/furniture-removal',
      '/shed-removal',
      '/hot-tub-removal',
      '/mattress-removal',
      '/appliance-removal',
      '/yard-waste',
      '/e-waste-recycling',
    ]);
    expect(menuGroups[1]?.links).toHaveLength(7);
  });
});
