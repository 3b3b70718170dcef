import { Link } from '@tanstack/react-router';
import { CtaBand } from '../../components/cta-band.tsx';
import { MapPinIcon, MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Picture } from '../../components/picture.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import sections from '../../components/sections.module.css';
import {
  extendedAreas,
  homeBase,
  notListed,
  overviewCta,
  primaryAreaCards,
} from '../../content/area-pages/overview.ts';
import { business, primaryCities } from '../../content/business.ts';
import type { PageEntry } from '../../content/types.ts';
import { PlaceList } from './place-list.tsx';
import classes from './areas.module.css';

/** /service-areas: the seven cities, the Scottsdale home base, the extended area and a fallback. */
export function OverviewBody({ page }: { page: PageEntry }) {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} eyebrow="Phoenix Valley" />

      <section className="section" aria-labelledby="primary-areas-heading">
        <div className="container">
          <SectionHeading
            id="primary-areas-heading"
            title="Primary Service Areas"
            lead="Seven cities where we work every day, each with its own local page."
          />
          <ul className={sections.cards} data-columns={4}>
            {primaryCities.map((c) => (
              <li key={c.path} className={`${sections.card} ${classes.areaCard}`}>
                <span className={sections.cardIcon}>
                  <MapPinIcon size={24} />
                </span>
                <h3 className={sections.cardTitle}>
                  <Link to={c.path} className={classes.stretched}>
                    {c.name}
                  </Link>
                </h3>
                <p>{primaryAreaCards[c.name]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="home-base-heading">
        <div className={`container ${classes.split}`}>
          <div>
            <p className="eyebrow">Home base</p>
            <h2 id="home-base-heading" className={classes.h2}>
              {homeBase.title}
            </h2>
            {homeBase.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className={classes.prose}>
                {p}
              </p>
            ))}
            <h3 className={classes.subheading}>{homeBase.neighbourhoodsTitle}</h3>
            <PlaceList places={homeBase.neighbourhoods} />
            <p className={classes.prose}>
              <Link to={homeBase.link.path}>See our {homeBase.link.name} page</Link>
            </p>
          </div>
          <Picture image="crew-loading" className={classes.photo} sizes="(min-width: 960px) 560px, 100vw" />
        </div>
      </section>

      <section className="section" aria-labelledby="extended-heading">
        <div className="container">
          <SectionHeading id="extended-heading" title={extendedAreas.title} lead={extendedAreas.lead} />
          <ul className={sections.cards} data-columns={3}>
            {extendedAreas.places.map((p) => (
              <li key={p.name} className={sections.card}>
                <h3 className={sections.cardTitle}>{p.name}</h3>
                <p>{p.description}</p>
              </li>
            ))}
          </ul>
          <p className={classes.more}>{extendedAreas.more}</p>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="not-listed-heading">
        <div className={`container ${classes.notListed}`}>
          <h2 id="not-listed-heading" className={classes.h2}>
            {notListed.title}
          </h2>
          <p className={classes.prose}>{notListed.text}</p>
          <div className={classes.buttons}>
            <a className="btn btn-primary" href={business.phone.tel}>
              <PhoneIcon size={18} /> Call {business.phone.display}
            </a>
            <a className="btn btn-outline" href={business.phone.sms}>
              <MessageIcon size={18} /> Text Us
            </a>
          </div>
        </div>
      </section>

      <CtaBand title={overviewCta.title} text={overviewCta.text} />
    </>
  );
}
