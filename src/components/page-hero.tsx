import type { ReactNode } from 'react';
import { business } from '../content/business.ts';
import { PhoneIcon } from './icons.tsx';
import classes from './page-hero.module.css';

interface Props {
  heading: string;
  intro: string;
  eyebrow?: string;
  /** Where 'Get Free Quote' goes: the page's own form or the home page's. */
  quoteHref?: string;
  children?: ReactNode;
}

export function PageHero({ heading, intro, eyebrow, quoteHref = '/#booking-form', children }: Props) {
  return (
    <section className={classes.hero}>
      <div className={`container ${classes.inner}`}>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 className={classes.heading}>{heading}</h1>
        <p className={classes.intro}>{intro}</p>
        <div className={classes.actions}>
          <a className="btn btn-cta" href={quoteHref}>
            Get Free Quote
          </a>
          <a className="btn btn-light" href={business.phone.tel}>
            <PhoneIcon size={18} /> {business.phone.display}
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}
