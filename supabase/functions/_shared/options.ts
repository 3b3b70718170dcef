// The option lists and limits of the quote and chat contract, with no dependency but the business's
// facts: the browser's forms render them on first paint without loading the validation library.
import { ARIZONA_UTC_OFFSET_HOURS } from './business-facts.ts';

/** Service choices of the full contact and booking forms (SPEC section 3). */
export const SERVICE_OPTIONS = [
  'Residential Cleanout',
  'Commercial Junk Removal',
  'Office Cleanout',
  'Estate Cleanout',
  'Garage Cleanout',
  'Construction Debris',
  'Furniture Removal',
  'Shed Removal',
  'Hot Tub Removal',
  'Mattress Removal',
  'Appliance Removal',
  'E-Waste Recycling',
  'Yard Waste Removal',
  'Other',
] as const;

/** The home-page quick form's list: "Commercial Removal", no E-Waste or Yard Waste (twelve). */
export const HOME_SERVICE_OPTIONS = [
  'Residential Cleanout',
  'Commercial Removal',
  'Office Cleanout',
  'Estate Cleanout',
  'Garage Cleanout',
  'Construction Debris',
  'Furniture Removal',
  'Shed Removal',
  'Hot Tub Removal',
  'Mattress Removal',
  'Appliance Removal',
  'Other',
] as const;

export const PROPERTY_TYPES = [
  'Residential Home',
  'Apartment/Condo',
  'Commercial Business',
  'Office Building',
  'Storage Unit',
  'Construction Site',
  'Other',
] as const;

export const ESTIMATED_VOLUMES = [
  'Single item',
  'Few items (fits in car trunk)',
  '1/4 truck load',
  '1/2 truck load',
  '3/4 truck load',
  'Full truck load',
  'Multiple truck loads',
  'Not sure - need assessment',
] as const;

/** The preferred-time values the booking payload accepts; '' is "Any time". */
export const PREFERRED_TIME_VALUES = [
  '',
  'Morning (8am-12pm)',
  'Afternoon (12pm-4pm)',
  'Evening (4pm-7pm)',
] as const;

export const MAX_PHOTOS = 5;
/** The largest photo the booking-photos bucket takes (its file_size_limit in the migration). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The longest message a quote carries. */
export const MAX_MESSAGE_LENGTH = 2000;

/** A photo a request may carry: an image by its type, or by its name when a phone leaves the type out (HEIC). */
export const isImageFile = (file: { name: string; type: string }): boolean =>
  file.type.startsWith('image/') || /\.(heic|heif|jpe?g|png|webp|gif|avif)$/i.test(file.name);
export const MAX_CHAT_MESSAGES = 100;
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** Today's date (YYYY-MM-DD) in Arizona. */
export function todayInArizona(now: Date = new Date()): string {
  return new Date(now.getTime() + ARIZONA_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
