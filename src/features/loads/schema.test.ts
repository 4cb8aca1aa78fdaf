/**
 * The load rules that depend on the clock: "today" for a pickup date is the
 * calendar day in Asia/Kolkata, not the server's or UTC's day. The clock is
 * set to instants where the two disagree.
 */
import assert from 'node:assert/strict';
import { afterEach, mock, test } from 'node:test';
import { parseBoardQuery, parseLoadInput } from './schema.js';

const form = (pickup_date: string) => ({ origin: 'Delhi', destination: 'Mumbai', pickup_date, truck_type: 'open', weight: '12' });

afterEach(() => mock.timers.reset());

test('just after midnight in India (still the day before in UTC) that UTC day is already past', () => {
  // 19:00 UTC on 22 Nov is 00:30 on 23 Nov in India.
  mock.timers.enable({ apis: ['Date'], now: new Date('2026-11-22T19:00:00Z') });
  const yesterday = parseLoadInput(form('2026-11-22'));
  assert.equal(yesterday.ok, false);
  assert.deepEqual(!yesterday.ok && yesterday.errors, { pickup_date: 'The pickup date cannot be in the past' });
  assert.equal(parseLoadInput(form('2026-11-23')).ok, true);
});

test('just before midnight in India the Indian day is still today', () => {
  // 18:29 UTC on 22 Nov is 23:59 on 22 Nov in India.
  mock.timers.enable({ apis: ['Date'], now: new Date('2026-11-22T18:29:00Z') });
  assert.equal(parseLoadInput(form('2026-11-22')).ok, true);
  const past = parseLoadInput(form('2026-11-21'));
  assert.equal(past.ok, false);
  assert.match(!past.ok ? past.errors.pickup_date : '', /cannot be in the past/);
});

test('a pickup at most 12 months ahead, counted from the Indian day', () => {
  mock.timers.enable({ apis: ['Date'], now: new Date('2026-11-22T19:00:00Z') });
  assert.equal(parseLoadInput(form('2027-11-23')).ok, true, '365 days after 23 Nov 2026');
  const far = parseLoadInput(form('2027-11-24'));
  assert.equal(far.ok, false);
  assert.match(!far.ok ? far.errors.pickup_date : '', /within the next 12 months/);
});

test('the board takes a past pickup_date as a filter (history), and defaults limit to 20 and page to 1', () => {
  const r = parseBoardQuery({ pickup_date: '2020-01-01', status: 'delivered' });
  assert.ok(r.ok);
  assert.equal(r.filter.pickupDate, '2020-01-01');
  assert.equal(r.filter.limit, 20);
  assert.equal(r.filter.page, 1);
  assert.equal(r.filter.sort, 'newest');
  const max = parseBoardQuery({ limit: '100' });
  assert.ok(max.ok && max.filter.limit === 100);
  const over = parseBoardQuery({ limit: '101' });
  assert.ok(!over.ok && /Loads per page must be a whole number from 1 to 100/.test(over.errors.limit));
});
