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

/**
 * A look ahead for the characters a pattern can open with (for patterns of literal text, groups, classes, `\d`,
 * quantifiers and look arounds), or "" when it cannot tell: put before an alternative of a bigger pattern, it changes
 * no match but lets the engine pass over an alternative that cannot open at a place without trying its words one by
 * one. The look arounds are passed over (each only narrows what matches), so the class may hold characters that cannot
 * open a match, never leave one out; under the `i` flag the class is read without case as the pattern's letters are.
 */
export function openingAhead(source: string): string {
  const firsts = openingOf(source, 0, source.length);
  if (!firsts || firsts.nullable || firsts.chars.size === 0) return '';
  return `(?=[${[...firsts.chars].map((c) => c.replace(CLASS_SPECIAL_RE, '\\$&')).join('')}])`;
}

/**
 * A pattern that opens with a look back ("(?<!(?:&|\band)\s*[a-z()]+...)(?:bolero|tata|...)\s*pick ?up"), with the
 * rest of it first as a look ahead: the same matches, but the look back, which scans the words before, is tried only
 * where the rest matches, not at every place (in an alternative of a big pattern it is tried at every word's start).
 */
export function lookBehindLast(source: string): string {
  let rest = 0;
  while (source.startsWith('(?<=', rest) || source.startsWith('(?<!', rest)) rest = groupEnd(source, rest) + 1;
  return rest === 0 || rest >= source.length ? source : `(?=${source.slice(rest)})${source}`;
}

interface Opening {
  chars: Set<string>;
  /** The pattern can match the empty text, so what follows it may open the match too. */
  nullable: boolean;
}

const DIGIT_CHARS = '0123456789';

/** The opening characters of `source[from, to)`, an alternation; null when the pattern holds something not understood. */
function openingOf(source: string, from: number, to: number): Opening | null {
  const out: Opening = { chars: new Set(), nullable: false };
  let start = from;
  let depth = 0;
  for (let i = from; i <= to; i++) {
    const c = source[i];
    if (i === to || (c === '|' && depth === 0)) {
      const seq = sequenceOpening(source, start, i);
      if (!seq) return null;
      for (const ch of seq.chars) out.chars.add(ch);
      out.nullable ||= seq.nullable;
      start = i + 1;
    } else if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  return out;
}

/** Where the class opened at `at` closes (the index of its "]"). */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === ']') i++;
  for (; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
  return i;
}

/** Where the group opened at `at` closes (the index of its ")"). */
function groupEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return source.length;
}

/** The opening characters of a sequence of atoms (no "|" at its top). */
function sequenceOpening(source: string, from: number, to: number): Opening | null {
  const chars = new Set<string>();
  let i = from;
  while (i < to) {
    let atom: Opening | null;
    let next: number;
    const c = source[i];
    if (c === '(') {
      const end = groupEnd(source, i);
      next = end + 1;
      if (source.startsWith('(?=', i) || source.startsWith('(?!', i) || source.startsWith('(?<=', i) || source.startsWith('(?<!', i)) atom = { chars: new Set(), nullable: true };
      else if (source.startsWith('(?:', i)) atom = openingOf(source, i + 3, end);
      else if (source[i + 1] === '?') return null;
      else atom = openingOf(source, i + 1, end);
    } else if (c === '[') {
      const end = classEnd(source, i);
      next = end + 1;
      atom = classOpening(source.slice(i + 1, end));
    } else if (c === '\\') {
      const e = source[i + 1];
      next = i + 2;
      if (e === 'b' || e === 'B') atom = { chars: new Set(), nullable: true };
      else if (e === 'd') atom = { chars: new Set(DIGIT_CHARS), nullable: false };
      else if (/[\p{L}\p{N}]/u.test(e ?? 'x')) return null;
      else atom = { chars: new Set([e]), nullable: false };
    } else if (c === '^' || c === '$') {
      next = i + 1;
      atom = { chars: new Set(), nullable: true };
    } else if (c === '.' || c === ')' || c === '*' || c === '+' || c === '?' || c === '{') return null;
    else {
      const cp = source.codePointAt(i) ?? 0;
      const ch = String.fromCodePoint(cp);
      next = i + ch.length;
      atom = { chars: new Set([ch]), nullable: false };
    }
    if (!atom) return null;
    // the quantifier after the atom: one that allows none makes it optional
    const q = source[next];
    let optional = false;
    if (q === '?' || q === '*') {
      optional = true;
      next++;
    } else if (q === '+') next++;
    else if (q === '{') {
      const close = source.indexOf('}', next);
      if (close < 0) return null;
      optional = /^\{0[,}]/.test(source.slice(next, close + 1));
      next = close + 1;
    }
    if (source[next] === '?' && (q === '?' || q === '*' || q === '+' || q === '{')) next++;
    for (const ch of atom.chars) chars.add(ch);
    if (!atom.nullable && !optional) return { chars, nullable: false };
    i = next;
  }
  return { chars, nullable: true };
}

/** The characters a class (its inside) holds: single characters, ranges of at most a few hundred and `\d`; null otherwise. */
function classOpening(inside: string): Opening | null {
  if (inside.startsWith('^')) return null;
  const chars = new Set<string>();
  const members = Array.from(inside);
  for (let i = 0; i < members.length; i++) {
    let c = members[i];
    if (c === '\\') {
      const e = members[++i];
      if (e === 'd') {
        for (const d of DIGIT_CHARS) chars.add(d);
        continue;
      }
      if (e === undefined || /[\p{L}\p{N}]/u.test(e)) return null;
      c = e;
    }
    if (members[i + 1] === '-' && i + 2 < members.length) {
      const last = members[i + 2] === '\\' ? members[i + 3] : members[i + 2];
      if (last === undefined) return null;
      const a = c.codePointAt(0) ?? 0;
      const b = last.codePointAt(0) ?? 0;
      if (b < a || b - a > 400) return null;
      for (let k = a; k <= b; k++) chars.add(String.fromCodePoint(k));
      i += members[i + 2] === '\\' ? 3 : 2;
    } else chars.add(c);
  }
  return { chars, nullable: false };
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
