import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FaqItem } from '../content/types.ts';
import { faqPage } from '../seo/json-ld.ts';
import { JsonLd } from './json-ld.tsx';
import classes from './faq-accordion.module.css';

interface Props {
  items: readonly FaqItem[];
  /** Heading level of each question: one below the section's heading. */
  order?: 3 | 4;
}

/**
 * WAI-ARIA accordion: one answer open at a time, collapsible; Up/Down arrows, Home and End move
 * between questions. Answers stay in the HTML for crawlers, with FAQPage structured data.
 * Our own (about 1 KB) rather than Mantine's, which would add ~15 KB to every page with a FAQ.
 */
export function FaqAccordion({ items, order = 3 }: Props) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const Heading = `h${order}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]')[target]?.focus();
  };

  return (
    <>
      <div className={classes.list} ref={list}>
        {items.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className={classes.item} data-open={expanded || undefined}>
              <Heading className={classes.heading}>
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  className={classes.trigger}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${i}`}
                  data-faq-trigger
                  onClick={() => setOpen(expanded ? null : i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                >
                  <span>{item.question}</span>
                  <svg
                    className={classes.chevron}
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                  >
                    <path
                      d="m6 9 6 6 6-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </Heading>
              <div
                id={`${id}-a${i}`}
                role="region"
                aria-labelledby={`${id}-q${i}`}
                className={classes.panel}
                hidden={!expanded}
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
      <JsonLd data={faqPage(items)} />
    </>
  );
}
