import { PageHero } from '../../components/page-hero.tsx';
import { iconByName } from '../../components/icons.tsx';
import type { Highlight } from '../../content/service-pages/types.ts';
import classes from './services.module.css';

interface Props {
  heading: string;
  intro: string;
  eyebrow: string;
  highlights: readonly Highlight[];
  quoteHref: string;
}

/** The page's h1 with its quote and call buttons, and the page's key facts as badges. */
export function ServiceHero({ highlights, ...hero }: Props) {
  return (
    <PageHero {...hero}>
      <ul className={classes.highlights}>
        {highlights.map((h) => {
          const Icon = iconByName[h.icon];
          return (
            <li key={h.text}>
              <Icon size={18} />
              {h.text}
            </li>
          );
        })}
      </ul>
    </PageHero>
  );
}
