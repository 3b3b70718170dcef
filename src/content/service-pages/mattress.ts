import { business } from '../business.ts';
import { insuredHighlight, sameDayHighlight, timing } from './facts.ts';
import type { ItemServiceContent } from './types.ts';

export const mattress: ItemServiceContent = {
  template: 'items',
  eyebrow: 'Mattress & box spring pickup',
  highlights: [
    sameDayHighlight,
    { icon: 'truck', text: `Most mattress removals done in ${timing.mattress}` },
    insuredHighlight,
  ],
  noun: 'mattresses',
  benefits: [
    {
      icon: 'clock',
      title: 'In and out fast',
      description: `Most mattress removals take ${timing.mattress}, from knocking on the door to pulling away.`,
    },
    {
      icon: 'home',
      title: 'From any room',
      description:
        'Upstairs bedroom, guest casita or garage: we carry it out without scuffing walls or door frames.',
    },
    {
      icon: 'recycle',
      title: 'Recycled when possible',
      description:
        'Steel springs, foam and wood frames are separated for recycling instead of filling the landfill.',
    },
    {
      icon: 'heart',
      title: 'Donated when usable',
      description: 'Clean mattresses in good shape can go to local charities that accept them.',
    },
    {
      icon: 'dollar',
      title: 'Upfront price',
      description: 'You know the price before we lift anything, and it does not change when we arrive.',
    },
    {
      icon: 'users',
      title: 'Local, family crew',
      description: `A uniformed crew from a Scottsdale family business serving the Valley since ${business.foundedYear}.`,
    },
  ],
  itemsTitle: 'Every Size and Type of Mattress',
  itemsLead: 'If you sleep on it, we can haul it. Bed frames and headboards can go on the same trip.',
  items: [
    { name: 'Twin & Full', description: 'Kids’ beds, bunk mattresses, daybeds and guest-room fulls.' },
    {
      name: 'Queen & King',
      description: 'The heavy ones that will not fit in your car, bent around stairwells.',
    },
    {
      name: 'California King',
      description: 'Extra-long mattresses that need two people and careful turns.',
    },
    {
      name: 'Box Springs',
      description: 'Box springs and foundations, including split and low-profile sets.',
    },
    {
      name: 'Memory Foam',
      description: 'Dense foam and hybrid mattresses that are awkward to fold and heavy to carry.',
    },
    {
      name: 'Pillow Top',
      description: 'Thick pillow-top and Euro-top mattresses, plus toppers and old futon pads.',
    },
  ],
  pricingLead:
    'Mattress removal is priced by the space it takes in our truck, so a single twin costs less than a king set with a frame. Add other items to the same visit and you share one trip.',
  cta: {
    title: 'Ready to Get That Old Mattress Out?',
    text: 'Text us a photo or call, and we can often pick it up today.',
  },
};
