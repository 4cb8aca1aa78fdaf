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
  // "15 MTs", "15 mts", "15 M/T": metric tonnes as plurals and with a slash
  mts: 1,
  'm/t': 1,
  // "15 mton": metric tonnes run together
  mton: 1,
  mtons: 1,
  tn: 1,
  ton: 1,
  tons: 1,
  tonn: 1,
  tonne: 1,
  tonnes: 1,
  // "18 tone": ton as it is often mistyped
  tone: 1,
  tones: 1,
  tan: 1,
  // "15 tonnage" (the load's tonnage), and Tamil "15 tonnu" typed in Latin letters
  tonnage: 1,
  tonnu: 1,
  // Telugu "టన్నులు" typed in Latin letters ("20 tonnulu")
  tonnulu: 1,
  tannulu: 1,
  'metric ton': 1,
  'metric tons': 1,
  'metric tonne': 1,
  'metric tonnes': 1,
  'मीट्रिक टन': 1,
  'मेट्रिक टन': 1,
  एमटी: 1,
  'મેટ્રિક ટન': 1,
  टन: 1,
  // "8 तन": टन as voice typing often spells it
  तन: 1,
  ટન: 1,
  ਟਨ: 1,
  // Marathi "of N tonnes" ("15 टनाचा माल", "15 टनांची गाडी") and Gujarati ("15 ટનનો માલ"): the weight
  टनाचा: 1,
  टनाचे: 1,
  टनाची: 1,
  टनांचा: 1,
  टनांचे: 1,
  टनांची: 1,
  ટનનો: 1,
  ટનની: 1,
  ટનનું: 1,
  டன்: 1,
  // Tamil plural and spoken forms: "15 டன்கள்", "15 டன்னு", "15 மெட்ரிக் டன்"
  டன்கள்: 1,
  டன்னு: 1,
  'மெட்ரிக் டன்': 1,
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
  // Odia written with its virama, as the phone keyboards type it
  ଟନ୍: 1,
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
  kuntal: 0.1,
  क्विंटल: 0.1,
  क्विन्टल: 0.1,
  कुंटल: 0.1,
  ક્વિન્ટલ: 0.1,
  ક્વિંટલ: 0.1,
  ਕੁਇੰਟਲ: 0.1,
  குவிண்டால்: 0.1,
  // Telugu, Kannada, Bengali and Odia
  క్వింటాళ్లు: 0.1,
  క్వింటాల్: 0.1,
  ಕ್ವಿಂಟಾಲ್: 0.1,
  কুইন্টাল: 0.1,
  ক্যুইন্টাল: 0.1,
  କ୍ୱିଣ୍ଟାଲ: 0.1,
  କୁଇଣ୍ଟାଲ: 0.1,
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

/** The weight units that weigh a tonne ("t", "MT", "tan", "टन", "டன்"...), each spelling a weight pattern reads. */
export const TONNE_WORDS: readonly string[] = Object.keys(WEIGHT_UNITS).filter((u) => WEIGHT_UNITS[u] === 1);

/** The weight units typed in Latin letters ("ton", "MT", "m.t", "kg", "qtl"): the patterns of Latin text read these. */
export const LATIN_WEIGHT_WORDS: readonly string[] = Object.keys(WEIGHT_UNITS).filter((w) => /^[\x20-\x7e]+$/.test(w));

/**
 * A unit and "per" in one word, and what the unit weighs in tonnes: "1800 PMT", "PMT 1800", Marathi "टनाला 1800" /
 * "क्विंटलला 150" / "टनामागे", Hindi "प्रतिटन", Gujarati "ટનના 1800", Tamil "டன்னுக்கு 1800" / "tonnuku" / "கிலோவுக்கு 2".
 * An amount before or after one is a rate per that unit.
 */
export const PER_UNIT_WORDS: Readonly<Record<string, number>> = {
  pmt: 1,
  ptn: 1,
  प्रतिटन: 1,
  टनाला: 1,
  टनास: 1,
  टनामागे: 1,
  टनापाठी: 1,
  क्विंटलला: 0.1,
  क्विंटलाला: 0.1,
  क्विंटलमागे: 0.1,
  किलोला: 0.001,
  किलोमागे: 0.001,
  // Marathi typed in Latin letters: "tanala 1800", "quintalla 150"
  tanala: 1,
  tonala: 1,
  tonnala: 1,
  tanamage: 1,
  // and written apart: "ton la 900", "tan la 1800"
  'ton la': 1,
  'tan la': 1,
  quintalla: 0.1,
  quintalala: 0.1,
  kilola: 0.001,
  ટનના: 1,
  ટનદીઠ: 1,
  ਟਨਪ੍ਰਤੀ: 1,
  டன்னுக்கு: 1,
  டனுக்கு: 1,
  டன்னிற்கு: 1,
  tonnuku: 1,
  tonnukku: 1,
  tonuku: 1,
  tonukku: 1,
  குவிண்டாலுக்கு: 0.1,
  கிலோவுக்கு: 0.001,
  கிலோக்கு: 0.001,
  kilovukku: 0.001,
  kilovuku: 0.001,
  // Malayalam "for a tonne" typed in Latin letters ("tonnin 4400", "tonninu 6500", "tonnu onnin 2400" apart)
  tonnin: 1,
  tonninu: 1,
  toninu: 1,
  tonnina: 1,
  // Kannada "for each ton" glued, typed in Latin letters and in the script ("tonnige 950", "ಟನ್ನಿಗೆ 950")
  tonnige: 1,
  tonige: 1,
  tanige: 1,
  ಟನ್ನಿಗೆ: 1,
  // Kannada and Malayalam "for each ton / quintal / kilo" glued on, in their letters ("ಟನ್‌ಗೆ 1150", "ടണ്ണിന് 4800",
  // "ടണ്ണിനു 4800", "ടൺന് 4800", "ക്വിന്റലിന് 250", "കിലോയ്ക്ക് 3")
  ಟನ್ಗೆ: 1,
  ಕ್ವಿಂಟಾಲ್ಗೆ: 0.1,
  ಕೆಜಿಗೆ: 0.001,
  ಕಿಲೋಗೆ: 0.001,
  ടണ്ണിന്: 1,
  ടണ്ണിനു: 1,
  ടണ്ണിന്ന്: 1,
  ടണ്ണിനും: 1,
  ടൺന്: 1,
  ടണിന്: 1,
  ക്വിന്റലിന്: 0.1,
  കിലോയ്ക്ക്: 0.001,
  കിലോക്ക്: 0.001,
  // Bengali and Assamese "in a ton" (the locative -এ) as its "per": "টনে ২৪০০ টাকা", "৩৫০ টাকা টনে", "কুইন্টালে ২৫০"
  টনে: 1,
  কুইন্টালে: 0.1,
  // "1800 p/t", "1800 p/mt": "per tonne" shortened with a slash
  'p/t': 1,
  'p/mt': 1,
};

/** Length units in feet, after the number: "32 ft", "40 फीट", "40 ફૂટ", "32 ਫੁੱਟ", "20 அடி". */
export const FEET_WORDS: readonly string[] = [
  // the foot mark ("32' container")
  "'",
  'ft.',
  'ft',
  'fts',
  'feet',
  // "a 20 footer", "40 footers": the container trade's word
  'footer',
  'footers',
  'fit',
  'foot',
  'fut',
  'futt',
  'fitt',
  'fuut',
  'feets',
  'feat',
  'फीट',
  'फ़ीट',
  'फिट',
  'फुट',
  'फ़ुट',
  'फूट',
  // "32 फुटी गाड़ी", "32 ਫੁੱਟੀ": the truck's length as an adjective
  'फुटी',
  'फूटी',
  'ਫੁੱਟੀ',
  // and so typed in Latin letters ("32 futi gadi", "40 futti trala"), with Marathi's possessive ("32 फुटाचा कंटेनर"), and
  // Gujarati's short u ("32 ફુટ")
  'futi',
  'futti',
  'footi',
  // "17 foota", "20 futa": the feet word with Hindi's ending as truckers say it
  'foota',
  'futa',
  'फुटाचा',
  'फुटाची',
  'फुटाचे',
  'फूटाचा',
  'फूटाची',
  'ફુટ',
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
  // Telugu "feet" typed in Latin letters
  'adugulu',
  'adugula',
  'ಅಡಿ',
  'ফুট',
  'ଫୁଟ',
  'അടി',
];

/**
 * Long goods whose own length a post may give ("PVC pipes 20 feet wali", "TMT bars 40 ft long"): a length right after
 * them, told as theirs by "wali"/"long" after it, is no truck's length.
 */
export const LONG_GOODS_WORDS: readonly string[] = [
  'pipe',
  'pipes',
  'rod',
  'rods',
  'bar',
  'bars',
  'pole',
  'poles',
  'plank',
  'planks',
  'beam',
  'beams',
  'girder',
  'girders',
  'channel',
  'channels',
  'angle',
  'angles',
  'sariya',
  'saria',
  'पाइप',
  'सरिया',
];
/** Words after a length that make it the goods' ("20 feet wali", "40 ft long", "20 फीट लंबे"). */
export const OWN_LENGTH_WORDS: readonly string[] = ['wali', 'wale', 'wala', 'vali', 'vale', 'long', 'length', 'lambe', 'lambi', 'lamba', 'वाली', 'वाले', 'वाला', 'लंबे', 'लंबी', 'लंबा'];

/**
 * Truck lengths said with no feet word before "ka truck"/"wali gaadi" ("22 ka truck chahiye", "32 wali gaadi"), as
 * truckers name a truck by its length; other numbers there stay what they are ("9 ka truck" is no length).
 */
export const BARE_TRUCK_LENGTHS: readonly number[] = [14, 17, 19, 20, 22, 24, 32, 34, 40];

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

/** Possessive words that say "for one" after a sack's word: Telugu and Hindi "bag ki 60", Tamil "bag ku 45". */
// Malayalam typed in Latin letters says "for one" after it ("chakku onnukku 22 roopa", "chaakkinu 22"); Hindi's in Devanagari
// too ("बैग का 28 रुपया", "बोरा के 38 रुपया").
export const PER_AFTER_BAG_WORDS: readonly string[] = ['ki', 'ku', 'kku', 'ka', 'ke', 'ko', 'ki rate', 'ku rate', 'onnukku', 'onninu', 'onnin', 'का', 'के', 'की'];

/** Sacks counted with what each weighs: "600 bori 50 kilo", "400 bags x 50 kg", "500 बोरी 50 किलो". */
export const BAG_WORDS: readonly string[] = [
  'bags',
  'bag',
  // "bag" as the scripts write the English word ("ग्वार गम 50 किलो बैग, 500 बैग")
  'बैग',
  'બેગ',
  'ਬੈਗ',
  'ব্যাগ',
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
  // Bihar's big sack, "मक्का 600 बोरा 50 किलो वाला"
  'बोरा',
  'बोरियां',
  'बोरे',
  'कट्टे',
  'कट्टा',
  // Marathi: "300 पोते 60 किलो"
  'पोते',
  'पोती',
  // and the gunny sack, "400 goni", "400 गोणी"
  'goni',
  'gonya',
  'गोणी',
  'गोण्या',
  'ગુણી',
  'બોરી',
  'ਬੋਰੀਆਂ',
  'ਬੋਰੀ',
  'ਗੱਟੇ',
  'மூட்டை',
  // and as typed in Latin letters in the South and East: Tamil "mootai", Bengali "bosta", Kannada "chila"
  'mootai',
  'moottai',
  'mutai',
  'bosta',
  'বস্তা',
  'ବସ୍ତା',
  // "bag" in Odia letters ("ସିମେଣ୍ଟ ୬୦୦ ବ୍ୟାଗ (୫୦ କେଜି)")
  'ବ୍ୟାଗ',
  'ಚೀಲ', // Telugu and Tamil sacks in their scripts (blind round 30): "సిమెంట్ 50 కిలో బస్తాలు 600", "600 மூட்டைகள்"
  'బస్తాలు',
  'బస్తా',
  'బస్తాల',
  'సంచులు',
  'మూటలు',
  'மூட்டைகள்',
  // Kannada, Telugu and Malayalam sacks typed in Latin letters ("500 chila (50 kg)", "400 bastalu", "300 chaakku")
  'chila',
  'cheela',
  'chilagalu',
  'bastalu',
  'basthalu',
  'chaakku',
  // Malayalam's sack as typed in Latin letters and its script, and boxes of a stated weight in the South's scripts, as
  // counted with the weight of each (blind round 47: "ari 250 chakku 50 kg", "30 ಕೆಜಿ ಬಾಕ್ಸ್ 500", "ಬಾಕ್ಸ್ 15 ಕೆಜಿ 600 ಬಾಕ್ಸ್")
  'chakku',
  'chaakk',
  'ചാക്ക്',
  // (the scripts' words only: "700 kg boxes" in Latin letters names the goods)
  'ಬಾಕ್ಸ್',
  'ಪೆಟ್ಟಿಗೆ',
  'బాక్సులు',
  'బాక్స్',
  'பெட்டி',
  'பெட்டிகள்',
  'ബോക്സ്',
  'പെട്ടി',
];

/** A sack's word with "for each" glued on (Telugu "బస్తాకు 28 రూపాయలు", Tamil "மூட்டைக்கு 45"): the amount after it is one sack's freight. */
// Kannada's sack and box with "for" glued on, Malayalam's sack, Tamil's and Telugu's box ("ಚೀಲಕ್ಕೆ 45 ರೂ", "ಬಾಕ್ಸ್‌ಗೆ 18
// ರೂಪಾಯಿ", "ചാക്കിന് 22 രൂപ", "பெட்டிக்கு 20"); Bengali's and Assamese's locative "in a sack" and Odia's dative
// ("বস্তায় ৪০ টাকা", "ବସ୍ତାକୁ ୩୦ ଟଙ୍କା").
export const PER_BAG_GLUED_WORDS: readonly string[] = [
  ...['బస్తాకు', 'బస్తాకి', 'సంచికి', 'మూటకు', 'బాక్సుకు', 'மூட்டைக்கு', 'மூட்டைக்கும்', 'பெட்டிக்கு'],
  ...['ಚೀಲಕ್ಕೆ', 'ಚೀಲಕೆ', 'ಮೂಟೆಗೆ', 'ಬಾಕ್ಸ್ಗೆ', 'ಬಾಕ್ಸಿಗೆ', 'ചാക്കിന്', 'ചാക്കിനു', 'ചാക്കൊന്നിന്'],
  ...['বস্তায়', 'বস্তায়', 'ବସ୍ତାକୁ'],
];

/** Counts of pieces, with what each weighs only after a times sign: "600 nos x 50 kg", "400 pcs × 25 kg". */
export const PIECE_WORDS: readonly string[] = ['nos', 'no', 'pcs', 'pc', 'pieces', 'units'];

/** Weight labels in the scripts, before a bare number ("वजन: 20"); the Latin ones are units.ts's. */
export const WEIGHT_LABEL_WORDS: readonly string[] = ['वजन', 'वज़न', 'भार', 'વજન', 'ਵਜ਼ਨ', 'ਵਜਨ', 'ਭਾਰ', 'எடை'];

/** Rupee words after an amount: "4500 रुपये", "1.8 rupya kilo". */
export const RUPEE_WORDS: readonly string[] = [
  'rs',
  'rupees',
  'rupee',
  'rupya',
  'rupaye',
  'rupye',
  'rupay',
  'rupaya',
  'rupiya',
  'rupiye',
  'रुपये',
  'रुपए',
  'रुपया',
  'रु',
  // as Rajasthani and voice typing write it: "500 रिपिया टन", "रूपये"
  'रिपिया',
  'रुपिया',
  'रूपये',
  'रूपए',
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
// (Bengali's and Assamese's প্রতি typed in Latin letters too: "bosta proti 45 taka")
export const PER_WORDS: readonly string[] = ['per', 'prati', 'proti', 'प्रति', 'प्रती', 'दर', 'पर', 'પ્રતિ', 'દીઠ', 'ਪ੍ਰਤੀ', 'ஒரு', 'ప్రతి', 'ಪ್ರತಿ', 'প্রতি', 'ପ୍ରତି', 'ପିଛା', 'pichha'];

/**
 * Words that mean "per" only between an amount and its unit: "1800 a ton", "1.8 an MT", "1800 har ton", "1800 each
 * ton" (never before a unit with no amount: "a ton of goods").
 */
// A possessive there is "per" as well: "300 ka quintal", "1800 का टन", "1800 da ton" (what a unit costs).
export const PER_BETWEEN_WORDS: readonly string[] = ['a', 'an', 'each', 'every', 'har', 'हर', 'ka', 'ke', 'da', 'का', 'के', 'ਦਾ', 'નો', 'ના'];

/** "per" written after the unit, before the amount: "ટન દીઠ 1750", "ଟନ ପିଛା 600", "टन पीछे 1700". */
// Telugu "టన్నుకు 1350", Tamil "டன்னுக்கு 500" and Kannada "ಟನ್‌ಗೆ 900" glue their "for each" (కు, னுக்கு, ಗೆ) to the unit; Bengali
// and Odia put "per" after it too ("টন প্রতি 850"). Tamil "டன் ஒன்றுக்கு 1800" (for one tonne).
export const PER_AFTER_UNIT_WORDS: readonly string[] = [
  ...['ku', 'ஒன்றுக்கு', 'દીઠ', 'ପିଛା', 'pichha', 'pichhe', 'peechhe', 'peeche', 'पीछे', 'पिछे', 'ਪਿੱਛੇ', 'ਪਿੱਛੇ', 'కు', 'னுக்கு', 'ಗೆ', 'প্রতি', 'ପ୍ରତି'],
  // Telugu's other "for", glued or apart ("క్వింటాల్ కి 260", "కిలోకి 6 రూపాయలు", "టన్నుకి 1100")
  'కి',
  // Bengali, Assamese and Odia প্রতি typed in Latin letters ("ton prati 650 taka", "ton proti 450")
  ...['prati', 'proti', 'prôti'],
];

/** The datives among them ("for"): after "amount unit" they may say what the amount is for ("300 ಟನ್‌ಗೆ"), no rate. */
export const DATIVE_AFTER_UNIT_WORDS: readonly string[] = ['ku', 'కు', 'కి', 'னுக்கு', 'ಗೆ'];

/**
 * Words for a rate, which make "amount unit" next to them a rate per that unit beside a weight of its own: "rate 1.6
 * kilo" (rupees a kilo), "1200 ton rate", "भाव 18 किलो".
 */
export const RATE_WORDS: readonly string[] = ['rate', 'rates', 'bhav', 'bhaav', 'bhaw', 'भाव', 'रेट', 'દર', 'ભાવ', 'ਰੇਟ', 'ਭਾਅ', 'ரேட்', 'ধর', 'রেট', 'రేట్', 'ರೇಟ್', 'ରେଟ', 'റേറ്റ്'];

/** A possessive or dative closing "amount unit" as a rate: "2150 ton ka", "900 टन का", Kannada "300 ton ge". */
// Before the amount too, with no number before the unit: "ton ka 1800", "टन का 1800", Punjabi "ton da 1800", "ਟਨ ਦਾ 1800".
// Gujarati typed in Latin letters too: "ton na 1800", "tan no 1800".
// Telugu typed in Latin letters says it with "ki" ("tonnu ki 1250"), as Hindi "ton ki 1800" does.
export const RATE_OF_UNIT_WORDS: readonly string[] = ['ka', 'ke', 'ki', 'da', 'de', 'na', 'no', 'का', 'के', 'की', 'નો', 'ના', 'ਦਾ', 'ਦੇ', 'ge', 'ಗೆ'];

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
  // Rajasthani "भाड़ो" (the fare)
  'भाड़ो',
  'भाडो',
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
  // "freight" as typed in a hurry ("fright 1.05 L", "fraight 45k")
  'fright',
  'fraight',
  'freght',
  'frieght',
  'frt',
  'kirayi',
  'baadige',
  'badige',
  'रेट',
  'फ्रेट',
  'રેટ',
  'ਰੇਟ',
  'ரேட்',
  // "rate" in Telugu, Kannada, Bengali, Odia and Malayalam letters ("రేటు 45000", "ದರ 30000")
  'రేటు',
  'రేట్',
  'ರೇಟ್',
  'ದರ',
  'রেট',
  'ରେଟ',
  'റേറ്റ്',
  // Malayalam, Tamil and Telugu freight words as typed in Latin letters ("vaadaka 32000", "kiraayi 25 velu")
  'vaadaka',
  'vaadakai',
  'vadakai',
  'kiraayi',
];

/**
 * Words that qualify a rate or freight said right after them ("best rate", "final bhada", "market rate", "apna rate"):
 * never the last word of the goods before the rate word.
 */
export const RATE_QUALIFIER_WORDS: readonly string[] = [
  'best',
  'lowest',
  'final',
  'fix',
  'fixed',
  'market',
  'current',
  'good',
  'your',
  'apna',
  'apni',
  'apka',
  'aapka',
  'total',
  'net',
  'full',
  'same',
  'wahi',
  'last',
];

/**
 * "Thousand" as chats type it in Latin letters, typed short or doubled ("45 hzr", "45 hazzar", "45 hajjar") and as
 * English chats shorten it ("45 thou", "45 thsnd"): every pattern that reads a thousands word takes these spellings.
 */
export const THOUSAND_WORDS_LATIN: readonly string[] = ['hazar', 'hazaar', 'hajar', 'hajaar', 'hazzar', 'hajjar', 'hzr', 'hzar', 'hjr', 'hjar', 'thou', 'thsnd'];

/**
 * Amount words typed in Latin letters beyond lib/indic-numbers.ts's chat words ("45 hajar rupaye", "95 hajaar"), each
 * known to its multipliers: every spelling of "thousand" (THOUSAND_WORDS_LATIN, so a new one is read everywhere), then
 * the rest.
 */
export const LATIN_AMOUNT_WORDS: readonly string[] = [
  ...THOUSAND_WORDS_LATIN,
  'thousands',
  'lakhs',
  'lacs',
  'lkh',
  'lk',
  'lks',
  'lkhs',
  'lacks',
  'velu',
  'veyyi',
  'veyi',
  'saavira',
  'savira',
  'aayiram',
  'ayiram',
  'latcham',
  'laksham',
  // Telugu and Kannada లక్ష / ಲಕ್ಷ typed in Latin letters ("1 laksha 20 velu")
  'laksha',
  'lakshalu',
];

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
  'వెయ్యి',
  'లక్ష',
  'లక్షలు',
  // (and before the thousands: "2 లక్షల 10 వేలు")
  'లక్షల',
  'ಸಾವಿರ',
  'ಲಕ್ಷ',
  'হাজার',
  // Assamese writes its r with ৰ: "আঠ হাজাৰ"
  'হাজাৰ',
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
  // "2 no 32 feet container, 6 ton each, 55 each": each truck's freight in thousands
  'each',
  'तक',
  'de denge',
  'denge',
  'de dunga',
  'milega',
  'mil jayega',
  'ho jayega',
  'fix',
  'final',
  'last',
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
  // Telugu, Kannada, Malayalam, Bengali and Odia "in all" ("3 ಲಾರಿ ... ಒಟ್ಟು ಬಾಡಿಗೆ 1,35,000", "మొత్తం 90 వేలు", "ആകെ 60,000")
  'మొత్తం',
  'ಒಟ್ಟು',
  'ആകെ',
  'മൊത്തം',
  'মোট',
  'ମୋଟ',
  // "total" as typed in the scripts ("1 लाख दो गाड़ी का टोटल")
  'टोटल',
  'ટોટલ',
  'ਟੋਟਲ',
  'டோட்டல்',
  'টোটাল',
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

/**
 * Words for one trip right after a freight ("3500 trip", "7000 per trip", "४००० प्रति ट्रिप"): the freight is the
 * truck's price for the trip, never a rate per tonne however small it is beside the weight.
 */
export const TRIP_WORDS: readonly string[] = ['trip', 'trips', 'trip ka', 'फेरा', 'ट्रिप', 'ટ્રિપ', 'ਟ੍ਰਿਪ', 'ட்ரிப்', 'ట్రిప్', 'ಟ್ರಿಪ್', 'ট্রিপ', 'ଟ୍ରିପ'];
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
  // as typed short, by body, before the amount, and in the other scripts ("45k per veh", "each truck 45k", "45000 प्रति
  // वाहन", "प्रत्येक गाडीला 45000", "ਹਰ ਗੱਡੀ ਦਾ 45000", "ஒரு லாரிக்கு 45000", "lorry ku 45000")
  'per veh',
  'pr truck',
  'pr gaadi',
  'per lorry',
  'per tanker',
  'per tipper',
  'per hyva',
  'per load',
  'per vahan',
  'each truck',
  'each vehicle',
  'each gaadi',
  'har ek gaadi',
  'har ek',
  'प्रति वाहन',
  'प्रत्येक गाड़ी',
  'प्रत्येक गाडी',
  'प्रत्येक गाडीला',
  'गाडीला',
  'ਹਰ ਗੱਡੀ ਦਾ',
  'પ્રતિ ગાડી',
  'ஒரு லாரிக்கு',
  'லாரிக்கு',
  'ஒவ்வொரு வண்டிக்கும்',
  'ஒவ்வொரு லாரிக்கு',
  'வண்டிக்கு',
  // Tamil and Telugu by body (blind round 30): "ஒரு கண்டெய்னருக்கு 14500", "1,05,000 ஒரு வண்டிக்கு", "ఒక్కో లారీకి 46000"
  'ஒரு வண்டிக்கு',
  'கண்டெய்னருக்கு',
  'ஒரு கண்டெய்னருக்கு',
  'டிரெய்லருக்கு',
  'டிப்பருக்கு',
  'లారీకి',
  'ఒక్కో లారీకి',
  'బండికి',
  'ట్రైలర్‌కి',
  'ట్రైలర్ కి',
  'టిప్పర్‌కి',
  'టిప్పర్ కి',
  'lorry ku',
  'lorryku',
  'vandikku',
  // the truck word as typed in Latin letters: Hinglish, Marathi ("gadila", "pratyek gadi"), Gujarati ("gaadi dith"),
  // Punjabi ("har gaddi", "ek gaddi da")
  'per gaddi',
  'per gari',
  'har gadi',
  'har gaddi',
  'prati gaadi',
  'prati gadi',
  'pratyek gaadi',
  'pratyek gadi',
  'gaadila',
  'gadila',
  'gaadi dith',
  'gadi dith',
  'ek gaddi da',
];

/** What follows an amount and a slash to make it each truck's ("45k/truck", "45000/gaadi", "45k/veh", "45k/each"). */
export const PER_SLASH_WORDS: readonly string[] = [
  'truck',
  'gaadi',
  'gadi',
  'gari',
  'vehicle',
  'veh',
  'lorry',
  'each',
  'trip',
  'load',
  'container',
  'tanker',
  'trailer',
  'tipper',
  'गाड़ी',
  'गाडी',
  'ट्रक',
  'ગાડી',
  'ਗੱਡੀ',
];

/** Words for "each" said after a weight or a count ("9 ton each", "25 ton har ek", "हर एक"): what they close is per truck. */
export const EACH_WORDS: readonly string[] = [
  'each',
  'har ek',
  'harek',
  'pratyek',
  // Marathi's "each" typed in Latin letters ("9 ton kanda pratyeki"), as प्रत्येकी
  'pratyeki',
  'हर एक',
  'हरेक',
  'प्रत्येक',
  'प्रत्येकी',
  'દરેક',
  // Gujarati typed in Latin letters ("14 ton dar ek") and Bengali "each" after a quantity ("15 ton kore", "8 টন করে")
  'dar ek',
  'kore',
  'করে',
  // spelled as said, with o-kar ("8 টন কোরে")
  'কোরে',
  'ਹਰ ਇੱਕ',
  'ஒவ்வொன்றும்',
  // Tamil "each" before a quantity ("தலா 9 டன்"), and typed in Latin letters
  'தலா',
  'thala',
  // and in Kannada and Telugu letters ("ತಲಾ 35 ಟನ್", "తలా 20 టన్నులు")
  'ತಲಾ',
  'తలా', // Tamil and Telugu "each" (blind round 30): "ஒவ்வொன்றுக்கும் 24 டன்", "ఒక్కో ట్రైలర్ 28 టన్నులు", "ఒక్కొక్కటి 25 టన్నులు"
  'ஒவ்வொன்றுக்கும்',
  'ஒவ்வொரு',
  'ఒక్కో',
  'ఒక్కొక్క',
  'ఒక్కోటి',
  'ఒక్కొక్కటి',
  // Kannada "for one" and "each", Malayalam "each one", "each", "for one" ("ಒಂದಕ್ಕೆ 35 ಟನ್", "ഓരോന്നും 20 ടൺ", "28000 വീതം")
  'ಒಂದಕ್ಕೆ',
  'ಪ್ರತಿಯೊಂದಕ್ಕೆ',
  'ಒಂದೊಂದಕ್ಕೆ',
  'ഓരോന്നും',
  'ഓരോന്നിനും',
  'ഒന്നിന്',
  'വീതം',
  // "each one" in Telugu, Tamil, Kannada and Malayalam typed in Latin letters ("taurus 2, okkokati 25 ton")
  'okkokati',
  'okkokkati',
  'okkokka',
  'ovvonnum',
  'ovvonrum',
  'ondondu',
  'oronnum',
];

/**
 * Words before a truck word that make it "each truck" ("okko trailer ki 30 ton", "ovvoru lorry ku", "har gaadi"): after a
 * truck's count they say what each of them carries.
 */
export const EACH_TRUCK_LEADS: readonly string[] = ['okko', 'okka', 'ovvoru', 'ovoru', 'oro', 'prathi', 'prati', 'har', 'per'];

/**
 * Words for "pieces" said after a count of trucks standing as a field of its own ("32ft SXL, 3 nos", "tanker, 4 units
 * required", "2 qty", Hindi "2 नग", Gujarati "2 નંગ"); not after a bare number elsewhere, where they count goods.
 */
export const COUNT_UNIT_WORDS: readonly string[] = ['nos', "no's", 'numbers', 'units', 'qty', 'nag', 'nang', 'नग', 'नंग', 'નંગ', 'ਨਗ'];

/** Classifiers said after a count in Bengali and Odia ("2 ta gari", "2টা গাড়ি", "3টি ট্রাক", "2ଟି ଟ୍ରକ"), glued or spaced. */
// (and Assamese খন, for vehicles: "গাড়ী ২খন")
// (and Bhojpuri and Maithili "go", typed in Latin letters: "2 go gaadi chahi")
// (and Bengali's spoken টো, "বাল্কার ২টো", "১৪ চাকা গাড়ি ২টো", and Assamese খন typed in Latin letters, "dumper 2 khon")
export const COUNT_CLASSIFIERS: readonly string[] = ['ta', 'ti', 'go', 'khon', 'টা', 'টি', 'টো', 'ଟି', 'ଟା', 'খন'];

/**
 * Words between the two figures of a range ("45 se 50 hazar", "32 ya 34 feet", "40 to 45k"), in Latin letters and the
 * scripts; a dash, tilde or slash does the same.
 */
export const RANGE_WORDS: readonly string[] = ['to', 'se', 'or', 'ya', 'se lekar', 'से', 'या', 'ते', 'किंवा', 'થી', 'કે', 'ਤੋਂ', 'ਜਾਂ', 'முதல்', 'அல்லது'];

/** Words that offer a choice between two things ("ek 32 ft ya ek 20 ft", "per ton 1700 ya fix 33 hazar"). */
export const CHOICE_WORDS: readonly string[] = [
  'or',
  'ya',
  'athva',
  'athwa',
  'या',
  'अथवा',
  'किंवा',
  'કે',
  'અથવા',
  'ਜਾਂ',
  'அல்லது',
  // "or" typed in Latin letters for Marathi, Kannada, Telugu and Tamil ("somvari kinva mangalvari"), and in Bengali, Odia,
  // Telugu and Kannada letters
  'kinva',
  'kimva',
  'athava',
  'leda',
  'alladhu',
  'অথবা',
  'ଅଥବା',
  'లేదా',
  'ಅಥವಾ',
];

/** Punjabi's numbers one to ten in Gurmukhi: counting words of trucks, and the first words of a spoken amount. */
const PUNJABI_ONE_TO_TEN: Readonly<Record<string, number>> = { ਇੱਕ: 1, ਇਕ: 1, ਦੋ: 2, ਤਿੰਨ: 3, ਚਾਰ: 4, ਪੰਜ: 5, ਛੇ: 6, ਸੱਤ: 7, ਅੱਠ: 8, ਨੌ: 9, ਦਸ: 10 };

/** Counting words up to ten besides Hindi's spoken numbers: English, Marathi, Gujarati, Punjabi and Tamil. */
export const COUNTING_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  दोन: 2,
  पाच: 5,
  सहा: 6,
  नऊ: 9,
  दहा: 10,
  એક: 1,
  બે: 2,
  ત્રણ: 3,
  ચાર: 4,
  પાંચ: 5,
  છ: 6,
  સાત: 7,
  આઠ: 8,
  નવ: 9,
  દસ: 10,
  ...PUNJABI_ONE_TO_TEN,
  // Punjabi typed in Latin letters: "ik 6 chakka 9 ton"
  ik: 1,
  இரண்டு: 2,
  மூன்று: 3,
  நான்கு: 4,
  ஐந்து: 5,
  // Telugu, Kannada, Tamil typed in Latin letters ("rendu lorry", "eradu gaadi", "moonu lorry"), Bengali with its
  // classifier ("দুটো গাড়ি", "duto gari"), and the scripts
  // (and "one", a truck to each place: "ondru Chennai, ondru Bangalore", "ondu Goa", "onnu Kochi", "okati Chennai")
  ondru: 1,
  ondu: 1,
  onnu: 1,
  okati: 1,
  rendu: 2,
  randu: 2,
  eradu: 2,
  moodu: 3,
  mooru: 3,
  moonu: 3,
  రెండు: 2,
  మూడు: 3,
  ಎರಡು: 2,
  ಮೂರು: 3,
  // "one" with the classifier of Bengali ("একটা গাড়ি", "ekta gari"), Assamese ("এখন গাড়ী") and Odia ("ଗୋଟେ ଗାଡି", "gote trailer")
  একটা: 1,
  একটি: 1,
  ekta: 1,
  ekti: 1,
  এখন: 1,
  ଗୋଟେ: 1,
  ଗୋଟିଏ: 1,
  gote: 1,
  দুটো: 2,
  দুটি: 2,
  দুটা: 2,
  তিনটে: 3,
  তিনটি: 3,
  duto: 2,
  duta: 2,
  ଦୁଇଟି: 2,
  ଦୁଇଟା: 2,
  ତିନିଟି: 3,
};

/**
 * Fractions said as words before a money word or a unit ("dedh lakh" 1.5 lakh, "ढाई लाख", "sava lakh" 1.25 lakh),
 * read as SPOKEN_NUMBERS are (only the amount and weight readers take them; counts stay whole numbers).
 */
export const SPOKEN_FRACTIONS: Readonly<Record<string, number>> = {
  dedh: 1.5,
  dedhh: 1.5,
  derh: 1.5,
  डेढ़: 1.5,
  डेढ: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
  adhai: 2.5,
  ढाई: 2.5,
  अढ़ाई: 2.5,
  sava: 1.25,
  savva: 1.25,
  sawa: 1.25,
  सवा: 1.25,
  // Marathi, Gujarati, Punjabi and Bengali (with its Latin "der lakh"): one and a half, two and a half, one and a quarter
  दीड: 1.5,
  अडीच: 2.5,
  सव्वा: 1.25,
  દોઢ: 1.5,
  અઢી: 2.5,
  સવા: 1.25,
  ਡੇਢ: 1.5,
  ਢਾਈ: 2.5,
  ਸਵਾ: 1.25,
  দেড়: 1.5,
  আড়াই: 2.5,
  সোয়া: 1.25,
  der: 1.5,
  // Kannada and Malayalam, in their letters: "ಒಂದೂವರೆ ಲಕ್ಷ", "ഒന്നര ലക്ഷം" (1.5 lakh), "ಎರಡೂವರೆ ಟನ್", "രണ്ടര ടൺ"
  ಒಂದೂವರೆ: 1.5,
  ಎರಡೂವರೆ: 2.5,
  ഒന്നര: 1.5,
  രണ്ടര: 2.5,
};

/** "and a half" before a number of thousands, lakhs or tonnes: "साढ़े पैंतीस हजार" is 35,500, "sadhe 12 ton" 12.5 t. */
export const HALF_MORE_WORDS: readonly string[] = ['साढ़े', 'साढे', 'sadhe', 'saadhe', 'sade', 'saade', 'sarhe'];

const ENGLISH_UNITS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const ENGLISH_TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/**
 * Numbers said in English words, as voice typing writes them ("thirty two feet", "ten wheeler", "forty five thousand"):
 * read as SPOKEN_NUMBERS are, only right before a unit, a wheel word or a money word.
 */
export const ENGLISH_SPOKEN_NUMBERS: Readonly<Record<string, number>> = {
  ...ENGLISH_UNITS,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  ...ENGLISH_TENS,
  // "thirty two"
  ...Object.fromEntries(Object.entries(ENGLISH_TENS).flatMap(([t, tn]) => Object.entries(ENGLISH_UNITS).map(([u, un]) => [`${t} ${u}`, tn + un]))),
};

/** A quarter more or less before a number of thousands, lakhs or tonnes: "sava 2 lakh" is 2.25 lakh, "पौने 2 लाख" 1.75 lakh. */
export const QUARTER_MORE_WORDS: Readonly<Record<string, number>> = {
  sava: 0.25,
  savva: 0.25,
  sawa: 0.25,
  सवा: 0.25,
  सव्वा: 0.25,
  સવા: 0.25,
  paune: -0.25,
  pauney: -0.25,
  पौने: -0.25,
  पावणे: -0.25,
  પોણા: -0.25,
};

/** "Hundred" after a number: "11 sau" (1,100), "बाईस सौ" (2,200), "bees hazaar paanch sau" (20,500). */
export const HUNDRED_WORDS: readonly string[] = ['sau', 'सौ', 'ਸੌ', 'hundred'];

/** Paise after rupees: "1 rupiya 80 paisa kilo" is ₹1.80 a kilo. */
// (and Bengali's, Assamese's and Odia's: "কেজি প্রতি ১ টাকা ৪০ পয়সা", "poisa", "ପଇସା")
export const PAISE_WORDS: readonly string[] = ['paisa', 'paise', 'paisey', 'pesa', 'pese', 'पैसा', 'पैसे', 'ਪੈਸੇ', 'poisa', 'পয়সা', 'পইচা', 'ପଇସା'];

/** Kannada's numbers one to nineteen in its letters ("ಹದಿನಾರು ಟನ್", 16 t). */
const KANNADA_ONE_TO_NINETEEN: Readonly<Record<string, number>> = {
  ಒಂದು: 1,
  ಎರಡು: 2,
  ಮೂರು: 3,
  ನಾಲ್ಕು: 4,
  ಐದು: 5,
  ಆರು: 6,
  ಏಳು: 7,
  ಎಂಟು: 8,
  ಒಂಬತ್ತು: 9,
  ಹತ್ತು: 10,
  ಹನ್ನೊಂದು: 11,
  ಹನ್ನೆರಡು: 12,
  ಹದಿಮೂರು: 13,
  ಹದಿನಾಲ್ಕು: 14,
  ಹದಿನೈದು: 15,
  ಹದಿನಾರು: 16,
  ಹದಿನೇಳು: 17,
  ಹದಿನೆಂಟು: 18,
  ಹತ್ತೊಂಬತ್ತು: 19,
};
/** Kannada's tens ("ನಲವತ್ತು ಸಾವಿರ", 40,000). */
const KANNADA_TENS: Readonly<Record<string, number>> = {
  ಇಪ್ಪತ್ತು: 20,
  ಮೂವತ್ತು: 30,
  ನಲವತ್ತು: 40,
  ನಾಲ್ವತ್ತು: 40,
  ಐವತ್ತು: 50,
  ಅರವತ್ತು: 60,
  ಎಪ್ಪತ್ತು: 70,
  ಎಂಬತ್ತು: 80,
  ತೊಂಬತ್ತು: 90,
};
/**
 * The units as Kannada glues them to a ten without its last "ು" ("ಇಪ್ಪತ್ತ" + "ೈದು" = ಇಪ್ಪತ್ತೈದು, 25); three and four
 * also after the ten's dead "ತ್" ("ಇಪ್ಪತ್ಮೂರು", 23).
 */
const KANNADA_GLUED_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['ೊಂದು', 1],
  ['ೆರಡು', 2],
  ['ಮೂರು', 3],
  ['ನಾಲ್ಕು', 4],
  ['ೈದು', 5],
  ['ಾರು', 6],
  ['ೇಳು', 7],
  ['ೆಂಟು', 8],
  ['ೊಂಬತ್ತು', 9],
];

/** Numbers said in Kannada letters, one to ninety-nine ("ಹದಿನಾರು ಟನ್", "ನಲವತ್ತೈದು ಸಾವಿರ"). */
export const KANNADA_NUMBERS: Readonly<Record<string, number>> = {
  ...KANNADA_ONE_TO_NINETEEN,
  ...KANNADA_TENS,
  ...Object.fromEntries(
    Object.entries(KANNADA_TENS).flatMap(([ten, t]) => {
      const stem = ten.slice(0, -1);
      return KANNADA_GLUED_UNITS.flatMap(([unit, u]) =>
        /^[ಮನ]/.test(unit) ? [[`${stem.slice(0, -1)}${unit}`, t + u] as const, [`${stem}${unit}`, t + u] as const] : [[`${stem}${unit}`, t + u] as const],
      );
    }),
  ),
};

/** Malayalam's numbers one to nineteen in its letters ("പതിനാറ് ടൺ", 16 t; "ഒരു ലക്ഷം", one lakh). */
const MALAYALAM_ONE_TO_NINETEEN: Readonly<Record<string, number>> = {
  ഒന്ന്: 1,
  ഒരു: 1,
  രണ്ട്: 2,
  മൂന്ന്: 3,
  നാല്: 4,
  അഞ്ച്: 5,
  ആറ്: 6,
  ഏഴ്: 7,
  എട്ട്: 8,
  ഒമ്പത്: 9,
  ഒൻപത്: 9,
  പത്ത്: 10,
  പതിനൊന്ന്: 11,
  പന്ത്രണ്ട്: 12,
  പതിമൂന്ന്: 13,
  പതിനാല്: 14,
  പതിനഞ്ച്: 15,
  പതിനാറ്: 16,
  പതിനേഴ്: 17,
  പതിനെട്ട്: 18,
  പത്തൊമ്പത്: 19,
  പത്തൊൻപത്: 19,
};
/** Malayalam's tens, each with the stem its units are glued to ("ഇരുപത്ത" + "ിയഞ്ച്" = ഇരുപത്തിയഞ്ച്, 25). */
const MALAYALAM_TENS: ReadonlyArray<readonly [word: string, value: number, stem: string]> = [
  ['ഇരുപത്', 20, 'ഇരുപത്ത'],
  ['മുപ്പത്', 30, 'മുപ്പത്ത'],
  ['നാല്പത്', 40, 'നാല്പത്ത'],
  ['നാൽപത്', 40, 'നാൽപത്ത'],
  ['നാല്പ്പത്', 40, 'നാല്പ്പത്ത'],
  ['അമ്പത്', 50, 'അമ്പത്ത'],
  ['അൻപത്', 50, 'അൻപത്ത'],
  ['അറുപത്', 60, 'അറുപത്ത'],
  ['എഴുപത്', 70, 'എഴുപത്ത'],
  ['എൺപത്', 80, 'എൺപത്ത'],
  ['തൊണ്ണൂറ്', 90, 'തൊണ്ണൂറ്റ'],
];
/** The units as Malayalam glues them to a ten's stem, in the spellings people type ("ഇരുപത്തഞ്ച്" and "ഇരുപത്തിയഞ്ച്", 25). */
const MALAYALAM_GLUED_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['ൊന്ന്', 1],
  ['ിരണ്ട്', 2],
  ['ിമൂന്ന്', 3],
  ['ിനാല്', 4],
  ['ഞ്ച്', 5],
  ['ിയഞ്ച്', 5],
  ['ാറ്', 6],
  ['ിയാറ്', 6],
  ['േഴ്', 7],
  ['ിയേഴ്', 7],
  ['െട്ട്', 8],
  ['ിയെട്ട്', 8],
  ['ൊമ്പത്', 9],
  ['ൊൻപത്', 9],
];

/** Numbers said in Malayalam letters, one to ninety-nine ("പതിനാറ് ടൺ", "മുപ്പത്തിരണ്ട് ആയിരം"). */
export const MALAYALAM_NUMBERS: Readonly<Record<string, number>> = {
  ...MALAYALAM_ONE_TO_NINETEEN,
  ...Object.fromEntries(MALAYALAM_TENS.map(([w, t]) => [w, t])),
  ...Object.fromEntries(MALAYALAM_TENS.flatMap(([, t, stem]) => MALAYALAM_GLUED_UNITS.map(([unit, u]) => [`${stem}${unit}`, t + u]))),
};

/**
 * Thousands Malayalam glues into one word ("പതിനെട്ടായിരം" 18,000, "ഇരുപതിനായിരം" 20,000, "അയ്യായിരം" 5,000): a
 * number ending in "ത്" takes "-ിനായിരം", another its "-്" off and "-ായിരം"; three and five have their own forms.
 */
export const MALAYALAM_THOUSANDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    Object.entries(MALAYALAM_NUMBERS)
      .filter(([w]) => w.endsWith('്'))
      .map(([w, n]) => [w.endsWith('ത്') ? `${w.slice(0, -1)}ിനായിരം` : `${w.slice(0, -1)}ായിരം`, n * 1000]),
  ),
  പതിനായിരം: 10000,
  മൂവായിരം: 3000,
  അയ്യായിരം: 5000,
  പതിമൂവായിരം: 13000,
  പതിനയ്യായിരം: 15000,
  ...Object.fromEntries(MALAYALAM_TENS.flatMap(([, t, stem]) => [[`${stem}ിമൂവായിരം`, (t + 3) * 1000] as const, [`${stem}യ്യായിരം`, (t + 5) * 1000] as const])),
};

/**
 * Tamil's numbers in its script (blind round 30): "வாடகை இருபது ஆயிரம்", "பதினாறு டன்". The spoken forms too (ரெண்டு,
 * மூணு, நாலு, அஞ்சு), and the tens' joining forms before a unit, spaced ("இருபத்தி ரெண்டு"); the glued forms
 * ("இருபத்தைந்து", "இருபதாயிரம்") are built from these by `parser/units.ts`. "ஒரு" (a, one) is not here: it is also
 * "per" (PER_WORDS, "ஒரு டன்னுக்கு").
 */
export const TAMIL_UNITS: Readonly<Record<string, number>> = {
  ஒன்று: 1,
  ஒண்ணு: 1,
  இரண்டு: 2,
  ரெண்டு: 2,
  மூன்று: 3,
  மூணு: 3,
  நான்கு: 4,
  நாலு: 4,
  ஐந்து: 5,
  அஞ்சு: 5,
  ஆறு: 6,
  ஏழு: 7,
  எட்டு: 8,
  ஒன்பது: 9,
};
/** Tamil's tens, each with its joining forms before a unit ("இருபத்து", "இருபத்தி"). */
export const TAMIL_TENS: Readonly<Record<string, readonly [value: number, ...joining: string[]]>> = {
  இருபது: [20, 'இருபத்து', 'இருபத்தி'],
  முப்பது: [30, 'முப்பத்து', 'முப்பத்தி'],
  நாற்பது: [40, 'நாற்பத்து', 'நாற்பத்தி', 'நாப்பத்தி'],
  நாப்பது: [40, 'நாப்பத்து'],
  ஐம்பது: [50, 'ஐம்பத்து', 'ஐம்பத்தி'],
  அம்பது: [50, 'அம்பத்து', 'அம்பத்தி'],
  அறுபது: [60, 'அறுபத்து', 'அறுபத்தி'],
  எழுபது: [70, 'எழுபத்து', 'எழுபத்தி'],
  எண்பது: [80, 'எண்பத்து', 'எண்பத்தி'],
  தொண்ணூறு: [90, 'தொண்ணூற்று', 'தொண்ணூத்தி'],
};
const TAMIL_SPOKEN_NUMBERS: Readonly<Record<string, number>> = {
  ...TAMIL_UNITS,
  பத்து: 10,
  பதினொன்று: 11,
  பதினொண்ணு: 11,
  பன்னிரண்டு: 12,
  பன்னிரெண்டு: 12,
  பனிரெண்டு: 12,
  பன்னெண்டு: 12,
  பதிமூன்று: 13,
  பதின்மூன்று: 13,
  பதிமூணு: 13,
  பதினான்கு: 14,
  பதினாலு: 14,
  பதினைந்து: 15,
  பதினஞ்சு: 15,
  பதினாறு: 16,
  பதினேழு: 17,
  பதினெட்டு: 18,
  பத்தொன்பது: 19,
  ...Object.fromEntries(Object.entries(TAMIL_TENS).map(([w, [n]]) => [w, n])),
  // "இருபத்தி ரெண்டு" (22): a joining form, a space, a unit
  ...Object.fromEntries(Object.values(TAMIL_TENS).flatMap(([tn, ...joining]) => joining.flatMap((j) => Object.entries(TAMIL_UNITS).map(([u, un]) => [`${j} ${u}`, tn + un])))),
};

/**
 * Telugu's numbers in its script (blind round 30): "కిరాయి ఇరవై రెండు వేలు", "పదహారు టన్నులు"; a ten and a unit spaced
 * or run together ("ఇరవై రెండు", "ఇరవైరెండు"). "ఒక" (a, one) is not here, as Tamil "ஒரு" is not.
 */
const TELUGU_UNITS: Readonly<Record<string, number>> = {
  ఒకటి: 1,
  రెండు: 2,
  మూడు: 3,
  నాలుగు: 4,
  ఐదు: 5,
  అయిదు: 5,
  ఆరు: 6,
  ఏడు: 7,
  ఎనిమిది: 8,
  తొమ్మిది: 9,
};
const TELUGU_TENS: Readonly<Record<string, number>> = {
  ఇరవై: 20,
  ముప్పై: 30,
  ముప్పది: 30,
  నలభై: 40,
  నలబై: 40,
  యాభై: 50,
  యాబై: 50,
  అరవై: 60,
  డెబ్బై: 70,
  డెబ్భై: 70,
  ఎనభై: 80,
  ఎనబై: 80,
  తొంభై: 90,
  తొంబై: 90,
};
const TELUGU_SPOKEN_NUMBERS: Readonly<Record<string, number>> = {
  ...TELUGU_UNITS,
  పది: 10,
  పదకొండు: 11,
  పన్నెండు: 12,
  పదమూడు: 13,
  పద్నాలుగు: 14,
  పదునాలుగు: 14,
  పదిహేను: 15,
  పదేను: 15,
  పదహారు: 16,
  పదిహారు: 16,
  పదిహేడు: 17,
  పదిహెడు: 17,
  పద్దెనిమిది: 18,
  పంతొమ్మిది: 19,
  ...TELUGU_TENS,
  ...Object.fromEntries(Object.entries(TELUGU_TENS).flatMap(([t, tn]) => Object.entries(TELUGU_UNITS).flatMap(([u, un]) => [[`${t} ${u}`, tn + un] as const, [`${t}${u}`, tn + un] as const]))),
};

/**
 * A lakh said with no number before it is one lakh: Telugu "లక్ష పది వేలు" (1,10,000), and after a word for "one"
 * that is no number elsewhere ("ஒரு லட்சம்", "ఒక లక్ష"; blind round 30).
 */
/** Tonne, feet and wheel words of Tamil and Telugu a number said in words stands before ("பதினாறு டன்", "పది చక్రాల"). */
export const SOUTH_SPOKEN_AFTER_WORDS: readonly string[] = ['டன்', 'டன்கள்', 'அடி', 'சக்கர', 'வீல்', 'டயர்', 'టన్', 'టన్ను', 'టన్నులు', 'అడుగులు', 'అడుగుల', 'చక్రాల', 'చక్రాలు', 'టైర్', 'వీల్'];

/** The rupee's short forms in the scripts, written with a dot and glued to the amount: "ரூ.78,000", "రూ.25,000", "रु.45,000". */
export const RUPEE_DOT_WORDS: readonly string[] = ['रु', 'ரூ', 'రూ', 'ರೂ', 'രൂ', 'ਰੁ', 'રૂ'];

export const BARE_LAKH_WORDS: readonly string[] = ['లక్ష'];
export const ONE_BEFORE_LAKH_WORDS: readonly string[] = ['ஒரு', 'ఒక', 'ఒక్క'];
export const LAKH_AFTER_ONE_WORDS: readonly string[] = ['லட்சம்', 'லட்ச', 'லட்சம', 'లక్ష'];

/**
 * Numbers said in words, as voice typing writes them ("battis feet", "aath ton", "chalis hazar", "सोलह टन", "एक लाख दस
 * हजार"): read as digits only right before a unit, a money word or "sau"/सौ (hundred).
 */
export const SPOKEN_NUMBERS: Readonly<Record<string, number>> = {
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  chheh: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  dus: 10,
  gyarah: 11,
  barah: 12,
  baarah: 12,
  terah: 13,
  chaudah: 14,
  pandrah: 15,
  solah: 16,
  satrah: 17,
  sattrah: 17,
  atharah: 18,
  unnis: 19,
  bees: 20,
  bis: 20,
  ikkis: 21,
  baais: 22,
  teis: 23,
  chaubis: 24,
  pachis: 25,
  pachchis: 25,
  chhabbis: 26,
  sattais: 27,
  atthais: 28,
  untis: 29,
  tees: 30,
  tis: 30,
  ikattis: 31,
  battis: 32,
  batis: 32,
  battees: 32,
  taintis: 33,
  chautis: 34,
  paintis: 35,
  chhattis: 36,
  saintis: 37,
  adtis: 38,
  chalis: 40,
  chaalis: 40,
  paintalis: 45,
  pachas: 50,
  pachaas: 50,
  saath: 60,
  sattar: 70,
  assi: 80,
  nabbe: 90,
  // the tens as also typed: "chalees hazar", "sath hajar", "satar hazaar"
  chalees: 40,
  chaalees: 40,
  sath: 60,
  satar: 70,
  assee: 80,
  nabbey: 90,
  // the rest of 37 to 99, as voice typing writes a freight in thousands ("pachasi hazar")
  untalis: 39,
  iktalis: 41,
  bayalis: 42,
  taintalis: 43,
  chavalis: 44,
  chhiyalis: 46,
  saintalis: 47,
  adtalis: 48,
  unchas: 49,
  ikyavan: 51,
  baavan: 52,
  tirepan: 53,
  chauvan: 54,
  pachpan: 55,
  chhappan: 56,
  sattavan: 57,
  atthavan: 58,
  unsath: 59,
  iksath: 61,
  baasath: 62,
  tirsath: 63,
  chaunsath: 64,
  painsath: 65,
  chhiyasath: 66,
  sadsath: 67,
  adsath: 68,
  unhattar: 69,
  ikhattar: 71,
  bahattar: 72,
  tihattar: 73,
  chauhattar: 74,
  pachhattar: 75,
  chhihattar: 76,
  sathattar: 77,
  athhattar: 78,
  unyasi: 79,
  ikyasi: 81,
  bayasi: 82,
  tirasi: 83,
  chaurasi: 84,
  pachasi: 85,
  chhiyasi: 86,
  sattasi: 87,
  atthasi: 88,
  navasi: 89,
  ikyanve: 91,
  baanve: 92,
  tiranve: 93,
  chauranve: 94,
  pachanve: 95,
  chhiyanve: 96,
  sattanve: 97,
  atthanve: 98,
  ninyanve: 99,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
  छह: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  ग्यारह: 11,
  बारह: 12,
  तेरह: 13,
  चौदह: 14,
  पंद्रह: 15,
  सोलह: 16,
  सत्रह: 17,
  अठारह: 18,
  उन्नीस: 19,
  बीस: 20,
  इक्कीस: 21,
  बाईस: 22,
  तेईस: 23,
  चौबीस: 24,
  पच्चीस: 25,
  छब्बीस: 26,
  सत्ताईस: 27,
  अट्ठाईस: 28,
  उनतीस: 29,
  तीस: 30,
  इकतीस: 31,
  बत्तीस: 32,
  तैंतीस: 33,
  चौंतीस: 34,
  पैंतीस: 35,
  छत्तीस: 36,
  चालीस: 40,
  // Marathi's own: "बारा चाकी" (a 12-wheeler), "दहा टन"
  सहा: 6,
  दहा: 10,
  बारा: 12,
  चौदा: 14,
  सोळा: 16,
  अठरा: 18,
  बावीस: 22,
  // and the rest of Marathi's as a weight or freight is said: "पंधरा टन", "पन्नास हजार"
  अकरा: 11,
  पंधरा: 15,
  सतरा: 17,
  एकोणीस: 19,
  वीस: 20,
  एकवीस: 21,
  तेवीस: 23,
  चोवीस: 24,
  पंचवीस: 25,
  सव्वीस: 26,
  सत्तावीस: 27,
  अठ्ठावीस: 28,
  पस्तीस: 35,
  चाळीस: 40,
  पंचेचाळीस: 45,
  पन्नास: 50,
  पंचावन्न: 55,
  ऐंशी: 80,
  नव्वद: 90,
  पैंतालीस: 45,
  पचास: 50,
  साठ: 60,
  सत्तर: 70,
  अस्सी: 80,
  नब्बे: 90,
  सैंतीस: 37,
  अड़तीस: 38,
  उनतालीस: 39,
  इकतालीस: 41,
  बयालीस: 42,
  तैंतालीस: 43,
  चवालीस: 44,
  छियालीस: 46,
  सैंतालीस: 47,
  अड़तालीस: 48,
  उनचास: 49,
  इक्यावन: 51,
  बावन: 52,
  तिरेपन: 53,
  चौवन: 54,
  पचपन: 55,
  छप्पन: 56,
  सत्तावन: 57,
  अट्ठावन: 58,
  उनसठ: 59,
  इकसठ: 61,
  बासठ: 62,
  तिरेसठ: 63,
  चौंसठ: 64,
  पैंसठ: 65,
  छियासठ: 66,
  सड़सठ: 67,
  अड़सठ: 68,
  उनहत्तर: 69,
  इकहत्तर: 71,
  बहत्तर: 72,
  तिहत्तर: 73,
  चौहत्तर: 74,
  पचहत्तर: 75,
  छिहत्तर: 76,
  सतहत्तर: 77,
  अठहत्तर: 78,
  उन्यासी: 79,
  इक्यासी: 81,
  बयासी: 82,
  तिरासी: 83,
  चौरासी: 84,
  पचासी: 85,
  छियासी: 86,
  सत्तासी: 87,
  अट्ठासी: 88,
  नवासी: 89,
  इक्यानवे: 91,
  बानवे: 92,
  तिरानवे: 93,
  चौरानवे: 94,
  पचानवे: 95,
  छियानवे: 96,
  सत्तानवे: 97,
  अट्ठानवे: 98,
  निन्यानवे: 99,
  // other spellings voice typing and hand typing give the Latin ones ("pachees ton", "chhabbees hazar", "ikkees", "baees")
  chhah: 6,
  chha: 6,
  ath: 8,
  gyara: 11,
  gyaarah: 11,
  bara: 12,
  tera: 13,
  chauda: 14,
  chaudha: 14,
  pandra: 15,
  sola: 16,
  satra: 17,
  athara: 18,
  unees: 19,
  unnees: 19,
  ikkees: 21,
  baees: 22,
  bais: 22,
  teees: 23,
  chaubees: 24,
  pachees: 25,
  pacchees: 25,
  pachchees: 25,
  chhabbees: 26,
  chabbis: 26,
  sattaees: 27,
  sattayis: 27,
  atthaees: 28,
  athais: 28,
  untees: 29,
  ikatees: 31,
  ikattees: 31,
  tentis: 33,
  chauntis: 34,
  chauntees: 34,
  paintees: 35,
  chhattees: 36,
  saintees: 37,
  adtees: 38,
  artees: 38,
  artis: 38,
  untalees: 39,
  iktalees: 41,
  bayalees: 42,
  taintalees: 43,
  chauvalis: 44,
  paintalees: 45,
  chhiyalees: 46,
  saintalees: 47,
  adtalees: 48,
  // Hindi's other spellings of 6, 19, 26, 28 and the like, as voice typing leaves them
  छः: 6,
  छै: 6,
  छे: 6,
  उन्निस: 19,
  चौबिस: 24,
  पच्चिस: 25,
  छब्बिस: 26,
  अट्ठाइस: 28,
  अठाईस: 28,
  बत्तिस: 32,
  अड़तिस: 38,
  // Punjabi's, as a freight is said in its script: "ਇੱਕ ਲੱਖ ਪੰਜ ਹਜ਼ਾਰ", "ਪੰਜਾਹ ਹਜ਼ਾਰ"
  ...PUNJABI_ONE_TO_TEN,
  ਵੀਹ: 20,
  ਤੀਹ: 30,
  ਚਾਲੀ: 40,
  ਪੰਜਾਹ: 50,
  ਸੱਠ: 60,
  ਸੱਤਰ: 70,
  ਅੱਸੀ: 80,
  ਨੱਬੇ: 90,
  // Tamil's and Telugu's in their scripts (blind round 30)
  ...TAMIL_SPOKEN_NUMBERS,
  ...TELUGU_SPOKEN_NUMBERS,
  // Kannada's and Malayalam's, in their letters: "ಹದಿನಾರು ಟನ್", "ನಲವತ್ತು ಸಾವಿರ", "ഒരു ലക്ഷം", "പതിനഞ്ച് ടൺ"
  ...KANNADA_NUMBERS,
  ...MALAYALAM_NUMBERS,
};

/** "One" in every language of the lexicon ("ek", "ik", "ondu", "একটা", "ಒಂದು"): a truck to each place it comes before ("ek Chennai, ek Goa"), never goods. */
export const ONE_WORDS: readonly string[] = Object.entries({ ...SPOKEN_NUMBERS, ...COUNTING_WORDS })
  .filter(([, n]) => n === 1)
  .map(([w]) => w);

/**
 * Numbers said in Bengali, Odia and Assamese, in their scripts and as typed in Latin letters ("দশ টন", "কুড়ি হাজার",
 * "ପନ୍ଦର ଟନ", "দহ টন", "nobbui hajar", "tirisi ton", "pondhro ton"): read as SPOKEN_NUMBERS are, but only by the weight
 * and amount readers (their short Latin words, "sata", "atha", "doh", are words of their own elsewhere).
 */
export const EAST_SPOKEN_NUMBERS: Readonly<Record<string, number>> = {
  // Bengali
  এক: 1,
  দুই: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
  ছয়: 6,
  সাত: 7,
  আট: 8,
  নয়: 9,
  দশ: 10,
  এগারো: 11,
  বারো: 12,
  তেরো: 13,
  চোদ্দ: 14,
  চৌদ্দ: 14,
  পনেরো: 15,
  পনের: 15,
  ষোলো: 16,
  ষোল: 16,
  সতেরো: 17,
  আঠারো: 18,
  উনিশ: 19,
  কুড়ি: 20,
  বিশ: 20,
  একুশ: 21,
  বাইশ: 22,
  তেইশ: 23,
  চব্বিশ: 24,
  পঁচিশ: 25,
  ছাব্বিশ: 26,
  সাতাশ: 27,
  আঠাশ: 28,
  ঊনত্রিশ: 29,
  তিরিশ: 30,
  ত্রিশ: 30,
  বত্রিশ: 32,
  পঁয়ত্রিশ: 35,
  চল্লিশ: 40,
  পঁয়তাল্লিশ: 45,
  পঞ্চাশ: 50,
  পঞ্চান্ন: 55,
  ষাট: 60,
  পঁয়ষট্টি: 65,
  সত্তর: 70,
  পঁচাত্তর: 75,
  আশি: 80,
  পঁচাশি: 85,
  নব্বই: 90,
  // Bengali typed in Latin letters
  dui: 2,
  panch: 5,
  choy: 6,
  chhoy: 6,
  aat: 8,
  noy: 9,
  dosh: 10,
  dos: 10,
  egaro: 11,
  baro: 12,
  tero: 13,
  choddo: 14,
  chouddo: 14,
  ponero: 15,
  ponro: 15,
  sholo: 16,
  shotero: 17,
  sotero: 17,
  atharo: 18,
  athero: 18,
  unish: 19,
  kuri: 20,
  bish: 20,
  ekush: 21,
  baish: 22,
  teish: 23,
  chobbish: 24,
  pochish: 25,
  ponchish: 25,
  chhabbish: 26,
  satash: 27,
  athash: 28,
  tirish: 30,
  trish: 30,
  botrish: 32,
  poyotrish: 35,
  chollish: 40,
  ponchash: 50,
  panchash: 50,
  sottor: 70,
  ashi: 80,
  nobboi: 90,
  nobbui: 90,
  // Odia
  ଏକ: 1,
  ଦୁଇ: 2,
  ତିନି: 3,
  ଚାରି: 4,
  ପାଞ୍ଚ: 5,
  ଛଅ: 6,
  ସାତ: 7,
  ଆଠ: 8,
  ନଅ: 9,
  ଦଶ: 10,
  ଏଗାର: 11,
  ବାର: 12,
  ତେର: 13,
  ଚଉଦ: 14,
  ପନ୍ଦର: 15,
  ଷୋହଳ: 16,
  ସତର: 17,
  ଅଠର: 18,
  ଉଣେଇଶି: 19,
  କୋଡ଼ିଏ: 20,
  କୋଡିଏ: 20,
  କୋଡ଼ି: 20,
  କୋଡି: 20,
  ଏକୋଇଶି: 21,
  ବାଇଶି: 22,
  ତେଇଶି: 23,
  ଚବିଶି: 24,
  ପଚିଶି: 25,
  ଛବିଶି: 26,
  ସତାଇଶି: 27,
  ଅଠାଇଶି: 28,
  ତିରିଶି: 30,
  ବତିଶି: 32,
  ଚାଳିଶି: 40,
  ପଚାଶ: 50,
  ଷାଠିଏ: 60,
  ସତୁରି: 70,
  ଅଶୀ: 80,
  ନବେ: 90,
  // Odia typed in Latin letters
  tini: 3,
  chari: 4,
  pancha: 5,
  sata: 7,
  atha: 8,
  dasa: 10,
  dasha: 10,
  egara: 11,
  pandara: 15,
  sohala: 16,
  satara: 17,
  uneisi: 19,
  kodi: 20,
  kodie: 20,
  kodiye: 20,
  ekoisi: 21,
  baisi: 22,
  teisi: 23,
  chabisi: 24,
  pachisi: 25,
  chhabisi: 26,
  sataisi: 27,
  athaisi: 28,
  tirisi: 30,
  batisi: 32,
  chalisi: 40,
  pachasa: 50,
  // Assamese (where it differs from Bengali), and typed in Latin letters
  তিনি: 3,
  চাৰি: 4,
  আঠ: 8,
  দহ: 10,
  এঘাৰ: 11,
  বাৰ: 12,
  তেৰ: 13,
  চৈধ্য: 14,
  পোন্ধৰ: 15,
  ষোল্ল: 16,
  সোতৰ: 17,
  ওঠৰ: 18,
  ঊনৈশ: 19,
  একৈশ: 21,
  ত্ৰিশ: 30,
  ষাঠি: 60,
  সত্তৰ: 70,
  আশী: 80,
  নব্বৈ: 90,
  doh: 10,
  egharo: 11,
  pondhro: 15,
  pondhoro: 15,
  xulo: 16,
  othoro: 18,
  bix: 20,
};

/**
 * The digits said one by one, as a phone number is read out to voice typing ("nau aath teen nau ...", "नौ आठ तीन ..."):
 * the numbers' words for 1 to 9, zero's words, and short spellings that count as digits only in a run of ten ("tin",
 * "che", "sat", "nao" are words of their own elsewhere).
 */
export const DIGIT_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(['shunya', 'shoonya', 'sunya', 'zero', 'sifar', 'शून्य', 'शुन्य', 'ज़ीरो', 'जीरो'].map((w) => [w, 0])),
  ...Object.fromEntries(Object.entries({ ...SPOKEN_NUMBERS, ...ENGLISH_SPOKEN_NUMBERS }).filter(([, n]) => n >= 1 && n <= 9)),
  tin: 3,
  che: 6,
  sat: 7,
  nao: 9,
};

// ---- Tamil, Telugu, Kannada and Malayalam numbers typed in Latin letters (Tanglish, Tenglish, Kanglish, Manglish) ----

/** One to nine in the four Southern languages typed in Latin letters: the units a tens word takes ("arubathi anju"). */
export const SOUTH_LATIN_UNITS: Readonly<Record<string, number>> = {
  // Tamil and Malayalam
  onnu: 1,
  onru: 1,
  oru: 1,
  rendu: 2,
  randu: 2,
  irandu: 2,
  moonu: 3,
  moonnu: 3,
  munu: 3,
  moondru: 3,
  naalu: 4,
  nalu: 4,
  naangu: 4,
  nangu: 4,
  anju: 5,
  anchu: 5,
  ainthu: 5,
  aindhu: 5,
  aaru: 6,
  ezhu: 7,
  yezhu: 7,
  ettu: 8,
  onbathu: 9,
  ombathu: 9,
  onpathu: 9,
  // Telugu
  okati: 1,
  oka: 1,
  moodu: 3,
  naalugu: 4,
  nalugu: 4,
  aidu: 5,
  ayidu: 5,
  edu: 7,
  yedu: 7,
  enimidi: 8,
  enimdi: 8,
  tommidi: 9,
  thommidi: 9,
  // Kannada
  ondu: 1,
  eradu: 2,
  mooru: 3,
  naalku: 4,
  nalku: 4,
  elu: 7,
  yelu: 7,
  entu: 8,
  ombattu: 9,
};

/** The tens of Tamil and Malayalam typed in Latin letters, as the stem their endings and glued units follow ("iruvath-u", "muppath-i"). */
const TAMIL_MALAYALAM_TENS_STEMS: Readonly<Record<string, number>> = {
  iruvath: 20,
  irupath: 20,
  irubath: 20,
  irupadh: 20,
  muppath: 30,
  muppadh: 30,
  narpath: 40,
  nalpath: 40,
  naarpath: 40,
  aimbath: 50,
  aimpath: 50,
  ambath: 50,
  anpath: 50,
  arubath: 60,
  arupath: 60,
  ezhupath: 70,
  elupath: 70,
  enbath: 80,
  enpath: 80,
};

/** Twenty to ninety in the four Southern languages typed in Latin letters, alone ("iruvathu aayiram") or before a unit. */
export const SOUTH_LATIN_TENS: Readonly<Record<string, number>> = {
  // Tamil and Malayalam, and the form that joins a unit ("irupathi anju", "muppathi randu")
  ...Object.fromEntries(Object.entries(TAMIL_MALAYALAM_TENS_STEMS).flatMap(([stem, n]) => [`${stem}u`, `${stem}i`, `${stem}thu`, `${stem}thi`].map((w) => [w, n]))),
  thonnooru: 90,
  thonnuru: 90,
  thonnoor: 90,
  // Telugu
  iravai: 20,
  iruvai: 20,
  muppai: 30,
  muppay: 30,
  nalabhai: 40,
  nalabai: 40,
  nalaba: 40,
  yabhai: 50,
  yabai: 50,
  ebhai: 50,
  aravai: 60,
  debbai: 70,
  enabhai: 80,
  enabai: 80,
  tombhai: 90,
  tombai: 90,
  thombai: 90,
  // Kannada
  ippattu: 20,
  ippathu: 20,
  moovattu: 30,
  muvattu: 30,
  moovathu: 30,
  nalavattu: 40,
  nalvattu: 40,
  nalavathu: 40,
  nalvathu: 40,
  aivattu: 50,
  aivathu: 50,
  aravattu: 60,
  eppattu: 70,
  embattu: 80,
  tombattu: 90,
};

/** Ten to nineteen in the four Southern languages typed in Latin letters ("padinaidu ton", "hadinaaru ton", "padahaaru velu"). */
export const SOUTH_LATIN_TEENS: Readonly<Record<string, number>> = {
  // Tamil and Malayalam
  pathu: 10,
  paththu: 10,
  padhu: 10,
  pathinonnu: 11,
  padinonnu: 11,
  pannendu: 12,
  panirendu: 12,
  panthrandu: 12,
  pathimoonu: 13,
  padimoonu: 13,
  pathimoonnu: 13,
  pathinaalu: 14,
  padinaalu: 14,
  pathinanju: 15,
  padinanju: 15,
  pathinanchu: 15,
  padinainthu: 15,
  padinaidu: 15,
  pathinaindhu: 15,
  pathinaaru: 16,
  padinaaru: 16,
  padhinaaru: 16,
  pathinezhu: 17,
  padinezhu: 17,
  pathinettu: 18,
  padhinettu: 18,
  padinettu: 18,
  pathonbathu: 19,
  pathombathu: 19,
  pathonpathu: 19,
  // Telugu
  padi: 10,
  padhi: 10,
  padakondu: 11,
  padmoodu: 13,
  padamoodu: 13,
  padnalugu: 14,
  padhnalugu: 14,
  padihenu: 15,
  padhihenu: 15,
  padahaaru: 16,
  padaharu: 16,
  padhahaaru: 16,
  padihedu: 17,
  paddenimidi: 18,
  pantommidi: 19,
  // Kannada
  hattu: 10,
  hannondu: 11,
  hanneradu: 12,
  hadimooru: 13,
  hadinaalku: 14,
  hadinaidu: 15,
  hadinaaru: 16,
  hadinelu: 17,
  hadinentu: 18,
  hattombattu: 19,
};

/** Thousand and lakh in the four Southern languages typed in Latin letters, as a number said in words comes before them. */
export const SOUTH_LATIN_AMOUNT_WORDS: readonly string[] = ['velu', 'veyyi', 'veyi', 'saavira', 'savira', 'aayiram', 'ayiram', 'latcham', 'laksham', 'laksha', 'lakshalu'];

const KANNADA_TENS_STEMS: Readonly<Record<string, number>> = {
  ippatt: 20,
  moovatt: 30,
  muvatt: 30,
  nalavatt: 40,
  nalvatt: 40,
  aivatt: 50,
  aravatt: 60,
  eppatt: 70,
  embatt: 80,
  tombatt: 90,
};

/**
 * A tens word and its unit typed as one word ("irupathanju aayiram" 25,000, "muppathirendu", "nalavattaidu saavira"):
 * Tamil and Malayalam join a unit opening with a vowel straight on (and the others with "i"), Kannada its vowel units.
 */
export const SOUTH_LATIN_GLUED_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries([
  ...Object.entries(TAMIL_MALAYALAM_TENS_STEMS).flatMap(([stem, tens]) => [
    ...Object.entries({ onnu: 1, anju: 5, anchu: 5, aaru: 6, ezhu: 7, ettu: 8, onbathu: 9, onpathu: 9 }).map(([u, n]) => [stem + u, tens + n]),
    ...Object.entries({ rendu: 2, randu: 2, moonu: 3, moonnu: 3, naalu: 4, nalu: 4 }).flatMap(([u, n]) => [
      [`${stem}i${u}`, tens + n],
      [`${stem}thi${u}`, tens + n],
    ]),
  ]),
  ...Object.entries(KANNADA_TENS_STEMS).flatMap(([stem, tens]) => Object.entries({ ondu: 1, eradu: 2, aidu: 5, aaru: 6, elu: 7, entu: 8, ombattu: 9 }).map(([u, n]) => [stem + u, tens + n])),
]);
