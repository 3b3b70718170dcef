import { GenericPage } from './generic-page.tsx';

export function NeighbourhoodPage() {
  return <GenericPage eyebrow="Neighbourhood service" />;
}
