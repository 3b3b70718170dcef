import type { ReactNode } from 'react';
import { DeferredQuoteForm } from './deferred-quote-form.tsx';
import { QuoteSection } from './quote-section.tsx';

/** The full booking form in its section (#booking-form), as service, city and neighbourhood pages show it. */
export function BookingSection({ title, lead }: { title?: string; lead?: ReactNode }) {
  return (
    <QuoteSection title={title} lead={lead}>
      <DeferredQuoteForm form="booking" idPrefix="booking-form" />
    </QuoteSection>
  );
}
