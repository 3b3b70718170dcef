import { lazy, Suspense, useRef, useState } from 'react';
import type { Video } from '../content/types.ts';
import { Picture } from './picture.tsx';
import classes from './video-gallery.module.css';

// Mantine's Modal and its CSS are fetched only when a visitor opens a video.
const VideoDialog = lazy(() => import('./video-dialog.tsx').then((m) => ({ default: m.VideoDialog })));

interface Open {
  video: Video;
  opened: boolean;
}

/** Video thumbnails; a video without a URL shows a Coming Soon badge and cannot be opened. */
export function VideoGallery({ videos }: { videos: readonly Video[] }) {
  const [open, setOpen] = useState<Open | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  const close = () => setOpen((o) => (o ? { ...o, opened: false } : o));
  // After the closing transition: drop the player and give focus back to the thumbnail that opened it.
  const closed = () => {
    if (open) triggers.current.get(open.video.id)?.focus();
    setOpen(null);
  };

  return (
    <>
      <ul className={classes.grid}>
        {videos.map((video) => (
          <li key={video.id} className={classes.item}>
            {video.videoUrl ? (
              <button
                type="button"
                className={classes.thumb}
                aria-label={`Play video: ${video.title}`}
                aria-haspopup="dialog"
                ref={(el) => {
                  if (el) triggers.current.set(video.id, el);
                }}
                onClick={() => setOpen({ video, opened: true })}
              >
                <Picture image={video.thumbnail} alt="" sizes="(min-width: 960px) 380px, 100vw" />
                <span className={classes.play} aria-hidden="true">
                  <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
                    <path d="M8 5.1v13.8a1 1 0 0 0 1.5.9l10.8-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1z" />
                  </svg>
                </span>
              </button>
            ) : (
              <div className={classes.thumb}>
                <Picture image={video.thumbnail} alt="" sizes="(min-width: 960px) 380px, 100vw" />
                <span className={classes.badge}>Coming Soon</span>
              </div>
            )}
            <h3 className={classes.title}>{video.title}</h3>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <VideoDialog video={open.video} opened={open.opened} onClose={close} onClosed={closed} />
        </Suspense>
      )}
    </>
  );
}
