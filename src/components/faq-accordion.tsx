import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion } from '@mantine/core';
import type { FaqItem } from '../content/types.ts';
import { faqPage } from '../seo/json-ld.ts';
import { JsonLd } from './json-ld.tsx';

interface Props {
  items: readonly FaqItem[];
  /** Heading level of each question: one below the section's heading. */
  order?: 3 | 4;
}

/**
 * Single-open, collapsible FAQ following WAI-ARIA's accordion pattern (Mantine: arrow keys, Home
 * and End move between questions). Answers are in the HTML for crawlers, with FAQPage data.
 */
export function FaqAccordion({ items, order = 3 }: Props) {
  return (
    <>
      <Accordion variant="separated" radius="md" order={order} loop>
        {items.map((item, i) => (
          <Accordion.Item key={item.question} value={String(i)}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <JsonLd data={faqPage(items)} />
    </>
  );
}
