import { describe, expect, it } from 'vitest';
import { nextDealing, zurichNoon } from './dealing.js';

const at = (iso: string) => new Date(iso);

describe('zurichNoon', () => {
  it('is 11:00 UTC in winter (CET) and 10:00 UTC in summer (CEST)', () => {
    expect(zurichNoon(Date.UTC(2026, 0, 15)).toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(zurichNoon(Date.UTC(2026, 6, 15)).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    // The days of the clock changes (29 March and 25 October 2026).
    expect(zurichNoon(Date.UTC(2026, 2, 29)).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(zurichNoon(Date.UTC(2026, 9, 25)).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});

describe('nextDealing', () => {
  it('daily: the next business day while the cut-off (12:00 Zurich today) is ahead', () => {
    // Tuesday 24 Nov 2026, 10:59 UTC = 11:59 CET: orders still reach Wednesday.
    expect(nextDealing(at('2026-11-24T10:59:00Z'), 'daily')).toMatchObject({
      dealingDate: '2026-11-25',
      cutOffDate: '2026-11-24',
      cutOffZone: 'CET',
    });
    // 12:00 CET exactly: too late for Wednesday, next is Thursday.
    expect(nextDealing(at('2026-11-24T11:00:00Z'), 'daily')).toMatchObject({
      dealingDate: '2026-11-26',
      cutOffDate: '2026-11-25',
    });
  });

  it('daily: after Friday noon the next dealing day is Tuesday (Monday cut-off is Friday noon)', () => {
    const friday = nextDealing(at('2026-11-27T12:00:00Z'), 'daily');
    expect(friday).toMatchObject({ dealingDate: '2026-12-01', cutOffDate: '2026-11-30' });
    expect(nextDealing(at('2026-11-27T09:00:00Z'), 'daily')).toMatchObject({
      dealingDate: '2026-11-30',
      cutOffDate: '2026-11-27',
    });
    // On a Sunday the next is Tuesday: Monday's cut-off was Friday.
    expect(nextDealing(at('2026-11-29T08:00:00Z'), 'daily')?.dealingDate).toBe('2026-12-01');
  });

  it('weekly: Fridays, cut-off Thursday noon', () => {
    expect(nextDealing(at('2026-11-26T10:00:00Z'), 'weekly')).toMatchObject({
      dealingDate: '2026-11-27',
      cutOffDate: '2026-11-26',
    });
    expect(nextDealing(at('2026-11-26T11:30:00Z'), 'weekly')?.dealingDate).toBe('2026-12-04');
  });

  it('monthly: the last business day of the month, rolling to the next month after the cut-off', () => {
    // November 2026 ends on a Monday: cut-off Friday 27 November noon.
    expect(nextDealing(at('2026-11-24T10:00:00Z'), 'monthly')).toMatchObject({
      dealingDate: '2026-11-30',
      cutOffDate: '2026-11-27',
    });
    expect(nextDealing(at('2026-11-27T11:00:00Z'), 'monthly')?.dealingDate).toBe('2026-12-31');
    // January 2027 ends on a Sunday: the 29th (Friday).
    expect(nextDealing(at('2027-01-05T10:00:00Z'), 'monthly')?.dealingDate).toBe('2027-01-29');
    // The cut-off instant carries the summer offset.
    const june = nextDealing(at('2026-06-01T00:00:00Z'), 'monthly');
    expect(june?.cutOff.toISOString()).toBe('2026-06-29T10:00:00.000Z');
    expect(june?.cutOffZone).toBe('CEST');
  });

  it('quarterly and yearly: quarter and year ends', () => {
    expect(nextDealing(at('2026-11-24T10:00:00Z'), 'quarterly')?.dealingDate).toBe('2026-12-31');
    expect(nextDealing(at('2026-12-31T00:00:00Z'), 'quarterly')?.dealingDate).toBe('2027-03-31');
    expect(nextDealing(at('2026-12-31T00:00:00Z'), 'yearly')?.dealingDate).toBe('2027-12-31');
  });

  it('other: no calendar, nothing to show', () => {
    expect(nextDealing(at('2026-11-24T10:00:00Z'), 'other')).toBeNull();
  });
});
