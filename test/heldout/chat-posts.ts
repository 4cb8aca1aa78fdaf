/**
 * Issue 19's held-out corpus for the chat-import parser: posts written by hand, blind (without reading the parser or
 * its training corpus), in the styles of Indian load groups, and labelled by test/fixtures/CHAT-LABELS.md before the
 * parser was run on them. Nobody changing the parser reads this file (see README.md).
 */
import type { LabelledMessage } from '../fixtures/chat-corpus.js';

type Load = LabelledMessage['expected'][number];

/** One expected load per truck asked for (CHAT-LABELS.md): `n` copies of the same load. */
function trucks(n: number, load: Load): Load[] {
  return Array.from({ length: n }, () => ({ ...load }));
}

// Reference dates ("today" of the paste).
const SUN = '2026-11-22'; // Sunday
const TUE = '2026-11-24'; // Tuesday
const THU = '2026-12-03'; // Thursday
const YEND = '2026-12-29'; // Tuesday, near year end

// Indic scripts: Devanagari Hindi and Marathi, Gujarati, Gurmukhi, Tamil, and their Latin transliterations.
const INDIC: LabelledMessage[] = [
  {
    text: 'इंदौर से पुणे\n20 टन सरिया\n32 फीट ओपन गाड़ी\nभाड़ा 42000\nकल लोडिंग\n📞 98260 44117',
    referenceDate: SUN,
    expected: [{ origin: 'Indore', destination: 'Pune', truck_type: 'open', truck_length_ft: 32, weight: 20, price: 42000, pickup_date: '2026-11-23', phone: '+919826044117', material: 'सरिया' }],
  },
  {
    text: 'नासिक से दिल्ली प्याज लोड\n250 क्विंटल\nकिराया 150 रुपये प्रति क्विंटल\nपरसों गाड़ी चाहिए\nसंपर्क 9423156780',
    referenceDate: TUE,
    expected: [{ origin: 'Nashik', destination: 'Delhi', weight: 25, rate_per_tonne: 1500, price: 37500, pickup_date: '2026-11-26', phone: '+919423156780', material: 'प्याज' }],
  },
  {
    text: '🚛 लोड उपलब्ध 🚛\nमुंबई ➡️ लखनऊ\nमाल: कपड़ा\nवजन: 9 टन\n20 फीट कंटेनर\nरेट 58000 फिक्स\nमो. 8879012345',
    referenceDate: THU,
    expected: [
      { origin: 'Mumbai', destination: 'Lucknow', truck_type: 'container', truck_length_ft: 20, weight: 9, price: 58000, pickup_date: '2026-12-03', phone: '+918879012345', material: 'कपड़ा' },
    ],
  },
  {
    text: 'जयपुर से अहमदाबाद मार्बल 28 टन ट्रेलर चाहिए 29 तारीख को, भाड़ा 1200 रुपये टन, फोन 9414023456',
    referenceDate: SUN,
    expected: [
      { origin: 'Jaipur', destination: 'Ahmedabad', truck_type: 'trailer', weight: 28, rate_per_tonne: 1200, price: 33600, pickup_date: '2026-11-29', phone: '+919414023456', material: 'मार्बल' },
    ],
  },
  {
    text: 'कानपुर से कोलकाता\nचमड़ा 12 टन\n6 चक्का गाड़ी\nकल लोडिंग\nभाड़ा 36 हजार\n7355201198',
    referenceDate: TUE,
    expected: [{ origin: 'Kanpur', destination: 'Kolkata', truck_type: 'open', weight: 12, price: 36000, pickup_date: '2026-11-25', phone: '+917355201198', material: 'चमड़ा' }],
  },
  {
    text: 'दिल्ली से पटना\n2 गाड़ी 32 फीट कंटेनर\nमाल - इलेक्ट्रॉनिक्स\nप्रति गाड़ी 65000\n2 तारीख लोडिंग\nकॉल 9811122334',
    referenceDate: YEND,
    expected: trucks(2, {
      origin: 'Delhi',
      destination: 'Patna',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 65000,
      pickup_date: '2027-01-02',
      phone: '+919811122334',
      material: 'इलेक्ट्रॉनिक्स',
    }),
  },
  {
    text: 'भोपाल से नागपुर गेहूं 300 क्विंटल, 14 चक्का, किराया 110 रुपये क्विंटल, सोमवार को लोडिंग. 9893345120',
    referenceDate: THU,
    expected: [{ origin: 'Bhopal', destination: 'Nagpur', truck_type: 'open', weight: 30, rate_per_tonne: 1100, price: 33000, pickup_date: '2026-12-07', phone: '+919893345120', material: 'गेहूं' }],
  },
  {
    text: 'लुधियाना से बेंगलुरु\nहोजरी का माल 7 टन\n32 फुट SXL\n₹95,000\nआज लोडिंग\nराजू 98140 56723',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Ludhiana',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 95000,
        pickup_date: '2026-11-22',
        phone: '+919814056723',
        material: ['होजरी', 'होजरी का माल'],
      },
    ],
  },
  {
    text: 'रायपुर से हैदराबाद लोहा 25 टन, 1.9 रुपये किलो, 10 चक्का, 30 तारीख, 9009876123',
    referenceDate: TUE,
    expected: [{ origin: 'Raipur', destination: 'Hyderabad', truck_type: 'open', weight: 25, rate_per_tonne: 1900, price: 47500, pickup_date: '2026-11-30', phone: '+919009876123', material: 'लोहा' }],
  },
  {
    text: 'सूरत से कानपुर साड़ी पार्सल, 19 फीट आयशर, भाड़ा 48000, कल गाड़ी लगेगी, मो 9712345670',
    referenceDate: THU,
    expected: [{ origin: 'Surat', destination: 'Kanpur', truck_type: 'lcv', truck_length_ft: 19, price: 48000, pickup_date: '2026-12-04', phone: '+919712345670', material: ['साड़ी', 'साड़ी पार्सल'] }],
  },
  {
    text: 'आगरा से मुंबई जूते 5 टन, 22 फीट बंद बॉडी, 55 हजार तक देंगे, परसों. 9456712300',
    referenceDate: YEND,
    expected: [{ origin: 'Agra', destination: 'Mumbai', truck_type: 'container', truck_length_ft: 22, weight: 5, price: 55000, pickup_date: '2026-12-31', phone: '+919456712300', material: 'जूते' }],
  },
  {
    text: 'नागपुर से रायपुर संतरा 15 टन\nकिराया 22000\nफोन: 8308812345',
    referenceDate: SUN,
    expected: [{ origin: 'Nagpur', destination: 'Raipur', weight: 15, price: 22000, pickup_date: '2026-11-22', phone: '+918308812345', material: 'संतरा' }],
  },
  {
    text: 'पटना से दिल्ली मक्का 30 टन, 16 टायर गाड़ी, रेट 2100 प्रति टन, गुरुवार को लोड, 9835098350',
    referenceDate: TUE,
    expected: [{ origin: 'Patna', destination: 'Delhi', truck_type: 'open', weight: 30, rate_per_tonne: 2100, price: 63000, pickup_date: '2026-11-26', phone: '+919835098350', material: 'मक्का' }],
  },
  { text: 'दिल्ली में 32 फीट कंटेनर खाली है, कोई भी लोड हो तो बताएं 9810012345', referenceDate: THU, expected: [] },
  { text: 'सुप्रभात 🙏 सभी ट्रांसपोर्ट भाइयों को', referenceDate: SUN, expected: [] },
  { text: 'इंदौर से मुंबई 20 टन का क्या भाव चल रहा है?', referenceDate: TUE, expected: [] },
  { text: 'डीजल के दाम फिर बढ़ गए, 1 जनवरी से 2 रुपये महंगा 😡', referenceDate: YEND, expected: [] },
  {
    text: 'जोधपुर से सूरत\nग्वार गम 27 टन\nट्रेलर 40 फीट\nकिराया 1350 रु प्रति टन\n5 तारीख को लोडिंग\n9414198765',
    referenceDate: THU,
    expected: [
      {
        origin: 'Jodhpur',
        destination: 'Surat',
        truck_type: 'trailer',
        truck_length_ft: 40,
        weight: 27,
        rate_per_tonne: 1350,
        price: 36450,
        pickup_date: '2026-12-05',
        phone: '+919414198765',
        material: 'ग्वार गम',
      },
    ],
  },
  {
    text: 'लखनऊ से गुड़गांव, टाटा 407, घरेलू सामान, भाड़ा 18000, मंगलवार, 7007123456',
    referenceDate: SUN,
    expected: [{ origin: 'Lucknow', destination: 'Gurugram', truck_type: 'lcv', price: 18000, pickup_date: '2026-11-24', phone: '+917007123456', material: 'घरेलू सामान' }],
  },
  {
    text: 'अहमदाबाद से दिल्ली दवाई का माल 4 टन, 17 फीट कंटेनर, 38000, कल, संपर्क करें 9925012399',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 17,
        weight: 4,
        price: 38000,
        pickup_date: '2026-11-25',
        phone: '+919925012399',
        material: ['दवाई', 'दवाई का माल'],
      },
    ],
  },
  {
    text: 'चेन्नई से भोपाल टायर लोड 10 टन\n24 फीट कंटेनर\nभाड़ा 82000 फिक्स\n31 को लोडिंग\n9444012345',
    referenceDate: YEND,
    expected: [
      { origin: 'Chennai', destination: 'Bhopal', truck_type: 'container', truck_length_ft: 24, weight: 10, price: 82000, pickup_date: '2026-12-31', phone: '+919444012345', material: 'टायर' },
    ],
  },
  {
    text: 'कोटा से दिल्ली कोटा स्टोन 30 टन, 18 चक्का, 1.1 रुपया किलो, शनिवार, 9829567890',
    referenceDate: THU,
    expected: [{ origin: 'Kota', destination: 'Delhi', truck_type: 'open', weight: 30, rate_per_tonne: 1100, price: 33000, pickup_date: '2026-12-05', phone: '+919829567890', material: 'कोटा स्टोन' }],
  },
  {
    text: 'मेरठ से जयपुर गुड़ 16 टन, 12 चक्का, 27 हजार, 25 तारीख, 9837012345',
    referenceDate: SUN,
    expected: [{ origin: 'Meerut', destination: 'Jaipur', truck_type: 'open', weight: 16, price: 27000, pickup_date: '2026-11-25', phone: '+919837012345', material: 'गुड़' }],
  },
  {
    text: 'उज्जैन से चेन्नई सोयाबीन 25 टन\n1 गाड़ी 14 चक्का\nभाड़ा 3200 PMT\n9826198261',
    referenceDate: TUE,
    expected: [
      { origin: 'Ujjain', destination: 'Chennai', truck_type: 'open', weight: 25, rate_per_tonne: 3200, price: 80000, pickup_date: '2026-11-24', phone: '+919826198261', material: 'सोयाबीन' },
    ],
  },
  {
    text: '1) इंदौर से दिल्ली 20 टन दाल 32000\n2) इंदौर से जयपुर 18 टन दाल 26000\nदोनों के लिए 14 चक्का, कल लोडिंग\n9300012345',
    referenceDate: THU,
    expected: [
      { origin: 'Indore', destination: 'Delhi', truck_type: 'open', weight: 20, price: 32000, pickup_date: '2026-12-04', phone: '+919300012345', material: 'दाल' },
      { origin: 'Indore', destination: 'Jaipur', truck_type: 'open', weight: 18, price: 26000, pickup_date: '2026-12-04', phone: '+919300012345', material: 'दाल' },
    ],
  },
  {
    text: 'गाड़ी चाहिए\nदिल्ली टू मुंबई\n25 टन पेपर रोल\n10 चक्का\nरेट 1900/टन\nकल\n9999012345',
    referenceDate: SUN,
    expected: [{ origin: 'Delhi', destination: 'Mumbai', truck_type: 'open', weight: 25, rate_per_tonne: 1900, price: 47500, pickup_date: '2026-11-23', phone: '+919999012345', material: 'पेपर रोल' }],
  },
  { text: 'भाई पिछले महीने का पेमेंट अभी तक नहीं आया, मुंबई वाली पार्टी फ्रॉड है, सावधान रहें', referenceDate: YEND, expected: [] },
  {
    text: 'ग्वालियर से बेंगलुरु\nमाल: पत्थर\nवजन: 35 टन\nगाड़ी: ट्रेलर\nभाड़ा: 1.15 लाख\nलोडिंग: 28 तारीख\nसंपर्क: 9425112233',
    referenceDate: TUE,
    expected: [{ origin: 'Gwalior', destination: 'Bengaluru', truck_type: 'trailer', weight: 35, price: 115000, pickup_date: '2026-11-28', phone: '+919425112233', material: 'पत्थर' }],
  },
  {
    text: 'हैदराबाद से पुणे, दवाइयां, 4 टन, टाटा 407, किराया 21000, आज ही लोडिंग, 9849012345',
    referenceDate: THU,
    expected: [{ origin: 'Hyderabad', destination: 'Pune', truck_type: 'lcv', weight: 4, price: 21000, pickup_date: '2026-12-03', phone: '+919849012345', material: 'दवाइयां' }],
  },
  { text: 'पुणे से इंदौर आने के लिए लोड चाहिए, 32 फीट गाड़ी है, 9822012345', referenceDate: SUN, expected: [] },
  {
    text: 'वाराणसी से कोलकाता\nचावल 28 टन\nभाड़ा 1650 रुपये प्रति टन\n16 चक्का\nबुधवार को गाड़ी लगेगी\nसंपर्क सूत्र - 9415012345, 9415054321',
    referenceDate: SUN,
    expected: [{ origin: 'Varanasi', destination: 'Kolkata', truck_type: 'open', weight: 28, rate_per_tonne: 1650, price: 46200, pickup_date: '2026-11-25', phone: '+919415012345', material: 'चावल' }],
  },
  {
    text: 'सांगली ते पुणे\nहळद 10 टन\nउद्या लोडिंग\nभाडे 14000\n9850123456',
    referenceDate: SUN,
    expected: [{ origin: 'Sangli', destination: 'Pune', weight: 10, price: 14000, pickup_date: '2026-11-23', phone: '+919850123456', material: 'हळद' }],
  },
  {
    text: 'कोल्हापूर ते मुंबई गूळ माल आहे 16 टन, 12 चाकी गाडी, भाडे 24000, परवा लोडिंग. संपर्क 9881234567',
    referenceDate: TUE,
    expected: [{ origin: 'Kolhapur', destination: 'Mumbai', truck_type: 'open', weight: 16, price: 24000, pickup_date: '2026-11-26', phone: '+919881234567', material: 'गूळ' }],
  },
  {
    text: 'नाशिक ते इंदूर कांदा 20 टन\nभाडे 1300 रुपये टन\nउद्या गाडी पाहिजे\n📞 9765432101',
    referenceDate: THU,
    expected: [{ origin: 'Nashik', destination: 'Indore', weight: 20, rate_per_tonne: 1300, price: 26000, pickup_date: '2026-12-04', phone: '+919765432101', material: 'कांदा' }],
  },
  {
    text: 'सोलापूर ते हैदराबाद साखर 25 टन, 14 चाकी, भाडे 28 हजार, 1 तारखेला लोडिंग 9423001122',
    referenceDate: YEND,
    expected: [{ origin: 'Solapur', destination: 'Hyderabad', truck_type: 'open', weight: 25, price: 28000, pickup_date: '2027-01-01', phone: '+919423001122', material: 'साखर' }],
  },
  {
    text: 'पुणे ते नागपूर\nमाल आहे - ऑटो पार्ट्स\n7 टन\n20 फूट कंटेनर\nभाडे 36000\nपरवा\n9970012345',
    referenceDate: SUN,
    expected: [
      { origin: 'Pune', destination: 'Nagpur', truck_type: 'container', truck_length_ft: 20, weight: 7, price: 36000, pickup_date: '2026-11-24', phone: '+919970012345', material: 'ऑटो पार्ट्स' },
    ],
  },
  {
    text: 'औरंगाबाद ते चाकण ऑटो पार्ट्स 5 टन, आयशर 19 फूट, भाडे 12500, आज लोडिंग, 7020012345',
    referenceDate: TUE,
    expected: [
      { origin: 'Aurangabad', destination: 'Chakan', truck_type: 'lcv', truck_length_ft: 19, weight: 5, price: 12500, pickup_date: '2026-11-24', phone: '+917020012345', material: 'ऑटो पार्ट्स' },
    ],
  },
  {
    text: 'जळगाव ते सुरत केळी 18 टन, भाडे 22000, उद्या. 9404012345',
    referenceDate: THU,
    expected: [{ origin: 'Jalgaon', destination: 'Surat', weight: 18, price: 22000, pickup_date: '2026-12-04', phone: '+919404012345', material: 'केळी' }],
  },
  { text: 'पुण्यात 32 फूट गाडी खाली आहे, कुठेही माल असेल तर कळवा 9822334455', referenceDate: THU, expected: [] },
  {
    text: 'लातूर ते मुंबई तूर डाळ 20 टन, 10 चाकी, भाडे 1100 रुपये प्रति टन, परवा लोडिंग, फोन 9552012345',
    referenceDate: YEND,
    expected: [{ origin: 'Latur', destination: 'Mumbai', truck_type: 'open', weight: 20, rate_per_tonne: 1100, price: 22000, pickup_date: '2026-12-31', phone: '+919552012345', material: 'तूर डाळ' }],
  },
  {
    text: 'सातारा ते बेंगळुरू\nआले (अद्रक) 12 टन\n6 चाकी\nभाडे 30,000\nमंगळवारी लोडिंग\n8007012345',
    referenceDate: SUN,
    expected: [{ origin: 'Satara', destination: 'Bengaluru', truck_type: 'open', weight: 12, price: 30000, pickup_date: '2026-11-24', phone: '+918007012345', material: ['आले', 'अद्रक', 'आले (अद्रक)'] }],
  },
  {
    text: 'अहमदनगर ते पुणे, साखर 2 गाड्या, प्रत्येकी 16 टन, 10 चाकी, भाडे प्रति गाडी 9000, उद्या, 9922012345',
    referenceDate: TUE,
    expected: trucks(2, { origin: 'Ahmednagar', destination: 'Pune', truck_type: 'open', weight: 16, price: 9000, pickup_date: '2026-11-25', phone: '+919922012345', material: 'साखर' }),
  },
  { text: 'शुभ सकाळ 🌞 सर्व वाहतूकदार मित्रांना', referenceDate: THU, expected: [] },
  {
    text: 'नागपूर ते रायपूर संत्री 15 टन, भाडे 16000, आज लोडिंग, 9823012345',
    referenceDate: YEND,
    expected: [{ origin: 'Nagpur', destination: 'Raipur', weight: 15, price: 16000, pickup_date: '2026-12-29', phone: '+919823012345', material: 'संत्री' }],
  },
  {
    text: 'Sangli te Pune haldi 10 ton udya loading bhade 13500 call 9850198501',
    referenceDate: SUN,
    expected: [{ origin: 'Sangli', destination: 'Pune', weight: 10, price: 13500, pickup_date: '2026-11-23', phone: '+919850198501', material: 'haldi' }],
  },
  {
    text: 'Kolhapur te Bangalore gul 15 ton parva loading, 10 chaki, bhade 32000. 9860012345',
    referenceDate: TUE,
    expected: [{ origin: 'Kolhapur', destination: 'Bengaluru', truck_type: 'open', weight: 15, price: 32000, pickup_date: '2026-11-26', phone: '+919860012345', material: 'gul' }],
  },
  {
    text: 'Nashik te Vashi kanda 25 ton udya gadi pahije bhade 1.1 rupaye kilo 9011012345',
    referenceDate: THU,
    expected: [{ origin: 'Nashik', destination: 'Navi Mumbai', weight: 25, rate_per_tonne: 1100, price: 27500, pickup_date: '2026-12-04', phone: '+919011012345', material: 'kanda' }],
  },
  {
    text: 'રાજકોટ થી જયપુર\nમાલ છે: સિરામિક ટાઇલ્સ 30 ટન\nટ્રેલર\nભાડું 48000\nકાલે લોડિંગ\n98250 12345',
    referenceDate: SUN,
    expected: [{ origin: 'Rajkot', destination: 'Jaipur', truck_type: 'trailer', weight: 30, price: 48000, pickup_date: '2026-11-23', phone: '+919825012345', material: ['સિરામિક ટાઇલ્સ', 'ટાઇલ્સ'] }],
  },
  {
    text: 'મોરબી થી દિલ્હી ટાઇલ્સ 28 ટન, 14 વ્હીલ, ભાડું 1500 રૂપિયા ટન, પરમ દિવસે લોડિંગ, 9879012345',
    referenceDate: TUE,
    expected: [{ origin: 'Morbi', destination: 'Delhi', truck_type: 'open', weight: 28, rate_per_tonne: 1500, price: 42000, pickup_date: '2026-11-26', phone: '+919879012345', material: 'ટાઇલ્સ' }],
  },
  {
    text: 'ઊંઝા થી મુંબઈ જીરું 10 ટન, 20 ફૂટ કન્ટેનર, ભાડું 26000, આજે લોડિંગ 9427012345',
    referenceDate: THU,
    expected: [{ origin: 'Unjha', destination: 'Mumbai', truck_type: 'container', truck_length_ft: 20, weight: 10, price: 26000, pickup_date: '2026-12-03', phone: '+919427012345', material: 'જીરું' }],
  },
  {
    text: 'ભાવનગર થી અમદાવાદ ડુંગળી 20 ટન\nભાડું 11000\nકાલે\n9898012345',
    referenceDate: YEND,
    expected: [{ origin: 'Bhavnagar', destination: 'Ahmedabad', weight: 20, price: 11000, pickup_date: '2026-12-30', phone: '+919898012345', material: 'ડુંગળી' }],
  },
  {
    text: 'સુરત થી કોલકાતા કાપડ ના પાર્સલ, 32 ફૂટ કન્ટેનર, ભાડું 1.35 લાખ, બુધવારે લોડિંગ, સંપર્ક 9824012345',
    referenceDate: SUN,
    expected: [
      { origin: 'Surat', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, price: 135000, pickup_date: '2026-11-25', phone: '+919824012345', material: ['કાપડ', 'કાપડ ના પાર્સલ'] },
    ],
  },
  {
    text: 'જામનગર થી લુધિયાણા પિત્તળ ભંગાર 9 ટન, 6 વ્હીલ, 45 હજાર, કાલે 9909012345',
    referenceDate: TUE,
    expected: [{ origin: 'Jamnagar', destination: 'Ludhiana', truck_type: 'open', weight: 9, price: 45000, pickup_date: '2026-11-25', phone: '+919909012345', material: ['પિત્તળ ભંગાર', 'પિત્તળ'] }],
  },
  { text: 'અમદાવાદ માં 20 ફૂટ ગાડી ખાલી છે, કોઈ લોડ હોય તો જણાવો 9825098250', referenceDate: THU, expected: [] },
  {
    text: 'Rajkot thi Jaipur tiles 28 ton kale loading bhadu 46000 trailer 9824598245',
    referenceDate: SUN,
    expected: [{ origin: 'Rajkot', destination: 'Jaipur', truck_type: 'trailer', weight: 28, price: 46000, pickup_date: '2026-11-23', phone: '+919824598245', material: 'tiles' }],
  },
  {
    text: 'Morbi thi Indore tiles nu maal chhe 25 ton, 12 wheel, bhadu 1400 per ton, kale loading, 9712398123',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Morbi',
        destination: 'Indore',
        truck_type: 'open',
        weight: 25,
        rate_per_tonne: 1400,
        price: 35000,
        pickup_date: '2026-11-25',
        phone: '+919712398123',
        material: ['tiles', 'tiles nu maal'],
      },
    ],
  },
  {
    text: 'Ahmedabad thi Pune gadi jove che, 32 ft container, kapad 8 ton, bhadu 52000, parmdivas loading. 9898798987',
    referenceDate: THU,
    expected: [
      { origin: 'Ahmedabad', destination: 'Pune', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 52000, pickup_date: '2026-12-05', phone: '+919898798987', material: 'kapad' },
    ],
  },
  {
    text: 'Gandhidham thi Ludhiana salt 30 ton trailer bhadu 1900 PMT kale 9426012345',
    referenceDate: YEND,
    expected: [
      { origin: 'Gandhidham', destination: 'Ludhiana', truck_type: 'trailer', weight: 30, rate_per_tonne: 1900, price: 57000, pickup_date: '2026-12-30', phone: '+919426012345', material: 'salt' },
    ],
  },
  {
    text: 'વાપી થી પુણે કેમિકલ ડ્રમ 12 ટન, 22 ફૂટ બંધ બોડી, ભાડું 30000, 9725012345',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Vapi',
        destination: 'Pune',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 12,
        price: 30000,
        pickup_date: '2026-11-22',
        phone: '+919725012345',
        material: ['કેમિકલ ડ્રમ', 'કેમિકલ'],
      },
    ],
  },
  {
    text: 'અંકલેશ્વર થી હૈદરાબાદ કેમિકલ ટેન્કર 20 ટન ભાડું 72000 ગુરુવારે 9879098790',
    referenceDate: TUE,
    expected: [{ origin: 'Ankleshwar', destination: 'Hyderabad', truck_type: 'tanker', weight: 20, price: 72000, pickup_date: '2026-11-26', phone: '+919879098790', material: 'કેમિકલ' }],
  },
  { text: 'Surat thi Pune no bhav shu chale che? 32 ft', referenceDate: THU, expected: [] },
  {
    text: 'ਲੁਧਿਆਣਾ ਤੋਂ ਮੁੰਬਈ\nਹੌਜ਼ਰੀ ਦਾ ਮਾਲ 6 ਟਨ\n32 ਫੁੱਟ ਕੰਟੇਨਰ\nਭਾੜਾ 88000\nਕੱਲ੍ਹ ਲੋਡਿੰਗ\n9814012345',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Ludhiana',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 6,
        price: 88000,
        pickup_date: '2026-11-23',
        phone: '+919814012345',
        material: ['ਹੌਜ਼ਰੀ', 'ਹੌਜ਼ਰੀ ਦਾ ਮਾਲ'],
      },
    ],
  },
  {
    text: 'ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਦਿੱਲੀ ਚੌਲ 25 ਟਨ, 12 ਟਾਇਰ, ਭਾੜਾ 30000, ਪਰਸੋਂ, 9876012345',
    referenceDate: TUE,
    expected: [{ origin: 'Amritsar', destination: 'Delhi', truck_type: 'open', weight: 25, price: 30000, pickup_date: '2026-11-26', phone: '+919876012345', material: 'ਚੌਲ' }],
  },
  {
    text: 'ਜਲੰਧਰ ਤੋਂ ਕੋਲਕਾਤਾ ਖੇਡਾਂ ਦਾ ਸਮਾਨ, 24 ਫੁੱਟ ਕੰਟੇਨਰ, 1.1 ਲੱਖ, 9815012345',
    referenceDate: THU,
    expected: [
      { origin: 'Jalandhar', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 24, price: 110000, pickup_date: '2026-12-03', phone: '+919815012345', material: 'ਖੇਡਾਂ ਦਾ ਸਮਾਨ' },
    ],
  },
  {
    text: 'ਬਠਿੰਡਾ ਤੋਂ ਜੈਪੁਰ ਕਪਾਹ 10 ਟਨ ਭਾੜਾ 25000 ਕੱਲ੍ਹ 9417012345',
    referenceDate: YEND,
    expected: [{ origin: 'Bathinda', destination: 'Jaipur', weight: 10, price: 25000, pickup_date: '2026-12-30', phone: '+919417012345', material: 'ਕਪਾਹ' }],
  },
  {
    text: 'Ldh ton Jaipur loha 20 ton, 12 tyre, bhada 30 hazar, kal loading, 98140-98140',
    referenceDate: SUN,
    expected: [{ origin: 'Ludhiana', destination: 'Jaipur', truck_type: 'open', weight: 20, price: 30000, pickup_date: '2026-11-23', phone: '+919814098140', material: 'loha' }],
  },
  { text: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ 🙏 ਸਾਰੇ ਟਰਾਂਸਪੋਰਟਰ ਵੀਰਾਂ ਨੂੰ', referenceDate: TUE, expected: [] },
  {
    text: 'கோயம்புத்தூர் to சென்னை\nபஞ்சு 10 டன்\n20 அடி கண்டெய்னர்\nவாடகை 24000\nநாளை லோடிங்\n9443012345',
    referenceDate: SUN,
    expected: [
      { origin: 'Coimbatore', destination: 'Chennai', truck_type: 'container', truck_length_ft: 20, weight: 10, price: 24000, pickup_date: '2026-11-23', phone: '+919443012345', material: 'பஞ்சு' },
    ],
  },
  {
    text: 'திருப்பூர் இருந்து பெங்களூரு பனியன் துணி 5 டன், வாடகை 18000, இன்று லோடிங், 9842012345',
    referenceDate: TUE,
    expected: [{ origin: 'Tiruppur', destination: 'Bengaluru', weight: 5, price: 18000, pickup_date: '2026-11-24', phone: '+919842012345', material: ['பனியன் துணி', 'பனியன்'] }],
  },
  {
    text: 'சேலம் to மதுரை ஜவ்வரிசி 15 டன், 10 சக்கரம், வாடகை 17000, நாளை மறுநாள், 9894012345',
    referenceDate: THU,
    expected: [{ origin: 'Salem', destination: 'Madurai', truck_type: 'open', weight: 15, price: 17000, pickup_date: '2026-12-05', phone: '+919894012345', material: 'ஜவ்வரிசி' }],
  },
  {
    text: 'ஈரோடு இருந்து ஹைதராபாத் மஞ்சள் 20 டன் லாரி வாடகை 45000 நாளை 9865012345',
    referenceDate: YEND,
    expected: [{ origin: 'Erode', destination: 'Hyderabad', weight: 20, price: 45000, pickup_date: '2026-12-30', phone: '+919865012345', material: 'மஞ்சள்' }],
  },
  { text: 'சென்னையில் 32 அடி லாரி காலியாக உள்ளது, லோடு இருந்தால் சொல்லுங்கள் 9444098765', referenceDate: SUN, expected: [] },
  {
    text: 'Cbe to Kochi cotton yarn 9 ton, 22 ft container, vadagai 26000, naalai loading, 9443198765',
    referenceDate: THU,
    expected: [
      {
        origin: 'Coimbatore',
        destination: 'Kochi',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 9,
        price: 26000,
        pickup_date: '2026-12-04',
        phone: '+919443198765',
        material: ['cotton yarn', 'yarn'],
      },
    ],
  },
];

// Hinglish in varied word orders, city shorthands, ports and industrial areas, trucks by wheels and tyres.
const HINGLISH: LabelledMessage[] = [
  {
    text: 'Indore ka maal Pune jana hai, 20 ton soyabean DOC, 14 chakka chahiye, 40 tak de denge, kal loading. Sanjay 9826012121',
    referenceDate: SUN,
    expected: [{ origin: 'Indore', destination: 'Pune', truck_type: 'open', weight: 20, price: 40000, pickup_date: '2026-11-23', phone: '+919826012121', material: ['soyabean doc', 'doc'] }],
  },
  {
    text: 'Chennai ke liye Bangalore se load hai\n10 ton machinery\n24 ft closed body\n32k final\n9845012121',
    referenceDate: TUE,
    expected: [
      { origin: 'Bengaluru', destination: 'Chennai', truck_type: 'container', truck_length_ft: 24, weight: 10, price: 32000, pickup_date: '2026-11-24', phone: '+919845012121', material: 'machinery' },
    ],
  },
  {
    text: 'Pune jaana hai Indore se, 2 gaadi chahiye 32 ft SXL, FMCG maal, per gaadi 48000, parso loading, 98930 21212',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Indore',
      destination: 'Pune',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 48000,
      pickup_date: '2026-12-05',
      phone: '+919893021212',
      material: ['fmcg', 'fmcg maal'],
    }),
  },
  {
    text: 'Bhai Delhi se Jaipur 9 ton kapda jayega, 6 chakka lagega, bhada 16000, kal subah 9810321321',
    referenceDate: YEND,
    expected: [{ origin: 'Delhi', destination: 'Jaipur', truck_type: 'open', weight: 9, price: 16000, pickup_date: '2026-12-30', phone: '+919810321321', material: 'kapda' }],
  },
  {
    text: 'Surat se Delhi ke liye 32 ft container chahiye, saree parcel 7 ton, 29 ko gaadi lagegi, rate 62000 fix hai. Call 9909321321',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Surat',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 62000,
        pickup_date: '2026-11-29',
        phone: '+919909321321',
        material: ['saree parcel', 'saree'],
      },
    ],
  },
  {
    text: 'Kal Ahmedabad se Bombay 20 ft container, 8 ton plastic dana, 24k, +91 98250 32132',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 8,
        price: 24000,
        pickup_date: '2026-11-25',
        phone: '+919825032132',
        material: ['plastic dana', 'plastic'],
      },
    ],
  },
  {
    text: 'Nagpur se Hyd 25 ton coal, 12 wheeler tipper chahiye, 1.5 rupya kilo, Monday ko loading, 9422032132',
    referenceDate: THU,
    expected: [
      { origin: 'Nagpur', destination: 'Hyderabad', truck_type: 'tipper', weight: 25, rate_per_tonne: 1500, price: 37500, pickup_date: '2026-12-07', phone: '+919422032132', material: 'coal' },
    ],
  },
  {
    text: 'Ggn se Blr 3 nos 32 ft MXL chahiye, auto parts, per gaadi 1.05 lakh, 31 tarikh loading, 9871032132',
    referenceDate: YEND,
    expected: trucks(3, {
      origin: 'Gurugram',
      destination: 'Bengaluru',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 105000,
      pickup_date: '2026-12-31',
      phone: '+919871032132',
      material: 'auto parts',
    }),
  },
  {
    text: 'Ldh se Kolkata cycle parts 7 ton 32ft sxl 85000 aaj loading 9815032132',
    referenceDate: SUN,
    expected: [
      { origin: 'Ludhiana', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 85000, pickup_date: '2026-11-22', phone: '+919815032132', material: 'cycle parts' },
    ],
  },
  {
    text: 'Hyd se Chennai jana hai maal, 15 ton rice bags, 10 wheeler, 30 hazaar, kal, contact 9848032132',
    referenceDate: TUE,
    expected: [{ origin: 'Hyderabad', destination: 'Chennai', truck_type: 'open', weight: 15, price: 30000, pickup_date: '2026-11-25', phone: '+919848032132', material: ['rice', 'rice bags'] }],
  },
  {
    text: 'Kanpur se Ludhiana leather 10 ton, 10 chakka, rate 2200 per ton. Loading 7 tarikh. 9336032132',
    referenceDate: THU,
    expected: [
      { origin: 'Kanpur', destination: 'Ludhiana', truck_type: 'open', weight: 10, rate_per_tonne: 2200, price: 22000, pickup_date: '2026-12-07', phone: '+919336032132', material: 'leather' },
    ],
  },
  {
    text: 'Mundra port se Tughlakabad 40 ft trailer chahiye, import cargo 22 ton, rate 1.45 lakh, kal loading, 9825132132',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Mundra',
        destination: 'Delhi',
        truck_type: 'trailer',
        truck_length_ft: 40,
        weight: 22,
        price: 145000,
        pickup_date: '2026-12-30',
        phone: '+919825132132',
        material: ['import cargo', 'cargo'],
      },
    ],
  },
  {
    text: 'Jpr se Ahd marble slab 25 ton trailer 32000 parso 9414132132',
    referenceDate: SUN,
    expected: [{ origin: 'Jaipur', destination: 'Ahmedabad', truck_type: 'trailer', weight: 25, price: 32000, pickup_date: '2026-11-24', phone: '+919414132132', material: ['marble slab', 'marble'] }],
  },
  {
    text: 'Bhiwandi se Nagpur FMCG 9 ton, 19 ft Eicher, 28k, aaj hi, 9820132132',
    referenceDate: TUE,
    expected: [{ origin: 'Bhiwandi', destination: 'Nagpur', truck_type: 'lcv', truck_length_ft: 19, weight: 9, price: 28000, pickup_date: '2026-11-24', phone: '+919820132132', material: 'fmcg' }],
  },
  {
    text: 'JNPT se Chakan 20 ft container, 18 ton, 26000, kal loading, 9930132132',
    referenceDate: THU,
    expected: [
      { origin: 'Nhava Sheva', destination: 'Chakan', truck_type: 'container', truck_length_ft: 20, weight: 18, price: 26000, pickup_date: '2026-12-04', phone: '+919930132132', material: null },
    ],
  },
  {
    text: 'UP (Lucknow side) ke liye Bhiwandi se load, 32 ft, FMCG 10 ton, bhada 78000, 2 tarikh, 8454032132',
    referenceDate: YEND,
    expected: [{ origin: 'Bhiwandi', destination: 'Lucknow', truck_length_ft: 32, weight: 10, price: 78000, pickup_date: '2027-01-02', phone: '+918454032132', material: 'fmcg' }],
  },
  {
    text: 'Vizag se Raipur steel coil 28 ton trailer, 1600 PMT, kal loading, 9849132132',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Visakhapatnam',
        destination: 'Raipur',
        truck_type: 'trailer',
        weight: 28,
        rate_per_tonne: 1600,
        price: 44800,
        pickup_date: '2026-11-23',
        phone: '+919849132132',
        material: ['steel coil', 'steel'],
      },
    ],
  },
  {
    text: 'Mysore se Hosur granite 30 ton, taurus chahiye, bhada 24000, parso, 9845132132',
    referenceDate: TUE,
    expected: [{ origin: 'Mysuru', destination: 'Hosur', truck_type: 'open', weight: 30, price: 24000, pickup_date: '2026-11-26', phone: '+919845132132', material: 'granite' }],
  },
  {
    text: 'Baddi se Ahmedabad pharma 6 ton 20 ft closed body 55000 fix Monday 9816032132',
    referenceDate: THU,
    expected: [
      { origin: 'Baddi', destination: 'Ahmedabad', truck_type: 'container', truck_length_ft: 20, weight: 6, price: 55000, pickup_date: '2026-12-07', phone: '+919816032132', material: 'pharma' },
    ],
  },
  {
    text: 'Pithampur se Pune auto parts 7 ton 22 ft container 35k kal 9827032132',
    referenceDate: YEND,
    expected: [
      { origin: 'Pithampur', destination: 'Pune', truck_type: 'container', truck_length_ft: 22, weight: 7, price: 35000, pickup_date: '2026-12-30', phone: '+919827032132', material: 'auto parts' },
    ],
  },
  {
    text: 'aaj hi gaadi chahiye Rudrapur se Delhi, biscuit cartons 5 ton, 407 ya Eicher, 15000 de denge, 9412032132',
    referenceDate: SUN,
    expected: [
      { origin: 'Rudrapur', destination: 'Delhi', truck_type: 'lcv', weight: 5, price: 15000, pickup_date: '2026-11-22', phone: '+919412032132', material: ['biscuit', 'biscuit cartons', 'biscuits'] },
    ],
  },
  {
    text: 'Sriperumbudur se Pune 2 truck 32 ft MXL, electronics, 92000 per truck, Friday loading, 9840132132',
    referenceDate: TUE,
    expected: trucks(2, {
      origin: 'Sriperumbudur',
      destination: 'Pune',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 92000,
      pickup_date: '2026-11-27',
      phone: '+919840132132',
      material: 'electronics',
    }),
  },
  {
    text: 'Hazira se Indore HR coil 25 ton, trailer, rate 2000/MT, loading 6 tarikh, 9879132132',
    referenceDate: THU,
    expected: [
      {
        origin: 'Hazira',
        destination: 'Indore',
        truck_type: 'trailer',
        weight: 25,
        rate_per_tonne: 2000,
        price: 50000,
        pickup_date: '2026-12-06',
        phone: '+919879132132',
        material: ['hr coil', 'coil'],
      },
    ],
  },
  {
    text: 'Sanand se Gurgaon car parts 8 ton, 32 ft SXL, 72000, 1 jan loading, 9727032132',
    referenceDate: YEND,
    expected: [
      { origin: 'Sanand', destination: 'Gurugram', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 72000, pickup_date: '2027-01-01', phone: '+919727032132', material: 'car parts' },
    ],
  },
  {
    text: 'Taloja se Bhopal chemical drums 14 ton, 22 ft closed, 42k, Tuesday ko, 9769032132',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Taloja',
        destination: 'Bhopal',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 14,
        price: 42000,
        pickup_date: '2026-11-24',
        phone: '+919769032132',
        material: ['chemical drums', 'chemical'],
      },
    ],
  },
  {
    text: 'Kundli se Jaipur 18 wheeler chahiye, 30 ton rice, 1200 per ton, kal 9812032132',
    referenceDate: TUE,
    expected: [{ origin: 'Kundli', destination: 'Jaipur', truck_type: 'open', weight: 30, rate_per_tonne: 1200, price: 36000, pickup_date: '2026-11-25', phone: '+919812032132', material: 'rice' }],
  },
  {
    text: 'Bom to Ahd 20ft container 8 ton garments 22k tomorrow 9821032132',
    referenceDate: THU,
    expected: [
      { origin: 'Mumbai', destination: 'Ahmedabad', truck_type: 'container', truck_length_ft: 20, weight: 8, price: 22000, pickup_date: '2026-12-04', phone: '+919821032132', material: 'garments' },
    ],
  },
  {
    text: 'Indore to Kolkata chana 25 MT 14 wheel rate 2800 PMT 30-Dec loading 9826232132',
    referenceDate: YEND,
    expected: [{ origin: 'Indore', destination: 'Kolkata', truck_type: 'open', weight: 25, rate_per_tonne: 2800, price: 70000, pickup_date: '2026-12-30', phone: '+919826232132', material: 'chana' }],
  },
  {
    text: 'Kashipur se Kolkata paper 20 ton 12 wheeler bhada 55 tak 27 tarikh ko 9837132132',
    referenceDate: SUN,
    expected: [{ origin: 'Kashipur', destination: 'Kolkata', truck_type: 'open', weight: 20, price: 55000, pickup_date: '2026-11-27', phone: '+919837132132', material: 'paper' }],
  },
  {
    text: 'Raipur se Pune steel 30 ton trailer 1.9 rs kg, Thursday loading, 9303032132',
    referenceDate: TUE,
    expected: [{ origin: 'Raipur', destination: 'Pune', truck_type: 'trailer', weight: 30, rate_per_tonne: 1900, price: 57000, pickup_date: '2026-11-26', phone: '+919303032132', material: 'steel' }],
  },
  {
    text: 'Delhi se Guwahati 32ft container 2 nos, electronics, 1.6 lakh per vehicle, 8 tarikh, 9810432132',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Delhi',
      destination: 'Guwahati',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 160000,
      pickup_date: '2026-12-08',
      phone: '+919810432132',
      material: 'electronics',
    }),
  },
  {
    text: 'Hosur se Delhi 1 gaadi 24 ft, two wheeler parts 6 ton, 95k, parso, 9443232132',
    referenceDate: YEND,
    expected: [{ origin: 'Hosur', destination: 'Delhi', truck_length_ft: 24, weight: 6, price: 95000, pickup_date: '2026-12-31', phone: '+919443232132', material: 'two wheeler parts' }],
  },
  {
    text: 'Chakan se Sanand 3 gaadi chahiye 32 ft sxl, auto parts, 62000 each, kal, 9822132132',
    referenceDate: SUN,
    expected: trucks(3, {
      origin: 'Chakan',
      destination: 'Sanand',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 62000,
      pickup_date: '2026-11-23',
      phone: '+919822132132',
      material: 'auto parts',
    }),
  },
  {
    text: 'Mundra se Ludhiana 20 ft container 2 nos, 24 ton each, 1.25 lakh per container, kal loading, 9825232132',
    referenceDate: TUE,
    expected: trucks(2, {
      origin: 'Mundra',
      destination: 'Ludhiana',
      truck_type: 'container',
      truck_length_ft: 20,
      weight: 24,
      price: 125000,
      pickup_date: '2026-11-25',
      phone: '+919825232132',
      material: null,
    }),
  },
  {
    text: 'Bareilly se Mumbai aloo 20 ton, 10 chakka, 2 rupya kilo, parso gaadi lagegi, 9412132132',
    referenceDate: THU,
    expected: [{ origin: 'Bareilly', destination: 'Mumbai', truck_type: 'open', weight: 20, rate_per_tonne: 2000, price: 40000, pickup_date: '2026-12-05', phone: '+919412132132', material: 'aloo' }],
  },
  {
    text: 'Sikar se Delhi pyaz 15 ton, bhada 20000, aaj loading, 9414232132',
    referenceDate: YEND,
    expected: [{ origin: 'Sikar', destination: 'Delhi', weight: 15, price: 20000, pickup_date: '2026-12-29', phone: '+919414232132', material: 'pyaz' }],
  },
  {
    text: 'Chennai se Vijayawada frozen fish 10 ton reefer 20 ft, 45000, kal, 9444232132',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Chennai',
        destination: 'Vijayawada',
        truck_type: 'reefer',
        truck_length_ft: 20,
        weight: 10,
        price: 45000,
        pickup_date: '2026-11-23',
        phone: '+919444232132',
        material: ['frozen fish', 'fish'],
      },
    ],
  },
  {
    text: 'Hyd se Delhi frozen chicken 9 ton, reefer 32 ft, 1.1 lakh fix, parso, 9866032132',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Hyderabad',
        destination: 'Delhi',
        truck_type: 'reefer',
        truck_length_ft: 32,
        weight: 9,
        price: 110000,
        pickup_date: '2026-11-26',
        phone: '+919866032132',
        material: ['frozen chicken', 'chicken'],
      },
    ],
  },
  {
    text: 'Kolkata se Siliguri 6 chakka 9 ton grocery 18000 kal 9830032132',
    referenceDate: THU,
    expected: [{ origin: 'Kolkata', destination: 'Siliguri', truck_type: 'open', weight: 9, price: 18000, pickup_date: '2026-12-04', phone: '+919830032132', material: 'grocery' }],
  },
  {
    text: 'Delhi se Amritsar 2 Tata Ace chahiye, cartons, 7000 per gaadi, aaj, 9811232132',
    referenceDate: YEND,
    expected: trucks(2, { origin: 'Delhi', destination: 'Amritsar', truck_type: 'lcv', price: 7000, pickup_date: '2026-12-29', phone: '+919811232132', material: 'cartons' }),
  },
  {
    text: 'Panipat se Kolkata yarn 12 ton 32 ft container 80k, Monday 9896032132',
    referenceDate: SUN,
    expected: [
      { origin: 'Panipat', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 12, price: 80000, pickup_date: '2026-11-23', phone: '+919896032132', material: 'yarn' },
    ],
  },
  {
    text: 'Bhai Tirupur se Ahmedabad banian cloth 6 ton, 24 ft container, 70k, kal ho jayega? 9843032132',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Tiruppur',
        destination: 'Ahmedabad',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 6,
        price: 70000,
        pickup_date: '2026-11-25',
        phone: '+919843032132',
        material: ['banian cloth', 'banian'],
      },
    ],
  },
  {
    text: 'Dhanbad se Kanpur coal 30 ton tipper 1300 per ton kal 9431032132',
    referenceDate: THU,
    expected: [{ origin: 'Dhanbad', destination: 'Kanpur', truck_type: 'tipper', weight: 30, rate_per_tonne: 1300, price: 39000, pickup_date: '2026-12-04', phone: '+919431032132', material: 'coal' }],
  },
  {
    text: 'Kochi se Coimbatore coir 8 ton 20 ft container 19k tomorrow 9447032132',
    referenceDate: YEND,
    expected: [
      { origin: 'Kochi', destination: 'Coimbatore', truck_type: 'container', truck_length_ft: 20, weight: 8, price: 19000, pickup_date: '2026-12-30', phone: '+919447032132', material: 'coir' },
    ],
  },
  {
    text: 'Belgaum se Goa cement 20 ton 10 wheeler 14000 parso 9448032132',
    referenceDate: SUN,
    expected: [{ origin: 'Belagavi', destination: 'Goa', truck_type: 'open', weight: 20, price: 14000, pickup_date: '2026-11-24', phone: '+919448032132', material: 'cement' }],
  },
  {
    text: 'Nellore se Kolkata jhinga (prawns) 8 ton reefer 1.3 lakh kal 9440032132',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Nellore',
        destination: 'Kolkata',
        truck_type: 'reefer',
        weight: 8,
        price: 130000,
        pickup_date: '2026-11-25',
        phone: '+919440032132',
        material: ['jhinga', 'prawns', 'jhinga (prawns)'],
      },
    ],
  },
  {
    text: 'Udaipur se Bhiwandi marble 28 ton trailer 45 hazaar 10 tarikh 9414332132',
    referenceDate: THU,
    expected: [{ origin: 'Udaipur', destination: 'Bhiwandi', truck_type: 'trailer', weight: 28, price: 45000, pickup_date: '2026-12-10', phone: '+919414332132', material: 'marble' }],
  },
  {
    text: 'Halol se Chennai car parts 2 gaadi 32ft MXL 1.15 lakh per gaadi 4 jan 9727132132',
    referenceDate: YEND,
    expected: trucks(2, {
      origin: 'Halol',
      destination: 'Chennai',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 115000,
      pickup_date: '2027-01-04',
      phone: '+919727132132',
      material: 'car parts',
    }),
  },
  {
    text: 'Lucknow ke liye Delhi se maal hai 12 ton, 10 chakka, 26 tak, kal loading, 9839032132',
    referenceDate: THU,
    expected: [{ origin: 'Delhi', destination: 'Lucknow', truck_type: 'open', weight: 12, price: 26000, pickup_date: '2026-12-04', phone: '+919839032132', material: null }],
  },
  {
    text: 'Jaipur bhejna hai Kishangarh se marble powder 30 ton, tipper, 900 rupay ton, kal, 9829132132',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Kishangarh',
        destination: 'Jaipur',
        truck_type: 'tipper',
        weight: 30,
        rate_per_tonne: 900,
        price: 27000,
        pickup_date: '2026-12-30',
        phone: '+919829132132',
        material: 'marble powder',
      },
    ],
  },
  { text: 'Surat to Pune ka rate kya chal raha hai? 32 ft container', referenceDate: SUN, expected: [] },
  { text: 'Delhi Mumbai 32ft ka bhav?', referenceDate: TUE, expected: [] },
  { text: '32 ft gaadi khali hai Delhi me, Mumbai side ka load ho to batao 9810532132', referenceDate: THU, expected: [] },
  { text: 'Empty truck available at Nagpur, 20 ft container, need load for Pune/Mumbai. Call 9422132132', referenceDate: YEND, expected: [] },
  { text: 'Bhai koi Indore se Delhi ka load de do, 3 gaadi khadi hai', referenceDate: SUN, expected: [] },
  { text: 'Diesel 94.72 ho gaya Delhi me, bhada kaise chalega 😔', referenceDate: TUE, expected: [] },
  { text: 'Raipur wali party ka 45000 pending hai 2 mahine se, koi jaanta hai to batao', referenceDate: THU, expected: [] },
  { text: 'Happy new year advance me sabhi transporter bhaiyon ko 🎉🎉', referenceDate: YEND, expected: [] },
  { text: 'Kal Bhiwandi se Nagpur gaya tha, 14 ghante lag gaye, highway pe bahut jam hai', referenceDate: SUN, expected: [] },
  { text: 'Ahmedabad se Jaipur ka kya chal raha hai aaj kal? 10 wheeler', referenceDate: TUE, expected: [] },
];

// WhatsApp exports (header lines) holding several posts, and plain pastes of 2-4 posts one after another.
const PASTES: LabelledMessage[] = [
  {
    text: '[24/11/26, 9:15:03 AM] Ramesh Transport: Indore se Ahmedabad 20 ton soya oil tanker 38000 kal loading 9826543210\n[24/11/26, 9:17:45 AM] Ramesh Transport: Indore se Nagpur 16 ton dal 12 chakka 24000 9826543210\n[24/11/26, 9:40:12 AM] Sharma Roadlines: Good morning all 🙏',
    referenceDate: TUE,
    expected: [
      { origin: 'Indore', destination: 'Ahmedabad', truck_type: 'tanker', weight: 20, price: 38000, pickup_date: '2026-11-25', phone: '+919826543210', material: 'soya oil' },
      { origin: 'Indore', destination: 'Nagpur', truck_type: 'open', weight: 16, price: 24000, pickup_date: '2026-11-24', phone: '+919826543210', material: 'dal' },
    ],
  },
  {
    text: '25/11/2026, 08:02 - Gupta Cargo: *LOAD AVAILABLE*\nDelhi ➡ Kolkata\nMaterial: Auto parts\nWeight: 8 ton\nTruck: 32 ft SXL\nRate: 92000\nCall 9811100221\n25/11/2026, 08:10 - Vikas Logistics: Mumbai se Bangalore 20 ft container, 9 ton, 40000, 9820045612\n25/11/2026, 08:31 - Anil: 32 ft khali hai Kolkata me 9831200012',
    referenceDate: '2026-11-26',
    expected: [
      { origin: 'Delhi', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 92000, pickup_date: '2026-11-25', phone: '+919811100221', material: 'auto parts' },
      { origin: 'Mumbai', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 20, weight: 9, price: 40000, pickup_date: '2026-11-25', phone: '+919820045612', material: null },
    ],
  },
  {
    text: '[02/12/26, 6:45:10 PM] Patel Roadways: Rajkot thi Delhi\nengine parts 10 ton\n32 ft container\nbhadu 85000\n98250 45678\n[02/12/26, 6:47:33 PM] Patel Roadways: Morbi thi Chennai tiles 30 ton trailer 1.05 lakh 98250 45678\n[02/12/26, 7:02:01 PM] +91 97250 11122: Surat thi Pune no rate?',
    referenceDate: THU,
    expected: [
      { origin: 'Rajkot', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 10, price: 85000, pickup_date: '2026-12-02', phone: '+919825045678', material: 'engine parts' },
      { origin: 'Morbi', destination: 'Chennai', truck_type: 'trailer', weight: 30, price: 105000, pickup_date: '2026-12-02', phone: '+919825045678', material: 'tiles' },
    ],
  },
  {
    text: '[29/12/26, 10:05:44 AM] Balaji Transport: 🚚 Chennai to Hyderabad 🚚\n📦 Tyres 9 ton\n🚛 24 ft container\n💰 45,000\n📅 31-Dec\n📞 9444055667\n[29/12/26, 10:06:02 AM] Balaji Transport: 🚚 Chennai to Coimbatore 🚚\n📦 Tyres 6 ton\n🚛 19 ft Eicher\n💰 22,000\n📅 Tomorrow\n📞 9444055668',
    referenceDate: YEND,
    expected: [
      { origin: 'Chennai', destination: 'Hyderabad', truck_type: 'container', truck_length_ft: 24, weight: 9, price: 45000, pickup_date: '2026-12-31', phone: '+919444055667', material: 'tyres' },
      { origin: 'Chennai', destination: 'Coimbatore', truck_type: 'lcv', truck_length_ft: 19, weight: 6, price: 22000, pickup_date: '2026-12-30', phone: '+919444055668', material: 'tyres' },
    ],
  },
  {
    text: '22/11/2026, 7:30 am - Jai Mata Di Roadlines: Ludhiana se Mumbai hosiery 7 ton 32ft container 90000 9814455667\n22/11/2026, 7:31 am - Jai Mata Di Roadlines: Ludhiana se Chennai bicycle 8 ton 32 ft container 1.2 lakh 9814455667\n22/11/2026, 7:45 am - Harpreet: Ji rate thoda kam hai',
    referenceDate: SUN,
    expected: [
      { origin: 'Ludhiana', destination: 'Mumbai', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 90000, pickup_date: '2026-11-22', phone: '+919814455667', material: 'hosiery' },
      {
        origin: 'Ludhiana',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 8,
        price: 120000,
        pickup_date: '2026-11-22',
        phone: '+919814455667',
        material: ['bicycle', 'bicycles'],
      },
    ],
  },
  {
    text: '[23/11/26, 11:12:09 PM] Shree Ganesh Logistics: Pune to Delhi 2 gaadi 32 ft MXL, auto parts, 95000 per gaadi, 26 tarikh loading, 9850077881\n[23/11/26, 11:15:40 PM] Shree Ganesh Logistics: image omitted\n[24/11/26, 7:01:03 AM] Deepak: Good morning 🌹🌹',
    referenceDate: TUE,
    expected: trucks(2, {
      origin: 'Pune',
      destination: 'Delhi',
      truck_type: 'container',
      truck_length_ft: 32,
      price: 95000,
      pickup_date: '2026-11-26',
      phone: '+919850077881',
      material: 'auto parts',
    }),
  },
  {
    text: '[03/12/26, 2:20:11 PM] Kumar Freight: Forwarded\nNagpur to Raipur\nCement 30 ton\nTaurus \n1100 per ton\nLoading today\nContact 7709012345\n[03/12/26, 2:21:30 PM] Kumar Freight: Nagpur to Jabalpur cement 20 ton 12 tyre 1250 per ton 7709012345',
    referenceDate: THU,
    expected: [
      { origin: 'Nagpur', destination: 'Raipur', truck_type: 'open', weight: 30, rate_per_tonne: 1100, price: 33000, pickup_date: '2026-12-03', phone: '+917709012345', material: 'cement' },
      { origin: 'Nagpur', destination: 'Jabalpur', truck_type: 'open', weight: 20, rate_per_tonne: 1250, price: 25000, pickup_date: '2026-12-03', phone: '+917709012345', material: 'cement' },
    ],
  },
  {
    text: '[28/12/26, 9:00:01 PM] Om Sai Transport: Aurangabad se Bhiwandi 20 ft container, pharma 5 ton, 18000 - 9823456701\n[28/12/26, 9:05:17 PM] Raju Bhai: Bhiwandi me 20 ft khali hai kal ke liye 9867012345\n[29/12/26, 8:15:22 AM] Om Sai Transport: Waluj se Chakan 2 truck 24 ft closed body, auto parts, 21000 per truck, 9823456701',
    referenceDate: YEND,
    expected: [
      { origin: 'Aurangabad', destination: 'Bhiwandi', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 18000, pickup_date: '2026-12-28', phone: '+919823456701', material: 'pharma' },
      ...trucks(2, {
        origin: 'Aurangabad',
        destination: 'Chakan',
        truck_type: 'container',
        truck_length_ft: 24,
        price: 21000,
        pickup_date: '2026-12-29',
        phone: '+919823456701',
        material: 'auto parts',
      }),
    ],
  },
  {
    text: '22/11/26, 6:12 PM - Mahadev Carriers: Sangli te Bangalore halad 10 ton 6 chakka 28000 udya 9850234567\n22/11/26, 6:14 PM - Mahadev Carriers: Sangli te Hyderabad bedana 8 ton 26000 parva 9850234567',
    referenceDate: SUN,
    expected: [
      { origin: 'Sangli', destination: 'Bengaluru', truck_type: 'open', weight: 10, price: 28000, pickup_date: '2026-11-23', phone: '+919850234567', material: 'halad' },
      { origin: 'Sangli', destination: 'Hyderabad', weight: 8, price: 26000, pickup_date: '2026-11-24', phone: '+919850234567', material: 'bedana' },
    ],
  },
  {
    text: '[24/11/26, 12:01:55 PM] Vishwakarma Roadlines: माल उपलब्ध\nजयपुर से मुंबई\nमार्बल 25 टन\nट्रेलर\nभाड़ा 55000\n9460012345\n[24/11/26, 12:03:10 PM] Vishwakarma Roadlines: जयपुर से पुणे मार्बल 22 टन ट्रेलर 60000 9460012345',
    referenceDate: TUE,
    expected: [
      { origin: 'Jaipur', destination: 'Mumbai', truck_type: 'trailer', weight: 25, price: 55000, pickup_date: '2026-11-24', phone: '+919460012345', material: 'मार्बल' },
      { origin: 'Jaipur', destination: 'Pune', truck_type: 'trailer', weight: 22, price: 60000, pickup_date: '2026-11-24', phone: '+919460012345', material: 'मार्बल' },
    ],
  },
  {
    text: '[03/12/26, 9:01:10 AM] Guru Kripa: Kanpur to Delhi leather 9 ton 6 chakka 15000 9415567890\n[03/12/26, 9:03:44 AM] Mehta Roadways: Vapi to Chennai chemical 12 ton 32 ft closed 1.15 lakh 9824567890\n[03/12/26, 9:10:03 AM] Singh Transport: Amritsar to Jammu rice 15 ton 10 wheeler 24000 9417567890',
    referenceDate: THU,
    expected: [
      { origin: 'Kanpur', destination: 'Delhi', truck_type: 'open', weight: 9, price: 15000, pickup_date: '2026-12-03', phone: '+919415567890', material: 'leather' },
      { origin: 'Vapi', destination: 'Chennai', truck_type: 'container', truck_length_ft: 32, weight: 12, price: 115000, pickup_date: '2026-12-03', phone: '+919824567890', material: 'chemical' },
      { origin: 'Amritsar', destination: 'Jammu', truck_type: 'open', weight: 15, price: 24000, pickup_date: '2026-12-03', phone: '+919417567890', material: 'rice' },
    ],
  },
  {
    text: '29/12/2026, 11:20 - Sai Logistics: This message was deleted\n29/12/2026, 11:22 - Sai Logistics: Hosur to Pune 2 wheeler parts 5 ton, 24 ft container, 45000, 9443567890\n29/12/2026, 11:40 - Tamil Selvan: Hosur la 20 ft vandi free iruku 9443567891',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Hosur',
        destination: 'Pune',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 5,
        price: 45000,
        pickup_date: '2026-12-29',
        phone: '+919443567890',
        material: ['2 wheeler parts', 'two wheeler parts'],
      },
    ],
  },
  {
    text: 'Delhi to Jaipur 9 ton kapda 6 chakka 15000 9810011223\n\nDelhi to Ludhiana 12 ton FMCG 10 wheeler 22000 9810044556',
    referenceDate: SUN,
    expected: [
      { origin: 'Delhi', destination: 'Jaipur', truck_type: 'open', weight: 9, price: 15000, pickup_date: '2026-11-22', phone: '+919810011223', material: 'kapda' },
      { origin: 'Delhi', destination: 'Ludhiana', truck_type: 'open', weight: 12, price: 22000, pickup_date: '2026-11-22', phone: '+919810044556', material: 'fmcg' },
    ],
  },
  {
    text: 'Mumbai se Surat 20 ft container 10 ton 16000 kal 98200-11223\nMumbai se Vapi 17 ft 5 ton 9000 aaj 98200-44556\nMumbai se Nashik 407 3 ton 7000 parso 98200-77889',
    referenceDate: TUE,
    expected: [
      { origin: 'Mumbai', destination: 'Surat', truck_type: 'container', truck_length_ft: 20, weight: 10, price: 16000, pickup_date: '2026-11-25', phone: '+919820011223', material: null },
      { origin: 'Mumbai', destination: 'Vapi', truck_length_ft: 17, weight: 5, price: 9000, pickup_date: '2026-11-24', phone: '+919820044556', material: null },
      { origin: 'Mumbai', destination: 'Nashik', truck_type: 'lcv', weight: 3, price: 7000, pickup_date: '2026-11-26', phone: '+919820077889', material: null },
    ],
  },
  {
    text: 'LOAD 1\nFrom: Chennai\nTo: Bangalore\nMaterial: Tyres\nWeight: 10 Ton\nVehicle: 24 ft container\nRate: 26000\nContact: 9444011223\n\nLOAD 2\nFrom: Chennai\nTo: Madurai\nMaterial: Cement bags\nWeight: 20 Ton\nVehicle: 10 wheeler\nRate: 18000\nContact: 9444044556',
    referenceDate: THU,
    expected: [
      { origin: 'Chennai', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 24, weight: 10, price: 26000, pickup_date: '2026-12-03', phone: '+919444011223', material: 'tyres' },
      { origin: 'Chennai', destination: 'Madurai', truck_type: 'open', weight: 20, price: 18000, pickup_date: '2026-12-03', phone: '+919444044556', material: ['cement', 'cement bags'] },
    ],
  },
  {
    text: '🔴 Ahmedabad - Delhi | 32ft SXL | garments 7T | 68000 | 9825011223\n🔴 Ahmedabad - Kolkata | 32ft SXL | garments 7T | 1.1L | 9825044556\n🔴 Ahmedabad - Jaipur | 20ft | cotton 9T | 30000 | 9825077889\n🔴 Ahmedabad - Indore | 19ft Eicher | 5T | 18000 | 9825099001',
    referenceDate: YEND,
    expected: [
      { origin: 'Ahmedabad', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 68000, pickup_date: '2026-12-29', phone: '+919825011223', material: 'garments' },
      { origin: 'Ahmedabad', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 110000, pickup_date: '2026-12-29', phone: '+919825044556', material: 'garments' },
      { origin: 'Ahmedabad', destination: 'Jaipur', truck_length_ft: 20, weight: 9, price: 30000, pickup_date: '2026-12-29', phone: '+919825077889', material: 'cotton' },
      { origin: 'Ahmedabad', destination: 'Indore', truck_type: 'lcv', truck_length_ft: 19, weight: 5, price: 18000, pickup_date: '2026-12-29', phone: '+919825099001', material: null },
    ],
  },
  {
    text: 'इंदौर से दिल्ली 20 टन सोयाबीन 14 चक्का 38000 - 9425011223\nIndore se Mumbai 18 ton chana 12 chakka 30000 - 9425044556',
    referenceDate: SUN,
    expected: [
      { origin: 'Indore', destination: 'Delhi', truck_type: 'open', weight: 20, price: 38000, pickup_date: '2026-11-22', phone: '+919425011223', material: 'सोयाबीन' },
      { origin: 'Indore', destination: 'Mumbai', truck_type: 'open', weight: 18, price: 30000, pickup_date: '2026-11-22', phone: '+919425044556', material: 'chana' },
    ],
  },
  {
    text: 'Surat to Kolkata 32 ft container saree 8 ton 1.3 lakh 9909011223\n\n32 ft container khali hai Surat me kal ke liye 9909044556\n\nSurat to Chennai 32 ft container fabric 9 ton 1.4 lakh 9909077889',
    referenceDate: TUE,
    expected: [
      { origin: 'Surat', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 130000, pickup_date: '2026-11-24', phone: '+919909011223', material: 'saree' },
      { origin: 'Surat', destination: 'Chennai', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 140000, pickup_date: '2026-11-24', phone: '+919909077889', material: 'fabric' },
    ],
  },
  {
    text: '1. Nagpur - Hyderabad, oranges 15 ton, 12 tyre, 30000, Call 9422011223\n2. Nagpur - Bhopal, cotton bales 10 ton, 10 tyre, 26000, Call 9422044556\n3. Nagpur - Raipur, 20 ton coal, tipper, 1000/ton, Call 9422077889',
    referenceDate: THU,
    expected: [
      { origin: 'Nagpur', destination: 'Hyderabad', truck_type: 'open', weight: 15, price: 30000, pickup_date: '2026-12-03', phone: '+919422011223', material: 'oranges' },
      { origin: 'Nagpur', destination: 'Bhopal', truck_type: 'open', weight: 10, price: 26000, pickup_date: '2026-12-03', phone: '+919422044556', material: ['cotton bales', 'cotton'] },
      { origin: 'Nagpur', destination: 'Raipur', truck_type: 'tipper', weight: 20, rate_per_tonne: 1000, price: 20000, pickup_date: '2026-12-03', phone: '+919422077889', material: 'coal' },
    ],
  },
  {
    text: 'Rajkot thi Ahmedabad groundnut 20 ton 10 wheel 16000 kale 9824011223\nJunagadh thi Rajkot groundnut 9 ton 6 wheel 9000 kale 9824044556',
    referenceDate: YEND,
    expected: [
      { origin: 'Rajkot', destination: 'Ahmedabad', truck_type: 'open', weight: 20, price: 16000, pickup_date: '2026-12-30', phone: '+919824011223', material: 'groundnut' },
      { origin: 'Junagadh', destination: 'Rajkot', truck_type: 'open', weight: 9, price: 9000, pickup_date: '2026-12-30', phone: '+919824044556', material: 'groundnut' },
    ],
  },
  {
    text: 'Ludhiana to Delhi steel 25 ton trailer 22000 Call 9876011223\nMandi Gobindgarh to Delhi steel 30 ton trailer 26000 Call 9876044556',
    referenceDate: SUN,
    expected: [
      { origin: 'Ludhiana', destination: 'Delhi', truck_type: 'trailer', weight: 25, price: 22000, pickup_date: '2026-11-22', phone: '+919876011223', material: 'steel' },
      { origin: 'Mandi Gobindgarh', destination: 'Delhi', truck_type: 'trailer', weight: 30, price: 26000, pickup_date: '2026-11-22', phone: '+919876044556', material: 'steel' },
    ],
  },
  {
    text: 'Bangalore to Hyderabad 20ft container 8 ton 28000 9845011223\nBangalore to Chennai 17ft 4 ton 15000 9845044556\nBangalore to Pune 32ft MXL 10 ton 62000 9845077889',
    referenceDate: TUE,
    expected: [
      { origin: 'Bengaluru', destination: 'Hyderabad', truck_type: 'container', truck_length_ft: 20, weight: 8, price: 28000, pickup_date: '2026-11-24', phone: '+919845011223', material: null },
      { origin: 'Bengaluru', destination: 'Chennai', truck_length_ft: 17, weight: 4, price: 15000, pickup_date: '2026-11-24', phone: '+919845044556', material: null },
      { origin: 'Bengaluru', destination: 'Pune', truck_type: 'container', truck_length_ft: 32, weight: 10, price: 62000, pickup_date: '2026-11-24', phone: '+919845077889', material: null },
    ],
  },
  {
    text: 'திருப்பூர் to சென்னை பனியன் 5 டன் 16000 9842011223\nஈரோடு to சென்னை மஞ்சள் 10 டன் 22000 9842044556',
    referenceDate: THU,
    expected: [
      { origin: 'Tiruppur', destination: 'Chennai', weight: 5, price: 16000, pickup_date: '2026-12-03', phone: '+919842011223', material: 'பனியன்' },
      { origin: 'Erode', destination: 'Chennai', weight: 10, price: 22000, pickup_date: '2026-12-03', phone: '+919842044556', material: 'மஞ்சள்' },
    ],
  },
  {
    text: 'पुणे ते मुंबई 7 टन ऑटो पार्ट्स 19 फूट 14000 9822011223\nपुणे ते नाशिक 5 टन औषधे 17 फूट 11000 9822044556',
    referenceDate: YEND,
    expected: [
      { origin: 'Pune', destination: 'Mumbai', truck_length_ft: 19, weight: 7, price: 14000, pickup_date: '2026-12-29', phone: '+919822011223', material: 'ऑटो पार्ट्स' },
      { origin: 'Pune', destination: 'Nashik', truck_length_ft: 17, weight: 5, price: 11000, pickup_date: '2026-12-29', phone: '+919822044556', material: 'औषधे' },
    ],
  },
  {
    text: 'Kolkata to Patna FMCG 9 ton 6 chakka 26000 kal 9830011223\n------\nKolkata to Guwahati FMCG 15 ton 10 chakka 62000 9830044556',
    referenceDate: SUN,
    expected: [
      { origin: 'Kolkata', destination: 'Patna', truck_type: 'open', weight: 9, price: 26000, pickup_date: '2026-11-23', phone: '+919830011223', material: 'fmcg' },
      { origin: 'Kolkata', destination: 'Guwahati', truck_type: 'open', weight: 15, price: 62000, pickup_date: '2026-11-22', phone: '+919830044556', material: 'fmcg' },
    ],
  },
];

// English and structured posts (From:/To:/Material:...), with emojis and bullets.
const ENGLISH: LabelledMessage[] = [
  {
    text: '*URGENT LOAD*\nFrom: Mumbai\nTo: Delhi\nMaterial: Steel pipes\nWeight: 25 MT\nTruck: 40 ft trailer\nRate: @2400 PMT\nLoading: 29/11\nContact: +91 98201 76543',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Mumbai',
        destination: 'Delhi',
        truck_type: 'trailer',
        truck_length_ft: 40,
        weight: 25,
        rate_per_tonne: 2400,
        price: 60000,
        pickup_date: '2026-11-29',
        phone: '+919820176543',
        material: ['steel pipes', 'pipes'],
      },
    ],
  },
  {
    text: 'FROM - PUNE\nTO - BANGALORE\nMATERIAL - AUTO PARTS\nWT - 9 TON\nVEHICLE - 32 FT SXL\nFREIGHT - ₹ 55,000/-\nDATE - 26-Nov\nCALL - 9881176543',
    referenceDate: TUE,
    expected: [
      { origin: 'Pune', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 55000, pickup_date: '2026-11-26', phone: '+919881176543', material: 'auto parts' },
    ],
  },
  {
    text: 'Load available ✅\n▪️ Route: Hyderabad ➡️ Vijayawada\n▪️ Material: Rice bags\n▪️ Qty: 20 ton\n▪️ Vehicle: 10 wheeler open\n▪️ Freight: 22,000\n▪️ Loading: Saturday\n▪️ Contact: 9848176543',
    referenceDate: THU,
    expected: [{ origin: 'Hyderabad', destination: 'Vijayawada', truck_type: 'open', weight: 20, price: 22000, pickup_date: '2026-12-05', phone: '+919848176543', material: ['rice', 'rice bags'] }],
  },
  {
    text: 'Required 2 nos 20 ft container from Chennai Port to Bangalore, cargo - machinery parts, 12 ton each, rate 32000 per container, placement 31st Dec. Contact Mr. Suresh 9840176543',
    referenceDate: YEND,
    expected: trucks(2, {
      origin: 'Chennai',
      destination: 'Bengaluru',
      truck_type: 'container',
      truck_length_ft: 20,
      weight: 12,
      price: 32000,
      pickup_date: '2026-12-31',
      phone: '+919840176543',
      material: ['machinery parts', 'machinery'],
    }),
  },
  {
    text: 'Need 1 truck 32ft MXL Bhiwandi to Kolkata, FMCG goods 9 tons, freight Rs 1,15,000, loading tomorrow. Ph: 98678 76543',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Bhiwandi',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 9,
        price: 115000,
        pickup_date: '2026-11-23',
        phone: '+919867876543',
        material: ['fmcg goods', 'fmcg'],
      },
    ],
  },
  {
    text: 'Load from Nagpur to Delhi\nCotton bales 12 ton\n32 ft container\nRs 1800 per ton\nContact 9422276543',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Nagpur',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 12,
        rate_per_tonne: 1800,
        price: 21600,
        pickup_date: '2026-11-24',
        phone: '+919422276543',
        material: ['cotton bales', 'cotton'],
      },
    ],
  },
  {
    text: 'Ready load Vadodara to Chennai, chemicals in drums, 16 MT, 32 ft closed body, 1.05 lakh, loading 5th Dec. Call: 9825276543',
    referenceDate: THU,
    expected: [
      {
        origin: 'Vadodara',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 16,
        price: 105000,
        pickup_date: '2026-12-05',
        phone: '+919825276543',
        material: ['chemicals', 'chemicals in drums', 'chemical drums'],
      },
    ],
  },
  {
    text: 'Truck required: Ludhiana – Pune\nItem: Woollen garments\nWeight 6 ton\n24ft container\nBudget 85k\nLoading 2nd Jan\n☎ 98145 76543',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Ludhiana',
        destination: 'Pune',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 6,
        price: 85000,
        pickup_date: '2027-01-02',
        phone: '+919814576543',
        material: ['woollen garments', 'garments'],
      },
    ],
  },
  {
    text: 'Kolkata to Bhubaneswar, 15 ton iron rods, 10 wheeler, Rs 1,400/ton, loading Monday, call 9831176543',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Kolkata',
        destination: 'Bhubaneswar',
        truck_type: 'open',
        weight: 15,
        rate_per_tonne: 1400,
        price: 21000,
        pickup_date: '2026-11-23',
        phone: '+919831176543',
        material: ['iron rods', 'iron'],
      },
    ],
  },
  {
    text: 'LOAD ALERT 🚨 Guwahati to Siliguri, tea chests 8 ton, 6 wheeler, 28000, 26/11 loading, 9435076543',
    referenceDate: TUE,
    expected: [{ origin: 'Guwahati', destination: 'Siliguri', truck_type: 'open', weight: 8, price: 28000, pickup_date: '2026-11-26', phone: '+919435076543', material: ['tea', 'tea chests'] }],
  },
  {
    text: 'Coimbatore to Kochi\nPump sets\n5 ton\n17 ft container\nRs.16,500\nToday\nCall: 09443376543',
    referenceDate: THU,
    expected: [
      {
        origin: 'Coimbatore',
        destination: 'Kochi',
        truck_type: 'container',
        truck_length_ft: 17,
        weight: 5,
        price: 16500,
        pickup_date: '2026-12-03',
        phone: '+919443376543',
        material: ['pump sets', 'pumps'],
      },
    ],
  },
  {
    text: 'Jamnagar to Delhi brass parts 5 ton 20 ft container 48k 30th loading 9879276543',
    referenceDate: YEND,
    expected: [
      { origin: 'Jamnagar', destination: 'Delhi', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 48000, pickup_date: '2026-12-30', phone: '+919879276543', material: 'brass parts' },
    ],
  },
  {
    text: 'Available load Raipur to Kolkata, sponge iron 28 ton, trailer, Rs 2,100 PMT, loading 25th, contact 7999076543',
    referenceDate: SUN,
    expected: [
      { origin: 'Raipur', destination: 'Kolkata', truck_type: 'trailer', weight: 28, rate_per_tonne: 2100, price: 58800, pickup_date: '2026-11-25', phone: '+917999076543', material: 'sponge iron' },
    ],
  },
  {
    text: 'Hubli to Mumbai onion 18 ton 12 wheeler rate 1.6/kg tomorrow loading 9448276543',
    referenceDate: TUE,
    expected: [{ origin: 'Hubballi', destination: 'Mumbai', truck_type: 'open', weight: 18, rate_per_tonne: 1600, price: 28800, pickup_date: '2026-11-25', phone: '+919448276543', material: 'onion' }],
  },
  {
    text: 'Visakhapatnam to Hyderabad, granite blocks 35 ton, low bed trailer, Rs 75,000, loading on 8th Dec, contact 9849276543',
    referenceDate: THU,
    expected: [
      {
        origin: 'Visakhapatnam',
        destination: 'Hyderabad',
        truck_type: 'trailer',
        weight: 35,
        price: 75000,
        pickup_date: '2026-12-08',
        phone: '+919849276543',
        material: ['granite blocks', 'granite'],
      },
    ],
  },
  {
    text: 'Mangalore to Bangalore cashew 10 ton 20ft container 25000 tomorrow 9845276543',
    referenceDate: YEND,
    expected: [
      { origin: 'Mangaluru', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 20, weight: 10, price: 25000, pickup_date: '2026-12-30', phone: '+919845276543', material: 'cashew' },
    ],
  },
  {
    text: 'Goods: Paint buckets\nFrom: Silvassa\nTo: Lucknow\nWeight: 10 MT\nVehicle: 32 ft closed\nRate: 95,000\nLoading: 26 Nov\nMob: +91-9727176543',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Silvassa',
        destination: 'Lucknow',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 10,
        price: 95000,
        pickup_date: '2026-11-26',
        phone: '+919727176543',
        material: ['paint', 'paint buckets'],
      },
    ],
  },
  {
    text: 'Patna to Ranchi cement 20 ton 10 chakka 16000 kal loading. Contact 9934076543',
    referenceDate: TUE,
    expected: [{ origin: 'Patna', destination: 'Ranchi', truck_type: 'open', weight: 20, price: 16000, pickup_date: '2026-11-25', phone: '+919934076543', material: 'cement' }],
  },
  {
    text: 'Bulker required Kutch (Gandhidham) to Jodhpur fly ash 30 ton rate 1100 per ton loading tomorrow 9426176543',
    referenceDate: THU,
    expected: [
      { origin: 'Gandhidham', destination: 'Jodhpur', truck_type: 'tanker', weight: 30, rate_per_tonne: 1100, price: 33000, pickup_date: '2026-12-04', phone: '+919426176543', material: 'fly ash' },
    ],
  },
  {
    text: 'Dahej to Ankleshwar chemical tanker 20 kl, 15000, today 9879376543',
    referenceDate: YEND,
    expected: [{ origin: 'Dahej', destination: 'Ankleshwar', truck_type: 'tanker', price: 15000, pickup_date: '2026-12-29', phone: '+919879376543', material: 'chemical' }],
  },
  {
    text: 'Frozen container required Pune to Delhi, ice cream 8 ton, 32 ft reefer, Rs 1.25 lakh, loading 24 Nov, call 9881276543',
    referenceDate: SUN,
    expected: [{ origin: 'Pune', destination: 'Delhi', truck_type: 'reefer', truck_length_ft: 32, weight: 8, price: 125000, pickup_date: '2026-11-24', phone: '+919881276543', material: 'ice cream' }],
  },
  {
    text: 'Tata Ace required Okhla to Noida, cartons 700 kg, Rs 1500, today 9811376543',
    referenceDate: TUE,
    expected: [{ origin: 'Delhi', destination: 'Noida', truck_type: 'lcv', weight: 0.7, price: 1500, pickup_date: '2026-11-24', phone: '+919811376543', material: 'cartons' }],
  },
  {
    text: 'Pickup required Peenya to Hosur, 1.5 ton machine parts, Rs 4500, tomorrow, 9845376543',
    referenceDate: THU,
    expected: [{ origin: 'Bengaluru', destination: 'Hosur', truck_type: 'lcv', weight: 1.5, price: 4500, pickup_date: '2026-12-04', phone: '+919845376543', material: 'machine parts' }],
  },
  {
    text: 'Need 3 trucks 20 ft container JNPT to Bhiwandi, 18 ton each, Rs 14,000 per trip, loading today, contact 9930276543',
    referenceDate: YEND,
    expected: trucks(3, {
      origin: 'Nhava Sheva',
      destination: 'Bhiwandi',
      truck_type: 'container',
      truck_length_ft: 20,
      weight: 18,
      price: 14000,
      pickup_date: '2026-12-29',
      phone: '+919930276543',
      material: null,
    }),
  },
  {
    text: 'Ennore port to Bangalore 40 ft trailer, coal 30 ton, @1450 PMT, loading Tuesday, 9840276543',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Ennore',
        destination: 'Bengaluru',
        truck_type: 'trailer',
        truck_length_ft: 40,
        weight: 30,
        rate_per_tonne: 1450,
        price: 43500,
        pickup_date: '2026-11-24',
        phone: '+919840276543',
        material: 'coal',
      },
    ],
  },
  {
    text: 'Load: Solapur to Bangalore | Sugar 25 T | 12 wheeler | 1500/T | 27-11-2026 | 9423276543',
    referenceDate: TUE,
    expected: [
      { origin: 'Solapur', destination: 'Bengaluru', truck_type: 'open', weight: 25, rate_per_tonne: 1500, price: 37500, pickup_date: '2026-11-27', phone: '+919423276543', material: 'sugar' },
    ],
  },
  {
    text: 'Bokaro to Lucknow HR coils 25 MT trailer Rs 2200 PMT dt 6/12 call 9431176543',
    referenceDate: THU,
    expected: [
      {
        origin: 'Bokaro',
        destination: 'Lucknow',
        truck_type: 'trailer',
        weight: 25,
        rate_per_tonne: 2200,
        price: 55000,
        pickup_date: '2026-12-06',
        phone: '+919431176543',
        material: ['hr coils', 'coils'],
      },
    ],
  },
  {
    text: 'Rourkela to Chennai steel plates 30 ton trailer, freight 1.35 lakh, loading 3rd January, 9437076543',
    referenceDate: YEND,
    expected: [
      { origin: 'Rourkela', destination: 'Chennai', truck_type: 'trailer', weight: 30, price: 135000, pickup_date: '2027-01-03', phone: '+919437076543', material: ['steel plates', 'steel'] },
    ],
  },
  {
    text: 'Agra to Delhi shoes 3 ton, 14 ft tempo, 9000, tomorrow, 9837276543',
    referenceDate: SUN,
    expected: [{ origin: 'Agra', destination: 'Delhi', truck_type: 'lcv', truck_length_ft: 14, weight: 3, price: 9000, pickup_date: '2026-11-23', phone: '+919837276543', material: 'shoes' }],
  },
  {
    text: 'Urgent!! Guntur to Kolkata chilli 10 ton, 24 ft container, 60000, loading today, 9440176543',
    referenceDate: TUE,
    expected: [
      { origin: 'Guntur', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 24, weight: 10, price: 60000, pickup_date: '2026-11-24', phone: '+919440176543', material: 'chilli' },
    ],
  },
  {
    text: 'Loading point: Sahibabad\nUnloading point: Jaipur\nMaterial: plywood\nWeight: 12 ton\nTruck: 22 ft open body\nFreight: 21000\nDate: 04/12\nContact: 9818076543',
    referenceDate: THU,
    expected: [
      { origin: 'Ghaziabad', destination: 'Jaipur', truck_type: 'open', truck_length_ft: 22, weight: 12, price: 21000, pickup_date: '2026-12-04', phone: '+919818076543', material: 'plywood' },
    ],
  },
  {
    text: 'Loading Pantnagar, unloading Pune. 2 x 32ft SXL. Material: FMCG. Rs 98,000 per vehicle. Placement 30th Dec. Call 7500076543',
    referenceDate: YEND,
    expected: trucks(2, { origin: 'Pantnagar', destination: 'Pune', truck_type: 'container', truck_length_ft: 32, price: 98000, pickup_date: '2026-12-30', phone: '+917500076543', material: 'fmcg' }),
  },
  {
    text: 'Bengaluru to Hyderabad laptops 3 ton 17ft container 32000 Tuesday 9886076543',
    referenceDate: SUN,
    expected: [
      { origin: 'Bengaluru', destination: 'Hyderabad', truck_type: 'container', truck_length_ft: 17, weight: 3, price: 32000, pickup_date: '2026-11-24', phone: '+919886076543', material: 'laptops' },
    ],
  },
  {
    text: 'Ex Chennai to Trichy, 10 ton rice, 10 wheeler, 15k, call 9444376543',
    referenceDate: TUE,
    expected: [{ origin: 'Chennai', destination: 'Tiruchirappalli', truck_type: 'open', weight: 10, price: 15000, pickup_date: '2026-11-24', phone: '+919444376543', material: 'rice' }],
  },
  {
    text: 'Delhi - Dehradun | 9 ton | furniture | 20 ft closed body | 24000 | Monday | 9818176543',
    referenceDate: THU,
    expected: [
      { origin: 'Delhi', destination: 'Dehradun', truck_type: 'container', truck_length_ft: 20, weight: 9, price: 24000, pickup_date: '2026-12-07', phone: '+919818176543', material: 'furniture' },
    ],
  },
  {
    text: 'Ahmednagar to Chennai sugar 25 ton rate 1.75 per kg loading 2 jan Ph 091-9922176543',
    referenceDate: YEND,
    expected: [{ origin: 'Ahmednagar', destination: 'Chennai', weight: 25, rate_per_tonne: 1750, price: 43750, pickup_date: '2027-01-02', phone: '+919922176543', material: 'sugar' }],
  },
  {
    text: 'Kanpur to Guwahati, 9 ton detergent, 32 ft container, Rs 1,35,000, loading 28/11, call 8127076543',
    referenceDate: SUN,
    expected: [
      { origin: 'Kanpur', destination: 'Guwahati', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 135000, pickup_date: '2026-11-28', phone: '+918127076543', material: 'detergent' },
    ],
  },
  {
    text: 'Jodhpur to Delhi handicraft furniture 5 ton 22ft closed body 38000 Friday 9414476543',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Jodhpur',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 5,
        price: 38000,
        pickup_date: '2026-11-27',
        phone: '+919414476543',
        material: ['handicraft furniture', 'furniture'],
      },
    ],
  },
  {
    text: 'Required open truck 14 wheeler Bhilai to Nagpur, TMT bars 25 ton, 1000/ton, today, 9300176543',
    referenceDate: THU,
    expected: [
      { origin: 'Bhilai', destination: 'Nagpur', truck_type: 'open', weight: 25, rate_per_tonne: 1000, price: 25000, pickup_date: '2026-12-03', phone: '+919300176543', material: ['tmt bars', 'tmt'] },
    ],
  },
  {
    text: 'Tirupati to Chennai, mango pulp 15 ton, 20 ft reefer, 30000, 31/12, 9440276543',
    referenceDate: YEND,
    expected: [
      { origin: 'Tirupati', destination: 'Chennai', truck_type: 'reefer', truck_length_ft: 20, weight: 15, price: 30000, pickup_date: '2026-12-31', phone: '+919440276543', material: 'mango pulp' },
    ],
  },
  {
    text: 'Salem to Bangalore sago 16 ton 12 wheel 18000 day after tomorrow 9894176543',
    referenceDate: SUN,
    expected: [{ origin: 'Salem', destination: 'Bengaluru', truck_type: 'open', weight: 16, price: 18000, pickup_date: '2026-11-24', phone: '+919894176543', material: 'sago' }],
  },
  {
    text: 'Meerut to Mumbai sports goods 4 ton, 19 ft eicher, 52000, 28th Nov, 9837376543',
    referenceDate: TUE,
    expected: [
      { origin: 'Meerut', destination: 'Mumbai', truck_type: 'lcv', truck_length_ft: 19, weight: 4, price: 52000, pickup_date: '2026-11-28', phone: '+919837376543', material: 'sports goods' },
    ],
  },
  {
    text: 'Jabalpur to Delhi peas (matar) 10 ton reefer 55000 tomorrow 9425276543',
    referenceDate: THU,
    expected: [
      { origin: 'Jabalpur', destination: 'Delhi', truck_type: 'reefer', weight: 10, price: 55000, pickup_date: '2026-12-04', phone: '+919425276543', material: ['peas', 'matar', 'peas (matar)'] },
    ],
  },
  {
    text: 'Krishnapatnam port to Hyderabad, coal 32 ton, tipper, Rs 1,250 per MT, loading today, 9849376543',
    referenceDate: YEND,
    expected: [
      { origin: 'Krishnapatnam', destination: 'Hyderabad', truck_type: 'tipper', weight: 32, rate_per_tonne: 1250, price: 40000, pickup_date: '2026-12-29', phone: '+919849376543', material: 'coal' },
    ],
  },
  {
    text: 'Karnal to Bangalore basmati rice 25 ton 16 tyre 1.15 lakh 27th Nov 9896176543',
    referenceDate: SUN,
    expected: [
      { origin: 'Karnal', destination: 'Bengaluru', truck_type: 'open', weight: 25, price: 115000, pickup_date: '2026-11-27', phone: '+919896176543', material: ['basmati rice', 'basmati', 'rice'] },
    ],
  },
  {
    text: 'Pipavav to Delhi 40 ft trailer, 26 ton, Rs 1,40,000, 25th Nov, 9825376543',
    referenceDate: TUE,
    expected: [{ origin: 'Pipavav', destination: 'Delhi', truck_type: 'trailer', truck_length_ft: 40, weight: 26, price: 140000, pickup_date: '2026-11-25', phone: '+919825376543', material: null }],
  },
  {
    text: 'Durgapur to Patna steel 20 ton 12 tyre 30000 Sunday loading, 9434076543',
    referenceDate: THU,
    expected: [{ origin: 'Durgapur', destination: 'Patna', truck_type: 'open', weight: 20, price: 30000, pickup_date: '2026-12-06', phone: '+919434076543', material: 'steel' }],
  },
  {
    text: 'Siliguri to Guwahati, 6 ton medicines, 20 ft container, 35000, tomorrow. Contact 9832076543 / 9832076544',
    referenceDate: YEND,
    expected: [
      { origin: 'Siliguri', destination: 'Guwahati', truck_type: 'container', truck_length_ft: 20, weight: 6, price: 35000, pickup_date: '2026-12-30', phone: '+919832076543', material: 'medicines' },
    ],
  },
  {
    text: 'Vapi to Delhi 3 truck 32 ft container plastic granules 15 ton each Rs 75000/truck loading 25/11 contact 9825476543',
    referenceDate: SUN,
    expected: trucks(3, {
      origin: 'Vapi',
      destination: 'Delhi',
      truck_type: 'container',
      truck_length_ft: 32,
      weight: 15,
      price: 75000,
      pickup_date: '2026-11-25',
      phone: '+919825476543',
      material: ['plastic granules', 'plastic'],
    }),
  },
  {
    text: 'Bhilwara to Surat, fabric 10 ton, 24 ft container, 38k, today, 9414576543',
    referenceDate: TUE,
    expected: [
      { origin: 'Bhilwara', destination: 'Surat', truck_type: 'container', truck_length_ft: 24, weight: 10, price: 38000, pickup_date: '2026-11-24', phone: '+919414576543', material: 'fabric' },
    ],
  },
];

// Posts that are not loads: trucks available, requests for loads, greetings, news, rate questions, complaints.
const NOISE: LabelledMessage[] = [
  { text: 'Good morning 🌅 Have a nice day all transporters', referenceDate: SUN, expected: [] },
  { text: 'Truck available: 32 ft MXL at Chakan, ready for loading to anywhere in North India. Call 9822276543', referenceDate: TUE, expected: [] },
  { text: 'Need load from Kolkata to Delhi, 2 trucks 32 ft available. Contact 9831276543', referenceDate: THU, expected: [] },
  { text: 'NH48 closed near Vapi due to accident, expect 6 hours delay', referenceDate: YEND, expected: [] },
  { text: 'What is the current rate Mumbai to Chennai 20 ft container?', referenceDate: SUN, expected: [] },
  { text: 'Payment not received from Sharma Roadlines for Jaipur-Delhi trip since October. Beware!!', referenceDate: TUE, expected: [] },
  { text: 'Diesel price today: Delhi 87.62, Mumbai 103.44, Chennai 92.95', referenceDate: THU, expected: [] },
  { text: 'Wishing all members a very Happy New Year 2027 🎆', referenceDate: YEND, expected: [] },
  { text: 'Forwarded as received: Govt to make FASTag mandatory for all trucks from 1st Jan. 20% toll hike on Mumbai Pune expressway.', referenceDate: SUN, expected: [] },
  { text: 'Return load required Hyderabad to Pune, 20 ft container empty on 26th, call 9848276543', referenceDate: TUE, expected: [] },
  { text: 'Please add me in more load groups, I have 15 trucks all India 9810676543', referenceDate: THU, expected: [] },
  { text: 'Trailer 40 ft khali Mundra port, koi bhi load chalega 9825576543', referenceDate: YEND, expected: [] },
  { text: 'Who has load Bangalore to Chennai today? my vehicle is empty at Hosur', referenceDate: SUN, expected: [] },
  { text: 'Bhai Rajkot se Jaipur 28 ton ka kitna lagega aajkal?', referenceDate: TUE, expected: [] },
  { text: 'Sold 2 trucks last week, 2019 model Tata 4018, Rs 18 lakh each. Interested call 9876576543', referenceDate: THU, expected: [] },
  { text: "Today's mandi bhav: Nashik onion 2200/quintal, Lasalgaon 2350", referenceDate: YEND, expected: [] },
  { text: 'GPS tracking devices available for trucks, Rs 2500 only. WhatsApp 9812076543', referenceDate: SUN, expected: [] },
  { text: '🙏 RIP. Our member Ramesh ji from Kanpur passed away last night.', referenceDate: TUE, expected: [] },
  { text: 'Any transporter in Ludhiana? Need reference.', referenceDate: THU, expected: [] },
  { text: 'Admin please remove spam messages from this group', referenceDate: YEND, expected: [] },
  { text: 'Driver required for 18 wheeler, Delhi based, salary 25000, contact 9810776543', referenceDate: SUN, expected: [] },
  { text: 'Mere paas 10 gaadi hai 32 ft container, Gujarat se koi bhi load do', referenceDate: TUE, expected: [] },
  { text: 'Sir Pune to Nagpur 20 ton ka rate batao please', referenceDate: THU, expected: [] },
  { text: 'Load delivered Chennai to Delhi in 4 days, thanks to driver Raju 👍', referenceDate: YEND, expected: [] },
  { text: 'सभी को राम राम 🙏 आज से चक्का जाम हड़ताल है, गाड़ी ना चलाएं', referenceDate: SUN, expected: [] },
  { text: 'અમારી 3 ગાડી રાજકોટ માં ખાલી છે, કોઈ પણ લોડ હોય તો કહો 9824676543', referenceDate: TUE, expected: [] },
  { text: 'Vehicle available: 20 ft Eicher at Ggn, going towards Jaipur. 9871276543', referenceDate: THU, expected: [] },
  { text: 'E-way bill portal down since morning, nobody can generate bills', referenceDate: YEND, expected: [] },
];

// More of every kind: Indic posts, Hinglish with typos and capitals, rates with and without weight, pastes, chatter.
const MORE: LabelledMessage[] = [
  {
    text: '*माल तैयार है*\nकोल्हापुर ➡️ दिल्ली\nगुड़ 18 टन\nकिराया 2 रुपये किलो\nसोमवार लोडिंग\n☎️ 9421012345',
    referenceDate: SUN,
    expected: [{ origin: 'Kolhapur', destination: 'Delhi', weight: 18, rate_per_tonne: 2000, price: 36000, pickup_date: '2026-11-23', phone: '+919421012345', material: 'गुड़' }],
  },
  {
    text: 'राजकोट से कोलकाता मूंगफली 25 टन, ट्रेलर, 65 हजार, 27 तारीख को गाड़ी लगेगी, 9428012345',
    referenceDate: TUE,
    expected: [{ origin: 'Rajkot', destination: 'Kolkata', truck_type: 'trailer', weight: 25, price: 65000, pickup_date: '2026-11-27', phone: '+919428012345', material: 'मूंगफली' }],
  },
  {
    text: 'अलीगढ़ से बेंगलुरु ताले (locks) 6 टन, 24 फीट कंटेनर, भाड़ा 1,10,000, परसों, 9897012345',
    referenceDate: THU,
    expected: [
      {
        origin: 'Aligarh',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 6,
        price: 110000,
        pickup_date: '2026-12-05',
        phone: '+919897012345',
        material: ['ताले', 'locks', 'ताले (locks)'],
      },
    ],
  },
  {
    text: 'बीकानेर से दिल्ली भुजिया नमकीन 8 टन, 19 फीट आयशर, 24000, कल, 9414612345',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Bikaner',
        destination: 'Delhi',
        truck_type: 'lcv',
        truck_length_ft: 19,
        weight: 8,
        price: 24000,
        pickup_date: '2026-12-30',
        phone: '+919414612345',
        material: ['भुजिया नमकीन', 'नमकीन', 'भुजिया'],
      },
    ],
  },
  {
    text: 'गोरखपुर से लुधियाना\nधान 200 क्विंटल\nभाड़ा 140 रुपये प्रति क्विंटल\n12 चक्का\nकल गाड़ी चाहिए\nफोन 9450012345',
    referenceDate: SUN,
    expected: [
      { origin: 'Gorakhpur', destination: 'Ludhiana', truck_type: 'open', weight: 20, rate_per_tonne: 1400, price: 28000, pickup_date: '2026-11-23', phone: '+919450012345', material: 'धान' },
    ],
  },
  {
    text: 'ग्वालियर से दिल्ली सरसों 25 टन, भाड़ा 22 हजार, गुरुवार, 9425312345',
    referenceDate: TUE,
    expected: [{ origin: 'Gwalior', destination: 'Delhi', weight: 25, price: 22000, pickup_date: '2026-11-26', phone: '+919425312345', material: 'सरसों' }],
  },
  {
    text: 'नांदेड ते हैदराबाद हळद 10 टन, भाडे 20000, उद्या लोडिंग 9423512345',
    referenceDate: THU,
    expected: [{ origin: 'Nanded', destination: 'Hyderabad', weight: 10, price: 20000, pickup_date: '2026-12-04', phone: '+919423512345', material: 'हळद' }],
  },
  {
    text: 'बारामती ते मुंबई साखर 20 टन भाडे 19000 परवा 9420012345',
    referenceDate: YEND,
    expected: [{ origin: 'Baramati', destination: 'Mumbai', weight: 20, price: 19000, pickup_date: '2026-12-31', phone: '+919420012345', material: 'साखर' }],
  },
  {
    text: 'कोल्हापूर ते बेळगाव गूळ 10 टन 6 चाकी भाडे 9000 आज 9421112345',
    referenceDate: SUN,
    expected: [{ origin: 'Kolhapur', destination: 'Belagavi', truck_type: 'open', weight: 10, price: 9000, pickup_date: '2026-11-22', phone: '+919421112345', material: 'गूळ' }],
  },
  {
    text: 'ગોંડલ થી રાજકોટ મગફળી 15 ટન, 10 વ્હીલ, ભાડું 7000, આજે 9825212345',
    referenceDate: TUE,
    expected: [{ origin: 'Gondal', destination: 'Rajkot', truck_type: 'open', weight: 15, price: 7000, pickup_date: '2026-11-24', phone: '+919825212345', material: 'મગફળી' }],
  },
  {
    text: 'મહેસાણા થી દિલ્હી દૂધ પાવડર 10 ટન, 24 ફૂટ કન્ટેનર, ભાડું 58000, પરમ દિવસે, 9825312345',
    referenceDate: THU,
    expected: [
      { origin: 'Mehsana', destination: 'Delhi', truck_type: 'container', truck_length_ft: 24, weight: 10, price: 58000, pickup_date: '2026-12-05', phone: '+919825312345', material: 'દૂધ પાવડર' },
    ],
  },
  {
    text: 'જૂનાગઢ થી સુરત કેરી 9 ટન, 6 વ્હીલ, 21 હજાર, કાલે લોડિંગ, 9825412345',
    referenceDate: YEND,
    expected: [{ origin: 'Junagadh', destination: 'Surat', truck_type: 'open', weight: 9, price: 21000, pickup_date: '2026-12-30', phone: '+919825412345', material: 'કેરી' }],
  },
  {
    text: 'Unjha thi Delhi jeeru 12 ton 22 ft container bhadu 62000 kale 9426312345',
    referenceDate: SUN,
    expected: [{ origin: 'Unjha', destination: 'Delhi', truck_type: 'container', truck_length_ft: 22, weight: 12, price: 62000, pickup_date: '2026-11-23', phone: '+919426312345', material: 'jeeru' }],
  },
  {
    text: 'நாமக்கல் to கொல்கத்தா முட்டை 12 டன் 32 அடி கண்டெய்னர் வாடகை 1,05,000 நாளை 9842312345',
    referenceDate: TUE,
    expected: [
      { origin: 'Namakkal', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 12, price: 105000, pickup_date: '2026-11-25', phone: '+919842312345', material: 'முட்டை' },
    ],
  },
  {
    text: 'தூத்துக்குடி இருந்து மதுரை உப்பு 20 டன், டிப்பர், வாடகை 14000, இன்று, 9443412345',
    referenceDate: THU,
    expected: [{ origin: 'Thoothukudi', destination: 'Madurai', truck_type: 'tipper', weight: 20, price: 14000, pickup_date: '2026-12-03', phone: '+919443412345', material: 'உப்பு' }],
  },
  {
    text: 'ਪਟਿਆਲਾ ਤੋਂ ਕਾਨਪੁਰ ਕਣਕ 25 ਟਨ, 12 ਟਾਇਰ, ਭਾੜਾ 1600 ਰੁਪਏ ਟਨ, ਕੱਲ੍ਹ, 9815112345',
    referenceDate: YEND,
    expected: [{ origin: 'Patiala', destination: 'Kanpur', truck_type: 'open', weight: 25, rate_per_tonne: 1600, price: 40000, pickup_date: '2026-12-30', phone: '+919815112345', material: 'ਕਣਕ' }],
  },
  {
    text: 'दिल्ली से गुवाहाटी\n3 गाड़ी 32 फीट\nFMCG\nहर गाड़ी का भाड़ा 1.4 लाख\n28 तारीख\n9811512345',
    referenceDate: SUN,
    expected: trucks(3, { origin: 'Delhi', destination: 'Guwahati', truck_length_ft: 32, price: 140000, pickup_date: '2026-11-28', phone: '+919811512345', material: 'fmcg' }),
  },
  {
    text: 'जबलपुर से मुंबई मटर 9 टन रीफर 85000 कल 9425412345',
    referenceDate: TUE,
    expected: [{ origin: 'Jabalpur', destination: 'Mumbai', truck_type: 'reefer', weight: 9, price: 85000, pickup_date: '2026-11-25', phone: '+919425412345', material: 'मटर' }],
  },
  {
    text: 'Jaipur से Delhi मार्बल 25 टन ट्रेलर भाड़ा 20000 आज 9414712345',
    referenceDate: THU,
    expected: [{ origin: 'Jaipur', destination: 'Delhi', truck_type: 'trailer', weight: 25, price: 20000, pickup_date: '2026-12-03', phone: '+919414712345', material: 'मार्बल' }],
  },
  { text: 'कानपुर में 10 चक्का गाड़ी खाली है, कहीं का भी लोड दे दो 9415912345', referenceDate: YEND, expected: [] },
  { text: 'नाशिक ते मुंबई कांदा भाडे किती चालू आहे?', referenceDate: SUN, expected: [] },
  { text: 'સૌને સુપ્રભાત 🙏 જય શ્રી કૃષ્ણ', referenceDate: TUE, expected: [] },
  {
    text: 'GAADI CHAHIYE URGENT!!! BHIWANDI SE INDORE 20 FT CONTAINER 7 TON ELECTRICAL GOODS 32000 AAJ HI 9819012345',
    referenceDate: THU,
    expected: [
      {
        origin: 'Bhiwandi',
        destination: 'Indore',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 7,
        price: 32000,
        pickup_date: '2026-12-03',
        phone: '+919819012345',
        material: ['electrical goods', 'electrical'],
      },
    ],
  },
  {
    text: 'Ahmedabad se Hyd 32 ft sxl, 2 gaadi, pharma 8 ton each, 1.2 lakh fix per gaadi, 31 ko loading, 9825612345',
    referenceDate: YEND,
    expected: trucks(2, {
      origin: 'Ahmedabad',
      destination: 'Hyderabad',
      truck_type: 'container',
      truck_length_ft: 32,
      weight: 8,
      price: 120000,
      pickup_date: '2026-12-31',
      phone: '+919825612345',
      material: 'pharma',
    }),
  },
  {
    text: 'Noida se Chennai mobile phones 4 ton 24 ft container, 1.35 lakh, aaj raat loading, 9899012345',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Noida',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 4,
        price: 135000,
        pickup_date: '2026-11-22',
        phone: '+919899012345',
        material: ['mobile phones', 'mobiles'],
      },
    ],
  },
  {
    text: 'kal subah Kalamboli se Nagpur steel 25 ton trailer 1.7 rs/kg 9821212345',
    referenceDate: TUE,
    expected: [
      { origin: 'Kalamboli', destination: 'Nagpur', truck_type: 'trailer', weight: 25, rate_per_tonne: 1700, price: 42500, pickup_date: '2026-11-25', phone: '+919821212345', material: 'steel' },
    ],
  },
  {
    text: 'Rewari se Pune 16 tyre gaadi, wire rods 25 ton, rate 1800 PMT, Monday ko, 9812212345',
    referenceDate: THU,
    expected: [{ origin: 'Rewari', destination: 'Pune', truck_type: 'open', weight: 25, rate_per_tonne: 1800, price: 45000, pickup_date: '2026-12-07', phone: '+919812212345', material: 'wire rods' }],
  },
  {
    text: 'Neemrana se Chennai AC units 6 ton 32ft MXL 1.05 lakh parso loading 9829212345',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Neemrana',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 6,
        price: 105000,
        pickup_date: '2026-12-31',
        phone: '+919829212345',
        material: ['ac units', 'ac'],
      },
    ],
  },
  {
    text: 'Bhai log, Jalandhar se Bombay 32 ft container chahiye, sports goods 5 ton, 95000 final, Tuesday loading, no. 98150 22345',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Jalandhar',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 5,
        price: 95000,
        pickup_date: '2026-11-24',
        phone: '+919815022345',
        material: 'sports goods',
      },
    ],
  },
  {
    text: 'Haridwar se Kolkata FMCG 9 ton 32 ft container 1,20,000 kal 9897212345',
    referenceDate: TUE,
    expected: [
      { origin: 'Haridwar', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 120000, pickup_date: '2026-11-25', phone: '+919897212345', material: 'fmcg' },
    ],
  },
  {
    text: 'Dewas se Mumbai soya oil tanker 25 ton 1500 per ton 7 tarikh ko 9826312345',
    referenceDate: THU,
    expected: [
      { origin: 'Dewas', destination: 'Mumbai', truck_type: 'tanker', weight: 25, rate_per_tonne: 1500, price: 37500, pickup_date: '2026-12-07', phone: '+919826312345', material: 'soya oil' },
    ],
  },
  {
    text: 'Moradabad se Delhi brass handicraft 2 ton chhota haathi 6000 aaj 9837412345',
    referenceDate: YEND,
    expected: [
      { origin: 'Moradabad', destination: 'Delhi', truck_type: 'lcv', weight: 2, price: 6000, pickup_date: '2026-12-29', phone: '+919837412345', material: ['brass handicraft', 'handicraft'] },
    ],
  },
  {
    text: 'Bhopal se Indore 407 chahiye, 3 ton medicine, 7500, kal, 9425512345',
    referenceDate: SUN,
    expected: [{ origin: 'Bhopal', destination: 'Indore', truck_type: 'lcv', weight: 3, price: 7500, pickup_date: '2026-11-23', phone: '+919425512345', material: 'medicine' }],
  },
  {
    text: 'Gaziabad se Patna 32 ft container, 8 ton furniture, bhada 72 hazar, 28 ko, 9818212345',
    referenceDate: TUE,
    expected: [
      { origin: 'Ghaziabad', destination: 'Patna', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 72000, pickup_date: '2026-11-28', phone: '+919818212345', material: 'furniture' },
    ],
  },
  {
    text: 'Ahmedabad to Banglore 2 nos 24ft container, textile 6 ton each, 85000 per container, 6 Dec loading, 9825712345',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Ahmedabad',
      destination: 'Bengaluru',
      truck_type: 'container',
      truck_length_ft: 24,
      weight: 6,
      price: 85000,
      pickup_date: '2026-12-06',
      phone: '+919825712345',
      material: 'textile',
    }),
  },
  {
    text: 'Kolkata se Ranchi, cement 15 ton, 10 chakka, 18 hazar, kal, 9830112345',
    referenceDate: YEND,
    expected: [{ origin: 'Kolkata', destination: 'Ranchi', truck_type: 'open', weight: 15, price: 18000, pickup_date: '2026-12-30', phone: '+919830112345', material: 'cement' }],
  },
  {
    text: 'Tuticorin se Coimbatore salt 25 ton tipper 16000 Tuesday 9443512345',
    referenceDate: SUN,
    expected: [{ origin: 'Thoothukudi', destination: 'Coimbatore', truck_type: 'tipper', weight: 25, price: 16000, pickup_date: '2026-11-24', phone: '+919443512345', material: 'salt' }],
  },
  {
    text: 'Secunderabad se Nagpur chilli 10 ton 22 ft closed body 30k Thursday 9848312345',
    referenceDate: TUE,
    expected: [
      { origin: 'Hyderabad', destination: 'Nagpur', truck_type: 'container', truck_length_ft: 22, weight: 10, price: 30000, pickup_date: '2026-11-26', phone: '+919848312345', material: 'chilli' },
    ],
  },
  {
    text: 'Nasik se Ahmedabad grapes 10 ton reefer 45000 aaj raat 9822412345',
    referenceDate: THU,
    expected: [{ origin: 'Nashik', destination: 'Ahmedabad', truck_type: 'reefer', weight: 10, price: 45000, pickup_date: '2026-12-03', phone: '+919822412345', material: 'grapes' }],
  },
  {
    text: 'Bharuch se Nagpur caustic soda 20 ton, bulker, @1900 PMT, 2 Jan loading, 9879412345',
    referenceDate: YEND,
    expected: [
      { origin: 'Bharuch', destination: 'Nagpur', truck_type: 'tanker', weight: 20, rate_per_tonne: 1900, price: 38000, pickup_date: '2027-01-02', phone: '+919879412345', material: 'caustic soda' },
    ],
  },
  {
    text: 'Satna se Lucknow cement 30 ton 14 chakka 900 per ton Monday 9425612345',
    referenceDate: SUN,
    expected: [{ origin: 'Satna', destination: 'Lucknow', truck_type: 'open', weight: 30, rate_per_tonne: 900, price: 27000, pickup_date: '2026-11-23', phone: '+919425612345', material: 'cement' }],
  },
  {
    text: 'Katni se Delhi limestone 28 ton trailer 1500/ton 30 tarikh 9425712345',
    referenceDate: TUE,
    expected: [
      { origin: 'Katni', destination: 'Delhi', truck_type: 'trailer', weight: 28, rate_per_tonne: 1500, price: 42000, pickup_date: '2026-11-30', phone: '+919425712345', material: 'limestone' },
    ],
  },
  {
    text: 'Amravati se Surat cotton 15 ton 12 wheeler 32000, aaj 9422512345',
    referenceDate: THU,
    expected: [{ origin: 'Amravati', destination: 'Surat', truck_type: 'open', weight: 15, price: 32000, pickup_date: '2026-12-03', phone: '+919422512345', material: 'cotton' }],
  },
  {
    text: 'Korba se Raipur coal 25 ton hyva 700 per ton kal 9300212345',
    referenceDate: YEND,
    expected: [{ origin: 'Korba', destination: 'Raipur', truck_type: 'tipper', weight: 25, rate_per_tonne: 700, price: 17500, pickup_date: '2026-12-30', phone: '+919300212345', material: 'coal' }],
  },
  {
    text: 'Jamshedpur se Pune, steel coils 25 ton, trailer, 2.5 rupya kilo, 26 tarikh 9431212345',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Jamshedpur',
        destination: 'Pune',
        truck_type: 'trailer',
        weight: 25,
        rate_per_tonne: 2500,
        price: 62500,
        pickup_date: '2026-11-26',
        phone: '+919431212345',
        material: ['steel coils', 'steel'],
      },
    ],
  },
  {
    text: 'Vijayawada se Chennai maize 25 ton 12 tyre 1.2 rs kg kal 9440312345',
    referenceDate: TUE,
    expected: [
      { origin: 'Vijayawada', destination: 'Chennai', truck_type: 'open', weight: 25, rate_per_tonne: 1200, price: 30000, pickup_date: '2026-11-25', phone: '+919440312345', material: 'maize' },
    ],
  },
  {
    text: 'Bhubaneshwar se Hyderabad fish 9 ton reefer 32 ft 95000 kal 9437112345',
    referenceDate: THU,
    expected: [
      { origin: 'Bhubaneswar', destination: 'Hyderabad', truck_type: 'reefer', truck_length_ft: 32, weight: 9, price: 95000, pickup_date: '2026-12-04', phone: '+919437112345', material: 'fish' },
    ],
  },
  {
    text: 'Ujjain se Delhi lahsun 12 ton 10 chakka 26k 1 tarikh 9826412345',
    referenceDate: YEND,
    expected: [{ origin: 'Ujjain', destination: 'Delhi', truck_type: 'open', weight: 12, price: 26000, pickup_date: '2027-01-01', phone: '+919826412345', material: 'lahsun' }],
  },
  {
    text: 'Nashik se Delhi onion, rate 1800 per ton, 12 wheeler, kal loading, 9822512345',
    referenceDate: SUN,
    expected: [{ origin: 'Nashik', destination: 'Delhi', truck_type: 'open', rate_per_tonne: 1800, pickup_date: '2026-11-23', phone: '+919822512345', material: 'onion' }],
  },
  {
    text: 'Rs 150 per quintal, Indore se Bhopal gehu, 10 chakka, aaj, 9826512345',
    referenceDate: TUE,
    expected: [{ origin: 'Indore', destination: 'Bhopal', truck_type: 'open', rate_per_tonne: 1500, pickup_date: '2026-11-24', phone: '+919826512345', material: 'gehu' }],
  },
  {
    text: 'Sirsa se Ludhiana kapas, 1 rupya kilo, 10 tyre, Saturday, 9416012345',
    referenceDate: THU,
    expected: [{ origin: 'Sirsa', destination: 'Ludhiana', truck_type: 'open', rate_per_tonne: 1000, pickup_date: '2026-12-05', phone: '+919416012345', material: 'kapas' }],
  },
  {
    text: 'Forwarded message:\nLOAD LOAD LOAD\nbaroda to jaipur\nchemical powder 12 ton\n22 ft container\n34000\nload today\n9824812345',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Vadodara',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 12,
        price: 34000,
        pickup_date: '2026-12-29',
        phone: '+919824812345',
        material: ['chemical powder', 'chemical'],
      },
    ],
  },
  {
    text: 'kolkatta to dhanbad 10 chakka 15 ton fmcg 22k monday 9830212345',
    referenceDate: SUN,
    expected: [{ origin: 'Kolkata', destination: 'Dhanbad', truck_type: 'open', weight: 15, price: 22000, pickup_date: '2026-11-23', phone: '+919830212345', material: 'fmcg' }],
  },
  {
    text: 'hyderabad to banglore, granite, 30 tons, trailer, 40000, tmrw, 9848412345',
    referenceDate: TUE,
    expected: [{ origin: 'Hyderabad', destination: 'Bengaluru', truck_type: 'trailer', weight: 30, price: 40000, pickup_date: '2026-11-25', phone: '+919848412345', material: 'granite' }],
  },
  {
    text: 'chennai->pondy 407 2 ton furniture 5k today 9444412345',
    referenceDate: THU,
    expected: [{ origin: 'Chennai', destination: 'Puducherry', truck_type: 'lcv', weight: 2, price: 5000, pickup_date: '2026-12-03', phone: '+919444412345', material: 'furniture' }],
  },
  {
    text: 'LOAD READY AT MORBI FOR GUWAHATI\nWALL TILES 28 TON\n22 WHEEL TRAILER\nRS 1,65,000\nLOADING 2ND JAN\nCONTACT 9879512345',
    referenceDate: YEND,
    expected: [{ origin: 'Morbi', destination: 'Guwahati', truck_type: 'trailer', weight: 28, price: 165000, pickup_date: '2027-01-02', phone: '+919879512345', material: ['wall tiles', 'tiles'] }],
  },
  {
    text: 'Jaipur - Delhi, marble 25 ton, trailer, 20000 (9414812345)\nJaipur - Ahmedabad, marble 28 ton, trailer, 30000 (9414912345)\nJaipur - Lucknow, marble 25 ton, trailer, 42000 (9414012399)',
    referenceDate: THU,
    expected: [
      { origin: 'Jaipur', destination: 'Delhi', truck_type: 'trailer', weight: 25, price: 20000, pickup_date: '2026-12-03', phone: '+919414812345', material: 'marble' },
      { origin: 'Jaipur', destination: 'Ahmedabad', truck_type: 'trailer', weight: 28, price: 30000, pickup_date: '2026-12-03', phone: '+919414912345', material: 'marble' },
      { origin: 'Jaipur', destination: 'Lucknow', truck_type: 'trailer', weight: 25, price: 42000, pickup_date: '2026-12-03', phone: '+919414012399', material: 'marble' },
    ],
  },
  {
    text: '[29/12/26, 7:45:30 AM] Shiv Shakti Transport: कानपुर से पटना, 12 टन सीमेंट, 10 चक्का, 18000, आज लोडिंग, 9415012366\n[29/12/26, 7:50:02 AM] Shiv Shakti Transport: कानपुर से रांची, 15 टन सीमेंट, 12 चक्का, 26000, कल, 9415012377',
    referenceDate: YEND,
    expected: [
      { origin: 'Kanpur', destination: 'Patna', truck_type: 'open', weight: 12, price: 18000, pickup_date: '2026-12-29', phone: '+919415012366', material: 'सीमेंट' },
      { origin: 'Kanpur', destination: 'Ranchi', truck_type: 'open', weight: 15, price: 26000, pickup_date: '2026-12-30', phone: '+919415012377', material: 'सीमेंट' },
    ],
  },
  {
    text: 'Pune to Hyderabad 20ft container 8 ton 30000 call +91 98220 55667\nPune to Goa 17ft 5 ton 18000 call 98220-55668\nPune to Bangalore 24ft container 9 ton 38000 call 9822055669',
    referenceDate: SUN,
    expected: [
      { origin: 'Pune', destination: 'Hyderabad', truck_type: 'container', truck_length_ft: 20, weight: 8, price: 30000, pickup_date: '2026-11-22', phone: '+919822055667', material: null },
      { origin: 'Pune', destination: 'Goa', truck_length_ft: 17, weight: 5, price: 18000, pickup_date: '2026-11-22', phone: '+919822055668', material: null },
      { origin: 'Pune', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 24, weight: 9, price: 38000, pickup_date: '2026-11-22', phone: '+919822055669', material: null },
    ],
  },
  {
    text: '24/11/2026, 14:05 - Ashok Golden Transport: Ahmedabad to Mumbai\n20 ft container\n9 ton\nplastic granules\n18000\n9825012388\n24/11/2026, 14:06 - Ashok Golden Transport: Ahmedabad to Pune\n24 ft container\n10 ton\nplastic granules\n32000\n9825012388\n24/11/2026, 14:30 - Nilesh: 32 ft khali Ahmedabad, Delhi side chahiye 9825012399',
    referenceDate: TUE,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 9,
        price: 18000,
        pickup_date: '2026-11-24',
        phone: '+919825012388',
        material: ['plastic granules', 'plastic'],
      },
      {
        origin: 'Ahmedabad',
        destination: 'Pune',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 10,
        price: 32000,
        pickup_date: '2026-11-24',
        phone: '+919825012388',
        material: ['plastic granules', 'plastic'],
      },
    ],
  },
  {
    text: 'સુરત થી દિલ્હી કાપડ 8 ટન 32 ફૂટ કન્ટેનર 65000 9824012399\n\nSurat se Jaipur saree 6 ton 24 ft container 42000 9824012388',
    referenceDate: THU,
    expected: [
      { origin: 'Surat', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 65000, pickup_date: '2026-12-03', phone: '+919824012399', material: 'કાપડ' },
      { origin: 'Surat', destination: 'Jaipur', truck_type: 'container', truck_length_ft: 24, weight: 6, price: 42000, pickup_date: '2026-12-03', phone: '+919824012388', material: 'saree' },
    ],
  },
  {
    text: 'Load hai bhai: Aurangabad to Indore, beer bottles 15 ton, 32 ft container, 45 hazaar, kal ke liye, Sachin 9850312345',
    referenceDate: SUN,
    expected: [
      {
        origin: 'Aurangabad',
        destination: 'Indore',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 15,
        price: 45000,
        pickup_date: '2026-11-23',
        phone: '+919850312345',
        material: ['beer bottles', 'beer'],
      },
    ],
  },
  {
    text: 'Tumkur se Chennai coconut 10 ton 10 wheeler 20000 parso 9448412345',
    referenceDate: TUE,
    expected: [{ origin: 'Tumakuru', destination: 'Chennai', truck_type: 'open', weight: 10, price: 20000, pickup_date: '2026-11-26', phone: '+919448412345', material: 'coconut' }],
  },
  {
    text: 'Davangere to Pune maize 25 ton 14 wheel 40k 9th Dec 9448512345',
    referenceDate: THU,
    expected: [{ origin: 'Davanagere', destination: 'Pune', truck_type: 'open', weight: 25, price: 40000, pickup_date: '2026-12-09', phone: '+919448512345', material: 'maize' }],
  },
  {
    text: 'Kota se Indore kota stone 30 ton trailer 28000 kal 9829312345',
    referenceDate: YEND,
    expected: [{ origin: 'Kota', destination: 'Indore', truck_type: 'trailer', weight: 30, price: 28000, pickup_date: '2026-12-30', phone: '+919829312345', material: 'kota stone' }],
  },
  {
    text: 'Erode se Delhi towels 8 ton 32ft container 1.15 lakh 25 ko 9865112345',
    referenceDate: SUN,
    expected: [
      { origin: 'Erode', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 115000, pickup_date: '2026-11-25', phone: '+919865112345', material: 'towels' },
    ],
  },
  { text: 'Bhai Nagpur se Raipur 30 ton ka kya rate chal raha hai?', referenceDate: THU, expected: [] },
  { text: 'Toll rates increased on Delhi-Jaipur highway from today, 18 wheeler ₹ 1,250 per trip', referenceDate: YEND, expected: [] },
  { text: 'Congratulations Sharma ji for new 32 ft container, Delhi to Mumbai first trip 🚛🎉', referenceDate: SUN, expected: [] },
  { text: 'Mumbai mein 5 gaadi 20 ft container khali hai, Gujarat ya Pune ka load chahiye. Call 9820712345', referenceDate: TUE, expected: [] },
  { text: 'Kal se Kolkata port pe strike hai, 3 din tak koi loading nahi', referenceDate: THU, expected: [] },
  { text: 'கோயம்புத்தூரில் 3 லாரி காலி, எந்த லோடும் தேவை 9443612345', referenceDate: YEND, expected: [] },
];

export const CHAT_HELDOUT: LabelledMessage[] = [...INDIC, ...HINGLISH, ...PASTES, ...ENGLISH, ...NOISE, ...MORE];
