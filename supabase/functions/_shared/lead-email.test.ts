import { describe, expect, it } from 'vitest';
import { leadRows, renderLeadEmail } from './lead-email.ts';
import type { QuotePayload } from './schemas.ts';

const booking = {
  formType: 'booking',
  name: 'Maria Lopez',
  phone: '(480) 555-0134',
  email: 'maria@example.com',
  service: 'Garage Cleanout',
  address: '1 Main St, Mesa, AZ 85201',
  propertyType: 'Residential Home',
  itemsToRemove: 'Boxes',
  estimatedVolume: 'Single item',
  accessInstructions: '',
  preferredDate: '2030-03-05',
  preferredTime: '',
  additionalNotes: '',
  photoUrls: [],
} as const satisfies QuotePayload;

describe('the business e-mail of a booking', () => {
  it('names the arrival window and whether it was held, in place of "Any time"', () => {
    const held = leadRows({ ...booking, arrivalWindow: 'morning' }, 'held');
    expect(held).toContainEqual(['Arrival window', 'Morning 8–11 AM: held']);
    expect(held.map(([label]) => label)).not.toContain('Preferred time');
    expect(leadRows({ ...booking, arrivalWindow: 'midday' }, 'full')).toContainEqual([
      'Arrival window',
      'Midday 11 AM–2 PM: FULL when the request arrived: call to agree a time',
    ]);
    const { text } = renderLeadEmail({ ...booking, arrivalWindow: 'afternoon' }, 'lead-1', 'held');
    expect(text).toContain('Afternoon 2–5 PM: held');
  });

  it('says "Any time" for a booking with no window, as before', () => {
    expect(leadRows(booking)).toContainEqual(['Preferred time', 'Any time']);
    expect(leadRows(booking).map(([label]) => label)).not.toContain('Arrival window');
  });
});
