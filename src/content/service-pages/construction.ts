import { business } from '../business.ts';
import { insuredHighlight, paymentLine, sameDayHighlight, timing } from './facts.ts';
import type { SectionedServiceContent } from './types.ts';
import { servicePaths } from '../services.ts';

export const construction: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'For contractors, remodelers & homeowners',
  highlights: [
    sameDayHighlight,
    insuredHighlight,
    { icon: 'recycle', text: 'Metal, wood & cardboard recycled' },
  ],
  sections: [
    {
      kind: 'story',
      id: 'construction-intro',
      title: 'A Clean Job Site Without a Dumpster',
      image: 'recycling',
      paragraphs: [
        'A roll-off dumpster sits on the driveway for days, needs a permit in some HOAs and only takes what you throw in. We come when the debris is ready, load it ourselves and leave the same day, so the site is clear for the next trade or the final walkthrough.',
        `Pricing is upfront and based on volume, with loading and disposal included. ${paymentLine}`,
      ],
      points: [
        `Same-day pickup when you call before ${business.sameDayCutoff}`,
        `Most loads cleared in ${timing.typicalJob}`,
        'One-time haul or pickups between project phases',
      ],
    },
    {
      kind: 'cards',
      id: 'construction-services',
      title: 'Construction Cleanup Services',
      lead: 'From a bathroom remodel to a commercial tenant build-out.',
      cards: [
        {
          icon: 'home',
          title: 'Remodel Debris Removal',
          description: 'Kitchen and bath tear-outs: cabinets, counters, tile, fixtures and drywall.',
        },
        {
          icon: 'building',
          title: 'Commercial Build-Outs',
          description: 'Tenant-improvement debris cleared so the space is ready for inspection.',
          path: servicePaths.commercial,
        },
        {
          icon: 'truck',
          title: 'Contractor Haul-Offs',
          description: 'Scheduled pickups between phases so debris never slows the crew down.',
        },
        {
          icon: 'sparkles',
          title: 'Post-Construction Cleanup',
          description: 'Final debris, packaging and offcuts gone before the walkthrough.',
        },
        {
          icon: 'map',
          title: 'Demolition Debris',
          description: 'Loose debris from small interior demolition, loaded by hand from any room.',
        },
        {
          icon: 'leaf',
          title: 'Landscaping Debris',
          description: 'Old pavers, rock, soil and removed plants after a yard project.',
          path: servicePaths.yard,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'construction-materials',
      title: 'Materials We Haul',
      lead: 'Tell us what is in the pile when you ask for a quote; heavy materials are priced honestly upfront.',
      columns: 3,
      items: [
        'Drywall & plaster',
        'Lumber & wood scraps',
        'Tile, pavers & stone',
        'Small amounts of concrete & brick',
        'Cabinets & countertops',
        'Doors & windows',
        'Carpet, padding & flooring',
        'Roofing scraps',
        'Metal, pipe & wiring',
        'Old fixtures & toilets',
        'Packaging, boxes & pallets',
        'Insulation (bagged)',
      ],
    },
  ],
  cta: {
    title: 'Need the Job Site Cleared?',
    text: 'Send photos of the debris and we will quote it upfront, often for a same-day haul.',
  },
};
