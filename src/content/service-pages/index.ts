import { appliance } from './appliance.ts';
import { commercial } from './commercial.ts';
import { construction } from './construction.ts';
import { eWaste } from './e-waste.ts';
import { estate } from './estate.ts';
import { furniture } from './furniture.ts';
import { garage } from './garage.ts';
import { hotTub } from './hot-tub.ts';
import { mattress } from './mattress.ts';
import { office } from './office.ts';
import { residential } from './residential.ts';
import { shed } from './shed.ts';
import type { ServicePageContent } from './types.ts';
import { yardWaste } from './yard-waste.ts';
import { servicePaths } from '../services.ts';

/** The body of each service page by path. Imported only by the lazily loaded service template. */
export const servicePageContent: Readonly<Record<string, ServicePageContent>> = {
  [servicePaths.commercial]: commercial,
  [servicePaths.residential]: residential,
  [servicePaths.construction]: construction,
  [servicePaths.estate]: estate,
  [servicePaths.mattress]: mattress,
  [servicePaths.furniture]: furniture,
  [servicePaths.appliance]: appliance,
  [servicePaths.yard]: yardWaste,
  [servicePaths.eWaste]: eWaste,
  [servicePaths.office]: office,
  [servicePaths.garage]: garage,
  [servicePaths.shed]: shed,
  [servicePaths.hotTub]: hotTub,
};

/** Whether the page holds its own booking form (Get Free Quote then stays on the page). */
export function hasBookingForm(content: ServicePageContent): boolean {
  return content.template === 'items' || content.sections.some((s) => s.kind === 'booking');
}
