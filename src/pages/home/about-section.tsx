import { aboutIntro, aboutSlides, processSteps, whyChooseUs } from '../../content/home.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { Carousel } from '../../components/carousel.tsx';
import { ProcessSteps } from '../../components/process-steps.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import classes from './home.module.css';

/** #about holds three parts; each has an h2 so its cards can be h3 (the shared grids render h3). */
export function AboutSection() {
  return (
    <section id="about" className="section section-alt" aria-labelledby="about-heading">
      <div className="container">
        <div className={classes.aboutTop}>
          <SectionHeading
            id="about-heading"
            eyebrow="About us"
            title="Your Local, Family-Owned Junk Removal Crew"
            lead={aboutIntro}
          />
          <Carousel slides={aboutSlides} label="Our crew at work" />
        </div>

        <section className={classes.subsection} aria-labelledby="why-heading">
          <SectionHeading id="why-heading" title="Why Choose Us" />
          <CardGrid cards={whyChooseUs} columns={3} />
        </section>

        <section className={classes.subsection} aria-labelledby="process-heading">
          <SectionHeading
            id="process-heading"
            title="How It Works"
            lead="Four simple steps from cluttered to cleared."
          />
          <ProcessSteps steps={processSteps} />
        </section>
      </div>
    </section>
  );
}
