import { business, twelveCities } from '../business.ts';
import { insuredHighlight, paymentLine, quoteLine, sameDayHighlight, timing } from './facts.ts';
import { standIn } from '../stand-in.ts';
import type { SectionedServiceContent } from './types.ts';

export const hotTub: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'Hot tub, spa & Jacuzzi removal',
  highlights: [
    { icon: 'clock', text: `Most removals done in ${timing.hotTub}` },
    insuredHighlight,
    sameDayHighlight,
  ],
  sections: [
    {
      kind: 'cards',
      id: 'hot-tub-included',
      title: 'Everything Included in Your Hot Tub Removal',
      lead: 'One crew, one visit, one upfront price. You do not have to drain or disconnect anything.',
      cards: [
        {
          icon: 'sparkles',
          title: 'Draining',
          description: 'We drain the remaining water safely away from your pool and plants.',
        },
        {
          ...standIn('Confirm that the crew shuts the power off at the breaker (we wrote this step).'),
          icon: 'shield',
          title: 'Disconnection',
          description: 'Power is shut off at the breaker before the spa is disconnected.',
        },
        {
          icon: 'users',
          title: 'Dismantling',
          description: 'Cabinet, shell and frame cut into pieces that fit through gates and side yards.',
        },
        {
          icon: 'truck',
          title: 'Hauling',
          description: 'Every piece carried out by hand and loaded onto our truck.',
        },
        {
          icon: 'recycle',
          title: 'Disposal',
          description:
            'Metal, wood and electrical parts recycled where possible; the rest disposed of properly.',
        },
        {
          icon: 'home',
          title: 'Cleanup',
          description: 'The pad or deck swept clean and ready for whatever comes next.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'hot-tub-process',
      title: 'Our Hot Tub Removal Process',
      steps: [
        {
          step: 1,
          title: 'Send photos',
          description: `Text the spa and its access path to ${business.phone.display}.`,
        },
        {
          step: 2,
          title: 'Upfront quote',
          description: 'We price it from the size, location and access, with no hidden fees.',
        },
        {
          step: 3,
          title: 'Removal day',
          description: `We drain, disconnect, dismantle and haul. Most jobs take ${timing.hotTub}.`,
        },
        {
          step: 4,
          title: 'Clean finish',
          description: 'We clean up the area and leave the space ready to use.',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'hot-tub-pricing',
      title: 'Hot Tub Removal Pricing',
      lead: 'Every spa is different, so we quote each one for free, upfront.',
      paragraphs: [
        'The price depends on the size of the spa, how it is built and how far we carry it: an above-ground spa on an open patio costs less than one on a deck behind a narrow side gate.',
        `${quoteLine} ${paymentLine}`,
      ],
      included: ['Draining', 'Disconnection', 'Dismantling', 'Hauling', 'Disposal', 'Cleanup'],
    },
    {
      kind: 'cities',
      id: 'hot-tub-cities',
      title: 'Hot Tub Removal Across the Valley',
      cities: twelveCities,
    },
    {
      kind: 'faq',
      id: 'hot-tub-faq',
      title: 'Hot Tub Removal Questions',
      items: [
        {
          question: 'How much does hot tub removal cost?',
          answer:
            'It depends on the size of the spa and the access. Send photos and we will give you a free, upfront price with no hidden fees.',
        },
        {
          question: 'How long does it take?',
          answer: `Most hot tub removals take ${timing.hotTub}, including draining, dismantling, hauling and cleanup.`,
        },
        {
          question: 'Do I need to drain or disconnect it first?',
          answer:
            'No. Draining and disconnection are part of the service. Just make sure we can reach the breaker.',
        },
        {
          question: 'Can you remove an in-ground or deck-mounted spa?',
          answer:
            'Tell us how it is installed when you ask for a quote. We will look at the photos and tell you honestly what the job involves.',
        },
        {
          question: 'How soon can you come?',
          answer: `We recommend booking ${timing.advance} ahead. Call before ${business.sameDayCutoff} and we will check for a same-day slot.`,
        },
      ],
    },
    { kind: 'booking', title: 'Book Your Hot Tub Removal' },
  ],
  cta: {
    title: 'Say Goodbye to the Old Spa',
    text: 'Text a photo of your hot tub for a free, upfront quote.',
  },
};
