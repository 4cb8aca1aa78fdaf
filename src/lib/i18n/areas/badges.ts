/** Messages of the badges area (see ../index.ts): English is the source; every other language has every key. */
import type { Translation } from '../translation.js';

export const en = {
  'badges.title': 'Verified documents',
  'badges.checked': '{kind}: checked by FreightBazaar, valid today',
  'badges.notVerified': '{kind} not verified',
  'badges.note': 'FreightBazaar checked each verified document against the copy uploaded. A licence or insurance past its expiry date loses its badge.',
} as const;

export const hi: Translation<typeof en> = {
  'badges.title': 'सत्यापित दस्तावेज़',
  'badges.checked': '{kind}: FreightBazaar ने जाँचा, आज मान्य',
  'badges.notVerified': '{kind} सत्यापित नहीं',
  'badges.note': 'FreightBazaar ने हर सत्यापित दस्तावेज़ को अपलोड की गई प्रति से जाँचा है। लाइसेंस या बीमा की मियाद खत्म होते ही उसका बैज हट जाता है।',
};

export const mr: Translation<typeof en> = {
  'badges.title': 'पडताळलेली कागदपत्रे',
  'badges.checked': '{kind}: FreightBazaar ने तपासले, आज वैध',
  'badges.notVerified': '{kind} पडताळलेले नाही',
  'badges.note': 'FreightBazaar ने प्रत्येक पडताळलेले कागदपत्र अपलोड केलेल्या प्रतीशी तपासले आहे. परवाना किंवा विम्याची मुदत संपल्यावर त्याचा बॅज जातो.',
};

export const gu: Translation<typeof en> = {
  'badges.title': 'ચકાસાયેલા દસ્તાવેજો',
  'badges.checked': '{kind}: FreightBazaar એ ચકાસ્યું, આજે માન્ય',
  'badges.notVerified': '{kind} ચકાસાયેલ નથી',
  'badges.note': 'FreightBazaar એ દરેક ચકાસાયેલ દસ્તાવેજ અપલોડ કરેલી નકલ સાથે ચકાસ્યો છે. લાઇસન્સ કે વીમાની મુદત પૂરી થતાં તેનો બેજ જતો રહે છે.',
};

export const pa: Translation<typeof en> = {
  'badges.title': 'ਤਸਦੀਕਸ਼ੁਦਾ ਦਸਤਾਵੇਜ਼',
  'badges.checked': '{kind}: FreightBazaar ਨੇ ਜਾਂਚਿਆ, ਅੱਜ ਵੈਧ',
  'badges.notVerified': '{kind} ਤਸਦੀਕ ਨਹੀਂ',
  'badges.note': "FreightBazaar ਨੇ ਹਰ ਤਸਦੀਕਸ਼ੁਦਾ ਦਸਤਾਵੇਜ਼ ਨੂੰ ਅਪਲੋਡ ਕੀਤੀ ਕਾਪੀ ਨਾਲ ਜਾਂਚਿਆ ਹੈ। ਲਾਇਸੈਂਸ ਜਾਂ ਬੀਮੇ ਦੀ ਮਿਆਦ ਖਤਮ ਹੋਣ 'ਤੇ ਉਸਦਾ ਬੈਜ ਹਟ ਜਾਂਦਾ ਹੈ।",
};

export const ta: Translation<typeof en> = {
  'badges.title': 'சரிபார்க்கப்பட்ட ஆவணங்கள்',
  'badges.checked': '{kind}: FreightBazaar சரிபார்த்தது, இன்று செல்லுபடியாகும்',
  'badges.notVerified': '{kind} சரிபார்க்கப்படவில்லை',
  'badges.note': 'FreightBazaar ஒவ்வொரு சரிபார்க்கப்பட்ட ஆவணத்தையும் பதிவேற்றிய நகலுடன் சரிபார்த்தது. உரிமம் அல்லது காப்பீட்டின் காலாவதி தேதி கடந்தால் அதன் பேட்ஜ் நீங்கும்.',
};
