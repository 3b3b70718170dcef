import { describe, expect, it } from 'vitest';
import { elevenCities, twelveCities } from '../business.ts';
import { services } from '../services.ts';
import { hasBookingForm, loadServiceContent } from './index.ts';
import type { SectionedServiceContent, ServicePageContent, ServiceSection } from './types.ts';

const servicePageContent: Record<string, ServicePageContent> = Object.fromEntries(
  await Promise.all(services.map(async (s) => [s.path, await loadServiceContent(s.path)])),
);

const sectioned = (path: string) => servicePageContent[path] as SectionedServiceContent;
const sectionOf = <K extends ServiceSection['kind']>(path: string, kind: K) =>
  sectioned(path).sections.filter((s): s is Extract<ServiceSection, { kind: K }> => s.kind === kind);

describe('service page content', () => {
  it('exists for every service in the registry, and only for those', async () => {
    expect(Object.values(servicePageContent).every(Boolean)).toBe(true);
    expect(await loadServiceContent('/blog')).toBeUndefined();
  });

  it('gives the six templated pages six benefits and six item types', () => {
    const items = Object.values(servicePageContent).filter((c) => c.template === 'items');
    expect(items).toHaveLength(6);
    for (const c of items) {
      expect(c.benefits).toHaveLength(6);
      expect(c.items).toHaveLength(6);
    }
  });

  it('puts a booking form on every page but construction cleanup', () => {
    for (const [path, content] of Object.entries(servicePageContent)) {
      expect(hasBookingForm(content), path).toBe(path !== '/construction-cleanup');
    }
  });

  it('keeps section ids unique within a page', () => {
    for (const content of Object.values(servicePageContent)) {
      if (content.template !== 'sections') continue;
      const ids = content.sections.flatMap((s) => (s.kind === 'booking' ? [] : [s.id]));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('lists eleven cities on the garage and shed pages and twelve on the hot tub page', () => {
    expect(sectionOf('/garage-cleanout', 'cities')[0]?.cities).toEqual(elevenCities);
    expect(sectionOf('/shed-removal', 'cities')[0]?.cities).toEqual(elevenCities);
    expect(sectionOf('/hot-tub-removal', 'cities')[0]?.cities).toEqual(twelveCities);
  });

  it('states the SPEC prices on the garage and shed pages', () => {
    expect(sectionOf('/garage-cleanout', 'pricing')[0]?.tiers?.map((t) => t.price)).toEqual([
      '$150-300',
      '$300-500',
      '$500-800',
    ]);
    expect(sectionOf('/shed-removal', 'pricing')[0]?.tiers?.map((t) => t.price)).toEqual([
      '$400-600',
      '$600-900',
      '$900-1500',
    ]);
    expect(sectionOf('/garage-cleanout', 'faq')[0]?.items[0]?.answer).toContain('$200-800');
    expect(sectionOf('/shed-removal', 'faq')[0]?.items[0]?.answer).toContain('$400-1200');
  });
});
