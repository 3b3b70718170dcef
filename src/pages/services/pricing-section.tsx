import { CheckList } from '../../components/check-list.tsx';
import type { PriceTier } from '../../content/service-pages/types.ts';
import { SectionFrame } from './section-frame.tsx';
import classes from './services.module.css';

interface Props {
  id: string;
  title: string;
  lead?: string;
  tiers?: readonly PriceTier[];
  paragraphs: readonly string[];
  included: readonly string[];
  alt?: boolean;
}

/** Price tiers (where SPEC gives figures), how pricing works, and what the price includes. */
export function PricingSection({ id, title, lead, tiers, paragraphs, included, alt }: Props) {
  return (
    <SectionFrame id={id} title={title} lead={lead} alt={alt}>
      {tiers && (
        <ul className={classes.tiers}>
          {tiers.map((t) => (
            <li key={t.name} className={classes.tier}>
              <h3>{t.name}</h3>
              <p className={classes.price}>{t.price}</p>
              <p>{t.description}</p>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.pricing}>
        <div className={classes.pricingText}>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className={classes.included}>
          <h3>What’s Included</h3>
          <CheckList items={included} />
        </div>
      </div>
    </SectionFrame>
  );
}
