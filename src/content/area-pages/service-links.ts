import type { NeighbourhoodLink } from '../types.ts';
import { servicePaths, type ServiceKey } from '../services.ts';

/** Service names as area and neighbourhood pages show them, with the page each one links to. */
export const serviceLinks = {
  furniture: { name: 'Furniture Removal', path: servicePaths.furniture },
  appliance: { name: 'Appliance Removal', path: servicePaths.appliance },
  garage: { name: 'Garage Cleanouts', path: servicePaths.garage },
  estate: { name: 'Estate Cleanouts', path: servicePaths.estate },
  hotTub: { name: 'Hot Tub Removal', path: servicePaths.hotTub },
  mattress: { name: 'Mattress Removal', path: servicePaths.mattress },
  construction: { name: 'Construction Debris', path: servicePaths.construction },
  yard: { name: 'Yard Waste Removal', path: servicePaths.yard },
  office: { name: 'Office Cleanouts', path: servicePaths.office },
  eWaste: { name: 'E-Waste Recycling', path: servicePaths.eWaste },
  shed: { name: 'Shed Removal', path: servicePaths.shed },
  commercial: { name: 'Commercial Junk Removal', path: servicePaths.commercial },
  residential: { name: 'Residential Junk Removal', path: servicePaths.residential },
} as const satisfies Record<ServiceKey, NeighbourhoodLink>;

export type { ServiceKey };

/** A plain list of service cards (title + link, no description). */
export function serviceList(keys: readonly ServiceKey[]) {
  return keys.map((k) => ({ title: serviceLinks[k].name, path: serviceLinks[k].path, description: '' }));
}
