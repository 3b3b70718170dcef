import { usePage } from '../hooks/use-page.ts';
import { neighbourhoodBodies } from '../content/neighbourhood-pages.ts';
import { NeighbourhoodBody } from './neighbourhoods/neighbourhood-body.tsx';

/** One template for every neighbourhood page; the copy comes from content/neighbourhood-pages.ts. */
export function NeighbourhoodPage() {
  const page = usePage();
  const content = page && neighbourhoodBodies[page.path];
  return page && content ? <NeighbourhoodBody page={page} content={content} /> : null;
}
