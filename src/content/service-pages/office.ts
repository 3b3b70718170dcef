import { familyHighlight, insuredHighlight } from './facts.ts';
import type { ItemServiceContent } from './types.ts';

export const office: ItemServiceContent = {
  template: 'items',
  eyebrow: 'Commercial office clearing',
  highlights: [
    { icon: 'calendar', text: 'After-hours & weekend service' },
    insuredHighlight,
    familyHighlight,
  ],
  noun: 'office items',
  benefits: [
    {
      icon: 'calendar',
      title: 'After-hours & weekends',
      description: 'We work evenings and weekends so your team keeps working and clients never see the mess.',
    },
    {
      icon: 'building',
      title: 'Any size office',
      description:
        'A single suite, a full floor or a storage room, cleared in one planned visit or in phases.',
    },
    {
      icon: 'shield',
      title: 'Licensed, bonded & insured',
      description: 'Peace of mind for you, your landlord and your building manager on every job.',
    },
    {
      icon: 'recycle',
      title: 'Recycle and donate',
      description: 'Electronics go to recycling, and usable desks and chairs to donation where possible.',
    },
    {
      icon: 'dollar',
      title: 'One upfront quote',
      description: 'A clear, volume-based price for the whole job, with no hidden fees on the invoice.',
    },
    {
      icon: 'users',
      title: 'Uniformed, careful crews',
      description: 'We protect lobbies, elevators, corridors and the spaces you are keeping.',
    },
  ],
  itemsTitle: 'What We Clear From Offices',
  itemsLead: 'Moving, downsizing or refreshing the space: we take what you no longer need.',
  items: [
    {
      name: 'Office Furniture',
      description: 'Desks, cubicle panels, conference tables, chairs and reception seating.',
    },
    {
      name: 'Filing Cabinets',
      description: 'Lateral and vertical file cabinets, storage lockers and shelving.',
    },
    {
      name: 'Equipment',
      description: 'Copiers, printers, shredders, whiteboards and other heavy office machines.',
    },
    {
      name: 'Electronics',
      description: 'Computers, monitors, phones and servers, recycled with data destruction.',
    },
    {
      name: 'Supplies',
      description: 'Boxes of old stock, binders, signage, displays and storage-room clutter.',
    },
    {
      name: 'Break Room Items',
      description: 'Refrigerators, microwaves, tables, chairs and vending or coffee equipment.',
    },
  ],
  pricingLead:
    'Office cleanouts are priced by volume. We can walk the space or work from photos, then give one upfront number for the whole job, with after-hours and weekend times to choose from.',
  cta: {
    title: 'Plan Your Office Cleanout',
    text: 'Tell us the space and the deadline, and we will schedule a crew around your business hours.',
  },
};
