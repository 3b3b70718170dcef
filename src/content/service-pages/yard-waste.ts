import { familyHighlight, insuredHighlight, sameDayHighlight } from './facts.ts';
import type { ItemServiceContent } from './types.ts';

export const yardWaste: ItemServiceContent = {
  template: 'items',
  eyebrow: 'Green waste & storm cleanup',
  highlights: [sameDayHighlight, insuredHighlight, familyHighlight],
  noun: 'yard waste',
  benefits: [
    {
      icon: 'clock',
      title: 'Fast after a storm',
      description:
        'Monsoon winds can drop a yard full of branches overnight. Call early for a same-day pickup.',
    },
    {
      icon: 'leaf',
      title: 'Green-waste recycling',
      description: 'Branches, clippings and fronds go to green-waste recycling where they can be reused.',
    },
    {
      icon: 'users',
      title: 'We bag and load',
      description: 'Loose piles, stacked branches or bags: our crew gathers it and loads it for you.',
    },
    {
      icon: 'home',
      title: 'HOA friendly',
      description: 'No piles waiting at the curb for bulk-trash day and no notices from the HOA.',
    },
    {
      icon: 'dollar',
      title: 'Priced by volume',
      description: 'A few bags or a full truck of palm fronds: you pay for the space it takes, nothing else.',
    },
    {
      icon: 'sparkles',
      title: 'Raked clean',
      description: 'We sweep or rake the area once it is loaded so the yard looks finished.',
    },
  ],
  itemsTitle: 'Yard Waste We Remove',
  itemsLead: 'From a weekend trim to the end of a landscaping project.',
  items: [
    {
      name: 'Branches',
      description: 'Tree limbs and trimmings cut to manageable lengths, including storm fall.',
    },
    {
      name: 'Grass Clippings',
      description: 'Bagged or piled clippings from lawn renovation or overseeding.',
    },
    {
      name: 'Leaves',
      description: 'Bagged leaves and seasonal drop from mesquite, palo verde and ash trees.',
    },
    { name: 'Brush', description: 'Overgrown shrubs, cactus trimmings and cleared undergrowth.' },
    {
      name: 'Palm Fronds',
      description: 'Heavy, spiny fronds from palm trimming, loaded without tearing your trash bins apart.',
    },
    { name: 'Dirt & Soil', description: 'Excess soil, old planter mix and small amounts of landscape rock.' },
  ],
  pricingLead:
    'Yard waste is priced by how much of the truck it fills. Dirt and rock are heavy, so tell us about them when you ask for a quote and we will price them honestly upfront.',
  cta: {
    title: 'Let Us Clear the Yard',
    text: 'Text a photo of the pile and we will send you an upfront price.',
  },
};
