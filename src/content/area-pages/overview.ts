import { business } from '../business.ts';
import type { NeighbourhoodLink } from '../types.ts';
import type { NamedPlace } from './area-types.ts';

/** One card per primary city (linked to its page), in the header's order. */
export const primaryAreaCards: Readonly<Record<string, string>> = {
  Phoenix: 'Arcadia to Ahwatukee, downtown lofts to North Phoenix homes. Most jobs done in under 1 hour.',
  Scottsdale: 'Our home base: Old Town condos, DC Ranch estates and every HOA community in between.',
  Tempe: 'Move-outs near ASU, rental turnovers and family homes around the lakes.',
  Mesa: 'Twelve services across Mesa, from Red Mountain Ranch and Las Sendas to Eastmark and Dobson Ranch.',
  Chandler: 'Family homes in Ocotillo and Fulton Ranch, and offices along the Price Road tech corridor.',
  'Paradise Valley': 'White-glove, discreet junk removal for Paradise Valley’s finest homes and estates.',
  Gilbert: 'Garage cleanouts and furniture pickup in Agritopia, Power Ranch, Val Vista Lakes and more.',
};

export const homeBase = {
  title: 'Scottsdale: Our Home Base',
  paragraphs: [
    `${business.name} has been based in Scottsdale since ${business.foundedYear}. It is home, and the city we know best.`,
    'We know the gate procedures, HOA work hours and loading zones of Scottsdale’s communities, from Old Town to the gated streets of the far north.',
  ],
  neighbourhoodsTitle: 'Scottsdale neighborhoods',
  neighbourhoods: [
    { name: 'DC Ranch', path: '/dc-ranch-junk-removal' },
    { name: 'Old Town Scottsdale', path: '/old-town-scottsdale-junk-removal' },
    { name: 'McCormick Ranch' },
    { name: 'Gainey Ranch' },
    { name: 'Kierland' },
    { name: 'Grayhawk' },
    { name: 'Silverleaf' },
    { name: 'Troon North' },
  ] satisfies NamedPlace[],
  link: { name: 'Scottsdale service area', path: '/scottsdale-service-area' } satisfies NeighbourhoodLink,
};

export const extendedAreas = {
  title: 'Extended Service Area',
  lead: 'Beyond the seven cities above, our crews regularly travel to these communities across the Valley.',
  places: [
    {
      name: 'Fountain Hills',
      description: 'Hillside homes east of Scottsdale, a short drive from our base.',
    },
    { name: 'Cave Creek', description: 'Desert properties, sheds, workshops and ranch cleanouts.' },
    { name: 'Carefree', description: 'Custom homes and casitas, handled with the same care as Scottsdale.' },
    { name: 'Glendale', description: 'Family homes, rentals and businesses in the West Valley.' },
    { name: 'Peoria', description: 'Garage cleanouts, furniture and yard waste in the northwest Valley.' },
  ],
  more: 'And many communities in between. If you are in the Phoenix Valley, ask us.',
};

export const notListed = {
  title: 'Don’t See Your Area?',
  text: 'We travel all over the Phoenix Valley. Call or text us your address and what needs to go, and we will tell you straight away when we can be there.',
};

export const overviewCta = {
  title: 'Wherever You Are in the Valley',
  text: `Call before ${business.sameDayCutoff} for same-day pickup in most cities, or text a photo for a free, upfront quote.`,
};
