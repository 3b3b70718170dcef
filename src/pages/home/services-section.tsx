import { serviceCards } from '../../content/home.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

export function ServicesSection() {
  return (
    <section id="services" className="section" aria-labelledby="services-heading">
      <div className="container">
        <SectionHeading
          id="services-heading"
          eyebrow="What we haul"
          title="Junk Removal Services for Homes and Businesses"
          lead="From a single sofa to a whole house, one call gets it gone. Choose a service to see the details."
        />
        <CardGrid cards={serviceCards} columns={3} />
      </div>
    </section>
  );
}
