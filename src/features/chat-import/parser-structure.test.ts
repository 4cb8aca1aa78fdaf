/**
 * The parser's structure (issue 19): the goods a post names, one candidate per truck asked for, plain pastes cut
 * into posts, and rate questions refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveCity } from '../../geo/cities.js';
import { parseChat, type ParsedCandidate } from './parser.js';
import { amountMultiplier } from '../../lib/indic-numbers.js';
import { AMOUNT_WORDS, LATIN_AMOUNT_WORDS } from './lexicon/units.js';
import { GOODS_WORDS } from './parser/goods.js';

// Sunday 22 November 2026.
const REF = '2026-11-22';

function parse(text: string): ParsedCandidate[] {
  return parseChat(text, { referenceDate: REF });
}

function one(text: string): ParsedCandidate {
  const got = parse(text);
  assert.equal(got.length, 1, `expected one load from ${JSON.stringify(text)}, got ${got.length}`);
  return got[0];
}

// --- Material ------------------------------------------------------------------------------

const MATERIALS: Array<[string, string | null]> = [
  ['Pune to Nagpur 9 ton 32ft sxl 25000\nMaterial: FMCG cartons', 'fmcg cartons'],
  ['Maal - Steel Coils (20 nos)\nRaipur to Pune 25 ton trailer 45000', 'steel coils'],
  ['माल: प्याज\nइंदौर से भोपाल 10 टन 15000', 'प्याज'],
  ['Material: 500 bags\nPune to Nagpur 9 ton 32ft sxl 25000', null],
  ['Nashik to Delhi 12 ton pyaz 32ft open 38000', 'pyaz'],
  ['Kolkata to Guwahati reefer frozen chicken 8 ton 72000', 'frozen chicken'],
  ['Delhi to Jaipur 8 ton steel pipes 20 ft open 21000', 'steel pipes'],
  ['अहमदाबाद से सूरत 10 टन कपास, 20000', 'कपास'],
  ['Surat to Mumbai 9 ton કાપડ, 20000, ટ્રક', 'કાપડ'],
  ['Ahmedabad to Jaipur 20 ft container 9 ton 26000 kal', null],
  // Where a post puts the goods, in every script, and the forms it writes them in.
  ['Indore ka pyaz Pune jana hai 15 ton 32 ft open 42000', 'pyaz'],
  ['सामान: घर का सामान\nइंदौर से मुंबई 20 फीट कंटेनर 45000', 'घर का सामान'],
  ['સામાન: કાપડ ના ગાંસડા 5 ટન\nસુરત થી મુંબઈ 24000', 'કાપડ'],
  ['ਮਾਲ: ਕਣਕ 20 ਟਨ\nਲੁਧਿਆਣਾ ਤੋਂ ਦਿੱਲੀ 20000', 'ਕਣਕ'],
  ['कांद्याची गाडी पुणे ते नागपूर 10 टन 20000', 'कांदा'],
  ['सिमेंटचा माल पुणे ते नागपूर 10 टन 20000', 'सिमेंट'],
  ['Nashik to Delhi 25 ton pyaaz 32 ft open 40000', 'pyaaz'],
  ['Delhi to Pune Onions 20 ton 32 ft open 40000', 'onions'],
  ['Chennai to Delhi MRF tyres 8 ton 32 ft sxl 60000', 'tyres'],
  ['Delhi to Jaipur 16 tyre 25 ton 30000', null],
  ['Pune to Delhi 10 ton 32 ft open 40000, loading 10 am, book karo', null],
];
for (const [text, material] of MATERIALS) {
  test(`reads the material of ${JSON.stringify(text)} as ${JSON.stringify(material)}`, () => {
    assert.equal(one(text).material, material);
  });
}

test('no listed goods word is a city of the gazetteer', () => {
  assert.deepEqual(
    GOODS_WORDS.filter((w) => resolveCity(w) !== null),
    [],
  );
  assert.equal(new Set(GOODS_WORDS).size, GOODS_WORDS.length, 'every goods word is listed once');
});

// The lexicon's amount words are what the parser's patterns match; their multipliers are lib/indic-numbers.ts's, which
// money fields outside the parser read too. Two lists, so a word added to one must be in the other ("1 laksha 20 velu").
test('every amount word of the lexicon has its multiplier in lib/indic-numbers.ts', () => {
  assert.deepEqual(
    [...LATIN_AMOUNT_WORDS, ...AMOUNT_WORDS].filter((w) => amountMultiplier(w, 5) === null),
    [],
  );
});

test('goods named only by where they stand (after the weight) are read with low confidence and a reason', () => {
  const c = one('Ludhiana se Bangalore 8 ton hosiery, 32 ft MXL, 1 lakh, kal');
  assert.equal(c.material, 'hosiery');
  const guessed = one('Agra to Kanpur 10 ton jootey 19 ft 16000');
  assert.equal(guessed.material, 'jootey');
  assert.ok((guessed.field_confidence.material ?? 1) < 0.7);
  assert.match(guessed.errors.material ?? '', /jootey/);
  // A truck word, a city, a date word or a number after the weight is not goods.
  assert.equal(one('Agra to Kanpur 10 ton open body 16000').material, null);
  assert.equal(one('Agra to Kanpur 10 ton kal loading 16000').material, null);
});

test('material is at most 120 characters, lower case', () => {
  const c = one(`Pune to Nagpur 9 ton 25000\nMaterial: ${'Very Long Goods Name '.repeat(12)}`);
  assert.ok(c.material !== null && c.material.length <= 120);
  assert.equal(c.material, c.material?.toLowerCase());
});

// --- One candidate per truck ----------------------------------------------------------------

const COUNTS: Array<[string, number]> = [
  ['Delhi to Jaipur 3 nos 20 ft container 8 ton 25000', 3],
  ['Pune to Nashik 4 gaadi chahiye 10 ton 14 ft open 15000', 4],
  ['Kanpur to Lucknow 2 trucks 9 ton 30000', 2],
  ['5 vehicles required Raipur to Nagpur 20 ton 18000', 5],
  ['Kanpur to Lucknow x3 32ft sxl 9 ton 30000', 3],
  ['Kanpur to Lucknow 32ft SXL x 2, 9 ton 30000', 2],
  ['इंदौर से भोपाल तीन गाड़ी चाहिए 10 टन 15000', 3],
  ['इंदौर से भोपाल २ गाड़ी चाहिए 10 टन 15000', 2],
  ['Surat to Mumbai ૩ ગાડી 9 ton 20000', 3],
  ['Indore to Pune do gaadi 9 ton 30000', 2],
  // Not counts of trucks: a Tata 407, a length, a count of coils, a size.
  ['Bhiwandi to Thane 407 gaadi 2 ton 4000', 1],
  ['Surat to Mumbai 32ft gaadi chahiye 10 ton 28000', 1],
  ['Raipur to Pune 25 ton steel coils 20 nos 45000', 1],
  ['Delhi to Agra 20 x 8 ft open 9 ton 16000', 1],
  ['Mumbai to Pune 20 container 10 ton 15000', 1],
  // A number on the line above a truck word is not a count of trucks (the weight here).
  ['लोडिंग: जयपुर\nअनलोडिंग: दिल्ली\nवजन: 12\nगाड़ी: 10 चक्का\nरेट: 18000\n9829099998', 1],
  ['Jaipur to Delhi\nweight 12\ngaadi 10 chakka open\n18000', 1],
];
for (const [text, n] of COUNTS) {
  test(`reads ${JSON.stringify(text)} as ${n} truck${n === 1 ? '' : 's'}`, () => {
    const got = parse(text);
    assert.equal(got.length, n);
    assert.deepEqual(
      got.map((c) => [c.truck_no, c.trucks]),
      Array.from({ length: n }, (_, i) => [i + 1, n]),
    );
  });
}

test('each truck of a post has the per-truck price; a total is shared out and says so', () => {
  const perTruck = parse('Delhi to Jaipur 3 nos 20 ft container, 8 ton steel, 25000 per vehicle, kal 9811012345');
  assert.deepEqual(
    perTruck.map((c) => [c.origin, c.destination, c.weight, c.price, c.phone, c.material]),
    Array.from({ length: 3 }, () => ['Delhi', 'Jaipur', 8, 25000, '+919811012345', 'steel']),
  );
  const total = parse('Pune to Nashik 4 gaadi chahiye, 10 ton each, total 60000, parso');
  assert.deepEqual(
    total.map((c) => [c.weight, c.price]),
    Array.from({ length: 4 }, () => [10, 15000]),
  );
  assert.match(total[0].errors.price ?? '', /60,000.*4/);
  const totalWeight = parse('Raipur to Nagpur 5 vehicles, total 100 ton cement, 900 PMT');
  assert.deepEqual(
    totalWeight.map((c) => [c.weight, c.rate_per_tonne, c.price]),
    Array.from({ length: 5 }, () => [20, 900, 18000]),
  );
  assert.match(totalWeight[0].errors.weight ?? '', /100 t.*5/);
  // "20 ton each, total 60 ton": the weight given is per truck.
  assert.deepEqual(
    parse('Ludhiana to Delhi 3 trucks 20 ton each, total 60 ton, 30000 per truck').map((c) => [c.weight, c.price]),
    Array.from({ length: 3 }, () => [20, 30000]),
  );
});

test('a post asking for more trucks than the cap lists 20 of them and says so', () => {
  const got = parse('Raipur to Nagpur 50 trucks required, 20 ton cement, 18000 per truck');
  assert.equal(got.length, 20);
  assert.match(got[0].errors.truck_type ?? '', /50.*20/);
});

// --- Plain pastes cut into posts ---------------------------------------------------------------

test('a plain paste of block posts without blank lines is cut into posts: a phone or date never crosses to the next load', () => {
  const got = parse(`From: Surat
To: Pune
Weight: 12 ton
Rate: 34000
Contact: 9825011111
From: Vapi
To: Nagpur
Weight: 9 ton
Loading: parso`);
  assert.deepEqual(
    got.map((c) => [c.origin, c.destination, c.weight, c.price, c.phone, c.pickup_date]),
    [
      ['Surat', 'Pune', 12, 34000, '+919825011111', REF],
      ['Vapi', 'Nagpur', 9, null, null, '2026-11-24'],
    ],
  );
  assert.ok(!got[0].raw.includes('Vapi') && got[1].raw.startsWith('From: Vapi'), 'each load shows its own post');
});

test('one-line posts each with a phone are separate; the next line belongs to the post it follows', () => {
  const got = parse('Delhi to Jaipur 10 ton 20ft open 18000 9811022222\nAgra to Kanpur 9 ton 19 ft 16000\nkal loading 9411033333');
  assert.deepEqual(
    got.map((c) => [c.origin, c.phone, c.pickup_date]),
    [
      ['Delhi', '+919811022222', REF],
      ['Agra', '+919411033333', '2026-11-23'],
    ],
  );
});

test('a list of one-line routes with a shared footer stays one post (the footer speaks for every load)', () => {
  const got = parse('Bhiwandi to Delhi 32 ft SXL 9 ton 50000\nBhiwandi to Jaipur 32 ft SXL 9 ton 42000\nAll loading tomorrow, call Sachin 9822012398');
  assert.deepEqual(
    got.map((c) => [c.destination, c.phone, c.pickup_date]),
    [
      ['Delhi', '+919822012398', '2026-11-23'],
      ['Jaipur', '+919822012398', '2026-11-23'],
    ],
  );
});

test('a route line of its own with its own phone is a post of its own: the phone is not lent to the line above', () => {
  const got = parse('Delhi to Jaipur 10 ton 20ft open 18000\nAgra to Kanpur 9 ton 19 ft 16000 9411033333');
  assert.deepEqual(
    got.map((c) => [c.origin, c.phone]),
    [
      ['Delhi', null],
      ['Agra', '+919411033333'],
    ],
  );
  // Two routes on one line share the number at its end.
  assert.deepEqual(
    parse('Delhi to Kolkata 20T open 70k, Delhi to Patna 15T open 55k, loading kal, 9811122233').map((c) => c.phone),
    ['+919811122233', '+919811122233'],
  );
});

test('a WhatsApp message holding two posts is read as today: its footer phone goes to both', () => {
  const got = parse('22/11/26, 9:41 AM - Ramesh: Delhi to Jaipur\n10 ton open\nPune to Nagpur\n9 ton sxl\nCall 9811000000');
  assert.deepEqual(
    got.map((c) => [c.origin, c.phone]),
    [
      ['Delhi', '+919811000000'],
      ['Pune', '+919811000000'],
    ],
  );
});

// --- Rate questions and other noise ----------------------------------------------------------

const NOT_LOADS = [
  'Surat to Pune ka rate kya chal raha hai?',
  'Delhi Mumbai 32ft ka bhav?',
  'Delhi to Jaipur 20 ton, rate batao',
  'Indore se Pune kitna bhada chal raha',
  'What is the rate for Chennai to Bangalore 32 ft container?',
  'Delhi to Mumbai 20 ton ka rate kya chal raha hai?',
  'Aaj ka rate Mumbai to Delhi 32 ft MXL 68000 chal raha hai',
  'अहमदाबाद से दिल्ली का भाड़ा कितना चल रहा है?',
  'नागपूर ते पुणे भाडे किती चालू आहे?',
  'સુરત થી મુંબઈ ભાડું કેટલું ચાલે છે?',
  '32ft gaadi khali hai Delhi se Mumbai ke liye, 9811000000',
  'Raipur to Delhi ka load chahiye, gaadi ready hai',
];
for (const text of NOT_LOADS) {
  test(`${JSON.stringify(text)} is not a load`, () => {
    assert.deepEqual(parse(text), []);
  });
}

test('a load that asks truckers to quote ("gaadi chahiye ... rate batao") is still a load', () => {
  const c = one('Delhi to Agra 32ft gaadi chahiye, 10 ton, rate batao, 9811000022');
  assert.deepEqual([c.origin, c.destination, c.weight], ['Delhi', 'Agra', 10]);
});
