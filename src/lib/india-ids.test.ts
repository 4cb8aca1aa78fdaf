import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gstinParts, isMistypedGstin, normaliseDrivingLicence, normaliseGstin, normalisePan, normalisePolicyNumber, normaliseVehicleNumber } from './india-ids.js';

describe('GSTIN', () => {
  test('valid GSTINs pass, tidied to upper case without spaces', () => {
    assert.equal(normaliseGstin('27AAPFU0939F1ZV'), '27AAPFU0939F1ZV');
    assert.equal(normaliseGstin('29AAGCB7383J1Z4'), '29AAGCB7383J1Z4');
    assert.equal(normaliseGstin(' 27aapfu0939f1zv '), '27AAPFU0939F1ZV');
    assert.equal(normaliseGstin('27 AAPFU 0939 F1ZV'), '27AAPFU0939F1ZV');
  });
  test('a wrong check character is refused and named as a typo', () => {
    assert.equal(normaliseGstin('27AAPFU0939F1ZX'), null);
    assert.equal(isMistypedGstin('27AAPFU0939F1ZX'), true);
    // One character changed in the middle breaks the checksum too.
    assert.equal(normaliseGstin('27AAPFU0938F1ZV'), null);
    assert.equal(isMistypedGstin('27AAPFU0938F1ZV'), true);
    assert.equal(isMistypedGstin('27AAPFU0939F1ZV'), false);
  });
  test('a state code outside 01-38, 97, 99 is refused; 97 and 99 pass with a right check character', () => {
    assert.equal(normaliseGstin('00AAPFU0939F1ZV'), null);
    assert.equal(normaliseGstin('39AAPFU0939F1ZV'), null);
    assert.equal(isMistypedGstin('39AAPFU0939F1ZV'), false, 'a wrong state is a format error, not a typo');
    for (const state of ['97', '99', '01', '38']) {
      const body = `${state}AAPFU0939F1Z`;
      const valid = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => body + c).filter((g) => normaliseGstin(g) !== null);
      assert.equal(valid.length, 1, `exactly one check character completes ${body}`);
    }
  });
  test('the wrong shape is refused', () => {
    for (const bad of ['', '27AAPFU0939F1Z', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', 'AAPFU0939F1ZV27']) assert.equal(normaliseGstin(bad), null, bad);
  });
  test('its state code and PAN', () => {
    assert.deepEqual(gstinParts('27AAPFU0939F1ZV'), { stateCode: '27', pan: 'AAPFU0939F' });
  });
});

describe('PAN', () => {
  test('5 letters (the 4th a holder type), 4 digits, 1 letter', () => {
    assert.equal(normalisePan('aapfu 0939 f'), 'AAPFU0939F');
    assert.equal(normalisePan('ABCPE1234F'), 'ABCPE1234F');
    for (const bad of ['AAPXU0939F', 'AAPFU0939', 'AAPFU09391', '1APFU0939F', 'AAPFU0939FF']) assert.equal(normalisePan(bad), null, bad);
  });
});

describe('driving licence', () => {
  const today = new Date('2026-11-26T00:00:00Z');
  test('state, RTO, year of issue, 7 digits; spaces and hyphens taken out', () => {
    assert.equal(normaliseDrivingLicence('MH14 20110062821', today), 'MH1420110062821');
    assert.equal(normaliseDrivingLicence('MH-1420110062821', today), 'MH1420110062821');
    assert.equal(normaliseDrivingLicence('dl-04-2019-1234567', today), 'DL0420191234567');
  });
  test('an unknown state, RTO 00, a year before 1950 or after this year, or the wrong length is refused', () => {
    for (const bad of ['XX1420110062821', 'MH0020110062821', 'MH1419490062821', 'MH1420270062821', 'MH142011006282', 'MH14201100628211']) assert.equal(normaliseDrivingLicence(bad, today), null, bad);
    assert.equal(normaliseDrivingLicence('MH1420260062821', today), 'MH1420260062821', 'issued this year');
  });
});

describe('vehicle RC and insurance policy', () => {
  test('the RC is a registration number', () => {
    assert.equal(normaliseVehicleNumber('mh 12 ab 1234'), 'MH12AB1234');
    assert.equal(normaliseVehicleNumber('ZZ12AB1234'), null);
  });
  test('a policy number is 5-30 of 0-9, A-Z, / and -', () => {
    assert.equal(normalisePolicyNumber('3001/123456789/00/000'), '3001/123456789/00/000');
    assert.equal(normalisePolicyNumber('og-24 1101'), 'OG-241101');
    for (const bad of ['1234', 'A'.repeat(31), 'POL#12345', 'पॉलिसी12345']) assert.equal(normalisePolicyNumber(bad), null, bad);
  });
});
