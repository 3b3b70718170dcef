import { familyHighlight, insuredHighlight, sameDayHighlight } from './facts.ts';
import type { ItemServiceContent } from './types.ts';

export const furniture: ItemServiceContent = {
  template: 'items',
  eyebrow: 'Couch, bed & dresser pickup',
  highlights: [sameDayHighlight, insuredHighlight, familyHighlight],
  noun: 'furniture',
  benefits: [
    {
      icon: 'users',
      title: 'We do the heavy lifting',
      description: 'Sleeper sofas, armoires and sectionals carried out by our crew; you just point.',
    },
    {
      icon: 'home',
      title: 'Careful in your home',
      description: 'We protect door frames and floors, and take pieces apart when that is the safer way out.',
    },
    {
      icon: 'heart',
      title: 'Usable pieces donated',
      description: 'Furniture in good shape goes to local charities so it can furnish another home.',
    },
    {
      icon: 'recycle',
      title: 'Recycled, not dumped',
      description: 'Metal frames, wood and cardboard are sorted for recycling whenever we can.',
    },
    {
      icon: 'dollar',
      title: 'Upfront, volume-based price',
      description:
        'One piece or a houseful: you pay for the space it takes in the truck, with no hidden fees.',
    },
    {
      icon: 'calendar',
      title: 'Same-day or scheduled',
      description: 'Call early for a same-day pickup, or book a time that fits around your move.',
    },
  ],
  itemsTitle: 'Furniture We Remove',
  itemsLead: 'Indoors or out, upstairs or down, whole sets or a single chair.',
  items: [
    {
      name: 'Living Room',
      description: 'Sofas, sectionals, recliners, loveseats, coffee tables and TV stands.',
    },
    { name: 'Bedroom', description: 'Bed frames, headboards, dressers, nightstands, armoires and cribs.' },
    { name: 'Dining', description: 'Dining tables, chairs, china cabinets, buffets and bar stools.' },
    { name: 'Office', description: 'Desks, office chairs, bookcases, filing cabinets and shelving.' },
    { name: 'Outdoor', description: 'Patio sets, loungers, umbrellas, outdoor sofas and weathered benches.' },
    {
      name: 'Large Items',
      description:
        'Entertainment centers, wall units, oversized sectionals and other pieces too big for one person.',
    },
  ],
  pricingLead:
    'Furniture removal is priced by volume: how much of the truck your pieces fill. A single recliner costs less than a full room set, and the price we quote is the price you pay.',
  cta: {
    title: 'Get Your Space Back',
    text: 'Send a photo of what needs to go and we will reply with an upfront price.',
  },
};
