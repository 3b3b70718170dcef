import { business } from '../business.ts';
import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceList } from './service-links.ts';

const self = '/phoenix-service-area';

export const phoenix: CityPageContent = {
  city: 'Phoenix',
  ...standIn('Confirm the Phoenix district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'Phoenix service area',
  about: {
    image: 'crew-loading',
    title: 'A Local Crew for the Whole of Phoenix',
    paragraphs: [
      `Phoenix is big, and every part of it clutters differently. Downtown lofts have freight elevators and loading zones, Arcadia ranch homes have remodel debris and citrus trimmings, and Ahwatukee garages fill up with bikes, boxes and the treadmill nobody uses. Our crews drive in from Scottsdale every day, and we have been doing it since ${business.foundedYear}.`,
      `Call before ${business.sameDayCutoff} and we can usually be there the same day. Most jobs take under 1 hour: we arrive in uniform, give you an upfront, volume-based price, do all the lifting and sweep up before we leave.`,
    ],
    highlights: [
      `Same-day pickup when you call before ${business.sameDayCutoff}`,
      'Most jobs under 1 hour',
      'Upfront, volume-based pricing with no hidden fees',
      'Donation and recycling before the landfill',
    ],
  },
  districtsTitle: 'Phoenix Districts We Serve',
  districtsLead: 'From the historic core to the foothills, we cover every corner of the city.',
  districts: [
    {
      name: 'Downtown & Midtown',
      description:
        'Apartments, lofts and historic bungalows. We plan around stairs, elevators and tight street parking.',
      neighborhoods: ['Roosevelt Row', 'Willo', 'Encanto-Palmcroft', 'Coronado'],
      icon: 'building',
    },
    {
      name: 'Camelback East & Arcadia',
      description:
        'Remodels, teardowns and big family homes: construction debris, old cabinetry and yard waste.',
      neighborhoods: ['Arcadia', 'Arcadia Lite', 'Biltmore', 'Camelback Corridor'],
      icon: 'home',
    },
    {
      name: 'North Central Phoenix',
      description:
        'Established homes with deep closets and full garages, often cleared for a sale or estate.',
      neighborhoods: ['North Central Corridor', 'Sunnyslope', 'Moon Valley'],
      icon: 'map',
    },
    {
      name: 'Desert Ridge & North Phoenix',
      description: 'Newer homes and master-planned streets: move-in boxes, patio sets and garage overflow.',
      neighborhoods: ['Desert Ridge', 'Deer Valley', 'Norterra'],
      icon: 'truck',
    },
    {
      name: 'Ahwatukee Foothills',
      description:
        'Family homes under South Mountain: garage cleanouts, old furniture and backyard cleanups.',
      neighborhoods: ['Ahwatukee', 'Club West', 'Mountain Park Ranch', 'Lakewood'],
      icon: 'users',
    },
    {
      name: 'South Mountain & Laveen',
      description:
        'Larger lots with sheds, old fencing and brush piles: we bring the crew and the truck space.',
      neighborhoods: ['Laveen Village', 'South Mountain Village', 'Estrella'],
      icon: 'leaf',
    },
  ],
  neighbourhoods: {
    title: 'Popular Phoenix Neighborhoods',
    lead: 'Arcadia and Ahwatukee have their own pages; the rest are covered right here.',
    places: [
      { name: 'Arcadia', path: '/arcadia-junk-removal' },
      { name: 'Ahwatukee', path: '/ahwatukee-junk-removal' },
      { name: 'Biltmore', path: self },
      { name: 'Desert Ridge', path: self },
      { name: 'Moon Valley', path: self },
      { name: 'Encanto-Palmcroft', path: self },
      { name: 'North Central', path: self },
      { name: 'Laveen', path: self },
    ],
  },
  servicesTitle: 'Junk Removal Services in Phoenix',
  services: serviceList([
    'residential',
    'commercial',
    'furniture',
    'appliance',
    'garage',
    'estate',
    'construction',
    'yard',
    'hotTub',
  ]),
  nearby: ['Scottsdale', 'Chandler', 'Gilbert'],
  cta: {
    title: 'Ready to Clear It Out, Phoenix?',
    text: 'Text us a photo for a fast, free quote, or call and we will book a same-day pickup.',
  },
};
