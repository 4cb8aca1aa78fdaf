import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { displayNumber, feeInvoiceAmounts, fiscalYearLabel, fiscalYearOf, gstAmounts, placeOfSupply } from './gst.js';

describe('GST of a freight invoice', () => {
  test('forward 12% within a state: CGST 6% + SGST 6%, each rounded half up on its own', () => {
    // ₹10,000.25 → 6% = 60001.5 paise → 60002 each; IGST would be 120003 (not 2 × 60002).
    const a = gstAmounts('forward_12', 1_000_025, '27', '27');
    assert.deepEqual(a, { interstate: false, taxablePaise: 1_000_025, cgstPaise: 60_002, sgstPaise: 60_002, igstPaise: 0, totalPaise: 1_120_029, reverseChargePaise: 0 });
  });
  test('forward 12% between states: IGST 12%', () => {
    const a = gstAmounts('forward_12', 1_000_025, '07', '27');
    assert.deepEqual(a, { interstate: true, taxablePaise: 1_000_025, cgstPaise: 0, sgstPaise: 0, igstPaise: 120_003, totalPaise: 1_120_028, reverseChargePaise: 0 });
  });
  test('forward 5% within a state: 2.5% + 2.5% (odd amount rounds each half up)', () => {
    // 12345 paise × 2.5% = 308.625 → 309 each.
    const a = gstAmounts('forward_5', 12_345, '24', '24');
    assert.equal(a.cgstPaise, 309);
    assert.equal(a.sgstPaise, 309);
    assert.equal(a.totalPaise, 12_345 + 618);
  });
  test('forward 5% between states: IGST 5%, exact half rounds up', () => {
    // 10 paise × 5% = 0.5 → 1.
    assert.equal(gstAmounts('forward_5', 10, '24', '29').igstPaise, 1);
    assert.equal(gstAmounts('forward_5', 4_500_000, '24', '29').igstPaise, 225_000);
    assert.equal(gstAmounts('forward_5', 4_500_000, '24', '29').totalPaise, 4_725_000);
  });
  test('reverse charge: no tax on the invoice, total = taxable, the recipient’s 5% shown apart', () => {
    const intra = gstAmounts('reverse', 1_234_567, '27', '27');
    assert.equal(intra.totalPaise, 1_234_567);
    assert.equal(intra.cgstPaise + intra.sgstPaise + intra.igstPaise, 0);
    // 2.5% of 1234567 = 30864.175 → 30864, twice.
    assert.equal(intra.reverseChargePaise, 61_728);
    const inter = gstAmounts('reverse', 1_234_567, '27', '07');
    assert.equal(inter.totalPaise, 1_234_567);
    assert.equal(inter.reverseChargePaise, 61_728); // 61728.35 → 61728
  });
  test('zero and refusals', () => {
    assert.equal(gstAmounts('forward_12', 0, '27', '27').totalPaise, 0);
    assert.throws(() => gstAmounts('forward_12', -1, '27', '27'), RangeError);
    assert.throws(() => gstAmounts('forward_12', 1.5, '27', '27'), RangeError);
  });
});

describe('the platform fee invoice: 18% included in the fee charged', () => {
  test('taxable + taxes = the fee, for many odd fees, in and out of the platform state', () => {
    let inexact = 0;
    for (let fee = 0; fee < 5_000; fee += 7) {
      for (const buyer of ['27', '07']) {
        const a = feeInvoiceAmounts(fee, '27', buyer);
        assert.equal(a.taxablePaise + a.cgstPaise + a.sgstPaise + a.igstPaise, fee, `fee ${fee}`);
        assert.equal(a.totalPaise, fee);
        // Each tax is its rate of the taxable value rounded half up, except when no taxable value adds up to the fee
        // (then within a paisa and a bit): count those, a minority (the two halves move the total by 3 paise at times).
        const exact = a.interstate ? a.igstPaise === Math.floor((a.taxablePaise * 18 + 50) / 100) : a.cgstPaise === Math.floor((a.taxablePaise * 9 + 50) / 100) && a.sgstPaise === a.cgstPaise;
        if (!exact) inexact++;
        const tax = a.cgstPaise + a.sgstPaise + a.igstPaise;
        assert.ok(Math.abs(tax - a.taxablePaise * 0.18) <= 1.3, `fee ${fee}: tax ${tax} on ${a.taxablePaise}`);
        assert.equal(a.interstate, buyer !== '27');
      }
    }
    assert.ok(inexact < 1430 / 5, `${inexact} of 1430 fees without an exact taxable value`);
  });
  test('₹2,000 fee: taxable ₹1,694.92, CGST ₹152.54 + SGST ₹152.54', () => {
    const a = feeInvoiceAmounts(200_000, '27', '27');
    assert.deepEqual([a.taxablePaise, a.cgstPaise, a.sgstPaise, a.igstPaise], [169_492, 15_254, 15_254, 0]);
    const b = feeInvoiceAmounts(200_000, '27', '33');
    assert.deepEqual([b.taxablePaise, b.igstPaise], [169_491, 30_509]);
  });
});

describe('numbers', () => {
  test('the financial year turns on 1 April', () => {
    assert.equal(fiscalYearOf('2027-03-31'), 2026);
    assert.equal(fiscalYearOf('2027-04-01'), 2027);
    assert.equal(fiscalYearOf('2026-12-31'), 2026);
    assert.equal(fiscalYearLabel(2026), '2026-27');
    assert.equal(fiscalYearLabel(2099), '2099-00');
  });
  test('display numbers', () => {
    assert.equal(displayNumber('freight_invoice', 2026, 1), 'INV/2026-27/0001');
    assert.equal(displayNumber('lorry_receipt', 2026, 12_345), 'LR/2026-27/12345');
    assert.ok(displayNumber('fee_invoice', 2026, 9999).length <= 16);
  });
  test('place of supply names the state', () => {
    assert.equal(placeOfSupply('27'), '27 Maharashtra');
    assert.equal(placeOfSupply('33'), '33 Tamil Nadu');
  });
});
