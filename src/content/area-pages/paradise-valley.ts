import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceList } from './service-links.ts';
import { servicePaths } from '../services.ts';

export const paradiseValley: CityPageContent = {
  city: 'Paradise Valley',
  ...standIn('Confirm the Paradise Valley district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'White-glove service',
  about: {
    image: 'estate-cleanout',
    title: 'Discreet Care for Exceptional Homes',
    paragraphs: [
      'Paradise Valley homes call for a different kind of junk removal. We lay floor protection before anything moves, pad door frames and banisters, and carry heavy pieces rather than drag them. Our crew is uniformed, courteous and used to working around household staff, designers and estate managers.',
      'Fine furnishings in good condition go to local charities, with a list for your records if you ask. Electronics and metals are recycled. When we leave, the only sign we were there is the space you wanted.',
    ],
    highlights: [
      'Floor and door-frame protection on every job',
      'Licensed, bonded and insured',
      'Donation of fine furnishings',
      'Scheduling around staff, gates and events',
    ],
  },
  districtsTitle: 'Paradise Valley Districts We Serve',
  districtsLead: 'The whole town, between Camelback Mountain and the Tatum corridor.',
  districts: [
    {
      name: 'Resort District',
      description:
        'Homes near the town’s resorts along the Camelback and Mummy Mountain slopes: steep drives we plan for.',
      neighborhoods: ['Mountain Shadows', 'Mummy Mountain', 'Camelback Country Club Estates'],
      icon: 'star',
    },
    {
      name: 'Lincoln Drive Corridor',
      description:
        'Estates on large lots along Lincoln Drive: whole-home refreshes, estate cleanouts and casita clear-outs.',
      neighborhoods: ['Clearwater Hills', 'Lincoln Drive estates', 'Paradise Valley Country Club area'],
      icon: 'home',
    },
    {
      name: 'Tatum Corridor',
      description:
        'Family estates on the town’s east side: pool equipment, hot tubs, patio sets and garages.',
      neighborhoods: ['Cheney Estates', 'Tatum Boulevard', 'Doubletree Ranch Road'],
      icon: 'shield',
    },
  ],
  neighbourhoods: {
    title: 'Prestigious Addresses We Serve',
    lead: 'Gated or not, we arrive on time, check in as you prefer and work quietly.',
    places: [
      { name: 'Clearwater Hills' },
      { name: 'Mummy Mountain' },
      { name: 'Camelback Country Club Estates' },
      { name: 'Cheney Estates' },
      { name: 'Mountain Shadows' },
      { name: 'Paradise Valley Country Club area' },
    ],
  },
  servicesTitle: 'White-Glove Services in Paradise Valley',
  services: serviceList([
    'estate',
    'furniture',
    'hotTub',
    'appliance',
    'residential',
    'eWaste',
    'yard',
    'garage',
  ]),
  quote: {
    title: 'Request Your White-Glove Quote',
    lead: 'Tell us about the project and we will reply within minutes during business hours, or first thing the next morning.',
  },
  faq: {
    title: 'Paradise Valley Questions',
    items: [
      {
        question: 'How do you protect floors, walls and finishes?',
        answer:
          'We lay floor runners along the whole path out of the house, pad door frames and banisters, and carry heavy pieces instead of dragging them. If something needs to be taken apart to leave safely, we do that on a drop cloth.',
      },
      {
        question: 'Can you work with our house manager, designer or estate attorney?',
        answer:
          'Yes. Tell us who our contact is and we will confirm the schedule, gate access and the list of items with them directly, and send photos when the work is done if you are away.',
      },
      {
        question: 'What happens to fine furniture and décor you remove?',
        answer:
          'Pieces in good condition go to local charities, and we can give you a list for your records. Metals and electronics are recycled. Only what cannot be reused goes to the landfill.',
      },
      {
        question: 'Do you remove hot tubs, pool equipment and outdoor kitchens?',
        answer:
          'We remove hot tubs and spas, including draining, disconnection, dismantling, hauling and cleanup, as well as patio furniture, old pool equipment and outdoor appliances. Send photos and we will quote it upfront.',
      },
      {
        question: 'How is the price set, and how quickly will we hear back?',
        answer:
          'Pricing is volume-based and quoted upfront, with no hidden fees. Send your request and we reply within minutes during business hours, or first thing the next morning.',
      },
    ],
  },
  explore: {
    title: 'Explore More',
    links: [
      { name: 'Scottsdale Junk Removal', path: '/scottsdale-service-area' },
      { name: 'Furniture Removal', path: servicePaths.furniture },
      { name: 'Estate Cleanouts', path: servicePaths.estate },
      { name: 'Hot Tub Removal', path: servicePaths.hotTub },
    ],
  },
  nearby: ['Scottsdale', 'Phoenix', 'Tempe'],
  cta: {
    title: 'White-Glove Junk Removal, Done Quietly',
    text: 'Call or text for a discreet, upfront quote from a local, family-owned crew.',
  },
};
