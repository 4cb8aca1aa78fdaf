/**
 * Word lists (the lexicon/ data files) as regular-expression sources, shared by the field stages: a list of words in
 * any script becomes one alternation, longest first, bounded as a word in every script (JavaScript's \b knows only
 * ASCII letters). Patterns built with `wordsSource` need the `u` flag.
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
