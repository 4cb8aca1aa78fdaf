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
  // Telugu, Kannada, Bengali, Odia, Malayalam, and typed in Latin letters
  'కావాలి',
  'ಬೇಕು',
  'লাগবে',
  'ଦରକାର',
  'വേണം',
  'kavali',
  'beku',
  'lagbe',
  'darkar',
  'venam',
];
/** Truck words in the scripts that, next to an available word, make a truck on offer ("गाड़ी खाली है", "ਗੱਡੀ ਵਿਹਲੀ"). */
export const VEHICLE_NOUNS_INDIC: readonly string[] = [
  'गाड़ी',
  'गाडी',
  'गाड़ियां',
  'गाड्या',
  'ट्रक',
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
  'ಲಾರಿ',
  'গাড়ি',
  'ଟ୍ରକ',
  'ଗାଡ଼ି',
  'ലോറി',
];
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
/** Words before a truck and its available word that ask it: "is any truck available", "any 32 ft gaadi khali". */
export const ASKED_BEFORE_VEHICLE: readonly string[] = ['any', 'is any', 'is there any', 'are there any', 'koi', 'kya koi', 'kisi ke paas', 'kisi ke pass'];
/** Words after an available word that make it unloading, not a truck on offer ("गाड़ी पुणे में खाली होगी", "खाली करनी है"). */
export const UNLOAD_AFTER_WORDS: readonly string[] = ['होगी', 'होगा', 'होंगी', 'करनी', 'करना', 'करेंगे', 'कराना', 'करायची', 'करायचा', 'होईल', 'થશે', 'કરવાની', 'કરવાનો', 'ਹੋਵੇਗੀ', 'ਕਰਨੀ', 'செய்ய'];
/** Send words after an empty truck asked for by a shipper ("खाली गाड़ी भेजो", "ખાલી ગાડી મોકલો"): a load, not a truck on offer. */
export const SEND_WORDS: readonly string[] = ['भेजो', 'भेजिए', 'भेजें', 'भेजना', 'लगाओ', 'लगाइए', 'पाठवा', 'पाठवून', 'મોકલો', 'મોકલજો', 'ਭੇਜੋ', 'ਭੇਜਣੀ', 'அனுப்பவும்', 'அனுப்புங்கள்'];
/** Generic truck words typed in Latin letters that no body names ("lorry", "vandi"): never goods. */
export const TRUCK_NOUNS: readonly string[] = ['lorry', 'lorries', 'vandi', 'gaddi', 'gaddiyan', 'gadi', 'gaadi', 'gaadiyan', 'gadiya', 'gari', 'truck', 'trucks', 'vehicle', 'vehicles'];

/** "kitna lagega", "kya lagega", "कितना लगेगा": asking what a trip costs (a rate question). */
export const HOW_MUCH_WORDS: readonly string[] = ['kitna', 'kitne', 'kitni', 'kya', 'कितना', 'कितने', 'क्या', 'किती', 'કેટલું', 'કેટલા', 'ਕਿੰਨਾ', 'ਕਿੰਨੇ'];
export const COST_VERBS: readonly string[] = ['lagega', 'lagegi', 'lagenge', 'lagta', 'lagti', 'padega', 'padta', 'लगेगा', 'लगेगी', 'लगता', 'पड़ेगा', 'लागेल', 'લાગશે', 'ਲੱਗੇਗਾ', 'ਲੱਗੂ'];

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
 * Words of news, never of a load post: a toll or diesel price that went up, a strike, a load done or cancelled, a
 * warning. A post holding one and no load marker ("maal hai", "gaadi chahiye", "freight") is chatter.
 */
export const CHATTER_WORDS: readonly string[] = [
  'increased',
  'hiked',
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
  'हड़ताल',
  'बढ़ गए',
  'बढ़ गया',
  'હડતાળ',
  'ਹੜਤਾਲ',
  'வேலைநிறுத்தம்',
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
  'लोड गया',
  'लोड हो गया',
];

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
  'बढ़ा',
  'बढ़ाया',
  'बढ़ा दिया',
  'वाढवला',
  'वाढवले',
  'વધાર્યો',
  'વધાર્યું',
  'ਵਧਾ',
  'ਵਧਾਇਆ',
];

/** Words naming the freight, for `RATE_CHANGE_WORDS`. */
export const RATE_NAME_WORDS: readonly string[] = ['rate', 'freight', 'bhada', 'bhaada', 'रेट', 'भाड़ा', 'भाडा', 'રેટ', 'ਰੇਟ', 'ரேட்'];

/**
 * Words of a trip done or a truck gone ("trip done", "freight received", "vehicle departed", "loading done"): such a
 * post names a route and its freight, even with "freight", but offers no load unless it gives a phone to call.
 */
export const FINISHED_WORDS: readonly string[] = [
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
  'गाड़ी पहुंच गई',
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
  'payment mil gaya',
  'payment mil gayi',
  'डिलीवरी हो गई',
  'डिलीवरी हो गयी',
  'पेमेंट मिल गया',
];

/**
 * Words of a past trip, a payment complaint or a market report ("gaadi bheji thi", "last month ... mila tha",
 * "payment pending", "rate update", "market info"): such a post names a route and an amount but offers no load. A post
 * holding one is chatter only when it has neither a load marker nor a phone number (a load is posted to be called).
 */
export const NARRATIVE_WORDS: readonly string[] = [
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
export const SHARED_DETAIL_WORDS: readonly string[] = ['both', 'dono', 'donon', 'donno', 'donhi', 'banne', 'dovein', 'दोनों', 'दोनो', 'दोन्ही', 'બંને', 'બન્ને', 'ਦੋਵੇਂ', 'ਦੋਨੋਂ', 'இரண்டும்', 'rendum'];

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
