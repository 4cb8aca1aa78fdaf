/**
 * Word lists (the lexicon/ data files) as regular-expression sources, shared by the field stages: a list of words in
 * any script becomes one alternation, longest first, bounded as a word in every script (JavaScript's \b knows only
 * ASCII letters). Patterns built with `wordsSource` need the `u` flag. And the case a post is typed in (`caseOf`), which
 * tells whether a capital there marks a name.
 */

const SPECIAL_RE = /[.*+?^${}()|[\]\\/-]/g;

/** The words as one alternation of escaped literals, longest first (so "tonnes" wins over "ton"). */
export function alternation(words: Iterable<string>): string {
  // Both forms of a letter with a nukta (ज़ as one code point or as ज and ़), as keyboards type either.
  return [...new Set([...words].flatMap((w) => [w, w.normalize('NFC'), w.normalize('NFD')]))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(SPECIAL_RE, '\\$&').replace(/ /g, '\\s*'))
    .join('|');
}

/** The words as a whole-word pattern in any script (needs the `u` flag). */
export function wordsSource(words: Iterable<string>): string {
  return String.raw`(?<![\p{L}\p{M}\p{N}])(?:${alternation(words)})(?![\p{L}\p{M}])`;
}

/** The fewest Latin letters of a word whose case counts ("to", "se" tell nothing). */
const MIN_CASED_LETTERS = 3;
/** The fewest such words a post in one case has (a shorter post tells nothing). */
const MIN_CASED_WORDS = 3;

/**
 * The case a post is typed in: its Latin words of three letters or more are in capitals ("DELHI TO PUNE 32 FT"), bar
 * one in five (a name, "Ramesh"), or in lower case ("sitarganj to delhi"), bar a code in capitals ("SXL", one in five)
 * and a line's or sentence's first word, which a phone capitalises by itself. A capitalised word anywhere else is a
 * name written so, and the post is 'mixed'. One pass over the text's code units.
 */
export function caseOf(body: string): 'upper' | 'lower' | 'mixed' {
  let upper = 0;
  let lower = 0;
  let mixed = 0;
  let ups = 0;
  let lows = 0;
  let lineStart = true;
  let lowerTyped = true;
  for (let i = 0; i <= body.length; i++) {
    const c = i < body.length ? body.charCodeAt(i) : 10;
    if (c >= 65 && c <= 90) ups++;
    else if (c >= 97 && c <= 122) lows++;
    else {
      if (ups + lows >= MIN_CASED_LETTERS) {
        if (lows === 0) upper++;
        else if (ups === 0) lower++;
        else {
          mixed++;
          if (!lineStart) lowerTyped = false;
        }
      }
      if (ups + lows > 0) lineStart = false;
      // (a phone capitalises a sentence's first word too)
      if (c === 10 || c === 46 || c === 33 || c === 63) lineStart = true;
      ups = 0;
      lows = 0;
    }
  }
  const words = upper + lower + mixed;
  if (words < MIN_CASED_WORDS) return 'mixed';
  if ((lower + mixed) * 5 <= upper) return 'upper';
  return lowerTyped && upper * 5 <= lower ? 'lower' : 'mixed';
}
