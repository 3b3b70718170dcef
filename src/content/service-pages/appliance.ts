import { familyHighlight, insuredHighlight, sameDayHighlight } from './facts.ts';
import type { ItemServiceContent } from './types.ts';

export const appliance: ItemServiceContent = {
  template: 'items',
  eyebrow: 'Old appliance haul-away',
  highlights: [sameDayHighlight, insuredHighlight, familyHighlight],
  noun: 'appliances',
  benefits: [
    {
      icon: 'users',
      title: 'No lifting for you',
      description:
        'Refrigerators and washers are heavy and awkward. Our crew moves them with the right equipment.',
    },
    {
      icon: 'recycle',
      title: 'Responsibly recycled',
      description:
        'Appliances are mostly metal. We take them to recyclers, and units with refrigerant go where it can be handled properly.',
    },
    {
      icon: 'heart',
      title: 'Working units donated',
      description: 'Clean, working appliances can be passed on to local charities instead of scrapped.',
    },
    {
      icon: 'home',
      title: 'Kitchen, laundry or garage',
      description: 'We take appliances from wherever they sit, including that old fridge in the garage.',
    },
    {
      icon: 'dollar',
      title: 'Clear, upfront pricing',
      description: 'One price quoted before we start, based on volume, with disposal and recycling included.',
    },
    {
      icon: 'clock',
      title: 'Fits your remodel schedule',
      description:
        'New appliances arriving? Book us for the same day and the old ones leave as the new ones come in.',
    },
  ],
  itemsTitle: 'Appliances We Haul Away',
  itemsLead:
    'Large or small, working or broken. Please make sure units are unplugged and emptied before we arrive.',
  items: [
    {
      name: 'Refrigerators & Freezers',
      description: 'Kitchen fridges, garage fridges, chest and upright freezers, wine coolers.',
    },
    { name: 'Washers & Dryers', description: 'Top-load, front-load and stacked laundry sets.' },
    { name: 'Stoves & Ovens', description: 'Ranges, cooktops, wall ovens and range hoods.' },
    {
      name: 'Dishwashers',
      description: 'Built-in and portable dishwashers, usually pulled during a kitchen remodel.',
    },
    { name: 'Water Heaters', description: 'Tank water heaters that have been drained and disconnected.' },
    {
      name: 'Small Appliances',
      description: 'Microwaves, window AC units, dehumidifiers, vacuums and countertop appliances.',
    },
  ],
  pricingLead:
    'Appliance removal is priced by volume, so one dishwasher costs less than a full laundry pair and a fridge. The quote already includes the recycling fees other haulers add on later.',
  cta: {
    title: 'Out With the Old Appliance',
    text: 'Call or text a photo and we will give you a price and a pickup time.',
  },
};
