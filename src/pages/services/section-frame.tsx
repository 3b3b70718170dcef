import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/section-heading.tsx';

interface Props {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  alt?: boolean;
  center?: boolean;
  children: ReactNode;
}

/** A page section labelled by its h2, on a white or a tinted band. */
export function SectionFrame({ id, title, eyebrow, lead, alt, center, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={alt ? 'section section-alt' : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} lead={lead} center={center} />
        {children}
      </div>
    </section>
  );
}
