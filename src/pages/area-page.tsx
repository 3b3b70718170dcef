import { usePage } from '../hooks/use-page.ts';
import { cityPages } from '../content/area-pages/by-path.ts';
import { CityBody } from './areas/city-body.tsx';
import { OverviewBody } from './areas/overview-body.tsx';

/** The service-areas overview and the seven city pages. */
export function AreaPage() {
  const page = usePage();
  if (!page) return null;
  if (page.kind === 'overview') return <OverviewBody page={page} />;
  const content = cityPages[page.path];
  return content ? <CityBody page={page} content={content} /> : null;
}
