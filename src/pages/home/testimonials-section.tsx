import { business } from '../../content/business.ts';
import { testimonials } from '../../content/home.ts';
import { SectionHeading } from '../../components/section-heading.tsx';
import { TestimonialCard } from '../../components/testimonial-card.tsx';
import classes from './home.module.css';

export function TestimonialsSection() {
  const { rating } = business;
  return (
    <section className="section" aria-labelledby="testimonials-heading">
      <div className="container">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Reviews"
          title="What Our Neighbors Say"
          lead={`Rated ${rating.value.toFixed(1)} out of ${rating.best} from ${rating.count} ${rating.source} reviews.`}
          center
        />
        <ul className={classes.testimonials}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
