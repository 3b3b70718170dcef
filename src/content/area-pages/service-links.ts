import type { NeighbourhoodLink } from '../types.ts';

/** Service names as area and neighbourhood pages show them, with the page each one links to. */
export const serviceLinks = {
  furniture: { name: 'Furniture Removal', path: '/furniture-removal' },
  appliance: { name: 'Appliance Removal', path: '/appliance-removal' },
  garage: { name: 'Garage Cleanouts', path: '/garage-cleanout' },
  estate: { name: 'Estate Cleanouts', path: '/estate-cleanouts' },
  hotTub: { name: 'Hot Tub Removal', path: '/hot-tub-removal' },
  mattress: { name: 'Mattress Removal', path: '/mattress-removal' },
  construction: { name: 'Construction Debris', path: '/construction-cleanup' },
  yard: { name: 'Yard Waste Removal', path: '/yard-waste' },
  office: { name: 'Office Cleanouts', path: '/office-cleanout' },
  eWaste: { name: 'E-Waste Recycling', path: '/e-waste-recycling' },
  shed: { name: 'Shed Removal', path: '/shed-removal' },
  commercial: { name: 'Commercial Junk Removal', path: '/commercial-junk-removal' },
  residential: { name: 'Residential Junk Removal', path: '/residential-junk-removal' },
} as const satisfies Record<string, NeighbourhoodLink>;

export type ServiceKey = keyof typeof serviceLinks;

/** A plain list of service cards (title + link, no description). */
export function serviceList(keys: readonly ServiceKey[]) {
  return keys.map((k) => ({ title: serviceLinks[k].name, path: serviceLinks[k].path, description: '' }));
}
