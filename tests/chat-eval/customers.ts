import type { FactId } from './facts.ts';

/**
 * Questions in customers' own style (issue 27): long messages, slang, typos, situations. Written from
 * SPEC.md and src/content only. This set may be used to tune the chat.
 */
export const CUSTOMER_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // Items in everyday words
  {
    q: 'so the deep freezer out in the garage quit on us over the weekend and now it smells like death lol. can yall haul it off or do i have to find someone else',
    fact: 'appliances',
  },
  {
    q: 'new range got delivered thursday and the old stove is just sitting in my dining room. do u take stoves',
    fact: 'appliances',
  },
  {
    q: 'washer n dryer set, the washer is toast and the dryer is on its last legs. both gotta go, they are in the laundry room off the kitchen',
    fact: 'appliances',
  },
  {
    q: 'plumber swapped out our water heater and just left the old tank on the side of the house... is that something you pick up',
    fact: 'appliances',
  },
  {
    q: 'kitchen remodel starts monday, the old dishwasher and a built in microwave are coming out. will you guys take those',
    fact: 'appliances',
  },
  {
    q: 'my moms huge armoire wont fit in her new place at the retirement community and none of us want it. you guys take big furniture like that?',
    fact: 'furniture',
  },
  {
    q: 'i finally won the argument and my husbands nasty old recliner is leaving this house. how do i get it picked up',
    fact: 'furniture',
  },
  {
    q: 'we have a dining table with 6 chairs plus a china hutch from the 80s that nobody in the family wants',
    fact: 'furniture',
  },
  {
    q: 'patio set is all sun faded and cracked, 4 chairs, the glass table and the umbrella. do you do outdoor furniture',
    fact: 'furniture',
  },
  {
    q: 'boys got real beds for christmas so the bunk bed mattresses need to go, theyre twins, plus an old daybed one',
    fact: 'mattresses',
  },
  {
    q: 'my back is killing me on this king memory foam so its getting replaced. can you take the mattress and the box spring under it',
    fact: 'mattresses',
  },
  {
    q: 'cal king pillow top in the upstairs guest room, super heavy and floppy, no way i can get it down the stairs myself',
    fact: 'mattresses',
  },
  {
    q: 'old spa in the backyard hasnt worked in like 3 yrs and its still half full of green water. what all is involved in getting rid of it',
    fact: 'hotTubRemoval',
  },
  {
    q: 'the jacuzzi on our back patio is still wired in. do i need to hire an electrician and drain it before you come or do you handle that',
    fact: 'hotTubRemoval',
  },
  {
    q: 'we have a wooden shed thats falling apart, termites got to it. can you tear it down and take it away',
    fact: 'sheds',
  },
  {
    q: 'metal storage shed in the side yard is all rusted out, need it gone before we put in turf',
    fact: 'sheds',
  },
  {
    q: 'kids outgrew the big wooden swing set with the slide and fort. its bolted together, can your guys take it apart or do we have to',
    fact: 'disassembly',
  },
  {
    q: 'our sectional came in through the patio door years ago and now it wont fit out any door. are you able to break it down',
    fact: 'disassembly',
  },
  {
    q: 'finished converting the garage into a gym and theres leftover drywall pieces, some 2x4s and busted tile. you take that kind of debris?',
    fact: 'construction',
  },
  {
    q: 'pulled up all the old carpet and pad in 3 bedrooms myself, now its rolled up in the driveway and my HOA is not happy',
    fact: 'construction',
  },
  {
    q: 'gutting the hall bathroom, old toilet, vanity and a bunch of broken tile and cement board. contractor doesnt haul',
    fact: 'construction',
  },
  {
    q: 'monsoon last night knocked branches all over the yard plus the palm guy left a mountain of fronds. need it all gone',
    fact: 'yardWaste',
  },
  {
    q: 'tore out my raised garden beds, theres a pile of dirt and old potting soil and dead plants. is that yard waste for you',
    fact: 'yardWaste',
  },
  {
    q: 'got an old tube tv in the spare room that weighs a ton, like a 36 inch. do you guys recycle those',
    fact: 'eWaste',
  },
  {
    q: 'home office purge: a printer, 2 old monitors, a dead desktop tower and a big box of cords and chargers',
    fact: 'eWaste',
  },
  {
    q: 'we have 3 old laptops and a desktop with years of tax returns and client stuff on the drives, kinda nervous about just tossing them',
    fact: 'dataDestruction',
  },
  {
    q: 'our lease is up at the end of the month, small office, theres a big copier, desks, cubicle walls and a couple metal file cabinets',
    fact: 'officeCommercial',
  },
  {
    q: 'the treadmill has officially become a clothes rack. if you come get it i will never buy another one i promise',
    fact: 'itemsTaken',
  },
  {
    q: 'rusty old bbq grill, 2 kids bikes and a bunch of toys that nobody plays with. worth calling you for or nah',
    fact: 'itemsTaken',
  },
  {
    q: 'its mostly just boxes and random household junk, nothing big. do you even take stuff like that',
    fact: 'itemsTaken',
  },
  {
    q: 'garage has a bunch of half used paint cans, pool chemicals and some bug spray. can that go on the truck with everything else',
    fact: 'notAccepted',
  },
  {
    q: 'there are old jugs of used motor oil and a gas can from the mower in my shed, you take that too right?',
    fact: 'notAccepted',
  },
  {
    q: 'dad passed in march and his house still has the hospital bed, his walker and basically everything he owned. we live out of state',
    fact: 'estate',
  },
  {
    q: 'the couch is honestly still in decent shape, i would hate for it to just go to the dump. what do you do with stuff like that',
    fact: 'donateRecycle',
  },
  {
    q: 'my hoarder uncle moved into assisted living and his house is packed floor to ceiling. is that something you do',
    fact: 'estate',
  },

  // Time of day and day of week
  {
    q: 'its 1:15 rn and my landlord walkthrough is tomorrow morning, any chance someone can come grab a couch today',
    fact: 'sameDay',
  },
  {
    q: 'ok so its like quarter to 3 on a wednesday and i just realized the bulk trash pickup already passed. can you still do today or am i too late',
    fact: 'sameDay',
  },
  {
    q: 'up early, its 8am on a thursday. if i call now is same day pickup a thing',
    fact: 'sameDay',
  },
  {
    q: 'sunday morning here, are you guys even working today or should i wait till monday',
    fact: 'sunday',
  },
  {
    q: 'its sunday around 5:30 in the evening, is anyone still there to answer',
    fact: 'sunday',
  },
  {
    q: 'what time do your crews start on saturdays? want them here early before it hits 110',
    fact: 'hours',
  },
  {
    q: 'i dont get off work til 6, is a weekday evening pickup possible or do you close before that',
    fact: 'hours',
  },
  {
    q: 'its 7:30 am on a tuesday, is somebody picking up the phone yet',
    fact: 'hours',
  },
  {
    q: 'pipe burst at like 11pm and the garage is flooded, all the boxes are soaked and starting to smell. can someone come tonight??',
    fact: 'emergency',
  },
  {
    q: 'closing is tomorrow at 9am and the buyers walkthrough found a bunch of junk the old tenant left. its 10 at night, please tell me someone works this late',
    fact: 'emergency',
  },
  {
    q: 'we move out saturday and today is wednesday, how far ahead should i be booking this',
    fact: 'bookAhead',
  },
  {
    q: 'planning to clear out the whole house sometime next month, whats the best way to make sure i get the day i want',
    fact: 'bookAhead',
  },

  // Places
  {
    q: 'we are way up in fountain hills near the golf course, do you guys actually come out this far',
    fact: 'areaFountainHills',
  },
  {
    q: 'i have a property out in cave creek on a dirt road, lots of old ranch junk. is that in your area',
    fact: 'areaCaveCreek',
  },
  {
    q: 'casita in carefree needs clearing out before my renter moves in. you cover carefree?',
    fact: 'areaCarefree',
  },
  {
    q: 'west side here, glendale by the stadium. do you come to the west valley or just scottsdale',
    fact: 'areaGlendale',
  },
  {
    q: 'live in peoria near lake pleasant pkwy, garage is a disaster. do you service peoria',
    fact: 'areaPeoria',
  },
  {
    q: 'im in ahwatukee off ray rd, is that too far south for you guys',
    fact: 'areaPhoenix',
  },
  {
    q: 'our house is in las sendas up the hill, steep driveway, tons of stairs. do you work over there',
    fact: 'areaMesa',
  },
  {
    q: 'we are over in ocotillo off alma school, do you do pickups down there',
    fact: 'areaChandler',
  },
  {
    q: 'agritopia resident here, trying to find someone local to take a couch and a fridge',
    fact: 'areaGilbert',
  },
  {
    q: 'student apartment right by ASU in maple ash, lease ends friday and my roommates ditched their stuff',
    fact: 'areaTempe',
  },
  {
    q: 'our home is off lincoln drive near mummy mountain, do you serve our area',
    fact: 'areaParadiseValley',
  },
  {
    q: 'mccormick ranch here, do you work in our neighborhood',
    fact: 'areaScottsdale',
  },
  {
    q: 'what all areas do yall cover, like is it only the big cities or the outer towns too',
    fact: 'areasServed',
  },
  {
    q: 'where are you guys actually based out of? want to use someone local not a call center in another state',
    fact: 'location',
  },

  // Prices
  {
    q: 'ballpark, what does junk removal usually run for a normal house? i have no clue if this is a 100 dollar thing or a 1000 dollar thing',
    fact: 'typicalCost',
  },
  {
    q: 'how do you figure out the price, is it by the hour, by weight, by item or what',
    fact: 'howPricingWorks',
  },
  {
    q: 'other company charged my sister per item and it added up fast. how do you guys charge',
    fact: 'howPricingWorks',
  },
  {
    q: 'last guy i hired quoted one thing and then tacked on a dump fee and a labor fee at the end. is the price gonna change on me when the truck shows up',
    fact: 'hiddenFees',
  },
  {
    q: 'do you charge to come out and look at it and give me a price',
    fact: 'freeEstimates',
  },
  {
    q: 'typical 2 car garage with years of boxes and old furniture, what should i expect to pay roughly',
    fact: 'garageCost',
  },
  {
    q: 'little 6x8 tool shed in the back corner, pretty beat up. how much to demo it and haul it away',
    fact: 'shedCost',
  },
  {
    q: 'how much to get rid of a hot tub? its a regular 6 person one on a concrete pad',
    fact: 'hotTubCost',
  },
  {
    q: 'its literally just one old loveseat, whats that gonna cost me',
    fact: 'singleItemCost',
  },

  // How long it takes
  {
    q: 'i took a half day off for this, how long will your guys be at the house usually',
    fact: 'jobDuration',
  },
  {
    q: 'how long does a garage cleanout take start to finish? mines pretty full but not hoarder level',
    fact: 'garageDuration',
  },
  {
    q: 'if you tear down my shed how long is that gonna take, i need to be at work by noon',
    fact: 'shedDuration',
  },
  {
    q: 'how long does the hot tub removal take? do i need to block off my whole day',
    fact: 'hotTubDuration',
  },
  {
    q: 'just one mattress to grab, how long are you in and out? i have to leave for work soon after',
    fact: 'mattressDuration',
  },

  // Booking, quotes and contact
  {
    q: 'how do i actually book this, can i do it online or do i have to call',
    fact: 'howToBook',
  },
  {
    q: 'can i just send you pics of the pile instead of someone coming out? much easier for me',
    fact: 'photoQuote',
  },
  {
    q: 'whats the quickest way to get a price, im at work and cant really talk on the phone',
    fact: 'photoQuote',
  },
  {
    q: 'i filled out the form on your site this morning, when am i gonna hear back',
    fact: 'quoteReplyTime',
  },
  {
    q: 'whats your number, i want to call you guys',
    fact: 'contact',
  },
  {
    q: 'is this a bot? i just want to talk to a real human about my situation',
    fact: 'talkToPerson',
  },

  // Process on the day
  {
    q: 'never hired a junk company before, what actually happens on the day from start to finish',
    fact: 'process',
  },
  {
    q: 'i had back surgery in june and cant lift anything, will your guys do all the carrying',
    fact: 'weDoTheLifting',
  },
  {
    q: 'do i have to drag everything out to the driveway first? the couch is upstairs in the loft',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'most of the junk is in the backyard and the attic, will you go get it from there',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'i work all day, do i have to be home when you come',
    fact: 'beHome',
  },
  {
    q: 'should i bag up all the loose stuff and box things up before your crew gets here',
    fact: 'prepare',
  },
  {
    q: 'last time someone hauled stuff for me they left dust and screws all over the garage floor. do you clean up after',
    fact: 'cleanUpAfter',
  },
  {
    q: 'who actually shows up at my house? are you one of those national franchises that sends random subcontractors',
    fact: 'whoComes',
  },

  // Payment
  {
    q: 'do you take cards or is it cash only',
    fact: 'paymentMethods',
  },
  {
    q: 'can i pay with a check? dont really use cards',
    fact: 'paymentMethods',
  },
  {
    q: 'do i have to put down a deposit or pay upfront before you guys start',
    fact: 'paymentDue',
  },

  // Trust and company
  {
    q: 'what happens if your guys put a hole in my wall or scratch my wood floors, are you insured',
    fact: 'licensedInsured',
  },
  {
    q: 'our HOA is super strict about trucks and piles out front, they fined my neighbor last month. is that gonna be a problem',
    fact: 'hoa',
  },
  {
    q: 'is this a local family business or some big corporate chain',
    fact: 'localFamily',
  },
  {
    q: 'any reviews i can check out before i hire you? my neighbor said you were good but idk',
    fact: 'reviews',
  },
  {
    q: 'how long have yall been in business',
    fact: 'yearsInBusiness',
  },

  // Kinds of job
  {
    q: 'fell behind on my storage unit payments and need it emptied before they auction it. you do storage units?',
    fact: 'storageUnits',
  },
  {
    q: 'moving out of my 2nd floor condo and the new place is way smaller, do you do apartments and condos or just houses',
    fact: 'residential',
  },
  {
    q: 'cant even park in my garage anymore, its full of boxes, old tools and exercise stuff. can you just clear the whole thing',
    fact: 'garageCleanout',
  },
];

/** Customers' questions the company's facts do not answer, or that ask for something it does not do. */
export const CUSTOMER_UNANSWERABLE: readonly {
  q: string;
  kind:
    | 'service-not-offered'
    | 'buying-or-selling'
    | 'item-not-known'
    | 'made-up-brand'
    | 'off-topic'
    | 'situation-not-covered';
}[] = [
  // Services the company does not offer
  {
    q: 'can you guys help me move my furniture from my apartment to my new house in gilbert, like a moving crew with a truck',
    kind: 'service-not-offered',
  },
  {
    q: 'once the junk is out can you also deep clean the house? scrub the bathrooms, oven, baseboards, full move out cleaning',
    kind: 'service-not-offered',
  },
  {
    q: 'theres scorpions and roaches all over the garage, do yall spray for bugs too while youre here',
    kind: 'service-not-offered',
  },
  {
    q: 'i would rather just rent a 20 yard roll off and fill it myself over a week, how much do you charge for the dumpster rental',
    kind: 'service-not-offered',
  },
  {
    q: 'do you rent out storage units? need a place to keep my stuff for 3 months between houses',
    kind: 'service-not-offered',
  },
  {
    q: 'kitchen sink is leaking under the cabinet and the disposal is jammed, do you do plumbing repairs',
    kind: 'service-not-offered',
  },
  {
    q: 'after the garage is cleared can your crew paint the walls and epoxy the floor',
    kind: 'service-not-offered',
  },
  {
    q: 'looking for someone to mow and trim the bushes every other week, do you do regular landscaping maintenance',
    kind: 'service-not-offered',
  },
  {
    q: 'my truck broke down on the 101 by shea, can you tow it to my mechanic',
    kind: 'service-not-offered',
  },
  {
    q: 'the new washer is coming tuesday, can your guys install it and hook up the dryer vent',
    kind: 'service-not-offered',
  },
  {
    q: 'pool is turning green, do you do pool cleaning or weekly pool service',
    kind: 'service-not-offered',
  },
  {
    q: 'can you pressure wash the driveway and the back patio after youre done',
    kind: 'service-not-offered',
  },

  // Buying, selling, consigning
  {
    q: 'will you pay me for my old dining set? its solid oak and in great shape',
    kind: 'buying-or-selling',
  },
  {
    q: 'do you guys sell the used furniture you pick up? looking for a cheap dresser for my daughters room',
    kind: 'buying-or-selling',
  },
  {
    q: 'can you take my grandmas antiques on consignment and we split whatever they sell for',
    kind: 'buying-or-selling',
  },
  {
    q: 'i have a big pile of scrap copper and aluminum from a rewire, do you buy scrap metal by the pound',
    kind: 'buying-or-selling',
  },
  {
    q: 'any used fridges for sale? just need a cheap one for the garage',
    kind: 'buying-or-selling',
  },
  {
    q: 'you pulled a hot tub from my neighbors yard last week, can i buy it off you before it gets scrapped',
    kind: 'buying-or-selling',
  },
  {
    q: 'do you give cash for working appliances? my washer and dryer are only 2 years old',
    kind: 'buying-or-selling',
  },
  {
    q: 'can you run an estate sale for us and sell off my moms things before you haul the rest',
    kind: 'buying-or-selling',
  },

  // Items or requests the facts never mention
  {
    q: 'we have an old upright piano in the living room, its like 600 lbs. is that something you take',
    kind: 'item-not-known',
  },
  {
    q: 'slate pool table in the game room downstairs, nobody plays anymore. can you haul it',
    kind: 'item-not-known',
  },
  {
    q: 'theres an 800 pound gun safe in the bedroom closet, the previous owner left it. can you get it out',
    kind: 'item-not-known',
  },
  {
    q: 'old fishing boat sitting on a trailer in the side yard for years, flat tires and all. you take boats?',
    kind: 'item-not-known',
  },
  {
    q: 'junk car in the driveway doesnt run, no title. will you haul the car away',
    kind: 'item-not-known',
  },
  {
    q: 'pretty sure the mattress in the rental has bed bugs, the tenant left it. will you still take it',
    kind: 'item-not-known',
  },
  {
    q: 'got a stack of like 12 old tires behind the garage, can those go',
    kind: 'item-not-known',
  },
  {
    q: 'theres an old pop up camper trailer that doesnt move anymore, can you take that',
    kind: 'item-not-known',
  },
  {
    q: 'we cut down a tree and theres a huge stump left, can you grind out the stump and roots',
    kind: 'item-not-known',
  },
  {
    q: 'my brothers old jet ski has been sitting in my side yard forever, can you haul that off',
    kind: 'item-not-known',
  },

  // Made-up brands asked as facts nobody could know
  {
    q: 'is the Frostara QX9 deep freezer on a recall list, and do you handle the recall paperwork for it',
    kind: 'made-up-brand',
  },
  {
    q: 'what kind of refrigerant is in a Glacivo 3000 side by side fridge? need to know before you take it',
    kind: 'made-up-brand',
  },
  {
    q: 'do you honor the Kelvora mattress trade in credit? the store said a partner hauler would apply it',
    kind: 'made-up-brand',
  },
  {
    q: 'are you an authorized removal partner for Aquellis spas, their warranty says i need to use one',
    kind: 'made-up-brand',
  },
  {
    q: 'does the extended warranty on my Vantrix Pro 9 treadmill cover your haul away fee',
    kind: 'made-up-brand',
  },
  {
    q: 'i have a recycling voucher code from Lumarion for my old 65 inch tv, can i use it with you',
    kind: 'made-up-brand',
  },
  {
    q: 'is the Drenvale 12x16 resin shed one of the models you are certified to take apart under their warranty',
    kind: 'made-up-brand',
  },
  {
    q: 'our Brightholm copier is leased, do you have a contract with Brightholm to send it back to them',
    kind: 'made-up-brand',
  },

  // Off topic
  {
    q: 'whats the weather gonna be like in scottsdale this weekend, thinking of doing the garage saturday',
    kind: 'off-topic',
  },
  {
    q: 'random but who won the suns game last night',
    kind: 'off-topic',
  },
  {
    q: 'best tacos near old town? asking for after we finish cleaning lol',
    kind: 'off-topic',
  },
  {
    q: 'can you help me write a cover letter for a job application',
    kind: 'off-topic',
  },
  {
    q: 'whats the fastest way to get to sky harbor from tempe during rush hour',
    kind: 'off-topic',
  },
  {
    q: 'got a good carne asada marinade recipe? having people over sunday',
    kind: 'off-topic',
  },

  // Situations the facts do not cover
  {
    q: 'my mom is 78 and on a fixed income, do you have a senior discount',
    kind: 'situation-not-covered',
  },
  {
    q: 'im a retired marine, do you guys do a military or veteran discount',
    kind: 'situation-not-covered',
  },
  {
    q: 'got a quote from another company for less, will you price match it',
    kind: 'situation-not-covered',
  },
  {
    q: 'i saw a flyer with a promo code on it but lost it, is there a coupon for first time customers',
    kind: 'situation-not-covered',
  },
  {
    q: 'im a student at ASU, is there a student discount',
    kind: 'situation-not-covered',
  },
  {
    q: 'are you guys hiring? my son is 18 and looking for summer work on a crew',
    kind: 'situation-not-covered',
  },
  // Written at a later stop by a helper from SPEC.md and src/content only, in customers' own style
  // (issue 27): services we do not do worded like ones we do, places named beside other questions,
  // things the facts never mention, and stories that ask for something else.
  { q: 'can u move my couch to my new apartment in tempe', kind: 'service-not-offered' },
  {
    q: 'do u haul gravel TO my house? need like 3 yards of decomposed granite dropped off',
    kind: 'service-not-offered',
  },
  { q: 'can yall help me move, load the uhaul and drive it up to flagstaff', kind: 'service-not-offered' },
  { q: 'do you guys rent dumpsters? need a 20 yard roll off for a week', kind: 'service-not-offered' },
  { q: 'can i rent one of ur trucks for the day and load it myself', kind: 'service-not-offered' },
  {
    q: 'after u haul the junk can u deep clean the house, scrub floors bathrooms etc',
    kind: 'service-not-offered',
  },
  { q: 'do u do carpet cleaning', kind: 'service-not-offered' },
  { q: 'can you pressure wash my driveway and garage floor', kind: 'service-not-offered' },
  { q: 'can u trim my palm trees theyre like 30 ft tall', kind: 'service-not-offered' },
  { q: 'do you guys do tree removal and stump grinding', kind: 'service-not-offered' },
  { q: 'my fridge stopped cooling, can u fix it instead of hauling it', kind: 'service-not-offered' },
  { q: 'do u install appliances? need my new washer and dryer hooked up', kind: 'service-not-offered' },
  {
    q: 'do u buy used furniture?? got a leather sectional in great shape want cash for it',
    kind: 'service-not-offered',
  },
  { q: 'will u pay me for my scrap metal', kind: 'service-not-offered' },
  { q: 'can you store my stuff for a couple months while we remodel', kind: 'service-not-offered' },
  { q: 'do u tow cars my old camry doesnt run anymore', kind: 'service-not-offered' },
  { q: 'can u shred like 20 boxes of old paper files on site at my office', kind: 'service-not-offered' },
  {
    q: 'can u pick up a dresser i bought at a garage sale and deliver it to my house in gilbert',
    kind: 'service-not-offered',
  },
  { q: 'do u guys do landscaping like put in new plants and rock', kind: 'service-not-offered' },
  { q: 'do u do weekly lawn mowing', kind: 'service-not-offered' },
  { q: 'can u fill in or demo my inground pool', kind: 'service-not-offered' },
  { q: 'can u run an estate sale for my moms things before u haul whats left', kind: 'service-not-offered' },
  {
    q: 'do u move hot tubs? want mine moved to the other side of the yard not thrown out',
    kind: 'service-not-offered',
  },
  { q: 'can u repair my shed roof instead of tearing the shed down', kind: 'service-not-offered' },
  { q: 'whats the weather gonna be like in scottsdale this weekend', kind: 'off-topic' },
  { q: 'best tacos in old town??', kind: 'off-topic' },
  { q: 'how do i get to asu from the airport', kind: 'off-topic' },
  { q: 'is the 101 backed up near tempe rn', kind: 'off-topic' },
  { q: 'when does spring training start in mesa', kind: 'off-topic' },
  { q: 'good elementary schools in chandler?', kind: 'off-topic' },
  { q: 'how much are houses going for in paradise valley right now', kind: 'off-topic' },
  { q: 'is it too hot to hike in cave creek in june', kind: 'off-topic' },
  { q: 'what time does the fountain go off in fountain hills', kind: 'off-topic' },
  { q: 'when is the gilbert farmers market', kind: 'off-topic' },
  { q: 'whats going on at state farm stadium in glendale this weekend', kind: 'off-topic' },
  { q: 'any good happy hours in arcadia', kind: 'off-topic' },
  { q: 'is the golf course at mccormick ranch open to the public', kind: 'off-topic' },
  { q: 'how far is carefree from sky harbor', kind: 'off-topic' },
  { q: 'how much are the hoa fees in dc ranch', kind: 'off-topic' },
  { q: 'where do i park in old town scottsdale for the thursday art walk', kind: 'off-topic' },
  { q: 'best hiking trails in ahwatukee?', kind: 'off-topic' },
  { q: 'when is bulk trash day for my street in scottsdale', kind: 'off-topic' },
  { q: 'do u take the zentrova qx-9', kind: 'item-not-known' },
  { q: 'can yall haul away a kelvorn hd-7700 unit', kind: 'item-not-known' },
  { q: 'do u sell gift cards? want one for my mom', kind: 'item-not-known' },
  { q: 'do u have a military discount', kind: 'item-not-known' },
  { q: 'senior discount?', kind: 'item-not-known' },
  { q: 'is there a student discount for asu kids', kind: 'item-not-known' },
  { q: 'do you offer any warranty or guarantee on the work', kind: 'item-not-known' },
  { q: 'are yall hiring? looking for work as a helper', kind: 'item-not-known' },
  {
    q: 'can u send a certificate of insurance to my building manager before the job',
    kind: 'item-not-known',
  },
  { q: 'how big is ur truck like how many cubic yards', kind: 'item-not-known' },
  { q: 'whats ur cancellation fee if i need to cancel last minute', kind: 'item-not-known' },
  { q: 'do u charge extra for emergency pickup in the middle of the night', kind: 'item-not-known' },
  { q: 'do u take pianos', kind: 'item-not-known' },
  { q: 'can u haul a pool table', kind: 'item-not-known' },
  { q: 'do u take old tires', kind: 'item-not-known' },
  { q: 'do u price match if i get a cheaper quote from another company', kind: 'item-not-known' },
  {
    q: 'ok so my garage door opener died and the door is stuck halfway, my truck is stuck inside lol. do u guys fix garage doors or know somebody who does',
    kind: 'off-topic',
  },
  {
    q: 'got a couch off fb marketplace from a lady in gilbert but it wont fit in my car smh. can u pick it up from her place and drop it at mine in chandler',
    kind: 'off-topic',
  },
  {
    q: 'my brother in law has a truck and says hes gonna haul all our junk himself this weekend lol. do yall rent out dollies and moving straps tho',
    kind: 'off-topic',
  },
  {
    q: 'we just closed on a house in mesa and the sellers left a ton of junk in the garage, so annoyed. can i make them pay for it or like sue them??',
    kind: 'off-topic',
  },
  {
    q: 'so the hot tub still works we just never use it, neighbor wants it. could u guys lift it over the wall into his yard and hook it back up for him',
    kind: 'off-topic',
  },
  {
    q: 'i run a small moving company and we got way too many jobs this month, we haul furniture all day. would u guys want to subcontract some moves for us',
    kind: 'off-topic',
  },
  {
    q: 'landlord wont fix the ac and my apartment is like 90 degrees, boxes and junk everywhere cuz im packing. do u know what my rights r as a tenant in az',
    kind: 'off-topic',
  },
  {
    q: 'huge monsoon last nite, branches all over and a tree fell on the shed. do yall handle the insurance claim or can u talk to my adjuster for me',
    kind: 'off-topic',
  },
  {
    q: 'my son left his dorm at asu a total mess, pizza boxes, mini fridge, all of it. anyway do u know if asu charges parents a fee for stuff left behind',
    kind: 'off-topic',
  },
  {
    q: 'selling the house next month and my realtor says the garage looks bad in pics. do u guys do home staging or know a good stager in scottsdale',
    kind: 'off-topic',
  },
  {
    q: 'we were cleaning out grandmas house and found old coins and jewelry in a closet under a pile of junk. how do we find out what its worth, u know any appraisers',
    kind: 'off-topic',
  },
  {
    q: 'wife wants the old couch hauled but honestly i think it just needs new cushions and fabric. do yall reupholster furniture or know who does',
    kind: 'off-topic',
  },
];

/** Customers writing in Spanish, as they type on a phone (accents and question marks often dropped). */
export const CUSTOMER_SPANISH: readonly { q: string; fact: FactId }[] = [
  { q: 'buenas, a que hora abren mañana? es martes', fact: 'hours' },
  { q: 'hasta que hora trabajan entre semana', fact: 'hours' },
  { q: 'abren los domingos o nomas de lunes a sabado?', fact: 'sunday' },
  { q: 'oiga son las 10 de la mañana, todavia pueden venir hoy?', fact: 'sameDay' },
  { q: 'cuantos dias antes hay que hacer la cita', fact: 'bookAhead' },
  { q: 'como le hago para agendar que vengan a mi casa', fact: 'howToBook' },
  { q: 'mas o menos cuanto cobran por vaciar una cochera llena de cosas', fact: 'typicalCost' },
  { q: 'cuanto me sale que se lleven nomas un colchon', fact: 'singleItemCost' },
  { q: 'se llevan un refri viejo que ya no enfria?', fact: 'appliances' },
  { q: 'tengo una lavadora y una secadora descompuestas, las recogen', fact: 'appliances' },
  { q: 'se llevan muebles? tengo un sillon, una mesa y un ropero', fact: 'furniture' },
  { q: 'recogen colchones usados? son dos matrimoniales', fact: 'mattresses' },
  { q: 'que tipo de cosas se llevan ustedes', fact: 'itemsTaken' },
  { q: 'se pueden llevar botes de pintura y quimicos de la alberca?', fact: 'notAccepted' },
  { q: 'en que ciudades dan servicio? yo vivo en glendale', fact: 'areasServed' },
  { q: 'aceptan tarjeta o nomas efectivo', fact: 'paymentMethods' },
  { q: 'el presupuesto tiene costo o es gratis', fact: 'freeEstimates' },
  { q: 'les puedo mandar fotos para que me digan el precio?', fact: 'photoQuote' },
];

/** Spanish questions the company's facts do not answer, or asking for what it does not do. */
export const CUSTOMER_SPANISH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  { q: 'hacen mudanzas? necesito llevar mis muebles a mi casa nueva en tempe', kind: 'service-not-offered' },
  { q: 'ustedes compran refrigeradores usados? el mio todavia sirve', kind: 'buying-or-selling' },
  { q: 'tienen descuento para veteranos?', kind: 'situation-not-covered' },
  { q: 'se llevan un piano de cola? esta en el segundo piso', kind: 'item-not-known' },
  { q: 'me pueden recomendar un plomero bueno en chandler', kind: 'off-topic' },
  { q: 'limpian casas tambien? ocupo que me laven las alfombras', kind: 'service-not-offered' },
  { q: 'cuanto cobran por remolcar un carro que ya no camina', kind: 'service-not-offered' },
];
