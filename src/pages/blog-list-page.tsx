import { GenericPage } from './generic-page.tsx';

export function BlogListPage() {
  return <GenericPage eyebrow="Blog" />;
}
