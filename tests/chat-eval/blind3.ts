import type { FactId } from './facts.ts';

/**
 * A blind batch, written the same way as varied.ts but with different messages: visitors' chat messages in
 * short, medium and story form, a few in Spanish. Each answerable message asks about one fact of facts.ts; each
 * unanswerable one asks something the business never states. Written by a helper who saw only SPEC.md,
 * src/content and the fact list (not the Q&A bank, the matcher or the other sets).
 */
export const BLIND3_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  {
    q: "Trying to plan this around my work schedule, I don't get off until 6. If I call you around 6:30 on a Thursday evening, will anybody still pick up?",
    fact: 'hours',
  },
  { q: 'open saturdays?', fact: 'hours' },
  // sunday
  { q: 'sunday hrs?', fact: 'sunday' },
  { q: '¿Trabajan los domingos? ¿A qué hora?', fact: 'sunday' },
  // emergency
  {
    q: "Tenant got evicted today and left the unit completely trashed, food, furniture, everything. The new tenant is scheduled to get the keys at 8 tomorrow morning and it's already 9 at night. I'm desperate here. Is there any way to get a crew out tonight?",
    fact: 'emergency',
  },
  // sameDay
  { q: 'same day pickup possible?', fact: 'sameDay' },
  {
    q: "It's 3:45 on a Tuesday and the dryer I need gone is already sitting in the driveway. If I call right now, can you still come out today?",
    fact: 'sameDay',
  },
  {
    q: 'Necesito que se lleven un colchón hoy. ¿Hasta qué hora puedo llamar para que vengan el mismo día?',
    fact: 'sameDay',
  },
  // bookAhead
  {
    q: "My husband and I want a Saturday morning slot next weekend because that's the only time we're both home. The in-laws are coming the weekend after, so it can't slip. When should I book to make sure we get it?",
    fact: 'bookAhead',
  },
  { q: 'how much notice u need', fact: 'bookAhead' },
  // howToBook
  {
    q: "I'm helping my elderly neighbor get rid of her late husband's recliner and a TV cabinet. She doesn't have a computer and I'm only around on weekends to help her. How do we go about setting up an appointment with you?",
    fact: 'howToBook',
  },
  { q: 'Quiero hacer una cita para que recojan unos muebles. ¿Cómo la hago?', fact: 'howToBook' },
  // process
  { q: 'Walk me through it. I call, then what, do you just show up?', fact: 'process' },
  {
    q: "My neighbor used a guy off Craigslist who showed up two hours late, smelled like beer and scratched her whole hallway. Now I'm nervous about the whole thing. What's it like with you guys on the day of the pickup?",
    fact: 'process',
  },
  // weDoTheLifting
  { q: 'do your guys do all the carrying', fact: 'weDoTheLifting' },
  {
    q: "My husband is deployed and I'm seven months pregnant, so I can't move anything myself and my doctor would kill me if I tried. There's an old futon and a bookcase upstairs. Will your crew handle all of it?",
    fact: 'weDoTheLifting',
  },
  // paymentMethods
  { q: 'cash ok?', fact: 'paymentMethods' },
  {
    q: "I'm the office manager and the company is paying for this, not me. What payment methods do you accept?",
    fact: 'paymentMethods',
  },
  // paymentDue
  { q: 'do you want money before you start', fact: 'paymentDue' },
  {
    q: 'A different company wanted 50% down just to hold the date, which felt shady to me. Do I need to pay anything ahead of time with you guys?',
    fact: 'paymentDue',
  },
  // typicalCost
  { q: 'avg price?', fact: 'typicalCost' },
  {
    q: "Retired couple here, living on a fixed income. We've got a guest room we want emptied out: an old sofa bed, a bookshelf, an exercise bike and some boxes. We've never done anything like this. Before we go any further, what does a job like that generally cost?",
    fact: 'typicalCost',
  },
  {
    q: 'Buenas tardes. Mi mamá se viene a vivir con nosotros y hay que vaciar el cuarto de visitas. ¿Como cuánto sale normalmente un trabajo así?',
    fact: 'typicalCost',
  },
  // howPricingWorks
  {
    q: 'The last junk guys I used charged by the hour and I swear they took the longest lunch break in history. Ended up paying for three hours to move a couch and a fridge. Do you charge by the hour too?',
    fact: 'howPricingWorks',
  },
  {
    q: "Is it priced by weight? I have a lot of stuff that's light but really bulky, like pool floats and empty moving boxes.",
    fact: 'howPricingWorks',
  },
  // hiddenFees
  { q: 'any dump fees or fuel charges?', fact: 'hiddenFees' },
  {
    q: 'Do you tack on disposal or labor fees at the end, or is everything included in the number you give me?',
    fact: 'hiddenFees',
  },
  // freeEstimates
  { q: 'free quotes?', fact: 'freeEstimates' },
  {
    q: "My husband says nobody does anything for free anymore and you'll charge us just to show up and look. There's a big pile in the backyard from the remodel and I just want a number first. Would you charge me to come out and look at it?",
    fact: 'freeEstimates',
  },
  // photoQuote
  { q: 'do u do quotes off pictures', fact: 'photoQuote' },
  {
    q: "I'm at work but my wife can take pictures of the pile in the garage. Could we get a price that way without anybody coming out?",
    fact: 'photoQuote',
  },
  // garageCost
  { q: 'how much for an average garage', fact: 'garageCost' },
  {
    q: "Our two-car garage has turned into the family dumping ground. Old crib, bins of baby clothes, a broken elliptical, Christmas stuff. It's full but not floor to ceiling. What do garage cleanouts like that usually cost?",
    fact: 'garageCost',
  },
  // shedCost
  {
    q: "The HOA says our little garden shed has to go because you can see it from the street. It's one of the small ones, maybe six feet by eight. What would you charge to take it down?",
    fact: 'shedCost',
  },
  // hotTubCost
  {
    q: "Our kids are grown and the hot tub hasn't been turned on since the pandemic. It's sitting on a deck behind a narrow side gate, which I'm told makes it harder. Ballpark, what would it cost to get rid of it?",
    fact: 'hotTubCost',
  },
  // singleItemCost
  { q: '1 dresser how much', fact: 'singleItemCost' },
  { q: 'Solo tengo una lavadora vieja. ¿Cuánto me cobran por una sola cosa?', fact: 'singleItemCost' },
  // jobDuration
  { q: 'how long will ur crew be here', fact: 'jobDuration' },
  {
    q: 'Three rooms of furniture and some boxes. Roughly how many hours should I block off?',
    fact: 'jobDuration',
  },
  // garageDuration
  {
    q: "How long does it usually take to clear out a two-car garage? My daughter has a dance recital at 2 and I need to plan the day around it. I'd rather not leave you guys there alone.",
    fact: 'garageDuration',
  },
  // shedDuration
  {
    q: "We're putting in a small pool and the contractor needs the old metal shed gone before they can dig. Their schedule is tight and they keep asking me how long it'll take. How many hours does it take you to tear down a shed?",
    fact: 'shedDuration',
  },
  // hotTubDuration
  {
    q: 'How long is your crew going to be in my backyard taking out the hot tub? I need to keep the dogs inside the whole time and they go stir crazy after a while.',
    fact: 'hotTubDuration',
  },
  // mattressDuration
  {
    q: "If you're just grabbing one mattress from the guest room, are we talking ten minutes or half my morning?",
    fact: 'mattressDuration',
  },
  // areasServed
  { q: 'how big is ur service area', fact: 'areasServed' },
  {
    q: "My kids are spread out all over the Valley and I'm trying to find one company to recommend to all of them. Besides the big cities like Phoenix and Mesa, do you go to any of the smaller towns up north or out west?",
    fact: 'areasServed',
  },
  // areaPhoenix
  { q: 'do you work in the biltmore area', fact: 'areaPhoenix' },
  {
    q: "We're in Ahwatukee, up in the foothills. Everyone we call seems to think it's the end of the earth. Do you come down this way?",
    fact: 'areaPhoenix',
  },
  // areaScottsdale
  {
    q: "We have a winter condo in Gainey Ranch and we're back in Minnesota until October. The HOA says the old patio set on the balcony has to go before then. Is that neighborhood in your service area?",
    fact: 'areaScottsdale',
  },
  // areaTempe
  { q: 'shalimar neighborhood, do u come there', fact: 'areaTempe' },
  {
    q: "I own a little rental house in Maple-Ash and the tenants who just left abandoned a couch, a broken bed frame and a bunch of trash bags in the carport. I live out of state and can't get over there until next month. Do you work in that neighborhood?",
    fact: 'areaTempe',
  },
  // areaMesa
  { q: 'do u go to eastmark', fact: 'areaMesa' },
  {
    q: 'My grandma lives in Leisure World and needs a recliner and a TV taken out. Can you get out there?',
    fact: 'areaMesa',
  },
  // areaChandler
  {
    q: "Just moved into Sun Groves and the garage is full of the last owner's junk. do you do that area?",
    fact: 'areaChandler',
  },
  {
    q: "Our office is right by Chandler Fashion Center and we're clearing out a back storage room full of old displays. Is that in your area?",
    fact: 'areaChandler',
  },
  // areaParadiseValley
  {
    q: "I'm an estate attorney handling a property along Lincoln Drive near Clearwater Hills. The heirs are in Europe and I'm coordinating everything from my office. Are you able to work at that location?",
    fact: 'areaParadiseValley',
  },
  // areaGilbert
  { q: 'do you do morrison ranch', fact: 'areaGilbert' },
  {
    q: 'We live in Power Ranch and just replaced our patio furniture. Is that too far from you?',
    fact: 'areaGilbert',
  },
  // areaFountainHills
  {
    q: 'Snowbird here. We spend summers in Michigan and our Fountain Hills house needs the back bedroom emptied before we rent it out this winter. My property manager can let you in. Do you go out to Fountain Hills?',
    fact: 'areaFountainHills',
  },
  // areaCaveCreek
  {
    q: "Do you go all the way up to Cave Creek? My father-in-law's old workshop out there is packed to the rafters and he finally agreed to let it go. He's 90 and we want it done while he can still tell us what's worth keeping.",
    fact: 'areaCaveCreek',
  },
  // areaCarefree
  { q: 'carefree too or is that too far north', fact: 'areaCarefree' },
  // areaGlendale
  { q: 'I have a rental house in Glendale off 59th Ave. Would that be in your area?', fact: 'areaGlendale' },
  // areaPeoria
  { q: 'peoria az service?', fact: 'areaPeoria' },
  // location
  { q: 'which city are u guys out of', fact: 'location' },
  // yearsInBusiness
  {
    q: "My brother-in-law says junk companies pop up and disappear every summer, so I told him I'd ask. When did you start the company?",
    fact: 'yearsInBusiness',
  },
  // itemsTaken
  { q: 'what items r u able to take', fact: 'itemsTaken' },
  {
    q: "I manage rentals and I'm turning over a unit between tenants. It's mostly random junk, a couple pieces of furniture, old blinds and a broken microwave. Before I send anything over, what kinds of items will you haul?",
    fact: 'itemsTaken',
  },
  // notAccepted
  { q: 'do u take paint', fact: 'notAccepted' },
  {
    q: "Clearing out my dad's side yard and there are some old car batteries and a jug of used motor oil mixed in with the junk. Can those go too?",
    fact: 'notAccepted',
  },
  // furniture
  {
    q: "Need to get rid of my grandmother's old armoire, it doesn't fit anywhere in the new house. do u take those?",
    fact: 'furniture',
  },
  {
    q: 'Old leather sectional with the pull-out bed, plus a coffee table and a TV stand. My cats destroyed the sectional. Is that stuff you take?',
    fact: 'furniture',
  },
  // appliances
  {
    q: "New washer and dryer get delivered Friday but the store won't take the old ones. can u pick those up?",
    fact: 'appliances',
  },
  { q: '¿Se llevan refrigeradores viejos? Tengo uno en la cochera que ya no sirve.', fact: 'appliances' },
  // mattresses
  { q: 'memory foam mattress ok?', fact: 'mattresses' },
  {
    q: "My kids finally outgrew the bunk beds, so I've got two twin mattresses plus our old California king that's been leaning in the hallway for a month. My husband keeps saying he'll take them to the dump and never does. Can you take all of them?",
    fact: 'mattresses',
  },
  // yardWaste
  {
    q: "Had the trees trimmed last week and the landscaper left a huge pile of branches and fronds on the side yard. Says hauling wasn't in his price. Do you take yard debris?",
    fact: 'yardWaste',
  },
  // hotTubRemoval
  {
    q: 'The house we just bought has a big old hot tub on the back patio with a cracked shell, and the cover is basically a science experiment. Nobody in the family will go near it. Is getting rid of something like that a job you guys do?',
    fact: 'hotTubRemoval',
  },
  // sheds
  {
    q: 'The wooden shed out back is half eaten by termites and the door fell off last month. Can you knock it down and haul it away?',
    fact: 'sheds',
  },
  // construction
  {
    q: "GC here, running three residential remodels at once. I need a hauler who'll come between phases and clear the scrap piles so my trades aren't tripping over them. Mostly drywall offcuts, lumber and old tile. Do you pick up that kind of debris?",
    fact: 'construction',
  },
  // estate
  {
    q: "My mother-in-law passed last month and we have to clear out her home before the end of the lease. My husband can't bring himself to go in there and I'm completely overwhelmed. There's a lifetime of belongings in every room. Can you handle the whole house?",
    fact: 'estate',
  },
  // garageCleanout
  {
    q: 'Finally admitting defeat on the garage. Do you offer garage cleanout service?',
    fact: 'garageCleanout',
  },
  // officeCommercial
  {
    q: "Our law firm is moving down two floors and we have a bunch of old file cabinets and conference chairs that won't fit in the new space. Building management wants it gone by the end of the month. Is that something you do?",
    fact: 'officeCommercial',
  },
  // residential
  {
    q: 'I rent a condo in a gated complex with a tiny parking lot. Do you work in condo buildings?',
    fact: 'residential',
  },
  // storageUnits
  {
    q: "We just found out my late brother had a storage unit, the bill came in the mail after the funeral. None of us live nearby and we don't want to keep paying for it. Can you clear it out?",
    fact: 'storageUnits',
  },
  // donateRecycle
  {
    q: "A lot of what's in my mom's house is still good: dishes, linens, a perfectly nice dining set. It would break her heart to think it all ended up in a landfill. What happens to everything after it goes on your truck?",
    fact: 'donateRecycle',
  },
  // eWaste
  {
    q: 'Got a box of old laptops, a couple of cell phones and a printer that died years ago. Do you take e-waste?',
    fact: 'eWaste',
  },
  // dataDestruction
  {
    q: "My husband was a financial advisor and his old office computers are still in our spare room. They probably have clients' social security numbers on them. If you take them, what happens to the data on the drives?",
    fact: 'dataDestruction',
  },
  // licensedInsured
  {
    q: 'Before I let anyone into my house I want to know, are you bonded and insured?',
    fact: 'licensedInsured',
  },
  // hoa
  {
    q: 'We live in one of those communities where the HOA basically measures your grass. A neighbor had a roll-off out front for a week and got fined. Will your truck coming in cause us problems with the HOA?',
    fact: 'hoa',
  },
  // localFamily
  {
    q: "Are you a local family business or part of a big chain? It matters to me, I'd rather my money stay in the Valley.",
    fact: 'localFamily',
  },
  // reviews
  { q: 'google rating?', fact: 'reviews' },
  // quoteReplyTime
  {
    q: "I sent a quote request through your website last night around 10 with photos of the backyard. I haven't heard anything yet and I'm trying to line things up before my trip. When should I expect to hear back?",
    fact: 'quoteReplyTime',
  },
  // contact
  { q: 'number to text?', fact: 'contact' },
  // anywhereOnProperty
  { q: 'its in the backyard, thats ok?', fact: 'anywhereOnProperty' },
  {
    q: "Most of it is up in the attic above the garage, Christmas decorations from the 90s and boxes of old tax papers. The pull-down ladder is sketchy and I really don't want to climb it. Do I need to bring it all down for you?",
    fact: 'anywhereOnProperty',
  },
  // beHome
  { q: "I'll be at work that day. Can you do the pickup without me there?", fact: 'beHome' },
  // prepare
  {
    q: 'Should I take everything out of the closets and pile it in one room before you get here?',
    fact: 'prepare',
  },
  // cleanUpAfter
  { q: 'will the garage floor be left clean when ur done', fact: 'cleanUpAfter' },
  // disassembly
  {
    q: 'Our king bed frame is huge and bolted together, it took two people and a whole afternoon to build. Do you take it apart or do I have to?',
    fact: 'disassembly',
  },
  // whoComes
  {
    q: 'Who actually shows up at my house, your own crew or some contractor you hire out? I had a bad experience with one of those online booking sites that sent me total randoms.',
    fact: 'whoComes',
  },
  // talkToPerson
  { q: 'dont want a bot, want an actual person pls', fact: 'talkToPerson' },
];

export const BLIND3_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // service-not-offered
  { q: 'can you haul a load of gravel TO my house? need it for the yard', kind: 'service-not-offered' },
  {
    q: "Our house goes on the market in two weeks, and after you haul the junk out it'll need a real deep clean before the photographer comes. Kitchens, bathrooms, baseboards, all of it. Do you do house cleaning like that?",
    kind: 'service-not-offered',
  },
  {
    q: "We're moving from Mesa to Flagstaff next month. Two bedroom apartment, a few big pieces and a lot of boxes. My brother was supposed to help but he backed out. Can your crew load it all up and drive it up there for us?",
    kind: 'service-not-offered',
  },
  { q: 'do you do stump grinding? old stump in the front yard', kind: 'service-not-offered' },
  { q: 'do u rent out your truck for the day', kind: 'service-not-offered' },
  {
    q: "Once the garage is empty, can your guys paint the walls and epoxy the floor? It's been a mess for years and I'd like it done all at once.",
    kind: 'service-not-offered',
  },
  {
    q: "My dad's old F-150 has been sitting in the carport since he stopped driving, and it doesn't start anymore. He's finally OK with letting it go. Do you pay cash for junk cars, or at least take them away?",
    kind: 'service-not-offered',
  },
  {
    q: 'We just bought a house with a pool and have no idea how to take care of it. The water is already turning green. Do you do weekly pool cleaning?',
    kind: 'service-not-offered',
  },
  // item-not-known
  { q: 'an old electric organ from the 70s, heavy as heck. u take those?', kind: 'item-not-known' },
  {
    q: "My father-in-law collected all kinds of old stuff and the last big thing left in his basement is a jukebox that hasn't worked since the 80s. We've asked around and nobody wants it, not even for parts. Can you haul something like that?",
    kind: 'item-not-known',
  },
  {
    q: "Can you take down an above ground pool? The big round kind with metal walls. The liner ripped during the last storm and it's just been sitting there half full of rainwater. The kids have moved on to other things anyway.",
    kind: 'item-not-known',
  },
  { q: 'we have a motorcycle with no title that doesnt run, can that go', kind: 'item-not-known' },
  { q: 'old golf cart that hasnt run in years, can u take it?', kind: 'item-not-known' },
  {
    q: "There's a 20 foot shipping container on the back of our property that the last owner used as a shed. We've emptied it, but the thing itself is rusting and the neighbors complain it's an eyesore. Can you remove it?",
    kind: 'item-not-known',
  },
  {
    q: 'big old satellite dish on the roof from the 90s, can u get it down and take it',
    kind: 'item-not-known',
  },
  {
    q: "I'm closing my pottery studio after fifteen years and the last big thing left is an old electric kiln, probably 400 pounds. My landlord wants the space empty by the first. Is that something you can take?",
    kind: 'item-not-known',
  },
  // made-up-brand
  {
    q: 'Is the Caldera Breeze 8 hot tub one with the full foam core? I read some models are way heavier because of it.',
    kind: 'made-up-brand',
  },
  {
    q: 'do you know if Glidewell Haven power recliners have a battery pack in the base',
    kind: 'made-up-brand',
  },
  {
    q: 'My Ostrand IceMaster 22 fridge is at least 25 years old. Does that one use R-134a or the older refrigerant?',
    kind: 'made-up-brand',
  },
  {
    q: "I bought a Palomar Luxe pillow-top mattress in 2021 and it's already sagging in the middle. Is that covered under their warranty? I'd rather not pay to get rid of it if they'll replace it.",
    kind: 'made-up-brand',
  },
  { q: 'Does the Hexley Titan 9 elliptical have to be unbolted from the floor?', kind: 'made-up-brand' },
  {
    q: "Are Wrenford Classic filing cabinets fireproof? Trying to figure out what's in the lining before anyone moves them.",
    kind: 'made-up-brand',
  },
  { q: 'is the Sunvara 55 inch tv one of the models that got recalled', kind: 'made-up-brand' },
  {
    q: "We're clearing out our old office and there's a Brightlane PX-200 copier in the corner that nobody knows how to operate anymore. Does that model need a special key to unlock the trays before it's moved?",
    kind: 'made-up-brand',
  },
  // situation-not-covered
  {
    q: 'Do you give a discount if I book jobs at several properties at once?',
    kind: 'situation-not-covered',
  },
  { q: 'is there any kind of guarantee on your work', kind: 'situation-not-covered' },
  {
    q: "Monsoon season is nuts this year, we lost power twice last week alone. I've got you booked for Friday afternoon, which is usually when the storms roll in. If it storms on the day, do you still come or do we have to pick a new date?",
    kind: 'situation-not-covered',
  },
  { q: 'do you offer a discount for teachers', kind: 'situation-not-covered' },
  {
    q: "I'll be honest, I've been burned before and I'm cautious now. The last company left half the stuff and argued with me about it. If I'm not happy with the job you do, do I get my money back?",
    kind: 'situation-not-covered',
  },
  { q: 'any promo codes right now?', kind: 'situation-not-covered' },
  {
    q: "My employer reimburses some of this because it's for my home office. Can I get a receipt with my company's name on it?",
    kind: 'situation-not-covered',
  },
  {
    q: "I've used you twice already this year and I'll probably call again in the fall when we clear out my parents' place. Do you have any kind of loyalty discount for repeat customers?",
    kind: 'situation-not-covered',
  },
  // off-topic
  { q: 'Good morning! What time does the Scottsdale library open?', kind: 'off-topic' },
  { q: 'how do I fix a leaky faucet', kind: 'off-topic' },
  { q: 'any good hiking trails near fountain hills?', kind: 'off-topic' },
  { q: 'can you tell me a joke', kind: 'off-topic' },
  {
    q: "I just wanted to say your crew did a great job on my mom's garage last month, she can finally park in there. Totally unrelated, but what's the best way to cook a ribeye on the grill?",
    kind: 'off-topic',
  },
  { q: 'how much is a spring training ticket at salt river fields', kind: 'off-topic' },
  {
    q: 'Hey, quick one before I book: do you know if the Costco on Shea is open on Memorial Day?',
    kind: 'off-topic',
  },
  // unknowable
  {
    q: "does anyone on the team speak vietnamese? my grandmother only speaks vietnamese and she'll be the one at the house",
    kind: 'unknowable',
  },
  { q: 'How many crews do you run in a day?', kind: 'unknowable' },
  { q: "whats the name of the guy who'll be coming out", kind: 'unknowable' },
  { q: 'do your drivers have CDLs?', kind: 'unknowable' },
  { q: 'Are your trucks electric or diesel?', kind: 'unknowable' },
  {
    q: "How many years of experience does your crew lead have? I'm trusting you with my mother's antiques and I want someone who's done this for a long time.",
    kind: 'unknowable',
  },
  {
    q: "Some of what you're taking belonged to my mom and I might change my mind about a couple of things in the next few days. I know that's silly. Do you have a warehouse or yard where stuff sits for a while before it goes out?",
    kind: 'unknowable',
  },
  {
    q: 'Do your guys get drug tested? I run a daycare out of my house and I have to ask about anyone who comes on the property, even if the kids are inside.',
    kind: 'unknowable',
  },
  // spanish
  { q: '¿Hacen limpieza de casas también? Como trapear pisos y limpiar baños.', kind: 'spanish' },
  { q: '¿Puedo llevar yo mismo mis cosas a su local para dejarlas ahí?', kind: 'spanish' },
  { q: '¿Cobran algo si cancelo la cita un día antes?', kind: 'spanish' },
];
