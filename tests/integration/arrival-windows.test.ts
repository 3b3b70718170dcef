import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAME_DAY_CUTOFF } from '@shared/business-facts.ts';
import { todayInArizona } from '@shared/schemas.ts';
import { ARRIVAL_WINDOWS } from '@shared/arrival-windows.ts';
import { nextOpenWindows, windowAvailability } from '../../src/api/windows.ts';
import {
  adminClient,
  anonClient,
  bookingPayload,
  freshDay,
  invoke,
  serviceClient,
  userClient,
} from './helpers.ts';

const booking = (day: string, window: string) =>
  bookingPayload({
    preferredDate: day,
    arrivalWindow: window,
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });

async function availability(day: string) {
  const { data, error } = await anonClient().rpc('window_availability', {
    p_from: day,
    p_days: 1,
    p_cutoff_hour: SAME_DAY_CUTOFF.hour,
  });
  if (error) throw new Error(error.message);
  return data as {
    code: string;
    label: string;
    capacity: number;
    held: number;
    remaining: number;
    open: boolean;
  }[];
}

describe('arrival windows', () => {
  it('the site reads the windows the database keeps, the same a device shows offline, and the next open ones', async () => {
    const day = freshDay();
    const slots = await windowAvailability(day, 1, anonClient());
    expect(slots.map(({ code, label, starts, ends }) => ({ code, label, starts, ends }))).toEqual(
      ARRIVAL_WINDOWS,
    );
    for (let i = 0; i < 2; i++) {
      const sent = await invoke('send-contact-email', booking(day, 'morning'));
      expect(sent.body).toMatchObject({ window: 'held' });
    }
    const [first, second] = await nextOpenWindows(day, 2, anonClient());
    expect([first, second].map((s) => [s?.day, s?.code, s?.remaining])).toEqual([
      [day, 'midday', 2],
      [day, 'afternoon', 2],
    ]);
    expect((await windowAvailability(day, 1, anonClient()))[0]).toMatchObject({ remaining: 0, open: false });
  });

  it('shows each window of a day with what is left, and a booking takes one place at once', async () => {
    const day = freshDay();
    const before = await availability(day);
    expect(before.map((w) => [w.code, w.label, w.capacity, w.remaining, w.open])).toEqual([
      ['morning', 'Morning', 2, 2, true],
      ['midday', 'Midday', 2, 2, true],
      ['afternoon', 'Afternoon', 2, 2, true],
    ]);
    const sent = await invoke('send-contact-email', booking(day, 'midday'));
    expect(sent).toMatchObject({ status: 200, body: { ok: true, duplicate: false, window: 'held' } });
    expect((await availability(day)).find((w) => w.code === 'midday')).toMatchObject({
      held: 1,
      remaining: 1,
    });

    // A retry of the same request answers from the stored lead and holds nothing more.
    const again = await invoke('send-contact-email', { ...booking(day, 'midday'), requestId: sent.body.id });
    expect(again).toMatchObject({ status: 200, body: { duplicate: true, window: 'held' } });
    expect((await availability(day)).find((w) => w.code === 'midday')).toMatchObject({ held: 1 });
  });

  it('holds exactly its capacity when 20 bookings ask for one window at once; the rest are stored as "full"', async () => {
    const day = freshDay();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => invoke('send-contact-email', booking(day, 'morning'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const windows = answers.map((a) => a.body.window).sort();
    expect(windows).toEqual([...Array(18).fill('full'), 'held', 'held']);

    const ids = answers.map((a) => a.body.id as string);
    const { data: leads } = await serviceClient()
      .from('quote_requests')
      .select('id, window_status')
      .in('id', ids);
    expect(leads).toHaveLength(20);
    expect(leads!.filter((l) => l.window_status === 'full')).toHaveLength(18);
    const { count } = await serviceClient()
      .from('window_holds')
      .select('lead_id', { count: 'exact', head: true })
      .eq('day', day)
      .eq('code', 'morning');
    expect(count).toBe(2);
    expect((await availability(day))[0]).toMatchObject({
      code: 'morning',
      held: 2,
      remaining: 0,
      open: false,
    });
  });

  it('a booking that waited offline while its window filled is stored, marked full, and answered so', async () => {
    const day = freshDay();
    // Saved on a phone with no signal three hours ago, asking for the morning window…
    const queued = { ...booking(day, 'morning'), waitedMs: 3 * 60 * 60 * 1000 };
    // …which two other customers take meanwhile.
    for (let i = 0; i < 2; i++)
      expect((await invoke('send-contact-email', booking(day, 'morning'))).body).toMatchObject({
        window: 'held',
      });
    const late = await invoke('send-contact-email', queued);
    expect(late).toMatchObject({ status: 200, body: { ok: true, duplicate: false, window: 'full' } });
    const { data } = await serviceClient()
      .from('quote_requests')
      .select('arrival_window, window_status, preferred_date')
      .eq('id', late.body.id)
      .single();
    expect(data).toEqual({ arrival_window: 'morning', window_status: 'full', preferred_date: day });
    expect((await availability(day)).find((w) => w.code === 'morning')).toMatchObject({
      held: 2,
      remaining: 0,
    });
  });

  it('a closed day, an unknown window and a window past the cut-off hold nothing, and the lead is stored', async () => {
    const day = freshDay();
    const closed = await serviceClient().from('window_days').insert({ day, code: 'afternoon', capacity: 0 });
    expect(closed.error).toBeNull();
    expect((await availability(day))[2]).toMatchObject({ code: 'afternoon', capacity: 0, open: false });
    const sent = await invoke('send-contact-email', booking(day, 'afternoon'));
    expect(sent).toMatchObject({ status: 200, body: { ok: true, window: 'closed' } });
    const unknown = await invoke('send-contact-email', booking(day, 'brunch'));
    expect(unknown).toMatchObject({ status: 200, body: { ok: true, window: 'closed' } });
    // A window the form could never send is left out: the booking is stored, with no window.
    for (const odd of ['Morning', 'x'.repeat(500), 42]) {
      const sent = await invoke('send-contact-email', booking(day, odd as string));
      expect(sent.status).toBe(200);
      expect(sent.body.window).toBeUndefined();
      const { data } = await serviceClient()
        .from('quote_requests')
        .select('arrival_window')
        .eq('id', sent.body.id);
      expect(data).toEqual([{ arrival_window: null }]);
    }

    // Today, once the cut-off hour has passed (here: any hour past 0), no window of today is open.
    const { data: lead } = await serviceClient()
      .from('quote_requests')
      .select('id')
      .eq('id', sent.body.id)
      .single();
    const { data: status } = await serviceClient().rpc('hold_window', {
      p_lead: lead!.id,
      p_day: todayInArizona(),
      p_code: 'morning',
      p_cutoff_hour: 0,
    });
    expect(status).toBe('closed');
  });

  it('the public reads the windows and the counts, never the bookings, and cannot change or hold any', async () => {
    const anon = anonClient();
    expect((await anon.from('arrival_windows').select('code')).data).toHaveLength(3);
    expect((await anon.from('window_holds').select('lead_id')).data ?? []).toEqual([]);
    expect((await anon.from('window_days').select('day')).data ?? []).toEqual([]);
    const { data: changed } = await anon
      .from('arrival_windows')
      .update({ capacity: 50 })
      .eq('code', 'morning')
      .select();
    expect(changed ?? []).toEqual([]);
    const held = await anon.rpc('hold_window', {
      p_lead: randomUUID(),
      p_day: freshDay(),
      p_code: 'morning',
      p_cutoff_hour: SAME_DAY_CUTOFF.hour,
    });
    expect(held.error).not.toBeNull();
    expect(
      (await serviceClient().from('arrival_windows').select('capacity').eq('code', 'morning').single()).data,
    ).toEqual({
      capacity: 2,
    });
  });

  describe('the staff schedule', () => {
    const schedule = async (client: Awaited<ReturnType<typeof adminClient>>, day: string) => {
      const { data, error } = await client.rpc('window_schedule', {
        p_from: day,
        p_days: 1,
        p_cutoff_hour: SAME_DAY_CUTOFF.hour,
      });
      if (error) throw new Error(error.message);
      return data as {
        code: string;
        capacity: number;
        held: number;
        open: boolean;
        bookings: { id: string; name: string }[];
      }[];
    };

    it('shows staff who holds each window; anyone else, no booking', async () => {
      const day = freshDay();
      const sent = await invoke('send-contact-email', {
        ...booking(day, 'afternoon'),
        name: 'Schedule Person',
      });
      const admin = await adminClient();
      const afternoon = (await schedule(admin, day)).find((s) => s.code === 'afternoon');
      expect(afternoon).toMatchObject({ held: 1, bookings: [{ id: sent.body.id, name: 'Schedule Person' }] });
      const { client: user } = await userClient();
      expect((await schedule(user, day)).find((s) => s.code === 'afternoon')).toMatchObject({
        held: 1,
        bookings: [],
      });
      expect(
        (await anonClient().rpc('window_schedule', { p_from: day, p_days: 1, p_cutoff_hour: 14 })).error,
      ).not.toBeNull();
    });

    it("staff close a day's window and open it again; a customer cannot", async () => {
      const day = freshDay();
      const admin = await adminClient();
      expect(
        (await admin.rpc('set_day_capacity', { p_day: day, p_code: 'midday', p_capacity: 0 })).error,
      ).toBeNull();
      expect((await availability(day)).find((w) => w.code === 'midday')).toMatchObject({
        capacity: 0,
        open: false,
      });
      const refused = await invoke('send-contact-email', booking(day, 'midday'));
      expect(refused.body).toMatchObject({ ok: true, window: 'closed' });
      expect(
        (await admin.rpc('set_day_capacity', { p_day: day, p_code: 'midday', p_capacity: null })).error,
      ).toBeNull();
      expect((await availability(day)).find((w) => w.code === 'midday')).toMatchObject({
        capacity: 2,
        open: true,
      });

      const { client: user } = await userClient();
      const denied = await user.rpc('set_day_capacity', { p_day: day, p_code: 'midday', p_capacity: 0 });
      expect(denied.error?.message).toBe('Only staff change the schedule.');
      const anon = await anonClient().rpc('set_day_capacity', {
        p_day: day,
        p_code: 'midday',
        p_capacity: 0,
      });
      expect(anon.error).not.toBeNull();
      expect((await availability(day)).find((w) => w.code === 'midday')).toMatchObject({ capacity: 2 });
    });

    it('staff set how many jobs a window takes on every day; the public sees it at once', async () => {
      const day = freshDay();
      const admin = await adminClient();
      try {
        const { data } = await admin
          .from('arrival_windows')
          .update({ capacity: 3 })
          .eq('code', 'afternoon')
          .select('capacity');
        expect(data).toEqual([{ capacity: 3 }]);
        expect((await availability(day)).find((w) => w.code === 'afternoon')).toMatchObject({
          capacity: 3,
          remaining: 3,
        });
        const tooMany = await admin.from('arrival_windows').update({ capacity: 51 }).eq('code', 'afternoon');
        expect(tooMany.error).not.toBeNull();
      } finally {
        await admin.from('arrival_windows').update({ capacity: 2 }).eq('code', 'afternoon');
      }
      expect((await availability(day)).find((w) => w.code === 'afternoon')).toMatchObject({ capacity: 2 });
    });
  });
});
