import type { ReactNode } from 'react';
import classes from './sections.module.css';

interface Props {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  center?: boolean;
}

/** The h2 of a section, with its id for aria-labelledby. */
export function SectionHeading({ id, title, eyebrow, lead, center }: Props) {
  return (
    <div className={center ? `${classes.heading} ${classes.center}` : classes.heading}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {lead && <p className={classes.lead}>{lead}</p>}
    </div>
  );
}
