import type { FactId } from './facts.ts';

/**
 * A twentieth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
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
export const TWENTIETH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'whats ur hrs on a tuesday', fact: 'hours' },
  { q: 'open at 7am on saturdays?', fact: 'hours' },
  { q: 'sunday 4pm pickup doable?', fact: 'sunday' },
  {
    q: 'main line broke at 11pm and the laundry room is swamped, anybody on call overnight',
    fact: 'emergency',
  },
  { q: 'its 1:30 rn can yall still do today', fact: 'sameDay' },
  { q: 'same day pick up?? need it gone', fact: 'sameDay' },
  { q: 'how many days notice do u need', fact: 'bookAhead' },
  { q: 'can i schedule online or do i have to call', fact: 'howToBook' },
  { q: 'fridge is on the 2nd floor, do i have to get it down myself', fact: 'anywhereOnProperty' },
  { q: 'visa or mastercard ok?', fact: 'paymentMethods' },
  { q: 'deposit required or pay at the end', fact: 'paymentDue' },
  { q: 'ballpark for a junk haul', fact: 'typicalCost' },
  { q: 'any surprise charges tacked on after?', fact: 'hiddenFees' },
  { q: 'free quote?', fact: 'freeEstimates' },
  { q: 'price to clear a 2 car garage', fact: 'garageCost' },
  { q: 'rusty 8x10 tuff shed tear down cost', fact: 'shedCost' },
  { q: 'whats it run for just one cozynest recliner', fact: 'singleItemCost' },
  { q: 'how long does a normal job take', fact: 'jobDuration' },
  { q: 'do u service glendale az', fact: 'areaGlendale' },
  { q: 'fountain hills ok?', fact: 'areaFountainHills' },
  { q: 'anyone cover cave creek', fact: 'areaCaveCreek' },
  { q: 'do u go to arcadia', fact: 'areaPhoenix' },
  { q: 'las sendas pickup possible', fact: 'areaMesa' },
  { q: 'u guys do chandler near the price rd tech corridor?', fact: 'areaChandler' },
  { q: 'r u a franchise or independent', fact: 'whoComes' },
  { q: 'u a family business?', fact: 'localFamily' },
  { q: 'what year did u start', fact: 'yearsInBusiness' },
  { q: 'what all do u haul away', fact: 'itemsTaken' },
  { q: 'can u take old pool chemicals', fact: 'notAccepted' },
  { q: 'sleeper sofa pickup?', fact: 'furniture' },
  { q: 'dead whirlpool washer haul away?', fact: 'appliances' },
  { q: 'sealy queen mattress n box spring, u take those?', fact: 'mattresses' },
  { q: 'bunch of oleander trimmings n cactus pads, u take yard stuff?', fact: 'yardWaste' },
  { q: 'take out an old jacuzzi?', fact: 'hotTubRemoval' },
  { q: 'haul away tile n drywall from a bathroom gut?', fact: 'construction' },
  { q: 'cleanout my unit at extra space storage?', fact: 'storageUnits' },
  { q: 'old dell laptops and a tube tv, u recycle those?', fact: 'eWaste' },
  { q: 'licensed & bonded?', fact: 'licensedInsured' },
  { q: 'how r ur reviews', fact: 'reviews' },
  { q: 'can i just text pics for a price', fact: 'photoQuote' },
  { q: 'whats ur phone #', fact: 'contact' },
  { q: 'can i talk to a real human pls', fact: 'talkToPerson' },
  { q: 'do u sweep up after', fact: 'cleanUpAfter' },
  { q: 'need to box stuff up first?', fact: 'prepare' },
  { q: 'where r u guys based', fact: 'location' },

  // a sentence or two of situation, then the question
  { q: 'I get off work at 6 on Fridays. Could a crew come by around 6:30 that evening?', fact: 'hours' },
  {
    q: "We're at church until 10:30 on Sunday, so maybe 11 would be best for us. Would that work?",
    fact: 'sunday',
  },
  {
    q: 'Our water heater burst at 2 AM and the garage is soaked with ruined boxes. Do you do emergency pickups in the middle of the night?',
    fact: 'emergency',
  },
  {
    q: "It's about noon and my landlord just told me the unit has to be empty by tonight. Is there any way you can still come today?",
    fact: 'sameDay',
  },
  {
    q: "I'm messaging you at 3:45 in the afternoon. Can I still get same-day service, or are we looking at tomorrow?",
    fact: 'sameDay',
  },
  {
    q: "We're planning a big cleanout before the in-laws visit next month. How far ahead should I get on your calendar?",
    fact: 'bookAhead',
  },
  {
    q: 'I hate talking on the phone. Is there a way to set everything up through your website?',
    fact: 'howToBook',
  },
  {
    q: "I've never hired a junk company before. What actually happens from start to finish?",
    fact: 'process',
  },
  {
    q: 'My back is shot after surgery. Will your guys handle all the heavy lifting and loading?',
    fact: 'weDoTheLifting',
  },
  {
    q: 'The junk is in the backyard behind a side gate, not out front. Can your crew grab it from back there?',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'My company reimburses me, but only if I put it on a card. Do you take credit cards?',
    fact: 'paymentMethods',
  },
  {
    q: "I'd rather not hand over money before I see the work done. When do I actually pay?",
    fact: 'paymentDue',
  },
  {
    q: "I've got about $300 set aside for getting rid of the junk in our spare room. What do jobs usually cost with you?",
    fact: 'typicalCost',
  },
  {
    q: "Another company quoted me by the hour and I didn't love that. How do you figure out your price?",
    fact: 'howPricingWorks',
  },
  {
    q: "The last hauler I used slipped a 'landfill charge' onto the bill at the very end. Will I get hit with extras like that from you?",
    fact: 'hiddenFees',
  },
  {
    q: 'I just want a number before I commit to anything. Do you charge to come out and look?',
    fact: 'freeEstimates',
  },
  {
    q: 'Our garage is packed to the rafters after two moves. Would $400 come close to covering it?',
    fact: 'garageCost',
  },
  {
    q: "We want a medium 8x12 metal shed gone from the back corner of the lot. What's the price range for that?",
    fact: 'shedCost',
  },
  {
    q: "Our old Hot Spring spa hasn't been turned on in years. Roughly what does it cost to get it hauled off?",
    fact: 'hotTubCost',
  },
  {
    q: "It's literally one treadmill in the guest room. How do you price something that small?",
    fact: 'singleItemCost',
  },
  {
    q: 'I have to leave for work by 11. If your crew shows up at 8, how long will they usually be here?',
    fact: 'jobDuration',
  },
  {
    q: 'Our two-car garage is about half full of boxes, bikes and an old fridge. How long does clearing a garage take?',
    fact: 'garageDuration',
  },
  {
    q: 'The shed is a 10x12 wood one with a plywood floor. How many hours does taking one down usually run?',
    fact: 'shedDuration',
  },
  {
    q: 'Nap time is 1 to 3 and the baby monitor will pick up every bang. How long does a hot tub removal usually take?',
    fact: 'hotTubDuration',
  },
  {
    q: "I'm just getting rid of a Lumabed hybrid mattress from the upstairs bedroom. Will that take long?",
    fact: 'mattressDuration',
  },
  {
    q: "I'm in Peoria, up near Lake Pleasant Parkway. Do you come out that far?",
    fact: 'areaPeoria',
  },
  { q: 'My office is in Tempe right by Town Lake. Is that in your area?', fact: 'areaTempe' },
  {
    q: 'We live in Gilbert in Val Vista Lakes. Do you service our neighborhood?',
    fact: 'areaGilbert',
  },
  {
    q: "My mom's place is off Lincoln Drive, near Mummy Mountain. Can you do a pickup in Paradise Valley?",
    fact: 'areaParadiseValley',
  },
  { q: 'We have a weekend house up in Carefree. Do you go up there?', fact: 'areaCarefree' },
  { q: "I'm in Grayhawk, way up in north Scottsdale. Is that covered?", fact: 'areaScottsdale' },
  {
    q: "My sister's in the West Valley and I'm in the East Valley and we'd like to use the same company. Which cities do you actually cover?",
    fact: 'areasServed',
  },
  {
    q: "We're flipping a house and the back room has an old pool table, a broken treadmill and a pile of boxes. What sort of stuff will you take?",
    fact: 'itemsTaken',
  },
  {
    q: 'The garage has half-empty cans of oil-based paint and a jug of old motor oil. Can those go on the truck?',
    fact: 'notAccepted',
  },
  {
    q: "We're swapping out our dining set and two nightstands. Can you haul old furniture like that?",
    fact: 'furniture',
  },
  {
    q: 'Our old Frostmark chest freezer died in the garage and the smell is unreal. Can you take it?',
    fact: 'appliances',
  },
  {
    q: "We've got a mountain of palm fronds from trimming three Mexican fan palms. Hauling that off, is that something you do?",
    fact: 'yardWaste',
  },
  {
    q: 'Our metal shed is rusted through and leaning. Will you tear it down for us, or do you only haul the pieces?',
    fact: 'sheds',
  },
  {
    q: 'The contractor finished our kitchen and left old cabinets, busted drywall and a countertop in the side yard. Do you take construction leftovers?',
    fact: 'construction',
  },
  {
    q: 'Our small dental practice is moving across town. Can you clear out the old filing cabinets, waiting room chairs and desks?',
    fact: 'officeCommercial',
  },
  {
    q: "I rent a second-floor apartment and don't own a truck. Do you do pickups from apartments?",
    fact: 'residential',
  },
  {
    q: "My old couch is still decent and I'd love for someone to use it. Does anything you pick up get donated?",
    fact: 'donateRecycle',
  },
  {
    q: 'The old office PCs have client files on the hard drives. Do you wipe or destroy those?',
    fact: 'dataDestruction',
  },
  {
    q: 'Our HOA is super strict about trucks and what sits in the driveway. Are you OK working in HOA neighborhoods?',
    fact: 'hoa',
  },
  {
    q: 'I filled out the quote form on your site last night. How long until I hear back from somebody?',
    fact: 'quoteReplyTime',
  },

  // longer stories, the question late or buried
  {
    q: "We're snowbirds from Minnesota and spend the winters in a park model in east Mesa. We fly home in April and the place gets shut up for the summer. Before we go, we'd like the old recliner and the broken patio set gone, but our flight is on the 15th. Do we need to be there when your crew comes?",
    fact: 'beHome',
  },
  {
    q: "I'm going through a divorce and the house goes on the market in three weeks. My ex took what he wanted and left the rest, including a huge IKEA PAX wardrobe and a bunk bed that were both built in place. I don't own a single tool and have no idea how they come apart. Will your guys take them apart, or do I have to do that first?",
    fact: 'disassembly',
  },
  {
    q: "My dad passed in February and my brothers and I all live in different states. His house in McCormick Ranch has forty years of stuff in it. We've already taken the photo albums and his service medals, but everything else has to go before the realtor lists it. Is this something you handle?",
    fact: 'estate',
  },
  {
    q: "Our second baby is due in June and I really want to park in the garage so I'm not loading a newborn into a car that's 115 degrees. Problem is, the garage is still full of moving boxes from 2019, a broken elliptical and old crib parts. Is clearing out a whole garage something you guys do?",
    fact: 'garageCleanout',
  },
  {
    q: "I'm a landlord with four rentals in Tempe, and a tenant just skipped out and left everything: couch, mattress, a TV and a kitchen full of trash bags. I need it turned around before the new tenant moves in on Saturday. I'll be at work, so I'm trusting whoever shows up. Is it your own people, or do you hand the job off to some subcontractor?",
    fact: 'whoComes',
  },
  {
    q: "Our HOA in Seville sent a violation letter because of the pile of old fencing and yard junk along the side of the house. We have ten days to fix it or start getting fined. My husband wants a big bin in the driveway, but I'm pretty sure that's another violation. Do you work in HOA communities and follow their rules?",
    fact: 'hoa',
  },
  {
    q: "We're redoing the main bathroom in our Arcadia house ourselves. Demo is done and we've got an old vanity, a toilet, broken tile and about thirty sheets of torn-out drywall stacked in the carport. The city bulk trash won't touch any of it. Can you haul remodel debris like that?",
    fact: 'construction',
  },
  {
    q: "I own a small yoga studio in Old Town and we're moving into a bigger space down the street. The old place still has a front desk, wall cubbies, two filing cabinets and a mini fridge in the back. Classes run until 8 PM, so I'd want it done when nobody's there. Do you do business cleanouts like that?",
    fact: 'officeCommercial',
  },
  {
    q: "I'm a listing agent with a vacant home in Chandler closing Friday. The sellers left a garage full of junk and a dead fridge, and the buyers' final walkthrough is Thursday morning. My schedule is nuts this week. If I call you at 10 AM Wednesday, could it all be gone that same day?",
    fact: 'sameDay',
  },
  {
    q: "The storm last night flooded our family room and the carpet, the pad and a soaked sectional all have to go. The insurance adjuster already came and took pictures. It smells awful and we have two little kids in the house. It's 7:30 on a Tuesday night right now. Is anyone available tonight?",
    fact: 'emergency',
  },
  {
    q: "We close on our house in Denver on the 30th and the movers come on the 27th. Everything we're not taking, a futon, a chest freezer, a kid's bike and a bunch of broken lamps, has to be gone by the 26th. I don't want to leave this to the last minute. How many days ahead should I book you?",
    fact: 'bookAhead',
  },
  {
    q: "My mother is 87 and is moving into assisted living next month. Her house is up on the hill in Fountain Hills, and it's full of heavy dark-wood furniture none of us want. My sister and I can't lift much ourselves. Do you come out to Fountain Hills?",
    fact: 'areaFountainHills',
  },
  {
    q: "We just got back from Michigan for the season and found out a pack rat got into the casita over the summer. Most of what we had stored out there is ruined: boxes of linens, a rug, some patio cushions. We're out in Cave Creek, off Spur Cross Road. Would your crew come out this way?",
    fact: 'areaCaveCreek',
  },
  {
    q: "My daughter moved out of her apartment near ASU and left a desk, a futon and a mini fridge sitting in our garage. My husband says we're not paying a fortune for it, and honestly I'd like to stay around $200. What do your jobs usually run?",
    fact: 'typicalCost',
  },
  {
    q: "We're turning the guest room into a nursery, so the old full-size mattress and its box spring have to go. My husband tried to get them down the stairs by himself and gave up halfway. They're leaning in the hallway now. Will you take a mattress set like that?",
    fact: 'mattresses',
  },
  {
    q: "My late uncle was an accountant who worked from home for thirty years. His office has two old desktop towers, a box of external hard drives and a fax machine, all with clients' tax information on them. My aunt is terrified of identity theft. Can you make sure the data on those gets destroyed?",
    fact: 'dataDestruction',
  },
  {
    q: "We finally upgraded everything for the kids' schoolwork: new laptops, new TV, new printer. Now the old stuff is stacked in the hallway, a 50-inch Vizio, an HP printer, two old Chromebooks and a tangle of cables. The city won't take any of it at the curb. Do you recycle electronics?",
    fact: 'eWaste',
  },
  {
    q: "My grandmother's dining set and china hutch are in good shape, just not anybody's style in the family. She's 91 and really wants them to go to someone who'll use them, not a landfill. We're clearing her condo before she moves in with my parents. What happens to furniture after you take it?",
    fact: 'donateRecycle',
  },
  {
    q: "My neighbor recommended you, but my husband is nervous about letting strangers into the house. He's the guy who reads every review before buying a toaster. We have an old sofa and a broken dryer to get rid of. What's your rating online?",
    fact: 'reviews',
  },
  {
    q: "We live behind the gates in Silverleaf, and the HOA management is very particular about which vendors get in. I don't want to create a problem with the gate staff. We're clearing out an old casita full of patio furniture. Are you licensed and insured?",
    fact: 'licensedInsured',
  },
  {
    q: "I'm at work all day and can't take calls, but I can snap pictures on my lunch break. The junk is a broken futon, a rusty grill and a stack of boxes in the carport. Can I just send you photos and get a price that way?",
    fact: 'photoQuote',
  },
  {
    q: "I was chatting on here earlier but my phone died halfway through. My mom's place in Mesa needs a pickup this week, and she gets confused by websites. I'd honestly rather just call someone. What's the number?",
    fact: 'contact',
  },
  {
    q: "No offense to the bot, but my father's house is a hoarding situation and there's a lot to explain. Some things need to be handled a certain way and I have questions about the neighbors. I'd feel better walking through it with someone. Can I talk to a real person?",
    fact: 'talkToPerson',
  },
  {
    q: "The garage has been a dumping ground for so long that there's dirt, dead leaves and packing peanuts everywhere under the junk. A new car is being delivered the day after, and I'd like to pull straight in. After you take everything, does the floor get left like that or do you tidy up?",
    fact: 'cleanUpAfter',
  },
  {
    q: "I'm seven months pregnant and my husband travels for work during the week. There's a pile of old clothes, toys and books in the spare room, and I really can't bend over to pack things up. Do I need to bag or box it all before your crew shows up?",
    fact: 'prepare',
  },
  {
    q: "My dad's stuff is spread all over his property: an old recliner in the upstairs loft, junk up in the attic and a broken push mower behind the shed. He's 82 and can't move any of it. Does all of it have to be brought out front first?",
    fact: 'anywhereOnProperty',
  },
  {
    q: "My wife and I are both in our seventies and we're downsizing from a four-bedroom to a condo. There's a massive oak armoire, a treadmill and a sleeper sofa that weighs a ton. Our doctor would have a fit if either of us tried lifting them. Do your people do all the loading?",
    fact: 'weDoTheLifting',
  },
  {
    q: "Our HOA wants the backyard cleared before the inspection, and I've never used a junk removal company. A neighbor warned me that some outfits show up whenever they feel like it. I work from home and have calls all day. How does it work with you, and do you actually show up when you say?",
    fact: 'process',
  },
  {
    q: "When we moved here from California, everything went into a 10x20 unit in Scottsdale and we never unpacked it. Three years later we're paying over $200 a month for things we don't even remember owning. My wife finally put her foot down. Can you empty a storage unit for us?",
    fact: 'storageUnits',
  },
  {
    q: "I help a property manager with turnovers, and one of our condos near Scottsdale Fashion Square just came back to us. The last tenant left a sofa, a dresser and a lot of trash bags. It's on the third floor with an elevator. Do you do condos?",
    fact: 'residential',
  },
  {
    q: "When we bought the house, the inspector said the hot tub's wiring looked sketchy, and we've never used it anyway. My husband keeps saying he'll drain it and cut it up himself, which is never going to happen. I'd rather pay someone. Do you do the draining and disconnecting, or do we have to handle that first?",
    fact: 'hotTubRemoval',
  },
  {
    q: "The DuraKeep resin shed in the backyard came with the house and the panels are cracking from the sun. The kids want that corner for a trampoline. I'm not about to take it down myself with a toddler underfoot. Do you take sheds down too?",
    fact: 'sheds',
  },
  {
    q: "We're getting ready to list the house and our agent says the garage is the biggest eyesore. It's a standard two-car garage with the usual stuff, old bikes, metal shelving and boxes of holiday decorations. We've budgeted about $350 for it. Is that in the range for a garage?",
    fact: 'garageCost',
  },
  {
    q: "My father-in-law put up a little 6x8 garden shed years ago and it's falling apart. The renovation already went way over budget, so we're watching every dollar. I'd like to know before I call. What do you charge to get rid of a small shed like that?",
    fact: 'shedCost',
  },
  {
    q: "We bought a place in Scottsdale with a huge seven-person spa on a raised deck that nobody uses. I called one company and they wouldn't give me any number over the phone. I just want to know if this is a $300 thing or a $3,000 thing. What does getting a hot tub removed cost?",
    fact: 'hotTubCost',
  },
  {
    q: 'Family is coming for Thanksgiving and the spare room plus half the garage need to be emptied. My husband only has a half day off on Wednesday. I want to know whether to plan around the crew all afternoon. How long does a typical job take once they get here?',
    fact: 'jobDuration',
  },
  {
    q: "I work nights at the hospital and sleep until about 2 in the afternoon. After that I'm free until my shift starts at 9. We've got an old couch and a mattress to get rid of. What are your hours during the week?",
    fact: 'hours',
  },
  {
    q: "We're new to Arizona and we both work Monday through Saturday. Sunday is the only day either of us is home. There's an old couch and a broken bed frame left by the previous owners. Do you come out on Sundays, and what time?",
    fact: 'sunday',
  },
  {
    q: "My landlord just texted that the inspection got moved up to tomorrow morning and my balcony has to be cleared of the old patio furniture and dead plants. I'm freaking out a little. It's 1:15 PM on a Thursday. Could someone come today?",
    fact: 'sameDay',
  },
  {
    q: "My aunt lives in Moon Valley in north Phoenix. She's widowed and wants my late uncle's workshop cleared out, benches, old tools, the works. She doesn't drive anymore, so we're setting it all up for her from out of state. Do you work in her area?",
    fact: 'areaPhoenix',
  },
  {
    q: "We just closed on a new build in Eastmark and the garage is full of cardboard, packing paper and the old furniture that didn't fit. The HOA already left a note about the boxes by the side gate. We'd like it gone this week. Do you come out to Eastmark?",
    fact: 'areaMesa',
  },
  {
    q: "We're comparing two companies and one of them turned out to be a call center in another state. I'd rather hire someone who's actually local to the Valley. We're in Gilbert and it's a garage job. Where is your company based?",
    fact: 'location',
  },
  {
    q: "My husband will only hire companies that have been around a while, because our last contractor disappeared mid-job. We're looking at clearing out his mother's house after she passed. He wants to know before we book. How long has your company been in business?",
    fact: 'yearsInBusiness',
  },
  {
    q: "I'm a real estate agent, and one of my sellers is the executor of her late father's home in Ahwatukee. She lives in Oregon and can only fly in for one weekend. Every room, the garage and the patio have to be empty before we can list it. She'd like someone to clear the whole place once she's picked out what she's keeping. Is that something you do?",
    fact: 'estate',
  },

  // in Spanish
  { q: 'a q hora abren entre semana', fact: 'hours' },
  { q: 'abren los domingos? a q hora', fact: 'sunday' },
  { q: 'cuanto cobran mas o menos x sacar tiliches', fact: 'typicalCost' },
  { q: 'se llevan colchones con todo y box spring?', fact: 'mattresses' },
  { q: 'el presupuesto es gratis o cobran x venir', fact: 'freeEstimates' },
  {
    q: 'Son las 11 de la mañana y necesito sacar un sofa viejo hoy mismo. Todavia alcanzan a venir hoy?',
    fact: 'sameDay',
  },
  {
    q: 'Tengo un refri y una secadora que ya no sirven en el patio. Se los pueden llevar?',
    fact: 'appliances',
  },
  {
    q: 'Quiero hacer la cita pero no tengo tiempo de llamar en el trabajo. Se puede agendar por internet?',
    fact: 'howToBook',
  },
  {
    q: 'Nomas es un sillon reclinable, nada mas. Cuanto me cobrarian x uno solo?',
    fact: 'singleItemCost',
  },
  {
    q: 'Tengo unos botes de pintura y veneno pa las hormigas en la cochera. Eso tambien se lo llevan?',
    fact: 'notAccepted',
  },
  {
    q: 'Les puedo mandar fotos por texto de lo q quiero tirar pa que me den precio?',
    fact: 'photoQuote',
  },
  {
    q: 'Mi suegra se viene a vivir con nosotros y tenemos que vaciar el cuarto de visitas. Hay una cama, un ropero, un escritorio y un monton de cajas. Mi esposo trabaja todo el dia y yo no puedo cargar nada pesado. Que tipo de cosas se llevan ustedes?',
    fact: 'itemsTaken',
  },
  {
    q: 'Nos vamos a mudar pa Texas en tres semanas y la sala y el comedor no caben en la troca. Los muebles estan en buen estado pero ya no los queremos. Ustedes recogen muebles de sala y comedor?',
    fact: 'furniture',
  },
  {
    q: 'Mi hermano vive en Glendale y yo en Mesa, y los dos tenemos cosas viejas en el garage. Queremos hacer todo con la misma compañia pa que salga mas facil. A que ciudades van ustedes?',
    fact: 'areasServed',
  },
  {
    q: 'Tengo que vaciar la casa de mi mama antes de venderla. La agente de bienes raices dice que tiene que estar vacia en dos semanas y quiero asegurar la fecha. Con cuanto tiempo de anticipacion tengo que hacer la cita?',
    fact: 'bookAhead',
  },
  {
    q: 'El señor que me hizo lo del patio nomas aceptaba cash y me dejo todo tirado. Esta vez quiero pagar con tarjeta pa tener comprobante. Que formas de pago aceptan?',
    fact: 'paymentMethods',
  },
];

export const TWENTIETH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  { q: 'can u haul my boat up to lake pleasant this weekend', kind: 'not offered' },
  {
    q: 'do yall have storage space? need to park a bedroom set somewhere till my new lease starts',
    kind: 'not offered',
  },
  { q: 'fix my dryer? it spins but wont heat', kind: 'not offered' },
  { q: 'will u buy my old fridge, its only 3 yrs old and works fine', kind: 'not offered' },
  { q: 'can u drop a roll off bin in my driveway while we reroof', kind: 'not offered' },
  {
    q: 'Our U-Haul is coming Saturday morning. Can your crew just help us load it for a couple hours?',
    kind: 'not offered',
  },
  {
    q: 'After you empty the rental, the carpets need shampooing and the oven needs scrubbing. Do you do move-out cleaning too?',
    kind: 'not offered',
  },
  { q: 'Can you mow and trim the hedges every other week?', kind: 'not offered' },
  {
    q: "We keep finding scorpions in the garage. Can your guys spray for them while they're there?",
    kind: 'not offered',
  },
  { q: 'tow my dead 2006 camry out of the driveway?', kind: 'not offered' },
  {
    q: 'I just bought a new sectional at a furniture store in Tempe. Can you pick it up and deliver it to my house?',
    kind: 'not offered',
  },
  { q: 'do u do estate sales? like run the whole sale for us', kind: 'not offered' },
  {
    q: 'The plaster in our pool is peeling off in chunks. Do you do pool resurfacing?',
    kind: 'not offered',
  },
  { q: 'can u install the new water heater when u take the old one', kind: 'not offered' },
  {
    q: 'Our septic tank is backing up and the house smells. Can you pump it out?',
    kind: 'not offered',
  },
  {
    q: "Our divorce is final and we agreed to sell the house as-is. There's a ski boat on a trailer in the side yard that neither of us wants. He says junk haulers will tow it off and even pay for it. Will you tow the boat away and give us something for it?",
    kind: 'not offered',
  },
  {
    q: "We're downsizing to a smaller place in Chandler and the new HOA doesn't allow the grandkids' trampoline. We're not ready to get rid of it, we just don't know where it'll end up yet. Could you keep it at your place for a few months?",
    kind: 'not offered',
  },
  {
    q: "We have a new baby coming in three weeks and my husband is deployed. The crib and the dresser are still in their boxes in the hallway. Your crew is coming to pick up the old guest bed anyway. Could one of your guys put the crib together while they're here?",
    kind: 'not offered',
  },
  {
    q: 'The monsoon ripped shingles off our roof and a branch went right through the patio cover. The insurance adjuster wants a written estimate from someone for the repair. Can you give me an estimate to fix the roof and patio cover?',
    kind: 'not offered',
  },
  {
    q: "My mom has early dementia and is moving in with us next month. Her house is packed with dishes, clothes and photo albums she wants to keep. We're overwhelmed. Can your crew pack up her things and unpack them at our house?",
    kind: 'not offered',
  },
  {
    q: "My late aunt's house in Scottsdale has some antiques my cousins think might be valuable. Nobody in the family knows anything about furniture. Before anything gets hauled, we'd like someone to tell us what it's worth. Can you appraise the furniture for us?",
    kind: 'not offered',
  },
  {
    q: 'A tenant in my Mesa fourplex just moved out and left holes in the drywall and a broken closet door. The next tenant moves in on the first. I also need the locks changed. Do you guys do handyman repairs like that?',
    kind: 'not offered',
  },
  {
    q: "We leave for Wisconsin every May and the house sits empty all summer. Last year a pipe leaked and nobody noticed for weeks. Could someone from your company stop by once a month while we're gone to check on the house and run the water?",
    kind: 'not offered',
  },

  // places far outside the Valley
  { q: 'do u go to flagstaff', kind: 'far place' },
  { q: 'lake havasu house cleanout?', kind: 'far place' },
  { q: 'prescott valley pickup possible?', kind: 'far place' },
  {
    q: 'We have a cabin in Payson full of old furniture from the last owners. Can you send a crew up there?',
    kind: 'far place',
  },
  {
    q: 'My dad lives in Tucson near the university and needs his spare bedroom cleared. Can you do a job down there?',
    kind: 'far place',
  },
  {
    q: "I've got a storage unit in Las Vegas I've been paying on since I moved. Can you clear it out for me?",
    kind: 'far place',
  },
  {
    q: "We're moving up from Yuma next month and have to get rid of a lot before we leave. The movers won't take the old appliances. Our new place is in Scottsdale but the junk is all still down there. Do you go to Yuma?",
    kind: 'far place',
  },
  {
    q: "My sister and I inherited a short-term rental in West Sedona and the guests trashed it. The patio furniture is broken and there are three ruined mattresses. We're in Phoenix but can't get up there for weeks. Can your crew do the cleanout in Sedona?",
    kind: 'far place',
  },

  // questions about made-up brands
  { q: 'do u accept HaulCash gift cards', kind: 'made-up brand' },
  {
    q: "Are you the same company as Saguaro Sam's Hauling? They did my neighbor's yard last spring.",
    kind: 'made-up brand',
  },
  { q: 'can i pay with DesertPay Later in 4 payments', kind: 'made-up brand' },
  {
    q: 'Is your crew certified by the ZeroWaste Valley Alliance? Our office only uses certified vendors.',
    kind: 'made-up brand',
  },
  {
    q: "My professional organizer works with TidyNest and said their clients get a deal with you. I've been decluttering for weeks and we're finally ready for the haul. Do you honor the TidyNest partner rate?",
    kind: 'made-up brand',
  },
  { q: "will u price match JunkZap's online quote of $99", kind: 'made-up brand' },
  {
    q: "Our HOA makes every vendor register on the CommunityPass Vendor portal before the guard will open the gate. Last time a landscaper was turned away and we lost a whole day. We'd like to book a garage cleanout next week. Are you already registered with CommunityPass?",
    kind: 'made-up brand',
  },

  // specifics the site never states
  {
    q: 'I manage a commercial building in Chandler and our management company requires a certificate of insurance with $2 million in general liability before any vendor comes on site. Our accounting office also needs it on file before we can cut a check. Can you send your certificate with us named as additional insured, and what are your policy limits?',
    kind: 'never stated',
  },
  { q: 'whats the name of the guy coming tmrw', kind: 'never stated' },
  { q: 'military discount?', kind: 'never stated' },
  { q: 'how much should i tip the crew, like 20 bucks each?', kind: 'never stated' },
  {
    q: 'I have a meeting at 9:10 sharp. What exact minute will the truck pull up tomorrow?',
    kind: 'never stated',
  },
  { q: 'how many cubic yards is ur truck', kind: 'never stated' },
  { q: 'do ur guys get background checked', kind: 'never stated' },
  { q: 'do u give anything if i refer a friend', kind: 'never stated' },
  {
    q: 'Most of my pile is broken concrete from an old patio. Is there a weight limit per load in pounds?',
    kind: 'never stated',
  },
  { q: 'which landfill do you take stuff to', kind: 'never stated' },
  {
    q: "My mom's birthday is next month and her garage is a disaster. Do you sell gift certificates I could give her?",
    kind: 'never stated',
  },
  { q: 'whats ur cancellation fee if i need to reschedule', kind: 'never stated' },
  { q: 'do yall have a yelp page', kind: 'never stated' },
  {
    q: "I'm a Realtor with a lot of listings in Gilbert and I send clients to vendors all the time. Other haulers I work with pay me a referral fee for every job. I'd happily add you to my list. What's your referral commission for agents?",
    kind: 'never stated',
  },
  {
    q: "I'm a nurse and my shift starts at 7, so my window at home is tiny. Last time a company gave me a four-hour window and I had to call in late. If I book you for Thursday, can you tell me the exact time the truck will pull in, to the minute?",
    kind: 'never stated',
  },
  {
    q: "My parents always taught me to tip people who do hard physical work. Your guys are going to be hauling a solid oak armoire down our stairs in July heat. I don't want to insult anyone by giving too little. What's the standard tip per crew member?",
    kind: 'never stated',
  },
  {
    q: "Your crew cleared my mom's house in Tempe last fall and one of the guys was so patient with her. She still talks about him. We're booking again for her garage and I'd love to request him. What was his name?",
    kind: 'never stated',
  },
  {
    q: "I'm a teacher and a single mom, and money is tight after the move. The apartment complex wants the old furniture out of the storage closet by Friday. I hate asking, but I figured it couldn't hurt. Do you have a teacher discount or anything for single parents?",
    kind: 'never stated',
  },
  { q: 'what kind of trucks do u drive, box truck or dump trailer', kind: 'never stated' },
  {
    q: "Whoever started the company, I'd like to thank them personally for the great job. What's the owner's name?",
    kind: 'never stated',
  },

  // chit-chat
  { q: 'whats the best taco spot in old town', kind: 'chit-chat' },
  { q: 'whos gonna win the suns game tonight', kind: 'chit-chat' },
  { q: 'write me a haiku about clutter lol', kind: 'chit-chat' },
  { q: 'how hot is it supposed to get in scottsdale tomorrow', kind: 'chit-chat' },

  // in Spanish
  { q: 'me pueden arreglar el refri? ya no enfria', kind: 'not offered' },
  { q: 'compran trocas viejas? tengo una que ya no jala', kind: 'not offered' },
  {
    q: 'Me ayudan a mover mis muebles a la casa nueva en Avondale? no los quiero tirar, nomas moverlos',
    kind: 'not offered',
  },
  { q: 'van hasta Nogales?', kind: 'far place' },
  { q: 'tienen descuento pa veteranos? mi esposo estuvo en el army', kind: 'never stated' },
  { q: 'cuanto le doy de propina a los muchachos?', kind: 'never stated' },
  { q: 'aceptan pagos con la app PagoFacil Plus?', kind: 'made-up brand' },
  {
    q: 'Mi esposo y yo trabajamos todo el dia y el zacate ya esta bien alto. Tambien los arboles ocupan que los poden. Ustedes hacen jardineria cada semana?',
    kind: 'not offered',
  },
];
