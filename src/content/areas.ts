import type { PageMeta } from './types.ts';

export interface AreaMeta extends PageMeta {
  /** City name for city pages; 'Phoenix Valley' for the overview. */
  city: string;
  overview: boolean;
}

/** The service-areas overview and the seven city pages. */
export const areas: readonly AreaMeta[] = [
  {
    path: '/service-areas',
    city: 'Phoenix Valley',
    overview: true,
    title: 'Junk Removal Service Areas | Scottsdale & Phoenix Valley',
    description:
      'Where we haul: Scottsdale, Phoenix, Tempe, Mesa, Chandler, Gilbert, Paradise Valley, Fountain Hills, Cave Creek, Carefree and more, often same day.',
    keywords: [
      'junk removal service areas',
      'Phoenix Valley junk removal',
      'Scottsdale junk removal',
      'Valleywide hauling',
    ],
    heading: 'Our Service Areas',
    intro:
      'Based in Scottsdale, our crews cover the whole Phoenix Valley, with same-day pickup in most cities.',
  },
  {
    path: '/phoenix-service-area',
    city: 'Phoenix',
    overview: false,
    title: 'Junk Removal Phoenix, AZ | Same-Day Pickup & Free Quotes',
    description:
      'Junk removal in Phoenix from Arcadia to Ahwatukee: furniture, appliances, garage and estate cleanouts with same-day pickup and upfront, volume-based pricing.',
    keywords: ['junk removal Phoenix', 'Phoenix junk hauling', 'Arcadia junk removal', 'Ahwatukee cleanout'],
    heading: 'Junk Removal in Phoenix, AZ',
    intro:
      'From Arcadia bungalows to Ahwatukee family homes, we clear junk across Phoenix, usually the same day you call.',
  },
  {
    path: '/scottsdale-service-area',
    city: 'Scottsdale',
    overview: false,
    title: 'Junk Removal Scottsdale, AZ | Local, Family-Owned Crew',
    description:
      'Scottsdale is home. Family-owned junk removal from Old Town to DC Ranch: same-day pickup, HOA-friendly crews and fair, upfront pricing with no hidden fees.',
    keywords: [
      'junk removal Scottsdale',
      'Scottsdale junk hauling',
      'DC Ranch junk removal',
      'Old Town Scottsdale cleanout',
    ],
    heading: 'Junk Removal in Scottsdale, AZ',
    intro: 'Our home base. We know Scottsdale’s neighbourhoods, HOAs and gated communities street by street.',
  },
  {
    path: '/tempe-service-area',
    city: 'Tempe',
    overview: false,
    title: 'Junk Removal Tempe, AZ | Same-Day Hauling & Cleanouts',
    description:
      'Junk removal in Tempe for students, renters, homeowners and businesses: move-out cleanouts, furniture and appliance pickup, same-day service near ASU.',
    keywords: ['junk removal Tempe', 'Tempe move-out cleanout', 'ASU furniture removal', 'Tempe junk pickup'],
    heading: 'Junk Removal in Tempe, AZ',
    intro: 'Move-outs, dorm leftovers and home cleanouts handled fast, from downtown Tempe to the lakes.',
  },
  {
    path: '/mesa-service-area',
    city: 'Mesa',
    overview: false,
    title: 'Junk Removal Mesa, AZ | Same-Day Pickup & Cleanouts',
    description:
      'Junk removal in Mesa from Red Mountain Ranch and Las Sendas to Eastmark and Dobson Ranch: furniture, appliances, garages and estates cleared fast.',
    keywords: ['junk removal Mesa', 'Mesa junk hauling', 'Las Sendas junk removal', 'Eastmark cleanout'],
    heading: 'Junk Removal in Mesa, AZ',
    intro: 'Twelve services, one local crew: we clear homes, garages and businesses all across Mesa.',
  },
  {
    path: '/chandler-service-area',
    city: 'Chandler',
    overview: false,
    title: 'Junk Removal Chandler, AZ | Fast, Upfront Pricing',
    description:
      'Junk removal in Chandler for homes, offices and the tech corridor: same-day pickup, most jobs done in under an hour, and fair volume-based pricing.',
    keywords: [
      'junk removal Chandler',
      'Chandler junk hauling',
      'office cleanout Chandler',
      'Chandler furniture removal',
    ],
    heading: 'Junk Removal in Chandler, AZ',
    intro: 'Homes, offices and the Price Road tech corridor: quick, careful junk removal all over Chandler.',
  },
  {
    path: '/paradise-valley-service-area',
    city: 'Paradise Valley',
    overview: false,
    title: 'Junk Removal Paradise Valley | White-Glove Hauling',
    description:
      'White-glove junk removal in Paradise Valley: discreet, careful crews for luxury estates, with floor protection, donation of fine furnishings and tidy cleanup.',
    keywords: [
      'junk removal Paradise Valley',
      'luxury estate cleanout',
      'white glove junk removal',
      'Paradise Valley hauling',
    ],
    heading: 'White-Glove Junk Removal in Paradise Valley',
    intro:
      'Discreet, careful and insured: junk removal suited to Paradise Valley’s finest homes and estates.',
  },
  {
    path: '/gilbert-service-area',
    city: 'Gilbert',
    overview: false,
    title: 'Junk Removal Gilbert, AZ | Same-Day Service & Cleanouts',
    description:
      'Junk removal in Gilbert from Agritopia to Power Ranch: garage cleanouts, furniture and appliance pickup and yard waste, with same-day service.',
    keywords: [
      'junk removal Gilbert',
      'Gilbert junk hauling',
      'Agritopia cleanout',
      'Gilbert garage cleanout',
    ],
    heading: 'Junk Removal in Gilbert, AZ',
    intro: 'Family homes, master-planned communities and busy garages: we keep Gilbert clutter-free.',
  },
];
