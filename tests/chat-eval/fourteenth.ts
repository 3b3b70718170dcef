import type { FactId } from './facts.ts';

/**
 * A fourteenth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried. Some need a fact applied (a time or day against the hours and the 2 PM same-day cut-off, a named
 * neighbourhood against the service area, a budget against the prices), and sixteen answerable and eight
 * unanswerable ones are in Spanish as Phoenix-area speakers type it. Written by a helper who saw only
 * SPEC.md, src/content and the fact list (facts.ts).
 */
export const FOURTEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'whats ur saturday hours', fact: 'hours' },
  { q: 'r u open on sunday mornings', fact: 'sunday' },
  { q: 'emergency pickup at night??', fact: 'emergency' },
  { q: 'same day pick up possible?', fact: 'sameDay' },
  { q: 'how many days ahead should i schedule', fact: 'bookAhead' },
  { q: 'where do i schedule a pickup', fact: 'howToBook' },
  { q: 'ballpark price for a pickup?', fact: 'typicalCost' },
  { q: 'you charge by weight or by load?', fact: 'howPricingWorks' },
  { q: 'any surprise fees', fact: 'hiddenFees' },
  { q: 'free quotes?', fact: 'freeEstimates' },
  { q: 'cost to clean out a 2 car garage', fact: 'garageCost' },
  { q: 'hot tub removal price', fact: 'hotTubCost' },
  { q: 'can i pay with a check', fact: 'paymentMethods' },
  { q: 'do i pay before or after', fact: 'paymentDue' },
  { q: 'how long does a typical pickup take', fact: 'jobDuration' },
  { q: 'how long for a mattress pickup', fact: 'mattressDuration' },
  { q: 'which cities do u service', fact: 'areasServed' },
  { q: 'do you go to peoria', fact: 'areaPeoria' },
  { q: 'service in cave creek?', fact: 'areaCaveCreek' },
  { q: 'u guys do tempe', fact: 'areaTempe' },
  { q: 'do you service chandler', fact: 'areaChandler' },
  { q: 'yall go out to gilbert?', fact: 'areaGilbert' },
  { q: 'where r u located', fact: 'location' },
  { q: 'what stuff do u haul', fact: 'itemsTaken' },
  { q: 'pool chemicals ok?', fact: 'notAccepted' },
  { q: 'what kind of furniture do u take', fact: 'furniture' },
  { q: 'u take old washers', fact: 'appliances' },
  { q: 'do u take mattresses and box springs', fact: 'mattresses' },
  { q: 'palm frond pickup', fact: 'yardWaste' },
  { q: 'shed teardown?', fact: 'sheds' },
  { q: 'old drywall and lumber ok?', fact: 'construction' },
  { q: 'do u donate stuff', fact: 'donateRecycle' },
  { q: 'recycle old tvs?', fact: 'eWaste' },
  { q: 'are you bonded', fact: 'licensedInsured' },
  { q: 'family owned?', fact: 'localFamily' },
  { q: 'whats ur phone #', fact: 'contact' },
  { q: 'can i talk to a human', fact: 'talkToPerson' },
  { q: 'do i need to be there', fact: 'beHome' },
  { q: 'do i gotta bag everything first', fact: 'prepare' },
  { q: 'trabajan domingo?', fact: 'sunday' },
  { q: 'cuanto cobran mas o menos', fact: 'typicalCost' },
  { q: 'aceptan tarjeta de credito', fact: 'paymentMethods' },
  { q: 'que cosas recogen?', fact: 'itemsTaken' },
  { q: 'se llevan colchones?', fact: 'mattresses' },
  { q: 'el presupuesto es gratis?', fact: 'freeEstimates' },
  { q: 'what city r u based in', fact: 'location' },
  { q: 'r u a franchise or do u use subcontractors', fact: 'whoComes' },
  { q: 'can i book online instead of calling', fact: 'howToBook' },
  { q: 'con cuantos dias de anticipacion hago la cita', fact: 'bookAhead' },
  { q: 'pickups in ocotillo?', fact: 'areaChandler' },

  // a sentence or two of situation, then the question
  {
    q: "It's Tuesday around 10:30 in the morning. If I call right now is there a chance you can haul stuff off today?",
    fact: 'sameDay',
  },
  {
    q: 'its already 3:15pm and my landlord wants the old couch gone. any way you can still come today',
    fact: 'sameDay',
  },
  { q: 'I work late. If I call at 6:45 on a Saturday evening will anyone still be working?', fact: 'hours' },
  {
    q: 'Thinking of scheduling for this Sunday afternoon around 4. Are you guys working then?',
    fact: 'sunday',
  },
  {
    q: 'Water heater burst at 2 in the morning and the garage is soaked with ruined boxes. Do you do emergency pickups?',
    fact: 'emergency',
  },
  {
    q: 'We move out at the end of next week and want the old furniture gone first. How much notice do you need?',
    fact: 'bookAhead',
  },
  { q: 'First time using a junk service. Can you walk me through what happens?', fact: 'process' },
  {
    q: 'My back is shot and my husband is out of town. Will your guys load everything themselves?',
    fact: 'weDoTheLifting',
  },
  {
    q: 'my budget is about $250 to get rid of some old furniture and boxes. is that realistic?',
    fact: 'typicalCost',
  },
  { q: 'Just one old dresser needs to go. Is there a set price for a single piece?', fact: 'singleItemCost' },
  {
    q: "I've got maybe $400 set aside to get my garage emptied, it's a normal two-car with years of storage. Is that in range?",
    fact: 'garageCost',
  },
  {
    q: 'Theres a little 6x8 wood shed falling apart in the backyard. ballpark to tear it down and haul it?',
    fact: 'shedCost',
  },
  {
    q: 'We have an old six-person spa on the patio that nobody uses. What would it run to get rid of it?',
    fact: 'hotTubCost',
  },
  {
    q: "I'd like to pay when you're finished rather than put down a deposit. Is that how it works?",
    fact: 'paymentDue',
  },
  { q: 'I only really carry cash. Is that okay or do you need a card?', fact: 'paymentMethods' },
  {
    q: 'Just a spare bedroom and some boxes in the hallway. About how long are you guys there for?',
    fact: 'jobDuration',
  },
  { q: 'My garage is pretty packed. How long does a garage cleanout usually take?', fact: 'garageDuration' },
  { q: 'I live near Old Town, just off Indian School. Do you come out here?', fact: 'areaScottsdale' },
  { q: 'We are in Ahwatukee by South Mountain. Is that part of your area?', fact: 'areaPhoenix' },
  { q: 'Our house is in Las Sendas up in the hills. Can your truck get out here?', fact: 'areaMesa' },
  { q: 'My place is in Agritopia. Is that inside your service area?', fact: 'areaGilbert' },
  {
    q: 'My mom lives in Fountain Hills and her garage is a disaster. Is that somewhere you go?',
    fact: 'areaFountainHills',
  },
  {
    q: 'We have a casita in Carefree full of old furniture. Do you go that far north?',
    fact: 'areaCarefree',
  },
  { q: 'I rent near ASU and need a futon gone. Do you come to the campus area?', fact: 'areaTempe' },
  { q: 'We own a home on Mummy Mountain in Paradise Valley. Do you work there?', fact: 'areaParadiseValley' },
  {
    q: 'How long has your company been around? I want someone who is established.',
    fact: 'yearsInBusiness',
  },
  { q: 'The old fridge in the garage finally died. Will you haul it away?', fact: 'appliances' },
  {
    q: "We're replacing the bedroom set and the dining table. Do you take furniture like that?",
    fact: 'furniture',
  },
  {
    q: 'We have half-empty cans of paint and some pool acid in the garage. Can those go on the truck?',
    fact: 'notAccepted',
  },
  {
    q: 'Monsoon knocked down a bunch of branches and fronds in the backyard. Do you take yard waste?',
    fact: 'yardWaste',
  },
  {
    q: "Our spa hasn't worked in years. Do you remove hot tubs, and do I have to drain it myself?",
    fact: 'hotTubRemoval',
  },
  {
    q: 'We just finished a bathroom remodel and have old tile, drywall and a vanity. Can you take that?',
    fact: 'construction',
  },
  {
    q: 'My grandmother passed and we have to empty her house. Is that something you handle?',
    fact: 'estate',
  },
  {
    q: "can't park in my garage anymore, it's wall to wall boxes. do you clean out garages?",
    fact: 'garageCleanout',
  },
  { q: 'Our law office is downsizing. Can you take desks and filing cabinets?', fact: 'officeCommercial' },
  {
    q: "I'm in a second-floor condo, not a house. Do you do apartments and condos too?",
    fact: 'residential',
  },
  { q: "I'm renting a 10x10 storage unit I want to get rid of. Can you empty it?", fact: 'storageUnits' },
  {
    q: 'I hate the idea of my stuff sitting in a landfill. What happens to it after you take it?',
    fact: 'donateRecycle',
  },
  {
    q: 'Before I let a crew in the house I need to know: are you insured if something gets damaged?',
    fact: 'licensedInsured',
  },
  {
    q: 'I can just text you a few pics of the pile instead of you coming out, right?',
    fact: 'photoQuote',
  },
  {
    q: 'I sent the quote form on your website this morning. When should I expect to hear back?',
    fact: 'quoteReplyTime',
  },
  {
    q: 'The couch is upstairs in the loft. Do I need to get it down to the garage first?',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'Will your guys clean up the mess after pulling everything out of the garage?',
    fact: 'cleanUpAfter',
  },
  {
    q: "We have a massive wall unit and an old crib that won't fit through the door in one piece. Can you take them apart?",
    fact: 'disassembly',
  },
  { q: 'Two TVs and an old printer in the spare room. Do you take electronics?', fact: 'eWaste' },
  { q: 'son las 11 de la mañana, si les hablo ahorita pueden venir hoy?', fact: 'sameDay' },
  {
    q: 'nomas quiero que se lleven un sillon viejo, cuanto me cobrarian por una sola cosa?',
    fact: 'singleItemCost',
  },
  { q: 'Tengo un refri que ya no enfría y una lavadora vieja. ¿Se los llevan?', fact: 'appliances' },
  {
    q: 'tengo botes de aceite de motor y pintura en la cochera, eso tambien se lo llevan?',
    fact: 'notAccepted',
  },
  {
    q: 'Quiero sacar un juego de comedor y la cama de la recámara. ¿Recogen muebles?',
    fact: 'furniture',
  },

  // longer stories, the question late or buried
  {
    q: 'Quick question before I plan my week. I get off work at 5:30 and can be home by 6:15. We live in north Scottsdale. If I book a Wednesday evening, is your crew still working at that hour?',
    fact: 'hours',
  },
  {
    q: 'My dad is an early riser and wants the junk gone first thing. He keeps asking if a crew could show up at 6 AM on a Saturday before it gets hot. What time do you actually start?',
    fact: 'hours',
  },
  {
    q: 'Our church lets out around noon and Sunday is the only day my husband and I are both home. We have a treadmill and a sleeper sofa to get rid of. What are your hours on Sundays?',
    fact: 'sunday',
  },
  {
    q: "Long story short, the tenant skipped out and the new one moves in tomorrow morning. It's 10 at night and the unit is full of junk. Is there any way to get someone out tonight?",
    fact: 'emergency',
  },
  {
    q: "I'm standing in my driveway looking at the pile from the garage cleanout I did this weekend. The HOA already left a notice on the door. It's about 12:40 on a Monday. Any chance you could grab it today?",
    fact: 'sameDay',
  },
  {
    q: "closing on the house is tomorrow and the buyers want the garage empty. i didn't even think about it until now and it's almost 4 in the afternoon. can you still get here today or is that too late",
    fact: 'sameDay',
  },
  {
    q: "My sister used you last year and said it was easy. I'm not much of a phone person and it's 11 at night anyway. How do I actually set up an appointment?",
    fact: 'howToBook',
  },
  {
    q: "I've never hired anyone to haul junk before and I'm a little nervous about strangers in the house. Can you walk me through what happens from when I book to when you leave?",
    fact: 'process',
  },
  {
    q: "I'm 74 and live alone, and there's a heavy armoire and a stack of boxes in the back bedroom. My son lives in Denver so he can't help. Would your men do all the carrying, or do I need to find helpers?",
    fact: 'weDoTheLifting',
  },
  {
    q: "We're getting the house ready to list and there are a lot of odds and ends: a couple of chairs, a broken treadmill, maybe 15 boxes. I need to budget before I commit to anything. What does a job like that usually cost?",
    fact: 'typicalCost',
  },
  {
    q: "honestly i only have around $100 to spend this month. it's a loveseat, a bookshelf and some bags of clothes. would that even be close? what do jobs normally run",
    fact: 'typicalCost',
  },
  {
    q: "I got three quotes and they're all over the place. One guy charges by the hour, another by weight. Before I decide, how do you figure out your price?",
    fact: 'howPricingWorks',
  },
  {
    q: 'I got burned by a mover who doubled the bill on the day. I need the number you give me to be the number I pay. Are there extra charges for stairs, disposal or anything like that?',
    fact: 'hiddenFees',
  },
  {
    q: "The backyard is a lot, honestly, and I'd like someone to look at it before I agree to anything. My neighbor says some companies charge just to show up. Do you charge to come out and give me a price?",
    fact: 'freeEstimates',
  },
  {
    q: 'Our garage is the typical two-car kind, half full of boxes, an old fridge and bikes nobody rides. My wife says we can spend $500 max. How much do your garage cleanouts usually cost?',
    fact: 'garageCost',
  },
  {
    q: "We moved into a rental in Gilbert and the last tenants left the garage full. The landlord said he'll reimburse up to $300. Is that enough for an average garage?",
    fact: 'garageCost',
  },
  {
    q: "There's a small shed out back, maybe 6 by 8, full of rusted tools. The kids want the space for a trampoline. I've got about $450 for it. What does it cost to remove a shed that size?",
    fact: 'shedCost',
  },
  {
    q: 'We bought a house in Chandler with a hot tub on a raised deck behind a narrow side gate. Nobody has used it in years. My husband wants a number before the weekend. How much would it cost to take it out?',
    fact: 'hotTubCost',
  },
  {
    q: "I'm moving into a furnished apartment and just need my old mattress gone, nothing else. Seems silly to pay for a whole truck. How do you charge for just one thing?",
    fact: 'singleItemCost',
  },
  {
    q: 'I have to leave for work at 1 and the crew is coming at 10. It is a bedroom set, a desk and a pile of boxes. Will you be done in time? How long do jobs usually take?',
    fact: 'jobDuration',
  },
  {
    q: 'I manage rentals all over the Valley: a few in the East Valley, some up north and a couple on the west side. Before I start sending you work, which cities do you actually cover?',
    fact: 'areasServed',
  },
  {
    q: "We're in Arcadia near the canal and just finished gutting the kitchen. The contractor didn't leave a dumpster and there's a mountain of old cabinets. Do you come to Arcadia?",
    fact: 'areaPhoenix',
  },
  {
    q: "We're up in Grayhawk off Scottsdale Road. I know some companies won't come this far north, and the last one I called said no. Is Grayhawk in your area?",
    fact: 'areaScottsdale',
  },
  {
    q: "My parents are in Dobson Ranch and downsizing after 30 years in the same house. I'm flying in from Ohio to help them. Can you do a pickup in their neighborhood?",
    fact: 'areaMesa',
  },
  {
    q: "I look after a property in Clearwater Hills for a client who's overseas. There's a lot of old patio furniture and a broken outdoor fridge. Is Paradise Valley somewhere you work?",
    fact: 'areaParadiseValley',
  },
  {
    q: "I'm a realtor with a listing going live Friday, and the sellers left a garage full of stuff. The house is in Glendale. Do you go out to the west side?",
    fact: 'areaGlendale',
  },
  {
    q: "We're doing a huge spring clean: the garage, the spare room and the patio. There's furniture, a broken dryer, boxes of clothes, a bike and some yard stuff. Is there a list of what you take?",
    fact: 'itemsTaken',
  },
  {
    q: "I'm clearing my late uncle's workshop. It's mostly tools and wood, but there are gallons of old solvent, a couple of gas cans and some tile that might be asbestos. What can't you take?",
    fact: 'notAccepted',
  },
  {
    q: "The hot tub came with the house and it's been sitting empty and cracked for years. My neighbor said an electrician has to unwire it and someone has to drain it before a hauler will touch it. Is that true, or do you handle all of that?",
    fact: 'hotTubRemoval',
  },
  {
    q: 'My mother moved to assisted living in March and her house needs to be emptied before it sells. My brothers and I all live out of state. Do you do full estate cleanouts?',
    fact: 'estate',
  },
  {
    q: "I run a small insurance office in Mesa and we're moving to a smaller suite. We have about ten desks, four big filing cabinets and a copier. Can you clear an office like that after hours?",
    fact: 'officeCommercial',
  },
  {
    q: "My ex left me with a storage unit in Tempe that I'm paying $140 a month for. I don't want any of it. Can your team go to the unit and clear the whole thing out?",
    fact: 'storageUnits',
  },
  {
    q: "We have a perfectly good dining set, a couch in decent shape and bags of kids' clothes. It feels wasteful to just throw them away. Do you donate things that are still usable?",
    fact: 'donateRecycle',
  },
  {
    q: 'We live in a gated community in Gilbert with a very picky HOA. The last time someone left a trailer out front we got a letter. How do you handle HOA neighborhoods?',
    fact: 'hoa',
  },
  {
    q: "I found you and two other companies on Google, and I always go by reviews. Everyone says they're the best. What's your rating and how many reviews do you have?",
    fact: 'reviews',
  },
  {
    q: "I'm at work all week and can't have anyone come by for an estimate. I can snap pictures of the stuff in the side yard though. Can I get a price that way?",
    fact: 'photoQuote',
  },
  {
    q: "I filled out your quote request last night around 9 and haven't heard anything yet. Not complaining, just planning. How long does it usually take you to reply?",
    fact: 'quoteReplyTime',
  },
  {
    q: 'My phone died and I lost the message with your info. What is the best number to reach you, and can I text it instead of calling?',
    fact: 'contact',
  },
  {
    q: "Everything is in the backyard behind a side gate: an old swing set in pieces, a broken grill and some pavers. I can't drag any of it out to the street myself. Do you pick up from the backyard?",
    fact: 'anywhereOnProperty',
  },
  {
    q: "You're coming Thursday and I want to be ready. Is there anything I should do beforehand? Should I box up the small stuff or put it all in trash bags?",
    fact: 'prepare',
  },
  {
    q: "My husband handles the money and he's asking whether you take a deposit when we book or we pay at the end. He doesn't like paying for work before it's done.",
    fact: 'paymentDue',
  },
  {
    q: "The crew is coming tomorrow morning for the old sectional. I don't keep a checkbook anymore and rarely have cash on me. Can I pay with a Visa card?",
    fact: 'paymentMethods',
  },
  {
    q: "So our HOA has this rule that contractors can only work until noon on weekdays. We want the old spa out back gone, and I don't want a half-finished job sitting there overnight. If your crew starts at 8, will that be enough time? How long does a hot tub removal normally take?",
    fact: 'hotTubDuration',
  },
  {
    q: 'The pergola installers come Thursday and the old metal shed is sitting right where it goes. I took Wednesday off to be home for you. Is that going to be a whole-day thing, or how many hours does taking down a shed usually take?',
    fact: 'shedDuration',
  },
  {
    q: 'We live in DC Ranch and our HOA is super strict about trucks, noise, everything. A neighbor got fined last year over a contractor. I really need this pickup done without drama. Will having you out get us in trouble with the HOA?',
    fact: 'hoa',
  },
  {
    q: "We're a small accounting firm in Tempe replacing all our computers. There are about 20 old desktop towers with client tax files on them, and we are not allowed to just toss them. What happens to the hard drives if you take them?",
    fact: 'dataDestruction',
  },
  {
    q: 'Buenas tardes. Mi esposo y yo trabajamos toda la semana y solo podemos el sábado en la tarde, como a las 5. ¿Hasta qué hora trabajan los sábados?',
    fact: 'hours',
  },
  {
    q: 'hola, mi mama vive en Glendale y yo en Mesa y las dos tenemos cosas para tirar. me puede decir a que ciudades dan servicio?',
    fact: 'areasServed',
  },
  {
    q: 'Buenos dias, tengo un monton de cosas en el patio y no se cuanto me saldria. Puedo mandarles fotos por mensaje para que me digan el precio?',
    fact: 'photoQuote',
  },
  {
    q: 'Quiero que vengan la proxima semana pero no se como apartar la cita. ¿Se hace por teléfono o hay forma de hacerlo en línea?',
    fact: 'howToBook',
  },
];

export const FOURTEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  {
    q: 'Can you move my furniture from my old apartment to my new place in Tempe? Not throw it out, just move it.',
    kind: 'not offered',
  },
  { q: 'do you guys rent storage units? need somewhere to keep stuff for 3 months', kind: 'not offered' },
  { q: 'do you pay cash for used furniture', kind: 'not offered' },
  {
    q: 'After you empty the house, can your crew also do a deep clean? Scrub the bathrooms, wipe baseboards, that kind of thing.',
    kind: 'not offered',
  },
  { q: 'my dryer stopped heating, can you send someone out to fix it', kind: 'not offered' },
  { q: 'Can you paint the garage walls once it is cleared out?', kind: 'not offered' },
  { q: 'do yall do pest control? found scorpions in the garage boxes', kind: 'not offered' },
  { q: 'how much to rent one of your roll off dumpsters for a week', kind: 'not offered' },
  { q: 'Can you fill in our old in-ground pool? We want it gone completely.', kind: 'not offered' },
  { q: 'can your guys trim my palm trees? theyre like 40 feet tall', kind: 'not offered' },
  { q: 'do you tow junk cars', kind: 'not offered' },
  {
    q: 'Once the old kitchen cabinets are out, can you install the new ones we bought?',
    kind: 'not offered',
  },
  {
    q: 'While you are here taking the old bed, could you assemble the new IKEA frame for us?',
    kind: 'not offered',
  },
  {
    q: 'Do you run estate sales? My mom has antiques I would like sold before anything gets hauled.',
    kind: 'not offered',
  },
  { q: 'can u appraise my grandpas coin collection', kind: 'not offered' },
  { q: 'Do you sell used appliances? Looking for a cheap fridge for the garage.', kind: 'not offered' },
  { q: 'do you pressure wash driveways', kind: 'not offered' },
  {
    q: "We're tearing down the whole house to rebuild from scratch. Can you demolish the house itself?",
    kind: 'not offered',
  },
  { q: 'Do you rent out trucks or trailers so I can haul it myself?', kind: 'not offered' },
  {
    q: 'can you pick up a couch I bought off facebook marketplace and deliver it to my house',
    kind: 'not offered',
  },
  { q: 'Do you sell moving boxes and packing tape?', kind: 'not offered' },
  { q: 'Do you offer window washing for storefronts?', kind: 'not offered' },
  { q: 'can you install the new water heater when you take the old one out', kind: 'not offered' },
  { q: 'do you do carpet cleaning', kind: 'not offered' },

  // places far outside the Valley
  { q: 'do you serve tucson', kind: 'far place' },
  {
    q: 'We have a cabin in Flagstaff full of old furniture. Would you drive up there for a pickup?',
    kind: 'far place',
  },
  { q: 'any service in sedona?', kind: 'far place' },
  { q: 'My mom lives in Prescott. Can you clear out her garage?', kind: 'far place' },
  { q: 'Do you go as far as Yuma?', kind: 'far place' },
  { q: 'is lake havasu city too far for you guys', kind: 'far place' },
  {
    q: "We're moving from Scottsdale to Las Vegas. Can you do a pickup at the new house once we're there?",
    kind: 'far place',
  },
  { q: 'we have a vacation home up in Payson, do you go there', kind: 'far place' },

  // questions about made-up brands
  { q: 'Is the Frostvane 500 a reliable fridge or should I just replace mine?', kind: 'made-up brand' },
  { q: 'Do you sell Korvell replacement cushions for patio furniture?', kind: 'made-up brand' },
  { q: 'which is better for a garage freezer, Glacerion or Polarix', kind: 'made-up brand' },
  { q: 'Is my Duravance treadmill worth anything used?', kind: 'made-up brand' },
  { q: 'do u carry Brennick hot tub covers', kind: 'made-up brand' },
  { q: 'What year did Sonarta stop making their rear-projection TVs?', kind: 'made-up brand' },
  { q: 'Can I get the manual for a Lumisleep Cloud 9 mattress from you?', kind: 'made-up brand' },
  { q: 'Are Tidewell water heaters known for leaking?', kind: 'made-up brand' },

  // specifics the site never states
  { q: "what's the owner's name", kind: 'never stated' },
  { q: 'how many cubic yards does your truck hold', kind: 'never stated' },
  { q: 'Do you sell gift cards? I want to get one for my mom.', kind: 'never stated' },
  { q: 'How much are people expected to tip the crew?', kind: 'never stated' },
  { q: 'Are you open on Thanksgiving Day?', kind: 'never stated' },
  { q: 'any coupon codes or first time customer discounts?', kind: 'never stated' },
  { q: 'Are your crew members background checked?', kind: 'never stated' },
  { q: 'are you hiring? my son is 19 and strong', kind: 'never stated' },
  { q: 'How many trucks does your company have?', kind: 'never stated' },
  { q: 'Is there a cancellation fee if I have to reschedule last minute?', kind: 'never stated' },
  { q: 'Do you offer financing or payment plans for a big cleanout?', kind: 'never stated' },
  { q: 'Are you BBB accredited?', kind: 'never stated' },
  { q: 'Can I drop my junk off at your yard myself to save money?', kind: 'never stated' },
  { q: 'do your crews speak spanish', kind: 'never stated' },
  { q: "What's the max weight your truck can carry in one load?", kind: 'never stated' },
  { q: 'Do you have a referral program if I send my neighbors your way?', kind: 'never stated' },
  {
    q: 'I manage about 40 units. Do you give a volume discount to property managers with lots of turnovers?',
    kind: 'never stated',
  },
  {
    q: 'Our building manager needs a certificate of insurance naming the HOA before you can come in. Can you email one over?',
    kind: 'never stated',
  },

  // chit-chat
  { q: 'whats the weather gonna be like tomorrow in scottsdale', kind: 'chit-chat' },
  { q: 'who won the suns game last night', kind: 'chit-chat' },
  { q: 'tell me a joke', kind: 'chit-chat' },
  { q: 'Can you recommend a good taco place near Old Town?', kind: 'chit-chat' },

  // Spanish
  { q: '¿Hacen mudanzas? Nos cambiamos de casa a Chandler el mes que entra', kind: 'not offered' },
  { q: 'limpian casas? necesito limpieza profunda despues de que saquen todo', kind: 'not offered' },
  { q: 'compran fierro viejo o refris descompuestos?', kind: 'not offered' },
  { q: 'fumigan? tengo cucarachas en la cochera', kind: 'not offered' },
  { q: 'van hasta Tucson?', kind: 'far place' },
  { q: '¿Cómo se llama el dueño de la compañía?', kind: 'never stated' },
  { q: 'venden tarjetas de regalo', kind: 'never stated' },
  { q: 'abren el dia de navidad?', kind: 'never stated' },
];
