/**
 * Material, a field stage of the parser: the goods a post names, lower case and without quantities or packing
 * counts ("steel coils", "pyaz", "प्याज", "frozen chicken"). Read, in this order, from a labelled line
 * ("Material: FMCG cartons", "Maal - pyaz", "माल: प्याज"), from the goods words of goods.ts (with a qualifier just
 * before them, "frozen chicken", and a second goods word or a word like "goods" after, "steel pipes"), else from the words after
 * a weight ("8 ton hosiery", "20 ton kapda"), the place Hinglish posts put the goods, up to the next number, truck,
 * city, date or filler word; that last reading is a guess and says so.
 */
import { resolveCity } from '../../../geo/cities.js';
import { notes } from '../notes.js';
import { GOODS_MODIFIERS, GOODS_TAILS, GOODS_WORDS } from './goods.js';
import type { Val } from './scan.js';

const GOODS = new Set(GOODS_WORDS);
/** The first word of every goods name: most words of a post are none, and are passed over with one lookup. */
const FIRST_WORDS = new Set(GOODS_WORDS.map((w) => w.split(' ')[0]));
const MODIFIERS = new Set(GOODS_MODIFIERS);
const TAILS = new Set(GOODS_TAILS);
/** Longest goods name, in words. */
const MAX_GOODS_WORDS = Math.max(...GOODS_WORDS.map((w) => w.split(' ').length));
const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
// Words, and the marks between them that break a name ("steel, coils" is not "steel coils").
const WORD_RE = /[\p{L}\p{M}]+|[^\p{L}\p{M}\s]+/gu;

// "Material: ...", "Maal - ...", "माल: ...", "Goods = ...": the rest of the line up to a comma or full stop.
const LABEL_HINT_RE = /mat|maal|mal|good|commod|product|cargo|item|sam|saa|सामान|माल|सामग्री|साहित्य|માલ|સામાન|ਮਾਲ|ਸਮਾਨ|ਸਾਮਾਨ|சரக்கு|பொருள்|சாமான்/i;
const LABEL_RE = new RegExp(
  `${NOT_WORD_BEFORE}(?:material|materials|maal|mal|goods|commodity|product|cargo|item|items|saman|samaan|saaman|सामान|माल|सामग्री|साहित्य|માલ|સામાન|ਮਾਲ|ਸਮਾਨ|ਸਾਮਾਨ|சரக்கு|பொருள்|சாமான்)\\s*(?:type|name|hai|h|is|है|आहे|છે|ਹੈ)?\\s*[:\\-–=]+\\s*([^\\n,;|]+)`,
  'iu',
);
// A quantity and what it counts: "500 bags", "9 ton", "2,000 kg", "10 पेटी".
const QUANTITY_RE =
  /(?<![\p{L}\p{N}])\d[\d.,]*\s*(?:mt|m\.t\.?|tonnes?|tons?|tonn|tn|t|टन|kgs?|kilos?|qtls?|quintals?|bags?|boxes|box|cartons?|ctns?|pcs|pieces|nos|bundles?|drums?|pallets?|bales?|rolls?|packets?|pkgs?|packages?|bori|bora|boriya|katta|katte|kattey|peti|crates?|sacks?|टन|किलो|क्विंटल|पेटी|पेटियाँ|बोरी|बोरियां|बोरे|कट्टे|ટન|કિલો|ક્વિન્ટલ|બોરી|ગુણી|ਟਨ|ਕਿਲੋ|ਕੁਇੰਟਲ|ਬੋਰੀਆਂ|ਗੱਟੇ|டன்|கிலோ|மூட்டை)?(?![\p{L}\p{M}])/giu;
const WEIGHT_RE = /(?<![\p{L}\p{N}.,])\d+(?:\.\d+)?\s*(?:mt|tonnes?|tons?|tonn|tn|t|टन|ટન|ਟਨ|டன்|kgs?|qtls?|quintals?|क्विंटल)(?:\s+(?:of|ka|ki|ke))?\s+([\p{L}\p{M}][\p{L}\p{M}\s-]*)/giu;
/** Words that end a material read after a weight or on a label line: fillers, truck words, dates, money, load words. */
const STOP_WORDS = new Set(
  (
    'hai h he hain ha ho is are was the a an and or of ka ki ke ko se to from for till tak upto via at in on by with se me mein ' +
    'each per only approx approximately around about total net gross fix fixed urgent urgently ready available avl immediate ' +
    'load loads loading unloading lodaing loding maal mal material goods weight wt vajan wajan ' +
    'truck trucks gaadi gadi gaddi gaadiya vehicle vehicles container containers cont cntr open body closed box trailer trailers taurus tanker tipper reefer ' +
    'lcv tempo pickup eicher ace sxl mxl txl hq ft feet fit wheeler wheel tyre tyres chakka axle single multi required reqd req need needed chahiye chaiye ' +
    'rate freight bhada bhaada price rs inr advance adv balance payment pmt kal aaj parso today tomorrow tmrw morning evening subah shaam raat date ' +
    'contact call cont mob mobile ph phone no number whatsapp pls please sir ji bhai ' +
    'है का की के को से तक और में लोडिंग गाड़ी गाडी ट्रक कल आज परसों भाड़ा रेट टन किलो क्विंटल ' +
    'आहे चा ची चे ते ला हून पासून उद्या भाडे गाडीला फूट फीट ' +
    'છે નો ની નું ના થી સુધી ગાડી ટ્રક કાલે આજે ભાડું ટન કિલો ' +
    'ਹੈ ਦਾ ਦੀ ਦੇ ਤੋਂ ਤੱਕ ਨੂੰ ਗੱਡੀ ਟਰੱਕ ਕੱਲ੍ਹ ਅੱਜ ਭਾੜਾ ਟਨ ' +
    'டன் லாரி வண்டி நாளை இன்று வாடகை கிலோ'
  ).split(' '),
);
const MAX_WORDS = 4;
const MAX_CHARS = 120;

function tidy(s: string): string {
  return s
    .toLowerCase()
    .replace(/[*_"'()[\]{}!?.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CHARS)
    .trim();
}

/** The leading words of `text` that can be goods: up to a stop word, a city, a number or MAX_WORDS. */
function goodsWords(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[\s-]+/)) {
    if (word === '') continue;
    const low = word.toLowerCase();
    if (!/^[\p{L}\p{M}&]+$/u.test(low) || STOP_WORDS.has(low) || resolveCity(low) || out.length === MAX_WORDS) break;
    out.push(low);
  }
  return out;
}

function fromLabel(text: string): string | null {
  const m = LABEL_HINT_RE.test(text) ? LABEL_RE.exec(text) : null;
  if (!m) return null;
  const rest = m[1].replace(QUANTITY_RE, ' ').replace(/[*_"()]/g, ' ');
  const words = goodsWords(rest.trim().replace(/^(?:hai|h|is)\s+/i, ''));
  return words.length > 0 ? tidy(words.join(' ')) : null;
}

/** The goods name at word i ("steel coils", "steel"), longest first: how many words it takes, 0 for none. */
function goodsAt(words: string[], i: number): number {
  if (i >= words.length || !FIRST_WORDS.has(words[i])) return 0;
  for (let n = Math.min(MAX_GOODS_WORDS, words.length - i); n > 0; n--) if (GOODS.has(words.slice(i, i + n).join(' '))) return n;
  return 0;
}

/** The first goods name of the list, with a qualifier before it ("frozen chicken"), a second name or a tail word after it ("steel pipes", "textile goods"). */
function fromGoodsWords(text: string): string | null {
  const words = text.toLowerCase().match(WORD_RE);
  if (!words) return null;
  for (let i = 0; i < words.length; i++) {
    const n = goodsAt(words, i);
    if (n === 0) continue;
    let from = i;
    if (i >= 2 && MODIFIERS.has(`${words[i - 2]} ${words[i - 1]}`)) from = i - 2;
    else if (i >= 1 && MODIFIERS.has(words[i - 1])) from = i - 1;
    let to = i + n;
    to += goodsAt(words, to);
    if (to < words.length && TAILS.has(words[to])) to++;
    return tidy(words.slice(from, to).join(' '));
  }
  return null;
}

function afterWeight(text: string): string | null {
  WEIGHT_RE.lastIndex = 0;
  for (let m = WEIGHT_RE.exec(text); m; m = WEIGHT_RE.exec(text)) {
    const words = goodsWords(m[1]);
    if (words.length > 0 && words.length <= 2) return tidy(words.join(' '));
  }
  return null;
}

/** The goods a piece of a post names, or undefined. */
export function extractMaterial(text: string): Val<string> | undefined {
  const labelled = fromLabel(text);
  if (labelled) return { value: labelled, conf: 0.9 };
  const listed = fromGoodsWords(text);
  if (listed) return { value: listed, conf: 0.8 };
  const guessed = afterWeight(text);
  if (guessed) return { value: guessed, conf: 0.5, note: notes.materialGuess(guessed) };
  return undefined;
}
