/**
 * Lines and messages, the parser's first stage: reads a pasted chat (Android or iPhone export, messages copied
 * from WhatsApp, or plain paragraphs) and returns its messages with sender, sent time and body; also the
 * patterns of WhatsApp's own notices ("<Media omitted>", "... joined using this group's invite link") and the
 * line lookups the later stages use to find where a line starts and ends.
 */
import { TABLE_COLUMN_WORDS } from '../lexicon/posts.js';
import { dayToIso, makeDay } from './days.js';

export interface ChatMessage {
  sender: string | null;
  /** Local time from the export line, yyyy-mm-ddTHH:MM. */
  sentAt: string | null;
  body: string;
}

// Line endings, invisible marks (iPhone exports are full of U+200E), odd spaces (U+202F before AM/PM)
// and curly quotes, mapped in one pass.
const NORMALISE_RE = /\r\n?|[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\ufe0f|[\u00a0\u2007\u202f\t]|[’‘`]|[“”]/g;

function normalisedChar(ch: string): string {
  switch (ch[0]) {
    case '\r':
      return '\n';
    case '\u00a0':
    case '\u2007':
    case '\u202f':
    case '\t':
      return ' ';
    case '’':
    case '‘':
    case '`':
      return "'";
    case '“':
    case '”':
      return '"';
    default:
      return '';
  }
}

function normaliseText(text: string): string {
  const t = (text.includes('\t') || text.includes('  ') || text.includes('|')) && PLACE_TITLE_CELL_RE.test(text) ? tableRows(text) : text;
  let n = t.replace(NORMALISE_RE, normalisedChar);
  if ((n.includes('*') || n.includes('_')) && MARK_OPEN_RE.test(n) && MARK_CLOSE_RE.test(n)) n = n.replace(MARKS_RE, '');
  if (LEADING_PICTURE_RE.test(n)) n = n.replace(LEADING_PICTURES_RE, '');
  // a run of spaces reads as one ("Car  carrier", "98200  11223"): posts typed or pasted with double spaces
  return n.includes('  ') ? n.replace(SPACE_RUN_RE, ' ') : n;
}

/**
 * WhatsApp's bold and italics, "*From: Pune*", "_*Rate:* 45k_": where a text has a mark that opens (after a line
 * start, a space or a bracket, before a letter or digit) and one that closes (after one, before a space, a stop or a
 * line end), as WhatsApp's own formatting reads them, every such mark is dropped, so a line's label or place opens it;
 * a times sign ("32ft*2"), a name's underscore ("load_list"), a bullet ("* Pune") and a rule ("*****") are none.
 */
const MARK_OPEN = String.raw`(?<=^|[\s(\[{"'])[*_]+(?=[^\s*_])`;
const MARK_CLOSE = String.raw`(?<=[^\s*_])[*_]+(?=$|[\s)\]}.,;:!?"'])`;
const MARK_OPEN_RE = new RegExp(MARK_OPEN, 'mu');
const MARK_CLOSE_RE = new RegExp(MARK_CLOSE, 'mu');
const MARKS_RE = new RegExp(`${MARK_OPEN}|${MARK_CLOSE}`, 'gmu');

/**
 * Pictures opening a line ("🚛🚛 Pune to Delhi", "✅ 32 ft", "📍Nashik"): dropped where letters or digits follow on
 * the line, so the line opens with its words; a line of pictures alone, and pictures inside a line (a truck between
 * two places), stay.
 */
const LEADING_PICTURE_RE = /^[^\S\n]*(?:\p{Extended_Pictographic}|[•▪◾◽➤►])/mu;
const LEADING_PICTURES_RE = /^[^\S\n]*(?:(?:\p{Extended_Pictographic}|[•▪◾◽➤►])[\u200d\u{1f3fb}-\u{1f3ff}]*[^\S\n]*)+(?=[\p{L}\p{N}])/gmu;

const SPACE_RUN_RE = / {2,}/g;

// A cell titling a place column ("From", "To", "से"), between cell partings: what a table's header row has, and a fast
// test that almost every other post fails.
const PLACE_TITLE_CELL_RE = new RegExp(`(?:^|[\\t|]|  )[^\\S\\n]*(?:${TABLE_COLUMN_WORDS.place.join('|')})[^\\S\\n]*(?:[\\t|]|  |$)`, 'imu');
const COLUMN_KINDS = new Map(Object.entries(TABLE_COLUMN_WORDS).flatMap(([kind, words]) => words.map((w) => [w, kind])));
// Cells of a table row: parted by tabs, by runs of two or more spaces (Excel pasted as text) or by bars.
const CELL_SPLIT_RE = /[^\S\n]*[\t|][^\S\n]*| {2,}/;
const BARE_NUMBER_RE = /^\d{1,3}(?:\.\d{1,2})?$/;
const BARE_FIGURE_RE = /^\d[\d,]*(?:\.\d{1,2})?$/;
/** The fewest titled columns that make a line a table's header row. */
const MIN_TITLED_COLUMNS = 3;

/** What a header cell titles: by its first word ("Weight (MT)", "Wt/Ton") or all its letters ("S.No"), '' if nothing. */
function columnKind(cell: string): string {
  const low = cell.toLowerCase();
  const first = /[\p{L}\p{M}]+/u.exec(low)?.[0] ?? low.trim();
  const letters = low.replace(/[^\p{L}\p{M}#]/gu, '');
  // ("Rate/MT", "Rate per ton": a freight a tonne, by all its letters before its first word)
  if (COLUMN_KINDS.get(letters) === 'perTonne') return 'perTonne';
  return COLUMN_KINDS.get(first) ?? COLUMN_KINDS.get(letters) ?? '';
}

function cellsOf(line: string): string[] {
  return line.trim().split(CELL_SPLIT_RE);
}

/**
 * A table pasted from a spreadsheet ("From\tTo\tTruck\tWt\tRate" over "Pune\tDelhi\t32ft\t9\t45000"): each row
 * under a header row of column titles, while it has as many cells, is written as a row of "|" columns (as posts write
 * them), a bare number in a weight column with its tonnes and in a length column with its feet ("9 T", "32 ft"), the
 * place columns first ("26/7\tNagpur\tHyderabad\t..." under "Date\tFrom\tTo\t..." is "Nagpur | Hyderabad | 26/7 | ...").
 */
function tableRows(text: string): string {
  const lines = text.split('\n');
  let kinds: string[] | null = null;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const cells = cellsOf(lines[i]);
    if (kinds && cells.length === kinds.length) {
      const read = cells.map((c, k) => {
        const kind = kinds?.[k];
        if (kind === 'perTonne' && BARE_FIGURE_RE.test(c)) return `${c} PMT`;
        if (!BARE_NUMBER_RE.test(c)) return c;
        return kind === 'serial' ? '' : kind === 'weight' ? `${c} T` : kind === 'length' ? `${c} ft` : c;
      });
      // ("Date | From | To | ...": the two place cells first, so a row opens with its route as posts' rows do)
      const places = read.filter((_c, k) => kinds?.[k] === 'place');
      const ordered = places.length === 2 ? [...places, ...read.filter((_c, k) => kinds?.[k] !== 'place')] : read;
      lines[i] = ordered.filter((c) => c !== '').join(' | ');
      changed = true;
      continue;
    }
    kinds = null;
    if (cells.length < MIN_TITLED_COLUMNS) continue;
    const titled = cells.map(columnKind);
    // most of a header row's cells are titles; a post typed with double spaces ("Pune  to  Delhi  32  ft  9  MT") has few
    const titles = titled.filter((k) => k !== '' && k !== 'serial').length;
    if (titles >= MIN_TITLED_COLUMNS && titles * 2 >= cells.length) kinds = titled;
  }
  return changed ? lines.join('\n') : text;
}

const AMPM = String.raw`([ap]\.?\s?m\.?)?`;
const ANDROID_RE = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4}),?\s+(\d{1,2})[:.](\d{2})(?::\d{2})?\s*${AMPM}\s*[-–]\s(.*)$`, 'i');
const IOS_RE = new RegExp(String.raw`^\[(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4}),?\s+(\d{1,2})[:.](\d{2})(?::\d{2})?\s*${AMPM}\]\s?(.*)$`, 'i');
// What WhatsApp puts on the clipboard when several messages are copied: "[9:41 am, 22/11/2026] Name: text".
const COPY_RE = new RegExp(String.raw`^\[(\d{1,2})[:.](\d{2})\s*${AMPM},\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\]\s?(.*)$`, 'i');
const HEADER_START_RE = /^(?:\[|\d{1,2}[/.-]\d)/m;
// Line breaks other than "\n" (which normaliseText leaves only when a paste holds U+2028 or U+2029): where
// HEADER_START_RE's "^" matches too, so a paste that has any is tested with the pattern.
const OTHER_BREAK_RE = /[\r\u2028\u2029]/;
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

function isDigitAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

function isDateMarkAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 47 /* / */ || c === 46 /* . */ || c === 45 /* - */;
}

/** HEADER_START_RE at the start of the line at `at`: a "[", or one or two digits, a date's mark and a digit. */
function headerStartAt(text: string, at: number): boolean {
  if (text.charCodeAt(at) === 91 /* [ */) return true;
  if (!isDigitAt(text, at)) return false;
  const mark = isDigitAt(text, at + 1) ? at + 2 : at + 1;
  return isDateMarkAt(text, mark) && isDigitAt(text, mark + 1);
}

/** Whether a line of a text split at "\n" alone opens as an export's header line may (HEADER_START_RE), line start by line start. */
function hasHeaderStart(text: string): boolean {
  if (headerStartAt(text, 0)) return true;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) if (headerStartAt(text, i + 1)) return true;
  return false;
}

/** Splits a pasted chat (Android/iPhone export, copied messages or plain paste) into messages. */
export function splitMessages(text: string): ChatMessage[] {
  const normalised = normaliseText(text);
  if (!(OTHER_BREAK_RE.test(normalised) ? HEADER_START_RE.test(normalised) : hasHeaderStart(normalised))) return plainChunks(normalised.split('\n'));
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

/**
 * A line between posts of a paste that only parts them: three or more rule marks ("----", "=====", "*****", "~~~~",
 * "〰〰〰", "➖➖➖", "•••"), or a lone dot; read as a blank line. A line of pictures ("🚛🚛🚛", "✅✅✅") may as well
 * adorn a post inside it, and parts nothing.
 */
const RULE_LINE_RE = /^[^\S\n]*(?:[-–—_=~*.•·+#〰➖━─═▪◾■●◆★☆][^\S\n]*){3,}$|^[^\S\n]*\.{1,2}[^\S\n]*$/u;

const NOT_SPACE_RE = /\S/;

/** The paragraphs of a paste's lines: runs of lines parted by blank lines (or rule lines), each trimmed. */
function paragraphs(lines: string[]): string[] {
  const chunks: string[] = [];
  let run: string[] = [];
  for (const line of lines) {
    if (NOT_SPACE_RE.test(line) && !RULE_LINE_RE.test(line)) {
      run.push(line);
    } else if (run.length > 0) {
      chunks.push(run.join('\n').trim());
      run = [];
    }
  }
  if (run.length > 0) chunks.push(run.join('\n').trim());
  return chunks;
}

function plainChunks(lines: string[]): ChatMessage[] {
  const chunks = paragraphs(lines);
  const out: string[] = [];
  for (const chunk of chunks) {
    const prev = out.length > 0 ? out[out.length - 1] : undefined;
    const last = prev === undefined ? null : itemNumber(prev.slice(prev.lastIndexOf('\n') + 1));
    if ((last !== null && itemNumber(chunk) === last + 1) || (prev !== undefined && LIST_HEADER_RE.test(prev) && LIST_START_RE.test(chunk))) out[out.length - 1] += `\n${chunk}`;
    else out.push(chunk);
  }
  return out.map((body) => ({ sender: null, sentAt: null, body }));
}

// A list's header of a line of its own, a few words with an origin's label ("*Ex Mundra*", "Loads from Pune:"), and what
// opens a list below it (a bullet, a number or a capital): a blank line between them parts no posts.
const LIST_HEADER_RE = /^[^\p{L}\p{N}\n]*(?:[\p{L}\p{M}]+[^\S\n]+){0,3}(?:ex|from)[-\s]+(?:[\p{L}\p{M}]+[^\p{L}\p{M}\p{N}\n]*){1,3}$/iu;
const LIST_START_RE = /^[^\p{L}\p{N}\n]*(?:\(?\d{1,2}(?:[).]|\u20e3)|\p{Lu})/u;

// A list item's number opening a line: "2)", "(2)", "2.", "2⃣" (a keycap, its variation selector gone).
const ITEM_NUMBER_RE = /^[^\S\n]*\(?(\d{1,2})(?:[).]|\u20e3)/;

/**
 * The number of the list item a line opens with, or null. "Loads from Pune:\n1) Delhi ...", a blank line, "2) Jaipur
 * ...": a paragraph opening with the item after the last line of the one before goes on with its list, so the items
 * share its header and footer.
 */
function itemNumber(line: string): number | null {
  const m = ITEM_NUMBER_RE.exec(line);
  return m ? Number(m[1]) : null;
}

export const SYSTEM_BODY_RE =
  /^(?:<?media omitted>?|(?:image|video|audio|sticker|gif|document|contact card) omitted|this message was deleted|you deleted this message|message deleted|null|<attached: [^>]*>|missed (?:voice|video) call|waiting for this message.*)$/i;
export const SYSTEM_LINE_RE =
  /^(?:<?media omitted>?|(?:image|video|audio|sticker|gif|document|contact card) omitted|this message was deleted|you deleted this message|message deleted|<attached: [^>]*>|missed (?:voice|video) call|waiting for this message.*|.*end-to-end encrypted.*|.*joined using this group's invite link|.*changed (?:the subject|this group's|the group).*|.*created (?:the )?group.*|.*security code (?:changed|with).*|.*is now an admin)$/gim;
export const SYSTEM_HINT_RE = /omitted|deleted|encrypted|invite link|changed|created|security code|admin|attached|missed|waiting for/i;
export const EDITED_RE = /\s*<this message was edited>/gi;

/** Export lines without a "Name:" are WhatsApp's own notices (joins, encryption banner, subject changes). */
export function isSystemMessage(m: ChatMessage): boolean {
  return (m.sentAt !== null && m.sender === null) || SYSTEM_BODY_RE.test(m.body.trim());
}

/** Index of the first value above `v` in an ascending list (its length when none is). */
export function firstAbove(list: number[], v: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] > v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Positions of a text's newlines, so that line lookups are binary searches (a long line is not scanned per load). */
export function newlinesOf(body: string): number[] {
  const out: number[] = [];
  for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) out.push(i);
  return out;
}

/** Where the line holding `pos` starts. */
export function lineStartAt(newlines: number[], pos: number): number {
  const k = firstAbove(newlines, pos - 1) - 1;
  return k >= 0 ? newlines[k] + 1 : 0;
}

/** Where the line holding `pos` ends (its newline, or the end of the text). */
export function lineEndAt(newlines: number[], length: number, pos: number): number {
  const k = firstAbove(newlines, pos - 1);
  return k < newlines.length ? newlines[k] : length;
}
