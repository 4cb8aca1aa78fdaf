/**
 * A place name written in Devanagari, Gujarati, Gurmukhi, Telugu or Kannada, in Latin letters (the tables of
 * lexicon/letters.ts): how a person writes a town outside the gazetteer in English ("नांदेड" Nanded, "ગોંડલ" Gondal,
 * "ఊంఝా" Unjha, "కాకినాడ" Kakinada). Each consonant keeps its inherent "a" except before a vowel sign or virama, and at
 * the end of a word of the northern scripts (Telugu and Kannada say it: "విజయవాడ" Vijayawada).
 */
import {
  CONSONANTS,
  NAME_TAILS,
  NASALS,
  OWN_LETTERS,
  SCRIPT_OFFSETS,
  SILENT_MARKS,
  TAMIL_CONSONANTS,
  TAMIL_NASALS,
  TAMIL_PULLI,
  TAMIL_STOPS,
  TAMIL_VOWEL_SIGNS,
  TAMIL_VOWELS,
  VIRAMA,
  VOWEL_SIGNS,
  VOWELS,
} from '../lexicon/letters.js';

/**
 * The Devanagari letter (or letters) at the same place of its block as a Bengali, Gurmukhi, Gujarati, Odia, Telugu,
 * Kannada or Malayalam one.
 */
export function devanagari(ch: string): string {
  const c = ch.codePointAt(0) as number;
  if (c < 0x980 || c > 0xd7f || (c >= 0xb80 && c <= 0xbff)) return ch;
  const own = OWN_LETTERS[ch];
  if (own !== undefined) return own;
  if (c <= 0x9ff) return String.fromCodePoint(c - SCRIPT_OFFSETS.bengali);
  if (c <= 0xa7f) return String.fromCodePoint(c - SCRIPT_OFFSETS.gurmukhi);
  if (c <= 0xaff) return String.fromCodePoint(c - SCRIPT_OFFSETS.gujarati);
  if (c <= 0xb7f) return String.fromCodePoint(c - SCRIPT_OFFSETS.odia);
  if (c <= 0xc7f) return String.fromCodePoint(c - SCRIPT_OFFSETS.telugu);
  if (c <= 0xcff) return String.fromCodePoint(c - SCRIPT_OFFSETS.kannada);
  return String.fromCodePoint(c - SCRIPT_OFFSETS.malayalam);
}

/** Telugu, Kannada or Malayalam: scripts whose words say the inherent vowel at their end. */
function isDravidianLetter(code: number): boolean {
  return code >= 0xc00 && code <= 0xd7f;
}

/**
 * Bengali, Odia, Telugu, Kannada or Malayalam: scripts whose place names the gazetteer does not hold, read by their
 * sound (parser/places.ts).
 */
export function isSoundReadLetter(code: number): boolean {
  return (code >= 0x980 && code <= 0x9ff) || (code >= 0xb00 && code <= 0xb7f) || isDravidianLetter(code);
}

const LABIALS = new Set(['p', 'b', 'm']);

const NUKTA = '\u093c';
/**
 * ड़ and ढ़ (one code point or with a nukta; Gurmukhi ੜ is ड़'s place): "r" and "rh", as in Rewari and Hanumangarh; ज़
 * and फ़ (with a nukta) "z" and "f", as in Azadpur and Firozpur.
 */
const FLAPS: Readonly<Record<string, string>> = { '\u095c': 'r', '\u095d': 'rh', '\u095b': 'z', '\u095e': 'f' };

/**
 * Malayalam says some letters otherwise than Devanagari's at their place: "റ്റ" is "tt" ("മൂവാറ്റുപുഴ" Muvattupuzha),
 * "ന്റ" is "nd", "മ്പ" is "mb", and a single ട between vowels is "d" ("വല്ലാർപാടം" Vallarpadam; "ട്ട" stays "tt", Kottayam).
 */
function malayalamConsonant(letters: string[], i: number): string | undefined {
  const ch = letters[i];
  if (ch === 'ऱ') {
    if (letters[i + 1] === VIRAMA && letters[i + 2] === 'ऱ') return 't';
    if (letters[i - 1] === VIRAMA && letters[i - 2] === 'ऱ') return 't';
    if (letters[i - 1] === VIRAMA && letters[i - 2] === 'न') return 'd';
    return undefined;
  }
  // "മ്പ" is "mb" ("പെരുമ്പാവൂർ" Perumbavoor)
  if (ch === 'प' && letters[i - 1] === VIRAMA && letters[i - 2] === 'म') return 'b';
  if (ch === 'ट' && i > 0 && letters[i - 1] !== VIRAMA && letters[i + 1] !== VIRAMA) return 'd';
  return undefined;
}

/** Whether consonant i has its own vowel sign after it. */
function voiced(letters: string[], i: number): boolean {
  const next = letters[i + 1];
  return next !== undefined && VOWEL_SIGNS[next] !== undefined;
}

/**
 * The word in Latin letters with a capital first letter, or null when a letter is not in the tables. With
 * `dropSchwa` (Hindi, Punjabi, Gujarati; not Marathi, which says it: "बारामती" Baramati) the inherent vowel between a
 * vowel and a consonant with its own vowel sign is not said: "सिरसा" Sirsa, "बरनाला" Barnala, "पठानकोट" Pathankot; and
 * a व inside the name is "w" in Devanagari and Gurmukhi ("रेवाड़ी" Rewari).
 */
export function placeInLatin(word: string, dropSchwa = false): string | null {
  const first0 = word.codePointAt(0) ?? 0;
  if (first0 >= 0xb80 && first0 <= 0xbff) return tamilInLatin(word);
  // "हिंमतनगर": a compound's first part ends as a word ends, its last consonant without the inherent vowel.
  const nfc = word.normalize('NFC');
  const asDevanagari = Array.from(nfc, devanagari).join('');
  for (const tail of NAME_TAILS) {
    if (asDevanagari.length < tail.length + 2 || !asDevanagari.endsWith(tail) || CONSONANTS[asDevanagari[asDevanagari.length - tail.length - 1]] === undefined) continue;
    const stem = placeInLatin(nfc.slice(0, -tail.length), dropSchwa);
    const end = placeInLatin(nfc.slice(-tail.length));
    return stem && end ? stem + end.toLowerCase() : null;
  }
  const letters: string[] = [];
  for (const ch of word.normalize('NFC')) {
    for (const d of devanagari(ch)) {
      if (SILENT_MARKS.includes(d)) continue;
      if (d === NUKTA) {
        const prev = letters[letters.length - 1];
        if (prev === 'ड') letters[letters.length - 1] = '\u095c';
        else if (prev === 'ढ') letters[letters.length - 1] = '\u095d';
        else if (prev === 'ज') letters[letters.length - 1] = '\u095b';
        else if (prev === 'फ') letters[letters.length - 1] = '\u095e';
        continue;
      }
      letters.push(d);
    }
  }
  const first = word.codePointAt(0) ?? 0;
  const gujarati = first >= 0xa80 && first <= 0xaff;
  const dravidian = isDravidianLetter(first);
  const malayalam = first >= 0xd00 && first <= 0xd7f;
  let out = '';
  let pendingA = false;
  // Whether a vowel was said right before the consonant whose inherent vowel is pending.
  let vowelBefore = false;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const cons = malayalam ? (malayalamConsonant(letters, i) ?? CONSONANTS[ch]) : (CONSONANTS[ch] ?? FLAPS[ch]);
    if (cons !== undefined) {
      // VC(a)CV: the schwa of the consonant before this one is dropped when a vowel stands before it and this one has its own.
      const drop = pendingA && dropSchwa && vowelBefore && voiced(letters, i);
      if (pendingA && !drop) out += 'a';
      vowelBefore = /[aeiou]$/.test(out) || (i > 0 && NASALS.includes(letters[i - 1]));
      // A nasal before a labial is "m" ("संभाजी"); it was written as "n" just before.
      if (out.endsWith('n') && LABIALS.has(cons[0]) && NASALS.includes(letters[i - 1])) out = `${out.slice(0, -1)}m`;
      // Hindi and Punjabi write व as "w" inside a name (Rewari, Bhiwani, Phagwara); Gujarati and Marathi as "v".
      out += cons === 'v' && dropSchwa && !gujarati && out.length > 0 ? 'w' : cons;
      pendingA = true;
      continue;
    }
    const sign = VOWEL_SIGNS[ch];
    if (sign !== undefined) {
      out += sign;
      pendingA = false;
      continue;
    }
    if (ch === VIRAMA) {
      pendingA = false;
      // Malayalam says a name's last ട് as "d" ("കോഴിക്കോട്" Kozhikode, "പാലക്കാട്" Palakkad).
      if (malayalam && i === letters.length - 1 && letters[i - 1] === 'ट') out = `${out.slice(0, -1)}d`;
      continue;
    }
    if (NASALS.includes(ch)) {
      if (pendingA) out += 'a';
      pendingA = false;
      // Telugu and Kannada end a word's nasal in "m" ("విశాఖపట్నం" Visakhapatnam).
      out += dravidian && i === letters.length - 1 ? 'm' : 'n';
      continue;
    }
    const vowel = VOWELS[ch];
    if (vowel === undefined) return null;
    if (pendingA) out += 'a';
    pendingA = false;
    out += vowel;
  }
  // The inherent vowel of the last consonant is not said in the northern scripts ("नांदेड" Nanded), but is in Telugu and
  // Kannada ("కాకినాడ" Kakinada).
  if (pendingA && dravidian) out += 'a';
  return out.length < 2 ? null : out[0].toUpperCase() + out.slice(1);
}

/**
 * A Tamil word in Latin letters with a capital first letter, or null when a letter is not in the tables: each
 * consonant keeps its inherent "a" unless a vowel sign or the pulli follows, and a stop (க ச ட த ப ற) is said by its
 * place ("பொள்ளாச்சி" Pollachi, "தஞ்சாவூர்" Thanjavur, "நாகப்பட்டினம்" Nagapattinam, "ராஜபாளையம்" Rajapalayam).
 */
export function tamilInLatin(word: string): string | null {
  const letters = [...word.normalize('NFC')];
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const next = letters[i + 1];
    const stop = TAMIL_STOPS[ch];
    const cons = stop ? null : TAMIL_CONSONANTS[ch];
    if (stop || cons !== undefined) {
      const dead = next === TAMIL_PULLI;
      if (stop) {
        // The consonant said right before this one without a vowel (its pulli), if any.
        const deadBefore = letters[i - 1] === TAMIL_PULLI ? letters[i - 2] : undefined;
        // The first of a doubled stop is said with the second ("ச்ச" ch, "ற்ற" tr, "க்க" kk).
        if (dead && letters[i + 2] === ch) out += ch === 'ச' || ch === 'த' ? '' : ch === 'ற' ? 't' : stop[1];
        else if (deadBefore === ch) out += ch === 'ற' ? 'r' : stop[1];
        else if (i === 0 || (deadBefore !== undefined && !TAMIL_NASALS.includes(deadBefore))) out += stop[0];
        else if (deadBefore !== undefined) out += stop[2];
        else out += stop[3];
      } else {
        // "ங்க", "ஞ்ச": the nasal is "n" before its stop.
        out += (ch === 'ங' || ch === 'ஞ') && dead ? 'n' : (cons as string);
      }
      if (dead) {
        i++;
        continue;
      }
      const sign = next === undefined ? undefined : TAMIL_VOWEL_SIGNS[next];
      if (sign !== undefined) {
        out += next === 'ை' && letters[i + 2] === 'ய' ? 'a' : sign;
        i++;
      } else out += 'a';
      continue;
    }
    const vowel = TAMIL_VOWELS[ch];
    if (vowel === undefined) return null;
    out += vowel;
  }
  return out.length < 2 ? null : out[0].toUpperCase() + out.slice(1);
}
