import type { FactId } from './facts.ts';

/**
 * A seventeenth tuning batch of visitor messages in all three styles: a few words typed into the chat box,
 * a sentence or two of situation with a question, and longer stories where the question comes late or is
 * buried among family, moving, landlord, HOA, renovation and small-business details. Some need a fact
 * applied (a time or day against the hours and the 2 PM same-day cut-off, a named neighbourhood or town
 * against the service area, a budget against the prices), items are named in everyday words and by brand,
 * and sixteen answerable and eight unanswerable ones are in Spanish as Phoenix-area speakers type it on a
 * phone. Written by a helper who saw only SPEC.md, src/content and the fact list (facts.ts).
 */
export const SEVENTEENTH_ANSWERABLE: readonly { q: string; fact: FactId }[] = [
  // short chat-box questions
  { q: 'u open at 7 on saturdays?', fact: 'hours' },
  { q: 'open sunday morning??', fact: 'sunday' },
  { q: 'need stuff gone tonight its 11pm, u do emergency?', fact: 'emergency' },
  { q: 'if i call at 10:30 is today doable', fact: 'sameDay' },
  { q: 'how many days ahead should i book', fact: 'bookAhead' },
  { q: 'book online where', fact: 'howToBook' },
  { q: 'how does it work step by step', fact: 'process' },
  { q: 'will the crew do the heavy stuff or me', fact: 'weDoTheLifting' },
  { q: 'take checks?', fact: 'paymentMethods' },
  { q: 'pay upfront or after', fact: 'paymentDue' },
  { q: 'typical price range?', fact: 'typicalCost' },
  { q: 'price by weight or what', fact: 'howPricingWorks' },
  { q: 'any surprise fees at the end', fact: 'hiddenFees' },
  { q: 'avg 2 car garage cleanout price', fact: 'garageCost' },
  { q: 'small shed teardown $$', fact: 'shedCost' },
  { q: 'jacuzzi haul away price', fact: 'hotTubCost' },
  { q: 'how long does a pickup usually take', fact: 'jobDuration' },
  { q: 'how long 4 a garage cleanout', fact: 'garageDuration' },
  { q: 'hot tub removal how many hrs', fact: 'hotTubDuration' },
  { q: 'what cities u cover', fact: 'areasServed' },
  { q: 'do u come out to peoria', fact: 'areaPeoria' },
  { q: 'las sendas ok?', fact: 'areaMesa' },
  { q: 'yall go to ahwatukee', fact: 'areaPhoenix' },
  { q: 'where r u guys located', fact: 'location' },
  { q: 'what stuff do you haul', fact: 'itemsTaken' },
  { q: 'can u take old paint cans n pool chemicals', fact: 'notAccepted' },
  { q: 'pick up a sectional and a loveseat?', fact: 'furniture' },
  { q: 'old whirlpool fridge in garage, u take those', fact: 'appliances' },
  { q: 'take box springs too?', fact: 'mattresses' },
  { q: 'palm frond pickup?', fact: 'yardWaste' },
  { q: 'do u demo sheds', fact: 'sheds' },
  { q: 'take drywall scraps?', fact: 'construction' },
  { q: 'do you do storage units', fact: 'storageUnits' },
  { q: 'does stuff get donated or dumped', fact: 'donateRecycle' },
  { q: 'old dell computers n a tv', fact: 'eWaste' },
  { q: 'r u insured', fact: 'licensedInsured' },
  { q: 'google reviews?', fact: 'reviews' },
  { q: 'can i just text pics for a quote', fact: 'photoQuote' },
  { q: 'phone number?', fact: 'contact' },
  { q: 'gotta bag everything first?', fact: 'prepare' },
  { q: 'can i talk to a real person', fact: 'talkToPerson' },
  { q: 'franchise or local?', fact: 'whoComes' },
  { q: 'do yall do estate cleanouts', fact: 'estate' },
  { q: 'a que hora abren el sabado', fact: 'hours' },
  { q: 'trabajan los domingos?', fact: 'sunday' },
  { q: 'aceptan tarjeta de credito o nomas efectivo', fact: 'paymentMethods' },
  { q: 'cuanto cobran mas o menos por recoger cosas', fact: 'typicalCost' },
  { q: 'se llevan colchones con todo y box spring?', fact: 'mattresses' },
  { q: 'la cotizacion es gratis o cobran', fact: 'freeEstimates' },
  { q: 'le puedo mandar fotos para que me den precio', fact: 'photoQuote' },

  // a sentence or two of situation, then the question
  {
    q: "Just got home and the old dresser is still sitting in the hallway. It's 5:45 on a Thursday, is anybody still working?",
    fact: 'hours',
  },
  {
    q: 'We have family coming for Easter and the garage needs to be empty. Could a crew come Sunday around 8:30 in the morning?',
    fact: 'sunday',
  },
  {
    q: "We close on the house at 8am and just found out the sellers left the garage full. It's 9 on Sunday night, is there any emergency option?",
    fact: 'emergency',
  },
  {
    q: "I'm looking at the clock and it's 12:40. If I call right now could you haul a sleeper sofa this afternoon?",
    fact: 'sameDay',
  },
  {
    q: 'Totally forgot to call on my lunch break and now its 3:15. Is same day still possible or is tomorrow the soonest?',
    fact: 'sameDay',
  },
  {
    q: 'We close on the house Friday and want the old patio set gone by Thursday. How much notice do you usually need?',
    fact: 'bookAhead',
  },
  {
    q: "I'm at work all day and can't really take calls. Can I set up an estimate through the website?",
    fact: 'howToBook',
  },
  {
    q: 'Never hired a junk removal company before. What actually happens after I reach out?',
    fact: 'process',
  },
  {
    q: "My husband has a bad back and I'm barely five feet tall. Do your guys handle all the loading or should we line up some helpers?",
    fact: 'weDoTheLifting',
  },
  {
    q: 'I stopped carrying checks years ago and cash is tight till payday. What forms of payment do you take?',
    fact: 'paymentMethods',
  },
  {
    q: 'Another company wanted 50% down just to get on their schedule. When do you guys collect payment?',
    fact: 'paymentDue',
  },
  {
    q: 'We have maybe half a truck of stuff from a spare room and I budgeted around $300. Is that in the range of what jobs usually cost?',
    fact: 'typicalCost',
  },
  {
    q: "The last hauler I used added a 'disposal fee' and a 'fuel fee' after the job was done. Do you do stuff like that?",
    fact: 'hiddenFees',
  },
  {
    q: 'Two car garage, pretty packed but not floor to ceiling. What does a garage like that usually run?',
    fact: 'garageCost',
  },
  {
    q: 'I have about $500 set aside to get rid of a little 6x8 garden shed. Would that cover it?',
    fact: 'shedCost',
  },
  {
    q: "Our old Hot Spring spa hasn't worked in two years and we're done with it. Roughly what does removal cost?",
    fact: 'hotTubCost',
  },
  {
    q: "It's literally one treadmill in the spare bedroom. What do you charge for a single item?",
    fact: 'singleItemCost',
  },
  {
    q: "There's a spare bedroom of stuff plus a few things on the patio. How long is the crew usually on site for a job like that?",
    fact: 'jobDuration',
  },
  {
    q: 'I can only be home in the afternoons. If your crew starts on the shed at 1, how long does taking it down usually take?',
    fact: 'shedDuration',
  },
  {
    q: "I'm taking a half day off work for the spa removal. How many hours does a hot tub removal take start to finish?",
    fact: 'hotTubDuration',
  },
  {
    q: 'Guest bed mattress got ruined and people are coming tonight. How quick is a mattress pickup once you get here?',
    fact: 'mattressDuration',
  },
  { q: 'We live up by Moon Valley in north Phoenix. Is that in your area?', fact: 'areaPhoenix' },
  { q: "I'm in the Ocotillo area by the lakes. Do you come down that far?", fact: 'areaChandler' },
  {
    q: 'My parents live in Fountain Hills, up the hill past the fountain. Do you go out there?',
    fact: 'areaFountainHills',
  },
  { q: "I'm out in Cave Creek on a couple of acres. Do you drive out this far?", fact: 'areaCaveCreek' },
  { q: 'Student house near University Heights, by campus. Can you come to us?', fact: 'areaTempe' },
  { q: 'We are in Power Ranch. Are you guys able to come out to us?', fact: 'areaGilbert' },
  {
    q: 'We just moved to Glendale from out of state. Do you cover the West Valley?',
    fact: 'areaGlendale',
  },
  {
    q: 'House is off Tatum in PV, behind a gate. Do you work in Paradise Valley?',
    fact: 'areaParadiseValley',
  },
  {
    q: 'My in-laws have a casita in Carefree full of old stuff. Is that too far for you?',
    fact: 'areaCarefree',
  },
  {
    q: 'The remodel left us a stack of old cabinets, busted tile and drywall. Is that something you take?',
    fact: 'construction',
  },
  {
    q: 'Our 10 year old Maytag washer and dryer both died the same week lol. Do you haul appliances like that?',
    fact: 'appliances',
  },
  {
    q: 'Just got a new Tempur-Pedic and the old king mattress is leaning against the wall. Do you take mattresses?',
    fact: 'mattresses',
  },
  {
    q: 'The landscapers left a huge pile of palm fronds and brush by the side gate. Can you haul that?',
    fact: 'yardWaste',
  },
  {
    q: 'Our small office is closing. We need desks, chairs and four filing cabinets gone. Is that something you do?',
    fact: 'officeCommercial',
  },
  {
    q: "I'm in a second-floor condo with a narrow stairway. Do you do pickups from apartments and condos?",
    fact: 'residential',
  },
  {
    q: "We have old laptops from my husband's business with client info on them. Do you destroy the hard drives?",
    fact: 'dataDestruction',
  },
  {
    q: 'The HOA sent us a letter about the pile in our side yard. Do you work in HOA neighborhoods and follow their rules?',
    fact: 'hoa',
  },
  {
    q: 'If I fill out the quote form tonight, how soon will someone get back to me?',
    fact: 'quoteReplyTime',
  },
  {
    q: 'All the junk is in the backyard behind the pool. Do I need to drag it out front to the curb?',
    fact: 'anywhereOnProperty',
  },
  {
    q: "I'll be at work the day you come. Does someone have to be home for the pickup?",
    fact: 'beHome',
  },
  {
    q: 'After you empty the garage do you leave it like that or do you clean up?',
    fact: 'cleanUpAfter',
  },
  {
    q: "The bunk bed is still bolted together and it's way too big for the doorway. Will your guys take it apart?",
    fact: 'disassembly',
  },
  {
    q: 'Is the crew your own people or do you farm jobs out to whoever is available?',
    fact: 'whoComes',
  },
  {
    q: 'We need the whole garage emptied, not just a couple things. Do you do full garage cleanouts?',
    fact: 'garageCleanout',
  },
  {
    q: 'Son las 11 de la mañana y tengo un sillón viejo en la cochera. ¿Pueden venir hoy mismo?',
    fact: 'sameDay',
  },
  {
    q: 'Me voy a cambiar de casa el otro fin de semana. Con cuantos dias de anticipacion tengo que agendar?',
    fact: 'bookAhead',
  },
  {
    q: 'Es nomás un sillón reclinable que ya no quiero. ¿Cuánto cobran por una sola pieza?',
    fact: 'singleItemCost',
  },
  {
    q: 'Tengo una lavadora y una secadora descompuestas en el patio. ¿Se llevan electrodomésticos?',
    fact: 'appliances',
  },
  {
    q: 'Cambiamos los muebles de la sala y nos quedó un sofá y una mesa de centro, ¿ustedes recogen muebles?',
    fact: 'furniture',
  },

  // longer stories, the question late or buried
  {
    q: "So my brother-in-law was supposed to help me get rid of the old sectional and the elliptical this weekend and of course he bailed. I work till 6 on weekdays and I'm usually home around 6:30, 6:45. If I called at that point on a Wednesday would anybody still be working, or are you closed by then?",
    fact: 'hours',
  },
  {
    q: "We fly out Monday morning for two weeks and I promised my wife the spare room would be empty before we leave. Saturday is gone, our daughter has a volleyball tournament all day. That leaves Sunday, probably around 4 in the afternoon once we're back from church and lunch. Are you open on a Sunday at that time?",
    fact: 'sunday',
  },
  {
    q: "Long story short, my tenant skipped out last night and left the unit trashed, mattresses, broken chairs, bags of who knows what. The new tenant's moving truck comes at 8 tomorrow morning and it's already 10 at night. I know it's late but do you have any kind of emergency or after-hours pickup?",
    fact: 'emergency',
  },
  {
    q: "My realtor just called and the buyer's final walkthrough got moved up to tomorrow morning. There's still an old fridge, a pile of boxes and a broken treadmill in the garage. It's about 2:30 in the afternoon now. Any chance you can still come today?",
    fact: 'sameDay',
  },
  {
    q: "My dad is 82 and insists on supervising anything that happens at his house, so I have to explain exactly how this will go before he agrees. It's coffee cans, a broken mower, old fishing gear, that kind of thing. Can you walk me through what happens from when I book to when your crew leaves?",
    fact: 'process',
  },
  {
    q: 'I manage a few rentals for an owner who lives in Canada. He got burned by a deposit scam with a landscaper last year, so before I book anything he wants to know: do we pay before the crew starts or once the job is finished?',
    fact: 'paymentDue',
  },
  {
    q: "OK so my fiance and I are merging two apartments and we have two of everything: couches, bed frames, a dresser, tons of boxes. We're on a wedding budget so we're thinking $600 tops. What do typical jobs usually run with you guys?",
    fact: 'typicalCost',
  },
  {
    q: "My neighbor used you last spring and said the price was fair but couldn't remember how you worked it out. I've got a weird mix: a glass patio table, bags of old clothes, a pool table top and a kid's bike. Do you price by weight, by the item, or something else?",
    fact: 'howPricingWorks',
  },
  {
    q: "Last year a company quoted me $250 on the phone and then charged $480 with 'labor' and 'dump fees' tacked on at the end. My husband says never again. Before we even talk about dates: is anything extra added on top of the price you quote?",
    fact: 'hiddenFees',
  },
  {
    q: "We're slowly working through my late uncle's house and the family can't agree on anything yet. My cousin wants a rough number before the next family meeting so we can figure out how to split it. Do you charge anything for an estimate?",
    fact: 'freeEstimates',
  },
  {
    q: "Our two-car garage became the dumping ground when the in-laws moved in: old bikes, a chest freezer, boxes of baby clothes, Christmas decorations. It's full but you can still walk through it. My husband is convinced it'll be over a thousand dollars. What does an average garage cleanout actually cost?",
    fact: 'garageCost',
  },
  {
    q: "We're redoing the backyard this spring and the old spa has to go before the landscapers start. It sits on a raised deck behind a narrow side gate, which I'm guessing doesn't help. Is there a set price for hot tub removal or does it vary?",
    fact: 'hotTubCost',
  },
  {
    q: "We're listing the house next week and the stager shows up Thursday at 2. There's a guest room full of stuff, a rowing machine and a few closets of boxes that need to go. If your crew came Thursday at 9, about how long does a job like that usually take?",
    fact: 'jobDuration',
  },
  {
    q: 'My wife and I have argued about the garage for three years. She finally agreed, with one condition: it has to be finished before the kids get off the bus at 3:30. How long does a garage cleanout normally take?',
    fact: 'garageDuration',
  },
  {
    q: "The HOA finally approved our pergola plans, but first the old 8x10 metal shed has to come down, and the guy pouring the slab wants it gone before he comes Tuesday afternoon. I'm trying to figure out the day. How long does a shed removal take, roughly?",
    fact: 'shedDuration',
  },
  {
    q: "We're selling and the inspector flagged the wiring on the old spa, so the realtor said just get rid of it. The buyers' appraiser comes Friday at 3. If your crew starts Friday at 9am, how long does a hot tub removal usually take?",
    fact: 'hotTubDuration',
  },
  {
    q: "Our family is spread all over the Valley and we're doing a big decluttering push after the holidays, my parents, my sister, my brother and me. Before I send everyone your number, which areas do you cover?",
    fact: 'areasServed',
  },
  {
    q: "My father-in-law has lived in Dobson Ranch since the '80s and the garage and back patio are full of forty years of stuff. The family is finally getting together next month to deal with it. Before I bring it up at dinner, do you guys work in that neighborhood?",
    fact: 'areaMesa',
  },
  {
    q: "We're in a gated part of Silverleaf and the guard gate needs contractor names a day ahead, which is a whole thing. We have an old treadmill, two bar stools and a broken outdoor heater to get rid of. Do you service Silverleaf?",
    fact: 'areaScottsdale',
  },
  {
    q: "We just moved into Morrison Ranch and the garage is wall to wall moving boxes and packing paper, plus the couch from our old apartment that doesn't match anything. A neighbor said to look for a local hauler. Do you come out to Morrison Ranch?",
    fact: 'areaGilbert',
  },
  {
    q: 'Our ranch house in Arcadia is getting a kitchen redo next month and my wife wants the old dining set and a hutch gone before the contractor starts. Do you work in Arcadia?',
    fact: 'areaPhoenix',
  },
  {
    q: "A designer is redoing my mother's house near Mummy Mountain and everything in the family room is going: sofas, rugs, a huge armoire. The designer asked me to find someone discreet. Do you take jobs in that part of Paradise Valley?",
    fact: 'areaParadiseValley',
  },
  {
    q: 'Just closed on a house near Arrowhead and the previous owners left a shed full of junk and a broken grill. A coworker recommended you. Do you go as far west as Glendale?',
    fact: 'areaGlendale',
  },
  {
    q: "I'm helping my mom hire someone for her condo and she asks every company the same question before anything else: how long have they been around? So, what year did you start?",
    fact: 'yearsInBusiness',
  },
  {
    q: "We're moving back east and can only take what fits in one pod. Left behind: an exercise bike, kids' toys, a grill, patio chairs, a dresser and a ton of boxes. Is all of that the kind of stuff you haul away?",
    fact: 'itemsTaken',
  },
  {
    q: "Cleaning out my dad's garage after his stroke. Most of it is tools and boxes but there are also old gas cans, a couple jugs of used motor oil and some half-empty pesticide bottles. Can you take those too?",
    fact: 'notAccepted',
  },
  {
    q: "I'm moving in with my boyfriend and his place is already furnished, so my stuff has to go: a Pottery Barn sectional, a queen bed frame, a dining table with six chairs. My lease ends on the 30th. Do you take furniture like that?",
    fact: 'furniture',
  },
  {
    q: 'Monsoon last night took out half our mesquite tree. There are branches all over the backyard and the pool is full of leaves. My husband cut it into pieces but we have nowhere to put it. Do you haul yard waste?',
    fact: 'yardWaste',
  },
  {
    q: "The house we bought came with a Cal Spas hot tub that hasn't run in years, still half full of green water. My wife wants it gone before summer. Do I need to drain it and get an electrician to disconnect it before you come, or is that part of what you do?",
    fact: 'hotTubRemoval',
  },
  {
    q: 'The house we just bought came with a rusty metal shed in the back corner. It leans, the door is off, and my husband refuses to touch it. Can you tear down a shed and take it away?',
    fact: 'sheds',
  },
  {
    q: "I'm a handyman and I just gutted a hall bathroom: old vanity, a toilet, tile, a couple sheets of drywall and some 2x4s. The homeowner wants it gone before the tile guy comes Monday. Can you take all that?",
    fact: 'construction',
  },
  {
    q: 'My mom passed in the fall and my brother and I both live out of state. The house is still full of her things and we need it ready to list by spring. We can fly in for a weekend but not longer. Is this something you help with?',
    fact: 'estate',
  },
  {
    q: "We haven't parked in our garage since we moved in four years ago. It's boxes we never unpacked, a broken treadmill, old metal shelving and a kayak. I'm done. Do you clear out whole garages?",
    fact: 'garageCleanout',
  },
  {
    q: "I run a small insurance agency and we're downsizing to a smaller suite next month. We'll have extra desks, cubicle panels, a copier and a wall of filing cabinets to get rid of. Is that a job you take on?",
    fact: 'officeCommercial',
  },
  {
    q: "After my breakup I shoved everything from our old place into a storage unit and I've been paying $180 a month for two years. I don't want any of it back. Can you empty a storage unit for me?",
    fact: 'storageUnits',
  },
  {
    q: 'Grandma was a collector: quilts, dishes, a dozen lamps, a nice oak table. None of us have room for it but it kills me to think of it going to a landfill. What happens to the stuff you take away?',
    fact: 'donateRecycle',
  },
  {
    q: 'Our dental practice is switching to new workstations and the old computers have years of patient records on them. My office manager is nervous about HIPAA. Do you do anything to make sure the data on those drives is destroyed?',
    fact: 'dataDestruction',
  },
  {
    q: 'Our HOA is notorious. No dumpsters in driveways, no trucks before 8, no piles visible from the street. My neighbor got fined for leaving bulk trash out two days early. Do you work in HOA communities?',
    fact: 'hoa',
  },
  {
    q: 'I read every review before I hire anyone, even a plumber. The last hauler we used had three stars and it showed, they gouged the hallway on the way out. How many reviews do you have and what is your rating?',
    fact: 'reviews',
  },
  {
    q: "I sent a request through the form on Monday about my mom's patio furniture and I haven't heard anything yet. How long does it usually take you to reply to a quote request?",
    fact: 'quoteReplyTime',
  },
  {
    q: "My mother-in-law is not a computer person at all and she refuses to type anything into a website. She wants to call and ask about clearing out her sewing room. What's the best number for her?",
    fact: 'contact',
  },
  {
    q: 'The garage is a mess of loose stuff: tools on the floor, old magazines, pool toys, a couple of broken chairs. Before you come, do I need to box or bag all the small stuff?',
    fact: 'prepare',
  },
  {
    q: 'We are moving out of a rental and need the deposit back. The landlord is picky, so whatever you haul out of the carport I need it left clean. Do you clean up the area when you are done?',
    fact: 'cleanUpAfter',
  },
  {
    q: "The sectional came in through the sliding door five years ago and it will never go out that way now that we've put in a built-in. Same with the crib upstairs. Will your crew take furniture apart if it doesn't fit?",
    fact: 'disassembly',
  },
  {
    q: "No offense to the chat but I've got a complicated situation with a foreclosure property and a lot of questions. I'd really like to talk to an actual human. How can I do that?",
    fact: 'talkToPerson',
  },
  {
    q: 'We run a small family bakery and try to hire other small family businesses whenever we can. Before I ask for a quote on clearing our back storeroom, are you locally and family owned?',
    fact: 'localFamily',
  },
  {
    q: 'Mi esposo trabaja de noche y yo en el día y casi nunca puedo contestar el teléfono. Tenemos un montón de cosas en el patio de atrás. ¿Se puede agendar un presupuesto en línea?',
    fact: 'howToBook',
  },
  {
    q: 'Nos regresamos a Sonora el próximo mes y no nos podemos llevar casi nada. Quedan una bicicleta, juguetes de los niños, una parrilla, sillas y muchas cajas. ¿Qué cosas se llevan ustedes?',
    fact: 'itemsTaken',
  },
  {
    q: 'Estamos limpiando el garaje de mi papá y hay botes de pintura, aceite de carro y químicos de la alberca. Lo demás son herramientas y cajas. ¿Eso de la pintura y los químicos también se lo llevan?',
    fact: 'notAccepted',
  },
  {
    q: 'Tengo familia en varias partes del Valle, mi hermana en Glendale y mis papás por otro lado, y todos queremos sacar cosas viejas. ¿A qué ciudades van ustedes?',
    fact: 'areasServed',
  },
];

export const SEVENTEENTH_UNANSWERABLE: readonly { q: string; kind: string }[] = [
  // services the company does not offer
  { q: 'do u rent roll off dumpsters', kind: 'not offered' },
  {
    q: 'Can you help us move our furniture from the old house to the new one across town?',
    kind: 'not offered',
  },
  {
    q: 'After the move-out do you also deep clean, like scrub the bathrooms and kitchen?',
    kind: 'not offered',
  },
  { q: 'carpet shampoo service?', kind: 'not offered' },
  { q: 'can u pressure wash my driveway', kind: 'not offered' },
  {
    q: 'We have a live palo verde that is too close to the house. Can you cut it down and grind the stump?',
    kind: 'not offered',
  },
  { q: 'do you buy used furniture or pay cash for old appliances', kind: 'not offered' },
  {
    q: 'We want to get rid of our in-ground pool entirely. Do you fill in or demolish swimming pools?',
    kind: 'not offered',
  },
  {
    q: "Lowe's dropped off our new washer but won't hook it up. Can your guys install it?",
    kind: 'not offered',
  },
  { q: 'do you sell any of the used appliances you pick up', kind: 'not offered' },
  { q: 'I have an old Honda that does not run. Do you tow junk cars?', kind: 'not offered' },
  { q: 'can someone assemble an ikea wardrobe for me', kind: 'not offered' },
  {
    q: "There are rats in the shed and I think they're living under it. Can you spray or set traps?",
    kind: 'not offered',
  },
  { q: 'do you guys do roof repairs too', kind: 'not offered' },
  {
    q: 'Once the garage is empty could your crew paint the walls and epoxy the floor?',
    kind: 'not offered',
  },
  {
    q: 'Can you keep our stuff in your warehouse for a couple of months while the house is being remodeled?',
    kind: 'not offered',
  },
  {
    q: 'Before anything gets hauled we want to hold an estate sale. Do you run estate sales and price everything?',
    kind: 'not offered',
  },
  { q: 'can you appraise my grandmothers antiques', kind: 'not offered' },
  { q: 'gutter cleaning?', kind: 'not offered' },
  {
    q: 'Looking for someone to mow and keep up the yard every week, is that a service you have?',
    kind: 'not offered',
  },
  { q: 'do you pack boxes for people who are moving', kind: 'not offered' },
  {
    q: 'I bought a couch on Facebook Marketplace in Tempe. Can you pick it up and deliver it to my house?',
    kind: 'not offered',
  },
  { q: 'weekly pool cleaning?', kind: 'not offered' },
  { q: '¿Rentan contenedores para la basura?', kind: 'not offered' },
  { q: 'hacen mudanzas? nos cambiamos a otra casa en phoenix', kind: 'not offered' },
  { q: '¿También limpian casas por dentro, trapear y todo eso?', kind: 'not offered' },

  // places far outside the Valley
  { q: 'do you go down to tucson', kind: 'far place' },
  {
    q: 'Our cabin in Flagstaff needs to be cleared out before we sell. Would you drive up there?',
    kind: 'far place',
  },
  { q: 'sedona pickup possible?', kind: 'far place' },
  {
    q: 'My mom lives in Prescott and has a garage full of stuff. Is that in your service area?',
    kind: 'far place',
  },
  { q: 'Do you service Lake Havasu City?', kind: 'far place' },
  {
    q: 'We have a place up in Payson we use in summer and the old furniture needs to go. Do you go up the mountain?',
    kind: 'far place',
  },
  { q: 'kingman az?', kind: 'far place' },
  { q: 'Any chance you work in Bisbee? Small house, mostly furniture.', kind: 'far place' },
  { q: 'van hasta yuma?', kind: 'far place' },
  { q: '¿Llegan hasta Nogales? Mi suegra tiene muchas cosas viejas.', kind: 'far place' },

  // questions about made-up brands
  { q: 'is ur crew BinGuard certified', kind: 'made-up brand' },
  { q: 'Can I pay for this through my Dwellsure home warranty plan?', kind: 'made-up brand' },
  {
    q: 'Are you listed on Haulzy? I usually book contractors through that app.',
    kind: 'made-up brand',
  },
  {
    q: 'Our HOA says to use vendors from the Trashwise approved list. Are you on it?',
    kind: 'made-up brand',
  },
  { q: 'do i get the ZipCrew member discount', kind: 'made-up brand' },
  {
    q: 'Do you take the e-waste to the GreenLoop Recycling depot on McDowell?',
    kind: 'made-up brand',
  },
  { q: 'Are you part of the Valley Haul Alliance network?', kind: 'made-up brand' },
  { q: 'can i use my CasaPerks points to pay', kind: 'made-up brand' },
  { q: 'Do you sell Brimvale storage sheds to replace the one you take?', kind: 'made-up brand' },
  { q: '¿Trabajan con la aseguranza Protexa Hogar?', kind: 'made-up brand' },

  // specifics the site never states
  { q: 'Are you working on Christmas Day?', kind: 'never stated' },
  { q: 'how many guys show up', kind: 'never stated' },
  { q: 'What size is your truck, like how many cubic yards?', kind: 'never stated' },
  { q: 'military discount?', kind: 'never stated' },
  {
    q: 'My mom is 78, do you have a senior discount for her garage cleanout?',
    kind: 'never stated',
  },
  { q: 'Are you hiring? My son is 18 and strong and needs a summer job.', kind: 'never stated' },
  { q: 'do you background check your workers', kind: 'never stated' },
  { q: "What's your ROC license number?", kind: 'never stated' },
  { q: 'Which landfill does everything end up at?', kind: 'never stated' },
  {
    q: 'Do you sell gift cards? I want to give my sister a garage cleanout for her birthday.',
    kind: 'never stated',
  },
  { q: 'do any of your guys speak vietnamese? my grandpa will be home', kind: 'never stated' },
  { q: "What's the owner's name?", kind: 'never stated' },
  { q: 'Is there a fee if I cancel the day before?', kind: 'never stated' },
  { q: 'is tipping the crew expected', kind: 'never stated' },
  { q: 'Is there a weight limit per load?', kind: 'never stated' },
  { q: 'Do you have a referral program if I send my neighbors your way?', kind: 'never stated' },
  { q: 'are your trucks electric or diesel', kind: 'never stated' },
  { q: 'Will you price match if someone else quotes me lower?', kind: 'never stated' },
  { q: '¿Cuántos trabajadores mandan para un trabajo?', kind: 'never stated' },
  { q: 'tienen descuento para personas de la tercera edad?', kind: 'never stated' },

  // chit-chat
  { q: 'good morning!', kind: 'chit-chat' },
  { q: 'hot enough out there for ya lol', kind: 'chit-chat' },
  { q: 'who won the suns game last night', kind: 'chit-chat' },
  { q: 'know any good taco spots in mesa?', kind: 'chit-chat' },
];
