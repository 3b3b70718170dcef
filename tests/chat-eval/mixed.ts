import type { FactId } from './facts.ts';

/**
 * Mixed-style customer messages, the way different visitors really write into the widget: short
 * shorthand with typos, a sentence or two of situation then the question, and longer stories with the
 * question somewhere inside, from seniors, landlords, realtors, contractors, renters, office managers,
 * families clearing an estate, skeptics and price-shoppers. Written by a helper who saw only SPEC.md,
 * src/content and the fact list, never the matcher or the other sets. Unanswerable ones that a
 * published fact partly answers were left out (dumpster rental, a minimum charge, payment plans, a
 * charge for stairs, a travel fee, a tax receipt for donations). Used to tune.
 */
export const MIXED_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // hours
  { q: 'r u open rn? its 6:45pm on a tuesday', fact: 'hours' },
  {
    q: "Hey so my husband and I are finally tackling the garage this weekend and we're both early risers. Would a crew be able to come this Saturday around 8 in the morning, or is that too early for you guys?",
    fact: 'hours',
  },
  // sunday
  { q: 'open sundays?', fact: 'sunday' },
  {
    q: "Is a Sunday afternoon pickup possible, say 4pm? It's the only day I'm off from the hospital.",
    fact: 'sunday',
  },
  // emergency
  { q: 'do u do emergency pickups after hours', fact: 'emergency' },
  {
    q: "Closing on my house is tomorrow at 9am and the buyer's agent JUST told me the garage has to be completely empty or the deal gets pushed. It's almost 10 at night, I'm panicking. Is there anyone who can come out tonight??",
    fact: 'emergency',
  },
  {
    q: 'Our rental flooded this evening and the wet furniture has to come out before morning. Do you take calls for urgent jobs at night?',
    fact: 'emergency',
  },
  // sameDay
  { q: 'its 10am can u come today', fact: 'sameDay' },
  { q: 'If I call around 1:30 this afternoon, can you still get my old fridge out today?', fact: 'sameDay' },
  {
    q: "ok so my lease ends tomorrow at noon and the property manager says I can't leave the futon or the two dressers behind or they keep my deposit. it's 11am right now. any chance u could swing by today and grab them",
    fact: 'sameDay',
  },
  // bookAhead
  { q: 'how far ahead do i need to book', fact: 'bookAhead' },
  {
    q: "We're planning a big cleanout of my in-laws' place next month. How much notice do you need to lock in a specific morning?",
    fact: 'bookAhead',
  },
  // howToBook
  { q: 'can i book online', fact: 'howToBook' },
  {
    q: 'Honestly I hate phone calls. Is there a way to get this set up on your website without talking to anyone?',
    fact: 'howToBook',
  },
  // process
  { q: 'how does it work? never hired a junk company b4', fact: 'process' },
  {
    q: 'What actually happens on pickup day, step by step? I want to know what to expect before I book.',
    fact: 'process',
  },
  // weDoTheLifting
  { q: 'do i have to help load', fact: 'weDoTheLifting' },
  {
    q: "I'm 78 and my husband just had back surgery, and our kids are all back east. We're downsizing out of the house we've lived in since 1985 and there's a lot of heavy furniture. Will either of us have to carry anything out to your truck?",
    fact: 'weDoTheLifting',
  },
  // paymentMethods
  { q: 'do u take cards', fact: 'paymentMethods' },
  {
    q: 'My mother is paying for this and she only writes checks. Will the crew take a personal check?',
    fact: 'paymentMethods',
  },
  // paymentDue
  { q: 'do i pay before or after', fact: 'paymentDue' },
  {
    q: 'Every other company I called wants money before they even show up. When do you guys expect to be paid?',
    fact: 'paymentDue',
  },
  // typicalCost
  { q: 'how much does junk removal usually cost', fact: 'typicalCost' },
  {
    q: "Look, I just want a number, not a sales pitch. I've got a spare room and some garage stuff, nothing crazy, retired guy on a budget. Roughly what do most home jobs run with you, low end to high end?",
    fact: 'typicalCost',
  },
  // howPricingWorks
  { q: 'do u charge by weight or what', fact: 'howPricingWorks' },
  {
    q: 'The last company I used charged by the hour plus a dump fee. How is your price actually calculated?',
    fact: 'howPricingWorks',
  },
  // hiddenFees
  {
    q: 'Is the price you quote what I actually pay, or do surprise charges show up on the bill at the end?',
    fact: 'hiddenFees',
  },
  {
    q: 'Got burned last year by a "cheap" hauler who tacked on a dump fee and a fuel charge after everything was already on his truck. So straight answer please: do you add extra fees on top of the quote?',
    fact: 'hiddenFees',
  },
  // freeEstimates
  { q: 'do u charge for quotes', fact: 'freeEstimates' },
  {
    q: 'Before I commit to anything, does getting a quote from you cost me anything?',
    fact: 'freeEstimates',
  },
  // garageCost
  { q: 'how much for a garage cleanout', fact: 'garageCost' },
  {
    q: 'Typical two-car garage, about half full of boxes, bikes and old furniture. What does a cleanout like that usually cost?',
    fact: 'garageCost',
  },
  // shedCost
  { q: 'how much to remove a small 6x8 shed', fact: 'shedCost' },
  {
    q: "There's a little wooden garden shed out back, maybe 6 by 8, falling apart. What would it cost to tear it down and haul it off?",
    fact: 'shedCost',
  },
  // hotTubCost
  { q: 'how much 4 hot tub removal', fact: 'hotTubCost' },
  { q: "What's the price to get rid of an old 6-person spa sitting on my back patio?", fact: 'hotTubCost' },
  {
    q: "Bought a house in Gilbert and it came with a dead hot tub nobody's used in years, it's basically a scorpion hotel at this point lol. Wife wants it gone before summer. What does something like that cost to remove?",
    fact: 'hotTubCost',
  },
  // singleItemCost
  { q: 'how much for just one couch', fact: 'singleItemCost' },
  {
    q: 'I only have one old recliner to get rid of. Do you have a flat price for a single item, or how does that work?',
    fact: 'singleItemCost',
  },
  // jobDuration
  { q: "How long will your crew be at my house? I need to plan around my baby's nap.", fact: 'jobDuration' },
  // garageDuration
  { q: 'how long does a garage cleanout take', fact: 'garageDuration' },
  {
    q: "If you start on my garage Saturday morning, how many hours will it take? Trying to figure out if I'll have it back by lunch.",
    fact: 'garageDuration',
  },
  // shedDuration
  {
    q: 'Metal shed in the backyard, about 8x10. How long does the demolition take start to finish?',
    fact: 'shedDuration',
  },
  // hotTubDuration
  {
    q: 'How long will you be in the backyard taking the spa out? The landscapers show up at 3 and I need to tell them.',
    fact: 'hotTubDuration',
  },
  // mattressDuration
  { q: 'how long for a mattress pickup', fact: 'mattressDuration' },
  {
    q: "It's just a queen mattress from the upstairs bedroom. About how long will you be here?",
    fact: 'mattressDuration',
  },
  // areasServed
  { q: 'what areas do u serve', fact: 'areasServed' },
  { q: 'Do you cover the whole Valley or just Scottsdale?', fact: 'areasServed' },
  // areaPhoenix
  { q: "I'm in Arcadia near 44th St and Camelback. Are you able to come out here?", fact: 'areaPhoenix' },
  // areaScottsdale
  { q: 'We live in McCormick Ranch. Is that in your service area?', fact: 'areaScottsdale' },
  // areaTempe
  {
    q: 'ASU student here lol. Moving out of my apartment off Mill Ave at the end of May, and I have a couch, a desk and a mattress that are NOT coming home with me, and my roommate bailed. Do you guys pick up in Tempe?',
    fact: 'areaTempe',
  },
  // areaMesa
  { q: "We're up in Las Sendas in the foothills. Do your trucks come out that far east?", fact: 'areaMesa' },
  // areaChandler
  {
    q: 'Our office on the Price Road corridor needs 20 cubicles gone. Do you work in Chandler?',
    fact: 'areaChandler',
  },
  // areaParadiseValley
  { q: 'do you serve paradise valley', fact: 'areaParadiseValley' },
  // areaGilbert
  { q: "Hi there, we're in Power Ranch. Do you come to Gilbert?", fact: 'areaGilbert' },
  // areaFountainHills
  {
    q: "My dad lives up in Fountain Hills and can't get his old couch out by himself. Is that too far for you guys?",
    fact: 'areaFountainHills',
  },
  // areaCaveCreek
  { q: 'cave creek service??', fact: 'areaCaveCreek' },
  // areaCarefree
  {
    q: 'Our vacation home in Carefree has a casita that needs emptying before renters arrive. Can you get out there?',
    fact: 'areaCarefree',
  },
  // areaGlendale
  { q: 'glendale?? do u come to the west side', fact: 'areaGlendale' },
  // areaPeoria
  {
    q: 'Just closed on a place in Peoria and surprise, the previous owners left a garage full of their junk plus a broken treadmill. Realtor shrugged. Do you guys service Peoria or is that too far out?',
    fact: 'areaPeoria',
  },
  // location
  { q: 'where r u located', fact: 'location' },
  // yearsInBusiness
  { q: 'Is this a new company? How long have you been doing this?', fact: 'yearsInBusiness' },
  // itemsTaken
  { q: 'what kind of junk do you haul', fact: 'itemsTaken' },
  {
    q: "We're moving across the country next month and only shipping about a third of what we own. Furniture, a washer, boxes of random stuff, kids' toys, you name it. What kinds of things will you actually take?",
    fact: 'itemsTaken',
  },
  // notAccepted
  { q: 'do u take old paint cans', fact: 'notAccepted' },
  {
    q: 'Can you haul away the half-empty jugs of pool chemicals and motor oil in my garage?',
    fact: 'notAccepted',
  },
  {
    q: "Cleaning out my late uncle's workshop in Mesa. Along with the tools and shelving there's old pesticide, a couple gas cans and a bunch of paint thinner. Can all of that go on your truck with everything else?",
    fact: 'notAccepted',
  },
  // furniture
  { q: 'Do you take dining room sets and bedroom furniture, or just couches?', fact: 'furniture' },
  {
    q: 'Realtor here, staging a listing in Arcadia and the sellers left their old living room set, a dining table with six chairs and a whole bedroom set behind. Photographer comes Thursday. What kinds of furniture do you remove?',
    fact: 'furniture',
  },
  // appliances
  { q: 'need a chest freezer gone from the garage', fact: 'appliances' },
  {
    q: "We're redoing the kitchen and laundry room. Which appliances can you haul away?",
    fact: 'appliances',
  },
  // mattresses
  { q: 'do u take box springs too', fact: 'mattresses' },
  { q: 'Got a king mattress with the box spring. Can you take both of them?', fact: 'mattresses' },
  // yardWaste
  { q: 'palm frond pickup?', fact: 'yardWaste' },
  {
    q: 'That monsoon last night was no joke. Half my palo verde is on the lawn, palm fronds everywhere and a pile of brush against the wall. Neighbors are already looking at me. Can you guys haul yard waste like that?',
    fact: 'yardWaste',
  },
  // hotTubRemoval
  { q: 'do i need to drain the hot tub before u come', fact: 'hotTubRemoval' },
  {
    q: 'Our spa is still wired up and full of water. Do we have to disconnect it ourselves before you take it away?',
    fact: 'hotTubRemoval',
  },
  // sheds
  { q: 'can u tear down a shed', fact: 'sheds' },
  {
    q: "There's a rotted old wooden shed in my backyard. Do you demolish sheds or just haul away the pieces after?",
    fact: 'sheds',
  },
  // construction
  { q: 'do u take drywall', fact: 'construction' },
  {
    q: 'Contractor here, wrapping up a bathroom remodel in Scottsdale. Can you haul tile, drywall scraps and the old vanity?',
    fact: 'construction',
  },
  // estate
  {
    q: "My mom passed away last month and my sister and I both live out of state. We need her house in Scottsdale emptied, but there's a lot of photos and papers we'd want to keep. Is that something you handle?",
    fact: 'estate',
  },
  {
    q: 'Moving my father into assisted living and his condo has 40 years of stuff in it. Do you help with that kind of cleanout?',
    fact: 'estate',
  },
  // garageCleanout
  { q: "need my garage cleared out, can't even park in it anymore", fact: 'garageCleanout' },
  // officeCommercial
  {
    q: 'Our small dental office is relocating and we need desks, filing cabinets and old chairs gone. Do you do commercial jobs?',
    fact: 'officeCommercial',
  },
  {
    q: "I manage a 12-person insurance office and we're downsizing to half the space at the end of the quarter. Can you clear out the extra desks and filing cabinets, ideally after hours so we don't disrupt clients?",
    fact: 'officeCommercial',
  },
  // residential
  { q: 'Do you pick up from condos, or only houses?', fact: 'residential' },
  // storageUnits
  { q: 'storage unit cleanout?', fact: 'storageUnits' },
  {
    q: "I've been paying $180 a month for a 10x15 storage unit in Tempe for three years, full of stuff from my divorce that I never want to see again. I'm done. Can you guys just clear the whole unit out for me?",
    fact: 'storageUnits',
  },
  // donateRecycle
  { q: 'where does my stuff go after', fact: 'donateRecycle' },
  {
    q: "Honestly my biggest worry is my mom's furniture ending up in a landfill. A lot of it is still in good shape, she took care of everything. What do you do with things that are still usable?",
    fact: 'donateRecycle',
  },
  // eWaste
  { q: 'do you take old tvs', fact: 'eWaste' },
  {
    q: 'We have a closet full of dead computers, monitors and printers. Do you recycle electronics?',
    fact: 'eWaste',
  },
  // dataDestruction
  { q: 'what happens to the data on my old laptops', fact: 'dataDestruction' },
  {
    q: "Our law firm is finally getting rid of a stack of old PCs that have client files on them. We obviously can't just toss them in a dumpster. If we hire you, is the data on the drives destroyed?",
    fact: 'dataDestruction',
  },
  // licensedInsured
  { q: 'r u insured', fact: 'licensedInsured' },
  {
    q: 'Our building manager only lets insured vendors use the freight elevator. Are you insured?',
    fact: 'licensedInsured',
  },
  // hoa
  {
    q: 'My HOA in DC Ranch is super strict about trucks and piles in driveways. Is that going to be a problem?',
    fact: 'hoa',
  },
  // localFamily
  {
    q: "I'd rather support a local family business than one of those big national chains with the cartoon trucks. My late husband ran a small shop for 30 years, so it matters to me. Are you family owned?",
    fact: 'localFamily',
  },
  // reviews
  {
    q: "My neighbor swears by you, but honestly I don't trust anything I find online anymore, too many fake companies out there. Before I book I want to see what real customers say. How are your reviews?",
    fact: 'reviews',
  },
  // photoQuote
  { q: 'can i text pics for a quote', fact: 'photoQuote' },
  {
    q: "I'm out of town this week. Can I send you photos instead of having someone come look?",
    fact: 'photoQuote',
  },
  {
    q: "Realtor here. Listing goes live Friday and the seller left a whole garage of stuff behind, and I can't get over to the property until Thursday. Can I just send you pictures and get a price that way?",
    fact: 'photoQuote',
  },
  // quoteReplyTime
  { q: 'sent the quote form, when will i hear back', fact: 'quoteReplyTime' },
  {
    q: 'I filled out your online form last night. How long does it usually take for someone to get back to me?',
    fact: 'quoteReplyTime',
  },
  // contact
  { q: 'whats ur phone number', fact: 'contact' },
  { q: 'Can I text you instead of calling? What number do I use?', fact: 'contact' },
  // anywhereOnProperty
  {
    q: 'The stuff is in the attic and out in the backyard. Do I need to bring it all to the curb first?',
    fact: 'anywhereOnProperty',
  },
  {
    q: 'old fridge is in the back casita not the house, can u get it from there',
    fact: 'anywhereOnProperty',
  },
  // beHome
  { q: 'I work 7 to 5 on weekdays. Do I have to be there when the crew comes?', fact: 'beHome' },
  {
    q: 'Landlord here. Had to evict a tenant in Mesa and they left the place trashed, mattresses, a broken table, bags everywhere. Problem is I live in Tucson now. Does someone have to be at the rental when you do the pickup?',
    fact: 'beHome',
  },
  // prepare
  { q: 'do i need to bag stuff', fact: 'prepare' },
  { q: 'Should I box everything up and drag it into the garage before you get here?', fact: 'prepare' },
  // cleanUpAfter
  {
    q: "Selling my house and the buyers' final walkthrough is the next morning. If you haul everything out of the garage the day before, will you sweep up after, or am I going to be out there with a broom at midnight?",
    fact: 'cleanUpAfter',
  },
  // disassembly
  { q: 'do u disassemble stuff', fact: 'disassembly' },
  {
    q: "Old wooden playset in the backyard, it's all bolted together. Do I need to take it apart before you come?",
    fact: 'disassembly',
  },
  // whoComes
  { q: 'are u a franchise', fact: 'whoComes' },
  {
    q: "Not trying to be rude but I've seen the scams where you book online and some random guy with a pickup truck shows up and dumps your stuff in the desert. Who actually comes out to my house, your own people?",
    fact: 'whoComes',
  },
  // talkToPerson
  { q: 'can i talk to a real person', fact: 'talkToPerson' },
  {
    q: "No offense but chatting with a bot isn't really my style. Is there a human I can speak with?",
    fact: 'talkToPerson',
  },
];

export const MIXED_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // service-not-offered
  {
    q: 'Moving from my 2nd floor apartment in Tempe to a house in Chandler this weekend and the movers I booked just canceled on me. Nothing is getting thrown away, I just need the couch, bed and dresser taken over to the new place. Can you guys do that?',
    kind: 'service-not-offered',
  },
  { q: "Do you tow junk cars? Got an old Camry that hasn't run in years", kind: 'service-not-offered' },
  {
    q: 'We have three tall palm trees that need trimming. Can you send someone up to cut the fronds, not just haul them?',
    kind: 'service-not-offered',
  },
  { q: 'stump grinding?', kind: 'service-not-offered' },
  {
    q: 'After you haul the old furniture out, could you also steam clean the carpets in the bedrooms?',
    kind: 'service-not-offered',
  },
  { q: 'do you guys do drywall patching and painting after the stuff is gone', kind: 'service-not-offered' },
  {
    q: "When you take the old washer and dryer, can you hook up the new ones I bought? They're being delivered the same day.",
    kind: 'service-not-offered',
  },
  {
    q: "My mom's house has some nice antiques and a lot of collectibles. Before anything gets hauled, do you run estate sales or appraise things so we know what's worth selling?",
    kind: 'service-not-offered',
  },
  {
    q: 'gutter cleaning + pressure washing the driveway, is that something u do',
    kind: 'service-not-offered',
  },
  {
    q: 'We are between houses for 6 weeks. Could you hold our furniture somewhere and bring it back when we close?',
    kind: 'service-not-offered',
  },
  // item-not-known
  { q: 'do u take pianos', kind: 'item-not-known' },
  {
    q: 'Can you remove a full-size slate pool table from our game room? It has to come down a flight of stairs.',
    kind: 'item-not-known',
  },
  { q: 'do you take old car tires? got like 8', kind: 'item-not-known' },
  {
    q: "There's an 800 lb gun safe in my late father's closet. Is that something you can haul away?",
    kind: 'item-not-known',
  },
  { q: 'old fishing boat on a trailer, will u take it', kind: 'item-not-known' },
  {
    q: "Bought a lot in Cave Creek that came with a rusted-out travel trailer on it, tires flat, windows busted, been sitting there since like 2009. Before I start calling around, is a camper something you'll even haul?",
    kind: 'item-not-known',
  },
  { q: 'Do you remove old single-wide mobile homes?', kind: 'item-not-known' },
  {
    q: 'Can you take an old tanning bed? It weighs a ton and is in the spare bedroom.',
    kind: 'item-not-known',
  },
  { q: "do u take a motorcycle that doesn't run", kind: 'item-not-known' },
  { q: "My late wife's ceramic kiln is still in the garage. Can you take it?", kind: 'item-not-known' },
  // made-up-brand
  {
    q: "How many gallons does a Dravenport SpaLux 7 hold? Just curious how much water we're talking about.",
    kind: 'made-up-brand',
  },
  { q: 'does the Lumenra CloudRest hybrid mattress have a fiberglass layer in it', kind: 'made-up-brand' },
  {
    q: 'Is an Orbitek Pro 55 TV worth selling used, or is that model basically junk by now?',
    kind: 'made-up-brand',
  },
  {
    q: 'does haverlin still make replacement doors for their 8x10 resin shed? might fix it instead',
    kind: 'made-up-brand',
  },
  {
    q: 'My Tamsin HydroFlex washer, was that model part of a recall? Want to know before anyone donates it.',
    kind: 'made-up-brand',
  },
  { q: 'how much does a Norvell Titan 24 safe weigh empty', kind: 'made-up-brand' },
  {
    q: "Trying to figure out how we'd ever get our Bexmoor PowerRack home gym out of the upstairs bonus room. How much does that model weigh with the full weight stack? The manual is long gone and the guy who sold it to us moved away.",
    kind: 'made-up-brand',
  },
  { q: 'Does the Corvane Elite massage chair have a lithium battery pack inside?', kind: 'made-up-brand' },
  { q: 'are Zephyrion solar panels the kind with cadmium in them', kind: 'made-up-brand' },
  {
    q: "Is a 3 year old Quillfield Aria sectional still under the maker's frame warranty?",
    kind: 'made-up-brand',
  },
  // situation-not-covered
  { q: 'whats ur cancellation fee if i need to reschedule', kind: 'situation-not-covered' },
  {
    q: "I'm asking for my dad, he's 84 and a Vietnam vet, and we're clearing out his garage before he moves in with us. Money is tight on his fixed income. Do you give any kind of senior or military discount?",
    kind: 'situation-not-covered',
  },
  { q: 'are we supposed to tip the crew', kind: 'situation-not-covered' },
  {
    q: 'Another company quoted me less for the same load. Do you price match?',
    kind: 'situation-not-covered',
  },
  {
    q: 'If you miss something we wanted gone, will you come back for it free?',
    kind: 'situation-not-covered',
  },
  { q: 'do u sell gift cards? want to get one for my sister who is moving', kind: 'situation-not-covered' },
  {
    q: "My dad passed in February and probate isn't finished yet. I'm the executor but I don't have the court letters in hand. Do you need to see paperwork proving I'm allowed to clear his house before you start?",
    kind: 'situation-not-covered',
  },
  {
    q: "Tenant abandoned the unit but the eviction isn't final. Are you allowed to remove their belongings before the writ comes through?",
    kind: 'situation-not-covered',
  },
  { q: 'do you have a referral program', kind: 'situation-not-covered' },
  {
    q: 'I manage 40 rental units. Do you offer contract rates for property managers with recurring turnovers?',
    kind: 'situation-not-covered',
  },
  // off-topic
  { q: 'is it gonna rain in mesa tomorrow', kind: 'off-topic' },
  { q: 'who won the suns game last night', kind: 'off-topic' },
  { q: 'Can you recommend a good plumber in Scottsdale? Our kitchen sink is backing up.', kind: 'off-topic' },
  { q: 'best tacos in tempe?', kind: 'off-topic' },
  { q: 'how do i get rid of scorpions in my house', kind: 'off-topic' },
  { q: "Can you help me write a cover letter? I'm applying for an office job.", kind: 'off-topic' },
  { q: 'is the 101 backed up right now near shea', kind: 'off-topic' },
  {
    q: "ok random question, not about junk. my garage door opener stopped working after the power went out during the storm, the light blinks but the door won't move. how do i reset it?",
    kind: 'off-topic',
  },
  { q: 'whats the capital of australia', kind: 'off-topic' },
  {
    q: "My kids are visiting from Chicago this weekend and I want to take them somewhere nice for sunset photos. I've lived here ten years and somehow never hiked Camelback. Which trail is easier for beginners?",
    kind: 'off-topic',
  },
  // unknowable
  { q: "what's the owner's name", kind: 'unknowable' },
  { q: 'How many trucks do you have?', kind: 'unknowable' },
  { q: 'how many cubic yards does your truck hold', kind: 'unknowable' },
  { q: 'are yall hiring? looking for work', kind: 'unknowable' },
  {
    q: 'My mom was very particular about where her things went, she volunteered with a couple of charities for years. If you donate her furniture, which charity does it actually go to? Goodwill, St. Vincent de Paul, somewhere else?',
    kind: 'unknowable',
  },
  { q: 'Which landfill or transfer station do you take the trash to?', kind: 'unknowable' },
  { q: 'how many jobs have u guys done so far roughly', kind: 'unknowable' },
  {
    q: "What's your Arizona contractor license number? I like to look companies up before I hire them.",
    kind: 'unknowable',
  },
  { q: 'Are you accredited with the BBB, and what is your rating there?', kind: 'unknowable' },
  {
    q: "My grandmother is the one who'll be home for the pickup and she's much more comfortable in Spanish. Does anyone on your crew speak Spanish so she can show them what goes?",
    kind: 'unknowable',
  },
];
