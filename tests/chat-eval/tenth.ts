import type { FactId } from './facts.ts';

/**
 * A tenth tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or two
 * sentences of situation plus a question, and longer stories with the question buried inside; a few in
 * Spanish. Written by a helper who saw only SPEC.md, src/content and the fact list (facts.ts).
 */
export const TENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  { q: 'wat time u guys close on weekdays', fact: 'hours' },
  {
    q: "I'm up early and want to call you at 6:30 tomorrow morning, it's a Tuesday. Will anyone pick up that early or do you open later?",
    fact: 'hours',
  },
  {
    q: "It's Saturday around 5:30 in the evening. Is anybody still working today or should I wait till Monday?",
    fact: 'hours',
  },
  {
    q: "My landlord is doing the move-out walkthrough Thursday at noon and I work overnights at Banner, so my window is basically right when I get off. I'd want the truck there first thing in the morning. Kind of a weird schedule, I know. What are your hours on weekdays?",
    fact: 'hours',
  },
  {
    q: "I get off work at 6 on Wednesday and the office is 20 minutes from my house. My wife says you guys close at 5 like everyone else, but I'm hoping she's wrong. Would a crew still be around at 6:30, or are you closed by then?",
    fact: 'hours',
  },
  { q: 'a que hora abren y cierran entre semana?', fact: 'hours' },

  // sunday
  { q: 'yall work sundays?', fact: 'sunday' },
  {
    q: "The only day my brother can help me sort the garage is Sunday, and he's got church till noon. Then he wants to watch the Cardinals game at 2. If we aimed for around 3 in the afternoon, would you even be working, and until what time?",
    fact: 'sunday',
  },
  { q: 'el domingo hasta que hora trabajan? es el unico dia que tengo libre', fact: 'sunday' },

  // emergency
  { q: 'do u do emergency pickups at night', fact: 'emergency' },
  {
    q: "A pipe burst in the garage overnight and everything on the floor is soaked. It's 11 pm, can anyone come tonight?",
    fact: 'emergency',
  },
  {
    q: "We're closing on my grandma's house in Scottsdale at 9 tomorrow morning and the buyer's agent just told us it has to be completely empty. The title company won't push the date. We still have a sofa bed, a dresser and a pile of boxes in the back bedroom. I know it's almost 10 pm. Do you have any kind of after-hours or emergency service?",
    fact: 'emergency',
  },

  // sameDay
  { q: 'can u come today', fact: 'sameDay' },
  { q: 'its 1:15 rn any chance of a pickup this afternoon', fact: 'sameDay' },
  {
    q: "My property manager just called and said the unit has to be empty by tonight or I lose my deposit. It's about 10 in the morning. I've got a couch, a bed frame and a bunch of bags. Can you still get someone out here today?",
    fact: 'sameDay',
  },
  {
    q: "Long story short, my roommate moved to Denver and left her whole bedroom set plus a mini fridge. Our lease ends tomorrow and the leasing office charges $50 for every item left behind. I'm messaging you at 3:30 in the afternoon. Is a pickup today still possible or am I too late?",
    fact: 'sameDay',
  },
  {
    q: 'si les marco ahorita a las 11 de la mañana alcanzan a venir hoy mismo? es una recamara nomas',
    fact: 'sameDay',
  },

  // bookAhead
  { q: 'how far ahead do i need to book', fact: 'bookAhead' },
  {
    q: "We're clearing out my parents' place before the movers come, and it has to be a Saturday morning because that's when all three of us kids are in town. I don't want to find out the slot is gone. How many days in advance should we schedule with you to be safe?",
    fact: 'bookAhead',
  },
  { q: 'con cuantos dias de anticipacion tengo que hacer la cita?', fact: 'bookAhead' },

  // howToBook
  { q: 'how do i book u guys', fact: 'howToBook' },
  { q: 'can i schedule online or do i gotta call', fact: 'howToBook' },
  {
    q: 'I really hate talking on the phone. Is there a way to set up the appointment through your website?',
    fact: 'howToBook',
  },
  {
    q: "My husband keeps saying he'll take care of the garage and it's been two years. I'm done waiting on him. There's an old treadmill, a broken Weber grill and about thirty boxes from our last move. How do I actually get on your schedule?",
    fact: 'howToBook',
  },

  // process
  { q: 'what happens on pickup day', fact: 'process' },
  {
    q: "I've never hired a junk company before and I'm a little nervous about strangers in the house. My sister said some places just show up whenever they feel like it. Once I've booked, what does the process look like when your crew comes out?",
    fact: 'process',
  },

  // weDoTheLifting
  { q: 'do i have to help load the truck', fact: 'weDoTheLifting' },
  {
    q: "I'm eight months pregnant and my husband is deployed until spring. The nursery is still full of his old weight bench and a futon we never use. I physically can't lift any of it and my doctor would kill me if I tried. Will your guys do all the heavy lifting themselves?",
    fact: 'weDoTheLifting',
  },

  // paymentMethods
  { q: 'do you take amex', fact: 'paymentMethods' },
  {
    q: "This one's for my landscaping business, so my bookkeeper wants it paid with a company check for the records. Some places I've used are card only now and it's a pain. Is a check ok with you, or what do you accept?",
    fact: 'paymentMethods',
  },
  { q: 'aceptan tarjeta de credito o nomas efectivo?', fact: 'paymentMethods' },

  // paymentDue
  { q: 'do i pay before or after', fact: 'paymentDue' },
  {
    q: "The last company I hired for a move wanted half up front and then showed up late. I'm not doing that again. Do you need a deposit to hold the date, or do we settle up once the crew is finished?",
    fact: 'paymentDue',
  },

  // typicalCost
  { q: 'ballpark how much is a pickup', fact: 'typicalCost' },
  { q: 'hw much do yall usually charge', fact: 'typicalCost' },
  {
    q: "Tenants left my 3 bedroom rental in rough shape with a lot of stuff behind: broken chairs, a mattress, trash bags everywhere. I'm not asking for an exact number yet. I just want a rough range of what a typical job costs before I call so I can tell the owner.",
    fact: 'typicalCost',
  },
  {
    q: "Budget question. My husband and I are trying to decide whether to rent a U-Haul and do the dump run ourselves or just hire somebody. We've got a couch, two dressers, some patio chairs and a ton of random boxes. Honestly, what does a normal house job usually run with you guys?",
    fact: 'typicalCost',
  },
  {
    q: 'vamos a sacar todo lo que dejo mi suegra en su casa. mas o menos cuanto cobran por un trabajo asi?',
    fact: 'typicalCost',
  },

  // howPricingWorks
  { q: 'do you charge by weight or by the load', fact: 'howPricingWorks' },
  {
    q: 'Got quotes from two other haulers and they were all over the place. How do you guys figure out the price?',
    fact: 'howPricingWorks',
  },
  {
    q: "Another company wanted to charge me by the hour plus a per-man rate, and that scared me off because my place has a long driveway. I'd rather know how it works before anyone shows up. How do you work out what I end up paying?",
    fact: 'howPricingWorks',
  },

  // hiddenFees
  { q: 'any extra fees on top like fuel or dump fees', fact: 'hiddenFees' },
  {
    q: "Last junk company I used quoted $250 over the phone. When they finished, the bill was $410 because of 'disposal charges' and a 'labor surcharge.' I'm still annoyed about it. If you quote me a price, will there be surprise add-ons at the end?",
    fact: 'hiddenFees',
  },

  // freeEstimates
  { q: 'is the quote free', fact: 'freeEstimates' },
  {
    q: "Do you charge just to come out and look at the job? I don't want to get hit with a trip fee if I decide not to go ahead.",
    fact: 'freeEstimates',
  },
  { q: 'cobran por venir a darme el presupuesto?', fact: 'freeEstimates' },

  // garageCost
  { q: 'how much for a garage cleanout', fact: 'garageCost' },
  {
    q: "Our two-car garage hasn't had a car in it since 2019. It's Christmas decorations, a broken elliptical, two bikes and a wall of boxes. My wife wants to park in there before summer hits. What does an average garage cleanout cost?",
    fact: 'garageCost',
  },

  // shedCost
  { q: 'price to tear down a small shed?', fact: 'shedCost' },
  {
    q: "There's a little 6x8 wood tool shed behind the pool that's been leaning for a year. The termites got to the floor and one wall is basically cardboard now. We already emptied it out. Roughly what would it cost for you to take it down and haul it?",
    fact: 'shedCost',
  },

  // hotTubCost
  { q: 'how much is hot tub removal', fact: 'hotTubCost' },
  {
    q: "We bought a house in Ahwatukee and the previous owners left a Hot Spring spa on the back patio that hasn't run in years. The cover is cracked and it smells terrible. We want it gone before the kids start climbing in it. How much do you charge to get rid of a hot tub?",
    fact: 'hotTubCost',
  },

  // singleItemCost
  { q: 'price for just one recliner?', fact: 'singleItemCost' },
  {
    q: 'Only thing I need gone is an old La-Z-Boy loveseat. What would one piece like that cost?',
    fact: 'singleItemCost',
  },
  {
    q: "Just need a single treadmill gone from the spare room, nothing else. It's a NordicTrack that stopped working during COVID and has been a clothes rack ever since. My daughter's moving back in and needs the space. How much do you charge for one item?",
    fact: 'singleItemCost',
  },
  { q: 'cuanto cobran por llevarse nomas un sillon?', fact: 'singleItemCost' },

  // jobDuration
  { q: 'how long does a normal job take', fact: 'jobDuration' },
  {
    q: "I have to be back at work after lunch, and my boss is already annoyed I'm taking the morning. It's a medium load, some furniture and maybe fifteen boxes. If your crew shows up at 9, about how long will they be at the house?",
    fact: 'jobDuration',
  },

  // garageDuration
  {
    q: "I'm trying to figure out if I need to take the whole day off for this. The garage is pretty full but it's just one garage. Roughly how long does a garage cleanout take?",
    fact: 'garageDuration',
  },

  // shedDuration
  {
    q: 'Our shed removal is booked for next week and I want to give the neighbors a heads up about the noise. How long does taking a shed down usually take?',
    fact: 'shedDuration',
  },

  // hotTubDuration
  {
    q: 'We scheduled the hot tub removal for Friday. How long does the whole thing usually take?',
    fact: 'hotTubDuration',
  },

  // mattressDuration
  {
    q: "It's literally one queen mattress in the guest room. I'm working from home and have calls all morning, so I'm trying to plan around it. How long will your guys be at my place for a single mattress pickup?",
    fact: 'mattressDuration',
  },

  // areasServed
  { q: 'what cities do you cover', fact: 'areasServed' },
  {
    q: 'We have family in a few spots around the Valley. Which towns do you service besides Scottsdale?',
    fact: 'areasServed',
  },
  {
    q: "I manage a handful of rental houses spread around the Valley and I'm tired of calling a new hauler every time a tenant moves out. I'd love to have one company for all of them. A couple are on the west side and one is up north. What areas do you guys actually service?",
    fact: 'areasServed',
  },
  { q: 'en que ciudades dan servicio?', fact: 'areasServed' },

  // single towns
  {
    q: 'Moving out of my place near Roosevelt Row downtown. Do you come into Phoenix proper or just the suburbs?',
    fact: 'areaPhoenix',
  },
  {
    q: "I'm in the Arcadia part of Phoenix, near 44th St and Camelback. The lot is big and the alley access is tight. My neighbor used someone from Mesa who said it was out of their way. Is my area within yours?",
    fact: 'areaPhoenix',
  },
  { q: 'u guys do north scottsdale?', fact: 'areaScottsdale' },
  {
    q: "We're in a gated community up by Troon North in Scottsdale. Do your crews come up there?",
    fact: 'areaScottsdale',
  },
  { q: 'do you do pickups in tempe', fact: 'areaTempe' },
  {
    q: 'My son just graduated from ASU and is moving back to California. His apartment off Apache Blvd in Tempe still has a futon, a desk and a TV stand, and the lease ends Friday. We fly in Thursday night to help him. Do you guys cover Tempe?',
    fact: 'areaTempe',
  },
  { q: 'do you go out to east mesa', fact: 'areaMesa' },
  {
    q: "My parents live in Las Sendas, way up on the east side of Mesa, and they've got a few things that need hauling. Dad's 80 and keeps trying to do it himself with his truck. I'm in Chicago so I'm arranging it from here. Do you work out in that part of Mesa?",
    fact: 'areaMesa',
  },
  { q: 'do you service chandler', fact: 'areaChandler' },
  { q: "I'm near Ocotillo in Chandler. Is that too far from Scottsdale for you?", fact: 'areaChandler' },
  {
    q: 'Our home is in Paradise Valley off Lincoln Drive. Is that an area you serve?',
    fact: 'areaParadiseValley',
  },
  { q: 'do u go to gilbert', fact: 'areaGilbert' },
  {
    q: 'We just moved into Morrison Ranch in Gilbert and the garage is stacked with moving boxes and packing paper. The old owners also left a broken treadmill. HOA is already sending letters about the stuff by the curb. Before I book anything: do you even come out to Gilbert?',
    fact: 'areaGilbert',
  },
  { q: 'is fountain hills in ur service area', fact: 'areaFountainHills' },
  {
    q: "We have a ranch property out in Cave Creek with a workshop that's falling down and years of junk inside. Two companies we called said it's too far. My husband thinks nobody will drive that far north. Do your crews travel out to Cave Creek?",
    fact: 'areaCaveCreek',
  },
  {
    q: "We're in Carefree, not far from the big sundial. Is that too far out for you guys?",
    fact: 'areaCarefree',
  },
  {
    q: 'I live in Glendale near the stadium. Do you guys come out to the West Valley?',
    fact: 'areaGlendale',
  },
  { q: "We're in Peoria off Lake Pleasant Pkwy. Do you do pickups up there?", fact: 'areaPeoria' },

  // company
  { q: 'Where is your shop actually located? I like hiring companies that are close by.', fact: 'location' },
  {
    q: 'You guys look kind of new from the website. How long have you been around?',
    fact: 'yearsInBusiness',
  },
  {
    q: 'I try to support local businesses. Is your company family-run, like a mom and pop shop?',
    fact: 'localFamily',
  },
  {
    q: "Last time I booked a hauler online, some random guy in a pickup showed up who had never heard of the company. Turned out they just sell the leads. I want to know who's actually coming to my house. Is it your own employees or do you farm jobs out to subcontractors?",
    fact: 'whoComes',
  },
  {
    q: 'This chatbot is fine but my situation is complicated. Can I talk to a real person?',
    fact: 'talkToPerson',
  },
  { q: 'whats ur phone number', fact: 'contact' },
  { q: "I'd rather text than call. What number can I text you at?", fact: 'contact' },
  {
    q: 'My neighbor recommended you but I always check reviews first. How are you rated on Google?',
    fact: 'reviews',
  },
  { q: 'r u insured', fact: 'licensedInsured' },
  {
    q: 'We just put in new hardwood floors and the staircase is narrow with fresh paint on the walls. My husband is nervous about anyone carrying a dresser down those stairs. If something gets dinged, do you carry insurance and a license?',
    fact: 'licensedInsured',
  },
  {
    q: "Our HOA in DC Ranch is extremely strict. They've fined neighbors for leaving a trailer out overnight and for noise before 8 am. I really don't want another letter. Do you follow HOA rules when you work in communities like ours?",
    fact: 'hoa',
  },

  // quotes
  { q: 'can i just send pics for a price', fact: 'photoQuote' },
  {
    q: "I'm stuck at work in Tempe until 6 and nobody is home to show anyone around. The pile is in the side yard: an old swing set, a broken patio table and some carpet rolls. Could I just text you a couple photos and get a quote that way?",
    fact: 'photoQuote',
  },
  {
    q: 'puedo mandarles fotos por mensaje para que me digan cuanto? no tengo tiempo de que vengan a ver',
    fact: 'photoQuote',
  },
  {
    q: "I filled out the quote form on your site last night around 9 and uploaded photos of the garage. Haven't heard anything yet and I'm trying to line this up before my in-laws visit. How long does it usually take for someone to get back to me?",
    fact: 'quoteReplyTime',
  },

  // on the day
  { q: 'do i need to put everything at the curb', fact: 'anywhereOnProperty' },
  {
    q: "Everything that needs to go is up in the attic and on a loft above the garage. There's a pull-down ladder but it's pretty sketchy. I'm 68 and my knees aren't what they used to be. Will you go up and get it or do I need to bring it all down first?",
    fact: 'anywhereOnProperty',
  },
  { q: "I'll be at work all day. Do I need to be there when you come?", fact: 'beHome' },
  {
    q: 'Pickup is tomorrow morning. Is there anything I should do tonight to get ready, like bag stuff up?',
    fact: 'prepare',
  },
  { q: "Once everything's out of the garage, do you guys sweep up or leave it dusty?", fact: 'cleanUpAfter' },
  {
    q: "The kids' bunk bed and a huge IKEA PAX wardrobe are both still assembled in the upstairs bedroom. I lost the Allen key years ago and I'm not about to spend my Saturday on it. The wardrobe definitely won't fit through the door in one piece. Do you take stuff like that apart or do I need to?",
    fact: 'disassembly',
  },

  // where it goes
  {
    q: "Half of what I'm getting rid of is still in good shape, like a kids' table and a nice bookshelf. Do you donate usable stuff or does it all get dumped?",
    fact: 'donateRecycle',
  },
  {
    q: "My mom collected things her whole life and a lot of it is honestly in great shape: a Broyhill dining set, lamps, linens, a whole cabinet of dishes. It would break her heart if it all went into a landfill. We're moving her to assisted living next month. What do you do with items that can still be used?",
    fact: 'donateRecycle',
  },
  {
    q: 'We are getting rid of six old Dell laptops from the office. What happens to the hard drives, do you destroy the data on them?',
    fact: 'dataDestruction',
  },
  { q: 'do u take old tvs and monitors', fact: 'eWaste' },
  {
    q: "I'm cleaning out my late husband's den. There's a dead desktop tower, an old tube TV, two printers and a box of cords and chargers. I don't want any of it ending up in the regular trash. Do you take electronics like that?",
    fact: 'eWaste',
  },

  // kinds of job
  {
    q: "I've been paying $189 a month for a 10x20 unit at a storage place on Shea for three years. It's full of stuff from my ex that I'm never going to use. The manager says it has to be empty by the 1st or they'll auction it. Can you clear out a storage unit for me?",
    fact: 'storageUnits',
  },
  { q: "I'm in a second floor apartment, not a house. Do you do jobs in apartments?", fact: 'residential' },
  {
    q: "We're a small dental office moving across town. Do you clear out old office stuff like desks, cubicles and filing cabinets?",
    fact: 'officeCommercial',
  },
  {
    q: "Our law firm is downsizing from a full floor to a small suite near Kierland. We'll be leaving about 20 desks, a bunch of metal filing cabinets, chairs and an old copier. The building manager wants the space empty by month-end. Do you do office cleanouts for businesses?",
    fact: 'officeCommercial',
  },
  { q: 'do you do full garage cleanouts', fact: 'garageCleanout' },
  {
    q: "My garage is packed to the ceiling and I can't even park. Can you guys empty the whole thing?",
    fact: 'garageCleanout',
  },
  { q: 'do you handle estate cleanouts', fact: 'estate' },
  {
    q: "My dad passed in January and we're finally ready to deal with his house in McCormick Ranch. My siblings all live out of state, so it's on me. There are fifty years of furniture, clothes and paperwork in there. Is clearing out a whole estate something you do?",
    fact: 'estate',
  },
  { q: 'u take drywall and tile from a remodel', fact: 'construction' },
  {
    q: "I'm a contractor wrapping up a kitchen remodel in a townhouse. The homeowner wants the driveway clear by Monday and my dump trailer is in the shop. I've got old cabinets, busted drywall and a stack of scrap lumber. Do you haul construction debris for guys like me?",
    fact: 'construction',
  },
  { q: 'can you tear down my old shed', fact: 'sheds' },
  {
    q: "The metal shed in our backyard rusted through after the last monsoon and the door fell off. It's an eyesore and the neighbors' kids keep climbing on it. My wife wants it gone so she can put in raised garden beds. Can your crew take the whole thing apart and haul it off?",
    fact: 'sheds',
  },
  { q: 'do i have to drain the hot tub first', fact: 'hotTubRemoval' },
  {
    q: 'Do you remove spas? Ours is an old Jacuzzi on the back patio and it still has water in it.',
    fact: 'hotTubRemoval',
  },
  { q: 'do yall haul palm fronds', fact: 'yardWaste' },
  {
    q: "The monsoon last night ripped half the branches off our mesquite and there's a pile of palm fronds the landscaper left by the side gate. City bulk trash pickup isn't for three more weeks. It's blocking the gate completely. Do you take yard debris like that?",
    fact: 'yardWaste',
  },

  // items
  { q: 'do you take box springs', fact: 'mattresses' },
  {
    q: "We finally upgraded to a Tempur-Pedic after years of bad sleep. The old king mattress and box spring are leaning against the wall in the guest room and my husband refuses to drag them down the stairs. The city won't take them at the curb either. Can you haul those away?",
    fact: 'mattresses',
  },
  {
    q: 'recogen colchones? tengo dos matrimoniales con su box spring en la recamara de atras',
    fact: 'mattresses',
  },
  {
    q: "My dad's old chest freezer in the garage finally quit and it smells awful. Do you guys take a deep freezer like that?",
    fact: 'appliances',
  },
  { q: 'old kenmore fridge pickup?', fact: 'appliances' },
  {
    q: 'Our washer and dryer died the same week, of course. They are Maytags in the laundry room. Will you haul them away?',
    fact: 'appliances',
  },
  {
    q: "Kitchen remodel is finally starting and the contractor said getting rid of the old appliances is on us. It's a GE side-by-side fridge, a Whirlpool range and a dishwasher that leaks. Plus a 40 gallon water heater the plumber just swapped out. Do you pick up old appliances?",
    fact: 'appliances',
  },
  {
    q: 'tengo un refri viejo que ya no enfria en la cochera. ustedes se llevan refrigeradores?',
    fact: 'appliances',
  },
  { q: 'can you take a sectional', fact: 'furniture' },
  {
    q: "Clearing out my teenager's room before the new bunk beds arrive. Can you take an old dresser and two nightstands?",
    fact: 'furniture',
  },
  {
    q: "We're redoing the living room and the old stuff has to go. There's a huge L-shaped sectional from Ashley, a glass coffee table, and an entertainment center that weighs a ton. The new furniture gets delivered next Tuesday. Do you take furniture like that?",
    fact: 'furniture',
  },
  {
    q: 'me cambio de casa y no me quiero llevar los muebles viejos. se llevan un sofa, una mesa de comedor y una cabecera?',
    fact: 'furniture',
  },
  { q: 'what kind of stuff do u take', fact: 'itemsTaken' },
  {
    q: "My wife's elliptical has been a coat rack for three years and we finally agreed it goes. Is that something you'll take?",
    fact: 'itemsTaken',
  },
  {
    q: "I've got a random mix: an old Bowflex, a broken trampoline, some bikes and a pile of boxes. Is that the kind of stuff you haul?",
    fact: 'itemsTaken',
  },
  {
    q: "So I'm finally decluttering after binge-watching way too much Marie Kondo. The spare room is full: an exercise bike, an air hockey table, a couple lamps, old luggage and bags of clothes. Before I book, what kinds of things will you haul?",
    fact: 'itemsTaken',
  },
  {
    q: "Do you take general household junk, like boxes of random stuff, kids' toys and old suitcases?",
    fact: 'itemsTaken',
  },
  { q: 'que tipo de cosas se llevan? tengo de todo un poco', fact: 'itemsTaken' },

  // not accepted
  { q: 'what wont you take', fact: 'notAccepted' },
  { q: 'can u take half empty paint cans', fact: 'notAccepted' },
  {
    q: 'I found a bunch of old pool chemicals and motor oil in the garage. Can those go in the truck with everything else?',
    fact: 'notAccepted',
  },
  {
    q: "My grandpa was a mechanic and his workshop is full of stuff. Most of it is old tools and shelving, but there are also gas cans, jugs of solvent and a couple drums of who knows what. We're trying to sort it before the house goes on the market. Is there anything you won't haul?",
    fact: 'notAccepted',
  },
  {
    q: 'The house we just bought has some old pipe wrap in the attic that the inspector thinks is asbestos. Is that something you can take?',
    fact: 'notAccepted',
  },
  {
    q: 'mi esposo dejo un monton de botes de pintura y quimicos de la alberca en la cochera. ya vendimos la casa y hay que sacar todo. se pueden llevar eso tambien?',
    fact: 'notAccepted',
  },
];

const UNANSWERABLE_MESSAGES: readonly string[] = [
  // services not offered
  'can you guys move my couch from the living room to the upstairs bedroom',
  "We're moving from Tempe to a new place in Chandler next month. Do you do full moves, like load everything up and unload it at the new house?",
  'do yall buy used furniture or appliances',
  "I've got a 1970s Wurlitzer jukebox that still works and a bunch of vintage Pyrex. Would you buy them off me, or at least give me credit toward the haul?",
  "Our new house in Gilbert won't be ready until October because the builder is behind. We have to be out of our rental by August 1st. We don't want to get rid of most of our stuff, just park it somewhere for a couple months. Do you offer storage for situations like that?",
  'After you clear out the rental, can your crew also do a deep clean, like shampoo the carpets and scrub the bathrooms? The new tenants move in Saturday.',
  'do you guys do scorpion treatment too, theyre all over the garage',
  "We have a dead 40-foot eucalyptus in the backyard that's leaning toward the house. Can your crew cut it down and grind out the stump?",
  'Once the garage is cleared out I am finally going to fix it up. The walls are stained and there are nail holes everywhere from old shelving. My wife wants it painted white before we put in cabinets. Could your crew paint the garage walls after you empty it?',
  'do you do asbestos testing and abatement',
  'We want to get rid of our in-ground pool entirely. Can you break up the shell and fill it in with dirt?',
  'Can your guys install new flooring after ripping out the old carpet?',
  'do you haul away cars? got a dead 2004 camry in the driveway',
  "There's a 16 ft fishing boat on a trailer in my side yard that hasn't moved since 2015. The trailer tires are flat and the registration is long expired. Do you tow or haul away boats?",
  "Do you have a store or warehouse where you sell the stuff you pick up? I'm looking for a cheap dresser for my son's room.",
  "My late father was an accountant and kept every client file since 1985. There are about forty bankers boxes of paper in his garage. We can't just toss it because of all the Social Security numbers. Can you shred paper documents on site, like one of those shredding trucks?",
  "We're replacing our old shed with a new Tuff Shed. After you take the old one down, can you build the new one on the same spot?",
  'do you do gutter cleaning',
  'Do you do pressure washing? The driveway is covered in oil stains after the cleanout.',
  "Can you take my couch and dresser to my sister's house in Mesa instead of the dump? She needs furniture and I don't have a truck.",
  'can you haul off an old single wide mobile home',
  "We're upgrading our solar system and the installer says taking off the old panels isn't included. There are 22 panels on a two-story roof. They'd need to come down and be taken away. Do you guys remove solar panels from the roof?",
  'do you rent roll off dumpsters by the week',

  // made-up products
  'do you take the Dravik HX-40 hydro-pod',
  "The last owner left a Pellmore Cryo-Vault 3000 sitting in my garage. I honestly have no idea what it is or if there's anything inside. Can you haul that?",
  'will u take a quintara aero-bench',
  "My husband bought a Solvane TerraDome grow cube during the pandemic and never set it up. It's still in the box in the garage and it's huge. Is that something you'd take, and is there anything special about it?",

  // facts never stated
  'how big is your truck exactly, how many cubic yards',
  "What are the names of the crew coming tomorrow? I like to know who's showing up at my door.",
  'My husband is active duty at Luke Air Force Base and we just got orders to Germany. We have to clear out a bunch of furniture before the packers come. A lot of local businesses give military discounts. Do you?',
  "I'm 72 and on a fixed income since my husband passed. My garage needs clearing but money is tight. Is there a senior discount?",
  'any discount if i refer my neighbor',
  'do you offer a warranty or guarantee on your work',
  "I'm writing a sustainability report for our office and have to list where all our waste ends up. We're planning an office cleanout with you next month. My manager wants the actual facility names in the report. Which landfill or transfer station do you take everything to?",
  'What are the dump fees at the transfer station you use, like per ton?',
  'Our HOA management company needs a certificate of insurance naming them as additional insured with $2 million in liability coverage before any vendor can enter the community. They want it emailed to the property manager 48 hours before the job. Can you send one with those exact limits?',
  'whats your general liability policy limit',
  'exactly how much to remove a full size slate pool table',
  "Our upright piano is on the second floor and the stairs have a landing halfway. I'm trying to budget to the dollar. How much extra do you charge per flight of stairs?",
  "Our gun safe is about 900 pounds and it's bolted to the floor in the closet. My brother-in-law says most haulers won't touch anything over a certain weight. What's the heaviest single item your crew can handle?",
  'My street is tiny and parking is a nightmare, so I am trying to plan for how many cars show up. Also my dog goes nuts with a lot of strangers around. How many people are on a crew for a normal job?',
  'whats the cancellation fee if i cancel the day before',
  'Another company quoted me $350 for the same garage. Do you price match if I show you a lower written quote?',
  'do you give a tax receipt for stuff that gets donated',
  "I'm a single mom and I'll be home alone with my two kids when the crew comes. I'm not trying to be rude, I just want to feel safe letting people into the house. Are your workers background checked and drug tested?",
  "What's the owner's name? My dad thinks he might have gone to high school with him.",
  "My mom has been complaining about her garage for a year and her birthday is next month. She won't spend money on herself, but she'd use it if it were a gift. I thought it would be a sweet surprise. Can I buy a gift certificate for a cleanout?",

  // far outside the area
  'do you service flagstaff',
  'My mom lives in Yuma and needs her garage emptied before she moves in with us. Do you go out that far?',
  'can you do a pickup in las vegas, we have a condo there',
  'do you cover tucson',
  "We're closing on a cabin in Prescott next month and the sellers left a ton of junk in the carport and the shed. The realtor gave us a list but nobody on it is available. We'd pay extra for the drive. Do you service Prescott?",
  'Got a vacation rental in Sedona that needs the old furniture cleared out. Do you go up there?',

  // past jobs and bookings
  "Did you guys do a pickup on E Cactus Rd last Thursday? My neighbor said it was your truck and I'd like the same crew.",
  "You hauled stuff from my place last week and I think a box of old photos went out by mistake. It was a brown moving box marked 'Xmas.' My wife is devastated. Can you check if it's still at your yard?",
  'can i get a copy of my receipt from the job in march',
  'I booked a pickup for tomorrow under the name Rodriguez, but I never got a confirmation text. I took the day off work for this. My husband thinks maybe I typed the wrong phone number. Can you confirm it went through and tell me what time the truck gets here?',

  // jobs and partnerships
  'are you hiring? how much do helpers make',
  "I have a CDL and five years driving box trucks for U-Haul. I'm looking for steady work closer to home. Do you have any openings for drivers?",
  "I'm a realtor in Scottsdale and send a lot of sellers to cleanout companies. Do you have a referral program or pay a commission to agents?",
  'do you partner with habitat restore or goodwill specifically',
  'I run a property management company with about 60 doors across the Valley. We do turnovers almost every week. Do you offer a contract rate or volume pricing for companies like mine?',

  // Spanish
  'ustedes hacen mudanzas? necesito mover mis muebles a otra casa',
  'compran muebles usados? tengo un juego de sala casi nuevo',
  'van hasta tucson? mi mama vive alla',
  'tienen descuento para militares o personas de la tercera edad?',
  'estan contratando? busco trabajo de ayudante',
  'Tengo un mezquite grande y seco en el patio. Ustedes lo pueden cortar desde abajo y sacar la raiz?',
  'tienen bodega para guardar cosas unos meses mientras me cambio?',
  'se llevan carros viejos? tengo una troca que ya no sirve desde hace años',
];

export const TENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = UNANSWERABLE_MESSAGES.map((q) => ({
  q,
  kind: 'not in the facts',
}));
