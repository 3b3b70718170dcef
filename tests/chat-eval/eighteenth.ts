import type { FactId } from './facts.ts';

/**
 * An eighteenth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried among family, moving, landlord, HOA, renovation, small-business, estate and snowbird details.
 * Some need a fact applied (a time or day against the hours and the 2 PM same-day cut-off, a named
 * neighbourhood or town against the service area, a budget against the prices), items are named in
 * everyday words and by brand (real and made-up), and sixteen answerable and eight unanswerable ones are
 * in Spanish as Phoenix-area speakers type it on a phone. Written by a helper who saw only SPEC.md,
 * src/content and the fact list (facts.ts).
 */
export const EIGHTEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'what time do yall close on weekdays', fact: 'hours' },
  { q: 'sun hrs?', fact: 'sunday' },
  { q: 'anyone pick up at 3am for emergencies', fact: 'emergency' },
  { q: 'its 1:40 rn can u still come today', fact: 'sameDay' },
  { q: 'do i need to book a week out or nah', fact: 'bookAhead' },
  { q: 'can i schedule thru the website', fact: 'howToBook' },
  { q: 'whats the process after i call', fact: 'process' },
  { q: 'do i gotta help load', fact: 'weDoTheLifting' },
  { q: 'visa ok?', fact: 'paymentMethods' },
  { q: 'when do i pay yall', fact: 'paymentDue' },
  { q: 'ballpark for a normal house cleanout', fact: 'typicalCost' },
  { q: 'how do u guys figure the price', fact: 'howPricingWorks' },
  { q: 'any dump fees tacked on after', fact: 'hiddenFees' },
  { q: 'free quote or u charge', fact: 'freeEstimates' },
  { q: 'full 2 car garage how much', fact: 'garageCost' },
  { q: 'cost to tear down a 6x8 shed', fact: 'shedCost' },
  { q: 'jacuzzi removal cost??', fact: 'hotTubCost' },
  { q: 'price for 1 recliner only', fact: 'singleItemCost' },
  { q: 'how many hrs for a shed teardown', fact: 'shedDuration' },
  { q: 'how long does a mattress pickup take once ur here', fact: 'mattressDuration' },
  { q: 'how long 4 hot tub removal', fact: 'hotTubDuration' },
  { q: 'do u service glendale', fact: 'areaGlendale' },
  { q: 'kierland ok?', fact: 'areaScottsdale' },
  { q: 'u go out to fountain hills', fact: 'areaFountainHills' },
  { q: 'ocotillo area?', fact: 'areaChandler' },
  { q: 'cave creek too?', fact: 'areaCaveCreek' },
  { q: 'where r yall based', fact: 'location' },
  { q: 'how long u been in biz', fact: 'yearsInBusiness' },
  { q: 'take used motor oil?', fact: 'notAccepted' },
  { q: 'haul away a dead Frigimax dryer?', fact: 'appliances' },
  { q: 'just a box spring, u take those', fact: 'mattresses' },
  { q: 'big pile of palm fronds yes or no', fact: 'yardWaste' },
  { q: 'can u destroy the hard drives', fact: 'dataDestruction' },
  { q: 'old vizio tv n hp printer', fact: 'eWaste' },
  { q: 'r u bonded', fact: 'licensedInsured' },
  { q: 'how many google reviews u got', fact: 'reviews' },
  { q: 'can i just text pics for a quote', fact: 'photoQuote' },
  { q: 'whats ur number', fact: 'contact' },
  { q: 'can i talk to a real person', fact: 'talkToPerson' },
  { q: 'do yall sweep up after', fact: 'cleanUpAfter' },
  { q: 'will u take apart a bunk bed', fact: 'disassembly' },
  { q: 'junk is in the attic thats ok?', fact: 'anywhereOnProperty' },
  { q: 'do i have to be home', fact: 'beHome' },
  { q: 'do u donate stuff', fact: 'donateRecycle' },
  { q: 'hoa rules ok w u?', fact: 'hoa' },
  { q: 'a q hora abren los sabados', fact: 'hours' },
  { q: 'cuanto x un solo sillon', fact: 'singleItemCost' },
  { q: 'aceptan tarjeta?', fact: 'paymentMethods' },
  { q: 'se llevan refri viejo?', fact: 'appliances' },
  { q: 'el presupuesto es gratis?', fact: 'freeEstimates' },

  // a sentence or two of situation, then the question
  {
    q: "We're redoing the hall bath and there's a heap of broken tile and drywall scraps in the side yard. Is that something you haul?",
    fact: 'construction',
  },
  {
    q: "It's Sunday afternoon and I'm staring at a broken treadmill in the living room. Until what time are you working today?",
    fact: 'sunday',
  },
  {
    q: 'A pipe burst at 11 tonight and everything in the garage is soaked. Is there anyone who can come out overnight?',
    fact: 'emergency',
  },
  {
    q: "It's a quarter to twelve on a Wednesday. Any chance of getting a loveseat picked up this afternoon?",
    fact: 'sameDay',
  },
  {
    q: 'We move out at the end of the month and want a Saturday morning slot. How far ahead do I have to reserve it?',
    fact: 'bookAhead',
  },
  {
    q: "I really don't like phone calls. Can I set up the appointment online somehow?",
    fact: 'howToBook',
  },
  {
    q: "I've never hired a junk hauler. What happens from the time I reach out until the truck pulls away?",
    fact: 'process',
  },
  {
    q: "I'm 78 and just had hip surgery. Will your guys do all the carrying, or should my grandson come help?",
    fact: 'weDoTheLifting',
  },
  {
    q: "My husband wants to write a check and I'd rather put it on our Amex. What forms of payment do you accept?",
    fact: 'paymentMethods',
  },
  {
    q: 'A neighbor told me you charge by the pound and my friend said by the truckload. Which is it?',
    fact: 'howPricingWorks',
  },
  {
    q: "The last company added a fuel surcharge and a 'disposal fee' on the invoice. Does that happen with you?",
    fact: 'hiddenFees',
  },
  {
    q: "I've only got about $250 and just one corner of the garage to clear, some shelving and two bikes. Is that doable?",
    fact: 'garageCost',
  },
  {
    q: 'There is a little 6x8 Keter storage shed behind the pool. What would it cost to have it taken down and hauled?',
    fact: 'shedCost',
  },
  {
    q: 'Our Cal Spas tub has sat empty for two summers. What would you charge to get rid of it?',
    fact: 'hotTubCost',
  },
  {
    q: "Literally one thing: a glass curio cabinet from my grandma's house. What would you charge for a single piece like that?",
    fact: 'singleItemCost',
  },
  {
    q: "I'm trying to figure out how much of my Saturday to block off. How long is a crew usually at the house?",
    fact: 'jobDuration',
  },
  {
    q: 'Our two-car garage is about half full. How long does a cleanout like that take?',
    fact: 'garageDuration',
  },
  {
    q: "We're having a metal shed removed this weekend. Roughly how many hours will you be there?",
    fact: 'shedDuration',
  },
  {
    q: 'The spa sits on a raised deck out back. How long does the whole removal usually take?',
    fact: 'hotTubDuration',
  },
  {
    q: 'I just need an old Sleep Number bed gone from the guest room. Is that a quick job?',
    fact: 'mattressDuration',
  },
  {
    q: 'My office is off the Price Road tech corridor. Do you come out there?',
    fact: 'areaChandler',
  },
  {
    q: 'I rent a house in Maple-Ash near campus and the landlord wants the old couch gone. Do you cover that part of town?',
    fact: 'areaTempe',
  },
  {
    q: "We're up in Carefree near the Sundial. Do you make it out that far north?",
    fact: 'areaCarefree',
  },
  {
    q: 'I live in Peoria off Lake Pleasant Parkway. Is that inside your service area?',
    fact: 'areaPeoria',
  },
  {
    q: 'Our house is in Power Ranch. Is that somewhere you go?',
    fact: 'areaGilbert',
  },
  {
    q: 'Third-floor condo in the Biltmore area, with an elevator. Do you work in that neighborhood?',
    fact: 'areaPhoenix',
  },
  {
    q: "We're on Mummy Mountain. Is that an area you serve?",
    fact: 'areaParadiseValley',
  },
  {
    q: "I'm by the Superstition Springs mall. Would you come out to me?",
    fact: 'areaMesa',
  },
  {
    q: 'We just relocated from Chicago and I have no idea how the Valley is laid out. Which cities do you actually cover?',
    fact: 'areasServed',
  },
  {
    q: 'I like hiring from close by. Where is your company based out of?',
    fact: 'location',
  },
  {
    q: 'The garage has random stuff: old bikes, a futon, boxes of toys and a busted mini fridge. Will you take a mixed load like that?',
    fact: 'itemsTaken',
  },
  {
    q: 'A dining table with six chairs plus a big hutch need to go. Do you remove furniture like that?',
    fact: 'furniture',
  },
  {
    q: 'Our Kenmore chest freezer died out in the garage. Can you get rid of it?',
    fact: 'appliances',
  },
  {
    q: 'We got a new Purple mattress, so the old queen and its box spring are leaning in the guest room. Can you take those?',
    fact: 'mattresses',
  },
  {
    q: 'The monsoon brought down a bunch of mesquite branches in the backyard. Do you pick up storm debris?',
    fact: 'yardWaste',
  },
  {
    q: "We're swapping the above-ground spa for a fire pit. Do you handle the whole thing, unplugging and draining included?",
    fact: 'hotTubRemoval',
  },
  {
    q: 'There is a rotting wooden shed out back. Will you demolish it or only haul away the pieces?',
    fact: 'sheds',
  },
  {
    q: 'Dad passed in March and his house has to be emptied before we list it. Is that something you do?',
    fact: 'estate',
  },
  {
    q: 'Our dental practice is moving suites and the old filing cabinets and waiting room chairs need to go. Do you work with businesses?',
    fact: 'officeCommercial',
  },
  {
    q: "I'd feel terrible if Mom's perfectly good recliner ended up in a landfill. What happens to stuff that's still usable?",
    fact: 'donateRecycle',
  },
  {
    q: 'Before anyone works on my property I need to know: are you licensed and insured?',
    fact: 'licensedInsured',
  },
  {
    q: 'Our HOA fines people for dumpsters sitting in the driveway. Do you work within HOA rules?',
    fact: 'hoa',
  },
  {
    q: 'I filled out the quote form on your site this morning. When should I expect to hear back?',
    fact: 'quoteReplyTime',
  },
  {
    q: 'I work nights and sleep during the day. Does somebody need to be at the house when you come?',
    fact: 'beHome',
  },
  {
    q: 'Do I need to box up loose stuff or sort anything before the crew shows up?',
    fact: 'prepare',
  },
  {
    q: 'The old fridge is in the backyard casita and the couch is upstairs. Do I have to get them out to the curb?',
    fact: 'anywhereOnProperty',
  },
  {
    q: "Our sectional came in through the slider in pieces and it's enormous. Can you break it down to get it out?",
    fact: 'disassembly',
  },
  {
    q: 'After the junk is out, is the garage floor going to be left a mess?',
    fact: 'cleanUpAfter',
  },
  {
    q: 'Will it be your own employees who show up, or do you pass the job to some other outfit?',
    fact: 'whoComes',
  },
  {
    q: "I'm at work and can't browse much. What number can I call or text?",
    fact: 'contact',
  },
  { q: 'Ocupo q se lleven un sofa y una mesa de comedor, se llevan muebles?', fact: 'furniture' },
  {
    q: 'tengo un colchon king con su box spring en la recamara, me los pueden recoger?',
    fact: 'mattresses',
  },
  { q: 'son las 12:30 y ocupo q pasen hoy x unas cosas, todavia alcanzo?', fact: 'sameDay' },
  { q: 'para un sabado con cuanto tiempo tengo q hacer la cita?', fact: 'bookAhead' },
  { q: 'hoy es domingo, hasta q hora trabajan?', fact: 'sunday' },
  {
    q: 'tengo pintura vieja y unos galones de aceite de carro en la cochera, eso se lo llevan?',
    fact: 'notAccepted',
  },

  // longer stories, the question late or buried
  {
    q: "We're snowbirds from Minnesota and spend November through April at our place in Fountain Hills. This year we finally replaced the patio set, so the old one is stacked by the garage next to a rusty Weber grill. We fly home on the 20th and I'd like it gone before then. Do your trucks come out to Fountain Hills?",
    fact: 'areaFountainHills',
  },
  {
    q: "My brother and I are handling our aunt's estate from Ohio. Her Scottsdale condo holds forty years of belongings and we'd like any photos and papers set aside for us. Neither of us can be there much. Is this the kind of estate job you take on?",
    fact: 'estate',
  },
  {
    q: "A tenant skipped out on my rental in Dobson Ranch and left a stained sectional, a broken dresser, bags of trash and an old TV. The new tenant moves in on the 1st and I'm watching every dollar after the lost rent. Honestly, what does a cleanup like that normally cost?",
    fact: 'typicalCost',
  },
  {
    q: 'Our HOA in DC Ranch is strict about contractors, trucks and noise, and the last hauler left a roll-off in the driveway for three days, which got us a letter. My wife is already dreading this. We need old patio furniture and a treadmill gone. Are you going to keep us on the right side of the HOA?',
    fact: 'hoa',
  },
  {
    q: "We're gutting the kitchen in our Arcadia ranch house. The cabinets are out, there's old laminate flooring and busted drywall, and the contractor says hauling isn't in his bid. It's all piled under the carport. Is that the kind of debris you take?",
    fact: 'construction',
  },
  {
    q: "I own a little boutique in Old Town and we're redoing the whole look of the store. Old display racks, two glass counters, mannequins and a stack of broken fixtures are in the back room. We close at 6 and I'd rather not have a truck out front during business hours. Do you handle commercial cleanouts like this?",
    fact: 'officeCommercial',
  },
  {
    q: "We're moving from Gilbert to Denver in two weeks. The movers want a fortune by weight, so we're leaving a lot behind: bunk beds, a Costco trampoline, two kids' desks. My husband says book now, I say a few days before is fine. Who's right, how much notice do you like?",
    fact: 'bookAhead',
  },
  {
    q: 'My mom is 84 and has finally agreed to part with what is in her spare room and hall closet. She gets anxious around strangers, so I want to tell her exactly what to expect. How does the visit go, step by step?',
    fact: 'process',
  },
  {
    q: "Crazy morning. The buyers' final walk-through is tomorrow and the sellers left the garage full of junk. I'm the listing agent and it's 10:45 on a Thursday. Realistic to get somebody out there today?",
    fact: 'sameDay',
  },
  {
    q: "I got off work at 3 today and finally looked at the pile in the side yard: old pallets, a broken grill, a cracked kiddie pool. It's Tuesday. Am I too late for same-day, or how does that work?",
    fact: 'sameDay',
  },
  {
    q: "I'm a nurse working twelve-hour shifts, and my only free window this week is Saturday at about 6:30 in the evening. My landlord wants the old futon off the balcony by Monday. Are you even working at that hour on a Saturday?",
    fact: 'hours',
  },
  {
    q: 'We fly out Sunday night for good, and the last few pieces, a desk and a bookshelf, need to go that morning around 9. Is anyone working on a Sunday at that time?',
    fact: 'sunday',
  },
  {
    q: 'Long story: our roommate moved out in a rage at 2am and dumped his stuff in the building hallway, and management says it has to be gone before morning or we get fined. Do you do middle-of-the-night pickups?',
    fact: 'emergency',
  },
  {
    q: "Trying to plan a budget before I call anyone. We want to get rid of a medium wooden shed, about 8 by 12, that's starting to lean toward the fence. I've got roughly $700 set aside. Is that in the right range?",
    fact: 'shedCost',
  },
  {
    q: "My dad's two-car garage has thirty years of stuff packed floor to rafters: tools, old furniture, Christmas decorations, you name it. My sisters and I pitched in $600. Would that cover a big garage cleanout like that?",
    fact: 'garageCost',
  },
  {
    q: "We bought a house in Ahwatukee that came with a hot tub nobody has used since 2019. The cover's cracked and it smells. The kids want the space for a trampoline. Do you drain and unhook it yourselves, or do I need an electrician first?",
    fact: 'hotTubRemoval',
  },
  {
    q: 'My son is finishing his lease near ASU and left behind a twin XL mattress, a futon and a mini fridge. He has already driven home to California, naturally. Is Tempe in your area?',
    fact: 'areaTempe',
  },
  {
    q: "I'm terrible on the phone and my schedule is all over the place with three kids. I took pictures of the junk on the patio. Can I just send those and get a number back?",
    fact: 'photoQuote',
  },
  {
    q: "I submitted a request on your website last night with photos of a broken elliptical and an old armoire. Haven't heard anything yet and I'm a bit anxious because we close on the house soon. How long do you usually take to reply?",
    fact: 'quoteReplyTime',
  },
  {
    q: "My father-in-law is old school and wants to pay only once he sees the garage actually empty. He's been burned paying people upfront before. Is that how it works with you?",
    fact: 'paymentDue',
  },
  {
    q: "We're a small accounting firm closing our second office. There are eight desktops and an old server with client tax records on them, and we can't just toss those. Do you destroy the data, or only recycle the hardware?",
    fact: 'dataDestruction',
  },
  {
    q: "Downsizing from a four-bedroom in McCormick Ranch to a condo. A lot of the furniture is in great shape and I'd hate to see it crushed in a landfill. Does any of it get donated?",
    fact: 'donateRecycle',
  },
  {
    q: 'I got burned last year when I booked through one of those national apps and some random guy with a trailer showed up. Before I book again: are the people who come out your own crew?',
    fact: 'whoComes',
  },
  {
    q: "We're snowbirds, back in Wisconsin until October. Our neighbor has a key to the casita in Grayhawk where the old furniture is. Does one of us have to be there in person for the pickup?",
    fact: 'beHome',
  },
  {
    q: "My grandmother's things are spread all over: a cedar chest in the upstairs bedroom, boxes in the attic, a broken wheelbarrow out back. I can't get anything down the stairs myself. Will your crew get it from wherever it is?",
    fact: 'anywhereOnProperty',
  },
  {
    q: 'Big purge planned for next Friday and my wife is making lists. She keeps asking whether we should buy contractor bags and box everything up before you come. Do we need to?',
    fact: 'prepare',
  },
  {
    q: "My husband built a huge wooden swing set back in 2012 and the kids are teenagers now. It's anchored into the ground. Do you take it apart yourselves, or do we have to dismantle it first?",
    fact: 'disassembly',
  },
  {
    q: 'I try to give my money to local families instead of big chains. My brother-in-law works construction here and says the national haulers overcharge. Are you guys family owned?',
    fact: 'localFamily',
  },
  {
    q: 'My late father had a storage unit in Tempe that nobody opened for years. The facility sent an auction notice, so we need it emptied by Friday. Can you clear out a storage unit?',
    fact: 'storageUnits',
  },
  {
    q: "We're having a three-bedroom's worth of furniture and boxes hauled, but I have to be at my daughter's recital at 4. If you start at noon, how long does a job like that usually take?",
    fact: 'jobDuration',
  },
  {
    q: 'Our HOA finally approved taking out the old Jacuzzi on the back patio, and I need to schedule the pool guy around it. How many hours does a removal like that usually take?',
    fact: 'hotTubDuration',
  },
  {
    q: "My son collected old consoles, a CRT monitor and a tangle of cables over the years, and now he's moved out. My husband wants to throw it all in the trash can but I know you're not supposed to. Do you take electronics like that?",
    fact: 'eWaste',
  },
  {
    q: "We're remodeling the laundry room, so the old LG washer and dryer have to go, plus a 40-gallon Rheem water heater the plumber pulled. The new ones arrive Monday. Do you haul appliances like those?",
    fact: 'appliances',
  },
  {
    q: "I'm moving in with my girlfriend and her place already has everything, so my Castellan Home leather sofa, an IKEA Kallax and a bed frame are surplus. Can you haul furniture like that?",
    fact: 'furniture',
  },
  {
    q: "My husband has been 'getting to it' for five years. The garage has golf clubs, a broken exercise bike, bins of baby clothes and who knows what else. Is clearing an entire garage something you do?",
    fact: 'garageCleanout',
  },
  {
    q: "Our landscaper finished redoing the front yard and left piles of dirt, pulled-up shrubs and oleander trimmings along the side of the house. He says hauling wasn't in the contract. Will you take yard waste like that?",
    fact: 'yardWaste',
  },
  {
    q: 'Our backyard has a Tuff Shed the previous owners put up, and termites have gotten into the floor. We want the spot for raised garden beds. Do you tear down sheds?',
    fact: 'sheds',
  },
  {
    q: "I'm moving out of a second-floor unit in a big complex and the leasing office says anything left behind will be charged to me. Do you do pickups at apartment complexes and condos, not just houses?",
    fact: 'residential',
  },
  {
    q: 'We just bought a fixer-upper in Laveen on a big lot: an old chicken coop, broken fencing, brush piles everywhere. My brother-in-law said you only do Scottsdale. Do you come out to Laveen?',
    fact: 'areaPhoenix',
  },
  {
    q: 'Mi esposo y yo trabajamos todo el dia y no alcanzamos a hablar por telefono en horas de oficina. Queremos sacar unos muebles viejos del patio. Hay manera de hacer la cita por internet?',
    fact: 'howToBook',
  },
  {
    q: 'Estamos limpiando la casa de mi suegra en Mesa xq la vamos a rentar. Hay camas, un ropero, cajas y cosas de la cocina. Mas o menos cuanto sale un trabajo asi?',
    fact: 'typicalCost',
  },
  {
    q: 'Mi tio se regreso a Mexico y dejo la yarda y el cuarto llenos de cosas: bicicletas, una lavadora vieja, sillas, cajas de ropa. Que tipo de cosas se llevan ustedes?',
    fact: 'itemsTaken',
  },
  {
    q: 'Trabajo limpiando casas y mis clientes siempre me preguntan si conozco a alguien q saque tiliches. Tengo clientes en varias ciudades del valle. En q ciudades dan servicio?',
    fact: 'areasServed',
  },
  {
    q: 'No tengo mucho tiempo para q vengan a ver, trabajo en construccion todo el dia. Puedo mandarles fotos de las cosas por mensaje y me dicen cuanto?',
    fact: 'photoQuote',
  },
];

export const EIGHTEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  { q: 'can u tow a junk car outta my driveway', kind: 'not offered' },
  {
    q: "We're moving to a bigger place in Chandler next month. Could your guys load our stuff into a U-Haul and unload it at the new house?",
    kind: 'not offered',
  },
  { q: 'do u do move out cleaning like scrubbing floors and baseboards', kind: 'not offered' },
  { q: 'window washing?', kind: 'not offered' },
  {
    q: 'Once the garage is empty, could your crew paint the walls and epoxy the floor?',
    kind: 'not offered',
  },
  {
    q: 'Our queen palms are overgrown. Do you climb up and trim them, or is that someone else?',
    kind: 'not offered',
  },
  { q: 'rats in the garage, do u do pest control too', kind: 'not offered' },
  {
    q: "The garage door opener's been dead for months. Can you fix it while you're out here?",
    kind: 'not offered',
  },
  {
    q: 'My Maytag dryer stopped heating. Do you repair appliances, or only take them away?',
    kind: 'not offered',
  },
  {
    q: "We'd like to fill in our old in-ground pool and turn it into yard. Is pool demolition something you do?",
    kind: 'not offered',
  },
  {
    q: "We sold our house in Gilbert faster than expected and the new build isn't done until August. My wife and I are staying with her sister, who has no room for our things. Rather than hauling anything away, could you hold our furniture somewhere until the new place is ready?",
    kind: 'not offered',
  },
  {
    q: "I have some antique furniture that's probably worth real money. Would you buy it from me?",
    kind: 'not offered',
  },
  {
    q: 'My grandparents lived in Carefree for 30 years and the house is full of Southwestern art, turquoise jewelry and mid-century furniture. Before anything gets hauled, my aunt wants someone to run a proper estate sale: price everything, advertise it and handle buyers for a weekend. Is that a service you offer?',
    kind: 'not offered',
  },
  { q: 'can i rent one of ur trucks for the weekend', kind: 'not offered' },
  { q: 'do u mow lawns weekly', kind: 'not offered' },
  {
    q: 'We just bought a new Samsung fridge. Can you pick it up from the store and hook it up when you haul the old one?',
    kind: 'not offered',
  },
  {
    q: 'There is black mold behind the drywall in the laundry room. Do you do mold remediation?',
    kind: 'not offered',
  },
  { q: 'gutter cleaning?', kind: 'not offered' },
  {
    q: 'Can your crew assemble the new IKEA wardrobe after you take the old one away?',
    kind: 'not offered',
  },
  {
    q: "I don't need anything hauled, I just want a professional organizer to help me sort my closets. Do you do that?",
    kind: 'not offered',
  },
  {
    q: "Could you ship my grandfather's roll-top desk to my cousin in Oregon?",
    kind: 'not offered',
  },
  { q: 'hacen mudanzas? ocupo mover mis cosas a otro apartamento', kind: 'not offered' },
  { q: 'ustedes limpian casas tambien? tipo limpieza profunda', kind: 'not offered' },
  { q: 'me pueden arreglar la lavadora en vez de llevarsela?', kind: 'not offered' },

  // places far outside the Valley
  { q: 'do u go to albuquerque', kind: 'far place' },
  {
    q: "My mother's cabin is up in Flagstaff and needs a full cleanout this summer. Do you go up there?",
    kind: 'far place',
  },
  { q: 'prescott valley pickup possible?', kind: 'far place' },
  {
    q: 'We have a rental in Lake Havasu City that the tenants trashed. Would you drive out for it?',
    kind: 'far place',
  },
  { q: 'bullhead city?', kind: 'far place' },
  {
    q: "My late uncle's double-wide outside Kingman is packed to the ceiling and the park wants it cleared by the end of the month. Nobody local answers the phone. Any chance you'd come out to Kingman? Happy to pay extra for the drive.",
    kind: 'far place',
  },
  {
    q: 'Snowbirds here in reverse: our summer place is in Show Low and the garage is packed. Do your crews ever work up in the White Mountains?',
    kind: 'far place',
  },
  { q: "I'm down in Sierra Vista. Is that too far for you?", kind: 'far place' },
  { q: 'llegan hasta Nogales?', kind: 'far place' },
  { q: 'dan servicio en Tucson?', kind: 'far place' },

  // questions about made-up brands
  {
    q: 'Can you recalibrate the ice maker on my Frostline DuoChill before you haul it, so I can sell it instead?',
    kind: 'made-up brand',
  },
  {
    q: "My Veltrano CloudNest mattress came with a 'return to maker' tag. Will you ship it back to Veltrano for me?",
    kind: 'made-up brand',
  },
  { q: 'do u have a trade in deal with Norvik Home furniture', kind: 'made-up brand' },
  {
    q: 'Does removing my Kestrel AquaLux spa void its manufacturer warranty?',
    kind: 'made-up brand',
  },
  {
    q: 'Is a Zephyra massage chair worth anything? Could your crew appraise it?',
    kind: 'made-up brand',
  },
  {
    q: 'My Solvane smart fridge is still linked to my account in its app. Can your crew factory reset it for me?',
    kind: 'made-up brand',
  },
  {
    q: 'Is the foam in Dormira Flex mattresses free of flame retardants? My kid has allergies and we might buy another.',
    kind: 'made-up brand',
  },
  { q: 'do you guys stock replacement lids for Brisa Bay hot tubs', kind: 'made-up brand' },
  {
    q: "I've got a Calderon four-burner grill that's under a recall. Will you file the recall claim with the company for me?",
    kind: 'made-up brand',
  },
  {
    q: 'tengo una secadora marca Vallarte Pro, ustedes saben si todavia tiene garantia?',
    kind: 'made-up brand',
  },

  // specifics the site never states
  { q: 'is there a senior discount', kind: 'never stated' },
  { q: 'should i tip the crew', kind: 'never stated' },
  { q: 'are u hiring', kind: 'never stated' },
  {
    q: 'Which landfill or transfer station do you take everything to?',
    kind: 'never stated',
  },
  {
    q: "We're clearing Dad's house and a lot of it is going to charity through you. Our accountant says we can deduct it if we have the paperwork. Will you give us an itemized donation receipt?",
    kind: 'never stated',
  },
  { q: 'how many guys come on a job', kind: 'never stated' },
  { q: 'how big is ur truck, cubic yards?', kind: 'never stated' },
  { q: 'Are you open on Thanksgiving Day?', kind: 'never stated' },
  {
    q: 'Do you offer financing or payment plans for the bigger cleanouts?',
    kind: 'never stated',
  },
  { q: 'Do your crew members go through background checks?', kind: 'never stated' },
  {
    q: 'Another company quoted me less. Will you match their price?',
    kind: 'never stated',
  },
  { q: 'do u sell gift cards', kind: 'never stated' },
  {
    q: 'Could I bring my stuff to your yard and drop it off myself?',
    kind: 'never stated',
  },
  { q: "What's the owner's name?", kind: 'never stated' },
  { q: 'Does anyone on the crew speak Spanish?', kind: 'never stated' },
  { q: 'Do you give a written guarantee on the work?', kind: 'never stated' },
  { q: 'Are you accredited with the BBB?', kind: 'never stated' },
  { q: 'how many trucks does the company have', kind: 'never stated' },
  {
    q: 'My homeowners insurance wants an inventory of the water-damaged things I threw out. Will you keep a list of what you hauled in case they ask?',
    kind: 'never stated',
  },
  { q: 'tienen descuento para militares?', kind: 'never stated' },

  // chit-chat
  { q: 'tell me a joke', kind: 'chit-chat' },
  { q: 'who u got in the suns game tonight', kind: 'chit-chat' },
  { q: 'hot enough for ya today lol', kind: 'chit-chat' },
  {
    q: "What's the best taco place in Old Town? Asking for after the cleanout.",
    kind: 'chit-chat',
  },
  { q: 'are you single', kind: 'chit-chat' },
  { q: 'q calor hace hoy verdad', kind: 'chit-chat' },
];
