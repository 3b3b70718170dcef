import type { FactId } from './facts.ts';

/**
 * A second blind set of customer chat messages in mixed styles: about 40% short chat-box questions,
 * 40% a sentence or two of situation then the question, 20% longer messages with the question inside a
 * story. Written by a helper who saw only SPEC.md, src/content and the fact list in facts.ts, never the
 * matcher, its seed data or Q&A bank, nor the other question sets. It is never used to tune: only its
 * counts are printed.
 */
export const BLIND2_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  { q: 'waht time u guys open in the morning', fact: 'hours' },
  {
    q: 'I work from home and want to plan around the pickup. What are your business hours on a normal weekday?',
    fact: 'hours',
  },
  { q: 'r u open sundays', fact: 'sunday' },
  {
    q: 'Sunday is the only day my husband and I are both free. Do you work Sundays, and until what time?',
    fact: 'sunday',
  },
  {
    q: "So a pipe under the laundry sink burst at like 11 last night and soaked half the boxes and an old rug in our garage. It's starting to smell and I really don't want to wait until Monday. Do you do emergency pickups outside your normal hours?",
    fact: 'emergency',
  },
  { q: 'do you have 24 hr emergency service', fact: 'emergency' },
  { q: 'can u come today??', fact: 'sameDay' },
  {
    q: "ok so long story, my landlord told me this morning the unit has to be totally empty for an inspection tomorrow and there's still a couch, a desk and a bunch of trash bags in there. Any chance you guys can do a pickup the same day I call?",
    fact: 'sameDay',
  },
  {
    q: "We're planning to clear out my dad's whole house sometime next month once the paperwork is done, and my sister and I both have to fly in for it. How far ahead of time do you recommend we book so we get the day we want?",
    fact: 'bookAhead',
  },
  { q: 'how many days ahead should i schedule', fact: 'bookAhead' },
  { q: 'how do i book a pickup', fact: 'howToBook' },
  {
    q: 'I hate talking on the phone honestly. Is there a way to set up an appointment through the website instead?',
    fact: 'howToBook',
  },
  {
    q: 'Never used a junk removal company before. Can you walk me through what happens on the day you come?',
    fact: 'process',
  },
  { q: 'do i have to help load', fact: 'weDoTheLifting' },
  {
    q: "I'm 78 and had a hip replacement last spring, so I can't lift much of anything these days. My late husband's workbench and a lot of heavy boxes are in the back room off the garage. If I hire you, will I be expected to carry anything or help your men load the truck?",
    fact: 'weDoTheLifting',
  },
  { q: 'do u take credit card', fact: 'paymentMethods' },
  {
    q: "I'd rather not put this one on a card. Can I pay your crew with cash or a personal check?",
    fact: 'paymentMethods',
  },
  { q: 'do i pay before or after', fact: 'paymentDue' },
  {
    q: 'When do I actually pay you, at the time I book or once the job is done?',
    fact: 'paymentDue',
  },
  { q: 'how much does junk removal usualy cost', fact: 'typicalCost' },
  {
    q: "I'm a landlord and my tenants just moved out of a three-bedroom house and left a mess: old furniture, a broken bed, bags of trash everywhere. I'm trying to budget before I call anyone. What's the usual price range for a residential job like that?",
    fact: 'typicalCost',
  },
  { q: 'do u charge by weight or what', fact: 'howPricingWorks' },
  {
    q: 'Every company I call seems to price things differently. How exactly do you figure out what I am going to pay?',
    fact: 'howPricingWorks',
  },
  { q: 'any hidden fees', fact: 'hiddenFees' },
  {
    q: "Last company I used tacked on a surprise 'disposal fee' at the end. Are there extra charges that show up after the quote with you guys?",
    fact: 'hiddenFees',
  },
  { q: 'is the estimate free', fact: 'freeEstimates' },
  {
    q: "Hi there, I'm a property manager with a handful of units in Tempe and company policy says I get quotes from three haulers before I pick one for each turnover. Before you look at anything for me, do you charge for the estimate or is it no cost?",
    fact: 'freeEstimates',
  },
  {
    q: "Our two-car garage is packed with about ten years of stuff we never unpacked after the move. We honestly can't even open the door all the way anymore and my wife wants her parking spot back before summer. Roughly how much does a garage cleanout like that run?",
    fact: 'garageCost',
  },
  { q: 'price to remove small 6x8 shed?', fact: 'shedCost' },
  {
    q: "We've got an old 6-person spa on the back patio that hasn't run in years. How much do you charge to get rid of a hot tub?",
    fact: 'hotTubCost',
  },
  { q: 'how much for just one recliner', fact: 'singleItemCost' },
  {
    q: 'I only have a single dresser that needs to go, nothing else. What would that cost, is there a flat rate per item?',
    fact: 'singleItemCost',
  },
  { q: 'how long does a pickup usally take', fact: 'jobDuration' },
  {
    q: 'I have to take time off work to let you in. How many hours should I expect the crew to be at my house for a normal job?',
    fact: 'jobDuration',
  },
  {
    q: 'We booked a garage cleanout for Saturday morning and have plans that afternoon. How long does clearing a garage usually take?',
    fact: 'garageDuration',
  },
  {
    q: "The rusty metal shed in my backyard finally has to go because we're putting in a pool next month and the contractor needs the space clear. If you take it down, about how long will your crew be working back there?",
    fact: 'shedDuration',
  },
  {
    q: "We're having the old spa hauled the same weekend as a family party. How long does a hot tub removal usually take start to finish?",
    fact: 'hotTubDuration',
  },
  { q: 'how long for a mattress pickup, will it be quick', fact: 'mattressDuration' },
  { q: 'what areas do u cover', fact: 'areasServed' },
  {
    q: "I'm new to the Valley and not sure which suburbs count as your territory. Which cities do you actually service?",
    fact: 'areasServed',
  },
  { q: 'do you servce phoenix', fact: 'areaPhoenix' },
  { q: "We're in a condo near Old Town. Can you do pickups in Scottsdale?", fact: 'areaScottsdale' },
  { q: 'u guys come to tempe? near asu', fact: 'areaTempe' },
  {
    q: 'I live out in east Mesa near Superstition Springs. Is that within your service area?',
    fact: 'areaMesa',
  },
  { q: 'chandler pickups?', fact: 'areaChandler' },
  {
    q: "I'm an interior designer and one of my clients is redoing her home in Paradise Valley. She has a few rooms of older furniture and decor that need to leave before the new pieces arrive, and she's very particular. Do you work in Paradise Valley?",
    fact: 'areaParadiseValley',
  },
  { q: 'do u go to gilbert', fact: 'areaGilbert' },
  {
    q: 'Fountain Hills is a bit out of the way, I know. Will your trucks come out there?',
    fact: 'areaFountainHills',
  },
  { q: 'cave creek ok?', fact: 'areaCaveCreek' },
  { q: 'do you serve carefree az', fact: 'areaCarefree' },
  {
    q: "I'm over on the west side in Glendale, and most of the Scottsdale companies won't drive out this far. Do you?",
    fact: 'areaGlendale',
  },
  { q: 'peoria?? u come there', fact: 'areaPeoria' },
  {
    q: "I can't tell from the ads if you're actually local or some call center out of state. Where is your company based?",
    fact: 'location',
  },
  {
    q: "I'd prefer a company that's been around a while, not some guy with a pickup. How long have you been in business?",
    fact: 'yearsInBusiness',
  },
  { q: 'what stuff do you take', fact: 'itemsTaken' },
  {
    q: "We're getting the house ready to list and there is random junk everywhere: an old recliner, a grill that doesn't work, boxes of who knows what, a broken TV, a kid's bike. The realtor says it all has to go. What kinds of items do you haul?",
    fact: 'itemsTaken',
  },
  { q: 'what cant u take', fact: 'notAccepted' },
  {
    q: 'There are a bunch of half-used paint cans and pool chemicals on a shelf in my garage. Will you take those with everything else?',
    fact: 'notAccepted',
  },
  {
    q: "so my brother-in-law left like 6 jugs of used motor oil and some old gas cans in our side yard when he moved out (thanks bro) and I'm trying to get rid of everything in one shot along with a broken futon. Can your crew haul the oil and the gas cans too or no?",
    fact: 'notAccepted',
  },
  { q: 'do you take couches', fact: 'furniture' },
  {
    q: "We're replacing our dining set and a whole bedroom set. Do you haul away old furniture like that?",
    fact: 'furniture',
  },
  { q: 'old fridge pickup?', fact: 'appliances' },
  {
    q: 'Our new washer and dryer get delivered Friday, and the delivery company wants $75 a unit to take the old ones. On top of that there is a dead chest freezer in the garage. Can you take away the old washer, dryer and the freezer?',
    fact: 'appliances',
  },
  {
    q: 'Just upgraded to a new king, and the old mattress plus the box spring are leaning in the hallway. Do you take those?',
    fact: 'mattresses',
  },
  {
    q: 'The monsoon last night dropped a ton of palm fronds and branches all over my backyard. Do you haul yard debris like that?',
    fact: 'yardWaste',
  },
  { q: 'do you remove hot tubs', fact: 'hotTubRemoval' },
  {
    q: 'If you take our spa, do I need to drain it and unhook the electrical before you show up?',
    fact: 'hotTubRemoval',
  },
  {
    q: 'There is a rotting wooden shed at the back of the lot that needs to come down entirely. Do you demolish sheds or only haul them?',
    fact: 'sheds',
  },
  { q: 'do u take drywall scraps', fact: 'construction' },
  {
    q: "I'm a GC finishing up a kitchen and two bath remodel in Arcadia, and my sub left piles of old cabinets, busted tile and drywall along the driveway. The client wants it gone before the walkthrough. Do you guys haul construction and remodel debris for contractors?",
    fact: 'construction',
  },
  {
    q: "My mother passed away in March and I live in Oregon, so I can't be there for weeks at a time. Her house in Scottsdale is full of fifty years of things, and I don't even know where to start. Is this the kind of job you do, a full estate cleanout?",
    fact: 'estate',
  },
  { q: 'do you do estate cleanouts', fact: 'estate' },
  {
    q: "Between the kids' sports gear and my husband's half-finished projects, I can't park inside anymore. Is a garage cleanout something you do?",
    fact: 'garageCleanout',
  },
  {
    q: 'Our law firm is downsizing into a smaller suite at the end of the quarter, and the old space is full of desks, chairs, a couple of copiers and a wall of filing cabinets nobody wants. Can you clear out an office like that?',
    fact: 'officeCommercial',
  },
  {
    q: 'I rent a second-floor apartment, not a house. Do you do pickups from apartments and condos?',
    fact: 'residential',
  },
  {
    q: "I've been paying $140 a month for three years on a storage unit full of stuff I don't even want anymore, and I'm done. Can you just go in there and empty out a storage unit for me so I can stop paying for it?",
    fact: 'storageUnits',
  },
  { q: 'do u donate stuff or just dump it', fact: 'donateRecycle' },
  {
    q: "I feel bad throwing away perfectly good stuff, like the kids' old bunk beds and a kitchen table that's in great shape, plus a mountain of cardboard from our move. I don't want it all rotting in a landfill. What do you actually do with the things you pick up?",
    fact: 'donateRecycle',
  },
  {
    q: 'Cleaning out my home office and found three dead monitors, an old printer and a tube TV. Do you take electronics like that?',
    fact: 'eWaste',
  },
  {
    q: "I've got two old laptops and a desktop tower with client files on them. Do you destroy the data, or just recycle them as they are?",
    fact: 'dataDestruction',
  },
  {
    q: 'My insurance agent told me to only hire haulers who carry their own coverage. Are you licensed and insured?',
    fact: 'licensedInsured',
  },
  {
    q: "Our HOA is super strict about work trucks and piles out front, we already got one letter this year about trash cans. I can't afford another fine. Are you guys HOA compliant?",
    fact: 'hoa',
  },
  { q: 'is this a family owned business', fact: 'localFamily' },
  {
    q: 'A neighbor recommended you, but I always check reviews before I let anyone in the house. What are people saying about you online?',
    fact: 'reviews',
  },
  { q: 'can i just text u pics for a quote', fact: 'photoQuote' },
  {
    q: "It's hard to describe everything that's piled up in my carport. Could I send photos and get a price that way?",
    fact: 'photoQuote',
  },
  {
    q: 'I filled out the quote form on your website about an hour ago. How long does it usually take to hear back?',
    fact: 'quoteReplyTime',
  },
  { q: 'whats ur phone number', fact: 'contact' },
  {
    q: "My mom doesn't use the internet at all. What number can she call or text to reach you?",
    fact: 'contact',
  },
  { q: 'do i need to put stuff on the curb', fact: 'anywhereOnProperty' },
  {
    q: "Our old sleeper sofa is up on the second floor at the end of a long hallway, and there's a treadmill in the back bedroom too. My wife and I are not going to be able to get any of that down the stairs ourselves. Do you pick up from inside the house, or does it have to be out front?",
    fact: 'anywhereOnProperty',
  },
  { q: 'do i need to be home for pickup', fact: 'beHome' },
  {
    q: "I'm a nurse and I work 12-hour shifts at the hospital, usually three or four in a row, so weekdays are basically impossible for me. The stuff is all in the garage. Does somebody have to actually be there when your crew comes?",
    fact: 'beHome',
  },
  { q: 'anything i shud do to prep b4 u come', fact: 'prepare' },
  {
    q: 'Should I bag up all the loose stuff and box everything before you arrive, or leave it as is?',
    fact: 'prepare',
  },
  {
    q: 'Last time I had stuff hauled they left dust and bits of junk all over the garage floor. Do you clean up when you are done?',
    fact: 'cleanUpAfter',
  },
  { q: 'will u take apart a bunk bed', fact: 'disassembly' },
  {
    q: "We have this massive L-shaped sectional that the delivery guys basically had to squeeze in through the patio door 8 years ago, plus a king bed frame that's bolted together. I have zero tools and zero patience for this. Will your guys take that stuff apart if it won't fit out the door?",
    fact: 'disassembly',
  },
  {
    q: "Are you an actual local crew, or one of those national franchises that just farms the job out to whoever's cheapest?",
    fact: 'whoComes',
  },
  {
    q: "This chat is fine, but my situation is complicated and I'd rather explain it out loud. Can I talk to a real person?",
    fact: 'talkToPerson',
  },
];

export const BLIND2_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  {
    q: 'do you guys do moving too? like take my furniture over to my new place instead of hauling it away',
    kind: 'service-not-offered',
  },
  { q: 'Can you install the new dishwasher when you pull out the old one?', kind: 'service-not-offered' },
  { q: 'do you do carpet cleaning', kind: 'service-not-offered' },
  {
    q: 'We found a couple of scorpions while going through the garage boxes. Do you guys do pest control too?',
    kind: 'service-not-offered',
  },
  { q: 'can u pressure wash the driveway after', kind: 'service-not-offered' },
  { q: 'do u do handyman stuff like patching holes in drywall', kind: 'service-not-offered' },
  {
    q: 'Once the garage is empty, could your crew paint the walls and the floor for us?',
    kind: 'service-not-offered',
  },
  {
    q: 'Can your guys trim my palm trees? They are about 30 feet tall and I do not own a ladder that big.',
    kind: 'service-not-offered',
  },
  { q: 'do you do window washing', kind: 'service-not-offered' },
  { q: 'do you take pianos', kind: 'item-not-known' },
  { q: 'can u haul away a slate pool table', kind: 'item-not-known' },
  {
    q: 'There is a 600 lb gun safe in the garage that came with the house. Is that something you will take?',
    kind: 'item-not-known',
  },
  { q: 'Do you take old car tires? Got like 8 of them', kind: 'item-not-known' },
  {
    q: 'My dad left an old aluminum fishing boat on the side of the house and nobody wants it. Can you haul off a boat?',
    kind: 'item-not-known',
  },
  { q: 'tanning bed removal?', kind: 'item-not-known' },
  { q: "pinball machine that doesn't work anymore, can you take it", kind: 'item-not-known' },
  {
    q: 'We have an old pop-up camper that has been parked in the backyard for ten years. Would you take that?',
    kind: 'item-not-known',
  },
  { q: 'do u remove outdoor barrel saunas', kind: 'item-not-known' },
  {
    q: 'Is the Veltrona ComfortCloud mattress one of the ones you can recycle, or does it have to go back through the Veltrona take-back program?',
    kind: 'made-up-brand',
  },
  {
    q: 'Does a Krestwell Aquaspa 7 have the pump built into the floor? I need to know before you come to remove it.',
    kind: 'made-up-brand',
  },
  {
    q: 'are you an authorized recycler for the Halvorsen appliance rebate so i get the $50 credit',
    kind: 'made-up-brand',
  },
  { q: 'does the Brimsworth Ultra sectional come apart or is it one frame', kind: 'made-up-brand' },
  {
    q: 'Is the Ostrava Pro 3000 treadmill one of the models with the big lithium battery pack inside?',
    kind: 'made-up-brand',
  },
  { q: 'Are you a certified Zyntrix SecureWipe partner for hard drives?', kind: 'made-up-brand' },
  {
    q: "How much does a Marloway Majestic 8-seat swim spa weigh? I'm trying to figure out if it can go through our side gate in one piece.",
    kind: 'made-up-brand',
  },
  {
    q: 'is a Felbridge Heirloom armoire worth anything or should i just let you haul it',
    kind: 'made-up-brand',
  },
  { q: 'do you give a senior discount', kind: 'situation-not-covered' },
  { q: 'Any military or first responder discount?', kind: 'situation-not-covered' },
  {
    q: 'Do you have an opening on Saturday March 14th at 9am exactly? That is the only morning my brother can be there to help.',
    kind: 'situation-not-covered',
  },
  { q: 'is there a cancellation fee if i cancel the day before', kind: 'situation-not-covered' },
  {
    q: 'Do I need a permit from the city before you tear down the shed in my backyard?',
    kind: 'situation-not-covered',
  },
  { q: "should i tip the crew? what's normal", kind: 'situation-not-covered' },
  {
    q: 'I got a lower quote from another company. Will you match or beat it if I send it to you?',
    kind: 'situation-not-covered',
  },
  {
    q: "Do you have a satisfaction guarantee, like money back if I'm not happy with the job?",
    kind: 'situation-not-covered',
  },
  { q: 'whats the weather gonna be like in scottsdale tomorrow', kind: 'off-topic' },
  { q: 'Can you recommend a good Mexican restaurant in Old Town?', kind: 'off-topic' },
  { q: 'who won the suns game last night', kind: 'off-topic' },
  { q: 'write me a haiku about cats', kind: 'off-topic' },
  { q: "What's 15% of 240?", kind: 'off-topic' },
  { q: 'How do I reset my wifi router? The light keeps blinking orange.', kind: 'off-topic' },
  { q: 'best time of year to hike camelback?', kind: 'off-topic' },
  {
    q: 'Can you help me write a cover letter for a job application? It is for a receptionist position.',
    kind: 'off-topic',
  },
  { q: "what's the owner's name", kind: 'unknowable' },
  { q: 'How big are your trucks, like how many cubic yards?', kind: 'unknowable' },
  { q: 'which landfill do you take stuff to', kind: 'unknowable' },
  { q: 'How many employees do you have?', kind: 'unknowable' },
  { q: "What's your Arizona contractor license number?", kind: 'unknowable' },
  {
    q: 'Which charity do you give the furniture to? I want to be sure it goes to a place I actually like.',
    kind: 'unknowable',
  },
  {
    q: "do your crew guys speak spanish? my grandma doesn't speak english and she'll be the one at the house",
    kind: 'unknowable',
  },
  { q: 'Are your workers background checked?', kind: 'unknowable' },
];
