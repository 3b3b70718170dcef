import { business, elevenCities } from '../business.ts';
import { insuredHighlight, paymentLine, prices, sameDayHighlight, timing } from './facts.ts';
import type { SectionedServiceContent } from './types.ts';

const s = prices.shed;

export const shed: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'Shed demolition & removal',
  // SPEC: the banner says under 4 hours while the text says 2-4 hours; both stay.
  highlights: [
    { icon: 'clock', text: `Most sheds gone in ${timing.shedBanner}` },
    insuredHighlight,
    sameDayHighlight,
  ],
  sections: [
    {
      kind: 'cards',
      id: 'shed-types',
      title: 'Sheds We Tear Down and Haul Away',
      lead: 'Whatever it is made of, we take it apart safely and leave nothing behind.',
      cards: [
        {
          icon: 'home',
          title: 'Wood Sheds',
          description: 'Sun-dried, termite-damaged or sagging wood sheds, floors and all.',
        },
        {
          icon: 'shield',
          title: 'Metal Sheds',
          description: 'Rusted steel and aluminum sheds unbolted, flattened and recycled.',
        },
        {
          icon: 'recycle',
          title: 'Vinyl & Plastic Sheds',
          description: 'Cracked, brittle vinyl and plastic sheds dismantled panel by panel.',
        },
        {
          icon: 'sparkles',
          title: 'Resin Sheds',
          description: 'Heavy resin storage buildings and deck boxes broken down and hauled.',
        },
        {
          icon: 'heart',
          title: 'Playhouses & Lean-Tos',
          description: 'Kids’ playhouses, lean-to structures and small pergolas the family has outgrown.',
        },
        {
          icon: 'building',
          title: 'Large Workshops',
          description: 'Bigger workshops and storage buildings, including what is stored inside.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'shed-process',
      title: 'How Shed Removal Works',
      steps: [
        {
          step: 1,
          title: 'Free quote',
          description: `Text photos of the shed to ${business.phone.display} or call.`,
        },
        {
          step: 2,
          title: 'Empty it',
          description: 'We clear out whatever is stored inside, or you can keep what you want first.',
        },
        {
          step: 3,
          title: 'Dismantle safely',
          description: `Our crew takes the structure apart by hand. Most sheds take ${timing.shedText}.`,
        },
        {
          step: 4,
          title: 'Haul and rake',
          description: 'Every panel, screw and board is hauled away and the ground raked clean.',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'shed-pricing',
      title: 'Shed Removal Pricing',
      lead: 'Upfront prices by shed size, with demolition, hauling and disposal included.',
      tiers: [
        { name: 'Small shed (6x8)', price: s.small, description: 'Garden and tool sheds.' },
        { name: 'Medium shed (8x12)', price: s.medium, description: 'The typical backyard storage shed.' },
        {
          name: 'Large shed (12x16+)',
          price: s.large,
          description: 'Workshops and large storage buildings.',
        },
      ],
      paragraphs: [`Still full? Contents are quoted by volume along with the shed. ${paymentLine}`],
      included: [
        'Dismantling by hand',
        'Loading and hauling every piece',
        'Disposal and metal recycling',
        'Raking the site clean',
      ],
    },
    {
      kind: 'faq',
      id: 'shed-faq',
      title: 'Shed Removal Questions',
      items: [
        {
          question: 'How much does shed removal cost?',
          answer: `Most shed removals cost ${s.faqRange}, depending on size and material. Your price is quoted upfront, with no hidden fees.`,
        },
        {
          question: 'How long does it take?',
          answer: `Most sheds take ${timing.shedText} to dismantle, load and clean up.`,
        },
        {
          question: 'Do you remove the concrete slab?',
          answer:
            'Wood floors and skids go with the shed. If yours sits on a concrete slab, mention it when you ask for a quote and we will tell you honestly what we can do.',
        },
        {
          question: 'Do I need to empty the shed first?',
          answer:
            'No. We can clear the contents too, priced by volume, and set aside anything you want to keep.',
        },
        {
          question: 'Will you damage my yard?',
          answer:
            'We dismantle by hand and carry the pieces out, protecting fences, plants and irrigation along the way.',
        },
      ],
    },
    { kind: 'cities', id: 'shed-cities', title: 'Shed Removal Across the Valley', cities: elevenCities },
    { kind: 'booking', title: 'Book Your Shed Removal' },
  ],
  cta: {
    title: 'Ready to Reclaim Your Backyard?',
    text: 'Send a photo of the shed and we will quote it upfront.',
  },
};
