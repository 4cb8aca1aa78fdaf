/**
 * Numbers as people type or dictate them: digits of the Indic scripts (४५०००, ૪૫૦૦૦, ੪੫੦੦੦, ௪௫௦௦௦, ৪৫০০০)
 * and amount words ("45k", "50 hazar", "50 हज़ार", "1.2 लाख", "1.5 lakh", "2 करोड़", "1 लाख 20 हज़ार").
 * The one reading of amount words: the chat-import parser (features/chat-import/parser/units.ts) takes its
 * suffixes and multipliers from here, and the number rules of lib/fields.ts read form input through
 * amountText, weightText and digitsText before their own checks.
 */

/**
 * The zero of each script of India whose digits are read as 0-9: Devanagari, Bengali (and Assamese), Gurmukhi,
 * Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, the Arabic-Indic digits of Urdu, Kashmiri and Sindhi (both
 * forms), Ol Chiki (Santali) and Meetei Mayek (Manipuri).
 */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0660, 0x06f0, 0x1c50, 0xabf0];
const DIGIT_CLASS = DIGIT_ZEROS.map((z) => `\\u${z.toString(16).padStart(4, '0')}-\\u${(z + 9).toString(16).padStart(4, '0')}`).join('');
const INDIC_DIGIT_RE = new RegExp(`[${DIGIT_CLASS}]`, 'g');
const INDIC_DIGIT_TEST_RE = new RegExp(`[${DIGIT_CLASS}]`);

/** Whether the text has a digit of an Indic script (cheaper than asciiDigits when it has none). */
export function hasIndicDigits(s: string): boolean {
  return INDIC_DIGIT_TEST_RE.test(s);
}

/** The text with every Indic digit replaced by its ASCII digit ("४५,०००" -> "45,000"). */
export function asciiDigits(s: string): string {
  return s.replace(INDIC_DIGIT_RE, (d) => {
    const cp = d.codePointAt(0) as number;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9) as number;
    return String(cp - zero);
  });
}

const THOUSAND = 1000;
const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * Amount words and their multipliers, keyed as amountWordKey reads them (lower case, decomposed, no nukta). The
 * Latin ones are what the chat parser has always read; the others are the same words in the site's scripts.
 */
/** The words for a lakh (1,00,000) in every script and as typed in Latin letters. */
export const LAKH_WORDS: readonly string[] = [
  'lakh',
  'lakhs',
  'lac',
  'lacs',
  'lkh',
  'lk',
  'lks',
  'lkhs',
  'lacks',
  'l',
  'लाख',
  'લાખ',
  'ਲੱਖ',
  'ਲਖ',
  'லட்சம்',
  'లక్ష',
  'లక్షలు',
  'లక్షల',
  'ಲಕ್ಷ',
  'লাখ',
  'ଲକ୍ଷ',
  'ലക്ഷം',
  'latcham',
  'laksham',
  'laksha',
  'lakshalu',
];

const AMOUNT_WORDS: ReadonlyMap<string, number> = new Map([
  ...[
    'k',
    'thousand',
    'thousands',
    'hazar',
    'hazaar',
    'hajar',
    'hajaar',
    'hazzar',
    'hajjar',
    'hzr',
    'hzar',
    'hjr',
    'hjar',
    'thou',
    'thsnd',
    'हजार',
    'હજાર',
    'ਹਜਾਰ',
    'ஆயிரம்',
    'వేలు',
    'వేల',
    'ಸಾವಿರ',
    'হাজার',
    // Assamese, its r written ৰ
    'হাজাৰ',
    'ହଜାର',
    'ആയിരം',
    'velu',
    // Telugu వెయ్యి (a thousand) typed in Latin letters
    'veyyi',
    'veyi',
    'వెయ్యి',
    'saavira',
    'savira',
    'aayiram',
    'ayiram',
  ].map((w) => [amountWordKey(w), THOUSAND] as const),
  ...LAKH_WORDS.map((w) => [amountWordKey(w), LAKH] as const),
  ...['crore', 'crores', 'cr', 'करोड', 'कोटी', 'કરોડ', 'ਕਰੋੜ', 'கோடி'].map((w) => [amountWordKey(w), CRORE] as const),
]);

/**
 * The amount words the chat parser reads after a number (a regular expression's alternatives): only the Latin
 * ones, as before the words moved here, so its results stay the same.
 */
export const CHAT_AMOUNT_WORD_SOURCE = 'k|thousand|hazar|hazaar|lakhs?|lacs?|l';

/** A word's lookup form: lower case, decomposed, nukta dropped (हज़ार and हजार, करोड़ and करोड are one word). */
function amountWordKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u093c\u0a3c\u0abc]/g, '')
    .toLowerCase();
}

/**
 * What a number followed by `word` is multiplied by: 1 with no word, 1,000 for k / thousand / hazar / हज़ार,
 * 1,00,000 for lakh / lac / L / लाख, 1,00,00,000 for crore / करोड़; null for any other word, and for "L"
 * after 100 or more ("20000 L" is litres, not lakh).
 */
export function amountMultiplier(word: string, n: number): number | null {
  if (word === '') return 1;
  const key = amountWordKey(word);
  if (key === 'l' && n >= 100) return null;
  return AMOUNT_WORDS.get(key) ?? null;
}

const CURRENCY_BEFORE_RE = /^(?:₹|rs\.?|inr|रु\.?|रुपये|रुपए)\s*/i;
const CURRENCY_AFTER_RE = /\s*(?:\/-|rs\.?|rupees?|inr|₹|रुपये|रुपए|रुपया|रु\.?|રૂપિયા|ਰੁਪਏ|ரூபாய்)$/i;
// "1.2 लाख", "50k", "1 lakh 20 hazar": a number, then a word unless it is the last term.
const TERM_RE = /(\d+(?:\.\d+)?)\s*([\p{L}\p{M}]*)\s*/uy;

/**
 * A rupee amount typed or dictated in words, as plain rupees ("1.2 लाख" -> "120000", "50 hazar" -> "50000",
 * "₹1 lakh 20 hazar" -> "120000", "1.2 लाख रुपये" -> "120000"); terms must go from larger to smaller words.
 * Other input comes back with its digits made ASCII ("₹४५,०००" -> "₹45,000"), for the rupee rule to judge
 * as before.
 */
export function amountText(input: string): string {
  const s = asciiDigits(input).trim();
  const bare = s.replace(CURRENCY_BEFORE_RE, '').replace(CURRENCY_AFTER_RE, '').trim();
  // No amount word ("45,000", "₹45,000", "12 rupees"): the rupee rule judges the text as it always has.
  if (!/\p{L}/u.test(bare)) return s;
  return amountInWords(bare.replace(/(\d),(?=\d)/g, '$1')) ?? s;
}

/** The sum of "number word" terms in paise, as rupees text, or null when the text is not such a sum. */
function amountInWords(s: string): string | null {
  let paise = 0n;
  let last = Number.POSITIVE_INFINITY;
  TERM_RE.lastIndex = 0;
  while (TERM_RE.lastIndex < s.length) {
    const m = TERM_RE.exec(s);
    if (!m) return null;
    const [, num, word] = m;
    const mult = amountMultiplier(word, Number(num));
    // Each term's word is smaller than the one before ("1 lakh 20 hazar"); a bare number can only come last.
    if (mult === null || mult >= last) return null;
    last = mult;
    const [whole, frac = ''] = num.split('.');
    const scaled = BigInt(whole + frac) * BigInt(mult) * 100n;
    const unit = 10n ** BigInt(frac.length);
    if (scaled % unit !== 0n) return null; // finer than a paisa
    paise += scaled / unit;
  }
  if (last === Number.POSITIVE_INFINITY) return null;
  const rupees = paise / 100n;
  const rest = paise % 100n;
  return rest === 0n ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

const TONNE_UNIT_RE = /(?<=\d)\s*(?:t|mt|tn|tons?|tonnes?|टन|ટન|ਟਨ|டன்)\.?$/iu;

/** A weight typed in tonnes: Indic digits made ASCII and a trailing tonne unit dropped ("१२.५" -> "12.5", "12 टन" -> "12"). */
export function weightText(input: string): string {
  return asciiDigits(input).trim().replace(TONNE_UNIT_RE, '');
}

const FEET_UNIT_RE = /(?<=\d)\s*(?:ft\.?|feet|foot|फीट|फुट|ફૂટ|ਫੁੱਟ|அடி)$/iu;

/** A length typed in feet: Indic digits made ASCII and a trailing "ft" / "फीट" dropped ("३२ फीट" -> "32"). */
export function feetText(input: string): string {
  return asciiDigits(input).trim().replace(FEET_UNIT_RE, '');
}

/** A whole number typed in any script's digits ("३" -> "3"). */
export function digitsText(input: string): string {
  return asciiDigits(input);
}
