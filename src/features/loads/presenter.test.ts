/** What signed-out visitors see of a load's free text: numbers people write in it are contact details too. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE_HIDDEN, publicText } from './presenter.js';

test('phone numbers written into free text are hidden from the public', () => {
  for (const phone of ['98100 12345', '+91-90000-11111', '+91 98100 12345', '+919810012345', '09810012345', '9810012345', '98100-12345', '022 2345 6789', '022-23456789', '0120 4567890']) {
    assert.equal(publicText(`Call ${phone} before loading.`), `Call ${PHONE_HIDDEN} before loading.`, phone);
  }
  assert.equal(publicText('Ramesh 98100 12345 / Suresh 90000 11111'), `Ramesh ${PHONE_HIDDEN} / Suresh ${PHONE_HIDDEN}`);
});

test('figures that are not phone numbers stay as written', () => {
  for (const text of [
    'Freight 45000, advance 1,20,000',
    'Loading 25-11-2026 at 9 am',
    'Bhiwandi 421302, 32 ft, 20 ton',
    'Rate 1800/ton',
    'Invoice 2026112212',
    'E-way bill 781234567890',
    'GSTIN 27AAACR5055K1Z7',
  ]) {
    assert.equal(publicText(text), text, text);
  }
  assert.equal(publicText(null), null);
});
