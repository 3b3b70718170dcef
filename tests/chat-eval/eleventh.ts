import type { FactId } from './facts.ts';

/**
 * An eleventh tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or
 * two sentences of situation plus a question, and longer stories with the question buried inside or at the end
 * (some need a fact applied: a time of day against the hours or the same-day cut-off, a neighbourhood against
 * the service area, a budget against the prices); a few in Spanish. Written by a helper who saw only SPEC.md,
 * src/content and the fact list (facts.ts).
 */
export const ELEVENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // typical cost
  { q: 'how much u guys usually charge', fact: 'typicalCost' },
  { q: 'ballpark price for junk removal??', fact: 'typicalCost' },
  {
    q: 'We are moving out of our house next month and have a bunch of random stuff left over. What does a typical home job cost with you?',
    fact: 'typicalCost',
  },
  {
    q: "I've got maybe $500 to spend on clearing my spare bedroom: an old bed, a desk and about 15 boxes. My neighbor swears junk guys charge $1500 minimum. Is that true with you, or what do most home jobs actually come to?",
    fact: 'typicalCost',
  },
  {
    q: "My husband is convinced this is going to cost a fortune. It's basically a living room set, a broken treadmill and some bags of clothes, nothing crazy. I'm the one paying and I hate surprises. What price range do residential jobs usually fall in?",
    fact: 'typicalCost',
  },
  { q: 'Mas o menos cuanto cobran? es para sacar cosas de una casa, muebles y cajas', fact: 'typicalCost' },

  // how pricing works
  { q: 'how do u figure out the price, by weight or what', fact: 'howPricingWorks' },
  {
    q: "Is your pricing by the hour or by the load? I want to know what I'm paying for.",
    fact: 'howPricingWorks',
  },
  {
    q: 'Last company I used charged by the hour and the guys moved soooo slow, I swear they were stretching it out. I do not want to go through that again. How exactly do you calculate what I owe?',
    fact: 'howPricingWorks',
  },

  // hidden fees
  { q: 'any hidden fees? dump fees fuel charge etc', fact: 'hiddenFees' },
  {
    q: "I got burned last year by a hauler who quoted $200 and then added a 'disposal fee' and a 'fuel surcharge' once they were done, so the bill came to almost $400. Before I book anything with you: do you tack extra fees like that on top of the quote?",
    fact: 'hiddenFees',
  },

  // free estimates
  { q: 'r estimates free', fact: 'freeEstimates' },
  {
    q: "We're getting quotes from three companies to clear my dad's workshop. One of them wanted $75 just to come look at it. Do you charge anything for an estimate?",
    fact: 'freeEstimates',
  },
  { q: '¿Cobran por venir a ver y darme precio?', fact: 'freeEstimates' },

  // garage cost
  { q: 'how much for a garage cleanout', fact: 'garageCost' },
  {
    q: 'Typical two car garage, packed with boxes and old bikes. What does a cleanout like that usually run?',
    fact: 'garageCost',
  },
  {
    q: "We finally want to park in our own garage. It's a normal 2-car garage but there's stuff along every wall, shelves full of bins, an old bike trainer and a broken dorm fridge. Hubby says it'll be $1000 easy. What does an average garage cleanout cost with you guys?",
    fact: 'garageCost',
  },

  // shed cost
  { q: 'how much to take down a small shed like 6x8', fact: 'shedCost' },
  {
    q: "We're buying a house and the inspector flagged a rotten little garden shed in the back that the seller won't deal with. I'm trying to budget for after closing. How much does it usually cost to have a shed torn down and hauled off?",
    fact: 'shedCost',
  },

  // hot tub cost
  { q: 'how much to remove a hot tub', fact: 'hotTubCost' },
  {
    q: "Our spa is on the back patio, 6 person, hasn't worked since 2020. The pool guy said someone would charge $600 to haul it. What would you charge for a hot tub removal?",
    fact: 'hotTubCost',
  },

  // single item
  { q: 'price for just one couch?', fact: 'singleItemCost' },
  {
    q: 'I only need one thing gone, a big armoire upstairs that came with the house. Do you charge a flat fee for a single item or how does pricing work for just one piece?',
    fact: 'singleItemCost',
  },
  { q: 'cuanto cobran si nomas es una cosa? un ropero viejo', fact: 'singleItemCost' },

  // hours
  { q: 'what time do yall open', fact: 'hours' },
  {
    q: "Saturday is the only day I'm off, and my sister is bringing her truck at noon to help me move. I'd like the junk gone before she gets there, so I'm thinking a 7:30 start. Do you work Saturdays, and is 7:30 AM too early?",
    fact: 'hours',
  },
  {
    q: "It's Wednesday and it's 6:30 pm. Is anyone still answering the phone or am I too late?",
    fact: 'hours',
  },
  {
    q: "I work nights and sleep until noon so mornings are out for me. I'd want someone to swing by on a weekday around 5 or 6 in the evening. Are you still working then or do you close earlier than that?",
    fact: 'hours',
  },
  { q: 'a que hora abren los sabados?', fact: 'hours' },

  // sunday
  { q: 'open sundays?', fact: 'sunday' },
  {
    q: "Church gets out at 11 and we're hosting family at 6, so Sunday is tight. The only window I really have is first thing, like 8 in the morning. We have a broken recliner and a bunch of boxes. Are you working that early on a Sunday?",
    fact: 'sunday',
  },
  {
    q: "Sunday is the only day my brother can help me with the move-out, and realistically we'd need you around 4:30 in the afternoon. We've got a couch, two dressers and a bunch of boxes. Are you still working at that time on a Sunday?",
    fact: 'sunday',
  },
  { q: '¿Trabajan los domingos? Solo ese día puedo estar en la casa.', fact: 'sunday' },

  // emergency
  { q: 'do u do emergency pickups', fact: 'emergency' },
  {
    q: "A pipe burst in our garage and everything is soaked: boxes, an old couch, rugs. It's 11 at night and the water guys need the floor cleared by morning. Is there any way to get someone out tonight?",
    fact: 'emergency',
  },

  // same day
  { q: 'can u come today', fact: 'sameDay' },
  { q: 'if i call at 1 can u still make it today', fact: 'sameDay' },
  {
    q: "It's 10:15 in the morning and I have a couch and a dresser that need to go before the new furniture shows up tonight. Any chance you could come today?",
    fact: 'sameDay',
  },
  { q: "it's like 3:30pm rn, can someone still come today for a mattress", fact: 'sameDay' },
  {
    q: "My landlord just texted that the old washer on the patio has to be gone by end of day or it comes out of my deposit. It's about 12:30 on a Tuesday. I know it's short notice, but is a pickup today realistic?",
    fact: 'sameDay',
  },
  {
    q: 'Son las 10 de la mañana y tengo un sillón que necesito sacar hoy porque mañana entregan el nuevo. ¿Pueden venir hoy mismo?',
    fact: 'sameDay',
  },

  // book ahead
  { q: 'how far ahead do i need to book', fact: 'bookAhead' },
  {
    q: "Planning my parents' move for a week from Friday. I'd like to lock in a morning slot since the movers come that afternoon. How early should I reserve to get the time I want?",
    fact: 'bookAhead',
  },
  { q: 'con cuanto tiempo tengo que agendar para que me toque en la mañana?', fact: 'bookAhead' },

  // how to book
  { q: 'how do i book', fact: 'howToBook' },
  {
    q: 'I honestly hate talking on the phone. I have a few things to haul from my townhouse and just want to set up an appointment without calling anybody. How do I book with you?',
    fact: 'howToBook',
  },
  { q: '¿Cómo hago una cita? ¿Se puede por internet o tengo que llamar?', fact: 'howToBook' },

  // process
  {
    q: 'My mom is 82 and wants to get rid of a recliner and some boxes, but she gets nervous about strangers in the house and wants to know exactly what to expect. Can you walk me through how it works from start to finish so I can explain it to her?',
    fact: 'process',
  },
  {
    q: 'First time ever using a junk removal company. What actually happens from when I reach out to when my stuff is gone?',
    fact: 'process',
  },

  // we do the lifting
  { q: 'do i have to help load', fact: 'weDoTheLifting' },
  {
    q: "My wife and I are both in our 70s. The stuff we want gone is a heavy oak dresser, a recliner and about 20 boxes, and neither of us can carry any of it. Our son lives in Denver so he can't help. Will your guys handle all the lifting and loading?",
    fact: 'weDoTheLifting',
  },

  // payment
  { q: 'do u take credit cards', fact: 'paymentMethods' },
  {
    q: "I'm booking this for my grandpa and he only pays with checks or cash, he doesn't do cards. Is that okay with you?",
    fact: 'paymentMethods',
  },
  { q: 'aceptan tarjeta o nomás efectivo?', fact: 'paymentMethods' },
  {
    q: "Honestly I got burned once paying a contractor up front and then waiting two weeks for him to show. I'm not doing that again. With you guys, do I pay before anything happens or once the job is done?",
    fact: 'paymentDue',
  },
  {
    q: "I'll be at the house when you come but my husband handles the money and he'll be at work. Do we have to pay when we book, or when the job is finished?",
    fact: 'paymentDue',
  },

  // durations
  { q: 'how long does a typical pickup take', fact: 'jobDuration' },
  {
    q: 'I need to leave for work by noon. If your crew gets here at 9 for a couple rooms worth of stuff, how long will a job like that usually take?',
    fact: 'jobDuration',
  },
  {
    q: "We're selling the house and the photographer comes Thursday at 3. The garage is the usual two-car mess with bins, bikes and a couple of old bookcases. If your crew starts at 11 that morning, will it be done in time? Roughly how long does a garage cleanout take?",
    fact: 'garageDuration',
  },
  {
    q: 'Our garage is the usual two-car disaster. I have a Zoom call at 2. If you start around 10, about how long does a garage cleanout normally take?',
    fact: 'garageDuration',
  },
  {
    q: "The pergola guys start Monday at 8 and the old shed has to be gone before they show up. It's a medium wood shed with nothing inside. If you came Saturday morning, how many hours does tearing one down and hauling it usually take?",
    fact: 'shedDuration',
  },
  {
    q: "We're having people over at 6 and I'd love the old jacuzzi gone before then. If you start in the morning, how many hours does taking one out usually take?",
    fact: 'hotTubDuration',
  },
  {
    q: 'I get an hour for lunch and live ten minutes from work. The old queen mattress is in the upstairs bedroom. If you came at 12:15, would you be done before I have to head back? How long does a mattress pickup usually take?',
    fact: 'mattressDuration',
  },

  // areas
  { q: 'what areas do u cover', fact: 'areasServed' },
  {
    q: 'I manage a handful of rental houses scattered around the Valley and want one company I can call for all of them. Which cities do you actually serve?',
    fact: 'areasServed',
  },
  { q: 'a que ciudades van? yo estoy del lado oeste del valle', fact: 'areasServed' },
  { q: 'do you service arcadia', fact: 'areaPhoenix' },
  {
    q: "We live up by Desert Ridge in north Phoenix. I've got a broken elliptical and an old sofa, and the city bulk trash pickup isn't for another two months. Before I get into details, do you even come up to our area?",
    fact: 'areaPhoenix',
  },
  { q: 'mccormick ranch?', fact: 'areaScottsdale' },
  {
    q: "Just moved into a home in Grayhawk and the previous owners left a whole bunch of stuff in the casita: a bed, a desk, boxes of who knows what. Our realtor says it's on us now. Do you guys work up in north Scottsdale?",
    fact: 'areaScottsdale',
  },
  {
    q: "I'm an ASU student moving out of a rental near University Heights at the end of the semester. Do you pick up in Tempe?",
    fact: 'areaTempe',
  },
  {
    q: "We're in Las Sendas up on the hill, long steep driveway, and the last company we called said they don't come out that far. We have a sectional and a broken fridge to get rid of. Do you cover our part of Mesa?",
    fact: 'areaMesa',
  },
  {
    q: 'We live in Ocotillo and just finished reorganizing the garage, so there is a pile of stuff by the side gate. Is Chandler in your area?',
    fact: 'areaChandler',
  },
  { q: 'Do you work in Paradise Valley? We are near Mummy Mountain.', fact: 'areaParadiseValley' },
  { q: 'gilbert az?? agritopia area', fact: 'areaGilbert' },
  {
    q: "My in-laws just moved into a place in Fountain Hills and their garage is stacked with moving boxes and furniture that didn't fit in the new house. They're not great with computers so I'm setting this up for them. Do you go out to Fountain Hills?",
    fact: 'areaFountainHills',
  },
  {
    q: 'My property is out in Cave Creek, kind of rural with a long dirt driveway. Do your crews make it out there?',
    fact: 'areaCaveCreek',
  },
  { q: 'carefree az? or is that too far', fact: 'areaCarefree' },
  {
    q: "My grandma lives in Glendale near the stadium and her back patio is covered in old furniture and broken planters. I live out of state and can't get there until spring. Is Glendale too far west for you guys?",
    fact: 'areaGlendale',
  },
  { q: 'peoria az service?', fact: 'areaPeoria' },

  // the company
  { q: 'where r u guys located', fact: 'location' },
  {
    q: "I'm comparing two companies and the other one says they've been around since the 90s. I want to know who I'm dealing with before I let anyone into my mom's house. How long have you guys been in business?",
    fact: 'yearsInBusiness',
  },
  {
    q: 'I try to hire local instead of big national outfits whenever I can. Is this a family owned business?',
    fact: 'localFamily',
  },
  { q: 'how many reviews do u have on google', fact: 'reviews' },
  {
    q: 'We just spent a fortune on new wood floors and the staircase is narrow with a curve at the top. The dresser coming down is solid oak. If your crew dings a wall or scratches the floor, are you covered? Are you licensed and insured?',
    fact: 'licensedInsured',
  },
  {
    q: 'Who actually shows up at my house? Are they your own employees or some subcontractor you found on an app?',
    fact: 'whoComes',
  },

  // what we take
  { q: 'do u take treadmills', fact: 'itemsTaken' },
  { q: 'what kind of stuff do you haul', fact: 'itemsTaken' },
  { q: 'Can you take an elliptical and a weight bench? They are in the spare room.', fact: 'itemsTaken' },
  {
    q: "We're clearing out the kids' rooms now that they've both moved out. It's mostly toys, two bikes, a bunch of boxes and old sports gear. Is that the kind of stuff you take?",
    fact: 'itemsTaken',
  },
  { q: 'Que cosas se llevan? tengo de todo, cajas, bicis, juguetes, una caminadora', fact: 'itemsTaken' },

  // not accepted
  { q: 'what wont you take', fact: 'notAccepted' },
  {
    q: 'Will you take old pool chemicals? We have a couple of buckets of chlorine tablets and muriatic acid.',
    fact: 'notAccepted',
  },
  {
    q: "Cleaning out my late father's garage and there are half-full jugs of pesticide, a gas can and some old motor oil on the shelves. Can that go on the truck with everything else?",
    fact: 'notAccepted',
  },
  {
    q: '¿Se llevan botes de aceite de carro y veneno para cucarachas? Los tengo en la cochera junto con unas cajas y un mueble viejo que sí quiero que se lleven.',
    fact: 'notAccepted',
  },

  // furniture
  { q: 'u take sectionals?', fact: 'furniture' },
  { q: 'Do you pick up cribs? My youngest is in a big-kid bed now.', fact: 'furniture' },
  {
    q: 'We have a heavy antique armoire and a china cabinet in the dining room that nobody in the family wants. Do you take furniture like that?',
    fact: 'furniture',
  },
  { q: '¿Se llevan un comedor con sus sillas y una vitrina? Ya están muy viejos.', fact: 'furniture' },

  // appliances
  {
    q: 'We have a chest deep freezer in the garage that quit during the summer. Do you take those?',
    fact: 'appliances',
  },
  {
    q: "Our water heater started leaking last week and the plumber put in a new one, but he left the old tank sitting in the side yard and won't take it. It's drained and disconnected, just heavy. Do you haul off old water heaters?",
    fact: 'appliances',
  },
  {
    q: "We're redoing the kitchen and the new stuff arrives Thursday. The old range, dishwasher and microwave all need to go. Do you take appliances like those?",
    fact: 'appliances',
  },
  { q: 'tengo una lavadora y un refri que ya no sirven, se los llevan?', fact: 'appliances' },

  // mattresses
  { q: 'do u take box springs too', fact: 'mattresses' },
  {
    q: 'Got bunk beds for the boys, so now I have two twin mattresses and an old pillow top from the guest room to get rid of. Do you take those?',
    fact: 'mattresses',
  },
  { q: 'se llevan colchon matrimonial con su box?', fact: 'mattresses' },

  // yard waste
  { q: 'do yall haul palm fronds', fact: 'yardWaste' },
  {
    q: 'Monsoon last night knocked a bunch of big branches off our mesquite. Can you haul the pile away?',
    fact: 'yardWaste',
  },
  {
    q: "We paid a landscaper to rip out the overgrown bushes and trim the palms, but he doesn't haul anything away. Now there's a huge pile of brush, fronds and some dirt on the side yard. Is that something you take?",
    fact: 'yardWaste',
  },

  // hot tubs and sheds
  { q: 'u guys take hot tubs??', fact: 'hotTubRemoval' },
  {
    q: "The hot tub on the back patio is still full of green water and still wired in. My husband wants to drain it and disconnect it himself to save money, but he's not an electrician and I'm nervous. Do you take care of draining and disconnecting, or does that have to be done before you show up?",
    fact: 'hotTubRemoval',
  },
  { q: 'can u tear down a shed', fact: 'sheds' },
  {
    q: "There's a rusted metal shed in the back corner of the yard that the previous owner left. Do you take those apart and haul them away?",
    fact: 'sheds',
  },

  // construction
  { q: 'do u take drywall', fact: 'construction' },
  {
    q: "I'm a contractor doing a kitchen tear-out. I'll have cabinets, countertops, tile and lumber scraps piled up by Friday. Do you do pickups of remodel debris for contractors?",
    fact: 'construction',
  },

  // estate
  { q: 'do you do estate cleanouts', fact: 'estate' },
  {
    q: 'My grandmother passed in March and the family needs her house emptied so we can sell it. Is that something you handle?',
    fact: 'estate',
  },
  {
    q: "I live in Oregon and my late uncle's house is full to the ceiling. He was kind of a hoarder. I can only fly down for a weekend and I can't sort through all of it myself. Can you take on clearing out a whole estate like that?",
    fact: 'estate',
  },

  // garage, office, homes, storage
  { q: 'do you do garage cleanouts', fact: 'garageCleanout' },
  {
    q: "My garage is so full I haven't parked in it in 3 years. Can you come and just empty the whole thing?",
    fact: 'garageCleanout',
  },
  { q: 'do you do office cleanouts', fact: 'officeCommercial' },
  {
    q: "I manage a dental office that's closing one of its locations. There are cubicle panels, desks, a break room fridge, file cabinets and a couple of copiers. We can't have a crew in there during patient hours. Do you do commercial cleanouts like that?",
    fact: 'officeCommercial',
  },
  { q: 'do you work in apartments', fact: 'residential' },
  {
    q: "I rent a condo and I'm moving out at the end of the month. Do you do condos and apartments or only houses?",
    fact: 'residential',
  },
  { q: 'can u clean out a storage unit', fact: 'storageUnits' },
  {
    q: "I've been paying for a storage unit for four years that's full of stuff I don't even want. Can you empty it out for me so I can finally stop paying rent on it?",
    fact: 'storageUnits',
  },

  // donate, recycle, electronics
  { q: 'does it all go to the dump?', fact: 'donateRecycle' },
  {
    q: 'I care a lot about not sending things to the landfill. Our couch and dining set are in really good shape. When you haul stuff away, what happens to it? Does any of it get donated?',
    fact: 'donateRecycle',
  },
  { q: 'do u take old CRT tv', fact: 'eWaste' },
  {
    q: 'Dad kept every electronic thing he ever owned: VCRs, a giant tube TV, stereo receivers, old phones. Can you take all of that?',
    fact: 'eWaste',
  },
  {
    q: 'I have a few old computers with tax returns on the hard drives. What happens to the data when you take them?',
    fact: 'dataDestruction',
  },
  {
    q: "Our accounting firm is retiring 15 desktops and a server, and there's client information on all of them. Compliance wants proof the drives won't just end up at some recycler intact. Can you make sure the drives are destroyed?",
    fact: 'dataDestruction',
  },

  // HOA
  { q: 'hoa compliant?', fact: 'hoa' },
  {
    q: 'We live in a gated community with a very strict HOA. Last time a contractor left a trailer out front overnight we got a violation letter within a day. Is working under HOA rules going to be a problem for you guys?',
    fact: 'hoa',
  },

  // quotes and contact
  { q: 'can i just text u pics for a quote', fact: 'photoQuote' },
  {
    q: "I'm at work all week and can't be home for anyone to come look. I can snap some photos of the pile in the garage tonight. Can you give me a price from those?",
    fact: 'photoQuote',
  },
  { q: 'les puedo mandar fotos por mensaje pa que me digan cuanto sale?', fact: 'photoQuote' },
  {
    q: 'I submitted the quote form on your site about an hour ago. How long before someone gets back to me?',
    fact: 'quoteReplyTime',
  },
  {
    q: "I sent in the online form last night around 9 with a description of the backyard junk. I'm trying to get this done before my in-laws visit next weekend. How long does it usually take for you guys to get back to people?",
    fact: 'quoteReplyTime',
  },
  { q: 'whats ur number', fact: 'contact' },
  { q: 'Can I text you guys instead of calling? What number do I use?', fact: 'contact' },
  { q: 'is this a bot? can i talk to a real person', fact: 'talkToPerson' },

  // on the day
  { q: 'do i have to put stuff on the curb', fact: 'anywhereOnProperty' },
  {
    q: 'Some of it is up in the attic and the rest is in the backyard behind the pool. Do you get it from there, or do I need to drag it all to the driveway?',
    fact: 'anywhereOnProperty',
  },
  {
    q: "I'm a travel nurse and I'll be on shift the whole day. The stuff is in the side yard behind a gate with a code, just an old futon frame and some bags. Do I need to be there in person when you come, or can we work it out another way?",
    fact: 'beHome',
  },
  { q: 'do i need to bag everything', fact: 'prepare' },
  {
    q: "We're planning a pickup for Saturday morning and I'm off all day Friday. My wife wants to bag and box everything and carry it all to the garage so it goes faster; I think that's overkill. Is there anything we actually need to do to get ready?",
    fact: 'prepare',
  },
  {
    q: "After the garage is emptied there's going to be dust and little bits of junk all over the floor. Do you guys sweep up or is that on me?",
    fact: 'cleanUpAfter',
  },
  {
    q: "The kids' wooden playset has to come down, it's the big kind with a slide and a fort. Do you take it apart or do I need to do that before you get here?",
    fact: 'disassembly',
  },
  { q: 'do u take apart bed frames or do i have to', fact: 'disassembly' },
];

export const ELEVENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // discounts, deals, policies the facts never state
  { q: 'do teachers get a discount', kind: 'not in the facts' },
  {
    q: "I'm an ER nurse working 12-hour shifts, so the garage has turned into a dumping ground. I finally have a weekend off and want it cleared. Some companies give healthcare workers a discount. Do you have anything like that?",
    kind: 'not in the facts',
  },
  {
    q: "I got three quotes for clearing out my mother-in-law's back room. I'd honestly rather go with you guys, but another company came in at $275. If I send you their written quote, will you match it?",
    kind: 'not in the facts',
  },
  {
    q: "I've sent my sister, the neighbor across the street and a coworker your way over the last few months. Now I'm getting ready to book my own job. Do you have any referral reward or credit for sending people to you?",
    kind: 'not in the facts',
  },
  {
    q: "My closing date keeps moving around and I might have to push the pickup once or twice. I don't want to get hit with a penalty. What's your cancellation policy, and is there a fee if I cancel the day before?",
    kind: 'not in the facts',
  },
  { q: 'is there a minimum charge if its just a few small bags', kind: 'not in the facts' },
  { q: 'how much is a full truckload exactly', kind: 'not in the facts' },
  {
    q: "I'm trying to figure out if everything fits in one trip: a king bed, two dressers, a sectional and about 30 boxes. I've measured it all. How big is your truck, like how many cubic yards does it hold?",
    kind: 'not in the facts',
  },
  { q: 'should i tip the crew? how much is normal', kind: 'not in the facts' },
  {
    q: 'Do you give donation receipts I can use on my taxes for the furniture that goes to charity?',
    kind: 'not in the facts',
  },
  {
    q: 'I only want my stuff going to the Humane Society thrift store, nowhere else. My mom volunteered there for 20 years and it would mean a lot. Can you promise everything usable goes to that one store?',
    kind: 'not in the facts',
  },
  {
    q: "We're hosting the whole family for Thanksgiving and the spare room is still full of junk from the remodel. The only day my husband is off before then is Thanksgiving morning itself. Are you open on Thanksgiving Day?",
    kind: 'not in the facts',
  },
  {
    q: "My dad won't hire anyone who isn't BBB accredited, he's old school like that. Are you?",
    kind: 'not in the facts',
  },
  {
    q: "I'm a single mom and I'll be home alone with my kids when the crew comes. I don't mean to be rude but I have to ask: are your workers background checked and drug tested?",
    kind: 'not in the facts',
  },
  { q: "What's the owner's name? I'd like to address a letter to them.", kind: 'not in the facts' },
  {
    q: 'do u guarantee anything, like a warranty if you miss something',
    kind: 'not in the facts',
  },
  { q: 'are you hiring? my son is 18 and looking for summer work', kind: 'not in the facts' },

  // services the facts do not cover
  {
    q: "We're moving from a condo in Tempe to a house in Chandler and the movers just cancelled on us. It's only a couch, a bed and a dresser, and none of it is getting thrown away. Since you already have a truck and strong guys, could you move it to the new place for us?",
    kind: 'not in the facts',
  },
  { q: 'do u do house cleaning after move out like mopping and bathrooms', kind: 'not in the facts' },
  {
    q: "Once the garage is cleared out the driveway is going to look gross next to it. Can you pressure wash it while you're there?",
    kind: 'not in the facts',
  },
  {
    q: "A dead palo verde has been leaning toward the neighbor's wall since the last monsoon and it's starting to scare me. I don't own a chainsaw and wouldn't know how to use one. Could you cut the tree down and grind out the stump too?",
    kind: 'not in the facts',
  },
  { q: 'Do you take solar panels off roofs?', kind: 'not in the facts' },
  {
    q: "Do you buy used furniture? Some of my stuff is pretty nice and I'd rather get paid for it than pay someone to haul it.",
    kind: 'not in the facts',
  },
  { q: 'Can I rent one of your trucks for the weekend?', kind: 'not in the facts' },
  {
    q: "Our house is being gutted and renovated for about three months. We're staying with my parents and there's no room there for our stuff. Can you keep our things in storage until the work is done and then bring them back?",
    kind: 'not in the facts',
  },
  {
    q: "A new washer and dryer are being delivered Thursday, but the store charges extra for installation and I'm trying to save a little. If you're already there hauling the old pair out, can you hook up the new ones for me too?",
    kind: 'not in the facts',
  },
  {
    q: 'We found mold behind the drywall in the laundry room after a leak. Do you guys do mold removal?',
    kind: 'not in the facts',
  },
  {
    q: "There's a beehive inside the old shed we want torn down. The bees are still very active. Can you get rid of the hive before you take the shed apart?",
    kind: 'not in the facts',
  },
  { q: 'Can I drop my junk off at your yard myself to save money?', kind: 'not in the facts' },
  { q: 'can i rent a dumpster from you for a week', kind: 'not offered' },
  {
    q: "I'm a GC running a whole-house remodel in Arcadia, probably six weeks of demo and build. I'd rather have a roll-off bin sitting at the site the whole time so my guys can toss as they go. Do you do dumpster rentals?",
    kind: 'not offered',
  },

  // odd items the facts do not settle
  {
    q: "My grandmother's old upright piano has been in our living room for 30 years and none of the kids play. It doesn't hold a tune anymore and nobody wants it, not even for free. Is a piano something you take?",
    kind: 'not in the facts',
  },
  { q: 'do u take tires', kind: 'not in the facts' },
  { q: "Can you haul away a gun safe? It's like 600 pounds.", kind: 'not in the facts' },
  {
    q: 'We have an old above-ground pool, the metal frame kind, maybe 18 feet across. The liner is torn and it has been empty all summer. Can you take it down and haul it?',
    kind: 'not in the facts',
  },
  {
    q: "We're turning the game room into a home office. The slate pool table is the last thing in there, and the guy who installed it said it weighs around 800 pounds. Do you take pool tables?",
    kind: 'not in the facts',
  },
  { q: 'I have a 16 foot fishing boat on a trailer. Will you take it?', kind: 'not in the facts' },
  { q: 'do you take rolls of old artificial turf', kind: 'not in the facts' },

  // made-up brands next to real words
  {
    q: 'Are you ClearPath Green certified? Our HOA only lets us hire ClearPath vendors.',
    kind: 'made-up-brand',
  },
  { q: 'Do you accept DesertSaver coupons? I got one in the mail.', kind: 'made-up-brand' },
  { q: 'r u on the HaulHero app', kind: 'made-up-brand' },
  {
    q: 'Do you honor the TidyHome Plus protection plan if something gets damaged during pickup?',
    kind: 'made-up-brand',
  },
  {
    q: "Our roof leaked in the storm and the adjuster says insurance will reimburse junk removal for the ruined carpet and drywall, but only from a Valleyline Preferred Partner. I don't want to book and then get stuck paying. Are you a Valleyline Preferred Partner?",
    kind: 'made-up-brand',
  },
  {
    q: "Can you take out my AquaNest water softener? It's still plumbed into the wall in the garage.",
    kind: 'made-up-brand',
  },
  {
    q: 'We had a Voltiq PowerCell home battery installed with our solar and it died. Can you recycle it?',
    kind: 'made-up-brand',
  },

  // far from the Phoenix Valley
  { q: 'do u go to tucson', kind: 'far town' },
  {
    q: "We have a cabin outside Flagstaff that my parents owned, and it's full of 40 years of stuff. It needs to be empty before the snow. We're in Scottsdale, so I figured a Scottsdale company might make the drive. Can you come up there to clear it out?",
    kind: 'far town',
  },
  {
    q: 'My brother has a place in Prescott Valley with a shed full of junk. Do you go up that far?',
    kind: 'far town',
  },
  {
    q: "My mom lives in Sedona and her garage is packed. She's 84 and can't deal with it, and I'm in Scottsdale so I thought of you first. Do you service Sedona?",
    kind: 'far town',
  },
  { q: 'yuma az?', kind: 'far town' },
  { q: 'We have a vacation house at Lake Havasu. Is that in your area?', kind: 'far town' },
  {
    q: "We're moving from Scottsdale to Henderson, Nevada. Once we're there, can you pick up the leftover boxes at the new place too?",
    kind: 'far town',
  },

  // past or existing bookings
  {
    q: 'Your crew came yesterday afternoon and did a great job in the garage, but they left the old TV sitting by the side door. I thought it was on the list. Can they swing back by today to grab it?',
    kind: 'past booking',
  },
  { q: 'what time is my pickup tomorrow', kind: 'past booking' },
  { q: 'I booked a pickup for Saturday on your website. Did it go through?', kind: 'past booking' },
  {
    q: "I think your guys took a box of family photos by mistake on Friday. It was sitting next to the stuff that was supposed to go. I'm sick about it. Is there any way to get it back?",
    kind: 'past booking',
  },
  { q: 'can u send me a receipt from my job last month', kind: 'past booking' },
  { q: 'Is Carlos on my job tomorrow? He was great last time.', kind: 'past booking' },
  {
    q: "Something came up at work and I can't be home Thursday anymore. I booked the morning slot for my house off Shea last week. Can you move my appointment to next Monday morning instead?",
    kind: 'past booking',
  },

  // small talk
  { q: 'lol hows your day going', kind: 'small talk' },
  { q: 'who do u think wins the suns game tonight', kind: 'small talk' },
  { q: 'tell me a joke', kind: 'small talk' },

  // Spanish
  {
    q: 'sus trabajadores hablan español? mi suegra no habla ingles y ella va a estar en la casa',
    kind: 'not in the facts',
  },
  { q: 'van hasta Nogales? ahí tengo una bodega llena', kind: 'far town' },
  {
    q: 'Me voy a cambiar de casa el sábado y no tengo en qué llevar las cosas. Nomás son unos muebles y cajas, no es para tirar nada. ¿Me pueden rentar o prestar su troca ese día?',
    kind: 'not in the facts',
  },
  { q: 'hacen limpieza de casas? trapear, lavar baños y eso', kind: 'not in the facts' },
  {
    q: 'El viernes vinieron a mi casa y se llevaron una caja con papeles que no era para tirar. Estaba junto a las cosas de la cochera. ¿La pueden buscar?',
    kind: 'past booking',
  },
  { q: '¿Me hacen descuento si les pago en efectivo?', kind: 'not in the facts' },
  { q: 'se llevan llantas de troca? tengo como 10 en el patio', kind: 'not in the facts' },
  { q: 'como se llama el dueño de la compañia?', kind: 'not in the facts' },
];
