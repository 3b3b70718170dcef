import { GenericPage } from './generic-page.tsx';

export function BlogPostPage() {
  return <GenericPage eyebrow="Blog" />;
}
