import type { FactId } from './facts.ts';

/**
 * A fresh batch in customers' own style (issue 27), written by helpers who saw only SPEC.md and
 * src/content (and, for the answerable ones, the fact list), never the matcher or the other sets: a
 * delivery and an insult batch, then 110 answerable and 60 unanswerable questions. Used to tune since
 * it was written (stop 45), like the customers' set.
 */
export const FRESH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  { q: 'hours??', fact: 'hours' },
  { q: 'i work 9 to 5 so wondering what time ur crews start in the morning during the week', fact: 'hours' },
  { q: 'wat time do u guys close on saturdays', fact: 'hours' },
  { q: 'sundays?', fact: 'sunday' },
  {
    q: 'only day off i get is sunday lol do u guys even work sundays and if so till what time',
    fact: 'sunday',
  },
  {
    q: 'landlord is changing the locks first thing tmrw and theres still a couch and a bunch of crap in the unit, do u have any kind of emergency service outside normal hours',
    fact: 'emergency',
  },
  {
    q: 'pipe burst in the garage and everything is soaked and starting to stink, do u guys do emergency pickups like middle of the night',
    fact: 'emergency',
  },
  { q: 'do u do same day?', fact: 'sameDay' },
  {
    q: 'fridge died over the weekend and it smells SO bad, if i call in the morning is there a chance u could grab it the same day',
    fact: 'sameDay',
  },
  {
    q: 'planning a big cleanout at my dads place sometime next month, how far in advance should i get on ur schedule',
    fact: 'bookAhead',
  },
  {
    q: 'lease is up end of the month and i need a bunch of furniture gone, how many days ahead do i need to book u',
    fact: 'bookAhead',
  },
  { q: 'ok cool how do i book', fact: 'howToBook' },
  {
    q: 'sounds good, how do i actually get on the schedule? can i set it up on the website or do i have to call',
    fact: 'howToBook',
  },
  { q: 'never hired a junk removal company before lol how does it work start to finish', fact: 'process' },
  { q: 'so whats the process like once i schedule', fact: 'process' },
  {
    q: 'im 72 with a bad hip and cant lift much, do ur guys do all the carrying and loading or do i need to find help',
    fact: 'weDoTheLifting',
  },
  { q: 'do i have to help load the truck', fact: 'weDoTheLifting' },
  {
    q: 'some of the junk is in the backyard and some is up in the attic, do i have to drag it all out to the curb first',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'the old treadmill is upstairs in the bonus room, do u guys go get it or does it need to be in the driveway allready',
    fact: 'anywhereOnProperty',
  },
  { q: 'do u take credit cards', fact: 'paymentMethods' },
  { q: 'can i pay cash? or like venmo', fact: 'paymentMethods' },
  { q: 'do i pay up front or after ur done', fact: 'paymentDue' },
  { q: 'do u need a deposit to hold the appt', fact: 'paymentDue' },
  { q: 'ballpark how much does junk removal usually cost', fact: 'typicalCost' },
  {
    q: 'just trying to budget rn, whats a normal price range for a house junk pickup? not asking for an exact quote',
    fact: 'typicalCost',
  },
  {
    q: 'how do u guys figure out the price, is it by weight or by the hour or what',
    fact: 'howPricingWorks',
  },
  { q: 'how much to pick up just one reclinr', fact: 'singleItemCost' },
  { q: 'i literally only have one old dresser to get rid of, what would that cost', fact: 'singleItemCost' },
  { q: 'r there any extra charges on top of the quote like dump fees or gas', fact: 'hiddenFees' },
  {
    q: 'last company i used tacked on a bunch of surprise charges at the end and i was pissed, do u guys do that',
    fact: 'hiddenFees',
  },
  { q: 'is the estimate free', fact: 'freeEstimates' },
  { q: 'do u charge to come out and look at it? dont wanna pay just to get a quote', fact: 'freeEstimates' },
  { q: 'whats the average cost for a garage cleanout', fact: 'garageCost' },
  {
    q: '2 car garage, pretty full of old boxes and random stuff, how much do garage cleanouts usually run',
    fact: 'garageCost',
  },
  { q: 'how much to tear down a small 6x8 shed in the backyard', fact: 'shedCost' },
  { q: 'got a little garden shed maybe 6 by 8 ft, price to get rid of it?', fact: 'shedCost' },
  { q: 'how much to get rid of a hot tub', fact: 'hotTubCost' },
  {
    q: 'theres an old jacuzzi on our back deck that came with the house, nobody uses it, what does it cost to haul it away',
    fact: 'hotTubCost',
  },
  {
    q: 'how long does a normal pickup take? i wfh and have meetings so tryna plan around it',
    fact: 'jobDuration',
  },
  { q: 'how long will u guys be here for like a typical job', fact: 'jobDuration' },
  {
    q: 'wife wants the garage done before the kids get home from school, how long does a garage cleanout usually take',
    fact: 'garageDuration',
  },
  {
    q: 'if u tear down my shed how long is that gonna take, trying to figure out if i need to take the day off',
    fact: 'shedDuration',
  },
  { q: 'spa removal, is that like an all day thing? how many hrs', fact: 'hotTubDuration' },
  { q: 'just have 2 old mattresses going, how long will u be at the house', fact: 'mattressDuration' },
  { q: 'what areas do u cover', fact: 'areasServed' },
  { q: 'which cities do u guys service', fact: 'areasServed' },
  { q: 'do u come to phoenix? im by 16th st and camelback', fact: 'areaPhoenix' },
  { q: 'do u guys do north scottsdale', fact: 'areaScottsdale' },
  { q: 'moving out of my place by asu, do yall pick up in tempe', fact: 'areaTempe' },
  { q: "do u service mesa? we're out in las sendas", fact: 'areaMesa' },
  { q: 'chandler?', fact: 'areaChandler' },
  { q: "we're in paradise valley, do u come out this way", fact: 'areaParadiseValley' },
  { q: 'do u go to gilbert', fact: 'areaGilbert' },
  { q: 'my moms house is in fountain hills, is that too far for u guys', fact: 'areaFountainHills' },
  { q: 'do u service cave creek', fact: 'areaCaveCreek' },
  { q: 'we live up in carefree, do u come up here', fact: 'areaCarefree' },
  { q: 'r u guys in glendale too or just the east side', fact: 'areaGlendale' },
  { q: 'peoria ok? or too far west', fact: 'areaPeoria' },
  { q: 'where r u guys located', fact: 'location' },
  { q: 'where is ur company based out of', fact: 'location' },
  { q: 'how long u been in business', fact: 'yearsInBusiness' },
  { q: 'never heard of u before, are u a new company?', fact: 'yearsInBusiness' },
  { q: 'what kinda stuff do u take', fact: 'itemsTaken' },
  {
    q: 'cleaning out the spare room, its a mix of old toys, boxes, a broken exercise bike, random junk, do u guys take pretty much everything',
    fact: 'itemsTaken',
  },
  { q: 'anything u wont take?', fact: 'notAccepted' },
  {
    q: 'cleaning out my grandpas garage and theres old paint cans, motor oil, jugs of pesticide, can u take all that too',
    fact: 'notAccepted',
  },
  { q: 'do u do furniture removal? like full bedroom sets and dining tables', fact: 'furniture' },
  {
    q: 'our old fridge finally died and the deep freezer in the garage is dead too, need both of them gone',
    fact: 'appliances',
  },
  {
    q: 'just got a new bed delivered and the store wont take the old one, do u take mattresses',
    fact: 'mattresses',
  },
  {
    q: 'just had the palm trees trimmed and theres a huge pile of fronds by the side of the house, do u take that',
    fact: 'yardWaste',
  },
  { q: 'do i need to drain the hot tub before u come', fact: 'hotTubRemoval' },
  {
    q: 'whats included with hot tub removal? do i need to get an electrician to disconnect it first',
    fact: 'hotTubRemoval',
  },
  {
    q: 'theres a rusty metal shed in the backyard thats basically falling apart, is that something u remove',
    fact: 'sheds',
  },
  {
    q: 'just finished a bathroom remodel and have a pile of old drywall and tile in the driveway, do u take construction debris',
    fact: 'construction',
  },
  {
    q: 'my mom passed away last month and we need to clear out her house, is that something u do',
    fact: 'estate',
  },
  {
    q: 'handling my uncles estate from out of state, whole house has to be emptied before we list it',
    fact: 'estate',
  },
  {
    q: 'cant even park in my garage anymore its so packed lol need the whole thing cleared out',
    fact: 'garageCleanout',
  },
  {
    q: "we're moving offices and need to get rid of old desks and file cabinets, do u do businesses",
    fact: 'officeCommercial',
  },
  { q: 'do u do commercial jobs? i manage a small office', fact: 'officeCommercial' },
  { q: 'i live in a condo on the 3rd floor, do u do condos or just houses', fact: 'residential' },
  {
    q: 'been paying for a storage unit for 2 yrs that i dont even need, want it emptied out so i can stop paying',
    fact: 'storageUnits',
  },
  { q: 'does the stuff get donated or does it all just go to the dump', fact: 'donateRecycle' },
  {
    q: 'a lot of my furniture is still in good shape and id hate for it to just get trashed, what do u do with it',
    fact: 'donateRecycle',
  },
  { q: 'got a couple old tvs and a desktop computer in the closet, do u take electronics', fact: 'eWaste' },
  { q: 'e-waste?', fact: 'eWaste' },
  {
    q: 'getting rid of a bunch of old work laptops and im worried about the data on the hard drives, what happens to that',
    fact: 'dataDestruction',
  },
  { q: 'do u wipe hard drives', fact: 'dataDestruction' },
  {
    q: 'r u insured? last guys scratched up our wood floors and wouldnt pay for it smh',
    fact: 'licensedInsured',
  },
  {
    q: 'our hoa is super strict about trucks and dumpsters, are u guys ok to work in hoa neighborhoods',
    fact: 'hoa',
  },
  { q: "we're in a gated community w an hoa, will that be a problem", fact: 'hoa' },
  { q: 'r u guys family owned', fact: 'localFamily' },
  { q: 'who actually shows up, ur own guys or do u sub it out to someone', fact: 'whoComes' },
  { q: 'r u a franchise', fact: 'whoComes' },
  { q: 'r u guys any good? whats ur rating', fact: 'reviews' },
  { q: 'how many google reviews do u have', fact: 'reviews' },
  { q: 'can i just send pics for a quote', fact: 'photoQuote' },
  {
    q: 'easiest way to get a price? i dont really want someone coming over just to look',
    fact: 'photoQuote',
  },
  { q: 'filled out the form on ur website, how long till i hear back', fact: 'quoteReplyTime' },
  { q: 'how fast do u respond to quote requests', fact: 'quoteReplyTime' },
  { q: 'whats ur phone number', fact: 'contact' },
  { q: 'do i need to be there when u come', fact: 'beHome' },
  { q: 'i work all day, can u guys do the pickup without me home', fact: 'beHome' },
  { q: 'do u clean up after or just take the stuff', fact: 'cleanUpAfter' },
  {
    q: 'is there gonna be dust and crap all over the garage floor after u haul everything out',
    fact: 'cleanUpAfter',
  },
  { q: 'do i need to bag everything up befor u get here', fact: 'prepare' },
  { q: 'anything i should do to get ready before the crew shows up', fact: 'prepare' },
  { q: 'got a huge sectional that wont fit thru the door, can u take it apart', fact: 'disassembly' },
  {
    q: 'kids bunk bed is still put together, do i need to take it apart first or will u',
    fact: 'disassembly',
  },
  { q: 'id rather just talk to a real person pls', fact: 'talkToPerson' },
  { q: 'is this a bot? i want a human', fact: 'talkToPerson' },
];

export const FRESH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  {
    q: 'hey so im moving from my place in old town to a condo in tempe next sat, can u guys move my couch and bed over there? not throwing them out just need them moved lol',
    kind: 'service-not-offered',
  },
  {
    q: 'found a sectional on fb marketplace in gilbert for cheap but i dont have a truck. could you pick it up and drop it at my house in scottsdale? ill pay',
    kind: 'service-not-offered',
  },
  {
    q: 'my fridge is like 2 yrs old and works perfect, samsung french door. would u buy it off me instead of me paying u to haul it??',
    kind: 'service-not-offered',
  },
  {
    q: 'do u guys sell any of the furniture u pick up? looking for a cheap dresser and kitchen table for my sons first apt',
    kind: 'service-not-offered',
  },
  {
    q: "we're staging the house to sell and need somewhere to put all the furniture for like 2 months. do u rent storage space or keep stuff in ur warehouse till we need it back",
    kind: 'service-not-offered',
  },
  {
    q: 'doing a kitchen remodel myself over the next couple weeks. can i just rent a dumpster from u and have it sit in the driveway till im done',
    kind: 'service-not-offered',
  },
  {
    q: 'after u clear out my moms house for the estate can ur crew also deep clean it? like scrub bathrooms, mop floors, wipe out cabinets, move-out clean basically',
    kind: 'service-not-offered',
  },
  {
    q: 'dog peed on the old mattress and the carpet under it smells awful. when u come take the mattress can u shampoo the carpet too',
    kind: 'service-not-offered',
  },
  {
    q: 'washer stopped draining mid cycle. before i pay to get rid of it do u guys do repairs? might just be the pump',
    kind: 'service-not-offered',
  },
  {
    q: 'getting a new hot tub delivered next week, can u take the old spa out and then hook up and wire the new one for us same day?',
    kind: 'service-not-offered',
  },
  {
    q: 'bought an ikea dresser and wardrobe, when u haul away the old bedroom set could u guys assemble the new stuff? the instructions are killing me',
    kind: 'service-not-offered',
  },
  {
    q: '3 huge palms in my backyard that havent been trimmed in years, fronds everywhere. can u trim the trees themselves not just pick up whats on the ground',
    kind: 'service-not-offered',
  },
  {
    q: 'once the yard is cleared out id like to redo it, new gravel, some drip irrigation, couple desert plants. do u do landscaping installs?',
    kind: 'service-not-offered',
  },
  {
    q: 'garage is full of junk AND roaches and scorpions everywhere ugh. can u spray for bugs while ur doing the garage cleanout',
    kind: 'service-not-offered',
  },
  {
    q: "my old civic died in the apartment lot in mesa and they're gonna tow it if i dont move it. can u guys tow it away for me",
    kind: 'service-not-offered',
  },
  {
    q: 'got an old f150 that doesnt run, just sitting on the side of the house. do u buy junk cars? how much would u give me',
    kind: 'service-not-offered',
  },
  {
    q: 'we want to get rid of our inground pool completely, break it up and fill it in with dirt. u already do hot tubs so can u do pools too?',
    kind: 'service-not-offered',
  },
  {
    q: 'bought a lot in cave creek with an old falling apart house on it. can u demolish the whole house, not just the shed out back',
    kind: 'service-not-offered',
  },
  {
    q: 'cleaning out my dads garage and theres like 20 cans of old paint, pool chlorine, weed killer and a jug of used motor oil. can u take all that with the other junk',
    kind: 'service-not-offered',
  },
  {
    q: 'house built in 1968 and pretty sure the popcorn ceiling has asbestos. can u guys scrape it and haul it off',
    kind: 'service-not-offered',
  },
  {
    q: 'grandmas house is full of antiques, armoire, china cabinet, old dining set. before u haul anything can someone appraise what its worth?',
    kind: 'service-not-offered',
  },
  {
    q: 'once the garage is empty the floor and driveway are gonna be gross, oil stains etc. do u guys pressure wash after',
    kind: 'service-not-offered',
  },
  {
    q: 'theres black mold on the drywall in our flooded garage. can u do the mold remediation and then haul the ruined boxes n stuff',
    kind: 'service-not-offered',
  },
  {
    q: 'rather than toss everything from my aunts house, could u run an estate sale for us first and then take whatever doesnt sell?',
    kind: 'service-not-offered',
  },
  {
    q: 'honestly i can lift the stuff myself, can i just rent ur truck or a trailer for the day to haul my old furniture to the dump',
    kind: 'service-not-offered',
  },
  { q: 'who owns the company? whats the owners name, wanna know who im dealing with', kind: 'unknowable' },
  {
    q: 'is marcus working today? he did our garage last time and was super nice, want him again if possible',
    kind: 'unknowable',
  },
  {
    q: 'my neighbor on hayden said u guys did a cleanout at her place last tuesday, was that u? white house w the big mesquite tree',
    kind: 'unknowable',
  },
  {
    q: 'ur crew cleared my garage last week and i think a blue tote with my kids baby pics got taken by mistake. is it still at ur place somewhere??',
    kind: 'unknowable',
  },
  {
    q: 'how much exactly for an ironvault 72 gun safe? its like 900 lbs, in the garage on the ground floor',
    kind: 'unknowable',
  },
  {
    q: 'do u have a satisfaction guarantee? like if im not happy with the job do i get my money back',
    kind: 'unknowable',
  },
  {
    q: 'are u guys hiring? im 22 and strong, looking for a crew job for the summer. how do i apply',
    kind: 'unknowable',
  },
  {
    q: 'how big is ur truck exactly, how many cubic yards? trying to figure out if my stuff is one load or two',
    kind: 'unknowable',
  },
  {
    q: 'how many guys usually show up? i have a sleeper sofa going down 2 flights and wanna know if its gonna be enough people',
    kind: 'unknowable',
  },
  {
    q: 'pipe burst and ruined half our stuff, can u bill my homeowners insurance directly or help me w the claim paperwork',
    kind: 'unknowable',
  },
  {
    q: 'which charity do u actually donate to? goodwill? st vincent de paul? i want to make sure moms furniture goes somewhere good',
    kind: 'unknowable',
  },
  {
    q: 'do ur guys accept tips? how much is normal, its gonna be like 115 out so i want to do something nice',
    kind: 'unknowable',
  },
  { q: 'any military or senior discount? my dad is a vet and 78', kind: 'unknowable' },
  {
    q: 'are ur crew members background checked? im a single woman living alone and just want to know before strangers come in',
    kind: 'unknowable',
  },
  {
    q: 'do u have a yard or warehouse where i can drop stuff off myself to save money? i have a pickup',
    kind: 'unknowable',
  },
  {
    q: 'do u sell gift cards? my sister just bought a house full of the old owners junk lol would be a perfect housewarming gift',
    kind: 'unknowable',
  },
  { q: 'which dump or transfer station do u take everything to? just curious', kind: 'unknowable' },
  { q: 'if i refer my neighbor do i get anything? like a referral discount', kind: 'unknowable' },
  {
    q: 'hola, hay alguien que hable espa\u00f1ol en el equipo? my mom will be home for the pickup and her english isnt great',
    kind: 'unknowable',
  },
  { q: 'are u bbb accredited? whats ur rating on there', kind: 'unknowable' },
  { q: 'ok random but whats the best taco spot near old town scottsdale, starving', kind: 'off-topic' },
  {
    q: 'is it gonna monsoon tonight?? trying to decide if i should cover the patio furniture',
    kind: 'off-topic',
  },
  { q: 'did the suns win last night', kind: 'off-topic' },
  {
    q: 'can u help my kid w his homework, if a train leaves at 3pm going 60 mph how far does it go by 5:30',
    kind: 'off-topic',
  },
  { q: 'tell me a joke im bored waiting for the cable guy', kind: 'off-topic' },
  { q: 'how do i get to scottsdale fashion square from the 101, coming from chandler', kind: 'off-topic' },
  { q: 'where do u park for the camelback mountain hike, echo canyon lot always full', kind: 'off-topic' },
  {
    q: 'whats the parking situation at the waste management phoenix open this year, is there a shuttle',
    kind: 'off-topic',
  },
  { q: 'what time does taliesin west open on sundays', kind: 'off-topic' },
  { q: 'need an mvd appt to renew my license, how do i book that', kind: 'off-topic' },
  { q: 'how do u say "the bathroom is down the hall" in spanish', kind: 'off-topic' },
  { q: 'can u recommend a good dentist in north scottsdale? cracked a tooth lol', kind: 'off-topic' },
  { q: 'got a good carne asada marinade recipe? having ppl over saturday', kind: 'off-topic' },
  { q: 'what movies are playing at the harkins at scottsdale 101 tonight', kind: 'off-topic' },
  { q: 'whats a good name for my new golden retriever puppy, shes so fluffy', kind: 'off-topic' },
  {
    q: 'can u guys move my couch from my apartment to my new house in chandler',
    kind: 'service-not-offered',
  },
  {
    q: 'i bought a dresser on fb marketplace, can u pick it up and bring it to my place',
    kind: 'service-not-offered',
  },
  {
    q: 'need a fridge delivered to my daughters house in gilbert, can you do that',
    kind: 'service-not-offered',
  },
  { q: 'hey can u move my hot tub from the side yard to the back patio', kind: 'service-not-offered' },
  {
    q: 'do you guys deliver mulch or gravel? need like 3 yards of river rock dropped off',
    kind: 'service-not-offered',
  },
  { q: 'im moving next week, can u haul all my stuff to my new place in tempe', kind: 'service-not-offered' },
  { q: 'can you take my grandmas piano to my house, its only like 10 min away', kind: 'service-not-offered' },
  {
    q: 'got a storage unit in phoenix and want everything in it brought to my garage, how much',
    kind: 'service-not-offered',
  },
  { q: 'can u bring a load of topsoil for my garden beds', kind: 'service-not-offered' },
  {
    q: 'my son is starting at asu and we need his bed and desk taken to his dorm',
    kind: 'service-not-offered',
  },
  {
    q: 'need someone to pick up a sofa from costco and bring it home my car is too small',
    kind: 'service-not-offered',
  },
  { q: 'can u guys move a shed from one side of my yard to the other', kind: 'service-not-offered' },
  {
    q: 'could you transport my washer and dryer to my new rental and hook them up',
    kind: 'service-not-offered',
  },
  { q: 'i need my moms furniture moved from her house into my garage for now', kind: 'service-not-offered' },
  { q: 'selling my couch to a guy in mesa can you deliver it to him', kind: 'service-not-offered' },
  { q: 'do u do local moves? just a 1 bedroom nothing crazy', kind: 'service-not-offered' },
  { q: 'can u bring my old patio set over to my brothers house, he wants it', kind: 'service-not-offered' },
  { q: 'need a pool table moved into the game room at my new house', kind: 'service-not-offered' },
  { q: 'can u pick up some pavers from home depot and drop them at my house', kind: 'service-not-offered' },
  {
    q: 'my friend is giving me her old bed, can you grab it from her place in peoria and bring it to mine',
    kind: 'service-not-offered',
  },
  { q: 'you guys are a joke', kind: 'insult' },
  { q: 'worst company ever, ur crew is a bunch of lazy idiots', kind: 'insult' },
  { q: 'this bot is useless as hell', kind: 'insult' },
  { q: 'wow great job wasting my time, morons', kind: 'insult' },
  { q: 'your prices are a scam and you people are crooks', kind: 'insult' },
  { q: 'lol what a garbage company, fitting since u haul trash', kind: 'insult' },
  { q: 'talking to this stupid bot is like talking to a wall', kind: 'insult' },
  { q: 'ur guys showed up late and acted like jerks, screw you', kind: 'insult' },
  { q: 'fuck this company honestly', kind: 'insult' },
  { q: 'are u even a real person or just a dumb robot, pathetic', kind: 'insult' },
  { q: 'nobody ever answers the phone, you guys suck', kind: 'insult' },
  { q: 'absolute clowns running this business', kind: 'insult' },
  { q: 'ur crew scratched my floor and didnt even care, bunch of careless idiots', kind: 'insult' },
  { q: 'this chat is trash just like your service', kind: 'insult' },
  { q: 'thanks for nothing you useless piece of junk bot', kind: 'insult' },
];
