/**
 * Truck words of load posts, by body type and language (plain data, read by parser/fields.ts). `latin` entries are
 * regular-expression sources matched as whole words on lower-cased text; `words` are written as people type them
 * (Indic scripts). Earlier entries win when a post names two bodies ("32 ft container trailer" is a trailer).
 */
import type { TruckType } from '../../../lib/trucks.js';

export interface TruckWords {
  type: TruckType;
  latin: readonly string[];
  words: readonly string[];
  /** How sure the word alone makes the body (below 1: the review shows a note). */
  conf: number;
}

export const TRUCK_WORDS: readonly TruckWords[] = [
  {
    type: 'reefer',
    latin: ['reefer', 'refer van', 'refrigerated', 'frozen', 'cold chain', 'chiller', 'temperature controlled', 'temp controlled'],
    words: ['रीफर', 'फ्रोजन', 'ஃப்ரோசன்', 'રીફર', 'ਰੀਫਰ', 'ரீஃபர்', 'రీఫర్', 'ರೀಫರ್', 'রিফার', 'ରିଫର', 'റീഫർ'],
    conf: 1,
  },
  {
    type: 'tanker',
    latin: ['tankers?', 'bulkers?', 'tank lorry'],
    words: ['टैंकर', 'टँकर', 'बल्कर', 'બલ્કર', 'ટેન્કર', 'ટેંકર', 'ਟੈਂਕਰ', 'டேங்கர்', 'ట్యాంకర్', 'ಟ್ಯಾಂಕರ್', 'ট্যাংকার', 'ট্যাঙ্কার', 'ଟ୍ୟାଙ୍କର', 'ടാങ്കർ'],
    conf: 1,
  },
  {
    type: 'tipper',
    latin: ['tippers?', 'dumpers?', 'hyva', 'hywa'],
    words: [
      'टिपर',
      'डंपर',
      'हायवा',
      'हाइवा',
      'हाईवा',
      'ટીપર',
      'ડમ્પર',
      'ਟਿੱਪਰ',
      'ਡੰਪਰ',
      'டிப்பர்',
      'టిప్పర్',
      'ಟಿಪ್ಪರ್',
      'টিপার',
      // Assamese writes its "r" ৰ: টিপাৰ
      'টিপাৰ',
      'ଟିପର',
      'ടിപ്പർ',
      'હાઇવા',
      'ਹਾਈਵਾ',
      'ஹைவா',
      'హైవా',
      'ಹೈವಾ',
      'হাইভা',
      'হাইওয়া',
      'ହାଇୱା',
      'ഹൈവ',
    ],
    conf: 1,
  },
  {
    type: 'trailer',
    latin: ['trailers?', 'trailor', 'trailar', 'treller', 'flat ?bed', 'low ?bed', 'semi[- ]?bed', 'high ?bed', 'odc', 'hydraulic axle', 'platform', 'troll[ae]', 'trolla', 'tralla', 'trala'],
    words: ['ट्रेलर', 'ट्रॉला', 'ट्राला', 'ट्रोला', 'ट्रेला', 'ટ્રેલર', 'ટ્રોલો', 'ਟ੍ਰੇਲਰ', 'ਟਰਾਲਾ', 'ਟਰਾਲੇ', 'ਟਰੇਲਰ', 'டிரெய்லர்', 'ட்ரெய்லர்', 'ట్రైలర్', 'ಟ್ರೈಲರ್', 'ট্রেলার', 'ଟ୍ରେଲର', 'ട്രെയിലർ'],
    conf: 1,
  },
  { type: 'other', latin: ['car carrier', 'car trailer'], words: [], conf: 1 },
  {
    type: 'lcv',
    latin: [
      'tata ace',
      'super ace',
      'ace',
      'chh?ota h?aa?thi',
      // "2 pickup point" is two places to load at, not a pickup truck
      '(?:bolero|mahindra|tata|mini|small|chh?ota|\\d|ek|one)\\s*pick ?ups?(?!\\s*points?\\b)',
      'pick ?up\\s*(?:truck|gaa?di|gadi|vehicle|van|required|reqd|chahiye|needed)',
      'lcv',
      'dost',
      'mini truck',
      'tempo',
      // "pickup 2 ton": a pickup is the truck only before its load's weight; else it is the loading ("pickup kal"),
      // as in a trip of several stops ("double pickup 10 ton")
      '(?<!(?:double|multi|multiple|dual|two|point)\\s*)pick ?ups?(?=\\s*\\d+(?:\\.\\d+)?\\s*(?:t|mt|tons?|tonnes?|kgs?|qtls?)\\b)',
      // "5 ton, pickup, 9500": "pickup" standing alone as a field of the post names the truck
      '(?<=(?:^|[,;])\\s*)pick ?up(?=[,;.]|$)',
      'canter',
      // the DCM Toyota light truck ("DCM 17 ft")
      'dcm',
      'lpt',
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
      'டெம்போ',
      'టాటా ఏస్',
      'ಟಾಟಾ ಏಸ್',
      'টাটা এস',
      'ছোট হাতি',
      'ଟାଟା ଏସ',
      'ടാറ്റ ഏസ്',
    ],
    conf: 1,
  },
  { type: 'lcv', latin: ['eicher', 'aayshar', 'aaysher'], words: ['आयशर', 'आइशर', 'आईचर', 'આઈશર', 'આયશર', 'ਆਇਸ਼ਰ', 'ஐச்சர்'], conf: 0.7 },
  {
    type: 'container',
    latin: [
      'containers?',
      'contr',
      'cntr',
      'sxl',
      'mxl',
      'txl',
      'closed body',
      'closed',
      'box body',
      'high cube',
      'bandh? body',
      'single axle container',
      'multi axle container',
      "3[0-4]\\s*(?:ft|feet|fit|')?\\s*(?:single|multi|double)\\s*axle",
    ],
    words: [
      'कंटेनर',
      'कन्टेनर',
      'बंद बॉडी',
      'बंद बोडी',
      'બંધ બોડી',
      'ਬੰਦ ਬਾਡੀ',
      'மூடிய பாடி',
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
    latin: ['open', 'open body', 'taurus', 'torus', 'half body', 'full body', 'dala body', 'dala', '(?:single|double|multi|tandem|triple) axle'],
    words: ['ओपन', 'खुली', 'खुला', 'डाला', 'टोरस', 'ઓપન', 'ખુલ્લી', 'ਓਪਨ', 'ਖੁੱਲ੍ਹੀ', 'ஓபன்'],
    conf: 1,
  },
  // A heavy rigid truck named by maker and model number, its tonnes then its horsepower ("Tata 2518", "Ashok Leyland
  // 3118", "BharatBenz 3523", "टाटा 2518"): an open truck unless a body is named.
  {
    type: 'open',
    latin: [String.raw`(?=[1-5]\d{3}\b)(?<=(?:tata|ashok\s*leyland|leyland|bharat\s*benz|benz|टाटा|ટાટા|ਟਾਟਾ|டாடா)\s*)(?:1[6-9]|[2-5]\d)[1-6]\d`],
    words: [],
    conf: 0.8,
  },
];

/** "The one of", after a truck's length: "32ft wale me 7 ton", "20 फीट वाली में 4 टन" give that truck its details. */
export const WHICH_TRUCK_WORDS: readonly string[] = ['wale', 'wala', 'wali', 'waale', 'waala', 'waali', 'vale', 'vala', 'vali', 'वाले', 'वाला', 'वाली', 'વાળી', 'વાળા', 'ਵਾਲੀ', 'ਵਾਲੇ', 'ਵਾਲਾ'];

/**
 * Ordinals that tell a post's trucks apart by what is said of each, with no body or length: "एक 6 टन 24 हजार, दूसरी 5 टन
 * 21 हजार", "pehli 8 ton 20k, dusri 6 ton 16k" (a counting word for one also opens the first).
 */
export const FIRST_TRUCK_WORDS: readonly string[] = ['pehli', 'pahli', 'pehla', 'pahla', 'first', '1st', 'पहली', 'पहला', 'ਪਹਿਲੀ', 'ਪਹਿਲਾ', 'પહેલી', 'પહેલો'];
export const SECOND_TRUCK_WORDS: readonly string[] = ['doosri', 'dusri', 'doosra', 'dusra', 'doosre', 'dusre', 'second', '2nd', 'other', 'दूसरी', 'दूसरा', 'दूसरे', 'ਦੂਜੀ', 'ਦੂਜਾ', 'બીજી', 'બીજો'];

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
  'icv',
  'hcv',
  'mcv',
];

/** Wheel counts that name an open truck ("6 chakka", "16 tyre", "18 wheeler") and the words after them. */
export const WHEEL_COUNTS: readonly number[] = [6, 10, 12, 14, 16, 18, 22];
export const WHEEL_WORDS_LATIN: readonly string[] = [
  'wheel(?:er)?s?',
  'whl',
  'whlr?s?',
  'wheelr',
  'wheler',
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
  'tayer',
  'chakra',
  'chakia',
  'chakiya',
];
export const WHEEL_WORDS: readonly string[] = [
  'चक्का',
  'चक्के',
  'चाकी',
  'चाकाची',
  'पहिया',
  'टायर',
  'व्हीलर',
  'વ્હીલ',
  'વ્હીલર',
  'ટાયર',
  'પૈડા',
  'ਚੱਕਾ',
  'ਚੱਕੇ',
  'ਟਾਇਰ',
  'ਵ੍ਹੀਲਰ',
  'சக்கர',
  'சக்கரம்',
  'டயர்',
  'வீலர்',
  'வீல்',
  'టైర్',
  'టైర్లు',
  'చక్రాల',
  'ಟೈರ್',
  'ಚಕ್ರ',
  'ಚಕ್ರದ',
  'చక్రాలు',
  'চাকা',
  // Assamese চকা (wheels), as Odia's ଚକା
  'চকা',
  'ଚକିଆ',
  'ଚକା',
  'വീൽ',
];
