/**
 * Origin and destination, a field stage of the parser (after messages.ts): reads one message body and returns
 * its tokens, the routes it names (an origin and a destination paired by a connector such as "to" or "se", by
 * labels such as "Loading:" / "Unloading:", or by a header line over a list) and the city mentions left
 * unpaired. Cities come from the gazetteer (src/geo/cities.ts); misspellings and unknown towns next to a
 * connector are read too, each with a lower confidence and a note.
 */
import { CITIES, cityByKey, cityKey, cityKeys, canonicalCityName, distanceKm, isAmbiguousCityWord, resolveCity, type City } from '../../../geo/cities.js';
import { amountMultiplier } from '../../../lib/indic-numbers.js';
import { DAY_OFFSET_WORDS, LOADING_WORDS, MONTH_WORDS, WEEKDAY_WORDS } from '../lexicon/dates.js';
import { SECOND_TRUCK_WORDS, TRUCK_WORDS, WHEEL_WORDS, WHEEL_WORDS_LATIN } from '../lexicon/trucks.js';
import {
  AMOUNT_WORDS,
  COUNTING_WORDS,
  FEET_WORDS,
  NOT_FREIGHT_WORDS,
  PER_WORDS,
  PRICE_WORDS,
  RUPEE_WORDS,
  SPOKEN_NUMBERS,
  THOUSANDS_AFTER_WORDS,
  WEIGHT_LABEL_WORDS,
  WEIGHT_UNITS,
  ONE_WORDS as ONE_WORD_LIST,
} from '../lexicon/units.js';
import { SHARED_DETAIL_WORDS, STILL_WANTED_WORDS, TRUCK_NOUNS, VEHICLE_NOUNS_INDIC, WANT_LOAD_NOUNS, WANT_WORDS } from '../lexicon/posts.js';
import { MARATHI_MARKERS } from '../lexicon/letters.js';
import { devanagari, isSoundReadLetter, placeInLatin } from './letters.js';
import { GOODS_WORDS as COMMODITY_WORDS, GOODS_TAILS } from './goods.js';
import { firstAbove } from './messages.js';
import { isDayWord, isMonthWord } from './dates.js';
import { caseOf } from './words.js';
import { notes } from '../notes.js';
import {
  ALSO_WORDS,
  AND_WORDS,
  AREA_NUMBER_WORDS,
  BETWEEN_WORDS,
  DEST_AFTER_PAIRS,
  FILL_AFTER_WORDS,
  DEST_AFTER_WORDS,
  DEST_LABEL_WORDS,
  DEST_SUFFIXES,
  CORRECTION_WORDS,
  FIRM_WORDS,
  NOT_PLACE_WORDS,
  WORD_LIKE_CODES as WORD_LIKE_CODE_WORDS,
  ITEM_FOR_WORDS,
  LAST_STOP_WORDS,
  LIST_OPENER_MARKS,
  PLACING_CITIES,
  REGION_NAME_WORDS,
  DROP_POINT_WORDS,
  DROP_WORDS,
  AFTER_DROP_WORDS,
  FACILITY_WORDS,
  GOODS_WORDS,
  LATIN_FROM_ENDINGS,
  LABEL_PLACE_WORDS,
  LATIN_GLUED_ENDINGS,
  SOUTH_LATIN_GLUED_ENDINGS,
  LINE_DEST_LABEL_WORDS,
  NAME_ENDING_WORDS,
  LOAD_NOUNS_AFTER_PLACE,
  LOCATIVE_IN_WORDS,
  LOCATIVE_WORDS,
  LOWER_CASE_CODES,
  NOT_TOWN_WORDS,
  MAKER_WORDS,
  ORIGIN_LABEL_WORDS,
  ORIGIN_SUFFIXES,
  TAMIL_LOCATIVE_SUFFIXES,
  PLACE_FEATURE_WORDS,
  ROAD_WORDS,
  SCRIPT_CITY_SPELLINGS,
  POSSESSIVE_SUFFIXES,
  POSSESSIVE_WORDS,
  REGION_WORDS,
  STATE_AFTER_CITY_WORDS,
  STATE_WORDS,
  TOWN_FIRST_WORDS,
  TOWN_LAST_WORDS,
  TOWNS_NOT_MISSPELT,
  UNLOAD_BEFORE_PAIRS,
  VIA_AFTER_WORDS,
  VIA_SECOND_WORDS,
  WHERE_WORDS,
} from '../lexicon/places.js';

type TokKind = 'nl' | 'w' | 'n' | 's' | 'p';
export interface Tok {
  k: TokKind;
  raw: string;
  low: string;
  start: number;
  end: number;
  /** First letter is upper case; in a post typed in one case (`uncased`), every word, since no capital marks a name there. */
  cap: boolean;
  /**
   * The post is typed in one case, all capitals or all lower case (`caseOf` in `words.ts`): a capital tells no name from a
   * word, so a word outside the gazetteer is a place only where the gazetteer names fewer than two, and a city named
   * like a word (Gaya, Puri, MAA) only next to a connector.
   */
  uncased: boolean;
  /** Whitespace right before the token. */
  sp: boolean;
  /** Gazetteer key of a word token (see cityKey). */
  key: string;
  /** The word lists its lower case belongs to (the W_ bits), looked up once. */
  flags: number;
  /** The gazetteer's entry for a word token's key, looked up with its flags; undefined when the key is no name and opens none. */
  name: NameKey | undefined;
}

// (the arrows: rightward ones of every arrow block as phones' keyboards offer them, "Delhi ⇢ Mumbai", "Delhi ➤ Mumbai";
// and a run of dots typed between the places, "Delhi...Mumbai", a weak "to" as a dash is)
const RIGHT_ARROWS = '→➡⇒⟶➔➜➝➞⇨⮕⇢⇾⟹↦➙➛➟➠➢➣➤➥➦➧➨➩➪➫➬➭➮➯➱➲➳➵➸➺➻➼➽➾⇉⇛⇝⇰⟾⤏🡆🡒🡢🡪🡲🡺🢂🠖🠚🠞🠢🠦🠪🠮🠲🠶🠺🠾🡂▷▸⋙⮞🔜';
const TOKEN_RE = new RegExp(String.raw`(\n)|(\p{L}[\p{L}\p{M}\u200c\u200d]*)|(\p{Nd}+(?:[.,]\p{Nd}+)*)|(-+>|=+>|[${RIGHT_ARROWS}⏩👉✈⬇🚛🚚»▶►↔⇄⇆]|>{1,2}|[-–—➖~]+|\.{2,}|…+)|(\S)`, 'gu');

export function tokenize(body: string): Tok[] {
  const toks: Tok[] = [];
  const uncased = caseOf(body) !== 'mixed';
  // An exec loop on the shared pattern (matchAll copies the pattern on every call); no alternative matches empty.
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(body); m; m = TOKEN_RE.exec(body)) {
    const start = m.index;
    const k: TokKind = m[1] ? 'nl' : m[2] ? 'w' : m[3] ? 'n' : m[4] ? 's' : 'p';
    const raw = m[0];
    const low = raw.toLowerCase();
    const word = k === 'w' || MARK_FLAGS ? WORDS.get(low) : undefined;
    const key = k === 'w' ? cityKey(low) : '';
    if (k === 'w' && raw.charCodeAt(0) >= 0xb80 && raw.charCodeAt(0) <= 0xbff && splitTamilFeature(toks, raw, start, uncased, start === 0 || body.charCodeAt(start - 1) <= 32)) continue;
    toks.push({
      k,
      raw,
      low,
      start,
      end: start + raw.length,
      cap: k === 'w' && (uncased || raw[0] !== low[0]),
      uncased,
      sp: start === 0 || body.charCodeAt(start - 1) <= 32,
      key,
      flags: word?.flags ?? 0,
      // (a word's key is its lower case unless it has accents, nuktas or marks)
      name: k !== 'w' ? undefined : key === low ? word?.name : WORDS.get(key)?.name,
    });
  }
  return toks;
}

/** Tamil's glued endings (NFC), longest first, each with the word said apart that stands for it. */
const TAMIL_FEATURE_ENDINGS: Array<[ending: string, apart: string]> = [
  ...ORIGIN_SUFFIXES.map((w): [string, string] => [w.normalize('NFC'), 'இலிருந்து']),
  ...DEST_SUFFIXES.map((w): [string, string] => [w.normalize('NFC'), 'க்கு']),
]
  .filter(([w]) => /[\u0b80-\u0bff]/.test(w))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * "சென்னை துறைமுகத்திலிருந்து" (from Chennai port): a Tamil word for a port or estate after its place, with the place's
 * ending glued on, is read as the word and the ending said apart ("துறைமுகம் இலிருந்து"), so the place before it takes the
 * ending's role (blind round 30). Pushes the two tokens and answers true, or pushes nothing.
 */
function splitTamilFeature(toks: Tok[], raw: string, start: number, uncased: boolean, sp: boolean): boolean {
  for (const [ending, apart] of TAMIL_FEATURE_ENDINGS) {
    if (raw.length <= ending.length + 2 || !raw.endsWith(ending)) continue;
    const stemRaw = raw.slice(0, -ending.length);
    const stem = tamilStem(stemRaw);
    if (!PLACE_FEATURE_WORDS.includes(stem)) continue;
    for (const [part, low, at] of [
      [stemRaw, stem, start],
      [raw.slice(-ending.length), apart, start + stemRaw.length],
    ] as const) {
      const word = WORDS.get(low);
      toks.push({ k: 'w', raw: part, low, start: at, end: at + part.length, cap: uncased, uncased, sp: at === start ? sp : true, key: cityKey(low), flags: word?.flags ?? 0, name: word?.name });
    }
    return true;
  }
  return false;
}

/** Whether a token is a word of the list a bit of Tok.flags stands for (false past either end). */
function hasFlag(t: Tok | undefined, bit: number): boolean {
  return t !== undefined && (t.flags & bit) !== 0;
}

/** Token i, or undefined before the first: a negative index is no array index to the engine, and a slow lookup. */
function tokAt(toks: Tok[], i: number): Tok | undefined {
  return i >= 0 ? toks[i] : undefined;
}

export interface Mention {
  city: City | null;
  name: string;
  raw: string;
  first: number;
  /** Exclusive token index. */
  last: number;
  conf: number;
  note?: string;
  /** Set when the name carries its own postposition (सुरतथी, சென்னைக்கு). */
  hint?: Hint;
  /** The place before the brackets this more precise one stands in, as written ("ముంబై" of "ముంబై (న్హావా షేవా)"). */
  outer?: string;
}

const STRONG_CONNECTORS = new Set(['to', 'till', 'upto', 'unloading', 'unload', 'unloding', 'unlodaing', 'delivery', 'deliver', 'drop', 'destination', 'dest', 'destn', 'dstn', ...BETWEEN_WORDS]);
const WEAK_CONNECTORS = new Set(['for']);
/** Words for a place's facility or estate after its name ("Bhiwandi godown", "Chakan MIDC", "Hosur SIPCOT"). */
const FACILITIES = new Set([...FACILITY_WORDS, ...PLACE_FEATURE_WORDS]);
// The facility words that name a town's own market, port or estate: a word that is also a name or a common word before one
// is the town ("खन्ना मंडी"); "market" and "point" are said after anything ("Khanna market rate").
const NAMING_FACILITIES = new Set([...FACILITIES].filter((w) => !['market', 'point', 'station', 'hub', 'industrial', 'estate', 'vihar', 'plant', 'godown', 'warehouse'].includes(w)));
const ROADS = new Set(ROAD_WORDS);
const FILLER_WORDS = new Set([...FACILITIES, 'area', 'side', 'city', 'region', 'dist', 'district', 'point', 'pt', 'location', 'tak', 'तक', 'the', 'place', 'ncr', ...REGION_WORDS]);
const BLOCKING_PUNCT = new Set(['?', '@', '#', '&', '+', '=', '%', '₹', '$']);
const ORIGIN_LABELS = new Set(['from', 'frm', 'ex', ...LOADING_WORDS, 'loadin', 'pickup', 'pick', 'origin', 'source', 'at', 'lp', 'dispatch', 'pik', ...ORIGIN_LABEL_WORDS]);
const DEST_LABELS = new Set([
  'to',
  'for',
  'going',
  'unloading',
  'unload',
  'unloding',
  'unlodaing',
  'unldg',
  'delivery',
  'deliver',
  'drop',
  'drops',
  'dropping',
  'destination',
  'dest',
  // "Destn: Gurgaon", "Dstn - Pune": destination shortened
  'destn',
  'dstn',
  'till',
  'upto',
  'dp',
  ...DEST_LABEL_WORDS,
]);
/** "from" as a word before the origin ("Bangalore from Chennai"). */
const FROM_WORDS = new Set(['from', 'frm']);
/** Labels that only ever stand before a place ("From: Barmer", "Unloading - Sikar"). */
const PLACE_LABELS = new Set(['from', 'frm', 'ex', 'origin', 'source', 'destination', 'dest', 'destn', 'dstn', 'unloading', 'delivery']);
const STATES = new Set(STATE_WORDS);
const STATES_AFTER = new Set(STATE_AFTER_CITY_WORDS);
const LOWER_CODES = new Set(LOWER_CASE_CODES);
const WORD_LIKE_CODES = new Set(WORD_LIKE_CODE_WORDS);
// "Ludhiana loading", "लुधियाना लोडिंग 👇": a loading or unloading word of any script after a place says which end it is.
const ORIGIN_POSTFIX = new Set([...LOADING_WORDS, 'pickup', ...ORIGIN_LABEL_WORDS, ...BETWEEN_WORDS, ...FILL_AFTER_WORDS]);
const DEST_POSTFIX = new Set(['unloading', 'delivery', 'unloding', 'drop', ...DEST_LABEL_WORDS, ...DEST_AFTER_WORDS]);
// First word of a two-word "for" to the words that may follow it ("ke" -> liye, lie...).
const DEST_PAIRS = new Map<string, Set<string>>();
for (const [a, b] of DEST_AFTER_PAIRS) DEST_PAIRS.set(a, (DEST_PAIRS.get(a) ?? new Set()).add(b));
const POSSESSIVES = new Set(POSSESSIVE_WORDS);
const LOCATIVES = new Set(LOCATIVE_WORDS);
const LOCATIVES_IN = new Set(LOCATIVE_IN_WORDS);
const REGIONS = new Set(REGION_WORDS);
const LATIN_RE = /[A-Za-z]/;
const GOODS = new Set(GOODS_WORDS);
/** The goods of goods.ts by their first word: "Indore ka pyaz" marks the origin as "Indore ka maal" does. */
const COMMODITIES = new Set(COMMODITY_WORDS.map((w) => w.split(' ')[0]));
/** Goods named after a place ("kota stone", "mangalore tiles"): a city followed by the rest of such a name is the goods'. */
const PLACE_NAMED_GOODS = new Set(COMMODITY_WORDS.filter((w) => w.includes(' ')));
/** The last words of those names ("stone", "tiles"): the word after a city must be one before the whole name is looked up. */
const PLACE_NAMED_GOODS_LAST = new Set([...PLACE_NAMED_GOODS].map((w) => w.slice(w.lastIndexOf(' ') + 1)));

// Words that are never place names even when capitalised at the start of a sentence.
const STOP_WORDS = new Set(
  `truck trucks gaadi gadi gaddi gari gaari vehicle vehicles trailer trailers container containers open body taurus tanker tankers tipper
  reefer lcv pickup tempo eicher ace tata sxl mxl txl odc flatbed dumper hyva feet ton tons tonne tonnes kg kgs qtl quintal wheeler tyre
  load loads loading unloading material maal goods cargo rate rates freight bhada bhaada price advance adv balance payment party urgent
  urgently required requirement need needed chahiye chaiye hai available avl call contact cont mob mobile phone whatsapp number today
  tomorrow kal aaj parso date time morning evening night subah shaam sham raat good hello hi sir ji bhai bhaiya sab sabhi all group admin
  please pls plz thanks thank ok okay yes the and or from se for ke ki ka ko me mein par pe liye tak wala wali per with via by at on in of
  ex going pick sent send sending come coming go reach reached return back direct full half part ftl ptl new old other steel iron coil coils
  cement sugar rice wheat chemical chemicals fmcg machinery machine paper plastic granules pipes pipe scrap cotton yarn fabric garments
  tiles marble furniture electronics auto parts spare medicine pharma food fruits vegetables onion potato transport transports roadways
  roadlines roadline roadway travels transporter transporters
  logistics carriers carrier movers packers services company pvt ltd limited enterprises trading traders jana jaana jayega jaegi chalega
  milega bhejo bhejna karo karna dena lena hoga hogi raha rahi rahe tha thi kya kitna kaha kahan kab abhi turant jaldi sirf only also
  bhi same more details detail info lorry ready empty khali free any koi new route routes weight wt qty total fix fixed final negotiable
  immediate immediately asap origin destination source point pickup drop delivery monday tuesday wednesday thursday friday saturday
  sunday january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct
  nov dec mon tue wed thu fri sat sun shipment consignment order orders booking book confirm confirmed dispatch note notes rs inr
  lakh lac thousand hazar per pmt mt kms km bags boxes cartons pallets pcs nos unit units driver owner agent broker urgent packing
  packed loose bulk liquid powder dry weekly daily monthly regular contract trip trips side way one two three
  needed loaded booked wanted closed fixed called placed shifted posted
  kisi kisiki kisika kisiko mera meri mere hamari hamara hamare humari humara humare apni apna apne aapki aapka aapke unki unka unke
  iski iska uski uska lane lanes alert alerts update updates requirement requirements`.split(/\s+/),
);

// Misspelt city names ("Ludiana", "Mumabi", "Chennnai"): one letter dropped, one extra, or two neighbours swapped.
// Substitutions are left out on purpose: they turn real towns into other cities (Rampur -> Raipur).
const DROPPED_LETTER = buildDroppedLetterIndex();

/** Every gazetteer key with one letter removed, mapped to its city (null when two cities share it). */
function buildDroppedLetterIndex(): Map<string, City | null> {
  const index = new Map<string, City | null>();
  for (const city of CITIES) {
    for (const spelling of [city.name, ...city.aliases]) {
      const k = cityKey(spelling);
      if (k.length < 6 || !/^[a-z]+$/.test(k)) continue;
      for (let i = 0; i < k.length; i++) {
        const v = k.slice(0, i) + k.slice(i + 1);
        const prev = index.get(v);
        index.set(v, prev === undefined || prev === city ? city : null);
      }
    }
  }
  return index;
}

const REAL_TOWNS = new Set(TOWNS_NOT_MISSPELT);

/**
 * A name's consonants with each run of vowels as one mark, doubled letters as one and a last vowel dropped:
 * "Coimbatur" and "Coimbatore", "Trivendrum" and "Trivandrum", "Lucknaw" and "Lucknow" share it.
 */
function vowelSkeleton(key: string): string {
  return key
    .replace(/(.)\1+/g, '$1')
    .replace(/[aeiouy]+/g, '*')
    .replace(/\*$/, '');
}

/**
 * Gazetteer keys of six letters or more by their vowel skeleton, for a misspelling that only changes vowels (null when
 * two cities share one): four consonants or more in Latin text; three in the sound reading of a Telugu or Kannada name,
 * which is no misspelling ("ಮೈಸೂರು" Maisuru, Mysuru).
 */
const VOWEL_SKELETONS = buildVowelSkeletons(4);
const SOUND_SKELETONS = buildVowelSkeletons(3);

/**
 * A vowel skeleton with each "h" after a consonant dropped and a stop after a nasal voiced, as the southern languages
 * say it: "thrissur" and "trishshur" share "tr*s*r", "koyambuthur" (Tamil) and "koyampattur" (Malayalam) "k*y*mb*t*r".
 */
function looseSkeleton(key: string): string {
  return vowelSkeleton(
    key
      .replace(/(?<=[^aeiouh])h/g, '')
      .replace(/(?<=[mn])p/g, 'b')
      .replace(/(?<=n)t/g, 'd')
      .replace(/(?<=n)k/g, 'g'),
  );
}
// The names in the scripts are read too: Malayalam "കോയമ്പത്തൂർ" says Coimbatore as Tamil "கோயம்புத்தூர்" does.
const LOOSE_SKELETONS = buildVowelSkeletons(3, looseSkeleton, true);
const SIGN_U = '\u0941';

function buildVowelSkeletons(minConsonants: number, skeleton = vowelSkeleton, readScripts = false): Map<string, City | null> {
  const index = new Map<string, City | null>();
  for (const city of CITIES) {
    for (const spelling of [city.name, ...city.aliases]) {
      const latin = readScripts && /^[\u0900-\u0dff]/.test(spelling) ? placeInLatin(spelling) : spelling;
      if (latin === null) continue;
      const k = cityKey(latin);
      if (k.length < 6 || !/^[a-z]+$/.test(k)) continue;
      const v = skeleton(k);
      if (v.replace(/\*/g, '').length < minConsonants) continue;
      const prev = index.get(v);
      index.set(v, prev === undefined || prev === city ? city : null);
    }
  }
  return index;
}

function fuzzyCity(word: string): City | null {
  if (word.length < 5 || REAL_TOWNS.has(word)) return null;
  const dropped = DROPPED_LETTER.get(word);
  if (dropped !== undefined) return dropped;
  const found = new Set<City>();
  for (let i = 0; i < word.length; i++) {
    const extra = cityByKey(word.slice(0, i) + word.slice(i + 1));
    if (extra) found.add(extra);
    if (i + 1 < word.length) {
      const swapped = cityByKey(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      if (swapped) found.add(swapped);
    }
  }
  if (found.size === 1) return [...found][0];
  return found.size === 0 && word.length >= 6 && /^[a-z]+$/.test(word) ? (VOWEL_SKELETONS.get(vowelSkeleton(word)) ?? null) : null;
}

/** Tokens that may sit inside a multi-word name: "Nhava-Sheva", "Gr. Noida". */
function joinsName(t: Tok, next: Tok | undefined): boolean {
  return (t.raw === '-' || t.raw === '.') && !t.sp && next !== undefined && next.k === 'w' && (t.raw === '.' || !next.sp);
}

// Keys of the leading words of multi-word names ("nhava", "greater", "vascoda"), so lookups stop early.
const NAME_PREFIXES = buildNamePrefixes();

function buildNamePrefixes(): Set<string> {
  const out = new Set<string>();
  for (const city of CITIES) {
    for (const spelling of [city.name, ...city.aliases]) {
      const words = spelling.match(/\p{L}[\p{L}\p{M}]*/gu) ?? [];
      let key = '';
      for (const w of words.slice(0, -1)) {
        key += cityKey(w);
        out.add(key);
      }
    }
  }
  return out;
}

/** A key's city (null for none) and whether a multi-word name goes on from it (NAME_PREFIXES), looked up at once. */
interface NameKey {
  city: City | null;
  prefix: boolean;
}

function knownMentionAt(toks: Tok[], i: number): Mention | null {
  if (toks[i].k !== 'w') return null;
  let best: Mention | null = null;
  let key = '';
  let j = i;
  for (let words = 0; words < 4 && j < toks.length && toks[j].k === 'w'; words++) {
    key += toks[j].key;
    const named = j === i ? toks[i].name : WORDS.get(key)?.name;
    const city = key.length >= 2 ? (named?.city ?? null) : null;
    if (city) {
      const ambiguous = isAmbiguousCityWord(key);
      // A word that is also a common word (कोटा is "quota") is a place capitalised, or next to a connector when it is a
      // code typed in lower case or in a script without capitals ("कोटा से दिल्ली"). In a post typed in one case a
      // capital tells nothing: a listed code counts as one in capitals does ("FROM - LDH", "HYD 52000"), another such
      // word only next to a connector, dashed to a city or code, or before a state ("cuttack se puri", "MAA - CCU",
      // "KOTA, RJ SE").
      // ("MAA TARA ROADLINES": a code that is also a word, opening a firm's name, is the name's whatever its case)
      const firm = j === i && WORD_LIKE_CODES.has(key) && firmNameAt(toks, i);
      if (
        !firm &&
        (!ambiguous ||
          // (a code that is also a word or a name counts capitalised only in capitals: "Maa Tara Roadlines" is a firm's name,
          // "MAA - CCU" two codes; "Cal", "Hyd", "Blr" are shorthands)
          (toks[i].cap && !toks[i].uncased && !(j === i && WORD_LIKE_CODES.has(key) && !/^[A-Z]+$/.test(toks[i].raw))) ||
          (j === i && toks[i].uncased && (LOWER_CODES.has(key) || stateAfter(toks, i) || namesListItem(toks, i))) ||
          (j === i && (LOWER_CODES.has(key) || toks[i].uncased || !LATIN_RE.test(toks[i].raw)) && nextToConnector(toks, i)) ||
          (j === i && (LOWER_CODES.has(key) || toks[i].uncased) && dashedToCode(toks, i)) ||
          (j === i && (toks[i].uncased || !LATIN_RE.test(toks[i].raw)) && dashedToCity(toks, i)) ||
          (j === i && fromBeforeCity(toks, i)) ||
          // ("from hyd\nto vizag", "To: ldh": a code typed in lower case after a line's place label)
          (j === i && LOWER_CODES.has(key) && afterLineLabel(toks, i)) ||
          // ("खन्ना मंडी", "guna mandi", "बीना यार्ड": a market, port or yard word after it names its place)
          (j === i && NAMING_FACILITIES.has(toks[i + 1]?.low ?? '')))
      ) {
        const raw =
          j === i
            ? toks[i].raw
            : toks
                .slice(i, j + 1)
                .map((t) => t.raw)
                .join(' ');
        best = { city, name: city.name, raw, first: i, last: j + 1, conf: ambiguous ? 0.9 : 1 };
      }
    }
    if (!named?.prefix) break;
    j++;
    if (j < toks.length && joinsName(toks[j], toks[j + 1])) j++;
  }
  return best ?? splitNameAt(toks, i);
}

const NAME_ENDINGS = new Set(NAME_ENDING_WORDS);

/** "jay pur se guwahati", "nag pur": a town's name typed apart before its ending, read as one word when that is a known name. */
function splitNameAt(toks: Tok[], i: number): Mention | null {
  const next = toks[i + 1];
  if (next === undefined || next.k !== 'w' || !next.sp || !LATIN_RE.test(toks[i].raw)) return null;
  if (!(next.flags & W_NAME_ENDING)) return voiceSplitNameAt(toks, i) ?? voiceSplitThreeAt(toks, i);
  const key = toks[i].key + next.key;
  const city = cityByKey(key);
  if (!city || isAmbiguousCityWord(key)) return null;
  return { city, name: city.name, raw: `${toks[i].raw} ${next.raw}`, first: i, last: i + 2, conf: 0.9 };
}

/** A word of no list and no place of its own, as voice typing splits a name ("silly", "guri", "asan", "sole"). */
function nameHalfOfVoice(t: Tok | undefined): boolean {
  return t !== undefined && t.k === 'w' && t.flags === 0 && !t.name?.city && t.key.length >= 3 && LATIN_RE.test(t.raw);
}

/**
 * "silly guri to guwahati", "from asan sole to delhi", "raur kela se bokaro": voice typing splits a name in two words that
 * are no place alone; next to a connector, the two joined are the city they spell (a misspelling of one read as fuzzyCity
 * reads it: "sillyguri" Siliguri, "asansole" Asansol).
 */
function voiceSplitNameAt(toks: Tok[], i: number): Mention | null {
  const next = toks[i + 1];
  // (the connector right before or after the two: a looser look, past fillers, would ask for this name again)
  const before = tokAt(toks, i - 1);
  const after = tokAt(toks, i + 2);
  if (!nameHalfOfVoice(toks[i]) || !nameHalfOfVoice(next) || !((before !== undefined && roleOf(before) === 'strong') || (after !== undefined && roleOf(after) === 'strong'))) return null;
  const key = toks[i].key + next.key;
  const city = cityByKey(key) ?? (key.length >= 7 ? fuzzyCity(key) : null);
  if (!city || isAmbiguousCityWord(key)) return null;
  return { city, name: city.name, raw: `${toks[i].raw} ${next.raw}`, first: i, last: i + 2, conf: 0.8 };
}

/** "dim a pur to guwahati": a name split in three, a lone letter before its ending (NAME_ENDING_WORDS). */
function voiceSplitThreeAt(toks: Tok[], i: number): Mention | null {
  const [a, b, c] = [toks[i], toks[i + 1], toks[i + 2]];
  if (c === undefined || c.k !== 'w' || !c.sp || !(c.flags & W_NAME_ENDING) || b.key.length !== 1 || !nameHalfOfVoice(a)) return null;
  const key = a.key + b.key + c.key;
  const city = cityByKey(key);
  if (!city || isAmbiguousCityWord(key)) return null;
  return { city, name: city.name, raw: `${a.raw} ${b.raw} ${c.raw}`, first: i, last: i + 3, conf: 0.8 };
}

// Glued postpositions as gazetteer keys, each with the role it gives the name before it.
const SUFFIXES: Array<[key: string, hint: Hint]> = [
  ...[...ORIGIN_SUFFIXES, ...TAMIL_LOCATIVE_SUFFIXES].map((w): [string, Hint] => [cityKey(w), 'origin']),
  ...DEST_SUFFIXES.map((w): [string, Hint] => [cityKey(w), 'dest']),
].sort((a, b) => b[0].length - a[0].length);
const VIRAMA_TA = '\u0bcd';

/** "Maduraiku", "Salemlirundhu", "Chennaila irundhu": a capitalised gazetteer name with a Tamil ending typed in Latin letters. */
function latinSuffixedMention(t: Tok, i: number): Mention | null {
  for (const [ending, role] of LATIN_GLUED_ENDINGS) {
    if (t.low.length < ending.length + 3 || !t.low.endsWith(ending)) continue;
    const stem = t.low.slice(0, -ending.length);
    const city = cityByKey(cityKey(stem));
    if (!city || isAmbiguousCityWord(stem)) continue;
    const m: Mention = { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 1 };
    if (role) m.hint = role;
    return m;
  }
  for (const [ending, role] of SOUTH_LATIN_GLUED_ENDINGS) {
    if (t.low.length < ending.length + 4 || !t.low.endsWith(ending)) continue;
    const stem = t.low.slice(0, -ending.length).replace(/(?<=[aeiou])y$/, '');
    const city = cityByKey(cityKey(stem)) ?? (/tt?h?$/.test(stem) ? cityByKey(cityKey(stem.replace(/tt?h?$/, 'm'))) : null);
    if (city && !isAmbiguousCityWord(stem)) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 1, hint: role };
  }
  if (!t.low.endsWith('on')) return null;
  for (const [ending, restore] of LATIN_FROM_ENDINGS) {
    if (t.low.length < ending.length + 4 || !t.low.endsWith(ending)) continue;
    const stem = t.low.slice(0, -ending.length) + restore;
    const city = cityByKey(cityKey(stem));
    if (city && !isAmbiguousCityWord(stem)) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 1, hint: 'origin' };
  }
  return null;
}

/**
 * A Marathi or Hindi oblique form before a glued ending: पुण्या-/ठाण्या- (पुणे, ठाणे), साताऱ्या- (सातारा),
 * जळगावा- (जळगाव), कलकत्ते- (कलकत्ता).
 */
function obliqueCity(stem: string): City | null {
  if (stem.endsWith('्या')) {
    // ऱ्या (साताऱ्या) is र in a key (cityKey drops the nukta).
    const base = stem.slice(0, -3);
    return cityByKey(`${base}े`) ?? cityByKey(`${base}ा`) ?? cityByKey(base);
  }
  // Tamil names in -ம் take -த்த- before an ending: சேலத்திலிருந்து (சேலம்), கும்பகோணத்துக்கு.
  if (stem.endsWith('த்த')) return cityByKey(`${stem.slice(0, -3)}ம்`);
  // A short last syllable doubles its consonant before an ending: நாமக்கல்லுக்கு (நாமக்கல்); a name in -டு or -று
  // doubles it too: ஈரோட்டிலிருந்து (ஈரோடு).
  if (stem.length >= 3 && stem[stem.length - 2] === VIRAMA_TA && stem[stem.length - 1] === stem[stem.length - 3]) {
    return cityByKey(stem.slice(0, -1)) ?? cityByKey(`${stem.slice(0, -3)}${stem[stem.length - 1]}ு`);
  }
  if (stem.endsWith('ा')) return cityByKey(stem.slice(0, -1));
  if (stem.endsWith('े')) return cityByKey(`${stem.slice(0, -1)}ा`);
  return null;
}

/** A city name with a postposition glued on (सुरतथी, कोल्हापूरहून, சென்னையிலிருந்து, பெங்களூருக்கு): scripts without capitals only. */
function suffixedMentionAt(t: Tok, i: number): Mention | null {
  const key = t.key;
  if (key.length < 3) return null;
  if (key.charCodeAt(0) < 0x900) return t.cap ? latinSuffixedMention(t, i) : null;
  for (const [suffix, hint] of SUFFIXES) {
    if (key.length <= suffix.length + 1 || !key.endsWith(suffix)) continue;
    const stem = key.slice(0, -suffix.length);
    const city = cityByKey(stem) ?? cityByKey(stem + VIRAMA_TA) ?? obliqueCity(stem);
    if (city && !isAmbiguousCityWord(stem)) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 1, hint };
  }
  return null;
}

const BETWEEN = new Set(BETWEEN_WORDS);
const POSSESSIVE_ENDINGS = POSSESSIVE_SUFFIXES.map((w) => cityKey(w)).sort((a, b) => b.length - a.length);
/** The oblique of a name ending in "a" before a possessive: "ਲੁਧਿਆਣੇ ਦਾ", "Ludhiane da" (Ludhiana). */
const OBLIQUE_E: ReadonlyArray<readonly [string, string]> = [
  ['e', 'a'],
  ['\u0a47', '\u0a3e'],
  ['\u0947', '\u093e'],
];

/** Whether tokens from..to are one to three words of the goods lexicon and a comma after them ("kinnow,"). */
function goodsBetween(toks: Tok[], from: number, to: number): boolean {
  if (to - from < 1 || to - from > MAX_GOODS_BETWEEN) return false;
  // "Bareilly se furniture Dehradun", "Aligarh se taale (locks) Bangalore", "Korba se 6 hyva coal Raigarh", "Katni se
  // 3 tipper chahiye Jabalpur": goods, a count of trucks, their body, a want word, a word in brackets, commas.
  let goods = 0;
  let counted = false;
  let bracket = false;
  for (let j = from; j < to; j++) {
    const t = toks[j];
    if (t.raw === '(' || t.raw === ')') bracket = t.raw === '(';
    else if (t.raw === ',' || ((t.raw === '-' || t.raw === ':') && j === to - 1)) continue;
    // ("Hazira se 2 trailer, ek Pune ane ek Nagpur": "one" of the trucks counted, right before its destination)
    else if (j === to - 1 && counted && ONE_WORDS.has(t.low)) continue;
    else if (t.k !== 'w' && !isCount(t)) return false;
    // "Meerut se sports goods ka maal Chennai": the goods' possessive and a load noun after them
    else if (goods > 0 && POSSESSIVES.has(t.low) && GOODS.has(toks[j + 1]?.low ?? '') && j + 2 <= to) j++;
    // "ਝੋਨਾ ਹਰਿਆਣਾ (ਕਰਨਾਲ)": a state before its bracketed city
    else if (hasFlag(t, W_STATE) && toks[j + 1]?.raw === '(' && j + 2 === to) continue;
    else if (isCount(t) && j + 1 < to && (COUNTED_NOUNS.has(toks[j + 1].low) || truckToken(toks[j + 1]))) counted = true;
    else if (goodsAt(toks, j) || COMMODITIES.has(`${t.low}s`) || (goods > 0 && TAILS.has(t.low))) goods++;
    // "soya DOC", "aam dussehri": a goods name of two words, or a lower-case word naming the kind after the goods
    else if (goods > 0 && (PLACE_NAMED_GOODS.has(`${toks[j - 1].low} ${t.low}`) || (goodsAt(toks, j - 1) && /^[a-z]+$/.test(t.low) && (t.uncased || !t.cap)))) goods++;
    else if (toks[j + 1]?.raw === '(' && (t.uncased || !/^[A-Z]/.test(t.raw))) goods++;
    else if (!bracket && !truckToken(t) && !COUNTED_NOUNS.has(t.low) && !WANT.has(t.low)) return false;
  }
  return goods > 0 || counted;
}

/**
 * The token after a place's aside: "Varanasi/Chandauli", "Raigarh (JSPL)" (a plant's or a second town's name, no
 * connector in it); else token i itself.
 */
function asideEnd(toks: Tok[], i: number): number {
  if (toks[i]?.raw === '/' && toks[i + 1]?.k === 'w' && toks[i + 1].cap) return i + 2;
  if (toks[i]?.raw !== '(') return i;
  const close = bracketEnd(toks, i, Math.min(toks.length, i + 4));
  for (let k = i + 1; k < close; k++) if (toks[k].k !== 'w' || roleOf(toks[k]) !== 'block') return i;
  return close > i ? close + 1 : i;
}

/**
 * The origin's "se" after its mention, past a market or estate word ("Sopore fruit mandi se", "ਖੰਨਾ ਮੰਡੀ ਤੋਂ"): its
 * token index, else -1.
 */
function connectorAfter(toks: Tok[], m: Mention): number {
  const from = asideEnd(toks, m.last);
  for (let j = from; j < from + 3 && j < toks.length; j++) {
    if (BETWEEN.has(toks[j].low)) return j;
    if (toks[j].k !== 'w' || !(hasFlag(toks[j], W_FACILITY) || hasFlag(toks[j + 1], W_FACILITY))) return -1;
  }
  return -1;
}

/** The most tokens of goods, trucks and brackets between an origin's "se" and its destination. */
const MAX_GOODS_BETWEEN = 8;
const WANT = new Set(STILL_WANTED_WORDS);
const TAILS = new Set(GOODS_TAILS);

/** "4", "do", "two": a count of trucks of 2 to 20. */
function isCount(t: Tok | undefined): boolean {
  return t !== undefined && ((t.k === 'n' && /^\d{1,2}$/.test(t.raw) && Number(t.raw) >= 2) || COUNTS.has(t.low));
}

function goodsAt(toks: Tok[], k: number): boolean {
  return hasFlag(toks[k], W_GOODS) || COMMODITIES.has(toks[k]?.low ?? '');
}

/**
 * A city that owns the goods after it, in a form no other rule reads: a possessive glued on ("नाशिकचा माल",
 * "સુરતનો માલ"), or an oblique form before a possessive word ("ਲੁਧਿਆਣੇ ਦਾ ਮਾਲ", "Ludhiane da maal"); an origin.
 */
function possessedMentionAt(toks: Tok[], i: number): Mention | null {
  const t = toks[i];
  const next = toks[i + 1];
  if (next === undefined || next.k !== 'w') return null;
  if (t.key.charCodeAt(0) >= 0x900 && goodsAt(toks, i + 1)) {
    for (const end of POSSESSIVE_ENDINGS) {
      if (t.key.length <= end.length + 1 || !t.key.endsWith(end)) continue;
      const stem = t.key.slice(0, -end.length);
      const city = cityByKey(stem) ?? obliqueCity(stem);
      if (city && !isAmbiguousCityWord(stem)) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 1, hint: 'origin' };
    }
  }
  // "Bathinde ton Jaipur", "ਲੁਧਿਆਣੇ ਤੋਂ": Punjabi and Hindi put a name in -a in its oblique form before "from" too; and
  // before "for" or "up to", the destination's ("ਕਲਕੱਤੇ ਲਈ", "पटने तक", "Patne ke liye").
  const from = (next.flags & W_POSSESSIVE && goodsAt(toks, i + 2)) || next.flags & W_BETWEEN;
  const to = !from && (next.flags & W_DEST_POSTFIX || DEST_PAIRS.get(next.low)?.has(toks[i + 2]?.low ?? ''));
  if (from || to) {
    for (const [direct, oblique] of OBLIQUE_E) {
      if (!t.key.endsWith(direct) || t.key.length < 4) continue;
      const city = cityByKey(t.key.slice(0, -direct.length) + oblique);
      if (city && !isAmbiguousCityWord(t.key)) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.9, hint: from ? 'origin' : 'dest' };
    }
  }
  return null;
}

/** "hyd-blr", "bom - del": a lower-case code joined by a dash to another code. */
function dashedToCode(toks: Tok[], i: number): boolean {
  return dashLinked(toks, i + 1, i + 2) || dashLinked(toks, i - 1, i - 2);
}

/** "कोटा - अहमदाबाद", "अहमदाबाद - कोटा": a dash joins token i to a gazetteer city that is no common word. */
function dashedToCity(toks: Tok[], i: number): boolean {
  for (const [d, o] of [
    [i + 1, i + 2],
    [i - 1, i - 2],
  ]) {
    const t = toks[o];
    // (or a row's first cell before a bar: "DAMAN | DELHI | 22 FT")
    const joined = (toks[d]?.k === 's' && roleOf(toks[d]) === 'weak') || (d === i + 1 && toks[d]?.raw === '|' && opensLine(toks, i));
    if (joined && t?.k === 'w' && !isAmbiguousCityWord(t.key) && cityByKey(t.key)) return true;
  }
  return false;
}

/**
 * "- durg: sariya 20 ton", "2) GAYA - 18 TON": token i names a list's item, opening its line after a bullet or an item's
 * number, with a colon or a dash after it.
 */
function namesListItem(toks: Tok[], i: number): boolean {
  const after = toks[i + 1];
  if (after === undefined || (after.raw !== ':' && !DASHES.has(after.raw))) return false;
  let j = i - 1;
  while (j >= 0 && (toks[j].k === 'p' || toks[j].k === 's')) j--;
  if (j === i - 1) return false;
  if (j >= 0 && toks[j].k === 'n' && toks[j].raw.length <= 2) j--;
  return j < 0 || toks[j].k === 'nl';
}

/** "kota, rj", "puri (odisha)": a state's word or code right after token i, a comma or bracket between. */
function stateAfter(toks: Tok[], i: number): boolean {
  const j = toks[i + 1]?.raw === ',' || toks[i + 1]?.raw === '(' ? i + 2 : i + 1;
  return hasFlag(toks[j], W_STATE_AFTER);
}

function dashLinked(toks: Tok[], d: number, o: number): boolean {
  return toks[d]?.k === 's' && toks[o]?.k === 'w' && LOWER_CODES.has(toks[o].key);
}

/**
 * "durg se raipur": a word that is also a common word ("durg" fort), typed in lower case, is the origin when a strong
 * connector and a city that is no common word follow it.
 */
function fromBeforeCity(toks: Tok[], i: number): boolean {
  const c = skipFillers(toks, i + 1, 1);
  if (c >= toks.length || roleOf(toks[c]) !== 'strong') return false;
  const o = skipFillers(toks, c + 1, 1);
  const t = toks[o];
  return t?.k === 'w' && !isAmbiguousCityWord(t.key) && cityByKey(t.key) !== null;
}

/**
 * The place label right before token i, its marks between ("From Pune", "To: ldh", "Loading - bom", "*From:* Pune"): its
 * token index, else -1.
 */
function endLabelAt(toks: Tok[], i: number): number {
  let k = i - 1;
  while (k >= 0 && (toks[k].k === 'p' || toks[k].k === 's') && (LABEL_MARKS.has(toks[k].raw) || toks[k].raw === '*')) k--;
  return k >= 0 && toks[k].k === 'w' && toks[k].flags & W_LINE_LABEL ? k : -1;
}

/** Whether token i follows a place label that opens its line ("from hyd", "To: ldh", "Loading - bom"). */
function afterLineLabel(toks: Tok[], i: number): boolean {
  const k = endLabelAt(toks, i);
  return k === 0 || (k > 0 && toks[k - 1].k === 'nl');
}

/** Whether a strong connector ("to", "se", an arrow) stands right before or after token i, fillers aside. */
function nextToConnector(toks: Tok[], i: number): boolean {
  const before = skipFillers(toks, i - 1, -1);
  const after = skipFillers(toks, i + 1, 1);
  return (before >= 0 && roleOf(toks[before]) === 'strong') || (after < toks.length && roleOf(toks[after]) === 'strong');
}

/**
 * "बनारस से", "अहमदनगर ते बंगलोर", "मुंबई (वाशी)": a word of Devanagari, Gujarati or Gurmukhi next to a connector or in
 * brackets after a word that is no gazetteer
 * spelling, but whose Latin reading is one of its spellings (Banaras, Bangalor). Telugu and Kannada, whose names the
 * gazetteer does not hold, are read so too (dravidianMentionAt).
 */
function spelledMentionAt(toks: Tok[], i: number): Mention | null {
  const t = toks[i];
  const c = t.raw.charCodeAt(0);
  // ("হলদিয়া বন্দর থেকে", "ಮಂಗಳೂರು ಬಂದರು ಇಂದ": a port, estate or market word beside its place is no town read by its
  // sound, Bhandara)
  if (FACILITIES.has(t.low)) return null;
  if (isSoundReadLetter(c)) return dravidianMentionAt(toks, i);
  // "मुंबई (वाशी)": in brackets right after a word too, where a more precise place stands.
  if (
    c < 0x900 ||
    c >= 0xb80 ||
    !INDIC_WORD_RE.test(t.raw) ||
    NOT_TOWNS.has(t.raw) ||
    !(nextToConnector(toks, i) || (tokAt(toks, i - 1)?.raw === '(' && toks[i + 1]?.raw === ')' && tokAt(toks, i - 2)?.k === 'w') || afterPlaceLabel(toks, i))
  )
    return null;
  // "કલકત્તા", "ਬੰਬਈ": Gujarati and Gurmukhi write a name letter for letter as Devanagari does, so a spelling the gazetteer
  // holds in Devanagari (कलकत्ता) is the city's in these scripts too.
  if (c >= 0xa00) {
    const city = cityByKey(cityKey(Array.from(t.raw.normalize('NFC'), devanagari).join('')));
    if (city) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.8, note: notes.cityRead(t.raw, city.name) };
  }
  const keys: string[] = [];
  for (const dropSchwa of [false, true]) {
    const name = placeInLatin(t.raw, dropSchwa);
    const key = name === null ? '' : cityKey(name);
    if (key.length < 4 || isAmbiguousCityWord(key)) continue;
    keys.push(key);
    // A spelling the gazetteer has: a near miss by a consonant is more likely a town of its own (भिवानी is Bhiwani, not
    // Bhiwandi).
    const city = cityByKey(key);
    if (city) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.8, note: notes.cityRead(t.raw, city.name) };
  }
  // "इलाहाबाद" Ilahabad, "ਬੈਂਗਲੌਰ" Bainglaur: a long name whose reading differs from one spelling of the gazetteer only in
  // its vowels (Allahabad, Banglore), and from no other's, is that city, as a Telugu or Kannada one is.
  for (const key of keys) {
    const city = key.length >= 6 ? SOUND_SKELETONS.get(vowelSkeleton(key)) : undefined;
    if (city) return { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.7, note: notes.cityRead(t.raw, city.name) };
  }
  return null;
}

/** "ક્યાંથી: ઉંઝા", "कहाँ तक: नागपुर": the word right after a form's place label and its colon, alone on its line. */
function afterPlaceLabel(toks: Tok[], i: number): boolean {
  const colon = tokAt(toks, i - 1)?.raw === ':' ? i - 2 : i - 1;
  const label = tokAt(toks, colon)?.low ?? '';
  // ("ఎక్కడ నుండి: విశాఖపట్నం", "কোথা থেকে: শিলিগুড়ি": "where" and a connector as the label)
  const whereLabel = WHERE.has(tokAt(toks, colon - 1)?.low ?? '') && (BETWEEN.has(label) || DEST_POSTFIX.has(label));
  return (ORIGIN_LABELS.has(label) || DEST_LABELS.has(label) || whereLabel) && (toks[i + 1] === undefined || toks[i + 1].k === 'nl');
}

/** Telugu and Kannada endings glued to a place ("విజయవాడకు", "ಹುಬ್ಬಳ್ಳಿಗೆ"), longest first, each with the end it names. */
const DRAVIDIAN_SUFFIXES: Array<[string, Hint]> = [...ORIGIN_SUFFIXES.map((w): [string, Hint] => [w, 'origin']), ...DEST_SUFFIXES.map((w): [string, Hint] => [w, 'dest'])]
  .filter(([w]) => isSoundReadLetter(w.charCodeAt(0)))
  .sort((a, b) => b[0].length - a[0].length);

const MALAYALAM_TT = 'ത്ത്';
const MALAYALAM_TTA = 'ത്ത';
const MALAYALAM_TTU = 'ത്തു';
const KANNADA_SIGN_I = '\u0cbf';
const KANNADA_SIGN_U = '\u0cc1';

/** "କଟକରୁ ପୁରୀ", "ಹುಬ್ಬಳ್ಳಿಯಿಂದ ಪುಣೆ": the word right after one with an origin's ending glued on is the destination's place. */
function afterGluedOrigin(toks: Tok[], i: number): boolean {
  const prev = toks[i - 1];
  if (prev === undefined || prev.k !== 'w') return false;
  for (const [suffix, role] of DRAVIDIAN_SUFFIXES) if (role === 'origin' && prev.raw.length > suffix.length + 1 && prev.raw.endsWith(suffix)) return true;
  return false;
}

/**
 * "విజయవాడ నుండి హైదరాబాద్", "ಬೆಂಗಳೂರು ಇಂದ ಹುಬ್ಬಳ್ಳಿ", "ಹುಬ್ಬಳ್ಳಿಗೆ": a Telugu or Kannada word next to a connector or with a
 * place's ending glued on, whose Latin reading is a gazetteer spelling, with or without its last inherent vowel or a
 * "w" for వ/ವ inside ("Vijayawada"), else one that differs from it only in its vowels ("Haidarabad" Hyderabad,
 * "Gunturu" Guntur, "Maisuru" Mysuru): these scripts write every name by its sound, so the reading is the name.
 */
function dravidianMentionAt(toks: Tok[], i: number): Mention | null {
  const t = toks[i];
  if (!INDIC_WORD_RE.test(t.raw) || NOT_TOWNS.has(t.raw)) return null;
  const pair = dravidianPairAt(toks, i);
  if (pair) return pair;
  const ended = withoutPlaceEnding(t.raw);
  const stem = ended.stem;
  let hint = ended.hint;
  if (!hint && afterGluedOrigin(toks, i)) hint = 'dest';
  // "హైదరాబాద్ కి లోడ్స్": "to" typed apart after the place, as glued on
  if (!hint && hasFlag(toks[i + 1], W_DEST_POSTFIX)) hint = 'dest';
  // "కాకినాడ పోర్టుకు", "ಮಂಗಳೂರು ಬಂದರಿಗೆ": "to" glued on the port or market word after the place
  if (!hint && toks[i + 1]?.k === 'w' && toks[i + 1].sp && facilityTo(toks[i + 1].raw)) hint = 'dest';
  // "ಉಡುಪಿ (ಮಲ್ಪೆ) ಇಂದ", "ಗೋವಾ (ಮರ್ಮಗೋವಾ)": in brackets right after a word too, where a more precise place stands.
  // (and the word before such a bracket when the connector follows the bracket)
  const bracketed =
    (tokAt(toks, i - 1)?.raw === '(' && toks[i + 1]?.raw === ')' && tokAt(toks, i - 2)?.k === 'w') || (toks[i + 1]?.raw === '(' && toks[i + 3]?.raw === ')' && nextToConnector(toks, i + 2));
  if (
    !hint &&
    !bracketed &&
    !listItemOpening(toks, i) &&
    !afterAndCity(toks, i) &&
    !nextToConnector(toks, i) &&
    !dashPairedCity(toks, i) &&
    !namedBefore(toks, i) &&
    !facilityBeforeConnector(toks, i) &&
    !bracketedAfterWord(toks, i, i + 1) &&
    !dashedItemAt(toks, i) &&
    !afterPlaceLabel(toks, i) &&
    !openingBeforeGluedDest(toks, i) &&
    !openingBeforeQuarter(toks, i) &&
    // "একটা শিলিগুড়ি, একটা মালদা", "ಒಂದು ಚೆನ್ನೈ, ಒಂದು ಗೋವಾ": a truck to each place, "one" before each
    !ONE_WORDS.has(tokAt(toks, i - 1)?.low ?? '')
  )
    return null;
  // "ମଂଗଲୁରୁ ରୁ" (from Mangaluru): a name that ends as an ending does, with the connector written apart after it, is the
  // whole word first.
  const whole = hint && roleOf(toks[skipFillers(toks, i + 1, 1)] ?? t) === 'strong' ? dravidianCity(t.raw, t.raw, i, null) : null;
  if (whole) return whole;
  // "ಹೊಸೂರಿಗೆ", "ಕೊಯಮತ್ತೂರಿಗೆ": Kannada's "-ige" takes the place of a name's last "u" ("ಹೊಸೂರು"); after a name in "i" it
  // is "-ge" ("ಹುಬ್ಬಳ್ಳಿಗೆ"), so the name in "u" is read first
  const inU = hint === 'dest' && stem.endsWith(KANNADA_SIGN_I) && t.raw.endsWith(`${KANNADA_SIGN_I}ಗೆ`) ? dravidianCity(`${stem.slice(0, -1)}${KANNADA_SIGN_U}`, t.raw, i, hint) : null;
  if (inU) return inU;
  // Assamese puts "from" after the genitive: "গুৱাহাটীৰ পৰা" (Guwahati's from), the name without its ৰ read first, as the
  // word with it may sound like another place ("হোজাইৰ" is Hojai's, not Hazira); ৰ may also end the name ("ডিমাপুৰ পৰা").
  const genitive = !hint && stem.length > 3 && stem.endsWith(ASSAMESE_RA) && toks[i + 1]?.raw === ASSAMESE_FROM;
  return (genitive ? dravidianCity(stem.slice(0, -1), t.raw, i, hint) : null) ?? dravidianCity(stem, t.raw, i, hint);
}

/**
 * "പാലക്കാട് കഞ്ചിക്കോട് നിന്ന് ചെന്നൈ", "ಉಡುಪಿ ಮಲ್ಪೆ ಇಂದ": the word opening a line with one more word between it and the
 * connector, a quarter or estate of the town said after it as "Palakkad Kanjikode ninnu" is in Latin letters (blind round
 * 47); the town is read, and the word after it is the more precise place only where the gazetteer knows it.
 */
function openingBeforeQuarter(toks: Tok[], i: number): boolean {
  const before = tokAt(toks, i - 1);
  if (before !== undefined && before.k !== 'nl') return false;
  const q = toks[i + 1];
  if (q === undefined || q.k !== 'w' || !q.sp || roleOf(q) === 'strong' || roleOf(toks[i + 2] ?? q) !== 'strong') return false;
  // (a quarter the gazetteer knows is read as the place already: "കൊച്ചി വല്ലാർപാടത്തിൽ നിന്ന്" Vallarpadam)
  return dravidianCity(withoutPlaceEnding(q.raw).stem, q.raw, i + 1, null) === null;
}

/** A port, estate or market word of these scripts with "to" glued on ("పోర్టుకు", "ಬಂದರಿಗೆ"). */
function facilityTo(word: string): boolean {
  const ended = withoutPlaceEnding(word);
  return ended.hint === 'dest' && FACILITIES.has(ended.stem);
}

/** The most words (goods, a facility's name) between a line's first word and a place with "to" glued on after it. */
const MAX_WORDS_BEFORE_GLUED_DEST = 4;

/**
 * "ಬ್ಯಾಡಗಿ ಮೆಣಸಿನಕಾಯಿ ಚೆನ್ನೈಗೆ", "కరీంనగర్ గ్రానైట్ బ్లాక్స్ కాకినాడ పోర్టుకు", "പത്തനംതിട്ട റബ്ബർ ബാംഗ്ലൂരിലേക്ക്": the word
 * opening a line, a few words (the goods) before a place with "to" glued on (on its port or market word too), in the
 * same line, is the origin, said with no "from" as "Hubli mirchi Chennai ku" is in Latin letters (blind round 47).
 */
function openingBeforeGluedDest(toks: Tok[], i: number): boolean {
  const before = tokAt(toks, i - 1);
  if (before !== undefined && before.k !== 'nl') return false;
  for (let k = i + 1; k <= i + MAX_WORDS_BEFORE_GLUED_DEST && toks[k]?.k === 'w'; k++) {
    // (a "from" in between says where the origin is: "കൊച്ചി വല്ലാർപാടത്തിൽ നിന്ന് കോയമ്പത്തൂരിലേക്ക്")
    if (roleOf(toks[k]) === 'strong') return false;
    const ended = withoutPlaceEnding(toks[k].raw);
    if (ended.hint === 'origin') return false;
    // ("హైదరాబాద్ కు": "to" typed apart)
    if (ended.hint === null && hasFlag(toks[k + 1], W_DEST_POSTFIX) && dravidianCity(toks[k].raw, toks[k].raw, k, 'dest') !== null) return true;
    if (ended.hint !== 'dest') continue;
    if (dravidianCity(ended.stem, toks[k].raw, k, 'dest') !== null) return true;
    // (a port or market word carries the ending: "కాకినాడ పోర్టుకు")
    if (k - 1 > i && facilityTo(toks[k].raw) && dravidianCity(toks[k - 1].raw, toks[k - 1].raw, k - 1, 'dest') !== null) return true;
  }
  return false;
}

/** "ముంబై (న్హావా షేవా)": the words i up to `end` stand alone in brackets right after a word, where a more precise place stands. */
function bracketedAfterWord(toks: Tok[], i: number, end: number): boolean {
  return tokAt(toks, i - 1)?.raw === '(' && tokAt(toks, i - 2)?.k === 'w' && toks[end]?.raw === ')';
}

/**
 * "మిర్యాలగూడ సిమెంట్ ఫ్యాక్టరీ నుండి": a word or two naming a facility, its facility word, then a connector, after the
 * word at i (as "Vizag steel plant to" in Latin letters).
 */
function facilityBeforeConnector(toks: Tok[], i: number): boolean {
  for (let k = 1; k <= MAX_FACILITY_NAME_WORDS && toks[i + k]?.k === 'w'; k++) {
    if (FACILITIES.has(toks[i + k + 1]?.low ?? '')) return nextToConnector(toks, i + k + 1);
  }
  return false;
}

/** "ചെന്നൈ & ബാംഗ്ലൂർ", "ಪುಣೆ ಮತ್ತು ಮುಂಬೈ": the word after "and" joined to a word of these scripts that reads as a city. */
function afterAndCity(toks: Tok[], i: number): boolean {
  const and = tokAt(toks, i - 1);
  const before = tokAt(toks, i - 2);
  if (and === undefined || !AND_LINKS.has(and.low) || before === undefined || before.k !== 'w' || !isSoundReadLetter(before.raw.charCodeAt(0))) return false;
  return dravidianCity(withoutPlaceEnding(before.raw).stem, before.raw, i - 2, null) !== null;
}

/**
 * "പാലക്കാട് നിന്ന് ചെന്നൈ & ബാംഗ്ലൂർ ... ചെന്നൈ 34000, ബാംഗ്ലൂർ 30000": a word read as a place earlier in the post (next to
 * a connector or after "and") is that place again where the post repeats it.
 */
function namedBefore(toks: Tok[], i: number): boolean {
  const raw = toks[i].raw;
  for (let j = 0; j < i; j++) if (toks[j].raw === raw && (nextToConnector(toks, j) || afterAndCity(toks, j))) return true;
  return false;
}

/** "1) ಮೈಸೂರು 407, 3 ಟನ್": the word that opens a numbered line of a list ("1)", "2."), where a list names its places. */
function listItemOpening(toks: Tok[], i: number): boolean {
  const mark = tokAt(toks, i - 1)?.raw;
  const n = tokAt(toks, i - 2);
  const before = tokAt(toks, i - 3);
  if ((mark !== ')' && mark !== '.') || n?.k !== 'n') return false;
  // ("గుంటూరు నుండి లోడ్స్: 1) చెన్నై ... 2) బెంగళూరు ...": an item's number and bracket open it inside a line too)
  return before === undefined || before.k === 'nl' || (mark === ')' && n.raw.length <= 2 && n.sp && before.raw !== '(');
}

/** A word of these scripts without the place's ending glued on it ("విజయవాడకు" విజయవాడ, to), and the end that ending names. */
function withoutPlaceEnding(word: string): { stem: string; hint: Hint } {
  for (const [suffix, role] of DRAVIDIAN_SUFFIXES) if (word.length > suffix.length + 1 && word.endsWith(suffix)) return { stem: word.slice(0, -suffix.length), hint: role };
  return { stem: word, hint: null };
}

/**
 * "নবী মুম্বাই থেকে", "ଗ୍ରେଟର ନୋଏଡା ରୁ", "సవాయి మాధోపూర్‌కు": a town of two words in these scripts, next to a connector or
 * with a place's ending glued on its second word, read as one name (a name of one word is read by dravidianMentionAt).
 */
function dravidianPairAt(toks: Tok[], i: number): Mention | null {
  const u = toks[i + 1];
  if (u === undefined || u.k !== 'w' || !u.sp || !isSoundReadLetter(u.raw.charCodeAt(0)) || !INDIC_WORD_RE.test(u.raw) || NOT_TOWNS.has(u.raw)) return null;
  const ended = withoutPlaceEnding(u.raw);
  const stem = ended.stem;
  const hint = ended.hint ?? (afterGluedOrigin(toks, i) ? 'dest' : null);
  if (!hint && !nextToConnector(toks, i) && !nextToConnector(toks, i + 1) && !bracketedAfterWord(toks, i, i + 2)) return null;
  const m = dravidianCity(`${toks[i].raw}${stem}`, `${toks[i].raw} ${u.raw}`, i, hint);
  // (only a name of several words: two towns side by side are two places)
  if (m === null || !m.city?.name.includes(' ')) return null;
  m.last = i + 2;
  return m;
}

/**
 * "విజయవాడ - హైదరాబాద్", "কলকাতা - পাটনা": a dash is a weak connector (it also parts fields), so a word of these scripts
 * beside one is read as a place only when the word on the dash's other side reads as a place too.
 */
function dashPairedCity(toks: Tok[], i: number): boolean {
  for (const step of [-1, 1] as const) {
    const dash = skipFillers(toks, i + step, step);
    if (dash < 0 || dash >= toks.length || toks[dash].k !== 's' || !DASH_RE.test(toks[dash].raw)) continue;
    const other = skipFillers(toks, dash + step, step);
    const t = toks[other];
    if (t === undefined || t.k !== 'w' || !isSoundReadLetter(t.raw.charCodeAt(0)) || !INDIC_WORD_RE.test(t.raw) || NOT_TOWNS.has(t.raw)) continue;
    if (dravidianCity(t.raw, t.raw, other, null) !== null) return true;
  }
  return false;
}

/**
 * "১) মালদা - ২২ ফুট - ১০ টন", "ପାରାଦୀପ - ସ୍ପଞ୍ଜ ଆଇରନ ୨୮ ଟନ": a word of these scripts opening a line (or a numbered item) with a
 * dash after it names the item's place, as a list of one origin's destinations does.
 */
function dashedItemAt(toks: Tok[], i: number): boolean {
  const dash = toks[i + 1];
  if (dash === undefined || dash.k !== 's' || !DASH_RE.test(dash.raw)) return false;
  let j = i - 1;
  while (j >= 0 && (toks[j].k === 'p' || toks[j].k === 's')) j--;
  // (an item's number, "১)", "2.")
  if (j >= 0 && toks[j].k === 'n' && toks[j].raw.length <= 2 && j < i - 1) {
    j--;
    while (j >= 0 && (toks[j].k === 'p' || toks[j].k === 's')) j--;
  }
  return j < 0 || toks[j].k === 'nl';
}

const ASSAMESE_RA = '\u09f0';
const ASSAMESE_FROM = 'পৰা';

/** The most "b" letters of a name tried each as "b" and as "v" (2^3 readings). */
const MAX_VA_LETTERS = 3;

/**
 * A Bengali or Odia name read letter for letter with each of its ब (the letter these scripts also write "v" with) as
 * ब or व: "বাবল" बावल Bawal, "নবী মুম্বাই" नवी मुंबई; every way but the one read already.
 */
function vaForms(letters: string): string[] {
  if (!letters.includes('ब')) return [];
  const parts = letters.split('ब');
  if (parts.length - 1 > MAX_VA_LETTERS) return [parts.join('व')];
  const out: string[] = [];
  for (let mask = 1; mask < 1 << (parts.length - 1); mask++) {
    let form = parts[0];
    for (let k = 1; k < parts.length; k++) form += (mask & (1 << (k - 1)) ? 'व' : 'ब') + parts[k];
    out.push(form);
  }
  return out;
}

// A "b" or "v" joined under a consonant (Devanagari letters of a Bengali or Odia word).
const BA_PHALA_RE = /(?<=[\u0915-\u0939])\u094d[\u092c\u0935]/g;

/** A Kannada or Malayalam spelling of a city that its sound does not read ("ഡൽഹി" Delhi): lexicon/places.ts's list. */
function scriptSpelledCity(stem: string): City | null {
  const name = SCRIPT_CITY_SPELLINGS[stem.normalize('NFC')];
  return name === undefined ? null : resolveCity(name);
}

/** The place a Telugu, Kannada, Malayalam, Bengali, Assamese or Odia word `stem` (its ending taken off) reads as. */
function dravidianCity(stem: string, raw: string, i: number, hint: Hint): Mention | null {
  // A Malayalam name in -ം takes -ത്ത്- before an ending, as Tamil's does ("കൊല്ലത്ത് നിന്ന്" from Kollam; "വല്ലാർപാടത്തിൽ
  // നിന്ന്", its locative's vowel glued on).
  if (stem.endsWith(MALAYALAM_TT) && stem.length > MALAYALAM_TT.length + 1) stem = `${stem.slice(0, -MALAYALAM_TT.length)}ം`;
  else if (stem.endsWith(MALAYALAM_TTA) && stem.length > MALAYALAM_TTA.length + 1) stem = `${stem.slice(0, -MALAYALAM_TTA.length)}ം`;
  // (and with its "u" said, "കൊല്ലത്തു നിന്ന്")
  else if (stem.endsWith(MALAYALAM_TTU) && stem.length > MALAYALAM_TTU.length + 1) stem = `${stem.slice(0, -MALAYALAM_TTU.length)}ം`;
  // These scripts' names are Devanagari's letter for letter ("କଟକ" कटक, "ಗೋವಾ" गोवा): the gazetteer's Indic names first.
  // Bengali and Odia write "v" with their "b" letter ("ବିଶାଖାପଟ୍ଟଣମ" विशाखापट्टणम), and a Telugu or Kannada name ends
  // in a "u" the Hindi one has not ("కర్నూలు" कर्नूल).
  // (the word as the gazetteer may hold it in its own script first: "ବିଶାଖାପାଟଣା", Odia's own name for Visakhapatnam)
  let city: City | null = scriptSpelledCity(stem) ?? cityByKey(cityKey(stem));
  const letters = Array.from(stem, devanagari).join('');
  const vas = vaForms(letters);
  for (const form of [letters, ...vas, letters.endsWith(SIGN_U) ? letters.slice(0, -SIGN_U.length) : letters]) if (!city && form.length >= 3) city = cityByKey(cityKey(form));
  // Bengali, Assamese and Odia also say their য / ଯ as "j" ("যোৰহাট" Jorhat): the word with य read as ज, after the word as written
  if (!city && stem.charCodeAt(0) >= 0x980 && stem.charCodeAt(0) < 0xb80 && letters.includes('य')) {
    const ja = letters.replace(/य(?!\u093c)/g, 'ज');
    for (const form of [ja, ...vaForms(ja)]) if (!city) city = cityByKey(cityKey(form));
  }
  // Bengali, Assamese and Odia do not say a "b" (or "v") joined under a consonant ("শ্বিলং" Shilong, Shillong): the word
  // without it is read too.
  const unjoined = !city && stem.charCodeAt(0) < 0xc00 && letters.includes('\u094d') ? letters.replace(BA_PHALA_RE, '') : letters;
  const keys: string[] = [];
  const teluguOrKannada = stem.charCodeAt(0) >= 0xc00 && stem.charCodeAt(0) < 0xd00;
  // (the Latin readings of the word, then of its "v" readings: "নবী মুম্বাই" Nabi Mumbai, Navi Mumbai)
  for (const [word, dropSchwa] of [stem, ...vas, ...(unjoined !== letters ? [unjoined] : [])].flatMap((w) => [[w, false] as const, [w, true] as const])) {
    const name = placeInLatin(word, dropSchwa);
    if (name === null) continue;
    const key = cityKey(name);
    keys.push(key, key.replace(/(?<=.)v/g, 'w'));
    // A Telugu or Kannada name's last "u", which the English name has not ("ಹೊಸೂರು" Hosuru, Hosur)
    if (teluguOrKannada && key.length >= 5 && key.endsWith('u') && !/[aeiou]u$/.test(key)) keys.push(key.slice(0, -1));
    // A doubled consonant is said once in the English name ("കൊച്ചി" Kochchi, Kochi).
    const single = key.replace(/([kgcjtdpbs]h|[a-z])\1/g, '$1');
    if (single !== key) keys.push(single);
  }
  // An aspirate the English name does not say ("ఢిల్లీ" Dhilli, Dilli, Delhi): each reading without it, tried after the
  // readings as written and before any skeleton (which would take "dh*l" for Dhule).
  keys.push(...keys.map((key) => key.replace(/(?<=[kgcjtdpb])h/g, '')).filter((key, k) => key !== keys[k]));
  for (const key of keys) if (!city && key.length >= 4 && !isAmbiguousCityWord(key)) city = cityByKey(key);
  for (const key of keys) if (!city && key.length >= 6) city = SOUND_SKELETONS.get(vowelSkeleton(key)) ?? null;
  // "തൃശ്ശൂർ" Trishshur, Thrissur: an "h" after a consonant (th, sh, zh) is written or not as English spellings please.
  for (const key of keys) if (!city && key.length >= 6) city = LOOSE_SKELETONS.get(looseSkeleton(key)) ?? null;
  if (!city) return null;
  const m: Mention = { city, name: city.name, raw, first: i, last: i + 1, conf: 0.8, note: notes.cityRead(raw, city.name) };
  if (hint) m.hint = hint;
  return m;
}

interface KnownMentions {
  mentions: Mention[];
  /** Tokens inside any city name, bracketed ones included. */
  covered: Set<number>;
  /** Tokens of bracketed cities, which read as filler between a city and a connector. */
  asides: Set<number>;
}

/** Words of an industrial estate after its place ("Chakan MIDC", "Sanand GIDC", "Pantnagar SIDCUL"). */
const ESTATE_WORDS = new Set(['midc', 'gidc', 'sidcul', 'riico', 'sipcot', 'kiadb', 'ida']);
const VIA_AFTER = new Set(VIA_AFTER_WORDS);
const PLACING = new Set(PLACING_CITIES);
const REGION_NAMES = new Set(REGION_NAME_WORDS);
const VIA_SECOND = new Set(VIA_SECOND_WORDS);
const ALSO = new Set(ALSO_WORDS);

/** The token of the drop word of "(me) ek drop" (the lexicon's "one", then a drop word) from token `j`, or -1. */
function oneDropEnd(toks: Tok[], j: number): number {
  const k = LOCATIVES_IN.has(toks[j]?.low ?? '') ? j + 1 : j;
  return ONE_WORDS.has(toks[k]?.low ?? '') && hasFlag(toks[k + 1], W_DROP) ? k + 1 : -1;
}

function findKnownMentions(toks: Tok[]): KnownMentions {
  const mentions: Mention[] = [];
  const covered = new Set<number>();
  const asides = new Set<number>();
  for (let i = 0; i < toks.length; ) {
    const m = knownMentionAt(toks, i) ?? (toks[i].k === 'w' ? (suffixedMentionAt(toks[i], i) ?? possessedMentionAt(toks, i) ?? spelledMentionAt(toks, i)) : null);
    if (!m) {
      i++;
      continue;
    }
    for (let j = m.first; j < m.last; j++) covered.add(j);
    // "Kota to Ahmedabad, Kota stone slabs": a city that opens a goods name of goods.ts names the goods, not a place.
    const after = toks[m.last];
    if (after?.k === 'w' && after.flags & W_PLACE_GOODS_LAST && PLACE_NAMED_GOODS.has(`${m.raw.toLowerCase()} ${after.low}`)) {
      for (let j = m.first; j < m.last; j++) asides.add(j);
      i = m.last;
      continue;
    }
    const prev = mentions.length > 0 ? mentions[mentions.length - 1] : undefined;
    // ("Cochin port (Vallarpadam)": the city's port or yard word before the bracket only explains it)
    const facilityBetween = prev !== undefined && prev.last === m.first - 2 && tokAt(toks, m.first - 1)?.raw === '(' && FACILITIES.has(toks[prev.last].low);
    const next = prev && (prev.last === m.first - 1 || facilityBetween);
    // "Chennai loads (Sriperumbudur):": a heading's city, its load noun, and a known place in brackets, the more precise
    // one: the heading's place, the city before only locating it.
    if (prev && !next && prev.city && m.city && prev.city !== m.city && prev.last === m.first - 2 && LOAD_NOUNS_AFTER.has(toks[prev.last].low) && tokAt(toks, m.first - 1)?.raw === '(') {
      const end = closingBracket(toks, m.last);
      if (end >= 0) {
        for (let j = prev.first; j < prev.last; j++) asides.add(j);
        for (let j = m.first - 1; j <= end; j++) covered.add(j);
        mentions[mentions.length - 1] = m;
        i = end + 1;
        continue;
      }
    }
    // "Pune (Chakan) to Delhi", "Mumbai (Taloja)", "Mumbai (Vashi APMC)": the city in brackets is the more precise place
    // (its market or estate word only explains it); the mention spans both. So too after a place outside the gazetteer,
    // a district or region ("Kutch (Bhuj)").
    const close = tokAt(toks, m.first - 1)?.raw === '(' ? closingBracket(toks, m.last) : -1;
    if (close >= 0 && (next || (m.first >= 2 && !covered.has(m.first - 2) && looksLikePlace(toks[m.first - 2])))) {
      for (let j = m.first - 1; j <= close; j++) covered.add(j);
      // "Dankuni (Kolkata)", "Katras (Dhanbad)": a big city in brackets after a town of its own only places the town.
      if (next && prev.city && m.city && prev.city !== m.city && PLACING.has(m.city.name) && !PLACING.has(prev.city.name)) mentions[mentions.length - 1] = { ...prev, last: close + 1 };
      else if (next) mentions[mentions.length - 1] = { ...m, first: prev.first, last: close + 1, conf: Math.min(prev.conf, m.conf), outer: prev.raw };
      else {
        covered.add(m.first - 2);
        // "Hinjewadi (Pune)": so too a big city after a town outside the gazetteer (not after a state or a region, "Marwar
        // (Jodhpur)").
        const placed = m.city && PLACING.has(m.city.name) && !stateBeforeBracket(toks, m.first - 2) && !REGIONS.has(toks[m.first - 2].low) && !REGION_NAMES.has(toks[m.first - 2].low);
        mentions.push(placed ? { ...unknownMention(toks[m.first - 2], m.first - 2), last: close + 1 } : { ...m, first: m.first - 2, last: close + 1 });
      }
      i = close + 1;
      continue;
    }
    // "Pune/Nashik to Delhi", "Delhi to Jaipur/Ajmer": a city after a slash is a choice beside the one before it; so is
    // the city after an industrial estate's word ("Chakan MIDC Pune", "Sanand GIDC Ahmedabad": the estate's place is the
    // more precise one).
    // A whole route on each side of the slash ("Lucknow - Kolkata / Lucknow - Siliguri") is two routes, no choice.
    if (next && (ESTATE_WORDS.has(toks[m.first - 1].low) || (toks[m.first - 1].raw === '/' && !(routeJoinAt(toks, prev.first - 1) && routeJoinAt(toks, m.last)))))
      for (let j = m.first; j < m.last; j++) asides.add(j);
    // "Bhiwandi (near Thane)": a place the one before is near only locates it.
    else if (prev && tokAt(toks, m.first - 1)?.low === 'near' && tokAt(toks, m.first - 2)?.raw === '(' && prev.last === m.first - 2) for (let j = m.first - 1; j < m.last; j++) asides.add(j);
    // "लातूरहून बीदर मार्गे हैदराबाद": a place passed through on the way, with its word, is neither end.
    else if (hasFlag(toks[m.last], W_VIA_AFTER)) for (let j = m.first; j <= (VIA_SECOND.has(toks[m.last + 1]?.low ?? '') ? m.last + 1 : m.last); j++) asides.add(j);
    // "Rajkot to Bengaluru, Pune me ek drop": a place of one drop on the way, with its words, is neither end.
    else if (oneDropEnd(toks, m.last) > 0) for (let j = m.first; j <= oneDropEnd(toks, m.last); j++) asides.add(j);
    else if (prev && correctedBy(toks, prev.last, m.first) && !notThenRoute(toks, prev.last, m)) {
      // "Namakkal to Vellore... sorry Hosur": the place after the correction takes the place of the one before it.
      for (let j = prev.first; j < m.first; j++) asides.add(j);
      mentions[mentions.length - 1] = m;
    } else if (
      prev &&
      prev.last === m.first &&
      prev.city !== m.city &&
      !prev.hint &&
      !m.hint &&
      (connectorAt(toks, prev.first - 1) ||
        // ("From Pune Chakan", "To: Pune Chakan", "Bellary - Chennai Ennore": a label or a route's dash before the two)
        ((endLabelAt(toks, prev.first) >= 0 || dashBefore(toks, prev.first)) && (toks[m.last] === undefined || toks[m.last].k === 'nl' || toks[m.last].raw === ',') && nearBy(prev, m)) ||
        // (a filler between, "Chennai Ennore la irundhu": Tamil's locative before its "from")
        connectorAt(toks, skipFillers(toks, m.last, 1)) ||
        dashToPlace(toks, m.last))
    ) {
      // "Pune Chakan to Jamshedpur", "Bellary to Chennai Ennore": a place of the gazetteer right after a city, next to a
      // connector, is the more precise place, as in brackets ("Pune (Chakan)"); the mention spans both. A big city after a
      // town near it only places the town, as its district ("Gondal Rajkot to Mumbai", "Baramati Pune se"), as in
      // brackets ("Dankuni (Kolkata)").
      mentions[mentions.length - 1] = districtAfterTown(prev, m) ? { ...prev, last: m.last } : { ...m, first: prev.first, conf: Math.min(prev.conf, m.conf) };
    } else mentions.push(m);
    i = m.last;
  }
  // "Kolkata Posta to Dhanbad", "Nagpur Kalamna se Hyderabad": a town outside the gazetteer right after a city and
  // before a connector is a market or quarter of the city, which stays the place; so in a script without capitals
  // ("औरंगाबाद वाळूज ते चाकण", "नासिक सातपुर से पुणे"), a word that is no lexicon word.
  for (const m of mentions) {
    const j = m.last;
    // (an arrow or a dash before the next place says "to" as well: "Kolkata Posta → Dhanbad", "Howrah Dhulagori - Lucknow")
    const before = j + 1 < toks.length ? toks[j + 1] : undefined;
    const connector = before !== undefined && ((before.k === 'w' && roleOf(before) === 'strong') || dashToPlace(toks, j + 1));
    // ("बोकारो स्टील से राउरकेला": the plant named by its goods, as "Bokaro steel se" in Latin letters)
    if (connector && !covered.has(j) && (looksLikePlace(toks[j]) || siteWord(toks[j]) || indicQuarter(toks[j]) || (INDIC_WORD_RE.test(toks[j].raw) && COMMODITIES.has(toks[j].low)))) asides.add(j);
    else if (hasFlag(toks[j], W_POSSESSIVE)) possessedQuarter(toks, j, covered, asides);
    // ("Kanpur Dada Nagar se Guwahati": the quarter's name with its area word, as "Kanpur ki Dada Nagar se" says it)
    else if (j < toks.length && !covered.has(j) && looksLikePlace(toks[j])) {
      let k = j + 1;
      while (k < toks.length && toks[k].k === 'w' && QUARTER_WORDS.has(toks[k].low)) k++;
      if (k > j + 1 && k < toks.length && toks[k].k === 'w' && roleOf(toks[k]) === 'strong') for (let i = j; i < k; i++) asides.add(i);
    }
  }
  return { mentions, covered, asides };
}

/** Two known places near each other, as a city and its quarter are ("Pune Chakan"; "ex Kolkata Siliguri" is two ends). */
function nearBy(a: Mention, b: Mention): boolean {
  return a.city !== null && b.city !== null && distanceKm(a.city, b.city) <= DISTRICT_TOWN_KM;
}

/** "Bellary - Chennai Ennore": a dash right before token i, after a word of its line (a route's "to"). */
function dashBefore(toks: Tok[], i: number): boolean {
  const t = toks[i - 1];
  return t !== undefined && t.k === 's' && /^[-–—]$/.test(t.raw) && i >= 2 && toks[i - 2].k !== 'nl';
}

/** How far a town may lie from the big city named right after it as its district ("Gondal Rajkot" 35 km, "Baramati Pune" 80). */
const DISTRICT_TOWN_KM = 90;

/** "Gondal Rajkot", "Ichalkaranji Kolhapur": a town, then a big city near it (PLACING_CITIES), which only places it. */
function districtAfterTown(town: Mention, district: Mention): boolean {
  return town.city !== null && district.city !== null && PLACING.has(district.city.name) && !PLACING.has(town.city.name) && distanceKm(town.city, district.city) <= DISTRICT_TOWN_KM;
}

/**
 * "Jaipur ka VKI area se Patna", "Kanpur ki Dada Nagar se ...": a capitalised place outside the gazetteer after a city
 * and its possessive, perhaps with an area word, right before a strong connector is the city's quarter; the city stays
 * the place. `j` is the possessive's token.
 */
function possessedQuarter(toks: Tok[], j: number, covered: Set<number>, asides: Set<number>): void {
  let k = j + 1;
  const first = k;
  // (a quarter's short capitals count: "VKI", "MIA"; in a post typed in one case a short word of no list, "vki area")
  while (k < first + 2 && k < toks.length && toks[k].k === 'w' && toks[k].cap && !covered.has(k) && (looksLikePlace(toks[k]) || shortQuarter(toks[k]))) k++;
  if (k === first) return;
  while (k < toks.length && toks[k].k === 'w' && (QUARTER_WORDS.has(toks[k].low) || FACILITIES.has(toks[k].low))) k++;
  if (k >= toks.length || toks[k].k !== 'w' || roleOf(toks[k]) !== 'strong') return;
  for (let i = j; i < k; i++) asides.add(i);
}
/** A quarter's short name: "VKI", "MIA"; in a post typed in one case, a short word of no list of the lexicon ("vki"). */
function shortQuarter(t: Tok): boolean {
  if (!t.uncased) return /^[A-Z]{2,4}$/.test(t.raw);
  return /^[A-Za-z]{2,4}$/.test(t.raw) && t.flags === 0 && !NOT_TOWNS.has(t.low);
}
const QUARTER_WORDS = new Set(['area', 'ilaka', 'ilaake', 'nagar', 'colony', 'sector']);

const CORRECTIONS = new Set(CORRECTION_WORDS);
const NOT_CORRECTIONS = new Set(NOT_PLACE_WORDS);
/**
 * "dhanbad se patna nahi gaya se patna": a place said not to be it, then a place that opens a route of its own (its
 * "from" after it), is a route taken back (parser.ts reads the one after), not one place put for another.
 */
function notThenRoute(toks: Tok[], from: number, m: Mention): boolean {
  let said = false;
  for (let j = from; j < m.first; j++) if (NOT_CORRECTIONS.has(toks[j].low)) said = true;
  return said && BETWEEN.has(toks[m.last]?.low ?? '');
}
/** Whether the tokens from..to hold a correction word and only punctuation besides ("... sorry", ", correction:"). */
function correctedBy(toks: Tok[], from: number, to: number): boolean {
  let said = false;
  for (let j = from; j < to; j++) {
    if (toks[j].flags & W_CORRECTION) said = true;
    else if (toks[j].k !== 'p' && toks[j].k !== 's') return false;
  }
  return said;
}

/** The ")" closing a bracketed place at token i, past its market or estate words ("Vashi APMC)") and region words ("Manesar side)"), or -1. */
function closingBracket(toks: Tok[], i: number): number {
  while (i < toks.length && (FACILITIES.has(toks[i].low) || REGIONS.has(toks[i].low))) i++;
  return toks[i]?.raw === ')' ? i : -1;
}

const PIN_RE = /^[1-8]\d{5}$/;

type Role = 'nl' | 'filler' | 'strong' | 'weak' | 'block';

/** "Gujarat (Surat)", "Tamil Nadu (Coimbatore)": a state right before a bracketed place only explains it. */
function stateBeforeBracket(toks: Tok[], i: number): boolean {
  const next = toks[i + 1]?.raw;
  if (next === '(') return STATES.has(toks[i].low) || twoWordState(toks, i - 1);
  return next !== undefined && toks[i + 2]?.raw === '(' && twoWordState(toks, i);
}

/**
 * "Bihar Purnia", "Nepal border Raxaul": a state or country right before a town of the gazetteer (its "border" between)
 * only places the town, as in brackets; the town is the place.
 */
function stateBeforeTown(toks: Tok[], i: number): boolean {
  const t = toks[i];
  if (t.k !== 'w') return false;
  if (t.low === 'border') return i > 0 && STATES.has(toks[i - 1].low) && i + 1 < toks.length && knownMentionAt(toks, i + 1) !== null;
  if (!(t.flags & W_STATE)) return false;
  const j = toks[i + 1]?.low === 'border' ? i + 2 : i + 1;
  return j < toks.length && knownMentionAt(toks, j) !== null;
}

/** "Tamil Nadu", "Madhya Pradesh", "West Bengal": two words of states (no codes) at i and i + 1. */
function twoWordState(toks: Tok[], i: number): boolean {
  const a = toks[i];
  const b = toks[i + 1];
  return a !== undefined && b !== undefined && a.low.length > 3 && b.low.length > 3 && STATES_AFTER.has(a.low) && STATES_AFTER.has(b.low);
}

/** "Sirohi (MH) to Udaipur", "Bilimora (Gujarat)": a state alone in brackets only places the town before it. */
function stateInBrackets(toks: Tok[], i: number): boolean {
  return tokAt(toks, i - 1)?.raw === '(' && toks[i + 1]?.raw === ')' && STATES_AFTER.has(toks[i].low);
}

/** "Chennai-la irundhu": a Tamil locative typed in Latin letters right before an origin word only explains it. */
function locativeBeforeOrigin(toks: Tok[], i: number): boolean {
  return (toks[i].flags & W_LOCATIVE) !== 0 && ORIGIN_POSTFIX.has(toks[i + 1]?.low ?? '');
}

/** "FROM = NAVSARI", "TO = JAIPUR": an equals sign right after a place label separates it like a colon. */
function equalsAfterLabel(toks: Tok[], i: number): boolean {
  if (toks[i].raw !== '=' || i === 0) return false;
  // "Pick up =", "Loading Point =", "Delivery Location =": the label's own filler words may stand before the sign.
  let j = i - 1;
  while (j > 0 && toks[j].k === 'w' && LABEL_FILLERS.has(toks[j].low)) j--;
  const label = toks[j].low;
  return ORIGIN_LABELS.has(label) || DEST_LABELS.has(label);
}

/** "#Delhi to #Hubli": a hash glued to the word after it tags that word, it parts nothing. */
function hashtagAt(toks: Tok[], i: number): boolean {
  return toks[i].raw === '#' && toks[i + 1]?.k === 'w' && !toks[i + 1].sp;
}

/** A truck or plane emoji joins two places on its line ("Delhi 🚛 Jaipur"); at either end of a line it only decorates ("SHREE BALAJI ROADLINES 🚛"). */
const PICTURE_CONNECTORS = new Set(['🚛', '🚚', '✈']);
function pictureAtLineEdge(toks: Tok[], i: number): boolean {
  if (toks[i].k !== 's' || !PICTURE_CONNECTORS.has(toks[i].raw)) return false;
  const edge = (step: number): boolean => {
    for (let j = i + step; ; j += step) {
      const t = tokAt(toks, j);
      if (!t || t.k === 'nl') return true;
      if (t.k !== 'p') return false;
    }
  };
  return edge(1) || edge(-1);
}

function roleAt(toks: Tok[], i: number): Role {
  // "..., Ring Road thi. Jignesh bhai 98...": a full stop right after a connector ends its sentence; no place after it.
  if (toks[i].raw === '.' && i > 0 && toks[i - 1].k === 'w' && roleOf(toks[i - 1]) === 'strong') return 'block';
  return pictureAtLineEdge(toks, i) ||
    stateBeforeBracket(toks, i) ||
    stateBeforeTown(toks, i) ||
    locativeBeforeOrigin(toks, i) ||
    equalsAfterLabel(toks, i) ||
    hashtagAt(toks, i) ||
    stateInBrackets(toks, i)
    ? 'filler'
    : roleOf(toks[i]);
}

const WEAK_SEPARATOR_RE = /^[-–—➖~]+$|^>>?$|^\.{2,}$|^…+$/;

function roleOf(t: Tok): Role {
  if (t.k === 'nl') return 'nl';
  // Dashes and ">" also separate fields ("Delhi - 20T - 45k"), so they are weak; arrows are strong.
  if (t.k === 's') return WEAK_SEPARATOR_RE.test(t.raw) ? 'weak' : 'strong';
  if (t.k === 'w') {
    const flags = t.flags;
    if (flags & W_STRONG) return 'strong';
    if (flags & W_WEAK) return 'weak';
    if (flags & W_FILLER) return 'filler';
    return 'block';
  }
  if (t.k === 'p') return BLOCKING_PUNCT.has(t.raw) ? 'block' : 'filler';
  // A PIN code after a city ("Bhiwandi 421302 to Delhi") is part of the address.
  return t.raw.length === 6 && PIN_RE.test(t.raw) ? 'filler' : 'block';
}

/** "Raigarh JSPL se", "Bokaro steel se": a plant's code in capitals or a word in Latin letters naming the site. */
function siteWord(t: Tok): boolean {
  return t.k === 'w' && /^[A-Za-z]{3,}$/.test(t.raw) && !STOP_WORDS.has(t.low) && roleOf(t) === 'block';
}

/** Whether token i is a connector word or arrow ("to", "se", "→"). */
function connectorAt(toks: Tok[], i: number): boolean {
  const t = toks[i];
  return t !== undefined && (t.k === 'w' || t.k === 's') && roleOf(t) === 'strong';
}

const DASHES = new Set(['-', '–', '—']);

/** A dash or an arrow with a place's name right after it ("Pune Chakan - Jamshedpur", "Kolkata Posta >> Dhanbad"): it says "to" as a connector does. */
function dashToPlace(toks: Tok[], i: number): boolean {
  return toks[i]?.k === 's' && toks[i + 1]?.name !== undefined;
}

/** A connector or a dash between two places ("Lucknow - Kolkata"). */
function routeJoinAt(toks: Tok[], i: number): boolean {
  return connectorAt(toks, i) || DASHES.has(toks[i]?.raw ?? '');
}

function looksLikePlace(t: Tok): boolean {
  if (t.k !== 'w' || !t.cap || t.raw.length < 4 || !/^[A-Za-z]+$/.test(t.raw)) return false;
  // "Deliver To:", "Unldg -": a label's word is no town
  if (t.flags & W_LINE_LABEL) return false;
  // "Bhiwandi se South ke 2 load – ek Cochin, ek Trichy": a region's word ("South", "East", "Belt") is no town
  if (REGIONS.has(t.low)) return false;
  // English verb forms ("Loading", "Required", "Urgently") are no towns; short -ed words are stop words, so "Nanded" is one.
  if (t.flags & W_STOP || /(?:ing|ly)$/.test(t.low) || (t.low.length > 6 && t.low.endsWith('ed'))) return false;
  // In a post typed in one case every word is "capitalised": a word of any list of the lexicon (goods, units, days,
  // connectors) is no town there.
  if (t.uncased && (t.flags & ~NAME_PART_FLAGS || NOT_TOWNS.has(t.low) || COMMODITIES.has(t.low))) return false;
  // (a short word in capitals is a code, "VKI", but not in a post typed in capitals: "SANWER ROAD")
  return t.uncased || !(t.raw === t.raw.toUpperCase() && t.raw.length <= 4);
}

const FIRM_NAME_WORDS = new Set(FIRM_WORDS);
/** "– Patel Roadways", "Maa Narmada Transport": a capitalised word with a firm's word one or two words after it is the firm's name. */
function firmNameAt(toks: Tok[], w: number): boolean {
  for (let k = w + 1; k <= w + 3 && toks[k]?.k === 'w'; k++) if (FIRM_NAME_WORDS.has(toks[k].low)) return true;
  return false;
}

/** Words next to a connector that are not in the gazetteer: fuzzy-match them, else keep as unknown places. */
function findUnknownMentions(toks: Tok[], covered: Set<number>, asides: Set<number>, knownCount: number): Mention[] {
  // A post typed in one case has no capitals to tell a town from a word: its words outside the gazetteer are read as
  // towns only when the gazetteer names fewer than two places ("sitarganj to delhi"; not "HYDERABAD SE WAPSI KA LOAD HAI
  // NAGPUR TAK").
  const onlyCities = knownCount >= 2 && toks[0]?.uncased;
  const out = new Map<number, Mention>();
  for (const j of asides) if (!covered.has(j)) out.set(j, ASIDE);
  for (let i = 0; i < toks.length; i++) {
    const role = roleOf(toks[i]);
    if ((role !== 'strong' && role !== 'weak') || pictureAtLineEdge(toks, i)) continue;
    // (skipFillers is pure: each side's first token past the fillers is worked out once)
    const j = skipFillers(toks, i - 1, -1);
    const k = skipFillers(toks, i + 1, 1);
    for (const w of [j, k]) {
      if (w >= 0 && w < toks.length && !covered.has(w) && !out.has(w) && looksLikePlace(toks[w]) && !stateBeforeBracket(toks, w) && !bracketedAside(toks, w, covered) && !firmNameAt(toks, w))
        out.set(w, unknownMention(toks[w], w));
    }
    // "Amritsar to Sri Madhopur": a short first word of a town's name after a connector (twoWordName joins the next).
    const n = k;
    if (toks[n]?.cap && NAME_FIRST.has(toks[n].low) && !covered.has(n) && !out.has(n) && nameHalf(toks[n + 1], n + 1, covered)) out.set(n, unknownMention(toks[n], n));
    // "नांदेड ते हैदराबाद", "ગોંડલ થી રાજકોટ": a town outside the gazetteer, in a script without capitals, opening a line
    // before a connector to a known city; named as it is written in English.
    // ("कुल्लू से सेब चेन्नई": known goods may stand between the connector and the known city)
    if (role === 'strong' && j >= 0 && !covered.has(j) && !out.has(j) && (covered.has(k) || (COMMODITIES.has(toks[k]?.low ?? '') && covered.has(k + 1))) && (j === 0 || toks[j - 1].k === 'nl')) {
      const m = indicTownAt(toks, j);
      if (m) out.set(j, m);
    }
    // "दिल्ली से सिरसा 10 टन", "રાજકોટ થી ઊંઝા,": the same town after a connector from a known city, when what follows it
    // is no word (a number, a mark, the line's end), a destination's word ("सिरसा तक") or known goods ("धमतरी चावल").
    if (role === 'strong' && k < toks.length && !covered.has(k) && !out.has(k) && j >= 0 && covered.has(j) && (endsPlace(toks, k + 1) || COMMODITIES.has(toks[k + 1].low))) {
      const m = indicTownAt(toks, k);
      if (m) out.set(k, m);
    }
  }
  // "பொள்ளாச்சிக்கு", "Pollachilirundhu": a town outside the gazetteer with a Tamil ending glued on, next to a known city.
  for (let i = 0; i < toks.length; i++) {
    if (covered.has(i) || out.has(i) || toks[i].k !== 'w' || !mayBeGlued(toks[i])) continue;
    const before = skipFillers(toks, i - 1, -1);
    const after = skipFillers(toks, i + 1, 1);
    if (!covered.has(before) && !covered.has(after)) continue;
    const m = gluedTownAt(toks[i], i);
    if (m) out.set(i, m);
  }
  // "From: Barmer" above "To: Jodhpur": a capitalised word after a label of its own line is a place too.
  for (let i = 0; i + 1 < toks.length; i++) {
    if (!(toks[i].flags & W_PLACE_LABEL)) continue;
    const j = skipFillers(toks, i + 1, 1);
    if (j < toks.length && !covered.has(j) && !out.has(j) && looksLikePlace(toks[j])) out.set(j, unknownMention(toks[j], j));
  }
  // "Loading: Phaltan", "Pickup - Bangalure": a capitalised word alone after a line's own loading or unloading label and its
  // colon or dash is a place too (misspelt: the city it is one letter from).
  for (let i = 0; i + 2 < toks.length; i++) {
    if (!(toks[i].flags & W_LINE_LABEL)) continue;
    const mark = markAfterLabel(toks, i);
    if (mark < 0 || !opensLineAfterMarks(toks, i)) continue;
    i = mark - 1;
    const j = skipFillers(toks, mark + 1, 1);
    const t = toks[j];
    if (t === undefined || covered.has(j) || out.has(j) || !looksLikePlace(t) || NOT_TOWNS.has(t.low) || isDayWord(t.raw)) continue;
    const after = toks[j + 1];
    if (after === undefined || after.k !== 'w' || after.flags & W_LINE_LABEL) out.set(j, unknownMention(t, j));
  }
  // "amritsar to vijayawda", "hyderabaad se mumbay": a misspelt city in lower case of six letters or more, across a
  // connector from a known city.
  for (let i = 1; i + 1 < toks.length; i++) {
    if (toks[i].k !== 'w' || roleOf(toks[i]) !== 'strong') continue;
    const j = skipFillers(toks, i - 1, -1);
    const k = skipFillers(toks, i + 1, 1);
    for (const [w, other] of [
      [k, j],
      [j, k],
    ]) {
      const t = toks[w];
      if (t === undefined || !covered.has(other) || covered.has(w) || out.has(w) || t.k !== 'w' || t.cap || t.low.length < 6 || !/^[a-z]+$/.test(t.low)) continue;
      if (STOP_WORDS.has(t.low) || NOT_TOWNS.has(t.low)) continue;
      const city = fuzzyCity(t.low);
      if (city) out.set(w, { city, name: city.name, raw: t.raw, first: w, last: w + 1, conf: 0.7, note: notes.cityRead(t.raw, city.name) });
    }
  }
  // "loading Bengalooru", "Mumbaii jana hai", "Coimbatur ke liye": a misspelt city right after a loading or unloading label
  // or right before a destination's word, as next to a connector (a word that is no city's misspelling stays no place).
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.k !== 'w') continue;
    let j = -1;
    if (t.flags & W_LINE_LABEL) j = skipFillers(toks, i + 1, 1);
    else if (t.flags & W_DEST_POSTFIX || (t.flags & W_DEST_PAIR && DEST_PAIRS.get(t.low)?.has(toks[i + 1]?.low ?? ''))) j = skipFillers(toks, i - 1, -1);
    const w = tokAt(toks, j);
    if (w === undefined || covered.has(j) || out.has(j) || !looksLikePlace(w)) continue;
    const city = fuzzyCity(w.low);
    if (city) out.set(j, { city, name: city.name, raw: w.raw, first: j, last: j + 1, conf: 0.8, note: notes.cityRead(w.raw, city.name) });
  }
  // "1) Jaipurr 9T 19ft 22k": a misspelt city opening a numbered line of a list, where a list names its places.
  for (let i = 2; i < toks.length; i++) {
    const t = toks[i];
    if (t.k !== 'w' || covered.has(i) || out.has(i) || t.low.length < 5 || !looksLikePlace(t)) continue;
    if ((toks[i - 1].raw !== ')' && toks[i - 1].raw !== '.') || toks[i - 2].k !== 'n' || (i >= 3 && toks[i - 3].k !== 'nl')) continue;
    const city = fuzzyCity(t.low);
    if (city) out.set(i, { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.8, note: notes.cityRead(t.raw, city.name) });
  }
  // "Azadpur mandi ke liye", "Unjha APMC se": a capitalised word before a market, yard or estate word is that place.
  // "Azadpur sabzi mandi se Jaipur": so too with the market's kind, goods of the lexicon, between (an aside then).
  // ("Verna Industrial Estate to Bangalore": a facility word itself is no place, the town before it is)
  for (let i = 0; i + 1 < toks.length; i++) {
    if (!toks[i].cap || covered.has(i) || out.has(i) || FACILITIES.has(toks[i].low)) continue;
    const kind = COMMODITIES.has(toks[i + 1].low) && hasFlag(toks[i + 2], W_FACILITY) && !covered.has(i + 1);
    if ((kind || toks[i + 1].flags & W_FACILITY) && looksLikePlace(toks[i])) {
      out.set(i, unknownMention(toks[i], i));
      if (kind) asides.add(i + 1);
    }
  }
  // "Sirsa ka maal Jaipur jana hai", "Moga da maal": a capitalised word before a possessive and a load or goods word
  // is the goods' place, in the gazetteer or not.
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i];
    if (covered.has(i) || out.has(i) || !(toks[i + 1].flags & W_POSSESSIVE) || !looksLikePlace(t)) continue;
    if (goodsAt(toks, i + 2)) out.set(i, unknownMention(t, i));
  }
  // (there a word is still read as the gazetteer city it misspells, "TIRPUR SE JAIPUR + DELHI", and a town opening its
  // line before a connector to a known city, "azadpur se patna ...\nazadpur se muzaffarpur ...")
  return [...out.values()].filter((m) => m !== ASIDE && (!onlyCities || m.city !== null || opensRouteLine(toks, m.first, covered))).map((m) => twoWordName(toks, m, covered));
}

/** Whether token i opens its line (marks aside) right before a strong connector and a place of the gazetteer. */
function opensRouteLine(toks: Tok[], i: number, covered: Set<number>): boolean {
  const c = skipFillers(toks, i + 1, 1);
  return opensLineAfterMarks(toks, i) && connectorAt(toks, c) && covered.has(skipFillers(toks, c + 1, 1));
}

const NAME_FIRST = new Set(TOWN_FIRST_WORDS);
const NAME_LAST = new Set(TOWN_LAST_WORDS);

/** A capitalised word of letters that may be half of a two-word town's name. */
function nameHalf(t: Tok | undefined, i: number, covered: Set<number>): boolean {
  return t !== undefined && t.k === 'w' && t.cap && t.raw.length >= 3 && /^[A-Za-z]+$/.test(t.raw) && !covered.has(i) && !STOP_WORDS.has(t.low);
}

/**
 * "Sawai Madhopur", "Sri Madhopur", "Kosi Kalan": a town outside the gazetteer named by two capitalised words, one of
 * them a name's usual first or last word (`TOWN_FIRST_WORDS`, `TOWN_LAST_WORDS`), never a misspelt city ("Kalan" is no Kalyan).
 */
function twoWordName(toks: Tok[], m: Mention, covered: Set<number>): Mention {
  if (m.last !== m.first + 1) return m;
  const word = toks[m.first].low;
  let first = m.first;
  let last = m.last;
  if (NAME_LAST.has(word) && nameHalf(tokAt(toks, m.first - 1), m.first - 1, covered)) first--;
  else if (NAME_FIRST.has(word) && nameHalf(toks[m.last], m.last, covered)) last++;
  else if (m.city) return m;
  else if (NAME_FIRST.has(tokAt(toks, m.first - 1)?.low ?? '') && nameHalf(tokAt(toks, m.first - 1), m.first - 1, covered)) first--;
  else if (NAME_LAST.has(toks[m.last]?.low ?? '') && nameHalf(toks[m.last], m.last, covered)) last++;
  if (first === m.first && last === m.last) return m;
  const raw = toks
    .slice(first, last)
    .map((t) => t.raw)
    .join(' ');
  return { city: null, name: canonicalCityName(raw), raw, first, last, conf: 0.5, note: notes.notCity(raw), hint: m.hint };
}

/** Labels of a line of their own ("Loading:", "Drop -", "लोडिंग:"), and the marks after them. */
const LINE_LABELS = new Set([...ORIGIN_LABELS, ...DEST_LABELS]);
const LABEL_MARKS = new Set([':', '-', '–', '=']);
const LINE_DEST_LABELS = new Set(LINE_DEST_LABEL_WORDS);

/** Words of a label besides its loading or unloading word ("Loading Point", "Pick up", "Delivery Location"). */
const LABEL_FILLERS = new Set(LABEL_PLACE_WORDS);

// Bits of Tok.flags: the word lists the token's lower case is in, each looked up once in tokenize.
const W_STRONG = 1;
const W_WEAK = 2;
const W_FILLER = 4;
const W_PLACE_LABEL = 8;
const W_LINE_LABEL = 16;
const W_DEST_POSTFIX = 32;
const W_FACILITY = 64;
const W_POSSESSIVE = 128;
const W_STOP = 256;
const W_LOCATIVE = 512;
const W_STATE = 1 << 10;
const W_STATE_AFTER = 1 << 11;
const W_ROAD = 1 << 12;
const W_AREA = 1 << 13;
const W_NAME_ENDING = 1 << 14;
const W_BETWEEN = 1 << 15;
const W_VIA_AFTER = 1 << 16;
const W_PLACE_GOODS_LAST = 1 << 17;
/** The first word of a two-word "for" (DEST_PAIRS). */
const W_DEST_PAIR = 1 << 18;
const W_DROP_POINT = 1 << 19;
const W_DROP = 1 << 20;
const W_GOODS = 1 << 21;
const W_CORRECTION = 1 << 22;
/** The lists whose words may name a place or be part of its name (a state, "Road", "Nagar"). */
const NAME_PART_FLAGS = W_STATE | W_STATE_AFTER | W_ROAD | W_NAME_ENDING;
const WORD_FLAGS = new Map<string, number>();
for (const [words, bit] of [
  [STRONG_CONNECTORS, W_STRONG],
  [WEAK_CONNECTORS, W_WEAK],
  [FILLER_WORDS, W_FILLER],
  [PLACE_LABELS, W_PLACE_LABEL],
  [LINE_LABELS, W_LINE_LABEL],
  [DEST_POSTFIX, W_DEST_POSTFIX],
  [FACILITIES, W_FACILITY],
  [POSSESSIVES, W_POSSESSIVE],
  [STOP_WORDS, W_STOP],
  [LOCATIVES, W_LOCATIVE],
  [STATES, W_STATE],
  [STATES_AFTER, W_STATE_AFTER],
  [ROADS, W_ROAD],
  [AREA_NUMBER_WORDS, W_AREA],
  [NAME_ENDINGS, W_NAME_ENDING],
  [BETWEEN, W_BETWEEN],
  [VIA_AFTER, W_VIA_AFTER],
  [PLACE_NAMED_GOODS_LAST, W_PLACE_GOODS_LAST],
  [DEST_PAIRS.keys(), W_DEST_PAIR],
  [DROP_POINT_WORDS, W_DROP_POINT],
  [DROP_WORDS, W_DROP],
  [GOODS, W_GOODS],
  [CORRECTIONS, W_CORRECTION],
] as const)
  for (const w of words) WORD_FLAGS.set(w, (WORD_FLAGS.get(w) ?? 0) | bit);
// Whether a list holds a word that does not open with a letter: only then may a number or a mark have flags (a token
// that opens with a letter is a word, 'w'), else only words are looked up.
const MARK_FLAGS = [...WORD_FLAGS.keys()].some((w) => !/^\p{L}/u.test(w));

/** A word of the lists above (its W_ bits) or a gazetteer key (its entry), or both. */
interface Lexeme {
  flags: number;
  name: NameKey | undefined;
}

// The words and keys a token is looked up by: every word of the lists, every gazetteer key and every leading key of a
// multi-word name (a key that is neither is no name and opens none). One lookup gives a word its lists and its name.
const WORDS = new Map<string, Lexeme>();
for (const [w, flags] of WORD_FLAGS) WORDS.set(w, { flags, name: undefined });
for (const k of [...cityKeys(), ...NAME_PREFIXES]) {
  const name: NameKey = { city: cityByKey(k), prefix: NAME_PREFIXES.has(k) };
  const word = WORDS.get(k);
  if (word) word.name = name;
  else WORDS.set(k, { flags: 0, name });
}

/** "Loading Point:", "Delivery Location =", "Drop at:", "खाली स्थान:": the mark after the label's words from token i, or -1. */
function markAfterLabel(toks: Tok[], i: number): number {
  let mark = i + 1;
  while (mark < toks.length && toks[mark].k === 'w' && (LABEL_FILLERS.has(toks[mark].low) || LINE_LABELS.has(toks[mark].low))) mark++;
  return LABEL_MARKS.has(toks[mark]?.raw ?? '') ? mark : -1;
}

/** Whether token i opens its line, emojis and bullets aside ("📍From:", "*Loading:*"). */
function opensLineAfterMarks(toks: Tok[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (toks[j].k === 'p' || toks[j].k === 's')) j--;
  return j < 0 || toks[j].k === 'nl';
}

/**
 * A word outside the gazetteer with a glued ending of origin or destination, as a town named in Latin letters: Tamil
 * ("பொள்ளாச்சிக்கு" Pollachi, "ராஜபாளையத்திலிருந்து" Rajapalayam, "கரூருக்கு" Karur) or Tamil typed in Latin letters
 * ("Pollachilirundhu", "Pollachiku").
 */
function gluedTownAt(t: Tok, i: number): Mention | null {
  let stem: string | null = null;
  let hint: Hint = null;
  if (t.key.charCodeAt(0) >= 0xb80 && t.key.charCodeAt(0) <= 0xbff) {
    const raw = t.raw.normalize('NFC');
    if (NOT_TOWNS.has(raw)) return null;
    for (const [suffix, role] of TAMIL_SUFFIXES) {
      if (raw.length <= suffix.length + 1 || !raw.endsWith(suffix)) continue;
      stem = tamilStem(raw.slice(0, -suffix.length));
      hint = role;
      break;
    }
    const name = stem && !NOT_TOWNS.has(stem) ? placeInLatin(stem) : null;
    return name ? { city: null, name, raw: t.raw, first: i, last: i + 1, conf: 0.5, note: notes.notCity(t.raw), hint } : null;
  }
  if (!t.cap || !/^[A-Za-z]+$/.test(t.raw)) return null;
  for (const [ending, role] of LATIN_GLUED_ENDINGS) {
    if (!role || t.low.length < ending.length + 4 || !t.low.endsWith(ending)) continue;
    // "Pollachiyilirundhu": the glide before the ending is not the name's.
    stem = t.raw.slice(0, -ending.length).replace(/(?<=[aeiou])[yv]$/i, '');
    // "Pollachilirundhu" is Pollachi + lirundhu, "Karurilirundhu" Karur + ilirundhu: no name ends in two consonants.
    if (ending.startsWith('i') && /[^aeiou]{2}$/i.test(stem)) stem += t.raw[t.raw.length - ending.length];
    hint = role;
    break;
  }
  if (!stem || STOP_WORDS.has(stem.toLowerCase())) return null;
  return { city: null, name: canonicalCityName(stem), raw: t.raw, first: i, last: i + 1, conf: 0.5, note: notes.notCity(t.raw), hint };
}

/** A cheap first test for gluedTownAt: a Tamil word, or a capitalised Latin one ending as a Tamil ending typed in Latin letters does. */
function mayBeGlued(t: Tok): boolean {
  const c = t.key.charCodeAt(0);
  if (c >= 0xb80 && c <= 0xbff) return true;
  return t.cap && LATIN_ENDING_LASTS.has(t.low[t.low.length - 1]);
}
const LATIN_ENDING_LASTS = new Set(LATIN_GLUED_ENDINGS.filter(([, role]) => role).map(([e]) => e[e.length - 1]));

/** Tamil's glued endings (NFC), longest first, each with the end it names. */
const TAMIL_SUFFIXES: Array<[string, Hint]> = [...ORIGIN_SUFFIXES.map((w): [string, Hint] => [w.normalize('NFC'), 'origin']), ...DEST_SUFFIXES.map((w): [string, Hint] => [w.normalize('NFC'), 'dest'])]
  .filter(([w]) => /[\u0b80-\u0bff]/.test(w))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * A Tamil name as written alone, from its form before an ending: -த்த- is -ம் (ராஜபாளையத்த-), -ட்ட-/-ற்ற- is -டு/-று
 * (ஈரோட்ட-), another doubled last consonant one (நாமக்கல்ல-), and a last consonant takes its pulli (கரூர-).
 */
function tamilStem(stem: string): string {
  if (stem.endsWith('த்த')) return `${stem.slice(0, -3)}ம்`;
  const n = stem.length;
  if (n >= 3 && stem[n - 2] === VIRAMA_TA && stem[n - 1] === stem[n - 3]) return /[டற]$/.test(stem) ? `${stem.slice(0, -2)}ு` : stem.slice(0, -1);
  return /[\u0b95-\u0bb9]$/.test(stem) ? stem + VIRAMA_TA : stem;
}

/** A placeholder that keeps a state word after a city ("Sangli, Maharashtra") from being read as a town. */
const ASIDE: Mention = { city: null, name: '', raw: '', first: -1, last: -1, conf: 0 };

/** "Kolkata (Dankuni)": a word in brackets right after a known city. */
function bracketedAside(toks: Tok[], j: number, covered: Set<number>): boolean {
  return tokAt(toks, j - 1)?.raw === '(' && toks[j + 1]?.raw === ')' && covered.has(j - 2);
}

/** A word of a script without capitals that is no lexicon word, as a town outside the gazetteer (named in Latin letters). */
function indicTownAt(toks: Tok[], j: number): Mention | null {
  const raw = toks[j].raw;
  // "பொள்ளாச்சிக்கு": a Tamil ending glued on is not the name's.
  const glued = raw.charCodeAt(0) >= 0xb80 ? gluedTownAt(toks[j], j) : null;
  if (glued) return glued;
  const name = INDIC_WORD_RE.test(raw) && !NOT_TOWNS.has(raw) && !NOT_TOWNS.has(raw.normalize('NFC')) ? placeInLatin(raw, !toks.some(isMarathiMarker)) : null;
  if (!name) return null;
  // "கொச்சின்" read "Kochin": a reading that is a gazetteer spelling in Latin letters (an old name, an alias) is that city.
  const key = cityKey(name);
  // (Tamil writes a stop one way, voiced between vowels or not: "எர்ணாகுளம்" reads Ernagulam, Ernakulam; the reading with
  // its stops unvoiced is tried after the reading as said)
  const tamil = raw.charCodeAt(0) >= 0xb80 && raw.charCodeAt(0) < 0xc00;
  const unvoiced = tamil
    ? key
        .replace(/g/g, 'k')
        .replace(/(?<!n)d/g, 't')
        .replace(/b/g, 'p')
    : key;
  const city =
    key.length >= 5 && !isAmbiguousCityWord(key) ? (cityByKey(key) ?? (unvoiced !== key && !isAmbiguousCityWord(unvoiced) ? cityByKey(unvoiced) : null) ?? (tamil ? sandhiSingled(key) : null)) : null;
  if (city) return { city, name: city.name, raw, first: j, last: j + 1, conf: 0.8, note: notes.cityRead(raw, city.name) };
  return { city: null, name, raw, first: j, last: j + 1, conf: 0.5, note: notes.notCity(raw) };
}

/**
 * "காட்டுப்பள்ளி" Kattuppalli, Kattupalli: Tamil doubles a stop where two words of a name meet, which the English name
 * does not; the reading with one such doubled letter said once, when that is a gazetteer spelling.
 */
function sandhiSingled(key: string): City | null {
  for (let k = 1; k < key.length; k++) {
    if (key[k] !== key[k - 1] || !/[kcpt]/.test(key[k])) continue;
    const city = cityByKey(key.slice(0, k) + key.slice(k + 1));
    if (city) return city;
  }
  return null;
}

/** A word of a script without capitals that is no lexicon word (a quarter's name after its city). */
function indicQuarter(t: Tok): boolean {
  return t.k === 'w' && INDIC_WORD_RE.test(t.raw) && !NOT_TOWNS.has(t.raw) && !NOT_TOWNS.has(t.raw.normalize('NFC'));
}

const MARATHI = new Set(MARATHI_MARKERS.flatMap((w) => [w, w.normalize('NFC')]));
function isMarathiMarker(t: Tok): boolean {
  return t.k === 'w' && (MARATHI.has(t.raw) || t.raw.includes('ळ'));
}

/** Whether a place may end at token `i`: the text's or the line's end, a number, a mark, or a destination's word. */
function endsPlace(toks: Tok[], i: number): boolean {
  const t = toks[i];
  return t === undefined || t.k !== 'w' || DEST_POSTFIX.has(t.low);
}
/** A word of letters of the Indic scripts only, Devanagari to Malayalam (joiners inside it too). */
const INDIC_WORD_RE = /^[\u0900-\u0d7f\u200c\u200d]+$/;
/** The lexicon's words, which are never a town ("कल से", tomorrow on): dates, units, money, trucks, goods. */
const NOT_TOWNS = new Set(
  [
    ...Object.keys(DAY_OFFSET_WORDS),
    ...Object.keys(WEEKDAY_WORDS),
    ...Object.keys(MONTH_WORDS),
    ...Object.keys(WEIGHT_UNITS),
    ...AMOUNT_WORDS,
    ...PRICE_WORDS,
    ...RUPEE_WORDS,
    ...WHEEL_WORDS,
    ...TRUCK_WORDS.flatMap((t) => t.words),
    // ("NASHIK HUN 2 GADYA": a truck noun typed in one case is no misspelt town, Gaya)
    ...TRUCK_NOUNS,
    // ("గుంటూరు నుండి లోడ్స్:": a load noun is no town, Lods)
    ...LOAD_NOUNS_AFTER_PLACE,
    ...GOODS_WORDS,
    ...COMMODITY_WORDS,
    ...FEET_WORDS,
    ...PER_WORDS,
    ...NOT_FREIGHT_WORDS,
    ...WEIGHT_LABEL_WORDS,
    ...THOUSANDS_AFTER_WORDS,
    ...WANT_LOAD_NOUNS,
    ...WANT_WORDS,
    ...BETWEEN_WORDS,
    ...DEST_AFTER_WORDS,
    ...POSSESSIVE_WORDS,
    ...ORIGIN_LABEL_WORDS,
    ...DEST_LABEL_WORDS,
    ...NOT_TOWN_WORDS,
    ...MAKER_WORDS,
    ...WHERE_WORDS,
  ].flatMap((w) => [w, w.normalize('NFC')]),
);

function unknownMention(t: Tok, i: number): Mention {
  const city = fuzzyCity(t.low);
  return city
    ? { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.8, note: notes.cityRead(t.raw, city.name) }
    : { city: null, name: canonicalCityName(t.raw), raw: t.raw, first: i, last: i + 1, conf: 0.5, note: notes.notCity(t.raw) };
}

function skipFillers(toks: Tok[], i: number, step: 1 | -1): number {
  while (i >= 0 && i < toks.length && roleAt(toks, i) === 'filler') i += step;
  return i;
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

export interface Route {
  origin: Mention | null;
  dest: Mention | null;
  /** Token where this load's text starts. */
  anchor: number;
  /** Last token index of the route phrase. */
  endTok: number;
  conf: number;
  /** An item of a list written on its origin's line ("Surat se 2 load: Delhi ..., Jaipur ..."). */
  inline?: boolean;
  /** A route and the clauses after it that name another destination of the same origin, each with its own figures
   * ("Indore se Delhi 20 ton 40k, Mumbai 15 ton 35k"): a list on one line too. */
  clause?: boolean;
  /** One more truck of the route before, to another place ("..., ek gaadi aur chahiye Unnao ke liye"). */
  more?: boolean;
}

function connectorBetween(toks: Tok[], a: Mention, b: Mention, asides: Set<number>): Role | 'adjacent' | null {
  if (a.last === b.first) return 'adjacent';
  // "Chennai | Bangalore | 20 ft | 5 T": a row of "|" columns whose first two cells are known cities reads them in order.
  // A third cell naming a town too ("Vapi | Silvassa | Daman" under a signature: a transporter's branches) makes it a list
  // of places, no route.
  if (b.first === a.last + 1 && toks[a.last].raw === '|' && toks[b.last]?.raw === '|' && a.city && b.city && opensLine(toks, a.first))
    return toks[b.last + 1]?.k === 'w' && resolveCity(toks[b.last + 1].raw) ? null : 'strong';
  // "Delhi, Mumbai, 32 ft, 9T", "Delhi : Mumbai 20 ton": two known cities opening a line
  // with a comma or colon between them, and the load's figures, a mark or the line's end right after the second,
  // are read in order as a "|" row is. A third town, or a connector after the second ("Pune, Nashik to Delhi": two
  // origins), makes them no route; so does a place named before them ("Surat se loads:\nDelhi, Mumbai ...": a list).
  if (
    b.first === a.last + 1 &&
    CELL_MARKS.has(toks[a.last].raw) &&
    a.city &&
    b.city &&
    a.conf === 1 &&
    b.conf === 1 &&
    a.city !== b.city &&
    opensLineAfterMarks(toks, a.first) &&
    cellEnds(toks, b.last) &&
    !placeBefore(toks, a.first)
  )
    return 'strong';
  // "Pune 2 Delhi", "PUNE2DELHI": "2" said for "to" between two known cities, with a space either side or none.
  if (b.first === a.last + 1 && toks[a.last].raw === '2' && toks[a.last].sp === toks[b.first].sp && a.city && b.city) return 'strong';
  let best: Role | null = null;
  let newlines = 0;
  for (let i = a.last; i < b.first; i++) {
    // a passed-through place's word ("बीदर मार्गे") still joins the two ends, as "to" would
    const role = asides.has(i) ? (VIA_AFTER.has(toks[i].low) ? 'weak' : 'filler') : roleAt(toks, i);
    if (role === 'nl') {
      if (++newlines > 1 && !(newlines === 2 && arrowLineBefore(toks, i))) return null;
    } else if (role === 'strong') best = 'strong';
    else if (role === 'weak') best = best ?? 'weak';
    else if (role === 'block') return null;
  }
  // "Urgent\nRaipur\nHyderabad\n25T rice": two known cities, each alone on its line, one under the other, are read in order
  if (best === null && newlines === 1 && a.city && b.city && a.conf === 1 && b.conf === 1 && aloneOnLine(toks, a) && aloneOnLine(toks, b)) return 'strong';
  return best;
}

const CELL_MARKS = new Set([',', ':']);

/**
 * What may follow the second of two cities parted by a comma or colon: a figure, the line's end, or the same kind of
 * mark before no town ("Delhi, Mumbai, 32 ft"; "Delhi, Mumbai, Pune" is a list of places).
 */
function cellEnds(toks: Tok[], i: number): boolean {
  const t = toks[i];
  if (t === undefined || t.k === 'nl' || t.k === 'n') return true;
  return t.k === 'p' && CELL_MARKS.has(t.raw) && !(toks[i + 1]?.k === 'w' && resolveCity(toks[i + 1].raw));
}

/** Whether a word before token `i` names a known city. */
function placeBefore(toks: Tok[], i: number): boolean {
  for (let j = 0; j < i; j++) if (toks[j].k === 'w' && resolveCity(toks[j].raw)) return true;
  return false;
}

/** Whether only marks and emojis stand beside the mention on its line. */
function aloneOnLine(toks: Tok[], m: Mention): boolean {
  for (let j = m.first - 1; j >= 0 && toks[j].k !== 'nl'; j--) if (toks[j].k !== 'p' && toks[j].k !== 's') return false;
  for (let j = m.last; j < toks.length && toks[j].k !== 'nl'; j++) if (toks[j].k !== 'p' && toks[j].k !== 's') return false;
  return true;
}

/** "Morbi\n⬇️\nUdaipur", "Rudrapur\nto\nChennai": the line ending at token i holds an arrow or a "to" alone (emojis aside). */
function arrowLineBefore(toks: Tok[], i: number): boolean {
  let arrow = false;
  for (let j = i - 1; j >= 0 && toks[j].k !== 'nl'; j--) {
    if ((toks[j].k === 's' || toks[j].k === 'w') && !arrow && roleOf(toks[j]) === 'strong') arrow = true;
    else if (toks[j].k !== 'p') return false;
  }
  return arrow;
}

function pairable(a: Mention, b: Mention, link: Role | 'adjacent' | null, toks: Tok[]): boolean {
  if (!link) return false;
  if (link === 'adjacent') {
    // "Delhi Mumbai 20T": two full city names side by side on a line, no codes; or a town with its own ending next to a
    // known city ("தேனியிலிருந்து சென்னை").
    // A name with its own ending pairs with a city read from its spelling too ("अहमदनगरहून मुंबई (वाशी)").
    // ("BOM DEL 32ft 9T", "Blr Hyd 20 ton": two codes side by side opening a line, the load's figures right after them)
    if (a.city && b.city)
      return (
        a.city !== b.city && ((a.conf === 1 && b.conf === 1) || a.hint != null || b.hint != null || (a.conf >= 0.9 && b.conf >= 0.9 && opensLineAfterMarks(toks, a.first) && toks[b.last]?.k === 'n'))
      );
    return (a.hint != null && b.city !== null) || (b.hint != null && a.city !== null);
  }
  // Two names of one city joined by "to" are two of its areas ("Peenya to Whitefield"): a trip within the city.
  if (a.city && b.city && a.city === b.city) return link === 'strong' && a.raw.toLowerCase() !== b.raw.toLowerCase();
  if (link === 'weak') {
    const viaFor = toks.slice(a.last, b.first).some((t) => t.low === 'for');
    return viaFor ? !!(a.city && b.city) : !!(a.city || b.city);
  }
  return true;
}

function isLink(link: Role | 'adjacent' | null): boolean {
  return link === 'strong' || link === 'weak';
}

function pairByConnectors(toks: Tok[], mentions: Mention[], used: Set<Mention>, asides: Set<number>): Route[] {
  const routes: Route[] = [];
  for (let i = 0; i + 1 < mentions.length; i++) {
    const a = mentions[i];
    const b = mentions[i + 1];
    if (used.has(a)) continue;
    // "Chennai - Bangalore - Hubli - Belgaum": a place joined to the last route's destination goes on that trip, a stop
    // of it (extendStops), no origin of a route of its own.
    const last = routes.length > 0 ? routes[routes.length - 1] : undefined;
    if (last !== undefined && last.dest === mentions[i - 1] && last.dest.city && a.city && isLink(connectorBetween(toks, last.dest, a, asides))) continue;
    const link = connectorBetween(toks, a, b, asides);
    if (!pairable(a, b, link, toks)) continue;
    used.add(a).add(b);
    // Names that carry their own postposition say which end they are: "பெங்களூருக்கு சென்னையிலிருந்து".
    const named = a.hint !== undefined || b.hint !== undefined;
    const conf = Math.min(a.conf, b.conf) * (link === 'adjacent' && !named ? 0.7 : 1);
    const reversed =
      a.hint === 'dest' || b.hint === 'origin' || (labelAfter(toks, a) === 'dest' && labelAfter(toks, b) !== 'dest') || (labelAfter(toks, b) === 'origin' && labelAfter(toks, a) !== 'origin');
    routes.push({ origin: reversed ? b : a, dest: reversed ? a : b, anchor: a.first, endTok: b.last - 1, conf });
  }
  return routes;
}

type Hint = 'origin' | 'dest' | null;

const LOAD_NOUNS_AFTER = new Set(LOAD_NOUNS_AFTER_PLACE);
const ARROW_RE = new RegExp(`^(?:-+>|=+>|[${RIGHT_ARROWS}])$`, 'u');
const WEIGHT_UNIT_WORDS = new Set(Object.keys(WEIGHT_UNITS));
const ORIGIN_AFTER = new Set([...LOADING_WORDS, 'pickup', ...ORIGIN_LABEL_WORDS]);
const DEST_AFTER = new Set(['unloading', 'unloding', 'unlodaing', 'unldg', 'unlding', 'delivery', 'drop', ...DEST_LABEL_WORDS]);
/** "Pune delivery, Indore pickup": the loading or unloading word said right after a place. */
function labelAfter(toks: Tok[], m: Mention): Hint {
  let i = m.last;
  // "Pune/Chakan pickup": the choices after a slash are the place's.
  while (toks[i]?.raw === '/' && toks[i + 1]?.k === 'w') i += 2;
  while (i < toks.length && SOFT_PUNCT.has(toks[i].raw)) i++;
  // "Okhla & Noida 2 pickup, drop Lucknow": the count of the trip's stops before their word
  if (toks[i]?.k === 'n' && /^[2-9]$/.test(toks[i].raw) && COUNTED_STOPS.has(toks[i + 1]?.low ?? '')) i++;
  // ("Delhi me loading": the place's "in" before its word)
  if (LOCATIVES_IN.has(toks[i]?.low ?? '') && endWordOf(toks[i + 1]) !== null) i++;
  // The word closes its phrase ("Pune delivery,"); else it labels the place after it ("Delhi Unloading: Mumbai"), but for
  // a place closed by the other end's word after it ("Delhi loading Mumbai unloading").
  const after = toks[i + 1];
  if (after !== undefined && after.k !== 'nl' && !PHRASE_BREAKS.has(after.raw)) return closesPlaceBefore(toks, i);
  return endWordOf(toks[i]);
}

/** The end a loading or unloading word said after a place names ("loading", "pickup"; "unloading", "delivery"). */
function endWordOf(t: Tok | undefined): Hint {
  const w = t?.low ?? '';
  return ORIGIN_AFTER.has(w) ? 'origin' : DEST_AFTER.has(w) ? 'dest' : null;
}

/**
 * "Delhi loading Mumbai unloading", "Delhi pickup Mumbai delivery", "Delhi me loading Mumbai me unloading": token i, an
 * end's word between two known cities, closes the place before it when the place after it is closed by the other end's
 * word; the end it names, or null.
 */
function closesPlaceBefore(toks: Tok[], i: number): Hint {
  const own = endWordOf(toks[i]);
  if (own === null) return null;
  const before = LOCATIVES_IN.has(tokAt(toks, i - 1)?.low ?? '') ? i - 2 : i - 1;
  const next = toks[i + 1];
  if (!(tokAt(toks, before)?.k === 'w' && resolveCity(toks[before].raw)) || !(next?.k === 'w' && resolveCity(next.raw))) return null;
  const j = LOCATIVES_IN.has(tokAt(toks, i + 2)?.low ?? '') ? i + 3 : i + 2;
  const other = endWordOf(toks[j]);
  return other !== null && other !== own ? own : null;
}

/** The words of a trip's stops a count may stand before ("2 pickup", "3 drop"). */
const COUNTED_STOPS = new Set(['pickup', 'pickups', 'drop', 'drops']);

// Punctuation that ends a phrase: a label before it does not describe the city after it.
const PHRASE_BREAKS = new Set([',', ';', '.', '|', '!', '?']);
const SOFT_PUNCT = new Set([':', '*', '_', ')', '(', '"', "'"]);

/** Whether a label ("Loading:", "to", "se", "ke liye") marks the mention as an origin or a destination. */
const EMPTY_WORDS = new Set(['empty', 'mty']);
const UNLOAD_BEFORE = new Set(UNLOAD_BEFORE_PAIRS.map(([a, b]) => `${a} ${b}`));
const UNLOAD_BEFORE_SECOND = new Set(UNLOAD_BEFORE_PAIRS.map(([, b]) => b));
function hintOf(toks: Tok[], m: Mention): Hint {
  if (m.hint) return m.hint;
  // "Raipur loading Coimbatore unloading": a label closing the place's phrase is the place's, not the next place's.
  const closing = labelAfter(toks, m);
  if (closing) return closing;
  // "Delhi loading Mumbai unloading": the word before the second place closes the first; the second's is the word after it.
  const before = LOCATIVES_IN.has(tokAt(toks, m.first - 1)?.low ?? '') ? m.first - 2 : m.first - 1;
  if (closesPlaceBefore(toks, before) !== null) return endWordOf(toks[LOCATIVES_IN.has(toks[m.last]?.low ?? '') ? m.last + 1 : m.last]);
  // "Tomorrow loading Siliguri ke liye Kolkata se": the place's own "for" after it says its end before a label before it
  // does ("loading" there is the day's).
  if (DEST_PAIRS.get(toks[m.last]?.low ?? '')?.has(toks[m.last + 1]?.low ?? '')) return 'dest';
  // "நாமக்கல் முட்டை லோடு கொல்கத்தா", "Salem load Chennai": the place after a known city's load (its goods between) is
  // where the load goes.
  if (LOAD_NOUNS_AFTER.has(tokAt(toks, m.first - 1)?.low ?? '')) {
    const before = COMMODITIES.has(tokAt(toks, m.first - 2)?.low ?? '') ? m.first - 3 : m.first - 2;
    if (before >= 0 && toks[before].k === 'w' && resolveCity(toks[before].raw)) return 'dest';
  }
  // "Shimoga arecanut 10 ton Delhi", "Jorhat tea 10 ton → Kolkata": the goods' weight (a figure and its unit), an arrow
  // after it or none, right before a known city says where the goods go (an arrow alone may be a list's bullet).
  if (m.city) {
    let w = m.first - 1;
    // (or a dash: "Krishnagiri mango pulp 20 ton - Mumbai")
    if (tokAt(toks, w)?.k === 's' && (ARROW_RE.test(toks[w].raw) || /^[-–—]$/.test(toks[w].raw))) w--;
    if (WEIGHT_UNIT_WORDS.has(tokAt(toks, w)?.low ?? '') && tokAt(toks, w - 1)?.k === 'n') return 'dest';
  }
  for (let i = m.first - 1, seen = 0; i >= 0 && seen < 4; i--) {
    const t = toks[i];
    if (t.k === 'nl' || PHRASE_BREAKS.has(t.raw)) break;
    // "Jana: Bangalore", "Utarna: Pune": a destination's word after its place, said as a form's label before it.
    if (t.raw === ':' && i === m.first - 1 && hasFlag(tokAt(toks, i - 1), W_DEST_POSTFIX) && tokAt(toks, i - 2)?.k === 'nl') return 'dest';
    // "delivery at Surat": "at" takes the sense of the label before it.
    if (t.low === 'at' && DEST_LABELS.has(tokAt(toks, i - 1)?.low ?? '')) return 'dest';
    // "gate-in JNPT", "gate in at Mundra": an export's container goes into the port there.
    if (t.low === 'in' && tokAt(toks, i - 1)?.low === 'gate') return 'dest';
    if (t.low === 'in' && tokAt(toks, i - 2)?.low === 'gate' && tokAt(toks, i - 1)?.k === 's') return 'dest';
    // "empty pick from Kalamboli CFS": where the empty container is taken is neither end of the load.
    if (ORIGIN_LABELS.has(t.low) && (EMPTY_WORDS.has(tokAt(toks, i - 1)?.low ?? '') || (ORIGIN_LABELS.has(tokAt(toks, i - 1)?.low ?? '') && EMPTY_WORDS.has(tokAt(toks, i - 2)?.low ?? ''))))
      return null;
    if (ORIGIN_LABELS.has(t.low)) return 'origin';
    if (DEST_LABELS.has(t.low)) return 'dest';
    // "Kanpur leather goods -> Chennai": an arrow within a line says "to" as the word does (one opening its line is a
    // list's bullet)
    if (t.k === 's' && ARROW_RE.test(t.raw) && !opensLineAfterMarks(toks, i)) return 'dest';
    // "Udaipur marble 2 Hydrabad", "bhiwandi godown 2 banglore": "2" typed for "to" between a word and a known city.
    if (i === m.first - 1 && m.city && t.k === 'n' && t.raw === '2' && t.sp && toks[m.first].sp && tokAt(toks, i - 1)?.k === 'w') return 'dest';
    // "utarna hai Satara, ...", "stone jana hai Hyderabad": an unloading or going verb and its "is" label the place after
    // them (not where a city says it before them: "Pune jaana hai Indore se" goes to Pune).
    if (UNLOAD_BEFORE_SECOND.has(t.low) && UNLOAD_BEFORE.has(`${tokAt(toks, i - 1)?.low} ${t.low}`) && !resolveCity(tokAt(toks, i - 2)?.raw ?? '')) return 'dest';
    // "कहाँ से: वाराणसी" over "कहाँ तक: नागपुर": "from where" and "to where" as a form's labels.
    if (WHERE.has(tokAt(toks, i - 1)?.low ?? '')) {
      if (BETWEEN.has(t.low)) return 'origin';
      if (DEST_POSTFIX.has(t.low)) return 'dest';
    }
    // "खाली - कोलकाता", "Khali: Patna": "empty" as a line's own label names where the truck unloads.
    if (LINE_DEST_LABELS.has(t.low) && markAfterLabel(toks, i) >= 0 && opensLineAfterMarks(toks, i)) return 'dest';
    if (roleAt(toks, i) !== 'filler' && t.k !== 's' && !LABEL_FILLERS.has(t.low)) break;
    seen++;
  }
  let i = asideEnd(toks, m.last);
  // "Lucknow side ke liye", "UP (Lucknow side) ke liye", "Azadpur mandi ke liye": a region, market or yard word after
  // the place only explains it.
  while (i < toks.length && (SOFT_PUNCT.has(toks[i].raw) || REGIONS.has(toks[i].low) || FACILITIES.has(toks[i].low))) i++;
  // "Vizag steel plant se": a facility's name before its word explains the place as well.
  for (let k = 1; k <= MAX_FACILITY_NAME_WORDS && toks[i + k - 1]?.k === 'w' && roleOf(toks[i + k - 1]) === 'block'; k++) {
    if (FACILITIES.has(toks[i + k]?.low ?? '')) {
      i += k + 1;
      break;
    }
  }
  if (i < toks.length && locativeBeforeOrigin(toks, i)) i++;
  const next = toks[i]?.low;
  if (next === undefined) return null;
  if (ORIGIN_POSTFIX.has(next)) return 'origin';
  if (DEST_POSTFIX.has(next)) return 'dest';
  if (DEST_PAIRS.get(next)?.has(toks[i + 1]?.low ?? '')) return 'dest';
  // "Silvassa bharna Mangalore khali": after a place filled at, "empty" names where the truck unloads.
  if (LINE_DEST_LABELS.has(next) && filledBefore(toks, m.first)) return 'dest';
  // "Indore ka maal", "Surat nu maal", "Indore ka pyaz": the goods' place is where they load.
  if (POSSESSIVES.has(next) && (GOODS.has(toks[i + 1]?.low ?? '') || COMMODITIES.has(toks[i + 1]?.low ?? ''))) return 'origin';
  // "Salem load Chennai-ku", "சேலம் லோடு சென்னைக்கு": the load said right after its place.
  if (LOAD_NOUNS_AFTER.has(next) || (COMMODITIES.has(next) && LOAD_NOUNS_AFTER.has(toks[i + 1]?.low ?? ''))) return 'origin';
  return null;
}

const FILL_AFTER = new Set(FILL_AFTER_WORDS);
const WHERE = new Set(WHERE_WORDS);
/** Whether a word of filling ("bharna", "भरना") stands a few tokens before token i on its line. */
function filledBefore(toks: Tok[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 8 && toks[j].k !== 'nl'; j--) if (FILL_AFTER.has(toks[j].low)) return true;
  return false;
}

/** The line number of every token (one pass, so a long message costs no more per mention). */
function tokenLines(toks: Tok[]): number[] {
  const lines: number[] = new Array(toks.length);
  let line = 0;
  for (let j = 0; j < toks.length; j++) {
    lines[j] = line;
    if (toks[j].k === 'nl') line++;
  }
  return lines;
}

/**
 * The first entry of an ascending list at or after position k that is not yet
 * taken; taking one skips it for good (path halving keeps every lookup near O(1)).
 */
class FirstFree {
  private readonly next: Int32Array;
  constructor(size: number) {
    this.next = Int32Array.from({ length: size + 1 }, (_, k) => k);
  }
  find(k: number): number {
    const next = this.next;
    while (next[k] !== k) {
      next[k] = next[next[k]];
      k = next[k];
    }
    return k;
  }
  take(k: number): void {
    this.next[k] = k + 1;
  }
}

/** Whether token i starts its line, after at most a short label ("Load required: Jamnagar ..."). */
function opensLine(toks: Tok[], i: number): boolean {
  let j = i - 1;
  if (toks[j]?.raw === ':') {
    j--;
    for (let words = 0; words < 3 && toks[j]?.k === 'w'; words++) j--;
  }
  return j < 0 || toks[j].k === 'nl';
}

function hasNewline(toks: Tok[], from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (toks[j].k === 'nl') return true;
  return false;
}

/** "Loading: Bhiwandi ... Unloading: Nagpur" across lines, or Hinglish "Mumbai ke liye Delhi se". */
function pairByHints(toks: Tok[], mentions: Mention[], used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  if (mentions.length - used.size < 2) return routes;
  let hinted = mentions.filter((m) => !used.has(m)).map((m) => ({ m, hint: hintOf(toks, m) }));
  if (!hinted.some((x) => x.hint === 'origin')) {
    // "Maal tayyar hai Rajkot me, Chennai jana hai": where a destination is named, the place the goods are "in" is the origin.
    if (!hinted.some((x) => x.hint === 'dest')) return routes;
    hinted = hinted.map((x) => (x.hint === null && x.m.city && LOCATIVES_IN.has(toks[x.m.last]?.low ?? '') ? { ...x, hint: 'origin' } : x));
    // "Jamnagar brass parts 3 ton to Rajkot": a known city that opens the post, its goods after it, with the place the
    // goods go to later on its line, is where they load.
    const [lead, next] = hinted;
    if (!hinted.some((x) => x.hint === 'origin') && lead.hint === null && lead.m.city && next?.hint === 'dest' && opensLine(toks, lead.m.first) && !hasNewline(toks, lead.m.last, next.m.first))
      hinted[0] = { ...lead, hint: 'origin' };
    if (!hinted.some((x) => x.hint === 'origin')) return routes;
  } else if (!hinted.some((x) => x.hint === 'dest')) {
    // "Meerut ka maal Bangalore, 5 ton": a known city right after "X ka maal" on its line is where the goods go.
    const k = hinted.findIndex((x) => x.hint === 'origin' && POSSESSIVES.has(toks[x.m.last]?.low ?? ''));
    const next = hinted[k + 1];
    if (k >= 0 && next?.hint === null && next.m.city && next.m.first === hinted[k].m.last + 2 && !hasNewline(toks, hinted[k].m.last, next.m.first)) hinted[k + 1] = { ...next, hint: 'dest' };
    // "Bangalore from Chennai, 1 Dost ...": a known city right before the origin's "from" is where the goods go.
    const f = hinted.findIndex((x) => x.hint === 'origin' && FROM_WORDS.has(tokAt(toks, x.m.first - 1)?.low ?? ''));
    const before = f > 0 ? hinted[f - 1] : undefined;
    if (before !== undefined && before.hint === null && before.m.city && before.m.last === hinted[f].m.first - 1) hinted[f - 1] = { ...before, hint: 'dest' };
    // "Hanumangarh se kinnow, Bathinda ...": a known city right after the origin's "se" and its goods (words of the goods
    // lexicon, a comma after them) is where the goods go.
    const g = hinted.findIndex((x) => x.hint === 'origin' && connectorAfter(toks, x.m) >= 0);
    const after = hinted[g + 1];
    if (g >= 0 && after?.hint === null && after.m.city && goodsBetween(toks, connectorAfter(toks, hinted[g].m) + 1, after.m.first)) hinted[g + 1] = { ...after, hint: 'dest' };
  }
  const lines = tokenLines(toks);
  const free = hinted.map((x) => ({ ...x, line: lines[x.m.first] }));
  // Destinations in message order, and per line, each with a "first one not yet used" finder.
  const dests = free.filter((x) => x.hint === 'dest');
  const destStarts = dests.map((x) => x.m.first);
  const afterFinder = new FirstFree(dests.length);
  const byLine = new Map<number, { dests: typeof dests; finder: FirstFree }>();
  for (const x of dests) {
    const group = byLine.get(x.line) ?? { dests: [], finder: new FirstFree(0) };
    group.dests.push(x);
    byLine.set(x.line, group);
  }
  for (const group of byLine.values()) group.finder = new FirstFree(group.dests.length);
  const destIndex = new Map(dests.map((x, k) => [x, k]));
  const lineIndex = new Map<(typeof dests)[number], number>();
  for (const group of byLine.values()) for (const [k, x] of group.dests.entries()) lineIndex.set(x, k);
  // The origins with a destination on their own line first ("Tiruppur loads:\n• Delhi ke liye Tiruppur se ...\n• Mumbai ke
  // liye Tiruppur se ...": each line's own route, before the heading's place looks further)
  for (const lined of [true, false])
    for (const o of free) {
      if (o.hint !== 'origin' || used.has(o.m)) continue;
      // The first unused destination on its line ("Delhi ke liye Bhiwandi se ...\nJaipur ke liye Bhiwandi se ...": each
      // line's own), else the first unused one after the origin.
      const group = byLine.get(o.line);
      const onLine = group ? group.finder.find(0) : 0;
      if (lined && !(group && onLine < group.dests.length)) continue;
      const after = afterFinder.find(firstAbove(destStarts, o.m.first));
      const d = group && onLine < group.dests.length ? group.dests[onLine] : after < dests.length ? dests[after] : destBefore(dests, destStarts, afterFinder, o.m.first);
      if (!d || d.m.city === o.m.city) continue;
      afterFinder.take(destIndex.get(d)!);
      byLine.get(d.line)!.finder.take(lineIndex.get(d)!);
      used.add(o.m).add(d.m);
      const origin = firstPickup(toks, mentions, used, o.m);
      const [first, second] = origin.first < d.m.first ? [origin, d.m] : [d.m, origin];
      const dest = origin.first < d.m.first ? lastDrop(toks, mentions, used, d.m) : d.m;
      routes.push({ origin, dest, anchor: first.first, endTok: Math.max(second.last, dest.last) - 1, conf: Math.min(origin.conf, d.m.conf) * 0.9 });
    }
  return routes;
}

const NO_ASIDES = new Set<number>();

/**
 * "Pune se maal, unloading Satara, Karad aur last Kolhapur": the known places joined to a labelled destination by
 * commas or "and" on its line are the trip's later drops, the last where it ends; unless the post prices one of them
 * or says "both" (loads of their own).
 */
function lastDrop(toks: Tok[], mentions: Mention[], used: Set<Mention>, dest: Mention): Mention {
  let k = mentions.indexOf(dest);
  let last = dest;
  while (k + 1 < mentions.length) {
    const next = mentions[k + 1];
    if (used.has(next) || !next.city || next.city === last.city || !stopsJoined(toks, NO_ASIDES, null, last.last, next.first) || labelAfter(toks, next) === 'origin') break;
    if (cityAfterPlace(toks, last, next)) {
      used.add(next);
      break;
    }
    if (pricedLater(toks, mentions, next.city, next.last) || toks.some((t) => SHARED_WORDS.has(t.low))) return dest;
    last = next;
    k++;
  }
  for (let j = mentions.indexOf(dest) + 1; j <= k; j++) used.add(mentions[j]);
  return last;
}

/** How far a place may lie from the city an address names after it ("Sriperumbudur, Chennai": 37 km, Ludhiana and Jalandhar 58). */
const ADDRESS_CITY_KM = 45;

/**
 * "Drop: Sriperumbudur, Chennai", "Dankuni, Kolkata": a place, a comma, then a big city it lies by (PLACING_CITIES, as
 * in "Dankuni (Kolkata)"), and no stop after that, is said as an address is, the place then its city: one place, the
 * more precise. No later drop: "Delhi to Jaipur, Ajmer" is a trip, and so is "drop Dewas, Ujjain aur Ratlam".
 */
function cityAfterPlace(toks: Tok[], place: Mention, next: Mention): boolean {
  // (a facility word may stand between: "Sriperumbudur SIPCOT, Chennai")
  let comma = place.last;
  while (comma < next.first && FACILITIES.has(toks[comma].low)) comma++;
  if (!place.city || !next.city || next.first !== comma + 1 || toks[comma].raw !== ',' || !PLACING.has(next.city.name)) return false;
  const after = toks[next.last];
  // (nor a stop said as one: "Delhi to Ludhiana, Jalandhar drop")
  if (after && (after.raw === ',' || AND_LINKS.has(after.low) || STOP_LINKS.has(after.low) || after.flags & W_DROP)) return false;
  return distanceKm(place.city, next.city) <= ADDRESS_CITY_KM;
}

/**
 * "Dharuhera se ... Chakan Pune, auto parts": a town said right before the big city it lies by (no mark between, the
 * town no such city itself) is an address, the town then its city: one place, the town.
 */
function withoutAddressCities(mentions: Mention[]): Mention[] {
  let out: Mention[] | null = null;
  for (let k = 0; k < mentions.length; k++) {
    const [place, next] = [mentions[k], mentions[k + 1]];
    if (out) out.push(place);
    if (!next || !place.city || !next.city || next.first !== place.last || place.hint || next.hint || PLACING.has(place.city.name) || !PLACING.has(next.city.name)) continue;
    if (distanceKm(place.city, next.city) > ADDRESS_CITY_KM) continue;
    out ??= mentions.slice(0, k + 1);
    out[out.length - 1] = { ...place, last: next.last };
    k++;
  }
  return out ?? mentions;
}

/** "Okhla & Noida pickup, drop Lucknow": of two pickups joined by "and" before the pickup word, the first is the origin. */
function firstPickup(toks: Tok[], mentions: Mention[], used: Set<Mention>, origin: Mention): Mention {
  const k = mentions.indexOf(origin);
  const before = k > 0 ? mentions[k - 1] : undefined;
  if (!before?.city || used.has(before) || labelAfter(toks, origin) !== 'origin' || !andJoined(toks, before.last, origin.first)) return origin;
  used.add(before);
  return before;
}

/**
 * "Unloading: Delhi" over "Loading: Pune", "To: Ludhiana" over "From: Jaipur": labels in either order; an origin with no
 * destination after it takes the nearest one before it, unless that one is taken.
 */
function destBefore<T>(dests: T[], destStarts: number[], finder: FirstFree, origin: number): T | undefined {
  const k = firstAbove(destStarts, origin) - 1;
  return k >= 0 && finder.find(k) === k ? dests[k] : undefined;
}

const BULLET_RE = /^(?:\d{1,2}|[a-e])$/;

// The words of a truck: its body, wheels and feet ("32 ft SXL", "24 ft open", "14 wheel", "20ft container").
const TRUCK_TOKEN_WORDS = new Set([...FEET_WORDS, ...WHEEL_WORDS, ...TRUCK_WORDS.flatMap((t) => t.words)]);
const TRUCK_TOKEN_RE = new RegExp(`^(?:${[...TRUCK_WORDS.flatMap((t) => t.latin), ...WHEEL_WORDS_LATIN].join('|')})$`, 'i');
/** The most tokens of a truck before a list item's place ("32 ft SXL Nagpur 6T 75k"). */
const MAX_LEAD_TRUCK_TOKENS = 4;

function truckToken(t: Tok): boolean {
  return (t.k === 'n' && t.raw.length <= 2) || (t.k === 'w' && (TRUCK_TOKEN_WORDS.has(t.low) || TRUCK_TOKEN_RE.test(t.low)));
}

/**
 * First mention on a line that starts (after bullets and numbering: "1.", "(2)", "- ", "•") with a city, or with its
 * truck and then the city ("1) 32 ft SXL Nagpur 6T 75k").
 */
function lineLeadingMention(toks: Tok[], lineStartTok: number, byFirst: Map<number, Mention>): Mention | null {
  let i = lineStartTok;
  let numbered = false;
  let truck = 0;
  let named = false;
  while (i < toks.length && toks[i].k !== 'nl') {
    const m = byFirst.get(i);
    if (m) return truck === 0 || named ? m : null;
    const t = toks[i];
    if (t.k === 'p' || t.k === 's') i++;
    // (or "one" before the place: "ek Chennai, ek Goa", a truck to each)
    else if (!numbered && truck === 0 && (BULLET_RE.test(t.low) || (ONE_WORDS.has(t.low) && byFirst.has(i + 1)))) {
      numbered = true;
      i++;
    } else if (truck < MAX_LEAD_TRUCK_TOKENS && truckToken(t)) {
      named ||= t.k === 'w';
      truck++;
      i++;
      // ("(a) from Pune - 32ft ...", "➡ From Jaipur: 20ft": the item's origin said with its "from")
    } else if (truck === 0 && (FROM_WORDS.has(t.low) || t.low === 'ex') && byFirst.has(i + 1)) i++;
    else return null;
  }
  return null;
}

/** The most words before an origin's label on a list's header line ("Urgent loads ex Mundra 🚛"). */
const MAX_HEADER_WORDS = 3;

/**
 * "Ex Ahmedabad:", "From Bhiwandi -", "Urgent loads ex Mundra 🚛": a line of an origin's label and the place, with at
 * most a few words before the label and no number, heading a list below it.
 */
function labelledHeader(toks: Tok[], m: Mention, lineStart: number, lineEnd: number): boolean {
  const label = skipFillers(toks, m.first - 1, -1);
  if (label < lineStart || !ORIGIN_LABELS.has(toks[label].low)) return false;
  let words = 0;
  for (let j = lineStart; j < label; j++) if (toks[j].k === 'n' || toks[j].k === 'nl' || (toks[j].k === 'w' && ++words > MAX_HEADER_WORDS)) return false;
  for (let j = m.last; j < lineEnd; j++) if (toks[j].k !== 'p' && toks[j].k !== 's') return false;
  return true;
}

/** "Aaj ke load 14/07 – Ludhiana", "Today's loading: Ludhiana": a load word on the header line names the list's loads. */
const HEADER_LOAD_WORDS = new Set([...LOAD_NOUNS_AFTER_PLACE, ...LOADING_WORDS]);

/**
 * "Aaj ke load 14/07 – Ludhiana", "Loading today — Bhiwandi": a header line of a few words and figures (a date) with a
 * load word, ending in its one place, over a list of destinations: the place is the loads' origin.
 */
function loadHeader(toks: Tok[], m: Mention, lineStart: number, lineEnd: number): boolean {
  for (let j = m.last; j < lineEnd; j++) if (toks[j].k !== 'p' && toks[j].k !== 's') return false;
  let words = 0;
  let load = false;
  for (let j = lineStart; j < m.first; j++) {
    if (toks[j].k !== 'w') continue;
    if (HEADER_LOAD_WORDS.has(toks[j].low)) load = true;
    if (++words > MAX_HEADER_WORDS + 1) return false;
  }
  return load;
}

/**
 * "Loads from Bhiwandi:\n1. Delhi 20T\n2. Pune 15T": one origin in a header line, destinations listed below. With
 * `endsInConnector` only a header whose origin ends its line with a connector ("Kal ki loading – Ludhiana se") over two
 * or more such lines: read before the connectors pair the origin with the first line's city alone.
 */
function pairHeaderList(toks: Tok[], mentions: Mention[], used: Set<Mention>, endsInConnector = false): Route[] {
  const routes: Route[] = [];
  if (mentions.length - used.size < 2) return routes;
  const byFirst = new Map(mentions.map((m) => [m.first, m]));
  let origin: Mention | null = null;
  let lineStart = 0;
  let next = 0;
  for (let i = 0; i <= toks.length; i++) {
    if (i < toks.length && toks[i].k !== 'nl') continue;
    const from = next;
    while (next < mentions.length && mentions[next].first < i) next++;
    const lineMentions = mentions.slice(from, next);
    const lead = lineLeadingMention(toks, lineStart, byFirst);
    // (read before the connectors: "Delhi to Mumbai 32ft" under "Good morning from Pune" is a route of its own, no item)
    const item = !endsInConnector || lineMentions.length === 1;
    if (origin && lead && item && !used.has(lead) && lineMentions.every((m) => !used.has(m)) && lead.city !== origin.city) {
      used.add(lead);
      routes.push({ origin, dest: lead, anchor: lead.first, endTok: lead.last - 1, conf: Math.min(origin.conf, lead.conf) * 0.85 });
      // "Bellary se 2 lorry:\nek Chennai, ek Goa": "one" before each place of the line, a truck to each
      if (ONE_WORDS.has(tokAt(toks, lead.first - 1)?.low ?? '')) {
        for (const m of lineMentions) {
          if (m === lead || !m.city || m.city === origin.city || used.has(m) || !ONE_WORDS.has(tokAt(toks, m.first - 1)?.low ?? '')) continue;
          used.add(m);
          routes.push({ origin, dest: m, anchor: m.first, endTok: m.last - 1, conf: Math.min(origin.conf, m.conf) * 0.85 });
        }
      }
    } else if (
      !origin &&
      lineMentions.length === 1 &&
      !used.has(lineMentions[0]) &&
      // ("Loads to GUWAHATI", "Loads for Kolkata –": a place said as the loads' end heads a list of origins, destLoadHeader)
      hintOf(toks, lineMentions[0]) !== 'dest' &&
      (endsInConnector
        ? connectorEndsLine(toks, lineMentions[0], i) || labelledHeader(toks, lineMentions[0], lineStart, i) || loadHeader(toks, lineMentions[0], lineStart, i)
        : isListOrigin(toks, lineMentions[0], i))
    ) {
      origin = lineMentions[0];
    }
    lineStart = i + 1;
  }
  if (endsInConnector && routes.length < 2) {
    for (const r of routes) if (r.dest) used.delete(r.dest);
    return [];
  }
  if (origin && routes.length > 0) used.add(origin);
  return routes;
}

/**
 * "Kolkata ke liye 3 load:\nJalandhar se - ...\nLudhiana se - ...", "Mumbai ke liye 3 gaadi chahiye:\n- Kundli 72k\n-
 * Bahadurgarh 70k", "Loads to GUWAHATI\nKolkata 32ft ...": one destination alone on a header line that opens a list (a
 * colon, a pointing mark or a load word), the places of two or more lines below each an item's origin (a line naming
 * no other place).
 */
function pairDestHeaderList(toks: Tok[], mentions: Mention[], used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  const byFirst = new Map(mentions.map((m) => [m.first, m]));
  let dest: Mention | null = null;
  let lineStart = 0;
  let next = 0;
  for (let i = 0; i <= toks.length; i++) {
    if (i < toks.length && toks[i].k !== 'nl') continue;
    const from = next;
    while (next < mentions.length && mentions[next].first < i) next++;
    const lineMentions = mentions.slice(from, next);
    if (dest) {
      const lead = lineLeadingMention(toks, lineStart, byFirst);
      if (lead?.city && lineMentions.length === 1 && !used.has(lead) && lead.city !== dest.city && hintOf(toks, lead) !== 'dest') {
        routes.push({ origin: lead, dest, anchor: lead.first, endTok: lead.last - 1, conf: Math.min(dest.conf, lead.conf) * 0.85 });
      } else if (routes.length > 0 || lineMentions.length > 0) break;
    } else if (lineMentions.length === 1 && lineMentions[0].city && hintOf(toks, lineMentions[0]) === 'dest' && (listOpensAt(toks, lineMentions[0].last, i) || destLoadHeader(toks, lineStart, i))) {
      dest = lineMentions[0];
    } else if (lineMentions.length > 0) return routes;
    lineStart = i + 1;
  }
  if (!dest || routes.length < 2) return [];
  used.add(dest);
  for (const r of routes) if (r.origin) used.add(r.origin);
  return routes;
}

/** "दिल्ली के लिए गाड़ी चाहिए": trucks wanted for the place, over the origins they load at. */
const HEADER_WANT_WORDS = new Set([...WANT_WORDS, ...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC].map((w) => w.toLowerCase()));

/**
 * "Loads to GUWAHATI", "PUNE KE LIYE LOAD", "दिल्ली के लिए गाड़ी चाहिए", "FOR CHENNAI": a header line of a few words with a
 * load word or trucks wanted, no figure, or of "for" and the place alone, over the list (its one place said as the loads'
 * end).
 */
function destLoadHeader(toks: Tok[], lineStart: number, lineEnd: number): boolean {
  let words = 0;
  let load = false;
  let first = '';
  let counted = false;
  for (let j = lineStart; j < lineEnd; j++) {
    // ("LOADS FOR HYDERABAD - 31 DEC", "Loads for Hyderabad (31/12)": the loads' day, no figure of a load)
    if (headerDateAt(toks, j)) continue;
    // (a count of the loads aside, "Kolkata ke liye 4 load", no figure)
    if (toks[j].k === 'n') {
      if (counted || toks[j].raw.length > 1) return false;
      counted = true;
      continue;
    }
    if (toks[j].k !== 'w') continue;
    if (HEADER_LOAD_WORDS.has(toks[j].low) || HEADER_WANT_WORDS.has(toks[j].low)) load = true;
    if (++words > MAX_HEADER_WORDS + 2) return false;
    first ||= toks[j].low;
  }
  // ("FOR CHENNAI" alone on its line, its colon left out)
  return load || (words === 2 && ITEM_FOR.has(first));
}

/** A token of a day said on a list's header line: a month's name, the day's figure next to one, or "31/12", "31-12". */
function headerDateAt(toks: Tok[], j: number): boolean {
  const t = toks[j];
  if (t.k === 'w') return isMonthWord(t.low);
  if (t.k !== 'n' || t.raw.length > 2) return false;
  if (isMonthWord(tokAt(toks, j + 1)?.low ?? '') || isMonthWord(tokAt(toks, j - 1)?.low ?? '')) return true;
  const dayMark = (k: number) => ['/', '-', '.'].includes(tokAt(toks, k)?.raw ?? '') && tokAt(toks, k + (k > j ? 1 : -1))?.k === 'n';
  return dayMark(j + 1) || dayMark(j - 1);
}

/** Whether the header line ends in a colon or a pointing mark (tokens from..to) that opens the list below it. */
function listOpensAt(toks: Tok[], from: number, to: number): boolean {
  let j = to - 1;
  while (j > from && (toks[j].raw === '*' || toks[j].raw === VARIATION_SELECTOR)) j--;
  return j >= from && (toks[j].raw === ':' || LIST_OPENERS.has(toks[j].raw));
}

const DASH_RE = /^[-–—]+$/;
const LIST_OPENERS = new Set(LIST_OPENER_MARKS);
const ITEM_FOR = new Set(ITEM_FOR_WORDS);
const SENTENCE_ENDS = new Set(['.', '!', '?', '।']);
/** "One" in the lexicon's counting words ("ek", "one", "एक"): a truck to each item of a list ("ek Siliguri, ek Guwahati"). */
const ONE_WORDS = new Set(ONE_WORD_LIST);
/** "ek Gorakhpur ..., dusra Varanasi ...": the second item's word, as "one" is the first's. */
const ITEM_WORDS = new Set([...ONE_WORDS, ...SECOND_TRUCK_WORDS.filter((w) => !/\d/.test(w))]);
/**
 * The first token of the place a list item's word ("ek", "one", "dusra") at token k opens, or -1: right after it ("ek
 * Siliguri"), after "for" ("one for Malda"), or after the item's truck and a "to" ("one 20ft to Amravati", "ek 32 ft
 * Hyderabad").
 */
function itemPlaceAt(toks: Tok[], k: number, byFirst: Map<number, Mention>): number {
  if (byFirst.has(k + 1)) return k + 1;
  if (ONE_WORDS.has(toks[k].low) && ITEM_FOR.has(toks[k + 1]?.low ?? '') && byFirst.has(k + 2)) return k + 2;
  let j = k + 1;
  for (let n = 0; n < MAX_LEAD_TRUCK_TOKENS && j < toks.length && truckToken(toks[j]); n++) j++;
  if (j === k + 1) return -1;
  if (toks[j] && (ITEM_FOR.has(toks[j].low) || roleOf(toks[j]) === 'strong')) j++;
  return byFirst.has(j) ? j : -1;
}

/** "two trucks", "2 gaadi", "3 loads": a count of the post's trucks or loads, which a comma after may open a list with. */
const COUNTED_NOUNS = new Set([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC, ...WANT_LOAD_NOUNS, 'load', 'loads']);
const COUNTS = new Set(
  Object.entries({ ...SPOKEN_NUMBERS, ...COUNTING_WORDS })
    .filter(([, n]) => n >= 2 && n <= 20)
    .map(([w]) => w),
);

/** "From Indore two trucks, Ahmedabad ... and Surat ...": a count of trucks or loads between tokens from and to. */
function trucksCounted(toks: Tok[], from: number, to: number): boolean {
  for (let k = from; k + 1 < to; k++) {
    const t = toks[k];
    if (COUNTED_NOUNS.has(toks[k + 1].low) && ((t.k === 'n' && /^\d{1,2}$/.test(t.raw) && Number(t.raw) >= 2) || COUNTS.has(t.low))) return true;
  }
  return false;
}

/** The most tokens from a list's origin to its colon or dash ("Indore se aaj teen jagah maal jaana hai — Nagpur ..."). */
const MAX_HEAD_TOKENS = 9;
/** The most tokens from a list item's place to the break before the next item. */
const MAX_ITEM_TOKENS = 60;
// Marks between the items of a list on one line: commas, semicolons, bars and bullets ("• Delhi 7t • Jaipur 6t").
const LIST_ITEM_BREAKS = new Set([',', ';', '|', '•', '●', '▪', '◾', '◽', '◆', '♦', '🔹', '🔸', '🔶', '🔷', '✅', '✔', '☑']);

/**
 * The token after an item's number `n` at token i ("2)", "2.", "(2)" standing apart from the word before it), or -1:
 * "Ex Vijayawada: 1) Vizag ... 2) Rajahmundry ...". A number that is not the next item's is a field ("5T", "14k").
 */
function itemNumberAt(toks: Tok[], i: number, n: number): number {
  const t = toks[i];
  if (t === undefined || t.k !== 'n' || !(t.sp || toks[i - 1].raw === '(') || Number(t.raw) !== n) return -1;
  const mark = toks[i + 1]?.raw;
  return mark === ')' || mark === '.' ? i + 2 : -1;
}

/**
 * "Surat se 2 load: Delhi 32ft 7 ton 60k, Jaipur 32ft 6 ton 42k": an origin, a colon, then on the same line two or more
 * items each opening with a known city, parted by commas: one route from the origin to each. Numbered items ("Load from
 * Hyderabad: 1) Vijayawada 5T 14k 2) Vizag 8T 36k", colon or not) are parted by their numbers only, an item may hold
 * commas.
 */
/** "Delhi ke liye Tiruppur se ...": the next place on mention m's line is the origin, named with its "from". */
function ownOriginAfter(toks: Tok[], mentions: Mention[], m: Mention): boolean {
  const next = mentions[mentions.indexOf(m) + 1];
  if (!next) return false;
  for (let j = m.last; j < next.first; j++) if (toks[j].k === 'nl') return false;
  return hintOf(toks, next) === 'origin';
}

/** "Delhi ke liye Bhiwandi se 32 ft ...": the place before mention k on its line is where k's load goes, so k heads no list. */
function destNamedBefore(toks: Tok[], mentions: Mention[], k: number): boolean {
  const before = mentions[k - 1];
  if (!before) return false;
  for (let j = before.last; j < mentions[k].first; j++) if (toks[j].k === 'nl') return false;
  return hintOf(toks, before) === 'dest';
}

function pairInlineList(toks: Tok[], mentions: Mention[], used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  // "Load from Jammu: Pathankot ...": one item after the colon is the route too when the post names no other place.
  const single = mentions.length === 2;
  if (mentions.length - used.size < (single ? 2 : 3)) return routes;
  let byFirst: Map<number, Mention> | null = null;
  for (let k = 0; k < mentions.length; k++) {
    const o = mentions[k];
    if (used.has(o) || !o.city) continue;
    // The colon within a few tokens after the origin, no place between, or a dash after a word of the post's own
    // ("Kolkata se 2 gaadi chahiye - ek Siliguri, ek Guwahati"; "Kolkata - Siliguri, Guwahati" is one trip); or the
    // first item's number right after it.
    // ("Hubli se Goa 2 load – ek Margao, ek Vasco": a place named as its state, between, only tells where the items are)
    const near = mentions[k + 1];
    const region = near && !used.has(near) && near.city && near.city.name === near.city.state && !openedBefore(toks, o.last, near.first) ? near : undefined;
    const nextPlace = mentions[region ? k + 2 : k + 1]?.first ?? toks.length;
    let i = o.last;
    // (a bracket's note on the whole list, "Loads ex Bellary (all 12 tyre, iron ore, 30 MT):", counts as one token)
    for (let head = 0; head < MAX_HEAD_TOKENS; head++) {
      if (i >= nextPlace || LIST_OPENERS.has(toks[i].raw) || (toks[i].k === 's' && DASH_RE.test(toks[i].raw) && wordedBetween(toks, o.last, i)) || toks[i].k === 'nl' || itemNumberAt(toks, i, 1) >= 0)
        break;
      // ("From Indore two trucks, Ahmedabad ... aur Surat ...": a comma after the trucks' count opens their list)
      if (toks[i].raw === ',' && i + 1 === nextPlace && trucksCounted(toks, o.last, i)) break;
      i = toks[i].raw === '(' ? Math.min(bracketEnd(toks, i, nextPlace), nextPlace - 1) + 1 : i + 1;
    }
    const counted = toks[i]?.raw === ',';
    // ("Surat se 2 load Delhi 32ft ..., Jaipur ...": the count of loads opens their list with no mark after it too)
    const bare = i === nextPlace && i < toks.length && trucksCounted(toks, o.last, i);
    if (i >= toks.length || (!counted && !bare && !LIST_OPENERS.has(toks[i].raw) && toks[i].k !== 's' && toks[i].k !== 'n')) continue;
    byFirst ??= new Map(mentions.map((m) => [m.first, m]));
    const opened = bare || (toks[i] !== undefined && (counted || LIST_OPENERS.has(toks[i].raw) || (toks[i].k === 's' && DASH_RE.test(toks[i].raw))));
    let at = bare ? i : opened ? skipBullets(toks, i + 1, true) : i;
    const first = itemNumberAt(toks, at, 1);
    if ((!opened && first < 0) || hintOf(toks, o) !== 'origin' || destNamedBefore(toks, mentions, k)) continue;
    const numbered = first >= 0;
    if (numbered) at = skipFillers(toks, first, 1);
    const items: Mention[] = [];
    // "ek Gorakhpur 22 ft, 8 ton, 21k, dusra Varanasi ...": items opened by "one" and "second" hold commas of their own;
    // only a break before the next such word and its place parts them.
    const led = ITEM_WORDS.has(toks[at]?.low ?? '') && itemPlaceAt(toks, at, byFirst) >= 0;
    const itemAt = (k: number) => {
      const y = skipFillers(toks, k, 1);
      return ITEM_WORDS.has(toks[y]?.low ?? '') && !!byFirst?.get(itemPlaceAt(toks, y, byFirst))?.city;
    };
    // (an item whose truck is said before its place, "one 32ft to Hyderabad", opens at its word "one")
    const leads: number[] = [];
    while (at < toks.length) {
      // "ek Siliguri, ek Guwahati", "one for Malda, one for Siliguri", "one 20ft to Amravati ..., one 32ft to Hyderabad":
      // a truck to each.
      let lead = -1;
      if (ITEM_WORDS.has(toks[at].low)) {
        const place = itemPlaceAt(toks, at, byFirst);
        if (place > at + 2 || (place === at + 2 && !ITEM_FOR.has(toks[at + 1].low))) lead = at;
        if (place >= 0) at = place;
      }
      const m = byFirst.get(at);
      // ("Tiruppur loads:\n• Delhi ke liye Tiruppur se 32ft ..." : a line naming its own origin after its place is a route
      // of its own, no item of the heading's list)
      if (!m || used.has(m) || !m.city || m.city === o.city || ownOriginAfter(toks, mentions, m)) break;
      items.push(m);
      leads.push(lead);
      // The next item starts after a comma or semicolon in the same sentence, or at its number on the same line.
      let j = m.last;
      // "Ex Kolkata: Siliguri and Guwahati, both 32 ft": an "and" right before the next known city parts them too.
      // "Delhi - 32ft, 7T, 62k ; Kolkata - ...": a mark not before a place is the item's own, and then only a mark
      // other than a comma parts the items (a comma before a place there opens the details shared after the list).
      // An item is a place and its few fields: a list whose next item is farther than that is no list (and a 200 KB
      // line of "Loading: Delhi Unloading: Mumbai" is not walked to its end once per place).
      let farthest = Math.min(toks.length, m.last + MAX_ITEM_TOKENS);
      let inner = false;
      const parted = (k: number): boolean => {
        if (numbered) return itemNumberAt(toks, k, items.length + 1) >= 0;
        // ("ek Delhi ek Mumbai": the next "one" before a known city parts the items without a comma too)
        if (led) return (LIST_ITEM_BREAKS.has(toks[k].raw) && itemAt(k + 1)) || (ITEM_WORDS.has(toks[k].low) && !!byFirst?.get(itemPlaceAt(toks, k, byFirst))?.city);
        if (AND_LINKS.has(toks[k].low) && byFirst?.get(k + 1)?.city) return true;
        if (!LIST_ITEM_BREAKS.has(toks[k].raw)) return false;
        if (!opensItem(toks, skipBullets(toks, k + 1, false), byFirst)) inner = true;
        else if (!inner || toks[k].raw !== ',') return true;
        else farthest = k;
        return false;
      };
      const ends = (k: number) => toks[k].k === 'nl' || (!numbered && SENTENCE_ENDS.has(toks[k].raw));
      // (an item's fields in brackets hold their own commas: "Gorakhpur (22 ft, 8 ton, 21k), Varanasi (...)")
      while (j < farthest && !ends(j) && !parted(j)) j = !numbered && toks[j].raw === '(' ? bracketEnd(toks, j, farthest) + 1 : j + 1;
      if (j >= farthest || ends(j)) break;
      at = numbered ? skipFillers(toks, itemNumberAt(toks, j, items.length + 1), 1) : skipBullets(toks, j + 1, false);
    }
    if (items.length < 2 && !(single && items.length === 1 && toks[i].raw === ':')) continue;
    if (region && !items.every((m) => m.city?.state === region.city?.state)) continue;
    if (region) used.add(region);
    used.add(o);
    for (const [n, m] of items.entries()) {
      used.add(m);
      routes.push({ origin: o, dest: m, anchor: leads[n] >= 0 ? leads[n] : m.first, endTok: m.last - 1, conf: Math.min(o.conf, m.conf) * 0.85, inline: true });
    }
  }
  return routes;
}

const VARIATION_SELECTOR = '\ufe0f';

/**
 * The token after the fillers and the bullet (a dash or an arrow, "- Goa", "➡️ Nagpur") that open a list's item at token
 * i; right after the list's opener, a comma too (a line break typed as a comma: "Loads ex Pune:, - Goa ...").
 */
function skipBullets(toks: Tok[], i: number, afterOpener: boolean): number {
  i = skipFillers(toks, i, 1);
  if (afterOpener && toks[i]?.raw === ',') i = skipFillers(toks, i + 1, 1);
  if (toks[i]?.k !== 's' || PICTURE_CONNECTORS.has(toks[i].raw)) return i;
  i++;
  if (toks[i]?.raw === VARIATION_SELECTOR) i++;
  return skipFillers(toks, i, 1);
}

/** Whether a list opens (a colon, a pointing mark, a dash or an item's number) between tokens `from` and `to`. */
function openedBefore(toks: Tok[], from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (LIST_OPENERS.has(toks[j].raw) || (toks[j].k === 's' && DASH_RE.test(toks[j].raw)) || toks[j].k === 'n' || toks[j].k === 'nl') return true;
  return false;
}

/** Whether a list's item opens at token i with a known city, after "ek"/"one" and "for" too. */
function opensItem(toks: Tok[], i: number, byFirst: Map<number, Mention> | null): boolean {
  if (ONE_WORDS.has(toks[i]?.low ?? '')) i += ITEM_FOR.has(toks[i + 1]?.low ?? '') ? 2 : 1;
  return !!byFirst?.get(i)?.city;
}

/** The token of the ")" closing the bracket opened at token `open` on its line, or `open` when none does before `limit`. */
function bracketEnd(toks: Tok[], open: number, limit: number): number {
  for (let k = open + 1; k < limit && toks[k].k !== 'nl'; k++) if (toks[k].raw === ')') return k;
  return open;
}

/** Whether a word of the post's own (no connector or filler) stands between tokens `from` and `to`. */
function wordedBetween(toks: Tok[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (toks[k].k !== 'p' && roleOf(toks[k]) === 'block') return true;
  return false;
}

function isListOrigin(toks: Tok[], m: Mention, lineEnd: number): boolean {
  return hintOf(toks, m) === 'origin' || connectorEndsLine(toks, m, lineEnd);
}

/** "Bhiwandi to 👇" / "Mundra se:" — a connector with nothing after it on the line. */
function connectorEndsLine(toks: Tok[], m: Mention, lineEnd: number): boolean {
  const j = skipFillers(toks, m.last, 1);
  const role = j < toks.length ? roleOf(toks[j]) : null;
  return (role === 'strong' || role === 'weak') && skipFillers(toks, j + 1, 1) >= lineEnd;
}

/** The list sorted by `at` (stably); most come in order already and are only checked. */
function inOrder<T>(list: T[], at: (x: T) => number): T[] {
  for (let k = 1; k < list.length; k++) if (at(list[k - 1]) > at(list[k])) return list.sort((a, b) => at(a) - at(b));
  return list;
}

export function findRoutes(toks: Tok[]): { routes: Route[]; mentions: Mention[] } {
  const known = findKnownMentions(toks);
  bracketedTowns(toks, known);
  statesAfterCities(toks, known);
  townsBeforeDistricts(toks, known);
  facilityNames(toks, known);
  townsAfterSlash(toks, known);
  const unknown = findUnknownMentions(toks, known.covered, known.asides, known.mentions.length);
  const mentions = withoutAddressCities(inOrder(unknown.length > 0 ? known.mentions.concat(unknown) : known.mentions.slice(), (m) => m.first));
  const used = new Set<Mention>();
  const listed = mentions.length >= 3 ? pairHeaderList(toks, mentions, used, true) : [];
  if (mentions.length >= 3 && listed.length === 0) listed.push(...pairDestHeaderList(toks, mentions, used));
  // "Surat se: Delhi 7t 60k, Jaipur 6t 42k": a list on its origin's line, before "se" pairs the origin with the first item alone.
  const inline = mentions.length >= 2 ? pairInlineList(toks, mentions, used) : [];
  const byConnector = pairByConnectors(toks, mentions, used, known.asides);
  const drops: Route[] = [];
  // the order of the mentions, worked out only where a route asks for it (no closure: the test runner's TypeScript loader
  // names each closure as it is made, a hundredth of the parser's time when this one was made for every post)
  let order: Map<Mention, number> | undefined;
  for (const r of byConnector) {
    order ??= orderOfMentions(mentions);
    drops.push(...oneEachRoutes(toks, r, mentions, order, used), ...extendStops(toks, r, mentions, order, used, known.asides));
  }
  if (byConnector.length === 1) {
    lastNamedDrop(toks, byConnector[0], mentions, used);
    loadedElsewhere(toks, byConnector[0], mentions, used);
  }
  // (read after the trips' stops: "Delhi to Jaipur, Ajmer 20 ton" is one trip)
  for (const r of byConnector) {
    order ??= orderOfMentions(mentions);
    drops.push(...clauseItemsAfter(toks, r, mentions, order, used));
  }
  const hinted = pairByHints(toks, mentions, used);
  for (const r of hinted) {
    order ??= orderOfMentions(mentions);
    drops.push(...oneEachRoutes(toks, r, mentions, order, used), ...extendStops(toks, r, mentions, order, used, known.asides), ...clauseItemsAfter(toks, r, mentions, order, used));
  }
  let routes = inOrder(listed.concat(inline, byConnector, drops, hinted, pairHeaderList(toks, mentions, used)), (r) => r.anchor);
  if (routes.length > 0 && mentions.length > used.size) routes = withOneMore(toks, routes, mentions, used);
  if (routes.length > 1) routes = withoutRestated(toks, routes);
  return { routes, mentions: mentions.filter((m) => !used.has(m)) };
}

// (a weight or a length: "Jaipur 20 ton, Ajmer 40k" is one trip's drop and its freight)
const FIGURE_UNITS = new Set([...WEIGHT_UNIT_WORDS, ...FEET_WORDS, 't']);

/** "Delhi 20 ton", "Mumbai 15T 35k", "Pune 32 ft": a weight or length right after token j. */
function ownFigureAt(toks: Tok[], j: number): boolean {
  return toks[j]?.k === 'n' && toks[j].raw.length <= 3 && FIGURE_UNITS.has(toks[j + 1]?.low ?? '');
}

const CLAUSE_MARKS = new Set([',', ';']);

/** "Delhi 42000", "Ludhiana 46,000", "Pune 38k": a freight of four to six figures, or thousands said with "k", right after token j. */
function ownAmountAt(toks: Tok[], j: number): boolean {
  const t = toks[j];
  if (t?.k !== 'n') return false;
  const digits = t.raw.replace(/,/g, '');
  return /^\d{4,6}$/.test(digits) || (/^\d{1,3}$/.test(digits) && toks[j + 1]?.low === 'k' && !toks[j + 1].sp);
}

/** "Mumbai 3 gaadi ...": a count of trucks right after token j. */
function trucksAt(toks: Tok[], j: number): boolean {
  return isCount(toks[j]) && COUNTED_NOUNS.has(toks[j + 1]?.low ?? '');
}

/** Whether the previous item says its own freight or rate (a figure of four to six, thousands in "k", "/T") between tokens from and to. */
function ownAmountBefore(toks: Tok[], from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (ownAmountAt(toks, j) || (toks[j].k === 'n' && toks[j + 1]?.raw === '/')) return true;
  return false;
}

/**
 * "Indore se Delhi 20 ton 40k, Mumbai 15 ton 35k, kal": after a route whose destination says its own figures, a clause
 * opening with another city that says its own is a load to it from the same origin.
 */
function clauseItemsAfter(toks: Tok[], r: Route, mentions: Mention[], order: Map<Mention, number>, used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  const { origin, dest } = r;
  if (!origin || !dest?.city || origin.first > dest.first) return routes;
  // "from Jamnagar ..., to Delhi 42000, to Ludhiana 46000": each destination after its own "to", with its own freight
  const toEach = toks[dest.first - 1]?.low === 'to' && (ownFigureAt(toks, dest.last) || ownAmountAt(toks, dest.last));
  if (!toEach && !ownFigureAt(toks, dest.last) && !trucksAt(toks, dest.last)) return routes;
  let prev = dest;
  for (let k = (order.get(dest) ?? mentions.length) + 1; k < mentions.length; k++) {
    const m = mentions[k];
    if (used.has(m) || !m.city || m.city === origin.city || m.city === prev.city) break;
    const mark = toks[m.first - 1]?.raw;
    // (after "aur" or "+" too: "Surat 32 ft 5 ton 55000 aur Ahmedabad 32 ft 5 ton 52000", "Mumbai 3 gaadi ..., Delhi 2 gaadi")
    const linked = mark === ',' || mark === ';' || ((mark === '+' || AND_LINKS.has(toks[m.first - 1]?.low ?? '')) && ownAmountBefore(toks, prev.last, m.first));
    const clause = linked && (ownFigureAt(toks, m.last) || trucksAt(toks, m.last));
    const toItem = toEach && toks[m.first - 1]?.low === 'to' && CLAUSE_MARKS.has(toks[m.first - 2]?.raw ?? '') && (ownFigureAt(toks, m.last) || ownAmountAt(toks, m.last));
    if (!clause && !toItem) break;
    let joined = true;
    for (let j = prev.last; j < m.first && joined; j++) joined = toks[j].k !== 'nl';
    if (!joined) break;
    used.add(m);
    routes.push({ origin, dest: m, anchor: m.first, endTok: m.last - 1, conf: r.conf * 0.85, clause: true });
    prev = m;
  }
  if (routes.length > 0) r.clause = true;
  return routes;
}

const ONE_TRUCK = new Set(['ek', 'one', 'एक']);
const MORE_WORDS = new Set(['aur', 'more', 'और']);
const MORE_TRUCK_NOUNS = new Set([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC]);

/** "ek aur", "aur ek", "one more", "ek gaadi aur", "one more truck", "एक गाड़ी और" between tokens from and to. */
function oneMoreBetween(toks: Tok[], from: number, to: number): boolean {
  for (let i = from; i + 1 < to; i++) {
    const a = toks[i].low;
    const b = toks[i + 1].low;
    if ((ONE_TRUCK.has(a) && MORE_WORDS.has(b)) || (MORE_WORDS.has(a) && ONE_TRUCK.has(b))) return true;
    if (ONE_TRUCK.has(a) && MORE_TRUCK_NOUNS.has(b) && i + 2 < to && MORE_WORDS.has(toks[i + 2].low)) return true;
  }
  return false;
}

/**
 * "Kanpur se Lucknow 10 ton 15k, ek gaadi aur chahiye Unnao ke liye 9 ton", "एक गाड़ी और चाहिए बरेली के लिए": a truck
 * more asked for, in a clause of its own, to a place marked as where it goes, is a load from the route's origin before it.
 */
function withOneMore(toks: Tok[], routes: Route[], mentions: Mention[], used: Set<Mention>): Route[] {
  let out = routes;
  for (const m of mentions) {
    if (used.has(m) || !m.city || hintOf(toks, m) !== 'dest') continue;
    let start = m.first;
    while (start > 0 && toks[start - 1].k !== 'nl' && !CLAUSE_BREAKS.has(toks[start - 1].raw)) start--;
    if (!oneMoreBetween(toks, start, m.first)) continue;
    const before = out.filter((r) => r.origin?.city && r.endTok < start);
    const r = before[before.length - 1];
    if (!r?.origin || r.origin.city === m.city) continue;
    used.add(m);
    out = inOrder(out.concat({ origin: r.origin, dest: m, anchor: start, endTok: m.last - 1, conf: r.conf * 0.8, more: true }), (x) => x.anchor);
  }
  return out;
}

const CLAUSE_BREAKS = new Set([',', ';', '.', '।', '!', '|']);

/** Each mention's place in the post's order. */
function orderOfMentions(mentions: Mention[]): Map<Mention, number> {
  return new Map(mentions.map((m, k) => [m, k]));
}

/**
 * "Bhiwadi se Pune, 2 pickup point - Bhiwadi & Neemrana, drop Pune": a route that names the line's route's origin and
 * destination again, with a loading or unloading word before a place of it, tells the same load's stops, no load of its own.
 */
function withoutRestated(toks: Tok[], routes: Route[]): Route[] {
  const lines = tokenLines(toks);
  return routes.filter((r, k) => {
    if (k === 0 || !r.origin?.city || !r.dest?.city || !(stopLabelled(toks, r.origin) || stopLabelled(toks, r.dest))) return true;
    const line = lines[r.anchor];
    return !routes.some((e, j) => j < k && e.origin?.city === r.origin?.city && e.dest?.city === r.dest?.city && lines[e.anchor] === line);
  });
}

/** "pickup Rajkot", "drop Indore", "Pune loading": a loading or unloading word right before or after the place. */
function stopLabelled(toks: Tok[], m: Mention): boolean {
  for (let i = m.first - 1; i >= Math.max(0, m.first - 3); i--) {
    const low = toks[i].low;
    if (ORIGIN_AFTER.has(low) || DEST_AFTER.has(low)) return true;
    if (toks[i].k === 'nl' || PHRASE_BREAKS.has(toks[i].raw)) break;
  }
  return labelAfter(toks, m) !== null;
}

/**
 * "Kolkata (Dankuni) to Guwahati": a town outside the gazetteer in brackets right after a city is the more precise
 * place, as a known one is (the mention spans both); another word there ("Pune (East)", "Delhi (urgent)") reads as
 * filler between the city and a connector.
 */
function bracketedTowns(toks: Tok[], known: KnownMentions): void {
  let byLast: Map<number, number> | null = null;
  for (let j = 2; j + 1 < toks.length; j++) {
    if (toks[j].k !== 'w' || known.covered.has(j)) continue;
    if (toks[j].flags & W_ROAD && toks[j + 1].raw === ')') {
      byLast ??= new Map(known.mentions.map((m, k) => [m.last, k]));
      if (townRoad(toks, j, known, byLast.get(j))) continue;
    }
    if (!bracketedAside(toks, j, known.covered)) {
      if (toks[j - 1].raw === '(') twoWordTown(toks, j, known);
      continue;
    }
    byLast ??= new Map(known.mentions.map((m, k) => [m.last, k]));
    const k = byLast.get(j - 1);
    // ("ಉಡುಪಿ (ಮಲ್ಪೆ)": a word of the scripts read by their sound, as a town outside the gazetteer in Latin letters)
    // (a Latin word with no vowel is a plant's or firm's letters, "Raigarh (JSPL)", even in a post typed in one case)
    const scriptTown = k !== undefined && isSoundReadLetter(toks[j].raw.charCodeAt(0)) ? indicTownAt(toks, j) : null;
    if (
      k === undefined ||
      (!scriptTown && !looksLikePlace(toks[j])) ||
      REGIONS.has(toks[j].low) ||
      STATES_AFTER.has(toks[j].low) ||
      NOT_TOWNS.has(toks[j].low) ||
      // ("Haridwar (SIDCUL)", "Pune (MIDC)": the town's industrial estate alone names no place of its own)
      ESTATE_WORDS.has(toks[j].low) ||
      FACILITIES.has(toks[j].low) ||
      /^[b-df-hj-np-tv-xz]+$/.test(toks[j].low)
    ) {
      known.asides.add(j);
      continue;
    }
    const prev = known.mentions[k];
    known.mentions[k] = { ...(scriptTown ?? unknownMention(toks[j], j)), first: prev.first, last: j + 2 };
    known.covered
      .add(j - 1)
      .add(j)
      .add(j + 1);
  }
}

/**
 * "Delhi (Sonipat Road)", "Pune (Chakan Road)": a known town and a road word (ROAD_WORDS) in brackets right after a city
 * are one place, the town's road, as "Nagpur (Hingna Road)" is "Hingna Road"; `k` is the mention that ends at the road word.
 */
function townRoad(toks: Tok[], j: number, known: KnownMentions, k: number | undefined): boolean {
  const town = k === undefined ? undefined : known.mentions[k];
  if (k === undefined || town === undefined || toks[town.first - 1]?.raw !== '(' || !known.covered.has(town.first - 2)) return false;
  const raw = toks
    .slice(town.first, j + 1)
    .map((t) => t.raw)
    .join(' ');
  known.mentions[k] = { city: null, name: canonicalCityName(raw), raw, conf: 0.5, note: notes.notCity(raw), first: town.first, last: j + 2 };
  known.covered.add(j).add(j + 1);
  return true;
}

/**
 * "Indore (Sanwer Road)", "Rudrapur (Pantnagar sidcul)": a town of two capitalised words, or of one before its estate
 * or market word, in brackets right after a known city is the more precise place, as one word is.
 */
function twoWordTown(toks: Tok[], j: number, known: KnownMentions): void {
  if (toks[j - 1].raw !== '(' || !known.covered.has(j - 2)) return;
  // ("Rajgangpur (Dalmia plant)", "Katni (ACC plant)": a plant's or a firm's name in brackets is no place)
  if (plantInBrackets(toks, j, known)) return;
  if (!looksLikePlace(toks[j]) || STATES_AFTER.has(toks[j].low)) return;
  const second = toks[j + 1]?.k === 'w' && toks[j + 1].cap && !FACILITIES.has(toks[j + 1].low) && looksLikePlace(toks[j + 1]);
  const last = second ? j + 2 : j + 1;
  const close = closingBracket(toks, last);
  if (close < 0 || close === j + 1) return;
  const k = known.mentions.findIndex((m) => m.last === j - 1);
  if (k < 0) return;
  const raw = toks
    .slice(j, last)
    .map((t) => t.raw)
    .join(' ');
  const town = second ? { city: null, name: canonicalCityName(raw), raw, conf: 0.5, note: notes.notCity(raw) } : unknownMention(toks[j], j);
  known.mentions[k] = { ...town, first: known.mentions[k].first, last: close + 1 };
  for (let c = j - 1; c <= close; c++) known.covered.add(c);
}

/** Words naming a plant or a firm, not a place: a name in brackets they close is the plant's ("(Dalmia plant)"). */
const PLANT_WORDS = new Set(['plant', 'factory', 'mill', 'mills', 'works', 'refinery', 'company', 'ltd', 'limited', 'pvt']);
/** The most words of a bracket naming a plant ("(JSW steel plant)"). */
const MAX_PLANT_NAME_WORDS = 4;

/** Whether the bracket opening before token j names a plant or a firm (its words then aside); a word of it is no place. */
function plantInBrackets(toks: Tok[], j: number, known: KnownMentions): boolean {
  for (let c = j; c < j + MAX_PLANT_NAME_WORDS && toks[c]?.k === 'w'; c++) {
    if (!PLANT_WORDS.has(toks[c].low) || toks[c + 1]?.raw !== ')') continue;
    for (let a = j; a <= c; a++) known.asides.add(a);
    return true;
  }
  return false;
}

/** "Nashik/Sinnar se Hyderabad": a town outside the gazetteer after a slash is a choice beside the city before it, as a known one is. */
function townsAfterSlash(toks: Tok[], known: KnownMentions): void {
  for (const m of known.mentions) {
    const j = m.last + 1;
    if (toks[m.last]?.raw === '/' && toks[j] !== undefined && !toks[j].sp && !known.covered.has(j) && looksLikePlace(toks[j])) known.asides.add(j);
  }
}

/** The most words of a facility's name between its place and its word ("Vizag steel plant", "Guntur mirchi yard"). */
const MAX_FACILITY_NAME_WORDS = 2;

/** "Guntur mirchi yard nunchi Delhi", "Vizag steel plant to Hyderabad": the words between a city and its facility's word name the facility. */
function facilityNames(toks: Tok[], known: KnownMentions): void {
  for (const m of known.mentions) {
    // The facility's word first (most places have none after them), then the words before it.
    let at = m.last + 1;
    while (at <= m.last + MAX_FACILITY_NAME_WORDS && !hasFlag(toks[at], W_FACILITY)) at++;
    if (at > m.last + MAX_FACILITY_NAME_WORDS) continue;
    let j = m.last;
    while (j < at && toks[j].k === 'w' && !known.covered.has(j) && roleOf(toks[j]) === 'block') j++;
    if (j === at) for (let k = m.last; k < at; k++) known.asides.add(k);
  }
}

/** A word of no list of the lexicon (goods, states, regions: "Coal Talcher", "Bihar Purnia") nor a gazetteer misspelling. */
function bareTownWord(t: Tok): boolean {
  return (t.flags & ~W_NAME_ENDING) === 0 && !NOT_TOWNS.has(t.low) && !COMMODITIES.has(t.low) && !REGIONS.has(t.low) && !REGION_NAMES.has(t.low) && !fuzzyCity(t.low);
}

/**
 * "Islampur Sangli to Mumbai", "Mumbai to Vita Sangli 7 ton": a capitalised town outside the gazetteer, then a district
 * town of it (no big city: "Bhosari Pune" is a quarter of the city), at one end of the route (opening its line before the
 * connector after the pair, or right after a connector with none after the pair): the district only places the town.
 */
function townsBeforeDistricts(toks: Tok[], known: KnownMentions): void {
  const ms = known.mentions;
  for (let k = 0; k < ms.length; k++) {
    const m = ms[k];
    const j = m.first - 1;
    const t = toks[j];
    if (!m.city || m.hint || PLACING.has(m.city.name) || t === undefined || !t.sp || known.covered.has(j) || !looksLikePlace(t) || !bareTownWord(t)) continue;
    const before = tokAt(toks, j - 1);
    const opens = before === undefined || before.k === 'nl';
    const afterConnector = before !== undefined && before.k === 'w' && roleOf(before) === 'strong';
    const connectorAfter = routeJoinAt(toks, m.last);
    if (!(opens && connectorAfter) && !(afterConnector && !connectorAfter && ms[k + 1]?.first !== m.last)) continue;
    ms[k] = { ...unknownMention(t, j), last: m.last };
    known.covered.add(j);
  }
}

/** "Sangli, Maharashtra to Indore", "Pune, MH", "Salem Tamil Nadu": a state after a city only places it. */
function statesAfterCities(toks: Tok[], known: KnownMentions): void {
  for (const m of known.mentions) {
    let j = m.last;
    if (toks[j]?.raw === ',' || toks[j]?.raw === '(') j++;
    const from = j;
    while (j < toks.length && toks[j].k === 'w' && !known.covered.has(j) && toks[j].flags & W_STATE_AFTER) j++;
    if (j === from) j = dottedStateEnd(toks, j);
    // "Noida sector 63", "Okhla phase-2": the area's number within the place.
    else if (hasFlag(toks[j], W_AREA)) j = areaNumberEnd(toks, j);
    if (j === from && hasFlag(toks[j], W_AREA)) j = areaNumberEnd(toks, j);
    for (let k = from; k < j; k++) known.asides.add(k);
  }
}

/** "Indore (M.P.)", "Kanpur, U.P.": a state's code written with dots after its letters; the token after it, else `j`. */
function dottedStateEnd(toks: Tok[], j: number): number {
  let code = '';
  let k = j;
  while (toks[k]?.k === 'w' && toks[k].raw.length === 1 && toks[k + 1]?.raw === '.' && code.length < 3) {
    code += toks[k].low;
    k += 2;
  }
  // the last letter's dot may be left out ("A.P", "T.N")
  if (code.length > 0 && toks[k]?.k === 'w' && toks[k].raw.length === 1 && !toks[k].sp) {
    code += toks[k].low;
    k++;
  }
  return code.length >= 2 && STATES_AFTER.has(code) ? k : j;
}

/** "sector 63", "phase-2", "sec 3": an area word and its number; the token after them, else `j`. */
function areaNumberEnd(toks: Tok[], j: number): number {
  let k = j + 1;
  if (toks[k]?.k === 's' && DASH_RE.test(toks[k].raw)) k++;
  return toks[k]?.k === 'n' && toks[k].raw.length <= 3 ? k + 1 : j;
}

/** Words between the stops of one truck's trip: "Delhi to Jaipur, Ajmer", "Mumbai - Pune - Kolhapur", "Pune, Nashik to Delhi". */
const STOP_LINKS = new Set([',', '&', '+', 'then', 'phir', 'fir', ...AND_WORDS, ...LAST_STOP_WORDS]);
/** The words of STOP_LINKS that join two places as "and" (not "then", not a comma). */
const AND_LINKS = new Set(['&', '+', ...AND_WORDS]);
const SHARED_WORDS = new Set(SHARED_DETAIL_WORDS.map((w) => w.toLowerCase()));
// Marks between a place and its freight ("Patna: 32000", "Ranchi - ₹28000").
const BEFORE_AMOUNT = new Set([':', '-', '=', '₹', 'rs', '@']);

/** "Patna 32000": the city is named again after token `from`, with a number right after it (a freight of its own). */
function pricedLater(toks: Tok[], mentions: Mention[], city: City, from: number): boolean {
  return (pricedCities(toks, mentions).get(city) ?? -1) >= from;
}

/** The mentions of a post's routes, once it has them all (`findRoutes` changes the list no more). */
const PRICED_CITIES = new WeakMap<Mention[], Map<City, number>>();

/**
 * Each city of the mentions that a freight follows somewhere ("Patna 32000", "Raipur ka 18000"), with the first token
 * of its last such mention: worked out once per post, as a 200 KB chain of places asks this of every stop.
 */
function pricedCities(toks: Tok[], mentions: Mention[]): Map<City, number> {
  let priced = PRICED_CITIES.get(mentions);
  if (priced) return priced;
  priced = new Map();
  for (const m of mentions) {
    if (!m.city) continue;
    let j = m.last;
    // "Raipur ka 18000": a possessive may stand between too.
    while (j < toks.length && (BEFORE_AMOUNT.has(toks[j].low) || POSSESSIVES.has(toks[j].low))) j++;
    if (toks[j]?.k === 'n') priced.set(m.city, Math.max(priced.get(m.city) ?? -1, m.first));
  }
  PRICED_CITIES.set(mentions, priced);
  return priced;
}

/**
 * A trip of several stops is one load from its first pickup to its last drop: a known city right after the
 * destination on its line, joined by a comma, "and" or the route's own connector, is a later drop ("Delhi to
 * Jaipur, Ajmer": Ajmer; "Mumbai - Pune - Kolhapur": Kolhapur); one right before the origin joined by a comma or
 * "and" is an earlier pickup ("Pune, Nashik to Delhi": Pune). A destination joined by "and" that the post then treats
 * as a load of its own — a word for "both" in it ("Hyderabad se Nagpur aur Raipur, dono ke liye ..."), or a freight
 * named after it ("Kolkata se Patna aur Ranchi ... Patna 32000 Ranchi 28000") — is another route from the same origin
 * (returned).
 */
function extendStops(toks: Tok[], r: Route, mentions: Mention[], order: Map<Mention, number>, used: Set<Mention>, asides: Set<number>): Route[] {
  const routes: Route[] = [];
  if (!r.origin || !r.dest || (r.origin.hint && r.origin.hint !== 'origin') || r.dest.hint) return routes;
  const [first, second] = r.origin.first < r.dest.first ? [r.origin, r.dest] : [r.dest, r.origin];
  const linkWords = new Set<string>();
  for (let i = first.last; i < second.first; i++) if (toks[i].k !== 'p' && !asides.has(i)) linkWords.add(toks[i].low);
  let k = order.get(second) ?? mentions.length;
  let last = second;
  // The stop the next one is joined to: the trip's last drop, or a destination of its own split off.
  let prev = second;
  let shared: boolean | null = null;
  // Stops joined by commas since the destination: "Chennai, Hyderabad aur Bangalore" lists destinations when its last
  // is one of its own.
  const drops: Mention[] = [];
  while (k + 1 < mentions.length) {
    const next = mentions[k + 1];
    if (used.has(next) || !next.city || next.city === prev.city || !stopsJoined(toks, asides, linkWords, prev.last, next.first)) break;
    if (cityAfterPlace(toks, prev, next)) {
      used.add(next);
      break;
    }
    // "Pune se Nagpur, Pune/Chakan pickup": a place with a loading word after it is where the load is picked up, no drop.
    if (labelAfter(toks, next) === 'origin') break;
    // "भिवाड़ी से चेन्नई, नीमराना से भी माल उठेगा": a place with its own "from ... also" is a second pickup, no drop.
    if (BETWEEN.has(toks[next.last]?.low ?? '') && ALSO.has(toks[next.last + 1]?.low ?? '')) break;
    used.add(next);
    k++;
    const from = prev.last;
    prev = next;
    if (second === r.dest && andJoined(toks, from, next.first)) {
      shared ??= toks.some((t) => SHARED_WORDS.has(t.low));
      // ("..., 68000 & 72000": as many freights joined so as the destinations so far, the last one's after it)
      const listed = freightsJoinedAfter(toks, next.last) === drops.length + 2;
      if (shared || listed || pricedLater(toks, mentions, next.city, next.last)) {
        if (drops.length > 0 && drops.every((d) => shared || listed || (d.city && pricedLater(toks, mentions, d.city, d.last)))) {
          for (const d of drops) routes.push({ origin: r.origin, dest: d, anchor: d.first, endTok: d.last - 1, conf: r.conf });
          drops.length = 0;
          last = second;
        }
        routes.push({ origin: r.origin, dest: next, anchor: next.first, endTok: next.last - 1, conf: r.conf });
        continue;
      }
    }
    last = next;
    drops.push(next);
  }
  // "Kolkata se Siliguri, Malda, Guwahati - 3 load ... Siliguri 34000, Malda 26000, Guwahati 52000": stops joined by
  // commas, each with a freight named after it, are destinations of their own, as those joined by "and" are.
  if (second === r.dest && drops.length > 0 && [second, ...drops].every((d) => d.city && pricedLater(toks, mentions, d.city, d.last))) {
    for (const d of drops) routes.push({ origin: r.origin, dest: d, anchor: d.first, endTok: d.last - 1, conf: r.conf });
    last = second;
  }
  if (last !== second) {
    if (second === r.dest) r.dest = last;
    else r.origin = last;
    r.endTok = last.last - 1;
  }
  k = order.get(first) ?? 0;
  let start = first;
  while (k > 0) {
    const prev = mentions[k - 1];
    if (used.has(prev) || !prev.city || prev.city === start.city || !stopsJoined(toks, asides, null, prev.last, start.first)) break;
    used.add(prev);
    start = prev;
    k--;
  }
  if (start !== first) {
    if (first === r.origin) r.origin = start;
    else r.dest = start;
    r.anchor = start.first;
  }
  return routes;
}

/**
 * "Howrah se do truck chahiye, ek Dhanbad jayega aur ek Jamshedpur": places after the destination, each after "one" as
 * the destination is, joined to it by "and" (a destination's verb or a comma besides), are destinations of their own
 * from the same origin.
 */
function oneEachRoutes(toks: Tok[], r: Route, mentions: Mention[], order: Map<Mention, number>, used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  if (!r.origin || !r.dest || r.dest.first < r.origin.first || !ONE_WORDS.has(toks[r.dest.first - 1]?.low ?? '')) return routes;
  let prev = r.dest;
  for (let k = (order.get(prev) ?? mentions.length) + 1; k < mentions.length; k++) {
    const next = mentions[k];
    if (used.has(next) || !next.city || next.city === prev.city || !ONE_WORDS.has(toks[next.first - 1]?.low ?? '')) break;
    let joined = false;
    let other = false;
    for (let i = prev.last; i < next.first - 1; i++) {
      const t = toks[i];
      if (AND_LINKS.has(t.low)) joined = true;
      else if (t.raw !== ',' && !DEST_POSTFIX.has(t.low)) other = true;
    }
    if (!joined || other) break;
    used.add(next);
    routes.push({ origin: r.origin, dest: next, anchor: next.first, endTok: next.last - 1, conf: r.conf });
    prev = next;
  }
  return routes;
}

const AFTER_DROP = new Set(AFTER_DROP_WORDS);
/** How many tokens after a count of drops its places are looked for. */
const DROP_LIST_TOKENS = 10;

/**
 * "Daman to Delhi ..., 2 point unloading (Delhi + Ghaziabad)", "surat se pune 2 point unloading hai pehla wakad dusra
 * chakan": the known places named on the line right after a count of drops are the trip's drops in order, and the
 * last one is where the trip ends.
 */
/**
 * "Ahmedabad to Mundra 20 ft empty container CFS thi lai ne Sanand loading": a place of the gazetteer after the route with
 * its loading word closing its phrase, neither end of the route, is where the goods load (the route's first place is
 * where the empty box or truck comes from): the origin.
 */
function loadedElsewhere(toks: Tok[], r: Route, mentions: Mention[], used: Set<Mention>): void {
  if (!r.dest || !r.origin || r.dest.first < r.origin.first) return;
  for (const m of mentions) {
    if (m.first < r.dest.last || used.has(m) || !m.city || m.city === r.origin.city || m.city === r.dest.city || labelAfter(toks, m) !== 'origin') continue;
    used.add(m);
    r.origin = m;
    return;
  }
}

function lastNamedDrop(toks: Tok[], r: Route, mentions: Mention[], used: Set<Mention>): void {
  if (!r.dest || !r.origin || r.dest.first < r.origin.first) return;
  let at = -1;
  for (let i = r.dest.last; i + 2 < toks.length && at < 0; i++) {
    if (toks[i].k !== 'n' || Number(toks[i].raw) < 2) continue;
    const [a, b] = [toks[i + 1], toks[i + 2]];
    if ((a.flags & W_DROP_POINT && b.flags & W_DROP) || (a.flags & W_DROP && b.flags & W_DROP_POINT)) at = i + 3;
  }
  if (at < 0) return;
  let last: Mention | null = null;
  for (const m of mentions) {
    if (m.first < at || m.first > at + DROP_LIST_TOKENS) continue;
    if (toks.slice(at, m.first).some((t) => t.k === 'nl')) break;
    if (m.city && !used.has(m)) last = m;
  }
  if (!last || last.city === r.dest.city) return;
  used.add(last);
  r.dest = last;
}

/**
 * Whether the tokens between two stops join them: on one line, each a stop link ("and", a comma) or, when `linkWords`
 * are given, one of the route's own connector words.
 */
function stopsJoined(toks: Tok[], asides: Set<number>, linkWords: Set<string> | null, from: number, to: number): boolean {
  let seen = false;
  // "Nagpur drop karke Raipur": a drop word, then its "having done" words, join the stops as a comma does.
  let dropped = false;
  for (let i = from; i < to; i++) {
    const t = toks[i];
    // ("Chakan MIDC, Pune": a facility word right after the first place is part of its name)
    if (asides.has(i) || (i === from && FACILITIES.has(t.low))) continue;
    if (t.k === 'nl') return false;
    if (dropped) {
      if (!AFTER_DROP.has(t.low)) return false;
      seen = true;
    } else if (STOP_LINKS.has(t.low) || linkWords?.has(t.low)) seen = true;
    else if (i === from && t.flags & W_DROP) dropped = true;
    else return false;
  }
  return seen;
}

/** The fewest rupees a bare figure must be to be a freight in a list of freights (not "14 & 16 ton"). */
const MIN_LISTED_FREIGHT = 1000;
/** The most digits of a freight (a phone has ten). */
const MAX_FREIGHT_DIGITS = 7;
/** Marks joining the freights of a list ("68000 & 72000", "60k, 65k aur 70k", "68000/72000"). */
const FREIGHT_JOINS = new Set([',', '/', ...AND_LINKS]);

/** The token after a freight at token i ("68000", "68,000", "68k", "1.2 lakh"), or -1. */
function freightEnd(toks: Tok[], i: number): number {
  const t = toks[i];
  if (t?.k !== 'n') return -1;
  const digits = t.raw.replace(/\D/g, '');
  if (digits.length > MAX_FREIGHT_DIGITS) return -1;
  const value = Number(t.raw.replace(/,/g, ''));
  // (an amount word after it, "68k", "1.2 lakh", "45 hazar", "३२ हजार", as lib/indic-numbers.ts reads them)
  const next = toks[i + 1];
  if (next?.k === 'w' && (amountMultiplier(next.low, value) ?? 1) > 1) return i + 2;
  return value >= MIN_LISTED_FREIGHT && !WEIGHT_UNIT_WORDS.has(next?.low ?? '') ? i + 1 : -1;
}

/**
 * "Vapi to Nagpur & Raipur, 14 ton each, 68000 & 72000": how many freights joined by "and" (or commas) stand together
 * after token `from` on its line, the first run of them; 0 when none are so joined. As many as the destinations joined by
 * "and" make each destination a load of its own, as a freight named after each does.
 */
function freightsJoinedAfter(toks: Tok[], from: number): number {
  for (let i = from; i < toks.length && toks[i].k !== 'nl'; i++) {
    let end = freightEnd(toks, i);
    if (end < 0) continue;
    let count = 1;
    let joinedByAnd = false;
    while (FREIGHT_JOINS.has(toks[end]?.low ?? '')) {
      const next = freightEnd(toks, end + 1);
      if (next < 0) break;
      joinedByAnd ||= AND_LINKS.has(toks[end].low);
      count++;
      end = next;
    }
    return joinedByAnd ? count : 0;
  }
  return 0;
}

/** Whether the tokens between two places hold an "and" ("Patna aur Ranchi", "Nagpur & Raipur"). */
function andJoined(toks: Tok[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (AND_LINKS.has(toks[i].low)) return true;
  return false;
}

/** A load naming only one end: "Load available for Mumbai, 20T". */
export function partialRoute(toks: Tok[], mentions: Mention[]): Route | null {
  for (const m of mentions) {
    if (!m.city) continue;
    const hint = hintOf(toks, m);
    if (hint === 'origin') return { origin: m, dest: null, anchor: m.first, endTok: m.last - 1, conf: m.conf * 0.8 };
    if (hint === 'dest') {
      const home = mentions.length === 2 ? homePlace(toks, mentions[mentions[0] === m ? 1 : 0], m) : null;
      return { origin: home, dest: m, anchor: home && home.first < m.first ? home.first : m.first, endTok: m.last - 1, conf: m.conf * 0.8 };
    }
  }
  return null;
}

/** The most words on the heading or closing line that names where the sender is ("आढ़त - खन्ना मंडी"). */
const MAX_HOME_LINE_WORDS = 6;

/**
 * "आढ़त - खन्ना मंडी\nधान का लोड करनाल के लिए, ...": a post that names only where its load goes, and one other place on
 * the first or last line alone (the sender's market, yard or firm, a few words and no figure), loads there.
 */
function homePlace(toks: Tok[], m: Mention, dest: Mention): Mention | null {
  if (!m.city || m.city === dest.city) return null;
  let start = m.first;
  while (start > 0 && toks[start - 1].k !== 'nl') start--;
  let end = m.last;
  while (end < toks.length && toks[end].k !== 'nl') end++;
  if (start > 0 && end < toks.length) return null;
  if (dest.first >= start && dest.first < end) return null;
  let words = 0;
  for (let j = start; j < end; j++) {
    const t = toks[j];
    if (t.k === 'n') return null;
    if (t.k === 'w' && ++words > MAX_HOME_LINE_WORDS) return null;
  }
  return m;
}
