import type { FactId } from './facts.ts';

/**
 * A seventh tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or two
 * sentences of situation plus a question, and longer stories with the question buried inside; a few in
 * Spanish. Written by a helper who saw only SPEC.md, src/content and the fact list (facts.ts).
 */
export const SEVENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  { q: 'what time do u guys open', fact: 'hours' },
  { q: 'I get off work at 5 on weekdays. What are your hours during the week?', fact: 'hours' },
  { q: 'r u open saturday? til what time', fact: 'hours' },
  {
    q: "My husband and I both work and Saturday is the only day we can be home. We've got a treadmill and an old loveseat in the garage, nothing crazy. Our kid's birthday party is that evening so it has to be earlier in the day. How late do you guys work on Saturdays?",
    fact: 'hours',
  },
  {
    q: 'Hi. Thursday I could meet a crew at the house around 6:30 in the evening, after I leave the office in Tempe. Is that inside your business hours, or do you close earlier than that on weekdays?',
    fact: 'hours',
  },

  // sunday
  { q: 'open sundays??', fact: 'sunday' },
  { q: "Sunday's the only day I'm free this month. Do you work Sundays, and what hours?", fact: 'sunday' },
  {
    q: "We fly out Monday morning and there's still a broken recliner and a bunch of boxes in the spare room. The landlord does the walkthrough Monday at noon. Is there any way you guys run on a Sunday, and until what time?",
    fact: 'sunday',
  },
  { q: 'trabajan los domingos? a que hora', fact: 'sunday' },

  // emergency
  { q: 'do yall do emergency pickups late at night', fact: 'emergency' },
  {
    q: "Pipe burst in our garage overnight and everything on the floor is soaked and starting to smell. Do you have some kind of emergency service even if it's outside normal hours?",
    fact: 'emergency',
  },
  {
    q: "Long story, but our tenant bailed in the middle of the night and left the unit trashed. The new tenant moves in tomorrow at 8 am and I am freaking out. It's 10 pm right now. Is there anyone I can get out there tonight, or is that not a thing for you guys?",
    fact: 'emergency',
  },

  // sameDay
  { q: 'can u come today', fact: 'sameDay' },
  { q: 'same day pickup possible? its like 11am', fact: 'sameDay' },
  {
    q: 'How late in the day can I call and still get someone out the same day?',
    fact: 'sameDay',
  },
  {
    q: "Just found out my in-laws are staying with us tonight and the guest room is full of old boxes and a broken futon. It's about 10:30 on a Tuesday. Realistically, could a crew come out today, or am I dreaming?",
    fact: 'sameDay',
  },
  {
    q: 'HOA sent me a violation letter over the couch I left by the side gate and I want it gone before my husband gets home. If I book this morning, can you take it today?',
    fact: 'sameDay',
  },
  {
    q: '¿Pueden venir hoy mismo? Tengo un sillon viejo en la cochera y ya no lo quiero ver',
    fact: 'sameDay',
  },

  // bookAhead
  { q: 'how far ahead should i book', fact: 'bookAhead' },
  {
    q: 'Planning a big purge the weekend after next. How much notice do you guys usually need to get a good time slot?',
    fact: 'bookAhead',
  },
  {
    q: "I'm organizing a cleanout at my mom's place and my brothers are all flying in for it, so the date matters. I don't want to find out the day before that you're full. How far in advance do people normally schedule with you?",
    fact: 'bookAhead',
  },

  // howToBook
  { q: 'how do i book', fact: 'howToBook' },
  { q: 'Is there a way to schedule online? I hate calling places.', fact: 'howToBook' },
  {
    q: "I'm sitting in the school pickup line and want to get this done before I forget again. We've got a dresser, a broken crib and a pile of boxes. What's the easiest way to set up an appointment from my phone right now?",
    fact: 'howToBook',
  },
  { q: 'can i reserve a time on ur website', fact: 'howToBook' },

  // process
  { q: 'how does it work exactly? never hired a junk company before', fact: 'process' },
  {
    q: "First time doing this. My grandpa's old workbench and some metal shelving have to go from the carport. Can you walk me through what happens, from when I call to when the truck drives away?",
    fact: 'process',
  },

  // weDoTheLifting
  { q: 'do i have to help carry stuff', fact: 'weDoTheLifting' },
  {
    q: "I just had back surgery and can't lift more than 10 lbs. Will your guys do all the carrying and loading themselves?",
    fact: 'weDoTheLifting',
  },
  {
    q: "My mom is 82 and lives alone in a patio home off Shea. She wants her old sleeper sofa gone but keeps worrying about who's going to lift it, because she can't and I'll be at work. Do your guys handle all of the heavy lifting themselves?",
    fact: 'weDoTheLifting',
  },

  // paymentMethods
  { q: 'do u take cards', fact: 'paymentMethods' },
  {
    q: 'I manage a few rentals and usually pay vendors by check. Do you accept checks?',
    fact: 'paymentMethods',
  },
  {
    q: 'Hey, quick one before I book. The last company we used only took Zelle and it was a whole thing. My wife is handling this one and she wants to put it on the Amex for the points. What forms of payment do you take?',
    fact: 'paymentMethods',
  },
  { q: '¿Aceptan tarjeta o nomas efectivo?', fact: 'paymentMethods' },

  // paymentDue
  {
    q: 'This is my first time hiring anyone for something like this, just an old sofa, a bookshelf and some boxes in the back bedroom. My son said some of these companies want you to pay online before they even show up, and that made me nervous. When do I actually pay you?',
    fact: 'paymentDue',
  },
  {
    q: 'Do you need a deposit when I book, or is it paid at the end once everything is out?',
    fact: 'paymentDue',
  },

  // typicalCost
  { q: 'how much does it usually cost', fact: 'typicalCost' },
  {
    q: "I'm on a fixed income and honestly nervous about the price. What does a normal job run, roughly?",
    fact: 'typicalCost',
  },
  {
    q: "So we just bought a house in Arcadia and the previous owners left a ton of stuff: an old entertainment center, a couple of bed frames, patio chairs and random junk in the side yard. Before I start calling around I'd love a rough idea of what people usually pay for a job like this. A range is fine.",
    fact: 'typicalCost',
  },
  {
    q: "Ballpark only, I'm not booking yet. What's the price range for a regular house junk removal job?",
    fact: 'typicalCost',
  },
  { q: '¿Cuánto cobran más o menos por sacar cosas de una casa? Nomas quiero una idea', fact: 'typicalCost' },

  // howPricingWorks
  { q: 'how do you figure out the price? by weight?', fact: 'howPricingWorks' },
  { q: 'Is your pricing per item, per hour, or what?', fact: 'howPricingWorks' },
  {
    q: "I've gotten three quotes from different companies and they're all over the place. One charges by the hour, one by weight, one just made up a number. Before I send you pictures, how do you actually calculate what you charge?",
    fact: 'howPricingWorks',
  },

  // hiddenFees
  {
    q: "We're selling my grandmother's house in Scottsdale and the budget is tight, because the estate pays for everything and my uncle questions every receipt. I need to give him a number that won't change. If you give us a quote, is that what we actually pay, or do extra fees get added at the end?",
    fact: 'hiddenFees',
  },
  {
    q: 'Last time I hired a hauler they tacked on a dump fee and a fuel surcharge at the end. Am I going to get surprise charges with you?',
    fact: 'hiddenFees',
  },

  // freeEstimates
  { q: 'is the estimate free', fact: 'freeEstimates' },
  { q: 'Do you charge to come out and look at the job?', fact: 'freeEstimates' },
  {
    q: "I want a price for clearing out my dad's workshop, but money is tight and I've been burned by a trip charge before. Is there any cost just to get a quote from you?",
    fact: 'freeEstimates',
  },

  // garageCost
  { q: 'how much for a garage cleanout', fact: 'garageCost' },
  {
    q: "Two-car garage, pretty packed: old bikes, boxes, a broken treadmill. What's the typical price to clear it out?",
    fact: 'garageCost',
  },
  {
    q: "My wife has been on me for two years to deal with the garage and I finally caved. It's a three-car in north Scottsdale but really only one bay is full, mostly camping gear, old Christmas decorations and a dead chest freezer. What does a garage cleanout normally cost with you guys?",
    fact: 'garageCost',
  },

  // shedCost
  { q: 'price to tear down a small shed? like 6x8', fact: 'shedCost' },
  {
    q: "There's a small rotting wood shed in the back corner of the yard, maybe 6 by 8. What would it roughly cost to demo it and haul it away?",
    fact: 'shedCost',
  },

  // hotTubCost
  { q: 'how much to remove a hot tub', fact: 'hotTubCost' },
  {
    q: "The previous owners left a dead Jacuzzi on the back patio and we want our yard back. What's the cost to get rid of one?",
    fact: 'hotTubCost',
  },

  // singleItemCost
  { q: 'how much for just one couch', fact: 'singleItemCost' },
  {
    q: 'Only have a single recliner to get rid of. What do you charge for one item?',
    fact: 'singleItemCost',
  },
  {
    q: "I literally have one thing, an old Maytag washer in the laundry room that finally died. Everyone I call seems to want a full load. How do you charge if it's just the one thing?",
    fact: 'singleItemCost',
  },
  { q: 'cuanto me cobran por un solo mueble? es un ropero viejo', fact: 'singleItemCost' },

  // jobDuration
  {
    q: "I'm a teacher and trying to squeeze this into a Saturday morning. It's a pretty normal load: an old couch, a desk, two bookcases and some boxes from the spare room. I have to pick my son up from soccer at noon. About how long is the crew usually there for a job like that?",
    fact: 'jobDuration',
  },
  {
    q: "I'm taking a half day off work for this. It's living room stuff plus a spare bedroom. How long are you usually at the house?",
    fact: 'jobDuration',
  },

  // garageDuration
  {
    q: 'How long does a garage cleanout take? Trying to figure out if I can still make my 1pm appointment',
    fact: 'garageDuration',
  },

  // shedDuration
  {
    q: "There's an ugly old wood shed right up against the fence on my side, and my neighbor works from home and asked for a heads up about noise. If you guys come to demolish it, how long will the crew be working on it?",
    fact: 'shedDuration',
  },

  // hotTubDuration
  {
    q: "We're having the hot tub removed before a pool party on Saturday afternoon. How many hours does taking one out usually take?",
    fact: 'hotTubDuration',
  },

  // mattressDuration
  { q: 'how long does a mattress pickup take? i have a zoom call in an hour', fact: 'mattressDuration' },

  // areasServed
  { q: 'what areas do u cover', fact: 'areasServed' },
  { q: 'Which cities do you go to besides Scottsdale?', fact: 'areasServed' },
  {
    q: "My sister and I are splitting our parents' stuff between three houses around the Valley, and I'm trying to figure out if one company can handle all of it. What areas does your crew actually cover?",
    fact: 'areasServed',
  },
  { q: '¿En qué ciudades dan servicio?', fact: 'areasServed' },

  // areaPhoenix
  { q: 'do you come to phoenix? near 16th st and bethany', fact: 'areaPhoenix' },

  // areaScottsdale
  { q: "I'm in McCormick Ranch. You guys do pickups in Scottsdale, right?", fact: 'areaScottsdale' },

  // areaTempe
  {
    q: "ASU student here, moving out of my place off Apache at the end of the month and the couch can't come with me. Do you pick up in Tempe?",
    fact: 'areaTempe',
  },

  // areaMesa
  { q: 'u guys go out to mesa? like by superstition springs', fact: 'areaMesa' },

  // areaChandler
  { q: 'We live in Ocotillo in Chandler. Is that in your service area?', fact: 'areaChandler' },

  // areaParadiseValley
  {
    q: 'Our home is in Paradise Valley, gated, off Lincoln Drive. Before I send details: do you work there?',
    fact: 'areaParadiseValley',
  },

  // areaGilbert
  { q: "I'm over in Gilbert near Val Vista and Warner, do you come out this far?", fact: 'areaGilbert' },

  // areaFountainHills
  {
    q: "We're renovating a place up in Fountain Hills and the old furniture has to go somewhere. Does your crew make it out that far, or is it too far east for you?",
    fact: 'areaFountainHills',
  },

  // areaCaveCreek
  {
    q: "We just bought a couple of acres in Cave Creek and the last owners left rusty fencing, broken patio furniture and a carport full of who knows what. Two companies already told me they don't go that far north. Do you guys come out to Cave Creek?",
    fact: 'areaCaveCreek',
  },

  // areaCarefree
  {
    q: "My in-laws have a house in Carefree that's packed to the ceiling. They're moving to assisted living in the spring and we'll need help. Do you come up to Carefree?",
    fact: 'areaCarefree',
  },

  // areaGlendale
  {
    q: 'My dad lives near the stadium and refuses to throw anything away. I finally talked him into letting go of a broken recliner, an old console TV and the mess on his back patio, but only if it happens before he changes his mind. Do you guys go out to Glendale?',
    fact: 'areaGlendale',
  },

  // areaPeoria
  { q: 'peoria ok?? by lake pleasant pkwy', fact: 'areaPeoria' },

  // location
  {
    q: 'Kind of a random question, but I always try to hire local. The last company I used came from clear across the Valley and showed up two hours late. Where are you guys actually based?',
    fact: 'location',
  },

  // yearsInBusiness
  {
    q: "How long have you been in business? I want to make sure you're not a fly-by-night outfit.",
    fact: 'yearsInBusiness',
  },

  // itemsTaken
  { q: 'what kind of stuff do you take', fact: 'itemsTaken' },
  {
    q: "We're decluttering before listing the house and it's a random mix of stuff. What items will you haul?",
    fact: 'itemsTaken',
  },
  {
    q: "My roommate moved out and left a little of everything behind: a futon, a mini fridge, boxes of clothes, an Xbox that doesn't turn on and a bike with no wheels. I honestly don't know what junk companies will take. What do you guys accept?",
    fact: 'itemsTaken',
  },
  { q: '¿Qué cosas se llevan? tengo de todo un poco en el patio', fact: 'itemsTaken' },

  // notAccepted
  { q: 'do you take old paint cans and pool chemicals', fact: 'notAccepted' },
  {
    q: "Is there anything you won't take? The garage has half-empty jugs of motor oil and some bug spray stuff.",
    fact: 'notAccepted',
  },
  {
    q: "Clearing out my late neighbor's garage for his family. Most of it is normal junk, but there are shelves of old cans with faded labels, pesticides, some gas cans, stuff like that. Before I book, what are the things you guys can't haul?",
    fact: 'notAccepted',
  },

  // furniture
  { q: 'u guys take couches??', fact: 'furniture' },
  {
    q: 'Got a huge sectional and a dining table to get rid of. What kinds of furniture do you take?',
    fact: 'furniture',
  },
  {
    q: "We're moving the kids into their own rooms, so the old bunk beds have to go, plus a dresser and a desk. Do you take furniture like that?",
    fact: 'furniture',
  },
  { q: 'recogen muebles? de sala, comedor, una cama matrimonial', fact: 'furniture' },

  // appliances
  { q: 'do you take fridges', fact: 'appliances' },
  { q: 'old deep freezer in the garage, yall take those?', fact: 'appliances' },
  {
    q: "Our washer and dryer are from like 1998 and the new ones get delivered Friday, but the store won't haul the old set. Do you take old appliances?",
    fact: 'appliances',
  },
  { q: '¿Se llevan refrigeradores viejos? tengo uno que ya no enfria', fact: 'appliances' },

  // mattresses
  { q: 'do u take mattresses and box springs', fact: 'mattresses' },
  {
    q: 'We finally upgraded our bed after 12 years. The old king memory foam mattress and the box spring are leaning against the wall in the hallway and my husband keeps tripping over them. The store wanted $100 to take them and we said no. Do you take mattresses and box springs?',
    fact: 'mattresses',
  },
  { q: 'se llevan colchones? es un queen con su base', fact: 'mattresses' },

  // yardWaste
  { q: 'do you haul palm fronds', fact: 'yardWaste' },
  {
    q: "So the monsoon last night was wild. Our palo verde dropped half its limbs over the back wall and there are leaves and branches everywhere, plus a pile of fronds from when we trimmed the palms last week. My husband wants to rent a trailer but I'd rather pay someone. Do you pick up yard waste like that?",
    fact: 'yardWaste',
  },

  // hotTubRemoval
  { q: 'do i need to drain the hot tub before u come', fact: 'hotTubRemoval' },
  {
    q: 'What all is included in a hot tub removal? Ours is still full of water and wired into the house.',
    fact: 'hotTubRemoval',
  },

  // sheds
  {
    q: "Can you actually tear down an old metal shed and haul the pieces, or do you just take what's inside it?",
    fact: 'sheds',
  },

  // construction
  { q: 'do u take construction debris', fact: 'construction' },
  {
    q: "We finished our bathroom remodel ourselves and there's leftover drywall, broken tile and the old vanity stacked on the side of the house. Our contractor won't haul it. Is remodeling debris something you take?",
    fact: 'construction',
  },

  // estate
  {
    q: 'My dad passed in March and we have to empty his house before it goes on the market. Do you do that kind of full clear-out after someone dies?',
    fact: 'estate',
  },
  {
    q: "I'm the executor for my aunt's estate and I live in Ohio, so I can only fly out once. Her townhouse is full: furniture, clothes, kitchen stuff, forty years of magazines. I'm exhausted just thinking about it. Is this the kind of estate job you handle?",
    fact: 'estate',
  },

  // garageCleanout
  {
    q: "Ok, confession: we've lived here eight years and have never once parked a car in our garage. It's floor to ceiling with boxes, old baby gear, a broken elliptical and who knows what else. My wife finally said enough. Do you guys do the whole garage, like empty the entire thing?",
    fact: 'garageCleanout',
  },

  // officeCommercial
  {
    q: "We're closing our small office in Old Town. Can you take desks, cubicle panels and filing cabinets?",
    fact: 'officeCommercial',
  },
  {
    q: "I run a small insurance agency in Chandler and we're moving into half the space when the lease renews. That leaves about eight desks, a conference table, a bunch of filing cabinets and old chairs. The building wants it gone by the end of the month. Is that something you handle for businesses?",
    fact: 'officeCommercial',
  },

  // residential
  {
    q: "I'm in an apartment complex, not a house. Do you do apartments and condos too?",
    fact: 'residential',
  },

  // storageUnits
  { q: 'can you empty out a storage unit', fact: 'storageUnits' },
  {
    q: "I've been paying $180 a month for a 10x15 unit full of stuff I don't even want anymore. It's been three years, the rent keeps going up, and I finally decided I'm done. Can you come clear out the whole storage unit so I can stop paying for it?",
    fact: 'storageUnits',
  },

  // donateRecycle
  { q: 'do you donate stuff or just dump it', fact: 'donateRecycle' },
  { q: 'Our furniture is still in good shape. Will any of it go to charity?', fact: 'donateRecycle' },
  { q: 'I feel bad about everything going to the landfill. Do you recycle anything?', fact: 'donateRecycle' },
  {
    q: "Cleaning out my mom's place and a lot of it is perfectly usable: a kitchen table, lamps, bedding still in the package. She'd hate to see it thrown away. Is there any chance what you pick up gets donated instead of dumped?",
    fact: 'donateRecycle',
  },

  // eWaste
  { q: 'do u take old tube tvs', fact: 'eWaste' },
  {
    q: 'Closet full of dead electronics: two old laptops, a printer, a DVD player, some cords. Do you recycle e-waste?',
    fact: 'eWaste',
  },

  // dataDestruction
  {
    q: "Our dental office is replacing its computers and the old ones have patient files on the hard drives. I can't just let those go to some random dump. Do you handle wiping or destroying the data?",
    fact: 'dataDestruction',
  },

  // licensedInsured
  { q: 'are you insured', fact: 'licensedInsured' },
  {
    q: "We just finished a remodel, so it's brand new hardwood and fresh paint everywhere. The armoire going out is massive and has to come down the stairs, and I'm nervous about damage. Are you guys licensed and insured in case something happens?",
    fact: 'licensedInsured',
  },

  // hoa
  {
    q: "Our HOA in DC Ranch is super strict about trucks, dumpsters, noise, all of it. I got a fine last year over a contractor's trailer. Are you guys going to get me in trouble with the HOA?",
    fact: 'hoa',
  },
  { q: 'hoa compliant?', fact: 'hoa' },

  // localFamily
  { q: 'Is this a family business?', fact: 'localFamily' },

  // reviews
  {
    q: "Honestly I'm a little nervous letting strangers in the house. My husband is deployed and it's just me and the kids right now. A friend mentioned you, but I like to see what other people say before I book anyone. What do your reviews look like?",
    fact: 'reviews',
  },

  // photoQuote
  { q: 'can i just text u pics for a quote', fact: 'photoQuote' },
  { q: "Is it easier if I send photos? There's a pile in the side yard.", fact: 'photoQuote' },
  {
    q: "I work nights and sleep during the day, so having someone come by to look at the junk is a pain. It's just a couch, a broken glider and some boxes in the carport. Is there a way to get a price without anybody coming out?",
    fact: 'photoQuote',
  },
  { q: '¿Puedo mandar fotos por mensaje para que me den precio?', fact: 'photoQuote' },

  // quoteReplyTime
  {
    q: "I sent a quote request through your website last night with pictures of the junk in our side yard. My landlord is coming Friday and I'm trying to decide if I should keep calling other places. How soon do you usually answer those online requests?",
    fact: 'quoteReplyTime',
  },
  {
    q: 'I filled out the quote form on your site about an hour ago. How long until someone gets back to me?',
    fact: 'quoteReplyTime',
  },

  // contact
  { q: 'whats ur number', fact: 'contact' },
  {
    q: "My phone is about to die and I'm at my daughter's volleyball tournament all day, so I can't really chat right now. I'd rather just call someone tonight or send a text. What number should I use?",
    fact: 'contact',
  },

  // anywhereOnProperty
  { q: 'do i need to put stuff on the curb', fact: 'anywhereOnProperty' },
  {
    q: 'The elliptical is upstairs in the loft and the stairs are narrow. Can you take it from up there or do I have to get it downstairs first?',
    fact: 'anywhereOnProperty',
  },

  // beHome
  { q: 'do i have to be home for the pickup', fact: 'beHome' },
  {
    q: "I work 12-hour shifts at the hospital, so weekdays are rough. The stuff is in the garage. Can you do the pickup while I'm at work, or should someone be home?",
    fact: 'beHome',
  },

  // prepare
  { q: 'do i need to bag everything up first', fact: 'prepare' },
  {
    q: "Crew is coming Thursday morning for the junk in our back bedroom and on the patio. My mother-in-law keeps telling me I have to box everything up first and I'm about to lose it. Is there anything I actually need to do to get ready?",
    fact: 'prepare',
  },

  // cleanUpAfter
  {
    q: "Will you clean up the area once everything's out? The floor under these boxes is probably gross.",
    fact: 'cleanUpAfter',
  },

  // disassembly
  { q: 'Do I need to take the bunk beds apart before you get here?', fact: 'disassembly' },
  {
    q: "The kids outgrew their wooden swing set and it's huge, bolted together and half buried in the gravel. My husband says we have to take it apart ourselves before anyone will haul it. Is that true, or do your guys take it apart?",
    fact: 'disassembly',
  },

  // whoComes
  {
    q: "I've been reading horror stories about people booking through some app and random guys showing up in a pickup. My teenage daughter might be the one home when you come. Who actually comes to the house? Is this a franchise that sends out subcontractors?",
    fact: 'whoComes',
  },

  // talkToPerson
  { q: 'can i talk to a real person', fact: 'talkToPerson' },
  {
    q: "Sorry, I'm not great with these chat things and my question is kind of complicated. It's my mother's house and there are a lot of moving parts. Is there a way to speak with an actual human?",
    fact: 'talkToPerson',
  },
];

/** Messages the business's facts do not answer: the honest reply is the fallback (phone number, photo by text) or a plain "we don't do that". */
const UNANSWERABLE_MESSAGES: readonly string[] = [
  'do you haul moving boxes to my new apartment',
  'u guys do military discounts?',
  "I'm 74 and live on social security in a little house off Thomas. My grandson helped me pick out what goes, it's not much, a chair and some boxes. I know prices are what they are, but do you give any kind of discount for seniors?",
  'do you buy used furniture',
  'how much should i tip the crew',
  "Is Marco working Saturday? He came last time and I'd like him again.",
  "We're doing a kitchen and two bathrooms ourselves over the next few weeks, a little every weekend. I'd like to just toss stuff as we go instead of piling it up. Can I rent a roll-off dumpster from you to keep in the driveway for the whole project?",
  "The tenant left the place a mess, and we're prepping it to rent again by the first. The furniture's already gone, but the carpets are stained and the walls are scuffed. Do you also do carpet cleaning and painting?",
  'can yall fix my garage door its off the track',
  'do u tow junk cars',
  'are you hiring? looking for work',
  "who's cheaper, you or College Hunks?",
  "Our three Mexican fan palms haven't been trimmed in years and the dead fronds hang down like skirts. My neighbor says it's a fire hazard and rats love it. I've got a ladder but no way I'm going up 30 feet. Do you guys climb up and trim palm trees?",
  'can you install a new water heater',
  'do you do junk removal in las vegas',
  'My parents have been talking forever about clearing out their garage and never do it. Their anniversary is coming up and I thought it would be a funny, useful present. Do you sell gift cards or gift certificates?',
  'can you pressure wash my driveway after',
  'do you rent out trucks or trailers',
  'whats the owners name',
  "Started clearing the boxes out of our garage myself and found droppings everywhere. Pretty sure we have pack rats, maybe scorpions too, and I'm done. Before we go any further, do you guys also do pest control?",
  'We had a mesquite taken down last fall and the stump is still sitting in the middle of the front yard. The landscaper wants to put in turf next month, and I tripped over it twice this week. Do you do stump grinding?',
  'will you deliver a new mattress from the store',
  'do you have a referral bonus',

  // a situation and a question
  'We just bought a couch on Facebook Marketplace from a lady in Gilbert. Can you pick it up and bring it to our house in Scottsdale?',
  'My hot tub jets stopped working and the heater keeps tripping the breaker. Do you do hot tub repairs?',
  'We want a new 10x12 Tuff Shed in the backyard. Do you guys install sheds?',
  "I'm moving into a storage unit for a few months while our house is being built. Can you haul my furniture to the unit and unload it there?",
  'Our floors are getting redone for two weeks. Can you store our furniture in your warehouse until then?',
  'Our kitchen cabinets and tile need to be ripped out before the new ones go in. Do you do the demolition work itself?',
  "I'm moving out of my apartment in Tempe and need a deep clean so I get my deposit back. Do you do move-out cleaning?",
  'Got a quote from another company for $350. Will you price match?',
  "I've got a 2003 Sub-Zero 650 that still runs. Is it worth anything, and would you pay me for it?",
  'Our PODS container is arriving Friday. Can your crew load it for us?',
  'Can your guys move my piano from the living room to the garage? It stays at the house.',
  'I bought a bunch of IKEA furniture for my new office. Do you assemble furniture?',
  'The city of Scottsdale does bulk trash pickup. When is bulk trash day in my neighborhood?',
  'I need decomposed granite delivered to my front yard, maybe 5 tons. Do you haul landscape rock in?',
  'My dryer vent is clogged and the dryer takes forever. Can you clean the vent out?',
  'Our fridge is only 3 years old but stopped cooling. Can you recharge the freon?',
  'Our vendor portal needs a W-9 and your EIN before we can schedule. Can you send those?',
  'My dad lives in Albuquerque and needs his garage cleared. Do you send crews to New Mexico?',
  "I'd like to mount my new 75-inch TV above the fireplace. Do you guys do TV mounting?",
  'How many trucks and employees does your company have?',

  // longer stories with the question buried
  "So my mom's moving from her house in Mesa to a condo in Chandler next month. She's keeping most of her furniture, just downsizing a little. We don't want to hire a big moving company for a short trip. Could your truck just take her bed, dresser and couch over to the new condo and set them up?",
  "Hey. Last week your crew cleared my garage and did a great job, no complaints. But one of the guys left a pair of work gloves and a water bottle here. I don't remember his name. Can you tell me who it was so I can get them back to him?",
  'Our insurance adjuster came out after the flood and says I need an itemized inventory of everything that got ruined, with estimated values, for the claim. A lot of it is already piled in the driveway waiting to be hauled. Can you put together that itemized claim paperwork for me?',
  "I'm trying to decide between you and 1-800-GOT-JUNK for a big cleanout. A friend used them last year and said it was fine. Honestly, what makes you better than them?",
  'Bees have built a hive inside our old wooden shed and nobody can get near it. My husband got stung twice yesterday. Before anything else can happen out there, can you get rid of the bees?',
  "We're settling my grandfather's estate and there's a lot of nice stuff: antiques, a coin collection, a couple of paintings. My cousins want to hold a proper estate sale first. Do you organize and run estate sales, pricing everything and selling it for us?",
  'Weird question. My church just did a donation drive and we have about 40 boxes of clothes and canned food in the fellowship hall. We need someone to take it all to a shelter downtown and drop it off. Can you deliver donations for us?',
  "We're in a 1970s ranch in Phoenix and want to scrape the popcorn ceilings. The painter said to test it first because it might contain asbestos. Can you test the ceiling and tell us if it's safe?",
  "So I'm building a pool in the backyard next spring and the old concrete pool has to be broken up and filled in first. It's a big job, I know. Is filling in a swimming pool something you guys do?",
  "I have a Peloton bike that I barely used. I don't want it hauled to a dump, I want to sell it, but I don't have time to deal with Craigslist people. Would you sell it on consignment for me and split the money?",
  'My brother-in-law owns a hauling business in Tucson and is thinking about franchising. He asked me to ask: do you guys sell franchises, and what does one cost?',
  'Our condo association needs a certificate of insurance naming the association as additional insured before any vendor comes on site. The board manager asked for it by Friday. Can you email that certificate to her?',
  "My daughter starts at NAU in August and we have an extra twin mattress and a small dresser in the garage here in Scottsdale. We'd love for them to end up in her dorm in Flagstaff. Could your truck drive them up there for us?",
  "We had a big family dinner, the kids are asleep, and I'm finally sitting down. Anyway, what's a good moving company you'd recommend for a cross-country move to Texas? We only need the furniture moved, not thrown out.",
  "Hi! I'm a realtor in Scottsdale and I list a lot of homes. Would you be interested in a partnership where I send you clients and you pay me a commission for each referral?",
  "We've got a 1987 Zenith console TV in the den. My uncle swears collectors pay good money for those and I'm curious. What's a Zenith console from the 80s worth?",
  "There's a dead tree in our front yard, a big eucalyptus, probably 40 feet tall and leaning toward the house. The city says it's on us. Can your crew cut down the tree itself?",
  "I work from home and the internet guy is coming Tuesday. While you're here hauling, could your guys also run some cable through the attic for me? It's a quick thing.",
  'So my sister says I should ask: do you guys ever do junk removal in San Diego? She lives near La Jolla and her garage is a disaster.',
  "We're hosting a graduation party in two weeks and want the backyard to look nice. We need help setting up tents, tables and chairs the morning of. Do you rent party equipment or help set up?",
  "Honestly just curious, is there a place where I can drop off my own junk at your yard? I have a truck and I don't mind driving it over myself. Where's your dump site?",
  'Mold is growing on the drywall in our laundry room after the washer leaked. Before we do anything else, do you do mold remediation?',

  // Spanish
  '¿Me pueden ayudar a mudarme a otro departamento aqui en Mesa? Son pocas cosas',
  '¿Compran refrigeradores usados? tengo uno que todavia sirve',
  'Hola, ¿tienen descuento para personas de la tercera edad?',
  '¿Pueden llevar unos muebles a Hermosillo, Sonora? Es para mi familia',
  'Busco trabajo, ¿están contratando ayudantes?',
];

export const SEVENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = UNANSWERABLE_MESSAGES.map(
  (q) => ({
    q,
    kind: 'not in the facts',
  }),
);
