import type { FactId } from './facts.ts';

/**
 * One or two short sentences, a bit of situation and then the question (issue 27), as visitors type
 * them into the widget: 10 to 30 words. Written by a helper who saw only SPEC.md, src/content and the
 * fact list, never the matcher or the other sets (stop 46). It reported glimpsing a few lines of an
 * earlier run's output under /tmp after it had written its files; its marketplace-delivery and vehicle
 * questions are on topics it may have seen there. "do you guys take venmo or zelle" is left out: the
 * payment methods answer it. Used to tune since it was written.
 */
export const MEDIUM_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  {
    q: 'whats ur hours during the week? trying to figure out if someone can come after i get off work',
    fact: 'hours',
  },
  {
    q: 'hey are you guys open on saturdays? wanna get the spare room cleared and need to know what time u close',
    fact: 'hours',
  },
  { q: 'only day im free is sunday, what time do u open and close that day', fact: 'sunday' },
  {
    q: "Hi, can your crew come out on a Sunday afternoon? That's the only time my husband is home to help.",
    fact: 'sunday',
  },
  {
    q: 'pipe burst and the garage flooded, everything in there is soaked. can anyone come out tonight like 10pm',
    fact: 'emergency',
  },
  {
    q: 'tenant trashed the unit and we close on the house tmrw morning, do u do emergency pickups late at night',
    fact: 'emergency',
  },
  { q: 'its about 11am rn, any chance u can come today for a couch and a few boxes', fact: 'sameDay' },
  {
    q: 'need this junk gone today before my landlord walks thru, how late can i call and still get same day pickup',
    fact: 'sameDay',
  },
  {
    q: 'planning a big cleanout at my parents place next week, how far ahead should i book to get a good time',
    fact: 'bookAhead',
  },
  { q: 'want a specific time slot next saturday morning, how much notice do u guys need', fact: 'bookAhead' },
  {
    q: 'is there a way to book online? i hate calling places and my phone is always on silent at work',
    fact: 'howToBook',
  },
  {
    q: 'never hired a junk company before lol. how does it actually work from when i book to when ur done',
    fact: 'process',
  },
  { q: 'so what happens on pickup day, do your guys call ahead or just show up whenever', fact: 'process' },
  {
    q: 'i had back surgery and cant lift anything heavy, do i have to help ur guys carry stuff out',
    fact: 'weDoTheLifting',
  },
  {
    q: 'is it full service? like i just point at stuff and u guys do everything else',
    fact: 'weDoTheLifting',
  },
  { q: 'do u guys take credit cards or is it cash only', fact: 'paymentMethods' },
  { q: 'can i pay with a check? my dad is old school and doesnt do cards', fact: 'paymentMethods' },
  { q: 'do i have to pay when i book or after the job is finished', fact: 'paymentDue' },
  {
    q: 'rough idea what a normal junk pickup costs for a house? just want a ballpark before i call',
    fact: 'typicalCost',
  },
  {
    q: 'how much do most people end up paying for residential junk removal, like whats the typical range',
    fact: 'typicalCost',
  },
  { q: 'how do u figure out the price? is it by weight or by the hour or what', fact: 'howPricingWorks' },
  { q: 'whats ur pricing based on, the number of items or how full the truck gets', fact: 'howPricingWorks' },
  {
    q: 'got burned by another hauler who added a dump fee at the end. do you guys tack on extra charges like that',
    fact: 'hiddenFees',
  },
  {
    q: 'is the price u quote the final price or do extra fees show up on the bill later',
    fact: 'hiddenFees',
  },
  { q: 'do u charge anything to come look at the stuff and give me a quote', fact: 'freeEstimates' },
  { q: 'is the estimate free? dont wanna pay just to find out what it costs', fact: 'freeEstimates' },
  {
    q: 'normal 2 car garage with years of boxes, old bikes and tools in it. ballpark what would it cost to clear out',
    fact: 'garageCost',
  },
  {
    q: 'how much does an average garage cleanout run? mine is pretty typical, not floor to ceiling crazy',
    fact: 'garageCost',
  },
  {
    q: 'got a small 6x8 wooden shed falling apart in the backyard, how much to tear it down and haul it off',
    fact: 'shedCost',
  },
  {
    q: 'whats the price for removing a little garden tool shed, the small kind not a workshop',
    fact: 'shedCost',
  },
  {
    q: 'how much does it cost to get rid of an old hot tub? its sitting on the back patio',
    fact: 'hotTubCost',
  },
  {
    q: 'whats ur price for jacuzzi removal, ours is an older 6 person one we never use anymore',
    fact: 'hotTubCost',
  },
  {
    q: 'i literally just have one recliner to get rid of, how much do u charge for a single item',
    fact: 'singleItemCost',
  },
  {
    q: 'whats the price to haul away just one old dresser? dont have anything else going',
    fact: 'singleItemCost',
  },
  {
    q: 'how long are ur guys usually at the house for a normal pickup? need to plan around my babys nap',
    fact: 'jobDuration',
  },
  { q: 'roughly how long does a typical junk removal job take once the crew shows up', fact: 'jobDuration' },
  {
    q: 'how long does it take to clean out a garage? want it done before my husband gets home at 5',
    fact: 'garageDuration',
  },
  {
    q: 'if u clear out my garage saturday morning, how many hours should i block off for it',
    fact: 'garageDuration',
  },
  { q: 'how long does it take ur crew to take down and haul off a shed', fact: 'shedDuration' },
  {
    q: 'need the old shed gone before the landscapers come monday, how long does the teardown usually take',
    fact: 'shedDuration',
  },
  {
    q: 'how long does hot tub removal take start to finish? trying to decide if i need to take the day off',
    fact: 'hotTubDuration',
  },
  { q: 'roughly how many hours is a spa removal once ur crew gets here', fact: 'hotTubDuration' },
  {
    q: 'how long does it take to pick up a matress? i have a zoom call at 2 and want it done before',
    fact: 'mattressDuration',
  },
  { q: 'its just one queen mattress, how long will ur guys be here', fact: 'mattressDuration' },
  { q: 'what cities do u guys cover? trying to see if ur the right company for me', fact: 'areasServed' },
  { q: 'Hello, which parts of the Valley do you service besides Scottsdale itself?', fact: 'areasServed' },
  { q: 'im in arcadia near camelback, do u come out to that part of phoenix', fact: 'areaPhoenix' },
  { q: 'do you service ahwatukee? got a garage full of junk and a free saturday', fact: 'areaPhoenix' },
  { q: "do u do pickups in dc ranch? we're up in north scottsdale by the mcdowells", fact: 'areaScottsdale' },
  {
    q: 'i have a condo in old town scottsdale with tiny elevators, do u guys work there',
    fact: 'areaScottsdale',
  },
  { q: 'asu student moving out in may, do you guys pick up near campus in tempe', fact: 'areaTempe' },
  { q: 'we live in las sendas up in the hills, does ur crew come out that far into mesa', fact: 'areaMesa' },
  { q: "are you guys able to come to chandler? we're in ocotillo by the lakes", fact: 'areaChandler' },
  {
    q: 'do u service paradise valley? have a house off lincoln dr with some old furniture to go',
    fact: 'areaParadiseValley',
  },
  { q: 'hi, do you come all the way out to gilbert? im in agritopia', fact: 'areaGilbert' },
  { q: 'do u go out to fountain hills or is that too far from where u are', fact: 'areaFountainHills' },
  {
    q: "we're on a few acres in cave creek with an old workshop full of stuff, do u come that far north",
    fact: 'areaCaveCreek',
  },
  { q: 'do you cover carefree? my moms casita out there needs a cleanout', fact: 'areaCarefree' },
  { q: 'im over in glendale on the west side, do u guys come out this way', fact: 'areaGlendale' },
  { q: "is peoria in ur service area? we're near lake pleasant pkwy", fact: 'areaPeoria' },
  {
    q: 'quick q, where is ur company actually based? want someone local not driving in from tucson',
    fact: 'location',
  },
  {
    q: 'how long have u guys been in business? want a company thats been around a while',
    fact: 'yearsInBusiness',
  },
  {
    q: 'is this a new company or have you been doing this a while, like what year did u start',
    fact: 'yearsInBusiness',
  },
  {
    q: 'what kind of stuff do u take? cleaning out the whole house and theres a bit of everything',
    fact: 'itemsTaken',
  },
  {
    q: 'clearing out a rental after the tenants left, what types of junk do you guys actually haul',
    fact: 'itemsTaken',
  },
  {
    q: 'garage has old paint cans, pool chemicals and some motor oil. can u take those too',
    fact: 'notAccepted',
  },
  { q: 'is there anything u guys wont take? want to know before i make my list', fact: 'notAccepted' },
  { q: 'redoing the whole house, what kinds of furnature do u guys haul away', fact: 'furniture' },
  {
    q: 'getting rid of furniture from a few rooms, couch, bed frame, dining table. do you take all that',
    fact: 'furniture',
  },
  { q: 'new fridge is being delivered thursday, can u take the old one away', fact: 'appliances' },
  {
    q: 'do u take old appliances? got a washer, dryer and a chest freezer sitting in the garage',
    fact: 'appliances',
  },
  {
    q: 'got an old king mattress plus the box spring, do you take both or just the mattress',
    fact: 'mattresses',
  },
  {
    q: 'what kinds of mattresses do u take? have a cal king, a memory foam one and two box springs',
    fact: 'mattresses',
  },
  {
    q: 'monsoon knocked down a bunch of branches and palm fronds last night, do u haul yard waste',
    fact: 'yardWaste',
  },
  {
    q: 'tree guys trimmed our palms and left a huge pile of fronds by the wall, can u take it',
    fact: 'yardWaste',
  },
  { q: 'do i have to drain the hot tub and unhook the power myself before u come', fact: 'hotTubRemoval' },
  { q: 'what all is included when u remove a hot tub? never done this before', fact: 'hotTubRemoval' },
  {
    q: 'old metal shed in the backyard is rusted out, can u tear it down or do i have to take it apart myself',
    fact: 'sheds',
  },
  { q: 'do u actually demo sheds or just haul them away after someone else knocks them down', fact: 'sheds' },
  {
    q: 'just finished a bathroom remodel, got drywall scraps and old tile everywhere. do u haul that kind of stuff',
    fact: 'construction',
  },
  {
    q: 'im a contractor finishing a kitchen tear out, what kind of construction debris do u take',
    fact: 'construction',
  },
  {
    q: 'my dad passed last month and we need to clear out his whole house, is that something u do',
    fact: 'estate',
  },
  {
    q: "Hi, I live out of state and I'm handling my aunt's estate. Can you empty her entire home for us?",
    fact: 'estate',
  },
  { q: 'can u clear out my whole garage? cant even park in it anymore its so full', fact: 'garageCleanout' },
  { q: 'do u do full garage cleanouts or just pick up single items', fact: 'garageCleanout' },
  {
    q: "we're closing our office suite, lots of desks, chairs and filing cabinets. is that something u handle",
    fact: 'officeCommercial',
  },
  {
    q: 'do u do commercial jobs? small business downsizing and need old office furniture gone',
    fact: 'officeCommercial',
  },
  { q: 'i live in a 3rd floor condo, do u do apartments and condos or just houses', fact: 'residential' },
  {
    q: 'do u guys do apartment cleanouts? my lease ends at the end of the month and theres a lot left',
    fact: 'residential',
  },
  {
    q: 'been paying for a storage unit i dont need anymore, can u empty it out for me',
    fact: 'storageUnits',
  },
  {
    q: 'its one of those gated storage places off the 101, can u clear out a unit there',
    fact: 'storageUnits',
  },
  { q: 'does my stuff just go to the dump or do u donate some of it', fact: 'donateRecycle' },
  {
    q: 'a lot of this furniture is still in good shape, will it get donated or trashed',
    fact: 'donateRecycle',
  },
  { q: 'got a closet full of old computers, monitors and a tv, do u take electronics', fact: 'eWaste' },
  { q: 'do u recycle e waste? old printers, laptops, that kinda thing from my home office', fact: 'eWaste' },
  {
    q: 'worried about old hard drives with tax stuff on them, what happens to the data if u take my computers',
    fact: 'dataDestruction',
  },
  {
    q: 'do you do anything about the data on old office pcs before they get recycled',
    fact: 'dataDestruction',
  },
  {
    q: 'are your crews insured in case something gets damaged in my house during the job',
    fact: 'licensedInsured',
  },
  { q: 'before i hire anyone, are u guys licensed and bonded', fact: 'licensedInsured' },
  { q: 'my hoa is super strict about dumpsters and work trucks, is that gonna be a problem', fact: 'hoa' },
  {
    q: 'hoa sent me a letter about the junk pile on the side of my house. do u work in hoa communities',
    fact: 'hoa',
  },
  { q: 'are you a family owned business? i like supporting local when i can', fact: 'localFamily' },
  { q: 'how are ur reviews? wanna check what other people say before i book', fact: 'reviews' },
  { q: 'can i just text u some pics of the pile and get a price that way', fact: 'photoQuote' },
  { q: 'easiest way to get a quote without someone coming out? i can send photos rn', fact: 'photoQuote' },
  {
    q: 'filled out the quote form on ur site this morning, how long till i hear back',
    fact: 'quoteReplyTime',
  },
  { q: 'whats the best number to call or text u guys? wanna set something up', fact: 'contact' },
  {
    q: 'old couch is upstairs and the treadmill is in the back yard. do i have to drag it all to the curb',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'do i need to put everything out front or will ur guys grab it from the attic',
    fact: 'anywhereOnProperty',
  },
  { q: 'i work all day tmrw, do i need to be home when u come', fact: 'beHome' },
  { q: 'all the stuff is in the garage, can u guys do the pickup without me there', fact: 'beHome' },
  { q: 'anything i should do before u get here? like do i need to bag everything up', fact: 'prepare' },
  { q: 'pickup is tomorrow morning, how should i get ready for it', fact: 'prepare' },
  {
    q: 'will you clean up after, or will there be dust and little bits left on the floor',
    fact: 'cleanUpAfter',
  },
  { q: 'do ur guys sweep up after clearing out the garage or is that on me', fact: 'cleanUpAfter' },
  { q: 'huge sectional wont fit through the door anymore, can you take it apart', fact: 'disassembly' },
  { q: 'kids old wooden playset needs to go, do i have to take it apart first', fact: 'disassembly' },
  { q: 'who actually shows up, ur own crew or do u farm it out to some other company', fact: 'whoComes' },
  {
    q: 'are you a franchise or a booking service that passes my job along to someone else',
    fact: 'whoComes',
  },
  { q: 'can i talk to a real person instead of a bot', fact: 'talkToPerson' },
];

export const MEDIUM_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  {
    q: 'moving to a new place in tempe next month, can u guys move my furniture from the old apartment to the new one',
    kind: 'service-not-offered',
  },
  {
    q: 'can your crew do a deep clean after the junk is gone, like scrub the bathrooms and shampoo the carpets',
    kind: 'service-not-offered',
  },
  {
    q: 'have a nice leather sofa and a dining set in great shape, would u buy them off me or pay cash for them',
    kind: 'service-not-offered',
  },
  {
    q: 'do u rent out storage space? need somewhere to keep my stuff for 3 months while we remodel',
    kind: 'service-not-offered',
  },
  {
    q: 'need my front yard redone with new gravel and some desert plants, do u guys do landscaping',
    kind: 'service-not-offered',
  },
  {
    q: 'my dryer stopped heating, can someone come out and fix it instead of hauling it away',
    kind: 'service-not-offered',
  },
  {
    q: 'we want to get rid of our in-ground pool in ahwatukee, can u demo it and fill it in with dirt',
    kind: 'service-not-offered',
  },
  {
    q: 'thinking about tearing down the whole house and rebuilding, do u guys do full house demolition',
    kind: 'service-not-offered',
  },
  {
    q: 'do you rent dumpsters? want one sitting in my driveway for a couple weeks while we renovate',
    kind: 'service-not-offered',
  },
  {
    q: 'can u trim my palm trees too? theyre like 30 feet tall and really need it before monsoon',
    kind: 'service-not-offered',
  },
  {
    q: 'could ur guys help pack up my kitchen into boxes for a move next week, i just dont have time',
    kind: 'service-not-offered',
  },
  {
    q: 'need someone to mount a tv and put together some new ikea furniture, can u do that',
    kind: 'service-not-offered',
  },
  {
    q: 'can you pick up a couch i bought on marketplace in mesa and deliver it to my place in gilbert',
    kind: 'service-not-offered',
  },
  {
    q: 'after u haul everything off can u pressure wash the driveway and the back patio too',
    kind: 'service-not-offered',
  },
  {
    q: 'got an old upright piano in the living room, can u take that or is it too heavy',
    kind: 'item-not-known',
  },
  {
    q: 'need a slate pool table gone from the game room before we sell, do u guys do those',
    kind: 'item-not-known',
  },
  {
    q: 'have a big gun safe in the bedroom closet, like 600 lbs. is that something u can haul',
    kind: 'item-not-known',
  },
  {
    q: 'theres an old boat on a trailer sitting in my side yard in peoria, would u take it',
    kind: 'item-not-known',
  },
  {
    q: 'can u haul away a junk car that doesnt run? its been sitting in the driveway for a year',
    kind: 'item-not-known',
  },
  { q: 'got like 12 old car tires stacked behind the garage, do you take tires', kind: 'item-not-known' },
  {
    q: 'dad left a full size church organ in his living room, could you remove it for us',
    kind: 'item-not-known',
  },
  {
    q: 'theres an old rv parked on the property that hasnt moved in years, can you take the whole thing',
    kind: 'item-not-known',
  },
  {
    q: 'found a couple old propane tanks in the back of the shed, will u take those with everything else',
    kind: 'item-not-known',
  },
  {
    q: 'big saltwater aquarium with the stand, like 150 gallons, do u take fish tanks like that',
    kind: 'item-not-known',
  },
  {
    q: 'do u accept payment through the DesertPay app? its what i use for pretty much everything',
    kind: 'made-up-brand',
  },
  {
    q: 'my hot tub is a Vortessa AquaLuxe 880 and the manual says only certified removers can take it. are u certified for those',
    kind: 'made-up-brand',
  },
  {
    q: 'are u guys partnered with Valley Green Rewards? they give recycling credits for appliance pickups',
    kind: 'made-up-brand',
  },
  {
    q: 'i have a HomeShield Plus warranty voucher that covers junk removal, can i use it with you',
    kind: 'made-up-brand',
  },
  {
    q: 'does ur crew use the TruckTrack app so i can watch where they are on the day',
    kind: 'made-up-brand',
  },
  {
    q: 'is your company the same one as Haul Heroes Scottsdale? my neighbor used them last year',
    kind: 'made-up-brand',
  },
  {
    q: 'my fridge is a Frostmark ZR-9 with that special coolant, do u have the certification for that model',
    kind: 'made-up-brand',
  },
  {
    q: 'can i pay with SunCoin Rewards points? saw a sticker for it at a shop down the street',
    kind: 'made-up-brand',
  },
  { q: 'do u have a senior discount? im 74 and on a fixed income', kind: 'situation-not-covered' },
  {
    q: 'any military discount? my husband is active duty out at luke air force base',
    kind: 'situation-not-covered',
  },
  {
    q: 'can i pay in monthly installments or do u offer financing for a big cleanout',
    kind: 'situation-not-covered',
  },
  {
    q: 'should i tip the crew when theyre done, and if so how much is normal',
    kind: 'situation-not-covered',
  },
  {
    q: 'do u work on holidays like christmas day? thats when the whole family is in town to help sort',
    kind: 'situation-not-covered',
  },
  {
    q: 'if i have to cancel the day before, is there a cancellation fee or anything',
    kind: 'situation-not-covered',
  },
  {
    q: 'do u price match? got a lower quote from another junk company in phoenix yesterday',
    kind: 'situation-not-covered',
  },
  {
    q: 'is there a minimum charge if its literally just two small bags of trash',
    kind: 'situation-not-covered',
  },
  { q: 'if im not happy with how the job went can i get my money back', kind: 'situation-not-covered' },
  {
    q: 'my insurance is covering the flood cleanup, can u bill the insurance company directly instead of me',
    kind: 'situation-not-covered',
  },
  {
    q: 'do u give a tax receipt for the stuff that gets donated so i can write it off',
    kind: 'situation-not-covered',
  },
  {
    q: 'do u have a referral program, like if i send my neighbors ur way do i get a discount',
    kind: 'situation-not-covered',
  },
  {
    q: 'random q but whats the weather gonna be like in scottsdale this weekend, is it still over 100',
    kind: 'off-topic',
  },
  { q: "can u recommend a good taco place in old town? we'll be down there friday night", kind: 'off-topic' },
  { q: 'who won the suns game last night? missed the whole thing cause of work', kind: 'off-topic' },
  { q: 'can you help me write a cover letter for a job application, its due tomorrow', kind: 'off-topic' },
  {
    q: 'whats a good recipe for carne asada? having people over saturday and want to impress them',
    kind: 'off-topic',
  },
  {
    q: 'whats the fastest way to get from scottsdale to sky harbor around 5pm on a weekday',
    kind: 'off-topic',
  },
  { q: 'can u explain how to file my taxes as a freelancer, im so lost this year', kind: 'off-topic' },
  { q: 'whats the owners name? wanna ask for him specifically when i call tomorrow', kind: 'unknowable' },
  { q: 'how many trucks do u guys have? need to know if u can handle two jobs at once', kind: 'unknowable' },
  { q: 'how big is ur truck exactly, like how many cubic yards does one load hold', kind: 'unknowable' },
  {
    q: 'are ur crew members background checked? i have teenage daughters at home and want to be safe',
    kind: 'unknowable',
  },
  { q: 'are u guys hiring right now? my son is looking for summer work and hes strong', kind: 'unknowable' },
  { q: 'which landfill does all ur stuff end up at? just curious where it goes', kind: 'unknowable' },
  { q: 'whats ur contractor license number? i need it for my records before the job', kind: 'unknowable' },
  {
    q: 'which charity do u donate furniture to? wanna make sure its one i actually support',
    kind: 'unknowable',
  },
];
