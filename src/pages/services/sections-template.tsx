import { CtaBand } from '../../components/cta-band.tsx';
import type { SectionedServiceContent } from '../../content/service-pages/types.ts';
import type { PageEntry } from '../../content/types.ts';
import { SectionList } from './section-list.tsx';
import { ServiceHero } from './service-hero.tsx';

interface Props {
  page: PageEntry;
  content: SectionedServiceContent;
  quoteHref: string;
}

/** Main service pages and the garage, shed and hot tub pages: hero, their own sections, closing CTA. */
export function SectionsTemplate({ page, content, quoteHref }: Props) {
  return (
    <>
      <ServiceHero
        heading={page.heading}
        intro={page.intro}
        eyebrow={content.eyebrow}
        highlights={content.highlights}
        quoteHref={quoteHref}
      />
      <SectionList sections={content.sections} />
      <CtaBand title={content.cta.title} text={content.cta.text} quoteHref={quoteHref} />
    </>
  );
}
