import type { FactId } from './facts.ts';

/**
 * A nineteenth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried among family, moving, landlord, HOA, renovation, small-business, estate, snowbird, divorce and
 * downsizing details. Some need a fact applied (a time or weekday against the hours and the 2 PM same-day
 * cut-off, a named neighbourhood, town or landmark against the service area, a budget against the
 * published prices), items are named in everyday and regional words and by brand (real and made-up), some
 * are follow-ups ("is that something you do?") whose "that" the sentence before names, and sixteen
 * answerable and eight unanswerable ones are in Spanish as Phoenix-area speakers type it on a phone.
 * Written by a helper who saw only SPEC.md, src/content and the fact list (facts.ts).
 */
export const NINETEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'yall open at 6:45 on a weds morning?', fact: 'hours' },
  { q: 'open sundays or nah', fact: 'sunday' },
  { q: 'burst pipe at 1am garage flooded need stuff out asap', fact: 'emergency' },
  { q: 'its 10:15am any chance of a pickup this afternoon', fact: 'sameDay' },
  { q: 'called at 2:30 is today still possible', fact: 'sameDay' },
  { q: 'how far in advance shud i schedule', fact: 'bookAhead' },
  { q: 'book online possible?', fact: 'howToBook' },
  { q: 'do i gotta drag it all out to the driveway myself', fact: 'anywhereOnProperty' },
  { q: 'will ur guys lift the heavy stuff or is that on me', fact: 'weDoTheLifting' },
  { q: 'amex ok', fact: 'paymentMethods' },
  { q: 'pay upfront or after', fact: 'paymentDue' },
  { q: 'avg cost for junk pickup?', fact: 'typicalCost' },
  { q: 'how is pricing calculated weight or what', fact: 'howPricingWorks' },
  { q: 'do estimates cost anything', fact: 'freeEstimates' },
  { q: 'price range for an average 2 car garage clean out', fact: 'garageCost' },
  { q: 'hot tub haul away how much $$', fact: 'hotTubCost' },
  { q: 'just one old love seat, whats that run', fact: 'singleItemCost' },
  { q: 'quick q, 1 mattress, how long will the guys be here', fact: 'mattressDuration' },
  { q: 'serve peoria az?', fact: 'areaPeoria' },
  { q: 'carefree az service?', fact: 'areaCarefree' },
  { q: 'u guys come out to ahwatukee', fact: 'areaPhoenix' },
  { q: 'gilbert - power ranch area ok?', fact: 'areaGilbert' },
  { q: 'wheres ur company located', fact: 'location' },
  { q: 'how long u been in biz', fact: 'yearsInBusiness' },
  { q: 'what kinda stuff do u haul', fact: 'itemsTaken' },
  { q: 'u take old paint cans n motor oil?', fact: 'notAccepted' },
  { q: 'can u take a lazyboy recliner n a futon', fact: 'furniture' },
  { q: 'whirlpool washer n dryer pickup?', fact: 'appliances' },
  { q: 'pickup a tempurpedic king + boxspring', fact: 'mattresses' },
  { q: 'pile of palm fronds n branches, u take that?', fact: 'yardWaste' },
  { q: 'tear down a rotted tuff shed?', fact: 'sheds' },
  { q: 'do u take drywall scraps n old tile from a remodel', fact: 'construction' },
  { q: 'clear out a storage unit?', fact: 'storageUnits' },
  { q: 'does stuff get donated or just dumped', fact: 'donateRecycle' },
  { q: 'old dell desktops + hp printer recycling?', fact: 'eWaste' },
  { q: 'r u insured', fact: 'licensedInsured' },
  { q: 'hoa strict here is that a problem', fact: 'hoa' },
  { q: 'family biz or big chain?', fact: 'localFamily' },
  { q: 'can i just text u pics for a price', fact: 'photoQuote' },
  { q: 'whats ur number', fact: 'contact' },
  { q: 'do i need to bag stuff up beforehand', fact: 'prepare' },
  { q: 'will u sweep after', fact: 'cleanUpAfter' },
  { q: 'can u take apart a bunk bed', fact: 'disassembly' },
  { q: 'who shows up, ur own guys or subcontractors', fact: 'whoComes' },
  { q: 'hasta q hora trabajan entre semana', fact: 'hours' },
  { q: 'abren en domingo?', fact: 'sunday' },
  { q: 'cuanto cobran mas o menos x sacar el junk de la casa', fact: 'typicalCost' },
  { q: 'nomas es un sofa, cuanto seria', fact: 'singleItemCost' },
  { q: 'puedo pagar con debit card o nomas efectivo', fact: 'paymentMethods' },
  { q: 'cobran x venir a dar el estimado?', fact: 'freeEstimates' },

  // a sentence or two of situation, then the question
  {
    q: 'I work until 6 on weekdays. If I call you at 6:30 on a Thursday evening will anyone pick up?',
    fact: 'hours',
  },
  {
    q: "We're thinking Sunday around 6 pm for the pickup since that's when my husband gets home. Are you even working then?",
    fact: 'sunday',
  },
  {
    q: "A monsoon gust just dropped a tree limb through our patio cover and it's 11 at night. Is there anyone who can come haul the debris tonight?",
    fact: 'emergency',
  },
  {
    q: "It's Tuesday at 12:30 and my landlord walk-through is tomorrow morning. If I call right now could you still get the couch out today?",
    fact: 'sameDay',
  },
  {
    q: "I'd rather not call during work hours. Is there a way to set up the appointment on your website?",
    fact: 'howToBook',
  },
  {
    q: 'Never hired a junk company before. Can you walk me through what happens from when I reach out to when the truck leaves?',
    fact: 'process',
  },
  {
    q: "My back is shot after surgery so I can't lift anything. Would the crew handle all the carrying?",
    fact: 'weDoTheLifting',
  },
  {
    q: 'Do you need a deposit when I book, or do I settle up after you finish?',
    fact: 'paymentDue',
  },
  {
    q: 'We have about $600 budgeted to clear junk out of a three-bedroom rental after the tenants left. Is that in the range of what you usually charge?',
    fact: 'typicalCost',
  },
  {
    q: 'Is it by the hour, by weight, or something else? Trying to compare you against another outfit.',
    fact: 'howPricingWorks',
  },
  {
    q: 'The last hauler tacked on a fuel surcharge and a dump fee after the fact. Do you pull that kind of thing?',
    fact: 'hiddenFees',
  },
  {
    q: 'I have $450 set aside for clearing out a normal two-car garage. Is that realistic with you guys?',
    fact: 'garageCost',
  },
  {
    q: 'Our 6x8 garden shed is falling apart and I have about $500 to spend. Roughly what would you charge to tear it down?',
    fact: 'shedCost',
  },
  {
    q: 'We inherited an old Sundance spa with the house. Can you give me any idea of the cost to get rid of it?',
    fact: 'hotTubCost',
  },
  {
    q: 'The crew is coming Saturday for a medium load, some furniture and boxes. About how long will they be at the house?',
    fact: 'jobDuration',
  },
  {
    q: 'We need the garage emptied before the painter shows up at noon. How long do your garage clear-outs usually take?',
    fact: 'garageDuration',
  },
  {
    q: "How long is the crew usually there taking down a metal shed? I need to plan around my kids' nap.",
    fact: 'shedDuration',
  },
  {
    q: "I'm over by Moon Valley in north Phoenix. Do you send trucks up there?",
    fact: 'areaPhoenix',
  },
  {
    q: 'We live in Silverleaf up in north Scottsdale. Would that work for you?',
    fact: 'areaScottsdale',
  },
  {
    q: "My son's apartment is off Mill Ave by ASU. Can you pick up his stuff there?",
    fact: 'areaTempe',
  },
  {
    q: "We're in Dobson Ranch on the west side of Mesa. Do you come out this way?",
    fact: 'areaMesa',
  },
  {
    q: 'Our house is in Fulton Ranch. Is that in your area?',
    fact: 'areaChandler',
  },
  {
    q: "My client's home is in Clearwater Hills. Do you cover that part of PV?",
    fact: 'areaParadiseValley',
  },
  {
    q: "We're up in Fountain Hills, just past the big fountain. Too far for you?",
    fact: 'areaFountainHills',
  },
  {
    q: "We've got a ranch property off Spur Cross Road in Cave Creek with a barn full of junk. Do you make it out there?",
    fact: 'areaCaveCreek',
  },
  {
    q: "I'm in Arrowhead Ranch in Glendale. Do you go that far west?",
    fact: 'areaGlendale',
  },
  {
    q: "Which cities do you actually cover? I'm trying to figure out if the West Valley is included.",
    fact: 'areasServed',
  },
  {
    q: "How long has your company been around? I like hiring people who've been at it a while.",
    fact: 'yearsInBusiness',
  },
  {
    q: "There's an old Frigimax side-by-side fridge in my garage that quit cooling. Is that something you haul?",
    fact: 'appliances',
  },
  {
    q: "I've got a Restova sectional, the huge L-shaped kind. Could that go with you?",
    fact: 'furniture',
  },
  {
    q: 'We just upgraded and the old Sleepwell Cloud queen mattress is leaning against the wall. Is that something you do?',
    fact: 'mattresses',
  },
  {
    q: "Our contractor ripped out the kitchen cabinets and countertops and left them in the driveway. Is that something you'd haul?",
    fact: 'construction',
  },
  {
    q: "I manage a small dental office that's relocating, and the old filing cabinets and waiting-room chairs have to go. Do you do business jobs like that?",
    fact: 'officeCommercial',
  },
  {
    q: "I'm in a second-floor condo with no elevator. Do you do condos, or just houses?",
    fact: 'residential',
  },
  {
    q: 'The TV in the game room is an ancient rear-projection thing the size of a fridge. Do you recycle electronics like that?',
    fact: 'eWaste',
  },
  {
    q: "Three old laptops from my late husband's business still have client files on them. Do you take care of destroying the drives?",
    fact: 'dataDestruction',
  },
  {
    q: 'Before I let anyone in the house I want to know: are you licensed and bonded?',
    fact: 'licensedInsured',
  },
  {
    q: 'How many reviews do you have? I only go with companies with a solid track record online.',
    fact: 'reviews',
  },
  {
    q: 'I filled out the quote form an hour ago. How long until someone gets back to me?',
    fact: 'quoteReplyTime',
  },
  {
    q: 'The junk is scattered around the attic, the back patio and the side yard. Do I have to bring it all to one spot?',
    fact: 'anywhereOnProperty',
  },
  {
    q: "I'll be at work all day Friday. Do I have to be home for the pickup?",
    fact: 'beHome',
  },
  {
    q: 'Is there anything I should do to get ready before the crew shows up?',
    fact: 'prepare',
  },
  {
    q: 'The garage floor is full of sawdust and cobwebs under all the boxes. Do your guys clean up after loading?',
    fact: 'cleanUpAfter',
  },
  {
    q: "My kids' wooden playset is bolted together and huge. Do you take it apart or do I need to?",
    fact: 'disassembly',
  },
  {
    q: 'Chatbots drive me nuts. How do I get a live person on the phone?',
    fact: 'talkToPerson',
  },
  {
    q: 'Son las 11 de la mañana, si les hablo ahorita pueden venir hoy mismo?',
    fact: 'sameDay',
  },
  {
    q: 'Con cuanto tiempo tengo q agendar? lo queremos pa el otro fin de semana',
    fact: 'bookAhead',
  },
  {
    q: 'Tengo un refri viejo y una lavadora q ya no sirven en el garage, se los llevan?',
    fact: 'appliances',
  },
  {
    q: 'se llevan muebles viejos? tengo un sofa, una mesa de comedor y un ropero',
    fact: 'furniture',
  },
  {
    q: 'Les puedo mandar fotos x texto pa que me digan el precio?',
    fact: 'photoQuote',
  },

  // longer stories, the question late or buried
  {
    q: "My dad is moving in with us from Michigan next month, so the spare room full of exercise equipment has to go. I work a 5am shift at the hospital and get off at 3. By the time I'm home it's about 4:30. Would anyone still be around to take a call then on a weekday?",
    fact: 'hours',
  },
  {
    q: "Our tenant skipped out in the middle of the night and left the unit full of garbage bags, a broken dresser and a mattress. The new tenant's movers arrive at 7 tomorrow morning and it's already 10 pm. I know it's late. Is there any after-hours service for something like this?",
    fact: 'emergency',
  },
  {
    q: "Long story short, my ex was supposed to take his stuff out of the garage months ago and never did. The divorce is final and I'm done waiting. I have the day off and it's about 9:30 in the morning right now. Could a crew come today and haul it all?",
    fact: 'sameDay',
  },
  {
    q: "My mother-in-law is downsizing into a senior apartment and the family split up the chores. I'm in charge of the junk removal part, but I'm two time zones away and work odd hours. I'd really like to set this up without playing phone tag. How do I get on your schedule?",
    fact: 'howToBook',
  },
  {
    q: "My husband always dealt with this kind of thing and he passed last spring. Now I'm trying to clear out his workshop and I honestly don't know how it works with a company like yours. Do you come look first, do you give me a price, who does what? I just want to know what to expect.",
    fact: 'process',
  },
  {
    q: "I'm the executor for my aunt's house and I'll be paying out of the estate account. The bank gave me checks for the account but no debit card yet. The attorney wants everything documented. Is a check from the estate account something you take?",
    fact: 'paymentMethods',
  },
  {
    q: 'We bought a fixer-upper and the previous owners left all kinds of junk in the back bedrooms: a broken futon, boxes of magazines, a couple of old TVs, some patio chairs. We already blew through most of the renovation budget. Ballpark, what does a job like that normally cost?',
    fact: 'typicalCost',
  },
  {
    q: 'My HOA gave me thirty days to clean up the side yard and I am getting bids from three companies. One of them wanted $75 just to come out and look. Do you charge to come give an estimate?',
    fact: 'freeEstimates',
  },
  {
    q: "We're downsizing from a house to a townhome in June and the garage has twenty years of stuff in it. It's a standard two-car garage, about average for a family of five. Before I get my husband on board, what does clearing an average garage usually run?",
    fact: 'garageCost',
  },
  {
    q: 'Only one thing needs to go: the old glass-top dining table we replaced after the remodel. Everything else has been sold or donated already. It is in the dining room on the first floor. What would one piece like that cost?',
    fact: 'singleItemCost',
  },
  {
    q: "We're clearing my late father's condo and my sister is flying in from Denver to help. She can only take one afternoon off. If we have maybe half a truck of furniture and boxes, how long would your crew typically be there?",
    fact: 'jobDuration',
  },
  {
    q: 'Our new patio pavers go in next week right where the old spa sits. The landscaper needs it gone before Tuesday and wants to know how much of the day to leave open. How long does pulling out a hot tub take, start to finish?',
    fact: 'hotTubDuration',
  },
  {
    q: "My brother and I split up clearing out our parents' things: he has their rental and I have their old house, and we want to use the same company for both. They're in different parts of the Valley. Which towns and cities do you actually go to?",
    fact: 'areasServed',
  },
  {
    q: "We're snowbirds from Alberta with a place in Leisure World. Every spring before we head north we purge, and this year it's two recliners and an old treadmill. Is Leisure World somewhere you go?",
    fact: 'areaMesa',
  },
  {
    q: "I'm the house manager for a family up on Mummy Mountain. They're renovating the guest wing and want the old furniture out discreetly while they're traveling. Does your crew work in that area?",
    fact: 'areaParadiseValley',
  },
  {
    q: "My wife and I just closed on a house near Westgate in Glendale. The previous owner left a busted treadmill, a pool table and a mountain of cardboard in the garage. We're living in a hotel until it's cleared. Do you go out to that side of town?",
    fact: 'areaGlendale',
  },
  {
    q: "We're renting in Troon North until the end of the month, then moving back east. The landlord wants the old grill, a couple of patio chairs and some broken blinds gone. Our lease says the place has to be empty. Is Troon North somewhere you cover?",
    fact: 'areaScottsdale',
  },
  {
    q: "I'm flipping a house in Laveen and the sellers left a whole garage of junk plus a rotten couch on the back porch. My crew is busy with the flooring. Can you get out to Laveen?",
    fact: 'areaPhoenix',
  },
  {
    q: "Our son is finishing at ASU and moving home in May. His roommates are leaving a futon, a desk and a mini fridge behind in their place near University Heights. The landlord will charge them if it's not gone. Do you work around that part of Tempe?",
    fact: 'areaTempe',
  },
  {
    q: 'Before I hire anyone I check whether they are actually local or just a national call center with a local number. My neighbor used one of those and it was a mess. Where is your company based?',
    fact: 'location',
  },
  {
    q: "Our family is moving across the country next month and the movers charge by weight, so anything that doesn't fit the new place stays behind. We've got a kids' trampoline, a grill, a couple of bikes, boxes of toys and an elliptical. What kinds of things are you able to take?",
    fact: 'itemsTaken',
  },
  {
    q: "We're clearing my dad's garage after he moved into assisted living. There are gallons of old pool chemicals, half-used cans of stain and a couple of gas cans next to his lawn mower. The mower and the workbench can go, obviously. But can you take the chemicals and fuel too?",
    fact: 'notAccepted',
  },
  {
    q: "After the divorce I'm keeping the house but not the furniture he picked out. The leather sectional, the massive entertainment center and the bedroom set all need to go. My new stuff arrives on the 15th. Do you take furniture like that?",
    fact: 'furniture',
  },
  {
    q: "Kitchen remodel is finally done! The new Sub-Zero went in yesterday and the old Maytag fridge, range and dishwasher are sitting in the garage. The installers wouldn't take them. Would you haul those away?",
    fact: 'appliances',
  },
  {
    q: 'The monsoon last week knocked down half our palo verde and the HOA already sent a letter about the mess. My husband cut it into pieces but we have no way to haul it. There is also a pile of brush and dirt where the roots came up. Do you take yard debris like that?',
    fact: 'yardWaste',
  },
  {
    q: "We bought a house with a hot tub out back that hasn't run in years. It's still half full of green water and hardwired to the house. My husband wants to drain it and unhook it himself this weekend to save money. Do we need to do that first, or do you handle it?",
    fact: 'hotTubRemoval',
  },
  {
    q: "There's an old wooden shed in the backyard that termites have basically eaten. The previous owners kept tools in it and the door won't close anymore. We'd like to put a garden there. Do you knock down sheds or just haul away what's inside them?",
    fact: 'sheds',
  },
  {
    q: "I'm a contractor doing a bathroom remodel for a client. I've got old tile, a cast iron tub, drywall and a vanity piled in the garage. I don't want a dumpster sitting out front because the HOA would lose it. Do you pick up remodel debris for contractors?",
    fact: 'construction',
  },
  {
    q: 'My grandmother passed in February after living in the same house for 40 years. My mom and her siblings are all out of state and cannot deal with it. We have already taken the photos and jewelry. Can you help clear out the rest of the house?',
    fact: 'estate',
  },
  {
    q: "We're handling probate for my uncle, who was a bit of a collector. The house is full from floor to ceiling and the attorney says it has to be empty before it can be listed. None of us live in Arizona. Is this the kind of job you take on?",
    fact: 'estate',
  },
  {
    q: "My husband calls the garage his workshop, but it's really boxes from three moves, a broken treadmill and a dozen rusty bikes. We haven't parked in it since 2019. I finally got him to agree it needs to go. Do you do full garage clean-outs?",
    fact: 'garageCleanout',
  },
  {
    q: 'Our startup is moving to a coworking space and leaving behind 14 desks, office chairs, two conference tables and a bunch of file cabinets. The building manager wants the suite empty by the end of the month. Would you clear out an office like that?',
    fact: 'officeCommercial',
  },
  {
    q: "When my father went into memory care we put everything in a storage unit, and we've been paying for it for three years. My brother and I finally agreed it's time. Most of it is old furniture and boxes. Can you go to the storage place and empty it?",
    fact: 'storageUnits',
  },
  {
    q: "My mom's furniture is all in decent condition and it would break her heart if it went to a landfill. She's moving into assisted living and can only take a few pieces. The rest is solid wood stuff. Does any of it get donated?",
    fact: 'donateRecycle',
  },
  {
    q: "I'm closing my accounting practice after 30 years. There's a back room full of old PCs and external drives with clients' tax records on them. I can't just put those on the curb. Do you handle destroying those drives?",
    fact: 'dataDestruction',
  },
  {
    q: 'We live in DC Ranch and the HOA has a rule for everything: no trucks before 8, no dumpsters, no piles on the driveway. Last year a landscaper got us fined. Is your crew used to working under HOA rules?',
    fact: 'hoa',
  },
  {
    q: "I've had bad luck with the big national junk chains, with rude crews and prices that changed on the day. I'd much rather give my money to a local family. Is your company family owned?",
    fact: 'localFamily',
  },
  {
    q: "My mom's house is in Paradise Valley and I live in Seattle. I need to know what it'll cost before I fly down, but I can have a neighbor take pictures of everything. Can I get a price from photos?",
    fact: 'photoQuote',
  },
  {
    q: 'I sent a request through your website last night for an estate cleanout. We close on the house in 10 days and I am getting nervous. How soon should I expect to hear back?',
    fact: 'quoteReplyTime',
  },
  {
    q: "My elderly neighbor asked me to help her find someone to haul away her old couch. She doesn't use the internet at all and only talks on the phone. What number should she call?",
    fact: 'contact',
  },
  {
    q: "We're snowbirds and will be back in Canada when the pickup needs to happen. Our property manager has a key and the stuff is all in the garage. Does someone have to be at the house when you come?",
    fact: 'beHome',
  },
  {
    q: "A neighbor warned me that some of these booking websites just pass your job to whoever is cheapest. My elderly parents live with us and I want to know who's actually coming into the house. Is it your own crew?",
    fact: 'whoComes',
  },
  {
    q: "I'm helping my mom downsize and she's nervous about online forms and chat windows. She wants to describe everything to somebody who can answer her questions. Can she talk to a real person?",
    fact: 'talkToPerson',
  },
  {
    q: "We're getting quotes for clearing out my late mother's house. The last company gave us a number and then said disposal and labor were extra. Honestly it felt like a bait and switch. Is the price you quote what I'll actually pay?",
    fact: 'hiddenFees',
  },
  {
    q: "I rent an apartment near downtown Phoenix and I'm moving to Denver next week. The couch, bed frame and desk aren't worth shipping. It's on the third floor. Do you do apartments?",
    fact: 'residential',
  },
  {
    q: 'Estamos cambiandonos de casa y mi esposo trabaja de noche, asi que no podemos hablar por telefono en el dia. Hay muebles viejos y cajas en el garage q no nos vamos a llevar. Hay manera de agendar por internet en su pagina?',
    fact: 'howToBook',
  },
  {
    q: 'Mi hermano y yo estamos limpiando la casa de mi papa xq se fue a vivir con mi hermana. Hay de todo, bicicletas, juguetes, una caminadora, cajas y ropa. Que tipo de cosas se llevan ustedes?',
    fact: 'itemsTaken',
  },
  {
    q: 'Compramos camas nuevas pa los niños y quedaron dos colchones twin y un box spring en la sala. El apartamento esta en un segundo piso sin elevador. Se pueden llevar los colchones?',
    fact: 'mattresses',
  },
  {
    q: 'Mi esposo dejo en el garage botes de pintura, aceite de carro y unos quimicos de la alberca. Tambien hay una mesa vieja y unas sillas. Se llevan todo eso o hay cosas q no aceptan?',
    fact: 'notAccepted',
  },
  {
    q: 'Vivimos en el west valley pero mi mama vive x el lado de Scottsdale y tambien necesita ayuda con su garage. Antes de llamar quiero saber a q ciudades van ustedes. Cuales areas cubren?',
    fact: 'areasServed',
  },
];

export const NINETEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  {
    q: 'need my upright piano moved to our new place across town, not tossed. can u do that',
    kind: 'not offered',
  },
  { q: 'store my couch for like a month while the floors get redone?', kind: 'not offered' },
  {
    q: "We're moving from Mesa to north Scottsdale next month. Could your crew pack our boxes and drive everything over to the new house?",
    kind: 'not offered',
  },
  {
    q: "Do you buy used furniture? My dining set is solid oak and I'd rather sell it to you than give it away.",
    kind: 'not offered',
  },
  { q: 'will u pay me for the scrap metal in my garage', kind: 'not offered' },
  { q: 'dumpster rental for a 3 week remodel?', kind: 'not offered' },
  {
    q: 'After you haul the junk out, could your crew deep clean the house for the next tenant, like scrub the bathrooms and the oven?',
    kind: 'not offered',
  },
  {
    q: 'Can your guys fix my dryer instead of hauling it? It just stopped heating.',
    kind: 'not offered',
  },
  { q: 'our hot tub just needs a new heater, can u repair it instead of removing it', kind: 'not offered' },
  { q: 'can u install the new spa when u take the old one out', kind: 'not offered' },
  {
    q: 'We ordered a sectional from a furniture store in Tempe and they want $200 for delivery. Could you pick it up at the store and bring it to our house?',
    kind: 'not offered',
  },
  { q: 'do u assemble ikea stuff', kind: 'not offered' },
  { q: 'can u cut down a 30 ft palm tree in my front yard', kind: 'not offered' },
  {
    q: 'Once the old shed is gone, can you build us a new one in the same spot?',
    kind: 'not offered',
  },
  { q: 'pressure wash the driveway after?', kind: 'not offered' },
  { q: 'can someone test my popcorn ceiling for asbestos', kind: 'not offered' },
  {
    q: "My parents have a lot of nice antiques and the family can't agree on anything. Can you run an estate sale for us and sell the valuable pieces before you haul the rest?",
    kind: 'not offered',
  },
  { q: 'rent me one of ur trucks and ill load it myself?', kind: 'not offered' },
  { q: 'can u deliver 3 yards of river rock for my front yard', kind: 'not offered' },
  {
    q: 'My father is moving into assisted living in Scottsdale. His new room is tiny, so we need someone to take his bed, recliner and TV from his house and set them up in his new place. The rest can be hauled away another day. Could you do that move for us?',
    kind: 'not offered',
  },
  {
    q: "We're going on a six-month trip and renting out our house furnished. We don't want the tenants near grandma's china cabinet and the rocking chair. Do you have a warehouse where we could keep a few pieces until we're back?",
    kind: 'not offered',
  },
  { q: 'can u spray for scorpions in the garage while ur there', kind: 'not offered' },
  {
    q: 'Our kitchen remodel is half done and the contractor walked off the job. The cabinets are out and the walls are open with nobody to finish. Could your crew hang the new drywall and install the cabinets?',
    kind: 'not offered',
  },
  {
    q: 'The old fridge in the garage still runs but barely cools. Could you recharge the freon so I can keep using it?',
    kind: 'not offered',
  },

  // places far outside the Valley
  { q: 'do u come to tucson', kind: 'far place' },
  { q: 'cabin in flagstaff needs clearing out, can u send a truck up there', kind: 'far place' },
  {
    q: 'Our vacation house is in Sedona. Could you clear out the garage up there next week?',
    kind: 'far place',
  },
  { q: 'prescott valley - do yall serve it', kind: 'far place' },
  {
    q: "I'm in Yuma and can't find anyone local who does this. Would you drive down here?",
    kind: 'far place',
  },
  { q: 'lake havasu area service?', kind: 'far place' },
  {
    q: "My parents' summer cabin is up in Show Low and they're selling it this fall. It's full of old furniture and 30 years of fishing gear, and none of us live close. Do your crews go all the way up there?",
    kind: 'far place',
  },
  { q: 'We have a condo in Las Vegas that needs a full cleanout. Can your crew do it?', kind: 'far place' },

  // questions about made-up brands
  {
    q: 'Does my Brightnest home warranty cover your fee for hauling the old water heater?',
    kind: 'made-up brand',
  },
  { q: 'do u honor the zentro rewards 20% off coupon', kind: 'made-up brand' },
  {
    q: "Are you the same company as Desert Dash Hauling? They did my neighbor's job and she loved them.",
    kind: 'made-up brand',
  },
  { q: 'Can I book you through the NeighborLoop app?', kind: 'made-up brand' },
  {
    q: 'Kelvora told me they give a recycling credit when their old dryers get picked up by an approved hauler. Are you one of their approved haulers?',
    kind: 'made-up brand',
  },
  { q: 'do u sell replacement covers for a spaluxe 500 hot tub', kind: 'made-up brand' },
  {
    q: "I got a flyer about the Frostline Appliance trade-in program saying they'd credit me $100 when my old fridge is picked up. Do you handle that program?",
    kind: 'made-up brand',
  },
  { q: 'do u accept hausmark gift cards', kind: 'made-up brand' },
  {
    q: 'My employer gives us Valleywise Perks points for home services. Can I pay you with those?',
    kind: 'made-up brand',
  },

  // specifics the site never states
  { q: 'whats the name of the guy who will come out', kind: 'never stated' },
  {
    q: 'Can you email a certificate of insurance naming our HOA as additional insured before Friday? The management company needs it on file.',
    kind: 'never stated',
  },
  { q: 'senior discount?', kind: 'never stated' },
  { q: 'any military discount for vets', kind: 'never stated' },
  { q: 'do i get a discount if i refer my neighbor', kind: 'never stated' },
  { q: 'how big is ur truck in cubic yards', kind: 'never stated' },
  { q: 'Is there a max weight your truck can carry? Like how many pounds per load?', kind: 'never stated' },
  { q: 'are your crews background checked and drug tested?', kind: 'never stated' },
  { q: "Who owns the company? I'd like the owner's name.", kind: 'never stated' },
  {
    q: "We're hosting family over the holidays and want the garage cleared right before. Are you open on Christmas Day?",
    kind: 'never stated',
  },
  { q: 'Do you offer financing or monthly payment plans for big cleanouts?', kind: 'never stated' },
  { q: 'should i tip the crew and how much is normal', kind: 'never stated' },
  { q: "Are you hiring? My nephew's looking for work this summer.", kind: 'never stated' },
  { q: 'Which charity exactly does the donated stuff go to?', kind: 'never stated' },
  {
    q: "I'm putting together a vendor binder for our HOA board and they want every company's contractor license number. What's yours?",
    kind: 'never stated',
  },
  { q: 'do u price match if someone else quotes lower', kind: 'never stated' },
  {
    q: "We had a great crew last spring for my mom's garage, two guys, one had a Cardinals hat. Can I request the same two again?",
    kind: 'never stated',
  },

  // chit-chat
  { q: 'whos ur favorite suns player', kind: 'chit-chat' },
  { q: 'tell me a joke', kind: 'chit-chat' },
  { q: 'is it gonna rain this weekend?', kind: 'chit-chat' },
  { q: "what's the best taco spot in Scottsdale", kind: 'chit-chat' },

  // in Spanish
  {
    q: 'nos pueden ayudar con la mudanza? ocupamos llevar todo a la casa nueva en Phoenix',
    kind: 'not offered',
  },
  { q: 'compran muebles usados? tengo una sala en buen estado', kind: 'not offered' },
  { q: 'pueden guardar mis cosas en su bodega unas semanas?', kind: 'not offered' },
  {
    q: 'Cuando saquen todo, ustedes limpian la casa tambien? como trapear y lavar los baños pa entregarla al landlord',
    kind: 'not offered',
  },
  {
    q: 'Mi lavadora hace un ruido bien feo y ya no exprime. La pueden reparar en vez de llevarsela?',
    kind: 'not offered',
  },
  { q: 'van hasta Tucson? mi tia vive alla y necesita sacar cosas', kind: 'far place' },
  { q: 'aceptan el cupon de Ahorra Mas Valle q salio en el periodico?', kind: 'made-up brand' },
  { q: 'tienen descuento pa personas de la tercera edad?', kind: 'never stated' },
];
