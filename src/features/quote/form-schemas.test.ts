import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingPayloadSchema, contactPayloadSchema, todayInArizona } from '@shared/schemas.ts';
import { formSchema, toDraft } from './form-schemas.ts';
import { BOOKING_FORM, CONTACT_FORM, HOME_FORM } from './quote-forms.ts';

const bookingFormSchema = formSchema(BOOKING_FORM);

const requestId = '7b1d3c9e-3c7e-4b5e-9d3f-2f3a1b2c4d5e';
const booking = {
  firstName: ' Ana ',
  lastName: 'Lopez',
  phone: '480.555.0101',
  email: 'ana@example.com',
  address: '1 Main St',
  city: 'Mesa',
  zipCode: '85201',
  propertyType: 'Storage Unit',
  service: 'Other',
  itemsToRemove: 'Boxes',
  estimatedVolume: 'Single item',
};

describe('quote form schemas', () => {
  it('turns a valid booking form into a draft the function accepts once delivered', () => {
    const draft = toDraft(BOOKING_FORM, v.parse(bookingFormSchema, booking));
    expect(draft).toMatchObject({
      formType: 'booking',
      name: 'Ana Lopez',
      address: '1 Main St, Mesa, AZ 85201',
    });
    expect(draft).not.toHaveProperty('arrivalWindow');
    expect(draft).not.toHaveProperty('requestId');
    expect(draft).not.toHaveProperty('photoUrls');
    expect(v.safeParse(bookingPayloadSchema, { ...draft, requestId, photoUrls: [] }).success).toBe(true);
  });

  it('sends the arrival window chosen for a preferred date, and none without a date', () => {
    const schema = formSchema(BOOKING_FORM);
    const day = todayInArizona();
    const withDate = toDraft(
      BOOKING_FORM,
      v.parse(schema, { ...booking, preferredDate: day, arrivalWindow: 'midday' }),
    );
    expect(withDate).toMatchObject({ preferredDate: day, arrivalWindow: 'midday', preferredTime: '' });
    const noDate = toDraft(BOOKING_FORM, v.parse(schema, { ...booking, arrivalWindow: 'midday' }));
    expect(noDate).not.toHaveProperty('arrivalWindow');
    // A radio group with nothing chosen reads as null: Any time.
    expect(
      toDraft(BOOKING_FORM, v.parse(schema, { ...booking, preferredDate: day, arrivalWindow: null })),
    ).not.toHaveProperty('arrivalWindow');
  });

  it('turns both contact forms into the same contact draft', () => {
    const quick = toDraft(
      CONTACT_FORM,
      v.parse(formSchema(CONTACT_FORM), {
        firstName: 'Bo',
        lastName: ' Diaz ',
        phone: '6025550100',
        email: 'bo@example.com',
        service: 'Other',
      }),
    );
    const home = toDraft(
      HOME_FORM,
      v.parse(formSchema(HOME_FORM), {
        name: ' Bo Diaz',
        phone: '6025550100',
        email: 'bo@example.com',
        service: 'Commercial Removal',
      }),
    );
    expect(quick).toEqual({
      formType: 'contact',
      name: 'Bo Diaz',
      phone: '6025550100',
      email: 'bo@example.com',
      service: 'Other',
      message: '',
    });
    expect(home).toMatchObject({ formType: 'contact', name: 'Bo Diaz', service: 'Commercial Removal' });
    for (const draft of [quick, home]) {
      expect(v.safeParse(contactPayloadSchema, { ...draft, requestId, photoUrls: [] }).success).toBe(true);
    }
  });

  it('asks for a choice when a select is left empty', () => {
    const result = v.safeParse(bookingFormSchema, { ...booking, propertyType: '', estimatedVolume: '' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual([
      'Please select a property type.',
      'Please select an estimated volume.',
    ]);
  });

  it('rejects a ZIP that is not exactly 5 digits, a phone without 10 digits and a past date', () => {
    const bad = (change: object) => v.safeParse(bookingFormSchema, { ...booking, ...change }).success;
    expect(bad({ zipCode: '8520' })).toBe(false);
    expect(bad({ phone: '555-0100' })).toBe(false);
    expect(bad({ preferredDate: '2020-01-01' })).toBe(false);
    expect(bad({ preferredDate: todayInArizona() })).toBe(true);
  });

  it('checks each form against its own table: its fields, in its order, and no other', () => {
    for (const form of [HOME_FORM, CONTACT_FORM, BOOKING_FORM]) {
      const names = form.fields.map((field) => field.name);
      const ids = form.fields.map((field) => field.id);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(ids).size).toBe(ids.length);
      const empty = Object.fromEntries(names.map((name) => [name, '']));
      const result = v.safeParse(formSchema(form), { ...empty, unlisted: 'x' });
      expect(result.success).toBe(false);
      const fields = [...new Set(result.issues?.map((issue) => v.getDotPath(issue)))];
      // Only required fields complain, in the order the form shows them.
      expect(fields).toEqual(names.filter((name) => form.fields.find((f) => f.name === name)?.required));
    }
  });
});
