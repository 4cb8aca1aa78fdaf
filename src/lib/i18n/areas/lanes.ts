/** Messages of the lanes area (see ../index.ts): English is the source; every other language has every key. */
import type { Translation } from '../translation.js';

export const en = {
  'lanes.field.origin': 'Origin city',
  'lanes.field.destination': 'Destination city',
  'lanes.field.truckType': 'Truck type',
  'lanes.error.unknownCity': '{field} is not a city we know: choose one from the list',
  'lanes.rate.title': 'Rate on this lane',
  'lanes.rate.window': 'Last {days} days, {n, plural, one {# trip} other {# trips}}',
  'lanes.rate.perTonne': '{median}/t (middle half {low}–{high})',
  'lanes.rate.perKm': '{median}/km ({low}–{high})',
  'lanes.rate.notEnough': 'Not enough accepted trips on this lane to suggest a rate yet: {n, plural, one {# trip} other {# trips}} in {days} days, {min} needed.',
  'lanes.rate.hint': 'From accepted bids: the median, and in brackets the middle half of the prices (25th to 75th percentile).',
} as const;

export const hi: Translation<typeof en> = {
  'lanes.field.origin': 'माल उठाने का शहर',
  'lanes.field.destination': 'माल पहुँचाने का शहर',
  'lanes.field.truckType': 'गाड़ी का प्रकार',
  'lanes.error.unknownCity': '{field}: यह शहर हमारी सूची में नहीं है, सूची से कोई शहर चुनें',
  'lanes.rate.title': 'इस रूट का भाड़ा',
  'lanes.rate.window': 'पिछले {days} दिन, {n} ट्रिप',
  'lanes.rate.perTonne': '{median}/टन (बीच के आधे भाड़े {low}–{high})',
  'lanes.rate.perKm': '{median}/कि.मी. ({low}–{high})',
  'lanes.rate.notEnough': 'इस रूट पर भाड़ा बताने लायक मंज़ूर ट्रिप अभी नहीं हैं: {days} दिन में {n} ट्रिप, कम से कम {min} चाहिए।',
  'lanes.rate.hint': 'मंज़ूर बोलियों से: बीच का भाड़ा, और कोष्ठक में बीच के आधे भाड़े (25वें से 75वें पर्सेंटाइल तक)।',
};

export const mr: Translation<typeof en> = {
  'lanes.field.origin': 'माल उचलण्याचे शहर',
  'lanes.field.destination': 'माल पोहोचवण्याचे शहर',
  'lanes.field.truckType': 'गाडीचा प्रकार',
  'lanes.error.unknownCity': '{field}: हे शहर आमच्या यादीत नाही, यादीतून एखादे शहर निवडा',
  'lanes.rate.title': 'या मार्गाचे भाडे',
  'lanes.rate.window': 'मागील {days} दिवस, {n} फेऱ्या',
  'lanes.rate.perTonne': '{median}/टन (मधले अर्धे भाडे {low}–{high})',
  'lanes.rate.perKm': '{median}/किमी ({low}–{high})',
  'lanes.rate.notEnough': 'या मार्गावर भाडे सुचवण्याइतक्या मंजूर फेऱ्या अजून नाहीत: {days} दिवसांत {n} फेऱ्या, किमान {min} हव्यात.',
  'lanes.rate.hint': 'मंजूर बोलींवरून: मधले भाडे, आणि कंसात मधल्या अर्ध्या भाड्यांची मर्यादा (25 व्या ते 75 व्या पर्सेंटाइलपर्यंत).',
};

export const gu: Translation<typeof en> = {
  'lanes.field.origin': 'માલ ઉપાડવાનું શહેર',
  'lanes.field.destination': 'માલ પહોંચાડવાનું શહેર',
  'lanes.field.truckType': 'ગાડીનો પ્રકાર',
  'lanes.error.unknownCity': '{field}: આ શહેર અમારી યાદીમાં નથી, યાદીમાંથી કોઈ શહેર પસંદ કરો',
  'lanes.rate.title': 'આ રૂટનું ભાડું',
  'lanes.rate.window': 'છેલ્લા {days} દિવસ, {n} ફેરા',
  'lanes.rate.perTonne': '{median}/ટન (વચ્ચેના અડધા ભાડાં {low}–{high})',
  'lanes.rate.perKm': '{median}/કિમી ({low}–{high})',
  'lanes.rate.notEnough': 'આ રૂટ પર ભાડું સૂચવવા જેટલા મંજૂર ફેરા હજી નથી: {days} દિવસમાં {n} ફેરા, ઓછામાં ઓછા {min} જોઈએ.',
  'lanes.rate.hint': 'મંજૂર બોલીઓ પરથી: વચ્ચેનું ભાડું, અને કૌંસમાં વચ્ચેના અડધા ભાડાંની હદ (25મા થી 75મા પર્સેન્ટાઇલ સુધી).',
};

export const pa: Translation<typeof en> = {
  'lanes.field.origin': 'ਮਾਲ ਚੁੱਕਣ ਵਾਲਾ ਸ਼ਹਿਰ',
  'lanes.field.destination': 'ਮਾਲ ਪਹੁੰਚਾਉਣ ਵਾਲਾ ਸ਼ਹਿਰ',
  'lanes.field.truckType': 'ਗੱਡੀ ਦੀ ਕਿਸਮ',
  'lanes.error.unknownCity': '{field}: ਇਹ ਸ਼ਹਿਰ ਸਾਡੀ ਸੂਚੀ ਵਿੱਚ ਨਹੀਂ ਹੈ, ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਸ਼ਹਿਰ ਚੁਣੋ',
  'lanes.rate.title': 'ਇਸ ਰੂਟ ਦਾ ਭਾੜਾ',
  'lanes.rate.window': 'ਪਿਛਲੇ {days} ਦਿਨ, {n} ਗੇੜੇ',
  'lanes.rate.perTonne': '{median}/ਟਨ (ਵਿਚਕਾਰਲੇ ਅੱਧੇ ਭਾੜੇ {low}–{high})',
  'lanes.rate.perKm': '{median}/ਕਿ.ਮੀ. ({low}–{high})',
  'lanes.rate.notEnough': 'ਇਸ ਰੂਟ ਤੇ ਭਾੜਾ ਦੱਸਣ ਜੋਗੇ ਮਨਜ਼ੂਰ ਗੇੜੇ ਅਜੇ ਨਹੀਂ ਹਨ: {days} ਦਿਨਾਂ ਵਿੱਚ {n} ਗੇੜੇ, ਘੱਟੋ-ਘੱਟ {min} ਚਾਹੀਦੇ ਹਨ।',
  'lanes.rate.hint': 'ਮਨਜ਼ੂਰ ਬੋਲੀਆਂ ਤੋਂ: ਵਿਚਕਾਰਲਾ ਭਾੜਾ, ਅਤੇ ਬਰੈਕਟ ਵਿੱਚ ਵਿਚਕਾਰਲੇ ਅੱਧੇ ਭਾੜਿਆਂ ਦੀ ਹੱਦ (25ਵੇਂ ਤੋਂ 75ਵੇਂ ਪਰਸੈਂਟਾਈਲ ਤੱਕ)।',
};

export const ta: Translation<typeof en> = {
  'lanes.field.origin': 'சரக்கு ஏற்றும் ஊர்',
  'lanes.field.destination': 'சரக்கு இறக்கும் ஊர்',
  'lanes.field.truckType': 'லாரி வகை',
  'lanes.error.unknownCity': '{field}: இந்த ஊர் எங்கள் பட்டியலில் இல்லை, பட்டியலிலிருந்து ஒரு ஊரைத் தேர்வு செய்யவும்',
  'lanes.rate.title': 'இந்த வழித்தடத்தின் வாடகை',
  'lanes.rate.window': 'கடந்த {days} நாட்கள், {n} பயணங்கள்',
  'lanes.rate.perTonne': '{median}/டன் (நடுவில் உள்ள பாதி வாடகைகள் {low}–{high})',
  'lanes.rate.perKm': '{median}/கி.மீ ({low}–{high})',
  'lanes.rate.notEnough': 'இந்த வழித்தடத்தில் வாடகை சொல்லும் அளவுக்கு ஏற்கப்பட்ட பயணங்கள் இன்னும் இல்லை: {days} நாட்களில் {n} பயணங்கள், குறைந்தது {min} தேவை.',
  'lanes.rate.hint': 'ஏற்கப்பட்ட ஏலங்களிலிருந்து: நடு வாடகை, அடைப்புக்குறிக்குள் நடுவில் உள்ள பாதி வாடகைகளின் வரம்பு (25 முதல் 75 பர்சென்டைல் வரை).',
};
