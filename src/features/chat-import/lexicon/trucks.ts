/**
 * Truck words of load posts, by body type and language (plain data, read by parser/fields.ts). `latin` entries are
 * regular-expression sources matched as whole words on lower-cased text; `words` are written as people type them
 * (Indic scripts). Earlier entries win when a post names two bodies ("32 ft container trailer" is a trailer).
 */
import type { TruckType } from '../../../lib/trucks.js';

/**
 * The feet after a length as the truck words below read them: the Latin spellings of units.ts's FEET_WORDS that posts
 * use most ("32 ft", "20 foot", "22 fit", "17 foota") or a foot mark (a short list: it stands in the truck patterns every
 * post is read by).
 */
const FEET = "(?:ft\\.?|feet|fit|foot|fut|feat|futa|foota|')";

/**
 * A weight's tonnes as the truck words below read them: the Latin spellings of units.ts's TONNE_WORDS that posts use
 * most ("2 ton", "2 MT", "2 tan", "2 tn"; a short list, as FEET is).
 */
const TONNES = '(?:t|mt|tons?|tonnes?|tonn|tones?|tan|tn)';

export interface TruckWords {
  type: TruckType;
  latin: readonly string[];
  words: readonly string[];
  /** How sure the word alone makes the body (below 1: the review shows a note). */
  conf: number;
}

/**
 * Single and multi axle in the scripts ("मल्टी एक्सल", "સિંગલ એક્સલ"): an open truck, as "multi axle" is, but a container
 * after a length of 30 to 34 ft ("32 फीट मल्टी एक्सल"), as "32 ft multi axle" is.
 */
/** Telugu and Tamil "one" (also "a") before a truck told apart from another: "ఒక 10 చక్రాల లారీ ..., ఒక టారస్ ...". */
export const ONE_TRUCK_WORDS_SOUTH: readonly string[] = ['ఒక', 'ఒక్క', 'ஒரு'];

export const AXLE_WORDS_INDIC: readonly string[] = [
  'मल्टी एक्सल',
  'मल्टीएक्सल',
  'मल्टी ऐक्सल',
  'मल्टी एक्सेल',
  'सिंगल एक्सल',
  'सिंगल ऐक्सल',
  'डबल एक्सल',
  'ट्रिपल एक्सल',
  'મલ્ટી એક્સલ',
  'મલ્ટી એક્સેલ',
  'સિંગલ એક્સલ',
  'ਮਲਟੀ ਐਕਸਲ',
  'ਸਿੰਗਲ ਐਕਸਲ',
  'மல்டி ஆக்சில்',
];

/** After "2 pickup", the places to load at listed after a dash or colon ("2 pickup - Kakinada & Samalkot"). */
export const PLACES_LISTED_AFTER = String.raw`\s*[-:–]\s*[a-z]`;

/** Before "2 pickup", the places to load at joined by "&" or "and" ("Okhla & Noida 2 pickup", "Delhi (Okhla) and Noida 2 pickup"). */
export const PLACES_LISTED_BEFORE = String.raw`(?:&|\band)\s*[a-z()]+(?:\s+[a-z()]+)?\s*`;

/** After a maker's name, goods of its make ("Eicher tractor parts", "Mahindra pickup parts"): no truck is named. */
const MAKERS_GOODS_AFTER = String.raw`(?!\s+(?:tractors?|parts|spares|spare parts)\b)`;

/**
 * Taurus (a heavy open tipper-bodied lorry) in Kannada, Malayalam, Tamil and Telugu letters: an open truck's name, and a
 * body a count may follow ("ಟಾರಸ್ 2", "டாரஸ் லாரி", "ఒక టారస్").
 */
export const TAURUS_WORDS_INDIC: readonly string[] = ['ಟಾರಸ್', 'ಟೌರಸ್', 'ಟೋರಸ್', 'ടോറസ്', 'ടാറസ്', 'ടോറസ്സ്', 'டாரஸ்', 'டாரஸ', 'டோரஸ்', 'டவுரஸ்', 'టారస్', 'టోరస్', 'టౌరస్'];

export const TRUCK_WORDS: readonly TruckWords[] = [
  {
    type: 'reefer',
    latin: [
      'reefer',
      'reffer',
      'reefar',
      'refrigerator van',
      'refer (?:van|gaa?di|truck|body|container|vehicle)',
      'refrigerated',
      'frozen',
      'cold chain',
      'chiller',
      'temperature controlled',
      'temp controlled',
    ],
    words: ['रीफर', 'रेफर', 'रिफर', 'फ्रोजन', 'रेफ्रिजरेटेड', 'રીફર', 'ਰੀਫਰ', 'ஃப்ரோசன்', 'ரீஃபர்', 'రీఫర్', 'ರೀಫರ್', 'রিফার', 'ରିଫର', 'റീഫർ'],
    conf: 1,
  },
  {
    type: 'tanker',
    latin: ['tankers?', 'bulkers?', 'tank lorry', 'tankar', 'tenker', 'tankr', 'iso ?tanks?'],
    words: ['टैंकर', 'टँकर', 'बल्कर', 'બલ્કર', 'ટેન્કર', 'ટેંકર', 'ਟੈਂਕਰ', 'ਬਲਕਰ', 'பல்கர்', 'டேங்கர்', 'ట్యాంకర్', 'ಟ್ಯಾಂಕರ್', 'ট্যাংকার', 'ট্যাঙ্কার', 'ଟ୍ୟାଙ୍କର', 'ടാങ്കർ', 'బల్కర్', 'ಬಲ್ಕರ್', 'বাল্কার', 'ବଲ୍କର', 'ബൾക്കർ'],
    conf: 1,
  },
  {
    type: 'tipper',
    latin: ['tippers?', 'tipers?', 'dumpers?', 'dumpar', 'tippar', 'hyva', 'hywa', 'haiwa', 'hiwa', 'hiva'],
    words: [
      'टिपर',
      'टिप्पर',
      'डंपर',
      'हायवा',
      'हाइवा',
      'हाईवा',
      'ટીપર',
      'ડમ્પર',
      'ਟਿੱਪਰ',
      'ਡੰਪਰ',
      'டிப்பர்',
      'டம்பர்',
      'టిప్పర్',
      'టిప్పర్లు',
      'ಟಿಪ್ಪರ್',
      'টিপার',
      // Assamese writes its "r" ৰ: টিপাৰ
      'টিপাৰ',
      'ଟିପର',
      // a dumper in Bengali, Assamese and Odia script
      'ডাম্পার',
      'ডাম্পাৰ',
      'ଡମ୍ପର',
      'ടിപ്പർ',
      'હાઇવા',
      'ਹਾਈਵਾ',
      'ஹைவா',
      'హైవా',
      'ಹೈವಾ',
      'হাইভা',
      'হাইওয়া',
      'ହାଇୱା',
      // and Odia with a bha, as Bengali writes it ("ହାଇଭା ୨ ଟା")
      'ହାଇଭା',
      'ഹൈവ',
    ],
    conf: 1,
  },
  {
    type: 'trailer',
    latin: [
      'trailers?',
      'trailors?',
      'trailar',
      'treller',
      'trailr',
      'tralor',
      'trailler',
      'trelar',
      'treler',
      // a tractor that pulls a trailer
      'puller',
      'pular',
      'flat[- ]?bed',
      'low[- ]?bed',
      'semi[- ]?bed',
      'high[- ]?bed',
      'hbt',
      'odc',
      'hydraulic axle',
      'platform',
      'troll[ae]',
      'trolla',
      'tralla',
      'trala',
      // Punjabi's plural ("2 trale", "tralle")
      'tral+es?',
      `\\d\\d\\s*-?${FEET}-?trailers?`,
    ],
    // ("40 फुट प्लेटफार्म", "40 ફૂટ પ્લેટફોર્મ": a platform is a flatbed, as "platform" is)
    words: [
      'ट्रेलर',
      'लो बेड',
      'फ्लैटबेड',
      'फ्लैट बेड',
      'ट्रॉला',
      'ट्राला',
      'ट्रोला',
      'ट्रेला',
      'प्लेटफार्म',
      'प्लेटफॉर्म',
      'प्लॅटफॉर्म',
      'ટ્રેલર',
      'ટ્રોલો',
      'પ્લેટફોર્મ',
      'ટ્રોલા',
      'ટ્રાલો',
      'ટ્રાલા',
      'ਟ੍ਰੇਲਰ',
      'ਟਰਾਲਾ',
      'ਟਰਾਲੇ',
      'ਟਰੇਲਰ',
      'ਪਲੇਟਫਾਰਮ',
      'டிரெய்லர்',
      'ட்ரெய்லர்',
      'பிளாட்பார்ம்',
      'ట్రైలర్',
      'ಟ್ರೈಲರ್',
      // the same with the long e, as Kannada and Telugu phones also type it
      'ಟ್ರೇಲರ್',
      'ట్రేలర్',
      'ট্রেলার',
      // (and as Assamese writes it: "ট্ৰেইলাৰ")
      'ট্ৰেইলাৰ',
      'ট্রেইলার',
      'ଟ୍ରେଲର',
      'ട്രെയിലർ',
    ],
    conf: 1,
  },
  {
    type: 'other',
    latin: ['car carriers?', 'car trailers?', 'car transporters?'],
    words: ['कार कैरियर', 'कार कॅरियर', 'કાર કેરિયર', 'ਕਾਰ ਕੈਰੀਅਰ', 'கார் கேரியர்', 'కార్ క్యారియర్', 'ಕಾರ್ ಕ್ಯಾರಿಯರ್', 'কার ক্যারিয়ার', 'କାର କ୍ୟାରିଅର'],
    conf: 1,
  },
  {
    type: 'lcv',
    latin: [
      'tata ace',
      'super ace',
      'ace',
      'chh?ota h?aa?th?i',
      // "2 pickup point" is two places to load at, not a pickup truck, and so is "2 pickup - Kakinada & Samalkot" (the places
      // listed after a dash or colon)
      // (nor is "Okhla & Noida 2 pickup": the places to load at named before)
      `(?<!${PLACES_LISTED_BEFORE})(?:bolero|mahindra|tata|mini|small|chh?ota|\\d|ek|one|ekta|ekti|gote)\\s*pi(?:ck|k)[ -]?(?:up|ap)s?(?!\\s*points?\\b|${PLACES_LISTED_AFTER})${MAKERS_GOODS_AFTER}`,
      'pi(?:ck|k)[ -]?(?:up|ap)\\s*(?:truck|gaa?di|gadi|vehicle|van|required|reqd|chahiye|needed)',
      'lcv',
      'dost',
      'mini truck',
      'small truck',
      'chh?oti gaa?di',
      'tempo',
      'tampo',
      // "pickup 2 ton": a pickup is the truck only before its load's weight; else it is the loading ("pickup kal"),
      // as in a trip of several stops ("double pickup 10 ton")
      `(?<!(?:double|multi|multiple|dual|two|point)\\s*)pick[ -]?ups?(?=\\s*\\d+(?:\\.\\d+)?\\s*(?:${TONNES}|kgs?|qtls?)\\b)`,
      // "5 ton, pickup, 9500": "pickup" standing alone as a field of the post names the truck (not after a day word, which
      // the date stage blanks: "Fri pickup, ...", "kal pickup," is the loading day)
      // (or a cell of a row of "|" columns: "Rajkot | pickup | 1T | 4k")
      '(?<=(?:^|[,;|\\n])[^\\S\\n]{0,2})pick[ -]?up(?=[^\\S\\n]{0,2}[,;.|]|$)',
      // (and a cell between dashes: "d) Siliguri – Gangtok – pickup – 1.5T – 6k")
      '(?<=[–—][^\\S\\n]{0,2})pick[ -]?up(?=[^\\S\\n]{0,2}[–—])',
      // "8 ft pickup": a pickup given a length is the truck
      `pick[ -]?ups?(?<=\\d\\s*-?${FEET}\\s*pick[ -]?ups?)`,
      // "2 ton pickup 12000": a pickup between its load's weight and the freight is the truck
      `pick[ -]?ups?(?<=\\d\\s*${TONNES}\\s*pick[ -]?ups?)(?=\\s*(?:rs\\.?|₹)?\\s*\\d)`,
      'canter',
      'kenter',
      'lpt',
      // DCM Toyota's light trucks, the north's name for any light truck ("DCM gaadi")
      'dcm',
      'bolero',
      'super carry',
      'tata intra',
      'intra v\\d\\d',
      'tata yodha',
      'yodha pick ?up',
      'piaggio',
      // Tamil's "baby elephant", the Tata Ace
      'kutt[iy] yaa?nai',
      'bada dost',
      'tata magic',
      'magic',
      'mahindra maxx',
      'jeeto',
    ],
    words: [
      'टाटा एस',
      'टाटा ऐस',
      'ऐस',
      'छोटा हाथी',
      'पिकअप',
      'डीसीएम',
      'कैंटर',
      'ਕੈਂਟਰ',
      'કેન્ટર',
      'मिनी ट्रक',
      'बोलेरो',
      'टेम्पो',
      'टेंपो',
      'ટાટા એસ',
      'છોટા હાથી',
      'પિકઅપ',
      'ટેમ્પો',
      'ਟਾਟਾ ਏਸ',
      'ਪਿਕਅੱਪ',
      'ਟੈਂਪੂ',
      'ਟੈਂਪੋ',
      'ਛੋਟਾ ਹਾਥੀ',
      'டாடா ஏஸ்',
      'குட்டி யானை',
      'பிக்கப்',
      'டெம்போ',
      'టాటా ఏస్',
      'ಟಾಟಾ ಏಸ್',
      'টাটা এস',
      'ছোট হাতি',
      'ଟାଟା ଏସ',
      'ടാറ്റ ഏസ്',
      // a pickup in Bengali, Odia, Telugu and Kannada script ("একটা পিকআপ", "ପିକଅପ ଗୋଟେ")
      'পিকআপ',
      'ପିକଅପ',
      'పికప్',
      'ಪಿಕಪ್',
    ],
    conf: 1,
  },
  {
    type: 'lcv',
    latin: [`eicher${MAKERS_GOODS_AFTER}`, 'aayshar', 'aaysher', 'aicher', 'eichar', 'aichar', 'icher', 'furio', 'icv'],
    words: [
      'आयशर',
      'आइशर',
      'आईचर',
      'आइचर',
      'એચર',
      'આઈશર',
      'આયશર',
      'આઇશર',
      'ਆਇਸ਼ਰ',
      'ஐச்சர்',
      'ఐచర్',
      'ఐషర్',
      // Tamil and Telugu (blind round 30): "ஈச்சர் 19 அடி", "ఈచర్"
      'ஈச்சர்',
      'ஐஷர்',
      'ஈஷர்',
      'ఈచర్',
      'ఐశర్',
      'ಐಷರ್',
      'ಐಚರ್',
      'ഐഷർ',
      'আইশার',
    ],
    conf: 0.7,
  },
  {
    type: 'container',
    latin: [
      'containers?',
      // as misspelt
      '(?:contaner|containr|cntnr|contanier|conatiner|containor|contenar|contenor|kantenar|kontainer|kontener|kantener)s?',
      'contr',
      'cntr',
      'sxl',
      'mxl',
      'txl',
      'clos(?:ed?)? ?body',
      'closed',
      'box body',
      'box truck',
      // ISO sizes: "40 HC", "40ft HQ", "20 GP"
      `(?:20|40|45)\\s*(?:-?${FEET})?\\s*(?:hc|hq|gp)`,
      'high cube',
      'bandh? body',
      // "band gadi" (a shut truck, Hindi and Marathi typed in Latin letters), as "बंद गाडी" is
      'bandh? gaa?dd?i',
      // and Bengali's and Assamese's "bondho gari" (the shut truck, "বন্ধ গাড়ি", typed in Latin letters)
      'bandh? gaa?ri',
      'bondho? (?:gaa?dd?i|gaa?ri|body|truck)',
      // Tamil's "closed" typed in Latin letters ("20 adi moodiya lorry"), as "மூடிய லாரி" is
      'moodiya (?:lorry|lari|vandi|body)',
      // "24 ft band": "band" (shut) right after a length names the body as "band body" does
      `bandh?(?<=\\d\\s*-?${FEET}\\s*bandh?)`,
      'single axle container',
      'multi axle container',
      `3[0-4]\\s*(?:-?${FEET})?\\s*(?:single|multi|double|triple)[\\s-]*axle`,
      // a length written on to its body: "32ftMXL", "20ft-container"
      `\\d\\d\\s*-?${FEET}-?(?:sxl|mxl|txl|hq|containers?)`,
      // and the body first: "MXL32", "SXL-32"
      '(?:sxl|mxl|txl)-?\\d\\d',
      // "a 20 footer", "40 footers": the container trade's name of a container by its length
      '\\d\\d[\\s-]*footers?',
    ],
    words: [
      'कंटेनर',
      'कन्टेनर',
      'बंद बॉडी',
      'बंद बोडी',
      'बंद गाड़ी',
      'बंद गाडी',
      'क्लोज बॉडी',
      'क्लोज्ड बॉडी',
      // "closed body" in every script, as typed (with the nukta of ज़ or without)
      'क्लोज़ बॉडी',
      'क्लोज़्ड बॉडी',
      'ક્લોઝ બોડી',
      'ક્લોઝ્ડ બોડી',
      'ਕਲੋਜ਼ ਬਾਡੀ',
      'ਕਲੋਜ ਬਾਡੀ',
      'ਕਲੋਜ਼ਡ ਬਾਡੀ',
      'க்ளோஸ் பாடி',
      'க்ளோஸ்டு பாடி',
      'క్లోజ్డ్ బాడీ',
      'క్లోజ్ బాడీ',
      'ಕ್ಲೋಸ್ಡ್ ಬಾಡಿ',
      'ಕ್ಲೋಸ್ ಬಾಡಿ',
      'ক্লোজ বডি',
      'ক্লোজড বডি',
      'କ୍ଲୋଜ ବଡି',
      // "closed" alone in every script, as Latin "closed" is
      'क्लोज्ड',
      'क्लोज़्ड',
      'ક્લોઝ્ડ',
      'ਕਲੋਜ਼ਡ',
      'க்ளோஸ்டு',
      'క్లోజ్డ్',
      'ಕ್ಲೋಸ್ಡ್',
      'ক্লোজড',
      'କ୍ଲୋଜଡ',
      'ବନ୍ଦ ବଡି',
      // Bengali's "closed vehicle" ("২০ ফুট বন্ধ গাড়ি"), as "band gadi"
      'বন্ধ গাড়ি',
      'বন্ধ গাড়ী',
      'एसएक्सएल',
      'एमएक्सएल',
      'બંધ બોડી',
      'ਬੰਦ ਬਾਡੀ',
      'மூடிய பாடி',
      // Tamil's "shut lorry", as its "shut body" is; and Kannada's and Telugu's ("ಮುಚ್ಚಿದ ಲಾರಿ", "మూసిన లారీ")
      'மூடிய லாரி',
      'மூடிய வண்டி',
      'ಮುಚ್ಚಿದ ಲಾರಿ',
      'ಮುಚ್ಚಿದ ಬಾಡಿ',
      'మూసిన లారీ',
      'మూసిన బాడీ',
      'ક્લોઝ્ડ બોડી',
      'క్లోజ్డ్ బాడీ',
      'ಕ್ಲೋಸ್ಡ್ ಬಾಡಿ',
      'ಕ್ಲೋಸ್ ಬಾಡಿ',
      'ক্লোজড বডি',
      'ବନ୍ଦ ବଡି',
      // Bengali's "closed vehicle" ("২০ ফুট বন্ধ গাড়ি"), as "band gadi"
      'বন্ধ গাড়ি',
      'বন্ধ গাড়ী',
      'કન્ટેનર',
      'કંટેનર',
      'ਕੰਟੇਨਰ',
      'கண்டெய்னர்',
      'கன்டெய்னர்',
      'కంటైనర్',
      'ಕಂಟೈನರ್',
      'ಕಂಟೇನರ್',
      'কন্টেইনার',
      'কন্টেনার',
      'କଣ୍ଟେନର',
      'କଣ୍ଟେନର୍',
      'കണ്ടെയ്നർ',
    ],
    conf: 1,
  },
  {
    type: 'open',
    latin: [
      'open',
      'open ?body',
      'taurus',
      'torus',
      'taurous',
      'tourus',
      'tauras',
      'toras',
      'tarus',
      'half ?body',
      'full ?body',
      // "khulli gaadi": the l doubled as it is said
      'khull?[aie] (?:gaa?di|gadi|gaddi|truck|body)',
      // and Bengali and Odia typed in Latin letters: "khola gaadi", "khola gari"
      // (the l doubled too, "kholla gari", and after a length, "22 ft khola 12 ton")
      'kholl?a (?:gaa?di|gaddi|gaa?ri|truck|body|lorry)',
      `\\d\\d\\s*-?${FEET}\\s*kholl?a`,
      // "22 fit khuli": Hindi's "open" right after a length, as "22 ft khola"
      `\\d\\d\\s*-?${FEET}\\s*khull?[aie]`,
      'dala body',
      'dala',
      // "22 ft high side body": the high-sided open body
      'high ?side ?body',
      // a length written on to its body: "22ftopen", "24ft-open"
      `\\d\\d\\s*-?${FEET}-?open`,
      '(?:single|double|multi|tandem|triple)[- ]?axle',
    ],
    // (and "open" in Telugu, Kannada, Bengali and Odia letters: "ఓపెన్ బాడీ", "ಓಪನ್ ಬಾಡಿ", "ওপেন বডি", "ଓପନ ବଡି")
    words: [
      'ओपन',
      'खुली',
      // Marathi: "22 फूट उघडी गाडी"
      'उघडी',
      'खुला',
      'डाला',
      'हाफ बॉडी',
      'फुल बॉडी',
      'टोरस',
      'टॉरस',
      'ઓપન',
      'ડાલા',
      'ખુલ્લી',
      // (and Gujarati's masculine and neuter forms: "ખુલ્લો ટ્રક", "ખુલ્લું વાહન")
      'ખુલ્લો',
      'ખુલ્લું',
      'ਓਪਨ',
      'ਖੁੱਲ੍ਹੀ',
      'ஓபன்',
      'ஓப்பன்',
      'ఓపెన్',
      'ಓಪನ್',
      'ওপেন',
      'খোলা গাড়ি',
      // "open" alone, as Hindi's खुला is: Bengali and Assamese "২২ ফুট খোলা", Odia "ଖୋଲା"
      'খোলা',
      'ଖୋଲା',
      'ଓପନ',
      'ଖୋଲା ଗାଡ଼ି',
      'ଖୋଲା ଗାଡି',
      'ഓപ്പൺ',
      // Taurus (a heavy open lorry) in the Southern scripts, and "open lorry" in Malayalam letters ("ಟಾರಸ್", "டாரஸ்", "തുറന്ന ലോറി")
      ...TAURUS_WORDS_INDIC,
      'തുറന്ന ലോറി',
      ...AXLE_WORDS_INDIC,
    ],
    conf: 1,
  },
  // A heavy rigid truck named by maker and model number, its tonnes then its horsepower ("Tata 2518", "Ashok Leyland
  // 3118", "BharatBenz 3523", "टाटा 2518"): an open truck unless a body is named.
  {
    type: 'open',
    latin: [String.raw`(?=[1-5]\d{3}\b)(?<=(?:tata|ashok\s*leyland|leyland|bharat\s*benz|benz|टाटा|ટાટા|ਟਾਟਾ|டாடா|लेलैंड|लेलेंड|लीलैंड)\s*(?:(?:signa|prima|lpt|lpk|ultra)\s*)?)(?:1[6-9]|[2-5]\d)[1-6]\d`],
    words: [],
    conf: 0.8,
  },
];

/**
 * What a car carrier carries: cars, and vehicles in the words that also name a truck ("8 गाड़ियां", "6 gaadi"). In a post
 * that names a car carrier, a count before one of these counts the cars, not the trucks ("2 trucks", "2 carriers" still
 * count trucks).
 */
export const CARRIED_VEHICLE_WORDS: readonly string[] = [
  'cars?',
  'vehicles?',
  'gaa?dd?iy?[ao]n?',
  'gaa?dd?ya',
  'gaa?dd?i',
  'कार',
  'कारें',
  'गाड़ियां',
  'गाड़ियाँ',
  'गाड़ी',
  'गाडी',
  'गाड्या',
  'ગાડીઓ',
  'ગાડી',
  'કાર',
  'ਗੱਡੀਆਂ',
  'ਕਾਰਾਂ',
  'கார்கள்',
  'కార్లు',
  'ಕಾರುಗಳು',
  'গাড়ি',
];

/**
 * Words in brackets after a body that describe the body, not its goods ("tanker (food grade)", "container (closed)",
 * "tanker (SS)"): a bracket of them after a body names no goods.
 */
export const BODY_NOTE_WORDS: readonly string[] = [
  'food',
  'grade',
  'non',
  'haz',
  'hazardous',
  'empty',
  'khali',
  'insulated',
  'closed',
  'open',
  'covered',
  'new',
  'old',
  'steel',
  'stainless',
  'aluminium',
  'mild',
  'lined',
  'rubber',
  'single',
  'double',
  'multi',
  'compartment',
  'axle',
  'body',
  'available',
  'required',
  'needed',
  'wanted',
  'chahiye',
  'urgent',
];

/** "The one of", after a truck's length: "32ft wale me 7 ton", "20 फीट वाली में 4 टन" give that truck its details. */
export const WHICH_TRUCK_WORDS: readonly string[] = ['wale', 'wala', 'wali', 'waale', 'waala', 'waali', 'vale', 'vala', 'vali', 'वाले', 'वाला', 'वाली', 'વાળી', 'વાળા', 'ਵਾਲੀ', 'ਵਾਲੇ', 'ਵਾਲਾ'];

/**
 * Ordinals that tell a post's trucks apart by what is said of each, with no body or length: "एक 6 टन 24 हजार, दूसरी 5 टन
 * 21 हजार", "pehli 8 ton 20k, dusri 6 ton 16k" (a counting word for one also opens the first).
 */
export const FIRST_TRUCK_WORDS: readonly string[] = ['pehli', 'pahli', 'pehla', 'pahla', 'first', '1st', 'पहली', 'पहला', 'ਪਹਿਲੀ', 'ਪਹਿਲਾ', 'પહેલી', 'પહેલો'];
export const SECOND_TRUCK_WORDS: readonly string[] = [
  'doosri',
  'dusri',
  'doosra',
  'dusra',
  'doosre',
  'dusre',
  'second',
  '2nd',
  'other',
  'दूसरी',
  'दूसरा',
  'दूसरे',
  'ਦੂਜੀ',
  'ਦੂਜਾ',
  'બીજી',
  'બીજો',
  // "another" in the south and east, typed in Latin letters and in the scripts ("okati ... inkokati", "ondu ... innondu",
  // "onnu ... innoru", "ekta ... arekta")
  'inkokati',
  'inkoka',
  'innondu',
  'innoru',
  'innonnu',
  'arekta',
  'arekti',
  'ఇంకొకటి',
  'ಇನ್ನೊಂದು',
  'இன்னொரு',
  'আরেকটা',
];

/** English's article before a truck's length counts one truck of it ("need a 20 footer for 3 ton (18k) and a 32 footer ..."). */
export const ARTICLE_WORDS: readonly string[] = ['a', 'an'];

/**
 * Words after a body or a light truck that say it is not wanted ("reefer nahi", "407 नको", "ટેમ્પો નહીં", "407 வேண்டாம்"),
 * with the short i as typed too ("407 નહિ", "407 नहि").
 */
export const NOT_WANTED_WORDS: readonly string[] = [
  'nahi',
  'nahin',
  'nai',
  'not',
  'nako',
  'naka',
  'नहीं',
  'नही',
  'नहि',
  'नको',
  'नाही',
  'નહીં',
  'નહિ',
  'નથી',
  'ਨਹੀਂ',
  'ਨਹੀ',
  'வேண்டாம்',
  // Tamil, Telugu and Kannada "no": "407 இல்லை, 17 அடி லாரி"
  'இல்லை',
  'లేదు',
  'ಇಲ್ಲ',
  'వద్దు',
  'ಬೇಡ',
  // Kannada "alla" (not), "beda", Telugu "vaddu", Tamil "vendam" typed in Latin letters ("407 alla, 19 feet lorry beku")
  'alla',
  'beda',
  'vaddu',
  'vendam',
  'venda',
  // Telugu "kaadu" (not it): "Eicher kaadu, 10 tyres lorry kavali"
  'kaadu',
  'kadu',
  // Tamil and Malayalam "illa" (there is not) typed in Latin letters ("407 illa, lorry venum"), Telugu "ledu"
  'illa',
  'illai',
  'ledu',
  'ಅಲ್ಲ',
  // Malayalam "not" and "not wanted" ("ടിപ്പർ അല്ല, 22 അടി തുറന്ന ലോറി")
  'അല്ല',
  'വേണ്ട',
  'না',
  'ନାହିଁ',
  // Gujarati and Hindi "won't do" typed in Latin letters ("Tata 407 na chale, 14 wheel joiye")
  'na chale',
  'na chalse',
  'na chalshe',
  'na chalega',
  'na chalegi',
];
/** Tata's light trucks by model number ("407 gaadi", "709"): the truck, never a count of trucks or an amount. */
export const LCV_MODEL_NUMBERS: readonly string[] = ['407', '709', '909', '1109'];

/** Makers and model words said with a truck ("tata 407", "ashok leyland", "bharat benz"): never the goods. */
export const TRUCK_MAKE_WORDS: readonly string[] = [
  'tata',
  'ashok',
  'leyland',
  'bharatbenz',
  'benz',
  'mahindra',
  'bolero',
  'eicher',
  'canter',
  'lpt',
  'magic',
  'jeeto',
  'dost',
  'maxx',
  'dcm',
  'carry',
  'intra',
  'yodha',
  'piaggio',
  'furio',
  // "kutti yanai" (Tamil: the Tata Ace)
  'kutti',
  'kutty',
  'yanai',
  'yaanai',
  // "chhota haathi" (Hindi, little elephant: the Tata Ace)
  'chhota',
  'chota',
  'haathi',
  'hathi',
  'haati',
  'icv',
  'hcv',
  'mcv',
];

/** Wheel counts that name an open truck ("6 chakka", "16 tyre", "18 wheeler") and the words after them. */
export const WHEEL_COUNTS: readonly number[] = [6, 10, 12, 14, 16, 18, 20, 22];
export const WHEEL_WORDS_LATIN: readonly string[] = [
  'wheel(?:er)?s?',
  'whl',
  'whlr?s?',
  'wheelr',
  'wheler',
  // "12 vhil", "12 whil": as Gujarati and Marathi members type "wheel"
  '[vw]h[ie]e?ls?',
  'wh',
  'w',
  'tyres?',
  'tires?',
  'chakk[aei]',
  'chaka',
  'chakke',
  'chake',
  'chaki',
  'chaake',
  'taayar',
  'tayar',
  'taiyar',
  // Gujarati "12 taira gadi"
  'taira',
  'tayra',
  'tayer',
  'tyers?',
  'taiers?',
  'tyr[aei]',
  // Tamil "wheel" typed in Latin letters: "10 chakkaram", "12 sakkara"
  '[cs]h?akk?a?ram',
  '[cs]h?akkara',
  'chakra',
  // Telugu "wheels" typed in Latin letters: "10 chakralu", "12 chakrala"
  'chakralu',
  'chakrala',
  // Bengali চাকার (of wheels) typed in Latin letters: "12 chakar gari"
  'chakar',
  'chakia',
  'chakiya',
  // Hindi "wheel" typed in Latin letters ("12 pahiya gaadi"), as "12 पहिया" is
  'pahiy[ae]',
  'pahiye',
];
export const WHEEL_WORDS: readonly string[] = [
  'चक्का',
  'चक्के',
  'चाकी',
  'चाकाची',
  'पहिया',
  'पहिए',
  'पहिये',
  'चाके',
  'टायर',
  'व्हीलर',
  'वीलर',
  'व्हील',
  'વ્હીલ',
  'વ્હીલર',
  'ટાયર',
  // "10 ટાયરની ગાડી" (a truck of ten tyres)
  'ટાયરની',
  'પૈડા',
  'પૈડાં',
  'ਚੱਕਾ',
  'ਚੱਕੇ',
  'ਟਾਇਰ',
  'ਟਾਇਰਾਂ',
  'ਪਹੀਏ',
  'ਪਹੀਆ',
  'ਚੱਕਿਆਂ',
  'ਵ੍ਹੀਲਰ',
  'ਵ੍ਹੀਲ',
  'சக்கர',
  'சக்கரம்',
  'சக்கரங்கள்',
  'டயர்',
  'வீலர்',
  'வீல்',
  'టైర్',
  'టైర్లు',
  // "12 టైర్ల లారీ" (a lorry of twelve tyres)
  'టైర్ల',
  'చక్రాల',
  'ಟೈರ್',
  'ಚಕ್ರ',
  'ಚಕ್ರದ',
  'చక్రాలు',
  'চাকা',
  // (and "of wheels", Bengali চাকার, Assamese চকাৰ: "১৪ চকাৰ গাড়ী")
  'চাকার',
  'চকাৰ',
  // Assamese চকা (wheels), as Odia's ଚକା
  'চকা',
  'ଚକିଆ',
  'ଚକା',
  // and as typed without its vowel sign ("10 ଚକ ଗାଡ଼ି")
  'ଚକ',
  'വീൽ',
  // Malayalam ചക്രം (wheel), ചക്രങ്ങൾ (wheels), ടയർ (tyre)
  'ചക്രം',
  'ചക്ര',
  'ചക്രങ്ങൾ',
  'ടയർ',
  'ടയറുകൾ',
  'വീലർ',
];
