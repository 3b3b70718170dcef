import { servicePaths } from '../services.ts';

/** Trusted HTML authored here: h2/h3/p/ul only, links only to the site's own pages. */
export const declutterBody = `
<p>Clutter rarely arrives all at once. It builds up one drawer, one shelf and one "I'll deal with it later" box at a time, until a spare room becomes a storage room and the garage no longer fits a car. The good news is that it leaves the same way: one decision at a time. This guide is the plan we share with customers who ask us where to start. It works whether you have a free weekend or twenty minutes a day.</p>

<h2>Before You Start: Set Yourself Up to Finish</h2>
<p>Most decluttering projects stall for the same reasons: no clear goal, no place for things to go, and too much time spent agonizing over single items. A little preparation solves all three.</p>
<ul>
<li><strong>Pick one goal per space.</strong> "Park in the garage again" or "use the guest room for guests" is easier to act on than "get organized".</li>
<li><strong>Set up four zones.</strong> Keep, donate, recycle and trash. Use boxes, bags or taped-off corners of the floor, and label them so nothing drifts back.</li>
<li><strong>Work in short sessions.</strong> Sixty to ninety minutes of focused sorting beats a whole exhausted Saturday. Stop while you still have energy to carry out the trash.</li>
<li><strong>Decide how the leftovers will leave.</strong> Before you start, know when the donation run happens and who is hauling the heavy items. Piles that sit in the hallway for a month undo the good work.</li>
</ul>

<h2>The Quick Decision Rules</h2>
<p>Every item asks you the same question: does it stay? These rules keep the answers fast.</p>
<ul>
<li><strong>The one-year rule.</strong> If you have not used it in a year, through every season, you probably will not. Seasonal decorations are the exception, but only the ones you actually put up.</li>
<li><strong>The duplicate rule.</strong> Keep your favorite one or two of anything you own in multiples: spatulas, phone chargers, mugs, beach towels.</li>
<li><strong>The replacement rule.</strong> If it would cost less than about twenty dollars and twenty minutes to replace, it does not need to live in your home "just in case".</li>
<li><strong>The guilt rule.</strong> Gifts and inherited items are allowed to leave. Keep one meaningful piece, take a photo of the rest, and let someone else enjoy them.</li>
</ul>

<h2>Room by Room</h2>
<h3>Entryway and Living Room</h3>
<p>Start where you see clutter every day, because quick wins build momentum. Clear surfaces first: coffee table, side tables, the shelf by the door. Put back only what is used weekly. Gather remote controls, cables and old electronics into one box; the ones that belong to nothing go to <a href="${servicePaths.eWaste}">e-waste recycling</a>, not the trash. If a sofa or recliner is worn out or simply too big for the room, mark it for removal rather than working around it for another year.</p>

<h3>Kitchen</h3>
<p>Kitchens hide clutter behind cabinet doors. Empty one cabinet at a time, wipe it down and return only what you use. Check expiry dates in the pantry and donate unopened food that you will not eat. Small appliances are the usual culprits: the bread maker, the second blender, the juicer from a New Year's resolution. If they work, donate them. If a large appliance is on its way out, schedule its <a href="${servicePaths.appliance}">removal</a> for the same day the new one arrives.</p>

<h3>Bedrooms and Closets</h3>
<p>Take everything out of the closet and hang back only what fits and what you have worn recently. Turn the hangers backwards at the start of a season; anything still backwards at the end of it can go. Clothing in good condition goes to donation, and worn-out textiles can often be recycled. Bedrooms also collect furniture: the extra nightstand, the dresser nobody uses, the old mattress leaning against the wall. Old mattresses are bulky and awkward, and <a href="${servicePaths.mattress}">mattress removal</a> is one of the most common jobs we do.</p>

<h3>Bathrooms and Linen Closets</h3>
<p>These are the fastest rooms to finish. Toss expired medicine and cosmetics safely, keep two sets of sheets per bed and a reasonable stack of towels, and donate the rest to an animal shelter, which is usually delighted to have them.</p>

<h3>Home Office</h3>
<p>Paper is the main problem here. Shred what you do not need to keep, scan what you want to keep but never look at, and file the rest. Old computers, printers and monitors should never go in the household bin: they belong with an electronics recycler, and any device that stored personal data should be wiped first. If you are clearing a business space rather than a spare room, see our <a href="${servicePaths.office}">office cleanout service</a>.</p>

<h3>Garage</h3>
<p>The garage is where clutter goes to hide, and in Arizona it often holds everything from camping gear to half-used cans of paint. Pull everything onto the driveway early in the morning, before the heat, and sort it into your four zones. Group what you keep by activity: garden, car, sports, holidays. Wall hooks and shelves get things off the floor. Hazardous liquids such as paint, pool chemicals and motor oil need special handling, so set them apart and take them to a household hazardous waste collection. For a garage that has gone beyond a weekend project, a <a href="${servicePaths.garage}">garage cleanout</a> gets it done in one visit.</p>

<h3>Backyard and Sheds</h3>
<p>Broken patio furniture, rusty grills, old planters and piles of branches are easy to ignore from indoors. Walk the yard with a notepad and list what should go. Green waste and brush can be hauled as <a href="${servicePaths.yard}">yard waste</a>, and a shed that is falling apart can come down entirely with <a href="${servicePaths.shed}">shed removal</a>.</p>

<h2>What to Do With Everything You Let Go</h2>
<p>Decluttering is only finished when the piles have left the house. Here is how to send each one to the right place.</p>
<ul>
<li><strong>Donate</strong> clean, working furniture, housewares, clothing and toys. Local charities and thrift stores welcome them.</li>
<li><strong>Sell</strong> only what is worth the effort. Set a deadline of two weeks; anything unsold after that gets donated.</li>
<li><strong>Recycle</strong> metal, cardboard and electronics. A surprising share of a typical cleanout can be recycled.</li>
<li><strong>Dispose</strong> of whatever is left, responsibly.</li>
</ul>
<p>When the pile includes heavy furniture, appliances or more than fits in your car, that is where we come in. Our crew does the lifting and loading, sorts usable items for donation and recyclables for recycling, and sweeps up before we leave. You get an upfront price based on how much space your items take in the truck, with no hidden fees.</p>

<h2>Keeping It Clear</h2>
<p>A decluttered home stays that way with a few small habits. Follow the one-in, one-out rule for clothes, shoes and toys. Keep a donation bag in a closet and drop it off whenever it is full. Open mail over the recycling bin. And once a season, spend fifteen minutes on the spot that tends to fill up first, usually the garage or the spare room.</p>
<p>Decluttering is not about owning nothing. It is about making room for the things, and the people, that matter. Start with one drawer today, and when you reach the heavy stuff, <a href="${servicePaths.residential}">we are happy to help</a>.</p>
`;
