import { describe, expect, it } from 'vitest';
import { hoursText, hoursTextEs, momentOf, situationReply, situationReplyEs } from './chat-situations.ts';

describe('momentOf', () => {
  it('reads the time and day a customer says it is', () => {
    expect(momentOf('its 1:15 rn, can someone come today')).toEqual({ hour: 13.25, day: null });
    expect(momentOf('ok so its like quarter to 3 on a wednesday')).toEqual({ hour: 14.75, day: 3 });
    expect(momentOf("It's a quarter to twelve on a Wednesday.")).toEqual({ hour: 11.75, day: 3 });
    expect(momentOf('up early, its 8am on a thursday')).toEqual({ hour: 8, day: 4 });
    expect(momentOf('its sunday around 5:30 in the evening')).toEqual({ hour: 17.5, day: 0 });
    expect(momentOf("it's 10 at night, does anyone work this late")).toEqual({ hour: 22, day: null });
    expect(momentOf("It's 9 on Sunday night, is there any emergency option?")).toEqual({ hour: 21, day: 0 });
    expect(momentOf('its 3 on a saturday afternoon, can you come today')).toEqual({ hour: 15, day: 6 });
    // Before we open, the cut-off is still ahead.
    expect(situationReply('its 7 on sunday morning, can you come today?')).toMatch(/^We open at 8 AM: call/);
    expect(momentOf('sunday morning here, are you working')).toEqual({ hour: null, day: 0 });
    // The message is sent now: "texting you at 3:30", "messaging at 4:15 in the afternoon".
    expect(momentOf('Texting you at 3:30 on a weekday. Can you still come today?')).toEqual({
      hour: 15.5,
      day: null,
    });
    expect(situationReply('Messaging at 4:15 in the afternoon. Is today still doable?')).toMatch(
      /^Same-day pickup needs a call before 2 PM, and it's past that/,
    );
    // With the day it is sent on; the hours asked for are the hours, not a pickup today; and a visit
    // asked for tomorrow does not hang on the time now.
    expect(situationReply('Writing at 7:40 on Sunday morning, are you open yet?')).toMatch(
      /closed right now/,
    );
    expect(situationReply('Writing this at 3:45, what time do you close today?')).toMatch(
      /^We are open Monday/,
    );
    expect(
      situationReply('Texting at 8pm, can you come tomorrow at 9?', 'can you come tomorrow at 9?'),
    ).toBeNull();
    expect(momentOf("It's Friday and about 1:45 right now, anyone free today?")).toEqual({
      hour: 13.75,
      day: 5,
    });
  });

  it('does not take counts or other times for the time now', () => {
    expect(momentOf('its 3 couches and a fridge')).toEqual({ hour: null, day: null });
    expect(momentOf('closing is tomorrow at 9am')).toEqual({ hour: null, day: null });
    expect(momentOf('what are your hours')).toEqual({ hour: null, day: null });
  });
});

describe('situationReply', () => {
  it('states the hours once, from the shared facts', () => {
    expect(hoursText()).toBe('Monday to Saturday 7 AM to 7 PM and Sunday 8 AM to 5 PM');
  });

  it('holds the time against the same-day cut-off', () => {
    expect(situationReply('its 1:15 rn, any chance someone can come grab a couch today')).toMatch(
      /^Yes: it's before 2 PM/,
    );
    expect(situationReply('its almost 4, did i miss today?')).toMatch(
      /^Same-day pickup needs a call before 2 PM, and it's past that/,
    );
  });

  it('says whether we are open at the time, and points late emergencies to 24/7 pickup', () => {
    expect(situationReply('its 7:30 am on a tuesday, is somebody picking up the phone yet')).toContain(
      'So yes, we are open now.',
    );
    expect(
      situationReply('its sunday around 5:30 in the evening, is anyone still there to answer'),
    ).toContain('We are closed right now.');
    expect(situationReply('its 10 at night, does anybody work this late')).toMatch(
      /We are closed right now\. For an emergency we pick up 24\/7/,
    );
    expect(situationReply("pipe burst and the garage flooded, it's 11 pm, can someone come tonight")).toMatch(
      /24\/7 emergency pickup/,
    );
  });

  it('leaves questions without a moment to the bank', () => {
    expect(situationReply('can you come today?')).toBeNull();
    expect(situationReply('its 3 couches, can you come today')).toBeNull();
    // Saying what day it is asks nothing about today: how far ahead to book is the bank's.
    expect(
      situationReply('we move out saturday and today is wednesday, how far ahead should i book'),
    ).toBeNull();
    expect(situationReply('today is wednesday, are you open')).toContain(
      'On Wednesday we work 7 AM to 7 PM.',
    );
  });

  it('says the hours of the day a customer asks us to come on', () => {
    expect(situationReply('can u come on a sunday afternoon')).toContain('On Sunday we work 8 AM to 5 PM.');
    expect(situationReply('are u available this saturday')).toContain('On Saturday we work 7 AM to 7 PM.');
    // No day named: the bank's.
    expect(situationReply('can u come next week')).toBeNull();
  });

  it("holds a time planned for a day against that day's hours, when the sentence that asks asks if we work then", () => {
    const asking = 'Would a crew still be around at 6:30, or are you closed by then?';
    expect(situationReply(`I get off work at 6 on Wednesday. ${asking}`, asking)).toContain(
      'On Wednesday we work 7 AM to 7 PM, so 6:30 PM is within our hours.',
    );
    const sunday =
      'If we aimed for around 3 in the afternoon, would you even be working, and until what time?';
    expect(situationReply(`The only day my brother can help is Sunday. ${sunday}`, sunday)).toContain(
      'On Sunday we work 8 AM to 5 PM, so 3 PM is within our hours.',
    );
    expect(situationReply('are you still open on sunday at 6 pm?')).toMatch(
      /so 6 PM is after we close\. For an emergency we pick up 24\/7/,
    );
    // "is 7:30 AM too early": a time asked as too early or too late; a bare hour too early is the morning.
    const saturday = 'Do you work Saturdays, and is 7:30 AM too early?';
    expect(situationReply(`Saturday is my only day off. ${saturday}`, saturday)).toContain(
      'On Saturday we work 7 AM to 7 PM, so 7:30 AM is within our hours.',
    );
    expect(situationReply('is 6 too early for you on tuesday?')).toContain('so 6 AM is before we open');
    expect(situationReply('sunday, is 6 pm too late for you?')).toContain('so 6 PM is after we close');
    // "Would that work?" asks of the plan told before it.
    const works = 'Would that work?';
    expect(
      situationReply(
        `Thinking about having you come Sunday around 6 in the evening after the lake. ${works}`,
        works,
      ),
    ).toContain('On Sunday we work 8 AM to 5 PM, so 6 PM is after we close.');
    expect(situationReply('we found a couch around 6 on sunday. would it work as a gift?')).toBeNull();
    // A visit asked for at a time planned: "could you swing by around 3 that afternoon?"
    const church = 'Church lets out at noon on Sundays. Could you swing by around 3 that afternoon?';
    expect(situationReply(church, 'Could you swing by around 3 that afternoon?')).toContain(
      'On Sunday we work 8 AM to 5 PM, so 3 PM is within our hours.',
    );
    expect(situationReply('can your crew come by at 7 on saturday evening?')).toContain(
      'On Saturday we work 7 AM to 7 PM, so 7 PM is after we close.',
    );
    expect(situationReply('can you come around 3 to get the couch?')).toBeNull();
    // A time that asks nothing of the hours, a time with no day, and a count are the bank's.
    expect(situationReply('If your crew starts at 9 on Friday, how long will the job take?')).toBeNull();
    expect(situationReply('would you still be open at 6:30?')).toBeNull();
    expect(situationReply('are you open on saturday at 3 couches')).toBeNull();
    // The part of the day anywhere in the sentence, the evening after "still", and never the edge of the
    // hours ("until 8") or a question of someone else ("is the landfill open").
    expect(situationReply('Are you guys open by 6 on Monday morning?')).toContain(
      'so 6 AM is before we open',
    );
    expect(situationReply('Would you still be working at 7 on Saturday?')).toContain(
      'so 7 PM is after we close',
    );
    expect(situationReply('Are you open until 8 on Saturday?')).toBeNull();
    expect(situationReply('Is the landfill open around 4 on Sunday?')).toBeNull();
  });

  it('reads "at that time" as the time the sentence before plans, and "still out" or "wrap up" as asking the hours', () => {
    const asking = 'Will your guys still be out at that time, or do you wrap up early on Saturdays?';
    expect(
      situationReply(`We can't be home before around 7:30 on Saturday evening. ${asking}`, asking),
    ).toContain('On Saturday we work 7 AM to 7 PM, so 7:30 PM is after we close.');
    // "that early": the hours asked of the time planned before.
    const early = 'Will anyone pick up that early?';
    expect(
      situationReply(`On Wednesday I want to call you around 6:30 on my way in. ${early}`, early),
    ).toContain('On Wednesday we work 7 AM to 7 PM, so 6:30 AM is before we open.');
    // No time planned before: nothing to hold.
    expect(situationReply(`We are free on Saturday. ${asking}`, asking)).toBeNull();
  });

  it('reads shortened weekdays, "it\'s <day> at <time>", a call answered and "working then"', () => {
    // A time planned on a day said in short, asked whether we are open then.
    expect(situationReply('yall open at 6:45 on a weds morning?')).toMatch(
      /On Wednesday we work 7 AM to 7 PM, so 6:45 AM is before we open\./,
    );
    expect(momentOf('its thurs at 1:30 can u come today')).toEqual({ hour: 13.5, day: 4 });
    // "It's Tuesday at 12:30": the time now, held against the same-day cut-off.
    const now =
      "It's Tuesday at 12:30 and my landlord walk-through is tomorrow morning. If I call right now could you still get the couch out today?";
    expect(situationReply(now, 'If I call right now could you still get the couch out today?')).toMatch(
      /^Yes: it's before 2 PM/,
    );
    // Whether anyone picks up a call at a time planned.
    const call =
      'I work until 6 on weekdays. If I call you at 6:30 on a Thursday evening will anyone pick up?';
    expect(situationReply(call, 'If I call you at 6:30 on a Thursday evening will anyone pick up?')).toMatch(
      /On Thursday we work 7 AM to 7 PM, so 6:30 PM is within our hours\./,
    );
    // "Are you even working then?" of the time the sentence before plans ("around 6 pm for the pickup").
    const then =
      "We're thinking Sunday around 6 pm for the pickup since that's when my husband gets home. Are you even working then?";
    expect(situationReply(then, 'Are you even working then?')).toMatch(
      /On Sunday we work 8 AM to 5 PM, so 6 PM is after we close\./,
    );
    // A plan's own time, whole ("7:30 in the evening", "6:45 tonight"), and a plan moved is no time now.
    expect(
      situationReply(
        'Saturday at 7:30 in the evening works best. Will you be open then?',
        'Will you be open then?',
      ),
    ).toMatch(/On Saturday we work 7 AM to 7 PM, so 7:30 PM is after we close\./);
    expect(situationReply('r u guys open at 6:45 tonight? its a wednesday')).toMatch(
      /so 6:45 PM is within our hours/,
    );
    expect(momentOf("The closing got pushed, it's now Thursday at 11.")).toEqual({ hour: null, day: null });
    // Help asked for through the night is the 24/7 emergency pickup; a thing left out overnight is not.
    expect(
      situationReply('main line broke at 11pm and the laundry room is swamped, anybody on call overnight'),
    ).toMatch(/^We offer 24\/7 emergency pickup/);
    expect(situationReply("I'll leave the couch out overnight, can you grab it tomorrow?")).toBeNull();
    // Not a weekday: "we sat on it", "the sun".
    expect(momentOf('the couch sat in the sun on a sat')).toEqual({ hour: null, day: null });
  });

  it('points help asked after hours, at a time said that is out of hours, to 24/7 pickup', () => {
    expect(
      situationReply(
        "It's already 10 at night and the buyers walk through at 8. Do you do anything after hours?",
      ),
    ).toMatch(/^We offer 24\/7 emergency pickup/);
    expect(
      situationReply(
        "The sellers left the garage full and we close at 8am. It's 9 on Sunday night, is there any emergency option?",
      ),
    ).toMatch(/^We offer 24\/7 emergency pickup/);
    // In hours, the bank's emergency entry answers.
    expect(situationReply("it's 2 pm, do you do after-hours pickups too?")).toBeNull();
  });
});

describe('situationReplyEs', () => {
  it('holds the time said in Spanish against the same-day cut-off', () => {
    expect(hoursTextEs()).toBe('de lunes a sábado de 7 AM a 7 PM y el domingo de 8 AM a 5 PM');
    expect(situationReplyEs('son las 12:30, todavia pueden venir hoy por un sillon?')).toMatch(
      /^Sí: todavía es antes de las 2 PM/,
    );
    expect(situationReplyEs('ya son las 4 de la tarde, pueden venir hoy?')).toMatch(
      /^El servicio el mismo día necesita una llamada antes de las 2 PM y ya pasó esa hora/,
    );
    // A count is no time, and a time with no question of today is the bank's.
    expect(situationReplyEs('son las 2 camas que quiero que se lleven hoy')).toBeNull();
    expect(situationReplyEs('son las 10, a qué hora cierran?')).toBeNull();
  });

  it("holds a time planned in Spanish against that day's hours", () => {
    expect(situationReplyEs('¿Pueden venir el domingo a las 4?')).toBe(
      'Abrimos de lunes a sábado de 7 AM a 7 PM y el domingo de 8 AM a 5 PM. El domingo trabajamos de 8 AM a 5 PM, así que a las 4 PM sí estamos trabajando.',
    );
    expect(situationReplyEs('¿Pueden venir el domingo a las 6 de la tarde?')).toMatch(
      /así que a las 6 PM ya cerramos\. Para una emergencia recogemos 24\/7/,
    );
    expect(situationReplyEs('trabajan el sabado a la 1?')).toMatch(
      /El sábado trabajamos de 7 AM a 7 PM, así que a la 1 PM sí estamos trabajando/,
    );
    expect(situationReplyEs('¿vienen el lunes a las 6 de la mañana?')).toMatch(
      /a las 6 AM todavía no abrimos/,
    );
    // Two days, no day, no time, or a count are no time planned.
    expect(situationReplyEs('¿pueden venir el sábado o el domingo a las 3?')).toBeNull();
    expect(situationReplyEs('¿pueden venir a las 3?')).toBeNull();
    expect(situationReplyEs('¿trabajan el domingo?')).toBeNull();
    expect(situationReplyEs('el lunes pueden llevarse las 2 camas?')).toBeNull();
    // Another day, or a price, is what is asked.
    expect(situationReplyEs('Tengo cita el lunes a las 10 en la mañana, ¿pueden venir otro día?')).toBeNull();
    expect(situationReplyEs('¿Cuánto cobran si vienen el domingo a las 8?')).toBeNull();
    expect(situationReplyEs('El sábado a las 9 tengo una fiesta, ¿pueden venir antes?')).toBeNull();
  });
});
