import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CORPUS, HELD_OUT } from '../../../test/fixtures/chat-corpus.js';
import { BLIND_ROUND_10 } from '../../../test/fixtures/chat-corpus-blind10.js';
import { BLIND_ROUND_11 } from '../../../test/fixtures/chat-corpus-blind11.js';
import { BLIND_ROUND_13 } from '../../../test/fixtures/chat-corpus-blind13.js';
import { BLIND_ROUND_14 } from '../../../test/fixtures/chat-corpus-blind14.js';
import { BLIND_ROUND_15 } from '../../../test/fixtures/chat-corpus-blind15.js';
import { BLIND_ROUND_16 } from '../../../test/fixtures/chat-corpus-blind16.js';
import { BLIND_ROUND_17 } from '../../../test/fixtures/chat-corpus-blind17.js';
import { BLIND_ROUND_18 } from '../../../test/fixtures/chat-corpus-blind18.js';
import { BLIND_ROUND_19 } from '../../../test/fixtures/chat-corpus-blind19.js';
import { BLIND_ROUND_20 } from '../../../test/fixtures/chat-corpus-blind20.js';
import { BLIND_ROUND_21 } from '../../../test/fixtures/chat-corpus-blind21.js';
import { BLIND_ROUND_22 } from '../../../test/fixtures/chat-corpus-blind22.js';
import { BLIND_ROUND_23 } from '../../../test/fixtures/chat-corpus-blind23.js';
import { BLIND_ROUND_24 } from '../../../test/fixtures/chat-corpus-blind24.js';
import { BLIND_ROUND_25 } from '../../../test/fixtures/chat-corpus-blind25.js';
import { BLIND_ROUND_26 } from '../../../test/fixtures/chat-corpus-blind26.js';
import { BLIND_ROUND_27 } from '../../../test/fixtures/chat-corpus-blind27.js';
import { BLIND_ROUND_28 } from '../../../test/fixtures/chat-corpus-blind28.js';
import { BLIND_ROUND_29 } from '../../../test/fixtures/chat-corpus-blind29.js';
import { BLIND_ROUND_30 } from '../../../test/fixtures/chat-corpus-blind30.js';
import { BLIND_ROUND_31 } from '../../../test/fixtures/chat-corpus-blind31.js';
import { BLIND_ROUND_32 } from '../../../test/fixtures/chat-corpus-blind32.js';
import { BLIND_ROUND_33 } from '../../../test/fixtures/chat-corpus-blind33.js';
import { BLIND_ROUND_34 } from '../../../test/fixtures/chat-corpus-blind34.js';
import { BLIND_ROUND_35 } from '../../../test/fixtures/chat-corpus-blind35.js';
import { BLIND_ROUND_36 } from '../../../test/fixtures/chat-corpus-blind36.js';
import { BLIND_ROUND_37 } from '../../../test/fixtures/chat-corpus-blind37.js';
import { BLIND_ROUND_38 } from '../../../test/fixtures/chat-corpus-blind38.js';
import { BLIND_ROUND_39 } from '../../../test/fixtures/chat-corpus-blind39.js';
import { BLIND_ROUND_40 } from '../../../test/fixtures/chat-corpus-blind40.js';
import { BLIND_ROUND_41 } from '../../../test/fixtures/chat-corpus-blind41.js';
import { BLIND_ROUND_42 } from '../../../test/fixtures/chat-corpus-blind42.js';
import { BLIND_ROUND_43 } from '../../../test/fixtures/chat-corpus-blind43.js';
import { BLIND_ROUND_44 } from '../../../test/fixtures/chat-corpus-blind44.js';
import { BLIND_ROUND_45 } from '../../../test/fixtures/chat-corpus-blind45.js';
import { BLIND_ROUND_46 } from '../../../test/fixtures/chat-corpus-blind46.js';
import { BLIND_ROUND_47 } from '../../../test/fixtures/chat-corpus-blind47.js';
import { BLIND_ROUND_48 } from '../../../test/fixtures/chat-corpus-blind48.js';
import { BLIND_ROUND_49 } from '../../../test/fixtures/chat-corpus-blind49.js';
import { RETIRED_CASES } from '../../../test/fixtures/chat-corpus-retired.js';
import { RETIRED_CASES_2 } from '../../../test/fixtures/chat-corpus-retired2.js';
import { RETIRED_CASES_3 } from '../../../test/fixtures/chat-corpus-retired3.js';
import { HOSTILE_INPUTS, PASTE_SHAPES, pasteOf } from '../../../test/fixtures/chat-stress.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { parseChat, splitMessages, type ParsedCandidate } from './parser.js';
import { scoreCorpus } from '../../../test/helpers/chat-score.js';

// Sunday 22 November 2026.
const REF = '2026-11-22';

function parse(text: string, referenceDate = REF): ParsedCandidate[] {
  return parseChat(text, { referenceDate });
}

/** Parses a post that must hold exactly one load. */
function one(text: string, referenceDate = REF): ParsedCandidate {
  const got = parse(text, referenceDate);
  assert.equal(got.length, 1, `expected one load from ${JSON.stringify(text)}, got ${got.length}`);
  return got[0];
}

// --- Splitting a pasted chat -------------------------------------------------------------

test('splits an Android export into messages with sender and sent time', () => {
  const msgs = splitMessages('22/11/26, 9:41 AM - Ramesh Transport: Delhi to Mumbai 20T\n22/11/26, 9:45 PM - Suresh: ok');
  assert.deepEqual(msgs, [
    { sender: 'Ramesh Transport', sentAt: '2026-11-22T09:41', body: 'Delhi to Mumbai 20T' },
    { sender: 'Suresh', sentAt: '2026-11-22T21:45', body: 'ok' },
  ]);
});

test('splits a 24-hour Android export with a four-digit year', () => {
  const [m] = splitMessages('22/11/2026, 21:41 - Gupta Roadways: Kanpur to Kolkata');
  assert.deepEqual(m, { sender: 'Gupta Roadways', sentAt: '2026-11-22T21:41', body: 'Kanpur to Kolkata' });
});

test('splits an iPhone export and keeps continuation lines with their message', () => {
  const msgs = splitMessages('[22/11/26, 9:41:12 AM] Ramesh Transport: Delhi to Mumbai\n20 ton\n32ft SXL\n[22/11/26, 9:50:01 AM] Suresh: 👍');
  assert.equal(msgs.length, 2);
  assert.equal(msgs[0].body, 'Delhi to Mumbai\n20 ton\n32ft SXL');
  assert.equal(msgs[0].sentAt, '2026-11-22T09:41');
});

test('splits messages copied from the WhatsApp app ("[9:41 am, 22/11/2026] Name: ...")', () => {
  const [m] = splitMessages('[9:41 pm, 22/11/2026] Suresh Bhai: Indore se Ahmedabad');
  assert.deepEqual(m, { sender: 'Suresh Bhai', sentAt: '2026-11-22T21:41', body: 'Indore se Ahmedabad' });
});

test('splits a plain paste into messages at blank lines', () => {
  const msgs = splitMessages('Delhi to Mumbai 20T\n32ft\n\n\nPune to Chennai 10T');
  assert.deepEqual(
    msgs.map((m) => m.body),
    ['Delhi to Mumbai 20T\n32ft', 'Pune to Chennai 10T'],
  );
});

test('reads a month-first export when a day above 12 shows the order', () => {
  const msgs = splitMessages('11/24/26, 2:30 PM - Kiran: hi\n11/25/26, 8:00 AM - Kiran: hello');
  assert.deepEqual(
    msgs.map((m) => m.sentAt),
    ['2026-11-24T14:30', '2026-11-25T08:00'],
  );
});

test('gets nothing from WhatsApp system lines (encryption banner, joins, media omitted, deleted)', () => {
  const chat = [
    '22/11/26, 9:40 AM - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
    "22/11/26, 9:42 AM - Rajesh Kumar joined using this group's invite link",
    '22/11/26, 9:43 AM - Rajesh Kumar: <Media omitted>',
    '22/11/26, 9:44 AM - Rajesh Kumar: This message was deleted',
    '[22/11/26, 9:45:00 AM] Rajesh Kumar: \u200eimage omitted',
  ].join('\n');
  assert.deepEqual(parse(chat), []);
});

// --- Routes -------------------------------------------------------------------------------

const ROUTE_FORMS: Array<[string, string]> = [
  ['to', 'Delhi to Mumbai 20 ton 32ft SXL'],
  ['dash', 'Delhi - Mumbai 20 ton 32ft SXL'],
  ['codes', 'DEL-BOM 20 ton 32ft SXL'],
  ['se', 'Delhi se Mumbai 20 ton 32ft SXL'],
  ['arrow emoji', 'Delhi ➡️ Mumbai 20 ton 32ft SXL'],
  ['from/to', 'From Delhi To Mumbai 20 ton 32ft SXL'],
  ['greater-than', 'Delhi > Mumbai 20 ton 32ft SXL'],
  ['loading/unloading labels', 'Loading: Delhi Unloading: Mumbai 20 ton 32ft SXL'],
  ['labels on separate lines', 'Loading point: Delhi\nMaterial: FMCG 20 ton\nUnloading point: Mumbai\n32ft SXL'],
  ['Hinglish', 'Delhi se Mumbai ke liye gaadi chahiye, 20 ton, 32ft SXL'],
  ['Hinglish with destination first', 'Mumbai ke liye Delhi se 32ft SXL gaadi chahiye, 20 ton'],
  ['Devanagari', 'दिल्ली से मुंबई 20 टन 32 फीट कंटेनर'],
];
for (const [form, text] of ROUTE_FORMS) {
  test(`reads the route in the "${form}" form`, () => {
    const c = one(text);
    assert.equal(c.origin, 'Delhi');
    assert.equal(c.destination, 'Mumbai');
  });
}

test('resolves old names, codes and misspellings through the gazetteer', () => {
  assert.deepEqual(pick(one('Bombay to Banglore 10T open'), 'origin', 'destination'), { origin: 'Mumbai', destination: 'Bengaluru' });
  assert.deepEqual(pick(one('Gurgaon to Calcutta 10T open'), 'origin', 'destination'), { origin: 'Gurugram', destination: 'Kolkata' });
  assert.deepEqual(pick(one('Ludiana to Mumabi 10T open'), 'origin', 'destination'), { origin: 'Ludhiana', destination: 'Mumbai' });
});

test('keeps an unknown place name with lower confidence and a note', () => {
  const c = one('Sitarganj to Delhi 9 ton 22ft open 24000');
  assert.equal(c.origin, 'Sitarganj');
  assert.ok(c.field_confidence.origin < 0.7);
  assert.match(c.errors.origin, /not in the city list/);
});

test('reads the place in brackets after a city as the more precise place ("Mumbai (Taloja)", "Kolkata (Dankuni)")', () => {
  assert.equal(one('Mumbai (Taloja) to Raipur 25 MT trailer').origin, 'Taloja');
  const c = one('Guwahati to Kolkata (Dankuni) 8 ton 32 ft 75000');
  assert.equal(c.destination, 'Dankuni');
  assert.equal(c.errors.destination, undefined, 'a gazetteer town');
  const d = one('Guwahati to Howrah (Dhulagarh) 8 ton 32 ft 75000');
  assert.equal(d.destination, 'Dhulagarh');
  assert.match(d.errors.destination, /not in the city list/);
  assert.equal(one('Delhi (Okhla) to Jaipur 8 ton open').origin, 'Delhi', 'a spelling of the same city');
  assert.equal(one('Pune (East) to Nagpur 8 ton open').origin, 'Pune', 'a region word in brackets only explains the city');
});

// --- Truck type and length ------------------------------------------------------------------

const TRUCKS: Array<[string, ParsedCandidate['truck_type'], number | null]> = [
  ['32ft SXL', 'container', 32],
  ['32 ft MXL', 'container', 32],
  ['20ft cont', 'container', 20],
  ['container', 'container', null],
  ['open body', 'open', null],
  ['taurus', 'open', null],
  ['22 feet open', 'open', 22],
  ['40ft trailer', 'trailer', 40],
  ['flatbed', 'trailer', null],
  ['tanker', 'tanker', null],
  ['reefer', 'reefer', null],
  ['refrigerated 19ft', 'reefer', 19],
  ['frozen', 'reefer', null],
  ['tipper', 'tipper', null],
  ['dumper', 'tipper', null],
  ['tata ace', 'lcv', null],
  ['bolero pickup', 'lcv', null],
  ['pickup required', 'lcv', null],
  ['cont', 'container', null],
  ['407', 'lcv', null],
  ['Tata 1109 17ft', 'lcv', 17],
  ['LCV', 'lcv', null],
  ['chhota hathi', 'lcv', null],
  ["20' open", 'open', 20],
  ['40 fit trailer', 'trailer', 40],
  ['20 container', 'container', 20],
  ['trailers', 'trailer', null],
];
for (const [words, type, length] of TRUCKS) {
  test(`reads "${words}" as ${type}${length ? `, ${length} ft` : ''}`, () => {
    const c = one(`Pune to Nagpur 9 ton ${words} 25000`);
    assert.equal(c.truck_type, type);
    assert.equal(c.truck_length_ft, length);
  });
}

test('every truck type the parser returns is one of TRUCK_TYPES', () => {
  for (const m of CORPUS) for (const c of parse(m.text, m.referenceDate)) assert.ok(c.truck_type === null || TRUCK_TYPES.includes(c.truck_type));
});

test('does not read "Pickup:" or "Cont -" labels as truck types', () => {
  const c = one('Pickup: Sanand\nDrop: Chennai\n11 ton\nCont - 9909000007');
  assert.equal(c.truck_type, null);
  assert.equal(c.origin, 'Sanand');
  assert.equal(c.phone, '+919909000007');
});

test('guesses a container from a 32 ft length alone, with lower confidence and a note', () => {
  const c = one('Delhi to Pune 32ft gaadi chahiye 9 ton');
  assert.equal(c.truck_type, 'container');
  assert.ok(c.field_confidence.truck_type < 1);
  assert.match(c.errors.truck_type, /guessed/);
});

// --- Weight -------------------------------------------------------------------------------

const WEIGHTS: Array<[string, number]> = [
  ['20 MT', 20],
  ['20T', 20],
  ['20 ton', 20],
  ['20 tonnes', 20],
  ['20 tons', 20],
  ['7.5 ton', 7.5],
  ['15000 kg', 15],
  ['15,000 kgs', 15],
  ['150 quintal', 15],
  ['150 qtl', 15],
  ['Wt: 18', 18],
];
for (const [words, tonnes] of WEIGHTS) {
  test(`reads "${words}" as ${tonnes} tonnes`, () => assert.equal(one(`Pune to Nagpur ${words} open`).weight, tonnes));
}

test('converts 150 quintal to 15 tonnes', () => assert.equal(one('Indore se Nagpur 150 quintal soyabean 22ft open').weight, 15));

test('does not read "20ft" as a weight', () => {
  const c = one('Pune to Nagpur 20ft open 18000');
  assert.equal(c.weight, null);
  assert.equal(c.truck_length_ft, 20);
  assert.equal(c.errors.weight, 'Weight not found');
});

// --- Price --------------------------------------------------------------------------------

const PRICES: Array<[string, number]> = [
  ['45k', 45000],
  ['45000', 45000],
  ['45,000', 45000],
  ['₹45,000', 45000],
  ['Rs. 45000', 45000],
  ['Rs 45000/-', 45000],
  ['1.2 lakh', 120000],
  ['1.2L', 120000],
  ['1,20,000', 120000],
  ['rate 52000', 52000],
  ['freight 38k', 38000],
  ['bhada 40000', 40000],
  ['92 hazar', 92000],
];
for (const [words, rupees] of PRICES) {
  test(`reads "${words}" as a total of ${rupees} rupees`, () => {
    const c = one(`Delhi to Mumbai 20 ton 32ft SXL ${words} kal`);
    assert.equal(c.price, rupees);
    assert.equal(c.rate_per_tonne, null);
  });
}

const RATES = ['1800/ton', '1800 per ton', '1800 PMT', '@1800/MT', 'Rs 1800/- per tonne', '@ 1800'];
for (const words of RATES) {
  test(`reads "${words}" as a rate per tonne and multiplies it by the weight`, () => {
    const c = one(`Mundra to Delhi 25 ton trailer ${words}`);
    assert.equal(c.rate_per_tonne, 1800);
    assert.equal(c.price, 45000);
  });
}

test('keeps a per-tonne rate without a weight and leaves the total empty', () => {
  const c = one('Mundra to Delhi trailer 2100 PMT kal');
  assert.equal(c.rate_per_tonne, 2100);
  assert.equal(c.price, null);
});

test('does not mistake phone numbers, dates, lengths, weights, distances or pin codes for a price', () => {
  const c = one('Bhiwandi 421302 to Delhi, 32ft, 25 ton, 1400 km, loading 25/11/2026, call 98765 43210');
  assert.equal(c.price, null);
  assert.equal(c.weight, 25);
  assert.equal(c.truck_length_ft, 32);
  assert.equal(c.pickup_date, '2026-11-25');
  assert.equal(c.phone, '+919876543210');
});

test('does not read an advance as the freight', () => {
  assert.equal(one('Delhi to Mumbai 20T 32ft SXL rate 60000 advance 10000').price, 60000);
  assert.equal(one('Delhi to Mumbai 20T 32ft SXL rate 62000 advance 80% balance on delivery').price, 62000);
  assert.equal(one('Delhi to Mumbai 20T 32ft SXL 5000 advance, 58000 total').price, 58000);
});

// --- Pickup date ----------------------------------------------------------------------------

const DATES: Array<[string, string]> = [
  ['today', '2026-11-22'],
  ['aaj', '2026-11-22'],
  ['tomorrow', '2026-11-23'],
  ['tmrw', '2026-11-23'],
  ['parso', '2026-11-24'],
  ['day after tomorrow', '2026-11-24'],
  ['Wednesday', '2026-11-25'],
  ['Sunday', '2026-11-22'],
  ['somvar', '2026-11-23'],
  ['25/11', '2026-11-25'],
  ['25-11-2026', '2026-11-25'],
  ['25.11.26', '2026-11-25'],
  ['25 Nov', '2026-11-25'],
  ['Nov 25', '2026-11-25'],
  ['25th November', '2026-11-25'],
  ['loading 25th', '2026-11-25'],
  ['immediate', '2026-11-22'],
  ['urgent', '2026-11-22'],
  ['turant', '2026-11-22'],
  ['after 2 days', '2026-11-24'],
];
for (const [words, iso] of DATES) {
  test(`reads "${words}" as pickup on ${iso} (reference Sunday 22 Nov)`, () => {
    assert.equal(one(`Pune to Nagpur 9 ton open ${words}`).pickup_date, iso);
  });
}

test("resolves 'kal' against the reference date in Asia/Kolkata", () => {
  assert.equal(one('Delhi to Mumbai 20T open kal').pickup_date, '2026-11-23');
  assert.equal(one('Delhi to Mumbai 20T open kal', '2026-12-31').pickup_date, '2027-01-01');
});

test('resolves relative dates against the day the export line was sent', () => {
  const c = one('20/11/26, 6:15 PM - Balaji: Chennai to Bangalore 8 ton open kal loading', '2026-11-24');
  assert.equal(c.pickup_date, '2026-11-21');
});

test("defaults a missing date to the export line's date, with low confidence and a note", () => {
  const c = one('20/11/26, 6:15 PM - Balaji: Chennai to Bangalore 8 ton open 22000', '2026-11-24');
  assert.equal(c.pickup_date, '2026-11-20');
  assert.ok(c.field_confidence.pickup_date <= 0.3);
  assert.match(c.errors.pickup_date, /not found; assumed 2026-11-20/);
});

test('defaults a missing date in a plain paste to the reference date', () => {
  const c = one('Chennai to Bangalore 8 ton open 22000');
  assert.equal(c.pickup_date, REF);
  assert.match(c.errors.pickup_date, /assumed 2026-11-22/);
});

test('puts a day/month without a year into next year when the post is made at year end', () => {
  assert.equal(one('Delhi to Ludhiana 18 ton open loading 2/1', '2026-12-29').pickup_date, '2027-01-02');
  assert.equal(one('Panipat to Kolkata 12 ton open 5 Jan', '2026-12-29').pickup_date, '2027-01-05');
});

test('uses today in Asia/Kolkata when no reference date is given', () => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const get = (t: string) => parts.find((p) => p.type === t)?.value;
  const today = `${get('year')}-${get('month')}-${get('day')}`;
  const [c] = parseChat('Delhi to Mumbai 20T open today');
  assert.equal(c.pickup_date, today);
});

// --- Phone --------------------------------------------------------------------------------

for (const written of ['98765 43210', '+91-9876543210', '09876543210', '+91 98765 43210', '9876543210', '98765-43210']) {
  test(`normalises the phone "${written}" to +919876543210`, () => {
    assert.equal(one(`Delhi to Mumbai 20T open call ${written}`).phone, '+919876543210');
  });
}

test('takes the phone from an export sender saved only as a number', () => {
  assert.equal(one('22/11/26, 11:20 AM - +91 98290 12121: Udaipur to Ahmedabad 25 ton trailer').phone, '+919829012121');
});

// --- Availability posts and noise ---------------------------------------------------------

const NOT_LOADS = [
  ['gaadi khali', '32ft SXL gaadi khali hai Bhiwandi me, Delhi ka load chahiye 9876501234'],
  ['khali gaadi', 'Khali gaadi Delhi se Mumbai jaani hai, 32ft MXL'],
  ['truck available', 'Truck available 20 ft open at Pune, 9890112233'],
  ['vehicle available', 'Vehicle available: 40ft trailer at JNPT for Delhi'],
  ['empty truck', 'Empty truck at Ludhiana tomorrow, 22ft'],
  ['need load', 'Need load Kolkata to Delhi, 32ft SXL ready'],
  ['load chahiye', 'Taurus Raipur me, load chahiye Nagpur ke liye'],
  ['greeting', 'Good morning all 🙏🙏'],
  ['ok', 'ok'],
  ['thumbs up', '👍'],
  ['call me', 'Call me'],
  ['forward without a route', 'Forwarded as received:\nFASTag KYC update karo warna 1 Dec se band ho jayega'],
  ['rate enquiry', 'Delhi to Mumbai 32ft ka rate kya chal raha hai?'],
  ['route with no load details', 'Delhi to Mumbai by train jaana hai, koi ticket agent?'],
];
for (const [kind, text] of NOT_LOADS) {
  test(`treats a "${kind}" post as no load`, () => assert.deepEqual(parse(text), []));
}

for (const phrase of ['gaadi chahiye', 'truck required', 'need truck', 'load available']) {
  test(`treats a "${phrase}" post as a load`, () => {
    assert.equal(one(`${phrase} Delhi to Mumbai 20 ton`).destination, 'Mumbai');
  });
}

// --- Several loads in one message ---------------------------------------------------------

test('finds two loads in a numbered message', () => {
  const got = parse('Urgent loads:\n1) Delhi to Mumbai 20T 32ft SXL 45k\n2) Pune - Chennai 15T open 38000\nLoading kal. Call 9876543210');
  assert.deepEqual(
    got.map((c) => pick(c, 'origin', 'destination', 'truck_type', 'weight', 'price')),
    [
      { origin: 'Delhi', destination: 'Mumbai', truck_type: 'container', weight: 20, price: 45000 },
      { origin: 'Pune', destination: 'Chennai', truck_type: 'open', weight: 15, price: 38000 },
    ],
  );
});

test('shares message-level phone, date and truck with every load that lacks them', () => {
  const got = parse('32ft MXL required\nChennai - Delhi 9T 85k\nChennai - Ludhiana 9T 95k\nLoading 5 Dec\n9444012399', '2026-12-03');
  assert.equal(got.length, 2);
  for (const c of got) {
    assert.equal(c.truck_type, 'container');
    assert.equal(c.truck_length_ft, 32);
    assert.equal(c.pickup_date, '2026-12-05');
    assert.equal(c.phone, '+919444012399');
  }
});

test('keeps each load its own weight and price in blank-line separated blocks', () => {
  const got = parse('Delhi to Mumbai\n20 ton, 32ft MXL\nRate 65000\n\nDelhi to Pune\n12 ton, 32ft SXL\nRate 55000\n\nLoading kal. Call 9899098990');
  assert.deepEqual(
    got.map((c) => pick(c, 'destination', 'weight', 'price', 'pickup_date', 'phone')),
    [
      { destination: 'Mumbai', weight: 20, price: 65000, pickup_date: '2026-11-23', phone: '+919899098990' },
      { destination: 'Pune', weight: 12, price: 55000, pickup_date: '2026-11-23', phone: '+919899098990' },
    ],
  );
});

test('finds the loads listed under one origin ("Ex Mundra:")', () => {
  const got = parse('Ex Mundra:\nDelhi 27MT 2300 PMT\nJaipur 27MT 2000 PMT\n40 ft trailer, loading 25/11');
  assert.deepEqual(
    got.map((c) => [c.origin, c.destination, c.price]),
    [
      ['Mundra', 'Delhi', 62100],
      ['Mundra', 'Jaipur', 54000],
    ],
  );
});

test("attaches a follow-up 'Call 98...' from the same sender to the load before it", () => {
  const chat = '[24/11/26, 8:01:45 AM] Sharma: Ludhiana to Mumbai 25 MT trailer\n[24/11/26, 8:03:10 AM] Sharma: Call 9815598155';
  assert.equal(one(chat, '2026-11-24').phone, '+919815598155');
});

test('records the message index and sender of each load', () => {
  const got = parse('22/11/26, 9:00 AM - A: hi\n22/11/26, 9:05 AM - B: Delhi to Mumbai 20T open');
  assert.equal(got[0].message_index, 1);
  assert.equal(got[0].sender, 'B');
});

// --- Validity and confidence ----------------------------------------------------------------

test('marks a load valid only when origin, destination, truck type, weight and date are present', () => {
  assert.equal(one('Delhi to Mumbai 20T 32ft SXL 45k kal').valid, true);
  const noWeight = one('Delhi to Mumbai 32ft SXL 45k kal');
  assert.equal(noWeight.valid, false);
  assert.equal(noWeight.errors.weight, 'Weight not found');
  const noTruck = one('Delhi to Mumbai 20T 45k kal');
  assert.equal(noTruck.valid, false);
  assert.equal(noTruck.errors.truck_type, 'Truck type not found');
});

test('reports a load that names only one end, with the missing end in errors', () => {
  const c = one('Load available for Delhi, 15 ton, 32ft MXL, rate 60k');
  assert.equal(c.origin, null);
  assert.equal(c.destination, 'Delhi');
  assert.equal(c.valid, false);
  assert.equal(c.errors.origin, 'Origin not found');
});

test('keeps confidences between 0 and 1 and rates a complete post above a sparse one', () => {
  const full = one('Delhi to Mumbai 20T 32ft SXL 45k kal 9876543210');
  const sparse = one('Sitarganj to Delhi 20ft');
  for (const c of [full, sparse]) {
    assert.ok(c.confidence >= 0 && c.confidence <= 1);
    for (const v of Object.values(c.field_confidence)) assert.ok(v >= 0 && v <= 1);
  }
  assert.ok(full.confidence > 0.9);
  assert.ok(sparse.confidence < full.confidence);
});

test('keeps the source lines of each load in raw', () => {
  const got = parse('1) Delhi to Mumbai 20T open\n2) Pune to Chennai 15T open');
  assert.equal(got[0].raw, '1) Delhi to Mumbai 20T open');
  assert.equal(got[1].raw, '2) Pune to Chennai 15T open');
});

// --- Corpus and speed -------------------------------------------------------------------------

test('has a labelled corpus of at least 150 messages with loads, availability posts and noise', () => {
  assert.ok(CORPUS.length >= 150);
  assert.ok(CORPUS.filter((m) => m.expected.length === 0).length >= 40);
  assert.ok(CORPUS.filter((m) => m.expected.length > 1).length >= 10);
});

test('the corpus is written by hand, not generated from a template: no message twice, hardly two of one shape', () => {
  const texts = CORPUS.map((m) => m.text);
  assert.equal(new Set(texts).size, texts.length, 'a message appears twice');
  // A message's shape: numbers and words of 4+ letters masked. One template filled with other cities,
  // weights and prices gives one shape again and again.
  const shape = (t: string) =>
    t
      .toLowerCase()
      .replace(/\d+/g, '#')
      .replace(/\p{L}{4,}/gu, 'w')
      .replace(/\s+/g, ' ');
  const shapes = new Set(texts.map(shape));
  assert.ok(shapes.size >= texts.length * 0.95, `${texts.length - shapes.size} messages repeat the shape of another`);
  // Every kind the issue names is there: exports, Hinglish, several loads in a message, availability posts.
  assert.ok(CORPUS.filter((m) => /^\[?\d{1,2}\/\d{1,2}\/\d{2,4},? /m.test(m.text)).length >= 15, 'WhatsApp export lines');
  assert.ok(CORPUS.filter((m) => /\b(se|kal|aaj|parso|gaadi|chahiye|hai)\b/i.test(m.text)).length >= 30, 'Hinglish');
  assert.ok(CORPUS.filter((m) => /gaadi khali|khali gaadi|truck available|vehicle available/i.test(m.text) && m.expected.length === 0).length >= 5, 'truck-availability posts');
});

/**
 * Blind rounds 10, 11 and 13 to 24 joined the training corpus before every post of them was learnt: their posts still read
 * wrong are listed in the README's "Blind round" sections. Their scores may only go up: these floors are what they read
 * now (loads with every field right; at most so many spurious candidates and noise posts taken). Rounds 4 to 9 and 12,
 * held so too, read 100 % and are held by the training test below.
 */
const BLIND_FLOORS = [
  { round: 10, corpus: BLIND_ROUND_10, loadsAllRight: 229, spuriousLoads: 0, noiseTaken: 0 },
  { round: 11, corpus: BLIND_ROUND_11, loadsAllRight: 237, spuriousLoads: 0, noiseTaken: 0 },
  { round: 13, corpus: BLIND_ROUND_13, loadsAllRight: 266, spuriousLoads: 0, noiseTaken: 0 },
  { round: 14, corpus: BLIND_ROUND_14, loadsAllRight: 278, spuriousLoads: 0, noiseTaken: 0 },
  { round: 15, corpus: BLIND_ROUND_15, loadsAllRight: 274, spuriousLoads: 0, noiseTaken: 0 },
  { round: 16, corpus: BLIND_ROUND_16, loadsAllRight: 284, spuriousLoads: 0, noiseTaken: 0 },
  { round: 17, corpus: BLIND_ROUND_17, loadsAllRight: 254, spuriousLoads: 0, noiseTaken: 0 },
  { round: 18, corpus: BLIND_ROUND_18, loadsAllRight: 281, spuriousLoads: 0, noiseTaken: 0 },
  { round: 19, corpus: BLIND_ROUND_19, loadsAllRight: 327, spuriousLoads: 0, noiseTaken: 0 },
  { round: 20, corpus: BLIND_ROUND_20, loadsAllRight: 342, spuriousLoads: 0, noiseTaken: 0 },
  { round: 21, corpus: BLIND_ROUND_21, loadsAllRight: 283, spuriousLoads: 0, noiseTaken: 0 },
  { round: 22, corpus: BLIND_ROUND_22, loadsAllRight: 287, spuriousLoads: 0, noiseTaken: 0 },
  { round: 23, corpus: BLIND_ROUND_23, loadsAllRight: 296, spuriousLoads: 0, noiseTaken: 0 },
  { round: 24, corpus: BLIND_ROUND_24, loadsAllRight: 273, spuriousLoads: 0, noiseTaken: 0 },
  { round: 25, corpus: BLIND_ROUND_25, loadsAllRight: 301, spuriousLoads: 0, noiseTaken: 0 },
  { round: 26, corpus: BLIND_ROUND_26, loadsAllRight: 300, spuriousLoads: 0, noiseTaken: 0 },
  { round: 27, corpus: BLIND_ROUND_27, loadsAllRight: 312, spuriousLoads: 0, noiseTaken: 0 },
  { round: 28, corpus: BLIND_ROUND_28, loadsAllRight: 300, spuriousLoads: 0, noiseTaken: 0 },
  { round: 29, corpus: BLIND_ROUND_29, loadsAllRight: 228, spuriousLoads: 0, noiseTaken: 0 },
  { round: 30, corpus: BLIND_ROUND_30, loadsAllRight: 275, spuriousLoads: 0, noiseTaken: 0 },
  { round: 31, corpus: BLIND_ROUND_31, loadsAllRight: 208, spuriousLoads: 1, noiseTaken: 0 },
  { round: 32, corpus: BLIND_ROUND_32, loadsAllRight: 245, spuriousLoads: 0, noiseTaken: 0 },
  { round: 33, corpus: BLIND_ROUND_33, loadsAllRight: 323, spuriousLoads: 3, noiseTaken: 2 },
  { round: 34, corpus: BLIND_ROUND_34, loadsAllRight: 219, spuriousLoads: 0, noiseTaken: 0 },
  { round: 35, corpus: BLIND_ROUND_35, loadsAllRight: 270, spuriousLoads: 0, noiseTaken: 0 },
  { round: 36, corpus: BLIND_ROUND_36, loadsAllRight: 277, spuriousLoads: 0, noiseTaken: 0 },
  { round: 37, corpus: BLIND_ROUND_37, loadsAllRight: 257, spuriousLoads: 0, noiseTaken: 0 },
  { round: 38, corpus: BLIND_ROUND_38, loadsAllRight: 276, spuriousLoads: 0, noiseTaken: 0 },
  { round: 39, corpus: BLIND_ROUND_39, loadsAllRight: 385, spuriousLoads: 3, noiseTaken: 0 },
  { round: 40, corpus: BLIND_ROUND_40, loadsAllRight: 275, spuriousLoads: 1, noiseTaken: 0 },
  { round: 41, corpus: BLIND_ROUND_41, loadsAllRight: 232, spuriousLoads: 0, noiseTaken: 0 },
  { round: 42, corpus: BLIND_ROUND_42, loadsAllRight: 241, spuriousLoads: 0, noiseTaken: 0 },
  { round: 43, corpus: BLIND_ROUND_43, loadsAllRight: 268, spuriousLoads: 4, noiseTaken: 2 },
  { round: 44, corpus: BLIND_ROUND_44, loadsAllRight: 277, spuriousLoads: 2, noiseTaken: 1 },
  { round: 45, corpus: BLIND_ROUND_45, loadsAllRight: 379, spuriousLoads: 4, noiseTaken: 1 },
  { round: 46, corpus: BLIND_ROUND_46, loadsAllRight: 301, spuriousLoads: 1, noiseTaken: 1 },
  { round: 47, corpus: BLIND_ROUND_47, loadsAllRight: 220, spuriousLoads: 2, noiseTaken: 2 },
  { round: 48, corpus: BLIND_ROUND_48, loadsAllRight: 289, spuriousLoads: 0, noiseTaken: 0 },
  { round: 49, corpus: BLIND_ROUND_49, loadsAllRight: 158, spuriousLoads: 0, noiseTaken: 0 },
];

/**
 * The held-out corpora of 27 Nov 2026 (test/heldout/README.md), retired into the training corpus on 29 Nov 2026 when a
 * third replaced them: 93.8 % (336/355 and 253/273, 589/628) when retired, never read until then; learnt the same day. What they
 * read now may only go up.
 */
const RETIRED_FLOORS = [
  { name: 'chat-corpus-retired2.ts', corpus: RETIRED_CASES_2, loadsAllRight: 353, spuriousLoads: 1, noiseTaken: 0 },
  { name: 'chat-corpus-retired3.ts', corpus: RETIRED_CASES_3, loadsAllRight: 271, spuriousLoads: 0, noiseTaken: 0 },
];

for (const floor of RETIRED_FLOORS) {
  test(`the retired held-out corpus ${floor.name} reads at least as well as when it was learnt`, () => {
    assert.ok(CORPUS.includes(floor.corpus[0]));
    const score = scoreCorpus(floor.corpus, parseChat);
    assert.ok(score.loadsAllRight >= floor.loadsAllRight, `${score.loadsAllRight} of ${score.expectedLoads} loads all right`);
    assert.ok(score.spuriousLoads <= floor.spuriousLoads, `${score.spuriousLoads} spurious candidates`);
    assert.ok(score.noiseTaken <= floor.noiseTaken, `${score.noiseTaken} noise posts taken as loads`);
  });
}

for (const floor of BLIND_FLOORS) {
  test(`blind round ${floor.round} reads at least as well as when it was adopted, while it is being learnt`, () => {
    const score = scoreCorpus(floor.corpus, parseChat);
    assert.ok(score.loadsAllRight >= floor.loadsAllRight, `${score.loadsAllRight} of ${score.expectedLoads} loads all right`);
    assert.ok(score.spuriousLoads <= floor.spuriousLoads, `${score.spuriousLoads} spurious candidates`);
    assert.ok(score.noiseTaken <= floor.noiseTaken, `${score.noiseTaken} noise posts taken as loads`);
  });
}

test('reads every labelled load of the training corpus with all fields right, and takes no noise as a load', () => {
  const beingLearnt = new Set([
    ...RETIRED_CASES_2,
    ...RETIRED_CASES_3,
    ...BLIND_ROUND_10,
    ...BLIND_ROUND_11,
    ...BLIND_ROUND_13,
    ...BLIND_ROUND_14,
    ...BLIND_ROUND_15,
    ...BLIND_ROUND_16,
    ...BLIND_ROUND_17,
    ...BLIND_ROUND_18,
    ...BLIND_ROUND_19,
    ...BLIND_ROUND_20,
    ...BLIND_ROUND_21,
    ...BLIND_ROUND_22,
    ...BLIND_ROUND_23,
    ...BLIND_ROUND_24,
    ...BLIND_ROUND_25,
    ...BLIND_ROUND_26,
    ...BLIND_ROUND_27,
    ...BLIND_ROUND_28,
    ...BLIND_ROUND_29,
    ...BLIND_ROUND_30,
    ...BLIND_ROUND_31,
    ...BLIND_ROUND_32,
    ...BLIND_ROUND_33,
    ...BLIND_ROUND_34,
    ...BLIND_ROUND_35,
    ...BLIND_ROUND_36,
    ...BLIND_ROUND_37,
    ...BLIND_ROUND_38,
    ...BLIND_ROUND_39,
    ...BLIND_ROUND_40,
    ...BLIND_ROUND_41,
    ...BLIND_ROUND_42,
    ...BLIND_ROUND_43,
    ...BLIND_ROUND_44,
    ...BLIND_ROUND_45,
    ...BLIND_ROUND_46,
    ...BLIND_ROUND_47,
    ...BLIND_ROUND_48,
    ...BLIND_ROUND_49,
  ]);
  const score = scoreCorpus(
    CORPUS.filter((m) => !beingLearnt.has(m)),
    parseChat,
  );
  const first = score.mismatches[0];
  const where = first ? `; first: ${JSON.stringify(first.text)} expected ${JSON.stringify(first.expected)}, got ${JSON.stringify(first.got)}` : '';
  assert.equal(score.loadsAllRight, score.expectedLoads, `all fields right on ${(score.loadAllRightShare * 100).toFixed(1)}%${where}`);
  assert.equal(score.noiseTaken, 0, `${score.noiseTaken} posts that are not loads taken as loads${where}`);
  assert.equal(score.spuriousLoads, 0, `${score.spuriousLoads} spurious candidates${where}`);
});

test('the retired held-out posts are part of the training corpus', () => {
  for (const m of RETIRED_CASES) assert.ok(CORPUS.includes(m));
  assert.ok(RETIRED_CASES.length >= 300);
});

test('finds at least 90% of the held-out loads with all fields right', () => {
  assert.ok(scoreCorpus(HELD_OUT, parseChat).loadAllRightShare >= 0.9);
});

// Speed is the bench's to measure (`npm run bench:parser`: 1,000 messages, hostile input, 200 KB pastes of every
// shape, each against its target). These two only guard against the parser hanging: a quadratic scan of a 200 KB
// paste once took 2 to 20 s, a backtracking pattern takes minutes; the test's timeout catches both whatever the
// machine's load, and each input must still come back with well-formed candidates.
test('comes back from long hostile input', { timeout: 60_000 }, () => {
  for (const text of HOSTILE_INPUTS) {
    assert.ok(Array.isArray(parseChat(text, { referenceDate: REF })));
  }
});

test('comes back from a 200 KB paste of any shape (the most the API takes)', { timeout: 60_000 }, () => {
  for (const unit of PASTE_SHAPES) {
    assert.ok(Array.isArray(parseChat(pasteOf(unit), { referenceDate: REF })));
  }
});

// PARSER_MAX_BYTES may be raised to 4 MB: a word of 1 MB parted into its dashes ("Delhi-Mumbai-Pune-...") was once
// spread into a call's arguments and overflowed the call stack.
test('comes back from a 1 MB chain of places joined by dashes (an operator may allow pastes past 200 KB)', { timeout: 60_000 }, () => {
  const text = 'Delhi-Mumbai-Pune-'.repeat(Math.floor((1024 * 1024) / 18));
  assert.ok(Array.isArray(parseChat(text, { referenceDate: REF })));
});

test('never throws and always returns well-formed candidates, whatever is pasted', () => {
  const words = fc.constantFrom(
    'Delhi',
    'to',
    'se',
    '-',
    '➡️',
    'Mumbai',
    'BOM',
    '20T',
    '32ft',
    'SXL',
    'open',
    '45k',
    '1.2L',
    '@1800/MT',
    'kal',
    '25/11',
    '9876543210',
    '\n',
    '\n\n',
    'gaadi',
    'khali',
    'chahiye',
    '(',
    ')',
    '?',
    '22/11/26, 9:41 AM - A:',
    '[9:41 am, 22/11/2026] B:',
  );
  const pastes = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.array(words, { maxLength: 40 }).map((ws) => ws.join(' ')),
  );
  fc.assert(
    fc.property(pastes, (text) => {
      for (const c of parseChat(text, { referenceDate: REF })) {
        assert.ok(c.confidence >= 0 && c.confidence <= 1);
        assert.ok(c.origin !== null || c.destination !== null);
        assert.ok(c.truck_type === null || TRUCK_TYPES.includes(c.truck_type));
        assert.match(c.pickup_date ?? '', /^\d{4}-\d{2}-\d{2}$/);
        assert.ok(c.phone === null || /^\+91[6-9]\d{9}$/.test(c.phone));
        assert.ok(c.weight === null || (c.weight > 0 && c.weight <= 100));
        assert.equal(c.valid, !!(c.origin && c.destination && c.truck_type && c.weight && c.pickup_date));
      }
    }),
    { numRuns: 300 },
  );
});

function pick<K extends keyof ParsedCandidate>(c: ParsedCandidate, ...keys: K[]): Pick<ParsedCandidate, K> {
  const out = {} as Pick<ParsedCandidate, K>;
  for (const k of keys) out[k] = c[k];
  return out;
}
