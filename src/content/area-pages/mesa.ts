import { business } from '../business.ts';
import type { ServiceCard } from '../types.ts';
import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceLinks, type ServiceKey } from './service-links.ts';

const self = '/mesa-service-area';

const card = (key: ServiceKey, description: string): ServiceCard => ({
  title: serviceLinks[key].name,
  path: serviceLinks[key].path,
  description,
});

export const mesa: CityPageContent = {
  city: 'Mesa',
  ...standIn('Confirm the Mesa district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'Mesa service area',
  about: {
    image: 'garage-cleared',
    title: 'One Local Crew for All of Mesa',
    paragraphs: [
      'Mesa stretches from the older neighborhoods near downtown to brand-new streets in Eastmark and hillside homes in Las Sendas, and the junk is as varied as the homes. We clear single items, garages, rentals, estates and businesses all across the city.',
      `Call before ${business.sameDayCutoff} and we can often come the same day. You get an upfront, volume-based price before we lift a thing, and we donate and recycle what we can.`,
    ],
    highlights: [
      `Same-day pickup when you call before ${business.sameDayCutoff}`,
      'Twelve services, one call',
      'HOA-friendly in Mesa’s planned communities',
      'Donation and recycling first',
    ],
  },
  districtsTitle: 'Mesa Districts We Serve',
  districtsLead: 'West to east, from Dobson Ranch to the foothills of the Superstitions.',
  districts: [
    {
      name: 'Northeast Mesa',
      description: 'Golf-course and hillside homes with long driveways and strict HOAs: careful, tidy work.',
      neighborhoods: ['Red Mountain Ranch', 'Las Sendas', 'Alta Mesa'],
      icon: 'star',
    },
    {
      name: 'Southeast Mesa & Eastmark',
      description: 'New construction and move-ins: packing boxes, leftover materials and old furniture.',
      neighborhoods: ['Eastmark', 'Cadence at Gateway', 'Mesa Gateway area'],
      icon: 'home',
    },
    {
      name: 'West Mesa',
      description: 'Established family homes with mature yards: appliances, yard waste and garage cleanouts.',
      neighborhoods: ['Dobson Ranch', 'Fiesta District', 'Mesa Riverview'],
      icon: 'leaf',
    },
    {
      name: 'Downtown Mesa',
      description: 'Historic homes, shops and offices: careful pickups on busy, walkable streets.',
      neighborhoods: ['Downtown Mesa', 'Evergreen Historic District', 'Mesa Arts Center area'],
      icon: 'building',
    },
    {
      name: 'North Mesa & Lehi',
      description: 'Larger lots with sheds, workshops and horse properties: big loads are no problem.',
      neighborhoods: ['Lehi', 'Mesa Country Club', 'North Center Street'],
      icon: 'truck',
    },
    {
      name: 'East Mesa',
      description: 'Active-adult communities where we help with downsizing and estate cleanouts, gently.',
      neighborhoods: ['Superstition Springs', 'Sunland Village', 'Leisure World'],
      icon: 'heart',
    },
  ],
  neighbourhoods: {
    title: 'Popular Mesa Neighborhoods',
    lead: 'Four Mesa neighborhoods have their own pages; the rest are covered right here.',
    places: [
      { name: 'Red Mountain Ranch', path: '/red-mountain-ranch-junk-removal' },
      { name: 'Las Sendas', path: '/las-sendas-junk-removal' },
      { name: 'Eastmark', path: '/eastmark-junk-removal' },
      { name: 'Dobson Ranch', path: '/dobson-ranch-junk-removal' },
      { name: 'Alta Mesa', path: self },
      { name: 'Superstition Springs', path: self },
      { name: 'Lehi', path: self },
      { name: 'Downtown Mesa', path: self },
    ],
  },
  servicesTitle: 'Our 12 Junk Removal Services in Mesa',
  services: [
    card('furniture', 'Sofas, sectionals, recliners, beds and dressers, carried out with care.'),
    card('appliance', 'Refrigerators, washers, dryers, stoves and water heaters, recycled properly.'),
    card('garage', 'Years of boxes, tools and sports gear cleared so you can park inside again.'),
    card('estate', 'Respectful, unhurried whole-home cleanouts for families and estate managers.'),
    card('hotTub', 'Draining, disconnecting, dismantling and hauling, with cleanup afterwards.'),
    card('mattress', 'Any size mattress or box spring, recycled or disposed of responsibly.'),
    card('construction', 'Drywall, wood, tile and remodel debris from homes and job sites.'),
    card('yard', 'Branches, palm fronds, brush, leaves and dirt, hauled after your cleanup.'),
    card('office', 'Desks, cubicles, filing cabinets and equipment, after hours if you need.'),
    card('eWaste', 'Computers, TVs and electronics recycled, with data destruction available.'),
    card('shed', 'Old metal, wood and plastic sheds taken down and hauled away.'),
    card('commercial', 'Retail, restaurant and rental-property cleanouts on your schedule.'),
  ],
  trust: {
    title: 'Why Mesa Trusts Us',
    blocks: [
      {
        title: 'Family Owned Since 2021',
        description:
          'A local Valley business, not a franchise. The family that owns it stands behind every job.',
        icon: 'heart',
      },
      {
        title: 'Licensed, Bonded & Insured',
        description: 'Your home, driveway and belongings are protected on every job.',
        icon: 'shield',
      },
      {
        title: 'Upfront, Volume-Based Pricing',
        description: 'You see the price before we start, based on truck space. No hidden fees.',
        icon: 'dollar',
      },
      {
        title: 'Eco-Friendly Disposal',
        description:
          'We donate usable items and recycle metal, electronics and cardboard before the landfill.',
        icon: 'recycle',
      },
    ],
  },
  quote: {
    title: 'Book Your Mesa Pickup',
    lead: `Tell us what needs to go and we will reply with an upfront, volume-based price within ${business.quoteReplyHours} hours. For the fastest answer, text a few photos.`,
  },
  nearby: ['Gilbert', 'Chandler', 'Tempe'],
  cta: {
    title: 'Clear It Out, Mesa',
    text: 'Text a photo for a free quote or call to book your same-day pickup.',
  },
};
