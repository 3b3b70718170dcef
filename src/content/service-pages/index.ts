import type { ServicePageContent } from './types.ts';
import { servicePaths, type ServiceKey } from '../services.ts';

/** Each service page's body, by service key: one small chunk each, fetched with its page. */
const loaders: Record<ServiceKey, () => Promise<ServicePageContent>> = {
  commercial: () => import('./commercial.ts').then((m) => m.commercial),
  residential: () => import('./residential.ts').then((m) => m.residential),
  construction: () => import('./construction.ts').then((m) => m.construction),
  estate: () => import('./estate.ts').then((m) => m.estate),
  mattress: () => import('./mattress.ts').then((m) => m.mattress),
  furniture: () => import('./furniture.ts').then((m) => m.furniture),
  appliance: () => import('./appliance.ts').then((m) => m.appliance),
  yard: () => import('./yard-waste.ts').then((m) => m.yardWaste),
  eWaste: () => import('./e-waste.ts').then((m) => m.eWaste),
  office: () => import('./office.ts').then((m) => m.office),
  garage: () => import('./garage.ts').then((m) => m.garage),
  shed: () => import('./shed.ts').then((m) => m.shed),
  hotTub: () => import('./hot-tub.ts').then((m) => m.hotTub),
};

/** The body of the service page at `path`, or undefined for a path that is no service. */
export async function loadServiceContent(path: string): Promise<ServicePageContent | undefined> {
  const key = (Object.keys(servicePaths) as ServiceKey[]).find((k) => servicePaths[k] === path);
  return key && loaders[key]();
}

/** Whether the page holds its own booking form (Get Free Quote then stays on the page). */
export function hasBookingForm(content: ServicePageContent): boolean {
  return content.template === 'items' || content.sections.some((s) => s.kind === 'booking');
}
