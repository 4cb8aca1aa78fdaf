import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCount, formatKm, formatTonnes, roleName, statusName, statusTone, timeAgo, truckTypeName, tripStepAction } from './words.js';
import { nearestCity, roadDistanceKm } from '../geo/cities.js';

test('codes read as words: truck types, statuses and trip steps', () => {
  assert.equal(truckTypeName('reefer', 'short'), 'Reefer');
  assert.equal(truckTypeName('lcv'), 'LCV (small truck)');
  assert.equal(statusName('trip', 'en_route_to_pickup'), 'On the way to pickup');
  assert.equal(statusName('load', 'in_transit'), 'In transit');
  assert.equal(statusName('payment', 'held'), 'Held in escrow');
  assert.equal(statusName('bid', 'something_new'), 'Something new');
  assert.equal(tripStepAction('loaded'), 'Mark loaded');
  assert.equal(statusTone('cancelled'), 'bad');
  assert.equal(statusTone('delivered'), 'ok');
});

test('numbers use Indian grouping', () => {
  assert.equal(formatCount(8086), '8,086');
  assert.equal(formatCount(180860), '1,80,860');
  assert.equal(formatTonnes('14.50'), '14.5 t');
  assert.equal(formatKm(1402.4), '1,402 km');
});

test('relative times', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  assert.equal(timeAgo(new Date('2026-11-26T11:59:30Z'), now), 'just now');
  assert.equal(timeAgo(new Date('2026-11-26T11:55:00Z'), now), '5 min ago');
  assert.equal(timeAgo(new Date('2026-11-26T10:00:00Z'), now), '2 h ago');
  assert.equal(timeAgo(new Date('2026-11-25T10:00:00Z'), now), 'yesterday');
  assert.equal(timeAgo(new Date('2026-11-20T10:00:00Z'), now), '6 days ago');
  assert.equal(timeAgo(new Date('2026-09-01T10:00:00Z'), now), '1 Sept 2026');
});

test('road distance between known cities, nearest city to a point', () => {
  const km = roadDistanceKm('Mumbai', 'Pune');
  assert.ok(km !== null && km > 140 && km < 200, `Mumbai-Pune ${km}`);
  assert.equal(roadDistanceKm('Mumbai', 'Nowhereville'), null);
  assert.equal(nearestCity({ lat: 18.53, lng: 73.85 }).city.name, 'Pune');
});

test('names of escrow transaction kinds, books payment states and roles', () => {
  assert.equal(statusName('transaction', 'deposit'), 'Deposit');
  assert.equal(statusName('transaction', 'fee'), 'Platform fee');
  assert.equal(statusName('books_payment', 'partly_paid'), 'Partly paid');
  assert.equal(roleName('shipper'), 'Shipper');
  assert.equal(statusTone('partly_paid'), 'warn');
});
