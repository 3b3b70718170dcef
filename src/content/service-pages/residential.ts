import { business } from '../business.ts';
import {
  familyHighlight,
  insuredHighlight,
  paymentLine,
  prices,
  sameDayHighlight,
  standardIncluded,
  timing,
} from './facts.ts';
import type { SectionedServiceContent } from './types.ts';
import { servicePaths } from '../services.ts';

export const residential: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'Home junk removal',
  highlights: [sameDayHighlight, insuredHighlight, familyHighlight],
  sections: [
    {
      kind: 'cards',
      id: 'residential-services',
      title: 'Residential Junk Removal Services',
      lead: 'Whatever is taking up space at home, we carry it out, load it and take it away.',
      cards: [
        {
          icon: 'home',
          title: 'Whole-House Cleanouts',
          description: 'Moving, downsizing or selling: every room emptied, usually in a single visit.',
        },
        {
          icon: 'truck',
          title: 'Garage Cleanouts',
          description: 'Boxes, old tools and forgotten furniture cleared so the car fits again.',
          path: servicePaths.garage,
        },
        {
          icon: 'users',
          title: 'Furniture Removal',
          description: 'Sofas, beds, dressers and patio sets from any room, stairs included.',
          path: servicePaths.furniture,
        },
        {
          icon: 'recycle',
          title: 'Appliance Removal',
          description: 'Refrigerators, washers, dryers and water heaters hauled and recycled.',
          path: servicePaths.appliance,
        },
        {
          icon: 'leaf',
          title: 'Yard Waste',
          description: 'Palm fronds, branches and brush after a trim or a monsoon storm.',
          path: servicePaths.yard,
        },
        {
          icon: 'sparkles',
          title: 'Hot Tub & Shed Removal',
          description: 'Old spas and backyard sheds taken apart and hauled away.',
          path: servicePaths.hotTub,
        },
      ],
    },
    {
      kind: 'steps',
      id: 'residential-how',
      title: 'How It Works',
      lead: 'Three steps, and you never lift a thing.',
      steps: [
        {
          step: 1,
          title: 'Get a free quote',
          description: `Call, text photos to ${business.phone.display} or book online. We reply with an upfront price.`,
        },
        {
          step: 2,
          title: 'Pick a time',
          description: `Same-day when you call before ${business.sameDayCutoff}, or book ${timing.advance} ahead for the time you want.`,
        },
        {
          step: 3,
          title: 'We haul it away',
          description: `Our uniformed crew loads everything, sweeps up and donates or recycles what we can. Most jobs take ${timing.typicalJob}.`,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'residential-items',
      title: 'What We Take From Homes',
      lead: 'If two people can carry it safely, we can usually take it. Not sure? Ask us.',
      columns: 3,
      items: [
        'Sofas, sectionals & recliners',
        'Mattresses & box springs',
        'Beds, dressers & nightstands',
        'Refrigerators & freezers',
        'Washers & dryers',
        'TVs & electronics',
        'Exercise equipment',
        'Boxes & household clutter',
        'Patio furniture & grills',
        'Toys, bikes & sports gear',
        'Carpet & flooring',
        'Yard waste & palm fronds',
      ],
    },
    {
      kind: 'pricing',
      id: 'residential-pricing',
      title: 'What Home Junk Removal Costs',
      paragraphs: [
        `Pricing is based on volume: how much of our truck your items fill. Typical residential jobs run ${prices.residentialTypical}, and the average home job comes in around ${prices.residentialAverage}.`,
        `You get the exact number before we start, and it does not change on the day. ${paymentLine}`,
      ],
      included: standardIncluded,
    },
    { kind: 'booking', title: 'Book Your Home Junk Removal' },
  ],
  cta: {
    title: 'Ready for a Clutter-Free Home?',
    text: 'Text a few photos or call, and we can often be there today.',
  },
};
