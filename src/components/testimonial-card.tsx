import type { Testimonial } from '../content/types.ts';
import { StarIcon } from './icons.tsx';
import classes from './testimonial-card.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={classes.testimonial}>
      <p className={classes.stars} role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <StarIcon key={i} size={18} />
        ))}
      </p>
      <blockquote>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>, {testimonial.location}
      </figcaption>
    </figure>
  );
}
