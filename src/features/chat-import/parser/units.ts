/**
 * Units and money, a field stage of the parser: reads a scan's text and sets the truck length (feet), the
 * weight (tonnes, from tonnes, kg or quintals), the rate per tonne and the total freight (rupees, "45k",
 * "1.2 lakh", words and multipliers from lib/indic-numbers.ts), after blanking numbers that are none of these (advances, tolls, invoice numbers, distances,
 * counts).
 * `pricing` then settles a total against a per-tonne rate once a load's fields are merged.
 */
import { MAX_TONNES } from '../../../lib/fields.js';
import { amountMultiplier, CHAT_AMOUNT_WORD_SOURCE, LAKH_WORDS } from '../../../lib/indic-numbers.js';
import {
  AMOUNT_WORDS,
  BAG_WORDS,
  EAST_SPOKEN_NUMBERS,
  ENGLISH_SPOKEN_NUMBERS,
  PIECE_WORDS,
  COUNT_CLASSIFIERS,
  COUNT_UNIT_WORDS,
  CHOICE_WORDS,
  COUNTING_WORDS,
  DATIVE_AFTER_UNIT_WORDS,
  FEET_WORDS,
  HALF_MORE_WORDS,
  HUNDRED_WORDS,
  PAISE_WORDS,
  LATIN_AMOUNT_WORDS,
  NOT_FREIGHT_WORDS,
  PER_AFTER_UNIT_WORDS,
  PER_BETWEEN_WORDS,
  PER_UNIT_WORDS,
  PER_AFTER_BAG_WORDS,
  PER_WORDS,
  QUARTER_MORE_WORDS,
  RATE_OF_UNIT_WORDS,
  RATE_WORDS,
  PRICE_WORDS,
  RANGE_WORDS,
  RUPEE_WORDS,
  SPOKEN_FRACTIONS,
  MALAYALAM_THOUSANDS,
  SPOKEN_NUMBERS,
  SOUTH_LATIN_AMOUNT_WORDS,
  SOUTH_LATIN_GLUED_NUMBERS,
  SOUTH_LATIN_TEENS,
  SOUTH_LATIN_TENS,
  SOUTH_LATIN_UNITS,
  THOUSANDS_AFTER_WORDS,
  THOUSAND_WORDS_LATIN,
  TONNE_WORDS,
  TOTAL_WORDS,
  TRIP_WORDS,
  WEIGHT_LABEL_WORDS,
  WEIGHT_UNITS,
  BARE_TRUCK_LENGTHS,
  LONG_GOODS_WORDS,
  OWN_LENGTH_WORDS,
} from '../lexicon/units.js';
import { BARE_LAKH_WORDS, PER_BAG_GLUED_WORDS, RUPEE_DOT_WORDS, LAKH_AFTER_ONE_WORDS, ONE_BEFORE_LAKH_WORDS, SOUTH_SPOKEN_AFTER_WORDS, TAMIL_TENS, TAMIL_UNITS } from '../lexicon/units.js';
import { POSSESSIVE_WORDS } from '../lexicon/places.js';
import { FINAL_WORDS, NOT_SO_WORDS, RATE_CHANGE_WORDS, RATE_NAME_WORDS, RESTATE_WORDS, TAKEN_BACK_FILLERS, TRUCK_NOUNS, VEHICLE_NOUNS_INDIC } from '../lexicon/posts.js';
import { LCV_MODEL_NUMBERS, WHICH_TRUCK_WORDS } from '../lexicon/trucks.js';
import { notes } from '../notes.js';
import { consume, takeNothing, type Fields, type Scan, type Take, type Val } from './scan.js';
import { alternation, firstLettersAhead, wordsSource } from './words.js';

const NUM = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
// Numbers that are not weights, lengths or prices: percentages, distances, volumes, package and truck
// counts, per-day charges. One leading number, then the unit, so non-digits fail fast.
const MISC_UNITS = String.raw`kms?|kilometers?|kl|kltr|ltrs?|litres?|liters?|cbm|cft|sq\.?\s?ft|bags?|boxes|box|cartons?|ctns?|pallets?|pcs|pieces|drums?|bundles?|nos|units?|packets?|pkgs?|packages?|bales?|rolls?|days?|din|hours?|hrs|months?|years?|yrs`;
const MISC_TRUCKS = 'gaa?di|gadi|gaddi|trucks?|vehicles?';
const MISC_PER_DAY = String.raw`(?:\/|per)\s*(?:day|din|hour|hr|km)`;
const MISC_NUMBER_RE = new RegExp(
  String.raw`(?<![\d.,])(?:${NUM})\s*(?:%|(?:${MISC_UNITS})\b|(?<!(?<![\d.,])(?:${LCV_MODEL_NUMBERS.join('|')})\s*)(?<!\n\s*)(?=(?:${MISC_TRUCKS})\b)|(?<!(?<![\d.,])(?:${LCV_MODEL_NUMBERS.join('|')})\s*)[x×]\s*(?=\d)|${MISC_PER_DAY}\b)` +
    // ("407 x 2" is two Tata 407s: the model stays for the truck's reader)
    // (A truck word on the next line, "Rate: 68000" over "Truck: 14 wheeler", counts nothing: a count and its trucks share
    // a line, as in count.ts.)
    // "3 trips" is a count; "14000 trip" is the freight of one trip.
    String.raw`|(?<![\d.,])\d{1,3}\s*trips?\b` +
    // "2 trailers" is a count, "20 container" a length.
    String.raw`|(?<![\d.,])\d\s*(?=(?:trailers?|containers?)\b)` +
    // "5000 advance", "10 hazar advance", "₹10k advance" are an advance, but in "rate 62000 advance 80%" and "₹62000
    // advance 80%" the number is the freight.
    String.raw`|(?<!(?:rate|freight|frt|bhada|price)\s*[:\-=]?\s*(?:(?:rs\.?|₹|inr)\s*)?)(?<![\d.,])(?:${NUM})\s*(?:(?:k|thousand|${alternation(THOUSAND_WORDS_LATIN)})(?![a-z])\s*)?(?:\/-)?\s*(?:rs\.?\s*)?(?:adv|advance)\b(?!\s*[:\-]?\s*\d{1,3}\s*%)`,
  'gi',
);
// What every match of it holds, without its looks around: a digit and what follows it, or "adv". A cheap test that
// most posts fail (their numbers are weights, lengths and money).
const MISC_NUMBER_CORE_RE = new RegExp(String.raw`\d\s*(?:%|${MISC_UNITS}|${MISC_TRUCKS}|[x×]\s*\d|${MISC_PER_DAY}|trips?|trailers?|containers?)|adv`, 'i');
const MISC_LABEL_HINT_RE = /adv|bal|deten|halt|toll|gst|tds|charge|insur|invoice|value|pin|lr|order|po|gr|bill|way|plot|dist|km/i;
const WEIGHT_LABEL_HINT_RE = /w(?:eig|t|gt)|[vw]ajan|tonnage|[\u0900-\u0d7f]/i;
// Amounts that follow a non-freight label on its line ("+ GST" ending a line leaves the next line's "9 ton" alone): advance,
// toll, GST, insurance; and reference numbers and distances (invoice, PIN, LR, plot, "km 1200").
const MISC_LABEL_RE = new RegExp(
  String.raw`\b(?:adv|advance|balance|bal|detention|halting|toll|gst|tds|insurance|loading charges?|unloading charges?)\.?[^\S\n]*[:\-]?[^\S\n]*(?:rs\.?|₹|inr)?[^\S\n]*(?:${NUM})\s*(?:k\b|\/-|%)?(?:\s*(?:\/|per)\s*day)?|(?<!\d[^\S\n]*)\b(?:distance|kms?)[^\S\n]*[:\-]?[^\S\n]*\d+|\b(?:invoice|value|pin|pincode|pin code|lr|order|po|gr|bill|eway|e-way|plot)\s*(?:no\.?|number|value|#)?\s*[:\-#]?\s*\d+`,
  'gi',
);
// "एडवांस 10000", "10000 એડવાન્સ": amounts named by a not-freight word in a script.
const NOT_FREIGHT = wordsSource(NOT_FREIGHT_WORDS);
const NOT_FREIGHT_RE = new RegExp(
  String.raw`${NOT_FREIGHT}\s*(?::\s*|-\s*)?(?:(?:₹|rs\.?)\s*)?(?:${NUM})(?:\s*(?:k|${alternation(AMOUNT_WORDS)}))?|(?<![\d.,])(?:${NUM})\s*(?:(?:k|${alternation(AMOUNT_WORDS)})\s*)?${NOT_FREIGHT}(?!\s*[:\-]?\s*(?:₹|rs\.?)?\s*\d)`,
  'giu',
);
// The same words as plain substrings, without the unicode word bounds: a cheap first test that most posts fail.
const NOT_FREIGHT_HINT_RE = new RegExp(alternation(NOT_FREIGHT_WORDS), 'iu');
const INDIC_LETTER_RE = /[\u0900-\u0d7f]/;
// "rate 20k tha, updated 22k", "earlier 43k": a freight said as the one before an edit is no freight of the post.
const OLD_RATE_HINT_RE = /\b(?:tha|thi|was|earlier|pehle)\b|था|थी/i;
const OLD_RATE_RE = new RegExp(
  String.raw`(?<![\d.,])(?:${NUM})\s*(?:k|${alternation(AMOUNT_WORDS)})?\s*(?:tha|thi|was|था|थी)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:earlier|pehle)\s*(?:(?:₹|rs\.?)\s*)?(?:${NUM})\s*(?:k|${alternation(AMOUNT_WORDS)})?(?=\s*\))`,
  'giu',
);
// ("22ftopen / 24ft open": a length written on to its body word is read where it stands, the first of a choice)
const GLUED_BODY = String.raw`(?=-?(?:open|closed?|body|sxl|mxl|txl|container|trailer)\b)`;
const LENGTH_RE = new RegExp(String.raw`(?<![\d.,])(\d{1,2}(?:\.\d)?)(?:\s*|-)(?:${alternation(FEET_WORDS)}|'(?!\w)|'${GLUED_BODY})(?:(?![a-z\p{M}])|${GLUED_BODY})`, 'giu');
const RANGE_SEP = String.raw`(?:[-–~\/]|${wordsSource(RANGE_WORDS)})`;
const FEET = String.raw`(?:${alternation(FEET_WORDS)}|'(?!\w))(?![a-z\p{M}])`;
// "19/20 ft", "32ft/34ft", "32 ya 34 feet": a choice of lengths is read at the first one.
const LENGTH_RANGE_RE = new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s*(?:${FEET})?\s*${RANGE_SEP}\s*(\d{1,2})\s*${FEET}`, 'giu');
// "32x8x8 ft", "20 x 8 ft": a body's size, length first.
const BODY_SIZE_RE = new RegExp(String.raw`(?<![\d.,])(\d{1,2}(?:\.\d)?)(?:\s*[x×*]\s*\d{1,2}(?:\.\d)?){1,2}\s*${FEET}`, 'giu');
const BODY_SIZE_HINT_RE = /\d\s*[x×*]\s*\d/i;
// "32 MXL", and a length in feet written on to its body ("32ftMXL", "20feetcontainer")
const LENGTH_BEFORE_TYPE_RE = /(?<![\d.,])(\d{2})\s*(?:-?(?:ft|feet|fit|foot)-?)?(?=(?:sxl|mxl|txl|hq|hc|gp|container|cont|trailer)\b)/gi;
const UNIT = alternation(Object.keys(WEIGHT_UNITS));
const RUPEE = alternation(RUPEE_WORDS);
const AMOUNT_SUFFIX = String.raw`(?:${CHAT_AMOUNT_WORD_SOURCE}|${alternation([...LATIN_AMOUNT_WORDS, ...AMOUNT_WORDS])})(?![\p{L}\p{M}])`;
// "MXL32", "SXL-32", "MXL 32": the body first, then its length (not a weight: "MXL 15T", "SXL 9 ton"; a weight in any of
// the lexicon's units, "MXL 15 tan"; nor a freight with its amount word, "MXL 45 hazar").
const LENGTH_AFTER_TYPE_RE = new RegExp(
  String.raw`(?<![a-z])(?:sxl|mxl|txl)[^\S\n]?-?[^\S\n]?(\d{2})(?![\d]|[.,]\d|[^\S\n]*(?:${UNIT}|kg|kgs|${alternation(FEET_WORDS)})(?![\p{L}\p{M}])|[^\S\n]*(?:${AMOUNT_SUFFIX}|%))`,
  'giu',
);
// "40-45k", "Rs 40,000 - 45,000", "45 se 50 hazar", "1.2 to 1.3 lakh": a freight given as a range, not one of weight
// units (a weight range is read by WEIGHT_RE).
const AMOUNT_RANGE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\d.,])(${NUM})\s*(${AMOUNT_SUFFIX})?\s*${RANGE_SEP}\s*(?:(?:₹|rs\.?)\s*)?(${NUM})\s*(${AMOUNT_SUFFIX})?(?![\p{L}\p{M}\d])(?!\s*(?:${alternation(Object.keys(WEIGHT_UNITS))}|${alternation(FEET_WORDS)})(?![\p{L}\p{M}]))`,
  'giu',
);
// What every range holds: its second figure's first digit, after the range word or mark. (Read from the digit back, so
// the engine passes over the text at once; a range is rare.)
const AMOUNT_RANGE_HINT_RE = new RegExp(String.raw`\d(?<=${RANGE_SEP}\s*(?:(?:₹|rs\.?)\s*)?\d)`, 'iu');
const PER = String.raw`(?:\/|(?:${alternation(PER_WORDS)})(?![\p{L}\p{M}]))`;
// "PMT", "टनाला", "டன்னுக்கு": a unit and "per" in one word; what a rate per each is reckoned in.
const PER_UNIT = alternation(Object.keys(PER_UNIT_WORDS));
const RATE_UNITS: Readonly<Record<string, number>> = { ...WEIGHT_UNITS, ...PER_UNIT_WORDS };
// "1800/ton", "Rs 150 per quintal", "150 रुपये प्रति क्विंटल", "1.8 rupya kilo": an amount, then "per" or a rupee word, then a unit;
// "1800 a ton", "1800 har ton" (PER_BETWEEN_WORDS), and "1800 ka rate per ton" (a rate word between the amount and "per").
const PER_BETWEEN = String.raw`(?:\/|(?:${alternation([...PER_WORDS, ...PER_BETWEEN_WORDS])})(?![\p{L}\p{M}]))`;
const RATE_BEFORE_PER = String.raw`(?:(?:${alternation(RATE_OF_UNIT_WORDS)})[^\S\n]+)?(?:${alternation(RATE_WORDS)})[^\S\n]+(?=${PER})`;
const PER_TONNE_RE = new RegExp(
  String.raw`(?:(?:rs\.?|₹|inr|@|rate)\s*[:\-]?\s*)?(${NUM})\s*(?:(k)(?![\p{L}\p{M}])\s*)?(?:\/-\s*)?(?:(?:${RUPEE}|₹|(?<=\/-))\.?\s*(?:${PER_BETWEEN}\s*)?|(?:${RATE_BEFORE_PER})?${PER_BETWEEN}\s*)(${UNIT})(?![\p{L}\p{M}])|(?:(?:rs\.?|₹|inr|@|rate)\s*[:\-]?\s*)?(${NUM})\s*(?:(k)\s*)?(?:\/-)?\s*(?:(?:${RUPEE}|₹)\.?\s*)?(${PER_UNIT})(?![\p{L}\p{M}])`,
  'giu',
);
// A rupee word before the unit is a rate too: "1.9 rs kg", "150 inr qtl".
// (and the Latin words of the per lists that none of these catch: "1050 prati ton", "900 tonnige", "tanala 1800")
const RATE_HINT_RE = new RegExp(
  String.raw`p(?:er|mt|tn)|rup|\brs\b|\binr\b|₹|\bta(?:n?ka)\b|ukk?u\b|\d\s*(?:an?|each|every|har|k[ae]|da)\s|[\u0900-\u0d7f]|${alternation([...PER_WORDS, ...Object.keys(PER_UNIT_WORDS)].filter((w) => /^[a-z]+$/.test(w)))}`,
  'i',
);
// What every match of it holds, without its looks around: a unit right after "per", a rupee word or "/-", or a unit and
// "per" in one word. A second test, where the hint passed, that posts giving only a freight fail.
const PER_TONNE_CORE_RE = new RegExp(String.raw`(?:${PER_BETWEEN}|${RUPEE}|₹|\/-)\.?\s*(?:${UNIT})|${PER_UNIT}`, 'iu');
// "Rs 2 kilo", "₹150 qtl", "rs 1800 ton": a currency before an amount with a unit right after it is a rate per that
// unit, never a weight.
const CURRENCY_UNIT_RE = new RegExp(String.raw`(?:rs\.?|₹|inr)[^\S\n]*(${NUM})[^\S\n]*(?:\/-)?[^\S\n]*(${UNIT})(?![\p{L}\p{M}])`, 'giu');
const CURRENCY_HINT_RE = /rs|₹|inr/i;
// The unit first, with "per" before it or a postposition for "per" after it: "per qtl 150", "प्रति क्विंटल 110 रु",
// "ટન દીઠ 1750", "ଟନ ପିଛା 600"; a possessive or a rate word after it ("ton ka 1800", "ਟਨ ਦਾ 1800", "qtl rate 200"); or
// a unit and "per" in one word ("PMT 1800", "टनाला 1800", "டன்னுக்கு ரூ.1800"). Not after a number: "30 ટન" is the weight.
// (nor "tka", Bengali's taka shortened as "t ka": "tka 16500 lumpsum" is the truck's freight)
// (each way opens with a word or ₹ where no word is before it, so other places are passed over at once; the cheap test
// holds only while every word of these lists opens with a letter)
const UNIT_FIRST_OPENING = [...PER_WORDS, ...Object.keys(WEIGHT_UNITS), ...Object.keys(PER_UNIT_WORDS)].every((w) => /^\p{L}/u.test(w)) ? String.raw`(?=[\p{L}₹])(?<![\p{L}\p{M}])` : '';
const UNIT_FIRST_RE = new RegExp(
  String.raw`${UNIT_FIRST_OPENING}(?:(?:(?<![\p{L}\p{M}])(?:${alternation(PER_WORDS)})|(?<![\p{L}\p{M}])(?:rate|rs\.?|₹)[^\S\n]*\/)[^\S\n]*(${UNIT})|(?<!\d[^\S\n]*)(?<![\p{L}\p{M}])(?!tka(?![\p{L}\p{M}]))(${UNIT})[^\S\n]*(?:${alternation([...PER_AFTER_UNIT_WORDS, ...RATE_OF_UNIT_WORDS, ...RATE_WORDS])})|(?<!\d[^\S\n]*)(?<![\p{L}\p{M}])(${PER_UNIT}))(?![\p{L}\p{M}])[^\S\n]*[:\-@]?[^\S\n]*(?:(?:rs|${RUPEE})\.?|₹)?[^\S\n]*(${NUM})(?!\s*(?:${UNIT})(?![\p{L}\p{M}]))`,
  'giu',
);
const UNIT_FIRST_HINT_RE = new RegExp(alternation([...PER_WORDS, ...PER_AFTER_UNIT_WORDS, ...RATE_OF_UNIT_WORDS, ...RATE_WORDS, ...Object.keys(PER_UNIT_WORDS)]), 'i');
// Its ways without the looks back and the amount: a second test, where the hint passed, that most posts fail (their
// "ton" has no "per" before it nor a rate word after it).
const UNIT_FIRST_CORE_RE = new RegExp(
  String.raw`(?:${alternation(PER_WORDS)})[^\S\n]*(?:${UNIT})|(?:rate|rs\.?|₹)[^\S\n]*\/[^\S\n]*(?:${UNIT})|(?:${UNIT})[^\S\n]*(?:${alternation([...PER_AFTER_UNIT_WORDS, ...RATE_OF_UNIT_WORDS, ...RATE_WORDS])})|${PER_UNIT}`,
  'iu',
);
// "1800 ટન દીઠ", "850 টন প্রতি": a rate's amount before its unit where "per" follows the unit (not a dative: "300 ಟನ್‌ಗೆ"
// may be "for 300 t"); three digits or more, so never a truck's weight, and nothing but a number or a break after it ("20 টন প্রতি গাড়ি" is a weight a truck).
const AMOUNT_UNIT_PER_RE = new RegExp(
  String.raw`(?<![\d.,])(\d{3,5}|\d{1,2},\d{3})[^\S\n]*(${UNIT})[^\S\n]*(?:${alternation(PER_AFTER_UNIT_WORDS.filter((w) => !DATIVE_AFTER_UNIT_WORDS.includes(w)))})(?![\p{L}\p{M}])(?![^\S\n]*[\p{L}\p{M}])`,
  'giu',
);
// "20 ton / ton 3500", "24 ton tonnu 4800", "ടൺ 3500": a weight unit alone, not after a number, then an amount of three
// figures or more is a rate per that unit, where the post gives its weight elsewhere (see takeUnitThenAmount).
const UNIT_THEN_AMOUNT_RE = new RegExp(
  String.raw`(?=\p{L})(?<![\p{L}\p{M}\p{N}])(?<!\d[^\S\n]*)(${UNIT})[^\S\n]*[:\-@=]?[^\S\n]*(?:(?:rs|${RUPEE})\.?|₹)?[^\S\n]*(\d{3,5}|\d{1,2},\d{3})(?![\d.,]|[^\S\n]*(?:${UNIT}|${AMOUNT_SUFFIX}))`,
  'giu',
);
// "2150 ton ka,", "900 टन का।": a possessive closing "amount unit" at a comma or the end ("25 ton ka maal" is a
// weight), read only where another weight is written (see takeRateOfUnit).
const RATE_OF_UNIT_RE = new RegExp(String.raw`(?<![\d.,])(${NUM})[^\S\n]*(${UNIT})[^\S\n]+(?:${alternation(RATE_OF_UNIT_WORDS)})(?=[^\S\n]*(?:[,;.।\n]|$))`, 'giu');
const RATE_OF_UNIT_HINT_RE = /\b(?:k[ae]|ge)\s*(?:[,;.\n]|$)|का|के|નો|ના|ਦਾ|ਦੇ|ಗೆ/;
// "rate 1.6 kilo", "1200 ton rate": an amount and a unit next to a rate word (before them, or after them with no amount
// following) is a rate per that unit, read only where another weight is written (see takeRateOfUnit).
// (a freight word before them too: "bhada 110 quintal", "भाड़ा ११० क्विंटल")
const RATE_WORD = wordsSource(RATE_WORDS);
const RATE_OR_PRICE_WORD = wordsSource([...RATE_WORDS, ...PRICE_WORDS]);
const RATE_WORD_UNIT_RE = new RegExp(
  String.raw`${RATE_OR_PRICE_WORD}[^\S\n]*[:\-=]?[^\S\n]*(?:rs\.?|₹)?[^\S\n]*(${NUM})[^\S\n]*(${UNIT})(?![\p{L}\p{M}])|(?<![\d.,])(${NUM})[^\S\n]*(${UNIT})[^\S\n]+${RATE_WORD}(?![^\S\n]*[:\-=]?[^\S\n]*(?:rs\.?|₹)?[^\S\n]*\d)`,
  'giu',
);
const RATE_WORD_HINT_RE = new RegExp(alternation([...RATE_WORDS, ...PRICE_WORDS]), 'i');
// "marble 30 ton dala body, 450 ton", "25 ton 320 ton": a second "amount tonne-unit" after the load's weight, too
// heavy for a truck, is its rate per tonne (read at a comma, a truck word or the end, never with a total word before).
const TONNE_UNIT = alternation(TONNE_WORDS);
// "paddy 17 ton, 1 ton ki 600", "1 quintal ka 150": what one unit costs, its possessive between, is the rate where the
// post gives its weight elsewhere.
const ONE_UNIT_RATE_RE = new RegExp(
  String.raw`(?<![\d.,])1[^\S\n]*(${UNIT})[^\S\n]*(?:${alternation(RATE_OF_UNIT_WORDS)}|ku|kku|ko|=|:|@)(?![\p{L}\p{M}])[^\S\n]*(?:(?:rs|${RUPEE})\.?|₹)?[^\S\n]*(\d{2,5}|\d{1,2},\d{3})(?!\d|[.,]\d|[^\S\n]*(?:${UNIT})(?![\p{L}\p{M}]))`,
  'giu',
);
const ONE_UNIT_HINT_RE = /(?<![\d.,])1[^\S\n]*[\p{L}]/u;
// "coal 30 ton trailer, 1050 rate ton": an amount of three figures or more, a rate word, then a tonne unit is the rate per
// tonne (the weight is said with its own number).
const AMOUNT_RATE_UNIT_RE = new RegExp(String.raw`(?<![\d.,\p{L}])(\d{3,5}|\d{1,2},\d{3})[^\S\n]*${RATE_WORD}[^\S\n]*(?:per[^\S\n]*)?(${TONNE_UNIT})(?![\p{L}\p{M}])`, 'giu');
const RATE_AFTER_WEIGHT_RE = new RegExp(String.raw`(?<![\d.,\p{L}\p{M}])(\d{3,5}|\d{1,2},\d{3})[^\S\n]*(${TONNE_UNIT})(?![\p{L}\p{M}])(?![^\S\n]*[\d(])`, 'giu');
// "టన్ను 3600", "ടൺ 3500", "rate ton 1650", "ரேட் டன் 1650": a tonne unit opening a line (a rate word before it at
// most), then an amount of three digits or more, is the rate per tonne (the weight is said with its number first).
const LINE_UNIT_RATE_RE = new RegExp(
  String.raw`^[^\S\n]*(?:(?:${alternation(RATE_WORDS)})[^\S\n]*[:\-]?[^\S\n]*)?(${TONNE_UNIT})(?![\p{L}\p{M}])[^\S\n]*[:\-=@]?[^\S\n]*(?:(?:rs|${RUPEE})\.?|₹)?[^\S\n]*(\d{3,5}|\d{1,2},\d{3})(?![\d.,]|[^\S\n]*(?:${UNIT})(?![\p{L}\p{M}]))`,
  'gimu',
);
// "15-ton" as English writes a weight before its noun.
const WEIGHT_RE = new RegExp(String.raw`(?<![\d.,])(${NUM})(?:\s*(?:-|to|se|\/)\s*(${NUM}))?(?:\s*|-)(${UNIT})(?![\p{L}\p{M}])`, 'giu');
const WEIGHT_LABEL_RE = new RegExp(
  String.raw`(?:\b(?:weight|wt|wgt|weigth|vajan|wajan|tonnage)|${wordsSource(WEIGHT_LABEL_WORDS)})\s*[.:\-=]*\s*(\d+(?:\.\d+)?)(?!\s*(?:ft|feet|%|k\b|l\b|lakh|\d))`,
  'giu',
);
const PRICE_RE = new RegExp(
  String.raw`(?:(₹|rs\.?|inr)\s*|(?<![\p{L}\d.,])|(?<=(?<![\p{L}\p{M}])(?:${alternation(RUPEE_DOT_WORDS)})\.))(${NUM})\s*(${CHAT_AMOUNT_WORD_SOURCE}|${alternation([...LATIN_AMOUNT_WORDS, ...AMOUNT_WORDS])})?(\s*(?:\/-|(?:inr\b|₹|(?:${RUPEE})\.?(?![\p{L}\p{M}]))(?![^\S\n]*\.?[^\S\n]*\d)))?(?![\p{L}\d])`,
  'giu',
);
const PRICE_CUE_RE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{M}])(?:rate|freight|frieght|frt|bhada|bhaada|bhadha|price|budget|offer|amount|amt|fix|fixed|total|charges|paisa|payment|${alternation(PRICE_WORDS)})|@)\s*(?:is|hai|:|-|=|of|rs\.?|₹)?\s*[:\-=]?\s*$`,
  'iu',
);
// "45 tak de denge", "70 tak final": a small bare number before these words is thousands of rupees.
// (on one line: "tipper 5\neach 30 ton" counts the tippers)
const THOUSANDS_RE = new RegExp(String.raw`(?<![\p{L}\p{N}.,/])(\d{1,3})[^\S\n]*(?:${alternation(THOUSANDS_AFTER_WORDS)})(?![\p{L}\p{M}])`, 'giu');
const PRICE_BARE_MIN = 1000;
// "3500 trip", "7000 per trip", "४००० प्रति ट्रिप": a freight for the trip (see TRIP_WORDS).
const TRIP_AFTER_RE = new RegExp(String.raw`^[^\S\n]*(?:\/|per|a|${alternation(PER_WORDS)})?[^\S\n]*${wordsSource(TRIP_WORDS)}`, 'iu');
// "1 lakh 10 hazar", "1 लाख 20 हजार", "1 lac 15k", "1 lakh 2 savira": the thousands after a lakh add to it.
const AMOUNT_REST_RE = new RegExp(String.raw`\s*(?:and|aur|\+|,)?\s*(\d{1,2})\s*(${CHAT_AMOUNT_WORD_SOURCE}|${alternation([...LATIN_AMOUNT_WORDS, ...AMOUNT_WORDS])})(?![\p{L}\p{M}\d])`, 'iuy');

const INDIC_COUNTING_WORDS = Object.fromEntries(Object.entries(COUNTING_WORDS).filter(([w]) => !/^[a-z]/.test(w)));

// A number said in words right before a unit, wheel word, money word or "hundred" ("battis feet", "das chakka", "सोलह सौ पर टन", "एक लाख दस हजार").
const SPOKEN_AFTER = [
  'feet',
  'foot',
  'fit',
  'ft',
  'ton',
  'tan',
  'tonne',
  ...THOUSAND_WORDS_LATIN,
  'lakh',
  'lac',
  'chakka',
  'chakke',
  'chaki',
  'wheeler',
  'wheelers',
  'wheel',
  'tyre',
  'tyres',
  'thousand',
  'tons',
  'tayar',
  'फीट',
  'फिट',
  'फुट',
  'फूट',
  'टन',
  'तन',
  'हजार',
  'हज़ार',
  'लाख',
  'चक्का',
  'चक्के',
  'चाकी',
  'टायर',
  'पर टन',
  'per ton',
  // Bengali's, Assamese's and Odia's tonne ("দশ টন", "ପନ୍ଦର ଟନ"), and a sack's kilos ("bori pachas kilo wala")
  'টন',
  'ଟନ',
  'ଟନ୍',
  'kilo',
  'kg',
  // and the money words of every script ("ਇੱਕ ਲੱਖ ਪੰਜ ਹਜ਼ਾਰ", "પાંચ હજાર")
  ...AMOUNT_WORDS,
  // and the tonne, feet and wheel words of Tamil and Telugu ("பதினாறு டன்", "పదహారు టన్నులు")
  ...SOUTH_SPOKEN_AFTER_WORDS,
  // Kannada's and Malayalam's tonne ("ಹದಿನಾರು ಟನ್", "പതിനഞ്ച് ടൺ")
  'ಟನ್',
  'ಟನ್ನು',
  'ടൺ',
  'ടണ്',
  // and the Southern ones typed in Latin letters ("muppathu velu", "nalavattu saavira", "oru laksham")
  ...SOUTH_LATIN_AMOUNT_WORDS,
];
// (and the counting words of Marathi, Gujarati, Punjabi and Tamil: "दोन लाख", "પોણા બે લાખ")
// Tamil's tens run together with a unit: a joining form's last vowel sign gives way to the unit's first vowel ("இருபத்து"
// and "ஐந்து" are "இருபத்தைந்து"), or the unit follows it as it is ("இருபத்துமூன்று").
const TAMIL_VOWEL_SIGNS: Readonly<Record<string, string>> = { அ: '', ஆ: 'ா', இ: 'ி', ஈ: 'ீ', உ: 'ு', எ: 'ெ', ஏ: 'ே', ஐ: 'ை', ஒ: 'ொ', ஓ: 'ோ' };
const TAMIL_GLUED_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(TAMIL_TENS).flatMap(([tn, ...joining]) =>
    joining.flatMap((j) =>
      Object.entries(TAMIL_UNITS).map(([u, un]) => {
        const sign = TAMIL_VOWEL_SIGNS[u[0]];
        return [sign === undefined ? j + u : j.slice(0, -1) + sign + u.slice(1), tn + un];
      }),
    ),
  ),
);
// "arubathi anju aayiram" (65,000), "nalavattu entu saavira", "iravai aidu velu": a Southern tens word and its unit
// typed in Latin letters, read as one number before a unit or money word.
const SOUTH_TENS_UNITS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}])(${alternation(Object.keys(SOUTH_LATIN_TENS))})[^\S\n]+(${alternation(Object.keys(SOUTH_LATIN_UNITS))})(?=[^\S\n]+(?:${alternation(SPOKEN_AFTER)})(?![\p{L}\p{M}]))`,
  'giu',
);
const SPOKEN_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries({
    ...INDIC_COUNTING_WORDS,
    ...SPOKEN_NUMBERS,
    ...EAST_SPOKEN_NUMBERS,
    ...TAMIL_GLUED_NUMBERS,
    ...ENGLISH_SPOKEN_NUMBERS,
    ...SPOKEN_FRACTIONS,
    ...SOUTH_LATIN_UNITS,
    ...SOUTH_LATIN_TEENS,
    ...SOUTH_LATIN_TENS,
    ...SOUTH_LATIN_GLUED_NUMBERS,
  }).map(([w, n]) => [w.normalize('NFC'), n]),
);
// Tamil glues "thousand" (ஆயிரம்) to its number, the number's last "u" giving way: "இருபதாயிரம்" 20,000, "பத்தாயிரம்"
// 10,000, "இருபத்தைந்தாயிரம்" 25,000 (and "மூவாயிரம்" 3,000 as said).
const TAMIL_THOUSANDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    Object.entries(SPOKEN_VALUES)
      .filter(([w]) => /^[\u0b80-\u0bff ]+\u0bc1$/u.test(w))
      .map(([w, n]) => [`${w.slice(0, -1)}ாயிரம்`, n * 1000]),
  ),
  மூவாயிரம்: 3000,
};
const TAMIL_THOUSANDS_RE = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(${alternation(Object.keys(TAMIL_THOUSANDS))})(?![\\p{L}\\p{M}])`, 'gu');
// "లక్ష పది వేలు", "ஒரு லட்சம்", "ఒక లక్ష": one lakh, with no number before it; written "1L" for the amount readers.
const BARE_LAKH_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}])(?<!\p{N}[^\S\n]*)(?:(?:${alternation(ONE_BEFORE_LAKH_WORDS)})[^\S\n]+(?:${alternation(LAKH_AFTER_ONE_WORDS)})|(?:${alternation(BARE_LAKH_WORDS)}))(?![\p{L}\p{M}])`,
  'gu',
);
const BARE_LAKH_HINT_RE = new RegExp(alternation([...BARE_LAKH_WORDS, ...LAKH_AFTER_ONE_WORDS]), 'u');
const HUNDRED = alternation(HUNDRED_WORDS);
const SPOKEN_RE = new RegExp(
  String.raw`${firstLettersAhead(Object.keys(SPOKEN_VALUES))}(?<![\p{L}\p{M}\p{N}])(${alternation(Object.keys(SPOKEN_VALUES))})(?:[^\S\n]+(${HUNDRED}))?(?=[^\S\n]+(?:${alternation(SPOKEN_AFTER)})(?![\p{L}\p{M}]))`,
  'giu',
);
// "sadhe" (and a half), "sava" (and a quarter), "paune" (a quarter less) before a number: what each adds to it.
const MORE_OFFSETS: Readonly<Record<string, number>> = Object.fromEntries(
  [...HALF_MORE_WORDS.map((w) => [w, 0.5] as const), ...Object.entries(QUARTER_MORE_WORDS)].map(([w, n]) => [w.normalize('NFC').toLowerCase(), n]),
);
const WHEELS_AFTER_RE = /^[^\S\n]+wheel/i;
const HALF_MORE_HINT_RE = new RegExp(alternation(Object.keys(MORE_OFFSETS)), 'i');
const HALF_MORE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${alternation(Object.keys(MORE_OFFSETS))})[^\S\n]+(\d{1,2})(?=[^\S\n]*(?:${alternation(THOUSAND_WORDS_LATIN)}|lakh|lac|${alternation(AMOUNT_WORDS)}|ton|tons|टन)(?![\p{L}\p{M}]))`,
  'giu',
);
// (the Latin words tried only where a word opens, the scripts' only in a post holding a letter of theirs: the Southern and
// Eastern number words made the list long enough to cost every post a tenth of its time when tried at every letter)
const SPOKEN_HINT_WORDS = Object.keys(SPOKEN_VALUES).filter((w) => !Object.hasOwn(ENGLISH_SPOKEN_NUMBERS, w));
const SPOKEN_HINT_LATIN = SPOKEN_HINT_WORDS.filter((w) => /^[a-z]/i.test(w));
const SPOKEN_HINT_SCRIPTS = SPOKEN_HINT_WORDS.filter((w) => !/^[a-z]/i.test(w));
const SPOKEN_HINT_AFTER = `\\s+(?:sau|सौ|${alternation(SPOKEN_AFTER)})`;
// (the look ahead for a first letter before the look back: most places are passed over by the cheaper test)
const SPOKEN_HINT_LATIN_RE = new RegExp(`${firstLettersAhead(SPOKEN_HINT_LATIN)}(?<![a-z0-9])(?:${alternation(SPOKEN_HINT_LATIN)})${SPOKEN_HINT_AFTER}`, 'i');
const SPOKEN_HINT_SCRIPTS_RE = new RegExp(`${firstLettersAhead(SPOKEN_HINT_SCRIPTS)}(?:${alternation(SPOKEN_HINT_SCRIPTS)})${SPOKEN_HINT_AFTER}`, 'i');
const NOT_ASCII_RE = /[^\x00-\x7f]/;
function spokenHint(text: string): boolean {
  return SPOKEN_HINT_LATIN_RE.test(text) || (NOT_ASCII_RE.test(text) && SPOKEN_HINT_SCRIPTS_RE.test(text));
}
// The English words by how they end (one to twelve, -teen, -ty): a pattern of them all would cost every post thrice as much.
const ENGLISH_SPOKEN_HINT_RE = new RegExp(`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|ty)\\s+(?:${alternation(SPOKEN_AFTER)})`, 'i');

// "11 sau", "बाईस सौ", "paanch sau" (a number, in digits or words, and "hundred"): the hundreds, wherever said.
const HUNDRED_HINT_RE = new RegExp(String.raw`[^\S\n](?:${HUNDRED})(?![\p{L}\p{M}])`, 'iu');
const HUNDREDS_RE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}.,])(\d{1,2}|${alternation(Object.keys(SPOKEN_VALUES))})[^\S\n]+(?:${HUNDRED})(?![\p{L}\p{M}])`, 'giu');
// "20 hazaar 500", as "bees hazaar paanch sau" is left: the hundreds after the thousands add to them (20,500).
const THOUSAND_THEN_HUNDREDS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.,])(\d{1,2})([^\S\n]*(?:${alternation(THOUSAND_WORDS_LATIN)}|thousand|हजार|हज़ार|ਹਜ਼ਾਰ)[^\S\n]+(?:aur[^\S\n]+|और[^\S\n]+)?)([1-9])00(?![\d.,])`,
  'giu',
);
// "1 rupiya 80 paisa kilo": rupees and paise, written as one amount in rupees ("1.80 rupiya") for the rate readers.
const RUPEE_PAISE_RE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}.,])(\d{1,3})[^\S\n]*(${RUPEE})[^\S\n]+(\d{1,2})[^\S\n]*(?:${alternation(PAISE_WORDS)})(?![\p{L}\p{M}])`, 'giu');
// "90 paise kilo": paise alone, written as rupees ("0.90 rs") the same way.
const PAISE_ONLY_RE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}.,])(\d{1,2})[^\S\n]*(?:${alternation(PAISE_WORDS)})(?![\p{L}\p{M}])`, 'giu');
const PAISE_HINT_RE = /pais|pes[ae]|poisa|पैस|ਪੈਸ|পয়স|পইচ|ପଇସ/i;

/** Hundreds said as "N sau", thousands and hundreds, and rupees and paise (or paise alone), written as one figure (same length). */
function readSpokenHundreds(s: Scan, hundreds: boolean): void {
  if (hundreds) {
    s.text = s.text.replace(HUNDREDS_RE, (m: string, n: string) => {
      const v = (/^\d/.test(n) ? Number(n) : (SPOKEN_VALUES[n.normalize('NFC').toLowerCase()] ?? 0)) * 100;
      const digits = String(v);
      return v > 0 && digits.length <= m.length ? digits.padEnd(m.length, ' ') : m;
    });
    s.text = s.text.replace(THOUSAND_THEN_HUNDREDS_RE, (m: string, n: string, _between: string, h: string) => {
      const digits = String(Number(n) * 1000 + Number(h) * 100);
      return digits.padEnd(m.length, ' ');
    });
  }
  if (PAISE_HINT_RE.test(s.text)) {
    s.text = s.text.replace(RUPEE_PAISE_RE, (m: string, r: string, word: string, p: string) => {
      const figure = `${r}.${p.padStart(2, '0')} ${word}`;
      return figure.length <= m.length ? figure.padEnd(m.length, ' ') : m;
    });
    s.text = s.text.replace(PAISE_ONLY_RE, (m: string, p: string) => {
      const figure = `0.${p.padStart(2, '0')} rs`;
      return figure.length <= m.length ? figure.padEnd(m.length, ' ') : m;
    });
  }
}

// "വാടക പതിനെട്ടായിരം": Malayalam's thousands glued into one word (lexicon/units.ts MALAYALAM_THOUSANDS).
const MALAYALAM_THOUSAND_HINT = '\u0d3e\u0d2f\u0d3f\u0d30\u0d02';
const MALAYALAM_THOUSANDS_RE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alternation(Object.keys(MALAYALAM_THOUSANDS))})(?![\p{L}\p{M}])`, 'gu');

// "iruvathaayiram" (20,000), "pathinaayiram" (10,000), "muppathinayiram": a Tamil or Malayalam tens or teens word and
// "aayiram" (thousand) typed as one word, written as its figure.
const SOUTH_GLUED_THOUSANDS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries({ ...SOUTH_LATIN_TEENS, ...SOUTH_LATIN_TENS })
    .filter(([w]) => w.endsWith('u'))
    .flatMap(([w, n]) => ['aayiram', 'ayiram', 'inaayiram', 'inayiram'].map((t) => [w.slice(0, -1) + t, n * 1000])),
);
const SOUTH_GLUED_THOUSANDS_RE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])(${alternation(Object.keys(SOUTH_GLUED_THOUSANDS))})(?![\p{L}\p{M}])`, 'giu');

// "five fifty per ton", "eleven seventy five per MT": hundreds said without "hundred", as a rate per tonne is told aloud
// (the hundreds, one to nineteen, then the tens), only right before a per-tonne word.
const ENGLISH_HUNDREDS_WORDS = Object.keys(ENGLISH_SPOKEN_NUMBERS).filter((w) => ENGLISH_SPOKEN_NUMBERS[w] < 20);
const ENGLISH_TENS_WORDS = Object.keys(ENGLISH_SPOKEN_NUMBERS).filter((w) => ENGLISH_SPOKEN_NUMBERS[w] >= 20);
const HUNDREDS_UNSAID_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}])(${alternation(ENGLISH_HUNDREDS_WORDS)})[^\S\n]+(${alternation(ENGLISH_TENS_WORDS)})(?=[^\S\n]*(?:per|\/|a)[^\S\n]*(?:${alternation(Object.keys(WEIGHT_UNITS).filter((u) => WEIGHT_UNITS[u] === 1))})(?![\p{L}\p{M}]))`,
  'giu',
);
const HUNDREDS_UNSAID_HINT_RE = /ty[^\S\n]+(?:[a-z]+[^\S\n]+)?(?:per|\/|a[^\S\n])/i;

/** Numbers said in words before a unit or money word, written as digits (same length) for every later stage. */
export function readSpokenNumbers(s: Scan): void {
  if (HUNDREDS_UNSAID_HINT_RE.test(s.text)) {
    s.text = s.text.replace(HUNDREDS_UNSAID_RE, (m: string, h: string, t: string) => {
      const key = (w: string) => w.toLowerCase().replace(/\s+/g, ' ');
      const v = (ENGLISH_SPOKEN_NUMBERS[key(h)] ?? 0) * 100 + (ENGLISH_SPOKEN_NUMBERS[key(t)] ?? 0);
      return String(v).padEnd(m.length, ' ');
    });
  }
  // (before "one hundred per ton" is made digits: "one thousand one hundred per ton" is 1,100 still)
  const hundreds = HUNDRED_HINT_RE.test(s.text);
  // (as "20 ஆயிரம்", so that the thousands after a lakh add to it: "ஒரு லட்சம் பத்தாயிரம்")
  if (s.text.includes('ாயிரம்')) {
    s.text = s.text.replace(TAMIL_THOUSANDS_RE, (m: string, w: string) => {
      const n = TAMIL_THOUSANDS[w.normalize('NFC')];
      if (n === undefined) return m;
      const spaced = `${n / 1000} ஆயிரம்`;
      return (spaced.length <= m.length ? spaced : String(n)).padEnd(m.length, ' ');
    });
  }
  if (s.text.includes(MALAYALAM_THOUSAND_HINT)) s.text = s.text.replace(MALAYALAM_THOUSANDS_RE, (m: string) => String(MALAYALAM_THOUSANDS[m]).padEnd(m.length, ' '));
  if (/yiram/i.test(s.text)) {
    s.text = s.text.replace(SOUTH_GLUED_THOUSANDS_RE, (m: string, word: string) => String(SOUTH_GLUED_THOUSANDS[word.toLowerCase()] ?? m).padEnd(m.length, ' '));
  }
  if (spokenHint(s.text) || ENGLISH_SPOKEN_HINT_RE.test(s.text)) {
    s.text = s.text.replace(SOUTH_TENS_UNITS_RE, (m: string, tens: string, unit: string) => {
      const n = (SOUTH_LATIN_TENS[tens.toLowerCase()] ?? 0) + (SOUTH_LATIN_UNITS[unit.toLowerCase()] ?? 0);
      return String(n).padEnd(m.length, ' ');
    });
    const text = s.text;
    s.text = text.replace(SPOKEN_RE, (m: string, word: string, hundred: string | undefined, at: number) => {
      const n = (SPOKEN_VALUES[word.normalize('NFC').toLowerCase().replace(/\s+/g, ' ')] ?? 0) * (hundred ? 100 : 1);
      const digits = String(n);
      // "two wheeler parts", "four wheeler": fewer wheels than a truck has name a vehicle carried, no truck.
      if (n < 6 && WHEELS_AFTER_RE.test(text.slice(at + m.length))) return m;
      if (n > 0 && digits.length <= m.length) return digits.padEnd(m.length, ' ');
      // "सवा लाख" (1.25): a figure one longer than its word takes the space after it ("1.25लाख").
      return n > 0 && digits.length === m.length + 1 && text[at + m.length] === ' ' && text[at + m.length + 1] !== ' ' ? `${digits}\u0000` : m;
    });
    if (s.text.includes('\u0000')) s.text = s.text.replace(/\u0000 /g, '');
  }
  if (BARE_LAKH_HINT_RE.test(s.text)) s.text = s.text.replace(BARE_LAKH_RE, (m: string) => '1L'.padEnd(m.length, ' '));
  // "साढ़े 35 हजार" (as voice typing leaves "साढ़े पैंतीस हजार"): the number and a half; "sava 2 lakh" 2.25 lakh, "paune 2 lakh" 1.75.
  if (HALF_MORE_HINT_RE.test(s.text)) {
    s.text = s.text.replace(HALF_MORE_RE, (m: string, word: string, n: string) => {
      const v = Number(n) + (MORE_OFFSETS[word.normalize('NFC').toLowerCase()] ?? 0);
      return v > 0 ? String(v).padEnd(m.length, ' ') : m;
    });
  }
  readSpokenHundreds(s, hundreds);
}

function parseNum(s: string): number {
  return Number(s.replace(/,/g, ''));
}

// "dedh lakh nahi bhai 1 lakh 5 hazar", "100 कट्टा नहीं 400 कट्टा", "20 ton nahi 25 ton": a figure (with its word) said not
// to be so, and another figure right after, which is meant. (Only the figure is blanked: the "not" stays for the truck's
// reader, "आयशर 19 फीट नहीं, 10 चक्का चाहिए" refusing the Eicher.)
const NOT_SO_FIGURE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.,])\d[\d.,]*(?:[^\S\n]*[\p{L}\p{M}]+)?(?=[.…]*[^\S\n]+(?:${alternation(NOT_SO_WORDS)})(?:[^\S\n]+${wordsSource(TAKEN_BACK_FILLERS)})?[^\S\n]*[,;]?[^\S\n]*\d)`,
  'giu',
);
const NOT_SO_HINT_RE = /nahi|nai|नही|ਨਹੀਂ|alla|illa|kaadu|kadu|sorry|sry/i;

// "3 hazaar kam 60 hazaar yani 57000", "60k matlab 57000": a figure worked out or said again after "yani" / "matlab" /
// "i.e." is the one meant; the figures before it (one, or two joined by a word) only lead up to it.
const RESTATED_FIGURE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.,])\d[\d.,]*(?:[^\S\n]*[\p{L}\p{M}]+)?(?:[^\S\n]+[\p{L}\p{M}]+[^\S\n]+\d[\d.,]*(?:[^\S\n]*[\p{L}\p{M}]+)?)?[^\S\n]*[,(]?[^\S\n]*(?:${wordsSource(RESTATE_WORDS)}|i\.e\.?)[^\S\n]*[,:]?(?=[^\S\n]*\d)`,
  'giu',
);
const RESTATED_HINT_RE = /yaa?ni|matlab|i\.e|यान|मतलब/i;

/** Blanks numbers that are not weights, lengths or prices: labelled amounts (advance, toll, GST), reference numbers, counts and distances. */
export function blankOtherNumbers(s: Scan): void {
  if (NOT_SO_HINT_RE.test(s.text)) consume(s, NOT_SO_FIGURE_RE, takeNothing);
  if (RESTATED_HINT_RE.test(s.text)) consume(s, RESTATED_FIGURE_RE, takeNothing);
  if (MISC_LABEL_HINT_RE.test(s.text)) consume(s, MISC_LABEL_RE, takeNothing);
  if (INDIC_LETTER_RE.test(s.text) && NOT_FREIGHT_HINT_RE.test(s.text)) consume(s, NOT_FREIGHT_RE, takeNothing);
  if (OLD_RATE_HINT_RE.test(s.text)) consume(s, OLD_RATE_RE, takeNothing);
  if (MISC_NUMBER_CORE_RE.test(s.text)) consume(s, MISC_NUMBER_RE, takeNothing);
}

/** The longest truck a length may name where no feet word follows it ("32ft sxl 68 hazar" is a freight). */
const MAX_BARE_FEET = 60;
/** The longest with its feet word ("65 ft trailer", an ODC trailer): the form's limit (lib/fields.ts truckLength). */
const MAX_STATED_FEET = 80;

function lengthTaker(max: number): Take {
  return (m, s) => {
    const v = Number(m[1]);
    if (v < 6 || v > max) return false;
    s.f.length ??= { value: v, conf: 1 };
  };
}
const takeLength = lengthTaker(MAX_BARE_FEET);
const takeStatedLength = lengthTaker(MAX_STATED_FEET);

// A body's length is its longest side: "6 x 20 ft containers" (a smaller figure first) is a count of trucks times their
// length, left to the length and count readers.
const BODY_SIZE_SECOND_RE = /[x×*]\s*(\d{1,2}(?:\.\d)?)/i;
const takeBodySize: Take = (m, s) => {
  const second = BODY_SIZE_SECOND_RE.exec(m[0]);
  if (second && Number(second[1]) > Number(m[1])) return false;
  return takeLength(m, s);
};

/** A body's size given as length x width x height ("32x8x8 ft"), read before its "x" is taken for a count. */
export function extractBodySize(s: Scan): void {
  if (BODY_SIZE_HINT_RE.test(s.text)) consume(s, BODY_SIZE_RE, takeBodySize);
}

// "22 ka truck chahiye", "32 wali gaadi", "32 wala container", "32 वाली गाड़ी": a truck's length said without a feet word,
// before a possessive and a truck noun or body.
const BARE_LENGTH_NOUNS = [...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC, 'container', 'trailer', 'tempo', 'open', 'taurus', 'tanker', 'tipper', 'eicher', 'canter', 'sxl', 'mxl', 'कंटेनर', 'ट्रेलर'];
const BARE_LENGTH_RE = new RegExp(
  String.raw`(?<![\d.,]\s*)(${BARE_TRUCK_LENGTHS.join('|')})\s+(?:ka|ki|ke|${alternation(WHICH_TRUCK_WORDS)})\s+(?=(?:${alternation(BARE_LENGTH_NOUNS)})(?![\p{L}\p{M}]))`,
  'giu',
);
const BARE_LENGTH_HINT_RE = /\d\s+(?:k[aie]\s|wa+l|va+l|वाल)/i;
// "Length: 32", "लंबाई 32": a truck's length given under its label with no feet word (not a weight or a size: "32 x 8").
const LENGTH_LABEL_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:length|lenght|lambai|लंबाई|लम्बाई|लांबी)[^\S\n]*[:\-=]?[^\S\n]*(${BARE_TRUCK_LENGTHS.join('|')})(?!\d|[.,]\d|[^\S\n]*(?:[x×*]|${UNIT})(?![\p{L}\p{M}]))`,
  'giu',
);
const LENGTH_LABEL_HINT_RE = /length|lenght|lambai|लंबाई|लम्बाई|लांबी/i;

// "PVC pipes 20 feet wali, ..., 32 fit gadi": the goods' own length, blanked before the truck's is read.
const GOODS_LENGTH_RE = new RegExp(
  String.raw`(?<=(?<![\p{L}\p{M}])(?:${alternation(LONG_GOODS_WORDS)})[^\S\n]+)\d{1,2}[^\S\n]*(?:${alternation(FEET_WORDS)}|')[^\S\n]*(?:${alternation(OWN_LENGTH_WORDS)})(?![\p{L}\p{M}])`,
  'giu',
);
const GOODS_LENGTH_HINT_RE = /(?:pipe|rod|bar|pole|plank|beam|girder|channel|angle|sariy?a|पाइप|सरिया)s?[^\S\n]+\d/i;

export function extractLength(s: Scan): void {
  if (GOODS_LENGTH_HINT_RE.test(s.text)) consume(s, GOODS_LENGTH_RE, () => undefined);
  consume(s, LENGTH_RANGE_RE, takeLength);
  consume(s, LENGTH_RE, takeStatedLength);
  if (BARE_LENGTH_HINT_RE.test(s.text)) consume(s, BARE_LENGTH_RE, takeLength);
  if (LENGTH_LABEL_HINT_RE.test(s.text)) consume(s, LENGTH_LABEL_RE, takeLength);
  consume(s, LENGTH_BEFORE_TYPE_RE, takeLength);
  if (/[sm]xl|txl/i.test(s.text)) consume(s, LENGTH_AFTER_TYPE_RE, takeLength);
}

/**
 * A freight or rate given as a range ("40-45k", "Rs 40,000-45,000", "45 se 50 hazar", "1800-2000 PMT") is read at
 * its upper figure, the most the shipper says he will pay (as "45 tak" is), which takes the amount word of the first
 * when it has none ("40-45k" is 45,000, "95k-1 lakh" 1,00,000): the range is rewritten in place as that figure, for the
 * rate and price readers after it.
 */
export function collapseAmountRanges(s: Scan): void {
  if (!/\d\s*\S*\s*\d/.test(s.text) || !AMOUNT_RANGE_HINT_RE.test(s.text)) return;
  AMOUNT_RANGE_RE.lastIndex = 0;
  let out = '';
  let copied = 0;
  for (let m = AMOUNT_RANGE_RE.exec(s.text); m; m = AMOUNT_RANGE_RE.exec(s.text)) {
    const [whole, lowNum, lowWord, highNum, highWord] = m;
    const word = lowWord ?? highWord ?? '';
    const mult = amountMultiplier(word.toLowerCase(), parseNum(lowNum));
    const highMult = amountMultiplier((highWord ?? word).toLowerCase(), parseNum(highNum));
    if (mult === null || highMult === null) continue;
    const low = parseNum(lowNum) * mult;
    const high = parseNum(highNum) * highMult;
    // Both figures money-sized (or named thousands or lakhs), the second above the first and within twice it.
    if (!(word || low >= 1000) || !(high > low && high <= low * 2)) continue;
    const upper = highWord ? `${highNum} ${highWord}` : word ? `${highNum} ${word}` : highNum;
    out += s.text.slice(copied, m.index) + upper.padEnd(whole.length, ' ');
    copied = m.index + whole.length;
  }
  if (copied > 0) s.text = out + s.text.slice(copied);
}

// The Latin words as ASCII words (a fast pattern for every post), the scripts' words only where a script is written.
const CHOICE_LATIN_RE = new RegExp(String.raw`\b(?:${alternation(CHOICE_WORDS.filter((w) => /^[a-z]+$/.test(w)))})\b`, 'gi');
const CHOICE_INDIC_RE = new RegExp(wordsSource(CHOICE_WORDS.filter((w) => !/^[a-z]+$/.test(w))), 'gu');
// The clause an option stands in: up to a comma, semicolon, bar or line end.
const CLAUSE_BREAK_RE = /[,;|\n]/g;
const DIGIT_RE = /\d/;

/** Whether a piece of text names a freight or a rate per tonne. */
function namesMoney(text: string): boolean {
  const t: Scan = { text, f: {}, base: 0, dates: [] };
  extractRate(t);
  extractPrice(t.text, t.f);
  return t.f.rate !== undefined || t.f.price !== undefined;
}

/**
 * The rate per tonne (extractRate), but of a rate and a freight offered for one truck as a choice ("per ton 1700 ya fix
 * 33 hazar", "33 hazar fix ya 1700 per ton") only the first named: the other is blanked. Two freights need no more
 * ("30k with 90% advance or 32k with 70% advance": the price reader takes the first), and a range of one amount ("40
 * ya 42 hazar") is read before, at its upper figure.
 */
export function extractRateOption(s: Scan): void {
  const before = s.text;
  const had = s.f.rate;
  extractRate(s);
  if (had || !s.f.rate || !choiceIn(before)) return;
  s.text = before;
  s.f.rate = undefined;
  dropOptionsAfter(s, CHOICE_LATIN_RE);
  if (INDIC_LETTER_RE.test(s.text)) dropOptionsAfter(s, CHOICE_INDIC_RE);
  extractRate(s);
}

function choiceIn(text: string): boolean {
  CHOICE_LATIN_RE.lastIndex = 0;
  CHOICE_INDIC_RE.lastIndex = 0;
  return CHOICE_LATIN_RE.test(text) || (INDIC_LETTER_RE.test(text) && CHOICE_INDIC_RE.test(text));
}

function dropOptionsAfter(s: Scan, choice: RegExp): void {
  choice.lastIndex = 0;
  for (let m = choice.exec(s.text); m; m = choice.exec(s.text)) {
    const start = Math.max(s.text.lastIndexOf(',', m.index), s.text.lastIndexOf(';', m.index), s.text.lastIndexOf('\n', m.index)) + 1;
    CLAUSE_BREAK_RE.lastIndex = m.index + m[0].length;
    const end = CLAUSE_BREAK_RE.exec(s.text)?.index ?? s.text.length;
    const before = s.text.slice(start, m.index);
    const after = s.text.slice(m.index + m[0].length, end);
    if (!DIGIT_RE.test(before) || !DIGIT_RE.test(after) || !namesMoney(before) || !namesMoney(after)) continue;
    s.text = s.text.slice(0, m.index) + ' '.repeat(end - m.index) + s.text.slice(end);
  }
}

function setRate(s: Scan, amount: string, unit: string, thousands: boolean, at = -1): boolean {
  const v = (parseNum(amount) * (thousands ? 1000 : 1)) / (RATE_UNITS[unit.toLowerCase()] ?? 1);
  if (v < 100 || v > 50_000) return false;
  // "টন প্রতি ১৫৫০ লিখেছিলাম, ভুল - টন প্রতি ১৬০০", "rate revised 1850 PMT": a rate said after a word of its change
  // outranks the one said before it, as a changed freight does (extractPrice)
  if (s.f.rate && at > 0 && s.f.rate.conf < CHANGED_CONF && changedBefore(s.text, at)) s.f.rate = { value: Math.round(v), conf: CHANGED_CONF };
  s.f.rate ??= { value: Math.round(v), conf: 1 };
  return true;
}

/** Whether a word of a changed freight stands right before `at` ("ভুল - ", "rate revised"). */
function changedBefore(text: string, at: number): boolean {
  return CHANGED_HINT_RE.test(text) && CHANGED_BEFORE_RE.test(text.slice(Math.max(0, at - 24), at));
}

const takeRate: Take = (m, s) => setRate(s, m[1] ?? m[4], m[3] ?? m[6], (m[2] ?? m[5]) !== undefined, m.index);
const takeUnitFirst: Take = (m, s) => setRate(s, m[4], m[1] ?? m[2] ?? m[3], false, m.index);
const takeCurrencyUnit: Take = (m, s) => setRate(s, m[1], m[2], false);
const takeLineUnitRate: Take = (m, s) => setRate(s, m[2], m[1], false);
const takeAmountRateUnit: Take = (m, s) => setRate(s, m[1], m[2], false);
// ("1 ton ka 8000" alone is a load of a tonne for 8000: a rate only beside a weight of its own)
const takeOneUnitRate: Take = (m, s) => otherWeight(s.text, m.index, m[0].length) && setRate(s, m[2], m[1], false);
const takeUnitThenAmount: Take = (m, s) => otherWeight(s.text, m.index, m[0].length) && setRate(s, m[2], m[1], false);
// "2150 ton ka" is a rate only beside a weight of its own (else "300 ton ka," is the weight), or where it weighs more than
// any post's total ("1800 ton ka", "1800 ton rate": MAX_TOTAL_TONNES).
const takeRateOfUnit: Take = (m, s) => (otherWeight(s.text, m.index, m[0].length) || noWeight(m[1], m[2])) && setRate(s, m[1], m[2], false);

// "150 quintal rate", "2 kilo rate": an amount of a unit lighter than a tonne with the rate word after it is a rate per
// that unit, a weight or not beside it (a weight is told in tonnes; "20 ton rate" stays a weight, its rate too small).
const takeRateWordUnit: Take = (m, s) =>
  (otherWeight(s.text, m.index, m[0].length) || noWeight(m[1] ?? m[3], m[2] ?? m[4]) || (m[3] !== undefined && (WEIGHT_UNITS[m[4].toLowerCase()] ?? 1) < 1)) &&
  setRate(s, m[1] ?? m[3], m[2] ?? m[4], false);

/** An amount of a unit heavier than any post's total weight is none ("1800 ton ka" is a rate). */
function noWeight(amount: string, unit: string): boolean {
  return parseNum(amount) * (WEIGHT_UNITS[unit.toLowerCase()] ?? 0) > MAX_TOTAL_TONNES;
}

const takeRateAfterWeight: Take = (m, s) => {
  if (TOTAL_BEFORE_RE.test(s.text.slice(Math.max(0, m.index - 24), m.index))) return false;
  const before = s.text.slice(0, m.index);
  WEIGHT_RE.lastIndex = 0;
  let truckWeight = false;
  for (let w = WEIGHT_RE.exec(before); w; w = WEIGHT_RE.exec(before)) {
    const v = Math.max(parseNum(w[1]), w[2] ? parseNum(w[2]) : 0) * (WEIGHT_UNITS[w[3].toLowerCase()] ?? 1);
    if (v > 0 && v <= 60) truckWeight = true;
  }
  return truckWeight && setRate(s, m[1], m[2], false);
};

function otherWeight(text: string, at: number, length: number): boolean {
  const rest = text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);
  WEIGHT_RE.lastIndex = 0;
  return WEIGHT_RE.test(rest);
}

/** A rate quoted per tonne, per quintal or per kg ("1800/ton", "@ 2100 PMT"), as rupees per tonne. */
function extractRate(s: Scan): void {
  if ((s.text.includes('/') || RATE_HINT_RE.test(s.text)) && PER_TONNE_CORE_RE.test(s.text)) consume(s, PER_TONNE_RE, takeRate);
  if (CURRENCY_HINT_RE.test(s.text)) consume(s, CURRENCY_UNIT_RE, takeCurrencyUnit);
  if (UNIT_FIRST_HINT_RE.test(s.text)) {
    if (UNIT_FIRST_CORE_RE.test(s.text)) consume(s, UNIT_FIRST_RE, takeUnitFirst);
    consume(s, AMOUNT_UNIT_PER_RE, takeCurrencyUnit);
  }
  if (RATE_OF_UNIT_HINT_RE.test(s.text)) consume(s, RATE_OF_UNIT_RE, takeRateOfUnit);
  if (!s.f.rate) consume(s, UNIT_THEN_AMOUNT_RE, takeUnitThenAmount);
  if (RATE_WORD_HINT_RE.test(s.text)) consume(s, RATE_WORD_UNIT_RE, takeRateWordUnit);
  if (!s.f.rate && RATE_WORD_HINT_RE.test(s.text)) consume(s, AMOUNT_RATE_UNIT_RE, takeAmountRateUnit);
  if (!s.f.rate && ONE_UNIT_HINT_RE.test(s.text)) consume(s, ONE_UNIT_RATE_RE, takeOneUnitRate);
  if (!s.f.rate) consume(s, LINE_UNIT_RATE_RE, takeLineUnitRate);
  if (!s.f.rate) consume(s, RATE_AFTER_WEIGHT_RE, takeRateAfterWeight);
}

/** The most a post's weight may be when it is the total of its trucks: 20 trucks (MAX_TRUCKS_PER_POST) of 60 t. */
const MAX_TOTAL_TONNES = 1200;
// "total 150 ton", "कुल 90 टन": a total word right before the weight.
const TOTAL_BEFORE_RE = new RegExp(`(?<![\\p{L}])(?:${alternation(TOTAL_WORDS)})\\s*(?:weight|wt|vajan|wajan)?\\s*[:\\-=]?\\s*$`, 'iu');

const takeWeight: Take = (m, s) => {
  const low = parseNum(m[1]);
  const high = m[2] ? parseNum(m[2]) : low;
  // "18-20 ton": quote the upper bound, the truck has to take it.
  const v = Math.max(low, high) * (WEIGHT_UNITS[m[3].toLowerCase()] ?? 1);
  // More than the product lets a truck carry (MAX_TONNES) is no load's weight ("reactor vessel 120 MT" on one trailer),
  // unless it is the total of several ("total 150 ton"; assembly shares it out).
  if (v <= 0 || (v > MAX_TONNES && (v > MAX_TOTAL_TONNES || !TOTAL_BEFORE_RE.test(s.text.slice(Math.max(0, m.index - 24), m.index))))) return false;
  // "rice 25kg bags 20 ton", "50 kilo bori": a few kilos right before a sack word weigh one sack, not the load.
  if (v < 0.5 && BAG_AFTER_RE.test(s.text.slice(m.index + m[0].length, m.index + m[0].length + 24))) return false;
  // "via Varanasi, Patna me 2 ton utarega", "Kanpur me 2 ton khali karna hai": a part unloaded on the way is no load's weight.
  if (PART_DROP_AFTER_RE.test(s.text.slice(m.index + m[0].length, m.index + m[0].length + 24))) return false;
  // "gehu 300 quintal, 2 gaadi 15-15 ton": a weight said twice ("15-15", Hindi for "each") is each truck's, and wins
  // over a weight read before it (the goods' total).
  if (m[2] && low === high && v <= 60) s.f.weight = { value: round3(v), conf: 1 };
  // "gehu 200 quintal, 2 truck, har truck 100 qtl": a weight said of each truck wins over the goods' total as well.
  else if (v <= 60 && PER_TRUCK_BEFORE_RE.test(s.text.slice(Math.max(0, m.index - 20), m.index))) s.f.weight = { value: round3(v), conf: 1 };
  s.f.weight ??= { value: round3(v), conf: 1 };
};
// An unloading verb right after a weight ("2 ton utarega", "2 ton utrega", "2 ton khali karna hai", "2 टन उतरेगा", "2 ton unload").
const PART_DROP_AFTER_RE = /^[^\S\n]*(?:(?:maal|माल)[^\S\n]+)?(?:utar|utaar|utr|khali[^\S\n]+(?:kar|ho)|unload|उतर|उतार|खाली[^\S\n]+(?:कर|हो))/iu;
// "har truck", "each truck", "per gaadi", "हर गाड़ी" right before a weight.
const PER_TRUCK_BEFORE_RE = /(?:\b(?:har|each|every|per)|हर|प्रति)[^\S\n]+(?:trucks?|trk|gaa?di|gaddi|gari|vehicle|lorry|गाड़ी|गाडी|ट्रक)[^\S\n]*[:-]?[^\S\n]*(?:me|mein|में)?[^\S\n]*$/i;

const takeWeightLabel: Take = (m, s) => {
  const n = Number(m[1]);
  const v = n >= 100 ? n / 1000 : n;
  if (v <= 0 || v > 60) return false;
  s.f.weight ??= { value: round3(v), conf: 0.7, note: notes.noUnit(n >= 100) };
};

const BRACKETS_RE = /\([^()\n]*\)/g;

/**
 * The weight with a unit ("20T", "18-20 ton", "9000 kg", "90 qtl"), else a labelled bare number ("Weight: 9"). A weight
 * in brackets is a note beside the load's own ("via Patna (Patna me 3 ton khali), 14 ton"): read only when none is outside.
 */
export function extractWeight(s: Scan): void {
  if (s.text.includes('(')) outsideBrackets(s, () => consume(s, WEIGHT_RE, takeWeight));
  consume(s, WEIGHT_RE, takeWeight);
  if (!s.f.weight && WEIGHT_LABEL_HINT_RE.test(s.text)) consume(s, WEIGHT_LABEL_RE, takeWeightLabel);
}

// (with Marathi's "of" glued on: "500 पोती 50 किलोची", sacks of 50 kilos; Telugu's plural and oblique, "బస్తా 40 కిలోలు",
// "26 కిలోల బస్తాలు 1000"; Bengali's, Assamese's and Odia's "of", "৫০ কেজির ৪০০ বস্তা", "৫০ কেজিৰ", "୫୦ କେଜିର")
const EACH_KG = String.raw`[^\S\n]*(?:kgs?|kilos?|किलो|केजी|કિલો|ਕਿਲੋ|கிலோ|কেজি|ಕೆಜಿ|ಕಿಲೋ|కిలో|కేజీ|കിലോ|କିଲୋ|କେଜି)(?:च्या|ची|चे|चा|లు|ల|র|ৰ|ର)?(?![\p{L}\p{M}])`;
// "120 katte 1 quintal wale": each sack's weight in quintals (the weight units worth a tenth of a tonne).
const EACH_QUINTAL = String.raw`[^\S\n]*(?:${alternation(Object.keys(WEIGHT_UNITS).filter((u) => WEIGHT_UNITS[u] === 0.1))})(?![\p{L}\p{M}])`;
// "bori 250 nang 40 kilo wali", "250 nos bori": a word for pieces after the count of sacks.
// ("chaul bag 60 ta (50 kg)", "বস্তা ৫০০টা": the classifiers of Bengali and Odia after a count, CHAT-LABELS)
const PIECES_SAID = String.raw`(?:[^\S\n]*(?:${alternation([...COUNT_UNIT_WORDS, ...COUNT_CLASSIFIERS])})(?![\p{L}\p{M}]))?`;
// "600 bori 50 kilo wali", "400 bags x 50 kg", "1000 katte of 25 kg each", "500 बोरी 50 किलो", "400 bags (50kg)",
// "600 bags/truck (50kg)", "50 bags each (50kg)": sacks counted with what each weighs; the sack word again before the
// weight ("400 బస్తాలు, బస్తా 40 కిలోలు": 400 sacks, a sack 40 kilos).
const BAG_WEIGHT_RE = new RegExp(
  String.raw`(?<![\d.,])(\d{2,5})${PIECES_SAID}[^\S\n]*(?:${alternation(BAG_WORDS)})(?![\p{L}\p{M}])[^\S\n]*(?:(?:\/|per[^\S\n]+)(?:truck|gaa?di|gaddi|vehicle)[^\S\n]*)?(?:each[^\S\n]*)?(?:of|x|×|\*|ka|ki|ke|@|[:\-(,])?[^\S\n]*(?:(?:${alternation(BAG_WORDS)})(?![\p{L}\p{M}])[^\S\n]*)?(\d{1,3})(?:${EACH_KG}|(${EACH_QUINTAL}))`,
  'giu',
);
// "600 nos x 50 kg", "400 pcs × 25 kg": pieces counted, then a times sign and what each weighs, weigh as sacks do.
const PIECES_WEIGHT_RE = new RegExp(String.raw`(?<![\d.,])(\d{2,5})[^\S\n]*(?:${alternation(PIECE_WORDS)})\.?[^\S\n]*[x×*][^\S\n]*(\d{1,3})${EACH_KG}`, 'giu');
const PIECES_HINT_RE = /\d[^\S\n]*(?:no|pc|pieces|units)/i;
const BAG_HINT_RE = new RegExp(alternation(BAG_WORDS), 'i');
const BAG = `(?:${alternation(BAG_WORDS)})(?![\\p{L}\\p{M}])`;
// The same told in other orders, each with what is counted named: "कट्टे 600 (50 किलो)", "katte 540, 50 kilo wale"
// (sack word, count, weight); "bags 25 kg x 640", "katte 50 kg wale 560", "कट्टे 25 किलो वाले 1000", "Cement 40 kg bags
// 700", "rice 25 kg bags x 1000", "ಸಕ್ಕರೆ ಚೀಲ 50 ಕೆಜಿ - 500 ಚೀಲ" (sack word, weight, count); "30 kg x 600 bags", "maize 50
// kg 400 bags", "மஞ்சள் மூட்டை 50 கிலோ 300 மூட்டை" (weight, count, sack word). Group 1 is the count and group 2 the
// weight, or group 3 the weight and 4 the count. A number with a weight unit after it is the load's weight, no count
// ("rice 25kg bags 20 ton each").
const BAG_ONE_RE = new RegExp(BAG, 'iu');
const BAG_AFTER_RE = new RegExp(String.raw`^[^\S\n]*-?[^\S\n]*${BAG}`, 'iu');
// ("50 kg ki 400 bori", "૫૦ કિલો ની ૨૬૦ બોરી", "40 kg vi 300 bastalu", "50 किलो बैग, 500 बैग": the weight, "of" or the sack
// word and a comma, then the count of sacks; "of" as the lexicon writes it, and its forms before a plural or an oblique
// noun, with Telugu's "of" typed apart)
const SACK_OF_WORDS = [...POSSESSIVE_WORDS, 'na', 'de', 'ਦੇ', 'ના', 'vi', 'వి'];
const BAG_WEIGHT_ORDERS_RE = new RegExp(
  String.raw`${BAG}[^\S\n]*(\d{2,5})(?![.,]?\d)${PIECES_SAID}[^\S\n]*[,(]?[^\S\n]*(\d{1,3})${EACH_KG}` +
    String.raw`|(?:${BAG}[^\S\n]*)?(?<![\d.,])(\d{1,3})${EACH_KG}[^\S\n]*(?:${alternation(WHICH_TRUCK_WORDS)}|each|[x×*]|chya|chi|che|cha|च्या|ची|चे|${BAG}(?:[^\S\n]*[x×*])?|${BAG}[^\S\n]*,(?=[^\S\n]*\d{2,5}[^\S\n]*${BAG})|(?:${alternation(SACK_OF_WORDS)})(?=[^\S\n]+\d{2,5})|[-–](?=[^\S\n]*\d{2,5}[^\S\n]*${BAG})|(?=\d{2,5}[^\S\n]*${BAG}))[^\S\n]*(\d{2,5})(?![.,]?\d)(?![^\S\n]*(?:rs|₹|\/-|per|rate|(?:${UNIT})(?![\p{L}\p{M}])))(?:[^\S\n]*${BAG})?` +
    // "salt bags 50 kg, 560 bags": the sack word, its weight, a comma, the count and the sack word again (groups 5, 6)
    String.raw`|${BAG}[^\S\n]*(\d{1,3})${EACH_KG}[^\S\n]*,[^\S\n]*(\d{2,5})(?![.,]?\d)[^\S\n]*${BAG}`,
  'giu',
);
const PER_BAG = `(?:${alternation(PER_WORDS)}|\\/)`;
// "90 रुपये प्रति बोरी", "rs 30 per bag", "90 rupaye bori", "বস্তা প্রতি 60 টাকা": the freight of one sack; also "per bag 45
// rs" (per, the sack, the amount) and "bag ki 60" (a possessive after the sack); an amount closing its clause ("bag per
// 60,") is read before its comma. The sack, then an amount in rupees says one sack's freight too ("বস্তা ৪০ টাকা করে",
// "bosta 45 taka", "बोरी 90 रुपये"): a few rupees are no truck's freight.
const PER_BAG_RE = new RegExp(
  String.raw`(?<![\d.,])(?:(?:₹|rs\.?)[^\S\n]*)?(\d{1,3})[^\S\n]*(?:(?:${RUPEE})\.?(?![\p{L}\p{M}]))?[^\S\n]*(?:${PER_BAG}[^\S\n]*)?${BAG}|${BAG}[^\S\n]*(?:${PER_BAG}|(?:${alternation(PER_AFTER_BAG_WORDS)})(?![\p{L}\p{M}]))[^\S\n]*(?:(?:₹|rs\.?)[^\S\n]*)?(\d{1,3})(?!\d|[.,]\d)|(?<![\p{L}\p{M}])${PER_BAG}[^\S\n]*${BAG}[^\S\n]*(?:(?:₹|rs\.?)[^\S\n]*)?(\d{1,3})(?!\d|[.,]\d)|(?<![\p{L}\p{M}])(?:${alternation(PER_BAG_GLUED_WORDS)})(?![\p{L}\p{M}])[^\S\n]*(?:(?:₹|rs\.?)[^\S\n]*)?(\d{1,3})(?!\d|[.,]\d)|${BAG}[^\S\n]*(\d{1,3})(?!\d|[.,]\d)[^\S\n]*(?:${RUPEE})(?![\p{L}\p{M}])`,
  'giu',
);

/**
 * The weight of a load told as sacks and what each weighs ("600 bori 50 kilo" is 30 t), blanked so that neither number
 * is read alone; the post's own weight in tonnes, if it gives one, stays first (assembly's choice).
 */
export function extractBagWeight(s: Scan): Val<number> | undefined {
  const pieces = PIECES_HINT_RE.test(s.text);
  if (!pieces && !BAG_HINT_RE.test(s.text)) return undefined;
  let out: Val<number> | undefined;
  let kg = 0;
  // The first count of pieces or sacks with what each weighs, between half a tonne and 60 t, is the weight.
  const weigh = (count: number, each: number): false | undefined => {
    const tonnes = (count * each) / 1000;
    if (out || tonnes < 0.5 || tonnes > 60) return false;
    out = { value: Math.round(tonnes * 1000) / 1000, conf: 0.8, note: notes.bagWeight(count, each) };
    kg = each;
  };
  if (pieces) consume(s, PIECES_WEIGHT_RE, (m) => weigh(Number(m[1]), Number(m[2])));
  if (!out) consume(s, BAG_WEIGHT_RE, (m) => weigh(Number(m[1]), Number(m[2]) * (m[3] ? 100 : 1)));
  if (!out)
    consume(s, BAG_WEIGHT_ORDERS_RE, (m) => {
      if (m[5] !== undefined) return weigh(Number(m[6]), Number(m[5]));
      if (m[1] === undefined && !BAG_ONE_RE.test(m[0])) return false;
      return m[1] !== undefined ? weigh(Number(m[1]), Number(m[2])) : weigh(Number(m[4]), Number(m[3]));
    });
  // The freight of one sack of that weight is a rate per tonne (Rs 90 a 50 kg sack is Rs 1800 a tonne).
  if (out) consume(s, PER_BAG_RE, (m) => setRate(s, String((Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]) * 1000) / kg), 't', false));
  return out;
}

/** Runs `read` on the scan's text with what stands in brackets blanked, then puts the brackets back. */
function outsideBrackets(s: Scan, read: () => void): void {
  const whole = s.text;
  const spans: Array<[number, number]> = [];
  const masked = whole.replace(BRACKETS_RE, (m, at: number) => {
    spans.push([at, at + m.length]);
    return ' '.repeat(m.length);
  });
  if (spans.length === 0) return;
  s.text = masked;
  read();
  let out = '';
  let copied = 0;
  for (const [from, to] of spans) {
    out += s.text.slice(copied, from) + whole.slice(from, to);
    copied = to;
  }
  s.text = out + s.text.slice(copied);
}

// "(rate updated: 1.25 lakh)", "rate revised 84k": a freight said after a word of its change, within a few words.
const CHANGED_HINT_RE = new RegExp(alternation(RATE_CHANGE_WORDS), 'i');
// (a freight word may stand between: "পার্টি বাড়িয়েছে, ভাড়া ৩৬৫০০")
const CHANGED_BEFORE_RE = new RegExp(`${wordsSource(RATE_CHANGE_WORDS)}[^\\p{L}\\p{N}]*(?:(?:rate|to|ab|now|new|${alternation(RATE_NAME_WORDS)})[^\\p{L}\\p{N}]*)?$`, 'iu');
/** A changed freight outranks every freight said before it in the post. */
const CHANGED_CONF = 1.1;

// "ভাড়া ৩৮০০০ ফাইনাল", "45k final": an amount the poster calls final, read as a changed freight is.
const FINAL_HINT_RE = new RegExp(alternation(FINAL_WORDS), 'iu');
const LAKH_BEFORE_RE = new RegExp(`(?:${alternation(LAKH_WORDS)})[^\\S\\n]*$`, 'iu');
const FINAL_AFTER_RE = new RegExp(`^[^\\S\\n]*[-:]?[^\\S\\n]*${wordsSource(FINAL_WORDS)}`, 'iu');

export function extractPrice(text: string, f: Fields): void {
  let best: (Val<number> & { cue: string }) | null = null;
  const changes = CHANGED_HINT_RE.test(text);
  const finals = FINAL_HINT_RE.test(text);
  PRICE_RE.lastIndex = 0;
  for (let m = PRICE_RE.exec(text); m; m = PRICE_RE.exec(text)) {
    const cand = priceCandidate(text, m);
    if (cand && changes && CHANGED_BEFORE_RE.test(text.slice(Math.max(0, m.index - 24), m.index))) cand.conf = CHANGED_CONF;
    let end = m.index + m[0].length;
    if (cand && cand.value >= 100_000 && m[3]) {
      AMOUNT_REST_RE.lastIndex = m.index + m[0].length;
      const rest = AMOUNT_REST_RE.exec(text);
      const mult = rest ? amountMultiplier(rest[2].toLowerCase(), Number(rest[1])) : null;
      if (rest && mult === 1000) {
        cand.value += Number(rest[1]) * mult;
        end = rest.index + rest[0].length;
      }
    }
    // (the thousands after lakhs are part of that amount: "1 lakh 5 hazar final" is final as a whole)
    if (cand && finals && FINAL_AFTER_RE.test(text.slice(end, end + 16)) && !LAKH_BEFORE_RE.test(text.slice(Math.max(0, m.index - 12), m.index))) cand.conf = CHANGED_CONF;
    if (cand && (!best || cand.conf > best.conf)) best = cand;
  }
  if (!best) {
    THOUSANDS_RE.lastIndex = 0;
    for (let m = THOUSANDS_RE.exec(text); m && !best; m = THOUSANDS_RE.exec(text)) {
      const n = Number(m[1]);
      if (n >= 5) best = { value: n * 1000, conf: 0.8, cue: '' };
    }
  }
  if (best) f.price ??= best;
}

/** The bare figures ending in 50 that may be a freight: five figures (a PIN code has six). */
const BARE_FIFTY_MIN = 5000;
const BARE_FIFTY_MAX = 100_000;

function priceCandidate(text: string, m: RegExpExecArray): (Val<number> & { cue: string }) | null {
  const [, currency, num, suffixRaw, slashDash] = m;
  const suffix = (suffixRaw ?? '').toLowerCase();
  const n = parseNum(num);
  const mult = amountMultiplier(suffix, n);
  if (mult === null) return null; // "20000 L" is litres, not lakh
  const value = Math.round(n * mult);
  const before = text.slice(Math.max(0, m.index - 16), m.index);
  const cueMatch = PRICE_CUE_RE.exec(before);
  const cue = currency ? 'rs' : cueMatch ? (cueMatch[0].trim().startsWith('@') ? '@' : 'rate') : '';
  let conf: number;
  if (currency || cueMatch) conf = 1;
  else if (suffix) conf = 0.9;
  else if (slashDash) conf = 0.9;
  else if (num.includes(',')) conf = 0.8;
  // A bare round number ("45000", "2500") in a load post is almost always the freight.
  else if (value >= PRICE_BARE_MIN && value % 100 === 0 && !num.includes('.')) conf = value >= 5000 ? 0.6 : 0.5;
  // ("62750", "18750": a freight worked out from a rate a tonne ends in 50 too; a six-figure one may be a PIN code)
  else if (value >= BARE_FIFTY_MIN && value < BARE_FIFTY_MAX && value % 50 === 0 && !num.includes('.')) conf = 0.5;
  else return null;
  // "bhada 45", "rate 38 de denge": a freight word before a number under 100 means thousands (no rate is that small).
  if (cue === 'rate' && !suffix && n >= 5 && n < 100 && !num.includes('.')) return { value: n * 1000, conf: 0.8, cue: '' };
  if (value < 100 || value > 5_000_000) return null;
  // Small cued numbers ("@1800", "rate 1750") are per-tonne rates when a weight is known; decided later.
  if (value < 1000 && !cue) return null;
  if (TRIP_AFTER_RE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) return { value, conf, cue: 'trip' };
  return { value, conf, cue };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Settles total vs per-tonne: derives the total from rate x weight, or reads a small amount as a rate. */
export function pricing(f: Fields): { rate?: Val<number>; price?: Val<number> } {
  let rate = f.rate;
  let price: Val<number> | undefined = f.price;
  if (!rate && f.price && f.weight && looksPerTonne(f.price, f.weight.value)) {
    rate = { value: f.price.value, conf: 0.7, note: notes.rate(f.price.value) };
    price = undefined;
  }
  if (!price && rate && f.weight) price = { value: Math.round(rate.value * f.weight.value), conf: Math.min(rate.conf, f.weight.conf) * 0.95 };
  return { rate, price };
}

/** "20T @1800" or "25 ton, rate 1750": a small amount next to a weight is a per-tonne rate, not a total. */
function looksPerTonne(price: Val<number> & { cue: string }, tonnes: number): boolean {
  if (price.value >= 6000 || tonnes < 3 || price.cue === 'trip') return false;
  if (price.cue === '@') return true;
  return price.value / tonnes < (price.cue === '' ? 150 : 400);
}

/** One freight amount as a post writes it, with its currency and amount word ("₹65,000", "18000", "65k", "27 hazar"). */
// ("Chennai 1 lakh 5 hazar": a lakh and the thousands after it are one amount, as AMOUNT_REST_RE reads them; the lakh's
// words are lib/indic-numbers.ts's, but for "l" alone)
const LAKH_AND_THOUSANDS = String.raw`(?:${alternation(LAKH_WORDS.filter((w) => w.length > 1))})[^\S\n]+\d{1,2}[^\S\n]*${AMOUNT_SUFFIX}`;
const ONE_AMOUNT = String.raw`(?:(?:₹|rs\.?|inr)\s*)?(?:${NUM})\s*(?:${LAKH_AND_THOUSANDS}|${AMOUNT_SUFFIX})?(?:\s*\/-)?`;
const LIST_JOIN = String.raw`\s*(?:,|&|and|aur|ani|ane|ate|ਤੇ|और|आणि|અને)\s*`;

/** The pattern of a list of n amounts, by n (built once each). */
const AMOUNT_LISTS = new Map<number, RegExp>();

/** The amount a piece of text reads as a freight (its price field), or null. */
function amountOf(text: string): Val<number> | null {
  const f: Fields = {};
  extractPrice(text, f);
  return f.price ?? null;
}

const ANY_AMOUNT_RE = new RegExp(String.raw`(?<![\p{L}\p{N}.,])${ONE_AMOUNT}(?![\p{L}\p{M}\p{N}])`, 'giu');

/** The last amount of a text that reads as a freight ("rate 2k badha diya, ab 87k": 87000), or null. */
export function lastAmount(text: string): Val<number> | null {
  let last: Val<number> | null = null;
  ANY_AMOUNT_RE.lastIndex = 0;
  for (let m = ANY_AMOUNT_RE.exec(text); m; m = ANY_AMOUNT_RE.exec(text)) last = amountOf(m[0]) ?? last;
  return last;
}

export interface AmountSpan {
  value: Val<number>;
  start: number;
  end: number;
}

/**
 * "18000 and 30000", "65k, 95k": exactly `n` amounts in a row, joined by "and" or a comma, each a freight; the first
 * such list of the text, or null.
 */
export function amountList(text: string, n: number): { values: Array<Val<number>>; start: number; end: number } | null {
  if (n < 2) return null;
  let re = AMOUNT_LISTS.get(n);
  if (!re) {
    const one = `(?<![\\p{L}\\p{N}.,])(${ONE_AMOUNT})(?![\\p{L}\\p{M}\\p{N}])`;
    re = new RegExp(Array.from({ length: n }, () => one).join(LIST_JOIN), 'iu');
    AMOUNT_LISTS.set(n, re);
  }
  const m = re.exec(text);
  if (!m) return null;
  const values = m.slice(1, n + 1).map((a) => amountOf(a));
  return values.every((v) => v !== null) ? { values: values as Array<Val<number>>, start: m.index, end: m.index + m[0].length } : null;
}

// "Raipur ka 18000": a possessive between a place and its freight.
const OWNED = `(?:${alternation(POSSESSIVE_WORDS)})(?![\\p{L}\\p{M}])`;

/** The pattern of a freight after each word asked for (places repeat across posts), up to a bound. */
const AMOUNT_AFTER = new Map<string, RegExp>();
const MAX_AMOUNT_AFTER = 2000;

/** "Kolkata 65000", "Guwahati - ₹95,000", "Raipur ka 18000": the freight written right after a word of the text (a place), or null. */
export function amountAfter(text: string, word: string): AmountSpan | null {
  let re = AMOUNT_AFTER.get(word);
  if (!re) {
    re = new RegExp(String.raw`(?<![\p{L}\p{M}])${word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}\s*(?:[:\-=]|${OWNED})?\s*(${ONE_AMOUNT})(?![\p{L}\p{M}\p{N}])`, 'iu');
    if (AMOUNT_AFTER.size >= MAX_AMOUNT_AFTER) AMOUNT_AFTER.clear();
    AMOUNT_AFTER.set(word, re);
  }
  const m = re.exec(text);
  const value = m ? amountOf(m[1]) : null;
  return m && value ? { value, start: m.index, end: m.index + m[0].length } : null;
}
