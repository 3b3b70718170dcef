import type { CityPageContent } from './area-types.ts';

/** City page bodies by route: one small chunk each, fetched with its page. */
const loaders: Readonly<Record<string, () => Promise<CityPageContent>>> = {
  '/phoenix-service-area': () => import('./phoenix.ts').then((m) => m.phoenix),
  '/scottsdale-service-area': () => import('./scottsdale.ts').then((m) => m.scottsdale),
  '/tempe-service-area': () => import('./tempe.ts').then((m) => m.tempe),
  '/mesa-service-area': () => import('./mesa.ts').then((m) => m.mesa),
  '/chandler-service-area': () => import('./chandler.ts').then((m) => m.chandler),
  '/paradise-valley-service-area': () => import('./paradise-valley.ts').then((m) => m.paradiseValley),
  '/gilbert-service-area': () => import('./gilbert.ts').then((m) => m.gilbert),
};

export const cityPaths = Object.keys(loaders);

/** The body of the city page at `path`, or undefined for a path that is no city page. */
export async function loadCityContent(path: string): Promise<CityPageContent | undefined> {
  return loaders[path]?.();
}
