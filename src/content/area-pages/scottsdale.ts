import { business } from '../business.ts';
import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceList } from './service-links.ts';

const self = '/scottsdale-service-area';

export const scottsdale: CityPageContent = {
  city: 'Scottsdale',
  ...standIn('Confirm the Scottsdale district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'Our home base',
  about: {
    image: 'crew-loading',
    title: 'Scottsdale Is Home',
    paragraphs: [
      `We started ${business.name} in Scottsdale in ${business.foundedYear}, and it is still home. That means we know which communities want a heads-up at the gate, which HOAs limit work hours, and how to load a truck in an Old Town alley without blocking a restaurant delivery.`,
      'Our uniformed crews protect floors and door frames, work quietly, and leave driveways swept. Usable furniture goes to local charities, metal and electronics get recycled, and only what is left goes to the landfill.',
    ],
    highlights: [
      `Same-day pickup when you call before ${business.sameDayCutoff}`,
      'HOA-compliant, uniformed crews',
      'Licensed, bonded and insured',
      'Upfront, volume-based pricing with no hidden fees',
    ],
  },
  districtsTitle: 'Scottsdale Districts We Serve',
  districtsLead: 'From Old Town lofts to the gated communities of the far north, every Scottsdale address.',
  districts: [
    {
      name: 'Old Town & Downtown',
      description:
        'Condos, lofts, galleries and restaurants. We work around loading zones, stairs and busy evenings.',
      neighborhoods: ['Old Town', 'Arts District', 'Scottsdale Waterfront'],
      icon: 'building',
    },
    {
      name: 'South Scottsdale',
      description:
        'Mid-century ranch homes being updated: old cabinets, carpet, appliances and backyard clutter.',
      neighborhoods: ['Villa Monterey', 'Indian Bend', 'McDowell Road corridor'],
      icon: 'home',
    },
    {
      name: 'McCormick & Gainey Ranch',
      description: 'Resort-style communities with HOA rules we already know: quick, tidy and on schedule.',
      neighborhoods: ['McCormick Ranch', 'Gainey Ranch', 'Scottsdale Ranch'],
      icon: 'star',
    },
    {
      name: 'Kierland & Grayhawk',
      description: 'Busy family homes and townhouses: garage cleanouts, furniture swaps and move-outs.',
      neighborhoods: ['Kierland', 'Grayhawk', 'McDowell Mountain Ranch'],
      icon: 'users',
    },
    {
      name: 'DC Ranch & Silverleaf',
      description: 'Gated, HOA-governed streets where we arrive on time, stay discreet and leave no trace.',
      neighborhoods: ['DC Ranch', 'Silverleaf', 'Windgate Ranch'],
      icon: 'shield',
    },
    {
      name: 'North Scottsdale & Troon',
      description:
        'Desert estates with long driveways, casitas and patios: we bring enough crew for big jobs.',
      neighborhoods: ['Troon', 'Troon North', 'Pinnacle Peak', 'Desert Mountain'],
      icon: 'map',
    },
  ],
  neighbourhoods: {
    title: 'Premium Scottsdale Communities',
    lead: 'DC Ranch has its own page; every other community is served by this page’s crew.',
    places: [
      { name: 'DC Ranch', path: '/dc-ranch-junk-removal' },
      { name: 'Silverleaf', path: self },
      { name: 'Troon North', path: self },
      { name: 'Desert Mountain', path: self },
      { name: 'Gainey Ranch', path: self },
      { name: 'McCormick Ranch', path: self },
      { name: 'Grayhawk', path: self },
      { name: 'Kierland', path: self },
    ],
  },
  servicesTitle: 'Junk Removal Services in Scottsdale',
  services: serviceList([
    'residential',
    'commercial',
    'estate',
    'furniture',
    'appliance',
    'garage',
    'hotTub',
    'yard',
    'eWaste',
  ]),
  nearby: ['Paradise Valley', 'Phoenix', 'Tempe'],
  cta: {
    title: 'Your Neighbors in Scottsdale',
    text: 'Text a photo of what needs to go and get a free, upfront quote from the local crew.',
  },
};
