import { describe, expect, it } from 'vitest';
import { PHONE } from './business-facts.ts';
import {
  ASK_US,
  asksHowWeWork,
  decide,
  howWeWorkAsked,
  FALLBACK_PREFIX,
  FALLBACK_REPLY,
  FALLBACK_REPLY_ES,
  NOT_OFFERED,
  NOT_TAKEN,
  SERVICE_AREA,
} from './chat-decide.ts';
import type { QnaMatch, Reading } from './chat-retrieve.ts';

const entry = (answer: string, over: Partial<QnaMatch> = {}): QnaMatch => ({
  id: answer,
  question: `${answer}?`,
  answer,
  category: null,
  keywords: null,
  score: 0.8,
  coverage: 0.9,
  ...over,
});
const reading = (over: Partial<Reading> = {}): Reading => ({
  lang: 'en',
  unknown: [],
  matches: [],
  focus: null,
  context: null,
  items: [],
  place: null,
  refusal: null,
  ...over,
});
const FURNITURE = entry('Yes, we take furniture.');
const PRICING = entry('Prices start at $99.');
const WEAK = entry('Yes, we recycle.', { score: 0.25, coverage: 0.3 });
const SCOTTSDALE = entry('Yes, Scottsdale is our home base.', {
  question: 'Do you serve Scottsdale?',
  category: SERVICE_AREA,
  keywords: ['scottsdale', 'dc ranch'],
});

describe('decide: the chat rules, from what retrieval read', () => {
  it('of two close entries, answers from the one whose question names what the customer named', () => {
    const anyJob = entry('Most jobs take 1-3 hours.', {
      question: 'How long does a junk removal job take?',
      score: 0.76,
      coverage: 0.72,
    });
    const garage = entry('Most garage cleanouts take 1-2 hours.', {
      question: 'How long does a garage cleanout take?',
      score: 0.68,
      coverage: 0.49,
    });
    const read = reading({ matches: [anyJob, garage] });
    expect(decide('how long does a garage cleanout take start to finish', read).message).toBe(garage.answer);
    // Not named: the best entry answers. Further behind, the named one still answers a time asked for
    // it; too weak to be about anything, it does not.
    expect(decide('how long does a job take start to finish', read).message).toBe(anyJob.answer);
    const far = reading({ matches: [anyJob, { ...garage, score: 0.5 }] });
    expect(decide('how long does a garage cleanout take', far).message).toBe(garage.answer);
    const weak = reading({ matches: [anyJob, { ...garage, score: 0.2 }] });
    expect(decide('how long does a garage cleanout take', weak).message).toBe(anyJob.answer);
    // A figure for a job the question never names answers nothing, and a close one for the job named
    // answers instead ("jacuzi", a slip, names the hot tub by a keyword).
    const garageCost = entry('The average garage cleanout is $300-$500.', {
      question: 'How much does a garage cleanout cost?',
      keywords: ['garage', 'cost', 'run'],
    });
    const tubCost = entry('Hot tub prices depend on the tub.', {
      question: 'How much does hot tub removal cost?',
      keywords: ['hot tub', 'jacuzzi', 'cost', 'run'],
      score: 0.75,
    });
    const costs = reading({ matches: [garageCost, tubCost] });
    expect(decide('what does a normal job run, roughly?', costs).answered).toBe(false);
    // A question that only points back ("how much does that cost", after a question about a garage)
    // asks of the job before it.
    expect(decide('how much does that cost?', costs).message).toBe(garageCost.answer);
    // A keyword that asks ("how much") names no job.
    const asks = reading({ matches: [{ ...garageCost, keywords: ['garage', 'how much'] }] });
    expect(decide('how much does a normal job cost?', asks).answered).toBe(false);
    expect(decide('it is an eyesore. what would removal of the old jacuzi run us?', costs).message).toBe(
      tubCost.answer,
    );
    expect(decide('how much to clear out my garage', costs).message).toBe(garageCost.answer);
    // "mattresses" and "mattress" name the same subject: the best entry keeps it.
    const take = entry('Yes, we take mattresses.', { question: 'Do you take mattresses?' });
    const time = entry('Under an hour.', { question: 'How long does mattress removal take?', score: 0.75 });
    expect(decide('do yall do mattress disposal', reading({ matches: [take, time] })).message).toBe(
      take.answer,
    );
    // "donated" names what "donate" names: the furniture entry does not name more of the question.
    const donate = entry('Yes. Usable items are donated.', {
      question: 'Do you donate or recycle what you haul?',
      score: 0.64,
      coverage: 0.61,
    });
    const furniture = entry('Yes: living room, bedroom and office furniture.', {
      question: 'Do you remove furniture?',
      score: 0.56,
      coverage: 0.39,
    });
    expect(
      decide(
        'this furniture is in good shape, will it get donated',
        reading({ matches: [donate, furniture] }),
      ).message,
    ).toBe(donate.answer);
  });

  it('of two close entries on one subject, answers from the one that gives what was asked for (a price, a time)', () => {
    const doIt = entry('Yes, we demolish and haul away sheds.', {
      question: 'Do you tear down and remove sheds?',
      score: 0.83,
      coverage: 0.59,
    });
    const price = entry('Shed removal starts at $199.', {
      question: 'How much does shed removal cost?',
      score: 0.71,
      coverage: 0.51,
    });
    const time = entry('Shed removal usually takes 2-4 hours.', {
      question: 'How long does shed removal take?',
      score: 0.7,
      coverage: 0.4,
    });
    const read = reading({ matches: [doIt, price, time] });
    expect(decide('little tool shed, how much to demo it and haul it away', read).message).toBe(price.answer);
    expect(decide('old shed out back, how long would it take to tear down', read).message).toBe(time.answer);
    // Asked whether we do it: the entry that says so answers.
    expect(decide('can you tear down an old shed', read).message).toBe(doIt.answer);
    // A price on another subject, or too far behind, does not answer for it; nor does "Yes, we
    // demolish…", which would say yes to a price: the fallback offers the phone and the quote form.
    const tubPrice = {
      ...price,
      question: 'How much does hot tub removal cost?',
      answer: 'Hot tubs from $299.',
    };
    const other = decide('shed out back, how much to tear it down', reading({ matches: [doIt, tubPrice] }));
    expect(other).toMatchObject({ answered: false, message: expect.stringContaining(FALLBACK_PREFIX) });
    // Further behind, the price still answers, as the message names its subject ("shed"); not when a
    // word no entry knows is said too.
    const far = reading({ matches: [doIt, { ...price, score: 0.45 }] });
    expect(decide('shed out back, how much to tear it down', far).message).toBe(price.answer);
    const kiln = { ...far, unknown: ['kiln'] };
    expect(decide('shed and a kiln out back, how much to tear them down', kiln).answered).toBe(false);
    // A rare word the story says as a verb names no thing; said in the sentence that asks, it may.
    const verb = { ...far, unknown: ['approving'] };
    const approving = 'the owner wants a number before approving it. shed out back, how much to tear it down';
    expect(decide(approving, verb).message).toBe(price.answer);
    expect(decide('shed out back, how much for approving and tearing it down', verb).answered).toBe(false);
    // An "-ing" word after an adjective names a thing ("old iron railing").
    const railing = { ...far, unknown: ['railing'] };
    const iron = 'theres old iron railing by the shed out back. how much to tear it down';
    expect(decide(iron, railing).answered).toBe(false);
    // Ranked first already, the price covers what a close entry on the same job covers.
    const anyPrice = entry('Most jobs cost $150-$800.', {
      question: 'How much does junk removal cost?',
      score: 0.61,
      coverage: 0.48,
    });
    const anyTime = entry('Most jobs take 1-3 hours.', {
      question: 'How long does a junk removal job take?',
      score: 0.61,
      coverage: 0.57,
    });
    const either = reading({ matches: [anyPrice, anyTime] });
    expect(decide('avg cost for a typical house job', either).message).toBe(anyPrice.answer);
    const garageTime = { ...anyTime, question: 'How long does a garage cleanout take?' };
    const notSame = reading({ matches: [anyPrice, garageTime] });
    expect(decide('cost for a house job', notSame).answered).toBe(false);
    // The things named lift the entry that takes them; the one that says how long still answers.
    const mattress = entry('Yes: twin and full, queen and king mattresses.', {
      question: 'Do you take mattresses?',
      score: 1.01,
    });
    const quick = entry('Most mattress removals take under an hour.', {
      question: 'How long does mattress removal take?',
      score: 0.7,
    });
    const king = 'how long to haul away a king mattress';
    expect(decide(king, reading({ matches: [mattress, quick] })).message).toBe(quick.answer);
  });

  it('answers a price or a time asked after a story from the entry for the one subject the story names', () => {
    const items = entry('We haul furniture, appliances and boxes.', { question: 'What items do you take?' });
    const garagePrice = entry('The average garage cleanout is $300-$500.', {
      question: 'How much does a garage cleanout cost?',
      score: 0.51,
      coverage: 0.35,
    });
    const furniturePrice = entry('Single items are priced by space.', {
      question: 'How much does mattress or furniture removal cost?',
      score: 0.4,
      coverage: 0.3,
    });
    const story =
      'normal 2 car garage with years of boxes and old bikes. ballpark what would it cost to clear out';
    const read = reading({ matches: [items, garagePrice], focus: [items] });
    expect(decide(story, read).message).toBe(garagePrice.answer);
    // Asked whether we take it, not a price: the reply stands.
    expect(decide('2 car garage full of boxes and old bikes, can you take all that', read).message).toBe(
      items.answer,
    );
    // Two subjects named, each with a price: neither is chosen for the customer.
    const both = reading({ matches: [items, garagePrice, furniturePrice], focus: [items] });
    const two = 'garage full of boxes and old furniture, what should i expect to pay';
    expect(decide(two, both).message).not.toBe(garagePrice.answer);
    // A time for any job gives way to the time for the subject named.
    const anyJob = entry('Most jobs take 1-3 hours.', { question: 'How long does a junk removal job take?' });
    const shed = entry('Shed removal usually takes 2-4 hours.', {
      question: 'How long does shed removal take?',
      score: 0.45,
      coverage: 0.3,
    });
    const noise =
      'neighbors are touchy about noise. if you tear down an old shed, roughly how long will it take';
    expect(decide(noise, reading({ matches: [anyJob, shed] })).message).toBe(shed.answer);
    // A price too weak to be about anything is no answer.
    const weak = reading({ matches: [items, { ...garagePrice, score: 0.2 }], focus: [items] });
    expect(decide(story, weak).message).not.toBe(garagePrice.answer);
  });

  it('takes the last of two things named together as the subject ("bunk bed mattresses" are mattresses)', () => {
    const MATTRESSES = entry('Yes, we take mattresses.');
    const read = reading({
      items: [
        { name: 'bunk bed', entry: FURNITURE },
        { name: 'mattress', entry: MATTRESSES },
      ],
    });
    expect(decide('the bunk bed mattresses need to go', read).message).toBe(MATTRESSES.answer);
    // Two things side by side, each its own: neither wins.
    expect(decide('a bunk bed and a mattress need to go', read).answered).toBe(false);
    // "a daybed one": "one" stands for the thing named before, and "daybed" only says which.
    const daybed = reading({
      items: [...read.items, { name: 'daybed', entry: FURNITURE }],
    });
    expect(decide('the bunk bed mattresses need to go, plus an old daybed one', daybed).message).toBe(
      MATTRESSES.answer,
    );
    expect(decide('the bunk bed mattresses need to go, plus an old daybed', daybed).answered).toBe(false);
  });

  it('says yes to each of two things the story names when the question only asks us to take them', () => {
    const MATTRESSES = entry('Yes, we take mattresses.');
    const read = reading({
      items: [
        { name: 'dresser', entry: FURNITURE },
        { name: 'mattress', entry: MATTRESSES },
      ],
    });
    const both = decide('the old apt still has a busted dresser and a mattress, can yall take those', read);
    expect(both.message).toBe(`${FURNITURE.answer} ${MATTRESSES.answer}`);
    expect(both.matches).toEqual([FURNITURE, MATTRESSES]);
    // A question of its own, or an entry that says no "Yes", still gets neither.
    expect(decide('a dresser and a mattress, can u do pools too?', read).answered).toBe(false);
    const photo = reading({
      items: [read.items[0]!, { name: 'mattress', entry: entry('Send us a photo first.') }],
    });
    expect(decide('a dresser and a mattress, can yall take those', photo).answered).toBe(false);
  });

  it('does not take a question of its own about something else as asking about the things named', () => {
    const read = reading({ items: [{ name: 'couch', entry: FURNITURE }] });
    const own = 'do i have to drag everything out to the driveway first? the couch is upstairs';
    expect(decide(own, read).answered).toBe(false);
    // The things alone, or a question that names them, still ask whether we take them.
    expect(decide('the couch is upstairs and it has to go', read).message).toBe(FURNITURE.answer);
    expect(decide('the couch is upstairs, can yall get it down the stairs?', read).message).toBe(
      FURNITURE.answer,
    );
    // When we can come is no question of whether we take it.
    expect(decide('the couch has to go, any chance u could grab it the same day', read).answered).toBe(false);
    // Nor is which one of something else: "which charity do the donated couches go to".
    expect(decide('which charity do the donated couches go to, goodwill?', read).answered).toBe(false);
    expect(decide('which couches do you take', read).message).toBe(FURNITURE.answer);
  });

  it('lets an answer found by the story alone give way to one for what the asking sentence names', () => {
    const apart = entry('Yes. Disassembly is part of the job.', {
      question: 'Do you take apart furniture?',
      keywords: ['take apart', 'furniture'],
    });
    const donate = entry('Yes. Usable items are donated.', {
      question: 'Do you donate what you haul?',
      keywords: ['donate', 'dump'],
    });
    const story =
      'This furniture is still in great shape. Does it all go to the dump or do you donate any of it?';
    expect(decide(story, reading({ matches: [apart], focus: [donate] })).message).toBe(donate.answer);
    // Not when the sentence that asks is read as about the story's entry too, nor from a refusal.
    // (Asked whether we donate, the donation entry answers whatever the story names: see "where what
    // we haul goes" below.)
    const charity = 'This furniture is still in great shape. Is any of it going to charity?';
    expect(decide(charity, reading({ matches: [apart], focus: [donate, apart] })).message).toBe(apart.answer);
    // Nor a price, to a question that asks none.
    const shedCost = entry('Small sheds are $400-$600.', {
      question: 'How much does shed removal cost?',
      keywords: ['shed', 'demolition'],
    });
    const demo = 'The old cabinets need to be ripped out. Do you do the demolition work itself?';
    expect(decide(demo, reading({ matches: [apart], focus: [shedCost] })).message).toBe(apart.answer);
    const pools = entry("No, we don't demolish pools.", {
      question: 'Do you demolish pools?',
      category: NOT_OFFERED,
    });
    const pool = 'We want our old pool demolished. Is that something your crew does?';
    const crew = entry('A uniformed crew from our own team.', {
      question: 'Who does the work?',
      keywords: ['crew'],
    });
    expect(decide(pool, reading({ matches: [pools], focus: [crew] })).message).toBe(pools.answer);
  });

  it('answers from an entry that covers the question, and falls back when none does', () => {
    expect(decide('do you take couches', reading({ matches: [FURNITURE, WEAK] }))).toMatchObject({
      message: FURNITURE.answer,
      answered: true,
      matches: [FURNITURE],
    });
    const none = decide('do you take couches', reading({ matches: [WEAK] }));
    expect(none.answered).toBe(false);
    expect(none.message.startsWith(FALLBACK_PREFIX)).toBe(true);
  });

  it('never answers past a rare word no entry knows, and names it when it is the thing asked about', () => {
    const reply = decide('do you take asbestos', reading({ unknown: ['asbestos'], matches: [FURNITURE] }));
    expect(reply).toMatchObject({ answered: false, matches: [] });
    expect(reply.message).toMatch(/^I'm not sure about asbestos\./);
  });

  it('never answers "is there a …" from another entry when the bank does not know the thing asked for', () => {
    const TEMPE = entry('Yes, we serve all of Tempe, from ASU to the Lakes.');
    const asked = decide(
      'im a student at ASU, is there a student discount',
      reading({ unknown: ['discount'], matches: [TEMPE] }),
    );
    expect(asked).toMatchObject({ answered: false, matches: [] });
    expect(asked.message.startsWith(FALLBACK_PREFIX)).toBe(true);
    // "any discount for paying cash" is not answered by the ways to pay.
    const CASH = entry('We accept cash, check and credit card.');
    expect(
      decide('any discount for paying cash', reading({ unknown: ['discount'], matches: [CASH] })),
    ).toMatchObject({ answered: false, matches: [] });
    // A thing the bank knows is answered as before.
    expect(decide('do you offer furniture pickup', reading({ matches: [FURNITURE] }))).toMatchObject({
      answered: true,
    });
  });

  it('says plainly what we do not do or cannot take, whatever else matches', () => {
    const moving = entry("No, we don't do moving.", { category: NOT_OFFERED });
    expect(decide('can you move my couch', reading({ refusal: moving, matches: [FURNITURE] }))).toEqual({
      message: moving.answer,
      answered: true,
      matches: [moving],
      plain: true,
    });
    const hazard = entry("No, we don't take hazardous waste.", { category: NOT_TAKEN });
    const items = [{ name: 'paint cans', entry: hazard }];
    expect(decide('paint cans and a couch?', reading({ items, matches: [FURNITURE] })).message).toBe(
      hazard.answer,
    );
    // Told in the story, it is refused when the question asks to take it or points back at it, not
    // when the question asks of something else.
    const paint = [{ name: 'paint', entry: hazard }];
    const insured = entry('Yes, we are licensed and insured.', { question: 'Are you licensed and insured?' });
    const remodel = 'Fresh paint everywhere and a big armoire to go. Are you guys licensed and insured?';
    const stored = 'Old paint and some tools in the shed. Can all of that go on your truck?';
    expect(decide(remodel, reading({ items: paint, matches: [insured] })).message).toBe(insured.answer);
    expect(decide(stored, reading({ items: paint, matches: [insured] })).message).toBe(hazard.answer);
    const priced = 'Garage has a couch and 10 gallons of old paint. How much would you charge?';
    expect(decide(priced, reading({ items: paint, matches: [insured] })).message).toBe(hazard.answer);
  });

  it('says what we cannot take, found by likeness, only when the question asks it', () => {
    const hazard = entry("No, we don't take hazardous waste.", {
      question: 'What items can you not take?',
      category: NOT_TAKEN,
      keywords: ['hazardous', 'chemicals'],
    });
    const read = reading({ matches: [hazard] });
    expect(decide('what cant you take', read).message).toBe(hazard.answer);
    expect(decide('do u take chemicals', read).message).toBe(hazard.answer);
    const dresser = 'whats the price to haul away one dresser? dont have anything else going';
    expect(decide(dresser, read).answered).toBe(false);
  });

  it("lets a refusal yield to an entry that covers the message and says the refusal's words itself", () => {
    const moving = entry("No, we don't do moving.", {
      category: NOT_OFFERED,
      keywords: ['move my', 'to my new'],
    });
    const curb = entry('No. We pick up from wherever the items are.', {
      question: 'Do I need to move everything to the curb?',
    });
    const read = (best: QnaMatch) => reading({ refusal: moving, matches: [best] });
    expect(decide('do i need to move my stuff to the curb first', read(curb)).message).toBe(curb.answer);
    // Only the words of the part that asks count, where the refusal was found: not the story before it.
    expect(
      decide('we are off to my new place friday, do i need to move my stuff to the curb first', read(curb))
        .message,
    ).toBe(curb.answer);
    // The entry that covers it does not say "move": the refusal stands.
    expect(decide('can u move my couch to my new apartment', read(FURNITURE)).message).toBe(moving.answer);
    // Nor when the entry covers too little of the message to answer it.
    const weakCurb = { ...curb, coverage: 0.3 };
    expect(decide('do i need to move my stuff to the curb first', read(weakCurb)).message).toBe(
      moving.answer,
    );
  });

  it('never answers a question about a price with a "Yes" from an entry that is not about prices', () => {
    const emergency = entry('Yes, we offer 24/7 emergency pickup.', {
      question: 'Do you offer emergency pickup?',
    });
    const asked = 'do u charge extra for emergency pickup in the middle of the night';
    expect(decide(asked, reading({ matches: [emergency] })).answered).toBe(false);
    // "extra" asked of a price, or a dollar sign, asks a price; an "extra twin mattress" does not.
    expect(decide('is the 24/7 emergency pickup extra $$', reading({ matches: [emergency] })).answered).toBe(
      false,
    );
    expect(decide('is emergency pickup extra?', reading({ matches: [emergency] })).answered).toBe(false);
    const donate = entry('Yes. Usable items are donated.', { question: 'Do you donate what you haul?' });
    const paid = 'i paid $2000 for this couch, will you donate it?';
    expect(decide(paid, reading({ matches: [donate] })).message).toBe(donate.answer);
    const twin = entry('Yes: twin and full mattresses.', { question: 'Do you take mattresses?' });
    expect(
      decide('we have an extra twin mattress, can u take it', reading({ matches: [twin] })).message,
    ).toBe(twin.answer);
    const shed = entry('Yes, we demolish and haul away sheds.', { question: 'Do you tear down sheds?' });
    const price = 'whats the price for removing a little garden tool shed';
    expect(decide(price, reading({ matches: [shed] })).answered).toBe(false);
    // How to get a price is answered by an entry that says how.
    expect(decide('can i get a price by text', reading({ matches: [shed] })).message).toBe(shed.answer);
    // Not about a price: the entry answers. About prices itself ("Are estimates free?"): so does it.
    expect(decide('do u do emergency pickup at night', reading({ matches: [emergency] })).message).toBe(
      emergency.answer,
    );
    const free = entry('Yes, estimates are always free.', { question: 'Are estimates free?' });
    expect(decide('is there a charge for the estimate', reading({ matches: [free] })).message).toBe(
      free.answer,
    );
    // The place says "Yes, we serve…": not to a fee for coming there.
    const area = entry('Yes, we serve Cave Creek.', {
      category: SERVICE_AREA,
      question: 'Do you serve Cave Creek?',
    });
    const fee = decide('do you charge a fee to come out to cave creek', reading({ place: area }));
    expect(fee.answered).toBe(false);
  });

  it('says "Yes" to an open question only from an entry the question names', () => {
    const sameDay = entry('Yes! Call before 2 PM and we can usually pick up the same day.', {
      question: 'Do you offer same-day junk removal?',
      keywords: ['same day', 'today'],
    });
    const read = reading({ matches: [sameDay] });
    const open = 'whats the best way to make sure i get the day i want';
    expect(decide(open, read)).toMatchObject({ answered: false, message: FALLBACK_REPLY });
    expect(decide('whats the cutoff to get same day service', read).message).toBe(sameDay.answer);
    // Nor to how hot or how big, whatever the question names ("today").
    expect(decide('how hot is it gonna be today', read).answered).toBe(false);
    expect(decide('how soon can u come today', read).message).toBe(sameDay.answer);
    // A yes-or-no question may get the "Yes" by likeness, as before.
    expect(decide('can i get the day i want', read).message).toBe(sameDay.answer);
  });

  it('answers an open question from a close entry that says no "Yes", in place of one that would', () => {
    const sameDay = entry('Yes! Call before 2 PM and we can usually pick up the same day.', {
      question: 'Do you offer same-day junk removal?',
      score: 1.08,
    });
    const ahead = entry('Book 2-3 days ahead for the day you want.', {
      question: 'How far in advance should I book?',
      score: 1.06,
    });
    const open = 'whats the best way to make sure i get the day i want';
    expect(decide(open, reading({ matches: [sameDay, ahead] })).message).toBe(ahead.answer);
    // Too far behind, or a "Yes" of its own: the fallback.
    const far = reading({ matches: [sameDay, { ...ahead, score: 0.8 }] });
    expect(decide(open, far).message).toBe(FALLBACK_REPLY);
    const yes = reading({ matches: [sameDay, { ...ahead, answer: 'Yes, book ahead.' }] });
    expect(decide(open, yes).message).toBe(FALLBACK_REPLY);
  });

  it('answers a question that asks who from the close entry whose question asks who', () => {
    const prepare = entry('Point out what should go.', {
      question: 'How should I prepare for my appointment?',
    });
    const crew = entry('A uniformed crew from our own team.', { question: 'Who will come to my home?' });
    const read = reading({ matches: [prepare, { ...crew, score: 0.79 }] });
    expect(decide('who actually shows up, ur own guys', read).message).toBe(crew.answer);
    expect(decide('what should i do before you show up', read).message).toBe(prepare.answer);
    // "who do i call" asks how to reach us, not who comes.
    const book = entry('Three easy ways: text, call or book online.', {
      question: 'How do I book a pickup?',
    });
    const call = reading({ matches: [book, { ...crew, score: 0.77 }] });
    expect(decide('who do i call to book a pickup', call).message).toBe(book.answer);
  });

  it('answers a question that asks who only from an entry whose question asks who', () => {
    const local = entry('Yes, we are locally and family owned.', {
      question: 'Are you a local company?',
      keywords: ['owned', 'local'],
    });
    const read = reading({ matches: [local] });
    expect(decide('who owns the company', read).answered).toBe(false);
    expect(decide('is the company locally owned', read).message).toBe(local.answer);
    // Nor any answer but one to a question that asks who.
    const home = entry('It is best if someone is there when we arrive.', {
      question: 'Do I need to be home during the pickup?',
    });
    const crew = entry('A uniformed crew from our own team.', { question: 'Who will come to my home?' });
    expect(decide('who will be doing the pickup', reading({ matches: [home] })).answered).toBe(false);
    expect(decide('who will be doing the pickup', reading({ matches: [crew] })).message).toBe(crew.answer);
    // Who, asked inside the clause: "can you tell me who it was".
    const quotes = entry('We answer online quote requests within 24 hours.', {
      question: 'How fast will I get my quote?',
    });
    const who =
      'one of the guys left his gloves here. Can you tell me who it was so I can get them back to him?';
    expect(decide(who, reading({ matches: [quotes] })).answered).toBe(false);
    expect(decide('can you tell me how fast i get my quote', reading({ matches: [quotes] })).answered).toBe(
      true,
    );
    const book = entry('Three easy ways: text, call or book online.', {
      question: 'How do I book a pickup?',
    });
    const call = 'can you tell me who to call to book a pickup?';
    expect(decide(call, reading({ matches: [book] })).message).toBe(book.answer);
  });

  it('hears a keyword phrase said in another form of its words ("gets back" says "get back")', () => {
    const quote = entry('We answer online quote requests within 24 hours.', {
      question: 'How fast will I get my quote?',
      keywords: ['get back', 'hear back'],
    });
    const duration = entry('Most jobs take 1-3 hours.', {
      question: 'How long does a junk removal job take?',
      keywords: ['how long', 'duration'],
    });
    const read = reading({ matches: [quote, duration] });
    expect(decide('how long before someone gets back to me', read).message).toBe(quote.answer);
  });

  it('of two close entries, answers from the one with a keyword the question says as a phrase', () => {
    const hours = entry('We are open Monday to Saturday 7 AM to 7 PM.', {
      question: 'What are your business hours?',
      keywords: ['hours', 'day', 'pickup'],
      score: 0.69,
    });
    const sameDay = entry('Yes! Call before 2 PM and we can usually pick up the same day.', {
      question: 'Do you offer same-day junk removal?',
      keywords: ['same day', 'today'],
      score: 0.66,
    });
    const read = reading({ matches: [hours, sameDay] });
    expect(decide('same day pickup?', read).message).toBe(sameDay.answer);
    // Its words apart are no phrase; too far behind, it does not answer.
    expect(decide('pickup on the same weekday?', read).message).toBe(hours.answer);
    const far = reading({ matches: [hours, { ...sameDay, score: 0.5 }] });
    expect(decide('same day service?', far).message).toBe(hours.answer);
  });

  it('answers whether someone must be home from its entry, whatever the story names', () => {
    const price = entry('Single items like a mattress or couch are priced by the space they take.', {
      score: 0.79,
    });
    const home = entry('It is best if someone is there when we arrive.', {
      question: 'Do I need to be home during the pickup?',
      keywords: ['home', 'be there', 'at work'],
      score: 0.35,
      coverage: 0.1,
    });
    const read = reading({ matches: [home], focus: [price, home] });
    const story = 'the couch and mattress are in the back room and my roommate might be home, might not.';
    for (const question of ['does somebody have to be there?', 'do i need to be home when you come?'])
      expect(decide(`${story} ${question}`, read).message, question).toBe(home.answer);
    expect(decide(`${story} how much for the two?`, read).message).not.toBe(home.answer);
  });

  it('answers how soon we reply from the quote entry, whatever the story names', () => {
    const hotTub = entry('Hot tub removal usually takes 3-5 hours.', {
      question: 'How long does hot tub removal take?',
      score: 0.8,
      coverage: 0.6,
    });
    const reply = entry('We answer online quote requests within 24 hours.', {
      question: 'How fast will I get my quote?',
      keywords: ['quote', 'hear back', 'reply', 'respond'],
      score: 0.45,
      coverage: 0.3,
    });
    const read = reading({ matches: [hotTub, reply], focus: [hotTub, reply] });
    const story = 'I sent a quote request this morning about an old hot tub.';
    for (const question of [
      'How long does it usually take to get a reply?',
      'how soon does someone usually get back to you?',
      'when will i hear back?',
    ])
      expect(decide(`${story} ${question}`, read).message, question).toBe(reply.answer);
    expect(decide(`${story} how long does the removal take?`, read).message).toBe(hotTub.answer);
  });

  it('answers "is this something you handle" from the service the story is about', () => {
    const estate = entry('Yes, we handle estate cleanouts for families and estate managers.', {
      question: 'Do you do estate cleanouts?',
      category: 'Services',
      keywords: ['estate', 'passed away', 'executor'],
      score: 0.45,
      coverage: 0.41,
    });
    const items = entry('We haul furniture, appliances and boxes.', {
      question: 'What items do you take?',
      category: 'Items',
      score: 0.68,
      coverage: 0.44,
    });
    const insured = entry('Yes, we are licensed, bonded and insured.', {
      question: 'Are you licensed and insured?',
      score: 0.58,
      coverage: 0.5,
    });
    const story = 'My father passed away in March and we live out of state. His house is full.';
    const read = reading({ matches: [estate, items], focus: [insured, estate] });
    for (const question of [
      'Is this something you handle?',
      'Is this the kind of job you guys handle?',
      'can you help with something like this?',
      'Is that a service you offer?',
      'is this a service your company provides',
    ])
      expect(decide(`${story} ${question}`, read).message, question).toBe(estate.answer);
    // Read first as something else, the service is found by a keyword the sentence that asks says.
    const other = reading({ matches: [items, estate], focus: [items, estate] });
    expect(decide(`${story} Is this something you handle?`, other).message).not.toBe(estate.answer);
    expect(decide(`${story} Is this the kind of estate job you handle?`, other).message).toBe(estate.answer);
    // A rare word in the sentence that asks is what is asked of.
    const rare = reading({ matches: [estate, items], focus: [insured, estate], unknown: ['appraisal'] });
    expect(decide(`${story} Is an appraisal something you handle?`, rare).message).not.toBe(estate.answer);
  });

  it('answers whether we do a service the question names from that service, however many things the story names', () => {
    const office = entry('Yes, we remove office furniture and filing cabinets for businesses.', {
      question: 'Do you do office and commercial junk removal?',
      category: 'Services',
      keywords: ['office', 'commercial', 'business', 'filing cabinets'],
      score: 0.77,
      coverage: 0.5,
    });
    const furniture = entry('Yes: living room, bedroom, dining, office and outdoor furniture.', {
      question: 'Do you remove furniture?',
      score: 0.62,
      coverage: 0.41,
    });
    const read = reading({ matches: [office, furniture], focus: [office, furniture] });
    const story = 'Our small law firm is closing one of its suites. Desks, filing cabinets, a copier.';
    expect(decide(`${story} Do you work with businesses?`, read).message).toBe(office.answer);
    expect(decide(`${story} Do you handle commercial jobs?`, read).message).toBe(office.answer);
    expect(decide(`${story} Can you clear an office like that after hours?`, read).message).toBe(
      office.answer,
    );
    // Only the service read first, and only a service named right after the verb that asks.
    expect(
      decide(
        `${story} Do you work with businesses?`,
        reading({ matches: [furniture, office], focus: [furniture, office] }),
      ).message,
    ).not.toBe(office.answer);
    expect(decide(`${story} Do you do anything with the office chairs?`, read).message).not.toBe(
      office.answer,
    );
  });

  it('answers a cleanout of the place the question names, or of "the whole thing", from that service', () => {
    const garage = entry('Yes, we clear garages of all sizes.', {
      question: 'Do you do garage cleanouts?',
      category: 'Services',
      keywords: ['garage', 'park', 'full'],
      score: 0.32,
      coverage: 0.2,
    });
    const home = entry('Yes, we clear homes, apartments and condos.', {
      question: 'Do you do residential junk removal?',
      category: 'Services',
      keywords: ['house', 'room'],
      score: 0.82,
      coverage: 0.68,
    });
    const items = entry('We haul furniture, appliances and boxes.', {
      question: 'What items do you take?',
      category: 'Items',
      score: 1.02,
      coverage: 0.83,
    });
    const read = reading({ matches: [items, garage], focus: [home, items] });
    const story = "can't park in my garage, it's full of boxes and bikes.";
    for (const question of [
      'can you clear out the whole garage?',
      'can your crew just empty the entire garage?',
      'can you empty the whole thing?',
    ])
      expect(decide(`${story} ${question}`, read).message, question).toBe(garage.answer);
    // A cleanout not asked of us is no question of whether we do one.
    const allowed = `${story} do you need proof i'm allowed to clear his garage?`;
    expect(decide(allowed, read).message).not.toBe(garage.answer);
    expect(decide(`${story} do you think i should empty the garage first?`, read).message).not.toBe(
      garage.answer,
    );
    // "The whole thing" of a story that says no service's words more than another's is not guessed.
    expect(decide('its a mess. can you clear the whole thing?', read).message).not.toBe(garage.answer);
  });

  it.each([
    ['take apart', 'The swing set is bolted together. Is that true, or do your guys take it apart?'],
    [
      'take apart',
      "It won't fit through the door. Will your crew break it down, or do I need to do that first?",
    ],
    [
      'take apart',
      "The sectional came in through the slider and will never go out that way. Will your crew take furniture apart if it doesn't fit?",
    ],
    [
      'carry',
      'I had back surgery. The pullout couch needs to go. Will your guys do all the carrying themselves?',
    ],
    ['carry', 'My husband is out of town. Do I have to help load anything?'],
    [
      'carry',
      'She keeps worrying about who will lift the sofa. Do your guys handle all of the heavy lifting?',
    ],
    [
      'donate',
      'The dining set is still in good shape. Do you donate stuff like that or does it all get tossed?',
    ],
    ['donate', 'The couch is still in decent shape. what do u do with it'],
    ['donate', 'The dining set is still in good shape. will it all just end up in the landfill?'],
    [
      'process',
      'It is just a recliner. Can you explain how the whole thing works from booking to the truck leaving?',
    ],
    ['process', 'First time hiring anyone. Once we book, what actually happens on the day?'],
    ['process', 'First time ever. What actually happens from when I reach out to when my stuff is gone?'],
    ['process', 'It is just a recliner. do your guys call ahead or just show up whenever?'],
    ['payment', 'My company reimburses me so I need to pay with a card, not cash. Is that ok?'],
    [
      'deposit',
      'I got burned paying a contractor up front once. With you guys, do I pay before anything happens or once the job is done?',
    ],
    [
      'deposit',
      'A cousin is letting you in. Do I need to pay a deposit ahead of time, or is payment taken at the end?',
    ],
    [
      'payment',
      "He pays out of his checkbook. He's asking if your crew will take a personal check. Will they?",
    ],
    ['payment', 'I need to know what kinds of payment you accept before I set up a unit turnover.'],
    [
      'licensed',
      "Our building manager won't let any vendor in unless they're licensed and insured. Are you?",
    ],
    [
      'hours',
      'My husband has early mornings free. What time do you start on a normal weekday, and how late do you go?',
    ],
    [
      'household',
      'I have a random mix, some furniture, a fridge, boxes of junk. Do you take basically everything?',
    ],
    ['household', 'Boxes, a broken vacuum, a rocking chair. Do you take general household stuff like that?'],
    ['single item', 'I literally have one old Maytag washer. How do you charge if it is just the one thing?'],
    ['book', "We want an estimate before our move-out. What's the process for scheduling one?"],
    ['book', 'He is not great with technology. What is the easiest way for me to get this on your calendar?'],
  ])(
    'answers a question of how we work from its entry (%s), whatever the story names: %s',
    (keyword, message) => {
      const furniture = entry('Yes: living room, bedroom and office furniture.', {
        score: 0.7,
        coverage: 0.5,
      });
      const own = entry(`The answer for ${keyword}.`, {
        question: `The question for ${keyword}?`,
        keywords: [keyword],
        score: 0.3,
        coverage: 0.2,
      });
      expect(decide(message, reading({ matches: [furniture], focus: [furniture, own] })).message).toBe(
        own.answer,
      );
    },
  );

  it('answers no question of how we work that asks of a holiday, or of nothing of the kind', () => {
    const hours = entry('We are open Monday to Saturday 7 AM to 7 PM.', {
      question: 'What are your business hours?',
      category: 'Hours',
      keywords: ['hours'],
    });
    const read = reading({ matches: [hours] });
    expect(decide('what time do you close on thanksgiving?', read).answered).toBe(false);
    // Only a question of a few words asks of the sentence before it.
    const licensed = entry('Yes, we are licensed, bonded and insured.', {
      question: 'Are you licensed and insured?',
      keywords: ['licensed'],
      score: 0.3,
      coverage: 0.2,
    });
    const items = entry('We haul furniture, appliances and boxes.', { score: 0.7, coverage: 0.5 });
    const told = 'My last company was licensed and insured. Are you able to take a sofa bed too?';
    expect(decide(told, reading({ matches: [items], focus: [items, licensed] })).message).not.toBe(
      licensed.answer,
    );
    // Each of these asks something else, or of something the entry does not name.
    for (const [keyword, message, unknown] of [
      // Tearing a thing down asks for it to go; a word the bank does not know is what is asked of.
      ['take apart', 'The shed is rusted out. can u tear it down or do i have to take it apart myself?'],
      ['take apart', 'It is in the garage. can you take apart my kiln too?', ['kiln']],
      // Where it is asks whether we fetch it from there.
      ['carry', 'The couch needs to go. do i have to carry it down the stairs?'],
      // Which charity, or whether one thing is recycled, the entry does not say; a TV is e-waste.
      ['donate', 'The sofa is in good shape. Which charities do you donate to, and can I choose?'],
      ['donate', 'We just moved. Does the packing foam get recycled or does it go to landfill?'],
      ['donate', 'old tube tv in the spare room. do you guys recycle those'],
      ['process', 'It is just a recliner. what happens if it rains?'],
      // A price asked is the price entry's; a thing already taken apart is only described.
      ['take apart', "I've got a swing set we'd need you to take apart. How much?"],
      ['take apart', 'the old shed is already dismantled and sitting in pieces, how much to haul it?'],
      // A way to pay is asked only of a method; a question of a few words that names its subject asks it.
      ['payment', "I'll pay cash, just need the hot tub gone by friday. Doable?"],
      ['payment', 'last guys made me pay cash up front and then scratched my floors. are you insured?'],
      ['hours', 'booked for 10am and its 10:40 now. how late are you guys running?'],
      ['book', 'how do i pay for my booking?'],
      ['single item', 'price sounds fine, just one more thing, do you take old tvs?'],
      ['hear back', 'how quickly can you respond if our garage floods?'],
    ] as const) {
      const own = entry(`The answer for ${keyword}.`, { keywords: [keyword], score: 0.3, coverage: 0.2 });
      const read = reading({ matches: [items], focus: [items, own], unknown: [...(unknown ?? [])] });
      expect(decide(message, read).message, message).not.toBe(own.answer);
    }
    // What we do not do, read among the first entries and named by the question, is never a "Yes".
    const demolition = entry("No, we don't demolish houses or walls.", {
      question: 'Do you demolish houses, walls or pools?',
      category: NOT_OFFERED,
      keywords: ['wall'],
      score: 0.6,
    });
    const apart = entry('Yes. Disassembly is part of the job.', {
      keywords: ['take apart'],
      score: 0.65,
      coverage: 0.3,
    });
    const wall = 'can your guys take the wall apart between the kitchen and the living room?';
    expect(decide(wall, reading({ matches: [apart, items, demolition] })).message).not.toBe(apart.answer);
  });

  it('answers a pickup asked for today from the same-day entry, whatever the story names', () => {
    const furniture = entry('Yes: living room, bedroom and office furniture.', { score: 0.6 });
    const sameDay = entry('Yes! Call before 2 PM and we can usually pick up the same day.', {
      question: 'Do you offer same-day junk removal?',
      keywords: ['same day', 'today'],
      score: 0.53,
      coverage: 0.4,
    });
    const read = reading({ matches: [furniture], focus: [furniture, sameDay] });
    const story = 'tenant left a futon by the door.';
    for (const question of [
      'any chance you can get it out today?',
      'can u grab it same day?',
      'is a pickup tonight possible?',
    ])
      expect(decide(`${story} ${question}`, read).message, question).toBe(sameDay.answer);
    // A price asked of it, no pickup asked for, or a word the bank does not know, is another question.
    expect(decide(`${story} do you charge extra to take it today?`, read).message).not.toBe(sameDay.answer);
    const away = reading({ matches: [furniture], focus: [furniture, sameDay], unknown: ['flagstaff'] });
    expect(decide(`${story} can you come to flagstaff today?`, away).message).not.toBe(sameDay.answer);
    expect(decide(`${story} what time do you close today?`, read).message).not.toBe(sameDay.answer);
  });

  it('says neither "Yes" nor "No" to a question that asks which one or how many', () => {
    const eco = entry('Yes. Usable items are donated to local charities.', { question: 'Do you donate?' });
    const crew = entry('No. Our uniformed crew does all the work.', {
      question: 'Do I have to carry the junk out myself?',
    });
    const moving = entry("No, we don't do moving.", {
      question: 'Do you offer moving services?',
      category: NOT_OFFERED,
      keywords: ['trucks'],
    });
    expect(decide('which charity do u donate to', reading({ matches: [eco] })).answered).toBe(false);
    expect(decide('how many trucks u got', reading({ matches: [crew] })).answered).toBe(false);
    // A size is a number too ("how big is your truck" and "No. Our uniformed crew…").
    expect(decide('how big is your truck', reading({ matches: [crew] })).answered).toBe(false);
    expect(decide('what size trailer do u pull', reading({ matches: [crew] })).answered).toBe(false);
    // A number of something else is no answer either; a number of a time is, whatever its unit.
    const duration = entry('Most jobs take 1-3 hours.', {
      question: 'How long does a junk removal job take?',
    });
    expect(decide('how many people work for you', reading({ matches: [duration] })).answered).toBe(false);
    const ahead = entry('We recommend booking 24-48 hours in advance.', {
      question: 'How far in advance should I book?',
    });
    expect(decide('how many days ahead should i book', reading({ matches: [ahead] })).message).toBe(
      ahead.answer,
    );
    expect(decide('do u donate to charity', reading({ matches: [eco] })).message).toBe(eco.answer);
    // "Yes:" and a list says which.
    const appliances = entry('Yes: refrigerators and freezers, washers and dryers.', {
      question: 'Do you remove appliances?',
    });
    expect(decide('which appliances can you haul away', reading({ matches: [appliances] })).message).toBe(
      appliances.answer,
    );
    // How many is answered only with a number, and a phone number or a year is none.
    const team = entry(`A crew from our own team, locally owned since 2021. Call ${PHONE}.`, {
      question: 'Who will come to my home?',
    });
    expect(decide('how many employees do you have', reading({ matches: [team] })).answered).toBe(false);
    const recycled = entry('Yes. We donate what is usable and recycle metal and electronics.', {
      question: 'Do you donate or recycle what you haul?',
    });
    const share = 'What exact percentage of what you pick up gets recycled?';
    expect(decide(share, reading({ matches: [recycled] })).answered).toBe(false);
    const photos = entry('Attach up to 5 photos to the form.', { question: 'Can I send photos?' });
    expect(decide('how many photos can i send', reading({ matches: [photos] })).message).toBe(photos.answer);
    // What we do not do is still said plainly.
    expect(decide('how many trucks do u rent out', reading({ matches: [moving] })).message).toBe(
      moving.answer,
    );
  });

  it('answers a question that asks when only from an entry that can say when', () => {
    const book = entry('Three easy ways: text, call or book online.', {
      question: 'How do I book a pickup?',
    });
    const pay = entry('Payment is due when the job is done.', { question: 'When do I pay?' });
    const asked = 'when is bulk trash day for my street';
    expect(decide(asked, reading({ matches: [book] }))).toMatchObject({
      answered: false,
      message: FALLBACK_REPLY,
    });
    expect(decide('when do i pay u guys', reading({ matches: [pay] })).message).toBe(pay.answer);
    // Not a question about when: the entry answers, as before.
    expect(decide('how do i get on your schedule', reading({ matches: [book] })).message).toBe(book.answer);
  });

  it('says "No" by likeness only when the customer names what we do not do', () => {
    const storage = entry("No, we don't rent storage units or store belongings.", {
      question: 'Do you rent storage units or store items?',
      category: NOT_OFFERED,
      keywords: ['store my stuff', 'pressure washing'],
    });
    const glendale = entry('Yes, we serve Glendale.', { score: 0.67, coverage: 0.5 });
    // Like "can you keep my stuff", but about picking stuff up: never refused.
    const pickup = decide(
      'can u get some old stuff from her place',
      reading({ matches: [{ ...storage, score: 0.71, coverage: 0.79 }, glendale] }),
    );
    expect(pickup.message.startsWith(FALLBACK_PREFIX)).toBe(true);
    // Its subject ("storage units") or a keyword in another form ("pressure wash") names it.
    for (const question of ['do you rent out storage units', 'can you pressure wash my patio'])
      expect(decide(question, reading({ matches: [storage] })).message).toBe(storage.answer);
  });

  it('asks for a photo of a thing we must see first, listed for staff as unanswered', () => {
    const askUs = entry('Send us a photo first.', { category: ASK_US });
    const reply = decide(
      'do you take a pool table',
      reading({ items: [{ name: 'pool table', entry: askUs }] }),
    );
    expect(reply).toMatchObject({ message: askUs.answer, answered: false, plain: true });
  });

  it('answers what is asked when only the story names a thing we must see first', () => {
    const askUs = entry('Send us a photo first.', { category: ASK_US, score: 0.9 });
    const mesa = entry('Yes, we serve all of Mesa.', { category: SERVICE_AREA, score: 0.8 });
    const read = reading({ matches: [askUs, mesa], items: [{ name: 'pool table', entry: askUs }] });
    const story = 'my dad has an old pool table to get rid of.';
    expect(decide(`${story} do you cover that part of mesa?`, read).message).toBe(mesa.answer);
    // Asked of it: named, taken, priced, or pointed back at.
    for (const question of [
      'is a pool table ok?',
      'can you haul it?',
      'what would you charge?',
      'what would your crew do with them?',
      'can that go?',
    ])
      expect(decide(`${story} ${question}`, read)).toMatchObject({ message: askUs.answer, answered: false });
  });

  it('reads a follow-up with the previous question only when it is unclear on its own', () => {
    const unclear = reading({ matches: [WEAK], context: [PRICING] });
    expect(decide('how much is that', unclear).message).toBe(PRICING.answer);
    const clear = reading({ matches: [FURNITURE], context: [PRICING] });
    expect(decide('do you take couches', clear).message).toBe(FURNITURE.answer);
  });

  it('reads the sentence that asks when the whole story matches nothing', () => {
    const story = 'the freezer died over the weekend. can u haul it off?';
    // Retrieval finds the freezer in the catalogue, under the entry the sentence that asks reads first.
    const freezer = [{ name: 'freezer', entry: FURNITURE }];
    expect(decide(story, reading({ matches: [WEAK], focus: [FURNITURE], items: freezer })).message).toBe(
      FURNITURE.answer,
    );
    // A question that only points back, and asks us to take nothing, is not answered by an entry the
    // message names nothing of.
    const sale = 'my aunt wants someone to run an estate sale. is that a service you offer?';
    expect(decide(sale, reading({ matches: [WEAK], focus: [FURNITURE] })).answered).toBe(false);
    expect(decide(story, reading({ matches: [WEAK], focus: [WEAK] })).answered).toBe(false);
    // A rare word after the question, where it says what the question meant, still counts.
    // (A referral reward is never said at all: see NEVER_SAID.)
    const meant = reading({ matches: [WEAK], focus: [FURNITURE], unknown: ['loyalty'] });
    expect(decide('if i bring my neighbor do i get anything? like a loyalty discount', meant).answered).toBe(
      false,
    );
    expect(
      decide('if i bring my neighbor do i get anything? the loyalty was last year', meant).answered,
    ).toBe(true);
    expect(decide('if i refer my neighbor do i get anything?', meant).answered).toBe(false);
  });

  it('says "Yes" for a place only when the message names it', () => {
    const tempe = entry('Yes, we serve all of Tempe.', {
      question: 'Do you serve Tempe?',
      category: SERVICE_AREA,
      keywords: ['tempe', 'asu', 'arizona state'],
    });
    expect(decide('we live out of state', reading({ matches: [tempe] })).answered).toBe(false);
    expect(decide('do you come out to tempe', reading({ matches: [tempe] })).message).toBe(tempe.answer);
    expect(decide('im at asu, can u come', reading({ matches: [tempe] })).message).toBe(tempe.answer);
  });

  it('answers which kind of a thing only from an entry that names the thing', () => {
    const crew = entry('A uniformed crew from our own local team.', {
      question: 'Who will come to my home?',
    });
    expect(decide('what kind of trucks do u use', reading({ matches: [crew] })).answered).toBe(false);
    // A slip of the thing the entry names still names it.
    const furniture = entry('Yes: living room, bedroom, dining and office furniture.', {
      question: 'Do you remove furniture?',
    });
    const slip = 'what kinds of furnature do u guys haul away';
    expect(decide(slip, reading({ matches: [furniture] })).message).toBe(furniture.answer);
    const areas = entry('We serve the whole Phoenix Valley.', {
      question: 'What areas do you serve?',
      keywords: ['cities', 'areas'],
    });
    expect(decide('which cities do you cover', reading({ matches: [areas] })).message).toBe(areas.answer);
    expect(decide('which parts of the valley do you cover', reading({ matches: [areas] })).message).toBe(
      areas.answer,
    );
    // A kind of nothing in particular ("what kind of stuff") names no thing to look for.
    const items = entry('We haul furniture, appliances and household clutter.');
    expect(decide('what kind of stuff do you take', reading({ matches: [items] })).message).toBe(
      items.answer,
    );
  });

  it('answers an open question put to us in words of its own as it asks, not as the story is like', () => {
    const rentals = entry('We clear rental turnovers for property managers.', {
      score: 0.96,
      coverage: 1,
    });
    const whatWeTake = entry('We haul furniture, appliances and household clutter.', {
      score: 0.97,
      coverage: 1,
    });
    const read = reading({ matches: [rentals], focus: [whatWeTake] });
    expect(
      decide('clearing out a rental after the tenants left, what types of junk do you guys haul', read)
        .message,
    ).toBe(whatWeTake.answer);
    // A question that points back, or asks nothing of us, is read with the story.
    expect(
      decide('clearing out a rental after the tenants left, what do you charge for it', read).message,
    ).toBe(rentals.answer);
    expect(
      decide('clearing out a rental after the tenants left, how long start to finish', read).message,
    ).toBe(rentals.answer);
    expect(decide('clearing out a rental after the tenants left, can you haul the junk', read).message).toBe(
      rentals.answer,
    );
  });

  it('answers where we are only to a question of where, and never with a "Yes"', () => {
    const located = entry('We are based in Scottsdale, Arizona.', {
      question: 'Where are you located?',
      score: 1.25,
      coverage: 1,
    });
    const offices = entry('Yes, we remove office furniture and clear offices.', {
      question: 'Do you do office and commercial junk removal?',
      score: 1.13,
      coverage: 1,
    });
    const read = reading({ matches: [located, offices] });
    expect(decide('need an office cleared out, is that a thing you do', read).message).toBe(offices.answer);
    expect(decide('where is your office', read).message).toBe(located.answer);
    const yes = reading({ matches: [offices, { ...located, score: 1.0 }] });
    expect(decide('where is your office', yes).message).toBe(located.answer);
  });

  it('gives the price for any job when a typical figure is asked after a story that names no subject', () => {
    const anyPrice = entry('Most jobs cost $150-$800.', {
      question: 'How much does junk removal cost?',
      score: 0.28,
      coverage: 0.13,
    });
    const anyTime = entry('Most jobs take 1-3 hours.', {
      question: 'How long does a junk removal job take?',
      score: 0.55,
      coverage: 0.6,
    });
    const read = reading({ matches: [anyPrice], focus: [anyTime] });
    const story = 'Couch, two mattresses and fifteen trash bags. What do typical home jobs run with you?';
    expect(decide(story, read).message).toBe(anyPrice.answer);
    // Asked for no typical figure, or answered by another entry, it does not stand in.
    expect(decide('Couch and two mattresses. What would it run with you?', read).message).not.toBe(
      anyPrice.answer,
    );
    const quote = entry('We answer quote requests within 24 hours.', {
      question: 'How fast will I get my quote?',
      score: 0.9,
      coverage: 0.9,
    });
    const fast = reading({ matches: [quote, anyPrice] });
    expect(decide('how much does it usually cost to get a quote', fast).message).toBe(quote.answer);
    // A time never answers a price.
    expect(decide('What do typical home jobs run with you?', reading({ matches: [anyTime] })).answered).toBe(
      false,
    );
  });

  it('answers whether we fetch a thing from a spot on the property from the entry that names such spots', () => {
    const furniture = entry('Yes: living room, bedroom and office furniture.', {
      question: 'Do you remove furniture?',
    });
    const bring = entry('No. We pick up from wherever the items are.', {
      question: 'Do I need to move everything to the curb?',
      keywords: ['curb', 'upstairs', 'basement'],
      score: 0.45,
      coverage: 0.4,
    });
    const fetch = entry('Yes. We pick up from wherever the items are.', {
      question: 'Can you get things from upstairs, the attic or the backyard?',
      keywords: ['upstairs', 'basement'],
      score: 0.4,
      coverage: 0.4,
    });
    const read = reading({ matches: [furniture, bring, fetch] });
    expect(decide('couch is upstairs is that ok', read).message).toBe(fetch.answer);
    expect(decide('old fridge is in the back casita, can u get it from there', read).message).toBe(
      fetch.answer,
    );
    expect(decide('old couch is upstairs. do i have to drag it all to the curb', read).message).toBe(
      bring.answer,
    );
    // No spot, or another question: the rest of the rules answer.
    expect(decide('couch in the living room, is that ok', read).message).toBe(furniture.answer);
    expect(decide('couch is upstairs, can you get out there', read).message).toBe(furniture.answer);
  });

  it('says nothing of the languages the crew speaks, who of them comes or the roads, which the bank never states', () => {
    const prepare = entry('Point out or tag what should go and what stays.', {
      question: 'How should I prepare for my appointment?',
    });
    const read = reading({ matches: [prepare] });
    const grandma =
      'My grandmother will be home. Does anyone on your crew speak Spanish so she can show them what goes?';
    expect(decide(grandma, read).answered).toBe(false);
    expect(decide('is your crew bilingual', read).answered).toBe(false);
    // Nor who of the crew comes, even on a day the hours answer.
    const hours = entry('We are open Monday to Saturday 7 AM to 7 PM.', { category: 'Hours' });
    const marcus = 'Is Marcus working this Saturday? He did our last job. Can we request him?';
    expect(decide(marcus, reading({ matches: [hours] })).answered).toBe(false);
    expect(decide('if it runs two days, will it be the same crew both days', read).answered).toBe(false);
    const marco = "Is Marco working Saturday? He came last time and I'd like him again.";
    expect(decide(marco, reading({ matches: [hours] })).answered).toBe(false);
    expect(decide('is anyone working on saturday', reading({ matches: [hours] })).message).toBe(hours.answer);
    expect(decide('is saturday working for you?', reading({ matches: [hours] })).message).toBe(hours.answer);
    const appliances = entry('Yes: washers and dryers.', { question: 'Do you remove appliances?' });
    const broken = 'my old dryer is not working anymore, can you haul it away?';
    expect(decide(broken, reading({ matches: [appliances] })).message).toBe(appliances.answer);
    // Nor the roads on the way.
    const quotes = entry('We answer online quote requests within 24 hours.', {
      question: 'How fast will I get my quote?',
    });
    expect(decide('is the 101 backed up rn', reading({ matches: [quotes] })).answered).toBe(false);
    // Nor whether a franchise is for sale; whether we are one is answered.
    const local = entry('Yes, we are locally and family owned.', { question: 'Are you a local company?' });
    const franchises = 'my brother in law asked me to ask: do you guys sell franchises?';
    expect(decide(franchises, reading({ matches: [local] })).answered).toBe(false);
    expect(decide('are you a franchise?', reading({ matches: [local] })).message).toBe(local.answer);
    const own = 'do you guys own a franchise or are you local?';
    expect(decide(own, reading({ matches: [local] })).message).toBe(local.answer);
    expect(decide('how do i prepare so the crew can see what goes', read).message).toBe(prepare.answer);
  });

  it('says nothing of how our prices compare, a price by the share of a truck, the minute a crew arrives, a weight, a permit, the weather or a past job', () => {
    const pricing = entry('Our pricing is volume-based: you pay for the space your items take.', {
      question: 'How is your pricing calculated?',
      category: 'Pricing',
    });
    const read = reading({ matches: [pricing] });
    for (const question of [
      'Another company quoted me $450 for my garage. Can you beat their price?',
      'do you price match',
      'will you match their quote?',
      'whats the price for a quarter truck load',
      'how much is a half truck load',
    ])
      expect(decide(question, read).answered, question).toBe(false);
    for (const question of [
      'how do you price a job',
      'do you charge by the truck load',
      'how is your pricing calculated',
    ])
      expect(decide(question, read).message, question).toBe(pricing.answer);
    // Nor what a thing weighs ("how much does your truck weigh" and the garage's price).
    const garage = entry('The average garage cleanout is $300-$500.', {
      question: 'How much does a garage cleanout cost?',
      category: 'Pricing',
    });
    // Nor permits, the weather on the day, or a thing taken by mistake.
    for (const question of [
      'Our building requires a street-parking permit. Who pulls that permit, you or me, and how much does it cost?',
      "Forecast says monsoon storms Thursday. Do you still show up if it's pouring?",
      'My bike went with the garage load by mistake. Is there any way to get it back?',
    ])
      expect(decide(question, reading({ matches: [pricing] })).answered, question).toBe(false);
    expect(decide('how much is monsoon storm cleanup', reading({ matches: [pricing] })).answered).toBe(true);
    // Nor a job that was done, a booking or a message it cannot look up.
    const home = entry('Not necessarily. If we can reach the items, you do not need to be home.', {
      question: 'Do I need to be home during the pickup?',
      category: 'Scheduling',
    });
    for (const question of [
      "Did you guys do a pickup on E Cactus Rd last Thursday? I'd like the same crew.",
      'I booked a pickup for tomorrow but never got a text. Can you confirm it went through?',
      'did you get my photos? i sent them this morning',
      'can you look up my booking',
      'Your crew came yesterday but left the old TV by the door. Can they swing back by today to grab it?',
      'what time is my pickup tomorrow',
      'I booked a pickup for Saturday on your website. Did it go through?',
      'lol hows your day going',
      'We put up a Korvex Pro resin shed kit a few years ago. Do you know that kit?',
      // Named before a question that points back at it.
      'Our carrier requires a certificate of insurance from every vendor. Can you send one over?',
      'A lot of places give discounts to first responders. Do you offer anything like that?',
      // Loading the customer's own container or truck.
      'Our PODS container is arriving Friday. Can your crew load it for us?',
      'We rented a U-Haul for Saturday. Can your guys load it?',
      'The old panels on the roof need to come down. Can you take them off the roof and haul them?',
    ])
      expect(decide(question, reading({ matches: [home] })).answered, question).toBe(false);
    // Said with a question of its own, small talk and a trip back are no such thing.
    for (const question of [
      'hey hows your day going, do i need to be home for the pickup?',
      'Before I head back to work, do i need to be home for the pickup?',
    ])
      expect(decide(question, reading({ matches: [home] })).message, question).toBe(home.answer);
    expect(decide('do i need to be home for the pickup', reading({ matches: [home] })).message).toBe(
      home.answer,
    );
    const weighs = 'A company cleaned out our garage and cracked the pavers. How much does your truck weigh?';
    expect(decide(weighs, reading({ matches: [garage] })).answered).toBe(false);
    expect(decide('how much does a garage cleanout cost', reading({ matches: [garage] })).message).toBe(
      garage.answer,
    );
    const book = entry('Three easy ways: text photos, call us, or book online.', {
      question: 'How do I book a pickup?',
      category: 'Scheduling',
    });
    const booked = reading({ matches: [book] });
    const when = 'I booked a pickup for Thursday through the form. What exact time will the truck get here?';
    expect(decide(when, booked).answered).toBe(false);
    expect(decide('want a specific time slot saturday, how do i book a pickup', booked).message).toBe(
      book.answer,
    );
  });

  it("gives the price of the job a story names by a catalogue thing among the price entry's keywords", () => {
    const anyJob = entry('Most residential jobs cost $150-$800.', {
      question: 'How much does junk removal cost?',
      category: 'Pricing',
      score: 1.08,
      coverage: 1,
    });
    const hotTub = entry('Hot tub removal usually costs $300-$600.', {
      question: 'How much does hot tub removal cost?',
      category: 'Pricing',
      keywords: ['hot tub', 'spa', 'jacuzzi', 'cost'],
      score: 0.5,
      coverage: 0.6,
    });
    const tubs = entry('Yes, we remove hot tubs.', {
      question: 'Do you remove hot tubs?',
      category: 'Items',
    });
    const items = [{ name: 'jacuzzi', entry: tubs }];
    const read = reading({ matches: [anyJob, hotTub], focus: [anyJob, hotTub], items });
    const story = 'the old jacuzzi on the patio has to go. what would removal run us?';
    expect(decide(story, read).message).toBe(hotTub.answer);
    const noThing = reading({ matches: [anyJob, hotTub], focus: [anyJob, hotTub] });
    expect(decide('what would a typical job run us?', noThing).message).toBe(anyJob.answer);
    // What the bank never says stays the fallback, whatever job the message names.
    const theirs = 'wat does 1-800-got-junk charge for a jacuzzi pickup?';
    expect(decide(theirs, read)).toMatchObject({ answered: false });
  });

  it('does not answer whether we come to a town the bank does not know', () => {
    const drives = entry('Yes, we destroy the data on hard drives.', {
      question: 'Do you destroy the data on hard drives?',
    });
    const cabin =
      "My family's cabin up in Payson needs a full cleanout before we sell. Would you drive up there?";
    const read = reading({ matches: [drives], focus: [drives], unknown: ['cabin', 'payson'] });
    expect(decide(cabin, read).answered).toBe(false);
  });

  it('answers a place we do not go to when the part that asks names it or points at it, and never for a recommendation', () => {
    const away = entry("No, we don't work outside the Phoenix Valley. We serve Scottsdale and Mesa.", {
      question: 'Do you go outside the Phoenix Valley?',
      category: SERVICE_AREA,
      keywords: ['prescott', 'flagstaff', 'tucson'],
    });
    const estate = entry('Yes, we handle estate cleanouts.', { question: 'Do you do estate cleanouts?' });
    const prescott = 'Can you do an estate cleanout in Prescott? My aunt needs her house emptied.';
    const there = decide(prescott, reading({ matches: [estate], place: away }));
    expect(there.message).toBe(away.answer);
    expect(there.plain).toBe(true);
    // The longer name of a place we serve is read first; the one the question points at answers.
    const dorm =
      'We have a dresser here in Scottsdale. We would love it to end up in her dorm in Flagstaff. Could your truck drive it up there?';
    expect(decide(dorm, reading({ matches: [estate, away], place: SCOTTSDALE })).message).toBe(away.answer);
    // Told only in the story, it answers nothing the question asks.
    const story = 'My mom in Tucson recommended you. Do you do estate cleanouts?';
    expect(decide(story, reading({ matches: [estate, away], place: away })).message).toBe(estate.answer);
    // The sentence that asks names where the job is before its question, or points at it.
    const storage = entry('Yes. We handle homes and storage units.', {
      question: 'Can you clear out a storage unit?',
    });
    const kingman = 'I have a storage unit in Tucson that needs emptying, can you come out?';
    expect(decide(kingman, reading({ matches: [storage], place: away })).message).toBe(away.answer);
    const office = 'My office is in Tucson near the university, can you do an office cleanout there?';
    expect(decide(office, reading({ matches: [estate], place: away })).message).toBe(away.answer);
    const area = 'We have a vacation house in Flagstaff. Is that in your area?';
    expect(decide(area, reading({ matches: [WEAK], place: away })).message).toBe(away.answer);
    // Not when a place we serve is told after it, nor on the way to it.
    const garage =
      'My parents retired to Prescott and left their stuff in our Scottsdale garage, can you haul it?';
    expect(decide(garage, reading({ matches: [estate, SCOTTSDALE], place: away })).message).not.toBe(
      away.answer,
    );
    const driving = "We're driving to Tucson on Friday, can you come Thursday to do the estate cleanout?";
    expect(decide(driving, reading({ matches: [estate], place: away })).message).toBe(estate.answer);
    // Nor where someone else is, nor a trip, nor a place told after the question, nor "out of there".
    for (const elsewhere of [
      'My friend in Flagstaff recommended you, can you do an estate cleanout?',
      'The kids are at college in Tucson, can you do an estate cleanout of their rooms?',
      'We are moving out to Flagstaff next month, can you do an estate cleanout first?',
      'Can you do an estate cleanout? My mom in Sedona said you were great.',
      'I moved here from Tucson. There is a dresser in the garage, can you get it out of there?',
    ])
      expect(decide(elsewhere, reading({ matches: [estate], place: away })).message, elsewhere).toBe(
        estate.answer,
      );
    // "best pool service in scottsdale?" asks for a recommendation, not whether we come there.
    const weak = { ...SCOTTSDALE, coverage: 0.5 };
    const best = decide('best pool service in scottsdale?', reading({ matches: [weak], place: SCOTTSDALE }));
    expect(best.answered).toBe(false);
  });

  it('knows a question of how we work, which retrieval reads without the things the story names', () => {
    expect(asksHowWeWork('What do you do with items that can still be used?')).toBe(true);
    expect(asksHowWeWork('What happens to the things you haul away?')).toBe(true);
    expect(asksHowWeWork('Does someone have to be home?')).toBe(true);
    // The data on old devices is a question of its own (data destruction), not of where things go.
    expect(howWeWorkAsked('If you haul them off, what happens to the data on the drives?')).toBe(
      'data destruction',
    );
    expect(howWeWorkAsked('What happens to the things you haul away?')).toBe('donate');
    expect(asksHowWeWork('Can you take the couch and the fridge?')).toBe(false);
  });

  it('answers where things go after a story, from the entry that says so', () => {
    const donate = entry('Yes. Usable items are donated to local charities.', {
      question: 'Do you donate or recycle what you haul?',
      keywords: ['donate'],
    });
    const items = entry('We haul furniture, appliances and boxes.', { question: 'What items do you take?' });
    const story = 'My mom has a dining set, lamps and a cabinet of dishes, all in great shape.';
    const read = reading({ matches: [items], focus: [items, donate] });
    expect(decide(`${story} What happens to the things you haul away?`, read).message).toBe(donate.answer);
    const shape = 'Our couch and dining set are in really good shape.';
    expect(decide(`${shape} Does any of it get donated?`, read).message).toBe(donate.answer);
  });

  it('reads a rare word said as a verb outside the part that asks as no thing asked of', () => {
    const items = entry('We haul furniture, appliances and boxes.', { question: 'What items do you take?' });
    const story = "It's a bit of everything: furniture, boxes, a grill.";
    const read = reading({ matches: [WEAK], focus: [items], unknown: ['sorting'] });
    expect(
      decide(`${story} Before I start sorting it all, what kinds of things will you take?`, read).message,
    ).toBe(items.answer);
    // Said in the part that asks, or as a thing, it still asks of what the bank does not know.
    const sandblasting = reading({ matches: [WEAK], focus: [items], unknown: ['sandblasting'] });
    expect(decide(`${story} Can you start sandblasting it all?`, sandblasting).answered).toBe(false);
    expect(decide(`${story} The sorting is done, what kinds of things will you take?`, read).answered).toBe(
      false,
    );
  });

  it('reads a place said only after "from" as where the distance is counted from', () => {
    const chandler = entry('Yes, we serve all of Chandler.', {
      question: 'Do you serve Chandler?',
      category: SERVICE_AREA,
      keywords: ['chandler', 'ocotillo'],
    });
    const read = reading({ matches: [{ ...chandler, coverage: 0.5 }], place: SCOTTSDALE });
    const far = "I'm near Ocotillo in Chandler. Is that too far from Scottsdale for you?";
    expect(decide(far, read).message).toBe(chandler.answer);
    expect(decide('do you serve scottsdale? is that far from chandler', read).message).toBe(
      SCOTTSDALE.answer,
    );
  });

  it('answers the service most of the things asked of belong to', () => {
    const office = entry('Yes, we remove office furniture and filing cabinets.', {
      question: 'Do you do office and commercial junk removal?',
      category: 'Services',
    });
    const furniture = entry('Yes: living room, bedroom and office furniture.', {
      question: 'Do you remove furniture?',
      category: 'Items',
    });
    const items = [
      { name: 'filing cabinet', entry: office },
      { name: 'cubicle', entry: office },
      { name: 'desk', entry: furniture },
    ];
    const read = reading({ matches: [furniture, office], focus: [furniture, office], items });
    const asked = 'We are closing our office. Can you take desks, cubicle panels and filing cabinets?';
    expect(decide(asked, read).message).toBe(office.answer);
    // One thing of each is no majority, and things of an item entry leave the answer to the ranking.
    const one = reading({ matches: [furniture, office], items: [items[0]!, items[2]!] });
    expect(decide('can you take a desk and a filing cabinet?', one).message).toBe(furniture.answer);
  });

  it('answers the subject the question names over a place told only in the story', () => {
    const hoa = entry('Yes, we are HOA compliant.', {
      question: 'Are you HOA compliant?',
      keywords: ['hoa', 'neighborhood'],
    });
    const story = 'Our HOA in DC Ranch is extremely strict. They fined neighbors for noise.';
    const read = reading({ matches: [{ ...hoa, coverage: 0.4 }], focus: [hoa], place: SCOTTSDALE });
    const rules = `${story} Do you follow HOA rules when you work in communities like ours?`;
    expect(decide(rules, read).message).toBe(hoa.answer);
    // Pointed at ("our neighborhood", "down there") or named, the place is what is asked.
    const moved = 'We just moved into DC Ranch and the garage is full.';
    expect(decide(`${moved} Do you work in our neighborhood?`, read).message).toBe(SCOTTSDALE.answer);
    expect(decide(`${moved} Do you work in DC Ranch?`, read).message).toBe(SCOTTSDALE.answer);
  });

  it('says nothing of tipping, which dump we use, a text on the way or whether the owner comes, which the bank never states', () => {
    const typical = entry('Most residential jobs cost $150-$800.', {
      question: 'How much does junk removal cost?',
      category: 'Pricing',
    });
    const items = entry('We haul furniture, appliances and general household clutter.', {
      question: 'What items do you take?',
    });
    const photos = entry('Yes! Text photos of your items to us for a quick free quote.', {
      question: 'Can I get a quote by sending photos?',
    });
    const crew = entry('A uniformed crew from our own local team.', {
      question: 'Who will come to my home?',
    });
    for (const [question, read] of [
      ['Should I tip the crew, and how much is normal?', reading({ matches: [typical] })],
      ['do people usually tip your guys?', reading({ matches: [typical] })],
      ['which landfill do you take everything to', reading({ matches: [items] })],
      ['can i get a text when the truck is on the way', reading({ matches: [photos] })],
      ['will someone call me when the crew is 30 minutes out?', reading({ matches: [photos] })],
      [
        'Is the owner the one who actually comes out to jobs, or does he just run the office?',
        reading({ matches: [crew] }),
      ],
    ] as const)
      expect(decide(question, read).answered, question).toBe(false);
    // A thing tipped over, dump fees and texting photos are other questions.
    expect(
      decide('the fridge might tip over, can your crew handle it', reading({ matches: [items] })).answered,
    ).toBe(true);
    expect(decide('what dump fees do you charge on top', reading({ matches: [typical] })).answered).toBe(
      true,
    );
    expect(decide('can i text you photos of the pile?', reading({ matches: [photos] })).answered).toBe(true);
    const contact = entry('Call or text us at (602) 632-3524.', { question: 'How can I contact you?' });
    const home = "I'll be on the way home from work around 5, can I call you then?";
    expect(decide(home, reading({ matches: [contact] })).message).toBe(contact.answer);
  });

  it('says nothing of how long a quote holds, which the bank never states', () => {
    const fast = entry('We answer online quote requests within 24 hours.', {
      question: 'How fast will I get my quote?',
    });
    const read = reading({ matches: [fast] });
    expect(decide('How long is a quote good for? We might not be ready for months.', read).answered).toBe(
      false,
    );
    expect(decide('does the estimate expire', read).answered).toBe(false);
    expect(decide('You quoted my shed in March. Is that price still good?', read).answered).toBe(false);
    expect(decide('how fast do i get a quote', read).message).toBe(fast.answer);
  });

  it('says nothing of a holiday the hours do not name, unless an entry names it', () => {
    const hours = entry('We are open Monday to Saturday 7 AM to 7 PM.', {
      question: 'What are your business hours?',
      category: 'Hours',
    });
    const read = reading({ matches: [hours] });
    expect(decide('open thanksgiving day?', read).answered).toBe(false);
    expect(decide('july 4th pickup possible?', read).answered).toBe(false);
    const cousin =
      "My cousin flies in on New Year's Day, the only day we are all together. Are you open that day?";
    expect(decide(cousin, read).answered).toBe(false);
    // Said as a thing, or outside the part that asks, a holiday is no question of when we work.
    expect(decide('are you open for christmas tree pickup', read).message).toBe(hours.answer);
    expect(decide('I am away over Christmas, what are your hours', read).message).toBe(hours.answer);
    const staff = entry('We are closed on Thanksgiving.', {
      question: 'Are you open on Thanksgiving?',
      category: 'Hours',
    });
    expect(decide('open thanksgiving day?', reading({ matches: [staff] })).message).toBe(staff.answer);
  });

  it('reads a maker no entry knows just before the thing a bare "you take those" points at', () => {
    const items = entry('We haul furniture, appliances and household clutter.');
    const treadmill = reading({
      matches: [WEAK],
      items: [{ name: 'treadmill', entry: items }],
      unknown: ['zyntrax'],
    });
    expect(
      decide('Zyntrax T-4000 treadmill, the one with the built in screen. you take those?', treadmill)
        .answered,
    ).toBe(false);
    // A word the bank does not know elsewhere in that sentence names no maker of the thing.
    const fridges = reading({
      matches: [WEAK],
      items: [{ name: 'refrigerator', entry: items }],
      unknown: ['carports'],
    });
    expect(
      decide(
        'Two old refrigerator units. They sit out in the carports now. Are those things you take?',
        fridges,
      ).message,
    ).toBe(items.answer);
  });

  it('reads a thing the bank does not know in the sentence a bare "can you take it" points at', () => {
    const items = entry('We haul furniture, appliances and household clutter.');
    const kiln = reading({ matches: [WEAK], focus: [items], unknown: ['ceramic', 'kiln'] });
    expect(
      decide("My late wife's ceramic kiln is still in the garage. Can you take it?", kiln).answered,
    ).toBe(false);
    // A word shaped like a verb or a description in that sentence names no thing.
    const hoa = entry('Yes, we work with HOAs: no truck left overnight.');
    const fined = reading({ matches: [WEAK], focus: [hoa], unknown: ['fined'] });
    expect(
      decide('our HOA is strict, they fined my neighbor. is that gonna be a problem', fined).message,
    ).toBe(hoa.answer);
  });

  it('holds a named place against the service area when the customer asks whether we come there', () => {
    const area = entry('Yes, we serve Ocotillo in Chandler.', { category: SERVICE_AREA });
    expect(decide('we are in ocotillo, do you come out there', reading({ place: area })).message).toBe(
      area.answer,
    );
    expect(decide('we are in ocotillo, how much for a couch', reading({ place: area })).answered).toBe(false);
    expect(decide('ocotillo pickup available?', reading({ place: area })).message).toBe(area.answer);
    const condo = 'i have a condo in ocotillo with tiny elevators, do u guys work there';
    expect(decide(condo, reading({ place: area, unknown: ['elevators'] })).message).toBe(area.answer);
    // A yes-or-no request for a pickup there, naming nothing the bank does not know, asks it too.
    const pickup = 'my moms in ocotillo, can u get some old stuff from her place';
    expect(decide(pickup, reading({ place: area })).message).toBe(area.answer);
    const kids = 'can u pick up my kids from school in ocotillo';
    expect(decide(kids, reading({ place: area, unknown: ['school'] })).answered).toBe(false);
    // Not when it names the things to take: whether we take them is asked, not whether we come.
    const office = entry('Yes, we remove office furniture.', { question: 'Do you do office junk removal?' });
    // Nor when a town the bank does not know may be the place asked about; a street is no town.
    const flagstaff =
      'the mattress is here in ocotillo. we want it in her dorm in Flagstaff. could your truck go up there?';
    expect(decide(flagstaff, reading({ place: area, unknown: ['flagstaff'] })).answered).toBe(false);
    const mesa = entry('Yes, we serve Ocotillo.', { category: SERVICE_AREA, keywords: ['ocotillo'] });
    const moving = 'moving to Flagstaff next month. do you come out to ocotillo first?';
    expect(decide(moving, reading({ place: mesa, unknown: ['flagstaff'] })).message).toBe(mesa.answer);
    const street = 'we are in ocotillo, just off Coral Gables. do you come out there?';
    expect(decide(street, reading({ place: area, unknown: ['coral', 'gables'] })).message).toBe(area.answer);
    // Nor a spot to clean: "the area" there is no place asked about.
    const cleanup = entry('Yes, we sweep up when we are done.', {
      question: 'Will you clean up after the job?',
    });
    const swept = 'will you clean up the area once everything is out of ocotillo house';
    expect(decide(swept, reading({ place: area, matches: [cleanup] })).message).toBe(cleanup.answer);
    const whole = 'will you sweep up the whole area once everything is out of ocotillo house';
    expect(decide(whole, reading({ place: area, matches: [cleanup] })).message).toBe(cleanup.answer);
    const desks = 'closing our office in ocotillo. can you take desks and filing cabinets?';
    const items = [{ name: 'desk', entry: office }];
    const read = reading({ place: area, items, focus: [office] });
    expect(decide(desks, read).message).toBe(office.answer);
  });

  it("answers no question about a maker's model, which only its maker knows", () => {
    const appliances = entry('Yes: refrigerators and freezers, washers and dryers.', {
      question: 'Do you remove appliances?',
    });
    const read = reading({ matches: [appliances] });
    const lock = 'Our Tremont Duo washer has a shipping lock on the drum. Where is the lock on that model?';
    expect(decide(lock, read).message).toBe(FALLBACK_REPLY);
    expect(decide('is the drenvale shed one of the models you take apart', read).message).toBe(
      FALLBACK_REPLY,
    );
    expect(decide('My Vornell freezer died. Is that a model you can haul?', read).message).toBe(
      FALLBACK_REPLY,
    );
    // A kind of thing, whatever its make, is still ours to answer.
    expect(decide('do you take any model of washer', read).message).toBe(appliances.answer);
  });

  it('answers whether we come out to a place named before any other entry, but not which places we serve', () => {
    const far = entry('Yes, we also serve Cave Creek.', { category: SERVICE_AREA });
    const crew = entry('No. Our uniformed crew does all the work.', {
      question: 'Do I have to carry the junk out myself?',
    });
    const acres = 'we are out in cave creek down a dirt road. will your truck come all the way out here?';
    expect(decide(acres, reading({ matches: [crew], place: far })).message).toBe(far.answer);
    const lives =
      'my mom lives in cave creek and wants old patio furniture gone. is that somewhere you will go?';
    expect(decide(lives, reading({ matches: [crew], place: far })).message).toBe(far.answer);
    for (const asks of [
      'Is Cave Creek somewhere you would send a truck?',
      'is cave creek somewhere your crews go',
    ])
      expect(
        decide(`two acres of junk down dirt roads. ${asks}`, reading({ matches: [WEAK], place: far }))
          .message,
      ).toBe(far.answer);
    // Of two places read, the one the question names answers, not one only the story names.
    const gilbert = entry('Yes, we serve all of Gilbert.', {
      category: SERVICE_AREA,
      keywords: ['gilbert', 'east valley'],
    });
    const peoria = entry('Yes, we also serve Peoria.', {
      category: SERVICE_AREA,
      keywords: ['peoria'],
      score: 0.25,
      coverage: 0.3,
    });
    const north = 'North Peoria here. You seem to be mostly east Valley. Do you come out to Peoria?';
    expect(decide(north, reading({ matches: [peoria], place: gilbert })).message).toBe(peoria.answer);
    // Which places we serve is answered by the entry that lists them.
    const areas = entry('We serve the whole Phoenix Valley.', {
      question: 'What areas do you serve?',
      category: SERVICE_AREA,
      keywords: ['cities', 'areas'],
    });
    const which = 'my listings run from cave creek to the east valley. which cities do you actually go to?';
    expect(decide(which, reading({ matches: [areas], place: far })).message).toBe(areas.answer);
    expect(decide(which, reading({ matches: [WEAK], place: far })).message).not.toBe(far.answer);
  });

  it('answers from a place only what asks whether we come there, and no entry on the words of a place', () => {
    const phoenix = entry('Yes, we serve all of Phoenix.', {
      question: 'Do you serve Phoenix?',
      category: SERVICE_AREA,
      keywords: ['phoenix', 'arcadia'],
    });
    const place = reading({ matches: [phoenix], place: phoenix });
    expect(decide('how hot does it get in phoenix in july', place).answered).toBe(false);
    // A recommendation asked for, even in words of ours ("service").
    expect(decide('best pool service in phoenix?', place).answered).toBe(false);
    expect(decide('where is the best pizza in arcadia', place).answered).toBe(false);
    expect(decide('any good tacos in arcadia', place).answered).toBe(false);
    // A yes-or-no question that asks nothing of us is no question of whether we come there.
    expect(decide('is it too hot to hike in phoenix in june', place).answered).toBe(false);
    expect(decide('is phoenix in ur area', place).message).toBe(phoenix.answer);
    // Whether we come there, in any words: the place answers.
    for (const q of [
      'do u come to phoenix',
      'phoenix?',
      'what about phoenix',
      'how far into phoenix do you go',
    ])
      expect(decide(q, place).message, q).toBe(phoenix.answer);
    const scottsdale = entry('Yes, Scottsdale is our home base.', {
      category: SERVICE_AREA,
      keywords: ['scottsdale', 'old town'],
    });
    const beHome = entry('It is best if someone is there.', {
      question: 'Do I need to be home during the pickup?',
      keywords: ['home', 'at work', 'out of town'],
    });
    const oldTown = reading({ matches: [beHome], place: scottsdale });
    expect(decide('how do i get to the nearest in n out from old town', oldTown).answered).toBe(false);
    // The same entry, on words of its own beside the place, answers.
    expect(decide('im in old town but at work all day, is that ok', oldTown).message).toBe(beHome.answer);
    // An entry that names the place's phrase itself is about it: "city" for where we are.
    const areas = entry('We serve the whole Phoenix Valley.', {
      category: SERVICE_AREA,
      keywords: ['city'],
    });
    const located = entry('We are based in Scottsdale.', {
      question: 'Where are you located?',
      keywords: ['located', 'city'],
    });
    const city = decide('what city is ur business in', reading({ matches: [located], place: areas }));
    expect(city.message).toBe(located.answer);
  });

  it('answers Spanish only from a Spanish entry that covers it, else in Spanish', () => {
    const precio = entry('Precios desde $99.', { coverage: 0.5 });
    expect(decide('¿cuánto cobran?', reading({ lang: 'es', matches: [precio] })).message).toBe(precio.answer);
    const unsure = decide(
      '¿cuánto cobran?',
      reading({ lang: 'es', matches: [{ ...precio, coverage: 0.2 }] }),
    );
    expect(unsure).toMatchObject({ message: FALLBACK_REPLY_ES, answered: false });
    // A wordy question covers less, but an entry far ahead of the next still answers it; close ones do not.
    const colchones = entry('Sí: colchones de todos los tamaños.', { score: 0.65, coverage: 0.4 });
    const cosas = entry('Nos llevamos muebles…', { score: 0.34, coverage: 0.27 });
    const wordy = 'recogen colchones usados? son dos matrimoniales';
    expect(decide(wordy, reading({ lang: 'es', matches: [colchones, cosas] })).message).toBe(
      colchones.answer,
    );
    const close = decide(wordy, reading({ lang: 'es', matches: [colchones, { ...cosas, score: 0.5 }] }));
    expect(close).toMatchObject({ message: FALLBACK_REPLY_ES, answered: false });
    // A thing we must see first: the request for a photo, listed for staff as unanswered.
    const foto = entry('No estoy seguro de poder llevarnos eso sin verlo primero.', { category: ASK_US });
    const llantas = decide('se llevan llantas', reading({ lang: 'es', matches: [foto] }));
    expect(llantas).toMatchObject({ message: foto.answer, answered: false });
    // A story read whole is unsure; the sentence that asks, read alone, may answer.
    const story = 'Son tres recámaras con muebles. ¿Más o menos cuánto cobran por un trabajo así?';
    const weak = { ...precio, coverage: 0.29 };
    expect(decide(story, reading({ lang: 'es', matches: [weak], focus: [precio] })).message).toBe(
      precio.answer,
    );
    const both = decide(story, reading({ lang: 'es', matches: [weak], focus: [weak] }));
    expect(both).toMatchObject({ message: FALLBACK_REPLY_ES, answered: false });
    // A hazardous thing named, with or without its accents, gets what we cannot take, however the rest reads.
    const peligrosos = entry('Por seguridad no podemos llevarnos residuos peligrosos: químicos, pintura…', {
      keywords: ['no', 'peligroso', 'pintura', 'químicos'],
      score: 0.3,
      coverage: 0.2,
    });
    const todo = entry('Nos llevamos muebles, electrodomésticos…', { coverage: 0.5 });
    const botes =
      'dejo botes de pintura y quimicos de la alberca en la cochera. se pueden llevar eso tambien?';
    const refused = decide(botes, reading({ lang: 'es', matches: [peligrosos], focus: [todo, peligrosos] }));
    expect(refused).toMatchObject({ message: peligrosos.answer, plain: true });
    const muebles = 'se llevan muebles? no tengo nada más';
    expect(decide(muebles, reading({ lang: 'es', matches: [todo, peligrosos] })).message).toBe(todo.answer);
    // A price answers only a question that asks one ("solo" is a word of the single item's price).
    const suelto = entry('Los artículos sueltos se cobran según el espacio.', {
      category: 'Pricing',
      coverage: 0.6,
    });
    // Nor the price of work we do not do.
    const precioEs = entry('La mayoría de los trabajos cuestan entre $150 y $800.', { category: 'Pricing' });
    const alberca = 'Tengo una alberca vieja que quiero demoler. ¿Cuánto cobran?';
    expect(decide(alberca, reading({ lang: 'es', matches: [precioEs] })).answered).toBe(false);
    const carros = '¿Ustedes se llevan carros también o solo muebles?';
    expect(decide(carros, reading({ lang: 'es', matches: [suelto] })).answered).toBe(false);
    expect(decide('¿cuánto por un solo mueble?', reading({ lang: 'es', matches: [suelto] })).answered).toBe(
      true,
    );
  });
});
