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
