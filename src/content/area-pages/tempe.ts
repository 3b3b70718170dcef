import { business } from '../business.ts';
import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceList } from './service-links.ts';

export const tempe: CityPageContent = {
  city: 'Tempe',
  ...standIn('Confirm the Tempe district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'Tempe service area',
  about: {
    image: 'donation-dropoff',
    title: 'Fast Junk Removal for a City on the Move',
    paragraphs: [
      'Tempe moves a lot. Leases turn over every summer, students leave couches on the curb, landlords need units cleared between tenants, and homeowners around the lakes finally tackle the garage. We handle all of it, from a single mattress to a whole apartment.',
      `Call before ${business.sameDayCutoff} for same-day pickup. Most jobs take under 1 hour, and you get an upfront price based on how much room your items take in the truck, not a surprise at the end.`,
    ],
    highlights: [
      'Move-out and end-of-lease cleanouts',
      'Most jobs under 1 hour',
      'Apartment stairs and elevators handled',
      'Donation and recycling first',
    ],
  },
  districtsTitle: 'Tempe Districts We Serve',
  districtsLead: 'Student rentals, family homes and business parks, north to south.',
  districts: [
    {
      name: 'Downtown & Mill Avenue',
      description:
        'Apartments and condos near Mill Avenue: we time pickups around parking and building rules.',
      neighborhoods: ['Mill Avenue District', 'Maple-Ash', 'Mitchell Park'],
      icon: 'building',
    },
    {
      name: 'ASU & University Area',
      description:
        'End-of-semester move-outs, dorm leftovers and rental turnovers, often on a tight deadline.',
      neighborhoods: ['University Heights', 'Daley Park', 'Riverside'],
      icon: 'calendar',
    },
    {
      name: 'Tempe Town Lake & North Tempe',
      description: 'Lakeside condos and offices: furniture, electronics and office clutter cleared quickly.',
      neighborhoods: ['Rio Salado', 'Papago Park', 'Marina Heights'],
      icon: 'map',
    },
    {
      name: 'The Lakes & Central Tempe',
      description: 'Established homes with full garages, old patio sets and appliances ready to retire.',
      neighborhoods: ['The Lakes', 'Broadmor', 'Shalimar'],
      icon: 'home',
    },
    {
      name: 'South Tempe',
      description: 'Family neighborhoods with bigger yards: yard waste, sheds and whole-home cleanouts.',
      neighborhoods: ['Warner Ranch', 'Kiwanis Park', 'Corona del Sol area'],
      icon: 'leaf',
    },
    {
      name: 'Business & Research Parks',
      description: 'Office moves and equipment swaps, scheduled after hours when your team is gone.',
      neighborhoods: ['ASU Research Park', 'Discovery Business Campus', 'Priest Drive corridor'],
      icon: 'truck',
    },
  ],
  neighbourhoods: {
    title: 'Tempe Neighborhoods We Visit Every Week',
    lead: 'A few of the places you will see our truck around Tempe.',
    places: [
      { name: 'Maple-Ash' },
      { name: 'University Heights' },
      { name: 'The Lakes' },
      { name: 'Warner Ranch' },
      { name: 'Broadmor' },
      { name: 'Kiwanis Park' },
      { name: 'Rio Salado' },
      { name: 'Shalimar' },
    ],
  },
  servicesTitle: 'Junk Removal Services in Tempe',
  services: serviceList([
    'residential',
    'furniture',
    'mattress',
    'appliance',
    'garage',
    'office',
    'eWaste',
    'yard',
  ]),
  nearby: ['Scottsdale', 'Chandler', 'Gilbert'],
  cta: {
    title: 'Moving Out of Your Tempe Place?',
    text: 'Text us a photo of what is left and we will give you a free quote and a pickup time.',
  },
};
