import type { FactId } from './facts.ts';

/**
 * A twenty-first tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried among family, moving, landlord, HOA, renovation, small-business, estate, snowbird, divorce,
 * new-baby, aging-parent, monsoon-cleanup and real-estate details. Some need a fact applied (a time or
 * weekday against the hours and the 2 PM same-day cut-off, a named neighbourhood, town or landmark against
 * the service area, a budget against the published prices), items are named in everyday and regional words
 * and by brand (real and made-up), some are follow-ups ("can you take it?", "would that work?") whose
 * "that" the sentence before names, and sixteen answerable and eight unanswerable ones are in Spanish as
 * Phoenix-area speakers type it on a phone. Written by a helper who saw only SPEC.md, src/content and the
 * fact list (facts.ts).
 */
export const TWENTY_FIRST_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'yall open rn? its saturday like 6:15pm', fact: 'hours' },
  { q: 'what time u close on weekdays', fact: 'hours' },
  { q: 'open sundays or nah', fact: 'sunday' },
  { q: 'sunday 5:30 still open??', fact: 'sunday' },
  { q: 'its 11am can u come today', fact: 'sameDay' },
  { q: 'any chance same day pick up', fact: 'sameDay' },
  { q: 'how much does junk removal usually run', fact: 'typicalCost' },
  { q: 'price for hauling just 1 recliner', fact: 'singleItemCost' },
  { q: 'garage cleanout cost?', fact: 'garageCost' },
  { q: 'shed tear down price', fact: 'shedCost' },
  { q: 'hot tub removal how much $$', fact: 'hotTubCost' },
  { q: 'do u take venmo or card', fact: 'paymentMethods' },
  { q: 'pay up front or after', fact: 'paymentDue' },
  { q: 'is the estimate free', fact: 'freeEstimates' },
  { q: 'extra charge for dump fees or gas?', fact: 'hiddenFees' },
  { q: 'do yall go out to glendale', fact: 'areaGlendale' },
  { q: 'peoria ok??', fact: 'areaPeoria' },
  { q: 'do you serve tucson', fact: 'areasServed' },
  { q: 'u guys do pickups in mesa az', fact: 'areaMesa' },
  { q: 'ahwatukee pickup possible?', fact: 'areaPhoenix' },
  { q: 'take old fridge?', fact: 'appliances' },
  { q: 'palm fronds ok', fact: 'yardWaste' },
  { q: 'drywall scraps + old lumber?', fact: 'construction' },
  { q: 'old tube tv recycle?', fact: 'eWaste' },
  { q: 'pool chlorine buckets u take em?', fact: 'notAccepted' },
  { q: 'do i gotta drag it to the curb', fact: 'anywhereOnProperty' },
  { q: 'r u licensed n insured', fact: 'licensedInsured' },
  { q: 'how many google reviews u got', fact: 'reviews' },
  { q: 'can i just text pics for a quote', fact: 'photoQuote' },
  { q: 'whats ur phone number', fact: 'contact' },
  { q: 'how far ahead should i book', fact: 'bookAhead' },
  { q: 'typical job how long', fact: 'jobDuration' },
  { q: 'hot tub removal takes how long', fact: 'hotTubDuration' },
  { q: 'where r u guys located', fact: 'location' },
  { q: 'u donate the stuff or dump it', fact: 'donateRecycle' },
  { q: 'estate cleanout services?', fact: 'estate' },
  { q: '3am emergency pickup a thing?', fact: 'emergency' },
  { q: 'can ur guys take apart a bunk bed', fact: 'disassembly' },
  { q: 'cubicles and filing cabinets from an office', fact: 'officeCommercial' },
  { q: 'what stuff do u haul', fact: 'itemsTaken' },
  { q: 'sectional couch pickup', fact: 'furniture' },
  { q: 'franchise or local company?', fact: 'whoComes' },
  { q: 'do u sweep up after', fact: 'cleanUpAfter' },
  { q: 'fountain hills too far?', fact: 'areaFountainHills' },
  // short, in Spanish
  { q: 'a q hora abren entre semana', fact: 'hours' },
  { q: 'abren el domingo?', fact: 'sunday' },
  { q: 'con cuantos dias de anticipacion tengo q agendar', fact: 'bookAhead' },
  { q: 'recogen colchones y box spring?', fact: 'mattresses' },
  { q: 'aceptan tarjeta o nomas efectivo', fact: 'paymentMethods' },
  { q: 'cobran x la cotizacion?', fact: 'freeEstimates' },

  // a sentence or two of situation, then the question
  {
    q: 'We just closed on a house in Kierland and the sellers left a bunch of junk in the casita. Is Kierland in your area?',
    fact: 'areaScottsdale',
  },
  {
    q: 'My daughter is finishing her lease in an apartment near ASU next week. Do you guys come out to that part of town?',
    fact: 'areaTempe',
  },
  {
    q: 'Got a broken elliptical and two bar stools at our place in Ocotillo. Do you serve that area?',
    fact: 'areaChandler',
  },
  {
    q: "We're in Vistancia off Lake Pleasant Parkway. Is that too far out for you?",
    fact: 'areaPeoria',
  },
  {
    q: 'Our rental is a few minutes from State Farm Stadium and Westgate. Can you do a pickup over there?',
    fact: 'areaGlendale',
  },
  {
    q: 'We live up in Cave Creek near Frontier Town, lots of desert between us and the city lol. Do you actually come out that far?',
    fact: 'areaCaveCreek',
  },
  {
    q: 'House is in Carefree, walking distance to the big sundial. Would a crew drive out here?',
    fact: 'areaCarefree',
  },
  {
    q: 'Just moved into Agritopia and the garage is a wall of moving boxes. Is Agritopia somewhere you work?',
    fact: 'areaGilbert',
  },
  {
    q: 'My parents have a house by Mummy Mountain with an old armoire and a TV cabinet to go. Do you cover Paradise Valley?',
    fact: 'areaParadiseValley',
  },
  {
    q: 'My brother lives in Prescott and wants his garage cleaned out before he sells. Would you drive up there?',
    fact: 'areasServed',
  },
  {
    q: 'It is 1:30 on a Thursday and the landlord just told me the unit has to be empty by tonight. Any chance you can still make it today?',
    fact: 'sameDay',
  },
  {
    q: 'Messaging at 4:15 in the afternoon. Is today still doable for one couch or am I looking at tomorrow now?',
    fact: 'sameDay',
  },
  {
    q: 'I work until 6 every weekday. If I call at 6:30 on a Tuesday will anybody pick up?',
    fact: 'hours',
  },
  {
    q: 'Sunday is honestly my only free day. What hours does the crew work then?',
    fact: 'sunday',
  },
  {
    q: 'The water heater burst around 2 in the morning and the garage is full of soaked boxes. Do you do emergency pickups in the middle of the night?',
    fact: 'emergency',
  },
  {
    q: "I've got a Sealy queen plus the box spring in an upstairs bedroom. You guys take those?",
    fact: 'mattresses',
  },
  {
    q: 'Our Whirlpool washer and the matching dryer both died the same week, of course. Can you haul them?',
    fact: 'appliances',
  },
  {
    q: 'There is an old Sony Trinitron and a dead Dell tower in the spare room. Do you recycle electronics like that?',
    fact: 'eWaste',
  },
  {
    q: 'Our bookkeeping office is retiring 8 laptops that still have client tax returns on them. What happens to the data on those?',
    fact: 'dataDestruction',
  },
  {
    q: 'Monsoon knocked half our mesquite down and there are branches all over the backyard. Do you haul tree limbs?',
    fact: 'yardWaste',
  },
  {
    q: 'Our contractor left busted tile, plaster chunks and two old vanities after the bathroom redo. Is that something you take?',
    fact: 'construction',
  },
  {
    q: 'There is a rotting Tuff Shed in the back corner of the yard. Do you actually tear sheds down or only haul them once they are in pieces?',
    fact: 'sheds',
  },
  {
    q: 'We have a little 6x8 Keter resin shed that cracked in the heat. About what does it cost to get one that size removed?',
    fact: 'shedCost',
  },
  {
    q: 'Two-car garage packed with ten years of stuff and I have about $400 set aside. Is that realistic for a garage cleanout?',
    fact: 'garageCost',
  },
  {
    q: "How long does a normal garage cleanout take? I'm trying to plan around my toddler's nap.",
    fact: 'garageDuration',
  },
  {
    q: 'Want to get rid of our old Cal Spas tub on the back patio. Ballpark price?',
    fact: 'hotTubCost',
  },
  {
    q: 'The spa is still full of water and plugged in. Do I need to drain it and disconnect it myself before you get here?',
    fact: 'hotTubRemoval',
  },
  {
    q: 'If you take down our shed Saturday morning, how long will it take? The neighbors have a party at 4.',
    fact: 'shedDuration',
  },
  {
    q: 'It is just one old pillow top to go. Roughly how long will your guys be at the house?',
    fact: 'mattressDuration',
  },
  {
    q: 'My back is shot after surgery. Do your guys do all the carrying or will I need to help load?',
    fact: 'weDoTheLifting',
  },
  {
    q: 'Most of it is up in the attic and in the back bedroom. Do I have to bring it all down to the garage first?',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'I work nights and will probably be asleep when the crew comes. Does somebody need to be there?',
    fact: 'beHome',
  },
  {
    q: 'Should I bag up the loose junk and box the books before you come, or just leave it all how it is?',
    fact: 'prepare',
  },
  {
    q: 'The IKEA loft bed is bolted together and way too big for the doorway. Would your crew take it apart?',
    fact: 'disassembly',
  },
  {
    q: 'We are a small dental practice moving suites. Can you take the old file cabinets and waiting room chairs?',
    fact: 'officeCommercial',
  },
  {
    q: 'My storage unit is costing me $180 a month for stuff I never look at. Can you empty one out for me?',
    fact: 'storageUnits',
  },
  {
    q: "I'd feel terrible if grandma's dining set ended up at the dump. What happens to things that are still in good shape?",
    fact: 'donateRecycle',
  },
  {
    q: 'Our HOA in McCormick Ranch sends letters if anything sits in the driveway overnight. Is that going to be an issue with you?',
    fact: 'hoa',
  },
  {
    q: 'How do I actually set up an appointment, is there a form somewhere or do I have to call?',
    fact: 'howToBook',
  },
  {
    q: 'I sent the quote form about an hour ago. How long until somebody gets back to me?',
    fact: 'quoteReplyTime',
  },
  {
    q: 'Instead of someone coming out to look, could I just snap photos of the pile and send them?',
    fact: 'photoQuote',
  },
  {
    q: 'Do you charge by the hour, by weight, or what? Comparing you with another outfit.',
    fact: 'howPricingWorks',
  },
  {
    q: 'Is a deposit needed when I book, or do I pay once the work is done?',
    fact: 'paymentDue',
  },
  {
    q: 'Thinking about hiring you for my move-out. How long has your company been around?',
    fact: 'yearsInBusiness',
  },
  {
    q: 'I have a La-Z-Boy, a treadmill and like twenty boxes of random stuff. Is there anything on that list you would not take, or do you do all of it?',
    fact: 'itemsTaken',
  },
  // a sentence or two, in Spanish
  {
    q: 'son las 10 de la mañana y tengo un sillon viejo en la sala, pueden venir hoy mismo?',
    fact: 'sameDay',
  },
  {
    q: 'nomas es una lavadora vieja la q quiero tirar. cuanto me cobrarian por una sola cosa?',
    fact: 'singleItemCost',
  },
  {
    q: 'Tengo un comedor con 6 sillas y un trastero que ya no uso. Ustedes se llevan muebles de comedor?',
    fact: 'furniture',
  },
  {
    q: 'hay un refri viejo y un congelador en la cochera, se los llevan?',
    fact: 'appliances',
  },
  {
    q: 'Quiero hacer la cita por internet porque trabajo todo el dia. Como le hago para agendar en linea?',
    fact: 'howToBook',
  },

  // longer stories, the question late or buried
  {
    q: 'We spend summers in Minnesota and winters at our place in Leisure World. This year we are finally replacing the furniture that came with the house when we bought it in 2009: a big floral sofa, two wingback chairs and a glass dining table. We fly out April 20 and want it gone before then. Do you work in Leisure World?',
    fact: 'areaMesa',
  },
  {
    q: 'Going through a divorce and he moved out but left his whole gym in the garage. Bowflex, weight bench, dumbbells, the Peloton he rode maybe twice. My lawyer says I can get rid of it and honestly I just want it gone before the kids get back from his place. It is 10 am on a Friday right now, could you come today?',
    fact: 'sameDay',
  },
  {
    q: "Baby number two is due in six weeks and the nursery is currently our junk room. There's an old futon, a broken exercise bike, a desk and about fifteen boxes of my husband's college stuff he finally agreed to part with. I'm very pregnant so I'm not hauling anything down the stairs. Do we need to get it all down to the garage before you come?",
    fact: 'anywhereOnProperty',
  },
  {
    q: 'My dad is 87 and moving into assisted living next month. His house in Arcadia has sixty years of stuff in it, the good china, his workshop, closets nobody has opened since the 90s. My sister and I will pull out the photos and a few pieces of furniture we want to keep. Is clearing out the rest of a whole house like that something you handle?',
    fact: 'estate',
  },
  {
    q: "Last night's monsoon took down a big palo verde in our yard in Dobson Ranch and shredded both palm trees. Bulk trash isn't for another three weeks and the HOA already sent a notice about the pile. It's probably a full truckload of fronds and branches. Is yard waste like that something you take?",
    fact: 'yardWaste',
  },
  {
    q: 'I am a realtor with a listing in Troon North that goes live next Thursday. The sellers already moved to Colorado and left a garage of junk plus a broken treadmill in the casita. The photographer comes Tuesday. How many days ahead do I need to book you to be safe?',
    fact: 'bookAhead',
  },
  {
    q: 'I own a fourplex in Tempe and a tenant just skipped out, leaving a mattress, a sofa, a dozen trash bags and a broken microwave. I live in San Diego so I cannot be there myself, though I can give you the lockbox code. Does someone have to be there for the pickup?',
    fact: 'beHome',
  },
  {
    q: 'I run a small boutique in Old Town and we are closing at the end of the month. There are clothing racks, two glass counters, mannequins and a back room of old stock. The landlord wants it empty and we can only have people in after 7 pm when the shops close. Do you take business stuff like store fixtures?',
    fact: 'officeCommercial',
  },
  {
    q: "We're gutting the kitchen at our Gainey Ranch place. The contractor is doing the demo but his dumpster quote was insane and the HOA won't allow a dumpster on the street for more than 48 hours. There'll be old oak cabinets, granite slabs, a pile of drywall and some flooring. Do you haul remodel debris like that?",
    fact: 'construction',
  },
  {
    q: 'My aunt passed in January and I am the executor, but I live in Oregon. Her condo needs to be completely emptied for the sale, and a cousin can let your crew in. I am trying to book flights around it. About how long does a job like that usually take once you are there?',
    fact: 'jobDuration',
  },
  {
    q: "Our HOA in Seville is brutal. Last year a neighbor got fined $200 because a hauler's truck sat on the street too long. We have an old pool table and a sectional that need to go. Have you worked with strict HOAs like ours before?",
    fact: 'hoa',
  },
  {
    q: 'We winter in Scottsdale but our main home is a cabin in Flagstaff. This summer we are clearing out the cabin garage, which is mostly old skis, a broken snowblower and a ton of boxes. Would you guys come up to Flagstaff for that?',
    fact: 'areasServed',
  },
  {
    q: "Cleaning out my grandpa's garage in Glendale after he passed. Rusty tools, a workbench, a couple of bikes, and then dozens of half-used paint cans, some bug spray jugs and two old gas cans. My uncle swears you guys will take everything. Is that true for the paint and gas too?",
    fact: 'notAccepted',
  },
  {
    q: "My in-laws are coming for three months so we're turning the home office back into a guest room. Out goes a big L-shaped desk, an old printer, a file cabinet and a treadmill. My husband is convinced junk companies charge by the hour and it'll cost a fortune. How do you actually figure out the price?",
    fact: 'howPricingWorks',
  },
  {
    q: 'I am helping my elderly neighbor set up a garage cleanout. She does not use credit cards, she keeps cash in the house and still writes checks for everything. What kinds of payment do you accept?',
    fact: 'paymentMethods',
  },
  {
    q: 'We are selling the house as part of the divorce and the new hardwood floors are basically the selling point. Last time movers came they gouged a door frame and nobody paid for it. Are you bonded and insured?',
    fact: 'licensedInsured',
  },
  {
    q: 'Our church group is helping an older member who is moving in with her son. She has a lot of nice things, a cedar chest, a sewing cabinet, linens, dishes. She really does not want it going to the landfill. What do you do with items that can be reused?',
    fact: 'donateRecycle',
  },
  {
    q: "We have a newborn, a toddler, and my mother-in-law arrives tomorrow. The guest room still has the old crib, a glider and a broken dresser in it. I've been on hold with other places all morning and it's now 2:45 on a Wednesday. Can anyone come yet today?",
    fact: 'sameDay',
  },
  {
    q: 'We just closed on a new build in Eastmark and the garage is full of flattened moving boxes, packing paper and foam, plus an old couch that does not fit the new living room. Do you take all of that, boxes included?',
    fact: 'itemsTaken',
  },
  {
    q: 'My wife and I have been arguing about the garage for two years. I want to keep some of my tools, she wants the Christmas stuff kept, and everything else can go: old bikes, a broken freezer, boxes from our last move. Do you clear whole garages or just pick up specific items?',
    fact: 'garageCleanout',
  },
  {
    q: 'We are redoing the laundry room and the new LG set arrives Saturday. The old Maytag washer and a Kenmore dryer are still in there, plus a Frigidaire chest freezer out in the garage that stopped working. Can you take appliances like those?',
    fact: 'appliances',
  },
  {
    q: 'My brother and I both work Monday to Friday and we spend Saturday doing our mom’s yard. The only time we can meet a crew at her house is Sunday afternoon. Until what time do you work on Sundays?',
    fact: 'sunday',
  },
  {
    q: 'It gets to 112 here by noon so I want this done early. We have an old sleeper sofa and a patio set to go. Could you come at 7 on a Saturday morning, are you even working then?',
    fact: 'hours',
  },
  {
    q: 'A company I used a couple of years ago charged me $75 just to come out and look before they did anything. I am not doing that again. Do you charge for estimates?',
    fact: 'freeEstimates',
  },
  {
    q: "My mom is 79 and doesn't do chat boxes or websites, she just wants to call someone and explain what she has. Her carport is full of stuff my late dad collected. What number should she call?",
    fact: 'contact',
  },
  {
    q: "I've been going back and forth with bots and automated menus all day trying to sort out my mom's move. I really just want to explain this to a human. Is there a way to talk to a person there?",
    fact: 'talkToPerson',
  },
  {
    q: 'The last hauler we hired left the garage floor covered in dirt, broken glass and bits of cardboard, and I spent an hour cleaning up after them. Do your guys clean up once everything is loaded?',
    fact: 'cleanUpAfter',
  },
  {
    q: 'This is my first time ever hiring someone for junk removal and I am honestly a little anxious about strangers in the house while my husband is deployed. Can you walk me through what happens on the day?',
    fact: 'process',
  },
  {
    q: 'I try hard to support local family businesses instead of big national chains, especially after the small shop I worked at closed. Is your company actually locally and family owned?',
    fact: 'localFamily',
  },
  {
    q: 'My late father rented a unit at a self storage place in Chandler and paid on it for eight years. We finally opened it and there is nothing in there any of us want, just old furniture and bins. Can you clean out a storage unit?',
    fact: 'storageUnits',
  },
  {
    q: 'I rent a second-floor walk-up in Old Town, no elevator, and my lease ends on the 30th. I have a futon, a desk and a dresser that will not fit at my new place. Do you do apartments and condos or just houses?',
    fact: 'residential',
  },
  {
    q: "My late husband ran his accounting practice from home, and his old computers and external drives are still in the closet with years of clients' information on them. I don't want that ending up in the wrong hands. If you take them, what happens to the data?",
    fact: 'dataDestruction',
  },
  {
    q: 'The Jacuzzi came with the house and has sat empty for three summers. The cover is falling apart and the HOA keeps asking about it. My husband wants to know what the removal actually includes, like does your crew deal with the wiring or do we need an electrician?',
    fact: 'hotTubRemoval',
  },
  {
    q: 'My father-in-law put up a 10x12 metal shed in the 90s and it is now more rust than shed. He lives on a fixed income and we want to help, we have about $500 for it. Is that enough for a shed that size?',
    fact: 'shedCost',
  },
  {
    q: 'We only need one side of the garage cleared, an old fridge, some shelving and a stack of boxes, so the car fits before the monsoon hail season. We have maybe $250. Would a partial garage job fit that?',
    fact: 'garageCost',
  },
  {
    q: 'My son moved out and took everything except a NordicTrack treadmill in his old room. We just need that one thing gone so we can turn it into a craft room. What would one item like that cost?',
    fact: 'singleItemCost',
  },
  {
    q: 'We are clearing three rooms before my mother moves in with us: an old bed set, a couch, a desk and maybe a dozen boxes. Our budget is around $600. Is that in the ballpark of what jobs like that usually cost?',
    fact: 'typicalCost',
  },
  {
    q: 'My boyfriend and I are moving in together and his condo near the Biltmore has a couch and a recliner that are not making the move. We would want the pickup the last weekend of the month. Do you serve that part of Phoenix?',
    fact: 'areaPhoenix',
  },
  {
    q: 'We are selling my mother’s home in DC Ranch and the stager wants the garage and the casita empty before the open house. The gate requires names ahead of time. Do you cover DC Ranch?',
    fact: 'areaScottsdale',
  },
  {
    q: 'Friends recommended you after you cleared their garage in Fulton Ranch last year. We are a few streets over and have an old entertainment center and a dead washer. Is Fulton Ranch in your service area?',
    fact: 'areaChandler',
  },
  {
    q: 'My in-laws have a house up in Fountain Hills, near the golf course, and the back patio is full of broken furniture and old planters. They are both in their 80s and cannot deal with it. Do you go out to Fountain Hills?',
    fact: 'areaFountainHills',
  },
  {
    q: 'My wife is in a wheelchair and I had a hernia repair last month, so neither of us can lift a thing. We have a king bed frame and a heavy oak dresser upstairs. Will the crew do all the lifting and carrying?',
    fact: 'weDoTheLifting',
  },
  {
    q: 'My husband says there will be all kinds of hidden fees once the crew is here, like for stairs or for the dump. We have been burned before. Will the price you quote be the price we pay?',
    fact: 'hiddenFees',
  },
  {
    q: "We're flipping a little house in Cave Creek and the previous owner left a shed full of junk and an old horse trailer's worth of tack and feed bins. Before I plan the schedule, are you even willing to go that far north to Cave Creek?",
    fact: 'areaCaveCreek',
  },
  {
    q: 'We are finishing a Tempe Town Lake condo rehab and want the old carpet, a vanity and a few boxes out before the new tenant moves in. Do you cover the area around the lake?',
    fact: 'areaTempe',
  },
  // longer stories, in Spanish
  {
    q: 'Hola buenas tardes, mi suegra se viene a vivir con nosotros y hay que vaciar su casa en Mesa, son como tres cuartos con muebles, una estufa vieja y muchas cajas. Mi esposo quiere saber mas o menos cuanto cobran por un trabajo asi',
    fact: 'typicalCost',
  },
  {
    q: 'estamos limpiando la casa de mi papa que fallecio, tiene la cochera llena de herramientas y tambien botes de pintura, gasolina y quimicos de la alberca. todo eso se lo pueden llevar o hay cosas q no?',
    fact: 'notAccepted',
  },
  {
    q: 'Mi hermano y yo estamos sacando las cosas del cuarto de mi abuelita porque se va a un asilo. No tengo tiempo de que venga alguien a ver, trabajo en dos lugares. Le puedo mandar fotos por texto para que me den el precio?',
    fact: 'photoQuote',
  },
  {
    q: 'hola, mis papas viven en Yuma y tienen el patio lleno de muebles viejos y una secadora que ya no sirve. mi hermana dice que ustedes van a todos lados en Arizona, llegan hasta Yuma o que ciudades cubren?',
    fact: 'areasServed',
  },
  {
    q: 'Me voy a cambiar de apartamento en Phoenix y el nuevo es mas chico. Tengo un sofa cama, una mesa, un microondas, una tele vieja y bolsas de ropa. Que tipo de cosas recogen ustedes, se llevan todo eso?',
    fact: 'itemsTaken',
  },
];

export const TWENTY_FIRST_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // short chat-box questions
  { q: 'do u guys do moving', kind: 'not offered' },
  { q: 'rent dumpsters?', kind: 'not offered' },
  { q: 'will u buy my old furniture', kind: 'not offered' },
  { q: 'hiring? need work asap', kind: 'unknown fact' },
  { q: 'open on thanksgiving day?', kind: 'unknown fact' },
  { q: 'senior discount??', kind: 'unknown fact' },
  { q: 'whats the owners name', kind: 'unknown fact' },
  { q: 'carpet cleaning too?', kind: 'not offered' },
  { q: 'do u sell used appliances', kind: 'not offered' },
  { q: 'can u tow a junk car', kind: 'unknown fact' },
  { q: 'did the suns win last night', kind: 'off topic' },
  { q: 'financing or payment plans', kind: 'unknown fact' },
  { q: 'how many cubic yards is ur truck', kind: 'unknown fact' },
  { q: 'promo code?', kind: 'unknown fact' },
  { q: 'tree trimming service?', kind: 'not offered' },
  { q: 'u sell gift cards', kind: 'unknown fact' },
  { q: 'pressure wash driveway after?', kind: 'not offered' },
  { q: 'best tacos in scottsdale', kind: 'off topic' },
  { q: 'do yall clean pools', kind: 'not offered' },
  { q: 'christmas light install n takedown?', kind: 'not offered' },
  // short, in Spanish
  { q: 'hacen mudanzas?', kind: 'not offered' },
  { q: 'rentan contenedores de basura', kind: 'not offered' },
  { q: 'tienen chamba? busco trabajo', kind: 'unknown fact' },

  // a sentence or two of situation, then the question
  {
    q: 'We are moving from Tempe to Gilbert next week. Can your truck bring our furniture over to the new house?',
    kind: 'not offered',
  },
  {
    q: 'My mom has a lot of antiques. Could someone appraise them and tell us what they are worth before anything gets hauled?',
    kind: 'not offered',
  },
  {
    q: 'The garage door spring snapped so the door is stuck halfway. Do you guys repair garage doors too?',
    kind: 'not offered',
  },
  {
    q: 'After you clear the rental, can you also deep clean the kitchen and bathrooms so it passes the move-out inspection?',
    kind: 'not offered',
  },
  {
    q: 'Is the Frostline 3000 chest freezer part of that compressor recall? Mine makes a clicking noise.',
    kind: 'off topic',
  },
  {
    q: 'Do your crew members get background checked? I have two teenage daughters at home.',
    kind: 'unknown fact',
  },
  {
    q: 'Which charity exactly do your donations go to? I would like to know the name before I hand over my mom’s things.',
    kind: 'unknown fact',
  },
  {
    q: 'Once the brush is gone we need the front yard re-graveled and a couple of new plants put in. Do you do landscaping?',
    kind: 'not offered',
  },
  {
    q: 'We close on the new house three weeks after we leave the old one. Could you hold our stuff in storage in the meantime?',
    kind: 'not offered',
  },
  {
    q: 'What is the maximum weight your truck can carry in one load? Trying to figure out how many trips this will be.',
    kind: 'unknown fact',
  },
  {
    q: 'Is it okay to tip the crew, and what do people usually give?',
    kind: 'unknown fact',
  },
  {
    q: 'If one of your guys dings a wall, what is the claim process and who at your insurance company do I contact?',
    kind: 'unknown fact',
  },
  {
    q: 'The new Samsung washer and dryer get delivered Friday. When you haul the old ones, can you hook up the new ones too?',
    kind: 'not offered',
  },
  {
    q: 'We want to fill in our old in-ground pool and turn it into yard. Is that something you do?',
    kind: 'not offered',
  },
  {
    q: 'Found scorpions all over the garage boxes. Will your crew spray for them while you are in there?',
    kind: 'not offered',
  },
  {
    q: 'I am putting my Vizio soundbar on Marketplace instead of tossing it. What is a fair price to ask?',
    kind: 'off topic',
  },
  {
    q: 'My mom only speaks Vietnamese and she will be the one at the house. Does anyone on your crew speak Vietnamese?',
    kind: 'unknown fact',
  },
  {
    q: 'Is there a yard or drop-off spot where I can bring my own junk in my pickup to save a little money?',
    kind: 'unknown fact',
  },
  {
    q: 'Our HOA makes vendors carry at least $2 million in liability coverage. What are the exact limits on your policy?',
    kind: 'unknown fact',
  },
  {
    q: 'Just curious, how many trucks do you have out on a busy Saturday?',
    kind: 'unknown fact',
  },
  // a sentence or two, in Spanish
  {
    q: 'Tengo un refri Samsung casi nuevo que ya no necesito. Ustedes me lo compran o me dan algo por el?',
    kind: 'not offered',
  },
  {
    q: 'despues de sacar todo, ustedes tambien hacen limpieza profunda de la casa? trapear, lavar baños y eso',
    kind: 'not offered',
  },
  {
    q: 'La vez pasada vino un muchacho muy amable a recoger un sillon. Como se llama? quiero que venga el mismo',
    kind: 'unknown fact',
  },

  // longer stories, the question late or buried
  {
    q: 'My grandmother passed in the spring and her house in Scottsdale is full of furniture, china and jewelry. We know you do estate cleanouts and we will probably hire you for what is left over. Before that, though, could your company run an estate sale for us so we can sell the good pieces first?',
    kind: 'not offered',
  },
  {
    q: "Monsoon last night tore a bunch of tiles off our roof and there are branches all over the driveway. I know you haul yard debris, and we'll probably need that. But the bigger issue is the roof leaking into the bedroom. Do you do roof repairs?",
    kind: 'not offered',
  },
  {
    q: 'We are snowbirds and leave for Michigan in May. The house in Gold Canyon sits empty all summer and last year a pipe leaked for weeks before anyone noticed. Do you offer a house-watch service where someone checks on the place while we are gone?',
    kind: 'not offered',
  },
  {
    q: "My divorce isn't final and the judge hasn't decided who gets the furniture yet. I want his recliner, the pool table and the big TV out of my living room, but I'm not allowed to throw them away. Can you keep them in your warehouse until the court sorts it out?",
    kind: 'not offered',
  },
  {
    q: 'We have a baby coming in March and you are already taking the old futon and dresser out of the nursery next week. While your guys are there, could they assemble the new crib and changing table we ordered?',
    kind: 'not offered',
  },
  {
    q: 'I own three restaurants in Scottsdale and Tempe and we generate a lot of broken chairs, old equipment and cardboard. If we signed up for a standing monthly pickup at all three, what kind of contract discount would you give us?',
    kind: 'unknown fact',
  },
  {
    q: 'I am a real estate agent in North Scottsdale and I send a lot of sellers to haulers before listing. Some companies pay agents a referral fee for every client. Do you have a referral program for realtors, and how much is it?',
    kind: 'unknown fact',
  },
  {
    q: 'Our HOA in Ahwatukee just changed management companies and nobody seems to know the current rules. Can you tell me what our HOA allows for bulk trash piles and how many days they can sit out?',
    kind: 'unknown fact',
  },
  {
    q: "My mom is moving from her house in Sun City West to my sister's place in Tucson. Most of her furniture is going to charity and you can take that, but she wants her cedar chest and her rocking chair to go with her. Could your truck drive those two pieces down to Tucson for her?",
    kind: 'not offered',
  },
  {
    q: 'The remodel is almost done and you hauled the old flooring for us last month, which was great. Now the flooring installer bailed on us. Do your guys install laminate flooring by any chance?',
    kind: 'not offered',
  },
  {
    q: 'My tenant moved out in the middle of the night, left a mountain of junk in the living room, and never returned the keys. I will need you for the junk, no question. But first can your crew re-key or change the locks when you are there?',
    kind: 'not offered',
  },
  {
    q: 'Your crew is taking our old hot tub next week, which we are excited about. We are putting a bigger one in the same spot, and the installer says the concrete pad needs to be wider. Can you pour a new concrete pad after the old tub is gone?',
    kind: 'not offered',
  },
  {
    q: "Going through my grandpa's house before the cleanout, we found a coffee can full of old silver dollars and some Morgan coins. You guys will take the furniture, but do you know what silver dollars from the 1880s are worth these days?",
    kind: 'off topic',
  },
  {
    q: 'Once the garage is cleared out I want to finally get organized. My neighbor swears by one brand of wall shelving and my wife likes another. Which garage storage system would you recommend buying?',
    kind: 'off topic',
  },
  {
    q: 'Flash flooding got into our garage and ruined a couch, two rugs and a bunch of boxes, which we need hauled. Our insurance adjuster is coming Monday. Will you bill my homeowner’s insurance directly, and will they cover your charge?',
    kind: 'unknown fact',
  },
  {
    q: 'We run a small medical billing company and are retiring fifteen workstations. Our compliance officer needs a certificate of destruction that lists every hard drive serial number for our HIPAA file. Can you provide that exact document?',
    kind: 'unknown fact',
  },
  {
    q: 'We bought a Nestwell Cloud Hybrid mattress last year and my daughter broke out in a rash. Now I read online that some cheap mattresses have fiberglass inside. Before you come get it, do you know if the Nestwell Cloud has fiberglass in it?',
    kind: 'unknown fact',
  },
  {
    q: "My son is 17, strong, and wants a summer job lifting and hauling. He's worked at a landscaping company before and doesn't mind the heat. Do you hire high schoolers for the summer, and what's the hourly pay?",
    kind: 'unknown fact',
  },
  {
    q: 'I am thinking about starting my own junk hauling business down in Tucson since there does not seem to be much competition. What kind of truck do you guys use, and where did you buy it?',
    kind: 'off topic',
  },
  {
    q: 'We want the old shed in the back gone and I know you demolish sheds. The problem is there is a big bee hive inside the wall, buzzing like crazy. Can your crew remove the bees and the hive themselves?',
    kind: 'not offered',
  },
  {
    q: 'My husband bought a Peloton during the pandemic and it is basically a clothes rack now. It still works perfectly. Rather than hauling it, could you sell it for us on consignment and send us a cut?',
    kind: 'not offered',
  },
  {
    q: 'Dad was just diagnosed with dementia and we are starting to clear out his house in Chandler, which we will call you for once we are ready. Honestly the hardest part is figuring out where he will live. Can you recommend a good memory care facility in the East Valley?',
    kind: 'off topic',
  },
  // longer stories, in Spanish
  {
    q: 'Mi esposo y yo nos cambiamos de casa a Laveen el mes que entra. Lo viejo ya lo vamos a tirar y para eso los vamos a llamar, pero los muebles buenos de la sala y las camas de los niños si nos los queremos llevar. Ustedes nos pueden ayudar con la mudanza de esas cosas a la casa nueva?',
    kind: 'not offered',
  },
  {
    q: 'Mi papa es veterano y tiene 80 años, vive solo en Glendale y tiene la cochera llena. Queremos contratarlos para limpiarla pero el tiene un ingreso fijo. Tienen algun descuento para veteranos o para personas de la tercera edad?',
    kind: 'unknown fact',
  },
];
