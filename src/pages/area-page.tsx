import { GenericPage } from './generic-page.tsx';

export function AreaPage() {
  return <GenericPage eyebrow="Service areas" />;
}
