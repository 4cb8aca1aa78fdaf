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
  'ਚਾਹੀਦੀਆਂ',
  'வேண்டும்',
  'தேவை',
  // the same typed in Latin letters ("gadi pahije", "gaadi joie", "gaddi chahidi", "lorry venum")
  'pahije',
  'pahijel',
  'joie',
  'joiye',
  'joiae',
  // (and as Gujarati members type it short: "2 jove", "gaadi joye")
  'jove',
  'joye',
  'chahidi',
  'chahida',
  // Bhojpuri "want" ("2 go gaadi chahi")
  'chahi',
  'venum',
  'vendum',
  'thevai',
  // Telugu, Kannada, Bengali, Odia, Malayalam, and typed in Latin letters
  'కావాలి',
  'kaavali',
  'ಬೇಕು',
  'লাগবে',
  // Assamese: "এখন গাড়ী লাগে", "gari lagibo"
  'লাগে',
  'লাগিব',
  'lagibo',
  'ଦରକାର',
  'വേണം',
  'kavali',
  'beku',
  'lagbe',
  'darkar',
  'venam',
];
/**
 * Words saying "not" or "is not" after a state, in each language as typed ("load ready nahi", "maal ready illa", "load
 * available ledu", "माल तैयार नाही"): the state denied, so "load ready" with one after it tells no load.
 */
export const NOT_WORDS: readonly string[] = [
  'nahi',
  'nahin',
  'nai',
  'nhi',
  'not',
  'naahi',
  'nathi',
  'illa',
  'illai',
  'ledu',
  'ledhu',
  'nei',
  'nai hai',
  'नहीं',
  'नही',
  'नाही',
  'નથી',
  'ਨਹੀਂ',
  'இல்லை',
  'లేదు',
  'ಇಲ್ಲ',
  'নেই',
  'নাই',
  'ନାହିଁ',
];
/**
 * A carrier's service, said available in an advert ("All India service available, 32 ft / 20 ft / trailer", "transport
 * सेवा उपलब्ध"): with no weight and no freight in the post, a truck owner's offer; on a line of its own ("All India transport service available" under
 * a load) it is a signature.
 */
export const SERVICE_NOUNS: readonly string[] = ['service', 'services', 'seva', 'sewa', 'सेवा', 'सर्विस', 'સેવા', 'સર્વિસ', 'ਸੇਵਾ', 'ਸਰਵਿਸ', 'சேவை', 'సేవ', 'ಸೇವೆ', 'সার্ভিস', 'ସେବା'];
/** Words naming the service before it ("All India transport service available"): part of a signature line. */
export const SERVICE_KIND_WORDS: readonly string[] = ['all india', 'pan india', 'transport', 'transportation', 'truck', 'trucking', 'lorry', 'fleet', 'logistics', 'cargo'];
/** Available words after a service in Latin letters, besides the scripts' (AVAILABLE_WORDS_INDIC). */
export const SERVICE_AVAILABLE_WORDS: readonly string[] = ['available', 'availble', 'avail', 'avl', 'avlb', 'avbl', 'provided', 'uplabdh', 'upalabdh'];
/** Truck words in the scripts that, next to an available word, make a truck on offer ("गाड़ी खाली है", "ਗੱਡੀ ਵਿਹਲੀ"). */
export const VEHICLE_NOUNS_INDIC: readonly string[] = [
  'गाड़ी',
  'गाडी',
  'गाड़ियां',
  'गाड्या',
  'ट्रक',
  'लॉरी',
  'लारी',
  'वाहन',
  'कंटेनर',
  'ट्रेलर',
  'ગાડી',
  'ગાડીઓ',
  'ટ્રક',
  'વાહન',
  'ਗੱਡੀ',
  'ਗੱਡੀਆਂ',
  'ਟਰੱਕ',
  'ਟਰਾਲਾ',
  'லாரி',
  'லாரிகள்',
  'வண்டி',
  'లారీ',
  'లారీలు',
  // Telugu "vehicle(s)" ("2 బండ్లు")
  'బండి',
  'బండ్లు',
  'ಲಾರಿ',
  'গাড়ি',
  // (with the long i, as Assamese and many Bengali posts write it: "এখন গাড়ী লাগে")
  'গাড়ী',
  'ট্রাক',
  'লরি',
  'ଟ୍ରକ',
  'ଗାଡ଼ି',
  'ലോറി',
];
/**
 * "Empty" typed in Latin letters in Marathi and Punjabi ("gadi rikami aahe", "gaddi vehli hai"), read after a truck as
 * "khali" and "available" are.
 */
export const EMPTY_WORDS_LATIN: readonly string[] = ['rikami', 'rikaami', 'rikama', 'rikaama', 'mokli', 'vehli', 'vihli', 'wehli'];
/** Words of a truck on offer in the scripts: empty, available, free ("खाली", "रिकामी", "ઉપલબ્ધ", "ਵਿਹਲੀ", "காலி"). */
export const AVAILABLE_WORDS_INDIC: readonly string[] = [
  'खाली',
  'ख़ाली',
  'उपलब्ध',
  'रिकामी',
  'रिकामा',
  'रिकाम्या',
  'मोकळी',
  'ખાલી',
  'ઉપલબ્ધ',
  'ਖਾਲੀ',
  'ਖ਼ਾਲੀ',
  'ਵਿਹਲੀ',
  'ਵਿਹਲੀਆਂ',
  'ਉਪਲਬਧ',
  'காலி',
  'காலியாக',
  'காலியா',
  // Bengali, Kannada, Telugu, Odia "empty" ("ট্রাক খালি আছে", "ಲಾರಿ ಖಾಲಿ ಇದೆ", "లారీ ఖాళీ ఉంది", "ଗାଡ଼ି ଖାଲି")
  'খালি',
  'ಖಾಲಿ',
  'ఖాళీ',
  'ଖାଲି',
  // a truck promised ("गाड़ी मिल जाएगी", "ગાડી મળી જશે", "ਗੱਡੀ ਮਿਲ ਜਾਵੇਗੀ"; asked with "क्या" it is a shipper's)
  'मिल जाएगी',
  'मिल जायेगी',
  'मिल जाएगा',
  'મળી જશે',
  'ਮਿਲ ਜਾਵੇਗੀ',
  // "ready" ("गाड़ी तैयार है", "गाडी तयार आहे", "ગાડી તૈયાર છે", "ਗੱਡੀ ਤਿਆਰ"; "गाड़ी तैयार रखना" asks a truck kept ready)
  'तैयार',
  'तयार',
  'તૈયાર',
  'ਤਿਆਰ',
  // Tamil "ready" ("வண்டி ரெடி", "லாரி தயார்")
  'ரெடி',
  'தயார்',
  // Malayalam "free, available" and "empty" ("ലോറി ഒഴിവുണ്ട്", "വണ്ടി ഒഴിവാണ്", "ലോറി കാലിയാണ്"), Kannada "free"
  'ഒഴിവുണ്ട്',
  'ഒഴിവാണ്',
  'ഒഴിവ്',
  'കാലി',
  'കാലിയാണ്',
  'കാലിയുണ്ട്',
  'ಫ್ರೀ',
];
/**
 * Words after a truck's available word that ask it ("truck available hai kya", "gaadi khali hai?", "गाड़ी खाली है क्या"):
 * a shipper asking for a truck, not an owner offering one.
 */
export const ASKED_AFTER_AVAILABLE: readonly string[] = [
  'hai kya',
  'h kya',
  'he kya',
  'hai kia',
  'kya',
  'kia',
  'hai ?',
  'h ?',
  '?',
  'hai kisi ke paas',
  'hai kisi ke pass',
  'kisi ke paas',
  'kisi ke pass',
  'है क्या',
  'क्या',
  'है ?',
  'आहे का',
  'છે ?',
  'ਹੈ ?',
  'ਹੈ ਕੀ',
];
/**
 * Words before a truck and its available word that ask it ("is any truck available", "any 32 ft gaadi khali") or speak of
 * whoever has one, a shipper offering goods to them ("jinki gaadi khali wapas ja rahi hai unke liye", "whose truck is
 * empty").
 */
export const ASKED_BEFORE_VEHICLE: readonly string[] = [
  'any',
  'is any',
  'is there any',
  'are there any',
  'koi',
  'kya koi',
  'kisi ke paas',
  'kisi ke pass',
  'jinki',
  'jiski',
  'jinke',
  'jiske',
  'jin ki',
  'jis ki',
  'whose',
];
/** Words after an available word that make it unloading, not a truck on offer ("गाड़ी पुणे में खाली होगी", "खाली करनी है"). */
export const UNLOAD_AFTER_WORDS: readonly string[] = ['होगी', 'होगा', 'होंगी', 'करनी', 'करना', 'करेंगे', 'कराना', 'करायची', 'करायचा', 'होईल', 'થશે', 'કરવાની', 'કરવાનો', 'ਹੋਵੇਗੀ', 'ਕਰਨੀ', 'செய்ய'];
/** Send words after an empty truck asked for by a shipper ("खाली गाड़ी भेजो", "ખાલી ગાડી મોકલો"): a load, not a truck on offer. */
export const SEND_WORDS: readonly string[] = ['भेजो', 'भेजिए', 'भेजें', 'भेजना', 'लगाओ', 'लगाइए', 'पाठवा', 'पाठवून', 'મોકલો', 'મોકલજો', 'ਭੇਜੋ', 'ਭੇਜਣੀ', 'அனுப்பவும்', 'அனுப்புங்கள்'];
/** Generic truck words typed in Latin letters that no body names ("lorry", "vandi"): never goods. */
// (and Marathi's plural typed in Latin letters, "2 gadya", "don gaadya")
export const TRUCK_NOUNS: readonly string[] = [
  'lorry',
  'lorries',
  'vandi',
  'gaddi',
  'gaddiyan',
  'gadi',
  'gaadi',
  'gaadiyan',
  'gadiya',
  'gari',
  'gadya',
  'gaadya',
  'truck',
  'trucks',
  'vehicle',
  'vehicles',
];

/**
 * The market's rate named ("going rate", "current rate", "market rate kya"): a rate question when the post tells no load
 * (MARKET_RATE_LOAD_WORDS, a phone); a load that quotes the market's rate ("market rate 58k, kal loading, 98...") stays one.
 */
export const MARKET_RATE_WORDS: readonly string[] = [
  'going rate',
  'going rates',
  'current rate',
  'current rates',
  'market rate',
  'market rates',
  "today's rate",
  'todays rate',
  'market bhav',
  'market ka rate',
  // the rate asked to know, no load told ("Just asking rate for 10 ton", "sirf rate puch raha hu")
  'just asking',
  'only asking',
  'just checking',
  'asking rate',
  'asking the rate',
  'rate puch raha',
  'rate pooch raha',
  'sirf rate',
];
/** Words that tell a load, not talk about the market: its goods or load nouns, its loading, its day. */
export const MARKET_RATE_LOAD_WORDS: readonly string[] = [
  'maal',
  'mal',
  'load',
  'loads',
  'loading',
  'material',
  'goods',
  'kal',
  'aaj',
  'today',
  'tomorrow',
  'tmrw',
  'parso',
  'माल',
  'लोड',
  'लोडिंग',
  'कल',
  'आज',
];

/** "kitna lagega", "kya lagega", "कितना लगेगा": asking what a trip costs (a rate question). */
export const HOW_MUCH_WORDS: readonly string[] = ['kitna', 'kitne', 'kitni', 'kya', 'कितना', 'कितने', 'क्या', 'किती', 'કેટલું', 'કેટલા', 'ਕਿੰਨਾ', 'ਕਿੰਨੇ'];
export const COST_VERBS: readonly string[] = [
  // "kitne me jayega?" (for how much will it go)
  'me jayega',
  'me jaega',
  'me jayegi',
  'mein jayega',
  'me jaa raha',
  'me ja raha',
  'lagega',
  'lagegi',
  'lagenge',
  'lagta',
  'lagti',
  'padega',
  'padta',
  'लगेगा',
  'लगेगी',
  'लगता',
  'पड़ेगा',
  'लागेल',
  'લાગશે',
  'ਲੱਗੇਗਾ',
  'ਲੱਗੂ',
];

/**
 * A freight asked in the regional languages, typed in Latin letters or their own: a rate word right before a word for "how much"
 * ("vadagai evvalavu", "rate entha", "rate eshtu", "gari bhara koto", "gaadi nu bhadu ketlu", "gadi bhada kiti", "bhada
 * kete", "bhada kinna"): a rate question, however much of a load it names.
 */
export const RATE_ASK_NOUNS: readonly string[] = [
  'rate',
  'rates',
  'bhada',
  'bhaada',
  'bhade',
  'bhadu',
  'bhaadu',
  'bhara',
  'bhaara',
  'vadagai',
  'vaadagai',
  'vadakai',
  'kiraya',
  'kiraaya',
  'kirayo',
  'freight',
  'price',
  // the freight in Telugu, Kannada and Malayalam typed in Latin letters ("kirayi entha", "baadige eshtu", "vaadaka ethra")
  'kirayi',
  'baadige',
  'vaadaka',
  // and in their letters ("ರೇಟ್ ಎಷ್ಟು", "రేట్ ఎంత", "வாடகை எவ்வளவு", "വാടക എത്ര", "ভাড়া কত")
  'ರೇಟ್',
  'ಬಾಡಿಗೆ',
  'రేట్',
  'కిరాయి',
  'ரேட்',
  'வாடகை',
  'റേറ്റ്',
  'വാടക',
  'রেট',
  'ভাড়া',
];
export const HOW_MUCH_ASKED: readonly string[] = [
  'evvalavu',
  'evalavu',
  'evlo',
  'evalo',
  'evvalo',
  'enna',
  'entha',
  'enta',
  'eshtu',
  'estu',
  'yeshtu',
  'koto',
  'kato',
  'ketlu',
  'ketla',
  'ketlo',
  'kiti',
  'kete',
  'keteta',
  'kinna',
  'kinne',
  // Malayalam "how much" ("vaadaka ethra")
  'ethra',
  'ethrayaa',
  'ಎಷ್ಟು',
  'ఎంత',
  'எவ்வளவு',
  'എത്ര',
  'কত',
];
/**
 * A warning against a party, never a load however much of one it names: its load or goods not to be taken ("Sharma
 * Logistics ka load mat lena", "is party ka maal mat uthana", "avoid this party"), or a payment word
 * (`PAYMENT_NOUNS`) a few words before a word that it was not paid (`NOT_PAID_WORDS`: "party payment nahi deti", "72000
 * ka bhada 3 mahine se nahi mila", "freight nahi dete").
 */
export const DONT_TAKE_WORDS: readonly string[] = [
  'load mat lena',
  'load mat lo',
  'load mat lijiye',
  'load na lena',
  'load na le',
  'maal mat lena',
  'maal mat uthana',
  'maal mat uthao',
  'mat uthana',
  'avoid this party',
  'avoid this load',
  'avoid this transporter',
  "don't take",
  'dont take',
  'do not take',
  'do not load',
  'blacklisted',
  'blacklist',
  'लोड मत लेना',
  'माल मत उठाना',
];
export const PAYMENT_NOUNS: readonly string[] = ['payment', 'paisa', 'paise', 'bhada', 'bhaada', 'freight', 'balance', 'पेमेंट', 'पैसा', 'पैसे', 'भाड़ा', 'बैलेंस'];
export const NOT_PAID_WORDS: readonly string[] = [
  'nahi deti',
  'nahi deta',
  'nahi dete',
  'nahi diya',
  'nahi di',
  'nahi mila',
  'nahi mili',
  'nahi aaya',
  'nahi de raha',
  'nahi de rahi',
  'nahi de rahe',
  'nhi diya',
  'nhi mila',
  'not received',
  'not paid',
  'not given',
  'नहीं दिया',
  'नहीं मिला',
  'नहीं देती',
  'नहीं देता',
];

/**
 * Wishes ("congratulations", "नया साल मुबारक", "बधाई"): a post holding one and no load marker is chatter, unless it goes
 * on to a whole load, with a weight, a freight and a phone ("Happy New Year 🙏 Kota se Delhi 28 ton ... 98...").
 */
export const GREETING_WORDS: readonly string[] = [
  'congratulations',
  'congratulation',
  'congrats',
  'badhai',
  'badhaai',
  'mubarak',
  'बधाई',
  'मुबारक',
  'शुभेच्छा',
  'अभिनंदन',
  'અભિનંદન',
  'ਵਧਾਈ',
  'ਮੁਬਾਰਕ',
  'வாழ்த்துக்கள்',
];
/**
 * A contract tendered or trucks asked for a standing need ("Transporters required for monthly contract", "Required 32 ft
 * trucks on monthly basis ..., interested fleet owners contact 98..."): news (`CHATTER_WORDS`), and no load even where
 * it asks trucks, unless it names a weight or a freight ("daily 5 gaadi chahiye, 9 ton each, 14000 per trip, monthly
 * contract" is five loads).
 */
// (and a rate asked for a standing need: "Rate chahiye Delhi to Guwahati 32ft MXL ka, weekly requirement hai")
// Of them, an invitation to transporters ("Interested transporters call 98..."): news only where the post names no weight
// and no freight ("Planning 3 loads next week ..., 7 MT per truck, 68k per truck. Interested transporters call" offers loads).
export const INVITATION_WORDS: readonly string[] = ['fleet owners contact', 'interested fleet owners', 'interested transporters'];
export const CONTRACT_WORDS: readonly string[] = [
  'monthly contract',
  'annual contract',
  'monthly basis',
  ...INVITATION_WORDS,
  // "Monthly requirement 6 nos 32ft MXL ... share your best rates on mail" (blind round 34)
  'monthly requirement',
  'monthly requirements',
  'weekly basis',
  'weekly requirement',
  'regular requirement',
];
/**
 * Words of news, never of a load post: a toll or diesel price that went up, a strike, a load done or cancelled, a
 * warning. A post holding one and no load marker ("maal hai", "gaadi chahiye", "freight") is chatter.
 */
export const CHATTER_WORDS: readonly string[] = [
  'increased',
  'hiked',
  // toll news ("Toll rates on the expressway revised ... FYI")
  'toll rates',
  'toll rate',
  'fyi',
  // done, cancelled or warned about: "load booked", "gaadi mil gayi", "beware"
  'cancelled',
  'canceled',
  // a poster calling a load off in the present ("... wala load cancel hai"), as "cancelled" does ("no cancel",
  // "cancel charges 2000" in a load post call nothing off)
  'load cancel',
  'load cancle',
  'cancel hai',
  'cancel h',
  'cancel ho gaya',
  'cancel ho gya',
  'cancel ho gayi',
  'cancel kar diya',
  'cancel kiya',
  'cancel kar rahe',
  'कैंसल है',
  'कैंसिल है',
  'लोड कैंसल',
  'load booked',
  'booked',
  'chahiye thi',
  'chahiye tha',
  'chahiye the',
  'चाहिए थी',
  'चाहिए था',
  'mil gaya',
  'mil gayi',
  'mil gai',
  'beware',
  'fake load',
  'fake party',
  // a post taken back ("Old post, please ignore: ...", "ignore above post")
  'please ignore',
  'pls ignore',
  'ignore above',
  'ignore this',
  'old post',
  // a truck asked to be attached to a fleet ("Attach your vehicle with us ..., monthly 1.5 lakh")
  'attach your',
  'attach karni',
  'attach karna',
  'attach karo',
  'attachment',
  // a contract tendered ("Transporters required for monthly contract: ..., 40 trips/month"); a transporter's "service
  // available" is not here: it ends many a load post as a signature ("All India transport service available")
  ...CONTRACT_WORDS,
  'fraud',
  'dhokha',
  'dhoka',
  'मिल गई',
  'मिल गया',
  'मिल गयी',
  'धोखा',
  'सावधान',
  'रद्द',
  'મળી ગઈ',
  'ਮਿਲ ਗਈ',
  // rates fallen, in Gujarati, Marathi and Punjabi ("Aaje bhav ghatya che", "ભાડા ઘટી ગયા", "दर घसरले")
  'bhav ghatya',
  'bhada ghatya',
  'rate ghatya',
  'ભાવ ઘટ્યા',
  'ભાડા ઘટ્યા',
  'ભાડા ઘટી ગયા',
  'दर घसरले',
  'भाव पडले',
  'ਰੇਟ ਡਿੱਗ ਗਏ',
  'market falling',
  'market is falling',
  // a meeting called ("Truck owners meeting on Sunday ... regarding freight rates")
  'meeting',
  'webinar',
  'seminar',
  'rates dropped',
  'rate dropped',
  'price hike',
  'rate hike',
  'rate down',
  'rates down',
  'rate up',
  'rates up',
  'decreased',
  'down ho gaya',
  'gir gaya',
  'gir gaye',
  'kam ho gaya',
  'badh gaya',
  'badh gaye',
  'bad gaya',
  'strike',
  'chakka jam',
  // Tamil complaints that a route pays too little ("Nalla rate illa bro ... 14k thaan tharaanga ... Eppadi ottradhu": no
  // good rate, they give only 14k, how to run; blind round 34)
  'nalla rate illa',
  'eppadi ottradhu',
  'eppadi ottradu',
  'thaan tharaanga',
  'thaan tharanga',
  'हड़ताल',
  'बढ़ गए',
  'बढ़ गया',
  'હડતાળ',
  'ਹੜਤਾਲ',
  'வேலைநிறுத்தம்',
  // a job offered: a driver wanted ("Driver chahiye ..., salary 25000", "ड्राइवर चाहिए")
  'driver chahiye',
  'driver chaiye',
  'driver wanted',
  'driver required',
  'driver needed',
  'need driver',
  'need a driver',
  'driver ki zarurat',
  'driver ki jarurat',
  'driver mangta',
  'ड्राइवर चाहिए',
  'ड्राइवर की जरूरत',
  'ड्रायव्हर पाहिजे',
  'ડ્રાઇવર જોઈએ',
  'ਡਰਾਈਵਰ ਦੀ ਲੋੜ',
  'ਡਰਾਈਵਰ ਚਾਹੀਦਾ',
  'டிரைவர் தேவை',
  // ... and a job's pay or a hiring ("Hiring: Fleet supervisor ..., salary 30-35k", "ડ્રાઈવર જોઈએ છે ..., પગાર 30000",
  // "Wanted: 2 experienced trailer drivers ... Salary 32k"): a load has a freight, never a salary
  'ડ્રાઈવર જોઈએ',
  'drivers wanted',
  'drivers required',
  'experienced drivers',
  'experienced driver',
  'hiring',
  'vacancy',
  'vacancies',
  'send cv',
  'send resume',
  'salary',
  'salery',
  'वेतन',
  'तनख्वाह',
  'तनख़्वाह',
  'पगार',
  'પગાર',
  'ਤਨਖਾਹ',
  'ਤਨਖ਼ਾਹ',
  'சம்பளம்',
  'జీతం',
  'ಸಂಬಳ',
  'ശമ്പളം',
  'বেতন',
  'ଦରମା',
  // an advert for insurance, an app or a tracker ("Truck insurance renewal, best premium ...", "Download TruckMitra app")
  'insurance renewal',
  'truck insurance',
  'vehicle insurance',
  'best premium',
  'download',
  'play store',
  'playstore',
  'app link',
  // a transporter introducing its fleet and routes ("Introducing Kaveri Freight Movers: 40 trucks ..., regular routes
  // Bangalore-Chennai-Hyderabad-Pune, looking for monthly contracts")
  'introducing',
  'regular routes',
  'our fleet',
  'monthly contracts',
  // papers lost ("ड्राइवर का लाइसेंस और गाड़ी के कागज़ ... खो गए हैं, मिलने पर ... संपर्क करें", "documents lost")
  'documents lost',
  'papers lost',
  'licence lost',
  'license lost',
  'खो गए',
  'खो गया',
  'खो गई',
  'खो गये',
  'हरवले',
  'ખોવાઈ ગયા',
  'ਗੁਆਚ ਗਏ',
  'হারিয়ে গেছে',
  'ହଜିଗଲା',
  // tolls and diesel news ("1 अप्रैल से ... टोल प्लाज़ा पर रेट 5% बढ़ेंगे", "Diesel price cut by Rs 1.50 ... Freight rates may
  // soften")
  'टोल प्लाज़ा',
  'टोल प्लाजा',
  'toll plaza',
  'बढ़ेंगे',
  'बढ़ेगा',
  'price cut',
  'diesel price',
  'petrol price',
  'may soften',
  'rates may',
  // rates told for information only, never a load even under a signature with a phone ("Aaj ke indicative rates (sirf
  // jankari ke liye): Chennai-Delhi 32ft 88k, ...", NARRATIVE_WORDS has them too)
  'indicative rates',
  'indicative rate',
  'for info only',
  'for information only',
  'sirf jankari',
  'sirf jaankari',
  'सिर्फ जानकारी',
  'only for reference',
  'not loads',
  // a trip done and paid ("... reached Kolkata, unloading done. ... freight 92k received, thanks")
  'freight received',
  'payment received',
  // a load said filled with thanks, in Odia and Bengali typed in Latin letters ("... 2 ta trailer load bhari gala,
  // dhanyabad", "load bhorti hoye geche")
  'bhari gala',
  'bhari gela',
  'bhorti hoye geche',
  'ভর্তি হয়ে গেছে',
  'ଭରି ଗଲା',
  // a load told gone or a truck placed ("Surat Kolkata load closed", "vehicle placed")
  'load closed',
  'load filled',
  // the load gone to a truck before the post was read ("... 72000 - already loaded, thanks all")
  'already loaded',
  'already filled',
  'already booked',
  'already placed',
  'already gone',
  'already done',
  // or said in Hindi in the post itself ("Jaipur to Ahmedabad marble 25 ton 28k - load gaya, thanks sabko")
  'load gaya',
  'load gya',
  'load ho gaya',
  'load ho gya',
  'लोड गया',
  'लोड हो गया',
  // or called off, or filled, in the post itself ("... 45k wala load nahi hai ab, party ne mana kar diya", "... 48k, now filled")
  'load nahi hai ab',
  'ab load nahi hai',
  'load nahi raha',
  'party ne mana kar diya',
  'party ne mana kar di',
  'now filled',
  'load done',
  'vehicle placed',
  'truck placed',
  // a carrier's service advertised ("Pune to Delhi daily service, 32 ft, call 98...", "Parcel service daily ...")
  'parcel service',
  'courier service',
  'bike transport',
  'daily service',
  // (not "All India Service": transport companies' signatures under their loads say so)
  'we provide',
  // a carrier's price list ("Our rate card: Mumbai-Delhi 32 MXL 82k | ...", "tariff card")
  // a road or weather notice ("... ghat closed for heavy vehicles till further notice", "Heavy rain alert Konkan")
  'till further notice',
  'until further notice',
  'rain alert',
  'weather alert',
  'traffic alert',
  // a jam told ("Indore-Dewas bypass pe 6 ghante jam tha, aaj open hai")
  'jam tha',
  'jam hai',
  'jam laga',
  'traffic jam',
  'जाम था',
  'जाम है',
  'जाम लगा',
  'rate card',
  'tariff card',
  'our rates',
  // the market's rates talked over ("Delhi-Mumbai going 58k these days? anybody confirm", "rate kammi aagide, full loss")
  'these days',
  'nowadays',
  'aajkal',
  'aaj kal rate',
  'आजकल',
  'anybody confirm',
  'anyone confirm',
  'can anyone confirm',
  'full loss',
  'loss ho raha',
  'ghata ho raha',
  'rate kammi',
  'kammi aagide',
  // a load unloaded and paid for, in Malayalam, Tamil and Kannada typed in Latin letters ("load irakki, vaadaka kitti",
  // "load irakkiyachu", "load ilisidvi")
  'irakki',
  'irakkiyachu',
  'irakkiyaachu',
  'ilisidvi',
  'ilisiddu',
  // and in the Malayalam script ("ലോഡ് ഇറക്കി")
  'ഇറക്കി',
];

/**
 * Words that call a load off ("Load cancel ho gaya", "cancelled", "रद्द"), or tell it is gone to a truck ("load gaya",
 * "filled"): a short message of them in an export, after the sender's post, ends that post.
 */
export const CANCEL_WORDS: readonly string[] = [
  'cancel',
  'cancelled',
  'canceled',
  'cancle',
  'cancil',
  'कैंसल',
  'कैंसिल',
  'रद्द',
  'રદ',
  'કેન્સલ',
  'ਰੱਦ',
  'ਕੈਂਸਲ',
  'ரத்து',
  'రద్దు',
  'ರದ್ದು',
  'বাতিল',
  'ବାତିଲ',
  'റദ്ദ്',
  'load gaya',
  'load gya',
  'load ho gaya',
  'load ho gya',
  'filled',
  'already loaded',
  'लोड गया',
  'लोड हो गया',
  // the party said no ("party ne mana kar diya"), or the sender found a truck ("gaadi mil gayi, thanks")
  'mana kar diya',
  'mana kar di',
  'mana kiya',
  'मना कर दिया',
  'load nahi hai ab',
  'gaadi mil gayi',
  'gadi mil gayi',
  'gaadi mil gai',
  'gadi mil gai',
  'gaadi mil gaya',
  'truck mil gaya',
  'vehicle mil gaya',
  'गाड़ी मिल गई',
  'गाड़ी मिल गयी',
  // the truck found: "gaadi lag gayi bhai, thanks"
  // one load of a post done: "Pune wala ho gaya" (the sender's post of several routes keeps the others)
  'wala ho gaya',
  'wala ho gya',
  'wala ho gayu',
  'vala ho gayu',
  'wala thai gayu',
  'wali ho gayi',
  'wali ho gai',
  'wala load ho gaya',
  'gaadi lag gayi',
  'gadi lag gayi',
  'gaadi lag gai',
  'gadi lag gai',
  'gaadi lag gaya',
  'gadi lag gaya',
  'gari lag gaya',
  'gari lag gechhe',
  'गाड़ी लग गई',
  'गाड़ी लग गयी',
];

/**
 * Words that a truck is found or placed, after a truck word ("gaadi mil gayi", "vandi set aagiduchu", "lorry set aayitu",
 * "gadi bhetli", "gaadi mali gai", "gadi peyechi", "gadi mili gala", "गाड़ी लग गई"), in each language as typed and in its
 * script: a short message of them in an export, after the sender's post, ends that post as "filled" does.
 */
export const TRUCK_FOUND_WORDS: readonly string[] = [
  // Hindi
  'mil gayi',
  'mil gai',
  'mil gaya',
  'mil gyi',
  'mil gya',
  'lag gayi',
  'lag gai',
  'lag gaya',
  'lag gyi',
  'lag gya',
  'ho gayi',
  'ho gai',
  'ho gaya',
  'ho gyi',
  'ho gya',
  'set ho gayi',
  'set ho gaya',
  'मिल गई',
  'मिल गयी',
  'मिल गया',
  'लग गई',
  'लग गयी',
  'लग गया',
  'हो गई',
  'हो गयी',
  // Tamil ("set aagiduchu", "kidaichiduchu")
  'set aagiduchu',
  'set agiduchu',
  'set aayiduchu',
  'set aachu',
  'set achu',
  'aagiduchu',
  'kidaichiduchu',
  'kidachiduchu',
  'kedachiduchu',
  'kidaichathu',
  'கிடைச்சிடுச்சு',
  'கிடைத்தது',
  'செட் ஆகிடுச்சு',
  // Telugu ("set ayindi", "dorikindi")
  'set ayindi',
  'set aindi',
  'dorikindi',
  'దొరికింది',
  // Kannada ("set aayitu", "sikkitu")
  'set aayitu',
  'set aaytu',
  'set ayitu',
  'sikkitu',
  'sikthu',
  'ಸಿಕ್ಕಿತು',
  // Marathi ("gadi bhetli", "milali", "lagli")
  'bhetli',
  'bhetla',
  'milali',
  'milala',
  'lagli',
  'zali',
  'jhali',
  'भेटली',
  'मिळाली',
  'लागली',
  'झाली',
  // Gujarati ("gaadi mali gai", "lagi gai", "thai gai")
  'mali gai',
  'mali gayi',
  'mali gayu',
  'mali gyu',
  'lagi gai',
  'thai gai',
  'thai gayi',
  'મળી ગઈ',
  'મળી ગયી',
  'લાગી ગઈ',
  // Punjabi
  'ਮਿਲ ਗਈ',
  'ਲੱਗ ਗਈ',
  // Bengali ("gadi peyechi", "peye gechi", "lege geche", "hoye geche")
  'peyechi',
  'peye gechi',
  'lege geche',
  'lege gechhe',
  'hoye geche',
  'hoye gechhe',
  'পেয়েছি',
  'পেয়ে গেছি',
  'লেগে গেছে',
  'হয়ে গেছে',
  // Odia ("gadi mili gala", "hei gala")
  'mili gala',
  'miligala',
  'mili gola',
  'hei gala',
  'hei gola',
  'ମିଳିଗଲା',
  'ମିଳି ଗଲା',
  'ହେଇଗଲା',
  // Malayalam, and more of Tamil, Telugu and Kannada, typed in Latin letters ("vandi kitti, thanks", "lorry sikkide",
  // "vandi kidaichiruchu", "lorry dorikesindi")
  'kitti',
  'kittiyi',
  'set aayi',
  'kidaichiruchu',
  'kedachiruchu',
  'dorikesindi',
  'sikkide',
];

/**
 * Words of trucks still wanted after some were found ("1 gari lag gaya, ekta baki", "ek trailer ho gaya, ek baki hai"):
 * the count before them, in a short follow-up of an export, is how many loads the sender's post still has.
 */
// (and a want word after "still": "1 truck done, 1 still required", "ekta ekhono lagbe")
export const REMAINING_WORDS: readonly string[] = [
  'baki',
  'baaki',
  'bachi',
  'remaining',
  'pending',
  'बाकी',
  'बाक़ी',
  'બાકી',
  'ਬਾਕੀ',
  'বাকি',
  'still required',
  'still needed',
  'still reqd',
  'ekhono lagbe',
  'এখনও লাগবে',
];

/** "Still" between the trucks left and the word for "left" ("dusri abhi baki hai", "one still pending"). */
export const STILL_WORDS: readonly string[] = ['abhi', 'still', 'haji', 'hju', 'ajje', 'अभी', 'अजून', 'હજી', 'હજુ', 'ਅਜੇ'];

/**
 * Words that a truck is still wanted, after "the other one" in a follow-up ("ek gaadi mil gayi, dusri abhi chahiye",
 * "second still needed"): one truck of the post is left. The scripts' want words are read too.
 */
export const STILL_WANTED_WORDS: readonly string[] = ['chahiye', 'chaiye', 'chahie', 'chaahiye', 'needed', 'required', 'wanted', 'reqd', ...REMAINING_WORDS, ...WANT_WORDS];

/**
 * "One more" said of a truck, as the other truck is ("ek lorry set aayitu, innondu beku", "innoru vandi venum", "au gote
 * darkar", "ek aur chahiye"): before a word that it is still wanted, one truck of the post is left.
 */
export const ONE_MORE_WORDS: readonly string[] = [
  'ek aur',
  'aur ek',
  'one more',
  'innondu',
  'innoru',
  // Tamil "innum" (still) with the one ("1 vandi set aachu, innum 1 venum": blind round 34), Telugu "inkokati"
  'innum 1',
  'innum oru',
  'innum onnu',
  'inkokati',
  'inka okati',
  'inkoti',
  'inko',
  'aro ekta',
  'aar ekta',
  'au gote',
  'au goti',
  'ajun ek',
  'aankhi ek',
  'biji ek',
  'ek biji',
  'एक और',
  'और एक',
  'आणखी एक',
  'હજુ એક',
  'ਇੱਕ ਹੋਰ',
];

/**
 * Number words before `REMAINING_WORDS` ("ekta baki", "do baaki") besides the counting words and spoken numbers of
 * lexicon/units.ts, which are read there too: Bengali's "one" with its classifier.
 */
export const LEFT_COUNT_WORDS: Readonly<Record<string, number>> = { ekta: 1, একটা: 1 };

/**
 * Words of a freight changed by its poster ("rate 2k badha diya, ab 87k", "EDIT - rate revised 84k", "रेट वाढवला"): with a
 * rate word (`RATE_NAME_WORDS`), a short follow-up of them in an export gives the sender's post its new freight.
 */
export const RATE_CHANGE_WORDS: readonly string[] = [
  'badha',
  'badhaya',
  'badhai',
  'badha diya',
  'increase',
  'increased',
  'raised',
  'revised',
  'revise',
  'updated',
  'update',
  'corrected',
  // "sorry rate 75k hai, typing mistake": the rate said before was a slip
  'typing mistake',
  'typing error',
  'typo',
  'mistake',
  'galti se',
  'galti',
  'गलती',
  // "rate 1.15 kar diya" (made it 1.15), "rate 52 kiya", "रेट 60 कर दिया", Punjabi "rate 95 kar dita"
  'kar diya',
  'kar di',
  'kar diye',
  'kar dita',
  'kar ditta',
  'ਕਰ ਦਿੱਤਾ',
  'kiya',
  'कर दिया',
  // "rate 52 tha, ab 55 de denge": the poster will now pay more
  'de denge',
  'de dunga',
  'de dege',
  'दे देंगे',
  'दे दूंगा',
  'कर दी',
  'बढ़ा',
  'बढ़ाया',
  'बढ़ा दिया',
  'वाढवला',
  'वाढवले',
  'વધાર્યો',
  'વધાર્યું',
  'ਵਧਾ',
  'ਵਧਾਇਆ',
  // "rate 2k kam, 70 final": lowered
  'kam',
  'kam kiya',
  'kam kar diya',
  'ghata',
  'ghataya',
  'reduced',
  'कम',
  'कम किया',
  'घटाया',
  // Bengali, Assamese and Odia: "এডিট: পার্টি বাড়িয়েছে, ভাড়া ৩৬৫০০" (the party raised it), "ভুল - ভাড়া ২৮০০০" (a slip),
  // "ଭଡ଼ା ବଢ଼ାଇଛି", and "edit" as they type it in Latin letters
  'edit',
  'এডিট',
  'বাড়িয়েছে',
  'বাড়ালো',
  'বাড়াল',
  'বাড়িয়ে দিয়েছে',
  'কমিয়েছে',
  'ভুল',
  'বঢ়াইছে',
  'ଏଡିଟ',
  'ବଢ଼ାଇଛି',
  'ବଢାଇଛି',
  'ଭୁଲ',
];

/**
 * Words after an amount that make it the poster's last word on the freight: "24k final", "60k fix", "58 hazar pakka"; and
 * words that the poster sets it so ("40 kar do, bhejo", "ok 1700 kari didhu", "rate 16000 karyo", "rate 40000 kela").
 */
/**
 * "Final" in Latin letters and the scripts ("24k final", "ভাড়া ৩৮০০০ ফাইনাল", "ଭଡ଼ା ୨୫୦୦୦ ଫାଇନାଲ"): within one post too,
 * the amount before it is the freight, over one said earlier ("36000, later the party said 38000 - 38000 final").
 */
export const FINAL_WORDS: readonly string[] = ['final', 'फाइनल', 'ફાઇનલ', 'ফাইনাল', 'ଫାଇନାଲ', 'ਫਾਈਨਲ'];

export const FINAL_RATE_WORDS: readonly string[] = [
  ...FINAL_WORDS,
  'fix',
  'fixed',
  'pakka',
  'pakka hai',
  'फिक्स',
  'पक्का',
  'kar do',
  'kar diya',
  'kar di',
  'kari didhu',
  'kari didho',
  'karyo',
  'karyu',
  'kela',
  'keli',
  'कर दो',
  'कर दिया',
  'केला',
  'કરી દીધું',
  'કર્યો',
];

/**
 * Of `FINAL_RATE_WORDS`, those that after a bare figure ("58 fix", "71 pakka") only repeat the post's freight; a bare
 * figure before the others ("60 final", "52 kar do") is the new freight in thousands.
 */
export const FIX_RATE_WORDS: readonly string[] = ['fix', 'fixed', 'pakka', 'pakka hai', 'फिक्स', 'पक्का'];

/**
 * A postposition between an amount and its final word ("chala 64 la final karu", "60 ma final", "64 me fix"): the amount
 * is still the one said to be final.
 */
export const FINAL_RATE_LINKS: readonly string[] = ['la', 'ma', 'me', 'mein', 'pe', 'par', 'ला', 'मे', 'में', 'માં'];

/**
 * A follow-up that says only that the load is done ("ho gaya", "ho gaya bhai, thanks", "done 👍", "ho gayu"): the
 * sender's post ends, as "filled" ends it; `DONE_FILLERS` may stand around it.
 */
export const DONE_ALONE_WORDS: readonly string[] = [
  'ho gaya',
  'ho gya',
  'ho gayi',
  'ho gai',
  'ho gyi',
  'ho gayu',
  'thai gayu',
  'thai gaya',
  'zala',
  'jhala',
  'done',
  'हो गया',
  'हो गई',
  'हो गयी',
  'झाला',
  'થઈ ગયું',
  'થઈ ગયો',
];
export const DONE_FILLERS: readonly string[] = [
  'bhai',
  'bhau',
  'bhaiyo',
  'ji',
  'sir',
  'thanks',
  'thank you',
  'thanku',
  'thx',
  'sabko',
  'sab ko',
  'all',
  'dhanyavad',
  'dhanyawad',
  'ok',
  'load',
  'भाई',
  'धन्यवाद',
];

/** Words naming the freight, for `RATE_CHANGE_WORDS`. */
/**
 * An item of a list marked done ("(FILLED)", "✅ filled", "booked", "लोड हो गया"): that item is no load while the list's
 * others still are.
 */
// ("filled" and "booked" written in the scripts too: "৩. মালদা - (ফিল্ড ✅)", "फिल्ड", "ବୁକଡ")
export const FILLED_ITEM_WORDS: readonly string[] = [
  'filled',
  'booked',
  'load ho gaya',
  'load ho gya',
  'लोड हो गया',
  'ਭਰ ਗਈ',
  'already loaded',
  'फिल्ड',
  'बुक्ड',
  'ফিল্ড',
  'ফিলড',
  'বুকড',
  'বুক্ড',
  'ଫିଲ୍ଡ',
  'ବୁକଡ',
];

// (and the east's: "ভাড়া", "ৰেট", "ଭଡ଼ା", "bhara")
export const RATE_NAME_WORDS: readonly string[] = ['rate', 'freight', 'bhada', 'bhaada', 'रेट', 'भाड़ा', 'भाडा', 'રેટ', 'ਰੇਟ', 'ரேட்', 'bhara', 'ভাড়া', 'রেট', 'ଭଡ଼ା', 'ଭଡା', 'ରେଟ'];

/**
 * Names of a load's weight that "same" may point back with ("same wt", "wahi wajan", "वही वजन"): a list item saying so
 * takes the item before's weight, as "same rate" takes its freight.
 */
export const WEIGHT_NAME_WORDS: readonly string[] = ['wt', 'weight', 'wajan', 'vajan', 'tonnage', 'वजन', 'वज़न', 'ਵਜ਼ਨ', 'ਵਜਨ', 'વજન'];

/**
 * Words of a trip done or a truck gone ("trip done", "freight received", "vehicle departed", "loading done"): such a
 * post names a route and its freight, even with "freight", but offers no load unless it gives a phone to call.
 */
export const FINISHED_WORDS: readonly string[] = [
  // a load given to a truck ("Load confirm – Vapi to Kolkata 32 ft, gaadi GJ05 AZ 4421 placed")
  'load confirm',
  'load confirmed',
  'vehicle placed',
  'truck placed',
  'gaadi placed',
  'trip done',
  'trip complete',
  'trip completed',
  'trip khatam',
  'delivered today',
  'delivered successfully',
  'successfully delivered',
  'safely delivered',
  'freight received',
  'payment received',
  'received with thanks',
  'bhada mil gaya',
  'vehicle departed',
  'truck departed',
  'gaadi nikal gayi',
  'gaadi nikal gai',
  // a truck told on its way ("Gaadi ... se nikal gayi hai ... ke liye", "vehicle in transit, reaching Monday")
  'nikal gayi hai',
  // "Gaadi RJ14 ... Jaipur se Pune nikal gayi tiles lekar, driver ...": gone with the goods on board
  'nikal gayi',
  'nikal gai',
  'nikal gai hai',
  'nikal gaya hai',
  'nikal chuki hai',
  'in transit',
  'loading done',
  'loading complete',
  'loading completed',
  // the truck arrived and emptied ("vehicle reached, unloading done")
  'unloading done',
  'unloading complete',
  'unloading completed',
  'unloading ho gaya',
  'unloading ho gayi',
  'vehicle reached',
  'truck reached',
  'gaadi pahunch gayi',
  // and as others spell it: without its nasal ("gaadi pahuch gayi"), "gadi", "gai", with candrabindu ("पहुँच")
  'gaadi pahuch gayi',
  'gaadi pahuch gai',
  'gaadi pahunch gai',
  'gadi pahunch gayi',
  'gadi pahuch gayi',
  'गाड़ी पहुंच गई',
  'गाड़ी पहुँच गई',
  'गाड़ी पहुंच गयी',
  'अनलोडिंग हो गई',
  'ट्रिप पूरी',
  'गाड़ी निकल गई',
  'लोडिंग हो गई',
  'भाड़ा मिल गया',
  // a delivery told as done ("delivery ho gayi, freight 65000 mil gaya")
  'delivery ho gayi',
  'delivery ho gai',
  'delivery ho gaya',
  'delivery done',
  'freight mil gaya',
  // Malayalam and Tamil: the load unloaded, the freight received ("load irakki. Vaadaka 72000 kitti": blind round 34)
  'load irakki',
  'ലോഡ് ഇറക്കി',
  'vaadaka kitti',
  'വാടക കിട്ടി',
  'irakkiyachu',
  'irakkiyaachu',
  'இறக்கியாச்சு',
  'payment mil gaya',
  'payment mil gayi',
  'डिलीवरी हो गई',
  'डिलीवरी हो गयी',
  'पेमेंट मिल गया',
  // Malayalam and Kannada: the load unloaded, the freight received, delivered ("ലോഡ് ഇറക്കി", "വാടക ... കിട്ടി",
  // "ಲೋಡ್ ಇಳಿಸಲಾಗಿದೆ", "ಬಾಡಿಗೆ ಸಿಕ್ಕಿತು")
  'ലോഡ് ഇറക്കി',
  'ഇറക്കി കഴിഞ്ഞു',
  'ലോഡിംഗ് കഴിഞ്ഞു',
  'ഡെലിവറി ചെയ്തു',
  'ഡെലിവറി കഴിഞ്ഞു',
  'ಲೋಡ್ ಇಳಿಸಲಾಗಿದೆ',
  'ಅನ್ಲೋಡ್ ಆಯಿತು',
  'ಡೆಲಿವರಿ ಆಯಿತು',
  'ಬಾಡಿಗೆ ಸಿಕ್ಕಿತು',
];

/**
 * Words of a truck's driver ("driver no. 98...", "ड्राइवर नंबर"): a number after one is the driver's, to reach a truck on
 * the road, not a number to call for a load; a trip done or a past trip with only such a number offers no load.
 */
export const DRIVER_WORDS: readonly string[] = [
  'driver',
  'drivar',
  'draivar',
  'drvr',
  'ड्राइवर',
  'ड्राईवर',
  'ड्रायव्हर',
  'ચાલક',
  'ડ્રાઇવર',
  'ડ્રાઈવર',
  'ਡਰਾਈਵਰ',
  'ਡਰਾਇਵਰ',
  'டிரைவர்',
  'ஓட்டுநர்',
  'డ్రైవర్',
  'ಡ್ರೈವರ್',
  'ড্রাইভার',
  'ଡ୍ରାଇଭର',
];

/**
 * Words of a past trip, a payment complaint or a market report ("gaadi bheji thi", "last month ... mila tha",
 * "payment pending", "rate update", "market info"): such a post names a route and an amount but offers no load. A post
 * holding one is chatter only when it has neither a load marker nor a phone number (a load is posted to be called).
 */
export const NARRATIVE_WORDS: readonly string[] = [
  // what a route paid or pays, heard, in the south's and east's languages and in Gujarati: "17 tonnu ku innaiku 21000 dhan
  // pogudhu, 25 kidaikadhu" (only 21000 is going, 25 is not to be had), "போன வாரம் 18000 கிடைச்சது" (last week 18000
  // came), "ivattu 16 savira kodtidare, jasti sigalla" (they give 16 thousand today, more is not to be had), "48 hajar j
  // aape che party" (the party gives only 48 thousand), "গত সপ্তাহে ৭২ হাজার পেয়েছিলাম" (last week I got 72 thousand)
  'dhan pogudhu',
  'than pogudhu',
  'thaan pogudhu',
  'kidaikadhu',
  'kidaikkadhu',
  'kidaikala',
  'kidaichadhu',
  'kidaichuthu',
  'போன வாரம்',
  'கிடைச்சது',
  'கிடைத்தது',
  'கிடைக்காது',
  'kodtidare',
  'kodthidare',
  'sigalla',
  'sigtilla',
  'aape che',
  'aapu che',
  'nathi padtu',
  'ochha ma',
  'গত সপ্তাহে',
  'পেয়েছিলাম',
  'পেয়েছি',
  'gato saptahe',
  'peyechilam',
  'గత వారం',
  'ಹೋದ ವಾರ',
  'കഴിഞ്ഞ ആഴ്ച',
  'मागच्या आठवड्यात',
  'ਪਿਛਲੇ ਹਫ਼ਤੇ',
  'ગયા અઠવાડિયે',
  'last month',
  'last week',
  'last year',
  'pichle mahine',
  'pichhle mahine',
  'pichle hafte',
  'pichhle hafte',
  'pichle saal',
  'bheji thi',
  'bheja tha',
  'bheje the',
  'mila tha',
  'mili thi',
  'mile the',
  'gaya tha',
  'gayi thi',
  'gai thi',
  'payment pending',
  'pending payment',
  'payment nahi',
  'payment due',
  'payment atka',
  'savdhan',
  'saavdhan',
  'sawdhan',
  'rate update',
  'rates update',
  'rate list',
  'market info',
  'market rate',
  'market rates',
  'market down',
  'market slow',
  'market update',
  'weekly rates',
  'indicative',
  'for info only',
  'for information only',
  // "for information" in Hindi, typed in Latin letters and in Devanagari
  'sirf jankari',
  'sirf jaankari',
  'jankari ke liye',
  'jaankari ke liye',
  'सिर्फ जानकारी',
  'जानकारी के लिए',
  'for info',
  'for reference',
  'only for reference',
  'not loads',
  'not a load',
  'trip complete',
  'trip completed',
  'unload ho gayi',
  'unload ho gaya',
  'unload ho gai',
  'पिछले महीने',
  'पिछले हफ्ते',
  'भेजी थी',
  'भेजा था',
  'मिला था',
  'मिली थी',
  'पेमेंट पेंडिंग',
  'पेमेंट नहीं',
  'पेमेंट बाकी',
  'बाजार भाव',
  'मार्केट डाउन',
  'रेट अपडेट',
  'ગયા મહિને',
  'પેમેન્ટ બાકી',
  'ਪਿਛਲੇ ਮਹੀਨੇ',
  // today's rates told as a list, for information ("आज का रेट: दिल्ली-मुंबई 85000 ... (सूचना हेतु)")
  "today's rate",
  "today's rates",
  'todays rate',
  'todays rates',
  'आज का रेट',
  'आज के रेट',
  'आज का भाव',
  'आज के भाव',
  'रेट लिस्ट',
  'सूचना हेतु',
  'सूचनार्थ',
  'जानकारी हेतु',
  'जानकारी के लिए',
  'आपकी जानकारी',
  // and so in the other scripts: Marathi, Gujarati, Punjabi, Tamil, Bengali, Odia, Telugu, Kannada ("আজকের ভাড়া (শুধু তথ্যের
  // জন্য): কলকাতা–পাটনা 28 হাজার")
  'माहितीसाठी',
  'આજના ભાવ',
  'જાણ માટે',
  'ਅੱਜ ਦੇ ਰੇਟ',
  'ਜਾਣਕਾਰੀ ਲਈ',
  'இன்றைய வாடகை',
  'தகவலுக்கு',
  'আজকের ভাড়া',
  'আজকের রেট',
  'তথ্যের জন্য',
  'ଆଜିର ଭଡ଼ା',
  'ସୂଚନା ପାଇଁ',
  'సమాచారం కోసం',
  'ಇಂದಿನ ದರ',
  'ಮಾಹಿತಿಗಾಗಿ',
  // a complaint about what a route pays ("rates so low ... 70k is loss", "घाटा है")
  'rates so low',
  'rates are low',
  'rates too low',
  'rates very low',
  'rates are down',
  'is loss',
  'in loss',
  'at a loss',
  'loss hai',
  'loss me',
  'ghata hai',
  'ghaata hai',
  'nuksan hai',
  'nuksaan hai',
  'घाटा है',
  'नुकसान है',
  // a complaint told with the route's figure ("Why ... 62k for Delhi to Bangalore? Very bad rates these days")
  'bad rates',
  'bad rate',
  'rates these days',
  'rate these days',
  'rates nowadays',
  'rate nowadays',
  'no profit',
  // "Who is giving 45k for ...? That is a loss for us ... stop underquoting"
  'a loss',
  'loss for us',
  'underquoting',
  'underquote',
  'rate bahut kam',
  // an offer haggled down ("1.2 lakh bahut kam hai ..., minimum 1.35 lagega")
  'bahut kam hai',
  'bohot kam hai',
  'bahot kam hai',
  'too low',
  'rates bahut kam',
  'bahut kam rate',
  'bhada bahut kam',
  'profit nahi',
  // a counter to a rate offered ("70000 de rahe ho? 85 se kam nahi chalega")
  'se kam nahi chalega',
  'se kam nahi hoga',
  'se kam me nahi',
  'se kam mein nahi',
  // a deal told done ("Delhi se Mumbai 32 ft 60k me gayi kal")
  'me gayi',
  'mein gayi',
  'gaadi gayi',
  'gadi gayi',
  // a truck broken down or a road told bad ("Truck breakdown near Dhule, need mechanic", "rasta kharab hai")
  'breakdown',
  'mechanic',
  'rasta kharab',
  'raasta kharab',
  'road kharab',
  'रास्ता खराब',
  // road news ("Accident on Pune Bangalore highway near Satara, our 32 ft container safe")
  'accident',
  'traffic jam',
  'road closed',
  'highway closed',
  'एक्सीडेंट',
  'दुर्घटना',
  // "... 55k me kaun chalayega", "market bahut down hai ... nahi mil rahe", "party 60k de rahi ..., kaise chalega"
  'kaun chalayega',
  'kon chalayega',
  'kaise chalega',
  'kaise chalegi',
  'rate sahi nahi',
  'market bahut down',
  'market bahut slow',
  'bhi nahi mil rahe',
  // what rates will do ("Diwali ke baad rate badhenge ... 70k tak", "next week se ... rate 65k ho jayega shayad")
  'rate badhenge',
  'rates badhenge',
  'rate badh jayega',
  'rate badh jayenge',
  'rate girenge',
  'rate ghatenge',
  'ho jayega shayad',
  'रेट बढ़ेंगे',
  'kharcha bhi nahi',
  'nahi nikal raha',
  'bhi nahi mil raha',
  'रेट बहुत कम',
  'बहुत कम रेट',
  'भाड़ा बहुत कम',
  'भाडे खूप कमी',
  'ભાડા બહુ ઓછા',
  'ਰੇਟ ਬਹੁਤ ਘੱਟ',
  // members told not to cut the freight ("rate kam mat karo", "50k se neeche mat jao", "diesel mehnga hai")
  'kam mat karo',
  'kam mat karna',
  'neeche mat jao',
  'niche mat jao',
  'neeche mat jana',
  'niche mat jana',
  'diesel mehnga',
  'diesel mahanga',
  'diesel mehenga',
  'कम मत करो',
  'नीचे मत जाओ',
  'डीजल महंगा',
];

/**
 * Words after the last of several routes that make the details after them every route's ("Delhi se Kolkata aur Delhi
 * se Guwahati, dono 32 ft container"): "both", "dono", दोनों, दोन्ही, બંને, ਦੋਵੇਂ, இரண்டும்.
 */
export const SHARED_DETAIL_WORDS: readonly string[] = [
  // (not "all": it greets and signs posts too, "Good morning all", "All India transport service available")
  'both',
  'teeno',
  'teenon',
  'tino',
  'तीनों',
  'तीनो',
  'dono',
  'donon',
  'donno',
  'donhi',
  'banne',
  'dovein',
  'दोनों',
  'दोनो',
  'दोन्ही',
  'બંને',
  'બન્ને',
  'ਦੋਵੇਂ',
  'ਦੋਨੋਂ',
  'இரண்டும்',
  'rendum',
];

/**
 * Column titles of a table pasted from a spreadsheet ("From  To  Truck  Wt  Rate"), by what the column holds: a header row
 * is a line of three or more cells (parted by tabs, runs of spaces or bars) of which three are such titles, read by their
 * first word ("Weight (MT)") or their letters ("S.No"). A bare number in a weight column is tonnes, in a length column
 * feet; a serial number is left out of its row.
 */
export const TABLE_COLUMN_WORDS: Readonly<Record<'place' | 'weight' | 'length' | 'serial' | 'perTonne' | 'other', readonly string[]>> = {
  place: ['from', 'to', 'origin', 'destination', 'dest', 'source', 'loading', 'unloading', 'route', 'pickup', 'drop', 'se', 'tak', 'से', 'तक', 'થી', 'સુધી'],
  weight: ['wt', 'weight', 'ton', 'tons', 'tonnes', 'mt', 'qty', 'quantity', 'tonnage', 'वजन', 'टन', 'વજન', 'ਵਜ਼ਨ'],
  length: ['ft', 'feet', 'length', 'size', 'फीट'],
  // a row's serial number, left out of the row: "Sr", "S.No", "Sl. No.", "#"
  serial: ['sr', 'sno', 'srno', 'slno', 'sl', 'no', 'serial', '#'],
  // a freight per tonne ("PMT", "Rate/MT", "Rate per ton", "Rs/T"): a bare figure under it is so much a tonne
  perTonne: ['pmt', 'ratemt', 'ratepmt', 'rateperton', 'ratepermt', 'rateton', 'ratet', 'rsmt', 'rst', 'rspmt', 'freightmt', 'freightpmt', 'perton', 'permt'],
  other: ['truck', 'vehicle', 'veh', 'type', 'rate', 'freight', 'price', 'bhada', 'date', 'material', 'goods', 'contact', 'phone', 'remarks', 'remark', 'gaadi', 'गाड़ी', 'भाड़ा', 'रेट'],
};

/**
 * Words in a list's last line that make it every load's ("All loading tomorrow", "सभी की लोडिंग कल", "બધી ગાડી
 * કાલે"), as "both" does: its loading day is every load's, over a day in the list's heading ("DELHI LOADS TODAY").
 */
export const ALL_LOADS_WORDS: readonly string[] = [
  'all',
  'sab',
  'sabhi',
  'saare',
  'sare',
  'sabki',
  'sabka',
  'सभी',
  'सब',
  'सारे',
  'सबकी',
  'सगळ्या',
  'सगळे',
  'सर्व',
  'બધા',
  'બધી',
  'બધું',
  // Gujarati in Latin letters: "Badha load kale loading"
  'badha',
  'badhi',
  'badhu',
  'ਸਾਰੇ',
  'ਸਾਰੀਆਂ',
  'ਸਭ',
  'எல்லா',
  'எல்லாம்',
  'அனைத்து',
  // Tamil, Kannada, Malayalam and Telugu typed in Latin letters ("ella naale loading", "ellam nale", "anni repu")
  'ella',
  'ellam',
  'ellaa',
  'ellavum',
  'anni',
  ...SHARED_DETAIL_WORDS,
];

/**
 * Salutations that open a post ("Good evening sir Jalgaon banana ... to Delhi", "Namaskar ji, Pune se ...", "Sat Sri Akal
 * ji ...", "வணக்கம் ..."): with the words of address after them (`ADDRESSEE_WORDS`) they are no part of the load, and the
 * line reads as though it opened after them.
 */
export const SALUTATION_WORDS: readonly string[] = [
  'good morning',
  'good afternoon',
  'good evening',
  'good night',
  'gud morning',
  'gud evening',
  'gd morning',
  'gd evening',
  'hello',
  'helo',
  'hallo',
  'hi',
  'hii',
  'hiii',
  'hey',
  'dear',
  'respected',
  'greetings',
  'sir',
  'sirji',
  'namaste',
  'namasthe',
  'namaskar',
  'namaskaram',
  'namaskara',
  'ram ram',
  'jai shree ram',
  'jai shri ram',
  'jai shree krishna',
  'jai shri krishna',
  'jai siyaram',
  'jai siya ram',
  'radhe radhe',
  'jai mata di',
  'jai jinendra',
  'jai hind',
  'jai maharashtra',
  'khamma ghani',
  'kem cho',
  'sat sri akal',
  'sat shri akal',
  'sasriakal',
  'vanakkam',
  'salaam',
  'salam',
  'assalamualaikum',
  'assalamu alaikum',
  'नमस्ते',
  'नमस्कार',
  'राम राम',
  'जय श्री राम',
  'जय श्री कृष्ण',
  'राधे राधे',
  'जय माता दी',
  'जय जिनेंद्र',
  'सुप्रभात',
  'शुभ प्रभात',
  'नमस्ते जी',
  'નમસ્તે',
  'જય શ્રી કૃષ્ણ',
  'રામ રામ',
  'ਸਤ ਸ੍ਰੀ ਅਕਾਲ',
  'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ',
  'ਨਮਸਤੇ',
  'வணக்கம்',
  'నమస్కారం',
  'ನಮಸ್ಕಾರ',
  'নমস্কার',
  'ନମସ୍କାର',
];
/** Words of address after a salutation ("Good evening sir", "Namaskar ji", "Hello all", "Ram Ram sa", "नमस्ते भाइयों"). */
export const ADDRESSEE_WORDS: readonly string[] = [
  'sir',
  'sirji',
  'sir ji',
  'ji',
  'jee',
  'sa',
  'saa',
  'sahab',
  'saheb',
  'sahib',
  'all',
  'everyone',
  'friends',
  'dosto',
  'doston',
  'bhai',
  'bhaiyo',
  'bhaiyon',
  'bhaio',
  'bhaiya',
  'team',
  'members',
  'group',
  'sab',
  'sabko',
  'sabhi',
  'madam',
  'mam',
  'maam',
  'boss',
  'dear',
  'brother',
  'bro',
  'to all',
  'सर',
  'जी',
  'भाई',
  'भाइयों',
  'मित्रों',
  'दोस्तों',
  'साहब',
  'सभी',
  'सभी को',
  'ਜੀ',
  'சார்',
];

/**
 * Sign-off words opening a signature ("Regards\nSai Logistics\n...\nMob: 98..."): a block of lines after a post that
 * opens with one is its sender's signature, however many lines it has, and its number is the post's phone.
 */
export const SIGN_OFF_WORDS: readonly string[] = [
  'regards',
  'thanks',
  'thank you',
  'thanks & regards',
  'thanks and regards',
  'warm regards',
  'best regards',
  'with regards',
  'dhanyavad',
  'dhanyawad',
  'धन्यवाद',
  'आभार',
  'ધન્યવાદ',
  'ਧੰਨਵਾਦ',
  'நன்றி',
  'ధన్యవాదాలు',
  'ಧನ್ಯವಾದ',
  'ধন্যবাদ',
  'ଧନ୍ୟବାଦ',
];

/**
 * Words that call what was just said a joke ("मंडीदीप से भोपाल 2 किलोमीटर... मज़ाक.", "just kidding"): the words before
 * one on its line are no part of the post (मज़ाक with its nukta apart and as one letter).
 */
export const JOKE_WORDS: readonly string[] = ['मज़ाक', 'मज़ाक', 'मजाक', 'mazak', 'mazaak', 'majak', 'majaak', 'just kidding', 'just joking', 'મજાક', 'ਮਜ਼ਾਕ'];

/**
 * Words that take back a value just asked ("26 ton? na, 16 ton", "kiln bricks? nahi yaar, wooden logs", "frozen? no -
 * dry fish"): the value before the "?" is no part of the post, the one after the word is meant.
 */
export const TAKEN_BACK_WORDS: readonly string[] = [
  'no',
  'na',
  'nah',
  'nope',
  'nahi',
  'nahin',
  'nai',
  'nako',
  'nathi',
  'illa',
  'illai',
  'नहीं',
  'नही',
  'नहि',
  'ना',
  'नको',
  'नाही',
  'નહીં',
  'નહિ',
  'ના',
  'ਨਹੀਂ',
  'ਨਹੀ',
  'ਨਾ',
  'இல்லை',
  'না',
  // Telugu, Kannada, Malayalam, Assamese and Odia "no" / "not it", in the script and in Latin letters ("repu? kaadu,
  // ellundi", "10 ton? ledu, 12 ton", "aji nohoi, kaili")
  'ledu',
  'kaadu',
  'kadu',
  'alla',
  'nohoi',
  'nohoy',
  'లేదు',
  'కాదు',
  'ಇಲ್ಲ',
  'ಅಲ್ಲ',
  'ഇല്ല',
  'അല്ല',
  'নহয়',
  'ନା',
  'ନାହିଁ',
  // Bengali and Odia "it is not" ("শনিবার নয় রবিবার", "sombar noy, mongolbar")
  'নয়',
  'noy',
  'ନୁହେଁ',
];
/** Punctuation as voice typing spells it out ("Nashik se Pune comma onion 10 ton comma ... full stop"): the mark meant. */
export const SPOKEN_MARKS: Readonly<Record<string, string>> = { comma: ',', 'full stop': '.', fullstop: '.' };

/** Words that say a figure again, worked out or plainer ("3 hazaar kam 60 hazaar yani 57000", "60k matlab 57000"). */
export const RESTATE_WORDS: readonly string[] = ['yani', 'yaani', 'yaane', 'matlab', 'यानी', 'यानि', 'मतलब'];

/** Words of address that may follow a taking-back word ("nahi yaar, ...", "no sir - ..."). */
export const TAKEN_BACK_FILLERS: readonly string[] = ['yaar', 'yar', 'bhai', 'ji', 'sir', 'boss', 're', 'यार', 'भाई', 'जी', 'ਯਾਰ', 'ਜੀ'];

/** Words of time that may come before a taking-back word ("grapes? abhi nahi, pomegranate": not now). */
export const TAKEN_BACK_LEADS: readonly string[] = ['abhi', 'abi', 'abhee', 'not now', 'अभी', 'ਹਾਲੇ'];

/**
 * "same route" said to open another truck of the route already named ("Delhi to Mumbai 32 ft 9 ton 60k, same route 20 ft
 * 5 ton 35k"; "22 ft open lorry same route - yarn 9 ton, 17000"), in Latin letters and the scripts.
 */
export const SAME_ROUTE_WORDS: readonly string[] = [
  'same route',
  'same root',
  'same rout',
  'same route pe',
  'same route me',
  'same route par',
  'isi route',
  'isi route pe',
  'usi route',
  'usi route pe',
  'wahi route',
  'vahi route',
  'same lane',
  'इसी रूट',
  'इसी रूट पर',
  'उसी रूट',
  'उसी रूट पर',
  'वही रूट',
  'એ જ રૂટ',
  'ਉਸੇ ਰੂਟ',
];

/**
 * "Not" after a figure said not to be so, right before the figure meant ("20 ton nahi 25 ton", "padinaidu ton alla, 9 ton",
 * "18 kaadu 20 velu"): Hindi's and the Southern languages' typed in Latin letters.
 */
// (and a figure said wrong, "32k... sorry 34k")
export const NOT_SO_WORDS: readonly string[] = ['nahi', 'nahin', 'nai', 'नहीं', 'नही', 'ਨਹੀਂ', 'alla', 'illa', 'illai', 'kaadu', 'kadu', 'sorry', 'sry'];

/**
 * Words that say a load is there, after the load word that opens a sentence of its own after other talk ("... Aur haan ek
 * load bhi hai - Taloja se Raipur ...", "Namdu ondu load ide: ...", "Amcha pan ek load ahe Pune te Nagpur ..."): Hindi's,
 * Marathi's, Punjabi's, Gujarati's, Kannada's, Telugu's, Tamil's, Malayalam's, Bengali's and Odia's, typed in their
 * letters or in Latin letters.
 */
export const LOAD_THERE_WORDS: readonly string[] = [
  'hai',
  'he',
  'h',
  'hai ji',
  'aa',
  'aa ji',
  'ahe',
  'aahe',
  'che',
  'chhe',
  'ide',
  'ede',
  'undi',
  'und',
  'undu',
  'irukku',
  'iruku',
  'ache',
  'achhe',
  'aache',
  'achi',
  'achhi',
  'है',
  'है जी',
  'आहे',
  'છે',
  'ਹੈ',
  'ਹੈ ਜੀ',
  'ਵੀ ਹੈ',
  'ਵੀ ਹੈ ਜੀ',
  'ಇದೆ',
  'ఉంది',
  'இருக்கு',
  'உள்ளது',
  'ഉണ്ട്',
  'আছে',
  'ଅଛି',
];
