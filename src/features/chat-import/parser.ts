/**
 * Turns pasted WhatsApp load posts into candidate loads.
 *
 * Pure and synchronous: no I/O and no clock except when `referenceDate` is omitted.
 * Pipeline per message: tokenise -> find city mentions -> pair them into routes ->
 * cut the message into one segment per route -> extract fields from each segment,
 * falling back to the message header/footer for shared fields -> score.
 */
import { CITIES, cityByKey, cityKey, canonicalCityName, isAmbiguousCityWord, type City } from '../../geo/cities.js';
import type { TruckType } from '../../lib/trucks.js';

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

export interface ChatMessage {
  sender: string | null;
  /** Local time from the export line, yyyy-mm-ddTHH:MM. */
  sentAt: string | null;
  body: string;
}

// ---------------------------------------------------------------------------
// Text normalisation and message splitting
// ---------------------------------------------------------------------------

// Line endings, invisible marks (iPhone exports are full of U+200E), odd spaces (U+202F before AM/PM)
// and curly quotes, mapped in one pass.
const NORMALISE_RE = /\r\n?|[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\ufe0f|[\u00a0\u2007\u202f\t]|[’‘`]|[“”]/g;

function normalisedChar(ch: string): string {
  if (ch[0] === '\r') return '\n';
  if (/[\u00a0\u2007\u202f\t]/.test(ch)) return ' ';
  if (/[’‘`]/.test(ch)) return "'";
  if (/[“”]/.test(ch)) return '"';
  return '';
}

function normaliseText(text: string): string {
  return text.replace(NORMALISE_RE, normalisedChar);
}

const AMPM = String.raw`([ap]\.?\s?m\.?)?`;
const ANDROID_RE = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4}),?\s+(\d{1,2})[:.](\d{2})(?::\d{2})?\s*${AMPM}\s*[-–]\s(.*)$`, 'i');
const IOS_RE = new RegExp(String.raw`^\[(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4}),?\s+(\d{1,2})[:.](\d{2})(?::\d{2})?\s*${AMPM}\]\s?(.*)$`, 'i');
// What WhatsApp puts on the clipboard when several messages are copied: "[9:41 am, 22/11/2026] Name: text".
const COPY_RE = new RegExp(String.raw`^\[(\d{1,2})[:.](\d{2})\s*${AMPM},\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\]\s?(.*)$`, 'i');
const HEADER_START_RE = /^(?:\[|\d{1,2}[/.-]\d)/m;
const SENDER_RE = /^([^:\n]{1,80}?):\s?(.*)$/s;

interface HeaderLine {
  a: number;
  b: number;
  year: number;
  hour: number;
  minute: number;
  ampm: string;
  rest: string;
}

function matchHeader(line: string): HeaderLine | null {
  const c = line.charCodeAt(0);
  if (c !== 91 /* [ */ && (c < 48 || c > 57)) return null;
  let m = ANDROID_RE.exec(line) ?? IOS_RE.exec(line);
  if (m) return { a: +m[1], b: +m[2], year: +m[3], hour: +m[4], minute: +m[5], ampm: m[6] ?? '', rest: m[7] };
  m = COPY_RE.exec(line);
  if (m) return { a: +m[4], b: +m[5], year: +m[6], hour: +m[1], minute: +m[2], ampm: m[3] ?? '', rest: m[7] };
  return null;
}

function headerSentAt(h: HeaderLine, dayFirst: boolean): string | null {
  const [day, month] = dayFirst ? [h.a, h.b] : [h.b, h.a];
  const year = h.year < 100 ? 2000 + h.year : h.year;
  const d = makeDay(year, month, day);
  if (d === null) return null;
  let hour = h.hour % 24;
  const ap = h.ampm.toLowerCase();
  if (ap.startsWith('p') && hour < 12) hour += 12;
  if (ap.startsWith('a') && hour === 12) hour = 0;
  return `${dayToIso(d)}T${String(hour).padStart(2, '0')}:${String(h.minute).padStart(2, '0')}`;
}

/** Splits a pasted chat (Android/iPhone export, copied messages or plain paste) into messages. */
export function splitMessages(text: string): ChatMessage[] {
  const normalised = normaliseText(text);
  if (!HEADER_START_RE.test(normalised)) return plainChunks([normalised]);
  const lines = normalised.split('\n');
  const heads = lines.map(matchHeader);
  // Indian exports are day-first; a US phone gives month-first, which shows as a second part > 12.
  const dayFirst = !heads.some((h) => h && h.b > 12 && h.a <= 12) || heads.some((h) => h && h.a > 12);
  const out: ChatMessage[] = [];
  let plain: string[] = [];
  let current: { sender: string | null; sentAt: string | null; lines: string[] } | null = null;
  const flush = () => {
    if (current) out.push({ sender: current.sender, sentAt: current.sentAt, body: current.lines.join('\n').trim() });
    current = null;
  };
  lines.forEach((line, i) => {
    const h = heads[i];
    if (h) {
      out.push(...plainChunks(plain));
      plain = [];
      flush();
      const m = SENDER_RE.exec(h.rest);
      current = { sender: m ? m[1].trim() : null, sentAt: headerSentAt(h, dayFirst), lines: [m ? m[2] : h.rest] };
    } else if (current) current.lines.push(line);
    else plain.push(line);
  });
  flush();
  out.push(...plainChunks(plain));
  return out;
}

function plainChunks(lines: string[]): ChatMessage[] {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((body) => ({ sender: null, sentAt: null, body }));
}

const SYSTEM_BODY_RE =
  /^(?:<?media omitted>?|(?:image|video|audio|sticker|gif|document|contact card) omitted|this message was deleted|you deleted this message|message deleted|null|<attached: [^>]*>|missed (?:voice|video) call|waiting for this message.*)$/i;
const SYSTEM_LINE_RE =
  /^(?:<?media omitted>?|(?:image|video|audio|sticker|gif|document|contact card) omitted|this message was deleted|you deleted this message|message deleted|<attached: [^>]*>|missed (?:voice|video) call|waiting for this message.*|.*end-to-end encrypted.*|.*joined using this group's invite link|.*changed (?:the subject|this group's|the group).*|.*created (?:the )?group.*|.*security code (?:changed|with).*|.*is now an admin)$/gim;
const SYSTEM_HINT_RE = /omitted|deleted|encrypted|invite link|changed|created|security code|admin|attached|missed|waiting for/i;
const EDITED_RE = /\s*<this message was edited>/gi;

// ---------------------------------------------------------------------------
// Day arithmetic (days since epoch, UTC based so no time zone drift)
// ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;

function makeDay(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const t = Date.UTC(year, month - 1, day);
  return new Date(t).getUTCDate() === day ? t / DAY_MS : null;
}

const dayCache = new Map<string, number>();

function isoToDay(iso: string): number {
  const cached = dayCache.get(iso);
  if (cached !== undefined) return cached;
  const [y, m, d] = iso.split('-').map(Number);
  const day = makeDay(y, m, d);
  if (day === null) throw new RangeError(`Invalid date: ${iso}`);
  if (dayCache.size < 4096) dayCache.set(iso, day);
  return day;
}

const isoCache = new Map<number, string>();

function dayToIso(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoCache.size < 4096) isoCache.set(day, iso);
  }
  return iso;
}

function todayInKolkata(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Picks the year that puts day/month nearest the base day, preferring the future (posts are about upcoming loads). */
function dayNearBase(month: number, day: number, base: number): number | null {
  const year = new Date(base * DAY_MS).getUTCFullYear();
  let best: number | null = null;
  let bestScore = Infinity;
  for (const y of [year - 1, year, year + 1]) {
    const d = makeDay(y, month, day);
    if (d === null) continue;
    const diff = d - base;
    const score = diff >= -3 ? Math.abs(diff) : Math.abs(diff) * 4;
    if (score < bestScore) [best, bestScore] = [d, score];
  }
  return best;
}

// ---------------------------------------------------------------------------
// Tokens and city mentions
// ---------------------------------------------------------------------------

type TokKind = 'nl' | 'w' | 'n' | 's' | 'p';
interface Tok {
  k: TokKind;
  raw: string;
  low: string;
  start: number;
  end: number;
  /** First letter is upper case. */
  cap: boolean;
  /** Whitespace right before the token. */
  sp: boolean;
  /** Gazetteer key of a word token (see cityKey). */
  key: string;
}

const TOKEN_RE = /(\n)|(\p{L}[\p{L}\p{M}]*)|(\d+(?:[.,]\d+)*)|(-+>|=+>|[→➡⇒⟶➔➜➝➞⇨⮕⏩👉]|>{1,2}|[-–—]+)|(\S)/gu;

function tokenize(body: string): Tok[] {
  const toks: Tok[] = [];
  for (const m of body.matchAll(TOKEN_RE)) {
    const start = m.index;
    const k: TokKind = m[1] ? 'nl' : m[2] ? 'w' : m[3] ? 'n' : m[4] ? 's' : 'p';
    const raw = m[0];
    const low = raw.toLowerCase();
    toks.push({
      k,
      raw,
      low,
      start,
      end: start + raw.length,
      cap: k === 'w' && raw[0] !== low[0],
      sp: start === 0 || body.charCodeAt(start - 1) <= 32,
      key: k === 'w' ? cityKey(low) : '',
    });
  }
  return toks;
}

interface Mention {
  city: City | null;
  name: string;
  raw: string;
  first: number;
  /** Exclusive token index. */
  last: number;
  conf: number;
  note?: string;
}

const STRONG_CONNECTORS = new Set([
  'to', 'se', 'से', 'till', 'upto', 'unloading', 'unload', 'unloding', 'unlodaing', 'delivery', 'deliver', 'drop', 'destination', 'dest',
]);
const WEAK_CONNECTORS = new Set(['for']);
const FILLER_WORDS = new Set([
  'port', 'midc', 'area', 'side', 'city', 'region', 'dist', 'district', 'icd', 'cfs', 'yard', 'plant', 'godown', 'warehouse', 'station',
  'point', 'pt', 'location', 'hub', 'market', 'industrial', 'estate', 'gidc', 'sidcul', 'sez', 'tak', 'तक', 'the', 'place', 'ncr',
]);
const BLOCKING_PUNCT = new Set(['?', '@', '#', '&', '+', '=', '%', '₹', '$']);
const ORIGIN_LABELS = new Set([
  'from', 'frm', 'ex', 'loading', 'loding', 'lodaing', 'loadin', 'pickup', 'pick', 'origin', 'source', 'at', 'lp', 'dispatch', 'pik',
]);
const DEST_LABELS = new Set([
  'to', 'for', 'unloading', 'unload', 'unloding', 'unlodaing', 'delivery', 'deliver', 'drop', 'dropping', 'destination', 'dest', 'till',
  'upto', 'dp',
]);
const ORIGIN_POSTFIX = new Set(['se', 'से', 'loading', 'pickup', 'lodaing', 'loding']);
const DEST_POSTFIX = new Set(['tak', 'तक', 'unloading', 'delivery', 'unloding', 'drop']);

// Words that are never place names even when capitalised at the start of a sentence.
const STOP_WORDS = new Set(
  `truck trucks gaadi gadi gaddi gari gaari vehicle vehicles trailer trailers container containers open body taurus tanker tankers tipper
  reefer lcv pickup tempo eicher ace tata sxl mxl txl odc flatbed dumper hyva feet ton tons tonne tonnes kg kgs qtl quintal wheeler tyre
  load loads loading unloading material maal goods cargo rate rates freight bhada bhaada price advance adv balance payment party urgent
  urgently required requirement need needed chahiye chaiye hai available avl call contact cont mob mobile phone whatsapp number today
  tomorrow kal aaj parso date time morning evening night subah shaam sham raat good hello hi sir ji bhai bhaiya sab sabhi all group admin
  please pls plz thanks thank ok okay yes the and or from se for ke ki ka ko me mein par pe liye tak wala wali per with via by at on in of
  ex going sent send sending come coming go reach reached return back direct full half part ftl ptl new old other steel iron coil coils
  cement sugar rice wheat chemical chemicals fmcg machinery machine paper plastic granules pipes pipe scrap cotton yarn fabric garments
  tiles marble furniture electronics auto parts spare medicine pharma food fruits vegetables onion potato transport transports roadways
  logistics carriers carrier movers packers services company pvt ltd limited enterprises trading traders jana jaana jayega jaegi chalega
  milega bhejo bhejna karo karna dena lena hoga hogi raha rahi rahe tha thi kya kitna kaha kahan kab abhi turant jaldi sirf only also
  bhi same more details detail info lorry ready empty khali free any koi new route routes weight wt qty total fix fixed final negotiable
  immediate immediately asap origin destination source point pickup drop delivery monday tuesday wednesday thursday friday saturday
  sunday january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct
  nov dec mon tue wed thu fri sat sun shipment consignment order orders booking book confirm confirmed dispatch note notes rs inr
  lakh lac thousand hazar per pmt mt kms km bags boxes cartons pallets pcs nos unit units driver owner agent broker urgent packing
  packed loose bulk liquid powder dry weekly daily monthly regular contract trip trips side way one two three`.split(/\s+/),
);

// Misspelt city names ("Ludiana", "Mumabi", "Chennnai"): one letter dropped, one extra, or two neighbours swapped.
// Substitutions are left out on purpose: they turn real towns into other cities (Rampur -> Raipur).
const DROPPED_LETTER = buildDroppedLetterIndex();

/** Every gazetteer key with one letter removed, mapped to its city (null when two cities share it). */
function buildDroppedLetterIndex(): Map<string, City | null> {
  const index = new Map<string, City | null>();
  for (const city of CITIES) {
    for (const spelling of [city.name, ...city.aliases]) {
      const k = cityKey(spelling);
      if (k.length < 6 || !/^[a-z]+$/.test(k)) continue;
      for (let i = 0; i < k.length; i++) {
        const v = k.slice(0, i) + k.slice(i + 1);
        const prev = index.get(v);
        index.set(v, prev === undefined || prev === city ? city : null);
      }
    }
  }
  return index;
}

function fuzzyCity(word: string): City | null {
  if (word.length < 5) return null;
  const dropped = DROPPED_LETTER.get(word);
  if (dropped !== undefined) return dropped;
  const found = new Set<City>();
  for (let i = 0; i < word.length; i++) {
    const extra = cityByKey(word.slice(0, i) + word.slice(i + 1));
    if (extra) found.add(extra);
    if (i + 1 < word.length) {
      const swapped = cityByKey(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      if (swapped) found.add(swapped);
    }
  }
  return found.size === 1 ? [...found][0] : null;
}

/** Tokens that may sit inside a multi-word name: "Nhava-Sheva", "Gr. Noida". */
function joinsName(t: Tok, next: Tok | undefined): boolean {
  return (t.raw === '-' || t.raw === '.') && !t.sp && next !== undefined && next.k === 'w' && (t.raw === '.' || !next.sp);
}

// Keys of the leading words of multi-word names ("nhava", "greater", "vascoda"), so lookups stop early.
const NAME_PREFIXES = buildNamePrefixes();

function buildNamePrefixes(): Set<string> {
  const out = new Set<string>();
  for (const city of CITIES) {
    for (const spelling of [city.name, ...city.aliases]) {
      const words = spelling.match(/\p{L}[\p{L}\p{M}]*/gu) ?? [];
      let key = '';
      for (const w of words.slice(0, -1)) {
        key += cityKey(w);
        out.add(key);
      }
    }
  }
  return out;
}

function knownMentionAt(toks: Tok[], i: number): Mention | null {
  if (toks[i].k !== 'w') return null;
  let best: Mention | null = null;
  let key = '';
  let j = i;
  for (let words = 0; words < 4 && j < toks.length && toks[j].k === 'w'; words++) {
    key += toks[j].key;
    const city = key.length >= 2 ? cityByKey(key) : null;
    if (city) {
      const ambiguous = isAmbiguousCityWord(key);
      if (!ambiguous || toks[i].cap) {
        const raw = toks
          .slice(i, j + 1)
          .map((t) => t.raw)
          .join(' ');
        best = { city, name: city.name, raw, first: i, last: j + 1, conf: ambiguous ? 0.9 : 1 };
      }
    }
    if (!NAME_PREFIXES.has(key)) break;
    j++;
    if (j < toks.length && joinsName(toks[j], toks[j + 1])) j++;
  }
  return best;
}

interface KnownMentions {
  mentions: Mention[];
  /** Tokens inside any city name, bracketed ones included. */
  covered: Set<number>;
  /** Tokens of bracketed cities, which read as filler between a city and a connector. */
  asides: Set<number>;
}

function findKnownMentions(toks: Tok[]): KnownMentions {
  const mentions: Mention[] = [];
  const covered = new Set<number>();
  const asides = new Set<number>();
  for (let i = 0; i < toks.length; ) {
    const m = knownMentionAt(toks, i);
    if (!m) {
      i++;
      continue;
    }
    for (let j = m.first; j < m.last; j++) covered.add(j);
    // "Mumbai (Taloja) to Raipur": the bracketed city only explains the one before it.
    const prev = mentions[mentions.length - 1];
    const aside = prev && prev.last === m.first - 1 && toks[m.first - 1].raw === '(' && toks[m.last]?.raw === ')';
    if (aside) for (let j = m.first; j < m.last; j++) asides.add(j);
    else mentions.push(m);
    i = m.last;
  }
  return { mentions, covered, asides };
}

const PIN_RE = /^[1-8]\d{5}$/;

type Role = 'nl' | 'filler' | 'strong' | 'weak' | 'block';

function roleOf(t: Tok): Role {
  if (t.k === 'nl') return 'nl';
  // Dashes and ">" also separate fields ("Delhi - 20T - 45k"), so they are weak; arrows are strong.
  if (t.k === 's') return /^[-–—]+$|^>>?$/.test(t.raw) ? 'weak' : 'strong';
  if (t.k === 'w') {
    if (STRONG_CONNECTORS.has(t.low)) return 'strong';
    if (WEAK_CONNECTORS.has(t.low)) return 'weak';
    if (FILLER_WORDS.has(t.low)) return 'filler';
    return 'block';
  }
  if (t.k === 'p') return BLOCKING_PUNCT.has(t.raw) ? 'block' : 'filler';
  // A PIN code after a city ("Bhiwandi 421302 to Delhi") is part of the address.
  return t.raw.length === 6 && PIN_RE.test(t.raw) ? 'filler' : 'block';
}

function looksLikePlace(t: Tok): boolean {
  if (t.k !== 'w' || !t.cap || t.raw.length < 4 || !/^[A-Za-z]+$/.test(t.raw)) return false;
  if (STOP_WORDS.has(t.low) || /(?:ing|ed|ly)$/.test(t.low)) return false;
  return !(t.raw === t.raw.toUpperCase() && t.raw.length <= 4);
}

/** Words next to a connector that are not in the gazetteer: fuzzy-match them, else keep as unknown places. */
function findUnknownMentions(toks: Tok[], covered: Set<number>): Mention[] {
  const out = new Map<number, Mention>();
  for (let i = 0; i < toks.length; i++) {
    const role = roleOf(toks[i]);
    if (role !== 'strong' && role !== 'weak') continue;
    for (const j of [skipFillers(toks, i - 1, -1), skipFillers(toks, i + 1, 1)]) {
      if (j >= 0 && j < toks.length && !covered.has(j) && !out.has(j) && looksLikePlace(toks[j])) out.set(j, unknownMention(toks[j], j));
    }
  }
  return [...out.values()];
}

function unknownMention(t: Tok, i: number): Mention {
  const city = fuzzyCity(t.low);
  return city
    ? { city, name: city.name, raw: t.raw, first: i, last: i + 1, conf: 0.8, note: `Read "${t.raw}" as ${city.name}` }
    : { city: null, name: canonicalCityName(t.raw), raw: t.raw, first: i, last: i + 1, conf: 0.5, note: `"${t.raw}" is not in the city list` };
}

function skipFillers(toks: Tok[], i: number, step: 1 | -1): number {
  while (i >= 0 && i < toks.length && roleOf(toks[i]) === 'filler') i += step;
  return i;
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

interface Route {
  origin: Mention | null;
  dest: Mention | null;
  /** Token where this load's text starts. */
  anchor: number;
  /** Last token index of the route phrase. */
  endTok: number;
  conf: number;
}

function connectorBetween(toks: Tok[], a: Mention, b: Mention, asides: Set<number>): Role | 'adjacent' | null {
  if (a.last === b.first) return 'adjacent';
  let best: Role | null = null;
  let newlines = 0;
  for (let i = a.last; i < b.first; i++) {
    const role = asides.has(i) ? 'filler' : roleOf(toks[i]);
    if (role === 'nl') {
      if (++newlines > 1) return null;
    } else if (role === 'strong') best = 'strong';
    else if (role === 'weak') best = best ?? 'weak';
    else if (role === 'block') return null;
  }
  return best;
}

function pairable(a: Mention, b: Mention, link: Role | 'adjacent' | null, toks: Tok[]): boolean {
  if (!link) return false;
  if (link === 'adjacent') {
    // "Delhi Mumbai 20T": two full city names side by side on a line, no codes.
    return !!(a.city && b.city && a.conf === 1 && b.conf === 1 && a.city !== b.city);
  }
  if (a.city && b.city && a.city === b.city) return false;
  if (link === 'weak') {
    const viaFor = toks.slice(a.last, b.first).some((t) => t.low === 'for');
    return viaFor ? !!(a.city && b.city) : !!(a.city || b.city);
  }
  return true;
}

function pairByConnectors(toks: Tok[], mentions: Mention[], used: Set<Mention>, asides: Set<number>): Route[] {
  const routes: Route[] = [];
  for (let i = 0; i + 1 < mentions.length; i++) {
    const a = mentions[i];
    const b = mentions[i + 1];
    if (used.has(a)) continue;
    const link = connectorBetween(toks, a, b, asides);
    if (!pairable(a, b, link, toks)) continue;
    used.add(a).add(b);
    const conf = Math.min(a.conf, b.conf) * (link === 'adjacent' ? 0.7 : 1);
    routes.push({ origin: a, dest: b, anchor: a.first, endTok: b.last - 1, conf });
  }
  return routes;
}

type Hint = 'origin' | 'dest' | null;

// Punctuation that ends a phrase: a label before it does not describe the city after it.
const PHRASE_BREAKS = new Set([',', ';', '.', '|', '!', '?']);
const SOFT_PUNCT = new Set([':', '*', '_', ')', '(', '"', "'"]);

/** Whether a label ("Loading:", "to", "se", "ke liye") marks the mention as an origin or a destination. */
function hintOf(toks: Tok[], m: Mention): Hint {
  for (let i = m.first - 1, seen = 0; i >= 0 && seen < 4; i--) {
    const t = toks[i];
    if (t.k === 'nl' || PHRASE_BREAKS.has(t.raw)) break;
    // "delivery at Surat": "at" takes the sense of the label before it.
    if (t.low === 'at' && DEST_LABELS.has(toks[i - 1]?.low ?? '')) return 'dest';
    if (ORIGIN_LABELS.has(t.low)) return 'origin';
    if (DEST_LABELS.has(t.low)) return 'dest';
    if (roleOf(t) !== 'filler' && t.k !== 's') break;
    seen++;
  }
  let i = m.last;
  while (i < toks.length && SOFT_PUNCT.has(toks[i].raw)) i++;
  const next = toks[i]?.low;
  if (next === undefined) return null;
  if (ORIGIN_POSTFIX.has(next)) return 'origin';
  if (DEST_POSTFIX.has(next)) return 'dest';
  if (next === 'ke' && /^li(?:ye|ya|e|a)$/.test(toks[i + 1]?.low ?? '')) return 'dest';
  return null;
}

/** The line number of every token (one pass, so a long message costs no more per mention). */
function tokenLines(toks: Tok[]): number[] {
  const lines: number[] = new Array(toks.length);
  let line = 0;
  for (let j = 0; j < toks.length; j++) {
    lines[j] = line;
    if (toks[j].k === 'nl') line++;
  }
  return lines;
}

/**
 * The first entry of an ascending list at or after position k that is not yet
 * taken; taking one skips it for good (path halving keeps every lookup near O(1)).
 */
class FirstFree {
  private readonly next: Int32Array;
  constructor(size: number) {
    this.next = Int32Array.from({ length: size + 1 }, (_, k) => k);
  }
  find(k: number): number {
    const next = this.next;
    while (next[k] !== k) {
      next[k] = next[next[k]];
      k = next[k];
    }
    return k;
  }
  take(k: number): void {
    this.next[k] = k + 1;
  }
}

/** Index of the first value above `v` in an ascending list (its length when none is). */
function firstAbove(list: number[], v: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] > v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** "Loading: Bhiwandi ... Unloading: Nagpur" across lines, or Hinglish "Mumbai ke liye Delhi se". */
function pairByHints(toks: Tok[], mentions: Mention[], used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  if (mentions.length - used.size < 2) return routes;
  const hinted = mentions.filter((m) => !used.has(m)).map((m) => ({ m, hint: hintOf(toks, m) }));
  if (!hinted.some((x) => x.hint === 'origin')) return routes;
  const lines = tokenLines(toks);
  const free = hinted.map((x) => ({ ...x, line: lines[x.m.first] }));
  // Destinations in message order, and per line, each with a "first one not yet used" finder.
  const dests = free.filter((x) => x.hint === 'dest');
  const destStarts = dests.map((x) => x.m.first);
  const afterFinder = new FirstFree(dests.length);
  const byLine = new Map<number, { dests: typeof dests; finder: FirstFree }>();
  for (const x of dests) {
    const group = byLine.get(x.line) ?? { dests: [], finder: new FirstFree(0) };
    group.dests.push(x);
    byLine.set(x.line, group);
  }
  for (const group of byLine.values()) group.finder = new FirstFree(group.dests.length);
  const destIndex = new Map(dests.map((x, k) => [x, k]));
  const lineIndex = new Map<(typeof dests)[number], number>();
  for (const group of byLine.values()) for (const [k, x] of group.dests.entries()) lineIndex.set(x, k);
  for (const o of free) {
    if (o.hint !== 'origin' || used.has(o.m)) continue;
    // The first unused destination after the origin, else the first unused one on its line.
    const after = afterFinder.find(firstAbove(destStarts, o.m.first));
    const group = byLine.get(o.line);
    const onLine = group ? group.finder.find(0) : 0;
    const d = after < dests.length ? dests[after] : group && onLine < group.dests.length ? group.dests[onLine] : undefined;
    if (!d || d.m.city === o.m.city) continue;
    afterFinder.take(destIndex.get(d)!);
    byLine.get(d.line)!.finder.take(lineIndex.get(d)!);
    used.add(o.m).add(d.m);
    const [first, second] = o.m.first < d.m.first ? [o.m, d.m] : [d.m, o.m];
    routes.push({ origin: o.m, dest: d.m, anchor: first.first, endTok: second.last - 1, conf: Math.min(o.m.conf, d.m.conf) * 0.9 });
  }
  return routes;
}

const BULLET_RE = /^(?:\d{1,2}|[a-e])$/;

/** First mention on a line that starts (after bullets and numbering) with a city. */
function lineLeadingMention(toks: Tok[], lineStartTok: number, byFirst: Map<number, Mention>): Mention | null {
  let i = lineStartTok;
  while (i < toks.length && toks[i].k !== 'nl') {
    const m = byFirst.get(i);
    if (m) return m;
    const t = toks[i];
    if (t.k === 'p' || t.k === 's' || (BULLET_RE.test(t.low) && i === lineStartTok)) i++;
    else return null;
  }
  return null;
}

/** "Loads from Bhiwandi:\n1. Delhi 20T\n2. Pune 15T": one origin in a header line, destinations listed below. */
function pairHeaderList(toks: Tok[], mentions: Mention[], used: Set<Mention>): Route[] {
  const routes: Route[] = [];
  if (mentions.length - used.size < 2) return routes;
  const byFirst = new Map(mentions.map((m) => [m.first, m]));
  let origin: Mention | null = null;
  let lineStart = 0;
  let next = 0;
  for (let i = 0; i <= toks.length; i++) {
    if (i < toks.length && toks[i].k !== 'nl') continue;
    const from = next;
    while (next < mentions.length && mentions[next].first < i) next++;
    const lineMentions = mentions.slice(from, next);
    const lead = lineLeadingMention(toks, lineStart, byFirst);
    if (origin && lead && !used.has(lead) && lineMentions.every((m) => !used.has(m)) && lead.city !== origin.city) {
      used.add(lead);
      routes.push({ origin, dest: lead, anchor: lead.first, endTok: lead.last - 1, conf: Math.min(origin.conf, lead.conf) * 0.85 });
    } else if (!origin && lineMentions.length === 1 && !used.has(lineMentions[0]) && isListOrigin(toks, lineMentions[0], i)) {
      origin = lineMentions[0];
    }
    lineStart = i + 1;
  }
  if (origin && routes.length > 0) used.add(origin);
  return routes;
}

function isListOrigin(toks: Tok[], m: Mention, lineEnd: number): boolean {
  if (hintOf(toks, m) === 'origin') return true;
  // "Bhiwandi to 👇" / "Mundra se:" — a connector with nothing after it on the line.
  const j = skipFillers(toks, m.last, 1);
  const role = j < toks.length ? roleOf(toks[j]) : null;
  return (role === 'strong' || role === 'weak') && skipFillers(toks, j + 1, 1) >= lineEnd;
}

function findRoutes(toks: Tok[]): { routes: Route[]; mentions: Mention[] } {
  const known = findKnownMentions(toks);
  const mentions = [...known.mentions, ...findUnknownMentions(toks, known.covered)].sort((a, b) => a.first - b.first);
  const used = new Set<Mention>();
  const routes = [...pairByConnectors(toks, mentions, used, known.asides), ...pairByHints(toks, mentions, used), ...pairHeaderList(toks, mentions, used)];
  routes.sort((a, b) => a.anchor - b.anchor);
  return { routes, mentions: mentions.filter((m) => !used.has(m)) };
}

/** A load naming only one end: "Load available for Mumbai, 20T". */
function partialRoute(toks: Tok[], mentions: Mention[]): Route | null {
  for (const m of mentions) {
    if (!m.city) continue;
    const hint = hintOf(toks, m);
    if (hint === 'origin') return { origin: m, dest: null, anchor: m.first, endTok: m.last - 1, conf: m.conf * 0.8 };
    if (hint === 'dest') return { origin: null, dest: m, anchor: m.first, endTok: m.last - 1, conf: m.conf * 0.8 };
  }
  return null;
}

// ---------------------------------------------------------------------------
// Field extraction (on a piece of text; spans are blanked out as they are consumed)
// ---------------------------------------------------------------------------

interface Val<T> {
  value: T;
  conf: number;
  note?: string;
}

interface DateVal extends Val<number> {
  weak: boolean;
}

interface Fields {
  phone?: Val<string>;
  date?: DateVal;
  length?: Val<number>;
  truck?: Val<TruckType>;
  weight?: Val<number>;
  rate?: Val<number>;
  price?: Val<number> & { cue: string };
}

const NUM = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const PHONE_RE = /(?<![\d+])(?:(?:\+|00)\s?91[\s\-.]*|\b91[\s-]+|0)?([6-9](?:[ \-.]?\d){9})(?!\d)/g;
const TIME_RE = /(?<![\d/.])\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?|baje|bje|hrs|o'?clock)(?![a-z])|(?<![\d/.])\d{1,2}:\d{2}(?![\d])/gi;
const NUMERIC_DATE_RE =
  /(?<![\d/.\-:,])(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/]|[.\-,]\d|\s*(?:ft|feet|fit|ton|tons|tonnes?|t\b|mt\b|kg|k\b|lakh|l\b|%|wheel|tyre|days?|din|hrs|gaa?di|trucks?))/gi;
const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DAY_MONTH_RE = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]*(${MONTHS})\b\.?(?:,?\s*(20\d{2})\b|[\-/'](\d{2})\b)?`,
  'gi',
);
const MONTH_DAY_RE = new RegExp(
  String.raw`\b(${MONTHS})\.?[\s\-/]*(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:t|mt|tons?|tonnes?|ft|feet|kg)\b)(?:,?\s*(20\d{2})\b)?`,
  'gi',
);
const ORDINAL_DAY_RE = /\b(\d{1,2})(?:st|nd|rd|th)\b/gi;
const ORDINAL_AFTER_RE = /^\s*(?:ko|ka|ki|loading|pickup|date|morning|evening|subah|sham|tak)\b/i;
const DATE_CUE_RE = /(?:date|dt|dated|loading|on|pickup|reporting|placement)\s*[:\-.]?\s*$/i;
const RELATIVE_RE =
  /\b(day after tomorrow|day after|today|tday|2day|aaj|tonight|tomorrow|tomorow|tommorow|tommorrow|tomorrw|tmrw|tmrow|tmr|tmw|tomm|2mrw|2moro|kal|nalai|naalai|parso|parson|parsoo|parsu|(?:(?:this|next|coming)\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|ravivar|itwar|itvaar)\b/gi;
const AFTER_DAYS_RE = /\b(?:after|in)\s+(\d{1,2})\s+days?\b|\b(\d{1,2})\s+din\s+(?:baad|bad|me|mein)\b/gi;
const HINDI_RELATIVE_RE = /(?<![\p{L}\p{M}])(आज|कल|परसों|परसो)(?![\p{L}\p{M}])/gu;
const URGENT_RE = /\b(immediate|immediately|urgent|urgently|urgnt|turant|asap|abhi|right now|ready load|same day)\b/i;
const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
const HINDI_WEEKDAYS: Record<string, number> = {
  ravivar: 0, itwar: 0, itvaar: 0, somvar: 1, mangalvar: 2, budhvar: 3, guruvar: 4, shukravar: 5, shanivar: 6,
};
// Numbers that are not weights, lengths or prices: percentages, distances, volumes, package and truck
// counts, per-day charges. One leading number, then the unit, so non-digits fail fast.
const MISC_NUMBER_RE = new RegExp(
  String.raw`(?<![\d.,])(?:${NUM})\s*(?:%|(?:kms?|kilometers?|kl|kltr|ltrs?|litres?|liters?|cbm|cft|sq\.?\s?ft|bags?|boxes|box|cartons?|ctns?|pallets?|pcs|pieces|drums?|bundles?|nos|units?|packets?|pkgs?|packages?|bales?|rolls?|trips?|days?|din|hours?|hrs|months?|years?|yrs)\b|(?=(?:gaa?di|gadi|gaddi|trucks?|vehicles?)\b)|[x×]\s*(?=\d)|(?:\/|per)\s*(?:day|din|hour|hr|km)\b)` +
    // "2 trailers" is a count, "20 container" a length.
    String.raw`|(?<![\d.,])\d\s*(?=(?:trailers?|containers?)\b)` +
    // "5000 advance" is an advance, but in "rate 62000 advance 80%" the number is the freight.
    String.raw`|(?<!(?:rate|freight|frt|bhada|price|rs\.?|₹|inr)\s*[:\-=]?\s*)(?<![\d.,])(?:${NUM})\s*(?:\/-)?\s*(?:rs\.?\s*)?(?:adv|advance)\b`,
  'gi',
);
const MISC_LABEL_HINT_RE = /adv|bal|deten|halt|toll|gst|tds|charge|invoice|value|pin|lr|order|po|gr|bill|way/i;
const WEIGHT_LABEL_HINT_RE = /w(?:eig|t|gt)|[vw]ajan|tonnage/i;
// Amounts that follow a non-freight label: advance, toll, GST; and reference numbers (invoice, PIN, LR).
const MISC_LABEL_RE = new RegExp(
  String.raw`\b(?:adv|advance|balance|bal|detention|halting|toll|gst|tds|loading charges?|unloading charges?)\.?\s*[:\-]?\s*(?:rs\.?|₹|inr)?\s*(?:${NUM})\s*(?:k\b|\/-|%)?(?:\s*(?:\/|per)\s*day)?|\b(?:invoice|value|pin|pincode|pin code|lr|order|po|gr|bill|eway|e-way)\s*(?:no\.?|number|value|#)?\s*[:\-#]?\s*\d+`,
  'gi',
);
const LENGTH_RE = /(?<![\d.,])(\d{1,2}(?:\.\d)?)\s*(?:ft\.?|fts|feet|fit|foot|fut|feat|'(?!\w)|फीट|फुट)(?![a-z])/gi;
const LENGTH_BEFORE_TYPE_RE = /(?<![\d.,])(\d{2})\s*(?=(?:sxl|mxl|txl|hq|container|cont|trailer)\b)/gi;
const PER_TONNE_RE = new RegExp(
  String.raw`(?:(?:rs\.?|₹|inr|@|rate)\s*[:\-]?\s*)?(${NUM})\s*(k)?\s*(?:\/-)?\s*(?:\/|per)\s*(tonnes?|tons?|tonn|tn|mt|m\.t\.?|t|qtl|quintal|kgs?)(?![a-z])|(?:(?:rs\.?|₹|inr|@|rate)\s*[:\-]?\s*)?(${NUM})\s*(?:\/-)?\s*(pmt|ptn)\b|\bper\s*(?:ton|tonne|mt)\s*[:\-@]?\s*(?:rs\.?|₹)?\s*(${NUM})`,
  'gi',
);
const RATE_HINT_RE = /p(?:er|mt|tn)/i;
const WEIGHT_RE = new RegExp(
  String.raw`(?<![\d.,])(${NUM})(?:\s*(?:-|to|se|\/)\s*(${NUM}))?\s*(mt|m\.t\.?|tonnes?|tons?|tonn|tn|t|टन|kgs?|kilos?|qtls?|quintals?|qntls?|kwintal|kuintal)(?![\p{L}])`,
  'giu',
);
const WEIGHT_LABEL_RE = /\b(?:weight|wt|wgt|weigth|vajan|wajan|tonnage)\s*[.:\-=]*\s*(\d+(?:\.\d+)?)(?!\s*(?:ft|feet|%|k\b|l\b|lakh|\d))/gi;
const PRICE_RE = new RegExp(
  String.raw`(?:(₹|rs\.?|inr)\s*|(?<![\p{L}\d.,]))(${NUM})\s*(k|thousand|hazar|hazaar|lakhs?|lacs?|l)?(\s*(?:\/-|rs\b\.?|rupees|inr\b|₹))?(?![\p{L}\d])`,
  'giu',
);
const PRICE_CUE_RE = /(?:\b(?:rate|freight|frieght|frt|bhada|bhaada|bhadha|bhara|price|budget|offer|amount|amt|fix|fixed|total|charges|paisa|payment)|@)\s*(?:is|hai|:|-|=|of|rs\.?|₹)?\s*[:\-=]?\s*$/i;
const PRICE_BARE_MIN = 1000;

function parseNum(s: string): number {
  return Number(s.replace(/,/g, ''));
}

/** One pass of field extraction over a piece of text; `text` loses each span as it is consumed. */
interface Scan {
  text: string;
  f: Fields;
  base: number;
  dates: Array<{ at: number; day: number; conf: number }>;
}

type Take = (m: RegExpExecArray, s: Scan) => boolean | undefined;

/** Applies a global regex, hands each match to `take`, and blanks the taken matches out of `s.text`. */
function consume(s: Scan, re: RegExp, take: Take): void {
  const text = s.text;
  re.lastIndex = 0;
  let out = '';
  let copied = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    else if (take(m, s) !== false) {
      out += text.slice(copied, m.index) + ' '.repeat(m[0].length);
      copied = m.index + m[0].length;
    }
  }
  if (copied > 0) s.text = out + text.slice(copied);
}

const takeNothing: Take = () => undefined;

const takePhone: Take = (m, s) => {
  s.f.phone ??= { value: `+91${m[1].replace(/\D/g, '')}`, conf: 1 };
};

function extractPhone(text: string, f: Fields): string {
  const s: Scan = { text, f, base: 0, dates: [] };
  consume(s, PHONE_RE, takePhone);
  return s.text;
}

const takeNumericDate: Take = (m, s) => {
  const sep = m[2];
  if (!m[4] && sep === '.') return false;
  const cued = DATE_CUE_RE.test(s.text.slice(Math.max(0, m.index - 14), m.index));
  let d = +m[1];
  let mo = +m[3];
  if (mo > 12 && d <= 12) [d, mo] = [mo, d];
  const day = m[4] ? makeDay(m[4].length === 2 ? 2000 + +m[4] : +m[4], mo, d) : dayNearBase(mo, d, s.base);
  if (day === null) return false;
  // "24-11" without a year or a date word could still be a range; units were ruled out by the regex.
  s.dates.push({ at: m.index, day, conf: m[4] || sep === '/' || cued ? 1 : 0.8 });
};

const takeDayMonth: Take = (m, s) => pushTextDate(s, m.index, +m[1], m[2], m[3] ?? m[4]);
const takeMonthDay: Take = (m, s) => pushTextDate(s, m.index, +m[2], m[1], m[3]);

const takeOrdinalDay: Take = (m, s) => {
  // "1st", "2nd" also number loads and trucks; only take them next to a date word.
  const cued = DATE_CUE_RE.test(s.text.slice(Math.max(0, m.index - 14), m.index)) || ORDINAL_AFTER_RE.test(s.text.slice(m.index + m[0].length));
  if (!cued) return false;
  const d = +m[1];
  const b = new Date(s.base * DAY_MS);
  const sameMonth = makeDay(b.getUTCFullYear(), b.getUTCMonth() + 1, d);
  const day = sameMonth !== null && sameMonth >= s.base ? sameMonth : dayNearBase(((b.getUTCMonth() + 1) % 12) + 1, d, s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.8 });
};

const takeAfterDays: Take = (m, s) => {
  s.dates.push({ at: m.index, day: s.base + Number(m[1] ?? m[2]), conf: 0.9 });
};

const takeHindiRelative: Take = (m, s) => {
  s.dates.push({ at: m.index, day: s.base + (m[1] === 'आज' ? 0 : m[1] === 'कल' ? 1 : 2), conf: 0.95 });
};

const takeRelative: Take = (m, s) => {
  const day = relativeDay(m[1].toLowerCase(), s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.95 });
};

// Cheap tests that let most messages skip the heavier date patterns.
const NUMERIC_DATE_HINT_RE = /\d[/.-]\d/;
const MONTH_HINT_RE = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;
const ORDINAL_HINT_RE = /\d(?:st|nd|rd|th)\b/i;
const AFTER_DAYS_HINT_RE = /days?\b|\bdin\b/i;
const DEVANAGARI_RE = /[\u0900-\u097f]/;

function extractDates(s: Scan): void {
  if (NUMERIC_DATE_HINT_RE.test(s.text)) consume(s, NUMERIC_DATE_RE, takeNumericDate);
  if (MONTH_HINT_RE.test(s.text)) {
    consume(s, DAY_MONTH_RE, takeDayMonth);
    consume(s, MONTH_DAY_RE, takeMonthDay);
  }
  if (ORDINAL_HINT_RE.test(s.text)) consume(s, ORDINAL_DAY_RE, takeOrdinalDay);
  if (AFTER_DAYS_HINT_RE.test(s.text)) consume(s, AFTER_DAYS_RE, takeAfterDays);
  if (s.dates.length === 0) {
    if (DEVANAGARI_RE.test(s.text)) consume(s, HINDI_RELATIVE_RE, takeHindiRelative);
    consume(s, RELATIVE_RE, takeRelative);
  }
  const { dates, f } = s;
  if (dates.length > 0) {
    const first = dates.reduce((a, b) => (b.at < a.at ? b : a));
    f.date ??= { value: first.day, conf: first.conf, weak: false };
  } else if (URGENT_RE.test(s.text)) {
    f.date ??= { value: s.base, conf: 0.8, weak: true, note: 'Read "urgent/immediate" as loading today' };
  }
}

function pushTextDate(s: Scan, at: number, d: number, monthWord: string, year: string | undefined): boolean {
  const month = monthIndex(monthWord);
  const day = year ? makeDay(year.length === 2 ? 2000 + +year : +year, month, d) : dayNearBase(month, d, s.base);
  if (day === null) return false;
  s.dates.push({ at, day, conf: 1 });
  return true;
}

const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthIndex(word: string): number {
  return MONTH_ABBR.indexOf(word.toLowerCase().slice(0, 3)) + 1;
}

function relativeDay(word: string, base: number): number | null {
  const w = word.replace(/^(?:this|next|coming)\s*/, '');
  if (/^(?:today|tday|2day|aaj|tonight)$/.test(w)) return base;
  if (/^(?:day after)/.test(w) || /^pars/.test(w)) return base + 2;
  if (/^(?:tom|tm|2m|kal|na+lai)/.test(w)) return base + 1;
  const wd = HINDI_WEEKDAYS[w] ?? WEEKDAYS[w.slice(0, 3)];
  if (wd === undefined) return null;
  // Next occurrence of that weekday; today counts. 1970-01-01 (day 0) was a Thursday.
  const today = (base + 4) % 7;
  return base + ((wd - today + 7) % 7);
}

const takeLength: Take = (m, s) => {
  const v = Number(m[1]);
  if (v < 6 || v > 60) return false;
  s.f.length ??= { value: v, conf: 1 };
};

function extractLength(s: Scan): void {
  consume(s, LENGTH_RE, takeLength);
  consume(s, LENGTH_BEFORE_TYPE_RE, takeLength);
}

const takeRate: Take = (m, s) => {
  let v = parseNum(m[1] ?? m[4] ?? m[6]) * (m[2] ? 1000 : 1);
  const unit = (m[3] ?? 't').toLowerCase();
  if (unit.startsWith('q')) v *= 10;
  else if (unit.startsWith('k')) v *= 1000;
  if (v < 100 || v > 50_000) return false;
  s.f.rate ??= { value: Math.round(v), conf: 1 };
};

const takeWeight: Take = (m, s) => {
  const low = parseNum(m[1]);
  const high = m[2] ? parseNum(m[2]) : low;
  // "18-20 ton": quote the upper bound, the truck has to take it.
  let v = Math.max(low, high);
  const unit = m[3].toLowerCase();
  if (unit.startsWith('q') || unit.startsWith('kw') || unit.startsWith('ku')) v /= 10;
  else if (unit.startsWith('k')) v /= 1000;
  if (v <= 0 || v > 100) return false;
  s.f.weight ??= { value: round3(v), conf: 1 };
};

const takeWeightLabel: Take = (m, s) => {
  const n = Number(m[1]);
  const v = n >= 100 ? n / 1000 : n;
  if (v <= 0 || v > 60) return false;
  s.f.weight ??= { value: round3(v), conf: 0.7, note: n >= 100 ? 'No unit given; read as kg' : 'No unit given; read as tonnes' };
};

function extractPrice(text: string, f: Fields): void {
  let best: (Val<number> & { cue: string }) | null = null;
  PRICE_RE.lastIndex = 0;
  for (let m = PRICE_RE.exec(text); m; m = PRICE_RE.exec(text)) {
    const cand = priceCandidate(text, m);
    if (cand && (!best || cand.conf > best.conf)) best = cand;
  }
  if (best) f.price ??= best;
}

function priceCandidate(text: string, m: RegExpExecArray): (Val<number> & { cue: string }) | null {
  const [, currency, num, suffixRaw, slashDash] = m;
  const suffix = (suffixRaw ?? '').toLowerCase();
  const n = parseNum(num);
  if (suffix === 'l' && n >= 100) return null; // "20000 L" is litres, not lakh
  const mult = suffix === '' ? 1 : suffix.startsWith('l') ? 100_000 : 1000;
  const value = Math.round(n * mult);
  const before = text.slice(Math.max(0, m.index - 16), m.index);
  const cueMatch = PRICE_CUE_RE.exec(before);
  const cue = currency ? 'rs' : cueMatch ? (cueMatch[0].trim().startsWith('@') ? '@' : 'rate') : '';
  let conf: number;
  if (currency || cueMatch) conf = 1;
  else if (suffix) conf = 0.9;
  else if (slashDash) conf = 0.9;
  else if (num.includes(',')) conf = 0.8;
  // A bare round number ("45000", "2500") in a load post is almost always the freight.
  else if (value >= PRICE_BARE_MIN && value % 100 === 0 && !num.includes('.')) conf = value >= 5000 ? 0.6 : 0.5;
  else return null;
  if (value < 100 || value > 5_000_000) return null;
  // Small cued numbers ("@1800", "rate 1750") are per-tonne rates when a weight is known; decided later.
  if (value < 1000 && !cue) return null;
  return { value, conf, cue };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

interface TruckRule {
  type: TruckType;
  re: RegExp;
  conf: number;
}

const TRUCK_RULES: TruckRule[] = [
  { type: 'reefer', re: /\b(?:reefer|refer van|refrigerated|frozen|cold chain|chiller|temperature controlled|temp controlled)\b/, conf: 1 },
  { type: 'tanker', re: /\b(?:tankers?|bulkers?|tank lorry)\b/, conf: 1 },
  { type: 'tipper', re: /\b(?:tippers?|dumpers?|hyva|hywa)\b/, conf: 1 },
  { type: 'trailer', re: /\b(?:trailers?|trailor|trailar|treller|flat ?bed|low ?bed|semi[- ]?bed|high ?bed|odc|hydraulic axle)\b/, conf: 1 },
  { type: 'other', re: /\b(?:car carrier|car trailer)\b/, conf: 1 },
  {
    type: 'lcv',
    re: /\b(?:tata ace|super ace|ace|chh?ota h?aa?thi|(?:bolero|mahindra|tata|mini|small|chh?ota|\d|ek|one)\s*pick ?ups?|pick ?up\s*(?:truck|gaa?di|gadi|vehicle|van|required|reqd|chahiye|needed)|lcv|dost|mini truck|tempo)\b|(?<!\d)(?:407|709|909|1109)(?!\d)/,
    conf: 1,
  },
  { type: 'lcv', re: /\beicher\b/, conf: 0.7 },
  // "cont" is also short for contact ("Cont - 98..."; the number is blanked by then), so not before a line end or "no".
  { type: 'container', re: /\b(?:containers?|contr|cntr|sxl|mxl|txl|closed body|closed|box body|high cube)\b|\bcont\b(?![ :.-]*(?:\n|$|no\b|num|det|pers))/, conf: 1 },
  { type: 'open', re: /\b(?:open|open body|taurus|half body|full body)\b/, conf: 1 },
  { type: 'container', re: /कंटेनर|कन्टेनर/, conf: 1 },
  { type: 'trailer', re: /ट्रेलर/, conf: 1 },
  { type: 'tanker', re: /टैंकर/, conf: 1 },
  { type: 'open', re: /ओपन|खुली/, conf: 1 },
  { type: 'open', re: /\b(?:10|12|14|16|18|22)\s*(?:wheel(?:er)?s?|whl|tyres?|tires?|chakk[ae]|chakka)\b/, conf: 0.6 },
];

// All rules in one pass; the group that matched tells the rule, and the earliest rule in the list wins.
const TRUCK_ANY_RE = new RegExp(TRUCK_RULES.map((r) => `(${r.re.source})`).join('|'), 'g');

function extractTruck(text: string, f: Fields): void {
  const low = text.toLowerCase();
  TRUCK_ANY_RE.lastIndex = 0;
  let best = TRUCK_RULES.length;
  for (let m = TRUCK_ANY_RE.exec(low); m; m = TRUCK_ANY_RE.exec(low)) {
    const rule = m.findIndex((g, i) => i > 0 && g !== undefined) - 1;
    if (rule >= 0 && rule < best) best = rule;
  }
  const rule = TRUCK_RULES[best];
  if (rule) f.truck = { value: rule.type, conf: rule.conf, note: rule.conf < 1 ? 'Truck type guessed from the wording' : undefined };
}

/** Extracts every field found in a piece of text; each step blanks what it used so later steps cannot misread it. */
function extractFields(text: string, base: number): Fields {
  const f: Fields = {};
  if (!/\S/.test(text)) return f;
  const s: Scan = { text, f, base, dates: [] };
  consume(s, PHONE_RE, takePhone);
  consume(s, TIME_RE, takeNothing);
  extractDates(s);
  if (MISC_LABEL_HINT_RE.test(s.text)) consume(s, MISC_LABEL_RE, takeNothing);
  consume(s, MISC_NUMBER_RE, takeNothing);
  extractTruck(s.text, f);
  extractLength(s);
  if (s.text.includes('/') || RATE_HINT_RE.test(s.text)) consume(s, PER_TONNE_RE, takeRate);
  consume(s, WEIGHT_RE, takeWeight);
  if (!s.f.weight && WEIGHT_LABEL_HINT_RE.test(s.text)) consume(s, WEIGHT_LABEL_RE, takeWeightLabel);
  extractPrice(s.text, f);
  return f;
}

// ---------------------------------------------------------------------------
// Message intent
// ---------------------------------------------------------------------------

const VEHICLE = String.raw`(?:gaa?di|gadi|gaddi|gaadiya|gaadiyan|truck|trucks|vehicle|vehicles|trailer|container|taurus|sxl|mxl|tanker|tipper|lcv|ace|pickup|open|\d+\s*(?:ft|feet|fit|wheeler|tyre|chakka))`;
// Truck owners offering a truck: "32ft gaadi khali", "truck available", "khali gaadi" (but not "khali gaadi chahiye").
const AVAILABLE_TRUCK_RE = new RegExp(
  [
    String.raw`\b${VEHICLE}s?\s+(?:is\s+|are\s+|hai\s+|h\s+|bhi\s+)?(?:available|availble|avail|avl|avlb|avbl|khali|khaali|empty|ready|free|kaali)\b`,
    String.raw`\b(?:khali|khaali|empty|available|avl|avlb|avail)\s+(?:hai\s+)?(?:gaa?di|gadi|gaddi|truck|trucks|vehicle|vehicles|trailer|container)s?\b(?!\s*(?:chahiye|chaiye|chahie|required|reqd|req|needed|need|wanted))`,
  ].join('|'),
  'i',
);
const AVAILABLE_WORD_RE = /avail|avl|avb|kh?aa?li|empty|ready|free/i;
// Truck owners asking for a load: "need load", "load chahiye", "koi load ho to batao".
const WANT_LOAD_RE = new RegExp(
  [
    String.raw`\b(?:need|needs|want|require|required|reqd|looking for|koi|any|return)\s+(?:\w+\s+)?loads?\b`,
    String.raw`\bloads?\s+(?:chahiye|chaiye|chahie|required|reqd|needed|wanted|milega|mil jayega|do|dijiye|batao|hai kya|h kya|ho to)\b`,
  ].join('|'),
  'i',
);
const LOAD_MARKER_RE = new RegExp(
  [
    String.raw`\bloads?\s+(?:available|availble|avl|avlb|avail|hai|h|ready|urgent)\b`,
    String.raw`\b${VEHICLE}s?\s+(?:chahiye|chaiye|chahie|chahiya|required|reqd|req|needed|wanted|mangta|chaheye)\b`,
    String.raw`\b(?:need|needs|require|required|reqd|want|urgently)\s+(?:a\s+|an\s+)?(?:\d+\s*)?${VEHICLE}`,
    String.raw`\b(?:requirement|urgent load|maal hai|maal ready|material ready|bhada|freight)\b`,
  ].join('|'),
  'i',
);
const RATE_QUERY_RE =
  /\b(?:rate|bhada|price)\s+(?:kya|kitna|kitne|batao|bataye|chal raha)|\b(?:kya|kitna)\s+(?:rate|bhada)|what(?:'s| is)?\s+(?:the\s+)?rate|\bany rate\b|\b(?:current|market|aaj ka|today'?s) rate\b|\bchal rah[aei]\b/i;

interface Intent {
  availability: boolean;
  load: boolean;
  rateQuery: boolean;
}

function intentOf(text: string): Intent {
  const hasLoadWord = /load/i.test(text);
  const availability = (AVAILABLE_WORD_RE.test(text) && AVAILABLE_TRUCK_RE.test(text)) || (hasLoadWord && WANT_LOAD_RE.test(text));
  return { availability, load: LOAD_MARKER_RE.test(text), rateQuery: RATE_QUERY_RE.test(text) };
}

// ---------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------

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
}

interface Analysis {
  text: string;
  toks: Tok[];
  routes: Route[];
  /** Mentions left unpaired. */
  mentions: Mention[];
  intent: Intent;
  question: boolean;
}

function analyse(body: string): Analysis {
  let text = body.replace(EDITED_RE, '');
  if (SYSTEM_HINT_RE.test(text)) text = text.replace(SYSTEM_LINE_RE, '');
  const toks = tokenize(text);
  const { routes, mentions } = findRoutes(toks);
  return { text, toks, routes, mentions, intent: intentOf(text), question: text.includes('?') };
}

/** Positions of a text's newlines, so that line lookups are binary searches (a long line is not scanned per load). */
function newlinesOf(body: string): number[] {
  const out: number[] = [];
  for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) out.push(i);
  return out;
}

/** Where the line holding `pos` starts. */
function lineStartAt(newlines: number[], pos: number): number {
  const k = firstAbove(newlines, pos - 1) - 1;
  return k >= 0 ? newlines[k] + 1 : 0;
}

/** Where the line holding `pos` ends (its newline, or the end of the text). */
function lineEndAt(newlines: number[], length: number, pos: number): number {
  const k = firstAbove(newlines, pos - 1);
  return k < newlines.length ? newlines[k] : length;
}

function segmentsOf(body: string, toks: Tok[], routes: Route[]): Segment[] {
  const newlines = newlinesOf(body);
  const starts = routes.map((r, k) => {
    const pos = toks[r.anchor].start;
    const prev = routes[k - 1];
    const sameLine = prev && lineStartAt(newlines, toks[prev.anchor].start) === lineStartAt(newlines, pos);
    return sameLine ? pos : lineStartAt(newlines, pos);
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
}

function routeLineEnd(a: Analysis, newlines: number[], seg: Segment): number {
  return lineEndAt(newlines, a.text.length, a.toks[seg.route.endTok].end);
}

function sharedFields(a: Analysis, segs: Segment[], base: number): Shared {
  const { text } = a;
  const header = extractFields(text.slice(0, segs[0].start), base);
  if (segs.length < 2) return { header, footer: {}, footerHasAll: false, siblings: [] };
  const phoneOnly: Fields = {};
  extractPhone(text, phoneOnly);
  const newlines = newlinesOf(text);
  const last = segs[segs.length - 1];
  const footer = extractFields(text.slice(Math.min(text.length, routeLineEnd(a, newlines, last) + 1)), base);
  let listStyle = true;
  for (let k = 0; k + 1 < segs.length && listStyle; k++) listStyle = text.slice(routeLineEnd(a, newlines, segs[k]), segs[k].end).trim() === '';
  return { header, footer, footerHasAll: listStyle, siblings: [], anyPhone: phoneOnly.phone };
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

function mergeFields(own: Fields, shared: Shared, ctx: Context): Fields {
  const { header: h, footer: ft, footerHasAll: all, siblings } = shared;
  const inh = ctx.inherited;
  const out: Fields = {};
  out.phone = firstOf(own.phone, [h.phone, ft.phone, shared.anyPhone, inh.phone, ctx.senderPhone]);
  out.date =
    firstOf(strongDate(own), [strongDate(h), strongDate(ft), ...siblings.map(strongDate), strongDate(inh)]) ??
    firstOf(weakDate(own), [weakDate(h), weakDate(ft), ...siblings.map(weakDate), weakDate(inh)]);
  Object.assign(out, truckOf(own, [h, ft, inh], siblings));
  out.weight = firstOf(own.weight, [h.weight, all ? ft.weight : undefined, inh.weight]);
  out.rate = firstOf(own.rate, [h.rate, all ? ft.rate : undefined, inh.rate]);
  out.price = firstOf(own.price, [h.price, all ? ft.price : undefined, inh.price]);
  return out;
}

/** Truck type and length travel together: a sibling's "32ft SXL" is borrowed whole or not at all. */
function truckOf(own: Fields, shared: Fields[], siblings: Fields[]): Pick<Fields, 'truck' | 'length'> {
  if (own.truck || own.length) {
    return { truck: firstOf(own.truck, shared.map((f) => f.truck)), length: firstOf(own.length, shared.map((f) => f.length)) };
  }
  const source = [...shared, ...siblings].find((f) => f.truck || f.length);
  if (!source) return {};
  const fade = shared.includes(source) ? 0.9 : 0.75;
  return { truck: firstOf(undefined, [source.truck], fade), length: firstOf(undefined, [source.length], fade) };
}

/** Drops rate enquiries, questions and bare city pairs ("Delhi to Mumbai by train"): a load needs some load detail. */
function isLoad(a: Analysis, f: Fields, route: Route): boolean {
  const { intent } = a;
  if (intent.rateQuery && !intent.load && !f.weight) return false;
  if (a.question && !f.weight && !f.price) return false;
  if (!(f.weight || f.truck || f.length || f.price || f.rate || intent.load)) return false;
  const bothUnknown = !route.origin?.city && !route.dest?.city;
  return !bothUnknown || !!(f.weight && f.truck);
}

function buildCandidate(seg: Segment, f: Fields, ctx: Context, raw: string): ParsedCandidate {
  const errors: Record<string, string> = {};
  const conf: Record<string, number> = {};
  const { route } = seg;
  const place = (m: Mention | null, field: 'origin' | 'destination') => {
    if (!m) {
      errors[field] = field === 'origin' ? 'Origin not found' : 'Destination not found';
      conf[field] = 0;
      return null;
    }
    conf[field] = round2(Math.min(m.conf, route.conf));
    if (m.note) errors[field] = m.note;
    return m.name;
  };
  const origin = place(route.origin, 'origin');
  const destination = place(route.dest, 'destination');

  let truck = f.truck;
  // 30-34 ft trucks in India are closed containers (SXL/MXL); shorter lengths could be anything.
  if (!truck && f.length && f.length.value >= 30 && f.length.value <= 34) {
    truck = { value: 'container', conf: 0.6, note: `Truck type guessed from ${f.length.value} ft length` };
  }
  setField(conf, errors, 'truck_type', truck, 'Truck type not found');
  setField(conf, errors, 'truck_length_ft', f.length);
  setField(conf, errors, 'weight', f.weight, 'Weight not found');
  setField(conf, errors, 'phone', f.phone);

  const { rate, price } = pricing(f);
  setField(conf, errors, 'rate_per_tonne', rate);
  setField(conf, errors, 'price', price);

  const date = f.date ?? {
    value: ctx.base,
    conf: 0.3,
    weak: true,
    note: `Pickup date not found; assumed ${dayToIso(ctx.base)} (${ctx.baseIsSentDate ? 'message date' : 'today'})`,
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
    raw,
    confidence: round2(required.reduce((s, k) => s + (conf[k] ?? 0), 0) / required.length),
    field_confidence: conf,
    valid: !!(origin && destination && truck && f.weight),
    errors,
    sender: ctx.sender,
    message_index: ctx.index,
  };
}

/** Settles total vs per-tonne: derives the total from rate x weight, or reads a small amount as a rate. */
function pricing(f: Fields): { rate?: Val<number>; price?: Val<number> } {
  let rate = f.rate;
  let price: Val<number> | undefined = f.price;
  if (!rate && f.price && f.weight && looksPerTonne(f.price, f.weight.value)) {
    rate = { value: f.price.value, conf: 0.7, note: `Read ${f.price.value} as rate per tonne` };
    price = undefined;
  }
  if (!price && rate && f.weight) price = { value: Math.round(rate.value * f.weight.value), conf: Math.min(rate.conf, f.weight.conf) * 0.95 };
  return { rate, price };
}

/** "20T @1800" or "25 ton, rate 1750": a small amount next to a weight is a per-tonne rate, not a total. */
function looksPerTonne(price: Val<number> & { cue: string }, tonnes: number): boolean {
  if (price.value >= 6000 || tonnes < 3) return false;
  if (price.cue === '@') return true;
  return price.value / tonnes < (price.cue === '' ? 150 : 400);
}

function setField(conf: Record<string, number>, errors: Record<string, string>, key: string, v: Val<unknown> | undefined, missing?: string): void {
  conf[key] = v ? round2(v.conf) : 0;
  if (v?.note) errors[key] = v.note;
  else if (!v && missing) errors[key] = missing;
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
function parseMessage(a: Analysis, ctx: Context): ParsedCandidate[] {
  if (SYSTEM_BODY_RE.test(a.text.trim())) return [];
  const { intent } = a;
  if (intent.availability && !intent.load) return [];
  let routes = a.routes;
  if (routes.length === 0) {
    const partial = intent.load ? partialRoute(a.toks, a.mentions) : null;
    if (!partial) return [];
    routes = [partial];
  }
  const segs = segmentsOf(a.text, a.toks, routes);
  const shared = sharedFields(a, segs, ctx.base);
  const texts = segs.map((seg) => a.text.slice(seg.start, seg.end));
  const own = texts.map((t) => extractFields(t, ctx.base));
  const lenders = siblingLenders(own);
  const out: ParsedCandidate[] = [];
  for (let k = 0; k < segs.length; k++) {
    const segIntent = segs.length > 1 ? intentOf(texts[k]) : intent;
    if (segIntent.availability && !segIntent.load) continue;
    const siblings = segs.length > 1 ? siblingsOf(own, lenders, k) : [];
    const merged = mergeFields(own[k], { ...shared, siblings }, ctx);
    if (!isLoad(a, merged, segs[k].route)) continue;
    out.push(buildCandidate(segs[k], merged, ctx, segs.length === 1 ? a.text.trim() : texts[k].trim()));
  }
  return out;
}

/** Export lines without a "Name:" are WhatsApp's own notices (joins, encryption banner, subject changes). */
function isSystemMessage(m: ChatMessage): boolean {
  return (m.sentAt !== null && m.sender === null) || SYSTEM_BODY_RE.test(m.body.trim());
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

/** Fields of a short route-less message that only adds details ("Call 98...", "*URGENT*", "kal loading"). */
function fragmentFields(a: Analysis, base: number): Fields | null {
  if (a.routes.length > 0 || a.intent.availability || a.intent.rateQuery || a.question) return null;
  if (a.text.trim().split('\n').length > 4) return null;
  const f = extractFields(a.text, base);
  return f.phone || f.date || f.truck || f.length ? f : null;
}

function fillGaps(target: Fields, from: Fields, keys: Array<keyof Fields>): void {
  for (const k of keys) if (target[k] === undefined && from[k] !== undefined) (target as Record<string, unknown>)[k] = from[k];
  // "kal loading" beats an earlier "*URGENT*".
  if (keys.includes('date') && target.date?.weak && from.date && !from.date.weak) target.date = from.date;
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
    const f = a && fragmentFields(a, bases[i]);
    if (!f) return;
    const before: number[] = [];
    for (let j = i - 1; j >= 0 && routed(j) && sameThread(messages[j], messages[i]); j--) before.push(j);
    if (before.length > 0) {
      for (const j of before) fillGaps(inherited[j], f, ['phone', 'date', 'truck', 'length']);
      return;
    }
    for (let j = i + 1; j < messages.length && routed(j) && sameThread(messages[j], messages[i]); j++) {
      fillGaps(inherited[j], f, ['phone', 'date', 'truck', 'length', 'weight', 'rate', 'price']);
    }
  });
  return inherited;
}

/** Parses a pasted batch of WhatsApp messages into candidate loads. */
export function parseChat(text: string, opts: { referenceDate?: string } = {}): ParsedCandidate[] {
  const reference = isoToDay(opts.referenceDate ?? todayInKolkata());
  const messages = splitMessages(text);
  const analyses = messages.map((m) => (isSystemMessage(m) ? null : analyse(m.body)));
  const bases = messages.map((m) => (m.sentAt ? isoToDay(m.sentAt.slice(0, 10)) : reference));
  const inherited = inheritFromFragments(messages, analyses, bases);
  const senderPhones = new Map<string, Val<string>>();
  const out: ParsedCandidate[] = [];
  messages.forEach((message, index) => {
    const a = analyses[index];
    if (!a) return;
    const ctx: Context = {
      base: bases[index],
      baseIsSentDate: message.sentAt !== null,
      sender: message.sender,
      index,
      inherited: inherited[index],
      senderPhone: message.sender ? senderPhone(message.sender, senderPhones) : undefined,
    };
    out.push(...parseMessage(a, ctx));
    rememberSenderPhone(message.sender, a.text, senderPhones);
  });
  return out;
}

function senderPhone(sender: string, known: Map<string, Val<string>>): Val<string> | undefined {
  const f: Fields = {};
  extractPhone(sender, f);
  if (f.phone) return { ...f.phone, conf: 0.8, note: 'Phone taken from the sender' };
  const earlier = known.get(sender);
  return earlier && { ...earlier, conf: 0.7, note: "Phone taken from the sender's earlier message" };
}

function rememberSenderPhone(sender: string | null, text: string, known: Map<string, Val<string>>): void {
  if (!sender) return;
  const f: Fields = {};
  extractPhone(text, f);
  if (f.phone) known.set(sender, f.phone);
}
