import type { PageMeta } from './types.ts';

export interface NeighbourhoodMeta extends PageMeta {
  name: string;
  city: 'Mesa' | 'Scottsdale' | 'Phoenix';
}

/** Canonical path = lower-cased, hyphenated name + '-junk-removal'. */
export function neighbourhoodPath(name: string): string {
  return `/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-junk-removal`;
}

const shortTitle = (long: string, short: string) => (long.length <= 60 ? long : short);

function entry(
  name: string,
  city: NeighbourhoodMeta['city'],
  description: string,
  keywords: string[],
  intro: string,
): NeighbourhoodMeta {
  return {
    name,
    city,
    path: neighbourhoodPath(name),
    title: shortTitle(
      `${name} Junk Removal | ${city}, AZ Same-Day Pickup`,
      `${name} Junk Removal | ${city}, AZ`,
    ),
    description,
    keywords: [`${name} junk removal`, `junk removal ${city}`, ...keywords],
    heading: `Junk Removal in ${name}`,
    intro,
  };
}

export const neighbourhoods: readonly NeighbourhoodMeta[] = [
  entry(
    'Red Mountain Ranch',
    'Mesa',
    'Junk removal in Red Mountain Ranch, Mesa: furniture, appliances, garage and estate cleanouts with same-day pickup, HOA-friendly crews and upfront pricing.',
    ['Red Mountain Ranch cleanout'],
    'Golf-course homes and quiet cul-de-sacs deserve a crew that works fast and leaves no trace.',
  ),
  entry(
    'Las Sendas',
    'Mesa',
    'Junk removal in Las Sendas, Mesa: careful hillside pickups, garage and estate cleanouts and furniture removal with same-day service and HOA-compliant crews.',
    ['Las Sendas cleanout'],
    'Hillside homes, long driveways and strict HOAs: we handle Las Sendas pickups with care.',
  ),
  entry(
    'Eastmark',
    'Mesa',
    'Junk removal in Eastmark, Mesa: move-in boxes, furniture, appliances and garage clutter hauled the same day by a friendly local crew with upfront prices.',
    ['Eastmark move-in junk'],
    'New homes, new furniture, old boxes: we clear Eastmark garages and move-in leftovers fast.',
  ),
  entry(
    'Dobson Ranch',
    'Mesa',
    'Junk removal in Dobson Ranch, Mesa: furniture, appliances, yard waste and whole-home cleanouts with same-day pickup and clear, volume-based pricing.',
    ['Dobson Ranch cleanout'],
    'Established homes and mature yards: we haul decades of accumulation from Dobson Ranch.',
  ),
  entry(
    'DC Ranch',
    'Scottsdale',
    'Junk removal in DC Ranch, Scottsdale: discreet, HOA-compliant crews for furniture, appliances, garages and estates, with same-day pickup and tidy cleanup.',
    ['DC Ranch cleanout'],
    'Gated streets and HOA rules are second nature to us. Discreet, careful junk removal in DC Ranch.',
  ),
  entry(
    'Old Town Scottsdale',
    'Scottsdale',
    'Junk removal in Old Town Scottsdale for condos, lofts, shops and restaurants: tight loading zones, stairs and after-hours slots handled by a local crew.',
    ['Old Town condo junk removal'],
    'Condos, lofts, galleries and restaurants: we work around Old Town’s tight streets and busy hours.',
  ),
  entry(
    'Arcadia',
    'Phoenix',
    'Junk removal in Arcadia, Phoenix: remodel debris, furniture, appliances and yard waste from citrus-lined lots, hauled the same day with upfront pricing.',
    ['Arcadia remodel debris'],
    'Remodels, teardowns and citrus-tree trimmings: Arcadia homes keep us busy, and we love it.',
  ),
  entry(
    'Ahwatukee',
    'Phoenix',
    'Junk removal in Ahwatukee, Phoenix: garage cleanouts, furniture and appliance pickup and yard waste for foothills homes, with same-day service available.',
    ['Ahwatukee Foothills junk removal'],
    'Foothills family homes and busy garages: same-day junk removal across Ahwatukee.',
  ),
];
