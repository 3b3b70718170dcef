import { business } from '../business.ts';
import { standIn } from '../stand-in.ts';
import type { CityPageContent } from './area-types.ts';
import { serviceList } from './service-links.ts';

export const gilbert: CityPageContent = {
  city: 'Gilbert',
  ...standIn('Confirm the Gilbert district and neighbourhood names: we chose them, not the company.'),
  eyebrow: 'Gilbert service area',
  about: {
    image: 'garage-cleared',
    title: 'Junk Removal for Gilbert Families',
    paragraphs: [
      'Gilbert garages work hard: bikes, sports gear, holiday boxes and the furniture that did not fit the new living room. We clear them out, along with old appliances, backyard playsets and yard waste, so you can park inside again.',
      `We respect HOA rules in Gilbert’s master-planned communities, arrive in uniform and leave the driveway swept. Call before ${business.sameDayCutoff} and we can often come the same day.`,
    ],
    highlights: [
      'Garage cleanouts and playset removal',
      'HOA-compliant, uniformed crews',
      `Same-day pickup when you call before ${business.sameDayCutoff}`,
      'Upfront, volume-based pricing',
    ],
  },
  districtsTitle: 'Gilbert Communities We Serve',
  districtsLead: 'Six of the communities where we work most often, and everywhere in between.',
  districts: [
    {
      name: 'Agritopia & Heritage District',
      description: 'Downtown Gilbert’s homes and businesses: tidy, quiet pickups on walkable streets.',
      neighborhoods: ['Agritopia', 'Heritage District', 'Cooley Station'],
      icon: 'leaf',
    },
    {
      name: 'Power Ranch',
      description: 'Family and active-adult homes: garage clutter, furniture and downsizing help.',
      neighborhoods: ['Power Ranch', 'Trilogy at Power Ranch'],
      icon: 'home',
    },
    {
      name: 'Val Vista Lakes',
      description: 'Lakeside homes with patios and boat-side storage that fill up fast.',
      neighborhoods: ['Val Vista Lakes', 'The Islands', 'Finisterra'],
      icon: 'map',
    },
    {
      name: 'Morrison Ranch',
      description: 'Farmhouse-style homes and big yards: playsets, fencing, yard waste and sheds.',
      neighborhoods: ['Morrison Ranch', 'Lakeview Trails'],
      icon: 'users',
    },
    {
      name: 'Seville',
      description: 'Golf-community homes where HOA rules are strict and we keep the work neat.',
      neighborhoods: ['Seville', 'San Tan Ranch'],
      icon: 'star',
    },
    {
      name: 'East Gilbert',
      description: 'Newer homes and move-ins: boxes, packing material and old furniture hauled away.',
      neighborhoods: ['Lyons Gate', 'Higley Groves'],
      icon: 'truck',
    },
  ],
  neighbourhoods: {
    title: 'Gilbert Neighborhoods We Serve',
    lead: 'A few of the Gilbert neighborhoods where you will find our truck.',
    places: [
      { name: 'Agritopia' },
      { name: 'Power Ranch' },
      { name: 'Val Vista Lakes' },
      { name: 'Morrison Ranch' },
      { name: 'Seville' },
      { name: 'The Islands' },
      { name: 'Cooley Station' },
      { name: 'Lyons Gate' },
    ],
  },
  servicesTitle: 'Junk Removal Services in Gilbert',
  services: serviceList([
    'residential',
    'garage',
    'furniture',
    'appliance',
    'yard',
    'shed',
    'hotTub',
    'estate',
  ]),
  nearby: ['Chandler', 'Tempe', 'Scottsdale'],
  cta: {
    title: 'Park in Your Gilbert Garage Again',
    text: 'Text us a photo for a free, upfront quote, or call to book a pickup.',
  },
};
