import type { FactId } from './facts.ts';

/**
 * A sixteenth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried among family, moving, landlord, HOA and renovation details. Some need a fact applied (a time or
 * day against the hours and the 2 PM same-day cut-off, a named neighbourhood against the service area, a
 * budget against the prices), items are named in everyday words, and sixteen answerable and eight
 * unanswerable ones are in Spanish as Phoenix-area speakers type it on a phone. Written by a helper who saw
 * only SPEC.md, src/content and the fact list (facts.ts).
 */
export const SIXTEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'wat time u open tmrw its tuesday', fact: 'hours' },
  { q: 'sun hrs?', fact: 'sunday' },
  { q: 'garage flooded n its midnight can anyone come now??', fact: 'emergency' },
  { q: 'its 1:15 can u still do today', fact: 'sameDay' },
  { q: 'whats the cutoff for same day', fact: 'sameDay' },
  { q: 'book a week out or is 2 days enough', fact: 'bookAhead' },
  { q: 'can i book online', fact: 'howToBook' },
  { q: 'whats the process', fact: 'process' },
  { q: 'do i gotta help load the truck', fact: 'weDoTheLifting' },
  { q: 'pay w credit card?', fact: 'paymentMethods' },
  { q: 'deposit required?', fact: 'paymentDue' },
  { q: 'ballpark price for a pickup', fact: 'typicalCost' },
  { q: 'do yall charge by the hour', fact: 'howPricingWorks' },
  { q: 'garage cleanout price range', fact: 'garageCost' },
  { q: '6x8 shed removal cost', fact: 'shedCost' },
  { q: 'how much to get rid of a spa', fact: 'hotTubCost' },
  { q: 'just one dresser how much', fact: 'singleItemCost' },
  { q: 'how long does a pickup usually take', fact: 'jobDuration' },
  { q: 'shed tear down how many hrs', fact: 'shedDuration' },
  { q: 'mattress pickup takes how long', fact: 'mattressDuration' },
  { q: 'what citys do u cover', fact: 'areasServed' },
  { q: 'u go out to peoria?', fact: 'areaPeoria' },
  { q: 'cave creek pickup possible', fact: 'areaCaveCreek' },
  { q: 'tempe by asu?', fact: 'areaTempe' },
  { q: 'yrs in biz?', fact: 'yearsInBusiness' },
  { q: 'motor oil n old gas cans ok?', fact: 'notAccepted' },
  { q: 'take a sleeper sofa?', fact: 'furniture' },
  { q: 'water heater haul away', fact: 'appliances' },
  { q: 'crib mattress pickup?', fact: 'mattresses' },
  { q: 'branches from the monsoon?', fact: 'yardWaste' },
  { q: 'do i need to drain the hot tub first', fact: 'hotTubRemoval' },
  { q: 'leftover drywall pickup', fact: 'construction' },
  { q: 'cubicle removal?', fact: 'officeCommercial' },
  { q: 'condo cleanouts?', fact: 'residential' },
  { q: 'does it all go to the landfill', fact: 'donateRecycle' },
  { q: 'old flat screen tv pickup', fact: 'eWaste' },
  { q: 'can u wipe the drives on old laptops', fact: 'dataDestruction' },
  { q: 'bonded??', fact: 'licensedInsured' },
  { q: 'family owned?', fact: 'localFamily' },
  { q: 'google rating?', fact: 'reviews' },
  { q: 'ur phone #', fact: 'contact' },
  { q: 'real person pls', fact: 'talkToPerson' },
  { q: 'need to be home?', fact: 'beHome' },
  { q: 'should i bag everything up', fact: 'prepare' },
  { q: 'will u take apart a bunk bed', fact: 'disassembly' },
  { q: 'aceptan tarjeta?', fact: 'paymentMethods' },
  { q: 'se llevan lavadoras y refris viejos', fact: 'appliances' },
  { q: 'el presupuesto es gratis o cobran', fact: 'freeEstimates' },
  { q: 'se llevan pintura vieja y thinner?', fact: 'notAccepted' },
  { q: 'abren el domingo?', fact: 'sunday' },

  // a sentence or two of situation, then the question
  {
    q: 'My lease is up Friday and I still have a futon and a bookshelf. It is 3:10 on Tuesday afternoon, can you still come today?',
    fact: 'sameDay',
  },
  {
    q: 'I get off work at 6 on weekdays. Could a crew come by around 6:30 on a Wednesday evening?',
    fact: 'hours',
  },
  {
    q: 'Church lets out at noon on Sundays. Could you swing by around 3 that afternoon?',
    fact: 'sunday',
  },
  {
    q: 'A big limb came down on the carport in the storm tonight, it is 10pm and it is blocking the driveway. Does anyone handle emergencies?',
    fact: 'emergency',
  },
  { q: 'We are over by Kiwanis Park. Do your trucks come out that way?', fact: 'areaTempe' },
  { q: 'My mom lives in Morrison Ranch. Is that in your area?', fact: 'areaGilbert' },
  { q: "I'm in Moon Valley. Do you pick up in my part of town?", fact: 'areaPhoenix' },
  { q: 'Our house is way up in Troon North, pretty far out. Do you still go there?', fact: 'areaScottsdale' },
  { q: 'We live in Fulton Ranch. Are we inside your service area?', fact: 'areaChandler' },
  {
    q: 'We just bought a new build in Eastmark and the builder left a pile of junk. Do you work out there?',
    fact: 'areaMesa',
  },
  { q: 'I live up by the big fountain. Do you guys come up to Fountain Hills?', fact: 'areaFountainHills' },
  {
    q: 'The tenant in my Glendale rental left a mess behind. Do you work in Glendale?',
    fact: 'areaGlendale',
  },
  {
    q: 'I have about $250 to clear out a spare bedroom. What do your jobs usually cost?',
    fact: 'typicalCost',
  },
  {
    q: "I've set aside maybe $400 to get the garage emptied. What does a garage cleanout usually run?",
    fact: 'garageCost',
  },
  {
    q: 'The last company I used tacked on a disposal fee at the very end. Do you guys do that?',
    fact: 'hiddenFees',
  },
  {
    q: 'I only have a treadmill to get rid of, nothing else. What do you charge for a single item?',
    fact: 'singleItemCost',
  },
  {
    q: "I'm 78 with a bad back. Will I have to help carry anything out?",
    fact: 'weDoTheLifting',
  },
  {
    q: 'Everything is in the attic and the back bedroom. Do I have to drag it out front first?',
    fact: 'anywhereOnProperty',
  },
  { q: 'First time hiring a junk company. What should I do to get ready?', fact: 'prepare' },
  {
    q: 'The garage floor is covered in dust and dead leaves under all that stuff. Do you sweep once it is loaded?',
    fact: 'cleanUpAfter',
  },
  {
    q: "Our sectional won't fit through the door unless it comes apart. Can your guys handle that?",
    fact: 'disassembly',
  },
  {
    q: 'I filled out the form on your site about an hour ago. How soon does someone get back to me?',
    fact: 'quoteReplyTime',
  },
  {
    q: "It's hard to describe everything in my carport. Is there a way to get a price from pictures?",
    fact: 'photoQuote',
  },
  { q: "I'd rather not call. Is there a way to set this up online?", fact: 'howToBook' },
  {
    q: "We're planning a big cleanout in a couple of weeks. How much notice do you need?",
    fact: 'bookAhead',
  },
  {
    q: 'Our HOA is strict about work trucks and dumpsters in the street. Will that be a problem with you?',
    fact: 'hoa',
  },
  { q: 'I like to support family businesses. Is yours family owned?', fact: 'localFamily' },
  {
    q: 'Do you send your own employees, or does the job get passed off to some subcontractor?',
    fact: 'whoComes',
  },
  { q: 'Are you guys actually a local outfit or out of state? Where are you located?', fact: 'location' },
  {
    q: 'I have three old tube monitors and a printer from my home office. Do you take electronics?',
    fact: 'eWaste',
  },
  {
    q: 'I hate the idea of a perfectly good couch going to the dump. What happens to the stuff you take?',
    fact: 'donateRecycle',
  },
  {
    q: 'Dad passed in the spring and his house has to be emptied before we list it. Is that something you do?',
    fact: 'estate',
  },
  {
    q: "My storage unit is full of stuff I don't want anymore. Can you empty it for me?",
    fact: 'storageUnits',
  },
  {
    q: 'Moving out of a 2 bedroom apartment and leaving most of the furniture. Do you do apartment cleanouts?',
    fact: 'residential',
  },
  {
    q: "The garage is packed to the ceiling and we can't park in it. Do you do full garage cleanouts?",
    fact: 'garageCleanout',
  },
  {
    q: 'There is a rotting wood shed behind the house. Can you tear it down and take it away?',
    fact: 'sheds',
  },
  {
    q: 'The previous owners left a hot tub on the back patio. What does your removal include?',
    fact: 'hotTubRemoval',
  },
  {
    q: 'It is mostly one bedroom and a few boxes in the living room. How long would your crew be here?',
    fact: 'jobDuration',
  },
  { q: 'My phone is about to die. What is the best number to reach you guys?', fact: 'contact' },
  { q: 'This chat is not really helping me. Can I talk to somebody?', fact: 'talkToPerson' },
  { q: "I don't have a credit card. Is cash ok?", fact: 'paymentMethods' },
  { q: 'Is there a charge for someone to come out and give me a price?', fact: 'freeEstimates' },
  {
    q: 'Mi hijo se mudó y dejó su colchón y el box spring en la casa. ¿Ustedes se los llevan?',
    fact: 'mattresses',
  },
  {
    q: 'Tengo muebles viejos de la sala, un sofá y un love seat bien gastados. ¿Se llevan muebles?',
    fact: 'furniture',
  },
  { q: 'Son las 12:30 del mediodía, si les hablo ahorita alcanzan a venir hoy?', fact: 'sameDay' },
  {
    q: 'Quiero hacer la cita pero no hablo bien inglés por teléfono. Se puede agendar por internet?',
    fact: 'howToBook',
  },
  {
    q: 'Nomás es un ropero viejo que ya no quiero. ¿Cuánto cobran por una sola cosa?',
    fact: 'singleItemCost',
  },
  {
    q: 'Vivo en Peoria y mi comadre en Glendale, las dos queremos sacar cosas. ¿En qué ciudades trabajan?',
    fact: 'areasServed',
  },

  // longer stories, the question late or buried
  {
    q: "So my brother-in-law and I are finally tackling the back patio this weekend. We'll have everything dragged over to the side yard by Saturday evening, old grill, broken chairs, the works. I know it's late but would anyone be out working at like 6 on a Saturday evening?",
    fact: 'hours',
  },
  {
    q: "Landlord here. My tenant skipped out overnight and left the place trashed, and the new tenant has keys at 8am tomorrow. It's 11 at night right now. Is there anyone who can come out tonight?",
    fact: 'emergency',
  },
  {
    q: "I meant to call this morning but got stuck in meetings. The old washer and some boxes are sitting in the driveway and my wife wants them gone before the weekend. It's already 4:15 on Thursday. Any chance of getting a pickup today still?",
    fact: 'sameDay',
  },
  {
    q: "We close on the house on the 30th and the buyers want the garage and the side yard completely empty for the final walkthrough. I'm trying to line up the movers, the cleaners and you. How far ahead should I get on your calendar?",
    fact: 'bookAhead',
  },
  {
    q: "I've honestly never hired a junk removal company before. My neighbor says it's easy and you just show up and it's gone, but I like to know what I'm getting into. What actually happens from start to finish?",
    fact: 'process',
  },
  {
    q: "I'm seven months pregnant, my husband is deployed, and the nursery is still full of his gym equipment and a futon. My doctor says no lifting at all. If I book you, do your guys do all the carrying or do I need to find a friend to help?",
    fact: 'weDoTheLifting',
  },
  {
    q: 'The last guy I hired for a cleanout wanted half the money up front, then showed up two days late and left half the stuff. Not doing that again. With you, do I pay before or after the work is done?',
    fact: 'paymentDue',
  },
  {
    q: 'My contractor says junk haulers charge per item, my buddy swears it is by the hour, and a website said by weight. We are remodeling the kitchen and I am trying to budget. Which is it with you, how do you figure the price?',
    fact: 'howPricingWorks',
  },
  {
    q: 'I manage a few rentals for out-of-state owners and they hate surprises on invoices. If you give me a number for a unit turnover, is that the number on the bill or do extra charges show up later?',
    fact: 'hiddenFees',
  },
  {
    q: "Our HOA asked me to get three quotes for clearing out the common area storage shed before the next board meeting. I don't want to pay three companies just to come look. Do you charge for the estimate?",
    fact: 'freeEstimates',
  },
  {
    q: "Two-car garage, my late father-in-law's tools, three old bikes, about a decade of Christmas decorations and a broken treadmill. My wife says we can spend up to $600 total. What does a garage cleanout normally cost?",
    fact: 'garageCost',
  },
  {
    q: 'The HOA sent us a violation letter about the shed in the backyard, it is an old 8x10 wooden one with a sagging roof, and we have 30 days to deal with it. My husband wants to do it himself but I want it done right. How much do you charge to remove a shed?',
    fact: 'shedCost',
  },
  {
    q: 'We bought the house last year and the hot tub came with it. Nobody in the family has used it, the cover is cracked and my husband wants the patio back for a grill island. Before we plan anything, what does it cost to have a hot tub taken out?',
    fact: 'hotTubCost',
  },
  {
    q: "After the garage sale we still have half the garage full of leftovers, the neighbors are side-eyeing us and the HOA newsletter mentioned 'clutter'. I'd like to schedule this for a morning. How long does it take to clear out a garage?",
    fact: 'garageDuration',
  },
  {
    q: "We're having our daughter's birthday party in the backyard at 3pm on Saturday and the old metal shed is right where the bounce house is supposed to go. If your crew starts in the morning, how long does taking down a shed usually take?",
    fact: 'shedDuration',
  },
  {
    q: 'Our spa has been dead since the pandemic, the landscaper is coming the following week to redo the yard, and I need to know how long to keep the dog inside and the side gate open. How long does a hot tub removal take?',
    fact: 'hotTubDuration',
  },
  {
    q: "I work from home and have a big client call at 10. The only thing going is the old queen mattress in the guest room, which I've already stood up against the wall. If you come at 9, how long does a mattress pickup usually take?",
    fact: 'mattressDuration',
  },
  {
    q: 'We own six rental houses scattered around the Valley, some in the East Valley, a couple up north, and one in the West Valley. I would like to use one company for all the turnovers. Which cities do you cover?',
    fact: 'areasServed',
  },
  {
    q: "My parents have lived in McCormick Ranch for thirty years and they're finally downsizing into a condo. The garage and the casita are full. They're not great with computers so I'm asking for them. Can you get out to their neighborhood?",
    fact: 'areaScottsdale',
  },
  {
    q: "We own a little 1920s bungalow in the Willo historic district and we're redoing the kitchen. The contractor left a pile by the alley and the neighborhood association is not thrilled. Is Willo somewhere you service?",
    fact: 'areaPhoenix',
  },
  {
    q: "My in-laws are snowbirds in Leisure World and they're heading back to Minnesota for good. Their whole place has to be cleared before the sale and we'll be flying in to help. Do you come out to that part of the East Valley?",
    fact: 'areaMesa',
  },
  {
    q: "We have a casita on a big desert lot and the previous owner left an old workbench, rusty fencing and a pile of tires out back. We're way out past the town center and most companies say it's too far. Do you come out to Carefree?",
    fact: 'areaCarefree',
  },
  {
    q: "We're in Ocotillo near the lakes, just finished a patio remodel, and the old furniture is stacked on the side of the house. The HOA gives us a week before they send a letter. Are we in your area?",
    fact: 'areaChandler',
  },
  {
    q: "I'm the house manager for a family on Mummy Mountain. They're replacing all of the casita furniture before the season and want it handled quietly, no trucks sitting out front for days. Do you work in that area?",
    fact: 'areaParadiseValley',
  },
  {
    q: 'We live in Val Vista Lakes and my husband just finished a garage renovation, so the old shelving, cabinets and a fridge are all sitting in the driveway. Is Val Vista Lakes in your service area?',
    fact: 'areaGilbert',
  },
  {
    q: "I keep getting ads for junk haulers who turn out to be a call center in another state that sends whoever is free. I'd really like someone close by who knows the area. Where are you guys located?",
    fact: 'location',
  },
  {
    q: "My father was a contractor for forty years and he always said never hire anyone who just started last month. He's going to ask me before I let anyone into his house. How long has your company been in business?",
    fact: 'yearsInBusiness',
  },
  {
    q: "Mom's craft room is out of control, sewing machine, baskets of yarn, an old rocking chair, a broken lamp, a mini fridge, and a bunch of plastic bins. We're getting the house ready for my sister to move in. What kinds of things do you take?",
    fact: 'itemsTaken',
  },
  {
    q: "We're redoing the garage floor and found a whole shelf of half-empty paint cans, paint thinner, some weed killer, and an old jug of antifreeze behind the water heater. The rest is just boxes. Can you take those chemicals too?",
    fact: 'notAccepted',
  },
  {
    q: "We inherited my grandma's dining set, table, six chairs and a big china hutch, and after the move it just doesn't fit anywhere. Nobody in the family wants it and it's blocking the hallway. Do you take furniture like that?",
    fact: 'furniture',
  },
  {
    q: "Kitchen remodel is finally happening. The contractor is handling the cabinets, but the old stove, the dishwasher and the over-the-range microwave are ours to deal with and they're sitting in the dining room. Do you haul away old appliances?",
    fact: 'appliances',
  },
  {
    q: "The monsoon last week took down half our palo verde and the palms dropped a ton of fronds. My husband cut everything into pieces and piled it by the side gate but the city bulk pickup isn't for another month. Will you take yard waste like that?",
    fact: 'yardWaste',
  },
  {
    q: "I'm a small contractor and I'm finishing a tenant improvement, framing scraps, drywall offcuts, old ceiling tiles and a few pallets. The property manager wants the suite clear by Friday for inspection. Is that the kind of debris you haul?",
    fact: 'construction',
  },
  {
    q: 'My aunt passed away in March and my cousins and I live in three different states. Her house is full, forty years of stuff, and we need to get it ready to sell without flying back every weekend. Do you do whole-house cleanouts for situations like this?',
    fact: 'estate',
  },
  {
    q: "Our company is moving to a smaller suite and the landlord wants the old space emptied before our lease ends, conference table, office chairs, a couple of filing cabinets and a break room fridge. We'd like it done without closing for a day. Can you handle a commercial job like this?",
    fact: 'officeCommercial',
  },
  {
    q: "I've been paying for a storage unit for three years since we moved here and I finally went through it. It's mostly old furniture and boxes I don't need, and the facility wants it empty by the end of the month. Can you clear out a storage unit?",
    fact: 'storageUnits',
  },
  {
    q: "I ran a small accounting practice out of my home for fifteen years and I'm retiring. There are two old desktop towers and a laptop with client tax records on them, and I'm nervous about them ending up somewhere. Do you handle destroying the data?",
    fact: 'dataDestruction',
  },
  {
    q: 'Our community requires every vendor to be licensed and carry insurance before they come through the gate, and the guard actually checks. The management company wants it in writing before I book. Are you licensed and insured?',
    fact: 'licensedInsured',
  },
  {
    q: 'We live in a gated community with a very strict HOA, no trailers overnight, no dumpsters in driveways, quiet hours, the whole thing. I got fined last year because of a contractor. Do you work with HOA rules like that?',
    fact: 'hoa',
  },
  {
    q: "My wife found you on Google and I found two other companies on Nextdoor. We're trying to decide before the weekend and reviews are kind of the tiebreaker for us. How are your reviews?",
    fact: 'reviews',
  },
  {
    q: "I requested a quote on your site last night around 9 for clearing out my mother's garage, and I put in my cell and email. I'm trying to plan the rest of the week around it. When should I expect to hear back?",
    fact: 'quoteReplyTime',
  },
  {
    q: "The stuff going is an elliptical, a treadmill, and some boxes, but it's all in the upstairs loft and the stairs are narrow. I physically can't bring any of it down. Do you pick up from upstairs?",
    fact: 'anywhereOnProperty',
  },
  {
    q: "We're snowbirds and we're already back in Wisconsin, but the rental we own needs the old patio furniture hauled off before new tenants move in. The property manager can unlock the gate. Does someone need to be there when you come?",
    fact: 'beHome',
  },
  {
    q: "My grandkids swing set is falling apart, the slide is cracked and the wood is splintering. It's still bolted together and way too big to go through the gate in one piece. Will your crew take it apart?",
    fact: 'disassembly',
  },
  {
    q: "Everyone keeps telling me to use the big national brand with the ads, but I've had bad luck with companies that subcontract everything. Who actually shows up at my house if I book with you?",
    fact: 'whoComes',
  },
  {
    q: "Bunch of us are in a family group chat trying to figure out who's dealing with grandpa's old house, and I volunteered. The kitchen is fine but the garage hasn't been opened in years. Is a full garage cleanout something you do?",
    fact: 'garageCleanout',
  },
  {
    q: "We're redoing the backyard and the old lean-to shed the previous owner built is in the way of the new pavers, the landscaper said it's not their job. It's wood, about 8x8, and half falling down. Can you demolish it and haul it off?",
    fact: 'sheds',
  },
  {
    q: 'Buenas tardes. Trabajo en la construcción toda la semana y salgo como a las 5:30, y quiero estar en la casa cuando vengan porque hay cosas pesadas en el patio que les tengo que enseñar. Mi esposa dice que mejor pregunte. ¿Hasta qué hora trabajan entre semana?',
    fact: 'hours',
  },
  {
    q: 'Mi hija cumple quince en dos semanas y vamos a hacer la fiesta en el patio, pero está lleno de tiliches, una lavadora vieja y unos muebles rotos. Quiero que quede limpio antes. ¿Cuántos días antes les tengo que avisar para la cita?',
    fact: 'bookAhead',
  },
  {
    q: 'Mi tía se va a vivir con nosotros y hay que vaciar su casa, no es mucho, unos muebles, cajas y una cama. Ella tiene poco dinero y yo le voy a ayudar a pagar. ¿Más o menos cuánto cobran por un trabajo normal de una casa?',
    fact: 'typicalCost',
  },
  {
    q: 'Estamos arreglando la casita de atrás para rentarla y está llena de cosas de mi suegro, herramientas viejas, un sillón, cajas, una bicicleta. El dueño de la casa quiere que esté vacía para el mes que entra. ¿Qué tipo de cosas se llevan ustedes?',
    fact: 'itemsTaken',
  },
  {
    q: 'Tengo un montón de cosas en el garage y en el patio y no sé cómo explicarlo en inglés ni en español, es mucho tiradero. Ya le tomé fotos a todo con el celular. ¿Les puedo mandar las fotos para que me den el precio?',
    fact: 'photoQuote',
  },
];

export const SIXTEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  { q: 'u guys rent dumpsters', kind: 'not offered' },
  {
    q: 'I rented a U-Haul for Saturday and just need two strong guys to help load it at my apartment. Do you do that?',
    kind: 'not offered',
  },
  { q: 'do you pay for scrap metal', kind: 'not offered' },
  {
    q: 'I have a nice leather sofa that is only two years old. Would you buy it from me?',
    kind: 'not offered',
  },
  { q: 'pressure washing driveways?', kind: 'not offered' },
  {
    q: 'Do you do move-out cleaning, like scrubbing the oven and bathrooms so I get my deposit back?',
    kind: 'not offered',
  },
  { q: 'can you fix my garage door opener', kind: 'not offered' },
  { q: 'do u mow lawns', kind: 'not offered' },
  {
    q: 'Our palms are about 30 feet tall and need trimming. Can your crew get up there and trim them?',
    kind: 'not offered',
  },
  {
    q: 'There are scorpions all over the garage and side yard. Do you guys do pest control?',
    kind: 'not offered',
  },
  { q: 'tow my dead car?', kind: 'not offered' },
  {
    q: "Can you jackhammer out our old concrete patio? It's about 15 by 20.",
    kind: 'not offered',
  },
  {
    q: "We're opening up the kitchen to the living room. Can your crew knock down the wall between them?",
    kind: 'not offered',
  },
  {
    q: 'We need somewhere to keep our furniture for two months while the floors are redone. Do you store things?',
    kind: 'not offered',
  },
  {
    q: 'When you haul away the old washer can you install the new one we bought?',
    kind: 'not offered',
  },
  { q: 'do you paint houses', kind: 'not offered' },
  {
    q: 'After you pull the shelves off the garage wall, can you patch and texture the holes?',
    kind: 'not offered',
  },
  { q: 'do yall sell used appliances', kind: 'not offered' },
  {
    q: "My mom passed and she had a lot of nice things, antiques, jewelry, a dining set. My brother thinks we should hold an estate sale but none of us live nearby and we don't know the first thing about pricing. Could your company run the estate sale and sell her things for us?",
    kind: 'not offered',
  },
  { q: 'pool cleaning service?', kind: 'not offered' },
  {
    q: 'I found a couch on Facebook Marketplace in Mesa. Can you pick it up from the seller and deliver it to my house?',
    kind: 'not offered',
  },
  {
    q: "We're tired of maintaining the in-ground pool now that the kids are grown, and my husband says the yard would be better as grass. Can you fill in our swimming pool?",
    kind: 'not offered',
  },

  // places far outside the Valley
  { q: 'do u come to tucson', kind: 'far place' },
  { q: 'Can you do a pickup at our cabin in Flagstaff?', kind: 'far place' },
  {
    q: 'My dad lives up in Prescott and his garage is a disaster. Do you go that far?',
    kind: 'far place',
  },
  { q: 'sedona job possible?', kind: 'far place' },
  {
    q: 'We have a winter place in Yuma that needs to be cleared out before we sell. Is Yuma an area you work in?',
    kind: 'far place',
  },
  { q: 'lake havasu city pickup?', kind: 'far place' },
  {
    q: "My sister's cabin in Payson has a shed full of junk. Would you drive up there?",
    kind: 'far place',
  },
  {
    q: "Moving from Scottsdale to Las Vegas and the new place needs the old owner's junk hauled. Do you work in Vegas too?",
    kind: 'far place',
  },
  { q: 'do you service sierra vista', kind: 'far place' },

  // questions about made-up brands
  { q: 'are you affiliated with JunkJett Pros', kind: 'made-up brand' },
  { q: 'do u honor HaulSmart coupons', kind: 'made-up brand' },
  {
    q: 'Is this the same company as Desert Dash Haulers? I used them a few years ago.',
    kind: 'made-up brand',
  },
  { q: 'do you sell Slumbrava memory foam mattresses', kind: 'made-up brand' },
  { q: 'can you service my Glacierline fridge, it stopped cooling', kind: 'made-up brand' },
  { q: 'Is Vantorro Storage your partner facility?', kind: 'made-up brand' },
  { q: 'are you certified by the Greenhaul Council of Arizona', kind: 'made-up brand' },
  {
    q: 'My Brixley Home Warranty says some vendors give members a discount. Are you one of them?',
    kind: 'made-up brand',
  },
  { q: 'Can I book you through the Tidyly app?', kind: 'made-up brand' },

  // specifics the site never states
  { q: 'min charge?', kind: 'never stated' },
  { q: 'senior discount?', kind: 'never stated' },
  { q: 'Do you offer a military or first responder discount?', kind: 'never stated' },
  { q: 'how many guys do u send', kind: 'never stated' },
  { q: 'how many cubic yards is your truck', kind: 'never stated' },
  { q: 'Should I tip the crew, and how much is normal?', kind: 'never stated' },
  { q: 'r u hiring', kind: 'never stated' },
  { q: "What's the owner's name?", kind: 'never stated' },
  { q: 'Do you do background checks on your workers?', kind: 'never stated' },
  { q: 'do you sell gift cards', kind: 'never stated' },
  {
    q: "We're giving away a lot of my mother's things through you and our accountant says we may be able to deduct it. Will I get a donation receipt for taxes for the stuff that goes to charity?",
    kind: 'never stated',
  },
  { q: 'which dump do you take everything to', kind: 'never stated' },
  {
    q: "My whole family is in town for Thanksgiving and that's the only day we have enough hands to sort the garage. Are you open on Thanksgiving Day?",
    kind: 'never stated',
  },
  { q: 'Is there a fee if I have to cancel or reschedule?', kind: 'never stated' },
  { q: 'can i get a text when the truck is on the way', kind: 'never stated' },
  { q: 'Do you offer financing or payment plans for big cleanouts?', kind: 'never stated' },
  { q: 'referral bonus if i send my neighbor?', kind: 'never stated' },
  { q: "What's your BBB rating?", kind: 'never stated' },

  // chit-chat
  { q: 'thx ur the best', kind: 'chit-chat' },
  { q: 'whats ur favorite food', kind: 'chit-chat' },
  { q: 'tell me a joke', kind: 'chit-chat' },
  { q: 'is it supposed to rain tomorrow', kind: 'chit-chat' },

  // Spanish
  { q: 'hacen mudanzas? nomas de un depa a otro', kind: 'not offered' },
  { q: 'me pueden limpiar la casa despues? como limpieza profunda', kind: 'not offered' },
  { q: 'van hasta tucson?', kind: 'far place' },
  { q: 'tienen descuento pa personas de la tercera edad?', kind: 'never stated' },
  { q: 'compran carros viejos que ya no sirven?', kind: 'not offered' },
  { q: 'ustedes son los mismos de Basuras Relámpago?', kind: 'made-up brand' },
  { q: 'cuantos trabajadores mandan?', kind: 'never stated' },
  { q: 'rentan contenedores pa una semana? estamos remodelando', kind: 'not offered' },
];
