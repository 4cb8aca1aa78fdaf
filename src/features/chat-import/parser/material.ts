/**
 * Material, a field stage of the parser: the goods a post names, lower case and without quantities or packing
 * counts ("steel coils", "pyaz", "प्याज", "frozen chicken"). Read, in this order, from a labelled line
 * ("Material: FMCG cartons", "Maal - pyaz", "माल: प्याज"), from the goods words of goods.ts (with a qualifier just
 * before them, "frozen chicken", and a second goods word or a word like "goods" after, "steel pipes"), else from the words after
 * a weight ("8 ton hosiery", "20 ton kapda"), the place Hinglish posts put the goods, up to the next number, truck,
 * city, date or filler word; that last reading is a guess and says so.
 */
import { CITIES, isAmbiguousCityWord, isWordNamedCity, resolveCity } from '../../../geo/cities.js';
import { DAY_OFFSET_WORDS, MONTH_WORDS, TAMIL_LATIN_DAY_WORDS, TAMIL_LATIN_WEEKDAY_STEMS, WEEKDAY_WORDS } from '../lexicon/dates.js';
import {
  AND_WORDS,
  BETWEEN_WORDS,
  DEST_AFTER_PAIRS,
  DEST_AFTER_WORDS,
  DEST_LABEL_WORDS,
  DEST_SUFFIXES,
  FACILITY_WORDS,
  FIRM_WORDS,
  LATIN_GLUED_ENDINGS,
  LOAD_NOUNS_AFTER_PLACE,
  LOCATIVE_WORDS,
  ORIGIN_LABEL_WORDS,
  ORIGIN_SUFFIXES,
  PLACE_FEATURE_WORDS,
  POSSESSIVE_WORDS,
  REGION_WORDS,
  STATE_AFTER_CITY_WORDS,
  UNLOAD_VERB_WORDS,
} from '../lexicon/places.js';
import { BODY_NOTE_WORDS, CARRIED_VEHICLE_WORDS, FIRST_TRUCK_WORDS, SECOND_TRUCK_WORDS, TRUCK_MAKE_WORDS, TRUCK_WORDS, WHEEL_WORDS, WHEEL_WORDS_LATIN, WHICH_TRUCK_WORDS } from '../lexicon/trucks.js';
import {
  AMOUNT_WORDS,
  BAG_WORDS,
  COUNT_UNIT_WORDS,
  COUNTING_WORDS,
  EACH_WORDS,
  FEET_WORDS,
  PER_UNIT_WORDS,
  PER_WORDS,
  PIECE_WORDS,
  PRICE_WORDS,
  RATE_QUALIFIER_WORDS,
  RATE_WORDS,
  RUPEE_WORDS,
  SPOKEN_NUMBERS,
  THOUSANDS_AFTER_WORDS,
  TOTAL_WORDS,
  WEIGHT_UNITS,
  ONE_WORDS,
} from '../lexicon/units.js';
import { MARKET_RATE_WORDS, SHARED_DETAIL_WORDS, TRUCK_NOUNS, VEHICLE_NOUNS_INDIC, WANT_WORDS } from '../lexicon/posts.js';
import { notes } from '../notes.js';
import {
  GOODS_GLUED_ENDINGS,
  GOODS_MODIFIERS,
  GOODS_NOT_AFTER_NUMBER,
  GOODS_NOUNS,
  GOODS_POSSESSIVES,
  GOODS_TAILS,
  GOODS_WORDS,
  LOAD_NOUNS,
  MARKET_NAMES,
  MOVING_WORDS,
  NOT_GOODS_SINGULARS,
  NOT_SEGMENT_GOODS,
  PAYMENT_AFTER_GOODS,
  SAME_GOODS_WORDS,
  TRADE_ONLY_GOODS,
} from './goods.js';
import { misspeltWeekday } from './days.js';
import { isSoundReadLetter, placeInLatin } from './letters.js';
import { alternation, caseOf } from './words.js';
import type { Val } from './scan.js';

const GOODS = new Set(GOODS_WORDS);
/** The first word of every goods name: most words of a post are none, and are passed over with one lookup. */
const FIRST_WORDS = new Set(GOODS_WORDS.map((w) => w.split(' ')[0]));
/** Every word inside a goods name. */
const NAME_WORDS = new Set(GOODS_WORDS.flatMap((w) => w.split(' ')));
/** Latin spellings folded ("pyaaz", "chaawal", "sabji"/"sabzi" read as the listed word), to the listed first word. */
function foldLatin(w: string): string {
  let out = '';
  let prev = '';
  for (const ch of w) {
    const c = ch === 'z' ? 'j' : ch === 'w' ? 'v' : ch;
    if (c !== prev) out += c;
    prev = c;
  }
  return out;
}
const FOLDED = new Map<string, string>();
for (const w of FIRST_WORDS) if (/^[a-z]+$/.test(w) && !FOLDED.has(foldLatin(w))) FOLDED.set(foldLatin(w), w);
const LATIN_WORD_RE = /^[a-z]+$/;
const NOT_SINGULARS = new Set(NOT_GOODS_SINGULARS);
const NOT_AFTER_NUMBER = new Set(GOODS_NOT_AFTER_NUMBER);
const NUMBER_RE = /\d/;
const MODIFIERS = new Set(GOODS_MODIFIERS);
const PAYMENT_AFTER = new Set(PAYMENT_AFTER_GOODS);
const TAILS = new Set(GOODS_TAILS);
const SAME_GOODS = new Set(SAME_GOODS_WORDS);
const TRADE_ONLY = new Set(TRADE_ONLY_GOODS);
/** Longest goods name, in words. */
const MAX_GOODS_WORDS = Math.max(...GOODS_WORDS.map((w) => w.split(' ').length));
const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
// Words, and the marks between them that break a name ("steel, coils" is not "steel coils").
const WORD_RE = /[\p{L}\p{M}]+|[^\p{L}\p{M}\s]+/gu;

// "Material: ...", "Maal - ...", "माल: ...", "Goods = ...": the rest of the line up to a comma or full stop.
const LABEL_HINT_RE = /mat|mtrl|maal|mal|good|commod|product|cargo|consign|item|saman|samaan|saaman|सामान|माल|सामग्री|साहित्य|માલ|સામાન|ਮਾਲ|ਸਮਾਨ|ਸਾਮਾਨ|சரக்கு|பொருள்|சாமான்|মাল|ମାଲ|సరుకు|ಸರಕು/i;
// (with the label's misspellings, "Matrial - two wheeler spare", "Meterial:")
const LABELS =
  'material|materials|matrial|matrials|meterial|metrial|materail|materiel|matl|mtrl|matrl|mat|maal|mal|goods|commodity|product|cargo|consignment|item|items|saman|samaan|saaman|सामान|माल|सामग्री|साहित्य|માલ|સામાન|ਮਾਲ|ਸਮਾਨ|ਸਾਮਾਨ|சரக்கு|பொருள்|சாமான்|মাল|ମାଲ|సరుకు|ಸರಕು';
const LABEL_KINDS = 'type|name|details?|description|desc|प्रकार|પ્રકાર|ਕਿਸਮ|வகை';
const LABEL_RE = new RegExp(`${NOT_WORD_BEFORE}(?:${LABELS})\\s*(?:${LABEL_KINDS}|hai|h|is|है|आहे|છે|ਹੈ)?\\s*(?:[:\\-–=>→]|\\p{Extended_Pictographic})+\\s*([^\\n,;|]+)`, 'iu');
/**
 * A label typed without its colon, "Goods Bearings", "Product Frozen chicken", "माल प्रकार स्टील के बर्तन": a label
 * word (with its kind word) opening a line and a word after it is the goods' line as "Goods: Bearings" is.
 */
const LOAD_NOUN_LABEL_RE = /^\s*(?:maal|mal|saman|samaan|saaman|सामान|माल|માલ|સામાન|ਮਾਲ|ਸਮਾਨ|ਸਾਮਾਨ|சாமான்|মাল|ମାଲ)(?![\p{L}\p{M}])/iu;
// (or opening a sentence: "... ২১ টন ৩৮ হাজার। মাল চা। বুধবার লোডিং")
const BARE_LABEL_RE = new RegExp(`(?:^|\\n|[.।!][^\\S\\n]+)[^\\S\\n]*(?:${LABELS})(?:[^\\S\\n]+(?:${LABEL_KINDS}))?[^\\S\\n]+(?=[\\p{L}\\p{M}])([^\\n,;|]+)`, 'iu');
// Every weight unit of the lexicon ("9 ton", "9 M.T.", "9 tan", "9 टन", "90 qtl", "2,000 kg").
const WEIGHT_UNIT = alternation(Object.keys(WEIGHT_UNITS));
// A quantity and what it counts: "500 bags", "9 ton", "2,000 kg", "10 पेटी".
const QUANTITY_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d[\d.,]*\s*(?:${WEIGHT_UNIT}|bags?|boxes|box|cartons?|ctns?|pcs|pieces|nos|bundles?|drums?|pallets?|bales?|rolls?|packets?|pkgs?|packages?|bori|bora|boriya|katta|katte|kattey|peti|crates?|sacks?|टन|किलो|क्विंटल|पेटी|पेटियाँ|बोरी|बोरियां|बोरे|कट्टे|ટન|કિલો|ક્વિન્ટલ|બોરી|ગુણી|ਟਨ|ਕਿਲੋ|ਕੁਇੰਟਲ|ਬੋਰੀਆਂ|ਗੱਟੇ|டன்|கிலோ|மூட்டை|టన్నులు|టన్నుల|టన్ను|టన్|ಟನ್ನು|ಟನ್|টন|ଟନ|ടൺ|ടണ്|কেজি|କିଲୋ|കിലോ)?(?![\p{L}\p{M}])`,
  'giu',
);
const WEIGHT_RE = new RegExp(String.raw`(?<![\p{L}\p{N}.,])\d+(?:\.\d+)?\s*(?:${WEIGHT_UNIT})(?:\s+(?:of|ka|ki|ke))?\s+([\p{L}\p{M}][\p{L}\p{M}\s-]*)`, 'giu');
/** Words that end a material read after a weight or on a label line: fillers, truck words, dates, money, load words. */
const STOP_WORDS = new Set([
  ...(
    'hai h he hain ha ho is are was have has the a an and or of ka ki ke ko se to from ex for till tak upto via at in on by with se me mein ' +
    'each per only approx approximately around about total net gross fix fixed urgent urgently ready available avl immediate ' +
    // a quantity's label ("Product: Frozen chicken Qty 8 ton" typed on one line): never goods
    'qty quantity ' +
    // "2 x reactors" (a count's times sign)
    'x ' +
    // a list of loads named ("Dhanbad theke load list (sob 14 chaka ...)", "লোড লিস্ট", "लोड लिस्ट")
    'list lists লিস্ট लिस्ट ଲିଷ୍ଟ ' +
    'load loads loading unloading lodaing loding ldg lding maal mal material goods weight wt vajan wajan ' +
    'truck trucks gaadi gadi gaddi gaadiya vehicle vehicles veh vehical vhcl container containers cont cntr open body closed box trailer trailers taurus tanker tipper reefer ' +
    'lcv tempo pickup eicher ace sxl mxl txl hq ft feet fit wheeler wheel tyre tyres chakka axle single multi required reqd req need needed chahiye chaiye ' +
    'rate freight bhada bhaada price budget offer target best rs inr advance adv balance payment pmt kal aaj parso today tomorrow tmrw tonight tonite morning evening subah shaam raat date dt dated ' +
    'contact call cont mob mobile ph phone no number whatsapp pls please sir ji bhai as nil none any koi kuch party company hamara humara mera apna iska uska ' +
    'है का की के को से तक और में लोडिंग गाड़ी गाडी ट्रक कल आज परसों भाड़ा रेट टन किलो क्विंटल रो री रा ' +
    'आहे चा ची चे ते ला हून पासून उद्या भाडे गाडीला फूट फीट ' +
    'છે નો ની નું ના થી સુધી ગાડી ટ્રક કાલે આજે ભાડું ટન કિલો ' +
    'ਹੈ ਦਾ ਦੀ ਦੇ ਤੋਂ ਤੱਕ ਨੂੰ ਗੱਡੀ ਟਰੱਕ ਕੱਲ੍ਹ ਅੱਜ ਭਾੜਾ ਟਨ ' +
    'டன் லாரி வண்டி நாளை இன்று வாடகை கிலோ'
  ).split(' '),
  ...'agle agli agla next coming this'.split(' '),
  // "now" before a changed figure ("engineering goods now 46k", "abhi 46k")
  ...'now abhi'.split(' '),
  // "this"/"that" pointing back ("10 ton isi rate pe", "wahi 22 ft", "उसी रेट में"): never goods
  ...'isi issi usi ussi yahi yehi wahi vahi इसी उसी यही वही'.split(' '),
  // "send" asked of the reader ("rate 26 tak bhejo", "gaadi bhejiye"): never goods
  ...'bhejo bhejiye bhejna bhejni bhej bhejdo send'.split(' '),
  // a truck's length or size label ("length 32 ft", "Vehicle size: 20 ft", "लंबाई 32 फीट"): never goods
  ...'length lenght lambai size लंबाई लम्बाई साइज'.split(' '),
  // the market's rate named in a load ("market rate 58k", MARKET_RATE_WORDS): never goods
  ...MARKET_RATE_WORDS.flatMap((w) => w.split(' ')),
  // the ordinals that tell trucks apart ("ek 8 ton 30000 dusri 5 ton 21000"): never goods
  ...FIRST_TRUCK_WORDS,
  ...SECOND_TRUCK_WORDS,
  // the labels of a post's weight and phone lines in the scripts and Latin letters ("वजन 15 टन", "સંપર્ક: 98...", "Mo. 98..."):
  // never goods
  ...'mo mob. वजन वज़न संपर्क सम्पर्क फोन फ़ोन मो मोबाइल वजनः વજન સંપર્ક ફોન મો મોબાઇલ ਵਜ਼ਨ ਵਜਨ ਭਾਰ ਸੰਪਰਕ ਫੋਨ ਫ਼ੋਨ ਮੋਬਾਈਲ எடை தொடர்பு அழைக்க போன் ఫోన్ ಫೋನ್ ওজন ফোন যোগাযোগ ଓଜନ ଫୋନ'.split(' '),
  // the goods label in Bengali, Odia, Telugu and Kannada ("মাল:", "ମାଲ:", "సరుకు:", "ಸರಕು:"), the truck label in every
  // script ("वाहन:", "వాహనం:", "গাড়ি:"), Tamil "லோடிங்" (loading) and Punjabi "ajj" (today) typed in Latin letters
  // a load noun in a script, as "maal" and "load" ("15 टन माल", "9 ਟਨ ਮਾਲ", "18 டன் லோடு": no goods named), and a verb of
  // going after a route ("पुणे ते नाशिक जाणार", "ਲੁਧਿਆਣਾ ਤੋਂ ਦਿੱਲੀ ਜਾਣਾ")
  ...'माल लोड માલ લોડ ਮਾਲ ਲੋਡ லோடு லோட் जाणार जायचे जायचा जाना જવાનું જવાનો ਜਾਣਾ ਜਾਣੀ janar jaana javanu'.split(' '),
  ...'মাল ମାଲ సరుకు ಸರಕು वाहन વાહન ਵਾਹਨ வாகனம் వాహనం ವಾಹನ গাড়ি গাড়ী ଗାଡ଼ି ଗାଡି லோடிங் ajj'.split(' '),
  // a unit and "per" in one word ("டன்னுக்கு 1800", "tanala 1800"): a rate's unit, never goods
  ...Object.keys(PER_UNIT_WORDS),
  // the scripts' truck nouns and counting words ("दोन गाड्या", "એક 32 ફૂટ કન્ટેનર"): a count of trucks, never goods
  ...VEHICLE_NOUNS_INDIC,
  // the loading and unloading labels of the scripts ("सूरत लोडिंग, दिल्ली अनलोडिंग"): where the load goes, never goods
  ...ORIGIN_LABEL_WORDS,
  ...DEST_LABEL_WORDS,
  ...Object.keys(COUNTING_WORDS).filter((w) => !LATIN_WORD_RE.test(w)),
  // "ik Delhi ik Jaipur", "Chennai-ku onnu, Bangalore-ku onnu": "one" of a truck to each place in Punjabi, Tamil, Kannada
  // and Telugu typed in Latin letters, never goods
  ...'ikk oka'.split(' '),
  // "one" in every language ("ಒಂದು ಪುಣೆ, ಒಂದು ಹೈದರಾಬಾದ್", "ఒకటి చెన్నై"): a truck to each place, never goods; and "first"
  ...ONE_WORDS,
  ...'पहला पहली पहले'.split(' '),
  // a table's column names ("Origin | Dest | Veh | Wt | Freight") and the load nouns of the scripts ("హైదరాబాద్ కి లోడ్స్")
  ...'origin dest destination source from to'.split(' '),
  ...LOAD_NOUNS_AFTER_PLACE,
  // what the goods are not ("Chemical drums, non haz"): a note on them, never goods
  ...'non haz hazardous nonhaz'.split(' '),
  // "all" said of a list's items ("saare kal nu loading", "ellam naalai loading", "anni")
  ...'saare sare saria ellam ellaam ella anni annee'.split(' '),
  // the papers of a trip ("e-way bill ready", "bilty", "GST invoice"): terms of the post, never goods
  ...'bill bills billing bilty builty invoice gst eway e-way ewaybill'.split(' '),
  // a time of the calendar ("New year ke baad", "naye saal me", "next month"): when, never goods ("new" qualifies goods too)
  ...'year years saal month months mahina mahine'.split(' '),
  // the English months and their short forms ("dispatch on 16-Mar-2034", "loading 3 sept"): a date's, never goods
  ...'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '),
  // Rajasthani (Marwari) "of", as का: "1500 टन रो भाड़ो" (the fare of a tonne)
  ...'रो री रा'.split(' '),
  // a tonne with Telugu's or Kannada's "for each" glued on ("30 టన్నులు టన్నుకు 1300"): the rate's unit, never goods
  ...'టన్నుకు టన్కు ಟನ್‌ಗೆ ಟನ್ಗೆ ಟನ್ನಿಗೆ'.split(' '),
  // "and", "both" in Hinglish, Marathi, Gujarati and Punjabi typed in Latin letters ("Delhi se Pune aur Jaipur se Surat")
  ...'aur or and dono both ani ane ate te bhi'.split(' '),
  // and Assamese "and" typed in Latin letters ("Guwahati pora Agartala aru Guwahati pora Aizawl"), its "to" ("Dibrugarh pora
  // Kolkata loi tea chest"), Bengali "unloaded" ("Cuttack e 10 ton khalas") and Odia "at the rate of" ("32 ton lekhare")
  'aru',
  ...'loi loy khalas khalash lekhare'.split(' '),
  // "for each truck" and "each" in Tamil and Kannada typed in Latin letters ("okkoru vandikum 12 ton", "castings tala 10
  // ton"), and Telugu "in both" ("rendu lo mirchi")
  ...'okkoru ovvoru ovoru vandikum vandikku vandiku tala rendu lo'.split(' '),
  // a firm's word closing its name ("Maa Tara Roadlines" signing a list), never goods (but "cargo", as in "export cargo")
  ...FIRM_WORDS.filter((w) => w !== 'cargo'),
  // the date's label ("Tarikh: 20 ko"), never goods
  ...'tarikh tareekh taarikh tarik tarikha'.split(' '),
  // Bengali's, Assamese's and Odia's counts of trucks typed in Latin letters ("ekta gari", "duto gari", "gote trailer")
  ...'ekta ekti duto duta gote'.split(' '),
  // "and" and "both" in every language ("વાપીથી નાગપુર અને વાપીથી રાયપુર", "दोनों")
  ...AND_WORDS,
  ...SHARED_DETAIL_WORDS,
  // "all" in Gujarati typed in Latin letters ("(badha saree parcel)")
  ...'badha badhi badhu'.split(' '),
  // "each" in Hinglish, Marathi and Gujarati typed in Latin letters ("8 ton har ek") and in the scripts ("1.5 टन सब्जी हर एक")
  ...'har harek harek pratyek pratek darek'.split(' '),
  ...EACH_WORDS.flatMap((w) => w.split(' ')),
  // "there is" and load nouns typed in Latin letters: "loadu irukku", "maal ahe", "maal che"
  ...'loadu lodu irukku iruku irukkudhu ullathu ulladhu ahe aahe che chhe'.split(' '),
  // and Bengali "is" typed so ("maal holo alu")
  'holo',
  // the bag a container carries liquid goods in ("edible oil flexi tank", "latex in flexibag"): packing, never goods
  ...'flexi flexitank flexitanks flexibag flexibags'.split(' '),
  // words around a place ("Mundra port", "Delhi ICD", "Taloja MIDC", "Vashi APMC", Kannada "Chennai ge")
  ...'port icd cfs midc gidc sidcul sez yard godown warehouse storage plant factory gate hub station ncr area apmc mandi ge dc'.split(' '),
  ...PLACE_FEATURE_WORDS,
  // a stop's unloading and the rest of the load ("Coimbatore 10 ton drop, balance Tiruppur": blind round 34), never goods
  ...'drop drops balance'.split(' '),
  // a word of warning among members ("challan kaate, dhyan rakhna"), never goods
  ...'dhyan dhyaan rakhna rakhe rakho rakhiye savdhan sawdhan saavdhan'.split(' '),
  // a stop's unloading said with "will be" ("Pune me 3 ton khali hoga"), never goods
  ...'khali khaali hoga hogi honge hoge'.split(' '),
  // an unloading verb ("beech me Jaipur utrega", "बीच में जयपुर उतरेगा"), never goods
  ...UNLOAD_VERB_WORDS,
  // the scripts' endings of "from" and "to" typed apart after a place ("ಚೆನ್ನೈ ಗೆ ಕೊಬ್ಬರಿ", "తుమకూరు ఇంద"), never goods
  ...ORIGIN_SUFFIXES,
  ...DEST_SUFFIXES,
  // the kind of load, not its goods ("part load", "full load", "sharing me", "wapsi ka load", "return load", "export garments"), a
  // word saying the goods are every load's ("All FMCG"), and
  // words of its terms and lists ("POD ke baad", "sabka material")
  ...'part full ftl ptl फुल sharing share return wapsi wapas vapsi baad pod sabka sab all export import exim'.split(' '),
  // Regions said around a city ("Lucknow side") and states after one ("Belgaum, Karnataka"), from the places lexicon.
  ...[...REGION_WORDS, ...STATE_AFTER_CITY_WORDS].flatMap((w) => w.split(' ')),
  // The lexicon's date, unit, money and truck words: the material stage reads the post before they are taken out.
  ...[...Object.keys(DAY_OFFSET_WORDS), ...Object.keys(WEEKDAY_WORDS), ...Object.keys(MONTH_WORDS), ...Object.keys(WEIGHT_UNITS)].flatMap((w) => w.split(' ')),
  ...Object.keys(TAMIL_LATIN_WEEKDAY_STEMS),
  ...TAMIL_LATIN_DAY_WORDS,
  ...[
    ...FEET_WORDS,
    ...PER_WORDS,
    ...PRICE_WORDS,
    // "૧૬૦૦ ટન ભાવ" (1600 a tonne, the rate): a rate's word after its unit, never goods
    ...RATE_WORDS,
    ...RUPEE_WORDS,
    ...AMOUNT_WORDS,
    ...THOUSANDS_AFTER_WORDS,
    ...TOTAL_WORDS,
    ...WANT_WORDS,
    ...TRUCK_NOUNS,
    ...WHEEL_WORDS,
    ...TRUCK_MAKE_WORDS,
    // "50 kilo wali gehu": "wali" ties a measure to the goods after it, never goods itself ("vala" is also Tamil's net,
    // "kosu vala")
    ...WHICH_TRUCK_WORDS.filter((w) => !w.startsWith('v')),
    // a car carrier's first word is what it carries, goods of their own ("கார் பாகங்கள்", car parts): its last word only
    ...TRUCK_WORDS.flatMap((t) => (t.type === 'other' ? t.words.map((w) => w.slice(w.lastIndexOf(' ') + 1)) : t.words)),
  ].flatMap((w) => w.split(' ')),
]);
// The truck lexicon's Latin words ("trala", "hyva", "trailers", "lowbed"), which are patterns: never goods either, but
// for those that also qualify goods ("frozen").
const LATIN_TRUCK_RE = new RegExp(
  `^(?:${TRUCK_WORDS.flatMap((t) => t.latin)
    .filter((w) => !MODIFIERS.has(w) && !NAME_WORDS.has(w))
    .join('|')})$`,
  'i',
);
// The Latin words after a wheel count ("16 chaka", "10 chakke", "12 whl"), which are patterns: a truck's, never goods
// (but for the goods among them, "tyres").
const LATIN_WHEEL_RE = new RegExp(`^(?:${WHEEL_WORDS_LATIN.join('|')})$`, 'i');

/** A word that ends goods: a stop word, a Latin truck word, or an English weekday typed a letter off ("frday"). */
function isStop(w: string): boolean {
  return STOP_WORDS.has(w) || LATIN_TRUCK_RE.test(w) || isLatinWheel(w) || misspeltWeekday(w) !== null;
}

function isLatinWheel(w: string): boolean {
  return LATIN_WHEEL_RE.test(w) && !NAME_WORDS.has(w);
}
const MAX_WORDS = 4;
const MAX_CHARS = 120;

function tidy(s: string): string {
  return s
    .toLowerCase()
    .replace(/[*_"'()[\]{}!?.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CHARS)
    .trim();
}

/** The leading words of `text` that can be goods: up to a stop word, a city, a number or MAX_WORDS. */
function goodsWords(text: string): string[] {
  const out: string[] = [];
  // Words joined by a dash with no space are one word ("two-wheeler spares"); a dash between spaces parts them.
  for (const said of text.split(/\s+|(?<![\p{L}\p{M}])-+|-+(?![\p{L}\p{M}])/u)) {
    // ("Material: gypsum boards. Rs 98,000 per vehicle": a full stop after a word ends the goods after that word)
    const word = said.length > 1 && SENTENCE_END_RE.test(said) ? said.replace(SENTENCE_END_RE, '') : said;
    if (word === '') continue;
    const low = word.toLowerCase();
    // ("two wheeler spare": a stop word that completes a listed name with the words before it, "two wheeler", is the goods')
    if (
      !COMPOUND_RE.test(low) ||
      (isStop(low) && !bodyOfGoods(low, out) && !tailOfGoods(low, out) && !GOODS.has([...out, low].join(' '))) ||
      low.split('-').some((w) => resolveCity(w)) ||
      out.length === MAX_WORDS
    )
      break;
    // (but the noun after a possessive, "ਕਣਕ ਦੀਆਂ ਬੋਰੀਆਂ.", is the goods' packing: left out with its possessive)
    if (word !== said && out.length > 0 && TRAILING_POSSESSIVES.has(out[out.length - 1])) break;
    out.push(low);
    if (word !== said) break;
    // "sports goods", "engineering material": a goods tail that is also a stop word closes the name it ends.
    if (isStop(low) && tailOfGoods(low, out.slice(0, -1))) break;
  }
  return out;
}

/** "sports goods", "engineering material": a goods tail ("goods", "material", "items") after a word ends that word's name. */
function tailOfGoods(low: string, before: string[]): boolean {
  return before.length > 0 && TAILS.has(low);
}

const COMPOUND_RE = /^[\p{L}\p{M}&]+(?:-[\p{L}\p{M}&]+)*$/u;
const SENTENCE_END_RE = /(?<=[\p{L}\p{M}])[.!?।]+$/u;

/** "car body panels": "body" after a word of a goods name is the goods' part, not a truck's body ("open body"). */
function bodyOfGoods(low: string, before: string[]): boolean {
  return low === 'body' && before.length > 0 && NAME_WORDS.has(before[before.length - 1]);
}

const MAX_LABEL_WORDS = 4;

const BARE_NUMBER_RE = /^[\d.,]+$/;
const NEXT_WORD_RE = /^\s*([\p{L}\p{M}]+)/u;
const FEET_WORD_SET = new Set(FEET_WORDS);
// "Mal - sakhar 2 gadya", "ਮਾਲ - ਝੋਨਾ ੨ ਗੱਡੀਆਂ": a count of trucks after the goods
const VEHICLE_NOUN_SET = new Set([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC, 'gadya', 'gaadya', 'gaddiyan']);
// "ਮਾਲ: ਕਣਕ 25 ਟਨ 12 ਟਾਇਰ", "माल: गेहूं 12 टायर": a script's wheel word after a bare number is the truck's
const WHEEL_WORD_SET = new Set(WHEEL_WORDS);

/**
 * A quantity on a label's line is taken out; a number without a unit that a truck's word follows ("Mal - kapas 10
 * tyre", "32 ft") is the truck's, and ends the goods before it.
 */
function bareNumberEnds(q: string, at: number, line: string): string {
  if (at === 0 || !BARE_NUMBER_RE.test(q.trim())) return ' ';
  const next = NEXT_WORD_RE.exec(line.slice(at + q.length))?.[1].toLowerCase() ?? '';
  // ("16 tyre" after a number is the truck, though tyres are also goods)
  return LATIN_WHEEL_RE.test(next) || WHEEL_WORD_SET.has(next) || TRUCK_WORD_SET.has(next) || LATIN_TRUCK_RE.test(next) || FEET_WORD_SET.has(next) || VEHICLE_NOUN_SET.has(next) ? ' , ' : ' ';
}

function fromLabel(text: string): string | null {
  if (!LABEL_HINT_RE.test(text)) return null;
  const marked = LABEL_RE.exec(text);
  const m = marked ?? BARE_LABEL_RE.exec(text);
  if (!m) return null;
  // A bare number after the goods ends them ("Mal - kapas 10 tyre": the wheels of the truck, not "kapas tyre").
  const rest = m[1]
    .replace(QUANTITY_RE, bareNumberEnds)
    .replace(/[*_"()]/g, ' ')
    .trim()
    .replace(/^(?:hai|h|is)\s+/i, '');
  // A listed name at the start is read whole ("घर का सामान", "cotton bales"), fillers inside it included.
  const listed = fromGoodsWords(rest, true);
  // ("Maal tayyar hai Rajkot me": a load noun opening a line may say the goods are ready; only a listed name after it
  // makes it a label)
  if (!marked && !listed && LOAD_NOUN_LABEL_RE.test(m[0])) return null;
  // What brackets add ("Chemicals (non haz)") is a note on the goods, not their name.
  const words = goodsWords(
    m[1]
      .replace(/\([^)]*\)/g, ' ')
      .replace(QUANTITY_RE, bareNumberEnds)
      .replace(/[*_"]/g, ' '),
  );
  const whole = words.length > 0 ? tidy(words.join(' ')) : null;
  // The label's whole line when it goes on from the listed name ("Material: Soyabean DOC"), else the listed name.
  if (listed) return whole !== null && words.length <= MAX_LABEL_WORDS && whole.startsWith(`${listed} `) ? whole : listed;
  return whole;
}

/**
 * The listed word a word of a post stands for: itself, a Latin spelling or plural of it ("pyaaz", "onions" for
 * "onion"), or an Indic word without a glued ending and its oblique form ("कांद्याची" for "कांदा"); null for none.
 */
function listedForm(w: string): string | null {
  if (NAME_WORDS.has(w)) return w;
  if (LATIN_WORD_RE.test(w)) {
    // (a word that is never goods is no spelling of goods either: "saare", all, is no "saree")
    if (w.length < 3 || STOP_WORDS.has(w)) return null;
    const folded = FOLDED.get(foldLatin(w));
    if (folded) return folded;
    if (w.endsWith('s') && FIRST_WORDS.has(w.slice(0, -1))) return w.slice(0, -1);
    if (w.endsWith('es') && FIRST_WORDS.has(w.slice(0, -2))) return w.slice(0, -2);
    if (FIRST_WORDS.has(`${w}s`) && !NOT_SINGULARS.has(w)) return `${w}s`;
    return latinGluedStem(w);
  }
  if (w.charCodeAt(0) < 0x900) return null;
  for (const end of GOODS_GLUED_ENDINGS) {
    if (w.length <= end.length + 1 || !w.endsWith(end)) continue;
    const stem = w.slice(0, -end.length);
    for (const s of [stem, stem.replace(/्या$/, 'ा'), stem.replace(/्या$/, 'े'), stem.replace(/[ेाी]$/, '')]) if (FIRST_WORDS.has(s)) return s;
  }
  return null;
}

/** Marathi's possessive endings glued to a word typed in Latin letters ("kandyacha maal", "gulachi gaadi"), longest first. */
const LATIN_GLUED_POSSESSIVES = ['chya', 'cha', 'chi', 'che'];

/**
 * "kandyacha maal" (onion's goods), "gulachi gaadi": a Latin word with Marathi's glued possessive is the listed word
 * without it, in its oblique form too ("kandya" for kanda, "gula" for gul), as "कांद्याची" is कांदा; null for none.
 */
function latinGluedStem(w: string): string | null {
  for (const end of LATIN_GLUED_POSSESSIVES) {
    if (w.length < end.length + 3 || !w.endsWith(end)) continue;
    const stem = w.slice(0, -end.length);
    for (const s of [stem, stem.replace(/ya$/, 'a'), stem.replace(/[ai]$/, '')]) if (s.length >= 3 && FIRST_WORDS.has(s)) return s;
  }
  return null;
}

/** Whether a Latin word was read as a listed word without a glued ending ("kandyacha" as kanda): shown as the list has it. */
function gluedLatin(w: string, key: string | null): boolean {
  return key !== null && key !== w && LATIN_WORD_RE.test(w) && latinGluedStem(w) === key;
}

// Posts repeat their words (cities, fillers): each word's reading is kept, up to a bound, so it is worked out once.
const FORMS = new Map<string, string | null>();
const MAX_FORMS = 20000;

function knownForm(w: string): string | null {
  let form = FORMS.get(w);
  if (form === undefined) {
    form = listedForm(w);
    if (FORMS.size >= MAX_FORMS) FORMS.clear();
    FORMS.set(w, form);
  }
  return form;
}

/** Whether an ASCII code unit is no Latin letter: a digit, a space or a mark. */
function asciiNonLetter(c: number): boolean {
  return c < 128 && ((c | 32) < 97 || (c | 32) > 122);
}

// A token that opens with an ASCII digit or mark ("20", ",", "/-") is no listed word nor any form of one (listedForm
// reads only letters past the list itself), so it is looked up in no cache; unless the list holds such a word.
const MARKS_LISTED = [...NAME_WORDS].some((w) => asciiNonLetter(w.charCodeAt(0)));

/** knownForm, without the cache for a token of digits or marks. */
function formOf(w: string): string | null {
  return !MARKS_LISTED && asciiNonLetter(w.charCodeAt(0)) ? null : knownForm(w);
}

/** The first words of every goods name ("steel", "steel coils" of "steel coils bundle"): a longer name is read only past one. */
const NAME_STARTS = new Set(GOODS_WORDS.flatMap((w) => w.split(' ').map((_, k, parts) => parts.slice(0, k + 1).join(' '))));

/** The goods name at word i ("steel coils", "steel"), the longest: how many words it takes, 0 for none. */
function goodsAt(keys: Array<string | null>, i: number): number {
  if (i >= keys.length || !FIRST_WORDS.has(keys[i] ?? '')) return 0;
  const most = Math.min(MAX_GOODS_WORDS, keys.length - i);
  let found = 0;
  let name = keys[i] ?? '';
  for (let n = 1; n <= most && NAME_STARTS.has(name); n++) {
    if (GOODS.has(name)) found = n;
    if (n < most) name += ` ${keys[i + n] ?? ''}`;
  }
  return found;
}

/** The goods tails that name a form of the goods ("dana", "sheets"), not the goods in general ("goods", "saman", "items"). */
const FORM_TAILS = new Set(GOODS_TAILS.filter((w) => !GOODS_NOUNS.includes(w) && !['material', 'materials', 'items', 'products', 'equipment'].includes(w)));

/** Trucks and places a goods word may say the kind of ("chemical tanker", "cement bulker", "steel plant", "mirchi yard"). */
const KIND_OF_TRUCK = new Set([
  ...TRUCK_NOUNS,
  ...TRUCK_WORDS.flatMap((t) => [...t.words, ...t.latin.filter((w) => /^[a-z]+(?:s\?)?$/.test(w)).flatMap((w) => [w.replace('s?', ''), w.replace('s?', 's')])]),
]);
const KIND_OF = new Set([
  ...FACILITY_WORDS,
  // "chini mill ka sheera", "cement factory se": a mill or factory of the goods is a place
  ...'mill mills factory'.split(' '),
  ...KIND_OF_TRUCK,
]);

// "H.R. coil", "T.M.T bars": single letters with dots after them are one abbreviation ("hr", "tmt").
const DOTTED_RE = /(?<![a-z\d])(?:[a-z]\.)+[a-z](?![a-z])\.?/g;
// "M-sand", "MS-pipe", "HR-coil": a dash after a short abbreviation joins it to the word after, as a space would.
const PREFIX_DASH_RE = /(?<![\p{L}\p{M}\d])([a-z]{1,3})-(?=[a-z])/gu;

/** A post's words with abbreviations written with dots, or joined to a name with a dash, spelled as the list has them. */
function spelledTogether(low: string): string {
  let out = low;
  if (out.includes('.')) out = out.replace(DOTTED_RE, (m) => m.replaceAll('.', ''));
  if (out.includes('-')) out = out.replace(PREFIX_DASH_RE, '$1 ');
  return out;
}

/**
 * The first goods name of the list (or only one at the start, past qualifiers), with a qualifier before it ("frozen
 * chicken"), a second name or a tail word after it ("steel pipes", "textile goods"). A name that only says what kind of
 * truck or place follows it ("chemical tanker", "Vizag steel plant", "Guntur mirchi yard") is the goods when the post
 * names no others.
 */
function fromGoodsWords(text: string, atStart = false): string | null {
  const words = spelledTogether(text.toLowerCase()).match(WORD_RE);
  if (!words) return null;
  const keys = words.map(formOf);
  let kind: string | null = null;
  let truckKind = false;
  for (let i = 0; i < words.length; i++) {
    const n = goodsAt(keys, i);
    if (n === 0 && atStart && !MODIFIERS.has(words[i])) return null;
    if (n === 0) continue;
    if (i > 0 && voiceSplitName(words[i - 1], words[i])) continue;
    // "16 tyre" is a truck; "MRF tyres" are goods.
    if (NOT_AFTER_NUMBER.has(keys[i] ?? '') && i > 0 && NUMBER_RE.test(words[i - 1])) continue;
    let from = i;
    if (i >= 2 && MODIFIERS.has(`${words[i - 2]} ${words[i - 1]}`)) from = i - 2;
    else if (i >= 1 && MODIFIERS.has(words[i - 1])) from = i - 1;
    let to = i + n;
    // "diesel advance": a payment for the goods word, not goods.
    if (PAYMENT_AFTER.has(words[to] ?? '')) {
      i = to - 1;
      continue;
    }
    // "કપાસની ગાંસડી" (cotton's bales), "कांद्याची गोणी": after a glued possessive the next name is what holds the goods.
    const gluedWord = gluedLatin(words[to - 1], keys[to - 1]);
    if ((LATIN_WORD_RE.test(words[to - 1]) && !gluedWord) || keys[to - 1] === words[to - 1]) to += goodsAt(keys, to);
    // "ਕਣਕ ਦਾ ਆਟਾ", "gehun ka atta": a goods name, a possessive and another goods name are one name (wheat's flour).
    // ("plastic ka dana", "steel ki sheets": so is a name, a possessive and a tail word of its form)
    const owned = POSSESSIVES.has(words[to] ?? '') ? goodsAt(keys, to + 1) || (FORM_TAILS.has(words[to + 1] ?? '') ? 1 : 0) : 0;
    if (owned > 0) to += 1 + owned;
    // "सिमेंटचा माल" is cement's goods: after a glued ending the next word is not part of the name.
    const glued = gluedLatin(words[to - 1], keys[to - 1]) || (!LATIN_WORD_RE.test(words[to - 1]) && keys[to - 1] !== words[to - 1]);
    if (!glued && to < words.length && TAILS.has(words[to])) to++;
    // A Latin word is kept as written ("onions"); an Indic one without its glued ending ("कांद्याची" is "कांदा").
    const shown = words.slice(from, to).map((w, k) => (LATIN_WORD_RE.test(w) && !gluedLatin(w, keys[from + k]) ? w : (keys[from + k] ?? w)));
    if (!atStart && (KIND_OF.has(words[to] ?? '') || TRADE_ONLY.has(shown.join(' ')))) {
      // (the kind of the truck over the kind of a place: "chini mill ka sheera tanker" is sheera)
      if (kind === null || (!truckKind && KIND_OF_TRUCK.has(words[to] ?? ''))) {
        kind = tidy(shown.join(' '));
        truckKind = KIND_OF_TRUCK.has(words[to] ?? '');
      }
      i = to - 1;
      continue;
    }
    return tidy(shown.join(' '));
  }
  return kind;
}

// "bartan ka maal", "दवा की गाड़ी", "ਕਣਕ ਦਾ ਮਾਲ": the word before a possessive and a load noun.
const POSSESSIVE_LOAD = String.raw`(?:ka|ki|ke|का|की|के|चा|ची|चे|નો|ની|ના|નું|ਦਾ|ਦੀ|ਦੇ)\s+(?:${alternation(LOAD_NOUNS)})(?![\p{L}\p{M}])`;
const POSSESSED_RE = new RegExp(String.raw`(?<![\p{L}\p{M}])([\p{L}\p{M}]{3,})\s+${POSSESSIVE_LOAD}`, 'giu');
// The possessive and load noun alone: a fast first test that most posts fail (the word before costs a scan of each word).
const POSSESSED_HINT_RE = new RegExp(POSSESSIVE_LOAD, 'iu');

// Bengali glues its possessive on ("মুদির মাল", grocery goods; "চালের মাল"): the word before "মাল" without its -র/-ের,
// but for the pronouns' possessives ("আমার মাল", my goods).
const BENGALI_POSSESSED_RE = /(?<![\p{L}\p{M}])([\u0980-\u09ff]{2,}?)(?:ের|র)[^\S\n]+মাল(?![\p{L}\p{M}])/u;
const BENGALI_PRONOUNS = new Set(['আমা', 'তোমা', 'আপনা', 'তা', 'কা', 'ও', 'এ', 'সবা', 'ওদ', 'এদ', 'তাদ', 'আমাদ', 'আপনাদ']);

function beforeLoadNoun(text: string): string | null {
  if (text.includes('মাল')) {
    const m = BENGALI_POSSESSED_RE.exec(text);
    if (m && !BENGALI_PRONOUNS.has(m[1])) return m[1];
  }
  if (!POSSESSED_HINT_RE.test(text)) return null;
  POSSESSED_RE.lastIndex = 0;
  for (let m = POSSESSED_RE.exec(text); m; m = POSSESSED_RE.exec(text)) {
    const words = goodsWords(m[1]);
    if (words.length === 1) return tidy(directForm(words[0]));
  }
  return null;
}

// A Devanagari word in -े before का/की/के: "चमड़े का माल", "कपड़े की गाड़ी".
const OBLIQUE_RE = /[\u0915-\u0939\u093c]\u0947$/;

/** A Hindi noun in -ा takes -े before a postposition (its oblique form): "चमड़े का माल" is the goods "चमड़ा". */
function directForm(word: string): string {
  return OBLIQUE_RE.test(word) ? `${word.slice(0, -1)}\u093e` : word;
}

/** A load noun right after the weight ("21 டன் லோடு ஜவ்வரிசி", "15 ton load cement"): the goods are the words after it. */
const LEADING_LOAD_NOUN_RE = new RegExp(`^(?:${alternation(LOAD_NOUNS)})[^\\S\\n]+(?=[\\p{L}\\p{M}])`, 'iu');

function afterWeight(text: string): string | null {
  WEIGHT_RE.lastIndex = 0;
  for (let m = WEIGHT_RE.exec(text); m; m = WEIGHT_RE.exec(text)) {
    const words = goodsWords(m[1].replace(LEADING_LOAD_NOUN_RE, ''));
    // "ketchup 50 kg bag": a packing word after a sack's weight is the packing, not goods (the goods stand before it)
    if (words.length > 0 && words.length <= 2 && !words.every((w) => QUANTITY_WORD_SET.has(w))) return tidy(words.join(' '));
  }
  return null;
}

// --- The goods slot ---------------------------------------------------------------------------------------------
// Posts in every language put the goods in one of a few places: right after the route ("आगरा से मुंबई जूते 5 टन",
// "Salem to Bangalore sago 16 ton"), right before the weight ("Okhla to Noida, cartons 700 kg", "ग्वार गम 27 टन")
// or on a line of their own. A run of free words (not a stop word, city, number or mark) in such a place is the goods,
// whatever its language.

/** The places lexicon's words around a place ("se", "ku", "irundhu", "ke liye"): they bound a run like the place. */
const PLACE_WORDS = new Set([...BETWEEN_WORDS, ...DEST_AFTER_WORDS, ...LOCATIVE_WORDS, ...DEST_AFTER_PAIRS.flat(), ...MARKET_NAMES].flatMap((w) => w.toLowerCase().split(' ')));
/** A place with its postposition glued on ("पुण्याहून", "நாகபூரலா", "மதுரைக்கு"): its ending says so. */
const PLACE_ENDINGS = [...ORIGIN_SUFFIXES, ...DEST_SUFFIXES];
/** Tamil endings typed in Latin letters glued to a place ("pollachilirundhu", "chennaiku"), by the end they name. */
const LATIN_ORIGIN_ENDINGS = LATIN_GLUED_ENDINGS.filter(([, role]) => role === 'origin').map(([e]) => e);
const LATIN_DEST_ENDINGS = LATIN_GLUED_ENDINGS.filter(([, role]) => role === 'dest').map(([e]) => e);
function endsWithAny(w: string, ends: readonly string[]): boolean {
  return ends.some((e) => w.length > e.length + 2 && w.endsWith(e));
}

function isPlaceWord(w: string): boolean {
  if (PLACE_WORDS.has(w)) return true;
  if (LATIN_WORD_RE.test(w)) return endsWithAny(w, LATIN_ORIGIN_ENDINGS);
  for (const end of PLACE_ENDINGS) if (w.length > end.length + 1 && w.endsWith(end)) return true;
  return false;
}
/** Words of a service, not goods ("door delivery"). */
const SERVICE_WORDS = new Set(['door', 'delivery', 'dilevery', 'pickup', 'drop', 'shifting']);
const POSSESSIVES = new Set(GOODS_POSSESSIVES);
const GOODS_NOUN_SET = new Set(GOODS_NOUNS);
const LOAD_NOUN_SET = new Set(LOAD_NOUNS);
/** A word of a run: goods tails ("sports goods", "pump sets") are, load nouns ("गूळ माल") are not. */
function isFree(w: string): boolean {
  return runWordOf(w).free;
}
function freeWord(w: string): boolean {
  if (LOAD_NOUN_SET.has(w)) return false;
  if (TAILS.has(w) || GOODS_NOUN_SET.has(w)) return true;
  // A city that is also a common word ("कोटा स्टोन", Kota stone) may name goods.
  if (isStop(w) || SERVICE_WORDS.has(w) || isPlaceWord(w)) return false;
  const city = resolveCity(w);
  // Written out, not a code ("ahd" is Ahmedabad, never a word); or a town's other name that is a word ("gobi").
  return !city || (isAmbiguousCityWord(w) && (!LATIN_WORD_RE.test(w) || city.name.toLowerCase() === w || isWordNamedCity(w)));
}
// A word may hold joiners (ZWNJ, ZWJ: "కోల్‌కతా") and dashes between letters ("e-commerce", "e-com").
// The first words of the truck lexicon's Latin names of two words ("low bed", "flat bed", "car carrier", "hydraulic axle").
const TRUCK_PAIR_FIRSTS = new Set(
  TRUCK_WORDS.flatMap((t) => t.latin)
    .map((p) => /^([a-z]+)(?: |\[- \]\?)/.exec(p)?.[1])
    .filter((w): w is string => w !== undefined),
);

/**
 * "low bed trailer, slabs 30 MT", "car carrier 6 car": a truck's Latin name of two words is one token, a truck word that
 * bounds the goods, never goods itself.
 */
function truckNamesJoined(toks: string[] | null): string[] | null {
  if (!toks) return toks;
  let out: string[] | null = null;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (next !== undefined && TRUCK_PAIR_FIRSTS.has(t) && LATIN_TRUCK_RE.test(`${t} ${next}`)) {
      out ??= toks.slice(0, i);
      out.push(`${t} ${next}`);
      i++;
    } else out?.push(t);
  }
  return out ?? toks;
}

const TOKEN_RE = /[\p{L}\p{M}\u200c\u200d]+(?:-[\p{L}\p{M}\u200c\u200d]+)*|\d[\d.,]*|[^\s\p{L}\p{M}\d]/gu;
/**
 * The words of a line; a dashed compound is one word only when each of its parts is free ("delhi-mumbai" is two places)
 * or when it is goods of the lexicon as written ("t-shirts").
 */
function lineTokens(line: string): string[] | null {
  const toks = truckNamesJoined(line.match(TOKEN_RE));
  if (!toks || !line.includes('-')) return toks;
  // (the tokens as they are until the first compound parted: most lines part none)
  let out: string[] | null = null;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.length > 1 && t.includes('-') && !GOODS.has(t.toLowerCase()) && !t.split('-').every(isFree)) {
      out ??= toks.slice(0, i);
      // (pushed one by one: a spread of a 200 KB chain's parts, "Delhi-Mumbai-Pune-...", overflows the call stack)
      for (const part of t.split(/(-)/)) out.push(part);
    } else out?.push(t);
  }
  return out ?? toks;
}
const WEIGHT_UNIT_SET = new Set(Object.keys(WEIGHT_UNITS).filter((u) => !u.includes(' ')));
// "sago 180 bags x 50 kg", "wind turbine blade 1 no": a count of sacks or pieces is the load's quantity, and bounds the
// goods before it as a weight does.
const QUANTITY_WORD_SET = new Set([...WEIGHT_UNIT_SET, ...[...BAG_WORDS, ...PIECE_WORDS, ...COUNT_UNIT_WORDS].map((w) => w.toLowerCase())]);
type Bound = 'edge' | 'city' | 'link' | 'mark' | 'weight' | 'number' | 'truck' | 'stop';
// The truck lexicon's words: "ବିଟୁମିନ ଟ୍ୟାଙ୍କର 20 ଟନ" ends the goods at the truck as at a weight.
const TRUCK_WORD_SET = new Set(TRUCK_WORDS.flatMap((t) => t.words).filter((w) => !w.includes(' ')));

interface Run {
  words: string[];
  left: Bound;
  right: Bound;
  /** Whether a field separator (a comma, full stop, dash) stands on that side ("9 ton, sports goods, 95k"). */
  sepLeft: boolean;
  sepRight: boolean;
  /** Whether a load noun and then a mark or the line's end close it ("बारदाना लोड - कानपुर से पटना", "Sugar load, ..."). */
  loadRight?: boolean;
  /** Whether a load noun stands just before or just after it ("माल गोबर खाद", "sweet lime load 10 ton"). */
  loadNext?: boolean;
  /** The word that closes it on the right, when one does. */
  rightTok?: string;
  /** Whether a want word or a truck noun stands just before it ("গাড়ি লাগবে চা পাতা 10 টন", "kholla gari lohar rod 12 ton"). */
  wantLeft?: boolean;
}
const WANT_OR_TRUCK_SET = new Set([...WANT_WORDS, ...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC].map((w) => w.toLowerCase()));

/** The marks that part the fields of a one-line post: "Meerut se Hyderabad, 9 ton, sports goods, 95k. 98...". */
const FIELD_SEPARATORS = new Set([',', '.', ';', '|', '।', '-', '–', '—']);

const LETTER_START_RE = /^[\p{L}\p{M}]/u;
/** Whether a token starts with an ASCII digit (/^\d/), by its first code unit: called for every token of a post. */
function startsWithDigit(tok: string): boolean {
  const c = tok.charCodeAt(0);
  return c >= 48 && c <= 57;
}
/** Whether a token starts with a letter or mark of any script (/^[\p{L}\p{M}]/u); ASCII is decided without the pattern. */
function startsWithLetter(tok: string): boolean {
  const c = tok.charCodeAt(0);
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return LETTER_START_RE.test(tok);
}

/** A weight line's label ("कॉटन गांठ वजन: 15 टन", "பஞ்சு பேல் எடை 12 டன்"): before a number, it bounds a run as the weight does. */
const WEIGHT_LABELS = new Set(['weight', 'wt', 'wgt', 'vajan', 'wajan', 'वजन', 'वज़न', 'વજન', 'ਵਜ਼ਨ', 'ਵਜਨ', 'எடை', 'ওজন', 'ଓଜନ', 'బరువు', 'ತೂಕ']);

function boundOf(tok: string, next: string | undefined, after?: string, known?: RunWord | null): Bound {
  if (startsWithDigit(tok)) return next !== undefined && QUANTITY_WORD_SET.has(next) ? 'weight' : 'number';
  if (WEIGHT_LABELS.has(tok) && next !== undefined && (startsWithDigit(next) || (next === ':' && after !== undefined && startsWithDigit(after)))) return 'weight';
  if (!startsWithLetter(tok)) return 'mark';
  // (the word's readings when the caller has already looked them up)
  const word = known ?? runWordOf(tok);
  word.bound ??= wordBound(tok);
  return word.bound;
}

/** What a word that is no goods bounds a run as. */
function wordBound(w: string): Bound {
  // "se", "thi", "ते" between two places: the word after one is the destination ("Delhi se Kaithal 10 ton"), not goods.
  if (LINK_WORDS.has(w)) return 'link';
  // "ಚೆನ್ನೈ ಗೆ ಕೊಬ್ಬರಿ 9 ಟನ್": a place's ending typed apart closes the place, so the goods after it stand in the route's slot
  if (PLACE_ENDINGS_APART.has(w)) return 'city';
  if (TRUCK_WORD_SET.has(w) || LATIN_TRUCK_RE.test(w)) return 'truck';
  return isLatinWheel(w) ? 'truck' : isPlaceWord(w) || resolveCity(w) ? 'city' : 'stop';
}

/** A word's readings for the runs: whether it is free, and (worked out when first asked) what it bounds a run as. */
interface RunWord {
  free: boolean;
  bound?: Bound;
}
// Posts repeat their words: each word's readings are kept, up to a bound, so the gazetteer is asked once.
const RUN_WORDS = new Map<string, RunWord>();

function runWordOf(w: string): RunWord {
  let word = RUN_WORDS.get(w);
  if (word === undefined) {
    word = { free: freeWord(w) };
    if (RUN_WORDS.size >= MAX_FORMS) RUN_WORDS.clear();
    RUN_WORDS.set(w, word);
  }
  return word;
}

/** The fewest digits of a phone number. */
const PHONE_DIGITS = 10;

/** Whether a phone number starts at token i ("9810098712", "98110 45 678", "+91 98110 45678"): digits, read over spaces. */
function phoneAt(toks: string[], i: number): boolean {
  let digits = 0;
  for (let k = toks[i] === '+' ? i + 1 : i; k < toks.length && startsWithDigit(toks[k]) && digits < PHONE_DIGITS; k++) {
    for (const ch of toks[k]) if (ch >= '0' && ch <= '9') digits++;
  }
  return digits >= PHONE_DIGITS;
}

/** "and" in every language, and "&": between two free words, one run of goods. */
const RUN_JOINERS = new Set([...AND_WORDS, '&']);

/** Whether a word after a possessive or "and" inside a run goes on with it: a goods noun or another free word. */
function joinsRun(next: string | undefined): boolean {
  return next !== undefined && (GOODS_NOUN_SET.has(next) || (startsWithLetter(next) && isFree(next)));
}

/** How many words a run names, its joining words ("के", "of", "and") left out. */
function nameLength(words: string[]): number {
  let n = 0;
  for (const w of words) if (!POSSESSIVES.has(w) && !RUN_JOINERS.has(w)) n++;
  return n;
}

/**
 * The first word of each town name of two or three words ("paonta" of Paonta Sahib, "nhava" of Nhava Sheva, "cooch"):
 * such a name is a place of the route, and none of its words opens the goods after it ("Delhi to Paonta Sahib pharma").
 */
const MULTI_WORD_NAME_STARTS = new Set(
  CITIES.flatMap((c) => [c.name, ...c.aliases])
    .map((n) => n.toLowerCase().split(/[\s-]+/))
    .filter((ws) => ws.length > 1 && ws.length <= 3)
    .map((ws) => ws[0]),
);

/** "to" and the arrows written for it ("Karaikudi → Kota"): the word after one is the destination. */
const TO_MARKS = new Set(['to', '→', '➡', '>', '⇒', '⟶', '➜']);

/** A dash after a place ("Yavatmal - Jalna cotton"): the word after it is the destination, as after "to". */
const DASHES = new Set(['-', '–', '—']);

/** "raur kela se bokaro": a name voice typing split in two Latin words that are no place alone ("kela" is no goods there). */
function voiceSplitName(one: string, two: string): boolean {
  return one.length >= 3 && two.length >= 3 && LATIN_WORD_RE.test(one) && LATIN_WORD_RE.test(two) && !!resolveCity(`${one}${two}`) && !resolveCity(one) && !resolveCity(two);
}

/** How many words (2 or 3) a town's name of several words takes from token i on, or 0. */
function multiWordNameAt(toks: string[], i: number): number {
  const two = toks[i + 1];
  if (two === undefined || !startsWithLetter(two)) return 0;
  if (!MULTI_WORD_NAME_STARTS.has(toks[i])) return voiceSplitName(toks[i], two) ? 2 : 0;
  const three = toks[i + 2];
  if (three !== undefined && startsWithLetter(three) && resolveCity(`${toks[i]}${two}${three}`)) return 3;
  return resolveCity(`${toks[i]}${two}`) ? 2 : 0;
}

/** The runs of free words of each line (of the lines `read`, lower case, when given), with what bounds them on either side. */
function runsOf(text: string, read?: (line: string) => boolean): Run[] {
  const runs: Run[] = [];
  for (const [n, line] of text.toLowerCase().split('\n').entries()) {
    if (read && !read(line)) continue;
    const toks = lineTokens(line);
    if (!toks) continue;
    let cur: Run | null = null;
    let left: Bound = 'edge';
    // (a line's start after another line of the post parts fields too, for a sentence of its own: "...58k\nEngineering
    // goods. Loading kal", fromSegment)
    let sepLeft = n > 0;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      // Brackets inside a run ("आले (अद्रक)", "ताले (locks)") do not end it.
      if (cur && (t === '(' || t === ')')) continue;
      // "ਖੇਡਾਂ ਦਾ ਸਮਾਨ", "khel ka saman", "जूते के कार्टन", "cartons of detergent": a possessive joining a goods noun or
      // another free word stays in the run; so does "and" between two ("ताले और हार्डवेयर", "nets and home textiles").
      if (cur && (POSSESSIVES.has(t) || RUN_JOINERS.has(t)) && joinsRun(toks[i + 1])) {
        cur.words.push(t, toks[i + 1]);
        i++;
        continue;
      }
      // "chennailirundhu pollachiku": a destination's Latin Tamil ending right after a place is a place too.
      const gluedDest: boolean = !cur && (left as Bound) === 'city' && endsWithAny(t, LATIN_DEST_ENDINGS);
      // "6 tons e-commerce parcels", "500 katta aloo": the unit after a number ends the quantity, and the run after it starts there.
      // (the number first: most words follow none)
      const unit = i > 0 && startsWithDigit(toks[i - 1]) && QUANTITY_WORD_SET.has(t);
      // A Latin letter standing alone ("U.P.", "A/c") is an abbreviation's, never goods ("e-com" is one word).
      // (LATIN_WORD_RE on one code unit: a to z; the line is lower case)
      const letter = t.length === 1 && t.charCodeAt(0) >= 97 && t.charCodeAt(0) <= 122;
      // ... but for a letter between two words of goods, a brand's ("Parle G cartons")
      if (letter && cur && toks[i - 1] === cur.words[cur.words.length - 1] && i + 1 < toks.length && startsWithLetter(toks[i + 1]) && toks[i + 1].length > 1 && isFree(toks[i + 1])) {
        cur.words.push(t);
        continue;
      }
      // The word's readings, looked up once for the run and the bound.
      const word: RunWord | null = !gluedDest && !unit && !letter && startsWithLetter(t) ? runWordOf(t) : null;
      // A town of several words ("Vasco da Gama", "Cooch Behar") bounds the run as one place; so does a town that is also a
      // word right after the route's link ("Sangli pasun Kota halad", "Gondal thi Mau magfali": Kota and Mau the destination).
      const named = word ? multiWordNameAt(toks, i) : 0;
      if (named > 0 || (word?.free && !cur && (left === 'link' || (i > 0 && (TO_MARKS.has(toks[i - 1]) || (left === 'city' && DASHES.has(toks[i - 1]))))) && resolveCity(t))) {
        if (cur) {
          cur.right = 'city';
          cur.rightTok = t;
          runs.push(cur);
          cur = null;
        }
        left = 'city';
        sepLeft = false;
        if (named > 0) i += named - 1;
        continue;
      }
      // "cooler body parts", "car body panels": "body" between a goods word and another free word is the goods' part, not a
      // truck's body ("open body 20 ft").
      if (cur && t === 'body' && i + 1 < toks.length && startsWithLetter(toks[i + 1]) && isFree(toks[i + 1]) && knownForm(cur.words[cur.words.length - 1]) !== null) {
        cur.words.push(t);
        continue;
      }
      if (word?.free) {
        cur ??= { words: [], left, right: 'edge', sepLeft, sepRight: false, loadNext: i > 0 && LOAD_NOUN_SET.has(toks[i - 1]), wantLeft: i > 0 && WANT_OR_TRUCK_SET.has(toks[i - 1]) };
        cur.words.push(t);
        continue;
      }
      let b: Bound = gluedDest ? 'city' : unit ? 'weight' : boundOf(t, toks[i + 1], toks[i + 2], word);
      // "12 tyre gypsum boards 20 ton": a wheel word after a number is the truck's wheels ("MRF tyres" are goods)
      if (b === 'stop' && i > 0 && startsWithDigit(toks[i - 1]) && LATIN_WHEEL_RE.test(t)) b = 'truck';
      // "SURAT - PET JARS - 3 TON": a dash right after the route's place leaves the goods after it in the slot.
      if (b === 'mark' && !cur && left === 'city' && (t === '-' || t === '–')) b = 'city';
      const sep: boolean = b === 'mark' && FIELD_SEPARATORS.has(t);
      if (cur) {
        cur.right = b;
        cur.rightTok = t;
        // A field with more after it on its line, and not just before a phone ("Regards, Ramesh.", "Deepak, 98110 45 678").
        cur.sepRight = sep && i + 1 < toks.length && !phoneAt(toks, i + 1);
        if (LOAD_NOUN_SET.has(t)) {
          cur.loadRight = i + 1 === toks.length || FIELD_SEPARATORS.has(toks[i + 1]);
          cur.loadNext = true;
        }
        runs.push(cur);
        cur = null;
      }
      left = b;
      // "6000. Handicrafts.": a number takes the full stop or comma after it, which still parts the fields.
      sepLeft = sep || (startsWithDigit(t) && (t.endsWith('.') || t.endsWith(',')));
    }
    if (cur) runs.push(cur);
  }
  return runs;
}

const LINK_WORDS = new Set(BETWEEN_WORDS.map((w) => w.toLowerCase()));
const PLACE_ENDINGS_APART = new Set([...ORIGIN_SUFFIXES, ...DEST_SUFFIXES].filter((w) => !LINK_WORDS.has(w)));
/** The rupee, freight and rate words ("rs", "bhada", "rate"): before the freight they close the goods as its figure would. */
const MONEY_WORD_SET = new Set([...RUPEE_WORDS, ...PRICE_WORDS, ...RATE_WORDS].map((w) => w.toLowerCase()));
/** Words that qualify the rate after them ("best rate"): never the goods' last word. */
const RATE_QUALIFIER_SET = new Set(RATE_QUALIFIER_WORDS);
/** "each" in one word ("each", "harek"): after the goods it says what each truck carries. */
const EACH_WORD_SET = new Set(EACH_WORDS.filter((w) => !w.includes(' ')));
/** The load nouns that are no vehicle ("maal", "load", "माल"; not "gaadi"): the goods stand just before them. */
const GOODS_LOAD_NOUN_SET = new Set(LOAD_NOUNS.filter((w) => !VEHICLE_NOUN_SET.has(w)));
/** Counting words and possessives: before a load noun ("दो गाड़ी", "Moga da maal"), a count of trucks or a place's "of". */
const COUNT_OR_OF = new Set([...Object.keys(SPOKEN_NUMBERS), ...Object.keys(COUNTING_WORDS), ...POSSESSIVE_WORDS, ...GOODS_POSSESSIVES, 'da', 'de', 'di', 'na', 'no', 'ni']);
/** A run in the goods slot: after the route up to a mark, the weight or the line's end; or just before the weight. */
function inSlot(r: Run): boolean {
  if (nameLength(r.words) > MAX_WORDS) return false;
  // ("গাড়ি লাগবে চা পাতা 10 টন", "kholla gari lohar rod 12 ton": after a want word or a truck noun, the words right before
  // the weight are the goods as well; so after a figure and its comma, "dono 407, ration ka saman 3 ton")
  if (r.right === 'weight')
    return (
      r.left === 'edge' ||
      r.left === 'city' ||
      r.left === 'mark' ||
      r.left === 'truck' ||
      (r.left === 'link' && r.words.length > 1) ||
      (r.left === 'stop' && r.wantLeft === true && r.words.length <= 2) ||
      (r.left === 'number' && r.sepLeft)
    );
  // "बारदाना लोड - कानपुर से पटना": goods opening the line, named with "load" as a heading before the route.
  if (r.left === 'edge' && r.loadRight) return r.words.length <= 2;
  // "Frozen veg Indore to Hyderabad": qualified goods opening the line, before the route.
  if (r.left === 'edge' && r.right === 'city') return r.words.length > 1 && MODIFIERS.has(r.words[0]);
  // "থেকে রাঁচি বিটুমিন ট্যাঙ্কার": after the link word, a place the gazetteer does not know and the goods before a truck word
  // (the route's place is taken off the goods later).
  if (r.right === 'truck' && r.left === 'link' && r.words.length > 1) return true;
  // "कोल्हापूर ते मुंबई बिस्किट माल आहे", "Delhi se Patna kapda maal hai": after the route, the words a load noun closes.
  // (a count, "दो गाड़ी", or a possessive left of a place, "Moga da maal", is not goods)
  if (r.left === 'city' && r.rightTok !== undefined && GOODS_LOAD_NOUN_SET.has(r.rightTok)) return r.words.length <= 2 && !r.words.some((w) => COUNT_OR_OF.has(w));
  return r.left === 'city' && (r.right === 'edge' || r.right === 'mark' || r.right === 'number' || r.right === 'truck');
}

/** Runs where a listed goods name can be read wider: also a line of its own, or after the weight ("20 ton soyabean DOC,"). */
function widens(r: Run): boolean {
  if (nameLength(r.words) > MAX_WORDS) return false;
  // ("12 tyre gypsum boards 20 ton": after the truck named by its wheels or body, as after a weight)
  const leftOk = r.left === 'edge' || r.left === 'city' || r.left === 'link' || r.left === 'mark' || r.left === 'weight' || r.left === 'truck';
  // ("600 kg mustard seed Rs 1800", "25 ton sofa sets rate 1800 per ton", "16 ton gypsum boards bhade 26000": the money
  // or freight word before the freight ends the name as the number would)
  // ("electronics best rate": a word that qualifies the rate is not the goods')
  const rightOk =
    r.right === 'edge' ||
    r.right === 'mark' ||
    r.right === 'weight' ||
    r.right === 'number' ||
    (r.rightTok !== undefined && MONEY_WORD_SET.has(r.rightTok) && !RATE_QUALIFIER_SET.has(r.words[r.words.length - 1])) ||
    // ("7 ton GYPSUM BOARDS each, 95000 per truck": "each" after the goods says what each truck carries)
    (r.rightTok !== undefined && EACH_WORD_SET.has(r.rightTok));
  // ("Parle G cartons Bahadurgarh se Jaipur": goods opening the line before the route are read out to the route's place)
  return leftOk && (rightOk || (r.left === 'edge' && r.right === 'city'));
}

/** "material pharma", "MATERIAL GREY FABRIC": a label word that opens a run, with no mark after it, is no part of the goods. */
const RUN_LABELS = new Set(['material', 'materials']);

function unlabelled(words: string[]): string[] {
  return words.length > 1 && RUN_LABELS.has(words[0]) ? words.slice(1) : words;
}

function fromSlot(runs: Run[]): string | null {
  const r = runs.find(inSlot);
  return r ? tidy(unlabelled(r.words).join(' ')) : null;
}

/** The most words of goods standing as a field of their own ("engineering goods", "ग्वार गम", "खेल का सामान"). */
const MAX_SEGMENT_WORDS = 3;
const NOT_SEGMENT_GOODS_SET = new Set(NOT_SEGMENT_GOODS);

/**
 * A field of its own between separators, made only of free words ("Meerut se Hyderabad, 32 ft, 9 ton, sports goods,
 * 95k", "6 टन, लोहार पाइप, 30 हजार", "...40k. Handicraft. Kal loading", a line "Engineering goods. Loading kal" under
 * the route's): in a post that parts its fields so, the one
 * field that is no place, number, truck, date or instruction is the goods.
 */
function fromSegment(runs: Run[]): string | null {
  const r = runs.find(
    (x) =>
      x.sepLeft &&
      // (before the phone too when a goods noun says what they are: "ldg fri. elec goods. 99209 13542", not "Regards,
      // Ramesh. 98...")
      (x.sepRight || (FIELD_SEPARATORS.has(x.rightTok ?? '') && namesGoods(x))) &&
      // (a line's opening words a sentence of their own, closed by a full stop, or named goods by a goods noun, "electric
      // saman, kal loading": not a label, "Placement - 29th", nor a column's name, "Route |")
      (x.left !== 'edge' || x.rightTok === '.' || namesGoods(x)) &&
      x.words.length <= MAX_SEGMENT_WORDS &&
      !x.words.some((w) => NOT_SEGMENT_GOODS_SET.has(w)),
  );
  return r ? tidy(r.words.join(' ')) : null;
}

/** Whether a run holds a goods noun or tail ("goods", "saman", "parts", "सामान"): what it names is goods. */
function namesGoods(r: Run): boolean {
  return r.words.some((w) => TAILS.has(w) || GOODS_NOUN_SET.has(w));
}

// A field line of a post written as labelled lines ("To - Guwahati", "Truck: 32 ft", "वजन: 9 टन").
const FIELD_LINE_RE = /^[^\S\n]*[*_]*[\p{L}\p{M}.]+(?:[^\S\n]+[\p{L}\p{M}.]+)?[*_]*[^\S\n]*[:\-–=][^\S\n]*\S/u;
const MAX_OWN_LINE_WORDS = 3;

// A line that gives the load's weight, with or without its label ("वजन ९ टन", "Wt 9 ton", "9 MT").
const WEIGHT_LINE_RE = new RegExp(String.raw`^[^\S\n]*(?:(?:${alternation(WEIGHT_LABELS)})[^\S\n]*[:\-–=]?[^\S\n]*)?\p{Nd}[\p{Nd}.,]*[^\S\n]*(?:${WEIGHT_UNIT})(?![\p{L}\p{M}])`, 'iu');

/**
 * "From - Kanpur / To - Guwahati / Agarbatti / Truck - 32' container": in a post of labelled lines, a line between two
 * of them that gives no label, only a few free words, is the goods, whatever their name; so is such a line right under
 * the post's first line and over its weight's ("कानपुर से गुवाहाटी / लेदर शूज़ के कार्टन / वजन ९ टन").
 */
function ownLine(text: string): string | null {
  if (!text.includes('\n')) return null;
  const lines = text.split('\n');
  for (let i = 1; i + 1 < lines.length; i++) {
    const labelled = FIELD_LINE_RE.test(lines[i - 1]) && FIELD_LINE_RE.test(lines[i + 1]);
    if (!labelled && !(i === 1 && WEIGHT_LINE_RE.test(lines[i + 1]))) continue;
    const runs = runsOf(lines[i]);
    if (runs.length !== 1) continue;
    const r = runs[0];
    // (a possessive joining two words, "जूते के कार्टन", is no word of the goods' count)
    if (r.left !== 'edge' || r.right !== 'edge' || r.words.filter((w) => !POSSESSIVES.has(w)).length > MAX_OWN_LINE_WORDS) continue;
    if (r.words.every((w) => GOODS_NOUN_SET.has(w) || TAILS.has(w))) continue;
    return tidy(r.words.join(' '));
  }
  return null;
}

const POSSESSIVE_WORD_SET = new Set(POSSESSIVE_WORDS);
/** "tiles nu maal": the possessive before a load noun is no part of the goods. */
function withoutPossessive(words: string[]): string[] {
  return words.length > 1 && POSSESSIVE_WORD_SET.has(words[words.length - 1]) ? words.slice(0, -1) : words;
}

/** Whether a word of the scripts read by their sound (Kannada, Malayalam ...) reads as a gazetteer city ("കൊല്ലം" Kollam). */
function soundReadCity(w: string): boolean {
  if (!isSoundReadLetter(w.charCodeAt(0))) return false;
  const latin = placeInLatin(w);
  return latin !== null && latin.length >= 5 && !isAmbiguousCityWord(latin.toLowerCase()) && resolveCity(latin) !== null;
}

/** The listed name read out to the whole run it stands in ("banian cloth", "mango pulp", "દૂધ પાવડર"), if that is wider. */
function widened(listed: string, text: string): string {
  const parts = listed.split(' ');
  // A line's runs are its own: only a line that writes every Latin word of the name can hold one that widens it.
  const latin = parts.filter((p) => LATIN_WORD_RE.test(p));
  for (const r of runsOf(text, (line) => latin.every((p) => line.includes(p)))) {
    const said = r.loadNext ? withoutPossessive(unlabelled(r.words)) : unlabelled(r.words);
    // ("കൊല്ലം കശുവണ്ടി": a town of the scripts read by their sound before the name is where the goods come from)
    const words = said.length > parts.length && soundReadCity(said[0]) ? said.slice(1) : said;
    // Next to a load noun ("sweet lime load", "माल देसी गुड़") one word more than the name is the goods' ("potato cold
    // storage maal" is potato's, from a cold store).
    const byLoad = r.loadNext === true && words.length === parts.length + 1;
    // ("salt 25 MT ... Shree Ram Salt Works": the name said alone first is the goods, a firm's name after it is not; a
    // heading "COAL LOAD" over "Steam coal 30T" is no such mention)
    if (!r.loadNext && words.length === parts.length && words.every((w, k) => w === parts[k])) return listed;
    if (!(widens(r) || byLoad) || words.length <= parts.length) continue;
    // A Latin word as written; an Indic one of the listed name without its glued ending, as the listed reading has it,
    // when it ends the run (inside it, "કપાસની ગાંસડી", the ending is the possessive of the name after it: kept as written).
    const named = words.map((w) => {
      const form = LATIN_WORD_RE.test(w) ? null : knownForm(w);
      return form !== null && parts.includes(form) ? form : w;
    });
    const shown = words.map((w, k) => (k === words.length - 1 ? named[k] : w));
    // (a dashed compound names each of its parts: "suiting-shirting fabric rolls" widens suiting)
    if (parts.every((p) => named.includes(p) || words.some((w) => w.includes('-') && w.split('-').includes(p)))) return tidy(shown.join(' '));
  }
  return listed;
}

// What brackets add after the goods ("Auto parts (boxes)", "Chemical drums (non haz)", "cha patta (tea)") is a note on
// them, not their name: when the goods read run into a bracket, they are read again with the bracket as a break.
const BRACKET_NOTE_RE = /\(([^()\n]{1,30})\)/g;
/** The kind of load, read where goods stand ("ICD Dadri se JNPT export 40ft", "पार्ट लोड"): no goods. */
const NOT_GOODS = new Set(['import', 'export', 'import export', 'exim', 'पार्ट', 'पार्ट लोड']);

// "chah pat (tea)", "kaccha tel (crude palm oil)": goods named in the sender's words and glossed in brackets with a
// listed name are the sender's words, as "cha patta (tea)" was; "mix material (plastic granules + paint drums)": a
// generic word whose bracket names the goods leaves the bracket.
const GLOSS_RE = /((?:[\p{L}\p{M}]+[^\S\n]+){0,2}[\p{L}\p{M}]+)[^\S\n]*\(([^()\n]{1,40})\)(?:[^\S\n]*([\p{L}\p{M}]+))?/gu;
const WORDS_BEFORE_RE = /([\p{L}\p{M}]+|[→➡>⇒⟶➜])[^\S\n]*$/u;
/** Words that only say "goods" or "a mix of": before a bracket that names the goods, the bracket is the goods. */
const GENERIC_BEFORE_GLOSS = new Set(['mix', 'mixed', 'material', 'materials', 'goods', 'maal', 'mal', 'saman', 'samaan', 'items', 'cargo']);

/** The goods a bracket glosses, when the goods read stand in the words before it, inside it or just after it; or null. */
function fromGloss(text: string, read: string): string | null {
  GLOSS_RE.lastIndex = 0;
  for (let m = GLOSS_RE.exec(text); m; m = GLOSS_RE.exec(text)) {
    const inner = m[2].toLowerCase().replace(/\s+/g, ' ').trim();
    if (fromGoodsWords(inner) === null) continue;
    // The sender's own words: the free or listed words right before the bracket ("pat", jute, is also Patna's code); a
    // route's place or a filler ends them.
    const all = m[1].toLowerCase().split(/\s+/);
    let k = all.length;
    // (the word before the bracket's words: the last word before them in the post)
    const wordBefore = (i: number) => (i > 0 ? all[i - 1] : (WORDS_BEFORE_RE.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1]?.toLowerCase() ?? ''));
    while (k > 0 && (isFree(all[k - 1]) || knownForm(all[k - 1]) !== null || GENERIC_BEFORE_GLOSS.has(all[k - 1]))) {
      // the route's destination ("irundhu Shimla thengai naar (coir)", "thi Paonta Sahib kitchen ware (steel vasan)") ends them
      const before = wordBefore(k - 1);
      if (resolveCity(all[k - 1]) && (LINK_WORDS.has(before) || TO_MARKS.has(before))) break;
      if (MULTI_WORD_NAME_STARTS.has(before) && resolveCity(`${before}${all[k - 1]}`)) break;
      k--;
    }
    const before = all.slice(k);
    if (before.length === 0) continue;
    const around = new Set([...before, ...tidy(inner).split(' '), m[3]?.toLowerCase() ?? '']);
    if (!read.split(' ').every((w) => around.has(w))) continue;
    // ("export cargo (auto parts)": the kind of load before a generic word says no goods either)
    if (before.every((w) => GENERIC_BEFORE_GLOSS.has(w) || NOT_GOODS.has(w))) return inner;
    // A gloss translates words the list does not know; a listed name with a note after it ("Auto parts (boxes)") is not one.
    if (before.every((w) => knownForm(w) !== null)) continue;
    return before.join(' ');
  }
  return null;
}

// "not" in Telugu, Kannada, Tamil, Bengali, Marathi and Gujarati, typed in Latin letters and in the scripts ("laddu boxes
// kadu - prasadam cartons": not laddu boxes but prasadam cartons)
const OTHER_NOT_WORDS = '[Kk]aa?du|KAA?DU|[Aa]lla|ALLA|[Ii]llai?|ILLAI?|[Nn]athi|NATHI|[Nn]oy|NOY|[Nn]ako|NAKO|కాదు|ಅಲ್ಲ|இல்லை|নয়|नको|નથી';
/** The goods a piece of a post names, or undefined. */
// "jeera nahi, dhaniya 12 ton": goods said not to be the load, closed by a comma, name no goods; so too goods of up to
// three words in lower case ("paddy straw bales nahi — cotton yarn", "kabadi maal nahi, plastic dana"), with "abhi"/"bhai"
// after the "not" ("litchi nahi abhi, makhana"), or closed by a dash, a semicolon or "balki" (but rather); an "ab"/"abhi"
// (now) after the close opens no goods ("kinnu nahi, ab cotton seed").
const NEGATED_GOODS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:\p{Ll}+[^\S\n]+){0,2}[\p{L}\p{M}]+[^\S\n]+(?:[Nn]ahin?|NAHIN?|[Nn]ai|NAI|[Nn]ot|NOT|नहीं|नाही|ਨਹੀਂ|નહીં|${OTHER_NOT_WORDS})(?:[^\S\n]+(?:abhi|ABHI|bhai|BHAI|ab|AB|अभी))?[^\S\n]*(?:[,;—–]|-[^\S\n]|(?:balki|BALKI)(?![\p{L}\p{M}])|बल्कि)(?:[^\S\n]*(?:ab|AB|Ab|abhi|ABHI|Abhi|अब|अभी)(?![\p{L}\p{M}]))?`,
  'gu',
);
const NEGATED_GOODS_HINT_RE = /nahi|nai,|not[,;—–\s]|नहीं|नाही|ਨਹੀਂ|નહીં|kaa?du|alla|illa|nathi|noy|nako|కాదు|ಅಲ್ಲ|இல்லை|নয়|नको|નથી/i;
// A post typed in capitals has no words in lower case: there the goods' words before the "not" are in capitals
// ("PADDY STRAW BALES NAHI — COTTON YARN").
const NEGATED_GOODS_CAPS_RE = new RegExp(NEGATED_GOODS_RE.source.replace('\\p{Ll}', '\\p{Lu}'), 'gu');

// "alphonso... nahi", "mango? ekhon season nei", "mango season nahi hai": goods asked after or named and taken back in the
// same breath (a question mark or a trailing off, then "no"; or their season said to be over) name no goods.
const TAKEN_BACK_RE =
  /(?<![\p{L}\p{M}])[\p{L}\p{M}]+(?:[^\S\n]*(?:\?+|\.{2,}|…)[^\S\n]*(?:(?:[\p{L}\p{M}]+[^\S\n]+){0,2}season[^\S\n]+)?|[^\S\n]+season[^\S\n]+)(?:nahi|nahin|nai|nei|illa|illai|ledu|kadu|nako|nathi|no|not|नहीं|नाही|নেই|না|ਨਹੀਂ|નથી)(?![\p{L}\p{M}])(?:[^\S\n]+(?:hai|he|h|है|ahe|che))?/giu;
const TAKEN_BACK_HINT_RE = /season|\?|\.\.|…/i;

// "Mango season!!", "Orange season!": a cry of a few words opening the post names its goods only when nothing else does.
const CRY_RE = /^[^\S\n]*(?:[\p{L}\p{M}]+[^\S\n]+){0,2}[\p{L}\p{M}]+[^\S\n]*!+/u;

// "28T salt bags same - 58k": a word pointing back ("same", "wahi") after goods says they are the item before's; it is no
// part of their name ("same material" opening a load points back, read so by the assembly).
function trimSame(read: Val<string> | undefined): Val<string> | undefined {
  if (!read) return read;
  const last = read.value.lastIndexOf(' ');
  return last > 0 && SAME_GOODS.has(read.value.slice(last + 1)) ? { ...read, value: read.value.slice(0, last) } : read;
}

// "Panipat se Gaya kambal", "पानीपत से गया कंबल", "Lalitpur se Sagar pathar": the place right after the route's "se" is its
// destination, though it is also a word ("gaya" went, "sagar" sea) that could open a goods name.
const AFTER_FROM_RE = /(?<![\p{L}\p{M}])(?:se|SE|Se|से)[^\S\n]+([\p{L}\p{M}]+)/u;

// (and the words after it that complete a town's name of several words: "Surat se Port Blair kapda")
const NEXT_TWO_WORDS_RE = /^[^\S\n]+([\p{L}\p{M}]+)(?:[^\S\n]+([\p{L}\p{M}]+))?/u;

function withoutDestinationWord(text: string): string {
  const m = AFTER_FROM_RE.exec(text);
  if (!m) return text;
  const at = m.index + m[0].length - m[1].length;
  let length = m[1].length;
  const first = m[1].toLowerCase();
  const next = MULTI_WORD_NAME_STARTS.has(first) ? NEXT_TWO_WORDS_RE.exec(text.slice(at + length)) : null;
  if (next?.[2] && resolveCity(`${first}${next[1]}${next[2]}`)) length += next[0].length;
  else if (next && resolveCity(`${first}${next[1]}`)) length += next[0].indexOf(next[1]) + next[1].length;
  else if (!isAmbiguousCityWord(m[1]) || !resolveCity(m[1])) return text;
  return `${text.slice(0, at)}${' '.repeat(length - 1)},${text.slice(at + length)}`;
}

// "ISO tanker (cumene)", "tanker (phenol)": a short run of lower-case words in brackets right after a body word names the
// body's goods, when the goods list does not know them (a place, a number, a truck word or a word about the body is no goods).
const BODY_BRACKET_RE = /([\p{L}\p{M}]+)[^\S\n]*\(([a-z]{3,}(?:[^\S\n]+[a-z]{3,}){0,2})\)/gu;
const BODY_WORDS = new Set(
  TRUCK_WORDS.filter((t) => t.type !== 'other').flatMap((t) => [...t.words, ...t.latin.filter((w) => /^[a-z]+(?:s\?)?$/.test(w)).flatMap((w) => [w.replace('s?', ''), w.replace('s?', 's')])]),
);
const BODY_NOTES = new Set(BODY_NOTE_WORDS);

/** The goods named in brackets after a body word ("tanker (cumene)"), and the words before the bracket; or null. */
function afterBody(text: string): { goods: string; before: string } | null {
  BODY_BRACKET_RE.lastIndex = 0;
  for (let m = BODY_BRACKET_RE.exec(text); m; m = BODY_BRACKET_RE.exec(text)) {
    if (!BODY_WORDS.has(m[1].toLowerCase())) continue;
    const words = m[2].split(/[^\S\n]+/);
    if (words.some((w) => isStop(w) || BODY_NOTES.has(w) || isPlaceWord(w) || resolveCity(w) !== null)) continue;
    if (fromGoodsWords(m[2]) !== null) continue;
    return { goods: words.join(' '), before: text.slice(Math.max(0, m.index - 24), m.index + m[1].length).toLowerCase() };
  }
  return null;
}

// "car carrier 6 car", "कार कैरियर ... 8 गाड़ियां": a car carrier carries vehicles, and the vehicles it is said to carry,
// counted, are its goods when the post names no other.
const CARRIER_BODIES = TRUCK_WORDS.filter((t) => t.type === 'other');
const CAR_CARRIER_RE = new RegExp(CARRIER_BODIES.flatMap((t) => [...t.latin.map((w) => `(?<![a-z])${w}(?![a-z])`), ...t.words]).join('|'), 'iu');
const CARRIER_HINT_RE = new RegExp(`carri|transporter|car trailer|${alternation(CARRIER_BODIES.flatMap((t) => t.words.map((w) => w.split(' ')[0])))}`, 'i');
const CARRIED_RE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])\p{N}{1,2}[^\S\n]*(${CARRIED_VEHICLE_WORDS.join('|')})(?![\p{L}\p{M}])`, 'iu');

function carried(text: string): string | null {
  if (!CARRIER_HINT_RE.test(text) || !CAR_CARRIER_RE.test(text)) return null;
  return CARRIED_RE.exec(text)?.[1].toLowerCase() ?? null;
}

// "Bokaro steel city se Kanpur plate", "Surat diamond city": a town named by its trade ("steel city", "silk city") is a
// place, and its goods word no goods of the load.
const CITY_NICKNAME_RE = /(?<![\p{L}\p{M}])([\p{L}\p{M}]+)[^\S\n]+city(?![\p{L}\p{M}])/giu;
// ("Bokaro steel se Lucknow": a gazetteer name of several words with a goods word in it, the town's own name)
const GOODS_NAMED_PLACES = CITIES.flatMap((c) => [c.name, ...c.aliases]).filter((n) => {
  const words = n.toLowerCase().split(/\s+/);
  return words.length > 1 && words.slice(1).some((w) => GOODS.has(w));
});
// (only before a word or mark of the route: "Nagpur to Bokaro steel pipes" carries steel pipes)
const GOODS_NAMED_PLACE_RE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${GOODS_NAMED_PLACES.map((n) => n.replace(/\s+/g, '[^\\S\\n]+')).join('|')})(?=[^\\S\\n]*(?:$|[\\n,.;:\\-–→>]|(?:se|to|from|ex|tak|ke|ki)(?![\\p{L}\\p{M}])))`,
  'giu',
);
const CITY_HINT_RE = new RegExp(['city', ...new Set(GOODS_NAMED_PLACES.map((n) => n.split(/\s+/)[0].toLowerCase()))].join('|'), 'i');

function withoutCityNickname(text: string): string {
  const named = GOODS_NAMED_PLACES.length > 0 ? text.replace(GOODS_NAMED_PLACE_RE, (m) => ' '.repeat(m.length)) : text;
  return named.replace(CITY_NICKNAME_RE, (m, w: string) => (GOODS.has(w.toLowerCase()) ? ' '.repeat(m.length) : m));
}

// "Gurpreet bhaji 32 ft di gaddi chahidi": a name and a word of address opening the post are whom it speaks to ("bhaji" is
// Punjabi for brother, and Marathi for greens: "methi bhaji", a listed word before it, stays goods).
const ADDRESS_HINT_RE = /^[^\S\n]*[\p{L}\p{M}]+[^\S\n]+(?:bhaji|paaji|paji|praji|veerji)(?![\p{L}\p{M}])/iu;

function withoutOpeningAddress(text: string): string {
  const m = ADDRESS_HINT_RE.exec(text);
  const name = m?.[0].trim().split(/\s+/)[0].toLowerCase();
  return m && name !== undefined && knownForm(name) === null ? `${' '.repeat(m[0].length - 1)},${text.slice(m[0].length)}` : text;
}

// "dhaan (PR 126)", "rubber (RSS4)", "wheat (HD 2967)": a variety's or grade's code in brackets after the goods is no goods.
const VARIETY_CODE_RE = /[^\S\n]*\((?:[A-Za-z]{1,4}[-\s]?\d{1,5}|\d{1,5})\)/g;

const SAME_HINT_RE = /same|wahi|vahi|wohi|वही|सेम/i;
const SAME_MATERIAL_RE = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternation(SAME_GOODS_WORDS)})[^\\S\\n]+(?:material|materials|maal|mal|माल|goods|items|saman|samaan|सामान)(?![\\p{L}\\p{M}])`, 'iu');

export function extractMaterial(text: string): Val<string> | undefined {
  const negated = NEGATED_GOODS_HINT_RE.test(text) ? text.replace(caseOf(text) === 'upper' ? NEGATED_GOODS_CAPS_RE : NEGATED_GOODS_RE, (m) => `${' '.repeat(m.length - 1)},`) : text;
  const takenBack = TAKEN_BACK_HINT_RE.test(negated) ? negated.replace(TAKEN_BACK_RE, (m) => `${' '.repeat(m.length - 1)},`) : negated;
  const uncoded = takenBack.includes('(') ? takenBack.replace(VARIETY_CODE_RE, (m) => ' '.repeat(m.length)) : takenBack;
  const opened = ADDRESS_HINT_RE.test(uncoded) ? withoutOpeningAddress(uncoded) : uncoded;
  const said = withoutDestinationWord(CITY_HINT_RE.test(opened) ? withoutCityNickname(opened) : opened);
  const cry = said.includes('!') ? CRY_RE.exec(said) : null;
  const withoutCry = cry ? `${' '.repeat(cry[0].length - 1)},${said.slice(cry[0].length)}` : null;
  const uncried = withoutCry === null ? undefined : readMaterial(withoutCry);
  const post = uncried && withoutCry !== null ? withoutCry : said;
  const read = trimSame(uncried ?? readMaterial(post));
  // a generic noun alone ("800 kg ka saman", "सामान") names no goods, as "maal" alone does not
  const bodied = post.includes('(') ? afterBody(post) : null;
  // (the goods read yield when guessed, or when they are only the body's own words: "ISO tanker" read as "iso")
  if (bodied && (!read || read.conf < 0.8 || read.value.split(' ').every((w) => bodied.before.includes(w)))) return { value: bodied.goods, conf: 0.7 };
  if (read && (NOT_GOODS.has(read.value) || GOODS_NOUN_SET.has(read.value))) return undefined;
  if (!read) {
    const cars = carried(post);
    if (cars !== null) return { value: cars, conf: 0.7 };
    // "..., 6 MT, same material" closing a list's line: the words point back to the load before (read so by the assembly)
    const same = SAME_HINT_RE.test(post) ? SAME_MATERIAL_RE.exec(post) : null;
    return same ? { value: tidy(same[0].toLowerCase()), conf: 0.5 } : undefined;
  }
  if (!read || !post.includes('(')) return read;
  const glossed = fromGloss(post, read.value);
  if (glossed) return { ...read, value: glossed };
  BRACKET_NOTE_RE.lastIndex = 0;
  for (let m = BRACKET_NOTE_RE.exec(post); m; m = BRACKET_NOTE_RE.exec(post)) {
    // A list in the bracket ("furniture (sofa set, beds)", "furniture (sofa + almirah)"): the goods read run into its
    // first item, up to its comma or joining sign; a grade's digits ("rubber sheets (RSS4)") are not read into them.
    const comma = m[1].search(/[,;+/&]/);
    const inner = tidy((comma > 0 ? m[1].slice(0, comma) : m[1]).replace(/(?<=\p{L})\d+$/u, ''));
    // ... also when a word follows the bracket ("royyalu (prawns) frozen").
    if (inner !== '' && ` ${read.value} `.includes(` ${inner} `) && read.value !== inner) return readMaterial(post.replace(BRACKET_NOTE_RE, ', ')) ?? read;
  }
  return read;
}

// "All engineering goods.": a line opening with "all" and naming goods with a goods tail says every load's goods.
const EVERY_LOAD_HINT_RE = /(?:^|\n)[^\S\n]*all[^\S\n]/i;
const EVERY_LOAD_GOODS_RE = /(?:^|\n)[^\S\n]*all[^\S\n]+((?:[\p{L}\p{M}]+[^\S\n]+){1,2}[\p{L}\p{M}]+)[^\S\n]*(?:[.,;!]|\n|$)/iu;

function everyLoadGoods(text: string): string | null {
  const m = EVERY_LOAD_HINT_RE.test(text) ? EVERY_LOAD_GOODS_RE.exec(text) : null;
  if (!m) return null;
  const all = m[1].toLowerCase().split(/\s+/);
  const words = goodsWords(m[1]);
  return words.length === all.length && TAILS.has(words[words.length - 1]) ? tidy(words.join(' ')) : null;
}

// "Steel: Raigarh to Kolkata MS billets ...": a trade named alone as the post's heading, before a colon, is the kind of
// goods; other goods named on the heading's line are the load's ("Kota stone: Kota se Delhi 25 ton" keeps its heading).
const HEADING_RE = /^[^\S\n]*((?:[\p{L}\p{M}]+[^\S\n]+){0,2}[\p{L}\p{M}]+)[^\S\n]*:[^\S\n]*([^\n]+)/u;

function underHeading(text: string): string | null {
  const h = text.includes(':') ? HEADING_RE.exec(text) : null;
  if (!h) return null;
  const head = tidy(h[1]);
  if (fromGoodsWords(head, true) !== head) return null;
  const named = fromGoodsWords(h[2]);
  return named !== null && named !== head ? widened(named, h[2]) : null;
}

// "Home shifting from Hyderabad": a move, read as the goods when no goods word is.
const MOVING_HINT_RE = /shifting/i;
const MOVING_RE = new RegExp(`(?<![\\p{L}])(?:${MOVING_WORDS.join('|')})(?![\\p{L}])`, 'iu');

/** Possessives a goods name cannot end with: left over when the load noun or packing word after them was dropped. */
const TRAILING_POSSESSIVES = new Set([...POSSESSIVE_WORDS, 'de', 'diyan', 'diya', 'ਦੇ', 'ਦੀਆਂ', 'na', 'ના']);

/** "hosiery da maal" read as "hosiery da", "ਕਣਕ ਦੀਆਂ ਬੋਰੀਆਂ" as "ਕਣਕ ਦੀਆਂ": the goods without the dangling possessive. */
function withoutTrailingPossessive(read: Val<string> | undefined): Val<string> | undefined {
  if (!read) return read;
  const cut = read.value.lastIndexOf(' ');
  return cut > 0 && TRAILING_POSSESSIVES.has(read.value.slice(cut + 1)) ? { ...read, value: read.value.slice(0, cut) } : read;
}

function readMaterial(text: string): Val<string> | undefined {
  return withoutTrailingPossessive(readMaterialAsSaid(text));
}

function readMaterialAsSaid(text: string): Val<string> | undefined {
  const labelled = fromLabel(text);
  if (labelled) return { value: labelled, conf: 0.9 };
  const headed = underHeading(text);
  if (headed) return { value: headed, conf: 0.8 };
  const listed = fromGoodsWords(text);
  if (listed) return { value: widened(listed, text), conf: 0.8 };
  const every = everyLoadGoods(text);
  if (every) return { value: every, conf: 0.8 };
  const moved = MOVING_HINT_RE.test(text) ? MOVING_RE.exec(text) : null;
  if (moved) return { value: tidy(moved[0].toLowerCase()), conf: 0.8 };
  const afterW = afterWeight(text);
  if (afterW) return { value: afterW, conf: 0.5, note: notes.materialGuess(afterW) };
  const runs = runsOf(text);
  const placed = fromSlot(runs) ?? beforeLoadNoun(text) ?? fromSegment(runs) ?? ownLine(text);
  if (placed) return { value: placed, conf: 0.5, note: notes.materialPlace(placed) };
  return undefined;
}
