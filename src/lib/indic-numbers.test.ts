import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import { optionalTonnes, optionalWholeNumber, requiredRupees, requiredTonnes, truckLength, wholeNumber } from './fields.js';
import { amountMultiplier, amountText, asciiDigits, feetText, weightText } from './indic-numbers.js';

test('reads the digits of Devanagari, Gujarati, Gurmukhi, Tamil and Bengali as 0-9', () => {
  assert.equal(asciiDigits('०१२३४५६७८९'), '0123456789');
  assert.equal(asciiDigits('૦૧૨૩૪૫૬૭૮૯'), '0123456789');
  assert.equal(asciiDigits('੦੧੨੩੪੫੬੭੮੯'), '0123456789');
  assert.equal(asciiDigits('௦௧௨௩௪௫௬௭௮௯'), '0123456789');
  assert.equal(asciiDigits('০১২৩৪৫৬৭৮৯'), '0123456789');
  assert.equal(asciiDigits('₹४५,०००.५०'), '₹45,000.50');
  assert.equal(asciiDigits('Pune 411001'), 'Pune 411001');
});

test('multiplies by the amount words of every script, nukta or not', () => {
  for (const w of ['', 'k', 'K', 'thousand', 'thousands', 'hazar', 'hazaar', 'hazzar', 'hajjar', 'hzr', 'hjar', 'thou', 'thsnd', 'हज़ार', 'हजार', 'હજાર', 'ਹਜ਼ਾਰ', 'ஆயிரம்']) {
    assert.equal(amountMultiplier(w, 5), w === '' ? 1 : 1000, w);
  }
  for (const w of ['lakh', 'Lakhs', 'lac', 'lkh', 'lk', 'lks', 'lkhs', 'lacks', 'L', 'लाख', 'લાખ', 'ਲੱਖ', 'லட்சம்']) assert.equal(amountMultiplier(w, 5), 100_000, w);
  for (const w of ['crore', 'cr', 'करोड़', 'करोड', 'कोटी', 'કરોડ', 'ਕਰੋੜ', 'கோடி']) assert.equal(amountMultiplier(w, 5), 10_000_000, w);
  assert.equal(amountMultiplier('हज़ार'.normalize('NFD'), 5), 1000);
  assert.equal(amountMultiplier('l', 20000), null, '"20000 L" is litres');
  assert.equal(amountMultiplier('kg', 5), null);
});

test('reads an amount in words as plain rupees', () => {
  const cases: Array<[string, string]> = [
    ['50 हज़ार', '50000'],
    ['50हजार', '50000'],
    ['1.2 लाख', '120000'],
    ['१.२ लाख', '120000'],
    ['50 hazar', '50000'],
    ['1.5 lakh', '150000'],
    ['1.5L', '150000'],
    ['2 करोड़', '20000000'],
    ['50k', '50000'],
    ['45.5K', '45500'],
    ['1 लाख 20 हज़ार', '120000'],
    ['1 lakh 20 hazar 500', '120500'],
    ['₹1.2 lakh', '120000'],
    ['1.2 लाख रुपये', '120000'],
    ['૧.૫ લાખ', '150000'],
    ['੫੦ ਹਜ਼ਾਰ', '50000'],
    ['௫௦ ஆயிரம்', '50000'],
    ['0.07 lakh', '7000'],
    ['1.23456 lakh', '123456'],
    ['1.2345678 lakh', '123456.78'],
  ];
  for (const [input, rupees] of cases) assert.equal(amountText(input), rupees, input);
  // Anything else is left for the rupee rule to judge (digits made ASCII, currency dropped).
  assert.equal(amountText('४५०००'), '45000');
  assert.equal(amountText('₹४५,०००'), '₹45,000');
  assert.equal(amountText('12 rupees'), '12 rupees', 'no amount word: the rupee rule refuses it as before');
  assert.equal(amountText('₹45,000'), '₹45,000');
  assert.equal(amountText('20 हज़ार 1 लाख'), '20 हज़ार 1 लाख', 'words must go from larger to smaller');
  assert.equal(amountText('50 bags'), '50 bags');
  assert.equal(amountText('1.23456789 lakh'), '1.23456789 lakh', 'finer than a paisa');
  assert.equal(amountText('20000 L'), '20000 L');
});

test('reads a weight or a length with Indic digits and a unit', () => {
  assert.equal(weightText('१२.५'), '12.5');
  assert.equal(weightText('12 टन'), '12');
  assert.equal(weightText('20 MT'), '20');
  assert.equal(weightText('૧૫ ટન'), '15');
  assert.equal(weightText('9000 kg'), '9000 kg', 'kilograms are not tonnes: refused by the rule');
  assert.equal(feetText('३२ फीट'), '32');
  assert.equal(feetText('20 ft'), '20');
  assert.equal(feetText('ft'), 'ft', 'a unit alone stays, for the rule to refuse');
  assert.equal(weightText('t'), 't');
});

function parse<T>(schema: z.ZodType<T>, v: unknown): T | string {
  const r = schema.safeParse(v);
  return r.success ? r.data : (r.error.issues[0]?.message ?? 'invalid');
}

test('the number rules of lib/fields.ts take Indic digits and amount words', () => {
  const price = requiredRupees('Price');
  assert.equal(parse(price, '50 हज़ार'), 50000_00);
  assert.equal(parse(price, '1.2 लाख'), 120000_00);
  assert.equal(parse(price, '₹45,000'), 45000_00);
  assert.equal(parse(price, '४५०००'), 45000_00);
  assert.equal(parse(price, '1 करोड़'), 1_00_00_000_00);
  assert.equal(parse(price, 45000), 45000_00);
  assert.match(String(parse(price, '2 करोड़')), /at most/, 'more than ₹1 crore is refused as before');
  assert.match(String(parse(price, 'पचास')), /in rupees greater than 0/);
  assert.equal(parse(requiredTonnes('Weight'), '१२.५'), 12.5);
  assert.equal(parse(requiredTonnes('Weight'), '12 टन'), 12);
  assert.equal(parse(optionalTonnes('Capacity'), ''), null);
  assert.match(String(parse(requiredTonnes('Weight'), '9000 kg')), /in tonnes/);
  assert.equal(parse(truckLength(), '३२'), 32);
  assert.equal(parse(truckLength(), '32 ft'), 32);
  assert.equal(parse(wholeNumber('Count', 1, 10), '३'), 3);
  assert.equal(parse(optionalWholeNumber('Page', 1, 100, 1), '௫'), 5);
});
