import { servicePaths } from '../services.ts';
import { business, emergencyHours, openingHours, twelveCities } from '../business.ts';

const hours = openingHours.map((h) => `${h.label} ${h.text}`).join(' and ');
const cities = twelveCities.map((c) => `<li>${c}</li>`).join('');

/** Trusted HTML authored here: h2/h3/p/ul only, links only to the site's own pages. */
export const scottsdaleGuideBody = `
<p>Scottsdale homes are beautiful, and like homes everywhere they collect things: furniture that no longer fits, appliances past their prime, garages that slowly become storage units. If you are weighing up whether to haul it yourself, wait for bulk trash day or call a junk removal company, this guide answers the questions our Scottsdale customers ask us most. We are a local, family-owned company that has served the Valley since ${business.foundedYear}, so these answers come from years of doing the work here, not from a call center.</p>

<h2>What Does Junk Removal Cost in Scottsdale?</h2>
<p>Professional junk removal is priced by volume: how much space your items take up in the truck. It is the fairest way to price a job, because it reflects what it actually costs to load, haul and dispose of your things. A single recliner costs far less than a full garage, and you only pay for what you use.</p>
<p>Typical residential jobs in the Valley run from $150 to $800, and the average lands around $400 to $500. A few items from one room sit at the low end; a packed garage or a whole-home cleanout sits at the high end. Our price is given upfront, before any work starts, and there are no hidden fees for labor, loading or disposal. Payment is due when the job is done, by cash, check or credit card.</p>
<p>The fastest way to get an accurate number is to text a few photos of what needs to go to ${business.phone.display}. We reply with a price range, and confirm the final price on site before we lift anything.</p>

<h2>What Can You Take?</h2>
<p>Almost everything that two strong people can safely carry, and a lot that takes four. The most common requests we get in Scottsdale are:</p>
<ul>
<li><a href="${servicePaths.furniture}">Furniture</a>: sofas, sectionals, dining sets, dressers, beds and patio furniture</li>
<li><a href="${servicePaths.appliance}">Appliances</a>: refrigerators, freezers, washers, dryers, stoves and water heaters</li>
<li><a href="${servicePaths.mattress}">Mattresses</a> and box springs of every size</li>
<li><a href="${servicePaths.hotTub}">Hot tubs and spas</a>, including draining, disconnection and dismantling</li>
<li><a href="${servicePaths.eWaste}">Electronics</a>: TVs, computers, monitors and printers</li>
<li><a href="${servicePaths.yard}">Yard waste</a>: palm fronds, branches, brush and old landscaping</li>
<li><a href="${servicePaths.construction}">Construction and remodel debris</a>: drywall, cabinets, flooring and tile</li>
<li>Whole spaces: <a href="${servicePaths.garage}">garage cleanouts</a>, <a href="${servicePaths.estate}">estate cleanouts</a> and <a href="${servicePaths.office}">office cleanouts</a></li>
</ul>
<p>What we cannot take are hazardous materials: paint that is still liquid, pool chemicals, motor oil, solvents, asbestos and similar items. Those need to go to a household hazardous waste collection. If you are not sure about something, ask us when you book and we will tell you straight away.</p>

<h2>How Fast Can You Come?</h2>
<p>Same-day pickup is available when you call before ${business.sameDayCutoff}, depending on the day's schedule. For a specific time slot, or for a large job like a whole-house cleanout, we recommend booking 24 to 48 hours in advance. We are open 7 days a week, ${hours}, with ${emergencyHours} for situations that cannot wait.</p>
<p>Once we arrive, most jobs take one to three hours. A single item can be out of the house in minutes, while a full house with years of belongings can take up to a full day. We will give you a realistic estimate when you book, so you can plan your day.</p>

<h2>What Happens on Pickup Day?</h2>
<p>Our process is simple, and you do not need to lift a finger:</p>
<ul>
<li><strong>We arrive on time.</strong> You book a window that suits you, and the crew turns up in it, in uniform.</li>
<li><strong>You show us what goes.</strong> Point to the items, and we confirm the upfront price based on truck space.</li>
<li><strong>We do all the work.</strong> Our uniformed crew carries everything out from wherever it is: attic, back bedroom, garage or backyard. We protect floors and door frames on the way.</li>
<li><strong>We clean up.</strong> We sweep the area we cleared, and payment is due only when the job is done.</li>
</ul>

<h2>HOAs, Gated Communities and Scottsdale Rules</h2>
<p>Much of Scottsdale is governed by homeowners associations, and many communities are gated. Leaving a pile at the curb for weeks is a quick way to get a letter from the HOA, and some communities restrict the hours when work crews can operate. We work in HOA communities across Scottsdale every week. Give us your gate details when you book, tell us about any work-hour rules, and we will schedule around them. We keep our trucks tidy and our work quiet.</p>
<p>The City of Scottsdale also runs bulk trash collection, which works well if you can wait for your scheduled week and carry everything to the curb yourself. Junk removal makes sense when you need it gone sooner, when items are heavy or awkward to move, or when you would rather not have a pile in front of your house.</p>

<h2>Where Does Your Junk Go?</h2>
<p>Not to the landfill, if we can help it. We sort every load. Furniture and household goods in good condition go to local charities. Metal, cardboard and electronics go to recyclers, and e-waste is handled by electronics recyclers rather than tossed. Only what cannot be donated or recycled goes to the landfill. Eco-friendly disposal is part of the price, not an extra.</p>

<h2>Where We Work</h2>
<p>Scottsdale is our home base, and we serve the whole Phoenix Valley. These are the cities we cover:</p>
<ul>${cities}</ul>
<p>Each of our seven main cities has its own page with local details, listed on our <a href="/service-areas">service areas</a> page. In Scottsdale itself, that includes neighborhoods from <a href="/old-town-scottsdale-junk-removal">Old Town</a> to <a href="/dc-ranch-junk-removal">DC Ranch</a>.</p>

<h2>How to Choose a Junk Removal Company</h2>
<p>Whoever you hire, ask these questions before you book:</p>
<ul>
<li>Are you licensed, bonded and insured? (We are.)</li>
<li>Is the price given upfront, and does it include labor and disposal?</li>
<li>What happens to items that could be donated or recycled?</li>
<li>Will the crew clean up after the job?</li>
<li>What do other customers say? We are rated ${business.rating.value.toFixed(1)} out of 5 from ${business.rating.count} ${business.rating.source} reviews.</li>
</ul>

<h2>Ready to Book?</h2>
<p>Call or text ${business.phone.display}, or request a free quote online. Send a few photos for the quickest answer, tell us when suits you, and we will take it from there. Your garage, spare room or backyard could be clear by this evening.</p>
`;
