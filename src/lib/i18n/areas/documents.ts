/** Messages of the documents area (see ../index.ts): English is the source; every other language has every key. */
import type { Translation } from '../translation.js';

export const en = {
  'documents.kind.driving_licence': 'Driving licence',
  'documents.kind.vehicle_rc': 'Vehicle RC',
  'documents.kind.insurance': 'Vehicle insurance',
  'documents.kind.gstin': 'GSTIN certificate',
  'documents.kind.pan': 'PAN card',
  'documents.badge.driving_licence': 'Licence verified',
  'documents.badge.vehicle_rc': 'RC verified',
  'documents.badge.insurance': 'Insurance verified',
  'documents.badge.gstin': 'GST verified',
  'documents.badge.pan': 'PAN verified',
} as const;

export const hi: Translation<typeof en> = {
  'documents.kind.driving_licence': 'ड्राइविंग लाइसेंस',
  'documents.kind.vehicle_rc': 'गाड़ी की आरसी',
  'documents.kind.insurance': 'गाड़ी का बीमा',
  'documents.kind.gstin': 'जीएसटी प्रमाणपत्र',
  'documents.kind.pan': 'पैन कार्ड',
  'documents.badge.driving_licence': 'लाइसेंस सत्यापित',
  'documents.badge.vehicle_rc': 'आरसी सत्यापित',
  'documents.badge.insurance': 'बीमा सत्यापित',
  'documents.badge.gstin': 'जीएसटी सत्यापित',
  'documents.badge.pan': 'पैन सत्यापित',
};

export const mr: Translation<typeof en> = {
  'documents.kind.driving_licence': 'वाहन चालक परवाना',
  'documents.kind.vehicle_rc': 'वाहनाची आरसी',
  'documents.kind.insurance': 'वाहन विमा',
  'documents.kind.gstin': 'जीएसटी प्रमाणपत्र',
  'documents.kind.pan': 'पॅन कार्ड',
  'documents.badge.driving_licence': 'परवाना पडताळला',
  'documents.badge.vehicle_rc': 'आरसी पडताळली',
  'documents.badge.insurance': 'विमा पडताळला',
  'documents.badge.gstin': 'जीएसटी पडताळला',
  'documents.badge.pan': 'पॅन पडताळला',
};

export const gu: Translation<typeof en> = {
  'documents.kind.driving_licence': 'ડ્રાઇવિંગ લાઇસન્સ',
  'documents.kind.vehicle_rc': 'વાહનની આરસી',
  'documents.kind.insurance': 'વાહન વીમો',
  'documents.kind.gstin': 'જીએસટી પ્રમાણપત્ર',
  'documents.kind.pan': 'પાન કાર્ડ',
  'documents.badge.driving_licence': 'લાઇસન્સ ચકાસાયેલ',
  'documents.badge.vehicle_rc': 'આરસી ચકાસાયેલ',
  'documents.badge.insurance': 'વીમો ચકાસાયેલ',
  'documents.badge.gstin': 'જીએસટી ચકાસાયેલ',
  'documents.badge.pan': 'પાન ચકાસાયેલ',
};

export const pa: Translation<typeof en> = {
  'documents.kind.driving_licence': 'ਡਰਾਈਵਿੰਗ ਲਾਇਸੈਂਸ',
  'documents.kind.vehicle_rc': 'ਗੱਡੀ ਦੀ ਆਰਸੀ',
  'documents.kind.insurance': 'ਗੱਡੀ ਦਾ ਬੀਮਾ',
  'documents.kind.gstin': 'ਜੀਐਸਟੀ ਸਰਟੀਫਿਕੇਟ',
  'documents.kind.pan': 'ਪੈਨ ਕਾਰਡ',
  'documents.badge.driving_licence': 'ਲਾਇਸੈਂਸ ਤਸਦੀਕਸ਼ੁਦਾ',
  'documents.badge.vehicle_rc': 'ਆਰਸੀ ਤਸਦੀਕਸ਼ੁਦਾ',
  'documents.badge.insurance': 'ਬੀਮਾ ਤਸਦੀਕਸ਼ੁਦਾ',
  'documents.badge.gstin': 'ਜੀਐਸਟੀ ਤਸਦੀਕਸ਼ੁਦਾ',
  'documents.badge.pan': 'ਪੈਨ ਤਸਦੀਕਸ਼ੁਦਾ',
};

export const ta: Translation<typeof en> = {
  'documents.kind.driving_licence': 'ஓட்டுநர் உரிமம்',
  'documents.kind.vehicle_rc': 'வாகன ஆர்சி',
  'documents.kind.insurance': 'வாகனக் காப்பீடு',
  'documents.kind.gstin': 'ஜிஎஸ்டி சான்றிதழ்',
  'documents.kind.pan': 'பான் அட்டை',
  'documents.badge.driving_licence': 'உரிமம் சரிபார்க்கப்பட்டது',
  'documents.badge.vehicle_rc': 'ஆர்சி சரிபார்க்கப்பட்டது',
  'documents.badge.insurance': 'காப்பீடு சரிபார்க்கப்பட்டது',
  'documents.badge.gstin': 'ஜிஎஸ்டி சரிபார்க்கப்பட்டது',
  'documents.badge.pan': 'பான் சரிபார்க்கப்பட்டது',
};
