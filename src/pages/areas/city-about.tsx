import { CheckList } from '../../components/check-list.tsx';
import { Picture } from '../../components/picture.tsx';
import type { CityPageContent } from '../../content/area-pages/area-types.ts';
import classes from './areas.module.css';

/** The opening block under the hero: who we are in this city, with a photo. */
export function CityAbout({ about }: { about: CityPageContent['about'] }) {
  return (
    <section className="section" aria-labelledby="about-city-heading">
      <div className={`container ${classes.split}`}>
        <div>
          <h2 id="about-city-heading" className={classes.h2}>
            {about.title}
          </h2>
          {about.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className={classes.prose}>
              {p}
            </p>
          ))}
          <CheckList items={about.highlights} columns={2} />
        </div>
        <Picture
          image={about.image}
          className={classes.photo}
          sizes="(min-width: 960px) 560px, 100vw"
          priority={false}
        />
      </div>
    </section>
  );
}
