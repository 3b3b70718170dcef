import { videos } from '../../content/home.ts';
import { SectionHeading } from '../../components/section-heading.tsx';
import { VideoGallery } from '../../components/video-gallery.tsx';
import classes from './home.module.css';

export function VideosSection() {
  return (
    <section className="section section-alt" aria-labelledby="videos-heading">
      <div className="container">
        <SectionHeading
          id="videos-heading"
          eyebrow="See us at work"
          title="Watch Our Crew in Action"
          lead="Short videos of real jobs, so you know exactly what to expect on the day."
        />
        <VideoGallery videos={videos} />
        <p className={classes.note}>More videos are coming soon as we film more jobs around the Valley.</p>
      </div>
    </section>
  );
}
