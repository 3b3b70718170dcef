import { Link } from '@tanstack/react-router';
import type { Benefit, ServiceCard } from '../content/types.ts';
import { CheckIcon, iconByName } from './icons.tsx';
import classes from './sections.module.css';

type Card = ServiceCard & Pick<Benefit, 'icon'>;

/** Cards with a title, text, optional icon, feature list and link. Headings are h3 under the section's h2. */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={classes.cards} data-columns={columns}>
      {cards.map((card) => {
        const Icon = card.icon ? iconByName[card.icon] : null;
        return (
          <li key={card.title} className={classes.card}>
            {Icon && (
              <span className={classes.cardIcon}>
                <Icon size={24} />
              </span>
            )}
            <h3 className={classes.cardTitle}>
              {card.path ? <Link to={card.path}>{card.title}</Link> : card.title}
            </h3>
            <p>{card.description}</p>
            {card.features && (
              <ul className={classes.features}>
                {card.features.map((f) => (
                  <li key={f}>
                    <CheckIcon size={16} /> {f}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
