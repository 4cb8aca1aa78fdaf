/**
 * Word lists (the lexicon/ data files) as regular-expression sources, shared by the field stages: a list of words in
 * any script becomes one alternation, longest first, bounded as a word in every script (JavaScript's \b knows only
 * ASCII letters). Patterns built with `wordsSource` need the `u` flag. And the case a post is typed in (`caseOf`), which
 * tells whether a capital there marks a name.
 */

const SPECIAL_RE = /[.*+?^${}()|[\]\\/-]/g;

/**
 * The words as one alternation of escaped literals, longest first (so "tonnes" wins over "ton"), a space in a word
 * matching any run of spaces. The words are written as a tree of their shared beginnings ("for\s*(?:info(?:rmation|)|
 * reference)"), which matches what the flat list "for\s*information|for\s*reference|for\s*info" matches, in the same
 * order, but tests a shared beginning once instead of once a word: the big lists (a few hundred words) are tried at
 * every position of every post, and the tree is about three times faster.
 */
export function alternation(words: Iterable<string>): string {
  const list = inBothForms(words).sort((a, b) => b.length - a.length);
  // (a space is a run of spaces only between two other characters: a word with another space cannot be factored)
  if (list.some((w) => UNFACTORABLE_RE.test(w))) return list.map((w) => atomsOf(w).join('')).join('|');
  const root = newNode(0);
  list.forEach((w, rank) => {
    let node = root;
    for (const atom of atomsOf(w)) {
      let next = node.kids.get(atom);
      if (!next) {
        next = newNode(rank);
        node.kids.set(atom, next);
      }
      node = next;
    }
    node.ends = true;
    node.endRank = rank;
  });
  return [...branchesOf(root), ...(root.ends ? [''] : [])].join('|');
}

/** The words with both forms of a letter with a nukta (ज़ as one code point or as ज and ़), as keyboards type either. */
function inBothForms(words: Iterable<string>): string[] {
  return [...new Set([...words].flatMap((w) => [w, w.normalize('NFC'), w.normalize('NFD')]))];
}

/** A space leading, trailing or doubled, or a space other than U+0020: such a word is written as it is, unfactored. */
const UNFACTORABLE_RE = /^ | $| {2}|[^\S ]/;

/**
 * A node of the words' tree: the atoms that may follow, each to its node; `rank` is the place in the list of its first
 * word (the list's first word through it), `endRank` that of the word ending at it.
 */
interface TrieNode {
  kids: Map<string, TrieNode>;
  ends: boolean;
  rank: number;
  endRank: number;
}

function newNode(rank: number): TrieNode {
  return { kids: new Map(), ends: false, rank, endRank: rank };
}

/** A word's atoms: each character escaped, each space `\s*`. */
function atomsOf(word: string): string[] {
  return Array.from(word, (c) => (c === ' ' ? String.raw`\s*` : c.replace(SPECIAL_RE, '\\$&')));
}

/**
 * The alternatives for the words below a node (not one ending at it), in the order the flat list tries them. Two atoms
 * that can match the same text (a space's `\s*`, which may match nothing, beside any other atom; "A" beside "a" under
 * the `i` flag) could have a shorter word of one branch tried before a longer of the other: below such a node the words
 * are listed flat, longest first. Elsewhere the branches cannot both match at one place, and a word ending at a node is
 * tried after the longer words through it.
 */
function branchesOf(node: TrieNode): string[] {
  const kids = [...node.kids].sort((a, b) => a[1].rank - b[1].rank);
  const folded = new Set(kids.map(([atom]) => atom.toLowerCase()));
  if (folded.size < kids.length || (kids.length > 1 && node.kids.has(String.raw`\s*`))) {
    return kids
      .flatMap(([atom, kid]) => suffixesOf(kid, atom))
      .sort((a, b) => a.rank - b.rank)
      .map((s) => s.source);
  }
  return kids.map(([atom, kid]) => {
    const rest = branchesOf(kid);
    if (rest.length === 0) return atom;
    return rest.length === 1 && !kid.ends ? atom + rest[0] : `${atom}(?:${rest.join('|')}${kid.ends ? '|' : ''})`;
  });
}

/** Every word through a node as the rest after the tree's root, `prefix` the atoms to the node, with its rank in the list. */
function suffixesOf(node: TrieNode, prefix: string): Array<{ source: string; rank: number }> {
  const out: Array<{ source: string; rank: number }> = node.ends ? [{ source: prefix, rank: node.endRank }] : [];
  for (const [atom, kid] of node.kids) out.push(...suffixesOf(kid, prefix + atom));
  return out;
}

/**
 * The words as a whole-word pattern in any script (needs the `u` flag). It opens with a look ahead for one of the words'
 * first letters, which changes no match: a place whose letter opens no word is passed over before the costlier look
 * back for a letter before it (about a quarter faster on the big lists).
 */
export function wordsSource(words: Iterable<string>): string {
  const list = [...words];
  const firsts = firstLetters(list);
  return String.raw`${firsts ? `(?=${firsts})` : ''}(?<![\p{L}\p{M}\p{N}])(?:${alternation(list)})(?![\p{L}\p{M}])`;
}

/**
 * A look ahead for one of the words' first letters ("" when a word opens with a space or is empty): put before a list of
 * words that is not whole-word bounded, it lets the engine pass over every place no word opens at.
 */
export function firstLettersAhead(words: Iterable<string>): string {
  const firsts = firstLetters([...words]);
  return firsts ? `(?=${firsts})` : '';
}

/** The characters the words open with, in both nukta forms, as a character class; null when a word opens with a space or is empty. */
function firstLetters(words: string[]): string | null {
  const firsts = new Set<string>();
  for (const form of inBothForms(words)) {
    const first = form.codePointAt(0);
    if (first === undefined || /\s/.test(String.fromCodePoint(first))) return null;
    firsts.add(String.fromCodePoint(first));
  }
  return `[${[...firsts].map((c) => c.replace(CLASS_SPECIAL_RE, '\\$&')).join('')}]`;
}

const CLASS_SPECIAL_RE = /[\\\][^-]/g;

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
