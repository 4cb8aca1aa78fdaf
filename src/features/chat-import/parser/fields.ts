/**
 * Fields named by words, a field stage of the parser: reads a piece of text and returns its phone number
 * (normalised +91XXXXXXXXXX, the number blanked out of the text) and truck type into a Fields record, and what
 * the post is (a load, a truck on offer or a request for loads, a question about rates).
 */
import { asciiDigits, hasIndicDigits } from '../../../lib/indic-numbers.js';
import type { TruckType } from '../../../lib/trucks.js';
import {
  ASKED_AFTER_AVAILABLE,
  ASKED_BEFORE_VEHICLE,
  AVAILABLE_WORDS_INDIC,
  CHATTER_WORDS,
  FINISHED_WORDS,
  GREETING_WORDS,
  CONTRACT_WORDS,
  INVITATION_WORDS,
  COST_VERBS,
  DONT_TAKE_WORDS,
  DRIVER_WORDS,
  EMPTY_WORDS_LATIN,
  HOW_MUCH_ASKED,
  HOW_MUCH_WORDS,
  MARKET_RATE_LOAD_WORDS,
  MARKET_RATE_WORDS,
  NARRATIVE_WORDS,
  NOT_PAID_WORDS,
  NOT_WORDS,
  PAYMENT_NOUNS,
  RATE_ASK_NOUNS,
  SEND_WORDS,
  SERVICE_AVAILABLE_WORDS,
  SERVICE_KIND_WORDS,
  SERVICE_NOUNS,
  UNLOAD_AFTER_WORDS,
  VEHICLE_NOUNS_INDIC,
  WANT_LOAD_NOUNS,
  WANT_WORDS,
} from '../lexicon/posts.js';
import { ALSO_WORDS, DROP_POINT_WORDS } from '../lexicon/places.js';
import { CHOICE_WORDS, DIGIT_WORDS, FEET_WORDS, LATIN_WEIGHT_WORDS, WEIGHT_UNITS } from '../lexicon/units.js';
import { AXLE_WORDS_INDIC, LCV_MODEL_NUMBERS, NOT_WANTED_WORDS, TRUCK_WORDS, WHEEL_COUNTS, WHEEL_WORDS, WHEEL_WORDS_LATIN } from '../lexicon/trucks.js';
import { notes } from '../notes.js';
import { consume, type Fields, type Scan, type Take } from './scan.js';
import { alternation, lookBehindLast, openingAhead, wordsSource } from './words.js';

// (ten digits that go on past a dash or a dot, "8000 982-209-9913", are a freight and the phone's start: the phone is
// read where its own digits start)
const PHONE_RE = /(?<![\d+])(?:(?:\+|00)\s?91[\s\-.]*|\b91[\s-]*|0)?([6-9](?:[ \-.]?\d){9})(?![\d]|[-.]\d)/g;

const takePhone: Take = (m, s) => {
  s.f.phone ??= { value: `+91${m[1].replace(/\D/g, '')}`, conf: 1 };
};

// "9 8 2 5 0 1 7 3 4 6": a mobile number voice-typed or keyed one digit at a time, a space after each.
const SPACED_PHONE_RE = /(?<![\d,.])[6-9](?: \d){9}(?![\d,.]| \d)/g;

// "Rs 60000 98989 89644": a number written in two groups of five right after another number (a freight, a weight) is
// those two groups; read first, so that the number before and the first group are not taken for the phone.
const PHONE_AFTER_NUMBER_RE = /(?<=(?<![\d,.])\d{1,6} )([6-9]\d{4}[ \-.]\d{5})(?!\d)/g;
const PHONE_AFTER_NUMBER_HINT_RE = /\d \d{5}[ \-.]\d{5}/;

// "nau aath teen nau chaar ek ek do do paanch", "नौ आठ तीन नौ शून्य ...": a mobile number read out digit by digit to voice
// typing, ten digit words in a row (spaces or commas between), the first of them 6 to 9.
const DIGIT_VALUES: ReadonlyMap<string, number> = new Map(Object.entries(DIGIT_WORDS).map(([w, n]) => [w.normalize('NFC').toLowerCase(), n]));
const WORD_RE = /[\p{L}\p{M}]+/gu;
const DIGIT_GAP_RE = /^[\s,-]*$/;

// A mobile number opens with 6 to 9: the words for those, followed by a space, are the cheap first test most posts fail.
const FIRST_DIGIT_WORDS = Object.keys(DIGIT_WORDS).filter((w) => DIGIT_WORDS[w] >= 6);
const SPOKEN_PHONE_HINT_RE = new RegExp(`(?:${alternation(FIRST_DIGIT_WORDS)})[^\\S\\n]`, 'i');
const LONGEST_DIGIT_WORD = Math.max(...Object.keys(DIGIT_WORDS).map((w) => w.length));

/** A phone said in digit words: its ten digits and where its words start and end, or undefined. */
function spokenPhone(text: string): { digits: string; from: number; to: number } | undefined {
  if (!SPOKEN_PHONE_HINT_RE.test(text)) return undefined;
  let digits = '';
  let from = 0;
  let last = 0;
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(text); m; m = WORD_RE.exec(text)) {
    const d = m[0].length > LONGEST_DIGIT_WORD ? undefined : DIGIT_VALUES.get(m[0].normalize('NFC').toLowerCase());
    const joined = d !== undefined && digits !== '' && DIGIT_GAP_RE.test(text.slice(last, m.index));
    if (d === undefined) {
      if (digits.length === 10) break;
      digits = '';
      continue;
    }
    if (!joined) {
      if (digits.length === 10) break;
      digits = '';
      from = m.index;
    }
    digits += String(d);
    last = m.index + m[0].length;
  }
  return digits.length === 10 && /^[6-9]/.test(digits) ? { digits, from, to: last } : undefined;
}

// "033-2654 1102", "0183 2501 332", "0120-4567890": a landline written with its STD code and the leading 0, ten digits after
// the 0 in two or three groups (an area code that opens with 6 to 9 reads as a mobile's ten digits anyway, the same number).
// A load's contact may be a landline (CHAT-LABELS); the first number given wins, landline or mobile.
// (its 0 looked for first, then the look back: most places of a post are passed over at once)
const LANDLINE_RE = /(?=0)(?<![\d+.,/])0([1-5]\d{1,3})[ \-.]?(\d{2,4})[ \-.]?(\d{2,4})(?:[ \-.]?(\d{1,4}))?(?![\d,]|\.\d)/g;

function landlineAt(text: string): { at: number; length: number; digits: string } | undefined {
  LANDLINE_RE.lastIndex = 0;
  for (let m = LANDLINE_RE.exec(text); m; m = LANDLINE_RE.exec(text)) {
    const digits = m.slice(1).join('');
    if (digits.length === 10) return { at: m.index, length: m[0].length, digits };
  }
  return undefined;
}

/** Reads the phone number; the text it returns has its Indic digits made ASCII (same length), for every later stage. */
export function extractPhone(text: string, f: Fields): string {
  const s: Scan = { text: hasIndicDigits(text) ? asciiDigits(text) : text, f, base: 0, dates: [] };
  // (a landline opening with the 0 of its STD code, read where no mobile is given before it; both looked for before
  // either is taken out)
  const landline = s.text.includes('0') ? landlineAt(s.text) : undefined;
  const mobileAt = landline ? (ANY_PHONE_RE.exec(s.text)?.index ?? s.text.length) : 0;
  if (PHONE_AFTER_NUMBER_HINT_RE.test(s.text)) {
    // the first number given for contact wins, whichever pattern read it
    let first: { at: number; phone: string } | undefined;
    const takeFirst: Take = (m) => {
      if (!first || m.index < first.at) first = { at: m.index, phone: m[1] };
    };
    consume(s, PHONE_AFTER_NUMBER_RE, takeFirst);
    consume(s, PHONE_RE, takeFirst);
    if (first) s.f.phone ??= { value: `+91${first.phone.replace(/\D/g, '')}`, conf: 1 };
  } else consume(s, PHONE_RE, takePhone);
  if (landline && (!s.f.phone || landline.at < mobileAt)) {
    s.f.phone = { value: `+91${landline.digits}`, conf: 0.9 };
    s.text = s.text.slice(0, landline.at) + ' '.repeat(landline.length) + s.text.slice(landline.at + landline.length);
  }
  if (!s.f.phone && s.text.includes(' ')) {
    SPACED_PHONE_RE.lastIndex = 0;
    const m = SPACED_PHONE_RE.exec(s.text);
    if (m) {
      s.f.phone = { value: `+91${m[0].replace(/ /g, '')}`, conf: 0.9 };
      s.text = s.text.slice(0, m.index) + ' '.repeat(m[0].length) + s.text.slice(m.index + m[0].length);
    }
  }
  if (!s.f.phone) {
    const said = spokenPhone(s.text);
    if (said) {
      s.f.phone = { value: `+91${said.digits}`, conf: 0.9 };
      s.text = s.text.slice(0, said.from) + ' '.repeat(said.to - said.from) + s.text.slice(said.to);
    }
  }
  return s.text;
}

interface TruckRule {
  type: TruckType;
  /** Pattern source for Latin text (ASCII word bounds). */
  latin: string;
  conf: number;
}

const NEVER = '(?!)';
// "10 wheeler", "10-wheeler"
const WHEELS = `(?<!\\d)(?:${WHEEL_COUNTS.join('|')})[\\s-]*`;

// Rules that are more than words, each right after the lexicon entry of its body.
const RULES_AFTER = new Map<(typeof TRUCK_WORDS)[number], TruckRule>([
  // "407", "709": Tata's light trucks by model number.
  [TRUCK_WORDS.find((w) => w.type === 'lcv')!, { type: 'lcv', latin: String.raw`(?<!\d)(?:${LCV_MODEL_NUMBERS.join('|')})(?!\d)`, conf: 1 }],
  // "cont" is also short for contact ("Cont - 98..."; the number is blanked by then), so not before a line end or "no".
  [TRUCK_WORDS.find((w) => w.type === 'container')!, { type: 'container', latin: String.raw`\bcont\b(?![ :.-]*(?:\n|$|no\b|num|det|pers))`, conf: 1 }],
]);

// The lexicon's truck words (lexicon/trucks.ts), each with its script words, plus the wheel counts that name an
// open truck (the last rule).
const RULE_ENTRIES: Array<{ rule: TruckRule; words: readonly string[] }> = [
  ...TRUCK_WORDS.flatMap((w) => {
    const own = { rule: { type: w.type, latin: w.latin.length > 0 ? String.raw`\b(?:${w.latin.map(lookBehindLast).join('|')})\b` : NEVER, conf: w.conf }, words: w.words };
    const after = RULES_AFTER.get(w);
    return after ? [own, { rule: after, words: [] }] : [own];
  }),
  { rule: { type: 'open', latin: String.raw`${WHEELS}(?:${WHEEL_WORDS_LATIN.join('|')})\b`, conf: 0.6 }, words: [] },
];
const TRUCK_RULES: TruckRule[] = RULE_ENTRIES.map((e) => e.rule);
const WHEEL_RULE = TRUCK_RULES.length - 1;

// All Latin rules in one pass; the group that matched tells the rule, and the earliest rule in the list wins. Every rule
// opens at a word's start (\b) or at a number's first digit, so other positions are passed over at once.
// (So every match opens with a word character: the lookahead for one, first, changes no match but lets the engine pass
// over spaces and marks without trying the rules; about a quarter faster.)
const TRUCK_LATIN_RE = new RegExp(`(?=\\w)(?:(?<!\\w)|(?<!\\d)(?=\\d))(?:${TRUCK_RULES.map((r) => `${openingAhead(r.latin)}(${r.latin})`).join('|')})`, 'g');

// The scripts' truck words in one pattern, each word (in both nukta forms) mapped to its rule.
const RULE_OF_WORD = new Map<string, number>();
for (const [k, e] of RULE_ENTRIES.entries()) {
  for (const word of e.words) for (const form of [word, word.normalize('NFC'), word.normalize('NFD')]) if (!RULE_OF_WORD.has(form)) RULE_OF_WORD.set(form, k);
}
// "2 पिकअप पॉइंट" (two places to load at), "भदोही से भी पिकअप" (a second pickup): the loading, not a pickup truck.
const POINT_AFTER_RE = new RegExp(String.raw`^[^\S\n]*(?:${alternation(DROP_POINT_WORDS)})(?![\p{L}\p{M}])`, 'iu');
const ALSO_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alternation(ALSO_WORDS)})[^\S\n]*$`, 'iu');

function stopNotTruck(text: string, start: number, end: number): boolean {
  return POINT_AFTER_RE.test(text.slice(end, end + 12)) || ALSO_BEFORE_RE.test(text.slice(Math.max(0, start - 8), start));
}

// "32 फीट मल्टी एक्सल": an axle word after a length of 30 to 34 ft is a container, as "32 ft multi axle" is.
const AXLE_CONTAINER_INDIC_RE = new RegExp(String.raw`(?<![\d.,])3[0-4][^\S\n]*(?:${alternation(FEET_WORDS)})?[^\S\n]*(?:${alternation(AXLE_WORDS_INDIC)})`, 'u');
const CONTAINER_RULE = TRUCK_RULES.findIndex((r) => r.type === 'container');
const TRUCK_INDIC_RE = new RegExp(`(${wordsSource(RULE_OF_WORD.keys())})`, 'gu');
const WHEEL_INDIC_RE = new RegExp(String.raw`${WHEELS}(?:${alternation(WHEEL_WORDS)})(?![\p{L}\p{M}])`, 'u');
const INDIC_LETTER_RE = /[\u0900-\u0d7f]/;

// "reefer nahi, open gaadi", "not container", "non reefer", "407 nahi chalega": a body or a light truck said not to be
// wanted names no truck; so does any of the lexicon's Latin spellings of a body ("trala nahi", "car carrier nahi", "tanker
// nahi chahiye").
const BODY_SPELLINGS = TRUCK_WORDS.flatMap((w) => w.latin).join('|');
// (every way opens with a word character, which the lookahead first lets the engine skip to)
// (its length may stand between: "आयशर 19 फीट नहीं, 10 चक्का चाहिए", "eicher 19 ft nahi")
const REFUSED_LENGTH = String.raw`(?:[^\S\n]+\d{1,2}[^\S\n]*(?:${alternation(FEET_WORDS)}|'))?`;
const NEGATED_BODY_RE = new RegExp(
  String.raw`(?=\w)\b(?:(?:reefer|temp(?:erature)?\s*controlled|refrigerated|container|trailer|tanker|bulker|tipper|hyva|hywa|dumper|open|closed|close body|${LCV_MODEL_NUMBERS.join('|')}|lcv|pick ?up|tempo|${BODY_SPELLINGS})${REFUSED_LENGTH}\s+(?:${alternation(NOT_WANTED_WORDS)})|(?:not|non|nahi|bina)\s+(?:reefer|container|trailer|tanker|bulker|tipper|hyva|hywa|dumper))(?![\p{L}\p{M}])`,
  'gu',
);
const NEGATION_HINT_RE = new RegExp(String.raw`\bno[nt]\b|bina|${alternation(NOT_WANTED_WORDS)}`, 'i');
// The same in the scripts: a body word of any script before a word saying it is not wanted ("रीफर नको, साधी बंद गाडी",
// "ਰੀਫਰ ਨਹੀਂ", "கண்டெய்னர் வேண்டாம்").
const NEGATED_BODY_INDIC_RE = new RegExp(String.raw`${wordsSource(RULE_OF_WORD.keys())}${REFUSED_LENGTH}[^\S\n]*${wordsSource(NOT_WANTED_WORDS)}`, 'gu');

// "20ft open or container ok", "14 चक्का / ट्रॉला चलेगा": two bodies offered as a choice (a choice word or a slash
// between them, a length before the second allowed) are the first named, as a choice of lengths is.
const CHOICE_BETWEEN_RE = new RegExp(String.raw`^[^\S\n]*(?:/|(?:${alternation(CHOICE_WORDS)})(?![\p{L}\p{M}]))[^\S\n]*(?:\d{1,2}[^\S\n]*(?:${alternation(FEET_WORDS)}|')?[^\S\n]*)?$`, 'iu');
const CHOICE_HINT_RE = new RegExp(`/|${alternation(CHOICE_WORDS)}`, 'i');

/** The rule of the first body of a choice ("open or container"), else -1; `found` holds [start, end, rule] by start. */
function choiceRule(low: string, found: Array<[number, number, number]>): number {
  found.sort((a, b) => a[0] - b[0]);
  for (let i = 0; i + 1 < found.length; i++) {
    const [, end, rule] = found[i];
    const [start, , next] = found[i + 1];
    if (rule !== next && start >= end && start - end < 24 && CHOICE_BETWEEN_RE.test(low.slice(end, start))) return rule;
  }
  return -1;
}

/** Truck words that also qualify the goods after them ("frozen chicken"): a weaker naming of a body than any other. */
const GOODS_QUALIFYING_BODY = new Set(['frozen']);

export function extractTruck(text: string, f: Fields): void {
  const lower = text.toLowerCase();
  const negated = NEGATION_HINT_RE.test(lower);
  let low = negated ? lower.replace(NEGATED_BODY_RE, (m) => ' '.repeat(m.length)) : lower;
  if (negated && INDIC_LETTER_RE.test(low)) low = low.replace(NEGATED_BODY_INDIC_RE, (m) => ' '.repeat(m.length));
  let best = TRUCK_RULES.length;
  const found: Array<[number, number, number]> = [];
  TRUCK_LATIN_RE.lastIndex = 0;
  for (let m = TRUCK_LATIN_RE.exec(low); m; m = TRUCK_LATIN_RE.exec(low)) {
    const rule = m.findIndex((g, i) => i > 0 && g !== undefined) - 1;
    if (rule >= 0 && rule < best) best = rule;
    if (rule >= 0) found.push([m.index, m.index + m[0].length, rule]);
  }
  if (INDIC_LETTER_RE.test(low)) {
    TRUCK_INDIC_RE.lastIndex = 0;
    for (let m = TRUCK_INDIC_RE.exec(low); m; m = TRUCK_INDIC_RE.exec(low)) {
      if (stopNotTruck(low, m.index, m.index + m[0].length)) continue;
      const rule = RULE_OF_WORD.get(m[1].replace(/\s+/g, ' ')) ?? TRUCK_RULES.length;
      if (rule < best) best = rule;
      found.push([m.index, m.index + m[0].length, rule]);
    }
    const wheels = WHEEL_INDIC_RE.exec(low);
    if (wheels) {
      if (best > WHEEL_RULE) best = WHEEL_RULE;
      else found.push([wheels.index, wheels.index + wheels[0].length, WHEEL_RULE]);
    }
    if (best > CONTAINER_RULE && AXLE_CONTAINER_INDIC_RE.test(low)) best = CONTAINER_RULE;
  }
  // "frozen chicken ... taurus": a body word that also qualifies goods names the truck only when no other body is named
  const named = found.filter(([a, b, r]) => r < TRUCK_RULES.length && !GOODS_QUALIFYING_BODY.has(low.slice(a, b)));
  if (named.length > 0 && named.length < found.length && !named.some(([, , r]) => r === best)) best = Math.min(...named.map(([, , r]) => r));
  if (found.length > 1 && CHOICE_HINT_RE.test(low)) {
    const first = choiceRule(low, found);
    if (first >= 0) best = first;
  }
  const rule = TRUCK_RULES[best];
  if (rule) f.truck = { value: rule.type, conf: rule.conf, note: rule.conf < 1 ? notes.truckFromWords() : undefined };
}

// "truck available hai kya", "gaadi khali hai?": asked, not offered (the Latin words of ASKED_AFTER_AVAILABLE).
const ASKED_LATIN = alternation(ASKED_AFTER_AVAILABLE.filter((w) => !/[\u0900-\u0dff]/.test(w)));
const ASKED_BEFORE = alternation(ASKED_BEFORE_VEHICLE);
const VEHICLE = String.raw`(?:(?:band|bandh|closed?)\s*body|gaa?di|gadi|gaa?ri|gaddi|gaddiyan|gaadiya|gaadiyan|truck|trucks|vehicle|vehicles|lorry|lorries|lari|vandi|carrier|trailer|container|taurus|sxl|mxl|tanker|tipper|lcv|ace|pickup|open|\d+\s*-?(?:ft|feet|fit|foot|wheelers?|wheels?|whlr?s?|tyres?|chakk[aei]|chaka))`;
// What follows an empty container the shipper's truck picks up before loading ("empty container pickup", "20 ft empty
// container CFS thi lai ne ..."): the box, no truck on offer.
const EMPTY_BOX_AFTER = String.raw`pick\s*up|lift|cfs|icd`;
// Truck owners offering a truck: "32ft gaadi khali", "truck available", "khali gaadi" (but not "khali gaadi chahiye").
const EMPTY_LATIN = alternation(EMPTY_WORDS_LATIN);
const AVAILABLE_TRUCK_RE = new RegExp(
  [
    String.raw`(?<!\b(?:${ASKED_BEFORE})\s+(?:[^\s?.!,;]+\s+){0,2})\b${VEHICLE}s?\s+(?:placement\s+)?(?:is\s+|are\s+|hai\s+|h\s+|bhi\s+)?(?:available|availble|avail|avl|avlb|avbl|khali|khaali|empty|ready|free|kaali|${EMPTY_LATIN})\b(?!\s*(?:${ASKED_LATIN})(?![a-z]))(?!\s+containers?\s+(?:${EMPTY_BOX_AFTER})\b)`,
    // "Truck going empty from Bangalore", "gaadi jaa rahi hai khali", "Empty 20ft going to Nagpur": a truck going empty
    // (not asked for: "Anyone going empty from Delhi ...?", "koi gaadi ja rahi hai khali?")
    String.raw`(?<!\b(?:anyone|anybody|any\s+one|koi|kisi\s+ki|any\s+(?:truck|gaa?di|vehicle|lorry)s?|koi\s+(?:truck|gaa?di|gadi|vehicle))\s+)\b(?:going|jaa?\s+rah[aie]|jayegi|jayega)\s+(?:hai\s+)?(?:empty|khali|khaali)\b(?![^\n]*\?)|\b(?:empty|khali|khaali)\s+\d{2}\s*(?:ft|feet|fit)\b[^\n.]{0,12}?\bgoing\b`,
    // "space available 5 ton", "4 ton space bacha hai", "sharing space in truck": room in a truck offered for a part load
    String.raw`\bspace\s+(?:is\s+)?(?:available|avl|bacha|bachi|khali|hai)\b(?!\s+(?:in|at)\s+(?:our\s+|the\s+|my\s+)?(?:godown|warehouse|yard|office|plant|factory))|\b(?:sharing|share)\s+space\b|\b\d+(?:\.\d+)?\s*(?:tons?|t|mt)\s+space\b`,
    // "Hamare paas 32 ft gaadi hai", "we have 40 trucks": an owner's own trucks
    String.raw`\b(?:hamare|humare|hmare|mere|apne)\s+(?:paas|pass|pas)\s+(?:\d{1,3}\s*)?${VEHICLE}|\bwe\s+have\s+(?:\d{1,3}\s*)?${VEHICLE}`,
    // "Gaadi mil jayegi Jaipur se ...", "gaadi de denge 58k me": a truck promised by its owner (not "gaadi mil jayegi
    // kya?" or "... to batao", asked by a shipper); "kisi ko gaadi chahiye to call karo" offers one too
    String.raw`\b${VEHICLE}s?\s+(?:mil\s+(?:jayegi|jayega|jaegi|jaega|jaayegi|jaayega|jayenge)|de\s+(?:denge|dunga|denge\s+hum))\b(?!\s*(?:kya|to|toh|na)\b|[^\n]*\?)|\b(?:kisi\s+ko|kisiko|apni|hamari|humari)\s+${VEHICLE}s?\s+(?:chahiye|chaiye|chahie|chahiye\s+ho)\s+(?:to|toh)\b|\b${VEHICLE}s?\s+(?:chahiye|chaiye|chahie)\s+(?:ho\s+)?(?:to|toh)\s+(?:batana|batao|btao|bolo|call|contact|sampark|phone)\b`,
    // "Return gaadi Kolkata se Delhi, 55k me chala denge", "return truck milega 48k me": an owner's truck going back
    // (not a load for one: "Load for return truck: ...", "return gaadi ho to best", "return gaadi chahiye")
    String.raw`(?<!\b(?:for|liye)\s+(?:a\s+|the\s+)?)\b(?:return|wapsi|vapsi)\s+(?:gaa?di|gadi|gaddi|truck|trucks|vehicle|lorry)\b(?!\s*(?:ke\s+liye|ko|for|chahiye|chaiye|required|reqd|needed|wanted|(?:ho|hai|h|mile|mil\s+jaye)\s+(?:to|toh|kya))\b|[^\n]*\?)`,
    // "khali gaadi", "available 5 gadi" (a count between); but an empty container to pick up before loading ("Empty
    // container pickup from Kalamboli CFS, loading at Bhiwandi") is the shipper's
    String.raw`\b(?:khali|khaali|empty|available|avl|avlb|avail)\s+(?:hai\s+)?(?:\d{1,2}\s*)?(?:gaa?di|gadi|gaddi|truck|trucks|vehicle|vehicles|trailer|container)s?\b(?!\s*(?:chahiye|chaiye|chahie|required|reqd|req|needed|need|wanted|${EMPTY_BOX_AFTER})\b)`,
    // "Available 32 ft sxl at Chennai", "avl 10 wheel Hosur": "available" opening a line, a truck said right after it
    String.raw`(?:^|\n)[^\S\n]*(?:available|availble|avl|avlb|avbl|avail)(?:[^\S\n]+(?:today|tomorrow|now|kal|aaj|parso))?[^\S\n]*[:\-]?[^\S\n]*(?:\d{1,2}[^\S\n]*(?:nos?)?[^\S\n]*)?${VEHICLE}s?\b(?![^\S\n]*(?:chahiye|chaiye|chahie|required|reqd|req|needed|need|wanted))`,
    String.raw`\b(?:anyone|anybody|any\s+one|koi|kisi\s+ko|kisiko)\s+(?:need|needs|want|wants|chahiye)\s+(?:a\s+)?(?:gaa?di|gadi|truck|trucks|vehicle|vehicles)\b`,
    // "meri 3 gaadi Mumbai se Delhi ke liye ready": an owner's own trucks, said ready in the same sentence
    // or said going somewhere ("Meri gaadi Nagpur to Raipur jaa rahi hai kal")
    String.raw`\b(?:meri|mera|mere|hamari|hamara|humari|humare|hamare|apni|my|our)\s+(?:\d{1,2}\s*)?${VEHICLE}s?\b[^.\n?]{0,40}?\b(?:available|availble|avl|khali|khaali|empty|ready|free|jaa?\s+rah[aie]|jayegi|jayega|jaegi|jaega|is\s+going|are\s+going)\b`,
    // "Nagpur se Delhi mera 32ft hai, 65k me kar dunga": an owner's own truck, said to be theirs ("meri gaadi hai")
    // ("Ldh to Mumbai mera bhi 32 ft hai, 88 me karunga": "mine too", an owner answering a load with his truck)
    String.raw`\b(?:meri|mera|mere|hamari|hamara|humari|hamare|apni|apna)\s+(?:bhi\s+)?(?:\d{1,2}\s*)?${VEHICLE}s?\s+(?:hai|h|he|hain)\b(?!\s*(?:kya|\?))`,
  ].join('|'),
  'i',
);
const AVAILABLE_WORD_RE = new RegExp(
  String.raw`avail|avl|avb|kh?aa?li|empty|ready|free|\bmer[aie]\s|\bhamar[aie]\s|\bapn[ai]\s|\bany\s?(?:one|body)|\bkoi\b|\bkisi|return|wapsi|vapsi|space|paas|pass|\bpas\b|we have|\bmil ja|\bde den|\bde dun|\bjaa? rah|\bja[ey]g|\b(?:is|are) going|chah?i(?:ye|e)\s+(?:ho\s+)?toh?\b|${EMPTY_LATIN}`,
  'i',
);
// Truck owners asking for a load: "need load", "load chahiye", "koi load ho to batao", "load milega?".
const WANT_LOAD_RE = new RegExp(
  [
    String.raw`\b(?:need|needs|want|require|required|reqd|looking for|seeking|searching for|koi|any)\s+(?:\w+\s+)?(?:\d+(?:-\d+)?\s+)?loads?\b`,
    // (and in the south's and east's languages typed in Latin letters: "load venum", "load kavali", "load thakle bolben",
    // "load unte cheppandi", "load iddare heli"; Assamese "load thakile call korok", Odia "load thile janantu")
    String.raw`\bloads?\s+(?:chahiye|chaiye|chahie|do|dijiye|batao|hai kya|h kya|ho to|de\s+(?:do|dijiye|raha\s+hai\s+kya|rahe\s+hai\s+kya|sakta\s+hai\s+kya)|asel\s+tar|asla\s+tar|hoy\s+toh?|hove\s+ta|irundha|irunthal|venum|vendum|venam|kavali|kaavali|beku|lagbe|thakle|thakile|thakole|thile|unte|iddare)\b`,
    // "load milega?" asks for one; "Bikaner se Delhi ke liye load milega, 20 ton ..." offers one
    String.raw`\bloads?\s+(?:milega|milegi|mil jayega|mil sakta)\s*(?:kya\b|\?)`,
  ].join('|'),
  'i',
);
// "Load required" in English: a truck owner's request, unless the post gives the load's freight after a freight word
// ("🚛 Load Required 🚛 ... Rate 1,20,000") or as an amount of its own ("..., Tata Ace, 4500. Today.", "45k", "1.2
// lakh"; a number typed in groups, a date's year or a time is none): shippers head their loads so too, owners name no
// freight.
const LOAD_REQUIRED_RE = /\bloads?\s+(?:required|reqd|needed|wanted)\b/i;
// "return load" is a truck owner's ask too ("Pune se Delhi return load"), but for a shipper's load offered to returning
// trucks with its freight ("Kohima to Guwahati return load, 6 ton, ginger, 17000"), as "load required" is.
const RETURN_LOAD_RE = /\breturn\s+(?:\w+\s+)?loads?\b/i;
// An owner asking for a return load names the freight they expect too ("Return load chahiye Delhi to Jaipur, 40000
// expected", "any return load? rate 40k"): a want word or a question keeps it an ask.
const RETURN_ASK_RE = /\?|\b(?:chahiye|chaiye|chahie|chaahiye|required|reqd|needed|need|wanted|want|looking|batao|btao|bataiye|dedo|dijiye|ho\s+to|hai\s+kya|expected|expecting)\b/i;
const FREIGHT_GIVEN_RE =
  /\b(?:rate|freight|frt|bhada|price)\s*[:\-=@]?\s*(?:rs\.?|₹|inr)?\s*\d|(?<![\d.,/:+]|\d[ -])(?:\d{4,6}|\d{1,3}(?:,\d{2,3})+)(?![\d/:]|[.,]\d|[ -]\d)(?!\s*(?:kg|kgs|kilo|ltr|litre|km|kms)\b)|(?<![\d.,])\d{1,3}(?:\.\d{1,2})?\s*(?:k|lakh|lakhs|lac|lacs)\b/i;
// The same in any script: a load word and a want word after it ("लोड चाहिए", "લોડ જોઈએ"), or a word for "if there is"
// ("लोड असेल तर कळवा", "लोड हो तो बताना", "લોડ હોય તો કહેજો").
const WANT_LOAD_HINT_RE = new RegExp(alternation(WANT_LOAD_NOUNS));
const WANT_LOAD_ANY_RE = new RegExp(`${wordsSource(WANT_LOAD_NOUNS)}\\s*(?:${wordsSource(WANT_WORDS)}|असल्यास(?![\\p{L}\\p{M}])|(?:असेल|हो|होय|હોય|ਹੋਵੇ)\\s*(?:तर|तो|તો|ਤਾਂ)(?![\\p{L}\\p{M}]))`, 'u');
// A truck on offer in a script: a truck word and an available word at most one word apart, not followed by "होगी"
// or "करनी" (the truck unloads there) ("गाड़ी खाली है", "ਗੱਡੀ ਵਿਹਲੀ",
// "லாரி காலி"), or the available word first ("खाली गाड़ी"), but not an empty truck asked or sent for ("खाली गाड़ी चाहिए",
// "खाली गाड़ी भेजो").
// (a truck named by its wheels too: "10 चक्का खाली है"; its size between: "3 வண்டி 17 அடி காலி")
const INDIC_VEHICLE = wordsSource([...VEHICLE_NOUNS_INDIC, ...WHEEL_WORDS]);
const INDIC_AVAILABLE = wordsSource(AVAILABLE_WORDS_INDIC);
const AVAILABLE_ANY_RE = new RegExp(
  String.raw`${INDIC_VEHICLE}(?:\s+[\p{L}\p{M}]+|\s+\d+\s*[\p{L}\p{M}]+)?\s+${INDIC_AVAILABLE}(?!\s*${wordsSource(UNLOAD_AFTER_WORDS)}|\s*(?:है\s*|છે\s*|ਹੈ\s*)?(?:क्या|કે|ਕੀ)(?![\p{L}\p{M}])|\s*(?:रखो|रखना|रखें|रखिए|ठेवा|ठेवावी|રાખજો|રાખો|ਰੱਖੋ|ਰੱਖਣੀ))(?!\s*(?:${alternation(ASKED_AFTER_AVAILABLE)})(?![\p{L}\p{M}]))|${INDIC_AVAILABLE}\s+${INDIC_VEHICLE}(?!\s*${wordsSource([...WANT_WORDS, ...SEND_WORDS])})`,
  'u',
);
const AVAILABLE_HINT_INDIC_RE = new RegExp(alternation(AVAILABLE_WORDS_INDIC));
// "kitna lagega", "कितना लगेगा": what a trip costs, asked.
const COST_QUERY_RE = new RegExp(`${wordsSource(HOW_MUCH_WORDS)}\\s*${wordsSource(COST_VERBS)}`, 'iu');
// News and greetings ("Congratulations ... first trip", "Toll rates increased").
const CHATTER_RE = new RegExp(wordsSource(CHATTER_WORDS), 'iu');
// The same words as plain substrings, without the unicode word bounds: a cheap first test that most posts fail. The
// words in ASCII letters first, the others only where the text has a character past ASCII (in a pattern without the `u`
// flag no ASCII character matches one of theirs, whatever its case): one pattern of both is slower.
const PAST_ASCII_RE = /[\u0080-\uffff]/;
const CHATTER_HINT_ASCII_RE = new RegExp(alternation(CHATTER_WORDS.filter((w) => !PAST_ASCII_RE.test(w))), 'i');
const CHATTER_HINT_OTHER_RE = new RegExp(alternation(CHATTER_WORDS.filter((w) => PAST_ASCII_RE.test(w))), 'i');

// (an invitation to transporters is news only with no weight and no freight named: "Planning 3 loads next week ..., 7 MT
// per truck, 68k per truck. Interested transporters call 98..." offers loads; a standing need, "weekly requirement 40
// MT", stays news with its figures)
const CHATTER_NOT_INVITATION_RE = new RegExp(wordsSource(CHATTER_WORDS.filter((w) => !INVITATION_WORDS.includes(w))), 'iu');

function isChatter(text: string): boolean {
  if (!chatterHint(text) || !CHATTER_RE.test(text)) return false;
  return CHATTER_NOT_INVITATION_RE.test(text) || noLoadFigures(text);
}

function chatterHint(text: string): boolean {
  return CHATTER_HINT_ASCII_RE.test(text) || (PAST_ASCII_RE.test(text) && CHATTER_HINT_OTHER_RE.test(text));
}
const GREETING_RE = new RegExp(wordsSource(GREETING_WORDS), 'iu');
const GREETING_HINT_RE = new RegExp(alternation(GREETING_WORDS), 'i');
// A past trip, a payment complaint, a market report ("gaadi bheji thi", "payment pending", "rate update").
const NARRATIVE_RE = new RegExp(wordsSource(NARRATIVE_WORDS), 'iu');
const NARRATIVE_HINT_RE = new RegExp(alternation(NARRATIVE_WORDS), 'i');
const FINISHED_RE = new RegExp(wordsSource(FINISHED_WORDS), 'iu');
const FINISHED_HINT_RE = new RegExp(alternation(FINISHED_WORDS), 'i');
const COST_HINT_RE = new RegExp(alternation(COST_VERBS), 'i');
// A word denying the state before it ("ready nahi", "ready illa"), whole (in a pattern without the `u` flag).
const NOT_AFTER = `(?:${alternation(NOT_WORDS)})(?![a-z])`;
const LOAD_MARKER_RE = new RegExp(
  [
    // "load hai" tells a load, "load hai kya?" asks for one; "need load urgent" is a truck owner's ask
    // ("load ready illa", "load available nahi" deny it: NOT_WORDS)
    String.raw`(?<!\b(?:need|needs|want|wants|require|looking\s+for|koi|any|return)\s+)\bloads?\s+(?:available|availble|avl|avlb|avail|ready|urgent|(?:hai|h)(?!\s+(?:kya|kisi)\b|\s*\?))\b(?![^\S\n]*${NOT_AFTER})`,
    // "gaadi chahiye" asks for a truck, "gaadi chahiye thi" did
    // ("kisi ko gaadi chahiye to call karo" offers one)
    String.raw`(?<!\b(?:kisi\s+ko|kisiko|apni|hamari|humari)\s+)\b${VEHICLE}s?\s+(?:chahiye|chaiye|chahie|chahiya|required|reqd|req|needed|wanted|mangta|chaheye)\b(?!\s+(?:thi|tha|the)\b|\s+(?:ho\s+)?(?:to|toh)\s+(?:batana|batao|btao|bolo|call|contact|sampark|phone))`,
    // "need truck" asks for one, "anyone need truck?" offers one
    String.raw`\b(?:need|needs|require|required|reqd|want|urgently)(?<!\b(?:anyone|anybody|any\s+one|koi|kisi\s+ko|kisiko)\s+\w+)\s+(?:a\s+|an\s+)?(?:\d+\s*)?${VEHICLE}`,
    // ("need urgent load" asks for one; a standing "weekly requirement" asks for quotes and names no load; "maal ready
    // nahi hua" says the goods are not ready, no load; "freight bhi badhao" asks rates raised, no load: blind round 34;
    // "pending freight bills", a firm's "Kaveri Freight Movers" and "Freight rates may soften" name no load: round 49)
    String.raw`\b(?:(?<!\b(?:weekly|monthly|daily|regular|yearly)\s+)requirement|(?<!\b(?:need|needs|want|require|required|koi|any)\s+)urgent load|maal hai|(?:maal|material) ready(?![^\S\n]*${NOT_AFTER})|bhada|freight(?![^\S\n]+(?:bhi[^\S\n]+)?(?:badhao|badhaao|badhaiye|badhana)\b|[^\S\n]+(?:bills?|payments?|pending|dues|movers|carriers|forwarders|forwarding|logistics|services|solutions|lines|rates)\b))\b`,
  ].join('|'),
  'i',
);
// Asking what a route pays ("Surat to Pune ka rate kya chal raha hai?", "rate pata ho to batao", "Delhi Mumbai 32ft ka bhav?", "kitna bhada",
// "what is the rate for...", "भाड़ा कितना", "भाडे किती", "ભાડું કેટલું") or telling what it pays today ("aaj ka rate ... chal raha hai");
// an amount's unit before "ka bhav" ("1800 ton ka bhav") tells the load's own rate per unit, no question.
// The Latin spellings of the lexicon's weight units ("1800 tn ka bhav" is a rate a tonne, not a rate asked).
const LATIN_WEIGHT_UNITS = alternation(LATIN_WEIGHT_WORDS);
const RATE_QUERY_LATIN = [
  // ("best rate bolo", "apna rate batao", "your lowest rate", "rate kitna loge": a shipper asking truckers to quote for the
  // load, no question about the market)
  String.raw`(?<!\b(?:best|your|apna|apni|apka|aapka|lowest|final)\s+)\b(?:rate|rates|bhada|bhaada|bhav|bhaav|bhao|price|kiraya)\s+(?:kya|kitna|kitne|kitta|batao|btao|bataye|bataiye|batana|bata do|bta do|bata dijiye|bata sak(?:t|)[aei]|bta sak(?:t|)[aei]|bolo|pata (?:ho|hai|h|hoga|hai kisi)|chal raha|chal rahe|hai kya|h kya|kya hai)(?!\s+(?:loge|lenge|loga|logi|lagaoge|lagaenge|lagayenge)\b)`,
  String.raw`\b(?:kya|kitna|kitne|what|how much)\s+(?:rate|bhada|bhaada|bhav|kiraya)`,
  // the south's and east's "what rate", typed in Latin letters ("20 ft ku ena rate nu solunga", "rate enta", "bhara koto")
  String.raw`\b(?:ena|enna|evlo|evvalo|enta|entha|eshtu|estu|koto|kato)\s+(?:rate|vadagai|bhada|bhara|kiraya)\b|\b(?:rate|vadagai|bhara)\s+(?:ena|enna|evlo|evvalo|enta|entha|eshtu|estu|koto|kato)\b|\brate\s+(?:nu\s+)?(?:solunga|sollunga|chepandi|cheppandi|heli|helri|bolun|bolo\s+na)\b`,
  // "How much for Pune to Delhi 9 ton?", "how much will it cost"
  String.raw`\bhow\s+much\s+(?:for|is|will|would|does|to)\b`,
  String.raw`\bwhat(?:['’]?s| is|\s+(?:will|would|should)\s+be)?\s+(?:the\s+)?(?:current\s+|market\s+|best\s+|going\s+)?(?:rate|price|freight)`,
  // "Surat Delhi 10 ton kitna milega?": what a trip pays, asked ("gaadi kya milegi?" asks for a truck)
  String.raw`\b(?:kitna|kitne|kitni)\s+(?:milega|milegi|milta|milti|mil\s+jayega)\b`,
  // a rate asked to be judged ("58k theek hai kya?", "45k sahi hai na?", "2400 bola hai, sahi hai ya kam?", "Is 45k ok for ...?", "should I take it?", "le lu kya?")
  String.raw`\b(?:theek|thik|thick|sahi)\s+(?:hai|h)\s+(?:kya|na|ya\s+(?:kam|nahi|nahin|zyada|jyada|galat))\b|\bis\s+[\d.,]+\s*(?:k|l|lakh)?\s+(?:ok|okay|fine|fair|good)\b|\bok(?:ay)?\s+rate\s*\?|\bshould\s+i\s+take\b|\ble\s+lu\s+kya\b`,
  // why a route pays so little, asked ("Bihar me bhada kam kyu hai itna", "rate itna kam kyun")
  String.raw`\b(?:rate|rates|bhada|bhaada|bhav|kiraya)\s+(?:\w+\s+)?(?:kam|kum|zyada|jyada)\s+(?:kyu|kyun|kyon|kiu)\b`,
  // "Just asking rate for 10 ton", "only asking the price": a rate asked, no load offered
  String.raw`\b(?:just|only|sirf)\s+asking\s+(?:the\s+|for\s+)?(?:rate|rates|price|freight)\b`,
  // "Kolkata to Siliguri 32 ft rate pls": the rate asked
  String.raw`\b(?:rate|rates|bhada|freight)\s+(?:pls|plz|please|pl)\b`,
  // "Anyone has truck for Palani to Madurai? Just asking rate for 10 ton": the rate asked only, a number to call or not
  String.raw`\b(?:just|only)\s+asking\s+(?:the\s+)?rates?\b`,
  // what a route pays today, told with its figure ("32 ft ka bhada 65000 chal raha hai"): the figure is the market's
  String.raw`\b(?:rate|bhada|bhaada|kiraya)\s+[\d.,]+\s*(?:k|l|lakh|hazar)?\s+chal\s+rah[aei]\b`,
  // "share rate for ...", and with the route right after ("Pls share rate Chennai to Guwahati")
  String.raw`\b(?:need|want|send|share|tell|quote|pls|please|plz)\s+(?:me\s+)?(?:the\s+|your\s+|best\s+|current\s+)*(?:rate|rates|quote|quotation|bhada)\s+(?:for\b|of\b|from\b|[a-z]+\s*(?:to|se|-)\s+[a-z])`,
  String.raw`\bany rate\b|\baaj ka rate\b|\bchal\s+ra?h[aei]\b|(?<!\d{3}\s*(?:(?:per|\/|a|har)\s*)?(?:${LATIN_WEIGHT_UNITS})\s+)\b(?:ka|ke|ki)\s+(?:bhav|bhaav|bhao)\b|\b(?:rate|bhav|bhada)\s*\?`,
].join('|');
const RATE_QUERY_INDIC = [
  String.raw`(?:रेट|भाड़ा|भाडा|भाड़े|किराया|भाव|भाडे|दर)\s*(?:क्या|कितना|कितने|किती|काय|बताओ|बताइए|सांगा|चल रहा|चालू)`,
  String.raw`(?:क्या|कितना)\s*(?:रेट|भाड़ा|किराया|भाव)|चल रहा है\s*\?`,
  // what a route pays today, told ("भाड़ा आजकल 65000 चल रहा है"), as "chal raha" in Latin letters
  'चल रह[ाीे]|चालू आहे|ચાલે છે|ਚੱਲ ਰਿਹਾ',
  String.raw`(?:ભાડું|ભાડા|રેટ|ભાવ)\s*(?:કેટલું|કેટલો|શું|કેટલા)|(?:ਭਾੜਾ|ਰੇਟ|ਕਿਰਾਇਆ)\s*(?:ਕਿੰਨਾ|ਕੀ)|(?:வாடகை|ரேட்)\s*(?:எவ்வளவு|என்ன)`,
  // Bengali, Assamese, Odia, Telugu, Kannada and Malayalam "what fare" ("ଭଡ଼ା କେତେ ଚାଲିଛି?", "ভাড়া কত", "రేట్ ఎంత", "ರೇಟ್ ಎಷ್ಟು")
  String.raw`(?:ভাড়া|ভাড়া|রেট|ভাৰা|ଭଡ଼ା|ଭଡା|ରେଟ|అద్దె|రేట్|కిరాయి|ಬಾಡಿಗೆ|ರೇಟ್|വാടക|റേറ്റ്)\s*(?:কত|কিমান|କେତେ|ఎంత|ಎಷ್ಟು|എത്ര)|ଚାଲିଛି\s*\?|চলছে\s*\?`,
].join('|');
// Latin and Indic scripts apart: one pattern of both with the unicode flag is many times slower.
const RATE_QUERY_LATIN_RE = new RegExp(RATE_QUERY_LATIN, 'i');
const RATE_QUERY_INDIC_RE = new RegExp(RATE_QUERY_INDIC);
const INDIC_RE = /[\u0900-\u0DFF]/;
/** A rate question's words taken out, so that its "bhada" does not read as a load's freight. */
const RATE_QUERY_ALL_RE = new RegExp(`${RATE_QUERY_LATIN}|${RATE_QUERY_INDIC}`, 'gi');

// "whats the going rate Delhi to Mumbai 32ft 58k?", "current rate kya": the market's rate named, with no load told.
const MARKET_RATE_RE = new RegExp(wordsSource(MARKET_RATE_WORDS), 'iu');
const MARKET_RATE_HINT_RE = /rate|bhav/i;
const MARKET_RATE_LOAD_RE = new RegExp(wordsSource(MARKET_RATE_LOAD_WORDS), 'iu');
const ANY_PHONE_RE = new RegExp(PHONE_RE.source);

/** Whether a text gives a mobile number, in any script's digits. */
export function namesPhone(text: string): boolean {
  return ANY_PHONE_RE.test(hasIndicDigits(text) ? asciiDigits(text) : text);
}

function isMarketRateTalk(text: string): boolean {
  if (!MARKET_RATE_HINT_RE.test(text) || !MARKET_RATE_RE.test(text) || MARKET_RATE_LOAD_RE.test(text)) return false;
  return !namesPhone(text);
}

// "vadagai evvalavu", "rate entha", "gari bhara koto": a freight asked in a regional language typed in Latin letters
// (and the "how much" first: "evalavu rate pogudhu", "entha kirayi")
const RATE_ASKED_REGIONAL_RE = new RegExp(`${wordsSource(RATE_ASK_NOUNS)}[^\\S\\n]+${wordsSource(HOW_MUCH_ASKED)}|${wordsSource(HOW_MUCH_ASKED)}[^\\S\\n]+${wordsSource(RATE_ASK_NOUNS)}`, 'iu');
const RATE_ASKED_REGIONAL_ALL_RE = new RegExp(RATE_ASKED_REGIONAL_RE.source, 'giu');
const RATE_ASKED_HINT_RE = new RegExp(alternation(HOW_MUCH_ASKED), 'i');

function isRateQuery(text: string): boolean {
  return (
    RATE_QUERY_LATIN_RE.test(text) ||
    (RATE_ASKED_HINT_RE.test(text) && RATE_ASKED_REGIONAL_RE.test(text)) ||
    isMarketRateTalk(text) ||
    (INDIC_RE.test(text) && RATE_QUERY_INDIC_RE.test(text)) ||
    (COST_HINT_RE.test(text) && COST_QUERY_RE.test(text))
  );
}

export interface Intent {
  readonly availability: boolean;
  readonly load: boolean;
  readonly rateQuery: boolean;
  /** News (CHATTER_WORDS): not a load unless a load marker says so. */
  readonly chatter: boolean;
  /** A wish (GREETING_WORDS): not a load unless a load marker says so or a whole load follows it. */
  readonly greeting: boolean;
  /** A trip done or a truck gone (FINISHED_WORDS): not a load unless the post gives a phone, load marker or not. */
  readonly finished: boolean;
  /** A past trip, a payment or a market report (NARRATIVE_WORDS): not a load unless a load marker or a phone says so. */
  readonly narrative: boolean;
  /** A contract tendered or trucks asked for a standing need (CONTRACT_WORDS), with no weight and no freight: no load. */
  readonly contract: boolean;
  /** A warning against a party (a load not to be taken, a freight not paid): never a load. */
  readonly warning: boolean;
  /** Every phone number of the post is a driver's ("driver no. 98...", DRIVER_WORDS): none to call for a load. */
  readonly driverPhone: boolean;
}

// A load offered to an empty or returning truck ("Khali gaadi ke liye load:", "khali gaadiyon ke liye: Kolkata to
// Delhi ...", "return load milega Kolkata se Delhi",
// "unload hone wali gaadi ko return load"): a load, though it names an empty truck or a return load ("return load
// milega kya?" asks for one; "return load hai" tells one, "return load hai kya?" asks; Bengali "khali gari r jonno return
// load").
const OFFERED_LOAD_RE =
  /\b(?:(?:khali|khaali|empty|returning|wali|wala)\s+(?:gaa?di(?:yon|yo)?|gadi(?:yon|yo)?|gaa?ri|gaddi|truck|trucks|vehicle|vehicles)\s+(?:ke\s+liye|ko|for|r\s+jonno|er\s+jonno|jonno)(?:\s*:|\s+(?:return\s+|wapsi\s+(?:ka\s+)?)?loads?\b)|(?:return|wapsi\s+ka|back)\s+loads?\s+(?:milega|available|avl|ready|hai|he|h|ache|achhe|aache)\b)(?!\s*(?:kya|kisi|koi|\?))/i;
const OFFERED_HINT_RE = /return|khaa?li|empty|wapsi|back|ख़?ाली|ખાલી|रिटर्न|वापसी/i;
// "खाली गाड़ी के लिए लोड", "ખાલી ગાડી માટે લોડ", "रिटर्न लोड मिलेगा": the same in Devanagari and Gujarati letters.
const OFFERED_LOAD_INDIC_RE =
  /(?:(?:खाली|ख़ाली|ખાલી)\s+(?:गाड़ी|गाड़ी|गाडी|ट्रक|ગાડી|ટ્રક)\s+(?:के\s+लिए|को|માટે|ને)\s+(?:रिटर्न\s+|વળતો\s+)?(?:लोड|માલ|લોડ)(?![\p{L}\p{M}])|(?:रिटर्न|वापसी)\s+(?:का\s+)?लोड\s+(?:मिलेगा|है|उपलब्ध))(?!\s*(?:है\s+)?(?:क्या|\?))/u;

/**
 * What kind of post a text is. Each reading is worked out when first asked: most posts are settled by a few of them
 * (a post with a phone never needs "finished" or "narrative", and "load" is asked only of doubtful ones).
 */
class PostIntent implements Intent {
  private readonly offered: boolean;
  private cached: Partial<Intent> = {};

  constructor(private readonly text: string) {
    this.offered = OFFERED_HINT_RE.test(text) && (OFFERED_LOAD_RE.test(text) || OFFERED_LOAD_INDIC_RE.test(text));
  }

  private reading<K extends keyof Intent>(key: K, read: (text: string) => boolean): boolean {
    let v = this.cached[key];
    if (v === undefined) {
      v = read(this.text);
      this.cached[key] = v;
    }
    return v;
  }

  get availability(): boolean {
    return !this.offered && this.reading('availability', isAvailability);
  }

  get load(): boolean {
    // ("koi bhi load ho to batao, daily 10 gaadi chahiye humko": a fleet owner asking loads for their trucks, a load's
    // figures named nowhere, wants trucks filled, not a truck)
    return (
      this.offered || this.reading('load', (text) => LOAD_MARKER_RE.test(this.rateQuery ? text.replace(RATE_QUERY_ALL_RE, ' ').replace(RATE_ASKED_REGIONAL_ALL_RE, ' ') : text) && !asksForLoads(text))
    );
  }

  get rateQuery(): boolean {
    return this.reading('rateQuery', isRateQuery);
  }

  get chatter(): boolean {
    return !this.offered && this.reading('chatter', isChatter);
  }

  get greeting(): boolean {
    return !this.offered && this.reading('greeting', (text) => GREETING_HINT_RE.test(text) && GREETING_RE.test(text));
  }

  get finished(): boolean {
    return !this.offered && this.reading('finished', (text) => FINISHED_HINT_RE.test(text) && FINISHED_RE.test(text));
  }

  get narrative(): boolean {
    return !this.offered && this.reading('narrative', (text) => NARRATIVE_HINT_RE.test(text) && NARRATIVE_RE.test(text));
  }

  get contract(): boolean {
    return this.reading('contract', (text) => CONTRACT_HINT_RE.test(text) && CONTRACT_RE.test(text) && noLoadFigures(text));
  }

  get warning(): boolean {
    return this.reading('warning', isWarning);
  }

  get driverPhone(): boolean {
    return this.reading('driverPhone', (text) => DRIVER_HINT_RE.test(text) && onlyDriverPhones(text));
  }
}

const DRIVER_HINT_RE = new RegExp(alternation(DRIVER_WORDS), 'i');
// A driver word right before the number, with only labels ("no.", "ka mob:", "नंबर") or a name ("Raju") between
// ("accident free driver only 98..." is no driver's number). The label is read case by case: a name is capitalised.
const DRIVER_WORD_RE = new RegExp(wordsSource(DRIVER_WORDS), 'giu');
const DRIVER_LABEL_GAP_RE =
  /^(?:[^\S\n]*(?:[:\-–.,()]|ka|ki|ke|da|di|nu|no|No|NO|num|Num|number|Number|NUMBER|mob|Mob|MOB|mobile|Mobile|MOBILE|ph|Ph|PH|phone|Phone|PHONE|cell|Cell|contact|Contact|CONTACT|cont|Cont|नंबर|नं|का|की|मोबाइल|ਨੰਬਰ|ਦਾ|નંબર|નો|எண்|\p{Lu}\p{Ll}+))*[^\S\n]*$/u;

function driverBefore(before: string): boolean {
  let end = -1;
  DRIVER_WORD_RE.lastIndex = 0;
  for (let m = DRIVER_WORD_RE.exec(before); m; m = DRIVER_WORD_RE.exec(before)) end = m.index + m[0].length;
  return end >= 0 && DRIVER_LABEL_GAP_RE.test(before.slice(end));
}

/** Whether the text has phone numbers and each one has a driver word right before it. */
function onlyDriverPhones(text: string): boolean {
  const ascii = hasIndicDigits(text) ? asciiDigits(text) : text;
  let any = false;
  PHONE_RE.lastIndex = 0;
  for (let m = PHONE_RE.exec(ascii); m; m = PHONE_RE.exec(ascii)) {
    if (!driverBefore(ascii.slice(Math.max(0, m.index - 40), m.index))) return false;
    any = true;
  }
  return any;
}

// "All India service available, 32 ft / 20 ft / trailer": a carrier's service offered ("is", "hai" between).
const SERVICE_AVAILABLE_RE = new RegExp(
  String.raw`(?:${wordsSource(SERVICE_KIND_WORDS)}[^\S\n]+)*${wordsSource(SERVICE_NOUNS)}[^\S\n]+(?:(?:is|are|hai|bhi|है)[^\S\n]+)?${wordsSource([...SERVICE_AVAILABLE_WORDS, ...AVAILABLE_WORDS_INDIC])}`,
  'iu',
);
const SERVICE_HINT_RE = new RegExp(alternation(SERVICE_NOUNS), 'i');
// A weight of the post's goods ("10 ton", "9T", "500 kg", "20 टन").
const WEIGHT_GIVEN_RE = new RegExp(String.raw`(?<![\d.,])\d+(?:\.\d+)?\s*(?:${alternation(Object.keys(WEIGHT_UNITS))})(?![a-z\p{L}\p{M}])`, 'iu');

/** Whether a text gives a weight of goods ("10 ton", "9T", "20 टन"). */
export function namesWeight(text: string): boolean {
  return WEIGHT_GIVEN_RE.test(text);
}

const CONTRACT_RE = new RegExp(wordsSource(CONTRACT_WORDS), 'iu');
const CONTRACT_HINT_RE = new RegExp(alternation(CONTRACT_WORDS), 'i');

/** Whether the post names neither a freight nor a weight: an owner's offer or ask, never a load's. */
function noLoadFigures(text: string): boolean {
  return !FREIGHT_GIVEN_RE.test(text) && !WEIGHT_GIVEN_RE.test(text);
}

// "load mat lena", "avoid this party"; "payment nahi deti", "72000 ka bhada 3 mahine se nahi mila" (a few words between).
const DONT_TAKE_RE = new RegExp(wordsSource(DONT_TAKE_WORDS), 'iu');
const NOT_PAID_RE = new RegExp(String.raw`${wordsSource(PAYMENT_NOUNS)}(?:[^\S\n]+[^\s,.;!?]+){0,4}?[^\S\n]+${wordsSource(NOT_PAID_WORDS)}`, 'iu');
const WARNING_HINT_RE = new RegExp(`${alternation(DONT_TAKE_WORDS)}|${alternation(NOT_PAID_WORDS)}`, 'i');

function isWarning(text: string): boolean {
  return WARNING_HINT_RE.test(text) && (DONT_TAKE_RE.test(text) || NOT_PAID_RE.test(text));
}

const LINE_WORD_RE = /[\p{L}\p{N}]/u;

/**
 * "Vapi-Silvassa-Daman: all India service available, 32 ft / 20 ft / trailer": a service offered on a line that says
 * more (its places, its trucks), in a post with no weight or freight; on a line of its own it is a signature.
 */
function serviceAdvert(text: string): boolean {
  const m = SERVICE_AVAILABLE_RE.exec(text);
  if (!m || !noLoadFigures(text)) return false;
  const start = text.lastIndexOf('\n', m.index) + 1;
  const end = text.indexOf('\n', m.index + m[0].length);
  return LINE_WORD_RE.test(text.slice(start, m.index)) || LINE_WORD_RE.test(text.slice(m.index + m[0].length, end < 0 ? text.length : end));
}

/** "Koi load ho to batao", "need load": a truck owner asking for loads, with no freight or weight of a load told. */
function asksForLoads(text: string): boolean {
  return /load/i.test(text) && WANT_LOAD_RE.test(text) && noLoadFigures(text);
}

function isAvailability(text: string): boolean {
  const indic = INDIC_RE.test(text);
  return (
    (AVAILABLE_WORD_RE.test(text) && AVAILABLE_TRUCK_RE.test(text)) ||
    (/load/i.test(text) &&
      (WANT_LOAD_RE.test(text) || (LOAD_REQUIRED_RE.test(text) && !FREIGHT_GIVEN_RE.test(text)) || (RETURN_LOAD_RE.test(text) && (!FREIGHT_GIVEN_RE.test(text) || RETURN_ASK_RE.test(text))))) ||
    (indic && WANT_LOAD_HINT_RE.test(text) && WANT_LOAD_ANY_RE.test(text)) ||
    (indic && AVAILABLE_HINT_INDIC_RE.test(text) && AVAILABLE_ANY_RE.test(text)) ||
    (SERVICE_HINT_RE.test(text) && serviceAdvert(text))
  );
}

export function intentOf(text: string): Intent {
  return new PostIntent(text);
}
