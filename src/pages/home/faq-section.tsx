import { homeFaq } from '../../content/home-faq.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import classes from './home.module.css';

export function FaqSection() {
  return (
    <section className="section section-alt" aria-labelledby="faq-heading">
      <div className={`container ${classes.faq}`}>
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          lead="Straight answers about pricing, scheduling and what we take."
          center
        />
        <FaqAccordion items={homeFaq} />
      </div>
    </section>
  );
}
