/** Paraphrased customer questions and a fragment the right seeded answer must contain. */
export const PARAPHRASED_QUESTIONS: { question: string; expect: string }[] = [
  { question: 'When are you guys open?', expect: 'Monday to Saturday 7 AM to 7 PM' },
  { question: 'If I call you this morning can you come out today?', expect: 'before 2 PM' },
  { question: 'Do you take credit cards?', expect: 'cash, check and credit card' },
  { question: 'How much does it usually cost to haul away junk?', expect: '$150-$800' },
  { question: 'What would a garage clean out run me?', expect: '$300-$500' },
  { question: 'What is the price to tear down a small shed?', expect: '$400-$600' },
  { question: 'How many hours will removing my hot tub take?', expect: '3-5 hours' },
  { question: 'Do you service Gilbert?', expect: 'Gilbert' },
  { question: 'Will you come out to Cave Creek?', expect: 'Cave Creek' },
  { question: 'Is your company insured?', expect: 'licensed, bonded and insured' },
  { question: 'Does your crew follow HOA rules?', expect: 'HOA compliant' },
  { question: 'Will my old stuff get donated or recycled?', expect: 'donated' },
  { question: 'What happens to the data on my old laptop hard drive?', expect: 'data destruction' },
  { question: 'Can I text you pictures to get a quote?', expect: 'Text photos' },
  { question: 'How quickly will I hear back about my quote?', expect: 'within 24 hours' },
  { question: 'Do you haul away old refrigerators?', expect: 'refrigerators and freezers' },
  { question: 'Can you pick up palm fronds and brush from my yard?', expect: 'palm fronds' },
  { question: 'Are you working on Sunday?', expect: 'Sunday 8 AM to 5 PM' },
  { question: 'When is payment due?', expect: 'due' },
  { question: 'Are there any extra hidden charges?', expect: 'No hidden fees' },
  { question: 'How long does a typical pickup take?', expect: '1-3 hours' },
  { question: 'Are you a locally owned family business?', expect: 'locally and family owned' },
  { question: 'Do you recycle old TVs and computers?', expect: 'computers, TVs' },
  { question: 'How far ahead do I need to schedule?', expect: '24-48 hours' },
  { question: 'Do you have emergency service at night?', expect: '24/7 emergency' },
  { question: 'Can you get rid of my matress?', expect: 'California king' },
];

/** Questions the bank cannot answer: the bot must say so and offer the phone number. */
export const OFF_TOPIC_QUESTIONS = [
  'Can you fix the transmission on my car?',
  'What is the capital of Mongolia?',
  // The business states no minimum charge: a price range would only seem to answer.
  'is there a minimum charge',
  // Nor a refund: "money back" is no question of when to pay.
  'not happy with the job, can i get my money back',
  // Nor a certification: we are licensed, bonded and insured, which is not the same.
  'my spa is a Zorbella 500 and the manual says only certified haulers can move it. are you certified',
  // Nor which trucks we drive: "A uniformed crew…" names none.
  'what type of truck do u use',
  // Nor how to fix a thing at home: a door is remodel debris, but "reset" is what is asked.
  'my garage door opener stopped working after the storm and the light blinks. how do i reset it?',
  // Nor a second trip for what was missed: "estimates are always free" would only seem to answer.
  'if you miss something we wanted gone, will you come back for it free?',
  // Nor a fee for changing a booking: "No hidden fees" would only seem to answer.
  'is there a fee to reschedule',
  // "state" is a word of "Arizona State", not a place the customer named.
  'we live out of state',
  // A thing the bank never mentions, named in the sentence a bare "can u take it" points at.
  'my dads old potters kiln is sitting in the carport. can u take it?',
  // Nor trimming: "cut" is no word of the same-day cut-off ("cut off" is a synonym, not a keyword).
  'We have three tall palm trees that need trimming. Can you send someone up to cut the fronds, not just haul them?',
  // Nor the size of a truck, nor a weight: only a number says either.
  'how big is your truck',
  // Nor permits, the weather on the day, or getting back a thing taken by mistake.
  'Our condo building requires a street-parking permit for any work truck. Who pulls that permit, you or me, and how much does it cost?',
  "Forecast says monsoon storms Thursday afternoon. Do you still show up if it's pouring?",
  'You guys picked up a load from my moms house on Tuesday and I think my old mountain bike went with it by mistake. Is there any way to get it back?',
  'A company cleaned out our garage last spring and cracked our pavers. How much does your truck weigh fully loaded?',
];
