import { Fragment } from 'react';
import { CardGrid } from '../../components/card-grid.tsx';
import { CheckList } from '../../components/check-list.tsx';
import { CityGrid } from '../../components/city-grid.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { ProcessSteps } from '../../components/process-steps.tsx';
import { BookingSection } from '../../features/quote/booking-section.tsx';
import { TestimonialCard } from '../../components/testimonial-card.tsx';
import type { ServiceSection } from '../../content/service-pages/types.ts';
import { PricingSection } from './pricing-section.tsx';
import { SectionFrame } from './section-frame.tsx';
import { StorySection } from './story-section.tsx';
import classes from './services.module.css';

function renderSection(section: ServiceSection, alt: boolean) {
  if (section.kind === 'booking') {
    return <BookingSection title={section.title} lead={section.lead} />;
  }
  if (section.kind === 'story') return <StorySection {...section} alt={alt} />;
  if (section.kind === 'pricing') return <PricingSection {...section} alt={alt} />;
  const { id, title, eyebrow, lead } = section;
  const frame = { id, title, eyebrow, lead, alt };
  switch (section.kind) {
    case 'cards':
      return (
        <SectionFrame {...frame}>
          <CardGrid cards={section.cards} columns={section.columns ?? 3} />
        </SectionFrame>
      );
    case 'checklist':
      return (
        <SectionFrame {...frame}>
          <div className={classes.listPanel}>
            <CheckList items={section.items} columns={section.columns ?? 2} />
          </div>
        </SectionFrame>
      );
    case 'steps':
      return (
        <SectionFrame {...frame}>
          <ProcessSteps steps={section.steps} />
        </SectionFrame>
      );
    case 'testimonial':
      return (
        <SectionFrame {...frame} center>
          <div className={classes.narrow}>
            <TestimonialCard testimonial={section.testimonial} />
          </div>
        </SectionFrame>
      );
    case 'cities':
      return (
        <SectionFrame {...frame}>
          <CityGrid cities={section.cities} />
        </SectionFrame>
      );
    case 'faq':
      return (
        <SectionFrame {...frame}>
          <div className={classes.narrow}>
            <FaqAccordion items={section.items} />
          </div>
        </SectionFrame>
      );
  }
}

/** Sections in order, alternating white and tinted bands (the booking form brings its own). */
export function SectionList({ sections }: { sections: readonly ServiceSection[] }) {
  const banded = sections.filter((s) => s.kind !== 'booking');
  return sections.map((section) => {
    if (section.kind === 'booking') return <Fragment key="booking">{renderSection(section, false)}</Fragment>;
    return <Fragment key={section.id}>{renderSection(section, banded.indexOf(section) % 2 === 1)}</Fragment>;
  });
}
