import type { FactId } from './facts.ts';

/**
 * A twelfth tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or
 * two sentences of situation plus a question, and longer stories with the question buried inside or at the end
 * (some need a fact applied: a time of day against the hours or the same-day cut-off, a neighbourhood against
 * the service area, a budget against the prices); a few in Spanish. Written by a helper who saw only SPEC.md,
 * src/content and the fact list (facts.ts).
 */
export const TWELFTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // Hours, Sundays and emergencies
  { q: 'r u guys open at 6:45 tonight? its a wednesday', fact: 'hours' },
  {
    q:
      "Ugh, I'm stuck at the office until 5:30 and with traffic on the 101 I won't be home before " +
      '6:15. The stuff is all in the garage, so it would only be two chairs and a desk. Is anybody ' +
      'still working at that hour on a Thursday, or do I need to take a day off?',
    fact: 'hours',
  },
  {
    q:
      "My husband works graveyard so the only window we really have is early. He's up by 6:30 most " +
      "days and asleep by noon. What's the earliest you start on a Saturday? We'd want you there right " +
      'when you open.',
    fact: 'hours',
  },
  {
    q: 'Sunday is literally the only day off I have this week. What hours do you run on Sundays?',
    fact: 'sunday',
  },
  {
    q:
      'We have church till noon and then my in-laws are coming over for lunch. Realistically the ' +
      "earliest we'd be free is around 5:30 on Sunday afternoon. Would a crew still be out at that " +
      'time or do you wrap up earlier on Sundays?',
    fact: 'sunday',
  },
  { q: 'pipe burst in the garage, everything soaked, its 11pm. can anyone come tonight', fact: 'emergency' },
  {
    q:
      "So we close on the house at 9am tomorrow and the buyer's agent just called saying the old sofa " +
      "and a pile of boxes are still in the back room. It's already 9:30 at night. I know it's late, " +
      'but do you do anything after hours for stuff like this or am I out of luck?',
    fact: 'emergency',
  },
  // Same-day cut-off and booking ahead
  { q: 'its 1:30 can u still come today', fact: 'sameDay' },
  { q: 'same day pickup possible??', fact: 'sameDay' },
  {
    q:
      'Well this is a mess. The landlord just emailed that the move-out walkthrough is tomorrow at 8am ' +
      "and the old couch is still sitting in the living room. It's almost 3 right now. Any chance at " +
      'all of getting it picked up today, or is it too late?',
    fact: 'sameDay',
  },
  {
    q:
      "I'm at work right now, it's about 11 in the morning. My neighbor put our old dresser out by " +
      'mistake and the HOA already sent a warning. If I text you in the next half hour could someone ' +
      'get it this afternoon, or does it have to be booked ahead?',
    fact: 'sameDay',
  },
  {
    q:
      "We move out of our rental on the 20th and I'd like the junk gone a couple of days before that " +
      "so I can clean. It's a futon, a broken recliner and maybe 15 boxes. How much notice do you " +
      "usually need to lock in a specific day and time? I'd hate to leave it to the last minute.",
    fact: 'bookAhead',
  },
  {
    q:
      "My mom's condo has to be empty for the new owners by Friday. It's a full 2 bedroom with a " +
      "storage closet. I'm flying in from Denver Tuesday night. I don't want to gamble on same day for " +
      'a job that big, so how far in advance do you recommend reserving?',
    fact: 'bookAhead',
  },
  // Booking, process and who does the work
  { q: 'I hate phone calls lol. Can I just set the whole thing up online?', fact: 'howToBook' },
  {
    q:
      "Hi, I'm helping my grandpa get rid of his old recliner and a broken treadmill. He doesn't do " +
      "computers and I'm in another state. What's the easiest way for us to actually get on your " +
      'schedule?',
    fact: 'howToBook',
  },
  {
    q: 'Never hired a junk removal company before. How does the whole thing work, start to finish?',
    fact: 'process',
  },
  {
    q:
      'Ok so this is my first time doing anything like this. My realtor gave me your name and said you ' +
      'were good. What actually happens on the day? Like do you call before you show up, and when do I ' +
      'find out the price?',
    fact: 'process',
  },
  { q: 'do i have to help carry anything? bad back', fact: 'weDoTheLifting' },
  {
    q:
      "It's just me and I'm 71. The armoire is massive and I can't move it an inch. Will your guys " +
      'handle all the heavy lifting or should I find a neighbor to help?',
    fact: 'weDoTheLifting',
  },
  { q: 'r ur guys employees or subcontractors', fact: 'whoComes' },
  {
    q:
      'Last company I used was some app that sent two random dudes in a pickup. They were late and ' +
      'rude. Before I book, who actually shows up at my house with you guys, your own crew or ' +
      "whoever's available?",
    fact: 'whoComes',
  },
  { q: 'is this a bot? can i talk to an actual person', fact: 'talkToPerson' },
  {
    q:
      "I've got a weird situation with a half-collapsed carport and a bunch of stuff under it. I'd " +
      'really rather explain it to someone live. Is there a real human I can reach?',
    fact: 'talkToPerson',
  },
  { q: 'whats ur number', fact: 'contact' },
  {
    q: "My phone's about to die and I'm driving home. Is there a number I can text you at later tonight?",
    fact: 'contact',
  },
  // Prices, budgets and fees
  { q: 'how much does it cost', fact: 'typicalCost' },
  {
    q:
      "I've got maybe $500 set aside. It's a bunch of old furniture, some boxes and a broken grill " +
      'from a 3 bedroom house. Is that a realistic budget?',
    fact: 'typicalCost',
  },
  {
    q:
      "We're clearing out the back bedroom and the patio before my daughter moves home. Nothing crazy, " +
      "a bed, a desk, some bins of old clothes and two patio chairs. I'm trying to figure out what to " +
      'budget before I call anyone. What do most house jobs like that end up costing?',
    fact: 'typicalCost',
  },
  { q: 'how do u figure out the price', fact: 'howPricingWorks' },
  {
    q: 'Is it by weight, by the hour or what? Trying to compare you with another company.',
    fact: 'howPricingWorks',
  },
  { q: 'any hidden fees? fuel charge, dump fee etc', fact: 'hiddenFees' },
  {
    q:
      'Got burned last year by a hauler who quoted $250 over the phone. When the job was done he ' +
      'tacked on a disposal fee, a stairs fee and something he called a fuel surcharge, and it came to ' +
      "almost $400. I'm not doing that again. Is your quote what I actually pay or are there add-ons " +
      'at the end?',
    fact: 'hiddenFees',
  },
  {
    q: "Do you charge just to come out and look? I don't want to pay a trip fee if I end up not booking.",
    fact: 'freeEstimates',
  },
  {
    q:
      "It's literally one hide-a-bed. That's it. Do you charge some flat minimum or is it cheaper " +
      "since it's one thing?",
    fact: 'singleItemCost',
  },
  {
    q:
      "Ok here's the deal. Two car garage, packed but not floor to ceiling, mostly boxes, a couple of " +
      "old bikes and a chest freezer that doesn't work. My husband says it'll cost a fortune, I say it " +
      "won't. I've got about $400 in mind. Is that in the normal range for an average garage?",
    fact: 'garageCost',
  },
  {
    q:
      "My wife finally gave me the green light to clear the garage. It's the usual: old bikes, a " +
      "broken fridge, boxes from three moves and a workbench. We've never parked in it. I just want a " +
      'rough number before I send pictures. What does an average garage usually come to?',
    fact: 'garageCost',
  },
  { q: 'shed removal price? its like 6x8', fact: 'shedCost' },
  {
    q:
      'I have $300 to spend on getting rid of a small wooden tool shed, about 6 by 8. Would that cover ' +
      'it?',
    fact: 'shedCost',
  },
  { q: 'how much to get rid of a hot tub', fact: 'hotTubCost' },
  {
    q:
      "The spa came with the house and it's on the back patio behind a narrow side gate. I'm trying to " +
      'budget. Is there a set price for hot tub removal or does it vary?',
    fact: 'hotTubCost',
  },
  // Payment
  { q: 'Do you take Zelle or Venmo? Or what can I pay with?', fact: 'paymentMethods' },
  { q: 'do i pay before or after', fact: 'paymentDue' },
  {
    q:
      'The house is in Scottsdale but I live out of state. A cousin is letting you in. Do I need to ' +
      "pay a deposit ahead of time, or is payment taken at the end once everything's out?",
    fact: 'paymentDue',
  },
  // How long it takes
  { q: 'how long r u usually there', fact: 'jobDuration' },
  {
    q:
      "I have to leave for work at noon and I don't want strangers in the house when I'm gone. If your " +
      'crew starts at 9 with a living room set, a bookshelf and a few boxes, how long does a normal ' +
      'job like that take? Just trying to figure out if I need to call in late.',
    fact: 'jobDuration',
  },
  { q: 'how long for a 2 car garage', fact: 'garageDuration' },
  {
    q:
      "We're doing a garage cleanout Saturday and I want to tell my husband how long to plan around. " +
      'How long does one usually take start to finish?',
    fact: 'garageDuration',
  },
  {
    q: 'Our metal shed is coming down this weekend. How long does a shed teardown usually take?',
    fact: 'shedDuration',
  },
  { q: 'Hot tub removal, how many hours should I block off?', fact: 'hotTubDuration' },
  {
    q:
      'Just one queen mattress from the guest room. I have a Zoom at 10:30. If your crew gets here at ' +
      '9:30 will you be done in time?',
    fact: 'mattressDuration',
  },
  // Where they work (named places applied to the service area)
  {
    q:
      "My sister lives out in the West Valley and I'm over on the east side. We both have garages that " +
      'need clearing and we were hoping to use the same company so we can compare notes. Which cities ' +
      'do you guys actually cover?',
    fact: 'areasServed',
  },
  { q: 'do you come to arcadia', fact: 'areaPhoenix' },
  { q: "We're in Laveen off 51st Ave. Is that too far south for you?", fact: 'areaPhoenix' },
  {
    q:
      "Hey! We're in Ahwatukee near the foothills. Our garage has three old bikes, a treadmill and a " +
      "trampoline frame nobody's used since 2019. Before I send photos, do you even come down our way?",
    fact: 'areaPhoenix',
  },
  { q: 'u service troon north?', fact: 'areaScottsdale' },
  {
    q: 'We live in Grayhawk and the HOA is pretty strict. Is that inside your area?',
    fact: 'areaScottsdale',
  },
  { q: 'anybody near mill ave tempe', fact: 'areaTempe' },
  {
    q:
      "My son's lease near ASU ends May 31. He's leaving a futon, a desk and a mini fridge for me to " +
      "deal with and I'm in California. Do you guys work in Tempe?",
    fact: 'areaTempe',
  },
  { q: 'las sendas ok?', fact: 'areaMesa' },
  {
    q:
      'We just closed on a new build in Eastmark, and between the moving boxes, packing foam and the ' +
      "builder's leftover scraps the garage is unusable. My husband wants to haul it in his truck over " +
      'six trips and I want to pay someone. Do you pick up out there?',
    fact: 'areaMesa',
  },
  { q: 'do you go to ocotillo in chandler', fact: 'areaChandler' },
  {
    q:
      'Office in Chandler by the Price Road corridor, about 20 cubicles to clear. Is Chandler in your ' +
      'service area?',
    fact: 'areaChandler',
  },
  { q: 'do u do paradise valley', fact: 'areaParadiseValley' },
  {
    q:
      "My client's home is up on Mummy Mountain. Lots of fine furniture the family doesn't want. I " +
      'manage the estate for them. Do you cover that part of the Valley?',
    fact: 'areaParadiseValley',
  },
  { q: 'gilbert? im in power ranch', fact: 'areaGilbert' },
  {
    q: "We're by Agritopia. Old swing set and a pile of yard junk, do you come to Gilbert?",
    fact: 'areaGilbert',
  },
  { q: 'fountain hills too?', fact: 'areaFountainHills' },
  {
    q:
      "Cave Creek, on a couple acres off Schoolhouse Rd. There's an old horse trailer's worth of junk, " +
      "broken fencing and a rotten shed. Is Cave Creek somewhere you'd drive out to?",
    fact: 'areaCaveCreek',
  },
  { q: 'do you go up to carefree', fact: 'areaCarefree' },
  { q: 'glendale by arrowhead mall, u come out there?', fact: 'areaGlendale' },
  {
    q:
      "I live in Peoria. I've called three junk places already and every one of them said they only do " +
      'Scottsdale and Phoenix. Getting a little frustrated honestly. Do you come out to Peoria or are ' +
      'you the same?',
    fact: 'areaPeoria',
  },
  {
    q: 'Saw your truck on Scottsdale Rd yesterday. Where are you guys actually based out of?',
    fact: 'location',
  },
  // The company itself
  { q: 'how long have yall been in business', fact: 'yearsInBusiness' },
  {
    q: 'Are you a new company? Never heard of you before, my neighbor just gave me your card.',
    fact: 'yearsInBusiness',
  },
  { q: 'family owned?', fact: 'localFamily' },
  {
    q:
      'I try to hire local, not big national chains. Are you a local family business or part of a ' +
      'franchise?',
    fact: 'localFamily',
  },
  { q: 'are u insured', fact: 'licensedInsured' },
  {
    q:
      'Our building manager says any vendor has to be licensed and bonded before they can use the ' +
      'freight elevator. Are you?',
    fact: 'licensedInsured',
  },
  { q: 'hows your reviews', fact: 'reviews' },
  {
    q:
      "Before I let strangers into my mom's house I want to see what other people say. What's your " +
      'rating?',
    fact: 'reviews',
  },
  { q: 'HOA is strict in my neighborhood is that a problem', fact: 'hoa' },
  {
    q:
      'Our HOA fined a neighbor last year because his contractor left a dumpster out for a week. I ' +
      "really can't get another letter from them. Have you worked in HOA communities before and do you " +
      'follow their rules?',
    fact: 'hoa',
  },
  // Quotes from photos and reply time
  {
    q:
      "I'm at work and can't really talk, my boss is right there. The pile is in my carport: a broken " +
      'futon, two bags of clothes and an old bike. Could I just snap some photos and get a price that ' +
      'way? Would be so much easier.',
    fact: 'photoQuote',
  },
  { q: 'filled out ur form yesterday, when do i hear back', fact: 'quoteReplyTime' },
  {
    q:
      "I sent a quote request last night around 10 with the photos of the backyard. Haven't heard " +
      'anything yet. How long does it normally take you guys to reply?',
    fact: 'quoteReplyTime',
  },
  // What is taken (everyday item names)
  { q: 'do you take an elliptical', fact: 'itemsTaken' },
  {
    q:
      'Random question: a rusty BBQ grill, some kids bikes and a broken basketball hoop. Is that stuff ' +
      'you haul?',
    fact: 'itemsTaken',
  },
  {
    q:
      'My father-in-law passed his exercise room on to us, meaning a rowing machine, a weight bench ' +
      'and a treadmill that weighs a ton. We have no room for it. Would you take that kind of ' +
      'equipment?',
    fact: 'itemsTaken',
  },
  { q: 'got an old hide a bed sofa, do u take those', fact: 'furniture' },
  {
    q:
      "We're replacing the dining set. Old table, six chairs and a china cabinet. Do you take dining " +
      'room furniture?',
    fact: 'furniture',
  },
  {
    q:
      'My daughter finally moved out and left her room exactly how it was in high school: bunk bed, a ' +
      "dresser with a broken drawer, a desk and a crib from when she babysat. I'm turning it into an " +
      'office. Is bedroom furniture something you take?',
    fact: 'furniture',
  },
  { q: 'do u take deep freezers', fact: 'appliances' },
  {
    q:
      'Kitchen remodel wrapped up and we have the old fridge, the range and a dishwasher sitting in ' +
      'the garage. The new stuff is already in. Can you take all the old appliances?',
    fact: 'appliances',
  },
  {
    q:
      'We upgraded to an adjustable bed, which means the two old memory foam mattresses and the ' +
      'California king box spring are leaning against the hallway wall. My wife trips on them every ' +
      'morning. Do you haul mattresses and box springs?',
    fact: 'mattresses',
  },
  { q: 'palm fronds?', fact: 'yardWaste' },
  {
    q:
      'Monsoon knocked half the mesquite into the yard. Branches everywhere plus a pile of leaves. Can ' +
      'you haul that away?',
    fact: 'yardWaste',
  },
  {
    q:
      'Landscaper ripped out all the old bushes and left the brush in a big pile by the side gate. ' +
      "Then they ghosted us. There's also some extra dirt from the planters. Is yard debris like that " +
      "something you'll take?",
    fact: 'yardWaste',
  },
  { q: 'old tube tv, the heavy kind, do u take it', fact: 'eWaste' },
  {
    q:
      "I finally cleaned out the home office closet after working from home for five years. There's a " +
      'box of old laptops, two monitors, a printer that jams every time and a tangle of cables. I ' +
      "don't want any of it in a landfill. Do you take electronics like that?",
    fact: 'eWaste',
  },
  { q: 'what happens to the data on the old hard drives', fact: 'dataDestruction' },
  {
    q:
      "We're a small accounting firm getting rid of six old desktop towers. Client files were on them. " +
      'What do you do to make sure nobody can pull that info off?',
    fact: 'dataDestruction',
  },
  // What is not taken
  {
    q: 'Can you take the leftover pool chemicals too? A few buckets of chlorine tabs and some acid.',
    fact: 'notAccepted',
  },
  {
    q:
      "Clearing my dad's garage. Mostly boxes and tools, but there are a few jugs of old motor oil and " +
      "a gas can. I'd like everything gone in one trip. Can you take the oil and gas with the rest?",
    fact: 'notAccepted',
  },
  {
    q:
      "We're tearing out old floor tiles in a 1970s house and the contractor thinks they might have " +
      'asbestos. Would you haul those tiles?',
    fact: 'notAccepted',
  },
  {
    q:
      "My dad was diabetic and we're clearing his place after the funeral. Most of it is furniture and " +
      "clothes, which I know you take. But there's also a sharps container full of used needles in his " +
      'bathroom. Can that go with everything else?',
    fact: 'notAccepted',
  },
  // Services and kinds of jobs
  { q: 'do you remove hot tubs', fact: 'hotTubRemoval' },
  { q: 'Do I need to drain and unhook the spa myself before you come?', fact: 'hotTubRemoval' },
  {
    q:
      'Old wooden shed in the backyard is leaning like the tower of Pisa. Do you demolish it or do I ' +
      'have to take it down first?',
    fact: 'sheds',
  },
  {
    q:
      "There's a rusted metal shed in the back corner that's falling apart, plus a kids' playhouse. Do " +
      'you take down structures like that or just haul the pieces?',
    fact: 'sheds',
  },
  { q: 'drywall and lumber from a remodel?', fact: 'construction' },
  {
    q:
      "I'm a contractor finishing a bathroom remodel in Tempe. Old vanity, tile, drywall and a toilet. " +
      'Do you haul construction debris for contractors?',
    fact: 'construction',
  },
  {
    q:
      'My aunt passed and left a house full of stuff. My cousins and I live in three different states. ' +
      'We need someone to go through it carefully, keep any photos or papers aside and clear the rest. ' +
      'Is that something you do?',
    fact: 'estate',
  },
  {
    q:
      "My mom is moving into assisted living next month. She's lived in the same house for 40 years " +
      "and it's full. Do you help with that kind of downsizing?",
    fact: 'estate',
  },
  { q: 'garage cleanout?', fact: 'garageCleanout' },
  {
    q: "Can't park in the garage for 3 years now. Do you just clear out a whole garage or only big items?",
    fact: 'garageCleanout',
  },
  { q: 'need like 10 filing cabinets gone from our office', fact: 'officeCommercial' },
  {
    q:
      'I manage a strip of retail units. We have a tenant who left shelving and a broken display case ' +
      'behind. Do you work with property managers and businesses?',
    fact: 'officeCommercial',
  },
  {
    q: 'I rent a small apartment in a complex with a tiny elevator. Do you do apartment pickups?',
    fact: 'residential',
  },
  {
    q:
      "I'm on the third floor of a condo building, no elevator. Do you still do pickups from condos " +
      'like mine?',
    fact: 'residential',
  },
  { q: 'storage unit cleanout?', fact: 'storageUnits' },
  {
    q:
      "We've been paying for a 10x15 storage unit for four years. Nobody wants anything in it anymore. " +
      'Can you empty a unit?',
    fact: 'storageUnits',
  },
  {
    q: 'Most of our stuff still works fine. Do you donate any of it or does it all get dumped?',
    fact: 'donateRecycle',
  },
  {
    q:
      'The couch is honestly in good shape, just not our style. I hate the idea of it going in a ' +
      'landfill. Does stuff like that get donated?',
    fact: 'donateRecycle',
  },
  {
    q:
      'We want to be responsible about this. The pile is mostly metal shelving, flattened cardboard ' +
      'and a couple of decent bookcases. Do you recycle and donate, or does it all just go to the ' +
      'dump?',
    fact: 'donateRecycle',
  },
  // On the day: access, being home, preparing, cleanup, taking things apart
  { q: 'do i have to bring it to the curb', fact: 'anywhereOnProperty' },
  {
    q:
      'Most of the junk is up in the attic, the kind with the pull-down ladder, and the rest is in the ' +
      "backyard behind the pool. My son was supposed to drag it all out front and of course he didn't. " +
      'Can you get it from where it is, or does it all need to be out by the street?',
    fact: 'anywhereOnProperty',
  },
  { q: 'do i need to be home', fact: 'beHome' },
  {
    q:
      "I'll be at work all day Tuesday and so will my wife. Everything that's going is on the left " +
      'side of the garage, and I can leave the door code for you. Could you just come and take it ' +
      "while nobody's home, or does someone have to be there?",
    fact: 'beHome',
  },
  { q: 'Should I bag everything up before you come, or leave it how it is?', fact: 'prepare' },
  {
    q:
      'Booked you for Friday morning. The spare room is full of loose clothes, old toys and random ' +
      'kitchen stuff all over the floor. I was going to spend Thursday night boxing it up. Is there ' +
      'anything I actually need to do to get ready, or is that a waste of time?',
    fact: 'prepare',
  },
  { q: 'do u sweep up after', fact: 'cleanUpAfter' },
  {
    q:
      'The garage floor is covered in dust, dead leaves and probably a few scorpion shells under all ' +
      "the boxes. We're listing the house next week and the photographer comes Monday. Once it's " +
      'empty, do you leave the floor like that or clean up a bit?',
    fact: 'cleanUpAfter',
  },
  { q: 'bunk bed needs to come apart first is that ok', fact: 'disassembly' },
  {
    q:
      "Our sectional came in through the sliding door in pieces. It won't fit through the front door " +
      'in one piece. Do you take furniture apart if it has to?',
    fact: 'disassembly',
  },
  // En español
  { q: 'a que hora abren entre semana?', fact: 'hours' },
  { q: 'trabajan los domingos? a que hora cierran', fact: 'sunday' },
  { q: 'son las 12:30, todavia pueden venir hoy por un sillon?', fact: 'sameDay' },
  {
    q:
      'Me cambio de casa a fin de mes y quiero que se lleven unas cosas antes. Con cuantos dias de ' +
      'anticipacion tengo que hacer la cita?',
    fact: 'bookAhead',
  },
  { q: 'como hago la cita? se puede por internet?', fact: 'howToBook' },
  {
    q:
      'Estamos limpiando la casa de mi suegra en Maryvale, son muebles viejos, cajas y un refri. Mas o ' +
      'menos cuanto cobran por un trabajo asi de una casa?',
    fact: 'typicalCost',
  },
  { q: 'cuanto cobran por llevarse nomas un sofa', fact: 'singleItemCost' },
  { q: 'que cosas se llevan?', fact: 'itemsTaken' },
  {
    q:
      'Oiga, compramos muebles nuevos para la sala y el comedor. Los viejos estan en la cochera, un ' +
      'sofa, una mesa con seis sillas y una comoda. Mi esposo dice que nadie se lleva muebles tan ' +
      'pesados. Ustedes si se los llevan?',
    fact: 'furniture',
  },
  { q: 'mi refri ya no sirve y tambien tengo un congelador viejo, se los llevan?', fact: 'appliances' },
  {
    q: 'Tengo dos colchones matrimoniales con su box spring en el cuarto de atras. Se llevan colchones?',
    fact: 'mattresses',
  },
  {
    q:
      'Mi papa tenia un taller en la cochera y dejo como diez botes de pintura, thinner y aceite de ' +
      'carro. Ya vendimos la casa y tenemos que sacar todo. Ustedes se pueden llevar esos botes junto ' +
      'con lo demas?',
    fact: 'notAccepted',
  },
  { q: 'a que ciudades van? yo vivo en glendale y mi hermana en mesa', fact: 'areasServed' },
  { q: 'aceptan tarjeta o nomas efectivo?', fact: 'paymentMethods' },
  {
    q: 'Antes de decidir quiero saber cuanto me va a salir. Cobran por venir a ver y dar el estimado?',
    fact: 'freeEstimates',
  },
  {
    q:
      'No puedo hablar por telefono porque estoy en el trabajo. Le puedo mandar fotos por texto para ' +
      'que me digan cuanto seria? Es una cochera llena de cajas y una lavadora.',
    fact: 'photoQuote',
  },
];

export const TWELFTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  { q: 'do u guys do moving? like take my stuff from my apt to my new place in tempe', kind: 'not offered' },
  {
    q:
      'We bought a couch off Facebook Marketplace from a lady in Gilbert and need it picked up and ' +
      'dropped at our house in Scottsdale. Can you do a delivery like that?',
    kind: 'not offered',
  },
  {
    q:
      'Once everything is out, can your crew do a real move-out clean too? Mopping, scrubbing the ' +
      'bathrooms, wiping cabinets, the whole thing so we get our deposit back.',
    kind: 'not offered',
  },
  { q: 'do you buy used furniture? i have a nice leather sectional', kind: 'not offered' },
  {
    q:
      "There's like 500 lbs of old copper pipe and aluminum siding in the side yard. Would you pay me " +
      "for the scrap since you'll be selling it anyway?",
    kind: 'not offered',
  },
  {
    q:
      "We're gutting the kitchen and need somewhere to put the dining set and the sofa for about two " +
      'months. Can you store furniture for us until the remodel is done and bring it back?',
    kind: 'not offered',
  },
  {
    q: "Found roaches in a bunch of the garage boxes, gross. Can you spray for them while you're here?",
    kind: 'not offered',
  },
  {
    q:
      "There's a 40 ft eucalyptus in the backyard leaning toward the roof and the HOA wants it gone. " +
      "It's healthy, just in a bad spot. Can your guys cut the whole tree down?",
    kind: 'not offered',
  },
  { q: 'stump grinding?', kind: 'not offered' },
  {
    q:
      'Water heater in the hall closet is leaking all over the place. When you haul the old one can ' +
      'you put the new one in and hook it up?',
    kind: 'not offered',
  },
  { q: 'can u install my new washer and dryer when u take the old ones', kind: 'not offered' },
  {
    q:
      'We have an old in-ground pool that nobody swims in. We want it broken up and filled in so we ' +
      'can put in grass. Is that a job you take on?',
    kind: 'not offered',
  },
  {
    q:
      "We bought a lot in north Scottsdale with an old 1960s house on it that we're tearing down to " +
      'build new. Can you do the full demolition of the house?',
    kind: 'not offered',
  },
  { q: 'can u assemble ikea furniture too', kind: 'not offered' },
  { q: "After the garage is cleared can you paint the walls? They're kind of gross.", kind: 'not offered' },
  {
    q: "Will you tow away my old Corolla? It doesn't run and it's been in the driveway since 2020.",
    kind: 'not offered',
  },
  { q: 'do you fix hot tubs? ours probably just needs a new pump', kind: 'not offered' },
  { q: 'Do you do regular lawn mowing and weeding, like every other week?', kind: 'not offered' },
  { q: 'do u take a Kelvaro chest freezer', kind: 'made-up brand' },
  {
    q: 'Is a Brixley Comfort sleeper sofa something you can haul, or are those a special case?',
    kind: 'made-up brand',
  },
  {
    q: 'We have a Solvana Ridge 7-person spa on the back deck. Any problems with that brand specifically?',
    kind: 'made-up brand',
  },
  { q: 'maxtrell x9 elliptical ok??', kind: 'made-up brand' },
  {
    q:
      'The plumber said Duravia tankless heaters have to be handled differently. Do you accept Duravia ' +
      'units?',
    kind: 'made-up brand',
  },
  {
    q:
      "It's an Orlanza massage chair with the heated rollers, the model they stopped making. Does that " +
      'brand have any special disposal rules with you?',
    kind: 'made-up brand',
  },
  {
    q:
      'Can you take a Zentry smart fridge, the one with the screen on the door? Wondering if that ' +
      'model is an issue.',
    kind: 'made-up brand',
  },
  { q: "What's the owner's name?", kind: 'never stated' },
  {
    q: "Is Marcus working today? He did our last pickup and was great, I'd like him again.",
    kind: 'never stated',
  },
  { q: 'how old is the owner lol', kind: 'never stated' },
  {
    q:
      'Our HOA management company needs a certificate of insurance showing at least $2 million general ' +
      'liability with them named as additional insured. What are your policy limits exactly?',
    kind: 'never stated',
  },
  { q: 'got a promo code? saw something on insta', kind: 'never stated' },
  { q: 'military discount?', kind: 'never stated' },
  { q: 'My mom is 82 and on a fixed income. Do you give a senior discount?', kind: 'never stated' },
  { q: 'do i tip the guys? how much is normal', kind: 'never stated' },
  { q: 'how big is ur truck, like how many cubic yards', kind: 'never stated' },
  {
    q: "How many guys usually come on a job? Trying to figure out if it'll be 2 or 4 people.",
    kind: 'never stated',
  },
  {
    q: "Are your crew members background checked? I'm a woman living alone and want to be careful.",
    kind: 'never stated',
  },
  { q: 'r u open christmas eve', kind: 'never stated' },
  { q: 'If something comes up and I have to cancel the morning of, is there a fee?', kind: 'never stated' },
  {
    q:
      'Which charity do the donations go to, Goodwill or St. Vincent de Paul? I want a receipt from ' +
      'them for my taxes.',
    kind: 'never stated',
  },
  { q: 'Can I drop stuff off at your yard myself to save a few bucks?', kind: 'never stated' },
  { q: 'Another company quoted me $180 for the same pile. Will you match that?', kind: 'never stated' },
  { q: 'r u hiring? my son needs a summer job', kind: 'never stated' },
  {
    q:
      'A whole-house cleanout is going to be a lot for us right now. Do you offer financing or monthly ' +
      'payments?',
    kind: 'never stated',
  },
  { q: 'Are you BBB accredited?', kind: 'never stated' },
  { q: 'Can you take a piano? Old upright in the living room, super heavy.', kind: 'never stated' },
  { q: 'do u come to tucson', kind: 'far place' },
  {
    q:
      'We have a cabin in Flagstaff with an old couch and a dead fridge that need to go. You guys go ' +
      'up there, right?',
    kind: 'far place',
  },
  { q: 'Prescott Valley, is that in your area?', kind: 'far place' },
  { q: 'sedona?', kind: 'far place' },
  {
    q: 'My mom lives in Yuma and her garage is out of control. Could you send a crew out there?',
    kind: 'far place',
  },
  {
    q:
      "We're selling our vacation place in Lake Havasu and it's still full of furniture. Do you cover " +
      'Havasu?',
    kind: 'far place',
  },
  { q: 'payson ok for a hot tub removal', kind: 'far place' },
  { q: 'do u take old tires', kind: 'hazard unknown' },
  {
    q:
      'We have about 30 of those long fluorescent tube bulbs from the old shop lights. Can those go in ' +
      'the load?',
    kind: 'hazard unknown',
  },
  {
    q: 'A couple of old fire extinguishers in the garage, are those okay to throw in the pile?',
    kind: 'hazard unknown',
  },
  { q: 'smoke detectors ok to toss in with the rest?', kind: 'hazard unknown' },
  {
    q: 'Dad kept about six old car batteries on a shelf in the garage. Will you take those with the rest?',
    kind: 'hazard unknown',
  },
  {
    q: "lol it's 115 out today. is it going to cool off this weekend? trying to plan the garage",
    kind: 'chit-chat',
  },
  { q: "hey hows your day going? also who's the guy in the truck photo on your website", kind: 'chit-chat' },
  { q: 'haha are you a real AI? what model are you running on', kind: 'chit-chat' },
  {
    q: 'Did you guys catch the Suns game last night? Also, do you sponsor any local youth teams?',
    kind: 'chit-chat',
  },
  { q: "Happy Friday! What's the weirdest thing your crew has ever hauled?", kind: 'chit-chat' },
  // En español
  { q: 'hacen mudanzas? me cambio de apartamento el sabado', kind: 'not offered' },
  {
    q: 'Despues de sacar todo, pueden trapear y limpiar los baños? Es para que me regresen el deposito.',
    kind: 'not offered',
  },
  { q: 'compran muebles usados? tengo una sala en buen estado', kind: 'not offered' },
  { q: 'van hasta Tucson? mi tia vive alla y tiene la cochera llena', kind: 'far place' },
  { q: 'tienen trabajadores que hablen español? mi mama no habla ingles', kind: 'never stated' },
  { q: 'estan contratando? mi hijo busca trabajo', kind: 'never stated' },
  { q: 'se llevan una lavadora marca Velquor? es de las grandes', kind: 'made-up brand' },
  {
    q: 'Que calor hace verdad? Ya ni se puede salir. Oigan, dan descuento a los veteranos?',
    kind: 'chit-chat',
  },
];
