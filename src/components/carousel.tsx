import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { Slide } from '../content/types.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { Picture } from './picture.tsx';
import classes from './carousel.module.css';

interface Props {
  slides: readonly Slide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Milliseconds each slide stays up while rotating. */
  interval?: number;
}

const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/**
 * Auto-rotating, looping carousel after the WAI-ARIA APG carousel pattern: a rotation button first,
 * previous/next buttons and slide picker dots; hovering or focusing it pauses rotation, and visitors
 * who prefer reduced motion get no rotation until they start it themselves.
 */
export function Carousel({ slides, label, interval = 6000 }: Props) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses the rotation button: then their choice wins over the default.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotationButton = useRef<HTMLButtonElement>(null);
  const slidesId = useId();
  const count = slides.length;

  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, count]);

  const go = (next: number) => setIndex((next + count) % count);

  // Focus on the rotation button itself does not pause: pressing "start" must start.
  const onFocus = (e: FocusEvent) => setFocused(e.target !== rotationButton.current);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div id={slidesId} className={classes.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className={classes.slide}
            data-active={i === index || undefined}
            inert={i !== index}
          >
            <figure className={classes.figure}>
              <Picture image={slide.image} alt={slide.alt} sizes="(min-width: 960px) 640px, 100vw" />
              <figcaption className={classes.caption}>{slide.caption}</figcaption>
            </figure>
          </div>
        ))}
      </div>

      <div className={classes.controls}>
        <button
          ref={rotationButton}
          type="button"
          className={classes.control}
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setUserPlaying(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className={classes.dots} role="group" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <button
              key={slide.image}
              type="button"
              className={classes.dot}
              aria-label={`Slide ${i + 1}: ${slide.caption}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <div className={classes.arrows}>
          <button
            type="button"
            className={classes.control}
            aria-label="Previous slide"
            aria-controls={slidesId}
            onClick={() => go(index - 1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className={classes.control}
            aria-label="Next slide"
            aria-controls={slidesId}
            onClick={() => go(index + 1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
    </div>
  );
}

const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

const PauseIcon = () => (
  <svg {...svgProps} fill="currentColor">
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </svg>
);

const PlayIcon = () => (
  <svg {...svgProps} fill="currentColor">
    <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />
  </svg>
);

const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg
    {...svgProps}
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);
