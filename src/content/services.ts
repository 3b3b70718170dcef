import type { PageMeta } from './types.ts';

export interface ServiceMeta extends PageMeta {
  /** Short name used in menus and cards. */
  name: string;
  main: boolean;
}

/** Every service page's path by its one key: the only place a service path is written. */
export const servicePaths = {
  residential: '/residential-junk-removal',
  commercial: '/commercial-junk-removal',
  office: '/office-cleanout',
  estate: '/estate-cleanouts',
  garage: '/garage-cleanout',
  construction: '/construction-cleanup',
  furniture: '/furniture-removal',
  shed: '/shed-removal',
  hotTub: '/hot-tub-removal',
  mattress: '/mattress-removal',
  appliance: '/appliance-removal',
  yard: '/yard-waste',
  eWaste: '/e-waste-recycling',
} as const;

export type ServiceKey = keyof typeof servicePaths;

/** The thirteen service pages, in the header menu's order. */
export const services: readonly ServiceMeta[] = [
  {
    path: servicePaths.residential,
    name: 'Residential Junk Removal',
    main: true,
    title: 'Residential Junk Removal Scottsdale | Same-Day Pickup',
    description:
      'Home junk removal across Scottsdale and the Phoenix Valley: furniture, appliances, clutter and whole-house cleanouts. Same-day pickup and upfront pricing.',
    keywords: [
      'residential junk removal',
      'home cleanout Scottsdale',
      'household junk pickup',
      'junk hauling Phoenix',
    ],
    heading: 'Residential Junk Removal',
    intro:
      'From one old couch to a whole-house cleanout, our uniformed crew does the lifting, loading and sweeping up. You point, we haul.',
  },
  {
    path: servicePaths.commercial,
    name: 'Commercial Junk Removal',
    main: true,
    title: 'Commercial Junk Removal Scottsdale & Phoenix | Free Quote',
    description:
      'Commercial junk removal for offices, retail, restaurants and property managers in the Phoenix Valley. Licensed, insured crews, after-hours slots, fair pricing.',
    keywords: [
      'commercial junk removal',
      'business junk removal Phoenix',
      'retail cleanout',
      'property management junk',
    ],
    heading: 'Commercial Junk Removal',
    intro:
      'Fast, quiet, insured junk removal for businesses, landlords and property managers, scheduled around your hours.',
  },
  {
    path: servicePaths.office,
    name: 'Office Cleanout',
    main: false,
    title: 'Office Cleanout Scottsdale & Phoenix | After-Hours Service',
    description:
      'Office cleanouts in Scottsdale and Phoenix: desks, cubicles, filing cabinets, electronics and break rooms cleared after hours or on weekends, with no downtime.',
    keywords: [
      'office cleanout',
      'office furniture removal',
      'cubicle removal Phoenix',
      'office junk removal Scottsdale',
    ],
    heading: 'Office Cleanout Services',
    intro:
      'Moving, downsizing or refreshing? We clear desks, cubicles, files and electronics after hours so your team never misses a beat.',
  },
  {
    path: servicePaths.estate,
    name: 'Estate Cleanouts',
    main: true,
    title: 'Estate Cleanouts Scottsdale & Phoenix | Compassionate Crews',
    description:
      'Respectful estate cleanouts across the Phoenix Valley. We sort, donate, recycle and haul a lifetime of belongings so families can focus on what matters.',
    keywords: [
      'estate cleanout',
      'estate cleanout Scottsdale',
      'probate cleanout Phoenix',
      'senior move cleanout',
    ],
    heading: 'Estate Cleanouts',
    intro:
      'Clearing a loved one’s home is hard. We handle it with care: sorting keepsakes, donating what can be reused and hauling the rest.',
  },
  {
    path: servicePaths.garage,
    name: 'Garage Cleanout',
    main: false,
    title: 'Garage Cleanout Phoenix | Professional Garage Junk Removal',
    description:
      'Garage cleanouts in Phoenix, Scottsdale and the Valley. Most garages cleared in one to two hours; partial cleanouts from $150 and no hidden fees.',
    keywords: [
      'garage cleanout',
      'garage junk removal Phoenix',
      'garage cleaning Scottsdale',
      'garage clutter removal',
    ],
    heading: 'Garage Cleanout Services',
    intro:
      'Get your parking spot back. We empty the garage, sort what can be donated and sweep up before we leave.',
  },
  {
    path: servicePaths.construction,
    name: 'Construction Cleanup',
    main: true,
    title: 'Construction Cleanup & Debris Removal | Phoenix Valley',
    description:
      'Construction debris removal for contractors, remodels and homeowners: drywall, lumber, tile, concrete and packaging hauled away fast across the Phoenix Valley.',
    keywords: [
      'construction cleanup',
      'construction debris removal',
      'remodel debris Phoenix',
      'contractor cleanup Scottsdale',
    ],
    heading: 'Construction Cleanup',
    intro:
      'Remodel done, debris left behind? We haul drywall, lumber, tile and packaging the same day so the job site is ready for walkthrough.',
  },
  {
    path: servicePaths.furniture,
    name: 'Furniture Removal',
    main: false,
    title: 'Furniture Removal Scottsdale & Phoenix | Same-Day Pickup',
    description:
      'Furniture removal in Scottsdale and Phoenix: sofas, beds, dressers, tables and patio sets carried out from any room. Usable pieces are donated locally.',
    keywords: [
      'furniture removal',
      'couch removal Scottsdale',
      'sofa pickup Phoenix',
      'old furniture disposal',
    ],
    heading: 'Furniture Removal',
    intro:
      'Sofas, sectionals, beds and dressers carried out from any room, with usable pieces donated to local charities.',
  },
  {
    path: servicePaths.shed,
    name: 'Shed Removal',
    main: false,
    title: 'Shed Removal Phoenix | Professional Shed Demolition Service',
    description:
      'Shed demolition in Phoenix and Scottsdale: wood, metal and plastic sheds torn down, hauled away and the site raked clean. Small sheds from $400.',
    keywords: [
      'shed removal',
      'shed demolition Phoenix',
      'metal shed removal',
      'backyard shed teardown Scottsdale',
    ],
    heading: 'Shed Removal & Demolition',
    intro:
      'We dismantle wood, metal and plastic sheds, haul every piece away and leave the ground clean and level.',
  },
  {
    path: servicePaths.hotTub,
    name: 'Hot Tub Removal',
    main: false,
    title: 'Hot Tub Removal Scottsdale | Spa & Jacuzzi Removal Service',
    description:
      'Hot tub, spa and Jacuzzi removal in Scottsdale and the Valley. We drain, disconnect, dismantle, haul and clean up so you never lift a finger.',
    keywords: ['hot tub removal', 'spa removal Scottsdale', 'jacuzzi removal Phoenix', 'hot tub disposal'],
    heading: 'Hot Tub & Spa Removal',
    intro:
      'Draining, disconnection, dismantling, hauling, disposal and cleanup: one crew handles every step of your hot tub removal.',
  },
  {
    path: servicePaths.mattress,
    name: 'Mattress Removal',
    main: false,
    title: 'Mattress Removal Scottsdale & Phoenix | Same-Day Pickup',
    description:
      'Mattress and box spring removal in Scottsdale and Phoenix: every size picked up from any room, usually in under an hour, and recycled when possible.',
    keywords: [
      'mattress removal',
      'mattress disposal Scottsdale',
      'box spring removal',
      'mattress pickup Phoenix',
    ],
    heading: 'Mattress Removal',
    intro: 'Twin to California king, box springs included. We carry it out and recycle it whenever we can.',
  },
  {
    path: servicePaths.appliance,
    name: 'Appliance Removal',
    main: false,
    title: 'Appliance Removal Scottsdale & Phoenix | Fridges, Washers',
    description:
      'Appliance removal in Scottsdale and Phoenix: refrigerators, freezers, washers, dryers, stoves and water heaters hauled away and recycled responsibly.',
    keywords: [
      'appliance removal',
      'refrigerator removal Scottsdale',
      'washer dryer disposal',
      'old appliance pickup Phoenix',
    ],
    heading: 'Appliance Removal',
    intro:
      'Heavy, awkward and full of refrigerant: leave old appliances to us. We haul them and recycle the metal.',
  },
  {
    path: servicePaths.yard,
    name: 'Yard Waste Removal',
    main: false,
    title: 'Yard Waste Removal Scottsdale & Phoenix | Green Waste Haul',
    description:
      'Yard waste removal across the Phoenix Valley: branches, palm fronds, brush, clippings, leaves and soil hauled away after storms, trims or landscaping.',
    keywords: [
      'yard waste removal',
      'palm frond removal',
      'green waste pickup Scottsdale',
      'brush removal Phoenix',
    ],
    heading: 'Yard Waste Removal',
    intro:
      'Storm debris, palm fronds or a whole landscaping project: we load it up and take it to green-waste recycling.',
  },
  {
    path: servicePaths.eWaste,
    name: 'E-Waste Recycling',
    main: false,
    title: 'E-Waste Recycling Scottsdale | Secure Electronics Disposal',
    description:
      'E-waste recycling in Scottsdale and Phoenix: computers, TVs, monitors, printers and phones collected and recycled responsibly, with data destruction for drives.',
    keywords: [
      'e-waste recycling',
      'electronics recycling Scottsdale',
      'computer disposal Phoenix',
      'TV recycling',
    ],
    heading: 'E-Waste Recycling',
    intro:
      'Old computers, TVs and phones recycled the right way, with data destruction so your information goes nowhere.',
  },
];
