/**
 * Turns pasted WhatsApp load posts into candidate loads: the parser's public API and its last stage,
 * assembly.
 *
 * Pure and synchronous: no I/O and no clock except when `referenceDate` is omitted.
 * Pipeline per message: tokenise -> find city mentions -> pair them into routes ->
 * cut the message into one segment per route -> extract fields from each segment,
 * falling back to the message header/footer for shared fields -> score.
 *
 * The stages live in parser/, each importing only stages before it: messages.ts (a paste into
 * messages; line lookups), then places.ts (origin and destination), fields.ts (phone, truck type, what
 * a post is), dates.ts and units.ts (weights, lengths, money and rates), then this file, which runs
 * them on each message, lets the loads of a message and the fragments around it lend each other
 * fields, and builds the candidates. days.ts (calendar days) and scan.ts (the fields record and the
 * blanking scan) sit under the stages.
 */
import { resolveCity, type City } from '../../geo/cities.js';
import { asciiDigits, hasIndicDigits } from '../../lib/indic-numbers.js';
import type { TruckType } from '../../lib/trucks.js';
import {
  ALL_LOADS_WORDS,
  CANCEL_WORDS,
  DONE_ALONE_WORDS,
  DONE_FILLERS,
  FINAL_RATE_LINKS,
  FINAL_RATE_WORDS,
  FIX_RATE_WORDS,
  ADDRESSEE_WORDS,
  JOKE_WORDS,
  LOAD_THERE_WORDS,
  LEFT_COUNT_WORDS,
  ONE_MORE_WORDS,
  RATE_CHANGE_WORDS,
  RATE_NAME_WORDS,
  WEIGHT_NAME_WORDS,
  FILLED_ITEM_WORDS,
  REMAINING_WORDS,
  SALUTATION_WORDS,
  SHARED_DETAIL_WORDS,
  SIGN_OFF_WORDS,
  SPOKEN_MARKS,
  STILL_WORDS,
  TAKEN_BACK_FILLERS,
  TAKEN_BACK_LEADS,
  STILL_WANTED_WORDS,
  TAKEN_BACK_WORDS,
  TRUCK_FOUND_WORDS,
  TRUCK_NOUNS,
  VEHICLE_NOUNS_INDIC,
} from './lexicon/posts.js';
import { BETWEEN_WORDS, FACILITY_WORDS, LOAD_NOUNS_AFTER_PLACE } from './lexicon/places.js';
import { SECOND_TRUCK_WORDS, WHICH_TRUCK_WORDS } from './lexicon/trucks.js';
import { AMOUNT_WORDS, COUNT_CLASSIFIERS, COUNTING_WORDS, FEET_WORDS, LATIN_AMOUNT_WORDS, PER_WORDS, SPOKEN_NUMBERS, WEIGHT_UNITS } from './lexicon/units.js';
import { notes } from './notes.js';
import { blankTimes, extractDates, truckDays } from './parser/dates.js';
import { dayToIso, isoToDay, todayInKolkata } from './parser/days.js';
import { MAX_TRUCKS_PER_POST, pricedPerTruck, totalWindows, truckCount, truckVariants, type TruckVariant } from './parser/count.js';
import { extractPhone, extractTruck, intentOf, namesPhone, namesWeight, type Intent } from './parser/fields.js';
import { extractMaterial } from './parser/material.js';
import { GOODS_NOUNS, SAME_GOODS_WORDS } from './parser/goods.js';
import { EDITED_RE, isSystemMessage, lineEndAt, lineStartAt, newlinesOf, splitMessages, SYSTEM_BODY_RE, SYSTEM_HINT_RE, SYSTEM_LINE_RE, type ChatMessage } from './parser/messages.js';
import { findRoutes, partialRoute, tokenize, type Mention, type Route, type Tok } from './parser/places.js';
import type { DateVal, Fields, Scan, Val } from './parser/scan.js';
import {
  amountAfter,
  amountList,
  blankOtherNumbers,
  collapseAmountRanges,
  extractBagWeight,
  extractBodySize,
  extractLength,
  extractPrice,
  extractRateOption,
  extractWeight,
  lastAmount,
  pricing,
  readSpokenNumbers,
} from './parser/units.js';
import { alternation, wordsSource } from './parser/words.js';

export { splitMessages };

export interface ParsedCandidate {
  origin: string | null;
  destination: string | null;
  truck_type: TruckType | null;
  truck_length_ft: number | null;
  /** Tonnes. */
  weight: number | null;
  /** Total freight in rupees. */
  price: number | null;
  /** Rupees per tonne when quoted that way. */
  rate_per_tonne: number | null;
  /** ISO yyyy-mm-dd. */
  pickup_date: string | null;
  /** Normalised +91XXXXXXXXXX. */
  phone: string | null;
  /** The goods as the post names them, lower case, without quantities ("steel coils", "pyaz"). */
  material: string | null;
  /** Which of the post's trucks this is (1-based) and how many it asks for ("3 gaadi chahiye": 1..3 of 3). */
  truck_no: number;
  trucks: number;
  /** The source lines of this candidate. */
  raw: string;
  /** 0..1 overall. */
  confidence: number;
  field_confidence: Record<string, number>;
  /** Has origin, destination, truck_type, weight, pickup_date. */
  valid: boolean;
  errors: Record<string, string>;
  sender?: string | null;
  message_index: number;
}

/** Extracts every field found in a piece of text; each step blanks what it used so later steps cannot misread it. */
function extractFields(text: string, base: number): Fields {
  const f: Fields = {};
  if (!/\S/.test(text)) return f;
  const s: Scan = { text, f, base, dates: [] };
  s.text = extractPhone(s.text, f);
  readSpokenNumbers(s);
  const material = extractMaterial(s.text);
  if (material) f.material = material;
  blankTimes(s);
  extractDates(s);
  // Every stage after the dates but the truck's reads figures, and none writes one (spoken numbers are figures by now,
  // the rest only blank): a text left with no digit skips them.
  if (!/\d/.test(s.text)) {
    extractTruck(s.text, f);
    return f;
  }
  const bags = extractBagWeight(s);
  extractBodySize(s);
  blankOtherNumbers(s);
  extractTruck(s.text, f);
  extractLength(s);
  collapseAmountRanges(s);
  extractRateOption(s);
  extractWeight(s);
  if (bags && !f.weight) f.weight = bags;
  extractPrice(s.text, f);
  return f;
}

interface Segment {
  route: Route;
  start: number;
  end: number;
}

interface Context {
  base: number;
  baseIsSentDate: boolean;
  sender: string | null;
  index: number;
  /** Fields handed down from neighbouring fragments ("Call 98...", "*URGENT*"), used last. */
  inherited: Fields;
  /** The sender's number: from an export line like "+91 98290 12121: ..." or their earlier posts. */
  senderPhone?: Val<string>;
  /** The number of trucks a later follow-up of the sender asks for ("2 gaadi chahiye"), when the post names none. */
  count?: number;
  /** The trucks still wanted by a later follow-up of the sender ("1 gari lag gaya, ekta baki"). */
  left?: number;
}

interface Analysis {
  text: string;
  /** The text as a candidate's `raw` shows it: `text` before its salutations were blanked (same offsets). */
  shown: string;
  toks: Tok[];
  routes: Route[];
  /** Mentions left unpaired. */
  mentions: Mention[];
  intent: Intent;
  question: boolean;
}

// "मंडीदीप से भोपाल 2 किलोमीटर... मज़ाक. मंडीदीप से दिल्ली, ...": what a joke word closes on its line is blanked (offsets kept).
const JOKE_HINT_RE = new RegExp(alternation(JOKE_WORDS), 'i');
const JOKE_RE = new RegExp(String.raw`[^\n]*?${wordsSource(JOKE_WORDS)}[^\S\n]*[.!।]*`, 'giu');

// "Good evening sir Jalgaon banana 15 ton to Delhi", "Namaskar ji, Pune se ...": a salutation opening a line, with its words of
// address, is blanked (offsets kept) when more follows it on the line, so the line reads as though it opened after it. The
// salutation and its addressees are matched whole (a lookahead and its back reference), then a space or mark must follow
// ("Hi-tech" is no "Hi").
// The hint is the pattern's opening alone, with its flags: a salutation word right after a line's start and marks. The
// words unanchored ("hi", "sir") are inside a third of all posts ("this", "within"); at a line's start, one in sixty.
const SALUTATION_LEAD = String.raw`^[^\S\n]*[^\p{L}\p{N}\s]*[^\S\n]*`;
const SALUTATION_HINT_RE = new RegExp(`${SALUTATION_LEAD}${wordsSource(SALUTATION_WORDS)}`, 'imu');
const SALUTATION_RE = new RegExp(
  String.raw`^(${SALUTATION_LEAD.slice(1)})(?=(${wordsSource(SALUTATION_WORDS)}(?:[^\S\n]*[,!.]?[^\S\n]*${wordsSource(ADDRESSEE_WORDS)})*))\2(?=[^\S\n]|[,!.:;।🙏])[^\p{L}\p{N}\n]*(?=[\p{L}\p{N}])`,
  'gimu',
);

function blankSalutations(text: string): string {
  return text.replace(SALUTATION_RE, (m, lead: string) => lead + ' '.repeat(m.length - lead.length));
}

// "... 9849011224 Thanks 🙏", "... Maal: biscuit Dhanyavad": a sign-off closing a post's last line is no part of it (no
// goods, no date's word); it is blanked (offsets kept). Only the post's last characters are searched.
const SIGN_OFF_HINT_RE = new RegExp(alternation(SIGN_OFF_WORDS), 'i');
const CLOSING_RE = new RegExp(String.raw`(?<=\S[^\S\n]+)${wordsSource(SIGN_OFF_WORDS)}[^\p{L}\p{N}]*$`, 'iu');
const CLOSING_REACH = 60;

function blankClosing(text: string): string {
  const from = Math.max(0, text.length - CLOSING_REACH);
  const m = CLOSING_RE.exec(text.slice(from));
  return m ? text.slice(0, from + m.index) + ' '.repeat(m[0].length) : text;
}

// "Nashik se Pune comma onion 10 ton comma ... full stop": the marks voice typing spells out, as marks after the word
// before them (offsets kept).
const SPOKEN_MARK_HINT_RE = new RegExp(alternation(Object.keys(SPOKEN_MARKS)), 'i');
// "32-ft", "20-FT", "40-फीट": a dash between a length and its feet reads as a space, so every stage reads the length as
// it reads "32 ft" (one code unit for one, offsets kept).
const UNIT_DASH_HINT_RE = /\d-\S/;
// "10 M.T.", "9 m.t": metric tonnes written with dots read as "MT" (the dots as spaces, offsets kept), so every stage
// reads the weight as it reads "10 MT".
const DOTTED_TONNES_HINT_RE = /\d[^\S\n]*m\./i;
const DOTTED_TONNES_RE = /(?<=\d[^\S\n]*)(m)\.[^\S\n]?(t)\.?(?![\p{L}\p{M}\p{N}])/giu;
// "| Surat | Delhi | 7T | 32ft | 58k |": a table's row with its borders reads as the row without them (the bars that
// open and close its line as spaces, offsets kept), a row of "|" columns.
const BORDERED_ROW_RE = /^([^\S\n]*)\|(?=[^\n]*\|)([^\n]*?)\|?([^\S\n]*)$/gm;
const FIELD_SLASHES_RE = / \/ [^\n]* \/ /;
const FIELD_SLASH_RE = / \/ /g;
const FIELD_SLASH_LINE_RE = /[^\n]+/g;
const SLASH_ROW_RE = /^[^\S\n]*[\p{L}\p{M}]+(?:[^\S\n][\p{L}\p{M}]+)? \/ [\p{L}\p{M}]+(?:[^\S\n][\p{L}\p{M}]+)? \/ /u;
// "Material: Asian Paints.", "Loading: 2.", "trailer 2.": a full stop closing a line reads as the line's end, so a line's
// last word or figure is read as it is without it.
const LINE_STOP_HINT_RE = /\.[^\S\n]*(?:\n|$)/;
const LINE_STOP_RE = /(?<=[\p{L}\p{M}\p{N})])\.(?=[^\S\n]*(?:\n|$))/gu;
const UNIT_DASH_RE = new RegExp(String.raw`(?<=\d)-(?=(?:${alternation(FEET_WORDS)})(?![\p{L}\p{M}]))`, 'giu');
const SPOKEN_MARK_RE = new RegExp(String.raw`[^\S\n]+(${alternation(Object.keys(SPOKEN_MARKS))})(?![\p{L}\p{M}])`, 'giu');

// "26 ton? na, 16 ton", "kiln bricks? nahi yaar, wooden logs", "frozen? no - dry fish": a "?", a word taking the value
// back and a mark before the value meant (read at each "?", sticky); the word said twice ("reefer? nahi nahi, ..."), the
// figure echoed before it ("32 ton? 32 nahi bhai, 28 ton"), a figure right after it ("4200 per ton? nahi 3900 per ton");
// "grapes? abhi nahi, ..." (a word of time before it) and "oranges? nahi abhi season nahi, ..." (a short reason closed by
// the word again) take it back too.
const TAKEN_BACK_WORD = wordsSource(TAKEN_BACK_WORDS);
const TAKEN_BACK_RE = new RegExp(
  String.raw`\?[^\S\n]*(?:\d+(?:\.\d+)?[^\S\n]+)?(?:${wordsSource(TAKEN_BACK_LEADS)}[^\S\n]+)?${TAKEN_BACK_WORD}(?:(?:[^\S\n]+[\p{L}\p{M}]+){0,3}?[^\S\n]+${TAKEN_BACK_WORD})?(?:[^\S\n]+${wordsSource(TAKEN_BACK_FILLERS)})?(?=[^\S\n]*[,:\-–—/][^\S\n]*[^\s,:\-–—/]|[^\S\n]+\d)`,
  'iuy',
);
// A taken-back body's length ("20 ft container? nahi") or a taken-back rate's figure ("4200 per ton? nahi") goes with it.
const TAKEN_BACK_WITH_FIGURE = new Set([...FEET_WORDS, ...PER_WORDS].map((w) => w.toLowerCase()));
const FACILITY_SET = new Set(FACILITY_WORDS);
const MEASURE_RE = /^\d+(?:\.\d+)?\p{L}+$/u;
const FEET_UNITS = new Set(FEET_WORDS);
const UNIT_FIGURE_RE = /(\d+(?:\.\d+)?)[^\S\n]*([\p{L}\p{M}.]+)/gu;
const GLUED_FIGURE_RE = /^(\d+(?:\.\d+)?)([\p{L}\p{M}.]+)$/u;
const BARE_FIGURE_RE = /^\d+(?:\.\d+)?$/;

/** "ft" for a length unit, "t" for a weight unit, else null. */
function unitKind(word: string): 'ft' | 't' | null {
  const w = word.toLowerCase();
  if (FEET_UNITS.has(w)) return 'ft';
  return Object.hasOwn(WEIGHT_UNITS, w) ? 't' : null;
}

/** The kinds of unit said with a figure in `text` ("20 ft, 30k" has "ft"). */
function unitKindsIn(text: string): Set<string> {
  const kinds = new Set<string>();
  for (const m of text.matchAll(UNIT_FIGURE_RE)) {
    const kind = unitKind(m[2]);
    if (kind) kinds.add(kind);
  }
  return kinds;
}

/**
 * "Agra se Kolkata 32 ft 7 ton aloo? na bhai, petha 3 ton only, 20 ft": the figures with units just before a value
 * taken back go with it when the answer after says their kind again (a length, a weight); one it does not say again
 * stays ("32 ft 10 ton oranges? nahi, cotton yarn 10 ton" keeps its 32 ft). The new start of the stretch.
 */
function takenBackFigures(text: string, start: number, end: number): number {
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  const after = text.slice(end, lineEnd);
  if (!DIGIT_RE.test(after)) return start;
  const kinds = unitKindsIn(after);
  for (;;) {
    const [s, e] = wordBefore(text, start);
    if (s === e) return start;
    const word = text.slice(s, e);
    const glued = GLUED_FIGURE_RE.exec(word);
    let kind: string | null;
    let figureStart = s;
    if (glued) kind = unitKind(glued[2]);
    else {
      kind = unitKind(word);
      const [ns, ne] = wordBefore(text, s);
      if (ns === ne || !BARE_FIGURE_RE.test(text.slice(ns, ne))) return start;
      figureStart = ns;
    }
    if (!kind || !kinds.has(kind)) return start;
    start = figureStart;
  }
}
const VALUE_BREAK_RE = /[\s,.;:|()!?\-–—]/u;
const DIGIT_RE = /\d/;

/** The word ending at `end` (blanks before `end` skipped): its start and end, equal when there is none. */
function wordBefore(text: string, end: number): [number, number] {
  let e = end;
  while (e > 0 && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
  let s = e;
  while (s > 0 && !VALUE_BREAK_RE.test(text[s - 1])) s--;
  return [s, e];
}

/**
 * The text with each value asked and taken back blanked, offsets kept: the value is the word before the "?" with the
 * number before a unit ("26 ton"), or a number ("45k"), or up to two words of no digits ("kiln bricks", "seafood
 * frozen"), never a known city before the last word.
 */
function blankTakenBack(text: string): string {
  for (let q = text.indexOf('?'); q >= 0; q = text.indexOf('?', q + 1)) {
    TAKEN_BACK_RE.lastIndex = q;
    if (!TAKEN_BACK_RE.test(text)) continue;
    const end = TAKEN_BACK_RE.lastIndex;
    let start = q;
    for (let words = 0; words < 2; words++) {
      const [s, e] = wordBefore(text, start);
      if (s === e) break;
      const word = text.slice(s, e);
      if (DIGIT_RE.test(word)) {
        // ("20ft container? nahi": the body's length goes with it; "7T bananas? no - coconut": the load's weight stays)
        if (words === 0 || (MEASURE_RE.test(word) && unitKind(GLUED_FIGURE_RE.exec(word)?.[2] ?? '') !== 't')) start = s;
        break;
      }
      if (words > 0 && TAKEN_BACK_WITH_FIGURE.has(word.toLowerCase())) {
        const [ns, ne] = wordBefore(text, s);
        if (ns < ne && BARE_FIGURE_RE.test(text.slice(ns, ne))) start = ns;
        break;
      }
      // "Kalamboli CFS? no, ...": a place's facility taken back goes with the place.
      if (words > 0 && (word.length < 3 || unitKind(word) || (resolveCity(word) && !FACILITY_SET.has(text.slice(start, q).trim().toLowerCase())))) break;
      start = s;
      // "26 ton?": the number before a unit goes with it.
      if (words === 0) {
        const [ns, ne] = wordBefore(text, s);
        if (ns < ne && BARE_FIGURE_RE.test(text.slice(ns, ne))) {
          start = ns;
          break;
        }
      }
    }
    start = widerTakenBack(text, start, q);
    if (start < q) start = takenBackFigures(text, start, end);
    if (start < q) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
  }
  return text;
}

const ROUTE_LINKS = new Set(['to', 'from', ...BETWEEN_WORDS.map((w) => w.toLowerCase())]);
const LENGTH_WORD_RE = /^(?:\d+(?:\.\d+)?(?:ft|feet|fit|foot|')?|ft|feet|fit|foot)$/i;

/**
 * Where a value taken back starts when it is more than its last words: a route ("Bhavnagar to Alang? nahi, Alang se
 * Bhavnagar": a city, a connector and a city before the "?") or a truck with its length before its body ("32ft open
 * trailer? na, 22 ft open").
 */
function widerTakenBack(text: string, start: number, q: number): number {
  const [ls, le] = wordBefore(text, q);
  if (ls < le && ls === start && resolveCity(text.slice(ls, le))) {
    const [cs, ce] = wordBefore(text, ls);
    const [os, oe] = wordBefore(text, cs);
    if (cs < ce && ROUTE_LINKS.has(text.slice(cs, ce).toLowerCase()) && os < oe && resolveCity(text.slice(os, oe))) return os;
    return start;
  }
  // "Bhubaneswar theke? na, Cuttack theke ...": a place with its "from" word taken back goes whole.
  if (ls < le && ls === start && ROUTE_LINKS.has(text.slice(ls, le).toLowerCase())) {
    const [cs, ce] = wordBefore(text, ls);
    if (cs < ce && resolveCity(text.slice(cs, ce))) return cs;
  }
  if (start === q || DIGIT_RE.test(text.slice(start, q))) return start;
  let from = start;
  for (let k = 0; k < 2; k++) {
    const [s, e] = wordBefore(text, from);
    if (s === e || !LENGTH_WORD_RE.test(text.slice(s, e))) break;
    from = s;
    if (DIGIT_RE.test(text.slice(s, e))) return from;
  }
  return start;
}

/**
 * "Vizag / Nagpur / 28 T / coal / 1250 PMT": a line that opens with two cells of a word or two each, parted by slashes,
 * is a row of columns ("Vizag | Nagpur | 28 T ..."), whose first two cells are its route when both are towns; the other
 * slashes of a line with two or more of them part fields as commas do ("Delhi to Jaipur / Ajmer drop / 32 ft / 26000").
 * (one code unit for one, offsets kept)
 */
function fieldSlashesParted(text: string): string {
  return text.replace(FIELD_SLASH_LINE_RE, (line) => {
    if (!FIELD_SLASHES_RE.test(line)) return line;
    const row = SLASH_ROW_RE.exec(line);
    const head = row ? row[0].replace(/ \/ /g, ' | ') : '';
    return head + line.slice(head.length).replace(FIELD_SLASH_RE, ' , ');
  });
}

// "... Aur haan ek load bhi hai - Taloja se Raipur ...", "Namdu ondu load ide: Davangere inda ...", "Meanwhile new load for
// others: Hosur to Pune ...": a sentence of its own after other talk (a greeting, news, a rate heard, a payment asked)
// that says a load is there, with a colon, a dash or a pointing hand after it or a word saying it is there.
const LOAD_WORD = wordsSource(LOAD_NOUNS_AFTER_PLACE.filter((w) => !['maal', 'माल', 'માલ', 'ਮਾਲ', 'சரக்கு'].includes(w)));
// ("... Today we also need one market vehicle: Bhiwandi to Ahmedabad ...": a truck asked for, so too)
const TRUCK_WANTED_INTRO = String.raw`(?:(?:need|needs|required|require|want)[^\S\n]+(?:[\p{L}\p{M}\d]+[^\S\n]+){0,3}?(?:vehicles?|trucks?|gaa?dis?|gaddi|lorry|lorries)|(?:vehicles?|trucks?|gaa?dis?|gaddi|lorry)[^\S\n]+(?:chahiye|chaiye|required|reqd|needed))`;
const LOAD_INTRO_RE = new RegExp(
  String.raw`[.!।🙏🎉😔][^\S\n]*((?:[\p{L}\p{M}]+[^\S\n]+){0,5}?(?:${LOAD_WORD}(?:(?:[^\S\n]+[\p{L}\p{M}]+){0,4}?[^\S\n]*(?:[:\-–—]|👉)|(?:[^\S\n]+(?:bhi|pan|vi|ও|ಕೂಡ|kooda|kuda))?[^\S\n]+${wordsSource(LOAD_THERE_WORDS)}[^\S\n]*[:\-–—]?)|${TRUCK_WANTED_INTRO}[^\S\n]*(?:[:\-–—]|👉)))`,
  'iu',
);
// (a truck asked for too, in a post that may not say "load" at all: "... we also need one market vehicle: ..., ldg today";
// TRUCK_WANTED_INTRO always names the truck)
const LOAD_INTRO_HINT_RE = /load|लोड|ਲੋਡ|லோட|లోడ్|ಲೋಡ್|ലോഡ്|লোড|ଲୋଡ|લોડ|vehicle|truck|gaa?di|gaddi|lorr/i;

/**
 * The talk before a load said to be there in a sentence of its own is blanked (offsets kept), so the post reads as the
 * load: its greeting's or news's places, figures and words are no load's. Not when that talk has a phone or a weight (a
 * load of its own before "ek load aur bhi hai: ..."), nor after a question ("Koi Ahmedabad me trailer khali hai? load
 * hai Mundra ke liye": the question asks the load's truck) or a line's end (a form's "Load:" line, a list's heading).
 */
function afterLoadIntro(text: string): string {
  if (!LOAD_INTRO_HINT_RE.test(text)) return text;
  const m = LOAD_INTRO_RE.exec(text);
  if (!m) return text;
  const start = m.index + m[0].length - m[1].length;
  const preamble = text.slice(0, start);
  if (wordCount(preamble) < 2 || namesPhone(preamble) || namesWeight(preamble)) return text;
  return text.slice(0, start).replace(/[^\n]/g, ' ') + text.slice(start);
}

function analyse(body: string): Analysis {
  // Every edit mark has its "<": most posts have none, and skip the pattern.
  let text = body.includes('<') ? body.replace(EDITED_RE, '') : body;
  if (SYSTEM_HINT_RE.test(text)) text = text.replace(SYSTEM_LINE_RE, '');
  if (JOKE_HINT_RE.test(text)) text = text.replace(JOKE_RE, (m) => ' '.repeat(m.length));
  if (SPOKEN_MARK_HINT_RE.test(text)) text = text.replace(SPOKEN_MARK_RE, (m, word: string) => (SPOKEN_MARKS[word.toLowerCase().replace(/\s+/g, ' ')] ?? ' ').padEnd(m.length, ' '));
  if (text.includes('?')) text = blankTakenBack(text);
  const shown = text;
  text = afterLoadIntro(text);
  if (UNIT_DASH_HINT_RE.test(text)) text = text.replace(UNIT_DASH_RE, ' ');
  if (DOTTED_TONNES_HINT_RE.test(text)) text = text.replace(DOTTED_TONNES_RE, (m, em: string, te: string) => `${em}${te}`.padEnd(m.length, ' '));
  if (LINE_STOP_HINT_RE.test(text)) text = text.replace(LINE_STOP_RE, ' ');
  // "32 ft / 9 ton / 45k / kal": slashes between spaces that part a post's fields, as commas do (two or more of them; one
  // alone may be a choice, "32 ft / 34 ft")
  if (text.includes('|'))
    text = text.replace(BORDERED_ROW_RE, (row, lead: string, cells: string, tail: string) => `${lead} ${cells}${row.length - lead.length - 1 - cells.length - tail.length === 1 ? ' ' : ''}${tail}`);
  if (FIELD_SLASHES_RE.test(text)) text = fieldSlashesParted(text);
  if (SALUTATION_HINT_RE.test(text)) text = blankSalutations(text);
  if (SIGN_OFF_HINT_RE.test(text.slice(-CLOSING_REACH))) text = blankClosing(text);
  // "૧) દિલ્હી ...": a list's item numbers in an Indic script are read as digits (one code unit each, offsets kept).
  const toks = tokenize(hasIndicDigits(text) ? asciiDigits(text) : text);
  const { routes, mentions } = findRoutes(toks);
  return { text, shown, toks, routes, mentions, intent: intentOf(text), question: text.includes('?') };
}

/** A mark parting clauses: "," ";" "|" (a code-unit test; the loop below runs once per character it walks back over). */
function isClauseMark(c: number): boolean {
  return c === 44 || c === 59 || c === 124;
}
const OFFER_CLAUSE_BREAK_RE = /[\d.?!\-–—]/;
const MAX_OFFER_CLAUSE_WORDS = 4;

/**
 * "Jaipur to Surat 32 ft 45k 98..., Truck available Surat to Jaipur return 32 ft 98...": the few words offering a truck
 * that open the clause of a route on the line of the one before are that route's, so its segment opens with them (the load
 * before keeps none of them); else the segment opens at the route.
 */
function offerClauseStart(body: string, from: number, pos: number): number {
  let at = pos;
  while (at > from && !isClauseMark(body.charCodeAt(at - 1))) at--;
  if (at === from || at === pos) return pos;
  // (only the offer's few words: a figure, a sentence's end or a dash there part more than a clause)
  const clause = body.slice(at, pos);
  if (OFFER_CLAUSE_BREAK_RE.test(clause) || wordCount(clause) > MAX_OFFER_CLAUSE_WORDS) return pos;
  const intent = intentOf(clause);
  return intent.availability && !intent.load ? at : pos;
}

function segmentsOf(body: string, toks: Tok[], routes: Route[]): Segment[] {
  const newlines = newlinesOf(body);
  const starts = routes.map((r, k) => {
    const pos = toks[r.anchor].start;
    const prev = k > 0 ? routes[k - 1] : undefined;
    const sameLine = prev && lineStartAt(newlines, toks[prev.anchor].start) === lineStartAt(newlines, pos);
    return sameLine ? offerClauseStart(body, toks[prev.endTok].end, pos) : lineStartAt(newlines, pos);
  });
  return routes.map((route, k) => ({ route, start: starts[k], end: k + 1 < routes.length ? starts[k + 1] : body.length }));
}

/** Fields that other loads of the same message may borrow. */
interface Shared {
  header: Fields;
  footer: Fields;
  /** True for list-style messages, where the footer speaks for every load (weight and price too). */
  footerHasAll: boolean;
  siblings: Fields[];
  anyPhone?: Val<string>;
  /** The last line has a word for all ("All loading tomorrow"): its loading day is every load's, over the heading's. */
  footerForAll?: boolean;
  /** The post holds one route: its first phone is the load's, before its route too ("98259 61730 - Ashok\nRajkot to ..."). */
  single?: boolean;
}

// "All loading tomorrow", "Loading tomorrow for all", "Kal loading sab ki": a last line said of every load.
const ALL_LOADS_LINE_RE = new RegExp(String.raw`^[^\n]*?${wordsSource(ALL_LOADS_WORDS)}`, 'iu');

function routeLineEnd(a: Analysis, newlines: number[], seg: Segment): number {
  return lineEndAt(newlines, a.text.length, a.toks[seg.route.endTok].end);
}

function sharedFields(a: Analysis, segs: Segment[], base: number): Shared {
  const { text } = a;
  // ("Poha bags from Indore, two trucks, Ahmedabad ... aur Surat ...", "Hanumangarh se kinnow, Bathinda aur Jalandhar":
  // the words before the first destination of routes that share their origin head every route, as a header line does;
  // the first route's text still shows them)
  const first = segs[0].route;
  // ("Dono load same – 32 ft MXL, 8 ton, glassware: Firozabad se Mumbai ... aur Firozabad se Bangalore ...": what a word
  // for "both" opens before the first route is every route's, CHAT-LABELS)
  const opening = a.toks[first.anchor].start;
  const bothBefore = segs.length > 1 && saysForAll(text.slice(segs[0].start, opening));
  const headEnd =
    segs.length > 1 && first.origin && first.dest && a.toks[first.origin.first].start >= segs[0].start && first.origin.first < first.dest.first && segs.every((s) => s.route.origin === first.origin)
      ? a.toks[first.inline ? Math.min(first.anchor, first.dest.first) : first.dest.first].start
      : bothBefore
        ? opening
        : segs[0].start;
  const header = extractFields(text.slice(0, headEnd), base);
  if (segs.length < 2) return { header, footer: {}, footerHasAll: false, siblings: [], single: true };
  const phoneOnly: Fields = {};
  extractPhone(text, phoneOnly);
  const newlines = newlinesOf(text);
  const last = segs[segs.length - 1];
  // (with the line break before it: the footer's lines follow the list's, "...41k\nEngineering goods. Loading kal")
  const footerText = text.slice(Math.min(text.length, routeLineEnd(a, newlines, last)));
  const footer = extractFields(footerText, base);
  let listStyle = true;
  for (let k = 0; k + 1 < segs.length && listStyle; k++) listStyle = text.slice(routeLineEnd(a, newlines, segs[k]), segs[k].end).trim() === '';
  const footerForAll = footer.date !== undefined && ALL_LOADS_LINE_RE.test(footerText.trimStart());
  return { header, footer, footerHasAll: listStyle, siblings: [], anyPhone: phoneOnly.phone, footerForAll };
}

/** The first value present, marked as borrowed (lower confidence) when it is not the load's own. */
function firstOf<T extends Val<unknown>>(own: T | undefined, fallbacks: Array<T | undefined>, fade = 0.9): T | undefined {
  if (own) return own;
  const v = fallbacks.find((x) => x !== undefined);
  return v ? { ...v, conf: v.conf * fade } : undefined;
}

function strongDate(f: Fields): DateVal | undefined {
  return f.date && !f.date.weak ? f.date : undefined;
}

function weakDate(f: Fields): DateVal | undefined {
  return f.date?.weak ? f.date : undefined;
}

/**
 * A material read without the route's places, as written or as named: a guess that is only a place ("Sirsa ka maal":
 * Sirsa is outside the gazetteer) is no goods, and a place the material stage did not know at its start or end
 * ("बंगलोर कांदा": बंगलोर is read through its Latin spelling) is no part of them.
 */
function withoutPlaces(material: Val<string>, ...places: Array<Mention | null | undefined>): Val<string> | undefined {
  let value = material.value;
  // (a place in brackets with the one it explains: "ముంబై (న్హావా షేవా)")
  for (const m of places.flatMap((p) => (p?.outer ? [p, { ...p, raw: p.outer, name: p.outer }] : [p]))) {
    if (m == null) continue;
    const raw = m.raw.toLowerCase();
    if (value === raw || value === m.name.toLowerCase()) return undefined;
    // A gazetteer spelling was a stop for the material stage already, and may name goods ("kota stone").
    if (resolveCity(raw)) continue;
    if (value.startsWith(`${raw} `)) value = value.slice(raw.length + 1);
    if (value.endsWith(` ${raw}`)) value = value.slice(0, -raw.length - 1);
  }
  return value === material.value ? material : { ...material, value };
}

function mergeFields(own: Fields, shared: Shared, ctx: Context): Fields {
  const { header: h, footer: ft, footerHasAll: all, siblings } = shared;
  const inh = ctx.inherited;
  const out: Fields = {};
  // (the first number given wins: a post's own before a forwarder's signed after it, "-- Balaji Carriers 94270 18635")
  out.phone = firstOf(shared.single && h.phone ? h.phone : own.phone, [h.phone, ft.phone, shared.anyPhone, inh.phone, ctx.senderPhone]);
  // ("Patna loads 21/07" over the list posted that day, "Loading parso" under it: a heading's date of the posting day is
  // the list's own, and the footer says the loading day)
  const heads = shared.footerForAll || (h.date?.value === ctx.base && strongDate(ft)) ? [ft, h] : [h, ft];
  out.date =
    firstOf(strongDate(own), [...heads.map(strongDate), ...siblings.map(strongDate), strongDate(inh)]) ?? firstOf(weakDate(own), [weakDate(h), weakDate(ft), ...siblings.map(weakDate), weakDate(inh)]);
  Object.assign(out, truckOf(own, [h, ft, inh], siblings, all));
  out.weight = firstOf(own.weight, [h.weight, all ? ft.weight : undefined, inh.weight]);
  out.rate = firstOf(own.rate, [h.rate, all ? ft.rate : undefined, inh.rate]);
  out.price = firstOf(own.price, [h.price, all ? ft.price : undefined, inh.price]);
  // "bhadu 1900 per ton", then the sender's "1900 j. Call 98...": a follow-up's amount near the post's rate per tonne is
  // that rate said again (or changed), never the truck's whole freight
  if (out.rate && !inh.rate && inh.price && !own.price && !h.price && !(all && ft.price) && nearRate(inh.price.value, out.rate.value)) {
    out.rate = { value: inh.price.value, conf: inh.price.conf };
    out.price = undefined;
  }
  // (the footer's goods only of a list's: after posts each with lines of their own, what follows the last route is the
  // last post's, "*Siliguri to Kolkata*\ntea chests 6 ton ..." pasted under another post)
  out.material = firstOf(own.material, [h.material, all ? ft.material : undefined, inh.material]);
  return out;
}

/** A rate change's last amount below this share of the post's freight is the raise alone ("rate 2k badha diya"). */
const MIN_NEW_RATE_SHARE = 0.5;
/** A rate change's amount above this many times the post's freight is no new freight of it. */
const MAX_NEW_RATE_TIMES = 2;

/** Whether an amount said after a post may be its freight (or rate per tonne) changed: between half and twice it. */
function nearRate(amount: number, before: number): boolean {
  return amount >= before * MIN_NEW_RATE_SHARE && amount <= before * MAX_NEW_RATE_TIMES;
}

/**
 * Truck type and length travel together: a sibling's "32ft SXL" is borrowed whole or not at all. A load that names
 * half its truck ("14 wheel") completes it from the header, or from the footer only when that is a list's footer:
 * after routes with detail lines of their own, what follows the last route starts with the last load's own truck.
 */
function truckOf(own: Fields, shared: Fields[], siblings: Fields[], footerHasAll: boolean): Pick<Fields, 'truck' | 'length'> {
  if (own.truck || own.length) {
    const lenders = footerHasAll ? shared : shared.filter((_, k) => k !== 1);
    return {
      truck: firstOf(
        own.truck,
        lenders.map((f) => f.truck),
      ),
      length: firstOf(
        own.length,
        lenders.map((f) => f.length),
      ),
    };
  }
  const source = [...shared, ...siblings].find((f) => f.truck || f.length);
  if (!source) return {};
  const fade = shared.includes(source) ? 0.9 : 0.75;
  return { truck: firstOf(undefined, [source.truck], fade), length: firstOf(undefined, [source.length], fade) };
}

/**
 * Drops questions, wishes, past trips and bare city pairs ("Delhi to Mumbai by train"): a load needs some load detail.
 * Rate enquiries and news are dropped before their fields are read (parseMessage).
 */
function isLoad(a: Analysis, f: Fields, route: Route): boolean {
  const { intent } = a;
  // "Happy New Year 🙏 Kota se Delhi 28 ton ... 32 hazar, 98...": a wish before a whole load leaves it a load.
  if (intent.greeting && !intent.load && !(f.weight && (f.price || f.rate) && f.phone)) return false;
  // "Delhi se Kolkata gaadi bheji thi, 45000 ka payment pending", "Rate update: Delhi-Mumbai 68-72k": a past trip or a
  // market report names a route and an amount, but no weight or day to load, whether or not a signature gives a number
  // to call ("Regards, Sharma Roadlines 98..." under a rate list once made each of its routes a load); with a weight or a
  // loading day and a number ("RATE UPDATE: Pune to Hyderabad 10T now 46k ... 98...", "Last week 70000 mila tha, ab Pune
  // to Delhi 65000 final, kal loading 98...") it is a load still.
  // A driver's number ("Vehicle departed ..., driver no. 98...") is none to call for a load.
  const toCall = f.phone && !(intent.driverPhone && (intent.narrative || intent.finished));
  if (intent.narrative && !intent.load && !(toCall && (f.weight || f.date))) return false;
  // "Trip done ✅ Ludhiana to Chennai, freight 1.1 lakh received": a trip done names its freight, yet offers no load.
  if (!toCall && intent.finished) return false;
  if (a.question && !f.weight && !f.price) return false;
  // "Load for Ennore - Bangalore 32ft is filled. Thanks all": a load said filled, with no weight or freight to offer, is a
  // notice (a list's item so marked is left out where the list is read; "1 gaadi filled, 1 baki" keeps its figures)
  if (!f.weight && !f.price && !f.rate && FILLED_HINT_RE.test(a.text)) return false;
  const detailed = !!(f.weight || f.truck || f.length || f.price || f.rate);
  if (!(detailed || intent.load)) return false;
  // "Delhi ka load hai, call karta hu" (a reply to a truck on offer): one end and a load word, nothing of the load
  if ((!route.origin || !route.dest) && !detailed) return false;
  const bothUnknown = !route.origin?.city && !route.dest?.city;
  return !bothUnknown || !!(f.weight && (f.truck || f.price || f.rate));
}

function buildCandidate(seg: Segment, f: Fields, ctx: Context, raw: string): ParsedCandidate {
  const errors: Record<string, string> = {};
  const conf: Record<string, number> = {};
  const { route } = seg;
  const origin = setPlace(conf, errors, 'origin', route.origin, route);
  const destination = setPlace(conf, errors, 'destination', route.dest, route);

  let truck = f.truck;
  // 30-34 ft trucks in India are closed containers (SXL/MXL); shorter lengths could be anything.
  if (!truck && f.length && f.length.value >= 30 && f.length.value <= 34) {
    truck = { value: 'container', conf: 0.6, note: notes.truckFromLength(f.length.value) };
  }
  setField(conf, errors, 'truck_type', truck, notes.noTruck);
  setField(conf, errors, 'truck_length_ft', f.length);
  setField(conf, errors, 'weight', f.weight, notes.noWeight);
  setField(conf, errors, 'phone', f.phone);
  const material = f.material && withoutPlaces(f.material, route.origin, route.dest);
  setField(conf, errors, 'material', material);

  const { rate, price } = pricing(f);
  setField(conf, errors, 'rate_per_tonne', rate);
  setField(conf, errors, 'price', price);

  const date = f.date ?? {
    value: ctx.base,
    conf: 0.3,
    weak: true,
    note: notes.noDate(dayToIso(ctx.base), ctx.baseIsSentDate),
  };
  setField(conf, errors, 'pickup_date', date);

  const required = ['origin', 'destination', 'truck_type', 'weight', 'pickup_date'];
  return {
    origin,
    destination,
    truck_type: truck?.value ?? null,
    truck_length_ft: f.length?.value ?? null,
    weight: f.weight?.value ?? null,
    price: price?.value ?? null,
    rate_per_tonne: rate?.value ?? null,
    pickup_date: dayToIso(date.value),
    phone: f.phone?.value ?? null,
    material: material?.value ?? null,
    truck_no: 1,
    trucks: 1,
    raw,
    confidence: round2(required.reduce((s, k) => s + (conf[k] ?? 0), 0) / required.length),
    field_confidence: conf,
    valid: !!(origin && destination && truck && f.weight),
    errors,
    sender: ctx.sender,
    message_index: ctx.index,
  };
}

/** Sets a place's confidence and note, and returns its name (null when the route lacks it). */
function setPlace(conf: Record<string, number>, errors: Record<string, string>, field: 'origin' | 'destination', m: Mention | null, route: Route): string | null {
  if (!m) {
    errors[field] = field === 'origin' ? notes.noOrigin() : notes.noDestination();
    conf[field] = 0;
    return null;
  }
  conf[field] = round2(Math.min(m.conf, route.conf));
  if (m.note) errors[field] = m.note;
  return m.name;
}

/** Sets a field's confidence and note; the note for a missing field is worded only when it is missing. */
function setField(conf: Record<string, number>, errors: Record<string, string>, key: string, v: Val<unknown> | undefined, missing?: () => string): void {
  conf[key] = v ? round2(v.conf) : 0;
  if (v?.note) errors[key] = v.note;
  else if (!v && missing) errors[key] = missing();
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Indexes of the loads that can lend a field to a sibling: mergeFields and truckOf
 * only ever take the first sibling with a strong date, a weak date, or a truck, so
 * the first two of each kind (one may be the borrower itself) are all that matter.
 */
function siblingLenders(own: Fields[]): number[] {
  const picks = new Set<number>();
  const kinds: Array<(f: Fields) => unknown> = [strongDate, weakDate, (f) => f.truck || f.length];
  for (const has of kinds) {
    let found = 0;
    for (let j = 0; j < own.length && found < 2; j++) {
      if (has(own[j])) {
        picks.add(j);
        found++;
      }
    }
  }
  return [...picks].sort((a, b) => a - b);
}

/** The siblings of load k that matter, in message order (a long list costs no more than a short one). */
function siblingsOf(own: Fields[], lenders: number[], k: number): Fields[] {
  return lenders.filter((j) => j !== k).map((j) => own[j]);
}

/** Finds every load in one analysed message. */
function parseMessage(post: Analysis, ctx: Context): ParsedCandidate[] {
  if (SYSTEM_BODY_RE.test(post.text.trim())) return [];
  const a = post.intent.availability && !post.intent.load ? loadAfterOffer(post) : post;
  if (!a) return [];
  const { intent } = a;
  // "Surat to Pune ka rate kya chal raha hai?", "Delhi Mumbai 20 ton ka bhav?": asking the rate, not offering a load;
  // "Congratulations ... new 32 ft container", "Toll rates increased ...": news. Neither is a load whatever its fields
  // say, so they are not read.
  if ((intent.rateQuery || intent.chatter) && !intent.load) return [];
  // "Sharma Logistics ka load mat lena, freight nahi dete": a warning against a party, whatever load words it holds;
  // "Required 32 ft trucks on monthly basis ..., interested fleet owners contact 98...": a contract, though it asks trucks
  if (intent.warning || intent.contract) return [];
  let routes = a.routes;
  if (routes.length === 0) {
    // (one end named by its word, or the destination with the sender's place on a line of its own: "आढ़त - खन्ना मंडी")
    const partial = a.mentions.length > 0 ? partialRoute(a.toks, a.mentions) : null;
    if (!partial || (!intent.load && !(partial.origin && partial.dest))) return [];
    routes = [partial];
  }
  if (routes.length > 2) routes = withoutHeadingRoutes(a, routes);
  if (routes.length > 1 && TAKEN_BACK_HINT_RE.test(a.text)) routes = withoutTakenBackRoutes(a, routes);
  const segs = segmentsOf(a.text, a.toks, routes);
  let shared = sharedFields(a, segs, ctx.base);
  const texts = segs.map((seg) => a.text.slice(seg.start, seg.end));
  const tail = segs.length > 1 && segs.length <= MAX_SHARED_ROUTES ? (sharedTail(a, segs, ctx.base) ?? parallelListTail(a, segs, ctx.base) ?? inlineListTail(a, segs, ctx.base)) : null;
  if (tail) {
    texts[segs.length - 1] = a.text.slice(segs[segs.length - 1].start, tail.start);
    shared = { ...shared, footer: tail.fields, footerHasAll: true };
  }
  const own = texts.map((t) => extractFields(t, ctx.base));
  // ("1) చెన్నై 10 టన్ను ... 2) బెంగళూరు ... మిర్చి బస్తాలు.": an item's place read as its goods is none, so the goods said
  // after the list are the item's)
  for (const [k, f] of own.entries()) if (f.material && !withoutPlaces(f.material, segs[k].route.origin, segs[k].route.dest)) f.material = undefined;
  // "..., एक गाड़ी और चाहिए बरेली के लिए 20 टन इसी रेट पे": one more truck of the load before, to another place, carries its
  // goods, body and rate a tonne where it names none of its own (not a lump freight, which is that trip's)
  for (let k = 1; k < segs.length; k++) {
    if (!segs[k].route.more) continue;
    const before = own[k - 1];
    if (!own[k].material && before.material) own[k].material = before.material;
    if (!own[k].truck && before.truck) own[k].truck = before.truck;
    if (!own[k].rate && !own[k].price && before.rate) own[k].rate = before.rate;
  }
  if (tail) for (const [k, price] of tail.prices.entries()) if (price && !own[k].price) own[k].price = { ...price, cue: '' };
  if (tail) for (const [k, weight] of (tail.weights ?? []).entries()) if (weight && !own[k].weight) own[k].weight = weight;
  if (tail) for (const [k, rate] of (tail.rates ?? []).entries()) if (rate && !own[k].rate && !own[k].price) own[k].rate = rate;
  if (segs.length > 1 && SAME_HINT_RE.test(a.text)) pointBack(texts, own);
  const lenders = siblingLenders(own);
  // the trucks asked (by the post, or by the sender's follow-up "4 gaadi chahiye"), at most those still wanted ("2 baki hai")
  const asked = segs.length === 1 ? truckCount(a.text) : 1;
  const wanted = ctx.count !== undefined && asked === 1 ? ctx.count : asked;
  const counts =
    segs.length === 1
      ? [ctx.left !== undefined ? Math.min(ctx.left, wanted) : wanted]
      : oneTruckPerRoute(
          texts.map(truckCount),
          // the count before the first route, or between its origin and its destination ("Howrah se do truck chahiye, ek
          // Dhanbad ... aur ek Jamshedpur")
          () => truckCount(a.text.slice(segs[0].start, a.toks[Math.max(segs[0].route.anchor, segs[0].route.dest?.first ?? 0)].start)),
          () => countOnOwnLine(a, segs, ctx.base),
        );
  const out: ParsedCandidate[] = [];
  for (let k = 0; k < segs.length; k++) {
    const segIntent = segs.length > 1 ? intentOf(texts[k]) : intent;
    if (segIntent.availability && !segIntent.load) continue;
    // "4) Baddi to Indore 20ft 3T 42k (FILLED)", "1) Jalandhar - Delhi 32 ft 6T ✅ filled": an item of a list done is no load
    if (segs.length > 1 && FILLED_HINT_RE.test(texts[k])) continue;
    const siblings = segs.length > 1 ? siblingsOf(own, lenders, k) : [];
    const text = segs.length === 1 ? a.text : texts[k];
    const shown = segs.length === 1 ? a.shown : a.shown.slice(segs[k].start, segs[k].start + texts[k].length);
    // (an item of a list on its origin's line is one truck: "ek Gorakhpur (...), dusra Varanasi (...)" tells routes apart)
    const variants = segs.length > 1 && segs[k].route.inline ? null : truckVariants(hasIndicDigits(texts[k]) ? asciiDigits(texts[k]) : texts[k]);
    if (variants) {
      const rest = outsideText(texts[k], variants);
      const outside = extractFields(rest, ctx.base);
      const owns = variants.map((v) => extractFields(v.spans.map(([s, e]) => texts[k].slice(s, e)).join('\n'), ctx.base));
      const prices = owns.some((o) => o.price || o.rate) ? null : variantPrices(rest, variants);
      if (prices) for (const [n, price] of prices.entries()) owns[n].price = { ...price, cue: '' };
      const loads = variants
        .flatMap((v, n) => {
          // ("Vehicle departed Surat to Nagpur ..., driver 98... One more same route 30000": a trip told of is no truck asked)
          if (pastTrip(texts[k], v)) return [];
          const merged = mergeFields(variantFields(own[k], owns[n], outside, owns), { ...shared, siblings }, ctx);
          return isLoad(a, merged, segs[k].route) ? perTruck(segs[k], merged, ctx, text, v.count, shown) : [];
        })
        .slice(0, MAX_TRUCKS_PER_POST);
      for (const [n, c] of loads.entries()) {
        c.truck_no = n + 1;
        c.trucks = loads.length;
      }
      out.push(...loads);
      continue;
    }
    const merged = mergeFields(own[k], { ...shared, siblings }, ctx);
    if (!isLoad(a, merged, segs[k].route)) continue;
    const loads = perTruck(segs[k], merged, ctx, text, counts[k], shown);
    const edited = loads.length === 1 ? out.findIndex((c) => repostedAt(c, loads[0])) : -1;
    if (edited >= 0) out[edited] = loads[0];
    else out.push(...loads);
  }
  return out;
}

const FILLED_HINT_RE = new RegExp(wordsSource(FILLED_ITEM_WORDS), 'iu');
const SAME_HINT_RE = new RegExp(alternation(SAME_GOODS_WORDS), 'i');
const SAME_RATE_RE = new RegExp(`${wordsSource(SAME_GOODS_WORDS)}[^\\S\\n]+${wordsSource(RATE_NAME_WORDS)}`, 'iu');
const SAME_GOODS_NOUN_RE = new RegExp(`${wordsSource(SAME_GOODS_WORDS)}[^\\S\\n]+${wordsSource([...GOODS_NOUNS, 'material', 'materials', 'maal', 'mal', 'माल', 'item', 'items'])}`, 'iu');
const SAME_WEIGHT_RE = new RegExp(`${wordsSource(SAME_GOODS_WORDS)}[^\\S\\n]+${wordsSource(WEIGHT_NAME_WORDS)}`, 'iu');

/**
 * "2. Ajmer 20ft 5T same rate", "Panipat se Surat bhi same gaadi, same wt, wahi rate": a route of a list that says
 * "same rate" or "same weight" and gives none of its own takes the route's before (its rate per tonne, else its freight).
 */
function pointBack(texts: string[], own: Fields[]): void {
  for (let k = 1; k < texts.length; k++) {
    const f = own[k];
    const before = own[k - 1];
    if (!f.weight && before.weight && SAME_WEIGHT_RE.test(texts[k])) f.weight = { ...before.weight, conf: before.weight.conf * 0.9 };
    if (!SAME_RATE_RE.test(texts[k])) continue;
    // ("same" before "rate" is no goods, unless "wahi maal" points back to them)
    if (f.material && SAME_GOODS.has(f.material.value) && !SAME_GOODS_NOUN_RE.test(texts[k])) f.material = undefined;
    if (f.price || f.rate) continue;
    if (before.rate) f.rate = { ...before.rate, conf: before.rate.conf * 0.9 };
    else if (before.price) f.price = { ...before.price, conf: before.price.conf * 0.9 };
  }
}

// "Also load:", "Load -", "And one load:", "Aur ek load bhi hai -": a line or sentence opening with a load's label.
const LOAD_LABEL_RE = /(?:^|\n|[.!?।][^\S\n]+)[^\S\n\p{L}\p{N}]*(?:(?:also|and|plus|one|ek|aur|ek aur)[^\S\n]+)*loads?(?:[^\S\n]+(?:bhi|hai|h|he))*[^\S\n]*[:\-–]/iu;
// (a line's sentences, each with the spaces after its end: joined again they are the line)
const SENTENCE_SPLIT_RE = /(?<=[.!?।][^\S\n]+)/;

/**
 * "20ft container available at Ranchi for Ludhiana side\nAlso load: Coimbatore to Indore 22ft 9T 60k\n98...": a post
 * read as a truck on offer whose other lines hold a load it labels as one ("Also load:", "Load -"): the load is
 * read without the offer's lines (which give it nothing), and the offer is no load. Null when nothing else is a load.
 */
function loadAfterOffer(a: Analysis): Analysis | null {
  // (a load marker the offer's lines hid would have marked the whole post: only a load's label is looked for)
  if (a.routes.length === 0 || !LOAD_LABEL_RE.test(a.text)) return null;
  let rest = '';
  let offered = false;
  let kept = false;
  for (const line of a.text.split('\n')) {
    // ("Meri 2 gaadi Delhi me khali hai ... batao. Aur ek load bhi hai - Delhi se Amritsar ...": an offer and a load in
    // sentences of one line are told apart as lines are)
    for (const piece of line.split(SENTENCE_SPLIT_RE)) {
      const intent = intentOf(piece);
      const offer = intent.availability && !intent.load;
      offered ||= offer;
      kept ||= !offer && piece.trim() !== '';
      rest += offer ? ' '.repeat(piece.length) : piece;
    }
    rest += '\n';
  }
  if (!offered || !kept) return null;
  const b = analyse(rest.slice(0, -1));
  if (b.routes.length === 0 || (b.intent.availability && !b.intent.load)) return null;
  return LOAD_LABEL_RE.test(b.text) ? b : null;
}

const REPOST_SAME: ReadonlyArray<keyof ParsedCandidate> = ['origin', 'destination', 'truck_type', 'truck_length_ft', 'weight', 'pickup_date', 'material', 'trucks'];

/**
 * "Ahmedabad to Pune 32 ft 10 ton garments 40k" and the same line again at 43k: a post edited with a changed freight
 * is one load at its last freight (two trucks differ in more than their price).
 */
function repostedAt(earlier: ParsedCandidate, later: ParsedCandidate): boolean {
  if (earlier.price === null || later.price === null || earlier.price === later.price || later.trucks !== 1) return false;
  return REPOST_SAME.every((k) => earlier[k] === later[k]) && (earlier.weight !== null || earlier.truck_length_ft !== null);
}

/** Whether the words of one of the trucks a post tells apart tell of a trip made or done, and ask for no load. */
function pastTrip(text: string, v: TruckVariant): boolean {
  const intent = intentOf(v.spans.map(([s, e]) => text.slice(s, e)).join('\n'));
  return (intent.narrative || intent.finished) && !intent.load;
}

/** The text with every variant's words blanked (offsets kept): what the post says of all its trucks. */
function outsideText(text: string, variants: TruckVariant[]): string {
  let rest = '';
  let at = 0;
  const spans = variants.flatMap((v) => v.spans).sort((x, y) => x[0] - y[0]);
  for (const [s, e] of spans) {
    if (e <= at) continue;
    const from = Math.max(s, at);
    rest += text.slice(at, from) + ' '.repeat(e - from);
    at = e;
  }
  return rest + text.slice(at);
}

/**
 * "ek 32 ft MXL aur ek 20 ft container, dono ke 65k aur 40k": a list of as many freights as trucks told apart, said
 * outside them, gives each truck its own in the order the post names the trucks (CHAT-LABELS: as a list of freights
 * does the routes).
 */
function variantPrices(outside: string, variants: TruckVariant[]): Array<Val<number>> | null {
  if (variants.length < 2 || variants.some((v) => v.count !== 1)) return null;
  return amountList(outside, variants.length)?.values ?? null;
}

/**
 * The fields of one of the trucks a post tells apart ("1 x 32 ft MXL 15 ton @ 62k, 1 x 20 ft 7 ton @ 38k"): its truck,
 * length, weight, freight and goods are what is said of it, else what the post says outside every truck's words ("ek 20 ft
 * aur ek 32 ft, 8 ton each"; the post's goods when it names any outside them); the rest (date, phone) is the post's.
 */
function variantFields(post: Fields, own: Fields, outside: Fields, owns: Fields[]): Fields {
  const money = own.price || own.rate ? own : outside;
  // "Two 32ft SXL + one 20ft ... SXL 5T each": a body another truck of another length names as its own is that truck's.
  const othersBody = own.length && owns.some((o) => o !== own && o.truck?.value === outside.truck?.value && o.length && o.length.value !== own.length?.value);
  return {
    ...post,
    truck: own.truck ?? (othersBody ? undefined : outside.truck),
    length: own.length ?? outside.length,
    weight: own.weight ?? outside.weight,
    price: money.price,
    rate: money.rate,
    // "2 loads: 32 ft 9T beer bottles 72k, 20 ft 5T glassware 45k": goods said only inside the trucks' words are each one's own.
    material: outside.material ? post.material : (own.material ?? post.material),
  };
}

/** "Both" speaks of a few routes; a long list's footer is read as a list's (and no route's freight is looked for in it). */
const MAX_SHARED_ROUTES = 9;
const SHARED_DETAIL_RE = new RegExp(wordsSource(SHARED_DETAIL_WORDS), 'iu');
// The words without their bounds: a fast test that most posts fail.
const SHARED_DETAIL_HINT_RE = new RegExp(alternation(SHARED_DETAIL_WORDS), 'i');
/** Whether a text holds a word for "both" ("dono", "both", दोनों): what it says is every route's. */
function saysForAll(text: string): boolean {
  return SHARED_DETAIL_HINT_RE.test(text) && SHARED_DETAIL_RE.test(text);
}

/** What follows a post's last route and is every route's, but for the freights (and weights) it gives each route. */
interface SharedTail {
  start: number;
  fields: Fields;
  prices: Array<Val<number> | undefined>;
  weights?: Array<Val<number> | undefined>;
  rates?: Array<Val<number> | undefined>;
}

const CLAUSE_BREAK_RE = /[,.;|\n]/;

/**
 * Where the clause holding `at` opens, not before `from`: its line's start when the line opens after `from`, else just
 * after the comma or stop before it.
 */
function clauseStart(text: string, from: number, at: number): number {
  const line = text.lastIndexOf('\n', at - 1) + 1;
  if (line > from) return line;
  let i = at;
  // a mark inside a figure ("1,20,000", "1.2") breaks nothing
  while (i > from && !(CLAUSE_BREAK_RE.test(text[i - 1]) && !(DIGIT_RE.test(text[i - 2] ?? '') && DIGIT_RE.test(text[i])))) i--;
  return i;
}

/**
 * "Delhi se Kolkata aur Delhi se Guwahati, dono 32 ft container, 8 ton, Kolkata 65000, Guwahati 95000": a word for
 * "both" after the last of several routes makes what follows it every route's (read like a list's footer), except the
 * freights it gives each route, by the route's destination ("Kolkata 65000", "CBE 38000" for Coimbatore) or as a list
 * in the routes' order ("18000 and 30000"). Without such a word there, what follows the last route is every route's
 * too when the post says "both" before its routes ("Dono gaadi same rate: Vapi se Nagpur aur Vapi se Raipur, ..."), or
 * when it gives every route its own freight so ("... 12 ton each, CBE 38000, Madurai 42000"), or its own weight and freight
 * ("Kolkata 5 T 1,02,000; Guwahati 5 T 1,38,000").
 */
function sharedTail(a: Analysis, segs: Segment[], base: number): SharedTail | null {
  const last = segs[segs.length - 1];
  const from = a.toks[last.route.endTok].end;
  const after = a.text.slice(from, last.end);
  const m = SHARED_DETAIL_HINT_RE.test(after) ? SHARED_DETAIL_RE.exec(after) : null;
  const bothBefore = !m && saysForAll(a.text.slice(0, a.toks[segs[0].route.anchor].start));
  // "Jhansi se Banda aur Mahoba gitti 25 ton dono 6 hazar": when no route but the last says anything of its own, what
  // the last says before "both" is every route's too.
  const bare = m !== null && segs.slice(0, -1).every((seg) => !/\d/.test(a.text.slice(a.toks[seg.route.endTok].end, seg.end)));
  // The tail opens where the clause of "both" opens ("..., Roorkee 14 ft 3T 8k, all FMCG"), or its line when that is
  // a line of its own after the routes ("Material tyres for all.", "Auto parts. All loading 2/1.").
  const start = m && !bare ? clauseStart(a.text, from, from + m.index) : from;
  // Indic digits as ASCII (one code unit each, so the offsets hold): "नागपूर ४६०००".
  let text = a.text.slice(start, last.end);
  if (hasIndicDigits(text)) text = asciiDigits(text);
  const blank = (at: number, end: number) => {
    text = text.slice(0, at) + ' '.repeat(end - at) + text.slice(end);
  };
  if (!/\d/.test(text)) return m || bothBefore ? { start, fields: extractFields(text, base), prices: segs.map(() => undefined) } : null;
  const low = text.toLowerCase();
  const weights: Array<Val<number> | undefined> = segs.map(() => undefined);
  const rates: Array<Val<number> | undefined> = segs.map(() => undefined);
  const prices: Array<Val<number> | undefined> = segs.map((seg, k) => {
    const dest = seg.route.dest;
    const named = dest && (low.includes(dest.raw.toLowerCase()) || low.includes(dest.name.toLowerCase()));
    const span = named ? (amountAfter(text, dest.raw) ?? amountAfter(text, dest.name)) : null;
    if (span) blank(span.start, span.end);
    if (span || !named) return span?.value;
    const own = detailsAfter(text, dest.raw, base) ?? detailsAfter(text, dest.name, base);
    if (!own) return undefined;
    blank(own.start, own.end);
    weights[k] = own.weight;
    rates[k] = own.rate;
    return own.price;
  });
  // A destination named by another of its spellings ("CBE 38000" for Coimbatore), once another is found or "both" is said.
  if ((m || bothBefore || prices.some((p) => p !== undefined)) && prices.some((p) => p === undefined)) {
    const spellings = citySpellings(text);
    segs.forEach((seg, k) => {
      const word = seg.route.dest?.city && !prices[k] ? spellings.get(seg.route.dest.city) : undefined;
      const span = word ? amountAfter(text, word) : null;
      if (span) {
        blank(span.start, span.end);
        prices[k] = span.value;
      }
    });
  }
  const named = prices.every((p, k) => p !== undefined || rates[k] !== undefined);
  if (!prices.some((p) => p !== undefined)) {
    const list = amountList(text, segs.length);
    if (list) {
      blank(list.start, list.end);
      list.values.forEach((v, k) => {
        prices[k] = v;
      });
    }
  }
  if (!m && !bothBefore && !named && prices.some((p) => p === undefined)) return null;
  return { start, fields: extractFields(text, base), prices, weights, rates };
}

// Where a destination's own clause ends: a comma not inside a number, a semicolon, bar, line end, or a full stop not
// inside a number.
const OWN_CLAUSE_END_RE = /(?<!\d),|,(?!\d)|[;|\n]|\.(?!\d)/g;
const MAX_OWN_CLAUSE = 40;

/**
 * "Kolkata 5 T 1,02,000; Guwahati 5 T 1,38,000": a destination's own weight and freight in the short clause after its
 * name (both said, or it is none); or its own rate a tonne alone ("Lucknow 1750 PMT").
 */
function detailsAfter(text: string, word: string, base: number): { start: number; end: number; weight?: Val<number>; price?: Val<number>; rate?: Val<number> } | null {
  const low = text.toLowerCase();
  const w = word.toLowerCase();
  for (let at = low.indexOf(w); at >= 0; at = low.indexOf(w, at + 1)) {
    const from = at + w.length;
    if (/[\p{L}\p{M}]/u.test(low[at - 1] ?? '') || /[\p{L}\p{M}]/u.test(low[from] ?? '')) continue;
    OWN_CLAUSE_END_RE.lastIndex = from;
    const end = OWN_CLAUSE_END_RE.exec(text)?.index ?? text.length;
    if (end - from > MAX_OWN_CLAUSE) return null;
    const f = extractFields(text.slice(from, end), base);
    // ("Lucknow 1750 PMT, Kanpur 1850 PMT": or its own rate a tonne alone)
    if (f.rate && !f.price && !f.weight) return { start: at, end, rate: f.rate };
    return f.weight && f.price ? { start: at, end, weight: f.weight, price: f.price } : null;
  }
  return null;
}

// A sentence's end: a full stop not inside a number, a line's end, a bar.
const SENTENCE_END_RE = /\.(?!\d)|\n|\|/g;

// What parts two items of a list when the first names only its place: marks, and the next item's number ("2)", "(3)"),
// or the word "one" that leads it ("ek Siliguri, ek Guwahati, 20 ft, 6 ton each").
const ONE_ITEM_WORDS = Object.entries({ ...SPOKEN_NUMBERS, ...COUNTING_WORDS })
  .filter(([, n]) => n === 1)
  .map(([w]) => w);
const ITEM_GAP_RE = new RegExp(String.raw`^[^\p{L}\p{N}]*(?:\d{1,2}[).][^\p{L}\p{N}]*|${wordsSource(ONE_ITEM_WORDS)}[^\p{L}\p{N}]*)?$`, 'iu');

/**
 * "Surat se 2 load: Delhi 32ft 7 ton 60k, Jaipur 32ft 6 ton 42k. Saree parcels. Kal loading.": what follows the last item
 * of a list written on one line, after the sentence it ends, is every item's (as a list's footer is). When every item
 * before the last names only its place ("Ex Vijayawada: 1) Vizag 2) Rajahmundry, 20 ft, 6 ton each"), all that follows
 * the last item's place is.
 */
function inlineListTail(a: Analysis, segs: Segment[], base: number): SharedTail | null {
  if (!segs.every((s) => s.route.inline || s.route.clause)) return null;
  const last = segs[segs.length - 1];
  const afterLast = a.toks[last.route.endTok].end;
  if (segs.slice(0, -1).every((s) => ITEM_GAP_RE.test(a.text.slice(a.toks[s.route.endTok].end, s.end)))) {
    return a.text.slice(afterLast, last.end).trim() === '' ? null : { start: afterLast, fields: extractFields(a.text.slice(afterLast, last.end), base), prices: [] };
  }
  SENTENCE_END_RE.lastIndex = afterLast;
  const end = SENTENCE_END_RE.exec(a.text);
  if (!end || end.index >= last.end || a.text.slice(end.index + 1, last.end).trim() === '') return null;
  return { start: end.index, fields: extractFields(a.text.slice(end.index, last.end), base), prices: [] };
}

// A clause of a list written on one line: what commas part, but for a comma inside a figure ("1,05,000"); and a dash
// between spaces ("3) Hyderabad 32ft 8 ton 40k — santra, kal loading": the goods after the last item's figures); in a
// list under one origin, a full stop closing a figure before a word too ("...; Indore 22ft 6T 28k. Chemical drums, non
// haz.": a sentence of its own; routes that each name their origin keep theirs).
const ITEM_CLAUSE_RE = /(?<!\d),|,(?!\d)|;|[^\S\n][-–—](?=[^\S\n])/g;
const LIST_ITEM_CLAUSE_RE = /(?<!\d),|,(?!\d)|;|[^\S\n][-–—](?=[^\S\n])|(?<=\d\p{L}{0,3})\.(?=[^\S\n]+\p{L})/gu;

/** The clauses of `text` that say something (an item's number or marks alone, "2) ", say nothing), with where each ends. */
function itemClauses(text: string, list = false): number[] {
  const re = list ? LIST_ITEM_CLAUSE_RE : ITEM_CLAUSE_RE;
  const ends: number[] = [];
  let from = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); ; m = re.exec(text)) {
    const end = m ? m.index : text.length;
    if (!ITEM_GAP_RE.test(text.slice(from, end))) ends.push(end);
    if (!m) return ends;
    from = end + 1;
  }
}

/**
 * "Pune to Nagpur 32ft 8T 35k, Pune to Raipur 32ft 8T 48k, Material- auto parts, loading Monday, 9141062525": a list
 * written on one line, its items alike (as many clauses each, a figure in each), ends its last item after as many clauses as the others
 * have; what follows is every item's, as a list's footer is.
 */
function parallelListTail(a: Analysis, segs: Segment[], base: number): SharedTail | null {
  const start = parallelTailStart(a, segs);
  return start < 0 ? null : { start, fields: extractFields(a.text.slice(start, segs[segs.length - 1].end), base), prices: [] };
}

/** Where what follows the last item of such a list opens, or -1 when the list is none. */
function parallelTailStart(a: Analysis, segs: Segment[]): number {
  const last = segs[segs.length - 1];
  if (!a.text.includes(',') || a.text.slice(segs[0].start, a.toks[last.route.endTok].end).includes('\n')) return -1;
  // (the first item from its route's clause: a heading before it, "Ex Vijayawada:", is no clause of it)
  const anchor = a.toks[segs[0].route.anchor].start;
  const own = itemClauses(a.text.slice(Math.max(segs[0].start, a.text.lastIndexOf(',', anchor) + 1), segs[0].end)).length;
  // (every item but the last says its own details: a figure; the first from its route on, as a heading before it says
  // nothing of it: "Indore se 2 gaadi: ek Delhi, ek Mumbai. 20 ton each" lists places only)
  if (!segs.slice(0, -1).every((seg, k) => DIGIT_RE.test(a.text.slice(k === 0 ? Math.max(seg.start, anchor) : seg.start, seg.end)))) return -1;
  for (let k = 1; k + 1 < segs.length; k++) if (itemClauses(a.text.slice(segs[k].start, segs[k].end)).length !== own) return -1;
  const lineEnd = a.text.indexOf('\n', a.toks[last.route.endTok].end);
  const text = a.text.slice(last.start, lineEnd < 0 ? a.text.length : lineEnd);
  const ends = itemClauses(
    text,
    segs.every((seg) => seg.route.origin === segs[0].route.origin),
  );
  if (own === 0 || ends.length <= own || ends[own - 1] < a.toks[last.route.endTok].end - last.start) return -1;
  return last.start + ends[own - 1];
}

/** The first word of the text that spells each city of the gazetteer ("CBE" for Coimbatore). */
function citySpellings(text: string): Map<City, string> {
  const out = new Map<City, string>();
  for (const [word] of text.matchAll(/\p{L}[\p{L}\p{M}]*/gu)) {
    const city = resolveCity(word);
    if (city && !out.has(city)) out.set(city, word);
  }
  return out;
}

/**
 * "Gurgaon se Indore aur Bhopal ke liye 2 gaadi": a count stated only after the last of a post's routes, or only before
 * the first ("Kolkata se 2 gaadi chahiye - ek Siliguri, ek Guwahati": `head`, the count of the words before it), equal
 * to the number of its routes, is a truck for each route ("Delhi 2 taurus aur Jaipur 1 taurus" counts each route's own).
 */
function oneTruckPerRoute(counts: number[], head: () => number, ownLine: () => boolean): number[] {
  const last = counts[counts.length - 1];
  if (last === counts.length && counts.slice(0, -1).every((n) => n === 1) && !ownLine()) return counts.map(() => 1);
  return counts[0] === counts.length && counts.slice(1).every((n) => n === 1) && head() === counts.length ? counts.map(() => 1) : counts;
}

/**
 * "Ex Mundra:\n1) Delhi 32ft 9T\n2) Jaipur 32ft 2 nos 7T": in a list of one route a line, numbered or bulleted, or with
 * each line's own weight or freight, a count on the last item's own line is that item's, not one truck for each route.
 */
function countOnOwnLine(a: Analysis, segs: Segment[], base: number): boolean {
  if (!segs.every((s, k) => k === 0 || a.text[s.start - 1] === '\n')) return false;
  const last = segs[segs.length - 1];
  const newlines = newlinesOf(a.text);
  const line = a.text.slice(last.start, routeLineEnd(a, newlines, last));
  if (truckCount(line) !== segs.length) return false;
  if (ITEM_MARK_RE.test(line)) return true;
  // "Mundra se Ludhiana ... 26 ton, 1.45 lakh\nKandla se Panipat 20 ft container 2 trailer, 18 ton each, 1.05 lakh each":
  // routes a line, each line with its own weight or freight, are posts of their own, each with its own count.
  return segs.every((s) => {
    const f = extractFields(a.text.slice(s.start, routeLineEnd(a, newlines, s)), base);
    return f.weight !== undefined || f.price !== undefined;
  });
}

// A list item's mark opening its line: a number ("2)", "(2)", "2.", "2⃣") or a bullet ("-", "•", "*", "👉", "🔹").
const ITEM_MARK_RE = /^[^\S\n]*(?:\(?\d{1,2}(?:[).]|\u20e3)|[^\p{L}\p{N}\s])/u;

/**
 * One candidate per truck asked for ("3 gaadi chahiye"): the same load n times, at most MAX_TRUCKS_PER_POST. A
 * weight or freight said to be the total ("total 60 ton", "1.5 lakh total") is shared out; any other is per truck.
 */
function perTruck(seg: Segment, f: Fields, ctx: Context, text: string, asked: number, shown: string): ParsedCandidate[] {
  const raw = shown.trim();
  if (asked < 2) return [buildCandidate(seg, f, ctx, raw)];
  const n = Math.min(asked, MAX_TRUCKS_PER_POST);
  const own: Fields = { ...f };
  const perTruckPrice = pricedPerTruck(text);
  for (const w of totalWindows(text)) {
    const tf = extractFields(w, ctx.base);
    if (f.weight && own.weight === f.weight && tf.weight?.value === f.weight.value) {
      own.weight = { ...f.weight, value: Math.round((f.weight.value / n) * 1000) / 1000, note: notes.totalWeight(f.weight.value, n) };
    }
    if (f.price && !perTruckPrice && own.price === f.price && tf.price?.value === f.price.value) {
      own.price = { ...f.price, value: Math.round(f.price.value / n), note: notes.totalPrice(f.price.value, n) };
    }
  }
  const first = buildCandidate(seg, own, ctx, raw);
  if (asked > n) first.errors.truck_type = [first.errors.truck_type, notes.truckCap(asked, n)].filter(Boolean).join('; ');
  // "kal aur parso ek ek": as many loading days as trucks, one truck a day.
  const days = truckDays(text, ctx.base);
  const dayOf = (i: number): string | null => (days?.length === n ? dayToIso(days[i]) : first.pickup_date);
  return Array.from({ length: n }, (_, i) => ({
    ...first,
    pickup_date: dayOf(i),
    truck_no: i + 1,
    trucks: n,
    errors: { ...first.errors },
    field_confidence: { ...first.field_confidence },
  }));
}

// ---------------------------------------------------------------------------
// Fragments: follow-up messages and paragraphs that belong to a neighbouring post
// ---------------------------------------------------------------------------

const FOLLOW_UP_MINUTES = 10;

function minutesOf(sentAt: string): number {
  return isoToDay(sentAt.slice(0, 10)) * 1440 + Number(sentAt.slice(11, 13)) * 60 + Number(sentAt.slice(14, 16));
}

/** Same plain paste, or the same sender within a few minutes of an export. */
function sameThread(a: ChatMessage, b: ChatMessage): boolean {
  if (a.sentAt === null || b.sentAt === null) return a.sentAt === null && b.sentAt === null && a.sender === null && b.sender === null;
  return a.sender !== null && a.sender === b.sender && Math.abs(minutesOf(a.sentAt) - minutesOf(b.sentAt)) <= FOLLOW_UP_MINUTES;
}

/** The most words of a follow-up that only names the goods. */
const MAX_GOODS_FRAGMENT_WORDS = 6;

/** The most lines of a route-less message that only adds details to a post. */
const MAX_FRAGMENT_LINES = 4;
/**
 * In an export, the most lines of a sender's message minutes after a route of their own ("Nagpur se Surat", then "32 ft
 * container", "6 ton tiles", "63k", "kal loading", "98..." a line each): it gives that post its details.
 */
const MAX_SENT_FRAGMENT_LINES = 8;

function lineCount(text: string): number {
  return text.trim().split('\n').length;
}

/**
 * Fields of a short route-less message that only adds details ("Call 98...", "*URGENT*", "kal loading"); in an export
 * (`sent`) also a freight alone ("rate 45k", "Rate: 56000"), which its sender's post just before takes.
 */
function fragmentFields(a: Analysis, base: number, sent: boolean): Fields | null {
  if (a.routes.length > 0 || a.intent.availability || a.intent.rateQuery || a.question) return null;
  const limit = sent ? MAX_SENT_FRAGMENT_LINES : MAX_FRAGMENT_LINES;
  if (lineCount(a.text) > limit && fragmentLines(a.text) > limit) return signatureFields(a.text);
  const f = extractFields(a.text, base);
  // "Material cotton bales", "Material - nut bolt": goods named (by a label or the goods lexicon) in a short message.
  const short = wordCount(a.text) <= MAX_GOODS_FRAGMENT_WORDS;
  const goods = f.material !== undefined && f.material.conf >= 0.8 && short;
  return f.phone || f.date || f.truck || f.length || goods || f.weight || f.rate || (sent && f.price && short) ? f : null;
}

// "Regards\nSai Logistics Pvt Ltd\n...\nMob: 97371 28845": a signature of up to MAX_SIGNATURE_LINES lines after a post.
const SIGN_OFF_RE = new RegExp(`^\\s*${wordsSource(SIGN_OFF_WORDS)}`, 'iu');
const MAX_SIGNATURE_LINES = 10;

/**
 * A fragment's lines, but for a signature closing it ("... Loading kal\nRajendra 98...\nRegards\nSharma Roadlines"): a
 * sign-off does not make a fragment's details a post's of its own.
 */
function fragmentLines(text: string): number {
  const lines = lineCount(text);
  const trimmed = text.trimEnd();
  let cut = trimmed.length;
  for (let drop = 1; drop <= MAX_SIGNATURE_LINES && drop < lines; drop++) {
    cut = trimmed.lastIndexOf('\n', cut - 1);
    if (cut < 0) break;
    if (closingOnly(trimmed.slice(cut + 1)) && !closingOnly(trimmed.slice(0, cut))) return lines - drop;
  }
  return lines;
}

/** A long route-less block opening with a sign-off: only its phone, for the post before it. */
function signatureFields(text: string): Fields | null {
  if (!SIGN_OFF_RE.test(text) || text.trim().split('\n').length > MAX_SIGNATURE_LINES) return null;
  const f: Fields = {};
  extractPhone(text, f);
  return f.phone ? { phone: f.phone } : null;
}

/** How many words a text has (runs of characters other than spaces), counted without splitting it. */
function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

function fillGaps(target: Fields, from: Fields, keys: Array<keyof Fields>): void {
  for (const k of keys) if (target[k] === undefined && from[k] !== undefined) (target as Record<string, unknown>)[k] = from[k];
  // "kal loading" beats an earlier "*URGENT*".
  if (keys.includes('date') && target.date?.weak && from.date && !from.date.weak) target.date = from.date;
}

/** How many route-less messages a fragment of an export looks back over for its sender's post. */
const FOLLOW_UP_SKIP = 3;

/** Another sender's truck on offer ("Gaadi khali hai Lucknow me"): a reply passed over, though it names a place. */
function offersTruck(m: ChatMessage, fragment: ChatMessage, a: Analysis | null): boolean {
  return m.sender !== fragment.sender && a !== null && a.intent.availability;
}

/**
 * The posts a trailing fragment completes: the routed messages just before it in its thread. In an export the sender's
 * own other fragments ("kal loading" before "98...") and others' route-less replies ("30000 me hoga?") between them are
 * passed over, a few at most; a message of another sender that names a route ends the search.
 */
function postsBefore(messages: ChatMessage[], analyses: Array<Analysis | null>, i: number): number[] {
  const out: number[] = [];
  const routed = (j: number) => (analyses[j]?.routes.length ?? 0) > 0;
  let skipped = 0;
  for (let j = i - 1; j >= 0; j--) {
    if (routed(j) && sameThread(messages[j], messages[i])) out.push(j);
    else if (out.length > 0 || (routed(j) && !offersTruck(messages[j], messages[i], analyses[j])) || messages[i].sender === null || ++skipped > FOLLOW_UP_SKIP) break;
    else if (messages[j].sender === messages[i].sender && !sameThread(messages[j], messages[i])) break;
  }
  return out;
}

/** How long after a post in an export its sender's route-less message still completes it (the next day's "Material tiles"). */
const LATE_FOLLOW_UP_MINUTES = 24 * 60;

/**
 * A sender's later route-less message in an export ("Material - tiles" an hour on, "Still available 98..." the next
 * morning, after other members' replies): it completes that sender's last post, when the sender posted no other route
 * since and said it within a day. Goods, a phone or a loading day pass over another member's load in between, one
 * with a phone of its own included (`pastOthers`); a truck or a length there may be that load's.
 */
function senderPostBefore(messages: ChatMessage[], analyses: Array<Analysis | null>, i: number, pastOthers: boolean): number[] {
  const m = messages[i];
  if (m.sender === null || m.sentAt === null) return [];
  for (let j = i - 1; j >= 0; j--) {
    const p = messages[j];
    if (p.sender !== m.sender) {
      if (!pastOthers && (analyses[j]?.routes.length ?? 0) > 0 && !analyses[j]?.intent.availability) return [];
      continue;
    }
    if (p.sentAt === null || minutesOf(m.sentAt) - minutesOf(p.sentAt) > LATE_FOLLOW_UP_MINUTES) return [];
    if ((analyses[j]?.routes.length ?? 0) > 0) return analyses[j]?.intent.availability ? [] : [j];
  }
  return [];
}

/**
 * The sender's routed posts right before post `j` of an export, one after another (others' route-less replies passed
 * over), within a day: "Rajkot to Delhi ...", "Rajkot to Kolkata ..." before "loading Monday dono".
 */
function senderRunBefore(messages: ChatMessage[], analyses: Array<Analysis | null>, j: number): number[] {
  const out: number[] = [];
  const m = messages[j];
  for (let k = j - 1; k >= 0; k--) {
    const p = messages[k];
    const routed = (analyses[k]?.routes.length ?? 0) > 0;
    if (p.sender !== m.sender) {
      if (routed) break;
      continue;
    }
    if (p.sentAt === null || m.sentAt === null || minutesOf(m.sentAt) - minutesOf(p.sentAt) > LATE_FOLLOW_UP_MINUTES) break;
    if (routed) {
      if (analyses[k]?.intent.availability) break;
      out.push(k);
    }
  }
  return out;
}

/**
 * Hands a fragment's details to the loads it belongs to: a trailing "Call 98..." to the posts just
 * before it, an opening "*URGENT* 32ft MXL" to the posts just after it. Only gaps are filled.
 */
function inheritFromFragments(messages: ChatMessage[], analyses: Array<Analysis | null>, bases: number[]): Fields[] {
  const inherited = messages.map((): Fields => ({}));
  if (messages.length < 2) return inherited;
  const routed = (j: number) => (analyses[j]?.routes.length ?? 0) > 0;
  analyses.forEach((a, i) => {
    const f = a && fragmentFields(a, bases[i], messages[i].sender !== null);
    if (!f) return;
    const before = postsBefore(messages, analyses, i);
    // "27 ton har gaadi, 1200 PMT" said by the sender minutes after the post: its weight and rate are the post's.
    if (before.length > 0) {
      const named = namedPost(a, analyses, before);
      // ("58 final. 98..." after two posts: a number said with a new rate is the last post's, as the rate is)
      if (named < 0 && before.length > 1 && changedRate(a)) before.splice(1);
      for (const j of before) fillGaps(inherited[j], f, named < 0 || j === named ? ['phone', 'date', 'truck', 'length', 'material', 'weight', 'rate', 'price'] : ['phone']);
      return;
    }
    // a longer message completes only its sender's post of minutes before
    if (lineCount(a.text) > MAX_FRAGMENT_LINES) return;
    const late = senderPostBefore(messages, analyses, i, !f.truck && !f.length);
    if (late.length > 0) {
      // "Load abhi bhi hai" the next morning names no loading day: an "urgent" or "abhi" (a weak date) stays its own.
      // A freight or weight said alone ("Rate: 56000") is the sender's post's as well, past others' loads in between.
      const keys: Array<keyof Fields> = f.date?.weak
        ? ['phone', 'truck', 'length', 'material', 'weight', 'rate', 'price']
        : ['phone', 'date', 'truck', 'length', 'material', 'weight', 'rate', 'price'];
      const run = senderRunBefore(messages, analyses, late[0]);
      // "BBSR ke liye call 98..., kal loading" after the sender's loads to Ranchi and to Bhubaneswar: the load to the place
      // it names takes its details, the others its phone alone.
      const named = namedPost(a, analyses, [...late, ...run]);
      if (named >= 0) {
        for (const j of [...late, ...run]) fillGaps(inherited[j], f, j === named ? keys : ['phone']);
        return;
      }
      for (const j of late) fillGaps(inherited[j], f, keys);
      // "loading Monday dono", then the number alone: the sender's posts just before are theirs too.
      const both = saysForAll(a.text);
      // ("58 final. 98..." after "Ranjangaon wala kitne ka final?": a number said with a new rate is the one post's)
      if (both || (f.phone && !changedRate(a))) for (const j of run) fillGaps(inherited[j], f, both ? keys : ['phone']);
      return;
    }
    // ("LOAD LIST 03-12" over the list posted that day: the list's own date, not a loading day; "sab kal ki loading" under
    // the list says that)
    const heading: Array<keyof Fields> = f.date?.value === bases[i] ? ['phone', 'truck', 'length', 'weight', 'rate', 'price'] : ['phone', 'date', 'truck', 'length', 'weight', 'rate', 'price'];
    for (let j = i + 1; j < messages.length && routed(j) && sameThread(messages[j], messages[i]); j++) fillGaps(inherited[j], f, heading);
  });
  return inherited;
}

/**
 * Of a sender's posts a follow-up completes, the one whose route ends at the one place the follow-up names ("BBSR ke
 * liye call 98..., kal loading" after "Howrah to Ranchi ..." and "Howrah to Bhubaneswar ..."), or -1 (no place named,
 * several, or no post or several going there).
 */
function namedPost(a: Analysis, analyses: Array<Analysis | null>, posts: number[]): number {
  if (posts.length < 2 || a.mentions.length === 0) return -1;
  let name: string | undefined;
  for (const m of a.mentions) {
    if (!m.city) continue;
    if (name !== undefined && name !== m.city.name) return -1;
    name = m.city.name;
  }
  if (name === undefined) return -1;
  const going = posts.filter((j) => analyses[j]?.routes.some((r) => r.dest?.city?.name === name));
  return going.length === 1 ? going[0] : -1;
}

/** The most words of a follow-up that only gives a count of trucks or calls the load off. */
const MAX_NOTICE_WORDS = 6;
/** A cancel may give its reason: "Load cancel ho gaya, party ne mana kar diya". */
const MAX_CANCEL_WORDS = 12;
const CANCEL_RE = new RegExp(wordsSource(CANCEL_WORDS), 'iu');
const CANCEL_HINT_RE = new RegExp(alternation(CANCEL_WORDS), 'i');
const RATE_CHANGE_RE = new RegExp(wordsSource(RATE_CHANGE_WORDS), 'iu');
const RATE_NAME_RE = new RegExp(wordsSource(RATE_NAME_WORDS), 'iu');
// "rate 1.15 kar diya" after a post of "1.1 lakh": a bare figure of one digit and a decimal is in lakhs, as the post's was.
const BARE_LAKHS_RE = /(?<![\d.,])([1-9]\.\d{1,2})(?![\d.,]|\s*(?:%|ton|tons|t|mt|ft|kg)\b)/i;
const LAKH = 100000;
// Each figure with the unit or amount word glued or spaced after it; a bare one of two or three digits is in thousands.
const FIGURE_RE = /(?<![\p{L}\d.,])\d[\d.,]*(?:[^\S\n]*(?:k|l|lakh|lac|hazar|hajar|hazaar|thousand|%|ton|tons|t|mt|ft|kg|tarikh|ko)(?![\p{L}]))?/giu;
const BARE_THOUSANDS_RE = /^\d{2,3}$/;
const PLAIN_FIGURE_RE = /^\d{4,6}$/;

// "24k final, 22 galat likha tha", "62 hazar fix": an amount said to be final (FINAL_RATE_WORDS).
// ("sorry 18 kaadu 20 velu final": the thousands in any language's word)
const FINAL_AMOUNT_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(\d[\d,.]*[^\S\n]*(?:k|thousand|${alternation([...LATIN_AMOUNT_WORDS, ...AMOUNT_WORDS])})?)[^\S\n]*(?:${wordsSource(FINAL_RATE_LINKS)}[^\S\n]*)?(${wordsSource(FINAL_RATE_WORDS)})`,
  'iu',
);
// "final 66k", "final rate 50k", "fix 41k": the final word first, then the amount.
const FINAL_FIRST_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(final|fix|fixed|फाइनल|ફાઇનલ)(?:[^\S\n]+(?:rate|bhada|price|freight))?[^\S\n]*[:\-]?[^\S\n]*(\d[\d,.]*[^\S\n]*(?:k|thousand|${alternation([...LATIN_AMOUNT_WORDS, ...AMOUNT_WORDS])})?)(?![\p{L}\p{M}\p{N}])`,
  'iu',
);
const FINAL_HINT_RE = new RegExp(alternation(FINAL_RATE_WORDS), 'i');
const FIX_WORDS = new Set(FIX_RATE_WORDS);
/** The least a final amount must be to be a freight ("58 fix" alone, with no thousands, repeats the post's). */
const MIN_FINAL_AMOUNT = 1000;

/**
 * "rate 2k badha diya, ab 87k", "EDIT - rate revised 84k", "rate 1.15 kar diya": the new freight a short follow-up gives,
 * or null; so does an amount said to be final ("24k final, 22 galat likha tha").
 */
function changedRate(a: Analysis): Val<number> | null {
  if (wordCount(a.text) > MAX_CANCEL_WORDS) return null;
  if (RATE_NAME_RE.test(a.text) && RATE_CHANGE_RE.test(a.text)) {
    // "rate 2k badha diya ab 49 final", "rate 52 tha, ab 55 de denge": a bare figure said last is the new freight in thousands
    const figures = a.text.match(FIGURE_RE);
    const last = figures?.[figures.length - 1];
    if (last && BARE_THOUSANDS_RE.test(last)) return { value: Number(last) * 1000, conf: 0.7 };
    const amount = lastAmount(a.text);
    if (amount) return amount;
    const bare = BARE_LAKHS_RE.exec(a.text);
    return bare ? { value: Math.round(Number(bare[1]) * LAKH), conf: 0.7 } : null;
  }
  if (!FINAL_HINT_RE.test(a.text)) return null;
  // (the amount and its final word, in either order: "66k final", "final 66k")
  const m = FINAL_AMOUNT_RE.exec(a.text);
  const first = m ? null : FINAL_FIRST_RE.exec(a.text);
  const said = m ? { amount: m[1], word: m[2] } : first ? { amount: first[2], word: first[1] } : null;
  if (!said) return null;
  // "60 final" after a post of 62000, "1.2 final" after one of 1.15 lakh: a bare figure in thousands, or in lakhs
  const figure = said.amount.trim();
  const word = said.word.toLowerCase();
  // ("58 fix", "82 fix": a bare figure said fixed repeats the post's freight)
  if (BARE_THOUSANDS_RE.test(figure)) return FIX_WORDS.has(word) ? null : { value: Number(figure) * 1000, conf: 0.7 };
  const bare = BARE_LAKHS_RE.exec(figure);
  if (bare && bare[0] === figure) return { value: Math.round(Number(bare[1]) * LAKH), conf: 0.7 };
  // ("ok 1450 kari didhu" after a rate of 1350 a tonne: a plain figure said final is the amount, however small)
  if (PLAIN_FIGURE_RE.test(figure)) return { value: Number(figure), conf: 0.7 };
  const v = lastAmount(figure);
  return v && v.value >= MIN_FINAL_AMOUNT ? v : null;
}

// "material weight 6 ton hai, 5 nahi": a figure of the post's taken back after the weight meant.
const WEIGHT_TAKEN_BACK_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])\d[\d.]*[^\S\n]*(?:${alternation(['ton', 'tons', 't', 'mt', 'टन'])})?[^\S\n]*${wordsSource(TAKEN_BACK_WORDS)}[^\S\n]*[.!।]*[^\S\n]*$`,
  'iu',
);

/**
 * "material weight 6 ton hai, 5 nahi": the weight a short follow-up of the sender gives in place of the post's, the
 * post's figure taken back after it; or null.
 */
function changedWeight(a: Analysis, base: number): Val<number> | null {
  if (wordCount(a.text) > MAX_CANCEL_WORDS || !WEIGHT_TAKEN_BACK_RE.test(a.text.trim())) return null;
  return extractFields(a.text, base).weight ?? null;
}

/**
 * A number of trucks said in words before a word for "left": any counting word or spoken number, or the word for the
 * second truck ("ek gaadi lag gayi, dusri abhi baki hai": one left), "still" allowed between.
 */
const LEFT_NUMBERS: Readonly<Record<string, number>> = {
  ...SPOKEN_NUMBERS,
  ...COUNTING_WORDS,
  ...LEFT_COUNT_WORDS,
  ...Object.fromEntries(SECOND_TRUCK_WORDS.filter((w) => !DIGIT_RE.test(w)).map((w) => [w, 1])),
};
// (a classifier glued or spaced after the count and a truck word may come between: "au 1 ta baki", "1 gadi baki hai")
const LEFT_RE = new RegExp(
  `(?:(\\d{1,2})|${wordsSource(Object.keys(LEFT_NUMBERS))})(?:[^\\S\\n]*(?:${alternation(COUNT_CLASSIFIERS)})(?![\\p{L}\\p{M}]))?[^\\S\\n]*(?:${wordsSource([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC])}[^\\S\\n]*)?(?:${wordsSource(STILL_WORDS)}[^\\S\\n]*)?(?:${wordsSource(REMAINING_WORDS)})`,
  'iu',
);
const LEFT_HINT_RE = new RegExp(alternation(REMAINING_WORDS), 'i');

// "ek gaadi mil gayi, dusri abhi chahiye": the other truck still wanted, one left.
// ("innondu beku", "ek aur chahiye": one more wanted, as the other)
const OTHER_WANTED_RE = new RegExp(String.raw`${wordsSource([...SECOND_TRUCK_WORDS, ...ONE_MORE_WORDS])}(?:[^\S\n]+[\p{L}\p{M}]+){0,2}?[^\S\n]+${wordsSource(STILL_WANTED_WORDS)}`, 'iu');
const OTHER_HINT_RE = new RegExp(alternation([...SECOND_TRUCK_WORDS, ...ONE_MORE_WORDS]), 'i');

/** "ekta baki", "1 remaining": the number of trucks a follow-up says are still wanted, or null. */
function trucksLeft(text: string): number | null {
  if (OTHER_HINT_RE.test(text) && OTHER_WANTED_RE.test(text)) return 1;
  if (!LEFT_HINT_RE.test(text)) return null;
  const m = LEFT_RE.exec(text);
  if (!m) return null;
  return countSaid(m);
}

// "vandi set aagiduchu", "lorry set aayitu", "gadi bhetli", "gaadi mali gai": a truck word, one word at most, then a word
// that the truck is found (TRUCK_FOUND_WORDS).
const TRUCK_FOUND_RE = new RegExp(String.raw`${wordsSource([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC])}(?:[^\S\n]+[\p{L}\p{M}]+)?[^\S\n]+${wordsSource(TRUCK_FOUND_WORDS)}`, 'iu');
const TRUCK_FOUND_HINT_RE = new RegExp(alternation(TRUCK_FOUND_WORDS), 'i');

// "ek gaadi ho gayi", "1 gadi mili gai": a count of trucks, a truck word, then a word that they are found
const FOUND_COUNT_RE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])(\d{1,2})|${wordsSource(Object.keys(LEFT_NUMBERS))})(?:[^\S\n]*(?:${alternation(COUNT_CLASSIFIERS)})(?![\p{L}\p{M}]))?[^\S\n]*${wordsSource([...TRUCK_NOUNS, ...VEHICLE_NOUNS_INDIC])}[^\S\n]+${wordsSource(TRUCK_FOUND_WORDS)}`,
  'iu',
);

/** The trucks a follow-up's match counts: its figure (group 1), else its first word's number ("ekta", "do"); null for none. */
function countSaid(m: RegExpExecArray): number | null {
  const n = m[1]
    ? Number(m[1])
    : LEFT_NUMBERS[
        m[0]
          .trim()
          .split(/[^\S\n]+/u)[0]
          .toLowerCase()
      ];
  return n && n > 0 ? n : null;
}

/** "ek gaadi ho gayi": the number of a post's trucks a follow-up says are found, or null. */
function trucksFound(text: string): number | null {
  if (!TRUCK_FOUND_HINT_RE.test(text)) return null;
  const m = FOUND_COUNT_RE.exec(text);
  if (!m) return null;
  return countSaid(m);
}

// "ho gaya", "ho gaya bhai, thanks", "done 👍": a message saying only that the load is done (DONE_ALONE_WORDS)
const DONE_MARKS = '[\\s\\p{P}\\p{S}\\p{M}\\u200d]';
const DONE_ALONE_RE = new RegExp(`^${DONE_MARKS}*(?:${wordsSource(DONE_FILLERS)}${DONE_MARKS}+)*${wordsSource(DONE_ALONE_WORDS)}(?:${DONE_MARKS}+${wordsSource(DONE_FILLERS)})*${DONE_MARKS}*$`, 'iu');
const DONE_HINT_RE = new RegExp(alternation(DONE_ALONE_WORDS), 'i');

/** "Load cancel ho gaya", "filled", "vandi set aagiduchu": a short message calling a load off or telling its truck found. */
function isCancel(a: Analysis): boolean {
  if (wordCount(a.text) > MAX_CANCEL_WORDS) return false;
  return (
    (CANCEL_HINT_RE.test(a.text) && CANCEL_RE.test(a.text)) ||
    (TRUCK_FOUND_HINT_RE.test(a.text) && TRUCK_FOUND_RE.test(a.text)) ||
    (wordCount(a.text) <= MAX_NOTICE_WORDS && DONE_HINT_RE.test(a.text) && DONE_ALONE_RE.test(a.text))
  );
}

/**
 * "Nagpur to Raipur, Raipur to Nagpur dono side load hai.\nNagpur → Raipur: 20 ft, 6 ton, 17000\nRaipur → Nagpur: ...": a
 * route named again on a later line of the post, with no figure of its own where it is first named, is a heading of
 * the lines below it, not a load of its own.
 */
function withoutHeadingRoutes(a: Analysis, routes: Route[]): Route[] {
  const segs = segmentsOf(a.text, a.toks, routes);
  const keys = routes.map(routeKey);
  const heading = (k: number) => keys.indexOf(keys[k], k + 1) > k && !/\d/.test(a.text.slice(segs[k].start, segs[k].end));
  const kept = routes.filter((_, k) => !heading(k));
  return kept.length > 0 && kept.length < routes.length ? kept : routes;
}

// "Mathura se Bharatpur nahi, Mathura se Jaipur", "dhanbad se patna nahi gaya se patna": a route said and taken back at
// once, nothing but a word of "not" before the next route, is no load; the route after it is meant.
const TAKEN_BACK_HINT_RE = new RegExp(alternation(TAKEN_BACK_WORDS), 'iu');
const TAKEN_BACK_GAP_RE = new RegExp(String.raw`^[^\p{L}\p{N}]*${TAKEN_BACK_WORD}[^\p{L}\p{N}]*$`, 'iu');
function withoutTakenBackRoutes(a: Analysis, routes: Route[]): Route[] {
  const kept = routes.filter((r, k) => k + 1 >= routes.length || !TAKEN_BACK_GAP_RE.test(a.text.slice(a.toks[r.endTok].end, a.toks[routes[k + 1].anchor].start)));
  return kept.length > 0 ? kept : routes;
}

function routeKey(r: Route): string {
  return `${r.origin?.city?.name ?? r.origin?.name ?? ''}|${r.dest?.city?.name ?? r.dest?.name ?? ''}`;
}

/** The sender's post of the same route as message `i`'s one route, within a day before it, or -1. */
function senderRouteBefore(messages: ChatMessage[], analyses: Array<Analysis | null>, i: number): number {
  const m = messages[i];
  const route = analyses[i]?.routes[0];
  if (!route?.origin || !route.dest || m.sentAt === null) return -1;
  const key = routeKey(route);
  for (let j = i - 1; j >= 0; j--) {
    const p = messages[j];
    if (p.sender !== m.sender) continue;
    if (p.sentAt === null || minutesOf(m.sentAt) - minutesOf(p.sentAt) > LATE_FOLLOW_UP_MINUTES) return -1;
    const routes = analyses[j]?.routes ?? [];
    if (routes.some((r) => routeKey(r) === key)) return routes.length === 1 ? j : -1;
  }
  return -1;
}

// "407 wala load cancel", "20 ft wali ho gayi", "tiles wala cancel": the word or two before a "which one" word.
const NAMED_ONE_RE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])([\p{L}\p{M}\p{N}]+(?:[^\S\n]+[\p{L}\p{M}\p{N}]+)?)[^\S\n]*(?:${alternation(WHICH_TRUCK_WORDS)})(?![\p{L}\p{M}])`, 'iu');
const NAMED_HINT_RE = new RegExp(alternation(WHICH_TRUCK_WORDS), 'i');
const NAMED_LENGTH_RE = new RegExp(String.raw`(?<![\d.,])(\d{2})[^\S\n]*(?:${alternation(FEET_WORDS)})(?![\p{L}\p{M}])`, 'iu');

/** The words a cancel names one load of a post by ("407", "20 ft", "tiles"), or null. */
function namedOne(text: string): string | null {
  if (!NAMED_HINT_RE.test(text)) return null;
  const m = NAMED_ONE_RE.exec(text);
  return m ? m[1].toLowerCase() : null;
}

/** Whether a load is the one a cancel names: by its length ("20 ft"), its truck ("407"), or a word of its goods ("tiles"). */
function isNamedLoad(name: string, c: ParsedCandidate): boolean {
  const length = NAMED_LENGTH_RE.exec(name);
  if (length) return c.truck_length_ft === Number(length[1]);
  const f: Fields = {};
  extractTruck(name, f);
  if (f.truck) return c.truck_type === f.truck.value;
  const goods = c.material?.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u) ?? [];
  return name.split(/[^\S\n]+/u).some((w) => w.length > 2 && goods.includes(w));
}

/**
 * Short route-less messages of an export that change the sender's last post: a count of trucks ("2 gaadi chahiye",
 * "2 gari lagbe") makes the post that many loads, and "Load cancel ho gaya" calls it off (so does "Bhopal to Ahmedabad
 * load gaya", naming the route of the sender's post of one route).
 */
function followUpNotices(
  messages: ChatMessage[],
  analyses: Array<Analysis | null>,
  bases: number[],
): {
  counts: Map<number, number>;
  left: Map<number, number>;
  cancelled: Set<number>;
  rates: Map<number, Val<number>>;
  ratesTo: Map<number, string>;
  weights: Map<number, Val<number>>;
  doneTo: Map<number, string>;
  doneBy: Map<number, string>;
} {
  const weights = new Map<number, Val<number>>();
  const counts = new Map<number, number>();
  const left = new Map<number, number>();
  const cancelled = new Set<number>();
  // "Pune wala ho gaya" after a post of several routes: the one place a cancel names, by the post it speaks of
  const doneTo = new Map<number, string>();
  // "407 wala load cancel", "tiles wala ho gaya": the one load a cancel names by its truck, length or goods
  const doneBy = new Map<number, string>();
  const rates = new Map<number, Val<number>>();
  // "Indore wale me rate 32k kar diya": the new freight of the one load to the place it names
  const ratesTo = new Map<number, string>();
  analyses.forEach((a, i) => {
    if (!a || messages[i].sender === null || a.intent.availability || a.question) return;
    if (a.routes.length > 0) {
      // "Bhopal to Ahmedabad load gaya": the sender's own cancel naming the route calls off their post of that route.
      const j = a.routes.length === 1 && isCancel(a) ? senderRouteBefore(messages, analyses, i) : -1;
      if (j >= 0) cancelled.add(j).add(i);
      return;
    }
    const rate = changedRate(a);
    if (rate) {
      // the sender's own post, past others' replies and counter-offers
      const late = senderPostBefore(messages, analyses, i, true);
      const place = onePlace(a);
      const going = place === undefined ? -1 : postGoingTo([...late, ...(late.length > 0 ? senderRunBefore(messages, analyses, late[0]) : [])], analyses, place);
      if (place !== undefined && going >= 0) {
        rates.set(going, rate);
        ratesTo.set(going, place);
        return;
      }
      for (const j of late) rates.set(j, rate);
      return;
    }
    const weight = changedWeight(a, bases[i]);
    if (weight) {
      for (const j of senderPostBefore(messages, analyses, i, true)) weights.set(j, weight);
      return;
    }
    const words = wordCount(a.text);
    // "1 gari lag gaya, ekta baki", "ek trailer ho gaya, ek baki hai": the trucks still wanted, of the sender's last post
    const stillWanted = words <= MAX_CANCEL_WORDS ? trucksLeft(a.text) : null;
    if (stillWanted !== null) {
      for (const j of senderPostBefore(messages, analyses, i, true)) left.set(j, stillWanted);
      return;
    }
    // "ek gaadi ho gayi" after a post of 2 trucks: the others are still wanted; all of them found ends the post
    const found = words <= MAX_NOTICE_WORDS ? trucksFound(a.text) : null;
    if (found !== null) {
      for (const j of senderPostBefore(messages, analyses, i, true)) {
        const asked = analyses[j]?.routes.length === 1 ? truckCount(analyses[j]?.text ?? '') : 1;
        if (asked > found) left.set(j, asked - found);
        else cancelled.add(j);
      }
      return;
    }
    const cancel = isCancel(a);
    if (!cancel && words > MAX_NOTICE_WORDS) return;
    const n = cancel ? 1 : truckCount(a.text);
    if (!cancel && n < 2) return;
    // a cancel or a count of trucks speaks of the sender's last post past others' posts in between, as goods do
    let before = postsBefore(messages, analyses, i);
    if (before.length === 0) before = senderPostBefore(messages, analyses, i, true);
    const place = cancel ? onePlace(a) : undefined;
    const named = cancel && !place ? namedOne(a.text) : null;
    // "Jaipur wala cancel, Kolkata available" after the sender's posts to Jaipur and to Kolkata: the post going there
    const going = place === undefined || before.length === 0 ? -1 : postGoingTo([...before, ...senderRunBefore(messages, analyses, before[0])], analyses, place);
    if (going >= 0) before = [going];
    for (const j of before) {
      if (cancel && place) doneTo.set(j, place);
      else if (named) doneBy.set(j, named);
      else if (cancel) cancelled.add(j);
      else counts.set(j, n);
    }
  });
  return { counts, left, cancelled, rates, ratesTo, weights, doneTo, doneBy };
}

/**
 * The one city a follow-up names, or the city right before its "which one" word when it names several ("Jaipur wala
 * cancel, Kolkata available", "Indore wale me rate 32k"); else undefined.
 */
function onePlace(a: Analysis): string | undefined {
  const places = a.mentions.filter((m) => m.city);
  if (places.length === 1) return places[0].city?.name;
  if (places.length === 0 || !NAMED_HINT_RE.test(a.text)) return undefined;
  const m = NAMED_ONE_RE.exec(a.text);
  if (!m) return undefined;
  const end = m.index + m[0].length;
  return places.find((p) => a.toks[p.first].start >= m.index && a.toks[p.last - 1].end <= end)?.city?.name;
}

/** Of the given posts, the first with a route ending at the place, or -1. */
function postGoingTo(posts: number[], analyses: Array<Analysis | null>, place: string): number {
  return posts.find((j) => analyses[j]?.routes.some((r) => r.dest?.city?.name === place)) ?? -1;
}

// ---------------------------------------------------------------------------
// Plain pastes: posts one after another without a blank line between them
// ---------------------------------------------------------------------------

/**
 * Where a plain paste's paragraph holds several posts: before each route (its "From:" line, or the line it is on)
 * that follows a complete post, one with a phone number or with detail lines after its route, and before a route line
 * that has its own phone number. A list of one-line routes sharing a footer ("All loading tomorrow, call 98...")
 * stays one message, as do WhatsApp messages; so do routes with detail lines when a word for "both" follows the last
 * ("LOAD 1 ... LOAD 2 ... Both loading today, call 98..."), unless a route's post has its own phone.
 */
function postStarts(a: Analysis): number[] {
  if (a.routes.length === 1) return offerAfterPost(a);
  if (a.routes.length < 2) return [];
  const segs = segmentsOf(a.text, a.toks, a.routes);
  const newlines = newlinesOf(a.text);
  const tail = a.text.slice(a.toks[a.routes[a.routes.length - 1].endTok].end);
  const both = saysForAll(tail);
  const out: number[] = [];
  const hasPhone = (from: number, to: number) => {
    const f: Fields = {};
    extractPhone(a.text.slice(from, to), f);
    return f.phone !== undefined;
  };
  for (let k = 1; k < segs.length; k++) {
    const prev = segs[k - 1];
    // "Trucks available in Chennai, call 98...": a truck offered on a line of its own between two loads is a post of its own.
    const offer = offerLineIn(a.text, routeLineEnd(a, newlines, prev) + 1, prev.end);
    if (offer >= 0) out.push(offer);
    const details = a.text.slice(routeLineEnd(a, newlines, prev), prev.end).trim() !== '';
    // A route line of its own with its own number is a post of its own, even in a list of one-line routes.
    const ownLine = a.text[segs[k].start - 1] === '\n';
    const ownPhone = ownLine && hasPhone(segs[k].start, routeLineEnd(a, newlines, segs[k]));
    const prevPhone = hasPhone(prev.start, prev.end);
    // "1) Pune to Delhi\n32ft 9T\n45k\n2) Pune to Jaipur ...\nCall 98...": numbered items of several lines share a footer.
    const listed = details && !both && !prevPhone && itemNumberOf(a.text, newlines, segs[k].start) === (itemNumberOf(a.text, newlines, prev.start) ?? -1) + 1;
    if ((details && !both && !listed) || ownPhone || prevPhone) out.push(segs[k].start);
  }
  // ... and so is one before the first load or after the last ("Need load Baddi to anywhere, 2 trucks empty 98...").
  if (segs[0].start > 0 && offerLineIn(a.text, 0, segs[0].start) >= 0) out.unshift(segs[0].start);
  const last = segs[segs.length - 1];
  const offer = offerLineIn(a.text, routeLineEnd(a, newlines, last) + 1, last.end);
  if (offer >= 0) out.push(offer);
  return out;
}

// An item's number or label opening a line: "2)", "(2)", "2.", "2⃣", "LOAD 2", "*Load 2:*", "Item-2".
const ITEM_LABEL_RE = /^[^\p{L}\p{N}\n]*(?:(?:load|item)[^\S\n]*[-#:]?[^\S\n]*(\d{1,2})(?![\d.,])|\(?(\d{1,2})(?:[).]|\u20e3)(?!\d))/iu;

/**
 * The number of the list item whose route's line starts at `lineStart`: on that line ("2) Pune to Jaipur") or on a line of
 * its own just above it ("LOAD 2" over "Pune to Jaipur"); null when the item is not numbered.
 */
function itemNumberOf(text: string, newlines: number[], lineStart: number): number | null {
  const line = text.slice(lineStart, lineEndAt(newlines, text.length, lineStart));
  const own = ITEM_LABEL_RE.exec(line);
  if (own) return Number(own[1] ?? own[2]);
  if (lineStart === 0) return null;
  const above = text.slice(lineStartAt(newlines, lineStart - 1), lineStart - 1);
  const label = ITEM_LABEL_RE.exec(above);
  return label && !/[\p{L}\p{N}]/u.test(above.slice(label[0].length)) ? Number(label[1] ?? label[2]) : null;
}

/**
 * "Pune to Delhi 9 ton ... 98...\nGaadi khali hai Nagpur me 20 ft 98...": in a paste, a line that only offers a truck
 * after a one-route post that has its own phone is a post of its own, so the load before it is not read as an offer.
 */
function offerAfterPost(a: Analysis): number[] {
  if (!a.intent.availability || a.intent.load) return [];
  const route = a.routes[0];
  const lineEnd = lineEndAt(newlinesOf(a.text), a.text.length, a.toks[route.endTok].end);
  const offer = offerLineIn(a.text, lineEnd + 1, a.text.length);
  if (offer < 0) return [];
  const f: Fields = {};
  extractPhone(a.text.slice(0, offer), f);
  return f.phone !== undefined ? [offer] : [];
}

/** Where the first line between `from` and `to` that only offers a truck starts, or -1. */
function offerLineIn(text: string, from: number, to: number): number {
  for (let at = from; at < to; ) {
    const end = text.indexOf('\n', at);
    const lineEnd = end < 0 || end > to ? to : end;
    const intent = intentOf(text.slice(at, lineEnd));
    if (intent.availability && !intent.load) return at;
    at = lineEnd + 1;
  }
  return -1;
}

/**
 * "Loading Tuesday", "All FMCG, naalai loading" on a line of its own after the last load of a pasted list: the loading
 * day or goods of every load in it, not only the last. A line that gives a phone, or offers a truck, is no such footer;
 * nor are the lines after a form's last load.
 */
function listFooter(a: Analysis): string | null {
  const lastRoute = a.routes[a.routes.length - 1];
  const lineEnd = lineEndAt(newlinesOf(a.text), a.text.length, a.toks[lastRoute.endTok].end);
  const after = a.text.slice(lineEnd).trim();
  // A list typed on one line ("A to B ... 98..., A to C ... 98..., Loading Tuesday"): what follows its last item's clauses.
  // (a list on one line parts its items with commas: without one, the segments are not worth cutting)
  const inline = !a.text.includes(',') || a.text.slice(a.toks[a.routes[0].anchor].start, lineEnd).includes('\n') ? -1 : parallelTailStart(a, segmentsOf(a.text, a.toks, a.routes));
  // One line after a list of one-line loads (a form's "From:" / "To:" lines are no such list), and at most a closing
  // after it ("Regards\nSharma Roadlines", "Please call").
  if (inline < 0 && (after === '' || a.text.slice(lineEnd, lineEnd + 1) !== '\n')) return null;
  const cut = after.indexOf('\n');
  const footer =
    inline >= 0
      ? a.text
          .slice(inline, lineEnd)
          .replace(/^[\s,;]+/, '')
          .trim()
      : cut < 0
        ? after
        : after.slice(0, cut).trim();
  const closing = inline >= 0 ? after : cut < 0 ? '' : after.slice(cut + 1);
  if (footer === '' || (closing !== '' && !closingOnly(closing))) return null;
  if (a.text.slice(a.toks[lastRoute.anchor].start, lineEnd).includes('\n')) return null;
  const intent = intentOf(footer);
  if (intent.availability) return null;
  const f = extractFields(footer, 0);
  return (f.date || f.material) && !f.phone ? footer : null;
}

/**
 * Lines that only close a post ("Regards\nSharma Roadlines", "Please call", "Thanks & regards\nRamesh\nMob 98..."): no
 * more than a signature's lines, and nothing of a load in them but a phone.
 */
function closingOnly(text: string): boolean {
  if (lineCount(text) > MAX_SIGNATURE_LINES) return false;
  const f = extractFields(text, 0);
  return !f.date && !f.material && !f.weight && !f.price && !f.rate && !f.truck && !f.length;
}

/** The lines above a list that name its origin ("Ex Mundra:", "Loads from Pune"), or null when the first route's origin is on its own line. */
function listHeader(a: Analysis): string | null {
  const first = a.routes[0];
  if (!first?.origin) return null;
  const end = lineStartAt(newlinesOf(a.text), a.toks[first.anchor].start);
  return a.toks[first.origin.first].start < end ? a.text.slice(0, end).trim() : null;
}

/** The paste's messages with each plain paragraph cut into its posts, and each one's analysis (null for WhatsApp's notices). */
function postsOf(split: ChatMessage[]): { messages: ChatMessage[]; analyses: Array<Analysis | null> } {
  const messages: ChatMessage[] = [];
  const analyses: Array<Analysis | null> = [];
  for (const m of split) {
    const a = isSystemMessage(m) ? null : analyse(m.body);
    // "Loads ex Ludhiana today", then "1. Pune 32ft ...\n2. ..." from the same sender the same minute: a one-line
    // header sent alone is the list's, and the two are one post.
    const k = messages.length - 1;
    const prev = analyses[k];
    if (
      a &&
      prev &&
      a.routes.length === 0 &&
      prev.routes.length === 0 &&
      m.sender !== null &&
      messages[k].sender === m.sender &&
      m.sentAt !== null &&
      m.sentAt === messages[k].sentAt &&
      !prev.text.trim().includes('\n')
    ) {
      const joined = analyse(`${messages[k].body}\n${m.body}`);
      if (joined.routes.length > 0) {
        messages[k] = { ...m, body: `${messages[k].body}\n${m.body}` };
        analyses[k] = joined;
        continue;
      }
    }
    const starts = a && m.sentAt === null && m.sender === null ? postStarts(a) : [];
    if (!a || starts.length === 0) {
      messages.push(m);
      analyses.push(a);
      continue;
    }
    const footer = listFooter(a);
    const header = listHeader(a);
    [0, ...starts].forEach((start, k) => {
      const own = a.text.slice(start, starts[k] ?? a.text.length).trim();
      let body = footer && k < starts.length ? `${own}\n${footer}` : own;
      let analysis = analyse(body);
      // "Ex Mundra:" over items with a phone each: an item cut from the list keeps its header, and so its origin.
      if (header && k > 0 && analysis.routes.length === 0 && analysis.mentions.some((m) => m.city)) {
        body = `${header}\n${body}`;
        analysis = analyse(body);
      }
      messages.push({ sender: null, sentAt: null, body });
      analyses.push(analysis);
    });
  }
  return { messages, analyses };
}

// Devanagari and Gurmukhi letters with a nukta typed as one code point (फ़ U+095E, ड़ U+095C, ਜ਼ U+0A5B ...): the lexicon
// writes each as its letter and the nukta, as most keyboards type them (and as Unicode normalisation leaves them), so a
// paste is read so too: "32 फ़ुट" is feet whichever keyboard typed it.
const NUKTA_LETTER_RE = /[\u0958-\u095f\u0a33\u0a36\u0a59-\u0a5b\u0a5e]/;
const NUKTA_LETTERS_RE = new RegExp(NUKTA_LETTER_RE.source, 'g');

function nuktaApart(text: string): string {
  return NUKTA_LETTER_RE.test(text) ? text.replace(NUKTA_LETTERS_RE, (c) => c.normalize('NFD')) : text;
}

/** Parses a pasted batch of WhatsApp messages into candidate loads. */
export function parseChat(text: string, opts: { referenceDate?: string } = {}): ParsedCandidate[] {
  return parseChatPosts(text, opts).candidates;
}

/**
 * Parses a pasted batch into candidate loads, and counts its posts: its WhatsApp messages with each plain paragraph
 * cut into the posts it holds (WhatsApp's notices left out), what the review page's summary counts.
 */
export function parseChatPosts(text: string, opts: { referenceDate?: string } = {}): { posts: number; candidates: ParsedCandidate[] } {
  const reference = isoToDay(opts.referenceDate ?? todayInKolkata());
  const { messages, analyses } = postsOf(splitMessages(nuktaApart(text)));
  const bases = messages.map((m) => (m.sentAt ? isoToDay(m.sentAt.slice(0, 10)) : reference));
  const inherited = inheritFromFragments(messages, analyses, bases);
  const notices = messages.length > 1 ? followUpNotices(messages, analyses, bases) : null;
  const senderPhones = new Map<string, Val<string>>();
  const reposts = new Map<string, number>();
  const out: ParsedCandidate[] = [];
  const senders: Array<string | null> = [];
  messages.forEach((message, index) => {
    const a = analyses[index];
    if (!a || notices?.cancelled.has(index)) return;
    const ctx: Context = {
      base: bases[index],
      baseIsSentDate: message.sentAt !== null,
      sender: message.sender,
      index,
      inherited: inherited[index],
      senderPhone: message.sender ? senderPhone(message.sender, senderPhones) : undefined,
      count: notices?.counts.get(index),
      left: notices?.left.get(index),
    };
    let loads = parseMessage(a, ctx);
    // a cancel naming one place calls off the loads to it, the whole post when none goes there
    const done = notices?.doneTo.get(index);
    if (done !== undefined) {
      const kept = loads.filter((c) => c.destination !== done);
      if (kept.length === loads.length) return;
      loads = kept;
    }
    // "407 wala load cancel" after a post of a container and a 407: the other load stays, the whole post when none is named so
    const named = notices?.doneBy.get(index);
    if (named !== undefined) {
      const kept = loads.filter((c) => !isNamedLoad(named, c));
      if (kept.length === loads.length) return;
      loads = kept;
    }
    const rate = notices?.rates.get(index);
    const weight = notices?.weights.get(index);
    for (const c of loads) if (weight && c.rate_per_tonne === null) c.weight = weight.value;
    const rateTo = notices?.ratesTo.get(index);
    for (const c of loads) {
      if (!rate || (rateTo !== undefined && c.destination !== rateTo)) continue;
      if (c.rate_per_tonne === null && c.price !== null && nearRate(rate.value, c.price)) c.price = rate.value;
      // "rate 1600 ton", then "ok 1700 kari didhu": the new rate per tonne, and its freight
      else if (c.rate_per_tonne !== null && nearRate(rate.value, c.rate_per_tonne)) {
        c.rate_per_tonne = rate.value;
        c.price = c.weight === null ? null : Math.round(rate.value * c.weight);
      }
    }
    const reposting = message.sender === null && message.sentAt === null ? 'paste' : message.sender !== null && message.sentAt !== null ? 'export' : null;
    // "Load 2: ..., same material": the goods of the sender's load before
    loads.forEach((c, k) => {
      const before = k > 0 ? loads[k - 1].material : out.length > 0 && senders[senders.length - 1] === message.sender ? out[out.length - 1].material : null;
      if (before && pointsBack(c.material, before)) c.material = before;
    });
    const pushed = out.length;
    if (reposting === 'paste') pushReposted(out, loads, reposts, (c) => (c.phone === null ? null : `${c.origin}|${c.destination}|${c.phone}`));
    else if (reposting === 'export') pushReposted(out, loads, reposts, (c) => `${message.sender}|${message.sentAt?.slice(0, 10)}|${c.origin}|${c.destination}`);
    else out.push(...loads);
    for (let k = pushed; k < out.length; k++) senders.push(message.sender);
    rememberSenderPhone(message.sender, a.text, senderPhones);
  });
  return { posts: analyses.filter((a) => a !== null).length, candidates: out };
}

/**
 * "Pune to Delhi 32ft 9T 40k 98...", then the same post with the same number again at 43k ("(rate updated)"), as
 * posts of a plain paste, or by the same sender on the same day of an export: a post edited with a changed freight is
 * one load at its last freight, as within one message (`repostedAt`). `seen` keeps the index in `out` of each
 * single-truck candidate by its `keyOf` (route and phone in a plain paste, sender, day and route in an export).
 */
function pushReposted(out: ParsedCandidate[], loads: ParsedCandidate[], seen: Map<string, number>, keyOf: (c: ParsedCandidate) => string | null): void {
  for (const c of loads) {
    const key = c.trucks === 1 ? keyOf(c) : null;
    const earlier = key === null ? undefined : seen.get(key);
    if (earlier !== undefined && repostedAt(out[earlier], c)) {
      out[earlier] = c;
      continue;
    }
    if (key !== null) seen.set(key, out.length);
    out.push(c);
  }
}

const SAME_GOODS = new Set(SAME_GOODS_WORDS);
const GENERIC_GOODS = new Set([...GOODS_NOUNS, 'material', 'materials', 'maal', 'mal', 'माल', 'item', 'items']);

/**
 * A material that only points back to goods named before ("same material", "wahi maal"), or to a word of theirs ("Same
 * fabric" after "suiting-shirting fabric rolls").
 */
function pointsBack(material: string | null, before: string): boolean {
  if (!material) return false;
  const words = material.split(' ');
  if (!SAME_GOODS.has(words[0])) return false;
  const named = new Set(before.split(/[\s-]+/));
  return words.slice(1).every((w) => GENERIC_GOODS.has(w) || named.has(w));
}

function senderPhone(sender: string, known: Map<string, Val<string>>): Val<string> | undefined {
  const f: Fields = {};
  extractPhone(sender, f);
  if (f.phone) return { ...f.phone, conf: 0.8, note: notes.phoneSender() };
  const earlier = known.get(sender);
  return earlier && { ...earlier, conf: 0.7, note: notes.phoneEarlier() };
}

function rememberSenderPhone(sender: string | null, text: string, known: Map<string, Val<string>>): void {
  if (!sender) return;
  const f: Fields = {};
  extractPhone(text, f);
  if (f.phone) known.set(sender, f.phone);
}
