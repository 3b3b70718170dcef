import { business } from '../business.ts';
import { insuredHighlight, paymentLine, ratingHighlight, sameDayHighlight, timing } from './facts.ts';
import type { SectionedServiceContent } from './types.ts';
import { servicePaths } from '../services.ts';

export const commercial: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'For businesses & property managers',
  highlights: [sameDayHighlight, insuredHighlight, ratingHighlight],
  sections: [
    {
      kind: 'story',
      id: 'commercial-intro',
      title: 'Junk Removal That Works Around Your Business',
      image: 'crew-loading',
      paragraphs: [
        'Old desks, broken displays, a back room nobody has opened in years: commercial junk slows a business down. We clear it quickly and quietly, before opening, after closing or on a weekend, so your customers and staff are not in the way.',
        `We are a family-owned Scottsdale company, in business since ${business.foundedYear}. One call gets you a free, upfront, volume-based quote and a crew that shows up on time in uniform. ${paymentLine}`,
      ],
      points: [
        `Most jobs take ${timing.typicalJob}`,
        `Book ${timing.advance} ahead for planned cleanouts`,
        'Before opening, after closing or on weekends',
      ],
    },
    {
      kind: 'cards',
      id: 'commercial-services',
      title: 'Commercial Junk Removal Services',
      lead: 'One crew for the whole job, from a single pallet of junk to a full building.',
      cards: [
        {
          icon: 'building',
          title: 'Office Cleanouts',
          description: 'Desks, cubicles, chairs, filing cabinets and break rooms cleared after hours.',
          path: servicePaths.office,
        },
        {
          icon: 'home',
          title: 'Tenant Turnovers',
          description: 'Apartments, rentals and commercial units emptied fast so the next lease can start.',
        },
        {
          icon: 'truck',
          title: 'Retail & Restaurant Cleanouts',
          description: 'Fixtures, shelving, displays, booths and old kitchen equipment hauled away.',
        },
        {
          icon: 'calendar',
          title: 'Warehouse & Storage',
          description: 'Pallets, racking, old inventory and storage-unit contents sorted and removed.',
        },
        {
          icon: 'recycle',
          title: 'E-Waste Recycling',
          description: 'Computers, monitors, printers and phones recycled with data destruction.',
          path: servicePaths.eWaste,
        },
        {
          icon: 'sparkles',
          title: 'Construction Debris',
          description: 'Tenant-improvement and remodel debris cleared so the space is ready to show.',
          path: servicePaths.construction,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'commercial-why',
      title: 'Why Businesses Choose Us',
      columns: 2,
      items: [
        'Licensed, bonded and insured, with uniformed crews',
        'After-hours and weekend scheduling to avoid downtime',
        'Upfront, volume-based pricing with no hidden fees',
        `Same-day service when you call before ${business.sameDayCutoff}`,
        'Eco-friendly disposal: we recycle and donate what we can',
        'HOA and property-management compliant',
        `Rated ${business.rating.value.toFixed(1)} from ${business.rating.count} ${business.rating.source} reviews`,
        `${business.legalTagline}`,
      ],
    },
    {
      kind: 'cards',
      id: 'commercial-industries',
      title: 'Industries We Serve',
      columns: 3,
      cards: [
        {
          icon: 'building',
          title: 'Offices',
          description: 'Law firms, agencies, clinics and corporate suites.',
        },
        {
          icon: 'home',
          title: 'Property Management',
          description: 'Apartments, HOAs, rentals and move-out cleanouts on a schedule.',
        },
        { icon: 'truck', title: 'Retail', description: 'Store resets, closures and stockroom clearing.' },
        {
          icon: 'users',
          title: 'Restaurants & Hospitality',
          description: 'Dining rooms, patios and hotel rooms refreshed between seasons.',
        },
        {
          icon: 'sparkles',
          title: 'Contractors & Builders',
          description: 'Job-site debris and remodel waste hauled between phases.',
        },
        {
          icon: 'map',
          title: 'Real Estate',
          description: 'Listings, foreclosures and vacant homes cleared before photos and showings.',
        },
      ],
    },
    {
      kind: 'testimonial',
      id: 'commercial-review',
      title: 'What Our Commercial Clients Say',
      testimonial: {
        name: 'Mark T.',
        location: 'Property manager, Scottsdale',
        rating: 5,
        text: 'They cleared a vacant suite on a Saturday so our new tenant could move in Monday. On time, fair price, and they left the place swept.',
      },
    },
    {
      kind: 'booking',
      title: 'Book Your Commercial Junk Removal',
      lead: `Tell us about the space and your schedule. We reply within ${business.quoteReplyHours} hours with an upfront, volume-based quote; for the fastest answer, text photos.`,
    },
  ],
  cta: {
    title: 'Keep Your Business Running, Clutter-Free',
    text: 'Call or text for a free quote and a time that suits your hours.',
  },
};
