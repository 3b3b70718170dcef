import { business, openingHours } from './business.ts';
import { standIn } from './stand-in.ts';
import type { Benefit, IconName, ProcessStep, ServiceCard, Slide, Testimonial, Video } from './types.ts';
import { servicePaths } from './services.ts';

/* The home page's words. Imported only by the lazily loaded home template, never by the registry. */

const hoursSentence = openingHours.map((h) => `${h.label} ${h.text}`).join(', ');

/** The compact row under the hero buttons. */
export const trustPoints: readonly { label: string; icon: IconName }[] = [
  { label: 'Licensed, bonded & insured', icon: 'shield' },
  { label: `Locally & family owned since ${business.foundedYear}`, icon: 'heart' },
  { label: 'Same-day pickup', icon: 'clock' },
  { label: 'Upfront pricing, no hidden fees', icon: 'dollar' },
];

export interface ServiceTile {
  label: string;
  path: string;
  icon: IconName;
}

/** 'Choose Your Service': the six most requested jobs, in SPEC order. */
export const serviceTiles: readonly ServiceTile[] = [
  { label: 'Mattress Removal', path: servicePaths.mattress, icon: 'home' },
  { label: 'Hot Tub Removal', path: servicePaths.hotTub, icon: 'sparkles' },
  { label: 'Furniture Removal', path: servicePaths.furniture, icon: 'truck' },
  { label: 'Garage Cleanouts', path: servicePaths.garage, icon: 'building' },
  { label: 'Appliance Removal', path: servicePaths.appliance, icon: 'recycle' },
  { label: 'Office Cleanouts', path: servicePaths.office, icon: 'users' },
];

/** The 'Don't see what you need?' select, in SPEC order. A null path means: scroll to the booking form. */
export const serviceOptions: readonly { label: string; path: string | null }[] = [
  { label: 'Residential Cleanout', path: servicePaths.residential },
  { label: 'Commercial Removal', path: servicePaths.commercial },
  { label: 'Office Cleanout', path: servicePaths.office },
  { label: 'Estate Cleanout', path: servicePaths.estate },
  { label: 'Garage Cleanout', path: servicePaths.garage },
  { label: 'Construction Debris', path: servicePaths.construction },
  { label: 'Furniture Removal', path: servicePaths.furniture },
  { label: 'Shed Removal', path: servicePaths.shed },
  { label: 'Hot Tub Removal', path: servicePaths.hotTub },
  { label: 'Mattress Removal', path: servicePaths.mattress },
  { label: 'Appliance Removal', path: servicePaths.appliance },
  { label: 'Yard Waste', path: servicePaths.yard },
  { label: 'E-Waste Recycling', path: servicePaths.eWaste },
  { label: 'Other', path: null },
];

/** '3 Easy Ways to Get Your Free Quote' (SPEC section 1). */
export const easyWays = {
  text: {
    title: 'Text Us Photos',
    description: `Snap a few pictures of what needs to go and text them to ${business.phone.display}. It is the fastest way to an upfront price.`,
    action: 'Text photos',
  },
  call: {
    title: 'Give Us a Call',
    description: `Talk to a real person on our local team at ${business.phone.display}, ${hoursSentence}.`,
    action: `Call ${business.phone.display}`,
  },
  book: {
    title: 'Book an Estimate',
    description: `Fill in the form with your address and a short list, and we will get back to you within ${business.quoteReplyHours} hours.`,
    action: 'Book an estimate',
  },
} as const;

/** #services: the six headline services. */
export const serviceCards: readonly (ServiceCard & { icon: IconName })[] = [
  {
    title: 'Residential Cleanouts',
    description:
      'Whole homes, single rooms, attics, closets and move-outs, cleared by a crew that does the lifting.',
    features: [
      'Move-in and move-out cleanouts',
      'Attics, closets and spare rooms',
      'Donation of usable items',
    ],
    path: servicePaths.residential,
    icon: 'home',
  },
  {
    title: 'Commercial Junk Removal',
    description:
      'Offices, retail spaces, restaurants and rental units cleared on a schedule that suits your business.',
    features: [
      'After-hours and weekend service',
      'Furniture, fixtures and equipment',
      'Property manager turnovers',
    ],
    path: servicePaths.commercial,
    icon: 'building',
  },
  {
    title: 'Construction Debris',
    description:
      'Drywall, lumber, tile, flooring and remodel leftovers hauled away so your project can move on.',
    features: ['Remodel and renovation debris', 'Contractor and homeowner jobs', 'Swept site when we leave'],
    path: servicePaths.construction,
    icon: 'truck',
  },
  {
    title: 'Furniture Removal',
    description:
      'Sofas, sectionals, mattresses, dressers and patio sets carried out from any room of the house.',
    features: ['Disassembly when needed', 'Careful around walls and floors', 'Usable pieces donated'],
    path: servicePaths.furniture,
    icon: 'sparkles',
  },
  {
    title: 'E-Waste Recycling',
    description:
      'Computers, TVs, monitors, printers and phones kept out of the landfill and recycled responsibly.',
    features: ['Home and office electronics', 'Data destruction included', 'Responsible recycling partners'],
    path: servicePaths.eWaste,
    icon: 'recycle',
  },
  {
    title: 'Yard Waste Removal',
    description:
      'Branches, palm fronds, brush, grass clippings, leaves and dirt cleared after a storm or a big project.',
    features: ['Palm fronds and tree trimmings', 'Storm cleanup', 'Green waste recycled where possible'],
    path: servicePaths.yard,
    icon: 'leaf',
  },
];

/** #about: the five captioned photos of the carousel. */
export const aboutSlides: readonly Slide[] = [
  {
    image: 'crew-loading',
    alt: 'Our uniformed crew loading furniture into the truck',
    caption: 'Our uniformed crew does all the lifting, carrying and loading.',
  },
  {
    image: 'garage-cleared',
    alt: 'A cleared, swept garage after a cleanout',
    caption: 'Garage cleanouts end with a swept floor and room to park again.',
  },
  {
    image: 'donation-dropoff',
    alt: 'Usable furniture set aside for donation to a local charity',
    caption: 'Usable furniture goes to local charities instead of the landfill.',
  },
  {
    image: 'estate-cleanout',
    alt: 'A family home being sorted during an estate cleanout',
    caption: 'Estate cleanouts handled with patience, care and respect for your family.',
  },
  {
    image: 'recycling',
    alt: 'Metal, electronics and cardboard sorted for recycling',
    caption: 'Metal, electronics and cardboard are sorted and sent for recycling.',
  },
];

export const aboutIntro = `${business.legalTagline}, we are a Scottsdale crew that treats every home like our own. You get a clear price before we start, people who show up when they say they will, and a clean space when we leave.`;

/** Why choose us. SPEC wants 'open 7 days a week' stated here as well as the hours panel. */
export const whyChooseUs: readonly Benefit[] = [
  {
    title: 'Same-Day Pickup',
    description: `Call before ${business.sameDayCutoff} and we can usually haul it away the same day.`,
    icon: 'clock',
  },
  {
    title: 'Upfront, Volume-Based Pricing',
    description:
      'You pay for the space your items take in our truck. No hidden fees, and the price is agreed before we lift a thing.',
    icon: 'dollar',
  },
  {
    title: 'Licensed, Bonded & Insured',
    description: 'Uniformed crews who respect your home, your neighbors and your HOA rules.',
    icon: 'shield',
  },
  {
    title: `Family Owned Since ${business.foundedYear}`,
    description: 'A local Scottsdale business. When you call, you talk to the people who do the work.',
    icon: 'heart',
  },
  {
    title: 'Eco-Friendly Disposal',
    description:
      'We donate what can be used again and recycle metal, electronics, cardboard and green waste.',
    icon: 'recycle',
  },
  {
    title: 'Open 7 Days a Week',
    description: `${hoursSentence}, with 24/7 emergency pickup when it cannot wait.`,
    icon: 'calendar',
  },
];

/** The four-step process (SPEC: call or book online, arrive on time, do all the work, eco-friendly disposal). */
export const processSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Call or Book Online',
    description: `Call or text ${business.phone.display}, or book online. Photos get you a price range right away.`,
  },
  {
    step: 2,
    title: 'We Arrive On Time',
    description:
      'Our crew calls ahead, arrives in the window we set together and confirms your price before starting.',
  },
  {
    step: 3,
    title: 'We Do All the Work',
    description:
      'We carry everything out from wherever it sits, load the truck and sweep up. You just point.',
  },
  {
    step: 4,
    title: 'Eco-Friendly Disposal',
    description:
      'Usable items are donated, recyclables are sorted, and only what is left goes to the landfill.',
  },
];

/**
 * The video section. A null videoUrl shows 'Coming Soon': each waits for the company's own YouTube video
 * (its https://www.youtube-nocookie.com/embed/<id> URL), rather than a player that cannot play.
 */
export const videos: readonly Video[] = [
  {
    id: 'garage-cleanout',
    title: 'Garage Cleanout, Start to Finish',
    thumbnail: 'video-garage',
    videoUrl: null,
    ...standIn('Add the embed URL of the company’s own garage-cleanout video.'),
  },
  {
    id: 'hot-tub-removal',
    title: 'How We Remove a Hot Tub',
    thumbnail: 'video-hot-tub',
    videoUrl: null,
    ...standIn('Add the embed URL of the company’s own hot-tub-removal video.'),
  },
  {
    id: 'estate-cleanout',
    title: 'An Estate Cleanout, Room by Room',
    thumbnail: 'video-estate',
    videoUrl: null,
    ...standIn('Add the embed URL of the company’s own estate-cleanout video.'),
  },
];

// Written by us to show the layout: presenting them as real reviews would mislead customers.
const writtenByUs = standIn(
  'Replace with a real customer’s review (their words, first name and town, with their permission).',
);

/** Five static testimonials (SPEC section 9), all rated 5. */
export const testimonials: readonly Testimonial[] = [
  {
    ...writtenByUs,
    name: 'Karen M.',
    location: 'Scottsdale',
    rating: 5,
    text: 'I texted photos of my garage in the morning and they were here that afternoon. The price matched the quote, and they swept up before they left.',
  },
  {
    ...writtenByUs,
    name: 'David R.',
    location: 'Phoenix',
    rating: 5,
    text: 'They cleared out my late father’s house with real care. Usable furniture went to charity and they set aside family papers they found along the way.',
  },
  {
    ...writtenByUs,
    name: 'Lisa T.',
    location: 'Mesa',
    rating: 5,
    text: 'Our old hot tub had been sitting empty for years. The crew drained it, cut it apart and hauled every piece away. Quick, clean and no trouble with our HOA.',
  },
  {
    ...writtenByUs,
    name: 'Mark S.',
    location: 'Chandler',
    rating: 5,
    text: 'We cleared out a whole office suite on a Saturday so the team could move in Monday. On time, friendly and very organized.',
  },
  {
    ...writtenByUs,
    name: 'Jennifer P.',
    location: 'Tempe',
    rating: 5,
    text: 'Honest pricing and no pressure. They took two mattresses and an old washer, and recycled what they could. I will call them again.',
  },
];
