import type {
  Benefit,
  FaqItem,
  IconName,
  ItemType,
  MediaKey,
  ProcessStep,
  ServiceCard,
  Testimonial,
} from '../types.ts';

/** A short fact shown as a badge in the hero ("Same-day pickup before 2 PM"). */
export interface Highlight {
  icon: IconName;
  text: string;
}

export interface PriceTier {
  name: string;
  price: string;
  description: string;
}

interface SectionBase {
  /** Also the id of the section's h2 (aria-labelledby). */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
}

/** The sections a service page is built from; each kind has one renderer in pages/services/. */
export type ServiceSection =
  | (SectionBase & {
      kind: 'cards';
      cards: readonly (ServiceCard & Pick<Benefit, 'icon'>)[];
      columns?: 2 | 3 | 4;
    })
  | (SectionBase & { kind: 'checklist'; items: readonly string[]; columns?: 1 | 2 | 3 })
  | (SectionBase & { kind: 'steps'; steps: readonly ProcessStep[] })
  | (SectionBase & {
      kind: 'story';
      paragraphs: readonly string[];
      points?: readonly string[];
      image: MediaKey;
    })
  | (SectionBase & { kind: 'testimonial'; testimonial: Testimonial })
  | (SectionBase & {
      kind: 'pricing';
      tiers?: readonly PriceTier[];
      paragraphs: readonly string[];
      included: readonly string[];
    })
  | (SectionBase & { kind: 'cities'; cities: readonly string[] })
  | (SectionBase & { kind: 'faq'; items: readonly FaqItem[] })
  | { kind: 'booking'; title?: string; lead?: string };

export interface ClosingCta {
  title: string;
  text: string;
}

/** Main service pages and the garage, shed and hot tub pages: a hero, then sections in order. */
export interface SectionedServiceContent {
  template: 'sections';
  eyebrow: string;
  highlights: readonly Highlight[];
  sections: readonly ServiceSection[];
  cta: ClosingCta;
}

/** The six single-item pages (mattress, furniture…), all drawn by one template. */
export interface ItemServiceContent {
  template: 'items';
  eyebrow: string;
  highlights: readonly Highlight[];
  /** What the service covers, in the plural: "mattresses", "appliances". */
  noun: string;
  benefits: readonly Benefit[];
  itemsTitle: string;
  itemsLead: string;
  items: readonly ItemType[];
  pricingLead: string;
  /** Extra lines for this service on top of the standard "What's Included" list. */
  includedExtras?: readonly string[];
  cta: ClosingCta;
}

export type ServicePageContent = SectionedServiceContent | ItemServiceContent;
