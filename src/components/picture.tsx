import { media } from '../content/media.ts';
import type { MediaKey } from '../content/types.ts';

interface Props {
  image: MediaKey;
  /** Overrides the image's default alt text ('' for decorative use). */
  alt?: string;
  /** CSS sizes attribute: how wide the image is drawn. */
  sizes?: string;
  /** Above the fold: load at once with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
}

/** A responsive WebP with its intrinsic size set, lazy unless it is above the fold. */
export function Picture({
  image,
  alt,
  sizes = '(min-width: 1180px) 1180px, 100vw',
  priority,
  className,
}: Props) {
  const m = media[image];
  return (
    <img
      className={className}
      src={`${m.base}-1280.webp`}
      srcSet={`${m.base}-640.webp 640w, ${m.base}-1280.webp 1280w`}
      sizes={sizes}
      width={m.width}
      height={m.height}
      alt={alt ?? m.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
