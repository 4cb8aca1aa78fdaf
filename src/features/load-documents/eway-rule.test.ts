import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type EwayBillFacts, ewayBillReminder } from './eway-rule.js';

const TODAY = '2026-11-26';
const load = (o: Partial<EwayBillFacts> = {}): EwayBillFacts => ({
  status: 'open',
  originKey: 'delhi',
  destinationKey: 'mumbai',
  pricePaise: 6_000_000,
  agreedPaise: null,
  invoicePaise: null,
  ewayValidUntil: null,
  ...o,
});

describe('the e-way bill reminder', () => {
  test('goods over Rs 50,000 between two states without an e-way bill: missing', () => {
    assert.equal(ewayBillReminder(load(), TODAY), 'missing');
    assert.equal(ewayBillReminder(load({ status: 'in_transit' }), TODAY), 'missing');
  });

  test('exactly Rs 50,000 is not over; one paisa more is', () => {
    assert.equal(ewayBillReminder(load({ pricePaise: 5_000_000 }), TODAY), 'none');
    assert.equal(ewayBillReminder(load({ pricePaise: 5_000_001 }), TODAY), 'missing');
  });

  test('the agreed freight counts before the posted price, the invoice amount before both', () => {
    assert.equal(ewayBillReminder(load({ pricePaise: 6_000_000, agreedPaise: 4_000_000 }), TODAY), 'none');
    assert.equal(ewayBillReminder(load({ pricePaise: 4_000_000, agreedPaise: 5_500_000 }), TODAY), 'missing');
    assert.equal(ewayBillReminder(load({ agreedPaise: 4_000_000, invoicePaise: 90_000_000 }), TODAY), 'missing');
    assert.equal(ewayBillReminder(load({ agreedPaise: 9_000_000, invoicePaise: 3_000_000 }), TODAY), 'none');
  });

  test('no price known (per km, open to offers): no reminder', () => {
    assert.equal(ewayBillReminder(load({ pricePaise: null }), TODAY), 'none');
  });

  test('within one state (Mumbai to Pune): no reminder', () => {
    assert.equal(ewayBillReminder(load({ originKey: 'mumbai', destinationKey: 'pune' }), TODAY), 'none');
  });

  test('a city the gazetteer does not know: no reminder (its state is unknown)', () => {
    assert.equal(ewayBillReminder(load({ originKey: 'kalyanpur khurd' }), TODAY), 'none');
    assert.equal(ewayBillReminder(load({ destinationKey: 'zzz' }), TODAY), 'none');
  });

  test('city keys in any spelling the gazetteer knows (a multi-word canonical name, an old name)', () => {
    assert.equal(ewayBillReminder(load({ originKey: 'bombay', destinationKey: 'new delhi' }), TODAY), 'missing');
  });

  test('an e-way bill valid through today is fine; one whose day has passed before delivery is expired', () => {
    assert.equal(ewayBillReminder(load({ ewayValidUntil: TODAY }), TODAY), 'none');
    assert.equal(ewayBillReminder(load({ ewayValidUntil: '2026-11-25', status: 'in_transit' }), TODAY), 'expired');
    // Even when the load would not need one, a bill that ran out during the trip is shown as expired.
    assert.equal(ewayBillReminder(load({ ewayValidUntil: '2026-11-25', originKey: 'mumbai', destinationKey: 'pune' }), TODAY), 'expired');
  });

  test('a delivered, cancelled or expired load is reminded of nothing', () => {
    for (const status of ['delivered', 'cancelled', 'expired']) {
      assert.equal(ewayBillReminder(load({ status }), TODAY), 'none');
      assert.equal(ewayBillReminder(load({ status, ewayValidUntil: '2026-01-01' }), TODAY), 'none');
    }
  });
});
