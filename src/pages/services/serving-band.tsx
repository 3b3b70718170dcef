import { MapPinIcon } from '../../components/icons.tsx';
import classes from './services.module.css';

/** The 'Proudly Serving' strip under the hero: every city at a glance. */
export function ServingBand({ cities }: { cities: readonly string[] }) {
  return (
    <section className={classes.serving} aria-labelledby="serving-heading">
      <div className={`container ${classes.servingInner}`}>
        <h2 id="serving-heading" className={classes.servingTitle}>
          <MapPinIcon size={18} /> Proudly Serving
        </h2>
        <ul className={classes.servingList}>
          {cities.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
