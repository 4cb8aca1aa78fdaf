import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatRupees, parseRupees, paiseToRupees, rupeesInputValue } from './money.js';

test('rupees use Indian grouping, with decimals only when there are paise', () => {
  assert.equal(formatRupees(2_000_000), '₹20,000');
  assert.equal(formatRupees(1_234_567_850), '₹1,23,45,678.50');
  assert.equal(formatRupees(5), '₹0.05');
  assert.equal(formatRupees(null), '—');
  assert.equal(formatRupees(undefined), '—');
});

test('a negative amount reads "−₹20,000": a real minus sign before the ₹, never "₹-20,000"', () => {
  assert.equal(formatRupees(-2_000_000), '\u2212₹20,000');
  assert.equal(formatRupees(-18_086_000), '\u2212₹1,80,860');
  assert.equal(formatRupees(-50), '\u2212₹0.50');
  assert.equal(formatRupees(-123_456_789), '\u2212₹12,34,567.89');
  for (const paise of [-1, -2_000_000, -99_999_999_999]) {
    const text = formatRupees(paise);
    assert.ok(!text.includes('-'), `${text} has a hyphen`);
    assert.ok(text.startsWith('\u2212₹'), text);
  }
});

test('zero reads "₹0", also a negative zero (the negation of an empty total)', () => {
  assert.equal(formatRupees(0), '₹0');
  assert.equal(formatRupees(-0), '₹0');
  assert.equal(formatRupees(-0 * 2_000_000), '₹0');
});

test('form values and JSON keep plain numbers', () => {
  assert.equal(parseRupees('45,000.50'), 4_500_050);
  assert.equal(parseRupees('-500'), null);
  assert.equal(paiseToRupees(-2_000_050), -20_000.5);
  assert.equal(rupeesInputValue(4_500_050), '45000.50');
});
