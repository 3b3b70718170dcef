import type { ComponentType } from 'react';
import { loadCityContent } from '../content/area-pages/by-path.ts';
import type { CityPageContent } from '../content/area-pages/area-types.ts';
import { usePage } from '../hooks/use-page.ts';
import { CityBody } from './areas/city-body.tsx';
import { OverviewBody } from './areas/overview-body.tsx';

/** An area route's page: a city's content is fetched with the template, so the page renders at once. */
export async function areaPageFor(path: string): Promise<{ default: ComponentType }> {
  const content = await loadCityContent(path);
  return { default: () => <AreaPage content={content} /> };
}

/** The service-areas overview and the seven city pages. */
function AreaPage({ content }: { content: CityPageContent | undefined }) {
  const page = usePage();
  if (!page) return null;
  if (page.kind === 'overview') return <OverviewBody page={page} />;
  return content ? <CityBody page={page} content={content} /> : null;
}
