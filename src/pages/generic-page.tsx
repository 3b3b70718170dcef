import { usePage } from '../hooks/use-page.ts';
import { PageHero } from '../components/page-hero.tsx';

/** Heading and intro of the current registry page: the body every family starts from. */
export function GenericPage({ eyebrow }: { eyebrow?: string }) {
  const page = usePage();
  if (!page) return null;
  return <PageHero heading={page.heading} intro={page.intro} eyebrow={eyebrow} />;
}
