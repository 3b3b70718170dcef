import type { CityPageContent } from './area-types.ts';
import { chandler } from './chandler.ts';
import { gilbert } from './gilbert.ts';
import { mesa } from './mesa.ts';
import { paradiseValley } from './paradise-valley.ts';
import { phoenix } from './phoenix.ts';
import { scottsdale } from './scottsdale.ts';
import { tempe } from './tempe.ts';

/** City page bodies by route. Only the area-page template imports this, so it ships in that chunk. */
export const cityPages: Readonly<Record<string, CityPageContent>> = {
  '/phoenix-service-area': phoenix,
  '/scottsdale-service-area': scottsdale,
  '/tempe-service-area': tempe,
  '/mesa-service-area': mesa,
  '/chandler-service-area': chandler,
  '/paradise-valley-service-area': paradiseValley,
  '/gilbert-service-area': gilbert,
};
