import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CITIES, canonicalCityName, cityNameIn, cityVariants, distanceKm, INDIC_NAME_COLLISIONS, isAmbiguousCityWord, resolveCity, roadDistanceKm, suggestCity } from './cities.js';
import { CITY_NAMES, INDIC_LOCALES, type IndicLocale } from './city-names.js';

test('lists at least 150 cities with coordinates inside India', () => {
  assert.ok(CITIES.length >= 150);
  for (const c of CITIES) {
    assert.ok(c.lat > 6 && c.lat < 37 && c.lng > 68 && c.lng < 98, `${c.name} is outside India`);
  }
});

// Each state's and union territory's extent, widened by about 0.3° on every side: [south, north, west, east].
const STATE_BOXES: Record<string, [number, number, number, number]> = {
  'Andaman and Nicobar Islands': [6.45, 14, 91.9, 94.3],
  'Andhra Pradesh': [12.3, 19.5, 76.45, 85.1],
  'Arunachal Pradesh': [26.35, 29.75, 91.25, 97.7],
  Assam: [23.8, 28.3, 89.4, 96.3],
  Bihar: [24, 27.8, 83, 88.6],
  Chandigarh: [30.4, 31.05, 76.4, 77.1],
  Chhattisgarh: [17.45, 24.4, 79.95, 84.7],
  'Dadra and Nagar Haveli and Daman and Diu': [20, 21, 70.7, 73.4],
  Delhi: [28.1, 29.2, 76.5, 77.65],
  Goa: [14.6, 16.1, 73.4, 74.6],
  Gujarat: [19.8, 24.99, 68, 74.8],
  Haryana: [27.3, 31.3, 74.1, 77.9],
  'Himachal Pradesh': [30.05, 33.55, 75.25, 79.3],
  'Jammu and Kashmir': [31.95, 35.4, 73, 77.1],
  Jharkhand: [21.65, 25.65, 83, 88.25],
  Karnataka: [11.3, 18.75, 73.75, 78.9],
  Kerala: [7.9, 13.1, 74.55, 77.7],
  Ladakh: [32, 36.3, 75, 80.6],
  'Madhya Pradesh': [20.75, 27.15, 73.7, 83.1],
  Maharashtra: [15.3, 22.35, 72.3, 81.2],
  Manipur: [23.5, 26, 92.65, 95.1],
  Meghalaya: [24.7, 26.4, 89.5, 93.1],
  Mizoram: [21.65, 24.8, 91.95, 93.75],
  Nagaland: [24.9, 27.35, 93, 95.55],
  Odisha: [17.5, 22.85, 81.05, 87.8],
  Puducherry: [10.6, 17.1, 75.2, 82.5],
  Punjab: [29.2, 32.85, 73.5, 77.25],
  Rajasthan: [22.75, 30.5, 69.2, 78.6],
  Sikkim: [26.75, 28.45, 87.7, 89.2],
  'Tamil Nadu': [7.75, 13.85, 76, 80.65],
  Telangana: [15.5, 20.2, 76.9, 81.6],
  Tripura: [22.65, 24.85, 90.85, 92.65],
  'Uttar Pradesh': [23.55, 30.7, 76.75, 84.95],
  Uttarakhand: [28.4, 31.75, 77.25, 81.35],
  'West Bengal': [21.2, 27.5, 85.5, 90.2],
};

test("places every city inside its state's box, so a swapped or mistyped coordinate shows", () => {
  for (const c of CITIES) {
    const box = STATE_BOXES[c.state];
    assert.ok(box, `${c.name}: no box for the state "${c.state}"`);
    const [south, north, west, east] = box;
    assert.ok(c.lat >= south && c.lat <= north && c.lng >= west && c.lng <= east, `${c.name} (${c.lat}, ${c.lng}) lies outside ${c.state}`);
  }
  // The check can fail: a row with its latitude and longitude swapped, or a town put in a neighbouring state.
  const inBox = (state: string, lat: number, lng: number) => {
    const [south, north, west, east] = STATE_BOXES[state] as [number, number, number, number];
    return lat >= south && lat <= north && lng >= west && lng <= east;
  };
  assert.equal(inBox('Rajasthan', 74.7261, 27.0436), false, 'Makrana with its coordinates swapped');
  assert.equal(inBox('Gujarat', 24.4764, 74.8624), false, 'Neemuch (Madhya Pradesh) put in Gujarat');
});

test('maps every spelling to one city only', () => {
  const seen = new Map<string, string>();
  for (const c of CITIES) {
    for (const spelling of [c.name, ...c.aliases]) {
      const key = spelling.toLowerCase().replace(/[^\p{L}\p{N}\p{M}]+/gu, '');
      assert.ok(!seen.has(key) || seen.get(key) === c.name, `"${spelling}" is both ${seen.get(key)} and ${c.name}`);
      seen.set(key, c.name);
    }
  }
});

test('resolves old names to the current canonical name', () => {
  const pairs: Array<[string, string]> = [
    ['Bombay', 'Mumbai'],
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['Calcutta', 'Kolkata'],
    ['Madras', 'Chennai'],
    ['Poona', 'Pune'],
    ['Baroda', 'Vadodara'],
    ['New Delhi', 'Delhi'],
    ['Vizag', 'Visakhapatnam'],
    ['Allahabad', 'Prayagraj'],
    ['Cochin', 'Kochi'],
    ['Tuticorin', 'Thoothukudi'],
    ['JNPT', 'Nhava Sheva'],
  ];
  for (const [old, now] of pairs) assert.equal(resolveCity(old)?.name, now, old);
});

test('resolves transporter codes and Hindi spellings', () => {
  for (const [code, name] of [
    ['DEL', 'Delhi'],
    ['BOM', 'Mumbai'],
    ['BLR', 'Bengaluru'],
    ['MAA', 'Chennai'],
    ['CCU', 'Kolkata'],
    ['HYD', 'Hyderabad'],
    ['AMD', 'Ahmedabad'],
    ['PNQ', 'Pune'],
    ['दिल्ली', 'Delhi'],
    ['मुंबई', 'Mumbai'],
  ]) {
    assert.equal(resolveCity(code)?.name, name, code);
  }
});

test('knows the mandi, industrial and border towns load posts name, by the spellings people type', () => {
  for (const [spelling, name] of [
    ['Nimach', 'Neemuch'],
    ['नीमच', 'Neemuch'],
    ['Mandidip', 'Mandideep'],
    ['Hapud', 'Hapur'],
    ['Sri Ganga Nagar', 'Sriganganagar'],
    ['Unjha Mandi', 'Unjha'],
    ['Pimpalgaon Baswant', 'Pimpalgaon'],
    ['Tanjore', 'Thanjavur'],
    ['பொள்ளாச்சி', 'Pollachi'],
    ['Cuddapah', 'Kadapa'],
    ['Jajpur Road', 'Jajpur'],
    ['English Bazar', 'Malda'],
    ['ਫਗਵਾੜਾ', 'Phagwara'],
    ['ઊંઝા', 'Unjha'],
  ]) {
    assert.equal(resolveCity(spelling)?.name, name, spelling);
  }
  // Town names that are everyday words or personal names count in chat text only when capitalised.
  for (const word of ['bina', 'Guna', 'hansi', 'jalna', 'Khanna', 'Hassan', 'गुना', 'बीना']) assert.ok(isAmbiguousCityWord(word), word);
  assert.ok(!isAmbiguousCityWord('Neemuch'));
});

test('ignores case, spaces and punctuation when resolving', () => {
  assert.equal(resolveCity('  nhava-sheva ')?.name, 'Nhava Sheva');
  assert.equal(resolveCity('NAVI MUMBAI')?.name, 'Navi Mumbai');
  assert.equal(resolveCity('gr. noida')?.name, 'Greater Noida');
  assert.equal(resolveCity('Sriperumbudur.')?.name, 'Sriperumbudur');
  assert.equal(resolveCity('Atlantis'), null);
});

test('gives the canonical name, or tidies an unknown name to Title Case', () => {
  assert.equal(canonicalCityName('bangalore'), 'Bengaluru');
  assert.equal(canonicalCityName('  sitarganj   industrial  area '), 'Sitarganj Industrial Area');
});

test('lists every lower-case spelling of a city for SQL filters', () => {
  const variants = cityVariants('Bengaluru');
  for (const v of ['bengaluru', 'bangalore', 'banglore', 'blr']) assert.ok(variants.includes(v), v);
  assert.ok(variants.every((v) => v === v.toLowerCase()));
  assert.deepEqual(cityVariants('Sitarganj'), ['sitarganj']);
});

test('measures great-circle distance in kilometres', () => {
  const delhi = resolveCity('Delhi')!;
  const mumbai = resolveCity('Mumbai')!;
  const d = distanceKm(delhi, mumbai);
  assert.ok(d > 1130 && d < 1170, `Delhi-Mumbai ${d.toFixed(0)} km`);
  assert.equal(distanceKm(delhi, delhi), 0);
  assert.equal(Math.round(distanceKm(mumbai, delhi)), Math.round(d));
});

test('suggests the city a name one or two letters off means, and nothing for a known or far-off name', () => {
  assert.equal(suggestCity('Mumbaii')?.name, 'Mumbai');
  assert.equal(suggestCity(' kolkatte ')?.name, 'Kolkata');
  assert.equal(suggestCity('Bangalroe')?.name, 'Bengaluru', 'two neighbouring letters swapped');
  assert.equal(suggestCity('Ahmedabda')?.name, 'Ahmedabad');
  assert.equal(suggestCity('Gurgoann')?.name, 'Gurugram', 'an alias one letter off');
  assert.equal(suggestCity('Pune'), null, 'a known city needs no suggestion');
  assert.equal(suggestCity('Bombay'), null, 'a known alias needs no suggestion');
  assert.equal(suggestCity('Zanzibar'), null);
  assert.equal(suggestCity('Journeypur-x1y2'), null);
  assert.equal(suggestCity('xy'), null, 'too short to guess');
});

test('road distances are close to the published highway distances of real lanes', () => {
  // Road km by the usual national-highway route (NHAI and common route planners).
  const lanes: Array<[string, string, number]> = [
    ['Mumbai', 'Pune', 149],
    ['Delhi', 'Mumbai', 1415],
    ['Delhi', 'Kolkata', 1530],
    ['Chennai', 'Bengaluru', 346],
    ['Delhi', 'Jaipur', 281],
    ['Ahmedabad', 'Mumbai', 524],
    ['Hyderabad', 'Bengaluru', 575],
    ['Kolkata', 'Chennai', 1670],
    ['Delhi', 'Chandigarh', 245],
    ['Lucknow', 'Kanpur', 90],
    ['Nagpur', 'Hyderabad', 500],
    ['Indore', 'Bhopal', 195],
  ];
  const errors = lanes.map(([a, b, road]) => {
    const km = roadDistanceKm(a, b);
    assert.ok(km !== null, `${a}-${b} known`);
    const error = Math.abs(km - road) / road;
    assert.ok(error < 0.2, `${a}-${b}: ${km} km against ${road} km on the road`);
    return error;
  });
  const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
  assert.ok(mean < 0.05, `mean error ${(mean * 100).toFixed(1)} %`);
});

const SCRIPT_BLOCKS: Record<IndicLocale, [number, number]> = {
  hi: [0x0900, 0x097f],
  mr: [0x0900, 0x097f],
  gu: [0x0a80, 0x0aff],
  pa: [0x0a00, 0x0a7f],
  ta: [0x0b80, 0x0bff],
};

test('names every city in Hindi, Marathi, Gujarati, Punjabi and Tamil, each in its own script', () => {
  assert.deepEqual(Object.keys(CITY_NAMES).sort(), CITIES.map((c) => c.name).sort(), 'one entry per city, keyed by its canonical name');
  for (const c of CITIES) {
    for (const locale of INDIC_LOCALES) {
      const name = CITY_NAMES[c.name]?.[locale] ?? '';
      assert.ok(name.trim() !== '', `${c.name} has no ${locale} name`);
      const [lo, hi] = SCRIPT_BLOCKS[locale];
      for (const ch of name) {
        const cp = ch.codePointAt(0) as number;
        assert.ok(ch === ' ' || (cp >= lo && cp <= hi), `${c.name} in ${locale}: "${name}" has ${ch} (U+${cp.toString(16).toUpperCase()}) outside its script`);
      }
    }
  }
});

test('finds a city by its name in any of the Indic scripts', () => {
  for (const [spelling, name] of [
    ['मुंबई', 'Mumbai'],
    ['મુંબઈ', 'Mumbai'],
    ['ਮੁੰਬਈ', 'Mumbai'],
    ['மும்பை', 'Mumbai'],
    ['சென்னை', 'Chennai'],
    ['ਲੁਧਿਆਣਾ', 'Ludhiana'],
    ['बेंगळुरू', 'Bengaluru'],
    ['பெங்களூரு', 'Bengaluru'],
    ['અમદાવાદ', 'Ahmedabad'],
    ['नवी मुंबई', 'Navi Mumbai'],
    ['  नवी  मुंबई ', 'Navi Mumbai'],
    ['न्हावा शेवा', 'Nhava Sheva'],
    ['गुड़गांव', 'Gurugram'],
    ['गुड़गांव'.normalize('NFD'), 'Gurugram'],
    ['ਗਾਜ਼ੀਆਬਾਦ'.normalize('NFC'), 'Ghaziabad'],
    ['ਗਾਜ਼ੀਆਬਾਦ'.normalize('NFD'), 'Ghaziabad'],
  ]) {
    assert.equal(resolveCity(spelling)?.name, name, spelling);
  }
  assert.equal(canonicalCityName('મુંબઈ'), 'Mumbai');
  assert.ok(cityVariants('Mumbai').includes('மும்பை'));
});

test('every Indic name finds its own city, except the collisions listed here', () => {
  // अमरावती and its spellings in the other scripts are both Amravati (Maharashtra) and Amaravati (Andhra
  // Pradesh); the earlier row (Amravati) keeps them. No Indic name shadows another city's English spelling.
  // (The Marathi name, the same as the Hindi one, is reported once.)
  const expected = ['Amaravati/hi: अमरावती -> Amravati', 'Amaravati/gu: અમરાવતી -> Amravati', 'Amaravati/pa: ਅਮਰਾਵਤੀ -> Amravati', 'Amaravati/ta: அமராவதி -> Amravati'];
  const found = INDIC_NAME_COLLISIONS.map((c) => `${c.city}/${c.locale}: ${c.spelling} -> ${c.takenBy}`);
  assert.deepEqual(found, expected);
  for (const c of CITIES) {
    for (const locale of INDIC_LOCALES) {
      if (c.name === 'Amaravati') continue;
      assert.equal(resolveCity(CITY_NAMES[c.name]?.[locale] ?? '')?.name, c.name, `${c.name} in ${locale}`);
    }
  }
  // The English spellings (and the Hindi ones the rows had before) all still find their own city.
  for (const [spelling, name] of [
    ['Amaravati', 'Amaravati'],
    ['Amravati', 'Amravati'],
    ['सूरत', 'Surat'],
    ['लखनऊ', 'Lucknow'],
  ]) {
    assert.equal(resolveCity(spelling)?.name, name, spelling);
  }
});

test('an Indic name that is an everyday word counts as a city in free text only when capitalised (never)', () => {
  for (const word of ['गया', 'दहेज', 'कोटा', 'सागर', 'दमन']) assert.ok(isAmbiguousCityWord(word), word);
  for (const word of ['मुंबई', 'ਲੁਧਿਆਣਾ', 'சென்னை']) assert.ok(!isAmbiguousCityWord(word), word);
  assert.equal(resolveCity('गया')?.name, 'Gaya', 'a form field still finds the city');
});

test("shows a city in the reader's script", () => {
  assert.equal(cityNameIn('Bombay', 'mr'), 'मुंबई');
  assert.equal(cityNameIn('Bengaluru', 'mr'), 'बेंगळुरू');
  assert.equal(cityNameIn('Bengaluru', 'ta'), 'பெங்களூரு');
  assert.equal(cityNameIn('Amaravati', 'hi'), 'अमरावती');
  assert.equal(cityNameIn('Amaravati', 'en'), 'Amaravati');
  assert.equal(cityNameIn('Sitarganj', 'hi'), 'Sitarganj');
});
