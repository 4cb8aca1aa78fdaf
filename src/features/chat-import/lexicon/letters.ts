/**
 * Devanagari letters in Latin letters, as people write Indian place names in English (plain data, read by
 * parser/letters.ts): "नांदेड" is Nanded, "बारामती" Baramati. Bengali, Gurmukhi, Gujarati, Odia, Telugu, Kannada and
 * Malayalam letters sit at the same place in their Unicode blocks as Devanagari's, so one table serves the eight scripts (the short e and o that
 * Telugu and Kannada write are Devanagari's ऎ ॆ ऒ ॊ, and their ఱ/ಱ is ऱ).
 */

/** Consonants, each with its inherent vowel dropped ("क" is "k"; the reader adds the "a"). */
export const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  ऱ: 'r',
  // Malayalam ഴ, at Devanagari's ऴ
  ऴ: 'zh',
  // Bengali and Odia য় / ୟ, at Devanagari's य़
  य़: 'y',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** Vowels written as letters of their own ("ऊंझा"). */
export const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ऍ: 'e',
  ऎ: 'e',
  ओ: 'o',
  ऒ: 'o',
  औ: 'au',
  ऑ: 'o',
};

/** Vowel signs after a consonant (they replace its inherent "a"). */
export const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ॅ': 'e',
  'ॆ': 'e',
  'ो': 'o',
  'ॊ': 'o',
  'ौ': 'au',
  'ॉ': 'o',
};

/** Nasal marks: "n" ("नांदेड" Nanded), "m" before p, b or m ("संभाजी" Sambhaji). */
export const NASALS: readonly string[] = ['ं', 'ँ', '\u0970'];
/**
 * Marks read as nothing: Gurmukhi's addak (ੱ, at Devanagari's U+0971), which doubles the next consonant in speech only,
 * and the joiners a keyboard puts inside a word (ZWNJ, ZWJ: "కోల్‌కతా").
 */
export const SILENT_MARKS: readonly string[] = ['\u0971', '\u200c', '\u200d'];
/**
 * Words that make a Devanagari post Marathi ("ते", "हून", "आहे"): Marathi says the inherent vowel that Hindi drops
 * ("बारामती" Baramati), so a town's name is read without dropping it.
 */
export const MARATHI_MARKERS: readonly string[] = ['ते', 'हून', 'पासून', 'कडून', 'वरून', 'आहे', 'साठी', 'पर्यंत', 'उद्या', 'परवा', 'भाडे', 'गाडी', 'चाकी', 'ला'];
/** The mark that drops a consonant's inherent vowel. */
export const VIRAMA = '्';
/** Unicode offsets of the scripts read with these tables, from Devanagari's block. */
export const SCRIPT_OFFSETS: Readonly<Record<string, number>> = {
  bengali: 0x80,
  gurmukhi: 0x100,
  gujarati: 0x180,
  odia: 0x200,
  telugu: 0x300,
  kannada: 0x380,
  malayalam: 0x400,
};
/**
 * Letters of Bengali, Odia and Malayalam that have no Devanagari letter at their place: Odia ୱ (wa), Bengali ৎ (a
 * dead t), Assamese ৰ (ra) and ৱ (wa) ("গুৱাহাটী" Guwahati, "ডিমাপুৰ" Dimapur), Malayalam's chillus (a consonant with no vowel: ൻ n, ർ r, ൽ l, ൾ ḷ, ൺ ṇ, ൿ k), as Devanagari letters.
 */
export const OWN_LETTERS: Readonly<Record<string, string>> = {
  '\u0b71': 'व',
  '\u09ce': 'त्',
  '\u09f0': 'र',
  '\u09f1': 'व',
  '\u0d7a': 'ण्',
  '\u0d7b': 'न्',
  '\u0d7c': 'र्',
  '\u0d7d': 'ल्',
  '\u0d7e': 'ळ्',
  '\u0d7f': 'क्',
};

/**
 * Tamil letters in Latin letters, as Tamil Nadu's towns are written in English ("பொள்ளாச்சி" Pollachi, "நாமக்கல்"
 * Namakkal, "ராஜபாளையம்" Rajapalayam). Tamil writes k/g, ch/s/j, t/d, th/dh and p/b with one letter each, said
 * by its place: a stop is [at the start of a word, doubled, after a nasal, between vowels].
 */
export const TAMIL_STOPS: Readonly<Record<string, readonly [start: string, doubled: string, afterNasal: string, betweenVowels: string]>> = {
  க: ['k', 'k', 'g', 'g'],
  ச: ['s', 'ch', 'j', 's'],
  ட: ['d', 't', 'd', 'd'],
  த: ['th', 'th', 'd', 'dh'],
  ப: ['p', 'p', 'b', 'p'],
  ற: ['r', 'tr', 'dr', 'r'],
};

/** Tamil's other consonants (and the Grantha letters), each without its inherent "a". */
export const TAMIL_CONSONANTS: Readonly<Record<string, string>> = {
  ங: 'n',
  ஞ: 'nj',
  ண: 'n',
  ந: 'n',
  ம: 'm',
  ன: 'n',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'zh',
  ள: 'l',
  ஜ: 'j',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};

/** Tamil's nasals, after which a stop is voiced ("தஞ்சாவூர்" Thanjavur, "கும்பகோணம்" Kumbakonam). */
export const TAMIL_NASALS: readonly string[] = ['ங', 'ஞ', 'ண', 'ந', 'ம', 'ன'];

/** Tamil vowels written as letters of their own. */
export const TAMIL_VOWELS: Readonly<Record<string, string>> = { அ: 'a', ஆ: 'a', இ: 'i', ஈ: 'i', உ: 'u', ஊ: 'u', எ: 'e', ஏ: 'e', ஐ: 'ai', ஒ: 'o', ஓ: 'o', ஔ: 'au' };

/** Tamil vowel signs after a consonant; "ை" before "ய" is "a" ("பாளையம்" palayam). */
export const TAMIL_VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ா': 'a',
  'ி': 'i',
  'ீ': 'i',
  'ு': 'u',
  'ூ': 'u',
  'ெ': 'e',
  'ே': 'e',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'o',
  'ௌ': 'au',
};

/** Tamil's pulli, which drops a consonant's inherent vowel. */
export const TAMIL_PULLI = '்';

/**
 * The last parts of compound town names, in Devanagari (Gujarati and Gurmukhi are read at the same places): the part
 * before them is said as a word of its own, without its last inherent vowel ("હિંમતનગર" Himmatnagar, "शिरपूर" Shirpur).
 */
export const NAME_TAILS: readonly string[] = ['नगर', 'पुर', 'पूर', 'गंज'];
