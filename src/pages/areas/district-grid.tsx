import { iconByName } from '../../components/icons.tsx';
import sections from '../../components/sections.module.css';
import type { District } from '../../content/types.ts';
import classes from './areas.module.css';

/** District cards (h3) with the neighborhoods each one covers. */
export function DistrictGrid({ districts }: { districts: readonly District[] }) {
  return (
    <ul className={sections.cards} data-columns={3}>
      {districts.map((d) => {
        const Icon = d.icon ? iconByName[d.icon] : null;
        return (
          <li key={d.name} className={sections.card}>
            {Icon && (
              <span className={sections.cardIcon}>
                <Icon size={24} />
              </span>
            )}
            <h3 className={sections.cardTitle}>{d.name}</h3>
            <p>{d.description}</p>
            <ul className={classes.tags} aria-label={`Neighborhoods in ${d.name}`}>
              {d.neighborhoods.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
