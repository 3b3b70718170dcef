import { GenericPage } from './generic-page.tsx';

export function ServicePage() {
  return <GenericPage eyebrow="Junk removal services" />;
}
