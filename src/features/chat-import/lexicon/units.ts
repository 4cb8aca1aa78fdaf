/**
 * Unit and money words of load posts, by language (plain data, read by parser/units.ts). Latin entries are lower
 * case; Indic entries are written as people type them.
 */

/** Weight units and what one of them weighs in tonnes. */
export const WEIGHT_UNITS: Readonly<Record<string, number>> = {
  mt: 1,
  'm.t': 1,
  'm.t.': 1,
  t: 1,
  tn: 1,
  ton: 1,
  tons: 1,
  tonn: 1,
  tonne: 1,
  tonnes: 1,
  tan: 1,
  'metric ton': 1,
  'metric tons': 1,
  'metric tonne': 1,
  'metric tonnes': 1,
  'मीट्रिक टन': 1,
  'मेट्रिक टन': 1,
  एमटी: 1,
  'મેટ્રિક ટન': 1,
  टन: 1,
  ટન: 1,
  ਟਨ: 1,
  டன்: 1,
  టన్: 1,
  టన్ను: 1,
  టన్నులు: 1,
  టన్నుల: 1,
  ಟನ್: 1,
  ಟನ್ನು: 1,
  ಟನ್‌: 1,
  // Bengali, Odia, Malayalam
  টন: 1,
  ଟନ: 1,
  ടൺ: 1,
  ടണ്: 1,
  qtl: 0.1,
  qtls: 0.1,
  qntl: 0.1,
  qntls: 0.1,
  quintal: 0.1,
  quintals: 0.1,
  kwintal: 0.1,
  kuintal: 0.1,
  kvintal: 0.1,
  क्विंटल: 0.1,
  क्विन्टल: 0.1,
  कुंटल: 0.1,
  ક્વિન્ટલ: 0.1,
  ક્વિંટલ: 0.1,
  ਕੁਇੰਟਲ: 0.1,
  குவிண்டால்: 0.1,
  kg: 0.001,
  kgs: 0.001,
  kilo: 0.001,
  kilos: 0.001,
  किलो: 0.001,
  કિલો: 0.001,
  ਕਿਲੋ: 0.001,
  கிலோ: 0.001,
  కిలో: 0.001,
  ಕಿಲೋ: 0.001,
  কেজি: 0.001,
  কিলো: 0.001,
  କିଲୋ: 0.001,
  କେଜି: 0.001,
  കിലോ: 0.001,
};

/** Length units in feet, after the number: "32 ft", "40 फीट", "40 ફૂટ", "32 ਫੁੱਟ", "20 அடி". */
export const FEET_WORDS: readonly string[] = [
  'ft.',
  'ft',
  'fts',
  'feet',
  'fit',
  'foot',
  'fut',
  'feat',
  'फीट',
  'फ़ीट',
  'फुट',
  'फूट',
  'ફૂટ',
  'ફીટ',
  'ਫੁੱਟ',
  'ਫੁਟ',
  'ਫੀਟ',
  'அடி',
  'adi',
  'అడుగులు',
  'అడుగుల',
  'అడుగు',
  'ಅಡಿ',
  'ফুট',
  'ଫୁଟ',
  'അടി',
];

/** Amounts that are not the freight, in the scripts ("एडवांस 10000", "10000 એડવાન્સ"); the Latin ones are units.ts's. */
export const NOT_FREIGHT_WORDS: readonly string[] = [
  'एडवांस',
  'एडवान्स',
  'ऍडव्हान्स',
  'ॲडव्हान्स',
  'अग्रिम',
  'बकाया',
  'बाकी',
  'टोल',
  'એડવાન્સ',
  'બાકી',
  'ટોલ',
  'ਐਡਵਾਂਸ',
  'ਬਕਾਇਆ',
  'ਟੋਲ',
  'அட்வான்ஸ்',
  'முன்பணம்',
  'பாக்கி',
];

/** Sacks counted with what each weighs: "600 bori 50 kilo", "400 bags x 50 kg", "500 बोरी 50 किलो". */
export const BAG_WORDS: readonly string[] = [
  'bags',
  'bag',
  'bori',
  'bora',
  'boriya',
  'boriyan',
  'katta',
  'katte',
  'kattey',
  'sacks',
  'sack',
  'gunny',
  'बोरी',
  'बोरियां',
  'बोरे',
  'कट्टे',
  'कट्टा',
  'ગુણી',
  'બોરી',
  'ਬੋਰੀਆਂ',
  'ਗੱਟੇ',
  'மூட்டை',
  'বস্তা',
  'ବସ୍ତା',
  'ಚೀಲ',
];

/** Weight labels in the scripts, before a bare number ("वजन: 20"); the Latin ones are units.ts's. */
export const WEIGHT_LABEL_WORDS: readonly string[] = ['वजन', 'वज़न', 'भार', 'વજન', 'ਵਜ਼ਨ', 'ਵਜਨ', 'ਭਾਰ', 'எடை'];

/** Rupee words after an amount: "4500 रुपये", "1.8 rupya kilo". */
export const RUPEE_WORDS: readonly string[] = [
  'rs',
  'rupees',
  'rupee',
  'rupya',
  'rupaye',
  'rupay',
  'rupaya',
  'rupiya',
  'rupiye',
  'रुपये',
  'रुपए',
  'रुपया',
  'रु',
  'રૂપિયા',
  'રૂ',
  'ਰੁਪਏ',
  'ਰੁਪਇਆ',
  'ரூபாய்',
  'ரூ',
  'రూపాయలు',
  'రూ',
  'ರೂಪಾಯಿ',
  'ರೂ',
  'টাকা',
  'taka',
  'ଟଙ୍କା',
  'tanka',
  'രൂപ',
  'roopa',
  'rupa',
];

/** "per" between an amount and a unit: "150 रुपये प्रति क्विंटल", "2200 per ton". */
export const PER_WORDS: readonly string[] = ['per', 'prati', 'प्रति', 'प्रती', 'दर', 'પ્રતિ', 'દીઠ', 'ਪ੍ਰਤੀ', 'ஒரு', 'ప్రతి', 'ಪ್ರತಿ', 'প্রতি', 'ପ୍ରତି', 'ପିଛା', 'pichha'];

/** "per" written after the unit, before the amount: "ટન દીઠ 1750", "ଟନ ପିଛା 600", "टन पीछे 1700". */
// Telugu "టన్నుకు 1350" glues its "for each" (కు) to the unit.
export const PER_AFTER_UNIT_WORDS: readonly string[] = ['દીઠ', 'ପିଛା', 'pichha', 'pichhe', 'peechhe', 'peeche', 'पीछे', 'पिछे', 'ਪਿੱਛੇ', 'ਪਿੱਛੇ', 'కు'];

/** A possessive or dative closing "amount unit" as a rate: "2150 ton ka", "900 टन का", Kannada "300 ton ge". */
export const RATE_OF_UNIT_WORDS: readonly string[] = ['ka', 'ke', 'का', 'के', 'નો', 'ના', 'ਦਾ', 'ਦੇ', 'ge', 'ಗೆ'];

/** Words that name the freight before its amount: "bhada 28000", "भाड़ा 70000", "ભાડું 15000", "வாடகை 25000". */
export const PRICE_WORDS: readonly string[] = [
  'bhade',
  'bhadu',
  'bhaadu',
  'bhaade',
  'bhara',
  'bhaara',
  'kiraya',
  'kiraaya',
  'vadagai',
  'vaadagai',
  'भाड़ा',
  'भाडा',
  'भाड़े',
  'भाडे',
  'किराया',
  'किराए',
  'ભાડું',
  'ભાડુ',
  'ભાડા',
  'ਭਾੜਾ',
  'ਭਾੜੇ',
  'ਕਿਰਾਇਆ',
  'வாடகை',
  // Telugu and Kannada: కిరాయి, ಬಾಡಿಗೆ, and typed in Latin letters
  'కిరాయి',
  'ಬಾಡಿಗೆ',
  // Bengali, Odia, Malayalam: ভাড়া, ଭଡ଼ା, വാടക
  'ভাড়া',
  'ଭଡ଼ା',
  'ଭଡା',
  'വാടക',
  'vadaka',
  'bhada',
  'kirayi',
  'baadige',
  'badige',
  'रेट',
  'फ्रेट',
  'રેટ',
  'ਰੇਟ',
  'ரேட்',
];

/** Amount words typed in Latin letters beyond lib/indic-numbers.ts's chat words ("45 hajar rupaye"), each known to its multipliers. */
export const LATIN_AMOUNT_WORDS: readonly string[] = ['hajar', 'lakhs', 'lacs', 'velu', 'saavira', 'savira'];

/** Amount words in the scripts ("३२ हजार", "1.1 ਲੱਖ"); the multipliers are lib/indic-numbers.ts's. */
export const AMOUNT_WORDS: readonly string[] = [
  'हजार',
  'हज़ार',
  'लाख',
  'હજાર',
  'લાખ',
  'ਹਜਾਰ',
  'ਹਜ਼ਾਰ',
  'ਲੱਖ',
  'ਲਖ',
  'ஆயிரம்',
  'லட்சம்',
  'వేలు',
  'వేల',
  'లక్ష',
  'లక్షలు',
  'ಸಾವಿರ',
  'ಲಕ್ಷ',
  'হাজার',
  'লাখ',
  'ହଜାର',
  'ଲକ୍ଷ',
  'ആയിരം',
  'ലക്ഷം',
];

/**
 * Words after a small bare number that make it thousands of rupees: "45 tak de denge" = 45,000. Only a number
 * from 5 to 999 right before them counts.
 */
export const THOUSANDS_AFTER_WORDS: readonly string[] = [
  'tak',
  'तक',
  'de denge',
  'denge',
  'de dunga',
  'milega',
  'mil jayega',
  'ho jayega',
  'fix',
  'final',
  'chalega',
  'chal jayega',
  'mein ho jayega',
  'me ho jayega',
  'mein chalega',
  'me chalega',
  'tak chalega',
  'देंगे',
  'दे देंगे',
  'मिलेगा',
  'फिक्स',
  'फाइनल',
  'આપીશું',
  'મળશે',
  'ਦੇਵਾਂਗੇ',
  'ਮਿਲੇਗਾ',
  'தருவோம்',
];

/** Words that make a weight or freight the total for all the trucks of a post ("total 150 ton", "कुल"). */
export const TOTAL_WORDS: readonly string[] = [
  'total',
  'ttl',
  'overall',
  'kul',
  'कुल',
  'एकूण',
  'કુલ',
  'ਕੁੱਲ',
  'மொத்தம்',
  // "put together": "2 gaadi ka milake 2.2 lakh", "दोनों मिलाकर 90000", "બંને મળીને"
  'milake',
  'mila ke',
  'milakar',
  'mila kar',
  'milaake',
  'मिलाकर',
  'मिलाके',
  'मिला के',
  'मिळून',
  'મળીને',
  'ਮਿਲਾ ਕੇ',
];

/** Words after a freight that make it the price of each truck, never a total to share out: "65000 per gaadi", "each", "प्रति गाड़ी". */
export const PER_TRUCK_WORDS: readonly string[] = [
  'each',
  'per gaadi',
  'per gadi',
  'per truck',
  'per vehicle',
  'per trailer',
  'per container',
  'per trip',
  'har gaadi',
  'ek gaadi ka',
  'per piece',
  'प्रति गाड़ी',
  'प्रति गाडी',
  'हर गाड़ी',
  'एक गाड़ी का',
  'प्रत्येकी',
  'प्रति ट्रक',
  'દરેક ગાડી',
  'ગાડી દીઠ',
  'ਹਰ ਗੱਡੀ',
  'ਪ੍ਰਤੀ ਗੱਡੀ',
  'ஒவ்வொரு லாரிக்கும்',
];

/** Words for "each" said after a weight or a count ("9 ton each", "25 ton har ek", "हर एक"): what they close is per truck. */
export const EACH_WORDS: readonly string[] = ['each', 'har ek', 'harek', 'pratyek', 'हर एक', 'हरेक', 'प्रत्येक', 'प्रत्येकी', 'દરેક', 'ਹਰ ਇੱਕ', 'ஒவ்வொன்றும்'];

/**
 * Words between the two figures of a range ("45 se 50 hazar", "32 ya 34 feet", "40 to 45k"), in Latin letters and the
 * scripts; a dash, tilde or slash does the same.
 */
export const RANGE_WORDS: readonly string[] = ['to', 'se', 'or', 'ya', 'se lekar', 'से', 'या', 'ते', 'किंवा', 'થી', 'કે', 'ਤੋਂ', 'ਜਾਂ', 'முதல்', 'அல்லது'];
