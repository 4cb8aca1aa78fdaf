import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kolkataDate } from './dates.js';

const byZoneDatabase = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

test('the India day of an instant turns at 18:30 UTC (midnight in India), on every date', () => {
  assert.equal(kolkataDate(new Date('2026-11-26T18:29:59.999Z')), '2026-11-26');
  assert.equal(kolkataDate(new Date('2026-11-26T18:30:00.000Z')), '2026-11-27');
  // The last day of a financial year and the first of the next, and a leap day.
  assert.equal(kolkataDate(new Date('2027-03-31T18:29:59Z')), '2027-03-31');
  assert.equal(kolkataDate(new Date('2027-03-31T18:30:00Z')), '2027-04-01');
  assert.equal(kolkataDate(new Date('2028-02-28T18:30:00Z')), '2028-02-29');
});

test('the fixed +05:30 offset agrees with the time-zone database from 1950 to 2100, and older instants ask the database', () => {
  for (let ms = Date.UTC(1950, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 7 * 3600_000 + 1_234_567) {
    const at = new Date(ms);
    if (kolkataDate(at) !== byZoneDatabase.format(at)) assert.fail(`${at.toISOString()}: ${kolkataDate(at)} against ${byZoneDatabase.format(at)}`);
  }
  // 1941-1945 India kept +06:30 (war time): the database knows it, a fixed offset would not.
  const warTime = new Date('1943-06-01T17:45:00Z');
  assert.equal(kolkataDate(warTime), byZoneDatabase.format(warTime));
});
