/**
 * A place name written in Devanagari, Gujarati or Gurmukhi, in Latin letters (the tables of lexicon/letters.ts):
 * how a person writes a town outside the gazetteer in English ("नांदेड" Nanded, "ગોંડલ" Gondal, "ઊંઝા" Unjha). Each
 * consonant keeps its inherent "a" except at the end of the word and before a vowel sign or virama.
 */
import { CONSONANTS, NASALS, SCRIPT_OFFSETS, SILENT_MARKS, VIRAMA, VOWEL_SIGNS, VOWELS } from '../lexicon/letters.js';

/** The Devanagari letter at the same place of its block as a Gujarati or Gurmukhi one. */
function devanagari(ch: string): string {
  const c = ch.codePointAt(0) as number;
  if (c >= 0xa80 && c <= 0xaff) return String.fromCodePoint(c - SCRIPT_OFFSETS.gujarati);
  if (c >= 0xa00 && c <= 0xa7f) return String.fromCodePoint(c - SCRIPT_OFFSETS.gurmukhi);
  return ch;
}

const LABIALS = new Set(['p', 'b', 'm']);

const NUKTA = '\u093c';
/** ड़ and ढ़ (one code point or with a nukta; Gurmukhi ੜ is ड़'s place): "r" and "rh", as in Rewari and Hanumangarh. */
const FLAPS: Readonly<Record<string, string>> = { '\u095c': 'r', '\u095d': 'rh' };

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
  const letters: string[] = [];
  for (const ch of word.normalize('NFC')) {
    const d = devanagari(ch);
    if (SILENT_MARKS.includes(d)) continue;
    if (d === NUKTA) {
      const prev = letters[letters.length - 1];
      if (prev === 'ड') letters[letters.length - 1] = '\u095c';
      else if (prev === 'ढ') letters[letters.length - 1] = '\u095d';
      continue;
    }
    letters.push(d);
  }
  const first = word.codePointAt(0) ?? 0;
  const gujarati = first >= 0xa80 && first <= 0xaff;
  let out = '';
  let pendingA = false;
  // Whether a vowel was said right before the consonant whose inherent vowel is pending.
  let vowelBefore = false;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const cons = CONSONANTS[ch] ?? FLAPS[ch];
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
      continue;
    }
    if (NASALS.includes(ch)) {
      if (pendingA) out += 'a';
      pendingA = false;
      out += 'n';
      continue;
    }
    const vowel = VOWELS[ch];
    if (vowel === undefined) return null;
    if (pendingA) out += 'a';
    pendingA = false;
    out += vowel;
  }
  // The inherent vowel of the last consonant is not said ("नांदेड" Nanded).
  return out.length < 2 ? null : out[0].toUpperCase() + out.slice(1);
}
