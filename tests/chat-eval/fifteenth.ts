import type { FactId } from './facts.ts';

/**
 * A fifteenth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried. Some need a fact applied (a time or day against the hours and the 2 PM same-day cut-off, a named
 * neighbourhood against the service area, a budget against the prices), and sixteen answerable and eight
 * unanswerable ones are in Spanish as Phoenix-area speakers type it on a phone. Written by a helper who saw
 * only SPEC.md, src/content and the fact list (facts.ts).
 */
export const FIFTEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'you guys open at 7 on saturdays?', fact: 'hours' },
  { q: 'what time do yall close on weekdays', fact: 'hours' },
  { q: 'open rn? its like 6:40pm wednesday', fact: 'hours' },
  { q: 'sunday pickups??', fact: 'sunday' },
  { q: 'need junk gone TODAY', fact: 'sameDay' },
  { q: 'can u come at 2am its an emergency', fact: 'emergency' },
  { q: 'how much does it usually cost', fact: 'typicalCost' },
  { q: 'price to haul 1 recliner', fact: 'singleItemCost' },
  { q: 'do u take cards', fact: 'paymentMethods' },
  { q: 'cash ok?', fact: 'paymentMethods' },
  { q: 'is the estimate free or nah', fact: 'freeEstimates' },
  { q: 'any extra dump fees', fact: 'hiddenFees' },
  { q: 'how do u figure the price', fact: 'howPricingWorks' },
  { q: 'how much to tear down a small shed', fact: 'shedCost' },
  { q: 'avg cost 2 car garage cleanout', fact: 'garageCost' },
  { q: 'jacuzzi haul away cost?', fact: 'hotTubCost' },
  { q: 'garage clean out how long does it take', fact: 'garageDuration' },
  { q: 'service area list?', fact: 'areasServed' },
  { q: 'fountain hills ok?', fact: 'areaFountainHills' },
  { q: 'do you come out to carefree', fact: 'areaCarefree' },
  { q: 'any chance u cover glendale', fact: 'areaGlendale' },
  { q: 'mesa pickups?', fact: 'areaMesa' },
  { q: 'do you serve paradise valley', fact: 'areaParadiseValley' },
  { q: 'how long u been in business', fact: 'yearsInBusiness' },
  { q: 'do you take old paint', fact: 'notAccepted' },
  { q: 'take old fridges?', fact: 'appliances' },
  { q: 'queen mattress + box spring pickup?', fact: 'mattresses' },
  { q: 'haul palm tree trimmings?', fact: 'yardWaste' },
  { q: 'do u recycle old computers', fact: 'eWaste' },
  { q: 'r u guys insured', fact: 'licensedInsured' },
  { q: 'number to text you?', fact: 'contact' },
  { q: 'can i just send pics for a quote', fact: 'photoQuote' },
  { q: 'can i speak w someone real pls', fact: 'talkToPerson' },
  { q: 'how do i book', fact: 'howToBook' },
  { q: 'how far out do i need to schedule', fact: 'bookAhead' },
  { q: 'when do i pay', fact: 'paymentDue' },
  { q: 'do u sweep up after', fact: 'cleanUpAfter' },
  { q: 'storage unit cleanouts?', fact: 'storageUnits' },
  { q: 'do you donate the stuff u take', fact: 'donateRecycle' },
  { q: 'wut do u guys haul', fact: 'itemsTaken' },
  { q: 'hard drive destruction?', fact: 'dataDestruction' },
  { q: 'u do office cleanouts', fact: 'officeCommercial' },
  { q: 'where r u guys out of', fact: 'location' },
  { q: 'do u take apart sheds or just haul', fact: 'sheds' },
  { q: 'hoa rules ok with u?', fact: 'hoa' },
  { q: 'a que hora abren entre semana', fact: 'hours' },
  { q: 'con cuanto tiempo tengo que agendar?', fact: 'bookAhead' },
  { q: 'cuanto cobran por llevarse un solo sillon', fact: 'singleItemCost' },
  { q: 'puedo pagar en efectivo o con tarjeta?', fact: 'paymentMethods' },
  { q: 'cobran por la cotizacion?', fact: 'freeEstimates' },

  // a sentence or two of situation, then the question
  {
    q: 'Quick one: it is 12:20 on a Thursday and my sister just told me she wants her old loveseat out before her new one is delivered tomorrow. Can you still make it today?',
    fact: 'sameDay',
  },
  {
    q: "It's already past 4 in the afternoon here. Is a same-day pickup still on the table or are we looking at tomorrow?",
    fact: 'sameDay',
  },
  {
    q: 'I get off work at 5:30 on weekdays. Would a crew still be around if I wanted them at my place around 6?',
    fact: 'hours',
  },
  {
    q: "We've got family coming Sunday and I'd love the old sectional gone that morning around 9. Do you even work Sundays?",
    fact: 'sunday',
  },
  {
    q: 'Thinking about having you come Sunday around 6 in the evening after we get back from the lake. Would that work?',
    fact: 'sunday',
  },
  {
    q: 'A pipe burst overnight and the whole garage floor is soaked, boxes and all. Do you do emergency pickups?',
    fact: 'emergency',
  },
  {
    q: 'I have about $250 to spend. Is that enough for a couple of pieces of furniture and some boxes, or am I dreaming?',
    fact: 'typicalCost',
  },
  {
    q: 'Moving out of a two-bedroom apartment and leaving quite a bit behind. Roughly what do jobs like that cost?',
    fact: 'typicalCost',
  },
  {
    q: 'Just one old treadmill sitting in the spare room. What would that run me?',
    fact: 'singleItemCost',
  },
  {
    q: "My garage is your standard two-car mess. My husband swears it shouldn't be more than $400 to clear. Is he right?",
    fact: 'garageCost',
  },
  {
    q: 'There is a little 6x8 garden shed in the back that is falling over. What do you charge to take down one that size?',
    fact: 'shedCost',
  },
  {
    q: "Got an old six-person spa on the back patio that's been dead for two summers. Ballpark on getting rid of it?",
    fact: 'hotTubCost',
  },
  {
    q: "I'm in Ahwatukee, right up against South Mountain. Do you come out that far?",
    fact: 'areaPhoenix',
  },
  {
    q: 'We just closed on a house in Eastmark and the garage is wall-to-wall moving boxes. Is Eastmark in your area?',
    fact: 'areaMesa',
  },
  {
    q: 'I live in Grayhawk. Can you do a pickup up here or is that out of your way?',
    fact: 'areaScottsdale',
  },
  {
    q: 'Our place is in Clemente Ranch on the west side. Do you cover that part of town?',
    fact: 'areaChandler',
  },
  { q: 'We live in Power Ranch. Do your trucks make it out to us?', fact: 'areaGilbert' },
  {
    q: 'I rent a duplex in the Maple-Ash neighborhood by campus. Do you do pickups around there?',
    fact: 'areaTempe',
  },
  {
    q: "We're out in Cave Creek on a couple of acres with a barn full of junk. Do you make it up there?",
    fact: 'areaCaveCreek',
  },
  { q: "I'm in Peoria off the 101. Are we too far for you guys?", fact: 'areaPeoria' },
  {
    q: 'house is up in moon valley, north end of the city. is that somewhere your trucks go?',
    fact: 'areaPhoenix',
  },
  {
    q: 'My garage has half-empty cans of paint and a bucket of pool chemicals. Can those go in the truck with everything else?',
    fact: 'notAccepted',
  },
  {
    q: "We're gutting the guest bath and have old cabinets, busted tile and a pile of drywall. Is that something you'd take?",
    fact: 'construction',
  },
  {
    q: 'The monsoon last night brought down a bunch of branches and palm fronds all over the yard. Can you clear that kind of stuff?',
    fact: 'yardWaste',
  },
  {
    q: "The hot tub hasn't been touched in years and it's still half full of green water. Do I have to drain it and unhook it before you show up?",
    fact: 'hotTubRemoval',
  },
  {
    q: 'Our small law firm is closing one of its suites. Desks, filing cabinets, a copier. Do you work with businesses?',
    fact: 'officeCommercial',
  },
  {
    q: 'I have an old laptop and two desktop towers with tax returns and family photos on them. What happens to the data when you take them?',
    fact: 'dataDestruction',
  },
  {
    q: "A lot of what we're getting rid of is honestly still nice. Does any of it end up with a charity or does it all get dumped?",
    fact: 'donateRecycle',
  },
  {
    q: 'The couch is upstairs in a back bedroom. Do I need to get it down to the garage before you come?',
    fact: 'anywhereOnProperty',
  },
  {
    q: "I just had back surgery and can't lift a thing. Will I have to help load the truck?",
    fact: 'weDoTheLifting',
  },
  {
    q: "I'll be at work all day Friday. Does somebody have to be home when the crew gets there?",
    fact: 'beHome',
  },
  {
    q: 'Should I bag up all the loose junk in the garage before you get here, or leave it as is?',
    fact: 'prepare',
  },
  {
    q: "The crib and the kids' bunk beds are still put together. Will your guys take them apart or is that on me?",
    fact: 'disassembly',
  },
  {
    q: 'I filled out the quote form on your website this morning. How long before I should expect to hear back?',
    fact: 'quoteReplyTime',
  },
  {
    q: 'I hate talking on the phone. Is there a way to set up the appointment online?',
    fact: 'howToBook',
  },
  {
    q: "I don't carry cash anymore. Can I pay by credit card once you're done?",
    fact: 'paymentMethods',
  },
  { q: 'Do you want payment up front, or after the job is finished?', fact: 'paymentDue' },
  {
    q: "I've been burned before by a hauler who tacked on fees at the end. Is your price the price?",
    fact: 'hiddenFees',
  },
  {
    q: "We're replacing a king pillow-top with a new one Saturday. How long does a mattress pickup usually take?",
    fact: 'mattressDuration',
  },
  {
    q: 'My aunt passed in March and her house in Phoenix is still full. Do you handle estate cleanouts?',
    fact: 'estate',
  },
  {
    q: 'Is this a local crew, or some national outfit that hands the job to whoever is free?',
    fact: 'whoComes',
  },
  {
    q: 'I live on the third floor of a condo complex with a tiny elevator. Do you do condos and apartments too?',
    fact: 'residential',
  },
  {
    q: 'My neighbor in Clearwater Hills recommended you guys. Do you actually work in that area?',
    fact: 'areaParadiseValley',
  },
  {
    q: 'Mi esposo solo descansa los domingos. ¿Ustedes trabajan domingo y hasta que hora?',
    fact: 'sunday',
  },
  {
    q: 'No me gusta mucho hablar por telefono, prefiero hacer todo por internet. Como hago la cita?',
    fact: 'howToBook',
  },
  {
    q: 'Vamos a vaciar la casa de mi suegra en Mesa. ¿Qué tipo de cosas se llevan ustedes?',
    fact: 'itemsTaken',
  },
  {
    q: 'tengo un comedor viejo y la cama de la recamara de mis hijos, se llevan muebles?',
    fact: 'furniture',
  },
  {
    q: 'Tengo un refri y un congelador en la cochera que ya no enfrian. ¿Se los pueden llevar?',
    fact: 'appliances',
  },
  {
    q: 'En la cochera hay botes de pintura y aceite de carro usado, eso tambien se lo llevan?',
    fact: 'notAccepted',
  },

  // longer stories, the question late or buried
  {
    q: 'Saturday is the only day my husband and I are both off. We want to start on the garage early before it gets too hot, like 7:30 in the morning. Are you open by then on a Saturday, or do you start later on weekends?',
    fact: 'hours',
  },
  {
    q: "Okay so weird situation. My boss wants me back at the office by 7:15 tomorrow, a Tuesday, and I'd love to have someone at the house before I leave, around 6:30. What are your hours during the week?",
    fact: 'hours',
  },
  {
    q: "I'm on my lunch break, it's 1:45 on a Tuesday. A tenant moved out over the weekend and left a mattress, a dresser and about a dozen trash bags in the unit. The new tenant gets the keys tomorrow at 9. If I call you right now, is there a chance you get out there today?",
    fact: 'sameDay',
  },
  {
    q: "So I meant to call this morning and totally forgot. It's now almost 3:30 on a Friday. The junk is just an old dresser and a broken patio set by the side of the house. Can you still swing by today or did I miss the window?",
    fact: 'sameDay',
  },
  {
    q: "We're on a tight budget this month after the move. There's a futon, two bookshelves, a dryer that quit and maybe ten boxes of random stuff. I'd like to keep it under $300 if at all possible. What do your typical jobs cost?",
    fact: 'typicalCost',
  },
  {
    q: "My dad's garage hasn't been touched since the 90s. It's a two-car, packed, but you can still walk through it. My siblings and I are splitting the bill and we're hoping for around $500 total. What's a normal garage cleanout go for?",
    fact: 'garageCost',
  },
  {
    q: "When we bought the house last fall the previous owners left a small metal shed, maybe 6 by 8, rusted out on one side. I'd like it gone before we put in raised garden beds this spring. I've got maybe $500 set aside. What's the going rate for shed removal?",
    fact: 'shedCost',
  },
  {
    q: 'The hot tub came with the house and nobody in the family uses it. It sits on a raised deck behind a narrow side gate, which I know makes it a pain. My neighbor paid a fortune for his. How do you figure out what to charge for a hot tub?',
    fact: 'hotTubCost',
  },
  {
    q: "We're having the patio redone next week and the hot tub has to be out first. The contractor wants to know how long your crew will be here so he can plan his guys around it. How long does a hot tub removal usually take?",
    fact: 'hotTubDuration',
  },
  {
    q: "There's a big wooden shed, maybe 8 by 12, in the back corner of the yard. The HOA has been on us about it for months. If you come tear it down, how long will the crew be back there?",
    fact: 'shedDuration',
  },
  {
    q: "My wife works from home and has back-to-back calls on the day you'd come. It's basically a spare room of furniture and a few things in the garage. She wants to know how long the crew will be at the house. How long does a typical job take?",
    fact: 'jobDuration',
  },
  {
    q: 'I manage about ten rental houses spread around the Valley, a couple out west and a few up north. Turnover season is coming and I want one company for all of them. Before I call, which cities do you actually cover?',
    fact: 'areasServed',
  },
  {
    q: "My grandmother lives in Dobson Ranch and has been in the same house for 40 years. She's finally ready to let go of the stuff in the back bedroom and the shed. She's nervous about strangers, so I'd be there too. Do you serve Dobson Ranch?",
    fact: 'areaMesa',
  },
  {
    q: "We're remodeling our ranch house in Arcadia and the dumpster the contractor brought is already full. There's still a pile of old cabinets and flooring in the driveway. Do you work in Arcadia?",
    fact: 'areaPhoenix',
  },
  {
    q: "Hi! We live over in McCormick Ranch and our HOA just sent a courtesy notice about the old furniture on the side of the house. Honestly I didn't even know it was visible from the street. Do you pick up in McCormick Ranch?",
    fact: 'areaScottsdale',
  },
  {
    q: 'Our kids finally moved out and we are turning their rooms into an office and a gym. Two twin beds, two dressers, a desk, and a lot of posters. We live in Warner Ranch in south Tempe. Are we in your service area?',
    fact: 'areaTempe',
  },
  {
    q: "My in-laws are downsizing from their place in Agritopia to an apartment. There's a lot of furniture that won't fit and a garage full of gardening stuff. They want it gone before the open house. Do you go to Gilbert?",
    fact: 'areaGilbert',
  },
  {
    q: 'I live in Fulton Ranch and we just finished a big backyard makeover. The landscapers left a mess of old pavers and brush along the side yard. Is Fulton Ranch somewhere you go?',
    fact: 'areaChandler',
  },
  {
    q: "We're clearing out my late father-in-law's place and it's a little bit of everything: a recliner, a chest freezer, boxes of old clothes, a rusty grill and some exercise equipment. I don't want to call and get told half of it can't go. What kinds of things do you take?",
    fact: 'itemsTaken',
  },
  {
    q: 'New furniture is coming on Friday. Out with the old: a sleeper sofa, a queen bed frame with a headboard, a dining table with six chairs and a patio set. The delivery company only hauls what they replace. What kinds of furniture do you take?',
    fact: 'furniture',
  },
  {
    q: "We're redoing the kitchen and the laundry room at the same time. The old fridge, the dishwasher, a washer and dryer pair, and a water heater that died last month all have to go. Do you take appliances like that?",
    fact: 'appliances',
  },
  {
    q: 'My mom moved to assisted living in February and the house has to be empty before it lists. My brother and I both live in Colorado so we can only fly in for a weekend. We need someone who will clear the whole thing. Is that a service you offer?',
    fact: 'estate',
  },
  {
    q: "The garage is so full we haven't parked in it since 2019. Bikes, old tools, holiday decorations, a broken treadmill, boxes we never unpacked. My wife says it's this month or never. Do you do whole-garage cleanouts?",
    fact: 'garageCleanout',
  },
  {
    q: "We're clearing out a house and I hate the idea of good stuff going to the landfill. There's a solid oak dresser, kids' clothes, toys and a kitchen table that's barely used. What happens to things like that after you haul them?",
    fact: 'donateRecycle',
  },
  {
    q: 'I always try to hire local. The last company I used turned out to be a big chain and nobody knew my name. Are you a family-owned business?',
    fact: 'localFamily',
  },
  {
    q: 'My neighbor gave me your name but I never hire anyone without checking reviews first. How are you rated, and how many reviews do you have?',
    fact: 'reviews',
  },
  {
    q: "It's easier for me to show you than explain. The junk is spread over the garage and the side yard and I have no idea how to describe it. Can I take some pictures and send them to you for a price?",
    fact: 'photoQuote',
  },
  {
    q: "My mom is 78 and doesn't do websites or chat. She just wants to call someone and talk it through. What number should I give her?",
    fact: 'contact',
  },
  {
    q: "I've never hired a junk removal company before and I'm a little anxious about strangers in the house. What actually happens from the time I book until your truck leaves?",
    fact: 'process',
  },
  {
    q: "It's 9 at night and I just found out the buyers' final walkthrough is at 8 tomorrow morning. The seller left a garage full of junk. I know this is last minute. Is there any way to get someone out tonight?",
    fact: 'emergency',
  },
  {
    q: "We're throwing my daughter's graduation party at the house and I want the old couch gone first. Weekdays are impossible for us. Sunday is the easiest day. What are your hours on a Sunday?",
    fact: 'sunday',
  },
  {
    q: "We close on the new house at the end of next week and I need the old place emptied the day before. I'd like a morning slot if I can get one. How much notice do you usually need to lock in a time?",
    fact: 'bookAhead',
  },
  {
    q: 'I finally have a free afternoon next Thursday and I want to get this done. I looked around the site for a booking page but got lost. How do I actually schedule you?',
    fact: 'howToBook',
  },
  {
    q: "I run a small property management company and our accountant wants everything on a card so it's easy to track. Some of the tenants pay their own cleanouts, and some of them only have cash. What forms of payment do you take?",
    fact: 'paymentMethods',
  },
  {
    q: "Last time I hired a handyman he wanted half up front and then disappeared for a week. I'd rather not go through that again. When do you collect payment?",
    fact: 'paymentDue',
  },
  {
    q: "I'm getting quotes from three companies before I pick one. One of them charged $75 just to come look. I'm not paying for that. Do you charge to give an estimate?",
    fact: 'freeEstimates',
  },
  {
    q: "All I have is one old armchair. It's not even heavy, it's just that my car is too small. Do you charge a flat rate for one thing or how does that work?",
    fact: 'singleItemCost',
  },
  {
    q: "I'm a general contractor and I've got a bathroom remodel in Tempe wrapping up this week. There's drywall, old tile, a vanity and a toilet piled in the garage. The homeowner doesn't want a dumpster on the street. Can you haul construction debris?",
    fact: 'construction',
  },
  {
    q: 'We had two big palms trimmed and the tree guy left the fronds and seed pods in a huge pile by the alley. Now the city says it is too big for bulk pickup. Do you take yard waste like that?',
    fact: 'yardWaste',
  },
  {
    q: "My dad is 82 and insists on helping with everything, which scares me. If we book you, is he going to try to carry stuff out to the truck? I'd like to know if your crew does all the heavy work.",
    fact: 'weDoTheLifting',
  },
  {
    q: "We're a dental office moving to a new building at the end of the month. The old place has waiting room chairs, a break room fridge, filing cabinets full of old charts, and some computers. We can't close during the day. Do you handle commercial cleanouts like that?",
    fact: 'officeCommercial',
  },
  {
    q: "I'm cleaning out my late uncle's storage garage and there's all kinds of stuff: gas cans, pesticides, old motor oil, a couple of car batteries, plus regular furniture. I assume you can't take everything. What can't you take?",
    fact: 'notAccepted',
  },
  {
    q: "We had a bad experience once where the movers left dirt and scratches everywhere. This time it's a whole garage being emptied and I want it left clean. Do you clean up after you're done?",
    fact: 'cleanUpAfter',
  },
  {
    q: "I'm comparing you with another company. They said they're 'fully licensed' but couldn't tell me about insurance. If one of your guys dings my door frame, what happens? Are you licensed, bonded and insured?",
    fact: 'licensedInsured',
  },
  {
    q: 'We need the garage done before my in-laws visit. It is a normal two-car garage, full but not crazy. I just want to know how long you will be there so I can plan my day. How long does a garage cleanout take?',
    fact: 'garageDuration',
  },
  {
    q: 'I got a price from you last year that was way lower than I expected and I want to understand why. Do you charge by the hour, by weight, or something else?',
    fact: 'howPricingWorks',
  },
  {
    q: 'Son las 11 de la mañana de un miercoles. Mi casero me dijo que tengo que sacar un sofa y un colchon hoy mismo porque ya viene el nuevo inquilino. Si les hablo ahorita, ¿pueden venir hoy?',
    fact: 'sameDay',
  },
  {
    q: 'Estamos juntando para limpiar la casa, tenemos como $400. Hay un sillon, una lavadora vieja y muchas cajas. ¿Cuánto cobran normalmente por un trabajo así?',
    fact: 'typicalCost',
  },
  {
    q: 'Mi hija se fue a la universidad y dejo su colchón y el box spring en su cuarto. Yo no los puedo bajar sola porque están en el segundo piso. ¿Ustedes se llevan colchones con todo y box?',
    fact: 'mattresses',
  },
  {
    q: 'Tengo una casa que rento en Glendale y otra en Peoria, y mi hermano tiene una en Cave Creek. Queremos usar la misma compañía para todo. ¿En qué ciudades trabajan?',
    fact: 'areasServed',
  },
  {
    q: 'No se como explicar todo lo que hay en el patio, es mucho tiradero. Mi nieto dice que les puedo mandar fotos por mensaje. ¿Así me pueden dar el precio?',
    fact: 'photoQuote',
  },
];

export const FIFTEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  {
    q: "Can you help us move our furniture from the old house to the new one? It's only about ten minutes away.",
    kind: 'not offered',
  },
  { q: 'do you guys do carpet cleaning', kind: 'not offered' },
  {
    q: 'Once the driveway is clear, could your crew pressure wash it? There are oil stains everywhere.',
    kind: 'not offered',
  },
  {
    q: 'I need a big mesquite cut down at the base and the stump ground out, not just hauled. Do you do tree removal?',
    kind: 'not offered',
  },
  {
    q: 'Can you fix my dryer instead of hauling it? It spins but it stopped heating last week.',
    kind: 'not offered',
  },
  { q: 'do u sell used furniture? looking for a cheap dresser', kind: 'not offered' },
  {
    q: 'When you take the old bed away, can your guys put together the new IKEA frame for us?',
    kind: 'not offered',
  },
  {
    q: "Can you hook up the new washer and dryer when you pull out the old ones? The store won't install them.",
    kind: 'not offered',
  },
  {
    q: 'We want to get rid of our in-ground pool entirely, break it up and fill it in with dirt. Is that something you do?',
    kind: 'not offered',
  },
  { q: 'do you rent out those portable storage pods', kind: 'not offered' },
  { q: 'do you pay for scrap metal? i have a pile of copper pipe', kind: 'not offered' },
  {
    q: 'Could you mow the lawn and trim the hedges while you are there picking up the yard waste?',
    kind: 'not offered',
  },
  { q: 'gutter cleaning?', kind: 'not offered' },
  {
    q: 'After the garage is empty, could your crew paint the walls and the floor? It looks awful.',
    kind: 'not offered',
  },
  {
    q: "Before you clear out my mother's house, can you run an estate sale and appraise her antiques for us?",
    kind: 'not offered',
  },
  {
    q: 'We are renovating for three months. Can you keep our couch and dining set in your warehouse and bring them back after?',
    kind: 'not offered',
  },
  {
    q: 'I think there are termites in the shed. Do you guys treat for termites or do pest control?',
    kind: 'not offered',
  },
  {
    q: 'Can you deliver about two yards of decomposed granite for the front yard?',
    kind: 'not offered',
  },
  {
    q: 'Instead of the dump, can you load my boxes and take them to my new storage unit across town?',
    kind: 'not offered',
  },
  { q: 'do yall do window washing', kind: 'not offered' },
  {
    q: 'The movers put a hole in the hallway wall. Can you patch and repair drywall, or only haul it off?',
    kind: 'not offered',
  },
  {
    q: 'Can I bring my junk to your yard myself and drop it off? I have a truck.',
    kind: 'not offered',
  },

  // places far outside the Valley
  { q: 'do you service flagstaff', kind: 'far place' },
  {
    q: 'We have a cabin up in Payson that needs a full clean out. Would you drive up there?',
    kind: 'far place',
  },
  { q: 'Can you do a pickup in Sedona next week?', kind: 'far place' },
  { q: 'prescott valley?', kind: 'far place' },
  {
    q: 'My dad lives in Yuma and needs his garage cleared. Is that too far for you?',
    kind: 'far place',
  },
  { q: 'Do you go as far as Lake Havasu City?', kind: 'far place' },
  {
    q: "I'm moving from Las Vegas to Scottsdale. Could you clear out my Vegas apartment before I leave?",
    kind: 'far place',
  },
  { q: 'any chance you cover sierra vista', kind: 'far place' },

  // questions about made-up brands
  { q: 'Is the Vorelle refrigerator brand reliable or should I stay away from it?', kind: 'made-up brand' },
  { q: 'Do you have a partnership with Quillon Movers?', kind: 'made-up brand' },
  {
    q: 'Are Sunnavo hot tubs worth buying new, or do they break down fast like our old one?',
    kind: 'made-up brand',
  },
  { q: 'do u have a promo code on the SaverBee app', kind: 'made-up brand' },
  {
    q: "What do you think of Dormaluxe memory foam mattresses? I'm replacing the old one and my back is killing me.",
    kind: 'made-up brand',
  },
  { q: 'Do you have a referral deal with Pinecask Realty for their listings?', kind: 'made-up brand' },
  { q: 'Is the Recyclon e-waste depot on Shea a legit place?', kind: 'made-up brand' },
  { q: 'which washer lasts longer, a Thermbright or a Coldara?', kind: 'made-up brand' },

  // specifics the site never states
  { q: 'Do you offer a senior or military discount?', kind: 'never stated' },
  { q: 'How many cubic yards does your truck hold?', kind: 'never stated' },
  {
    q: 'Are your crew members background checked? I have teenage daughters at home.',
    kind: 'never stated',
  },
  {
    q: "What's your cancellation fee if something comes up the morning of?",
    kind: 'never stated',
  },
  {
    q: 'For a big estate job, do you offer financing or a payment plan?',
    kind: 'never stated',
  },
  { q: 'Are you hiring? My son is looking for summer work.', kind: 'never stated' },
  { q: 'do you haul away old boats or utility trailers', kind: 'never stated' },
  { q: 'Do you have a Yelp page?', kind: 'never stated' },
  { q: 'are you open on the 4th of july', kind: 'never stated' },
  { q: 'How many trucks do you have running?', kind: 'never stated' },
  { q: 'Do your trucks run on biodiesel or anything green like that?', kind: 'never stated' },
  {
    q: 'If I send my neighbors your way, do I get a referral bonus or credit?',
    kind: 'never stated',
  },
  { q: "What's the weight limit for one load?", kind: 'never stated' },
  { q: 'Do any of the guys on the crew speak Spanish? My mom will be the one home.', kind: 'never stated' },
  {
    q: 'What day is bulk trash pickup on my street in Scottsdale? I might just wait for it.',
    kind: 'never stated',
  },
  { q: 'Is it customary to tip the crew, and how much?', kind: 'never stated' },
  {
    q: 'Do you guarantee your work, like if you miss something do you come back for free?',
    kind: 'never stated',
  },

  // chit-chat
  { q: 'hey hows your day going', kind: 'chit-chat' },
  { q: "What's a good beginner hike near Scottsdale? Nothing too steep.", kind: 'chit-chat' },
  { q: 'what year did the diamondbacks win the world series', kind: 'chit-chat' },
  { q: 'Can you help me write a birthday message for my mom?', kind: 'chit-chat' },
  { q: 'is it gonna rain this weekend', kind: 'chit-chat' },
  { q: 'best pizza in tempe?', kind: 'chit-chat' },
  { q: 'lol ok you seem smart. whats the meaning of life', kind: 'chit-chat' },

  // Spanish
  {
    q: '¿Podan árboles? Tengo una palmera muy alta que ya necesita cortarse',
    kind: 'not offered',
  },
  { q: 'venden muebles usados? busco un ropero barato', kind: 'not offered' },
  { q: 'arreglan lavadoras? la mia ya no centrifuga', kind: 'not offered' },
  { q: 'limpian alfombras tambien?', kind: 'not offered' },
  { q: 'van hasta Nogales?', kind: 'far place' },
  { q: '¿Tienen descuento para personas de la tercera edad?', kind: 'never stated' },
  { q: 'cuantos trabajadores mandan para una casa grande', kind: 'never stated' },
  { q: 'que marca de refri me recomiendan, los Frescalia son buenos?', kind: 'made-up brand' },
];
