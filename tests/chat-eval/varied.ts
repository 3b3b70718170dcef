import type { FactId } from './facts.ts';

/**
 * A tuning batch of chat messages as visitors type them on a phone: short chat-box questions, a sentence or two
 * of situation, and longer stories, from homeowners, landlords, realtors, contractors, renters, office managers,
 * families clearing an estate, skeptics and price shoppers, a few in Spanish. Each answerable message asks about
 * one fact of facts.ts; each unanswerable one asks something the business never states. Written by a helper who
 * saw only SPEC.md, src/content and the fact list (not the Q&A bank, the matcher or the other sets).
 */
export const VARIED_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  { q: 'what time do u guys open in the morning', fact: 'hours' },
  {
    q: 'I work nights as a nurse and can only deal with this stuff after my shift. I usually get home around 7:15 in the morning on weekdays. Would anybody actually be there to answer the phone that early or do you start later?',
    fact: 'hours',
  },
  { q: '¿A qué hora abren y cierran entre semana? Quiero llamar después del trabajo.', fact: 'hours' },
  // sunday
  { q: 'r u open sundays', fact: 'sunday' },
  {
    q: "Sunday is the only day I'm free, my husband has the truck the rest of the week for his job lol. I was going to load the old patio set myself but my back says no. What time are you guys working on a Sunday?",
    fact: 'sunday',
  },
  // emergency
  {
    q: "A pipe burst in our garage overnight and everything in there is soaked and starting to smell. It's almost midnight. Is there anyone who can come get this stuff out tonight, or am I stuck waiting till morning?",
    fact: 'emergency',
  },
  { q: 'do u do emergency pickups after hours', fact: 'emergency' },
  // sameDay
  { q: 'can u come today', fact: 'sameDay' },
  {
    q: "It's about 1:15 right now and I've got a recliner I need gone before my landlord walks through tomorrow morning. Am I too late to get someone out here today?",
    fact: 'sameDay',
  },
  { q: 'Son las 10 de la mañana. ¿Pueden venir hoy mismo por un sillón viejo?', fact: 'sameDay' },
  // bookAhead
  { q: 'how far out do i need to book', fact: 'bookAhead' },
  {
    q: "We're clearing out my dad's place in a couple weeks and I want to lock in a specific morning, because my brother is flying in from Denver just for that day. I don't want to leave it to the last minute and get stuck. How much notice do you usually need?",
    fact: 'bookAhead',
  },
  // howToBook
  { q: 'how do i schedule a pickup', fact: 'howToBook' },
  {
    q: "I hate talking on the phone, it's an anxiety thing. Is there a way to set up the appointment online instead?",
    fact: 'howToBook',
  },
  { q: '¿Cómo puedo agendar la recolección? ¿Se puede hacer por internet?', fact: 'howToBook' },
  // process
  {
    q: 'Never used a service like this before, my son found your website for me. How does it work from start to finish?',
    fact: 'process',
  },
  {
    q: "The last outfit I hired gave me a 4 hour window, never showed, and didn't even call. I took a whole day off work for nothing and I'm still mad about it. If I book with you guys, what actually happens on the day? Do your people show up when they say?",
    fact: 'process',
  },
  {
    q: 'First time ever hiring a junk company, no clue how this goes. What happens after I book?',
    fact: 'process',
  },
  // weDoTheLifting
  {
    q: "I'm 78 and had shoulder surgery in the spring, so I can't lift anything heavy anymore. My son lives in California and can't help. There's a heavy dresser and a bunch of boxes in the back bedroom. Will I need to help your men carry any of it out?",
    fact: 'weDoTheLifting',
  },
  { q: 'do i have to help load the truck', fact: 'weDoTheLifting' },
  // paymentMethods
  { q: 'u take credit cards?', fact: 'paymentMethods' },
  {
    q: "I'm old fashioned and I'd like to pay by check. Is that going to be a problem?",
    fact: 'paymentMethods',
  },
  {
    q: 'I manage a handful of rentals for an owner who lives up in Oregon. Usually I front the cost of vendors and he reimburses me later, so I need to know what kinds of payment you accept before I set up a unit turnover with you.',
    fact: 'paymentMethods',
  },
  // paymentDue
  {
    q: "Money's a little tight until my pension check comes on the 3rd, so I want to plan this right. Do you need a deposit when I book the pickup, or when do I actually have to pay you?",
    fact: 'paymentDue',
  },
  { q: 'when do i pay, before or after', fact: 'paymentDue' },
  // typicalCost
  { q: 'how much u charge', fact: 'typicalCost' },
  {
    q: "I'm getting three quotes before I pick anyone, that's just how I do things. It's basically a spare bedroom's worth of junk: a bed, a dresser, an old desk and maybe 15 boxes. Ballpark, what do people usually end up paying you for a normal house job?",
    fact: 'typicalCost',
  },
  { q: '¿Cuánto cobran más o menos por sacar cosas viejas de una casa?', fact: 'typicalCost' },
  // howPricingWorks
  {
    q: "I'm comparing you with another company and they charge by the hour, which makes me nervous because their guys seemed slow. Do you charge by weight, by the hour or by the item? I just want to understand how you come up with the number.",
    fact: 'howPricingWorks',
  },
  { q: 'how do u figure out the price', fact: 'howPricingWorks' },
  // hiddenFees
  {
    q: "Last company quoted me $250 on the phone, then at the end hit me with a fuel charge, a dump fee and a 'heavy item' fee. Ended up at almost $500 and I had no choice but to pay. Are there surprise charges like that with you guys?",
    fact: 'hiddenFees',
  },
  { q: 'any extra fees on top of the quote?', fact: 'hiddenFees' },
  // freeEstimates
  { q: 'is the estimate free or do u charge to come look', fact: 'freeEstimates' },
  {
    q: "We just had a baby and money is tight, so I'm not sure I can afford this yet. I just want to know what it would cost to clear out the back room so we can turn it into a nursery. Is there a charge just for getting a quote?",
    fact: 'freeEstimates',
  },
  // garageCost
  {
    q: 'Two-car garage, pretty normal, years of boxes, old bikes, a broken treadmill. Ballpark what that runs?',
    fact: 'garageCost',
  },
  {
    q: "We're finally selling the house and the realtor says the garage has to be empty before the listing photos next week. It's a normal two car garage, not packed to the ceiling, just full of the usual stuff people collect. What does it usually cost to clear one like that?",
    fact: 'garageCost',
  },
  // shedCost
  { q: 'price to tear down a small 6x8 shed?', fact: 'shedCost' },
  {
    q: "There's a little wooden tool shed in the back corner of the yard, maybe 6 by 8, falling apart after all the monsoons. How much would it be to get rid of it?",
    fact: 'shedCost',
  },
  // hotTubCost
  { q: 'how much for hot tub removal', fact: 'hotTubCost' },
  {
    q: "The spa came with the house when we bought it and nobody has used it in five years. It sits on the back patio, about seven feet square I think, and it's a bit of an eyesore. My wife wants it gone before summer. What would removal run us?",
    fact: 'hotTubCost',
  },
  // singleItemCost
  { q: 'how much just for one couch', fact: 'singleItemCost' },
  {
    q: 'I literally just have one old recliner. Do you have a price for a single item or is there some kind of set rate?',
    fact: 'singleItemCost',
  },
  {
    q: "My downstairs neighbor dumped a queen mattress against our shared wall and then moved out. The landlord says it's on me now, which is ridiculous but whatever. It's just that one mattress, nothing else. What would you charge for a single thing like that?",
    fact: 'singleItemCost',
  },
  // jobDuration
  { q: 'how long does a pickup usually take', fact: 'jobDuration' },
  {
    q: "I have to leave for work at noon and I really can't be late again, my manager is already on me. If your crew gets here at 9 for a couple rooms of furniture and some boxes, how long are they usually at the house?",
    fact: 'jobDuration',
  },
  // garageDuration
  { q: 'how long to clean out a garage', fact: 'garageDuration' },
  {
    q: "My husband is convinced it'll take a whole weekend to empty our garage. I say you guys would be done way faster than that. It's a standard two-car with shelves of junk on every wall. Settle it for us, how long does a garage usually take your crew?",
    fact: 'garageDuration',
  },
  // shedDuration
  { q: 'how long does shed removal take', fact: 'shedDuration' },
  {
    q: 'My neighbors are kind of touchy about noise. If you come to tear down an old backyard shed, roughly how long will it take from start to finish?',
    fact: 'shedDuration',
  },
  // hotTubDuration
  { q: 'Just curious, how long does it take your guys to pull out an old hot tub?', fact: 'hotTubDuration' },
  {
    q: 'We have family arriving around 4 pm on Saturday for a birthday thing in the backyard. If your crew starts on the old spa at 9 in the morning, will they be done before people show up?',
    fact: 'hotTubDuration',
  },
  // mattressDuration
  { q: 'how long for just a mattress pickup', fact: 'mattressDuration' },
  {
    q: 'I can run home on my lunch break but I only get an hour. If you come grab the old mattress, how long will it take?',
    fact: 'mattressDuration',
  },
  // areasServed
  { q: 'what areas do u cover', fact: 'areasServed' },
  { q: 'Do you only do Scottsdale and Phoenix, or do you go further out than that?', fact: 'areasServed' },
  {
    q: "I'm a realtor and my listings are all over the place, from the East Valley up to the northwest side. I'd love one junk company I can send all my sellers to instead of juggling five different ones. Which cities do you actually go to?",
    fact: 'areasServed',
  },
  // areaPhoenix
  { q: 'do u come to arcadia', fact: 'areaPhoenix' },
  {
    q: "We're in Moon Valley, just off Coral Gables. Our kids are grown and gone and we finally want their old bedroom furniture out of the house. A couple of companies I called only do the East Valley. Is our neighborhood in your area?",
    fact: 'areaPhoenix',
  },
  // areaScottsdale
  { q: "We're in a townhouse in McCormick Ranch. Do you service that area?", fact: 'areaScottsdale' },
  {
    q: 'Our place is up in Troon North, pretty far north past Pinnacle Peak. Do your crews come out that far?',
    fact: 'areaScottsdale',
  },
  // areaTempe
  { q: 'u guys go near ASU?', fact: 'areaTempe' },
  {
    q: "End of semester and my roommates all bailed on me, leaving a futon, two desks and a ton of trash in our house in University Heights. The lease ends Friday and I'm the one stuck with it. Do you even come to that part of town?",
    fact: 'areaTempe',
  },
  // areaMesa
  { q: 'do you come out to las sendas', fact: 'areaMesa' },
  {
    q: "I'm over in Superstition Springs by the mall. My late wife's sewing room is still full and I think I'm finally ready to let it go, mostly the table, shelves and boxes of fabric. Is that too far east for you?",
    fact: 'areaMesa',
  },
  // areaChandler
  { q: 'ocotillo area ok?', fact: 'areaChandler' },
  {
    q: 'We just moved into Fulton Ranch and the previous owners left a bunch of stuff in the garage. Do you work in our neighborhood?',
    fact: 'areaChandler',
  },
  // areaParadiseValley
  {
    q: "I'm the house manager for a family with a home on Mummy Mountain. They travel most of the year and the casita needs emptying before they're back in November. Is that address within your service area?",
    fact: 'areaParadiseValley',
  },
  { q: 'do u do camelback country club estates', fact: 'areaParadiseValley' },
  // areaGilbert
  { q: 'My sister lives in Agritopia and needs a couch picked up. do you go there?', fact: 'areaGilbert' },
  {
    q: "We're right on the water in Val Vista Lakes and the side yard has turned into a graveyard for old paddle boards, a broken kayak rack and patio chairs. The HOA sent a friendly reminder already. Is our neighborhood in your service area?",
    fact: 'areaGilbert',
  },
  // areaFountainHills
  { q: 'do u come up to fountain hills', fact: 'areaFountainHills' },
  {
    q: "My mom lives in Fountain Hills near the big fountain and her carport is full of old patio furniture she wants gone. Three places I called said they don't go out there, which is frustrating. Is that somewhere you'll go?",
    fact: 'areaFountainHills',
  },
  // areaCaveCreek
  { q: 'do u serve cave creek', fact: 'areaCaveCreek' },
  {
    q: "We're on a few acres out in Cave Creek, down a dirt road off Spur Cross. Will your truck come all the way out here?",
    fact: 'areaCaveCreek',
  },
  // areaCarefree
  { q: 'do you go to carefree az', fact: 'areaCarefree' },
  {
    q: 'Got a casita in Carefree full of old furniture from the last renter. Is Carefree in your area?',
    fact: 'areaCarefree',
  },
  // areaGlendale
  { q: 'do you go to glendale', fact: 'areaGlendale' },
  {
    q: "I own a duplex in Glendale near the stadium. The tenant moved out and left a total mess behind, furniture, bags, you name it. I'm driving in from Tucson this weekend. Do you guys go over to the West Valley?",
    fact: 'areaGlendale',
  },
  // areaPeoria
  { q: 'peoria?? or too far', fact: 'areaPeoria' },
  {
    q: "We're up in Peoria near Lake Pleasant Parkway, and my in-laws are moving in with us so the guest room has to be emptied. It's an old daybed, a desk and a bunch of boxes. Does your service area reach that far out?",
    fact: 'areaPeoria',
  },
  // location
  { q: 'where are u guys located', fact: 'location' },
  {
    q: "My neighbor gave me your name after you cleared her garage, but she couldn't remember anything else about you. I'm just curious. Is your company out of Phoenix or somewhere else, where are you based?",
    fact: 'location',
  },
  // yearsInBusiness
  { q: 'how long u been in business', fact: 'yearsInBusiness' },
  {
    q: 'I only hire companies that have been around a while. Got burned by a fly by night outfit that disappeared after cashing my check. When did you guys get started?',
    fact: 'yearsInBusiness',
  },
  // itemsTaken
  { q: 'what kinda stuff do you haul', fact: 'itemsTaken' },
  {
    q: "We're downsizing from a four bedroom to a condo and honestly it's a bit of everything: furniture, an old washer, boxes of who knows what, a rusty grill. Before I start sorting it all, what kinds of things will you actually take?",
    fact: 'itemsTaken',
  },
  { q: '¿Qué cosas se llevan? Tengo de todo un poco en la casa.', fact: 'itemsTaken' },
  // notAccepted
  { q: 'anything you wont take?', fact: 'notAccepted' },
  {
    q: "I've got half-empty cans of paint and some old pool chemicals in the garage. Can that go with the rest of the junk?",
    fact: 'notAccepted',
  },
  {
    q: "Cleaning out my late uncle's workshop. Along with a ton of normal junk there are jugs of old motor oil, a couple of gas cans and some bug spray bottles on the shelves. Is all of that OK for your truck?",
    fact: 'notAccepted',
  },
  // furniture
  { q: 'do u take sectionals', fact: 'furniture' },
  {
    q: 'Redoing the whole dining room. Old table, six chairs and a big china hutch. Is that something you take?',
    fact: 'furniture',
  },
  {
    q: "Just bought a new bedroom set so the old one has to go: bed frame, two nightstands and a tall dresser that weighs a ton. Oh and there's an old sleeper sofa in the den too while you're here. Do you handle furniture like that?",
    fact: 'furniture',
  },
  // appliances
  { q: 'take old deep freeze?', fact: 'appliances' },
  {
    q: 'Our garage fridge finally died and the new one shows up Thursday. Can you haul the old one away?',
    fact: 'appliances',
  },
  {
    q: "Landlord here. I'm swapping out appliances in three units: two old refrigerators, a stove and a washer that leaks all over the floor. They're unplugged and sitting in the carports now. Are those things you'll take?",
    fact: 'appliances',
  },
  // mattresses
  { q: 'do you take box springs too or just the mattress', fact: 'mattresses' },
  {
    q: 'We finally splurged on a new bed after ten years of back pain. The store only hauls away the mattress if you pay extra and even then not the foundation thing underneath it. We need the old king and the base gone. Can you take both?',
    fact: 'mattresses',
  },
  // yardWaste
  {
    q: "Had the palms trimmed and there's a mountain of fronds by the side gate, do u take palm tree trimmings",
    fact: 'yardWaste',
  },
  {
    q: "Monsoon last night took down half our mesquite and there are branches all over the backyard, plus a pile of fronds the landscaper left behind last month. City bulk pickup isn't for another three weeks. Can you take all that green stuff?",
    fact: 'yardWaste',
  },
  // hotTubRemoval
  {
    q: 'Do I have to drain the spa and cut the power before you come, or is that part of what you guys do?',
    fact: 'hotTubRemoval',
  },
  { q: 'u do jacuzzi removal?', fact: 'hotTubRemoval' },
  // sheds
  { q: 'Got an ugly old shed that came with the house. Do you tear those down?', fact: 'sheds' },
  {
    q: 'Old metal shed in the backyard is rusted through and leaning toward the fence. Can you take the whole thing down and haul it off?',
    fact: 'sheds',
  },
  // construction
  {
    q: "I'm a contractor finishing up a bathroom remodel. Got old tile, a busted vanity and a bunch of torn out wallboard sitting in the driveway. The homeowner wants it gone before the final walkthrough on Monday. Do you pick up that kind of debris?",
    fact: 'construction',
  },
  {
    q: 'DIY kitchen remodel is finally done and the side yard is full of old cabinets and lumber scraps. do you haul that kind of stuff',
    fact: 'construction',
  },
  // estate
  {
    q: "My father passed away in March and my sister and I both live out of state. His house is full, forty years of stuff, and we honestly don't know where to start. Is this something you handle?",
    fact: 'estate',
  },
  {
    q: "Handling probate for my aunt and the house needs to be emptied before it's listed. Do you do whole house jobs like that?",
    fact: 'estate',
  },
  // garageCleanout
  { q: 'do you do garage cleanouts', fact: 'garageCleanout' },
  {
    q: "Haven't parked in my garage in two years, it's wall to wall boxes and old furniture. Can you empty the whole thing?",
    fact: 'garageCleanout',
  },
  // officeCommercial
  {
    q: "Office manager here. We're downsizing to a smaller suite and have about a dozen desks, a pile of chairs and a row of old file cabinets to get rid of. My boss wants it done over a weekend so nobody loses work time. Do you do office jobs?",
    fact: 'officeCommercial',
  },
  { q: 'Do you do commercial jobs, like offices? I run a small insurance agency.', fact: 'officeCommercial' },
  // residential
  {
    q: "I'm in a second floor apartment, no elevator. Do you do apartments or only houses?",
    fact: 'residential',
  },
  {
    q: 'We own a condo in a gated complex that we rent out and the last tenant left junk behind. do u do condos',
    fact: 'residential',
  },
  // storageUnits
  { q: 'can you empty a storage unit', fact: 'storageUnits' },
  {
    q: "I've been paying $180 a month for a storage unit off the 101 for four years and I honestly don't remember what's in it anymore. I want to stop paying for it. Can you clear out the whole unit for me?",
    fact: 'storageUnits',
  },
  // donateRecycle
  {
    q: "Most of this furniture is still in great shape, it just doesn't fit the new place. Does it all just go to the dump or do you donate any of it?",
    fact: 'donateRecycle',
  },
  {
    q: 'Trying to be green about this move. do u recycle or just landfill everything',
    fact: 'donateRecycle',
  },
  // eWaste
  { q: 'old tube tv, can u take', fact: 'eWaste' },
  {
    q: 'My husband ran a small print shop for twenty years and when he retired everything came home with us. We have a closet full of old computer monitors, printers, a couple of laptops and a huge old CRT. Do you take electronics like that?',
    fact: 'eWaste',
  },
  // dataDestruction
  {
    q: "I've got three old desktop towers from my accounting practice with client tax files on them. I'm pretty nervous about where that data ends up. What happens to the hard drives if you take them?",
    fact: 'dataDestruction',
  },
  {
    q: "Getting rid of my old laptop and I'm paranoid about identity theft. Do you wipe the hard drives?",
    fact: 'dataDestruction',
  },
  // licensedInsured
  { q: 'r u insured', fact: 'licensedInsured' },
  {
    q: "Our building manager won't let any vendor in unless they're properly licensed and insured. Are you?",
    fact: 'licensedInsured',
  },
  // hoa
  {
    q: 'Our HOA is super strict about trucks, contractors, anything on the street really. We got a letter last year just for leaving the trash bins out too long. Is working in a neighborhood like ours going to be an issue for you?',
    fact: 'hoa',
  },
  { q: 'do you work in HOA neighborhoods, ours is picky', fact: 'hoa' },
  // localFamily
  { q: 'is this a family business?', fact: 'localFamily' },
  {
    q: 'I try to support small local businesses over the big national brands. Are you guys locally owned?',
    fact: 'localFamily',
  },
  // reviews
  { q: 'how are ur reviews', fact: 'reviews' },
  {
    q: "How do I know you're legit? My daughter says to always check reviews first. Where can I see what other people say about you?",
    fact: 'reviews',
  },
  // photoQuote
  { q: 'can i just send u pics for a price', fact: 'photoQuote' },
  {
    q: "I'm a traveling nurse and I'm only home for two days before my next contract starts, so I don't have time for someone to come look at it in person. It's a patio full of broken furniture. Can you give me a quote if I snap some photos?",
    fact: 'photoQuote',
  },
  // quoteReplyTime
  {
    q: 'I filled out your quote form this morning before work. How long before someone gets back to me?',
    fact: 'quoteReplyTime',
  },
  { q: 'how fast do u reply to online requests', fact: 'quoteReplyTime' },
  // contact
  { q: 'whats ur phone number', fact: 'contact' },
  { q: "I'm not great with these chat things. What number can I call or text you at?", fact: 'contact' },
  // anywhereOnProperty
  {
    q: 'The couch is in an upstairs bedroom and the stairs are narrow. Do I need to get it down to the garage before you come?',
    fact: 'anywhereOnProperty',
  },
  { q: 'do i have to put stuff at the curb', fact: 'anywhereOnProperty' },
  // beHome
  {
    q: "I'm a teacher and I can't leave school during the day, and my husband works out of town during the week. The stuff is all sitting in the garage already. Does somebody need to be home when you come for the pickup?",
    fact: 'beHome',
  },
  { q: 'do i need to be there', fact: 'beHome' },
  // prepare
  { q: 'anything i need to do before u come', fact: 'prepare' },
  {
    q: 'Should I bag everything up and box all the loose stuff before your crew gets here? I want to make it easy for them.',
    fact: 'prepare',
  },
  // cleanUpAfter
  { q: 'Do you guys clean up after, or will I be sweeping up behind you?', fact: 'cleanUpAfter' },
  {
    q: "The last time I had junk hauled they left dirt, packing peanuts and a pile of screws all over my garage floor. Took me an hour to clean. Do your guys leave a mess like that or do you tidy up when you're done?",
    fact: 'cleanUpAfter',
  },
  // disassembly
  {
    q: "The kids' bunk bed is still put together and there's no way it fits through the bedroom door in one piece. Do I need to take it apart before you come?",
    fact: 'disassembly',
  },
  { q: 'will u take apart a swingset or does it need to be down already', fact: 'disassembly' },
  // whoComes
  {
    q: 'Do you send your own people or do you farm jobs out to random subcontractors? Last company I booked through a website sent two guys who had never heard of them.',
    fact: 'whoComes',
  },
  { q: 'Quick question before I book, are you a franchise or an independent company?', fact: 'whoComes' },
  // talkToPerson
  { q: 'can i talk to a real person', fact: 'talkToPerson' },
  {
    q: "I'm 81 and these computer things confuse me. Is there a human being I can speak with?",
    fact: 'talkToPerson',
  },
];

export const VARIED_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // service-not-offered
  { q: 'do you guys do moving? need a couch moved to my new place', kind: 'service-not-offered' },
  {
    q: "We're gutting the kitchen and both bathrooms starting next month, and the contractor says the furniture has to be out of the house for about six weeks. I don't want to sell any of it. Can I rent a storage unit from you for a few months while we remodel?",
    kind: 'service-not-offered',
  },
  {
    q: "We're moving into a furnished place in Sedona and can't take our living room set with us. It's nice stuff, Restoration Hardware, barely five years old. I'd rather get some money for it than have it hauled off. Will you buy it from me?",
    kind: 'service-not-offered',
  },
  {
    q: "We're moving out of our rental at the end of the month and the lease says it has to be professionally cleaned, carpets shampooed, ovens scrubbed, the works. The property manager is a stickler. Do you do move-out cleaning like that?",
    kind: 'service-not-offered',
  },
  { q: 'do u do landscaping, like putting in new gravel and plants', kind: 'service-not-offered' },
  {
    q: "So you're coming Tuesday for the old couch, which is great. My husband keeps promising to do some odd jobs and never does. While your guys are here, could they mount a TV in the bedroom and fix a couple of cabinet doors that are hanging off?",
    kind: 'service-not-offered',
  },
  {
    q: "My old Honda hasn't run in three years and it's leaking something on the driveway. The HOA has sent me two letters about it and I'm out of excuses. I don't care about getting money for it, I just want it gone. Can you tow it away?",
    kind: 'service-not-offered',
  },
  {
    q: "Roofer here, small crew. We've got a tile roof tear-off in north Scottsdale starting Monday and I'm looking to rent a 20 yard roll-off to sit on site for the week. What's your rate per day?",
    kind: 'service-not-offered',
  },
  { q: 'do you do pest control? found scorpions in the garage', kind: 'service-not-offered' },
  {
    q: 'I bought a dining table on Facebook Marketplace and need somebody to pick it up from the seller and deliver it to my house. The seller wants it gone by Saturday. Is that something you can do?',
    kind: 'service-not-offered',
  },
  { q: 'can u pressure wash my driveway after', kind: 'service-not-offered' },
  // item-not-known
  { q: 'do you take pianos? old upright from my grandma', kind: 'item-not-known' },
  {
    q: "We bought a house in Gilbert and the previous owners left a pool table in the game room. It's the slate kind, super heavy, and none of our friends will help us move it, for good reason. Can you haul a pool table like that?",
    kind: 'item-not-known',
  },
  { q: 'got a 900 lb gun safe in the garage, can u get it out', kind: 'item-not-known' },
  {
    q: "My late husband kept a little fishing boat on a trailer along the side of the house for years. The tires are flat and the motor is seized. I just want it gone so I can see out the window again. Is that something you'd take?",
    kind: 'item-not-known',
  },
  { q: 'do you take old tires? got like 8 in the side yard', kind: 'item-not-known' },
  {
    q: "I closed my salon after twelve years and the landlord wants the space empty by the end of the month. Most of it I've sold, but there's still a tanning bed in the back room nobody wants. Can that go?",
    kind: 'item-not-known',
  },
  { q: 'can you take a big saltwater aquarium, like 150 gallons, plus the stand', kind: 'item-not-known' },
  { q: 'we have a broken down pop-up camper trailer, can you haul that off', kind: 'item-not-known' },
  { q: "pinball machine that doesn't work anymore, you take those?", kind: 'item-not-known' },
  {
    q: "There's a half-built outdoor sauna kit in our backyard that we gave up on. Wood, heater, the whole thing. My husband swore he'd finish it three summers ago. Can you haul something like that away?",
    kind: 'item-not-known',
  },
  { q: 'got about 30 old moldy hay bales from the horse barn, can u take those', kind: 'item-not-known' },
  // made-up-brand
  {
    q: "My dad kept a Frostvale KR-9 chest freezer in his carport for probably thirty years and it finally quit. Before anyone moves it I'd like to know what's in it. Is that model one of the ones with the old freon?",
    kind: 'made-up-brand',
  },
  {
    q: 'do you know if the Luxorest Cloud Supreme mattress has fiberglass in it? scared to cut it',
    kind: 'made-up-brand',
  },
  {
    q: "We have a Bellacove Serenity 600 spa. The manual's long gone and I can't find the company online anymore. Before I book anything I'd like to know, how much does that model weigh when it's empty?",
    kind: 'made-up-brand',
  },
  {
    q: 'Does the Dravo ProLift 3000 treadmill fold at the deck or is it one solid piece?',
    kind: 'made-up-brand',
  },
  {
    q: "We inherited a Kessler Ridgeway sectional from my in-laws and it's peeling a bit on one arm. My wife thinks it's real leather and I think it's the bonded stuff. Trying to decide if it's worth keeping. Which is it on that model?",
    kind: 'made-up-brand',
  },
  {
    q: "Is my Nordeck Polar 2 dehumidifier still under the maker's warranty if I bought it in 2022?",
    kind: 'made-up-brand',
  },
  {
    q: 'will you take a Verano HX-40 tankless water heater or does that model have some special gas part that has to come out first',
    kind: 'made-up-brand',
  },
  {
    q: 'does the Marlowe VistaView 75 tv have a trade in program with the manufacturer',
    kind: 'made-up-brand',
  },
  {
    q: 'Is the Skyvault 10x12 shed kit resin or vinyl? My dad put it up and I have no idea.',
    kind: 'made-up-brand',
  },
  {
    q: "Our Tremont Duo washer has some kind of shipping lock on the drum. Where is the lock on that model? I can't find it.",
    kind: 'made-up-brand',
  },
  {
    q: "Going through my grandmother's house and there's an Ortega & Finch armoire in the bedroom. Before I let it go, do you know if that maker's pieces are antiques worth anything?",
    kind: 'made-up-brand',
  },
  // situation-not-covered
  { q: 'whats ur cancellation fee if i cancel the day of', kind: 'situation-not-covered' },
  { q: 'should I tip the guys? how much is normal', kind: 'situation-not-covered' },
  { q: 'do you have a senior discount', kind: 'situation-not-covered' },
  {
    q: 'do you sell gift cards? want to give my mom a garage cleanout for her birthday lol',
    kind: 'situation-not-covered',
  },
  {
    q: 'Something came up at work, a client flew in early, and I need to move my Thursday appointment to sometime next week. I feel bad about the short notice. Is there a fee to reschedule?',
    kind: 'situation-not-covered',
  },
  {
    q: 'Last time a company hauled stuff for me they missed a whole pile in the side yard and then wanted to charge me again to come back for it. If your crew misses something, will you come back for free?',
    kind: 'situation-not-covered',
  },
  { q: 'military discount?', kind: 'situation-not-covered' },
  {
    q: 'Do you give a discount if I book on a weekday instead of a Saturday? My schedule is flexible.',
    kind: 'situation-not-covered',
  },
  {
    q: "I got a lower number from another company yesterday, but honestly their reviews scare me and I'd rather go with you. The difference is about sixty bucks. Do you price match?",
    kind: 'situation-not-covered',
  },
  { q: "do you have a referral program? i'd send you half my street", kind: 'situation-not-covered' },
  {
    q: "How long is a quote good for? We might not be ready for a couple of months because we're waiting on the house to close.",
    kind: 'situation-not-covered',
  },
  // off-topic
  { q: 'whats the weather gonna be like in scottsdale this weekend', kind: 'off-topic' },
  {
    q: 'Hey! Love your site. Random question, do you know a good taco place in Old Town?',
    kind: 'off-topic',
  },
  { q: 'can you help me write a cover letter', kind: 'off-topic' },
  { q: 'who won the suns game last night', kind: 'off-topic' },
  {
    q: "What's a good plant that actually survives a Phoenix summer? Everything I put in the front yard dies by July.",
    kind: 'off-topic',
  },
  { q: 'Thanks for the help earlier! Unrelated, but how many tablespoons are in a cup?', kind: 'off-topic' },
  { q: "what's the speed limit on the 101", kind: 'off-topic' },
  {
    q: "We're new to the area and trying to figure everything out, it's been a whirlwind. Our kids start school in August. Do you know which elementary schools in Gilbert are the best?",
    kind: 'off-topic',
  },
  { q: 'quiz night question, whats the capital of australia', kind: 'off-topic' },
  { q: 'is the phoenix zoo open on mondays', kind: 'off-topic' },
  { q: 'write me a poem about my cat', kind: 'off-topic' },
  // unknowable
  { q: "do any of ur guys speak spanish? my dad doesn't speak english well", kind: 'unknowable' },
  { q: 'how many trucks do you have', kind: 'unknowable' },
  { q: "whats the owner's name", kind: 'unknowable' },
  { q: "are you hiring? my son needs a summer job and he's strong", kind: 'unknowable' },
  { q: 'how big is your truck, like how many cubic yards', kind: 'unknowable' },
  {
    q: "I'm a single mom and I'll be home alone with my two little girls when you come. I'm sure your guys are fine, I just have to ask these things. Do your crew members go through background checks?",
    kind: 'unknowable',
  },
  { q: 'how many people work for you', kind: 'unknowable' },
  { q: 'What kind of trucks do you drive, box trucks or dump trucks?', kind: 'unknowable' },
  {
    q: "We're clearing out my mom's house and she'll be there the whole time because she refuses to leave. If the job runs over two days, will it be the same crew both days? She gets anxious with new faces.",
    kind: 'unknowable',
  },
  {
    q: 'Is the owner the one who actually comes out to jobs, or does he just run the office?',
    kind: 'unknowable',
  },
  {
    q: "Are there any women on your crews? My mother lives alone and would feel a lot more comfortable with that. She's 84 and a bit nervous about strangers in the house.",
    kind: 'unknowable',
  },
  // spanish
  { q: '¿Ustedes hacen mudanzas? Necesito llevar mis muebles a otra casa.', kind: 'spanish' },
  { q: '¿Tienen descuento para personas de la tercera edad?', kind: 'spanish' },
  { q: 'Oigan, una pregunta aparte: ¿me pueden recomendar un buen plomero en Mesa?', kind: 'spanish' },
  { q: '¿Compran muebles usados? Tengo un comedor en muy buen estado.', kind: 'spanish' },
];
