import { business } from '../business.ts';
import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceList } from './service-links.ts';

export const chandler: CityPageContent = {
  city: 'Chandler',
  ...standIn('Confirm the Chandler district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'Chandler service area',
  about: {
    image: 'recycling',
    title: 'Serving Chandler Homes and Businesses',
    paragraphs: [
      'We have been hauling junk in Chandler for over 3 years, for families in Ocotillo and Fulton Ranch, for landlords between tenants, and for the offices and labs along the Price Road tech corridor.',
      `Call before ${business.sameDayCutoff} for same-day service. Most jobs take under 1 hour: we give you an upfront, volume-based price, load everything ourselves and take usable items to donation and electronics to recycling.`,
    ],
    highlights: [
      'Serving Chandler for over 3 years',
      'Most jobs under 1 hour',
      'After-hours office and tech cleanouts',
      'E-waste recycled responsibly',
    ],
  },
  districtsTitle: 'Chandler Districts We Serve',
  districtsLead: 'From the historic downtown square to the tech corridor and the lakes of Ocotillo.',
  districts: [
    {
      name: 'Downtown Chandler',
      description: 'Shops, restaurants and historic homes around the square: careful work in tight spaces.',
      neighborhoods: ['Historic Square', 'Arizona Avenue', 'San Marcos'],
      icon: 'building',
    },
    {
      name: 'Price Road Tech Corridor',
      description:
        'Offices, labs and data rooms: furniture, cubicles and electronics, removed after hours if you need.',
      neighborhoods: ['Price Road Corridor', 'Chandler Fashion Center area', 'Chandler Airpark'],
      icon: 'truck',
    },
    {
      name: 'Ocotillo',
      description: 'Lakeside homes with busy garages: cleanouts, old furniture and patio sets.',
      neighborhoods: ['Ocotillo', 'Lakes at Ocotillo'],
      icon: 'home',
    },
    {
      name: 'Fulton Ranch & West Chandler',
      description: 'Family neighborhoods where we handle move-ins, move-outs and room makeovers.',
      neighborhoods: ['Fulton Ranch', 'Clemente Ranch', 'Andersen Springs'],
      icon: 'users',
    },
    {
      name: 'Central Chandler',
      description: 'Established homes with mature yards: appliances, sheds, yard waste and estate cleanouts.',
      neighborhoods: ['Pecos Ranch', 'Pepperwood', 'Dobson Road area'],
      icon: 'leaf',
    },
    {
      name: 'South Chandler',
      description: 'Active-adult and family communities: downsizing and estate help, at an unhurried pace.',
      neighborhoods: ['Sun Groves', 'Springfield', 'Chandler Heights Road area'],
      icon: 'heart',
    },
  ],
  neighbourhoods: {
    title: 'Chandler Neighborhoods We Serve',
    lead: 'A few of the Chandler communities where our crew works every week.',
    places: [
      { name: 'Ocotillo' },
      { name: 'Fulton Ranch' },
      { name: 'Sun Groves' },
      { name: 'Clemente Ranch' },
      { name: 'Andersen Springs' },
      { name: 'Pecos Ranch' },
      { name: 'Springfield' },
      { name: 'Downtown Chandler' },
    ],
  },
  servicesTitle: 'Junk Removal Services in Chandler',
  services: serviceList([
    'residential',
    'commercial',
    'office',
    'eWaste',
    'furniture',
    'appliance',
    'garage',
    'estate',
    'yard',
  ]),
  nearby: ['Gilbert', 'Tempe', 'Phoenix'],
  cta: {
    title: 'Get Your Chandler Space Back',
    text: 'Send a photo by text for a free quote, or call and we will find a pickup time that suits you.',
  },
};
