/**
 * How many trucks a post asks for, a field stage of the parser: "3 nos 20 ft", "4 gaadi chahiye", "2 trucks",
 * "5 vehicles required", "x3", "no. of trucks: 3", "तीन गाड़ी", "૩ ગાડી"; and whether its weight or freight is a total
 * for all of them ("total 60 ton", "1.5 lakh total", "कुल ...").
 * Assembly (parser.ts) turns a post of n trucks into n candidates.
 */
import { asciiDigits, hasIndicDigits } from '../../../lib/indic-numbers.js';
import { AND_WORDS, DROP_POINT_WORDS } from '../lexicon/places.js';
import { RATE_NAME_WORDS, SAME_ROUTE_WORDS, TRUCK_NOUNS, VEHICLE_NOUNS_INDIC, WANT_WORDS } from '../lexicon/posts.js';
import {
  ARTICLE_WORDS,
  CARRIED_VEHICLE_WORDS,
  FIRST_TRUCK_WORDS,
  LCV_MODEL_NUMBERS,
  ONE_TRUCK_WORDS_SOUTH,
  PLACES_LISTED_AFTER,
  SECOND_TRUCK_WORDS,
  TAURUS_WORDS_INDIC,
  TRUCK_WORDS,
  WHEEL_COUNTS,
  WHEEL_WORDS,
  WHEEL_WORDS_LATIN,
  WHICH_TRUCK_WORDS,
} from '../lexicon/trucks.js';
import {
  CHOICE_WORDS,
  COUNT_CLASSIFIERS,
  COUNT_UNIT_WORDS,
  COUNTING_WORDS,
  EACH_TRUCK_LEADS,
  EACH_WORDS,
  FEET_WORDS,
  PER_SLASH_WORDS,
  PER_TRUCK_WORDS,
  SPOKEN_NUMBERS,
  TONNE_WORDS,
  TOTAL_WORDS,
  WEIGHT_UNITS,
} from '../lexicon/units.js';
import { alternation, lookBehindLast, openingAhead, wordsSource } from './words.js';

/** More trucks than this from one post are not listed (the first ones are, with a note). */
export const MAX_TRUCKS_PER_POST = 20;

/** Counting words up to ten: Hindi's are the spoken numbers' (lexicon/units.ts, in Latin letters and Devanagari), and the others'. */
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(SPOKEN_NUMBERS).filter(([, n]) => n <= 10)),
  ...COUNTING_WORDS,
};
// "do" (two) is also "give" in Hinglish ("load do"): as a word it counts only right before a truck word.
// At most two digits: "407 gaadi" is a Tata 407, not 407 trucks.
const DIGITS = `[0-9०-९૦-૯੦-੯௦-௯]{1,2}`;
const COUNT = `(?:${DIGITS}|${Object.keys(NUMBER_WORDS).join('|')})`;
/** Counting words of two to nine, as whole words ("do", "teen", "दो"). */
const FEW_COUNT_WORDS = `(?:${Object.keys(NUMBER_WORDS)
  .filter((w) => NUMBER_WORDS[w] >= 2 && NUMBER_WORDS[w] <= 9)
  .join('|')})(?![\\p{L}\\p{M}])`;
/** A count's classifier ("2 ta gari", "2টা গাড়ি"), read between a count and its truck word. */
const CLASSIFIER = `(?:[^\\S\\n]*(?:${alternation(COUNT_CLASSIFIERS)})(?![\\p{L}\\p{M}]))?`;
/** Generic truck words: any count before them is a count of trucks (Marathi plural "gadya" too). */
const TRUCKS = `(?:gaa?dd?iy?[ao]n?|gaa?dd?ya|gaa?dd?i|gadi|gaddi|gadiya|gaa?ri|trucks?|trks?|lorry|lorries|vehicles?|vehical|veh|गाड़ियाँ|गाड़ियां|गाड़ियों|गाड़ी|गाडी|गाड्या|गाडया|ट्रक|वाहन|ગાડીઓ|ગાડી|ટ્રક|વાહન|ਗੱਡੀਆਂ|ਗੱਡੀ|ਟਰੱਕ|லாரிகள்|லாரி|வண்டிகள்|வண்டி|গাড়ি|ଗାଡ଼ି|ଗାଡି|${alternation([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC])})`;
const CLASSIFIER_HINT_RE = new RegExp(`\\d\\s*(?:${alternation(COUNT_CLASSIFIERS)})`, 'iu');
/** Body words ("3 band body" too): "2 trailer" is two trailers, but "20 container" and "40 trailer" are lengths, so only one digit counts before them. */
const BODIES = `(?:(?:band|bandh|bund|closed?|covered)[^\\S\\n]*bod(?:y|ies)|trailers?|(?:car[^\\S\\n]*)?carriers?|tral+[ae]s?|containers?|tankers?|bulkers?|reefers?|tippers?|dumpers?|hy[vw]as?|taurus|sxl|mxl|txl|dcm|canters?|pickups?(?![^\\S\\n]*points?\\b)(?<!(?:&|\\band)[^\\S\\n]*[a-z()]+(?:[^\\S\\n]+[a-z()]+)?[^\\S\\n]*\\d[^\\S\\n]*pickups?)|tempos?|(?:tata[^\\S\\n]+)?aces?|chh?ota[^\\S\\n]*h?aa?th?i|(?:tata[^\\S\\n]+)?(?:${LCV_MODEL_NUMBERS.join('|')})|eichers?|(?:bada[^\\S\\n]+)?dosts?|boleros?|ट्रेलर|टैंकर|कंटेनर|ट्राला|ટ્રેલર|ટેન્કર|કન્ટેનર|ਟ੍ਰੇਲਰ|ਟਰਾਲੇ|ਟੈਂਕਰ|ਕੰਟੇਨਰ|டிரெய்லர்|டேங்கர்)`;
/** Every body word of the truck lexicon in the scripts ("2 पिकअप", "3 ટેન્કર"), read only right after a count's digit. */
// (and Taurus in the scripts, the one open truck's word that names a body: "ಟಾರಸ್ 2")
const INDIC_BODIES = `(?:${alternation([...TRUCK_WORDS.filter((t) => t.type !== 'open').flatMap((t) => t.words), ...TAURUS_WORDS_INDIC])})`;
// (nor a factor of a size: the last 8 of "32 x 8 x 8 container" is no count of containers)
const B = String.raw`(?<![\p{L}\p{M}\p{N}.,/])(?<!\d[^\S\n]*[x×*][^\S\n]*)`;
const E = String.raw`(?![\p{L}\p{M}\p{N}])`;
/** Space within a line: a count and its truck word are on one line ("वजन: 12" above "गाड़ी: 10 चक्का" is no count). */
const SP = String.raw`[^\S\n]`;
// ("2 nos 32x8x8 ft": a body's size, length first; "Three 32-ft containers": a hyphen before the feet)
// (and the feet of Tamil and Telugu: "ரெண்டு 32 அடி கண்டெய்னர்", "20 అడుగుల కంటైనర్")
/** A length unit after its number, every spelling of the lexicon's ("32 ft", "20 foot", "40 फीट", "20 அடி") or a foot mark. */
const FEET = `(?:${alternation(FEET_WORDS)}|')(?![\\p{L}\\p{M}])`;
const LENGTH = String.raw`(?:\d{1,2}(?:${SP}*[x×*]${SP}*\d{1,2}){0,2}${SP}*-?${FEET}${SP}*)`;
const KIND = String.raw`(?:(?:open|closed|close|body|bada|badi|chhota|chhoti|small|big|khali|empty|new|single|multi|axle|\d{1,2}${SP}*(?:wheeler|whl|tyre|chakka)|sxl|mxl|container|trailer|ओपन|कंटेनर)${SP}+){0,2}`;
/** Want words after a truck ("container chahiye 3 nos"). */
// ("trailer lagega 2 nos": "will be needed", as said after a truck)
const WANT = `(?:chahiye|chaiye|chahie|required|reqd|req|needed|wanted|lage(?:ga|gi|nge)|${alternation(WANT_WORDS)})`;
const WANT_HINT_RE = /chah|chai|req|need|want|pahij|jo[ivy]|ka+vali|venum|[\u0900-\u0d7f]/i;
/** A truck named by its wheels ("14 wheeler 4 nos", "12 tyre 2 nos chahiye"). */
const WHEELS = `(?:${WHEEL_COUNTS.join('|')})${SP}*-?${SP}*(?:${WHEEL_WORDS_LATIN.join('|')}|${alternation(WHEEL_WORDS)})`;
const BODY_HINT_RE = /bod[yi]|trail|carri|tral|tank|bulk|reef|contai|tipp|dump|hy[vw]a|taurus|sxl|mxl|txl|dcm|cant|pick|tempo|ace|eicher|dost|bolero|hat|407|709|909|1109|[\u0900-\u0d7f]/i;
/** The hint of the two patterns that read a count after a want word ("required: 3", "chahiye 2 –"), tested once. */
const WANTED_HINT_RE = /req|needed|chahiye/i;
/**
 * Each count pattern with a cheap test of a word it needs, so that most posts skip most patterns, and for a few a
 * second test of a piece every match holds (run where the first passed): a truck word, or a count next to its want or
 * wheel word (from the digit, so the engine passes over the rest of the text at once).
 */
// The units a weight of tonnes is said in ("9 T", "9 tan", "9 टन"), from the lexicon.
const TONNES = alternation(TONNE_WORDS);
// Words after a count that say what it counts (a unit, a time, a truck), not a place after it.
const COUNT_NOT_BEFORE = String.raw`(?:${TONNES}|din|days?|dino|baje|bje|hours?|ghante|ghanta|feet|fit|kgs?|lakh|hazar|hajar|thousand|nos?|numbers?|units?|trips?|chakk?a|tyres?|wheel|wheeler|ya|or|se|to|aur|and|tak|me|mein|ke|ki|ka|ko)(?![\p{L}\p{M}])|${TRUCKS}|${BODIES}`;
const EACH_AFTER_COUNT_HINT_RE = new RegExp(String.raw`\d[\s,;]*(?:${alternation(EACH_WORDS)}|${alternation(EACH_TRUCK_LEADS)})`, 'iu');
// The opening of the "2 trailers" pattern below, a one-digit count standing alone: its cheap first test, since most posts
// that name a body give no such count (a third of the counting time went to trying that pattern).
// (Each pattern's third entry, its core, is a test every match passes, tried before the pattern.)
const LONE_COUNT_RE = new RegExp(`${B}[2-9](?![\\p{N}])`, 'u');
const COUNT_RES: Array<[hint: RegExp, re: RegExp, core?: RegExp]> = [
  // "3 gaadi", "4 nos 20 ft trucks", "2 x 32ft sxl trucks", "तीन गाड़ी", "5 vehicles"
  // (a count said as a word ends as a word: "dono gaadi" is "both trucks", not "do" and "no")
  [
    /ga+[dr]|truck|trk|lorr|veh|vand|[\u0900-\u0d7f]/i,
    new RegExp(`${B}(${COUNT})(?![\\p{N}])(?!(?<=\\p{L})\\p{L})${CLASSIFIER}${SP}*(?:nos?\\.?${SP}*|x${SP}*)?${LENGTH}?${KIND}${TRUCKS}${E}`, 'giu'),
    new RegExp(TRUCKS, 'iu'),
  ],
  // "3 nos 20 ft", "3 no's 32ft sxl", "10 no. 20ft containers" (but "20 nos" alone counts coils or bags)
  [/no|numbers/i, new RegExp(`${B}(${DIGITS})(?![\\p{N}])${SP}*(?:nos|no's|no|numbers)\\.?${SP}*(?:${LENGTH}|${BODIES}|\\d{1,2}${SP}*(?:wheeler|whl|tyre|chakka))`, 'giu')],
  // "2 trailers", "3 sxl", "2 x 32ft SXL", "2 Tata Ace", "2 पिकअप", and with a classifier ("2ta trailer", "3 ta 32 ft
  // container")
  // ("3 ODC trailers", "2 low bed trailers", "2 ISO tanker": the kind of trailer or tanker between)
  [
    BODY_HINT_RE,
    new RegExp(
      `${B}([2-9])(?![\\p{N}])${CLASSIFIER}${SP}*(?:nos?\\.?${SP}*|x${SP}*)?${LENGTH}?(?:(?:odc|iso|low${SP}*bed|flat${SP}*bed|hydraulic)${SP}+)?(?:${BODIES}|${INDIC_BODIES})${E}(?!${SP}*(?:${alternation(DROP_POINT_WORDS)})|(?<=pi(?:ck|k)${SP}?(?:up|ap)s?)${PLACES_LISTED_AFTER})`,
      'giu',
    ),
    LONE_COUNT_RE,
  ],
  // The count after the truck: "32ft container 2 nos", "SXL 3 nos", "trailer x 2 nos"
  // and with its length or a want word between: "container 20 ft 3 nos", "trailer 40 ft - 2 nos", "SXL 32 ft (4 nos)",
  // "20 ft container chahiye 3 nos"; after a length alone too, or its kind: "Delhi 32ft 2 nos", "24 ft open 3 nos"
  [
    /no|numbers|units/i,
    new RegExp(
      `(?:(?:${BODIES}|${TRUCKS})${SP}*${LENGTH}?|${B}\\d{2}${SP}*-?${FEET}${SP}*${KIND}|${B}${WHEELS}${E}${SP}*)(?:${WANT}${SP}*)?[-:(]?${SP}*(?:x${SP}*)?(${DIGITS})(?![\\p{N}])${SP}*(?:nos|no's|no|numbers|units)\\.?${E}`,
      'giu',
    ),
  ],
  // "ટીપર 2 નંગ", "tipper 2 nang": the other words for pieces after a count, right after a body (in a script too)
  [
    new RegExp(`\\d${SP}*(?:${alternation(COUNT_UNIT_WORDS)})`, 'iu'),
    // (a want word may stand between: "ડમ્પર જોઈએ ૪ નંગ")
    new RegExp(`(?:${BODIES}|${INDIC_BODIES}|${TRUCKS})${SP}*(?:${WANT}${SP}*)?(${DIGITS})(?![\\p{N}])${SP}*(?:${alternation(COUNT_UNIT_WORDS)})\\.?${E}`, 'giu'),
  ],
  // "x3", "X 4" ("32ft SXL x3", "Pune to Delhi x2"), but not a size ("20 x 8", "8ft x 7ft") or a sack's weight ("400
  // bags x 50 kg"), nor pieces of a size ("drums 200 ltr x 80 nos", "cans 5 kg x 40")
  [
    /[x×]\s?\d/i,
    new RegExp(
      String.raw`(?<![\p{N}.]\s*)(?<!\d\s*(?:ltrs?|litres?|liters?|kgs?|kilos?|gms?|ml)\.?\s*)(?<![\p{L}\p{N}])[x×]\s?([0-9]{1,2})(?![\p{L}\p{N}.])(?![^\S\n]*(?:kgs?|kilos?|${TONNES}|ft|feet)(?![\p{L}\p{M}]))`,
      'giu',
    ),
  ],
  // "no. of trucks: 3", "number of vehicles - 4", "trucks required: 3", "qty: 3 trucks"
  [/of|total/i, new RegExp(String.raw`(?:no\.?\s*of|number\s+of|total)\s+${TRUCKS}\s*(?:required|reqd|req|needed|chahiye)?\s*[:\-=]?\s*([0-9]{1,3})${E}`, 'giu')],
  // ("Truck required: 14 wheeler" names the truck: a word after the number other than a truck word makes it no count)
  [WANTED_HINT_RE, new RegExp(String.raw`${TRUCKS}\s*(?:required|reqd|req|needed|chahiye)\s*[:\-=]\s*([0-9]{1,3})${E}(?!${SP}*(?!${TRUCKS}${E})[\p{L}'"])`, 'giu')],
  // "Indore to Pune 2 loads 20 ft, 6 ton each": loads counted after the route are trucks ("Surat se 2 load: Delhi ...,
  // Jaipur ..." lists routes, each its own)
  [/load/i, new RegExp(`${B}([2-9])${SP}*loads?${E}`, 'giu')],
  // "3 10-wheeler", "2 14 wheeler chahiye": a one-digit count before a truck named by its wheels, or a counting word
  // ("do 14 chakka chahiye", "teen 10 tyre": a truck named by its wheels is a truck word, so "do" counts)
  [
    /wheel|whl|tyre|tayar|chak|[\u0900-\u0d7f]/i,
    new RegExp(`${B}([2-9]|${FEW_COUNT_WORDS})${SP}+${WHEELS}${E}`, 'giu'),
    new RegExp(lookBehindLast(`(?<=(?:[2-9]|${FEW_COUNT_WORDS})${SP}+)(?:${WHEEL_COUNTS.join('|')})`), 'iu'),
  ],
  // "trailer 2\neach 32 ton", "taurus 2, okkokati 25 ton", "trailer 3, okko trailer ki 30 ton": the count right after the
  // truck word, then what each of them carries
  [
    EACH_AFTER_COUNT_HINT_RE,
    new RegExp(
      `(?:${BODIES}|${INDIC_BODIES}|${TRUCKS})${SP}*[:\\-]?${SP}*([2-9])(?![\\p{N}])${SP}*[,;]?\\s*(?:${alternation(EACH_WORDS)}|(?:${alternation(EACH_TRUCK_LEADS)})${SP}+(?:${BODIES}|${INDIC_BODIES}|${TRUCKS}))${E}`,
      'giu',
    ),
  ],
  // "gaadi 2 chahiye", "trucks: 3 needed", "qty: 2 required", "ગાડી 5 જોઈએ", "गाड़ी 2 चाहिए": the count between the truck word and a want word
  // (a body in the scripts too: "डंपर 3 चाहिए", "ટેન્કર 2 જોઈએ")
  [WANT_HINT_RE, new RegExp(`(?:${TRUCKS}|${BODIES}|${INDIC_BODIES}|qty|quantity)${SP}*[:\\-=]?${SP}*([0-9]{1,2})(?![\\p{N}])${SP}*${WANT}${E}`, 'giu'), new RegExp(`[0-9]${SP}*${WANT}`, 'iu')],
  // "2 ta 407", "২ টা 407": a count with its classifier before a light truck named by its model number
  [CLASSIFIER_HINT_RE, new RegExp(`${B}([2-9])(?![\\p{N}])${SP}*(?:${alternation(COUNT_CLASSIFIERS)})${SP}*(?:tata${SP}*)?(?:${LCV_MODEL_NUMBERS.join('|')})(?![\\p{N}])`, 'giu')],
  // "tipper 6 ta", "টিপার ৩টা": the count after the truck word with its classifier (Bengali, Odia, Assamese)
  [CLASSIFIER_HINT_RE, new RegExp(`(?:${BODIES}|${INDIC_BODIES}|${TRUCKS})${SP}*(${DIGITS})(?![\\p{N}])${SP}*(?:${alternation(COUNT_CLASSIFIERS)})${E}`, 'giu')],
  // "Gaadi chahiye 2 – Nagpur se Raipur", "Tipper chahiye 5, Dahej se Bharuch": the count right after the want word,
  // closed by a dash, comma or line end
  // ("हाइवा चाहिए 4,", "डंपर चाहिए 3 –": a body in the scripts and Hindi's want word, as typed in Latin)
  [
    WANT_HINT_RE,
    // ("Taurus chahiye 2 Bhilwara se Surat": or by a word after it, a place's, not a unit's or a time's)
    new RegExp(
      String.raw`(?:${TRUCKS}|${BODIES}|${INDIC_BODIES})${SP}*(?:required|reqd|needed|chahiye|चाहिए|चाहिये)${SP}+([0-9])(?=${SP}*(?:[–—,;|\n]|-(?!${SP}*\d)|$)|${SP}+(?!${COUNT_NOT_BEFORE})\p{L}{3})`,
      'giu',
    ),
    new RegExp(`(?:required|reqd|needed|chahiye|चाहिए|चाहिये)${SP}+[0-9]`, 'iu'),
  ],
  // "ట్రైలర్ 2", "டிப்பர் 3", "tipper 5" on a line of their own (or closed by a comma): the count right after a body
  // (blind round 30; "40 அடி கண்டெய்னர் 2", its length before it)
  [BODY_HINT_RE, new RegExp(`(?:${BODIES}|${INDIC_BODIES})${E}${SP}*[-:x×*]?${SP}*([2-9])(?![\\p{N}.,])(?=${SP}*(?:[,;\\n]|$))`, 'giu'), new RegExp(`[2-9](?![\\p{N}.,])${SP}*(?:[,;\\n]|$)`, 'u')],
];
const COUNT_UNITS = alternation(COUNT_UNIT_WORDS);
/**
 * "Need 20ft container JNPT to Ludhiana, 2 nos, ...": a one-digit count with "nos" ("units", "qty", "नग", "નંગ") as a
 * field of its own (between commas, bars or line ends, a want word allowed after it: "4 units required"), and "need 3"
 * as such a field, read only when the post names a truck by its body, length, wheels or a truck word.
 */
const FIELD_COUNT_RES: RegExp[] = [
  new RegExp(`(?:^|[,;|\\n])${SP}*([2-9])${SP}*(?:${COUNT_UNITS})\\.?(?:${SP}*${WANT})?${SP}*(?=[,;|\\n]|$)`, 'giu'),
  new RegExp(`(?:^|[,;|\\n])${SP}*(?:need|needed|required|reqd|req|chahiye)${SP}*[:\\-=]?${SP}*([2-9])${SP}*(?=[,;|\\n]|$)`, 'giu'),
  // "HR coils 2 nos, 24 MT each", "container shifting 2 nos, 18 ton each", "2 nos HR coil 26 MT each": pieces counted,
  // each a truckload of its own (ten tonnes or more each)
  new RegExp(`${B}([2-9])${SP}*(?:${COUNT_UNITS})\\.?(?:${SP}+\\p{L}[\\p{L}\\p{M}-]*){0,3}${SP}*,?${SP}*[1-9]\\d(?:\\.\\d+)?${SP}*(?:${TONNES})${SP}+(?:${alternation(EACH_WORDS)})${E}`, 'giu'),
];
const FIELD_HINT_RE = new RegExp(`(?:${COUNT_UNITS}|need|req|chahiye)`, 'iu');
const NAMES_TRUCK_RE = new RegExp(`${B}(?:${LENGTH}|(?:${BODIES}|${INDIC_BODIES}|${WHEELS}|${TRUCKS})${E})`, 'iu');
/** Counts joined by a times sign, read only when one stands next to a digit. */
const TIMES_RES: RegExp[] = [
  // "2 x 32 ft", "3 × 20'", "2 x 10 wheeler": a one-digit count times a length or a wheel count
  new RegExp(`${B}([2-9])${SP}*[x×*]${SP}*(?:\\d{2}${SP}*-?${FEET}|(?:${WHEEL_COUNTS.join('|')})${SP}*(?:${WHEEL_WORDS_LATIN.join('|')})${E})`, 'giu'),
  // "Qty: 2 x 28 MT", "3 x 25 ton": a one-digit count times a truckload of ten tonnes or more, each truck's weight
  new RegExp(`${B}([2-9])${SP}*[x×*]${SP}*[1-9]\\d(?:\\.\\d+)?${SP}*(?:${TONNES})${E}`, 'giu'),
  // "32ft*2", "SXL x 3": the count after a length or body joined by a times sign (but not a size: "32 ft x 8 ft",
  // "32 ft x 8 x 8")
  new RegExp(`(?:(?<=\\d${SP}*-?)${FEET}|${BODIES})${SP}*[x×*]${SP}*([0-9]{1,2})(?![\\p{L}\\p{N}.])(?!${SP}*(?:${FEET}|[x×*]${SP}*\\d))`, 'giu'),
];
const TIMES_HINT_RE = /\d\s*[x×*]|[x×*]\s*\d/i;
/** A count said as a word before a body, read only when a body word is written. */
const WORD_BEFORE_BODY_RES: RegExp[] = [
  // "teen trailer", "two tankers", "दो ट्रेलर" and "do trailer chahiye" ("do" alone is also "give": only before a want word)
  new RegExp(
    `${B}(${Object.keys(NUMBER_WORDS)
      .filter((w) => w !== 'do' && NUMBER_WORDS[w] > 1)
      .join('|')})${SP}+${LENGTH}?(?:${BODIES}|${INDIC_BODIES})${E}|${B}(do)${SP}+${LENGTH}?${BODIES}${SP}+(?=chahiye|chaiye|required|reqd|needed|mangta)`,
    'giu',
  ),
];
/** What every pattern above needs: a count said as a word with a space after it (most posts write none). */
const WORD_COUNT_HINT_RE = new RegExp(
  `(?:${Object.keys(NUMBER_WORDS)
    .filter((w) => NUMBER_WORDS[w] > 1)
    .join('|')})${SP}`,
  'iu',
);
/** A count after a label, read only when a label or truck word is written. */
const LABEL_COUNT_RES: RegExp[] = [
  // "qty 2", "trucks: 2", "gaadi - 3": a count after a label, with no unit or word after it ("Gaadi: 10 chakka" is a truck,
  // "2 gaadi 15-15 ton" a weight each: a number joined to another by a dash is no count)
  // ("Truck 2: Barbil to Paradip": a number with a colon after it names the truck of a plan, one of its lines)
  new RegExp(`(?:qty|quantity|${TRUCKS})${SP}*[:\\-=]?${SP}*([0-9]{1,2})(?![\\p{N}]|[.,\\-]\\p{N}|-\\p{L}|/|${SP}*:|${SP}*[\\p{L}'"])`, 'giu'),
  // "ಟಿಪ್ಪರ್ 4", "ടിപ്പർ 3": a body in the scripts and a one-digit count alone after it (a two-digit number is its length)
  // (a look ahead for the bodies' first letters before the look back: a Latin post's places are passed over at once)
  new RegExp(`${openingAhead(INDIC_BODIES)}(?<![\\p{L}\\p{M}])(?:${INDIC_BODIES})${SP}*[:\\-=]?${SP}*([2-9])(?![\\p{N}]|[.,\\-]\\p{N}|/|${SP}*[\\p{L}\\p{M}'"])`, 'giu'),
];
const LABEL_HINT_RE = /qty|quantity|ga+d|gad|truck|lorr|vehic|veh|vand|[\u0900-\u0d7f]/i;
/** A car carrier named (the lexicon's `other` body), and a count of what it carries, blanked before counting trucks. */
const CAR_CARRIER_RE = new RegExp(
  TRUCK_WORDS.filter((t) => t.type === 'other')
    .flatMap((t) => [...t.latin.map((w) => String.raw`\b${w}\b`), wordsSource(t.words)])
    .join('|'),
  'iu',
);
// (in the scripts, the first word of one of the lexicon's words for it: "कार", "કાર", ...)
const CARRIER_HINT_RE = new RegExp(`carri|transporter|car trailer|${alternation(TRUCK_WORDS.filter((t) => t.type === 'other').flatMap((t) => t.words.map((w) => w.split(' ')[0])))}`, 'i');
// ("2 car carriers": the count of the carriers themselves stays)
const CARRIER_NOUNS = TRUCK_WORDS.filter((t) => t.type === 'other').flatMap((t) => [...t.latin, ...t.words].map((w) => w.slice(w.lastIndexOf(' ') + 1)));
const CARS_CARRIED_RE = new RegExp(`${B}${COUNT}(?![\\p{N}])${SP}*(?:${CARRIED_VEHICLE_WORDS.join('|')})${E}(?!${SP}*(?:${CARRIER_NOUNS.join('|')})${E})`, 'giu');
const COUNT_HINT_RE = /\d|[०-९૦-૯੦-੯௦-௯]|ek|one|do|two|teen|three|char|four|p[a]+nch|five|six|seven|eight|nine|ten|chhe|che|saat|aath|nau|das|[\u0900-\u0DFF]/i;

function numberOf(s: string): number {
  const low = s.toLowerCase();
  if (low in NUMBER_WORDS) return NUMBER_WORDS[low];
  // Indic digits: each script's zero is at a known code point, the others follow it.
  let n = 0;
  for (const ch of low) {
    const c = ch.codePointAt(0) as number;
    const zero = c >= 0x30 && c <= 0x39 ? 0x30 : c >= 0x966 && c <= 0x96f ? 0x966 : c >= 0xae6 && c <= 0xaef ? 0xae6 : c >= 0xa66 && c <= 0xa6f ? 0xa66 : 0xbe6;
    n = n * 10 + (c - zero);
  }
  return n;
}

/** The number of trucks a piece of a post asks for (1 when it names no count; at least 1). */
// "2 (two) 32 ft MXL containers": a count written again in words in brackets after its digits.
const COUNT_IN_WORDS_RE = /(\d)[^\S\n]*\((?:one|two|three|four|five|six|seven|eight|nine|ten)\)/gi;

export function truckCount(post: string): number {
  if (!COUNT_HINT_RE.test(post)) return 1;
  // Indic digits as ASCII: the scripts' digits (Bengali ৩, Odia ୬) count as ASCII ones do
  const plain = hasIndicDigits(post) ? asciiDigits(post) : post;
  let text = plain.includes('(') ? plain.replace(COUNT_IN_WORDS_RE, '$1') : plain;
  if (CARRIER_HINT_RE.test(text) && CAR_CARRIER_RE.test(text)) text = text.replace(CARS_CARRIED_RE, (m) => ' '.repeat(m.length));
  let best = 1;
  const res: RegExp[] = [];
  // (the hints shared by several patterns, the body hint, the want hints and the classifier hint, are tested once)
  const body = BODY_HINT_RE.test(text);
  let wanted: boolean | undefined;
  let want: boolean | undefined;
  let classifier: boolean | undefined;
  for (const [hint, re, core] of COUNT_RES) {
    let hit: boolean;
    if (hint === BODY_HINT_RE) hit = body;
    else if (hint === WANTED_HINT_RE) hit = wanted ??= hint.test(text);
    else if (hint === WANT_HINT_RE) hit = want ??= hint.test(text);
    else if (hint === CLASSIFIER_HINT_RE) hit = classifier ??= hint.test(text);
    else hit = hint.test(text);
    if (hit && (!core || core.test(text))) res.push(re);
  }
  if (TIMES_HINT_RE.test(text)) res.push(...TIMES_RES);
  if (body && WORD_COUNT_HINT_RE.test(text)) res.push(...WORD_BEFORE_BODY_RES);
  if (LABEL_HINT_RE.test(text)) res.push(...LABEL_COUNT_RES);
  if (FIELD_HINT_RE.test(text) && NAMES_TRUCK_RE.test(text)) res.push(...FIELD_COUNT_RES);
  for (const re of res) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const n = numberOf(m[1] ?? m[2]);
      if (n > best) best = n;
    }
  }
  return best;
}

const TOTAL_RE = new RegExp(`(?<![\\p{L}])(?:${alternation(TOTAL_WORDS)})(?![\\p{L}])`, 'giu');
// "9 ton each total freight 2.4 lakh": what "each" or "har ek" closes is per truck, so no total reaches back over it.
const EACH_RE = new RegExp(`${wordsSource([...PER_TRUCK_WORDS, ...EACH_WORDS])}`, 'giu');
const FREIGHT_NEXT_RE = new RegExp(`^[^\\S\\n]*${wordsSource([...RATE_NAME_WORDS, 'frt', 'kiraya', 'किराया'])}`, 'iu');
// What parts a post's fields: a comma (not one inside an Indian-grouped amount, "1,35,000 total"), a semicolon, a bar, a
// dash between spaces ("total freight 2.7 lakh - 7 ton har gaadi") or a line end.
const FIELD_BREAK_RE = /(?<!\d),|,(?!\d)|[\n;|]|[^\S\n][-–—][^\S\n]/g;
/**
 * The short stretches of text next to each "total" word (before it, up to a comma, a line end or a word for "each";
 * after it, up to a comma or line end).
 */
export function totalWindows(text: string): string[] {
  const out: string[] = [];
  TOTAL_RE.lastIndex = 0;
  for (let m = TOTAL_RE.exec(text); m; m = TOTAL_RE.exec(text)) {
    let before = text.slice(Math.max(0, m.index - 24), m.index);
    // (a comma inside an Indian-grouped amount, "1,35,000 total", parts nothing)
    const cut = [...before.matchAll(FIELD_BREAK_RE)].pop();
    before = before.slice(cut ? cut.index + 1 : 0);
    EACH_RE.lastIndex = 0;
    for (let e = EACH_RE.exec(before); e; e = EACH_RE.exec(before)) before = before.slice(e.index + e[0].length);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 32);
    // "15 ton total bhada 36 hajar": "total" before a freight word makes that freight the total, not the weight before
    if (FREIGHT_NEXT_RE.test(after)) before = '';
    // (a comma inside an Indian-grouped amount, "Rs 2,10,000/-", ends nothing)
    out.push(before, `${m[0]} ${after.split(FIELD_BREAK_RE)[0]}`);
  }
  return out;
}

const PER_TRUCK = wordsSource(PER_TRUCK_WORDS);
// An amount right before the word ("65000 per gaadi", "45k each", "₹42,000/- per container") or right after it
// ("har gaadi 65000", "rate per truck 65000"); "10 ton each" and "हर गाड़ी 7 टन" are weights, so no unit may stand
// between or after.
// (after a slash a truck word alone will do: "45k/truck", "45k/veh")
// (the amount ends in a digit: the comma of "गाड़ी 4, हर गाड़ी 12 टन" closes a count, not an amount)
const PER_TRUCK_RE = new RegExp(
  String.raw`\d(?:[\d,.]*\d)?[^\S\n]*(?:k|lakhs?|lacs?|l|hazar|hajar|thousand|rs\.?|inr|₹|\/-|रुपये|हजार|लाख|હજાર|ਹਜ਼ਾਰ)?\.?[^\S\n]*(?:\/-)?[^\S\n]*(?:${PER_TRUCK}|\/[^\S\n]*(?:${alternation(PER_SLASH_WORDS)})(?![\p{L}\p{M}]))|${PER_TRUCK}[^\S\n]*[:\-=]?[^\S\n]*(?:rs\.?|₹)?[^\S\n]*\d[\d,.]*(?![\d,.]|[^\S\n]*(?:${alternation(Object.keys(WEIGHT_UNITS))})(?![\p{L}\p{M}]))`,
  'iu',
);
/** Whether the post says its freight is per truck ("65000 per gaadi", "each", "प्रति गाड़ी"): then it is never shared out. */
export function pricedPerTruck(text: string): boolean {
  return PER_TRUCK_RE.test(text);
}

/** A truck of its own in a post that tells its trucks apart: how many of it, and the stretches of the post about it. */
export interface TruckVariant {
  count: number;
  spans: Array<[start: number, end: number]>;
}

// The counting words that count a truck told apart, up to three ("ek 20 ft", "one 32ft", "एक 32 फीट"; more of one kind
// are counted by digits, "4 x 32 ft").
const FEW_WORDS = Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w] <= 3);
const VARIANT_WORDS = [...FEW_WORDS, ...ONE_TRUCK_WORDS_SOUTH].join('|');
/** A truck named by its wheels ("6 chakka", "14 wheeler", "10 tyre") or Tata's model number ("407"). */
const WHEELS_OR_MODEL = `(?:(?:${WHEEL_COUNTS.join('|')})${SP}*(?:${WHEEL_WORDS_LATIN.join('|')}|${alternation(WHEEL_WORDS)})|(?:tata${SP}+)?(?:${LCV_MODEL_NUMBERS.join('|')}))`;
// "1 x 32 ft MXL", "1 no 20ft", "ek 20 ft", "one 32ft container", "एक 32 फीट", "1 x tanker", "ik 6 chakka", "एक 407",
// "1) Tata Ace", "1 32 ft container": a count (a digit with a times sign or "no", a counting word, a list item's number,
// or a lone "1" before a length, wheels or model) and the truck it counts, by its length, body, wheels or model.
const VARIANT_RE = new RegExp(
  String.raw`${B}(?:([1-9])${SP}*(?:[x×*]|nos?\.?|no's|(?:${alternation(COUNT_CLASSIFIERS)})(?![\p{L}\p{M}]))|(${VARIANT_WORDS})(?![\p{L}\p{M}])|[1-9]\)|1(?=${SP}+(?:\d{2}${SP}*${FEET}|${WHEELS_OR_MODEL}${E}))|(?:${ARTICLE_WORDS.join('|')})(?=${SP}+\d{2}${SP}*${FEET}))${SP}*(?:(\d{2})${SP}*${FEET}|(?=(?:${BODIES}|${INDIC_BODIES}|${WHEELS_OR_MODEL})${E}))`,
  'giu',
);
// What each truck told apart starts with, as one fast pattern (no unicode flag): a digit and a times sign, "no" or a
// bracket, a lone "1" and a space, or a counting word before a space.
const VARIANT_CUE_RE = new RegExp(
  String.raw`[1-9][^\S\n]*(?:[x×*]|no|${COUNT_CLASSIFIERS.join('|')})|[1-9]\)|\b(?:1|${ARTICLE_WORDS.join('|')})[^\S\n]+\d|\b(?:${FEW_WORDS.filter((w) => /^[a-z]+$/.test(w)).join('|')})[^\S\n]|(?:${[...FEW_WORDS.filter((w) => !/^[a-z]+$/.test(w)), ...ONE_TRUCK_WORDS_SOUTH].join('|')})[^\S\n]`,
  'gi',
);
// ("okati ... inkokati": the south's "one" opens the first truck too)
const ONE_WORDS = [...FIRST_TRUCK_WORDS, ...FEW_WORDS.filter((w) => NUMBER_WORDS[w] === 1), ...ONE_TRUCK_WORDS_SOUTH];
// "एक 6 टन 24 हजार, दूसरी 5 टन 21 हजार": a first and a second truck, each opening a clause, told apart by what follows;
// the second may open right after the first's last figure, with no mark ("ek 32ft 9 ton 60k dusra 20 ft 5 ton 38k").
// The first may be named by its length ("2 x 32 ft: 32ft wale me 9 ton 95k, dusre me 6 ton 88k").
const ORDINAL_VARIANT_RE = new RegExp(
  String.raw`(?:(?:^|[,;:\n–—-])${SP}*(?:(?:and|aur|और|ani|आणि)${SP}+)?(?:(${alternation(ONE_WORDS)}|\d{2}${SP}*${FEET}${SP}*(?:${alternation(WHICH_TRUCK_WORDS)}))|(${alternation(SECOND_TRUCK_WORDS)}))|(?<=\d[kK]?)${SP}+(${alternation(SECOND_TRUCK_WORDS)}))(?![\p{L}\p{M}])`,
  'giu',
);
const SECOND_HINT_RE = new RegExp(alternation(SECOND_TRUCK_WORDS), 'i');

/** Whether a post holds two places where a truck told apart may start: a cheap test before truckVariants reads it. */
function mayTellTrucksApart(text: string): boolean {
  VARIANT_CUE_RE.lastIndex = 0;
  return VARIANT_CUE_RE.test(text) && VARIANT_CUE_RE.test(text);
}

// "32ft wale me 7 ton 45k", "32ft: 6 ton @ 75k": details said of the truck of that length.
// ("32 ft me 7 ton 26 hazar": "in the 32 ft one"; "32 ft – 7 T – 95k": a dash after the length as a colon)
const WHICH_RE = new RegExp(
  String.raw`${B}(\d{2})${SP}*(?:${FEET})?${SP}*(?:(?:${alternation(WHICH_TRUCK_WORDS)})(?![\p{L}\p{M}])|(?<=${FEET}${SP}*)(?::|[–—-](?=${SP}*\d)|(?:me|mein|में)(?![\p{L}\p{M}])))`,
  'giu',
);
const CHOICE_RE = new RegExp(`${wordsSource(CHOICE_WORDS)}|/`, 'iu');
// Where a clause ends: a comma not inside a number ("64,000"), semicolon, bar, line end, or a full stop not inside a number.
const CLAUSE_END_RE = /(?<!\d),|,(?!\d)|[;|\n]|\.(?!\d)/g;

// Where a clause opened by a length's colon ends: a semicolon, bar, line end, or a full stop not inside a number.
const COLON_CLAUSE_END_RE = /[;|\n]|\.(?!\d)/g;

function colonClauseEnd(text: string, from: number): number {
  COLON_CLAUSE_END_RE.lastIndex = from;
  const m = COLON_CLAUSE_END_RE.exec(text);
  return m ? m.index : text.length;
}

function clauseEnd(text: string, from: number): number {
  CLAUSE_END_RE.lastIndex = from;
  const m = CLAUSE_END_RE.exec(text);
  return m ? m.index : text.length;
}

/**
 * "1 x 32 ft MXL 15 ton @ 62k, 1 x 20 ft 7 ton @ 38k", "ek 32 ft container aur ek 20 ft container ... 32ft wale me 7
 * ton 45k, 20ft wale me 4 ton 30k": a post of one route that counts two or more trucks apart, each by its length or
 * body, is a load per truck, each with what is said next to it (up to the next truck, or to its clause's end for the
 * last) and what is said of its length ("32ft wale ..."). Null when the post counts fewer than two so, or offers a
 * choice between them ("ek 32 ft ya ek 20 ft").
 */
export function truckVariants(text: string): TruckVariant[] | null {
  const ordinal = SECOND_HINT_RE.test(text);
  const listed = (text.includes(':') || LISTED_ITEM_HINT_RE.test(text) || LISTED_ONE_HINT_RE.test(text)) && LISTED_COUNT_RE.test(text);
  let found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  if (ordinal || listed || mayTellTrucksApart(text)) {
    VARIANT_RE.lastIndex = 0;
    for (let m = VARIANT_RE.exec(text); m; m = VARIANT_RE.exec(text)) {
      found.push({ count: m[1] ? Number(m[1]) : m[2] && !ONE_TRUCK_WORDS_SOUTH.includes(m[2]) ? numberOf(m[2]) : 1, start: m.index, end: m.index + m[0].length, length: m[3] ? Number(m[3]) : null });
    }
    if (found.length < 2 && ordinal) found = ordinalVariants(text);
    if (found.length < 2 && listed) found = listedVariants(text);
  }
  if (found.length < 2 && JOINED_HINT_RE.test(text)) {
    const joined = joinedVariants(text);
    if (joined) return joined;
  }
  if (found.length < 2 && SAME_ROUTE_HINT_RE.test(text)) {
    const same = sameRouteVariants(text);
    if (same) return same;
  }
  if (found.length < 2 && (text.includes('+') || AND_LENGTH_HINT_RE.test(text))) found = plusVariants(text);
  if (found.length < 2 && TIMES_HINT_RE.test(text)) found = timesVariants(text);
  if (found.length < 2 && WHEEL_CLAUSE_HINT_RE.test(text)) found = wheelVariants(text);
  if (found.length < 2) found = lineVariants(text);
  if (found.length < 2 || found.length > MAX_TRUCKS_PER_POST) return null;
  for (let k = 0; k + 1 < found.length; k++) if (CHOICE_RE.test(text.slice(found[k].end, found[k + 1].start))) return null;
  const variants: TruckVariant[] = found.map((v, k) => ({ count: v.count, spans: [[v.start, k + 1 < found.length ? found[k + 1].start : clauseEnd(text, v.end)]] }));
  const which: Array<{ at: number; length: number; colon: boolean }> = [];
  WHICH_RE.lastIndex = found[found.length - 1].end;
  for (let m = WHICH_RE.exec(text); m; m = WHICH_RE.exec(text)) which.push({ at: m.index, length: Number(m[1]), colon: m[0].endsWith(':') });
  // ("ek 32 ft aur ek 20 ft. 32 ft wale me 8 ton 38k": the last truck named ends where the first one's details open)
  if (which.length > 0) for (const v of variants) if (v.spans[0][0] < which[0].at && v.spans[0][1] > which[0].at) v.spans[0][1] = which[0].at;
  which.forEach((w, k) => {
    const v = found.findIndex((f) => f.length === w.length);
    // ("20 ft: 4 T, 24000; 17 ft: 3 T, 16000": a length's colon opens a clause its commas do not end)
    const end = w.colon ? colonClauseEnd(text, w.at) : clauseEnd(text, w.at);
    if (v >= 0) variants[v].spans.push([w.at, k + 1 < which.length ? Math.min(which[k + 1].at, end) : end]);
  });
  if (which.length === 0) ownClauses(text, found, variants);
  return variants;
}

// "FMCG: 32ft 8T 36k, 20ft 4T 22k", ". 10 chakka me 16 ton 22k, 12 chakka me 21 ton 28k": a clause opening with the
// length or the wheels of a truck counted apart before says that truck's own details, as "32ft wale me ..." does.
const LENGTH_OPENS_RE = new RegExp(String.raw`(?:^|[,;:\n]|(?<!\d)\.)${SP}*(\d{2})${SP}*${FEET}`, 'giu');
const WHEELS_OPENS_RE = new RegExp(
  String.raw`(?:^|[,;:\n]|(?<!\d)\.)${SP}*(?:(?:and|aur|और)${SP}+)?(\d{1,2})${SP}*-?${SP}*(?:${WHEEL_WORDS_LATIN.join('|')}|${alternation(WHEEL_WORDS)})${E}${SP}*(?:(?:me|mein|mai|में|${alternation(WHICH_TRUCK_WORDS)})${E}|:)`,
  'giu',
);
const WHEELS_AT_RE = new RegExp(String.raw`^${SP}*(\d{1,2})${SP}*-?${SP}*(?:${WHEEL_WORDS_LATIN.join('|')}|${alternation(WHEEL_WORDS)})${E}`, 'iu');

// "1 x 32ft MXL + 1 x 22ft open, ... MXL 9T 62k, open 8T 48k": a clause opening with the body of a truck counted apart.
const BODY_KEY = `(?:${BODIES}|open|closed|khuli|khula)`;
const BODY_AT_RE = new RegExp(`^${SP}*(${BODY_KEY})${E}`, 'iu');
const BODY_OPENS_RE = new RegExp(String.raw`(?:^|[,;:\n]|(?<!\d)\.)${SP}*(${BODY_KEY})${E}`, 'giu');

/** A body word as a key: lower case, without a plural "s" ("Containers" is "container"). */
function bodyKey(word: string): string {
  const w = word.toLowerCase();
  return w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w;
}

/**
 * Adds to each truck counted apart the clauses after them that open with its own length or wheels (one each), else
 * with its own body ("MXL 9T 62k, open 8T 48k").
 */
function ownClauses(text: string, found: Array<{ start: number; end: number; length: number | null }>, variants: TruckVariant[]): void {
  const wheels = found.map((f) => (f.length === null ? (WHEELS_AT_RE.exec(text.slice(f.end, f.end + 24))?.[1] ?? null) : null));
  const lengths = found.map((f) => f.length);
  const by = wheels.some((w) => w !== null) ? 'wheels' : 'length';
  const keys = by === 'wheels' ? wheels.map((w) => (w === null ? null : Number(w))) : lengths;
  if (new Set(keys.filter((k) => k !== null)).size < 2 || !clausesByKey(text, found, variants, by === 'wheels' ? WHEELS_OPENS_RE : LENGTH_OPENS_RE, keys, Number)) {
    const bodies = found.map((f) => {
      const m = BODY_AT_RE.exec(text.slice(f.end, f.end + 24));
      return m ? bodyKey(m[1]) : null;
    });
    if (new Set(bodies.filter((k) => k !== null)).size === found.length) clausesByKey(text, found, variants, BODY_OPENS_RE, bodies, bodyKey);
  }
}

/** Adds to each truck the clause after the last that opens with its key (one each); whether any was added. */
function clausesByKey<K>(text: string, found: Array<{ end: number }>, variants: TruckVariant[], re: RegExp, keys: Array<K | null>, keyOf: (s: string) => K): boolean {
  const clauses: Array<{ at: number; key: K }> = [];
  re.lastIndex = found[found.length - 1].end;
  for (let m = re.exec(text); m; m = re.exec(text)) clauses.push({ at: m.index + (/^[,;:\n.]/.test(m[0]) ? 1 : 0), key: keyOf(m[1]) });
  const used = new Set<number>();
  clauses.forEach((c, k) => {
    const v = keys.indexOf(c.key);
    if (v < 0 || used.has(v)) return;
    used.add(v);
    const end = clauseEnd(text, c.at);
    variants[v].spans.push([c.at, k + 1 < clauses.length ? Math.min(clauses[k + 1].at, end) : end]);
  });
  return used.size > 0;
}

// "Need 20 ft + 32 ft dono ...: 20ft 4 ton 32k, 32ft 8 ton 55k": two lengths joined by "+", "&" or "and" (not a choice: "/",
// "ya") ask for a truck of each; a clause opening with one of the lengths later says that truck's own details.
const JOINED_HINT_RE = /(?:ft|feet|fit|')[^\S\n]*(?:\+|&|and\b|aur\b|और)/i;
const JOINED_LENGTHS_RE = new RegExp(String.raw`${B}(\d{2})${SP}*${FEET}${SP}*(?:\+|&|and|aur|और)${SP}*((\d{2})${SP}*${FEET})`, 'iu');
const LENGTH_CLAUSE_RE = new RegExp(String.raw`(?:^|[,;:\n])${SP}*((\d{2})${SP}*${FEET})`, 'giu');

/** Two trucks asked for by their lengths joined ("20 ft + 32 ft"), each said apart in a clause of its length; or null. */
function joinedVariants(text: string): TruckVariant[] | null {
  const head = JOINED_LENGTHS_RE.exec(text);
  if (!head || head[1] === head[3]) return null;
  const lengths = [Number(head[1]), Number(head[3])];
  const headEnd = head.index + head[0].length;
  const second = headEnd - head[2].length;
  const headSpans: Array<[number, number]> = [
    [head.index, second],
    [second, headEnd],
  ];
  const clauses: Array<{ at: number; length: number }> = [];
  LENGTH_CLAUSE_RE.lastIndex = headEnd;
  for (let m = LENGTH_CLAUSE_RE.exec(text); m; m = LENGTH_CLAUSE_RE.exec(text)) {
    if (lengths.includes(Number(m[2]))) clauses.push({ at: m.index + m[0].length - m[1].length, length: Number(m[2]) });
  }
  if (clauses.length !== 2 || clauses[0].length === clauses[1].length) return null;
  return lengths.map((length, k) => {
    const c = clauses.findIndex((x) => x.length === length);
    const start = clauses[c].at;
    return { count: 1, spans: [headSpans[k], [start, c === 0 ? clauses[1].at : clauseEnd(text, start + 1)]] };
  });
}

const SAME_ROUTE_HINT_RE = new RegExp(alternation(SAME_ROUTE_WORDS), 'iu');
const SAME_ROUTE_RE = new RegExp(wordsSource(SAME_ROUTE_WORDS), 'giu');
const FIGURE_RE = /\d/;

/**
 * "Delhi to Mumbai 32 ft 9 ton 60k, same route 20 ft 5 ton 35k", "Tiruppur → Bangalore 20 ft open lorry\nknitted fabric 6
 * ton, 14000\n22 ft open lorry same route - yarn 9 ton, 17000": "same route" opens another truck of the route already
 * named, with what its clause or line says (its line's truck before the words too); the first truck is what comes before.
 * Null unless each part says a figure of its own.
 */
function sameRouteVariants(text: string): TruckVariant[] | null {
  const cuts: Array<{ at: number; end: number }> = [];
  SAME_ROUTE_RE.lastIndex = 0;
  for (let m = SAME_ROUTE_RE.exec(text); m; m = SAME_ROUTE_RE.exec(text)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const before = text.slice(lineStart, m.index);
    const mark = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.search(/\.(?!\d)[^.]*$/));
    const at = lineStart + (mark >= 0 ? mark + 1 : 0);
    if (at === 0 || (cuts.length > 0 && at <= cuts[cuts.length - 1].at)) return null;
    let end = text.indexOf('\n', m.index);
    if (end < 0) end = text.length;
    // ("Same route:\n20 ft 5 ton 35k": the words alone on their line open the next one)
    if (!FIGURE_RE.test(text.slice(m.index + m[0].length, end)) && end < text.length) {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 ? text.length : next;
    }
    cuts.push({ at, end });
  }
  if (cuts.length === 0 || cuts.length + 1 > MAX_TRUCKS_PER_POST) return null;
  const variants: TruckVariant[] = [{ count: 1, spans: [[0, cuts[0].at]] }];
  for (const [k, c] of cuts.entries()) variants.push({ count: 1, spans: [[c.at, k + 1 < cuts.length ? Math.min(c.end, cuts[k + 1].at) : c.end]] });
  return variants.every((v) => FIGURE_RE.test(text.slice(v.spans[0][0], v.spans[0][1]))) ? variants : null;
}

// "2 loads: 32 ft 9T ... 72k, 20 ft 5T ... 45k": a count of loads or trucks before a colon, then as many clauses each
// opening with its truck's length.
// ("2 gaadi - ek 28 ton trailer 65k, ek 20 ton 14 wheeler 48k": or a dash before clauses each opening with "one")
const ONE_COUNT_WORDS = FEW_WORDS.filter((w) => NUMBER_WORDS[w] === 1);
const LISTED_COUNT_RE = new RegExp(
  `${B}([2-9])${SP}*(?:loads?|trucks?|gaa?dd?i(?:y[ao]n)?|vehicles?|${alternation(VEHICLE_NOUNS_INDIC)})${SP}*(?::|[-–—]${SP}*(?=1\\.|(?:${alternation(ONE_COUNT_WORDS)})${SP}))`,
  'iu',
);
const LISTED_ONE_HINT_RE = new RegExp(`[-–—]${SP}*(?:${alternation(ONE_COUNT_WORDS)})${SP}`, 'iu');
const ONE_ITEM_RE = new RegExp(`(?:^|[,;])${SP}*(?:${alternation(ONE_COUNT_WORDS)})(?=${SP})`, 'giu');
const LISTED_ITEM_HINT_RE = /[-–—][^\S\n]*1\./;
// An item's number in a list written on one line ("2 load - 1. jasmine 1 ton 6000 2. vegetables 6 ton 16000").
// ("3 load: 1) towels 8 ton ... 2) lungi 7 ton ...": or with a bracket after it)
const INLINE_ITEM_RE = /(?<![^\s])([1-9])[.)](?=[^\S\n]+\D)/g;
// A clause opens after a comma, a semicolon or a bracket closing the truck before ("20 ft (5T, 45k) and 32 ft (10T, 72k)").
// ("32 ft MXL 9 ton 92k aur 20 ft closed 5 ton 58k": or after the truck before's last figure and "and")
const LISTED_LENGTH_RE = new RegExp(String.raw`(?:(?:^|[,;)])${SP}*(?:(?:${alternation(AND_WORDS)}|&)${SP}+)?|(?<=\d[kK]?)${SP}+(?:${alternation(AND_WORDS)}|&)${SP}+)(\d{2})${SP}*${FEET}`, 'giu');

/** "2 loads: 32 ft 9T beer 72k, 20 ft 5T glass 45k": a truck per clause after the count's colon, when as many open with a length. */
function listedVariants(text: string): Array<{ count: number; start: number; end: number; length: number | null }> {
  const head = LISTED_COUNT_RE.exec(text);
  if (!head) return [];
  const from = head.index + head[0].length;
  const lineEnd = text.indexOf('\n', from);
  const line = text.slice(from, lineEnd < 0 ? text.length : lineEnd);
  const found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  LISTED_LENGTH_RE.lastIndex = 0;
  for (let m = LISTED_LENGTH_RE.exec(line); m; m = LISTED_LENGTH_RE.exec(line)) {
    const start = from + m.index + m[0].length - m[0].trimStart().length;
    found.push({ count: 1, start, end: from + m.index + m[0].length, length: Number(m[1]) });
  }
  if (found.length === Number(head[1])) return found;
  // "2 load - 1. jasmine 1 ton 6000 2. vegetables 6 ton 16000. Both tonight.": items numbered from 1 to the count, each
  // up to the next (the last up to its sentence's end).
  const items: number[] = [];
  INLINE_ITEM_RE.lastIndex = 0;
  for (let m = INLINE_ITEM_RE.exec(line); m; m = INLINE_ITEM_RE.exec(line)) if (Number(m[1]) === items.length + 1) items.push(m.index);
  if (items.length === Number(head[1])) {
    return items.map((at, k) => {
      const start = from + at;
      return { count: 1, start, end: k + 1 < items.length ? from + items[k + 1] : colonClauseEnd(text, start + 2), length: null };
    });
  }
  // "2 gaadi - ek 28 ton trailer 65k, ek 20 ton 14 wheeler 48k": as many clauses each opening with "one", each up to the
  // next (the last up to its clause's end).
  const ones: number[] = [];
  ONE_ITEM_RE.lastIndex = 0;
  for (let m = ONE_ITEM_RE.exec(line); m; m = ONE_ITEM_RE.exec(line)) ones.push(m.index + m[0].length - m[0].replace(/^[,;]/, '').trimStart().length);
  if (ones.length === Number(head[1])) {
    return ones.map((at, k) => {
      const start = from + at;
      return { count: 1, start, end: k + 1 < ones.length ? from + ones[k + 1] : clauseEnd(text, start + 1), length: null };
    });
  }
  // "2 loads: cotton seed cake 15 ton in 10 wheel, 16000; groundnut shells 8 ton in 22 ft, 14000.": as many clauses
  // parted by semicolons (up to the sentence's end) are a truck each, whatever they open with.
  const stop = line.search(/\.(?!\d)/);
  const sentence = stop < 0 ? line : line.slice(0, stop);
  const parts = sentence.split(';');
  if (parts.length !== Number(head[1]) || parts.some((p) => !/\d/.test(p))) return andParts(sentence, from, Number(head[1]));
  let at = from;
  return parts.map((p) => {
    const start = at + p.length - p.trimStart().length;
    at += p.length + 1;
    // (the last runs to its part's end, past the commas inside it)
    return { count: 1, start, end: start + p.trim().length, length: null };
  });
}

// The units a truck's own weight is said in ("9 T", "9 ton", "9 टन").
const WEIGHT_UNITS_SAID = TONNES;
// An "and" or "&" joining two trucks or items.
const AND_JOIN = String.raw`&|(?<![\p{L}\p{M}])(?:${alternation(AND_WORDS)})(?![\p{L}\p{M}])`;
// "tea 9 T 48k & spices 7 T 45k": "and" between two items that each say their own weight.
const ITEM_AND_RE = new RegExp(`${SP}+(?:${AND_JOIN})${SP}+`, 'giu');
const OWN_WEIGHT_RE = new RegExp(String.raw`\d${SP}*(?:${WEIGHT_UNITS_SAID})${E}`, 'iu');

/**
 * "2 loads: tea 9 T 48k & spices 7 T 45k": as many parts of the sentence after the count as it counts, joined by "and"
 * or "&", each with its own weight, are a truck each; else none.
 */
function andParts(sentence: string, from: number, count: number): Array<{ count: number; start: number; end: number; length: number | null }> {
  const cuts = [...sentence.matchAll(ITEM_AND_RE)];
  if (cuts.length !== count - 1) return [];
  const found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  let at = 0;
  for (let k = 0; k < count; k++) {
    const end = k < cuts.length ? cuts[k].index : sentence.length;
    const part = sentence.slice(at, end);
    if (!OWN_WEIGHT_RE.test(part)) return [];
    const start = from + at + part.length - part.trimStart().length;
    found.push({ count: 1, start, end: start + part.trim().length, length: null });
    if (k < cuts.length) at = cuts[k].index + cuts[k][0].length;
  }
  return found;
}

// "• 32ft MXL 15T 95k": a line opening (after its bullet or number) with a truck's length, then its own weight or freight.
const LINE_VARIANT_RE = new RegExp(String.raw`(?:^|\n)${SP}*(?:[•*▪◾➤🔸🔹-]|\d[.)])?${SP}*(\d{2})${SP}*${FEET}[^\n]*?\d${SP}*(?:${TONNES}|k|kg|हजार)${E}`, 'giu');

/**
 * "Vapi to Kolkata 2 loads\n• 32ft MXL 15T 95k\n• 32ft SXL 8T 82k": lines of one route's post each opening with a truck's
 * length and saying its own weight or freight are a truck each; fewer than two such lines are none.
 */
function lineVariants(text: string): Array<{ count: number; start: number; end: number; length: number | null }> {
  // two such lines under the route's need two line breaks
  const nl = text.indexOf('\n');
  if (nl < 0 || text.indexOf('\n', nl + 1) < 0) return [];
  const found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  LINE_VARIANT_RE.lastIndex = 0;
  for (let m = LINE_VARIANT_RE.exec(text); m; m = LINE_VARIANT_RE.exec(text)) {
    const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
    // (a numbered line, "2. 19 adi open, plywood 6 ton, 16000", is its truck's to the line's end, past its full stop and commas)
    const numbered = text.charCodeAt(start) >= 48 && text.charCodeAt(start) <= 57 && (text[start + 1] === '.' || text[start + 1] === ')');
    const lineEnd = text.indexOf('\n', start);
    found.push({ count: 1, start, end: numbered ? (lineEnd < 0 ? text.length : lineEnd) : start + 1, length: Number(m[1]) });
  }
  return found.length >= 2 ? found : [];
}

// "2 gaadi: 10 chakka me 16 ton 28k, 12 chakka me 22 ton 36k": clauses opening with a truck's wheels and "me"/"wali"
// (in it, the one of) or a colon each say one truck's details, as "32ft wale me" does of a length.
const WHEEL_CLAUSE_RE = new RegExp(
  String.raw`(?:^|[,;:\n])${SP}*(?:(?:and|aur|और)${SP}+)?(?:${WHEEL_COUNTS.join('|')})${SP}*-?${SP}*(?:${WHEEL_WORDS_LATIN.join('|')}|${alternation(WHEEL_WORDS)})${E}${SP}*(?:(?:me|mein|mai|में|${alternation(WHICH_TRUCK_WORDS)})${E}|:)`,
  'giu',
);
const WHEEL_CLAUSE_HINT_RE = /\d[^\S\n]*-?[^\S\n]*(?:chak|whe|wh|tyre|tayar|pahiy|चक्|पहि|टायर|ચક|વ્હી|ਚੱਕ|ਟਾਇ)/i;

function wheelVariants(text: string): Array<{ count: number; start: number; end: number; length: number | null }> {
  const found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  WHEEL_CLAUSE_RE.lastIndex = 0;
  for (let m = WHEEL_CLAUSE_RE.exec(text); m; m = WHEEL_CLAUSE_RE.exec(text)) {
    const start = m.index + (/^[,;:\n]/.test(m[0]) ? 1 : 0);
    found.push({ count: 1, start, end: m.index + m[0].length, length: null });
  }
  return found.length >= 2 ? found : [];
}

// A plus sign or an "and" before a truck's length ("... 52k + 24 ft open 9T 75k", "32 ft 8 ton 65k and 20 ft 4 ton
// 38k"), and a length with its own weight or freight after it.
const LENGTH_AHEAD = String.raw`${SP}*\(?${SP}*\d{2}${SP}*${FEET}`;
const PLUS_LENGTH_RE = new RegExp(String.raw`(?:\+|${AND_JOIN})(?=${LENGTH_AHEAD})`, 'giu');
const AND_LENGTH_HINT_RE = new RegExp(`(?:${AND_JOIN})${LENGTH_AHEAD}`, 'iu');
/** A truck's length with its own figure after it in one of `units`. */
function ownLengthRe(units: string): RegExp {
  return new RegExp(String.raw`${B}(\d{2})${SP}*${FEET}[^+\n]*?\d${SP}*(?:${units})${E}`, 'giu');
}
const OWN_LENGTH_RE = ownLengthRe(`${WEIGHT_UNITS_SAID}|k|kg|हजार`);
const OWN_LENGTH_WEIGHT_RE = ownLengthRe(WEIGHT_UNITS_SAID);

/**
 * "Ludhiana to Bhopal: 32 ft SXL 6T 52k + 24 ft open 9T 75k", "Pune to Delhi 2 trucks - 32 ft 8 ton 65k and 20 ft 4 ton
 * 38k": trucks joined by plus signs or "and", each after its length with its own weight or freight, are a truck each
 * (the first is the last such length before the first join).
 */
function plusVariants(text: string): Array<{ count: number; start: number; end: number; length: number | null }> {
  const joins = [...text.matchAll(PLUS_LENGTH_RE)];
  if (joins.length === 0) return [];
  const cuts = joins.map((m) => m.index);
  const found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  const bounds = [0, ...cuts, text.length];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const part = text.slice(bounds[k], bounds[k + 1]);
    // (after an "and" the truck names its own weight: "and 20 ft also ok 65k" is a choice of truck at one freight)
    const own = [...part.matchAll(k > 0 && joins[k - 1][0] !== '+' ? OWN_LENGTH_WEIGHT_RE : OWN_LENGTH_RE)];
    const m = k === 0 ? own[own.length - 1] : own[0];
    if (!m) return [];
    const start = bounds[k] + m.index;
    found.push({ count: 1, start, end: start + 1, length: Number(m[1]) });
  }
  return found;
}

// "20 ft container x 2 + 40 ft container x 1": a length, perhaps its body, then a times sign and how many of it.
const LENGTH_TIMES_RE = new RegExp(String.raw`${B}(\d{2})${SP}*${FEET}${SP}*(?:${BODIES}${E}${SP}*)?[x×*]${SP}*([1-9])(?![\p{N}.])(?!${SP}*(?:${FEET}|[x×*]))`, 'giu');

/** Trucks counted after their lengths ("20 ft container x 2 + 40 ft container x 1"): none unless two lengths are so counted. */
function timesVariants(text: string): Array<{ count: number; start: number; end: number; length: number | null }> {
  const found = [...text.matchAll(LENGTH_TIMES_RE)].map((m) => ({ count: Number(m[2]), start: m.index, end: m.index + m[0].length, length: Number(m[1]) }));
  return found.length >= 2 ? found : [];
}

/** "एक 6 टन 24 हजार, दूसरी 5 टन 21 हजार": a first truck then a second, each opening a clause; none unless both are said. */
function ordinalVariants(text: string): Array<{ count: number; start: number; end: number; length: number | null }> {
  const found: Array<{ count: number; start: number; end: number; length: number | null }> = [];
  ORDINAL_VARIANT_RE.lastIndex = 0;
  for (let m = ORDINAL_VARIANT_RE.exec(text); m; m = ORDINAL_VARIANT_RE.exec(text)) {
    const second = m[2] !== undefined || m[3] !== undefined;
    if (second !== found.length > 0) continue;
    const start = m.index + m[0].length - (m[1] ?? m[2] ?? m[3]).length;
    found.push({ count: 1, start, end: m.index + m[0].length, length: null });
    if (second) break;
  }
  return found.length === 2 ? found : [];
}
