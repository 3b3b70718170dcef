import type { FactId } from './facts.ts';

/**
 * A thirteenth tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or
 * two sentences of situation plus a question, and longer stories with the question buried inside or at the end
 * (some need a fact applied: a time of day against the hours or the same-day cut-off, a neighbourhood against
 * the service area, a budget against the prices); a few in Spanish. Written by a helper who saw only SPEC.md,
 * src/content and the fact list (facts.ts).
 */
export const THIRTEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'how much do u charge', fact: 'typicalCost' },
  { q: 'wat r ur hours', fact: 'hours' },
  { q: 'open sundays??', fact: 'sunday' },
  { q: 'can u come today', fact: 'sameDay' },
  { q: 'do you take fridges', fact: 'appliances' },
  { q: 'r u guys insured', fact: 'licensedInsured' },
  { q: 'do u take old paint', fact: 'notAccepted' },
  { q: 'how do i book', fact: 'howToBook' },
  { q: 'u take credit card?', fact: 'paymentMethods' },
  { q: 'is the estimate free or nah', fact: 'freeEstimates' },
  { q: 'what areas do you cover', fact: 'areasServed' },
  { q: 'do yall come out to glendale', fact: 'areaGlendale' },
  { q: 'number to call?', fact: 'contact' },
  { q: 'can i just text u pics', fact: 'photoQuote' },
  { q: 'how long u been in business', fact: 'yearsInBusiness' },
  { q: 'do u recycle or just dump everything', fact: 'donateRecycle' },
  { q: 'take mattresses + box springs?', fact: 'mattresses' },
  { q: 'jacuzzi removal?', fact: 'hotTubRemoval' },
  { q: 'how much to haul 1 recliner', fact: 'singleItemCost' },
  { q: 'any hidden fees', fact: 'hiddenFees' },
  { q: 'can i talk to a real person pls', fact: 'talkToPerson' },
  { q: 'yall do cave creek?', fact: 'areaCaveCreek' },
  { q: 'old tvs and computers ok?', fact: 'eWaste' },
  { q: 'pay before or after?', fact: 'paymentDue' },
  { q: 'do i need to be home', fact: 'beHome' },
  { q: 'garage cleanout price', fact: 'garageCost' },
  { q: 'where r u guys located', fact: 'location' },
  { q: 'u do storage units', fact: 'storageUnits' },
  { q: 'do u take drywall scraps n tile', fact: 'construction' },
  { q: 'reviews?', fact: 'reviews' },
  { q: 'do I have to drag it all to the curb', fact: 'anywhereOnProperty' },
  { q: 'is this a franchise', fact: 'whoComes' },
  { q: 'family owned?', fact: 'localFamily' },
  { q: 'shed tear down $$?', fact: 'shedCost' },
  { q: 'how far ahead should i book', fact: 'bookAhead' },
  { q: 'palm fronds?', fact: 'yardWaste' },
  { q: 'how fast do you reply to the online form', fact: 'quoteReplyTime' },
  { q: 'do u guys do the loading or do i', fact: 'weDoTheLifting' },
  { q: 'u work in fountain hills?', fact: 'areaFountainHills' },
  { q: 'Peoria?', fact: 'areaPeoria' },
  { q: 'carefree az service??', fact: 'areaCarefree' },
  { q: 'what all do u haul', fact: 'itemsTaken' },
  { q: 'how does it work', fact: 'process' },
  { q: 'will u take apart a bunk bed', fact: 'disassembly' },
  { q: 'hot tub removal cost?', fact: 'hotTubCost' },
  { q: 'how long does a typical job take', fact: 'jobDuration' },

  // one or two sentences of situation plus a question
  { q: 'Just bought a new sectional so the old couch has to go. Do you guys take sofas?', fact: 'furniture' },
  { q: "I'm in Arcadia, off 44th St by the canal. Is that in your area?", fact: 'areaPhoenix' },
  {
    q: 'We live in DC Ranch and the HOA is super strict about work trucks and crews. Is that going to be a problem for you?',
    fact: 'hoa',
  },
  { q: "It's 1:40 on a Tuesday. If I call right now can someone still come today?", fact: 'sameDay' },
  { q: "it's already 3:15 on friday... too late for same day pickup?", fact: 'sameDay' },
  {
    q: 'I work until 6 most days. Could your crew come by around 6:30pm on a Wednesday?',
    fact: 'hours',
  },
  {
    q: 'Two car garage packed wall to wall. Roughly how long will your guys be at it?',
    fact: 'garageDuration',
  },
  { q: 'I have an 8x10 metal shed rusting out in the backyard. Do you tear those down?', fact: 'sheds' },
  { q: 'I got about $250 to spend. Is that enough to get a few things hauled off?', fact: 'typicalCost' },
  {
    q: 'I live on the 3rd floor of an apartment complex, no elevator. Do you even do apartments?',
    fact: 'residential',
  },
  {
    q: 'Moving into a rental in Ahwatukee and the last tenant left junk everywhere. Do you go out there?',
    fact: 'areaPhoenix',
  },
  { q: "We're in Ocotillo. do you guys serve Chandler", fact: 'areaChandler' },
  {
    q: "Power Ranch here, we've got an old swing set to get rid of. You come out to Gilbert?",
    fact: 'areaGilbert',
  },
  { q: 'Dobson Ranch in Mesa, do your crews come out that way?', fact: 'areaMesa' },
  {
    q: 'Our office is closing end of the month: desks, cubicle walls, four filing cabinets. Is that something you handle?',
    fact: 'officeCommercial',
  },
  {
    q: 'My son left a whole dorm room of stuff in our garage. Do we need to bag or box it before you come?',
    fact: 'prepare',
  },
  {
    q: "I'm at work all day. Can you grab the stuff from my side yard without me being there?",
    fact: 'beHome',
  },
  {
    q: "Sunday around 4 is the only time my husband's free. Are you guys open then?",
    fact: 'sunday',
  },
  {
    q: 'Pipe burst and the carpet and couch are soaked through. Is there anyone who can come tonight??',
    fact: 'emergency',
  },
  {
    q: 'Remodeling the kitchen, old cabinets and counters come out Saturday. Do you take that kind of debris?',
    fact: 'construction',
  },
  { q: 'Want the old hot tub gone before we list. Do I have to drain it first?', fact: 'hotTubRemoval' },
  {
    q: "It's a 6 person spa on a deck behind the side gate. How long does a removal usually take?",
    fact: 'hotTubDuration',
  },
  {
    q: 'My budget is $500 to get rid of a little 6x8 garden shed. Is that realistic?',
    fact: 'shedCost',
  },
  {
    q: 'I filled out the booking form last night. When will somebody get back to me?',
    fact: 'quoteReplyTime',
  },
  { q: "I'd rather pay with a check, that ok?", fact: 'paymentMethods' },
  {
    q: 'There is an elliptical and a treadmill in the upstairs bedroom. Do I have to get them downstairs first?',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'My client has a home off Lincoln Drive in Paradise Valley. Do you cover PV?',
    fact: 'areaParadiseValley',
  },
  {
    q: 'A lot of this stuff could still be used by somebody. Does it get donated or just trashed?',
    fact: 'donateRecycle',
  },
  { q: "My back is shot so I can't help load anything, is that a problem?", fact: 'weDoTheLifting' },
  { q: 'got two old tube TVs and a printer in the closet. do you take electronics', fact: 'eWaste' },
  {
    q: 'Whole house needs clearing, 3 bed 2 bath. How many hours should I block off for you?',
    fact: 'jobDuration',
  },
  {
    q: 'Literally just one old queen mattress, nothing else. How much would that be?',
    fact: 'singleItemCost',
  },
  { q: "How do I get a price without somebody coming out? I'm stuck at work all week.", fact: 'photoQuote' },
  { q: 'I live in Maple-Ash near ASU. do you work in Tempe?', fact: 'areaTempe' },
  { q: 'we are way up in north scottsdale by troon north, too far for you?', fact: 'areaScottsdale' },
  {
    q: 'Can you come at 6:30am Saturday before it gets too hot out?',
    fact: 'hours',
  },
  {
    q: 'Who actually shows up at my house? Your own employees or some subcontractor you hand it off to?',
    fact: 'whoComes',
  },
  { q: 'Say I book online tonight, what happens after that? Step by step please', fact: 'process' },
  {
    q: 'Last company quoted me one thing and then added a dump fee at the end. Does your price include everything?',
    fact: 'hiddenFees',
  },
  {
    q: "I'd rather not do this over chat. What's the best number to reach you guys?",
    fact: 'contact',
  },
  {
    q: 'Is it by the hour or by the item? Trying to compare a couple of companies',
    fact: 'howPricingWorks',
  },
  { q: "It's Sunday about 1pm. Any shot at a pickup today or is it too late?", fact: 'sameDay' },
  { q: "it's sunday 6pm are you guys still open", fact: 'sunday' },

  // longer stories with the question inside or at the end
  {
    q: "Hi there. We're finally tackling the back bedroom that turned into a storage room: an old futon, a dresser, two broken lamps and a pile of boxes of kids' clothes. My husband thinks it'll cost a fortune and wants to just make a bunch of dump runs in his truck. Roughly what do jobs like this usually run?",
    fact: 'typicalCost',
  },
  {
    q: "I've gotten three quotes and they all work differently, one is by the hour and one is per item. My neighbor used you last spring and said you were fair. How exactly do you figure out what I pay?",
    fact: 'howPricingWorks',
  },
  {
    q: "My dad passed in March and my brother and I both live out of state. His house in Scottsdale has 40 years of stuff in it and we honestly don't know where to begin. We'd want any photos and paperwork set aside for us. Is this the kind of thing you do?",
    fact: 'estate',
  },
  {
    q: "We've been in our Gilbert house 12 years and the garage hasn't seen a car in about 8 of them. Bikes, Christmas stuff, an old chest freezer, a broken treadmill, tons of boxes. My wife says it has to be done before her mom visits in 3 weeks. Do you guys clear out a whole garage like that?",
    fact: 'garageCleanout',
  },
  {
    q: "Landlord just moved my walkthrough to tomorrow morning. It's Thursday and about 11:30 right now. I still have a couch, a mattress and a broken microwave in the unit. Any chance you can get here today?",
    fact: 'sameDay',
  },
  {
    q: "Cleaning out my late uncle's workshop in Mesa. Most of it is old tools and wood scraps which I assume is fine. But there's also like ten gallons of used motor oil, some pesticide jugs and half-full paint cans. Can those go on the truck too or do I have to deal with them myself?",
    fact: 'notAccepted',
  },
  {
    q: "I manage a small dental office in Chandler. We're replacing all the waiting room chairs, two front desks and some old file cabinets. We can't have a crew there during patient hours. Do you do business cleanouts like that?",
    fact: 'officeCommercial',
  },
  {
    q: "We moved here from Ohio two years ago and shoved a bunch of stuff in a storage unit thinking we'd go through it. We never did and we're paying $180 a month basically to store junk. It's a 10x15 in Tempe. Can you just empty the whole unit for us?",
    fact: 'storageUnits',
  },
  {
    q: "We're downsizing to a condo and a lot of our furniture is honestly still nice: a dining set, two bookcases, the guest bed. I'd hate for it all to end up in a landfill. What do you do with stuff that's still usable?",
    fact: 'donateRecycle',
  },
  {
    q: "Guest room has a pillow top king and the box spring, and my daughter's room has an old twin from her bunk bed. All of it is going since we bought new. You take all sizes? box springs too?",
    fact: 'mattresses',
  },
  {
    q: 'Finally redoing the laundry room. Washer and dryer are about 20 years old, and the plumber left the old water heater sitting in the side yard. Do you haul those kinds of things?',
    fact: 'appliances',
  },
  {
    q: "The patio set is completely sun-rotted, the dining chairs wobble, and there's a huge armoire in the bedroom that none of us can budge. Do you guys take furniture like that?",
    fact: 'furniture',
  },
  {
    q: "Hot tub in the backyard hasn't worked since 2020. Wife wants it gone before the grandkids come in June. Only way back there is a side gate, maybe 4 ft wide. Ballpark on the price?",
    fact: 'hotTubCost',
  },
  {
    q: 'Got a big wood shed, maybe 10x12, that termites have been eating for years. Nothing in it worth keeping. If your guys start at 8 in the morning, would they be done by lunch? I have to leave by 1.',
    fact: 'shedDuration',
  },
  {
    q: "I have a rental house turning over between tenants and the new family moves in on the 15th. I want to give you enough notice but don't want to lock in something weeks out either. How far ahead do people usually book with you?",
    fact: 'bookAhead',
  },
  {
    q: "I'm not great on the phone and would really rather not call. I just want to set up a time for you to grab an old couch and a recliner. What's the easiest way to book this online?",
    fact: 'howToBook',
  },
  {
    q: "My sister lives in Glendale, I'm in Scottsdale and our dad is out in Cave Creek. We're all clearing stuff out this summer. Before I recommend you to the whole family, which parts of the valley do you cover?",
    fact: 'areasServed',
  },
  {
    q: "The last tenant in my casita left a loveseat, a mini fridge, a mattress and a bunch of trash bags. I live in California so I can't meet anyone for an estimate. Could my property manager just send you pics and get a price that way?",
    fact: 'photoQuote',
  },
  {
    q: 'We just put in brand new wood floors and my husband is nervous about a crew hauling a heavy armoire across them. God forbid something gets scratched or a wall gets dinged. Are you covered for that kind of thing?',
    fact: 'licensedInsured',
  },
  {
    q: "First time hiring a junk company ever. My brother-in-law is usually the one who handles stuff like this and he's out of town. Can you walk me through what happens from start to finish?",
    fact: 'process',
  },
  {
    q: "I've been going back and forth with this chat for a bit and my situation is kind of complicated, gated community, a closing date, two properties. I'd honestly rather just talk to somebody. Is there a person I can reach?",
    fact: 'talkToPerson',
  },
  {
    q: "Our tenant skipped out overnight and left the place trashed, and the new family is arriving at 8 tomorrow morning. It's Saturday night, about 9pm. Does anyone do emergency pickups this late?",
    fact: 'emergency',
  },
  {
    q: "We're on a tight budget since my husband got laid off. It's half a spare room of junk plus an old couch. I have about $400 set aside. Is that in the right range or am I dreaming?",
    fact: 'typicalCost',
  },
  {
    q: "We're listing the house next month and the realtor says the garage needs to be empty for photos. It's a normal two car garage, pretty full but not floor to ceiling. What does a garage cleanout usually run?",
    fact: 'garageCost',
  },
  {
    q: "There's a wooden playset in the backyard the kids outgrew years ago, a giant sectional in the game room and an old crib. None of it is coming out in one piece. Do your guys take stuff apart themselves?",
    fact: 'disassembly',
  },
  {
    q: "You're coming Tuesday morning for the spare room and the garage. I want to make it easy on the crew. Should I put everything in trash bags or drag it into one spot before you get here?",
    fact: 'prepare',
  },
  {
    q: 'Last time I hired someone to haul off drywall they left dust and screws all over the driveway and my kid stepped on one. Will your crew clean up when they are done?',
    fact: 'cleanUpAfter',
  },
  {
    q: 'Our condo is in Old Town, second floor, and parking on our street is a nightmare. Just a futon and a desk to get rid of. Do you serve that part of Scottsdale?',
    fact: 'areaScottsdale',
  },
  {
    q: 'My grandparents live in Leisure World and are moving in with us. They have a recliner, a dresser and a ton of boxes of old magazines. Do you go to that side of Mesa?',
    fact: 'areaMesa',
  },
  {
    q: "Our church has a closet full of old electronics: two big CRT TVs, three desktop computers, a fax machine and a bin of cords. Nobody knows what to do with it and the city trash won't take it. Is this something you'd pick up?",
    fact: 'eWaste',
  },
  {
    q: "I'm a CPA in Scottsdale and we're retiring about 12 old office computers. They've got client tax returns on them, so I need to know the drives are properly taken care of. Do you handle that?",
    fact: 'dataDestruction',
  },
  {
    q: "Renting a condo in Tempe and my lease is up at the end of the month. The building has an elevator but management makes you reserve it. It's a bed, a desk and a couch. Do you do condos and apartments or just houses?",
    fact: 'residential',
  },
  {
    q: "I'm a nurse on 7p-7a shifts. When I get off Tuesday morning I want to call you on my drive home around 7:15. Will anyone pick up that early?",
    fact: 'hours',
  },
  {
    q: 'Our landscaper ripped out a row of old oleanders and a dead palo verde and left the whole pile in the backyard, plus a bunch of dirt from regrading. The green bin is a joke for this. Can you take all of that?',
    fact: 'yardWaste',
  },
  {
    q: "There's an old resin shed in the backyard that's cracked and leaning. It's still full of garden tools and pots. Would you knock the shed down and haul out what's inside it?",
    fact: 'sheds',
  },
  {
    q: "I'm a contractor finishing a bathroom remodel in Arcadia. Got a tub, a toilet, tile, drywall and some lumber scraps. Not enough for a roll-off but too much for my pickup. Do you do haul-offs for contractors?",
    fact: 'construction',
  },
  {
    q: "I honestly have no idea if my project is big or small. It's a side yard with a broken trampoline, some pavers and old patio furniture. Before I commit to anything, does it cost anything to get a quote?",
    fact: 'freeEstimates',
  },
  {
    q: "We just closed on a house in Vistancia and the sellers left a bunch of stuff in the garage and the backyard. I'm not even sure if we're in your area since we're out in Peoria. Do you come out this far?",
    fact: 'areaPeoria',
  },
  {
    q: "Mom's place is in Fountain Hills, up the hill past the fountain. She's moving into assisted living and the house has to be emptied by the end of May. Do you cover Fountain Hills?",
    fact: 'areaFountainHills',
  },
  {
    q: "We're having a garage cleanout done and I'm trying to figure out my day. My daughter's soccer game is at 2 and I have to leave by 1:30. If you start at 11, how long does a typical garage take?",
    fact: 'garageDuration',
  },
  {
    q: "Just bought a new mattress and the old one is leaning against the hallway wall. My toddler naps at 1 and I don't want people in the house for ages. How long does a mattress pickup usually take?",
    fact: 'mattressDuration',
  },
  {
    q: "Money is tight after the move, lol, and I don't love paying for things before they happen. Do I pay you up front or once the job is finished?",
    fact: 'paymentDue',
  },
  {
    q: "I'm helping my aunt clean out her house in central Phoenix, near the Melrose district on 7th Ave. Mostly furniture and boxes. Do you guys come to central Phoenix?",
    fact: 'areaPhoenix',
  },
  {
    q: "We have a ranch house in Carefree with a casita full of old furniture and a broken hot tub out back. I know it's a bit of a drive from Scottsdale. Do you come up to Carefree?",
    fact: 'areaCarefree',
  },
  {
    q: "I've got a big pile of random junk in the yard: an old grill, a broken dresser, boxes, some lumber. Is there anything you can't take? I also have a couple of propane tanks and some pool acid.",
    fact: 'notAccepted',
  },

  // Spanish
  { q: 'a que hora abren entre semana? yo salgo de trabajar a las 5', fact: 'hours' },
  { q: 'el domingo trabajan? a que hora cierran', fact: 'sunday' },
  {
    q: 'Buenas tardes, son como la 1 y cuarto y hoy es martes. Mi suegra se muda mañana y dejó un sofá cama en la cochera. ¿Alcanzan a venir hoy?',
    fact: 'sameDay',
  },
  {
    q: 'Nos cambiamos el sabado y queremos que se lleven las cosas viejas un dia antes. Con cuantos dias de anticipacion tengo que apartar?',
    fact: 'bookAhead',
  },
  { q: 'como hago una cita? por la pagina o tengo que llamar', fact: 'howToBook' },
  {
    q: 'Hola, estoy limpiando la casa de mi papá en Maryvale, hay muebles viejos, cajas y un montón de tiliches. ¿Más o menos cuánto cobran por un trabajo así?',
    fact: 'typicalCost',
  },
  { q: 'cuanto me cobran por llevarse nomas una comoda?', fact: 'singleItemCost' },
  {
    q: 'que tipo de cosas se llevan? tengo de todo un poco en el patio',
    fact: 'itemsTaken',
  },
  { q: 'se llevan muebles? tengo una sala vieja y un comedor que ya no uso', fact: 'furniture' },
  {
    q: 'tengo una lavadora y secadora viejas y un refri que ya no enfria, se los llevan?',
    fact: 'appliances',
  },
  { q: 'se llevan colchones con todo y box spring?', fact: 'mattresses' },
  {
    q: 'Mi esposo dejó un montón de botes de pintura, aceite de carro y químicos de la alberca en el garage. ¿Ustedes se llevan eso o no?',
    fact: 'notAccepted',
  },
  { q: 'en que areas trabajan? nomas scottsdale o todo el valle?', fact: 'areasServed' },
  { q: 'aceptan tarjeta o nomas efectivo?', fact: 'paymentMethods' },
  {
    q: 'cobran por venir a ver lo que hay? o el presupuesto es gratis',
    fact: 'freeEstimates',
  },
  {
    q: 'Trabajo todo el día y no puedo estar para que vengan a ver. ¿Puedo mandarles fotos por mensaje para que me digan cuánto?',
    fact: 'photoQuote',
  },
];

export const THIRTEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services not offered
  { q: 'do yall do carpet cleaning too', kind: 'not offered' },
  {
    q: 'After you haul everything out can you guys do a deep clean of the apartment? Like scrub the kitchen and bathrooms so I get my deposit back',
    kind: 'not offered',
  },
  {
    q: "We're moving from Scottsdale to a new place in Gilbert. Can your crew just move our furniture over to the new house instead of hauling it away?",
    kind: 'not offered',
  },
  { q: 'can u guys cut down a palm tree in my front yard, its like 25 ft tall', kind: 'not offered' },
  { q: 'Do you pump septic tanks?', kind: 'not offered' },
  { q: 'need someone to paint the garage walls after its cleaned out, do you do that', kind: 'not offered' },
  { q: 'Can you fix my dryer instead of taking it? It just stopped heating', kind: 'not offered' },
  {
    q: "Do you buy used furniture? I have a really nice leather sectional and I'd rather get some cash for it than donate it.",
    kind: 'not offered',
  },
  {
    q: 'Do you rent storage space? Need somewhere to keep our stuff for 3 months while we remodel',
    kind: 'not offered',
  },
  {
    q: "My dad's old pickup hasn't run in years and it's sitting in the side yard on flat tires. Do you tow junk cars?",
    kind: 'not offered',
  },
  {
    q: "Before clearing my grandma's house, could you run an estate sale for us? Price everything and sell it over a weekend?",
    kind: 'not offered',
  },
  {
    q: "Lowe's is delivering a new washer Friday but won't hook it up. Can your guys install it when they take the old one?",
    kind: 'not offered',
  },
  { q: 'do you do pest control? found like 4 scorpions cleaning the garage lol', kind: 'not offered' },
  { q: 'Can you pour a new concrete pad where the old shed was?', kind: 'not offered' },
  { q: 'Do you guys do weekly pool service?', kind: 'not offered' },
  {
    q: 'looking for someone to organize my garage and put up shelving after, is that something u offer',
    kind: 'not offered',
  },
  {
    q: 'Could you sell my stuff on Facebook Marketplace for me and we split what it goes for?',
    kind: 'not offered',
  },

  // made-up brands and programs next to real words
  { q: 'do you accept HaulPass credits from the Valley Homeowners Rewards program', kind: 'made-up brand' },
  {
    q: "Are you the same company as Desert Dan's Junk Bros? They gave me a quote last year.",
    kind: 'made-up brand',
  },
  { q: 'Is your crew GreenTrack Certified? Our HOA board says vendors need it.', kind: 'made-up brand' },
  {
    q: 'Do you partner with the Sunbelt Rehome Furniture Bank for donations? I only want my stuff going there.',
    kind: 'made-up brand',
  },
  { q: 'do you have the TruckTrax app so I can see where the crew is on the map', kind: 'made-up brand' },
  {
    q: 'My realtor said you give a discount through the Keystone Agent Perks program. How do I use it?',
    kind: 'made-up brand',
  },
  {
    q: 'Is damage covered under your ShieldPro Home Guarantee? The guy at Home Depot mentioned it.',
    kind: 'made-up brand',
  },
  {
    q: "Can I book you through FixFlow? That's the app my property management company uses for vendors.",
    kind: 'made-up brand',
  },

  // facts the company never states
  { q: 'whats the owners name?', kind: 'never stated' },
  {
    q: 'How old is the owner? Just curious, my son wants to start a business like this someday.',
    kind: 'never stated',
  },
  {
    q: "Is Marcus working today? He did my mom's garage last month and she wants him again.",
    kind: 'never stated',
  },
  {
    q: 'How big is your truck exactly? length width height. Want to know if it fits under my carport',
    kind: 'never stated',
  },
  { q: 'how many cubic yards does a full truck hold', kind: 'never stated' },
  { q: 'r u hiring? my cousin needs work', kind: 'never stated' },
  { q: 'how much should i tip the guys', kind: 'never stated' },
  { q: 'do u have a promo code? saw something on instagram', kind: 'never stated' },
  { q: "is it gonna rain thursday? don't want my stuff getting wet on the driveway", kind: 'never stated' },
  { q: 'Do you have a military discount? My husband is active duty at Luke.', kind: 'never stated' },
  { q: 'senior discount?', kind: 'never stated' },
  { q: 'Is there a cancellation fee if I need to push my appointment back?', kind: 'never stated' },
  {
    q: 'Do your crew members pass background checks? My elderly mother will be home alone with them.',
    kind: 'never stated',
  },
  { q: 'How many trucks do you guys run?', kind: 'never stated' },
  {
    q: "Which landfill does your stuff go to? I'm doing a school project on waste in Maricopa County.",
    kind: 'never stated',
  },
  { q: 'Do you price match? Another company quoted me $275 for the same stuff', kind: 'never stated' },
  { q: 'Can I drop off my own junk at your yard to save money?', kind: 'never stated' },
  { q: 'Are you BBB accredited?', kind: 'never stated' },
  {
    q: 'Do you sell gift cards? want to get one for my sister, she just bought a fixer upper',
    kind: 'never stated',
  },
  {
    q: "What's the name of the charity you donate to? I want to make sure it's not a religious one.",
    kind: 'never stated',
  },

  // places far outside the service area
  { q: "Do you guys come out to Tucson? I'm near the U of A", kind: 'far place' },
  { q: 'Need a couch gone in Flagstaff next week, you can send a truck up there right?', kind: 'far place' },
  {
    q: "Hi, can you do a pickup in Sedona? My parents' rental house needs clearing before new guests.",
    kind: 'far place',
  },
  { q: 'Prescott Valley cabin cleanout, how soon can you get up there?', kind: 'far place' },
  { q: 'We have a place in Lake Havasu City with a full garage. You cover that too?', kind: 'far place' },
  { q: "I'm in Yuma, what day can you come", kind: 'far place' },
  { q: "can u do a job in Las Vegas? it's only a few hours away", kind: 'far place' },
  { q: 'Do you go to San Diego? Moving out of my apartment there next month', kind: 'far place' },
  {
    q: 'Cabin in Show Low has an old hot tub that needs to go. Do you service the White Mountains?',
    kind: 'far place',
  },
  { q: "Can you do Sierra Vista? It's Arizona so I figured yes", kind: 'far place' },

  // chit-chat mixed with an ask the facts do not answer
  {
    q: "lol one of your trucks cut me off on the 101 this morning. anyway what's your favorite taco place in old town",
    kind: 'chit-chat',
  },
  { q: 'hey! is the owner the guy from the TV commercials? he looks so familiar', kind: 'chit-chat' },
  { q: 'good morning :) what music do your guys listen to while they work haha', kind: 'chit-chat' },
  {
    q: "Thanks for last time! Do the guys like homemade cookies or is there something else they'd like as a thank you?",
    kind: 'chit-chat',
  },
  { q: 'do u guys have a shop dog? swear i saw one riding in your truck', kind: 'chit-chat' },
  {
    q: "What's the best month to visit Scottsdale? My in-laws are coming and I'm clearing the guest room for them.",
    kind: 'chit-chat',
  },
  {
    q: 'My neighbor swears your crew once found a bunch of cash stuffed in a couch. Is that true??',
    kind: 'chit-chat',
  },

  // Spanish
  {
    q: '¿Ustedes hacen mudanzas? Me cambio de Mesa a Avondale y necesito quien me lleve los muebles a la casa nueva',
    kind: 'not offered',
  },
  {
    q: 'hacen limpieza de casas? despues de sacar todo necesito que me limpien los baños y la cocina',
    kind: 'not offered',
  },
  { q: 'como se llama el dueño?', kind: 'never stated' },
  { q: 'estan contratando? mi hijo tiene licencia y busca trabajo', kind: 'never stated' },
  { q: 'van hasta Nogales? tengo una bodega alla llena de cosas', kind: 'far place' },
  { q: 'compran carros viejos? tengo una troca que ya no camina', kind: 'not offered' },
  { q: 'cuanto le doy de propina a los muchachos?', kind: 'never stated' },
  { q: 'tienen descuento para militares o para personas mayores?', kind: 'never stated' },
];
