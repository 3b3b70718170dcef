import { business } from './business.ts';
import type { NeighbourhoodLink } from './types.ts';
import { servicePaths } from './services.ts';

/** The body of a neighbourhood page (SPEC section 3, "Neighbourhood page inputs"). */
export interface NeighbourhoodPageContent {
  neighbourhoodName: string;
  cityName: 'Mesa' | 'Scottsdale' | 'Phoenix';
  /** Two short paragraphs about working in this neighbourhood. */
  description: readonly string[];
  /** The six reasons to choose us here. */
  features: readonly string[];
  /** Names from serviceDirectory; the default ten when omitted. */
  servicesOffered?: readonly string[];
}

/** Every service a neighbourhood page may list, by the name it shows, with its page. */
export const serviceDirectory: readonly NeighbourhoodLink[] = [
  { name: 'Furniture Removal', path: servicePaths.furniture },
  { name: 'Appliance Disposal', path: servicePaths.appliance },
  { name: 'Garage Cleanouts', path: servicePaths.garage },
  { name: 'Estate Cleanouts', path: servicePaths.estate },
  { name: 'Hot Tub Removal', path: servicePaths.hotTub },
  { name: 'Mattress Removal', path: servicePaths.mattress },
  { name: 'Construction Debris', path: servicePaths.construction },
  { name: 'Yard Waste', path: servicePaths.yard },
  { name: 'E-Waste Recycling', path: servicePaths.eWaste },
  { name: 'Commercial Junk Removal', path: servicePaths.commercial },
  { name: 'Shed Removal', path: servicePaths.shed },
  { name: 'Office Cleanouts', path: servicePaths.office },
];

/** SPEC's ten default services, in SPEC order. */
export const defaultServices = serviceDirectory.slice(0, 10).map((s) => s.name);

export function servicesFor(content: NeighbourhoodPageContent): NeighbourhoodLink[] {
  const names = content.servicesOffered ?? defaultServices;
  return names.flatMap((n) => serviceDirectory.filter((s) => s.name === n));
}

/** Copy for the eight neighbourhood pages, by route. Imported only by the neighbourhood template. */
export const neighbourhoodBodies: Readonly<Record<string, NeighbourhoodPageContent>> = {
  '/red-mountain-ranch-junk-removal': {
    neighbourhoodName: 'Red Mountain Ranch',
    cityName: 'Mesa',
    description: [
      'Red Mountain Ranch sits in northeast Mesa, wrapped around its golf course with views of Red Mountain. Homes here are well kept and the HOA expects them to stay that way, so a junk pile on the driveway is not an option for long.',
      'We schedule a time that suits you, park neatly, and carry everything out through the garage or side gate. Old patio sets, exercise equipment, furniture from a remodel or a whole garage: it is loaded, hauled and the concrete swept before we leave.',
    ],
    features: [
      'HOA-friendly crews who keep the street and driveway clear while we work',
      'Careful carrying past finished floors, golf-course patios and landscaping',
      'Patio furniture, grills and old outdoor décor hauled the same day',
      'Downsizing and estate help for long-time Red Mountain Ranch owners',
      'Usable pieces donated to Mesa charities, metals and electronics recycled',
      'One upfront price based on truck space, agreed before we lift anything',
    ],
  },
  '/las-sendas-junk-removal': {
    neighbourhoodName: 'Las Sendas',
    cityName: 'Mesa',
    description: [
      'Las Sendas climbs into the foothills at the northeast edge of Mesa, and its hillside homes come with steep driveways, stairs and long walks from the door to the curb. That is exactly the kind of pickup where a careful, well-staffed crew matters.',
      'We plan the route out of the house before we start, protect floors and corners, and bring enough hands to carry heavy pieces safely down the slope. The HOA will not notice we were there, except for the empty garage.',
    ],
    features: [
      'Enough crew for steep driveways, stairs and long carries',
      'Floor and door-frame protection inside finished hillside homes',
      'HOA-compliant scheduling and tidy, quiet work',
      'Hot tubs, pool equipment and patio sets removed and hauled',
      'Estate and downsizing cleanouts handled with patience',
      'Upfront, volume-based pricing with no hidden fees',
    ],
  },
  '/eastmark-junk-removal': {
    neighbourhoodName: 'Eastmark',
    cityName: 'Mesa',
    description: [
      'Eastmark is one of Mesa’s newest master-planned communities, and new homes mean new-home junk: towers of moving boxes, packing foam, the old couch that does not suit the new living room and leftovers from the builder’s finishing work.',
      'We clear it all in one visit, so you can enjoy the house instead of staring at a garage full of cardboard. Cardboard and metals are recycled, and furniture in good shape goes to donation.',
    ],
    features: [
      'Move-in boxes and packing material cleared in one trip',
      'Old furniture and mattresses that did not make the move, hauled away',
      'Leftover building materials from finishing and upgrades removed',
      'Cardboard and metals recycled, usable furniture donated',
      'Friendly, uniformed crews who respect Eastmark’s community rules',
      `Same-day pickup when you call before ${business.sameDayCutoff}`,
    ],
  },
  '/dobson-ranch-junk-removal': {
    neighbourhoodName: 'Dobson Ranch',
    cityName: 'Mesa',
    description: [
      'Dobson Ranch in west Mesa is one of the city’s established neighborhoods, with its lakes, golf course and homes that families have lived in for decades. Decades of living add up: attics, sheds and garages full of things that once had a purpose.',
      'We help with all of it, from a single old refrigerator to a full estate cleanout before a sale. Mature yards also mean trimmings and old fencing, which we take too.',
    ],
    features: [
      'Whole-home and estate cleanouts for long-time residents',
      'Old appliances, water heaters and refrigerators recycled properly',
      'Yard waste, trimmings and old fencing from mature lots',
      'Shed and garage clear-outs, loaded and swept clean',
      'Patient crews who let you decide what stays and what goes',
      'Clear, volume-based prices with no surprises',
    ],
  },
  '/dc-ranch-junk-removal': {
    neighbourhoodName: 'DC Ranch',
    cityName: 'Scottsdale',
    description: [
      'DC Ranch stretches up toward the McDowell Mountains in north Scottsdale, with gated villages, custom homes and an HOA that takes appearances seriously. We are Scottsdale locals, and we know how to work here: on time, at the gate with your details, and discreetly.',
      'Inside, we lay floor protection and pad door frames before anything moves. Fine furniture in good condition goes to local charities, electronics are recycled, and the only thing we leave behind is space.',
    ],
    features: [
      'Gate access coordinated ahead of time, arrivals on schedule',
      'Floor runners and padded door frames in every home',
      'HOA-compliant crews who keep vehicles and work tidy',
      'Fine furnishings donated, electronics recycled responsibly',
      'Casita, garage and home-office clear-outs',
      'Licensed, bonded and insured, with upfront pricing',
    ],
  },
  '/old-town-scottsdale-junk-removal': {
    neighbourhoodName: 'Old Town Scottsdale',
    cityName: 'Scottsdale',
    description: [
      'Old Town is Scottsdale’s busiest few square miles: condos and lofts above shops, galleries, restaurants and bars, with tight streets, short loading windows and elevators that need booking. We work here all the time, and we plan for every one of those details.',
      'Moving out of a condo, refreshing a gallery, replacing restaurant equipment or clearing a storage room: tell us your building’s rules and we will fit around them, including early starts before the streets get busy.',
    ],
    features: [
      'Condo and loft pickups planned around elevators and stairs',
      'Quick loads in tight loading zones and alleys',
      'Restaurant, gallery and retail cleanouts for businesses',
      'Early or after-hours slots when your business is closed',
      'Office furniture and electronics recycled responsibly',
      'A local crew based right here in Scottsdale',
    ],
  },
  '/arcadia-junk-removal': {
    neighbourhoodName: 'Arcadia',
    cityName: 'Phoenix',
    description: [
      'Arcadia sits between Camelback Mountain and the canal, known for its big lots, citrus trees and classic ranch homes. Many of those homes are being remodeled, expanded or rebuilt, and that means old cabinets, flooring, fixtures and debris that need to go.',
      'We haul remodel debris, furniture and appliances, and clear the yard waste that comes with pruning mature citrus and landscaping. Contractors and homeowners both call us when the dumpster is full or the job is too small for one.',
    ],
    features: [
      'Remodel debris, cabinets and flooring hauled as you go',
      'Citrus trimmings, palm fronds and landscaping waste removed',
      'Appliances replaced in a kitchen update, recycled properly',
      'Pool-area and patio furniture cleared from large lots',
      'Furniture in good shape donated to local charities',
      `Same-day pickup when you call before ${business.sameDayCutoff}`,
    ],
  },
  '/ahwatukee-junk-removal': {
    neighbourhoodName: 'Ahwatukee',
    cityName: 'Phoenix',
    description: [
      'Ahwatukee is tucked between South Mountain and the I-10, a community of family homes, golf-course streets and foothills views. Busy households here fill garages fast: bikes, sports gear, old toys, holiday boxes and the furniture that got replaced.',
      'We clear garages, playrooms and backyards in one visit, and take old playsets, trampolines and exercise equipment too. HOA rules are respected, and your driveway is swept when we go.',
    ],
    features: [
      'Garage cleanouts so the car fits again',
      'Old playsets, trampolines and exercise equipment removed',
      'Furniture and mattresses hauled after an upgrade',
      'Yard waste and brush from foothills lots',
      'HOA-friendly, uniformed crews',
      'Upfront pricing based on how much truck space you use',
    ],
  },
};
