import { CheckList } from '../../components/check-list.tsx';
import { Picture } from '../../components/picture.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import type { MediaKey } from '../../content/types.ts';
import classes from './services.module.css';

interface Props {
  id: string;
  title: string;
  eyebrow?: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  image: MediaKey;
  alt?: boolean;
}

/** Text beside a photo: the page's introduction below the hero. */
export function StorySection({ id, title, eyebrow, paragraphs, points, image, alt }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={alt ? 'section section-alt' : 'section'} aria-labelledby={headingId}>
      <div className={`container ${classes.story}`}>
        <div>
          <SectionHeading id={headingId} title={title} eyebrow={eyebrow} />
          {paragraphs.map((p) => (
            <p key={p} className={classes.storyText}>
              {p}
            </p>
          ))}
          {points && <CheckList items={points} />}
        </div>
        <Picture image={image} className={classes.storyImage} sizes="(min-width: 960px) 560px, 100vw" />
      </div>
    </section>
  );
}
