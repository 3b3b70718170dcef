import type { FactId } from './facts.ts';

/** Held-out set (issue 27): written from SPEC.md and src/content only, by someone who never saw the matcher. Do not tune on it. */
export const HELD_OUT_ANSWERABLE: readonly { q: string; fact: FactId; lang: 'en' | 'es' }[] = [
  // Items, in everyday words
  {
    q: 'the deep freezer we keep in the garage for hunting season stopped working and smells awful now, is that something u guys haul',
    fact: 'appliances',
    lang: 'en',
  },
  {
    q: 'redoing the kitchen and the old stove plus the dishwasher r coming out thurs, do u take those or do i need to call the city',
    fact: 'appliances',
    lang: 'en',
  },
  {
    q: 'theres this massive armoire in the upstairs bedroom from my grandmas house, nobody in the family wants it and it weighs a ton',
    fact: 'furniture',
    lang: 'en',
  },
  {
    q: 'got a new dining set delivered so the old table 6 chairs and the china cabinet gotta go',
    fact: 'furniture',
    lang: 'en',
  },
  {
    q: 'took down the kids bunk bed this weekend, frame is going to my cousin but the two mattresses r trashed, can u grab just those',
    fact: 'mattresses',
    lang: 'en',
  },
  {
    q: 'our office got new machines so the old copier is just sitting in the hallway, thing is huge. also like 4 old monitors',
    fact: 'eWaste',
    lang: 'en',
  },
  {
    q: 'i have a shoebox of old ipads a kindle and like 5 cracked phones, dont wanna just throw them in the trash',
    fact: 'eWaste',
    lang: 'en',
  },
  {
    q: 'old treadmill in the spare room has been a clothes rack for 3 yrs lol do u guys take workout equipment',
    fact: 'itemsTaken',
    lang: 'en',
  },
  {
    q: 'finished redoing the master bath myself and now theres a pile of drywall scraps broken tile and an old vanity on the side of the house',
    fact: 'construction',
    lang: 'en',
  },
  {
    q: 'monsoon last night dropped a ton of palm fronds and branches all over the backyard its a disaster out there',
    fact: 'yardWaste',
    lang: 'en',
  },
  {
    q: 'the old wood shed out back is leaning bad and full of termites, can u tear the whole thing down or do u only haul whats inside',
    fact: 'sheds',
    lang: 'en',
  },
  {
    q: 'we have a hot tub that hasnt run in years and its still half full of green water, do u take them like that',
    fact: 'hotTubRemoval',
    lang: 'en',
  },
  {
    q: 'my dad passed in jan and we all live in oregon, need someone to clear out his whole house so we can put it on the market',
    fact: 'estate',
    lang: 'en',
  },
  {
    q: 'cant even park in the garage anymore, boxes up to the ceiling, need the whole thing gone through and cleared out',
    fact: 'garageCleanout',
    lang: 'en',
  },
  {
    q: 'were closing our dental office end of the month, its desks, filing cabinets, waiting room chairs and a break room fridge',
    fact: 'officeCommercial',
    lang: 'en',
  },
  {
    q: 'moving out of my 2 bed apartment next week and i have way more stuff than i thought, do u do apartments',
    fact: 'residential',
    lang: 'en',
  },
  {
    q: 'been paying for a storage unit for 4 yrs for stuff i dont even want anymore, can u empty it out so i can cancel',
    fact: 'storageUnits',
    lang: 'en',
  },
  {
    q: 'old work laptops and a couple hard drives with client info on them, how do i know the data doesnt end up out there somewhere',
    fact: 'dataDestruction',
    lang: 'en',
  },
  {
    q: 'garage has a bunch of half used paint cans and some old pool chemicals, can those just go in the truck with everything else',
    fact: 'notAccepted',
    lang: 'en',
  },
  {
    q: 'theres a barrel of used motor oil and some bug killer in the shed u take that stuff',
    fact: 'notAccepted',
    lang: 'en',
  },
  {
    q: 'where does everything go after u load it? moms couch is in really good shape, id hate for it to end up in a landfill',
    fact: 'donateRecycle',
    lang: 'en',
  },
  {
    q: 'kids wooden swing set in the backyard needs to go but its bolted together and huge, no way i can take it apart',
    fact: 'disassembly',
    lang: 'en',
  },

  // How the job works
  {
    q: 'the fridge is in the garage and the couch is up on the second floor, do i have to get it all down to the curb first',
    fact: 'anywhereOnProperty',
    lang: 'en',
  },
  { q: 'i work 7 to 5, do i actually need to be there when u guys come', fact: 'beHome', lang: 'en' },
  {
    q: 'anything i should do before u get here like bag stuff up or put it in boxes',
    fact: 'prepare',
    lang: 'en',
  },
  {
    q: 'will u leave a mess behind or do u clean up once everythings out',
    fact: 'cleanUpAfter',
    lang: 'en',
  },
  {
    q: 'im 74 and just had back surgery, theres no way i can carry anything, is that a problem',
    fact: 'weDoTheLifting',
    lang: 'en',
  },
  {
    q: 'is this one of those apps that sends some random guy with a truck or is it ur own crew showing up',
    fact: 'whoComes',
    lang: 'en',
  },
  { q: 'can i talk to a real person pls', fact: 'talkToPerson', lang: 'en' },
  {
    q: 'never done this before, what actually happens on the day',
    fact: 'process',
    lang: 'en',
  },

  // The company
  {
    q: 'property manager says she needs to know ur insured before she lets anyone in the building',
    fact: 'licensedInsured',
    lang: 'en',
  },
  {
    q: 'our hoa is super strict they send letters if anything sits on the driveway overnight, is that gonna be an issue',
    fact: 'hoa',
    lang: 'en',
  },
  { q: 'how long have yall been doing this', fact: 'yearsInBusiness', lang: 'en' },
  { q: 'r u guys family owned? i like to support local', fact: 'localFamily', lang: 'en' },
  {
    q: 'never hired junk removal before kinda nervous ngl, what do ur reviews look like',
    fact: 'reviews',
    lang: 'en',
  },

  // Prices
  {
    q: 'ballpark what does a normal house job cost, a couch some boxes an old tv stand stuff like that',
    fact: 'typicalCost',
    lang: 'en',
  },
  {
    q: 'last company i used tacked on a bunch of fees at the end, do u guys do that',
    fact: 'hiddenFees',
    lang: 'en',
  },
  {
    q: 'how do u figure out the price, is it by weight or by the hour or what',
    fact: 'howPricingWorks',
    lang: 'en',
  },
  { q: 'do u charge to come out and look at it', fact: 'freeEstimates', lang: 'en' },
  {
    q: 'typical 2 car garage, normal amount of junk, nothing crazy. rough price?',
    fact: 'garageCost',
    lang: 'en',
  },
  { q: 'small 6x8 metal shed how much to take down and haul', fact: 'shedCost', lang: 'en' },
  { q: 'how much to get rid of a hot tub', fact: 'hotTubCost', lang: 'en' },
  {
    q: 'can i just text u some pics instead of someone coming out to look',
    fact: 'photoQuote',
    lang: 'en',
  },
  {
    q: 'filled out the quote form on ur site last night, when do i hear back',
    fact: 'quoteReplyTime',
    lang: 'en',
  },
  { q: 'do u take credit cards or is it cash only', fact: 'paymentMethods', lang: 'en' },
  { q: 'do i have to pay before u start or after', fact: 'paymentDue', lang: 'en' },

  // Hours and timing
  { q: 'what time do u guys start in the morning on weekdays', fact: 'hours', lang: 'en' },
  { q: 'open sundays?', fact: 'sunday', lang: 'en' },
  {
    q: 'its like 3:30 rn is there any chance u can still make it out today',
    fact: 'sameDay',
    lang: 'en',
  },
  {
    q: 'pipe burst in the garage at like 11pm and everything is soaked, need the ruined stuff out tonight if thats even possible',
    fact: 'emergency',
    lang: 'en',
  },
  {
    q: 'want to get on the schedule for next saturday, how far ahead should i book',
    fact: 'bookAhead',
    lang: 'en',
  },
  { q: 'how do i book', fact: 'howToBook', lang: 'en' },
  {
    q: 'how long will u be at my house, its a few rooms worth of stuff',
    fact: 'jobDuration',
    lang: 'en',
  },
  { q: 'how long does a garage clean out usually take', fact: 'garageDuration', lang: 'en' },
  {
    q: 'how long does it take to tear down a shed, trying to figure out if i need to take the day off',
    fact: 'shedDuration',
    lang: 'en',
  },
  {
    q: 'how long is the hot tub removal, gotta plan around my work schedule',
    fact: 'hotTubDuration',
    lang: 'en',
  },
  {
    q: 'its literally one queen mattress how long is that gonna take',
    fact: 'mattressDuration',
    lang: 'en',
  },

  // Cities and neighbourhoods
  { q: 'do u only do scottsdale or the whole valley', fact: 'areasServed', lang: 'en' },
  { q: 'do u come out to ahwatukee', fact: 'areaPhoenix', lang: 'en' },
  {
    q: 'were up in kierland near the mall, is that in ur area',
    fact: 'areaScottsdale',
    lang: 'en',
  },
  { q: 'im in tempe by asu do u guys come there', fact: 'areaTempe', lang: 'en' },
  {
    q: 'hillside house in las sendas with a long steep driveway, do u work up there',
    fact: 'areaMesa',
    lang: 'en',
  },
  { q: 'do u come to ocotillo', fact: 'areaChandler', lang: 'en' },
  {
    q: 'big property in paradise valley with lots of stuff, do u service there',
    fact: 'areaParadiseValley',
    lang: 'en',
  },
  { q: 'agritopia area?', fact: 'areaGilbert', lang: 'en' },
  { q: 'fountain hills too far for u?', fact: 'areaFountainHills', lang: 'en' },
  {
    q: 'were on a few acres out in cave creek, do u go out that far',
    fact: 'areaCaveCreek',
    lang: 'en',
  },
  { q: 'carefree az, do u cover it', fact: 'areaCarefree', lang: 'en' },
  { q: 'im way over on the west side in glendale', fact: 'areaGlendale', lang: 'en' },
  { q: 'peoria near lake pleasant, do u come out this way', fact: 'areaPeoria', lang: 'en' },

  // Spanish
  {
    q: 'cuanto cobran mas o menos por sacar cosas de una casa, no es mucho, unos muebles y cajas',
    fact: 'typicalCost',
    lang: 'es',
  },
  { q: 'cuanto me cobran por llevarse nomas un sillon viejo', fact: 'singleItemCost', lang: 'es' },
  { q: 'a que hora abren entre semana y hasta que hora trabajan', fact: 'hours', lang: 'es' },
  { q: 'trabajan los domingos?', fact: 'sunday', lang: 'es' },
  { q: 'pueden venir hoy mismo? ya son las 11 de la mañana', fact: 'sameDay', lang: 'es' },
  {
    q: 'tengo un refrigerador viejo en la cochera que ya no sirve, se lo llevan?',
    fact: 'appliances',
    lang: 'es',
  },
  {
    q: 'quiero deshacerme de dos colchones y un box spring, los recogen?',
    fact: 'mattresses',
    lang: 'es',
  },
  {
    q: 'que tipo de cosas se llevan? tengo muebles, cajas, una bici rota y un monton de tiliches',
    fact: 'itemsTaken',
    lang: 'es',
  },
  { q: 'como hago para agendar una cita con ustedes', fact: 'howToBook', lang: 'es' },
  { q: 'con cuantos dias de anticipacion tengo que reservar', fact: 'bookAhead', lang: 'es' },
];

export const HELD_OUT_UNANSWERABLE: readonly {
  q: string;
  kind:
    | 'service-not-offered'
    | 'item-not-known'
    | 'made-up-brand'
    | 'buying-or-selling'
    | 'off-topic'
    | 'situation-not-covered';
  lang: 'en' | 'es';
}[] = [
  // Services the company does not offer
  {
    q: 'we bought a house in gilbert, can u guys move our couch bed and dresser from the old apt in tempe to the new place? not throwing anything away just moving it',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'do yall rent out storage space? need somewhere to keep my stuff for like 3 months while we remodel',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'after everythings out can u also scrub the kitchen and shampoo the carpets, i need the full move out clean to get my deposit back',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'theres roaches all over the garage, do u guys spray for bugs while ur there',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'dryer makes a grinding noise and wont heat, can someone take a look and fix it instead of hauling it',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'can u guys climb up and trim my 3 queen palms or do i need a tree service for that',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'we want to get rid of our old in ground pool, like break it up and fill it in with dirt, is that something u do',
    kind: 'service-not-offered',
    lang: 'en',
  },
  {
    q: 'necesito que me ayuden con la mudanza, llevar mis muebles de mi casa vieja a la nueva en glendale, no es para tirar',
    kind: 'service-not-offered',
    lang: 'es',
  },

  // Items the content never mentions
  {
    q: 'tengo un piano viejo en la sala que nadie toca, se lo pueden llevar?',
    kind: 'item-not-known',
    lang: 'es',
  },
  {
    q: 'theres a full size pool table in the game room, slate top, can that go',
    kind: 'item-not-known',
    lang: 'en',
  },
  {
    q: 'my late husbands gun safe is in the bedroom closet, its like 800 lbs and i dont even have the combo',
    kind: 'item-not-known',
    lang: 'en',
  },
  {
    q: 'old honda civic been sitting in the side yard for years, no title, do u take cars',
    kind: 'item-not-known',
    lang: 'en',
  },
  {
    q: 'we have a little fishing boat on a trailer that hasnt moved since 2019',
    kind: 'item-not-known',
    lang: 'en',
  },
  {
    q: 'got about 12 old tires stacked behind the garage from when my son was fixing up cars',
    kind: 'item-not-known',
    lang: 'en',
  },
  {
    q: '200 gallon fish tank, the glass kind, empty now but its massive',
    kind: 'item-not-known',
    lang: 'en',
  },
  {
    q: 'we used to have horses and theres a big pile of old manure and bedding by the barn',
    kind: 'item-not-known',
    lang: 'en',
  },

  // Made-up brands next to a real category
  {
    q: 'my nordhaven fridge is still under warranty, can ur guys do the repair on it or do i call them',
    kind: 'made-up-brand',
    lang: 'en',
  },
  {
    q: 'when u haul the old one can u also install my new kestrel pro water heater',
    kind: 'made-up-brand',
    lang: 'en',
  },
  {
    q: 'bought a sofa from lumora furniture and they said u guys partner with them for free haul away of the old one, is that true',
    kind: 'made-up-brand',
    lang: 'en',
  },
  {
    q: 'corvana has a buyback program for my treadmill, can u ship it back to them for me instead of dumping it',
    kind: 'made-up-brand',
    lang: 'en',
  },
  {
    q: 'got a promo code from sunvale spas for 20% off hot tub removal, how do i use it',
    kind: 'made-up-brand',
    lang: 'en',
  },
  {
    q: 'my haldenware range is gas, r u certified to cap the gas line when u pull it out',
    kind: 'made-up-brand',
    lang: 'en',
  },

  // The company buying, selling or paying
  {
    q: 'i have a bunch of scrap copper and aluminum, will u pay me for it since u recycle metal anyway',
    kind: 'buying-or-selling',
    lang: 'en',
  },
  {
    q: 'the fridge still works great its only 2 yrs old, how much would u give me for it',
    kind: 'buying-or-selling',
    lang: 'en',
  },
  {
    q: 'do u buy antiques? grandmas house has old furniture that might be worth something',
    kind: 'buying-or-selling',
    lang: 'en',
  },
  {
    q: 'do u guys have a store or warehouse where i can buy some of the furniture u pick up',
    kind: 'buying-or-selling',
    lang: 'en',
  },
  {
    q: 'can u sell my dining set for me on consignment and we split whatever it goes for',
    kind: 'buying-or-selling',
    lang: 'en',
  },
  {
    q: 'ustedes compran muebles usados? tengo una sala en buen estado y quiero sacarle algo de dinero',
    kind: 'buying-or-selling',
    lang: 'es',
  },

  // Off-topic
  { q: 'whats the weather gonna be like tmrw in scottsdale', kind: 'off-topic', lang: 'en' },
  { q: 'did the suns win last night', kind: 'off-topic', lang: 'en' },
  { q: 'any good taco spots in old town? starving', kind: 'off-topic', lang: 'en' },
  { q: 'write me a funny poem about my messy garage lol', kind: 'off-topic', lang: 'en' },
  {
    q: 'me recomiendan un buen taller mecanico en mesa? se me descompuso la troca',
    kind: 'off-topic',
    lang: 'es',
  },

  // Situations the facts do not settle
  { q: 'do i tip the guys? and how much is normal', kind: 'situation-not-covered', lang: 'en' },
  {
    q: 'r u open on christmas day, its the only day everyone in the family is off',
    kind: 'situation-not-covered',
    lang: 'en',
  },
  {
    q: 'tienen descuento para personas de la tercera edad? mi mama tiene 80 años',
    kind: 'situation-not-covered',
    lang: 'es',
  },
  { q: 'how many guys do u usually send on a job', kind: 'situation-not-covered', lang: 'en' },
  {
    q: 'if theres a monsoon the day of do u still come or do we reschedule',
    kind: 'situation-not-covered',
    lang: 'en',
  },
  {
    q: 'another company quoted me 250 for the same pile, will u match that',
    kind: 'situation-not-covered',
    lang: 'en',
  },
  {
    q: 'my ex left his stuff at my place months ago and wont come get it, am i legally allowed to have u haul it',
    kind: 'situation-not-covered',
    lang: 'en',
  },
];
