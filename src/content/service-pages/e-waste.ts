import { familyHighlight, sameDayHighlight } from './facts.ts';
import type { ItemServiceContent } from './types.ts';

export const eWaste: ItemServiceContent = {
  template: 'items',
  eyebrow: 'Electronics recycling & data destruction',
  highlights: [sameDayHighlight, { icon: 'shield', text: 'Data destruction included' }, familyHighlight],
  noun: 'electronics',
  benefits: [
    {
      icon: 'shield',
      title: 'Data destruction',
      description:
        'Hard drives and storage devices are destroyed so your personal or business data goes nowhere.',
    },
    {
      icon: 'recycle',
      title: 'Recycled the right way',
      description:
        'Electronics carry metals and materials that do not belong in a landfill. We take them to recycling.',
    },
    {
      icon: 'building',
      title: 'Homes and offices',
      description: 'One old TV or a storage room of retired computers, printers and servers.',
    },
    {
      icon: 'users',
      title: 'We carry it out',
      description: 'Heavy CRT TVs and bulky copiers are our job, from any floor or room.',
    },
    {
      icon: 'dollar',
      title: 'Upfront pricing',
      description: 'A clear, volume-based price before we start, with recycling fees already included.',
    },
    {
      icon: 'clock',
      title: 'Scheduled around you',
      description: 'Same-day pickups when you call early, and after-hours visits for offices on request.',
    },
  ],
  itemsTitle: 'Electronics We Recycle',
  itemsLead: 'If it has a plug or a battery, ask us. Here is what we collect most.',
  items: [
    {
      name: 'Computers',
      description: 'Desktops, laptops, towers and servers, with data destruction for drives.',
    },
    { name: 'TVs & Monitors', description: 'Flat screens, old tube TVs, projectors and computer monitors.' },
    {
      name: 'Printers & Office Equipment',
      description: 'Printers, copiers, scanners, fax machines and shredders.',
    },
    { name: 'Phones & Tablets', description: 'Cell phones, tablets, desk phones and e-readers.' },
    { name: 'Audio & Video', description: 'Stereos, speakers, receivers, DVD players and game consoles.' },
    {
      name: 'Small Electronics',
      description: 'Keyboards, cables, routers, chargers and the drawer of old gadgets.',
    },
  ],
  pricingLead:
    'E-waste pickup is priced by volume, so a box of cables costs less than a room of monitors. Data destruction for drives is part of the service, not an add-on.',
  includedExtras: ['Data destruction for hard drives and storage devices'],
  cta: {
    title: 'Recycle Your Old Electronics Safely',
    text: 'Call or text a photo of what you have and we will quote it upfront.',
  },
};
