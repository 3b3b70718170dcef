/**
 * Scrolls smoothly to a section (instantly for visitors who ask for reduced motion) and moves keyboard
 * focus to its heading, so keyboard and screen-reader users land where the button sent them.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const target = section.querySelector<HTMLElement>('h2') ?? section;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** onClick for an in-page link: keeps the href as the no-JavaScript fallback. */
export const scrollOnClick =
  (id: string) => (event: React.MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
    event.preventDefault();
    scrollToSection(id);
  };
