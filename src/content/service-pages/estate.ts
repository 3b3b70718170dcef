import { business } from '../business.ts';
import { familyHighlight, insuredHighlight, ratingHighlight, timing } from './facts.ts';
import type { SectionedServiceContent } from './types.ts';
import { servicePaths } from '../services.ts';

export const estate: SectionedServiceContent = {
  template: 'sections',
  eyebrow: 'Compassionate estate cleanouts',
  highlights: [familyHighlight, insuredHighlight, ratingHighlight],
  sections: [
    {
      kind: 'story',
      id: 'estate-intro',
      title: 'Care for the Home, and for the Family',
      image: 'estate-cleanout',
      paragraphs: [
        'Clearing the home of someone you love is emotional work, often done from out of state and against a deadline. We are a family business too, and we treat every home the way we would want ours treated: patiently, respectfully and without pressure.',
        `We set aside photos, papers and anything that looks personal, donate what can be used again, recycle what we can and haul the rest. A whole house can take ${timing.wholeHouse}; you get one upfront, volume-based price before we begin.`,
      ],
      points: [
        'Keepsakes and documents set aside for you',
        'Donations to local charities',
        'Broom-clean when we leave',
      ],
    },
    {
      kind: 'cards',
      id: 'estate-services',
      title: 'Estate Cleanout Services',
      cards: [
        {
          icon: 'home',
          title: 'Full Estate Cleanouts',
          description: 'Every room, the garage, the attic and the yard, cleared to broom-clean.',
        },
        {
          icon: 'heart',
          title: 'Sorting & Donation',
          description: 'We separate keep, donate and recycle piles with you, or to your instructions.',
        },
        {
          icon: 'truck',
          title: 'Furniture & Appliances',
          description: 'Heavy furniture and appliances carried out and donated or recycled.',
          path: servicePaths.furniture,
        },
        {
          icon: 'users',
          title: 'Senior Move Assistance',
          description: 'Downsizing to assisted living or a smaller home, at a pace that feels right.',
        },
        {
          icon: 'building',
          title: 'Property Preparation',
          description: 'Homes emptied for sale, listing photos or the next tenant.',
        },
        {
          icon: 'recycle',
          title: 'Garage & Shed Clearing',
          description: 'Tools, paint, yard equipment and the shed itself if it needs to go.',
          path: servicePaths.shed,
        },
      ],
    },
    {
      kind: 'steps',
      id: 'estate-process',
      title: 'Our Four-Step Estate Process',
      steps: [
        {
          step: 1,
          title: 'Free consultation',
          description: `Call ${business.phone.display} or send photos. We listen to what the family needs and by when.`,
        },
        {
          step: 2,
          title: 'Upfront quote',
          description: 'A clear, volume-based price for the whole home, with no hidden fees.',
        },
        {
          step: 3,
          title: 'Sort with care',
          description: 'We set aside keepsakes and papers and separate donations and recycling.',
        },
        {
          step: 4,
          title: 'Clear and clean',
          description: 'Everything else is hauled away and the home is left broom-clean.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'estate-situations',
      title: 'Situations We Help With',
      columns: 2,
      items: [
        'After the loss of a loved one',
        'Probate and estate settlement',
        'Downsizing or senior moves',
        'Moving to assisted living',
        'Preparing a home for sale',
        'Hoarding and long-neglected homes',
        'Out-of-state heirs needing local help',
        'Rental or foreclosure clear-outs',
      ],
    },
    {
      kind: 'checklist',
      id: 'estate-items',
      title: 'What We Remove From Estates',
      columns: 3,
      items: [
        'Furniture from every room',
        'Appliances & electronics',
        'Clothing & linens',
        'Kitchenware & dishes',
        'Books, papers & boxes',
        'Mattresses & bedding',
        'Garage tools & equipment',
        'Patio & yard items',
        'Medical equipment',
      ],
    },
    {
      kind: 'testimonial',
      id: 'estate-review',
      title: 'From a Family We Helped',
      testimonial: {
        name: 'Linda R.',
        location: 'Paradise Valley',
        rating: 5,
        text: 'We live out of state and had to clear my mother’s house. They set aside her photos and letters, donated her furniture and left the house spotless. Kind, patient people.',
      },
    },
    { kind: 'booking', title: 'Schedule Your Estate Cleanout' },
  ],
  cta: {
    title: 'We Are Here When You Are Ready',
    text: 'Call for a no-pressure conversation and a free, upfront quote.',
  },
};
