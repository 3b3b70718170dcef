import { describe, expect, it } from 'vitest';
import type { Lead } from '../../api/leads.ts';
import { mergeNewest, withChanges } from './use-leads.ts';

const lead = (id: string, minute: number, status: Lead['status'] = 'new') =>
  ({ id, status, created_at: `2026-11-23T10:${String(minute).padStart(2, '0')}:00+00:00` }) as Lead;

describe('mergeNewest', () => {
  it('finds the arrivals, updates leads in place and keeps pages loaded further down', () => {
    const shown = [lead('c', 30), lead('b', 20), lead('a', 10)];
    const newest = [lead('e', 50), lead('d', 40), lead('c', 30, 'contacted'), lead('b', 20)];
    const { leads, arrived } = mergeNewest(shown, newest);
    expect(arrived.map((l) => l.id)).toEqual(['e', 'd']);
    expect(leads.map((l) => l.id)).toEqual(['c', 'b', 'a']);
    expect(leads[0]?.status).toBe('contacted');
  });

  it('does not count a lead that only moved into the filter as new', () => {
    // 'x' is older than the top lead: it entered this status filter, it did not arrive.
    const { leads, arrived } = mergeNewest([lead('c', 30), lead('b', 20)], [lead('c', 30), lead('x', 25)]);
    expect(leads.map((l) => l.id)).toEqual(['c', 'b']);
    expect(arrived).toEqual([]);
  });

  it('keeps a lead whose status changed out of the filter where it is', () => {
    const shown = [lead('c', 30), lead('b', 20, 'lost')];
    expect(mergeNewest(shown, [lead('c', 30)]).leads.map((l) => l.id)).toEqual(['c', 'b']);
  });
});

describe('withChanges', () => {
  it('keeps the status changes a read could not have seen, and takes the database for the rest', () => {
    const page = [lead('a', 10), lead('b', 20), lead('c', 30, 'contacted')];
    const changes = new Map([
      ['a', { status: 'lost' as const, saved: Infinity }], // still on its way
      ['b', { status: 'scheduled' as const, saved: 3 }], // saved after the read was sent (2 saves then)
      ['c', { status: 'lost' as const, saved: 2 }], // saved before: the read saw it, or a later change
    ]);
    expect(withChanges(page, changes, 2).map((l) => l.status)).toEqual(['lost', 'scheduled', 'contacted']);
  });
});
