import type { ReactNode } from 'react';
import { QuoteForm } from './quote-form.tsx';
import { BOOKING_FORM } from './quote-forms.ts';
import { QuoteSection } from './quote-section.tsx';

/** The full booking form in its section (#booking-form), as service, city and neighbourhood pages show it. */
export function BookingSection({ title, lead }: { title?: string; lead?: ReactNode }) {
  return (
    <QuoteSection title={title} lead={lead}>
      <QuoteForm form={BOOKING_FORM} idPrefix="booking-form" />
    </QuoteSection>
  );
}
