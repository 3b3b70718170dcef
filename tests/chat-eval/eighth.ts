import type { FactId } from './facts.ts';

/**
 * An eighth tuning batch of chat messages as visitors type them on a phone: short chat-box questions, one or two
 * sentences of situation plus a question, and longer stories with the question buried inside; a few in
 * Spanish. Written by a helper who saw only SPEC.md, src/content and the fact list (facts.ts).
 */
export const EIGHTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  { q: 'what time u guys open in the morning', fact: 'hours' },
  {
    q: 'I work from home but have calls all afternoon. Are you open on Saturdays, and until what time?',
    fact: 'hours',
  },
  {
    q: 'My husband and I both work until 5:30 and the drive back to Dobson Ranch takes forever. We have an old treadmill and a broken recliner in the garage that need to go. The only window we really have is a weekday evening around 6. How late do you guys actually work on weekdays?',
    fact: 'hours',
  },
  { q: 'a que hora abren entre semana? y los sabados tambien trabajan?', fact: 'hours' },

  // sunday
  { q: 'yall open sundays??', fact: 'sunday' },
  {
    q: "Sunday is the only day my sister can come over and help me decide what stays in Mom's spare room, she works all week and lives across town. We'd pick everything out in the morning and want it gone by the afternoon. What are your hours on Sundays?",
    fact: 'sunday',
  },

  // emergency
  {
    q: 'Our tenant got evicted and the unit has to be cleared before the new lease starts first thing tomorrow. Do you offer emergency service outside normal hours?',
    fact: 'emergency',
  },
  {
    q: 'It is almost 10 at night and the water heater in our garage just split open. Water everywhere, and the cardboard boxes and an old futon out there are soaked and starting to smell. I really cannot leave this until the morning. Do you guys do emergency pickups at night?',
    fact: 'emergency',
  },

  // sameDay
  { q: 'can someone come today?? its like 10am', fact: 'sameDay' },
  {
    q: 'Tenant just moved out and left a futon and a pile of trash bags by the door. Any chance you can get it out today?',
    fact: 'sameDay',
  },
  {
    q: "Okay this is kind of last minute. My in-laws fly into Sky Harbor tonight and are staying with us in Chandler for a week, and the guest room is still full of my son's old dorm furniture and a broken bookcase. I just got out of a meeting and it's about noon. If I call right now is there any shot you could haul it off this afternoon?",
    fact: 'sameDay',
  },
  {
    q: 'hola, si les hablo ahorita en la mañana pueden venir hoy mismo a recoger unas cosas?',
    fact: 'sameDay',
  },

  // bookAhead
  { q: 'how far out do i need to book? like a week?', fact: 'bookAhead' },
  {
    q: "My daughter's wedding is in our backyard in Chandler on the 14th and the yard still has a broken trampoline, old patio chairs and a pile of pavers from a project we gave up on. I'm a planner and I really don't want to leave this to the last minute. How many days ahead should I book you to be safe?",
    fact: 'bookAhead',
  },

  // howToBook
  { q: 'how do i book yall', fact: 'howToBook' },
  { q: 'is there a way to book online', fact: 'howToBook' },
  {
    q: "We want to get an estimate on the calendar before our move-out next week. What's the process for scheduling one?",
    fact: 'howToBook',
  },
  {
    q: 'My dad is 84 and finally agreed to let go of the old hutch and the twin beds in the back bedroom of his place in McCormick Ranch. I am handling everything for him from Denver and he is not great with technology. What is the easiest way for me to get this on your calendar?',
    fact: 'howToBook',
  },

  // process
  { q: 'first time doing this, how does it work exactly', fact: 'process' },
  {
    q: 'Booked you for Friday morning. What happens on the day, does the crew call before they show up?',
    fact: 'process',
  },

  // weDoTheLifting
  { q: 'do i have to help carry stuff out', fact: 'weDoTheLifting' },
  {
    q: "I just had shoulder surgery and can't lift anything heavier than a coffee cup. Will your guys handle all the loading themselves?",
    fact: 'weDoTheLifting',
  },
  {
    q: 'We are in our late seventies and our grandson was supposed to help us get rid of a heavy oak armoire and a sleeper sofa, but he moved to Flagstaff for school. Neither of us can lift much anymore. If we book you, do we need to find somebody to do the carrying, or does your crew do all of it?',
    fact: 'weDoTheLifting',
  },

  // paymentMethods
  { q: 'do yall take credit cards', fact: 'paymentMethods' },
  {
    q: 'My company is paying for the office cleanout and accounting will cut a check. Do you accept checks?',
    fact: 'paymentMethods',
  },
  { q: 'aceptan tarjeta de credito o nomas efectivo?', fact: 'paymentMethods' },

  // paymentDue
  { q: 'do u need a deposit to hold the spot', fact: 'paymentDue' },
  {
    q: "I'd rather not pay anything until I see the garage empty. When do I actually pay you?",
    fact: 'paymentDue',
  },

  // typicalCost
  { q: 'how much does junk removal usually cost', fact: 'typicalCost' },
  {
    q: 'My grandma is moving into assisted living next month and her two bedroom condo still has most of her furniture in it. My brothers and I are splitting the bill three ways and want a rough idea before anyone calls. What do your jobs usually run for a normal home?',
    fact: 'typicalCost',
  },
  {
    q: 'Clearing out a spare bedroom plus some boxes from the hall closet. Roughly what do most home jobs cost?',
    fact: 'typicalCost',
  },
  {
    q: "We just bought a fixer upper in Arcadia and the previous owners left a mess: an old sectional, a broken treadmill, boxes in the back bedroom and some patio chairs. My wife wants to budget for it before we meet the contractor. I know you can't give an exact number without seeing it, but what does a typical house job cost with you guys?",
    fact: 'typicalCost',
  },
  { q: 'cuanto cobran mas o menos por sacar cosas de una casa?', fact: 'typicalCost' },

  // howPricingWorks
  { q: 'do u charge by the hour or by weight', fact: 'howPricingWorks' },
  {
    q: 'Other places quoted me per item and it added up fast. How do you figure out your price?',
    fact: 'howPricingWorks',
  },
  {
    q: 'My roommate and I are splitting the cost of getting rid of stuff before our lease in Tempe ends on the 31st. He has way more junk than me, a huge gaming desk and a futon, and I only have a bike and a mini fridge. We want to split it fairly. How do you calculate the price, so we know who owes what?',
    fact: 'howPricingWorks',
  },

  // hiddenFees
  { q: 'any extra dump fees on top of the quote?', fact: 'hiddenFees' },
  {
    q: 'Last company I used tacked on a "disposal fee" and a "fuel charge" at the very end. Do you do that?',
    fact: 'hiddenFees',
  },
  {
    q: "I'm on a fixed income and I've been burned before. A guy with a trailer quoted my sister $200 for her old washer and dryer, then wanted $350 when he was done because of labor and the landfill. I need to know the number I'm told is the number I pay. Are there any surprise charges with you?",
    fact: 'hiddenFees',
  },

  // freeEstimates
  { q: 'is the estimate free', fact: 'freeEstimates' },
  {
    q: "Before I commit I'd like someone to look at what's piled up in my casita. Do you charge anything just to give me a quote?",
    fact: 'freeEstimates',
  },
  {
    q: "Honestly I'm just shopping around right now. My husband wants to rent a trailer and do it himself this weekend, but I think paying someone is worth it for two dressers, a piano bench and the rowing machine. Would it cost me anything to get a quote from you so we can compare before we decide?",
    fact: 'freeEstimates',
  },

  // garageCost
  { q: 'how much is a garage cleanout', fact: 'garageCost' },
  {
    q: 'Our two-car garage in Ahwatukee has not had a car in it since 2019. It is boxes, old bikes, a broken chest of drawers and a lot of holiday decorations, pretty typical I think. Before I put in a request, what does an average garage cleanout usually cost?',
    fact: 'garageCost',
  },

  // shedCost
  {
    q: 'We are putting a pergola where the old shed is and the contractor starts on the 10th. The shed is just a little 6x8 wood one with some rotten boards. I want to budget before I book. What do you usually charge to take down a small shed like that?',
    fact: 'shedCost',
  },
  {
    q: 'Our little tool shed is falling apart and termites got into the floor. Roughly what do you charge to remove a small shed?',
    fact: 'shedCost',
  },

  // hotTubCost
  { q: 'how much for hot tub removal', fact: 'hotTubCost' },
  {
    q: 'We inherited a six-person spa with the house we bought in Red Mountain Ranch and nobody has used it in years. The cover is shredded and the HOA keeps mentioning it. It sits on a concrete pad next to the pool with a side gate out to the front. How much would you charge to take it away?',
    fact: 'hotTubCost',
  },

  // singleItemCost
  { q: 'how much to pick up just one couch', fact: 'singleItemCost' },
  { q: "It's literally one recliner. Is there a flat price for single items?", fact: 'singleItemCost' },
  { q: 'cuanto me cobran por llevarse nomas un colchon?', fact: 'singleItemCost' },

  // jobDuration
  {
    q: 'The cleaners come at 1 pm Friday to do the move-out clean on my rental in Mesa, so everything has to be out before then. It is a couch, a bed, a dresser, a TV stand and some boxes. If your crew starts at 9, how long will the job take?',
    fact: 'jobDuration',
  },
  {
    q: 'I have to leave for work by 11. If your crew starts at 8, how long are they usually at a house for a normal load?',
    fact: 'jobDuration',
  },

  // garageDuration
  {
    q: 'Our garage is packed but not crazy, maybe a few years of stuff. About how long does it take you to clear one out?',
    fact: 'garageDuration',
  },

  // shedDuration
  { q: 'how long does a shed teardown take', fact: 'shedDuration' },

  // hotTubDuration
  {
    q: "My husband is convinced getting the old Jacuzzi out is a quick job and wants to schedule it right before our kid's birthday party Saturday at 2. I think it'll take a while since it has to be drained and cut up. Who is right, how long does a hot tub removal normally take?",
    fact: 'hotTubDuration',
  },

  // mattressDuration
  { q: 'how long to grab a mattress? im on my lunch break', fact: 'mattressDuration' },

  // areasServed
  { q: 'what areas do u cover', fact: 'areasServed' },
  {
    q: 'I live out in the West Valley. Which cities do you service besides the ones around Scottsdale?',
    fact: 'areasServed',
  },
  {
    q: 'My mom and I both have stuff to get rid of this spring, and our places are pretty far apart in the Valley. I would rather use one company for both. Before I get into details, can you tell me which towns you actually go to?',
    fact: 'areasServed',
  },

  // areaPhoenix
  {
    q: 'My grandmother lives alone in a little house in Moon Valley and I end up handling all her errands. Her back patio has a broken glider, a stack of old pots and a dead chest freezer. She keeps saying nobody will come out that far. Do you go out to that part of Phoenix?',
    fact: 'areaPhoenix',
  },
  { q: 'I live in Ahwatukee near South Mountain. Is that in your area?', fact: 'areaPhoenix' },

  // areaScottsdale
  { q: 'u guys service scottsdale right', fact: 'areaScottsdale' },
  {
    q: 'We are snowbirds and just got back to our condo near Kierland for the winter. The building manager says the old patio furniture on our balcony has to go before the inspection next month. Is Kierland somewhere you work?',
    fact: 'areaScottsdale',
  },

  // areaTempe
  { q: 'do you do pickups in tempe, by the lakes', fact: 'areaTempe' },
  {
    q: "I'm moving out of my apartment off Mill Ave at the end of the semester. Do you guys come out to Tempe?",
    fact: 'areaTempe',
  },

  // areaMesa
  { q: 'do u go to mesa', fact: 'areaMesa' },
  {
    q: 'My father-in-law lives up in Las Sendas and his driveway is crazy steep. He has been meaning to get rid of an old pool table and a recliner for a year now. Before I even ask for a price I just want to know, do you cover that part of Mesa?',
    fact: 'areaMesa',
  },

  // areaChandler
  { q: 'chandler?? ocotillo area', fact: 'areaChandler' },
  {
    q: 'Just moved into Fulton Ranch and the garage is full of moving boxes. Is Chandler in your service area?',
    fact: 'areaChandler',
  },

  // areaParadiseValley
  { q: 'We live near Mummy Mountain in Paradise Valley. Do you work in PV?', fact: 'areaParadiseValley' },

  // areaGilbert
  { q: 'do yall serve gilbert', fact: 'areaGilbert' },
  {
    q: "My sister just had twins and her house in Power Ranch is overflowing with baby gear, a crib they don't need and an old loveseat. I want to surprise her by having it hauled while she's at her mother-in-law's on Saturday. Is Gilbert one of the places you go?",
    fact: 'areaGilbert',
  },

  // areaFountainHills
  {
    q: 'We just moved to Fountain Hills from Chicago and the movers broke half our furniture on the way. The claim is settled and now we have a busted dresser, a cracked glass table and a mountain of wardrobe boxes. Most companies I called said they mostly work in Phoenix. Do you come out to Fountain Hills?',
    fact: 'areaFountainHills',
  },

  // areaCaveCreek
  {
    q: 'We have a few acres out in Cave Creek with an old workshop full of junk. Do you make it out that far north?',
    fact: 'areaCaveCreek',
  },

  // areaCarefree
  {
    q: 'Our casita in Carefree is full of old furniture from the last owners. Do you go up to Carefree?',
    fact: 'areaCarefree',
  },

  // areaGlendale
  {
    q: 'My brother lives in Glendale near the stadium and he is the worst at asking for help. He has an old couch and a broken fridge on his back patio that have been sitting there since Easter. I want to book it for him as a surprise. Do you go out to Glendale?',
    fact: 'areaGlendale',
  },

  // areaPeoria
  {
    q: 'I saw your truck in Scottsdale last week and grabbed the number. I actually live in Peoria off Lake Pleasant Parkway and have a garage full of old moving boxes and a broken elliptical. Is Peoria too far for you, or do you go there?',
    fact: 'areaPeoria',
  },

  // location
  { q: 'where are you guys based out of', fact: 'location' },

  // yearsInBusiness
  {
    q: 'I like to hire companies that have been around a while. How long have you been in business?',
    fact: 'yearsInBusiness',
  },

  // itemsTaken
  { q: 'what kind of stuff do yall take', fact: 'itemsTaken' },
  {
    q: "We are finally clearing out the back storage room at my aunt's house. It is a bit of everything: boxes of old magazines, a broken vacuum, a rocking chair, Christmas decorations, a couple of bikes, random household clutter. I would rather not sort it all first. Do you take general household stuff like that?",
    fact: 'itemsTaken',
  },
  { q: 'que tipo de cosas se llevan? tengo de todo un poco', fact: 'itemsTaken' },

  // notAccepted
  { q: 'do u take old paint cans', fact: 'notAccepted' },
  {
    q: 'Cleaning out the pool shed and there are half-empty buckets of chlorine and a jug of muriatic acid. Can you take those?',
    fact: 'notAccepted',
  },
  {
    q: "My late grandfather's garage in Dobson Ranch is full of his old car projects. There are gas cans, a couple of jugs of used motor oil and a whole shelf of old pesticide bottles. I'm handling the rest of the cleanout but I'm worried about those. Is any of that stuff something you won't haul?",
    fact: 'notAccepted',
  },
  { q: 'se llevan pintura y quimicos de la alberca?', fact: 'notAccepted' },

  // furniture
  {
    q: 'My daughter is moving back in after college and we need her old room emptied to make space for her stuff. There is a queen bed frame, a tall dresser, an armoire and a desk. Nothing is broken, just dated. Do you take bedroom furniture like that?',
    fact: 'furniture',
  },
  {
    q: 'Replacing our dining set. Would you haul off the old table, six chairs and the china hutch?',
    fact: 'furniture',
  },
  { q: 'se llevan muebles? tengo un sillon y una mesa del comedor', fact: 'furniture' },

  // appliances
  { q: 'do you guys take deep freezers', fact: 'appliances' },
  {
    q: "The new washer and dryer get delivered Thursday from Home Depot, but their haul-away fee is ridiculous. Our old ones are in the laundry room off the kitchen and the dryer hasn't worked in months. Do you pick up old washers and dryers?",
    fact: 'appliances',
  },
  { q: 'se llevan un refri viejo? ya no enfria', fact: 'appliances' },

  // mattresses
  { q: 'do u take box springs too or just the mattress', fact: 'mattresses' },
  {
    q: 'Just upgraded to a new memory foam bed and the old king pillow-top is leaning against the wall. Do you haul mattresses?',
    fact: 'mattresses',
  },
  { q: 'hola se llevan colchones? tengo dos matrimoniales', fact: 'mattresses' },

  // yardWaste
  { q: 'do u take palm fronds', fact: 'yardWaste' },
  {
    q: 'Monsoon knocked a huge mesquite limb into our backyard last night. Do you haul branches and tree debris?',
    fact: 'yardWaste',
  },
  {
    q: 'We finally ripped out the overgrown oleanders along the back wall and now there is a mountain of brush, dead leaves and a few piles of old dirt from the planters. The landscaper only quoted for pulling the plants, not hauling. Bulk trash is not for another three weeks. Do you guys take yard debris like that?',
    fact: 'yardWaste',
  },

  // hotTubRemoval
  { q: 'do yall remove hot tubs? ours still has water in it', fact: 'hotTubRemoval' },
  {
    q: "The spa hasn't worked since we bought the house. Do you handle the disconnecting and draining, or do we have to do that first?",
    fact: 'hotTubRemoval',
  },

  // sheds
  { q: 'can u tear down an old shed', fact: 'sheds' },
  {
    q: 'Our backyard in Val Vista Lakes has a wooden shed the previous owners built, and it is leaning badly after the last storm. My husband wants to take it apart himself, but he also said that about the ceiling fan two years ago. Do you guys actually knock down and remove sheds, or just haul what is inside?',
    fact: 'sheds',
  },

  // construction
  { q: 'do yall haul drywall and old tile from a remodel', fact: 'construction' },
  {
    q: "I'm a contractor wrapping up a kitchen remodel in Scottsdale. Can you pick up the old cabinets and scrap lumber from the job?",
    fact: 'construction',
  },
  {
    q: 'We did a bathroom remodel ourselves over the last month and now the side yard is full of broken tile, the old vanity, a toilet, chunks of drywall and the carpet we pulled out of the hallway. A dumpster seemed like overkill for the amount. Is this the kind of debris you pick up?',
    fact: 'construction',
  },

  // estate
  { q: 'do you do estate cleanouts after someone passes', fact: 'estate' },
  {
    q: 'I am the executor for my uncle and I live in Oregon. His house in Paradise Valley still has forty years of furniture, books, clothes and kitchen stuff in it, and the realtor wants it empty. I can fly in for one weekend at most. Is this something you handle, clearing out a whole estate?',
    fact: 'estate',
  },
  {
    q: "Grandpa is moving into memory care and we have to clear out the house he's lived in since the 80s. Do you help families with that kind of cleanout?",
    fact: 'estate',
  },

  // garageCleanout
  {
    q: "We're selling our house in Scottsdale and the realtor took one look at the garage and said it has to be empty before the listing photos on Monday. It's years of camping gear, shelving units, old bikes and mystery boxes. My husband swears he'll sort it but he's been saying that for years. Can your crew just empty the entire garage?",
    fact: 'garageCleanout',
  },
  {
    q: "Haven't parked in our garage since we moved in. Do you do full garage cleanouts?",
    fact: 'garageCleanout',
  },

  // officeCommercial
  {
    q: 'Our dental office is moving to a new suite and we have old filing cabinets and a few desks to get rid of. Do you work with businesses?',
    fact: 'officeCommercial',
  },
  {
    q: 'I manage a small insurance agency and we are going hybrid, so half the cubicles, a conference table and about eight tall metal file cabinets have to go before our lease shrinks on the 15th. The building only lets vendors use the freight elevator after 6 pm. Do you handle office cleanouts like this?',
    fact: 'officeCommercial',
  },

  // residential
  {
    q: 'My lease at a complex near Desert Ridge is up on the 30th and the leasing office charges $75 for every item left behind. I have a futon, a bookshelf, a TV stand and a bunch of boxes. I mostly see your trucks at houses. Do you do pickups from apartments?',
    fact: 'residential',
  },
  {
    q: "I'm in a second floor condo and there's a lot I'm not taking when I move. Do you work in condos or only houses?",
    fact: 'residential',
  },

  // storageUnits
  { q: 'can you empty a storage unit', fact: 'storageUnits' },
  {
    q: "I've been paying $140 a month for a 10x15 storage unit for three years for stuff I never look at. It's an old bedroom set, boxes of my ex's things and a treadmill. I want to stop paying for it by the end of the month. Can you clear out the unit right at the storage place?",
    fact: 'storageUnits',
  },

  // donateRecycle
  { q: 'do u donate stuff or does it all go to the dump', fact: 'donateRecycle' },
  {
    q: "Our old sofa is still in really good shape, it just doesn't match the new place. Will it go to charity instead of the landfill?",
    fact: 'donateRecycle',
  },
  {
    q: "I feel kind of guilty about this. We are downsizing from a four bedroom in Gilbert to a condo and there is so much perfectly usable stuff: kids' bikes, a bookshelf, kitchenware, a desk. I do not have time to list it all on Facebook Marketplace. What happens to the things you haul, do you recycle or donate any of it?",
    fact: 'donateRecycle',
  },
  {
    q: "We're trying to be eco-friendly with this move. Do you recycle things like scrap metal and cardboard?",
    fact: 'donateRecycle',
  },

  // eWaste
  { q: 'do u take old tvs? the big heavy tube kind', fact: 'eWaste' },
  {
    q: 'We have a closet full of dead laptops, two printers and a tangle of cables. Do you recycle electronics?',
    fact: 'eWaste',
  },
  {
    q: 'My dad ran a small business out of the house for 30 years and the back office is still full of it: old desktop towers, CRT monitors, a fax machine, speakers and probably 20 old cell phones in a drawer. He does not want any of it in the landfill. Is this something you take?',
    fact: 'eWaste',
  },

  // dataDestruction
  {
    q: 'Some of the old computers still have client tax records on the hard drives. What do you do about the data on them?',
    fact: 'dataDestruction',
  },

  // licensedInsured
  {
    q: "I'm a little nervous about strangers carrying a heavy armoire down the stairs in our DC Ranch house. The walls were just painted and the banister is original. Before I let anyone in, are you guys licensed and insured?",
    fact: 'licensedInsured',
  },
  {
    q: 'Our building manager requires every vendor to be bonded and insured. Are you?',
    fact: 'licensedInsured',
  },

  // hoa
  {
    q: 'Our HOA is super strict about trucks and piles on the driveway. Have you worked in HOA neighborhoods before?',
    fact: 'hoa',
  },
  {
    q: 'Last summer I left a pile of branches at the curb for bulk pickup and got a warning letter within two days. Now we need an old sofa and a broken treadmill gone and I refuse to get another letter. The HOA also says no dumpsters in driveways. Are you guys used to following HOA rules?',
    fact: 'hoa',
  },

  // localFamily
  {
    q: 'I try hard to support local businesses instead of the big national outfits. Our neighbor in Grayhawk used one of those last year and said it felt like dealing with a call center. Before I book anything for our garage, is your company actually family owned?',
    fact: 'localFamily',
  },

  // reviews
  {
    q: "I always check reviews before letting anyone into my house. What's your rating on Google?",
    fact: 'reviews',
  },

  // photoQuote
  { q: 'can i just text u a pic for a price', fact: 'photoQuote' },
  {
    q: "I don't have time for someone to come look at it. Could I send photos of the pile and get a quote that way?",
    fact: 'photoQuote',
  },
  {
    q: "I am at work until six and my husband is useless at describing things. The stuff is an old entertainment center, a broken desk chair, a kids' play kitchen and about a dozen boxes in the garage. I could snap pictures tonight when I get home. Is there a way to get a price from photos instead of having someone come out?",
    fact: 'photoQuote',
  },
  { q: 'puedo mandar fotos por mensaje para que me digan cuanto?', fact: 'photoQuote' },

  // quoteReplyTime
  { q: 'filled out the form how long til i hear back', fact: 'quoteReplyTime' },
  {
    q: 'I sent a quote request through your website this morning about an old hot tub. How soon does someone usually get back to you?',
    fact: 'quoteReplyTime',
  },

  // contact
  { q: 'whats ur phone number', fact: 'contact' },
  { q: 'My mom would rather call than chat online. What number should she use?', fact: 'contact' },

  // anywhereOnProperty
  { q: 'do i need to drag everything to the curb', fact: 'anywhereOnProperty' },
  {
    q: "The stuff is all over the place honestly. There's a treadmill upstairs in the bonus room, old boxes in the attic above the garage and a rusty grill by the back wall. I can't get any of it down to the driveway myself. Do you guys take things from where they are?",
    fact: 'anywhereOnProperty',
  },

  // beHome
  {
    q: "My schedule is a nightmare this month, I'm at the hospital 7 to 7 most days. The old couch and mattress are in the back room of my townhouse in Tempe and my roommate might be home, might not. If you come during the day while I'm on shift, does somebody have to be there?",
    fact: 'beHome',
  },
  {
    q: "I'll be at work all day Tuesday, but everything is on the side of the house. Does someone need to be home?",
    fact: 'beHome',
  },

  // prepare
  { q: 'should i bag stuff up before u get here', fact: 'prepare' },
  {
    q: "Your crew is coming Thursday morning to clear my son's old room since he left for college. He left clothes everywhere, books, posters, a bean bag and a broken desk. My wife wants to spend all Wednesday night boxing it up so it looks nicer for you guys. Is there anything we actually need to do to get ready, or can we leave it as is?",
    fact: 'prepare',
  },

  // cleanUpAfter
  {
    q: 'After you take the junk out of the garage, will it be left all dusty? Do you guys clean up at all?',
    fact: 'cleanUpAfter',
  },

  // disassembly
  { q: 'can yall take apart a bunk bed or do i have to', fact: 'disassembly' },
  {
    q: "The kids have outgrown the wooden playset in the backyard and it's huge, with a slide, a fort and two swings. The previous owner put it together with about 400 screws. My husband does not want to spend his weekend unscrewing it. Will your crew take it apart?",
    fact: 'disassembly',
  },

  // whoComes
  {
    q: 'My neighbor used an app that sent random subcontractors. Is it your own team that shows up, or do you farm jobs out?',
    fact: 'whoComes',
  },

  // talkToPerson
  { q: 'is this a bot? can i talk to an actual human', fact: 'talkToPerson' },
];

const UNANSWERABLE_MESSAGES: readonly string[] = [
  'do u guys do carpet cleaning too',
  'can you pressure wash my driveway while youre here',
  'do you take tires? got like 6 old ones',
  'how big is ur truck, how many cubic yards',
  'are yall hiring rn',
  'do you do drywall repair',
  'can u trim my palm trees',
  'do you guys sell used appliances',
  'do u service flagstaff',
  'is there a minimum charge',
  'is there a fee if i cancel',
  'should i tip the crew? how much',
  'do yall offer financing',
  'whats your bbb rating',
  'do u guys pump septic tanks',
  'can u haul away an old boat n trailer',
  'got a promo code or coupon?',
  'how many guys come on a crew',
  'whats the price for a quarter truck load',
  'do u take mattresses with bed bugs',
  'I bought a dresser on Marketplace from a lady in Peoria. Could your truck pick it up and deliver it to my apartment in Tempe?',
  'Another company quoted me $450 for my garage. Can you beat their price?',
  "I'm a junior at ASU moving out in May. Do you have a student discount?",
  "My family's cabin up in Payson needs a full cleanout before we sell. Would you drive up there?",
  'Last time we had a guy named Marcus on the crew and he was awesome. Can I request him again for next week?',
  'Now that the garage is cleared I want to epoxy coat the floor. Is that something you do?',
  "We don't want the hot tub gone, just moved to the other side of the yard. Can you relocate it?",
  'Our old shed sits on a concrete slab. Can you break up the slab and haul it off too?',
  'I have eight boxes of old bank statements and tax returns. Do you shred paper on site?',
  "We're getting a new washer and dryer delivered. Can your crew hook up the new ones when you take the old ones?",
  "We're upgrading our solar and the old panels on the roof need to come down. Can you take them off the roof and haul them?",
  'I manage rental units in Mesa. Can you also rekey the locks on a unit after you clear it out?',
  'Our cafe fills a bin of cardboard every week. Could you come on a regular weekly schedule to haul it?',
  'The buyers expect the house spotless. After you haul everything out, can you deep clean the bathrooms and kitchen?',
  'I booked a pickup for Thursday through the form. What exact time will the truck get here?',
  "There's a beehive inside our old shed. Can your crew get rid of the bees before tearing it down?",
  "My grandma's upright piano has to go and it weighs a ton. Do you take pianos?",
  'We have a rotting mobile home on our lot in Cave Creek. Can you demolish and haul the whole thing?',
  "There's a two-post car lift bolted into my garage floor. Can you unbolt it and take it?",
  "It's supposed to storm the day of our pickup. Do you reschedule for rain or come anyway?",
  'Is Scottsdale Junk Busters on Shea the same company as you guys?',
  'Our HOA wants a certificate of insurance emailed before any vendor comes through the gate. Can you send one to them?',
  'The town says I might need a permit to demolish my shed. Do you pull the permit, or do I?',
  'I want the furniture to go to St. Vincent de Paul specifically. Which charities do you donate to, and can I choose?',
  'We just bought a house in Arcadia and the backyard has three big stumps left from citrus trees the old owners cut down. The landscaper wants $900 to grind them. We also have a pile of branches out there. Do you grind stumps, and what would that run with you?',
  "My dad's house in Mesa has a 1990s pool in the backyard that nobody uses and it is cracked everywhere. We are selling the house in the spring. My brother says junk removal companies can fill in old pools with dirt. Is that something your crew does?",
  'My elderly aunt lives in Sedona and her garage is packed to the ceiling with forty years of stuff. Nobody local up here returns my calls. I know it is a couple of hours from Scottsdale but I am desperate. Would you guys drive up to Sedona for a garage cleanout?',
  "We're flying into Phoenix next weekend to clear out my late mother's condo. She collected antiques, including a Victorian armoire and a lot of cut crystal. Before we donate or throw anything away we want to know what it's worth. Do you appraise or buy antiques?",
  'My husband did two tours in Iraq and my dad served in Vietnam, and we always try to support businesses that support vets. We need the garage and the spare room cleared out next month. Do you offer any kind of discount for veterans?',
  'Our tenant in Tempe moved out and left the place a disaster. The carpet is soaked with cat urine and the unit has fleas, we can see them jumping. We need the junk gone, but we also need the fleas dealt with before anyone else moves in. Do you spray for fleas after you haul everything?',
  'I got a quote from you by text last week for the garage and now my wife wants to add the old fridge and two bikes. I lost the text thread when I switched phones. What is the new total going to be with those added?',
  'I run a small landscaping crew and we fill our trailer with green waste every day. Paying dump fees is killing us. Do you have a yard or drop-off location where contractors can unload their own trailers?',
  'We have an old barrel sauna in the backyard from a brand called NordiKing, the kind with the wood stove inside. It has not been used since we moved in. Nobody I call seems to know what it is. Can you take out a sauna like that?',
  "My neighbor in Las Sendas said she got money off for recommending you to people. I'm going to book a garage cleanout and I've already told two friends about you. Do you have a referral program?",
  "I'm a realtor and half my listings look empty and sad after the cleanout. I'd love a one-stop shop. After you clear a house, do you also stage it with rental furniture for the photos?",
  'My late father had a gun safe in the garage that has to weigh at least 900 pounds. The movers we called refused to touch it. The rest of the garage is normal stuff. Is a safe that heavy something your crew can move?',
  'After the monsoon last week part of our block wall fell over into the neighbor yard. We need the broken blocks hauled off, but more than that we need the wall rebuilt before the dogs get out. Do you rebuild block walls?',
  "Half of my mom's house is nice furniture and collectibles that someone would pay for. Before any junk goes out, I'd like to make some money back. Do you run estate sales or garage sales for families?",
  "My son's old Honda Civic has been sitting on flat tires in our driveway in Gilbert for two years and the HOA is done with it. It doesn't run and the title is somewhere in a drawer. Do you tow away junk cars?",
  "Our HOA only allows contractor trucks in between 8 and 4 on weekdays, and they charge vendors a $50 registration fee at the gate. We're booking a cleanout for next Wednesday. Will you pay the HOA vendor fee, or is that on me?",
  'I tried booking through your website last night around 11 and got an error while uploading photos of our hot tub. I have no idea if it went through. Can you look up whether you have my request?',
  'We are a medical clinic and our old laptops have to be destroyed with a certificate of destruction listing each serial number for HIPAA. Our compliance officer needs that paperwork. Do you provide a signed certificate with serial numbers?',
  'We had a small kitchen fire last weekend. The cabinets and the microwave are ruined and the whole house smells like smoke, with soot on the ceilings. Insurance is slow. Besides hauling out the burned stuff, do you do fire and smoke restoration?',
  'I keep seeing your trucks all over Scottsdale, sometimes two on the same street. My husband thinks you are a big company. How many trucks and crews do you run?',
  'I am a single woman and live alone, and having strangers inside my house makes me nervous. My daughter told me to ask before booking anything. Is your crew background checked and drug tested?',
  'hacen mudanzas? necesito llevar mis muebles a mi casa nueva en Mesa',
  'tienen trabajadores que hablen español?',
  'van hasta Tucson? mi mama vive alla',
  'tienen descuento para personas de la tercera edad?',
  'tambien cortan arboles? tengo un pino grande que quiero quitar',
];

export const EIGHTH_UNANSWERABLE: readonly { q: string; kind: string }[] = UNANSWERABLE_MESSAGES.map((q) => ({
  q,
  kind: 'not in the facts',
}));
