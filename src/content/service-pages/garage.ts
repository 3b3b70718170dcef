import { business, elevenCities } from '../business.ts';
import {
  insuredHighlight,
  paymentLine,
  prices,
  sameDayHighlight,
  standardIncluded,
  timing,
} from './facts.ts';
import type { SectionedServiceContent } from './types.ts';

const g = prices.garage;

export const garage: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'Garage junk removal',
  // SPEC: the banner promises under 1 hour while the text says 1-2 hours; both stay.
  highlights: [
    { icon: 'clock', text: `Most garages cleared in ${timing.garageBanner}` },
    sameDayHighlight,
    insuredHighlight,
  ],
  sections: [
    {
      kind: 'story',
      id: 'garage-intro',
      title: 'Park in Your Garage Again',
      image: 'garage-cleared',
      paragraphs: [
        'In the Valley heat, a garage full of boxes means a car baking in the driveway. We empty it for you: old furniture, boxes, tools, exercise equipment, holiday decorations and whatever has piled up since the last move.',
        `A typical garage cleanout takes ${timing.garageText}. We sort as we load, donate what can be used and recycle metal and cardboard, then sweep the floor before we go.`,
      ],
      points: [
        'Keep, donate and haul piles sorted with you',
        'Shelving and workbenches removed on request',
        'Floor swept when we finish',
      ],
    },
    {
      kind: 'steps',
      id: 'garage-process',
      title: 'Our Four-Step Garage Cleanout',
      steps: [
        {
          step: 1,
          title: 'Send photos',
          description: `Text a few photos to ${business.phone.display} or call for a free quote.`,
        },
        {
          step: 2,
          title: 'Get your price',
          description: 'We reply with an upfront, volume-based price. No hidden fees.',
        },
        {
          step: 3,
          title: 'We clear it',
          description: 'Our crew loads everything you point to and sorts donations and recycling.',
        },
        {
          step: 4,
          title: 'Sweep and go',
          description: 'We sweep the floor and leave you a garage you can park in.',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'garage-pricing',
      title: 'Garage Cleanout Pricing',
      lead: 'Priced by volume: you pay for the space your items take in our truck.',
      tiers: [
        {
          name: 'Partial cleanout',
          price: g.partial,
          description: 'A corner, a few large items or one wall of shelving.',
        },
        {
          name: 'Average garage',
          price: g.average,
          description: 'The typical two-car garage with years of storage.',
        },
        { name: 'Large cleanout', price: g.large, description: 'A packed garage from floor to rafters.' },
      ],
      paragraphs: [`Your exact price is quoted before we start. ${paymentLine}`],
      included: standardIncluded,
    },
    {
      kind: 'cities',
      id: 'garage-cities',
      title: 'Garage Cleanouts Across the Valley',
      cities: elevenCities,
    },
    {
      kind: 'faq',
      id: 'garage-faq',
      title: 'Garage Cleanout Questions',
      items: [
        {
          question: 'How much does a garage cleanout cost?',
          answer: `Most garage cleanouts cost ${g.faqRange}, depending on how much there is. Pricing is volume-based with no hidden fees, and you get the exact price before we start.`,
        },
        {
          question: 'How long does a garage cleanout take?',
          answer: `Most garages take ${timing.garageText}. Very full garages can take longer; we will tell you when we quote.`,
        },
        {
          question: 'Can you come today?',
          answer: `Often, yes: call before ${business.sameDayCutoff} for same-day pickup. For a specific time, book ${timing.advance} ahead.`,
        },
        {
          question: 'Do I need to sort everything first?',
          answer:
            'No. Show us what stays and we take the rest. We can sort donations and recycling as we load.',
        },
        {
          question: 'What happens to my things?',
          answer:
            'Usable items are donated to local charities, metal and cardboard are recycled, and only the rest goes to disposal.',
        },
      ],
    },
    { kind: 'booking', title: 'Book Your Garage Cleanout' },
  ],
  cta: {
    title: 'Get Your Garage Back This Week',
    text: 'Text photos of the garage and we will send an upfront price.',
  },
};
