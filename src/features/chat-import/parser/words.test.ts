/**
 * The lexicon's word lists as patterns (words.ts): `alternation` writes a list as a tree of its words' shared beginnings,
 * and must match exactly what the list written flat, longest word first, matches, at the same places and to the same
 * length, in every list of the lexicon and on every post of the training corpus.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CORPUS } from '../../../../test/fixtures/chat-corpus.js';
import * as dates from '../lexicon/dates.js';
import * as letters from '../lexicon/letters.js';
import * as places from '../lexicon/places.js';
import * as posts from '../lexicon/posts.js';
import * as trucks from '../lexicon/trucks.js';
import * as units from '../lexicon/units.js';
import { alternation, lookBehindLast, openingAhead, wordsSource } from './words.js';

const SPECIAL_RE = /[.*+?^${}()|[\]\\/-]/g;

/** The list written flat, longest first: what `alternation` wrote before it wrote trees, the oracle here. */
function flat(words: Iterable<string>): string {
  return [...new Set([...words].flatMap((w) => [w, w.normalize('NFC'), w.normalize('NFD')]))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(SPECIAL_RE, '\\$&').replace(/ /g, '\\s*'))
    .join('|');
}

function matches(re: RegExp, text: string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    out.push(`${m.index}:${m[0]}`);
  }
  return out;
}

function assertSameMatches(words: readonly string[], texts: readonly string[], flags = 'giu', name = 'list'): void {
  const tree = new RegExp(alternation(words), flags);
  const list = new RegExp(flat(words), flags);
  // (whole words need the u flag)
  const bounded = flags.includes('u') ? [new RegExp(wordsSource(words), flags), new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])(?:${flat(words)})(?![\p{L}\p{M}])`, flags)] : null;
  for (const text of texts) {
    assert.deepEqual(matches(tree, text), matches(list, text), `${name}: ${JSON.stringify(text)}`);
    if (bounded) assert.deepEqual(matches(bounded[0], text), matches(bounded[1], text), `${name} as whole words: ${JSON.stringify(text)}`);
  }
}

test('a longer word is matched before a shorter one it begins with, and a space matches any run of spaces', () => {
  const re = new RegExp(alternation(['ton', 'tonnes', 'tonne', 'for info', 'for information only', 'for reference']), 'gi');
  assert.deepEqual(matches(re, '20 tonnes, 5 TON, 3 tonne; for   information only; for info; forreference'), [
    '3:tonnes',
    '13:TON',
    '20:tonne',
    '27:for   information only',
    '51:for info',
    '61:forreference',
  ]);
});

test('words that can match at one place through different branches are tried longest first, as the flat list tries them', () => {
  // "a bcd" (a space, which may match nothing) beside "abcdef" and "ab"; "Rs" beside "rs." under the i flag; a nukta
  // letter in both forms; a word that is a picture beyond the 16-bit range; an empty word
  const lists: Array<[string, string[], string[]]> = [
    ['spaces', ['a bcd', 'abcdef', 'ab', 'x y z', 'xy', 'x yz w'], ['abcd abcdef ab a bcd', 'xyz x y z xy x yz w xyzw']],
    ['cases', ['Rs', 'rs.', 'RS kg'], ['Rs 500 rs. 600 RS. rs kg', 'RSkg']],
    ['nuktas', ['फ़ुट', 'फुट', 'फ़ुटा'], ['फ़ुट फ़ुट फुट फ़ुटा']],
    ['pictures', ['🚛 load', '🚛', '🚚'], ['🚛 load 🚛load 🚛 🚚']],
    ['empty', ['ton', ''], ['ton tonne t']],
  ];
  for (const [name, words, texts] of lists) {
    assertSameMatches(words, texts, 'giu', name);
    assertSameMatches(words, texts, 'gu', `${name}, case kept`);
  }
});

test('every word list of the lexicon matches as it did written flat, on every post of the training corpus', () => {
  const texts = CORPUS.map((m) => m.text);
  const lists: Array<[string, readonly string[]]> = [];
  for (const mod of [dates, letters, places, posts, trucks, units]) {
    for (const [name, value] of Object.entries(mod)) {
      if (Array.isArray(value) && value.length > 0 && value.every((w) => typeof w === 'string')) lists.push([name, value]);
      else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 1) lists.push([`keys of ${name}`, Object.keys(value)]);
    }
  }
  assert.ok(lists.length > 60, `only ${lists.length} lists found`);
  // (a word with a dash is no pattern under the u flag, escaped as it is: such a list is read without it)
  const flags = (words: readonly string[]) => (words.some((w) => w.includes('-')) ? 'gi' : 'giu');
  for (const [name, words] of lists) assertSameMatches(words, texts, flags(words), name);
});

test('the look ahead for what a pattern opens with names every opening character, or is left out when it cannot tell', () => {
  assert.equal(openingAhead('abc|d?e'), '(?=[ade])');
  assert.equal(openingAhead('(?<!a)b'), '(?=[b])');
  assert.equal(openingAhead(String.raw`\b(?:[a-c]d|\d\d\s*ft)`), '(?=[abc0123456789])');
  assert.equal(openingAhead(String.raw`(?:20|40)\s*x`), '(?=[24])');
  assert.equal(openingAhead(String.raw`[\]^-]x`), String.raw`(?=[\]\^\-])`);
  // (a pattern that may match nothing, or opens with a class it does not read, gets none)
  for (const unknown of ['x*', 'a|', String.raw`\s+a`, '[^a]b', '.a', String.raw`\p{L}`]) assert.equal(openingAhead(unknown), '', unknown);
});

test('a look ahead for the opening or a look back moved after it changes no match of the truck words, on every post of the training corpus', () => {
  const texts = CORPUS.map((m) => m.text.toLowerCase());
  let compared = 0;
  for (const w of trucks.TRUCK_WORDS) {
    for (const spelling of w.latin) {
      const plain = new RegExp(String.raw`\b(?:${spelling})\b`, 'g');
      const ahead = new RegExp(`${openingAhead(spelling)}\\b(?:${spelling})\\b`, 'g');
      const behindLast = new RegExp(String.raw`\b(?:${lookBehindLast(spelling)})\b`, 'g');
      for (const text of texts) {
        const want = matches(plain, text);
        assert.deepEqual(matches(ahead, text), want, `${spelling} with its opening first: ${JSON.stringify(text)}`);
        assert.deepEqual(matches(behindLast, text), want, `${spelling} with its look back last: ${JSON.stringify(text)}`);
        compared++;
      }
    }
  }
  assert.ok(compared > 100_000);
  assert.equal(lookBehindLast('(?<!x)(?<=y)ab'), '(?=ab)(?<!x)(?<=y)ab');
  assert.equal(lookBehindLast('ab(?<!x)'), 'ab(?<!x)');
});
