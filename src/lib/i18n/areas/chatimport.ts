/** Messages of the chatimport area (see ../index.ts): English is the source; every other language has every key. */
import type { Translation } from '../translation.js';

export const en = {
  'chatimport.note.bagWeight': '{bags} bags of {kg} kg read as the weight',
  'chatimport.note.materialGuess': 'Read "{material}" as the goods from the words after the weight',
  'chatimport.note.materialPlace': 'Read "{material}" as the goods from the words after the route or before the weight',
  'chatimport.note.totalWeight': 'Total of {tonnes} t shared over {n} trucks',
  'chatimport.note.totalPrice': 'Total of {amount} shared over {n} trucks',
  'chatimport.note.truckCap': 'The post asks for {asked} trucks; only {max} are listed here',
  'chatimport.review.post': 'show the whole post',
  'chatimport.review.truckOf': 'Truck {n} of {total}',
};

export const hi: Translation<typeof en> = {
  'chatimport.note.bagWeight': '{kg} किलो की {bags} बोरियों को वज़न माना',
  'chatimport.note.materialGuess': 'वज़न के बाद के शब्दों से "{material}" को माल माना',
  'chatimport.note.materialPlace': 'रूट के बाद या वज़न से पहले के शब्दों से "{material}" को माल माना',
  'chatimport.note.totalWeight': 'कुल {tonnes} टन को {n} ट्रकों में बाँटा',
  'chatimport.note.totalPrice': 'कुल {amount} को {n} ट्रकों में बाँटा',
  'chatimport.note.truckCap': 'पोस्ट में {asked} ट्रक माँगे हैं; यहाँ केवल {max} दिखाए गए हैं',
  'chatimport.review.post': 'पूरी पोस्ट देखें',
  'chatimport.review.truckOf': 'ट्रक {n} / {total}',
};

export const mr: Translation<typeof en> = {
  'chatimport.note.bagWeight': '{kg} किलोच्या {bags} पोत्यांवरून वजन मानले',
  'chatimport.note.materialGuess': 'वजनानंतरच्या शब्दांवरून "{material}" हा माल मानला',
  'chatimport.note.materialPlace': 'मार्गानंतरच्या किंवा वजनाआधीच्या शब्दांवरून "{material}" हा माल मानला',
  'chatimport.note.totalWeight': 'एकूण {tonnes} टन {n} ट्रकमध्ये वाटले',
  'chatimport.note.totalPrice': 'एकूण {amount} {n} ट्रकमध्ये वाटले',
  'chatimport.note.truckCap': 'पोस्टमध्ये {asked} ट्रक मागितले आहेत; येथे फक्त {max} दाखवले आहेत',
  'chatimport.review.post': 'संपूर्ण पोस्ट पहा',
  'chatimport.review.truckOf': 'ट्रक {n} / {total}',
};

export const gu: Translation<typeof en> = {
  'chatimport.note.bagWeight': '{kg} કિલોની {bags} બોરીને વજન માન્યું',
  'chatimport.note.materialGuess': 'વજન પછીના શબ્દો પરથી "{material}" ને માલ માન્યો',
  'chatimport.note.materialPlace': 'રૂટ પછીના કે વજન પહેલાંના શબ્દો પરથી "{material}" ને માલ માન્યો',
  'chatimport.note.totalWeight': 'કુલ {tonnes} ટન {n} ટ્રકમાં વહેંચ્યું',
  'chatimport.note.totalPrice': 'કુલ {amount} {n} ટ્રકમાં વહેંચ્યું',
  'chatimport.note.truckCap': 'પોસ્ટમાં {asked} ટ્રક માંગી છે; અહીં ફક્ત {max} બતાવી છે',
  'chatimport.review.post': 'આખી પોસ્ટ જુઓ',
  'chatimport.review.truckOf': 'ટ્રક {n} / {total}',
};

export const pa: Translation<typeof en> = {
  'chatimport.note.bagWeight': '{kg} ਕਿਲੋ ਦੀਆਂ {bags} ਬੋਰੀਆਂ ਨੂੰ ਵਜ਼ਨ ਮੰਨਿਆ',
  'chatimport.note.materialGuess': 'ਵਜ਼ਨ ਤੋਂ ਬਾਅਦ ਦੇ ਸ਼ਬਦਾਂ ਤੋਂ "{material}" ਨੂੰ ਮਾਲ ਮੰਨਿਆ',
  'chatimport.note.materialPlace': 'ਰੂਟ ਤੋਂ ਬਾਅਦ ਜਾਂ ਵਜ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਦੇ ਸ਼ਬਦਾਂ ਤੋਂ "{material}" ਨੂੰ ਮਾਲ ਮੰਨਿਆ',
  'chatimport.note.totalWeight': 'ਕੁੱਲ {tonnes} ਟਨ {n} ਟਰੱਕਾਂ ਵਿੱਚ ਵੰਡਿਆ',
  'chatimport.note.totalPrice': 'ਕੁੱਲ {amount} {n} ਟਰੱਕਾਂ ਵਿੱਚ ਵੰਡਿਆ',
  'chatimport.note.truckCap': 'ਪੋਸਟ ਵਿੱਚ {asked} ਟਰੱਕ ਮੰਗੇ ਹਨ; ਇੱਥੇ ਸਿਰਫ਼ {max} ਦਿਖਾਏ ਹਨ',
  'chatimport.review.post': 'ਪੂਰੀ ਪੋਸਟ ਵੇਖੋ',
  'chatimport.review.truckOf': 'ਟਰੱਕ {n} / {total}',
};

export const ta: Translation<typeof en> = {
  'chatimport.note.bagWeight': '{kg} கிலோ கொண்ட {bags} மூட்டைகள் எடையாகக் கொள்ளப்பட்டது',
  'chatimport.note.materialGuess': 'எடைக்குப் பின் உள்ள சொற்களிலிருந்து "{material}" சரக்காகக் கொள்ளப்பட்டது',
  'chatimport.note.materialPlace': 'வழித்தடத்துக்குப் பின் அல்லது எடைக்கு முன் உள்ள சொற்களிலிருந்து "{material}" சரக்காகக் கொள்ளப்பட்டது',
  'chatimport.note.totalWeight': 'மொத்தம் {tonnes} டன் {n} லாரிகளுக்குப் பிரிக்கப்பட்டது',
  'chatimport.note.totalPrice': 'மொத்தம் {amount} {n} லாரிகளுக்குப் பிரிக்கப்பட்டது',
  'chatimport.note.truckCap': 'பதிவில் {asked} லாரிகள் கேட்கப்பட்டுள்ளன; இங்கே {max} மட்டும் காட்டப்படுகின்றன',
  'chatimport.review.post': 'முழுப் பதிவைக் காண்க',
  'chatimport.review.truckOf': 'லாரி {n} / {total}',
};
