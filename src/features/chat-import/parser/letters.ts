/**
 * A place name written in Devanagari, Gujarati or Gurmukhi, in Latin letters (the tables of lexicon/letters.ts):
 * how a person writes a town outside the gazetteer in English ("नांदेड" Nanded, "ગોંડલ" Gondal, "ઊંઝા" Unjha). Each
 * consonant keeps its inherent "a" except at the end of the word and before a vowel sign or virama.
 */
import { CONSONANTS, NASALS, SCRIPT_OFFSETS, VIRAMA, VOWEL_SIGNS, VOWELS } from '../lexicon/letters.js';

/** The Devanagari letter at the same place of its block as a Gujarati or Gurmukhi one. */
function devanagari(ch: string): string {
  const c = ch.codePointAt(0) as number;
  if (c >= 0xa80 && c <= 0xaff) return String.fromCodePoint(c - SCRIPT_OFFSETS.gujarati);
  if (c >= 0xa00 && c <= 0xa7f) return String.fromCodePoint(c - SCRIPT_OFFSETS.gurmukhi);
  return ch;
}

const LABIALS = new Set(['p', 'b', 'm']);

/** The word in Latin letters with a capital first letter, or null when a letter is not in the tables. */
export function placeInLatin(word: string): string | null {
  const letters = [...word.normalize('NFC')].map(devanagari).filter((ch) => ch !== '\u093c');
  let out = '';
  let pendingA = false;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const cons = CONSONANTS[ch];
    if (cons !== undefined) {
      if (pendingA) out += 'a';
      // A nasal before a labial is "m" ("संभाजी"); it was written as "n" just before.
      if (out.endsWith('n') && LABIALS.has(cons[0]) && NASALS.includes(letters[i - 1])) out = `${out.slice(0, -1)}m`;
      out += cons;
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
