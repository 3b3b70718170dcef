import { business, emergencyHours, openingHours, primaryCities, twelveCities } from './business.ts';
import { standIn } from './stand-in.ts';
import type { FaqItem } from './types.ts';

/* The home page's 31 questions (SPEC section 2), every fact from business.ts or SPEC section 9. */

const phone = business.phone.display;
const hours = openingHours.map((h) => `${h.label} ${h.text}`).join(' and ');
const payment = business.payment
  .map((p) => p.toLowerCase())
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');
const sunday = openingHours.find((h) => h.label === 'Sunday')!.text;
const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const otherCities = twelveCities.filter((c) => !primaryCities.some((p) => p.name === c));

export const homeFaq: readonly FaqItem[] = [
  {
    question: 'How much does junk removal cost?',
    answer: `Pricing is based on volume: how much space your items take in our truck. Typical residential jobs run $150-$800, and the average is about $400-$500. There are no hidden fees, and you know the price before we start.`,
  },
  {
    question: 'How do you work out my price?',
    answer: `We look at how much of the truck your items fill, plus anything unusually heavy or hard to reach. Text photos to ${phone} for a fast estimate; the crew confirms the final price on site before lifting anything.`,
  },
  {
    question: 'Are estimates really free?',
    answer: `Yes. Quotes by text, phone or the online form are free and there is no obligation. Online requests get an answer within ${business.quoteReplyHours} hours.`,
  },
  {
    question: 'Can I get a quote from photos?',
    answer: `Yes, and it is the fastest way. Text a few photos of the items, and where they are, to ${phone}. The online form also takes up to 5 photos.`,
  },
  {
    question: 'Do you offer same-day junk removal?',
    answer: `Yes. Call before ${business.sameDayCutoff} and we can usually pick up the same day. After that, we will find the earliest time that works for you.`,
  },
  {
    question: 'How far ahead should I book?',
    answer: `Same-day pickup is often possible, but booking 24-48 hours in advance gives you the widest choice of times, especially for larger cleanouts.`,
  },
  {
    question: 'What are your hours?',
    answer: `We work ${hours}, and we offer ${emergencyHours} for situations that cannot wait.`,
  },
  {
    question: 'Are you open on weekends?',
    answer: `Yes, we are open 7 days a week: Saturdays on our regular hours and Sundays ${sunday}.`,
  },
  {
    question: 'Do you offer emergency junk removal?',
    answer: `Yes. We offer ${emergencyHours} for urgent jobs such as a flooded garage, a sudden move-out or a property that must be cleared for a closing. Call ${phone}.`,
  },
  {
    question: 'How long does a typical job take?',
    answer: `Most jobs take 1-3 hours on site. A whole-house cleanout can take up to a full day. We will give you a time estimate with your quote.`,
  },
  {
    question: 'Which areas do you serve?',
    answer: `We are based in Scottsdale and serve the whole Phoenix Valley, including ${list(primaryCities.map((c) => c.name))}, as well as ${list(otherCities)}.`,
  },
  {
    question: 'What items do you take?',
    answer: `Almost anything two people can safely lift: furniture, mattresses, appliances, electronics, hot tubs, sheds, yard waste, construction debris, boxes and general household clutter.`,
  },
  {
    ...standIn('Confirm the list of items the company does not take (we wrote it from common practice).'),
    question: 'What items can you not take?',
    answer: `For safety and legal reasons we cannot haul hazardous waste: chemicals, solvents, pesticides, fuel and motor oil, wet paint, asbestos, and medical or biohazard waste. Your city's household hazardous waste program can take these. Ask us if you are unsure about an item.`,
  },
  {
    question: 'Do I need to move everything to the curb?',
    answer: `No. We pick up from wherever the items are: inside the house, upstairs, in the backyard, garage or attic. We do all the lifting and loading.`,
  },
  {
    question: 'Do I need to be home during the pickup?',
    answer: `It is best if someone is there when we arrive to show us what goes and agree the price. For curbside or garage pickups we can often work it out by phone; just ask when you book.`,
  },
  {
    question: 'How can I pay?',
    answer: `Payment is due when the job is done, by ${payment}. You pay only after the work is finished.`,
  },
  {
    question: 'Are you licensed and insured?',
    answer: `Yes. We are licensed, bonded and insured, so your home and property are protected while we work.`,
  },
  {
    question: 'Who will come to my home?',
    answer: `A uniformed crew from our own local team. ${business.legalTagline}, we are not a franchise or a booking service passing your job along.`,
  },
  {
    question: 'Do you donate or recycle what you haul?',
    answer: `Yes. Usable furniture and household goods go to local charities, and metal, electronics, cardboard and green waste are recycled. The landfill is our last stop, not our first.`,
  },
  {
    question: 'Do you work in HOA communities?',
    answer: `Yes, and we are HOA compliant. There is no dumpster left on your driveway: we arrive, load up and leave the same visit, and we keep the street and common areas clean.`,
  },
  {
    question: 'How should I prepare for my appointment?',
    answer: `Point out or tag what should go and what stays, make sure we can park nearby, and keep pets secured. You do not need to bag, box or move anything.`,
  },
  {
    question: 'Will you clean up after the job?',
    answer: `Yes. We sweep up the area we cleared, so a garage or room is ready to use as soon as we drive away.`,
  },
  {
    question: 'Do you take apart furniture, sheds and hot tubs?',
    answer: `Yes. Disassembly is part of the job, from bed frames and sectionals to sheds, playsets and hot tubs. Hot tub removal includes draining, disconnection, dismantling, hauling, disposal and cleanup.`,
  },
  {
    question: 'Do you remove old appliances?',
    answer: `Yes: refrigerators, freezers, washers, dryers, stoves, dishwashers, water heaters and small appliances. Metal and parts are recycled wherever possible.`,
  },
  {
    question: 'What happens to my old electronics and the data on them?',
    answer: `Computers, TVs, printers and phones are recycled responsibly, not dumped, and our e-waste service includes data destruction for devices that held personal or business information.`,
  },
  {
    question: 'Do you handle estate cleanouts?',
    answer: `Yes. We work at your family's pace, set aside papers, photos and valuables we find, donate what can be used again and leave the home ready for sale or rental.`,
  },
  {
    question: 'Do you work for businesses and property managers?',
    answer: `Yes. We clear offices, retail spaces, rental turnovers and construction sites, with after-hours and weekend times available so your business keeps running.`,
  },
  {
    question: 'Do you take construction and remodeling debris?',
    answer: `Yes. Drywall, lumber, tile, flooring, cabinets and other remodel leftovers, for homeowners and contractors alike.`,
  },
  {
    question: 'Do you take yard waste and palm fronds?',
    answer: `Yes. Branches, palm fronds, brush, leaves, grass clippings and dirt, whether from regular yard work or a monsoon storm cleanup.`,
  },
  {
    question: 'Can you clear out a storage unit or apartment?',
    answer: `Yes. We handle homes, apartments and condos, storage units and office buildings. For gated or managed properties, let us know any access instructions when you book.`,
  },
  {
    question: 'How quickly will you answer my quote request?',
    answer: `Within ${business.quoteReplyHours} hours. For the quickest answer, call or text photos to ${phone}.`,
  },
];
