import type { FactId } from './facts.ts';

/**
 * A ninth tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or two
 * sentences of situation plus a question, and longer stories with the question buried inside; a few in
 * Spanish. Written by a helper who saw only SPEC.md, src/content and the fact list (facts.ts).
 */
export const NINTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  { q: 'what time do yall open in the morning', fact: 'hours' },
  { q: 'Saturday is my only free day this month. Are you open then, and till what time?', fact: 'hours' },
  { q: 'I get off work at 5 most days. How late are you guys open during the week?', fact: 'hours' },
  { q: 'trying to plan around my kids school pickup lol what are your normal business hours', fact: 'hours' },
  {
    q: 'We are doing a big purge before my in-laws visit next month. Garage, spare room and an old NordicTrack treadmill. My husband wants to be there but he only has early mornings free before his shift. What time do you start on a normal weekday, and how late do you go?',
    fact: 'hours',
  },
  { q: 'a que hora abren entre semana?', fact: 'hours' },

  // sunday
  { q: 'open on sundays?', fact: 'sunday' },
  {
    q: "My brother and I are clearing out our dad's garage and Sunday is the only day we're both off. He's got a ton of old Craftsman tools and rusty bikes we won't keep. We'd want the truck there in the afternoon so we have the morning to sort. Do you work Sundays, and until what time?",
    fact: 'sunday',
  },
  { q: 'trabajan los domingos? a que hora cierran ese dia', fact: 'sunday' },

  // emergency
  {
    q: 'Tree fell on our carport in the storm and smashed everything under it. Can someone come out right now, it is 11pm?',
    fact: 'emergency',
  },
  {
    q: 'Water heater burst and flooded the garage tonight, boxes and a rug are soaked. Is anyone available after hours?',
    fact: 'emergency',
  },
  {
    q: 'So the buyers do their final walkthrough tomorrow at 8am and my tenant just left a couch, two mattresses and a pile of trash bags in the back bedroom. I only found out an hour ago. I know it is almost 10 at night. Is there any way to get someone out tonight?',
    fact: 'emergency',
  },

  // sameDay
  { q: 'can u come today', fact: 'sameDay' },
  { q: 'same day pickup?? need a couch gone', fact: 'sameDay' },
  {
    q: "Landlord is doing the final walkthrough tomorrow morning and I'm still stuck with a futon and an IKEA dresser. My friend with the truck bailed on me. I'm off work right now and could meet you at the apartment any time. Any chance you can grab them today?",
    fact: 'sameDay',
  },
  {
    q: "It's about 11am right now. If I call now can I still get a sectional hauled this afternoon?",
    fact: 'sameDay',
  },
  {
    q: "Long story short my roommate moved out without telling anyone and left his whole bedroom set behind. The lease ends friday and I only found out this morning. I can't keep his stuff and I can't lift a dresser by myself. Is there a cutoff time to call if I want it gone today?",
    fact: 'sameDay',
  },
  { q: 'Tenemos un sillon viejo estorbando en la sala. Pueden venir hoy mismo?', fact: 'sameDay' },

  // bookAhead
  { q: 'how far in advance should i book', fact: 'bookAhead' },
  {
    q: "We're doing a full house cleanout at my dad's townhouse once escrow opens in a couple of weeks. Furniture in every room, a garage, old patio stuff. My sister is flying in for it so we need to lock in a specific morning. How much notice do you usually need to schedule?",
    fact: 'bookAhead',
  },
  { q: 'con cuantos dias de anticipacion tengo que agendar?', fact: 'bookAhead' },

  // howToBook
  { q: 'can i book online', fact: 'howToBook' },
  { q: 'how do i set up a pickup', fact: 'howToBook' },
  {
    q: "I honestly hate talking on the phone, it gives me anxiety. I've got an old loveseat and a broken desk chair I want gone sometime next week. I'd much rather just pick a time myself. Is there a way to set up an appointment on your website?",
    fact: 'howToBook',
  },
  { q: 'como hago una cita? se puede por internet?', fact: 'howToBook' },

  // process
  {
    q: 'Never hired a junk company before. What actually happens on pickup day, step by step?',
    fact: 'process',
  },
  {
    q: 'My mom is 82 and gets nervous about strangers coming into the house. She wants to know exactly what to expect before she agrees to anything. It is just a recliner, a china hutch and some boxes. Can you explain how the whole thing works from booking to the truck leaving?',
    fact: 'process',
  },

  // weDoTheLifting
  {
    q: 'My husband is out of town and I am 5 feet tall lol. Do I have to help load anything?',
    fact: 'weDoTheLifting',
  },
  {
    q: 'I had back surgery in March and my doctor says no lifting anything heavy for months. My wife is pregnant, so she is not doing it either. We have a pullout couch and a dresser in the spare room that need to go before the nursery gets set up. Will your guys do all the carrying themselves?',
    fact: 'weDoTheLifting',
  },

  // paymentMethods
  { q: 'credit cards ok?', fact: 'paymentMethods' },
  { q: 'what payment methods do you accept', fact: 'paymentMethods' },
  {
    q: 'My company reimburses me so I need to pay with a card, not cash. Is that ok?',
    fact: 'paymentMethods',
  },
  {
    q: "Helping my grandpa get rid of his old La-Z-Boy and a broken chest freezer. He doesn't do cards or apps, he pays for everything out of his checkbook like it's 1985. He's asking me if your crew will take a personal check. Will they?",
    fact: 'paymentMethods',
  },
  { q: 'aceptan tarjeta o solo efectivo?', fact: 'paymentMethods' },

  // paymentDue
  { q: 'do i pay before or after', fact: 'paymentDue' },
  {
    q: "Got burned last year by a contractor who took my money up front and disappeared. So I'm a little paranoid now. I'm looking to get rid of some patio chairs, an old grill and a pile of pavers. When exactly do I pay you guys?",
    fact: 'paymentDue',
  },

  // typicalCost
  { q: 'how much does junk removal cost', fact: 'typicalCost' },
  { q: 'rough price range for a pickup?', fact: 'typicalCost' },
  {
    q: "Just closed on a house and the previous owners left a bunch of junk in the back room. What's a typical price for something like that?",
    fact: 'typicalCost',
  },
  {
    q: 'My wife and I are downsizing after 30 years in the same house and honestly have no clue what this costs. A few bedrooms of furniture, boxes, old lamps, the usual. Before we bother getting quotes, what do most people end up paying?',
    fact: 'typicalCost',
  },
  {
    q: 'Property manager here. One of our units just turned over and the tenant left a sectional, a busted TV stand, bags of clothes and a rusty grill on the patio. The owner wants a number before approving anything. What do jobs like this usually run?',
    fact: 'typicalCost',
  },
  {
    q: 'Hola buenas, mi suegro fallecio y hay que vaciar su casa antes de venderla. Son tres recamaras con muebles y cosas viejas. Mas o menos cuanto cobran por un trabajo asi?',
    fact: 'typicalCost',
  },

  // howPricingWorks
  { q: 'how do you figure out the price', fact: 'howPricingWorks' },
  {
    q: 'Do you charge by the hour, by weight, or what? Trying to compare a few companies.',
    fact: 'howPricingWorks',
  },

  // hiddenFees
  { q: 'any hidden fees?', fact: 'hiddenFees' },
  {
    q: 'Last time I used a hauler they quoted one number and then tacked on a disposal fee, a stair fee and a fuel charge at the end. I was furious. I have a bedroom set and a treadmill to get rid of now. Are there any surprise charges with you guys?',
    fact: 'hiddenFees',
  },

  // freeEstimates
  { q: 'is the estimate free', fact: 'freeEstimates' },
  {
    q: 'Some companies around here charge a trip fee just to come look at the job, which seems crazy to me. We have a spare room and a side yard full of stuff. Nothing fancy. Do you charge anything for an estimate?',
    fact: 'freeEstimates',
  },
  { q: 'el presupuesto es gratis o cobran por venir?', fact: 'freeEstimates' },

  // garageCost
  { q: 'how much for a garage cleanout', fact: 'garageCost' },
  {
    q: "Two car garage, we haven't parked in it since 2019. Boxes, old bikes, a broken Bowflex, shelves full of who knows what. My husband thinks it'll be thousands and I think way less. Settle it for us: what does an average garage cleanout cost?",
    fact: 'garageCost',
  },

  // shedCost
  { q: 'how much to remove a shed', fact: 'shedCost' },
  {
    q: "There's a small 6x8 wood shed falling apart in our backyard. Roughly what would it cost to tear down and haul off?",
    fact: 'shedCost',
  },

  // hotTubCost
  { q: 'how much is hot tub removal', fact: 'hotTubCost' },
  {
    q: 'We bought a house with a 6 person Hot Spring spa on the back patio, and the previous owners clearly never maintained it. The water is green and the cover is shredded. Access is easy through the side gate, no stairs. Ballpark, what would it cost to have it removed?',
    fact: 'hotTubCost',
  },

  // singleItemCost
  { q: 'price for just one couch?', fact: 'singleItemCost' },
  {
    q: 'I only have one old Kenmore fridge in the garage. How much would you charge for a single item like that?',
    fact: 'singleItemCost',
  },
  { q: 'cuanto cobran por llevarse un solo colchon?', fact: 'singleItemCost' },

  // jobDuration
  { q: 'how long does a typical job take', fact: 'jobDuration' },
  {
    q: "I'm a nurse and I'm working doubles this week, so I need to squeeze this in on my one day off. It's a couch, a recliner and maybe 10 boxes. I want to know if I can still make a 1pm appointment afterwards. Once your crew shows up, how long does a job like that usually take?",
    fact: 'jobDuration',
  },

  // garageDuration
  {
    q: 'How long does it take to clear a pretty packed two car garage? Wondering if I need to take the whole day off.',
    fact: 'garageDuration',
  },

  // shedDuration
  {
    q: 'Tuff Shed in the backyard, 10x12, already empty. How long would it take you to take it down?',
    fact: 'shedDuration',
  },

  // hotTubDuration
  {
    q: "We finally convinced my husband to let go of the hot tub nobody has used since the kids moved out. It's on the deck out back. My question is really about timing, because we have people coming over at 5 that day. About how many hours does a removal take start to finish?",
    fact: 'hotTubDuration',
  },

  // mattressDuration
  {
    q: "It's just one Tempur-Pedic king mattress from the upstairs bedroom, nothing else. I'm working from home that day and have meetings on the hour. I just need to know how long to step away. How long does a mattress pickup usually take?",
    fact: 'mattressDuration',
  },

  // areasServed
  { q: 'what areas do you service', fact: 'areasServed' },
  { q: 'which cities do u cover', fact: 'areasServed' },
  {
    q: "I'm way out on the west side of the valley. Which cities do you actually go to?",
    fact: 'areasServed',
  },
  {
    q: "My company owns rental houses all over the valley and we're tired of using a different hauler in every city. Some are in north Scottsdale, some in the east valley, a couple out west. Can you tell me every city you work in so I can figure out which ones you can cover?",
    fact: 'areasServed',
  },
  {
    q: 'Buenas tardes, mi mama vive en el lado oeste del valle y yo vivo en el lado este. Queremos sacar unos muebles viejos de las dos casas el mismo dia. En que ciudades trabajan ustedes?',
    fact: 'areasServed',
  },

  // single cities
  { q: 'I live in central Phoenix near the Biltmore. Do you pick up around there?', fact: 'areaPhoenix' },
  { q: 'We live in north Scottsdale by Grayhawk. Is that an area you cover?', fact: 'areaScottsdale' },
  {
    q: "My son is finishing his lease near ASU and leaving for an internship in California next week. He has a futon, a desk, a mini fridge and a bunch of random dorm junk. I'm back in Ohio so I can't help him. Do you guys work in Tempe?",
    fact: 'areaTempe',
  },
  {
    q: 'We just moved to east Mesa near the Superstition freeway. Do you go out this far?',
    fact: 'areaMesa',
  },
  {
    q: "We're moving out of our rental in Chandler next week and heading to Texas. There's a patio set and a worn-out recliner that aren't worth shipping. The moving company won't take junk. Is Chandler an area you cover?",
    fact: 'areaChandler',
  },
  { q: 'you service paradise valley?', fact: 'areaParadiseValley' },
  {
    q: "We're in Gilbert near Agritopia with a broken trampoline and some old patio furniture. Do you come out here?",
    fact: 'areaGilbert',
  },
  { q: 'do you come up to fountain hills', fact: 'areaFountainHills' },
  {
    q: "We have a little horse property out in Cave Creek past the town center. There's a rotted tack shed, a pile of old fence boards and some broken furniture in the barn. The last two companies I called said we're too far out. Do you service Cave Creek?",
    fact: 'areaCaveCreek',
  },
  { q: 'carefree az, do you go there?', fact: 'areaCarefree' },
  {
    q: "My mom lives in Glendale off 59th Avenue and her old washer and dryer finally quit. She's 79 and the new ones come Tuesday, but the store won't haul the old ones away. I live clear across town so I can't get over there easily. Do you guys go out as far as Glendale?",
    fact: 'areaGlendale',
  },
  {
    q: "Just bought a place in Peoria and the garage is full of the old owner's stuff. Is Peoria in your service area?",
    fact: 'areaPeoria',
  },

  // location, yearsInBusiness
  { q: 'Trying to support local businesses only. Where are you guys based out of?', fact: 'location' },
  { q: 'how long have you been in business', fact: 'yearsInBusiness' },

  // itemsTaken
  { q: 'what kind of stuff do you take', fact: 'itemsTaken' },
  {
    q: 'Moving across the country and selling most of our stuff, the rest has to go. What items do you haul away?',
    fact: 'itemsTaken',
  },
  {
    q: 'I have a random mix, some furniture, a fridge, boxes of junk. Do you take basically everything?',
    fact: 'itemsTaken',
  },
  {
    q: "Cleaning out my late uncle's condo is on my plate this month. It's a bit of everything: a recliner, pots and pans, a microwave, bags of clothes, an old stereo. I don't want to waste anyone's time if half of it can't go. What kinds of things do you guys actually take?",
    fact: 'itemsTaken',
  },
  {
    q: 'just moved into a rental and the back patio is full of stuff the last tenant left. what all do you haul?',
    fact: 'itemsTaken',
  },
  {
    q: 'Hola, nos vamos a mudar a otro estado y hay muchas cosas que no nos vamos a llevar. Hay ropa, trastes, una bicicleta, cajas y cosas del patio. Que tipo de cosas recogen ustedes?',
    fact: 'itemsTaken',
  },

  // notAccepted
  { q: 'do you take old paint cans', fact: 'notAccepted' },
  { q: 'is there anything you wont take', fact: 'notAccepted' },
  {
    q: 'We have half empty buckets of pool chemicals in the side yard. Can those go with the rest of the junk?',
    fact: 'notAccepted',
  },
  {
    q: "My dad passed last year and we're finally tackling his shed. Most of it is normal stuff, rusty tools and lawn chairs, but there's like 10 gallons of used motor oil and a couple of gas cans in the corner. I'm not sure what to do with those. Can your guys haul that too?",
    fact: 'notAccepted',
  },
  {
    q: "We're remodeling a 1960s ranch house and the contractor thinks the old floor tiles and some pipe wrap might have asbestos. Everything else is normal remodel junk. I'd rather do it all in one trip if possible. Is that something your crew can load up with the rest?",
    fact: 'notAccepted',
  },
  { q: 'se llevan pintura y quimicos de la alberca?', fact: 'notAccepted' },

  // furniture
  {
    q: 'We finally saved up for a new bedroom set and it gets delivered Saturday. The old queen bed frame, the dresser and both nightstands have to be out before then or the delivery guys cannot get in. The dining table is going too while we are at it. Do you take furniture like that?',
    fact: 'furniture',
  },
  { q: 'recogen muebles? tengo una sala vieja y un comedor', fact: 'furniture' },

  // appliances
  { q: 'do you haul old refrigerators', fact: 'appliances' },
  {
    q: "Our Maytag washer and dryer both died the same week, which felt personal. The new LG set comes Thursday and the store wants extra to haul the old ones. They're in a laundry closet off the kitchen. Do you take old appliances like that?",
    fact: 'appliances',
  },
  { q: 'Estamos remodelando la cocina. Se llevan estufas y refrigeradores viejos?', fact: 'appliances' },

  // mattresses
  {
    q: 'Upgraded to a Sleep Number and now the old king mattress and base are in the hallway. Can you take those?',
    fact: 'mattresses',
  },
  { q: 'recogen colchones? tengo dos matrimoniales con su base', fact: 'mattresses' },

  // yardWaste
  {
    q: 'Had our palms trimmed and the guys left a mountain of fronds by the back wall. Do you haul that kind of yard waste?',
    fact: 'yardWaste',
  },
  {
    q: "Monsoon last weekend ripped a big branch off our mesquite and there is debris all over the backyard. The landscaper cut it up but won't haul it. Our green bin is full for the next month. Is yard waste something you take?",
    fact: 'yardWaste',
  },

  // hotTubRemoval
  {
    q: 'Our spa has been sitting for a year but there is still water in the bottom. Do i need to drain it before you come?',
    fact: 'hotTubRemoval',
  },
  {
    q: 'The old Jacuzzi on our back porch is still hardwired into the house and about half full of water. My husband thinks we need to hire an electrician and drain it ourselves before anyone can take it. That sounds like a whole weekend. Do you handle the draining and disconnecting or is that on us?',
    fact: 'hotTubRemoval',
  },

  // sheds
  { q: 'you guys tear down old sheds?', fact: 'sheds' },
  {
    q: "Our new house came with a metal shed in the back corner that's rusted through and leaning. My wife wants a garden there instead. I don't want it emptied, I want the whole thing gone. Can you guys take the actual shed down?",
    fact: 'sheds',
  },

  // construction
  {
    q: "I'm a GC wrapping up a kitchen remodel in Arcadia. Do you take remodel debris from contractors?",
    fact: 'construction',
  },
  {
    q: 'Finishing a bathroom remodel and I have old drywall, a vanity and broken tile. Do you haul construction debris?',
    fact: 'construction',
  },

  // estate
  { q: 'estate cleanouts, is that something you handle?', fact: 'estate' },
  {
    q: "My mother passed in the spring and my brothers and I all live out of state. Her house has 40 years of stuff in it and we need it listed by fall. We want someone respectful who'll set aside anything personal like photos. Is this the kind of job you handle?",
    fact: 'estate',
  },

  // garageCleanout
  { q: 'garage cleanouts, is that something u do', fact: 'garageCleanout' },
  {
    q: 'We moved in 4 years ago and the garage became the place where boxes go to die. There are also two broken bikes and a pile of old holiday decorations. Now it is summer and my car is baking in the driveway every day. Can you clear out the whole garage?',
    fact: 'garageCleanout',
  },

  // officeCommercial
  {
    q: 'I run a small restaurant and we are replacing all the booths and tables. Do you work with businesses?',
    fact: 'officeCommercial',
  },
  {
    q: 'We are closing our small insurance office at the end of the month after 15 years. It is about 8 desks, chairs, a bunch of file cabinets and a break room table. The landlord wants it empty by the 31st. Do you take on commercial jobs like this?',
    fact: 'officeCommercial',
  },

  // residential
  { q: 'do you do condos or just houses', fact: 'residential' },
  {
    q: "I'm in an apartment complex, not a house, and the management office is kind of strict about who comes on property. I have a couch and a TV stand to get rid of. Do you guys do pickups at apartments?",
    fact: 'residential',
  },

  // storageUnits
  { q: 'can you empty a storage unit', fact: 'storageUnits' },
  {
    q: "I've been paying $180 a month for a storage unit for three years and finally admitted I don't want anything in it. It's a 10x15, mostly old furniture and boxes. I just want it gone so I can stop paying. Can you meet me there and empty the whole unit?",
    fact: 'storageUnits',
  },

  // donateRecycle
  { q: 'does all my stuff go to the dump', fact: 'donateRecycle' },
  {
    q: "Some of our furniture is still in really good shape, it just doesn't fit the new place. I'd feel terrible if a perfectly good dining set and a bookshelf ended up in a landfill. We don't have time to list things on Marketplace. Do you donate stuff like that or does it all get tossed?",
    fact: 'donateRecycle',
  },

  // eWaste
  {
    q: 'Have an old 60 inch Samsung and a tube TV from the 90s in the garage. Do you recycle TVs?',
    fact: 'eWaste',
  },
  {
    q: "Cleaning out the spare room and found a closet full of dead laptops, an old Dell tower, two monitors and a printer that jams every time. None of it works. I don't want to just throw it in the trash. Do you take electronics?",
    fact: 'eWaste',
  },

  // dataDestruction
  {
    q: "I'm an accountant and I'm finally retiring the three old desktops from my home office. They have years of client tax returns on them. I'm not tech savvy enough to wipe them myself. If you haul them off, what happens to the data on the drives?",
    fact: 'dataDestruction',
  },

  // licensedInsured
  { q: 'are you licensed and insured', fact: 'licensedInsured' },
  {
    q: "The building manager at my condo is super strict about contractors. She told me whoever comes has to be bonded and insured or they won't be let in the gate. I have a sleeper sofa and an armchair to get rid of. Are you bonded and insured?",
    fact: 'licensedInsured',
  },

  // hoa
  { q: 'are you guys HOA compliant', fact: 'hoa' },
  {
    q: "Our HOA is intense. They sent us a violation letter last year because a mattress sat by the garage for one night. I don't want a dumpster or a pile out front at all. Is your crew used to working in HOA communities?",
    fact: 'hoa',
  },

  // localFamily
  { q: 'is this a family owned business', fact: 'localFamily' },

  // reviews
  {
    q: "My neighbor recommended you but I've been burned by a hauler before. Before I hire anybody I always check Google. What's your rating and how many reviews do you have?",
    fact: 'reviews',
  },

  // photoQuote
  { q: 'can i text you pics for a quote', fact: 'photoQuote' },
  {
    q: "I'm at work and can't really talk. Can I just send photos of the stuff and get a price that way?",
    fact: 'photoQuote',
  },
  { q: 'puedo mandar fotos para que me den precio?', fact: 'photoQuote' },

  // quoteReplyTime
  { q: 'how fast do you reply to quote requests', fact: 'quoteReplyTime' },
  {
    q: "I filled out the quote form on your website last night around 10. I attached pictures of the couch and the old treadmill. Haven't heard anything yet and I'm trying to plan my weekend. How long does it usually take to get a reply?",
    fact: 'quoteReplyTime',
  },

  // contact
  { q: 'whats your phone number', fact: 'contact' },
  { q: "Chat is fine but I'd rather just call. What number do I call or text?", fact: 'contact' },

  // anywhereOnProperty
  { q: 'do i need to drag stuff to the curb', fact: 'anywhereOnProperty' },
  {
    q: "My mom's old sleeper sofa is in the upstairs loft and the stairs are narrow and curved. My brother and I tried to move it once and nearly killed each other. Do you guys pull stuff from inside and upstairs, or does it have to be outside already?",
    fact: 'anywhereOnProperty',
  },

  // beHome
  { q: 'do i need to be home for pickup', fact: 'beHome' },
  {
    q: "I'm a teacher and I can't leave campus during the day. The stuff is a broken elliptical and some boxes in the garage, and my neighbor can open the garage for you. Does someone actually have to be there when the crew arrives?",
    fact: 'beHome',
  },

  // prepare
  { q: 'should i bag everything up first', fact: 'prepare' },
  {
    q: 'Anything I should do to get ready before you come? Like box things up or move it all into the garage?',
    fact: 'prepare',
  },

  // cleanUpAfter
  {
    q: 'The garage floor is going to be gross once everything is out. Do you sweep or just leave it?',
    fact: 'cleanUpAfter',
  },

  // disassembly
  {
    q: "We're getting rid of the kids' big wooden playset and a bunk bed. The bunk bed definitely won't fit down the hall in one piece and the playset is huge. My husband is not handy at all. Will your crew take them apart or do we need to do that first?",
    fact: 'disassembly',
  },

  // whoComes
  { q: 'are you a franchise', fact: 'whoComes' },
  {
    q: 'Who actually shows up at my house? Your own guys or some subcontractor you farm jobs out to?',
    fact: 'whoComes',
  },

  // talkToPerson
  { q: 'can i talk to a real person', fact: 'talkToPerson' },
  { q: 'Not great with chat bots. Is there an actual human I can speak to?', fact: 'talkToPerson' },
];

const UNANSWERABLE_MESSAGES: readonly string[] = [
  // short
  'how big is your truck',
  'is tipping the crew expected?',
  'any military discount?',
  'any chance you come down to tucson',
  'are you hiring right now',
  'stump grinding?? got 3 old stumps',
  'whats the owners name',
  'senior discount available?',
  'how many guys do you send',
  'would you buy my antiques',
  'are you open on thanksgiving',
  'gift cards available for christmas?',
  'whats your ROC license number',
  'are you on yelp or nextdoor',
  'can your guys install my new dishwasher too',
  'what landfill do you use',
  'whats your cancellation policy',
  'can I drop stuff off at your yard myself',
  'rent trailers by the day?',
  'flagstaff pickups possible?',
  'are you BBB accredited',
  '¿Cuánto le pagan a los ayudantes? ando buscando trabajo',

  // one or two sentences
  "Can you move my couch from my house to my daughter's place? Not throwing it out, just moving it.",
  'Do you fill in old swimming pools? Ours is cracked and we want grass instead.',
  'We got a coupon for $50 off on Facebook a while back. Is that still good?',
  'How many cubic yards fit in one of your trucks? Trying to compare quotes.',
  'Another company quoted me $275 for the same load. Will you price match?',
  'Do you guys do background checks on your crew? I have teenage daughters at home.',
  'Can you patch the holes in the wall after you take the TV mount down?',
  'Do you build or install new sheds too, or only take them down?',
  'Is there a fee to reschedule if something comes up the day before?',
  'Which charity does the furniture go to, Goodwill or somewhere else?',
  'Can you relocate our hot tub to the other side of the patio instead of removing it?',
  'Do you do pressure washing on the driveway once the junk is gone?',
  "I'm an ASU student looking for summer work. How much do your helpers make an hour?",
  'Do you guys haul stuff from Lake Havasu? My parents have a place there.',
  'Can you pick up a dresser I bought on Marketplace and deliver it to my house?',
  'Do you have an Instagram or TikTok where I can see before and after videos?',
  'How much does a Lumora Serenity 7 hot tub weigh empty? Trying to figure out if my deck is safe.',
  'Do you take care of bee hives? There is a swarm inside the shed we want gone.',
  'Can I get the same crew I had last time? They were great.',
  'Do you repair broken appliances or only haul them?',
  "Forecast says monsoon storms Thursday afternoon. Do you still show up if it's pouring?",
  'Once the old furniture is out, do you also shampoo the carpets? The rooms smell like dog.',
  '¿Hacen mudanzas? solo necesito llevar unos muebles a otra casa',
  '¿Tienen trabajadores que hablen español? mi mamá no habla inglés',

  // longer stories
  "Our family is moving to Tucson in June. We'll clear this house before we go, but the new place down there has a garage full of stuff the sellers left. I'd love to use one company for both. Do you do jobs down in Tucson?",
  "So my husband bought a Vortessa Glide 5 treadmill three years ago and has used it twice. Before I call you to haul it I want to try selling it. Do you know how much that model weighs? I'm wondering if it will fit in my SUV.",
  "I'm a retired firefighter and my wife is a teacher. A lot of places around here give discounts to first responders and educators. We have a garage and a spare room to clear. Do you offer anything like that?",
  "Weird question. You guys picked up a load from my mom's house on Tuesday and I think my old mountain bike went with it by mistake. It was leaning against the side of the garage, not in the pile. Is there any way to get it back?",
  "We're renting a house in Phoenix and the landlord is cheap. He said he'll only pay for junk removal if it goes through his homeowners insurance claim after the flood. Do you bill insurance companies directly?",
  "My late grandmother collected a lot of antiques, and some are probably worth real money. Before anything gets hauled we want someone to look at it all and tell us what it's worth. Do you do appraisals or run estate sales?",
  'We manage a small strip mall and our insurance carrier requires a certificate of insurance from every vendor, with us listed as additional insured. The job would be clearing one vacant unit. Can you send one over before the job?',
  "I run an Airbnb in Old Town and guests leave all kinds of stuff behind. I'd love a standing pickup every Monday morning. Is there a subscription or a monthly rate for that?",
  "There's a 1998 Ford Ranger in my backyard that hasn't run in ten years. It has no title because my ex never transferred it. The HOA is giving me 30 days. Can you haul off a vehicle like that?",
  "Last spring a company cleaned out our garage and cracked two of our driveway pavers with their truck. I don't want that again. How much does your truck weigh fully loaded?",
  "My parents have a cabin up in Show Low that's full of old furniture from the 80s. They're selling it this summer. I know you're down in the valley but figured I'd ask. Would you drive up there?",
  "We're doing a big cleanout on Christmas Eve because that's when the whole family is in town. It's everything from grandpa's garage. Are you guys even open on Christmas Eve and Christmas Day?",
  "I'm writing a paper for my environmental science class about junk removal and landfills. Could you tell me roughly how many tons you keep out of the landfill each year? Any numbers would help.",
  "We have solar panels on our roof from 2010 that are being replaced. The installer won't take the old ones down. There are 22 of them. Can your crew climb up and pull them off the roof?",
  'We have a 30 foot dead palm tree in the front yard that is leaning toward the neighbors. I know you haul fronds and branches. Do you actually cut down whole trees too?',
  "My wife and I have a rental casita in Sedona that needs clearing between tenants. Flagstaff companies are booked for weeks. I know it's a long drive for you. Do you ever take jobs up in Sedona?",
  'Quick one about the crew. My dog is super friendly but she gets anxious around men in hats for some reason lol. Do your guys wear hats as part of the uniform?',
  "Hey, I used you guys back in March for a garage job and my accountant wants a copy of the invoice for my rental property taxes. I can't find the email. Can you resend it?",
  "I'm starting my own junk hauling side hustle and I'm curious about your setup. What size trailer do you run, and which transfer station do you dump at?",
  'My elderly neighbor wants her old sofa gone but she is on a fixed income. She has no family nearby to help. Do you ever do free pickups for seniors or people in need?',
  "We're getting ready to sell and the stager wants the house half empty. We don't want to throw the furniture out though. Could you hold some of it in storage for a couple of months until we move?",
  'Quick question before I book. My father is on oxygen and uses a wheelchair, and he is home all day. Are your crew members trained in CPR or first aid just in case?',
  '¿Van hasta Nogales? Tengo una casa allá llena de cosas viejas. Ya llamé a varias compañías y nadie quiere ir tan lejos.',
  'Mi esposo y yo queremos saber si ustedes compran muebles usados. Tenemos un juego de comedor en muy buen estado y no lo queremos tirar. ¿Nos pagarían algo por él?',
];

export const NINTH_UNANSWERABLE: readonly { q: string; kind: string }[] = UNANSWERABLE_MESSAGES.map((q) => ({
  q,
  kind: 'not in the facts',
}));
