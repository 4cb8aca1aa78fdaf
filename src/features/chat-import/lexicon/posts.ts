/**
 * Words that tell what kind of post a message is, by language (read by parser/fields.ts, `intentOf`). Data only.
 */

/** Load words a truck owner asks for ("लोड चाहिए", "લોડ જોઈએ"): with a want word after, the post asks for a load. */
export const WANT_LOAD_NOUNS: readonly string[] = ['लोड', 'लोड्स', 'લોડ', 'ਲੋਡ', 'லோடு', 'லோட்'];
/** Want words after a load word: "लोड चाहिए", "लोड हवा", "લોડ જોઈએ", "ਲੋਡ ਚਾਹੀਦਾ", "லோடு வேண்டும்". */
export const WANT_WORDS: readonly string[] = [
  'चाहिए',
  'चाहिये',
  'चाहीए',
  'हवा',
  'हवे',
  'हवाय',
  'पाहिजे',
  'જોઈએ',
  'જોઇએ',
  'ਚਾਹੀਦਾ',
  'ਚਾਹੀਦੀ',
  'வேண்டும்',
  'தேவை',
  // the same typed in Latin letters ("gadi pahije", "gaadi joie", "gaddi chahidi", "lorry venum")
  'pahije',
  'pahijel',
  'joie',
  'joiye',
  'joiae',
  'chahidi',
  'chahida',
  'venum',
  'vendum',
  'thevai',
];
/** Generic truck words typed in Latin letters that no body names ("lorry", "vandi"): never goods. */
export const TRUCK_NOUNS: readonly string[] = ['lorry', 'lorries', 'vandi', 'gaddi', 'gaddiyan', 'gadi', 'gaadi', 'gaadiyan', 'gadiya', 'truck', 'trucks', 'vehicle', 'vehicles'];

/** "kitna lagega", "kya lagega", "कितना लगेगा": asking what a trip costs (a rate question). */
export const HOW_MUCH_WORDS: readonly string[] = ['kitna', 'kitne', 'kitni', 'kya', 'कितना', 'कितने', 'क्या', 'किती', 'કેટલું', 'કેટલા', 'ਕਿੰਨਾ', 'ਕਿੰਨੇ'];
export const COST_VERBS: readonly string[] = ['lagega', 'lagegi', 'lagenge', 'lagta', 'lagti', 'padega', 'padta', 'लगेगा', 'लगेगी', 'लगता', 'पड़ेगा', 'लागेल', 'લાગશે', 'ਲੱਗੇਗਾ', 'ਲੱਗੂ'];

/**
 * Words of news and greetings, never of a load post: congratulations, a toll or diesel price that went up, a strike.
 * A post holding one and no load marker ("maal hai", "gaadi chahiye", "freight") is chatter.
 */
export const CHATTER_WORDS: readonly string[] = [
  'congratulations',
  'congratulation',
  'congrats',
  'badhai',
  'badhaai',
  'mubarak',
  'increased',
  'hiked',
  'price hike',
  'rate hike',
  'strike',
  'chakka jam',
  'बधाई',
  'मुबारक',
  'शुभेच्छा',
  'अभिनंदन',
  'हड़ताल',
  'बढ़ गए',
  'बढ़ गया',
  'અભિનંદન',
  'હડતાળ',
  'ਵਧਾਈ',
  'ਮੁਬਾਰਕ',
  'ਹੜਤਾਲ',
  'வாழ்த்துக்கள்',
  'வேலைநிறுத்தம்',
];
