/**
 * Dates, a field stage of the parser: reads a scan's text and sets its pickup date (a day number, see days.ts)
 * from numeric dates ("24/11", "24-11-2026"), month names ("24th Nov", "Nov 24"), ordinals next to a date
 * word, "after 2 days", relative words in English, Hinglish and Hindi ("tomorrow", "kal", "परसों") and
 * weekdays, else "urgent" as today (a weak date). Clock times are blanked first so they read as nothing.
 */
import {
  CHARGE_WORDS,
  DAY_OF_MONTH_WORDS,
  DAY_OFFSET_WORDS,
  CLOSED_DAY_WORDS,
  DELIVERY_WORDS,
  FESTIVAL_WORDS,
  OFF_DAY_WORDS,
  QUOTE_DEADLINE_WORDS,
  LOADING_WORDS,
  MALAYALAM_WEEKDAYS,
  MONTH_END_WORDS,
  FIRST_WEEK_WORDS,
  MONTH_WORDS,
  NAMED_DAYS,
  ONE_EACH_WORDS,
  ONE_WORDS,
  TAMIL_LATIN_DAY_WORDS,
  TAMIL_LATIN_WEEKDAY_STEMS,
  WEEKDAY_STEMS,
  WEEKDAY_STEMS_INDIC,
  WEEKDAY_STEMS_WITH_KO,
  WEEKDAY_WORDS,
  LISTEN_AFTER_SUN_WORDS,
  PAST_TENSE_WORDS,
} from '../lexicon/dates.js';
import { AND_WORDS } from '../lexicon/places.js';
import { TAKEN_BACK_FILLERS, TAKEN_BACK_WORDS } from '../lexicon/posts.js';
import { GOODS_WORDS } from './goods.js';
import { WHEEL_WORDS_LATIN } from '../lexicon/trucks.js';
import { AMOUNT_WORDS, CHOICE_WORDS, COUNTING_WORDS, FEET_WORDS, LATIN_WEIGHT_WORDS, PER_WORDS, RUPEE_WORDS, SPOKEN_NUMBERS, WEIGHT_UNITS } from '../lexicon/units.js';
import { notes } from '../notes.js';
import { DAY_MS, dayNearBase, makeDay, misspeltWeekday } from './days.js';
import { consume, takeNothing, type Scan, type Take } from './scan.js';
import { devanagari } from './letters.js';
import { alternation, wordsSource } from './words.js';

// ("6/7 baje", "4-5 pm": a span of hours, never 6 July)
const TIME_RE = /(?<![\d/.])\d{1,2}(?:[:.]\d{2})?(?:[^\S\n]*[-/–][^\S\n]*\d{1,2}(?:[:.]\d{2})?)?\s*(?:am|pm|a\.m\.?|p\.m\.?|baje|bje|hrs|o'?clock)(?![a-z])|(?<![\d/.])\d{1,2}:\d{2}(?![\d])/gi;
// The scripts' weight, length and amount units ("7-7 टन" is seven tonnes a truck, never 7 July; "1.05 लाख" a freight).
const INDIC_UNITS = alternation([...Object.keys(WEIGHT_UNITS), ...FEET_WORDS, ...AMOUNT_WORDS].filter((w) => !/^[\x20-\x7e]+$/.test(w)));
// The Latin spellings of the weight units and feet ("10-10 tn", "8-8 M.T.", "Nov 20 tonnes", "19-20 fit"): a figure before
// one is a measure, never a day (whole words; the foot mark aside, which a date's year may carry).
const LATIN_MEASURES = `(?:${alternation([...LATIN_WEIGHT_WORDS, ...FEET_WORDS.filter((w) => /^[\x20-\x7e]+$/.test(w) && w !== "'")])})(?![a-z])`;
// "5-6 tarikh", "5-6 तारीख": a span of days of the month, never 5 June; "2-8°C", "2-8 degree": a reefer's temperatures.
const TARIKH = alternation(DAY_OF_MONTH_WORDS.filter((w) => !/^(?:ko|को|k[ai] |ला )/.test(w)));
const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
// (a weight in "tan", "10-10 tan" each, is no date either, nor wheels, "10/12 chakka", or thousands, "5/6 hazar"; "Dec 2-3"
// is a span of days after its month, read below)
const NUMERIC_DATE_RE = new RegExp(
  String.raw`(?<![\d/.\-:,])(?<!\b(?:${MONTHS})\.?[^\S\n]*)(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/]|[.\-,]\d|\s*(?:${LATIN_MEASURES}|k\b|lakh|l\b|%|days?|din|hrs|gaa?di|trucks?|thousand|haz|haj|°|℃|deg|${INDIC_UNITS}|(?:${WHEEL_WORDS_LATIN.join('|')})\b)|(?:st|nd|rd|th)\b|\s*(?:${TARIKH})|\s*(?:${MONTHS})\b)`,
  'gi',
);
// "15-16 June", "8 to 9 Oct": a span of loading days before the month is its first day.
// ("3rd/4th apr", "3 or 4 Dec": a choice of two days is its first day, as a span is)
const DAY_SPAN = String.raw`(?:(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|/|to|&|and|or|se)\s*)?`;
const DAY_MONTH_RE = new RegExp(String.raw`(?<![\d.,])${DAY_SPAN}(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]*(?:of\s+)?(${MONTHS})\b\.?(?:,?\s*(20\d{2})\b|[\-/'](\d{2})\b)?`, 'gi');
// "1st week December", "first week of Jan": a span's first day, the month's 1st (FIRST_WEEK_WORDS).
const FIRST_WEEK_RE = new RegExp(String.raw`\b(?:${alternation(FIRST_WEEK_WORDS)})[^\S\n]+(?:of[^\S\n]+)?(${MONTHS})\b`, 'gi');
const MONTH_DAY_RE = new RegExp(String.raw`\b(${MONTHS})\.?[\s\-/]*(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*${LATIN_MEASURES})(?:,?\s*(20\d{2})\b)?`, 'gi');
// ("2.1 la loading": Marathi's "on" as Hindi's "ko"; "16.6 stuffing": a container's stuffing is its loading)
const DOT_DATE_AFTER_RE = new RegExp(String.raw`^[^\S\n]*(?:(?:ko|को|la|ला)[^\S\n]+)?(?:${wordsSource([...LOADING_WORDS, 'pickup', 'dispatch', 'stuffing'])})`, 'iu');
// (a date's label in every script: "तारीख: 25.11", "તારીખ: 30.11", "Loading - 26.11"; its mark doubled too, "LOADING :- 2.1")
const DOT_DATE_CUE_RE = new RegExp(
  String.raw`(?:\b(?:dates?|dt|dated|loading|ldng|pickup|dispatch|placement|reporting|on|tarikh|tareekh|taarikh|tarik)|(?<![\u0900-\u0d7f])(?:तारीख़|तारीख|તારીખ|ਤਾਰੀਖ਼|ਤਾਰੀਖ|தேதி|दिनांक|ता\.|दि\.|તા\.|তারিখ|ତାରିଖ|${alternation(LOADING_WORDS)}))[^\S\n]*(?::-|[:\-.])?[^\S\n]*$`,
  'iu',
);
// "..., 26.11, 98...", "| 26.11 |", "📅 24.11", "3.5 lakh 30.11 98...": a day and a two-digit month standing as a field of
// their own (after a comma, a bar, a dash, a line start or a picture; or before one, a line end, the post's end or the
// phone)
const DOT_DATE_FIELD_BEFORE_RE = /(?:^|[,;|\n(–—]|[^\S\n]-|\p{Extended_Pictographic})[^\S\n]*$/u;
const DOT_DATE_FIELD_AFTER_RE = /^(?:[^\S\n]*(?:[,;|\n)–—]|-[^\S\n]|$)|\.(?:\s|$)|[^\S\n]+(?:\+?91[^\S\n-]*)?[6-9]\d{4})/u;
// (nor a figure before a money, "per" or weight word: "1.10 rupya kilo", "2.10 per kg" are rates)
const DOT_DATE_UNIT_AFTER_RE = new RegExp(String.raw`^[^\S\n]*(?:/|${wordsSource([...RUPEE_WORDS, ...PER_WORDS, ...Object.keys(WEIGHT_UNITS)])})`, 'iu');
// (but never a figure after another field's label, "Wt: 10.10", "rate 12.05", "@ 1.10", nor a list's own date, "Load list -
// 26.11", which is the day it was sent)
const DOT_DATE_NOT_AFTER_RE = /(?:\b(?:wt|weight|wgt|rate|rs|inr|price|freight|frt|bhada|bhav|qty|length|size|advance|adv|list)\.?|[₹@])[^\S\n]*[:\-=–]?[^\S\n]*$/iu;
// "5th-6th", "5 to 7th": a span of days, its first day.
const ORDINAL_DAY_RE = /\b(?:(\d{1,2})(?:st|nd|rd|th)?[^\S\n]*(?:[-–&]|\bto\b|\bse\b)[^\S\n]*)?(\d{1,2})[^\S\n]?(?:st|nd|rd|th)\b/gi;
// (the loading words' Latin spellings, LOADING_WORDS's, wherever a pattern below reads the word "loading")
const LOADING_LATIN = alternation(LOADING_WORDS.filter((w) => /^[a-z]+$/.test(w)));
const ORDINAL_AFTER_RE = new RegExp(String.raw`^\s*(?:ko|ka|ki|se|${LOADING_LATIN}|pickup|placement|reporting|dispatch|date|morning|evening|subah|sham|tak|onwards?)\b`, 'i');
// "..., 12000, 20th. 98..", ", by 5th,": an ordinal standing alone as a field of the post, between commas or at its end.
// (a bar or a dash between spaces parts fields as a comma does: "... | 26000 | 29th | 98...", "- 45k - 20th -")
const ORDINAL_FIELD_BEFORE_RE = /(?:^|[,;|]\s*|\s[-–—]\s*)(?:(?:from|by|before)\s+)?$/i;
const ORDINAL_FIELD_AFTER_RE = /^\s*(?:[,;.|]|[-–—]\s|$)/;
// "loading 11th", "Loading from 11th", "pickup by 3rd": a date word, perhaps with "from"/"after"/"by" after it; the goods
// said ready on a day ("ready 28th", "ready by 3rd") are loaded that day; "pick 15th", "pick up 3rd", "dispatch 5th" too.
const DATE_CUE_RE = new RegExp(String.raw`(?:date|dt|dated|${LOADING_LATIN}|on|pickup|\bpick(?:[\s-]up)?|dispatch|reporting|placement|\bready)\s*[:\-.]?\s*(?:(?:from|after|by|before)\s+)?$`, 'i');
// ("1500/day after 2 days" is a charge per day from the third day: "day after" a number is no date)
// ("bhai sun lo": "sun" before a word of LISTEN_AFTER_SUN_WORDS is "listen", no Sunday)
const RELATIVE_RE = new RegExp(
  String.raw`\b(day after (?:tomorrow|tomorow|tommorow|tmrw|2mrw|2moro|tmr|tmrow)|day after(?!\s+\d)|today|tday|2day|aaj|tonight|tomorrow|tomorow|tommorow|tommorrow|tomorrw|tmrw|tmrow|tmr|tmw|tomm|2mrw|2moro|kal|(?<!(?<![\d.,])\d{1,2}(?:\.\d+)?[^\S\n]*)kl(?![^\S\n]*-?[^\S\n]*\d{1,2}(?![\d.,]))|n(?:a|aa)lai(?![^\S\n]*maru)|parso|parson|parsoo|parsu|(?:(?:this|next|coming)\s+)?(?:mon|tues?|weds|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun(?![^\S\n]+(?:${alternation(LISTEN_AFTER_SUN_WORDS)})\b))(?:day)?|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|ravivar|itwar|itvaar)\b`,
  'gi',
);
const RELATIVE_WORD_RE = new RegExp(`^(?:${RELATIVE_RE.source})$`, 'i');

/** A date more days ahead than this is a day of the past read as next year's (dayNearBase): another day named wins over it. */
const FAR_AHEAD_DAYS = 180;
/** How many days back a post's own date may still be its loading day (a post read a few days late; as dayNearBase). */
const PAST_DAYS = 3;

/** Whether a word alone names a day ("Tmrw", "Kal", "Monday", "Munday"): no place, whatever stands before it. */
export function isDayWord(word: string): boolean {
  return RELATIVE_WORD_RE.test(word) || misspeltWeekday(word) !== null;
}
const MONTH_WORD_RE = new RegExp(`^(?:${MONTHS})$`);

/** Whether a word (lower case) names a month, in Latin letters ("dec", "january") or a script's (जनवरी, ஜனவரி). */
export function isMonthWord(low: string): boolean {
  return MONTH_WORD_RE.test(low) || Object.hasOwn(MONTH_WORDS, low);
}
// ("detention 1500/day after 2 days", "payment 30 din baad": after a charge or a payment it says when that falls due, not
// when the load goes; CHARGE_WORDS)
// ("in 2-3 days", "2-3 din me": a span of days, its first)
// (each way opens with "after", "in" or a digit: the lookahead for them lets the engine skip to one before it looks back)
const AFTER_DAYS_RE = new RegExp(
  String.raw`(?=after|in|\d)(?<!(?:\/\s*day|per\s+day|${alternation(CHARGE_WORDS)})[^,.;\n]{0,24})(?:\b(?:after|in)\s+(\d{1,2})(?:[^\S\n]*[-–][^\S\n]*\d{1,2})?\s+days?\b|\b(\d{1,2})(?:[^\S\n]*[-–][^\S\n]*\d{1,2})?\s+(?:din\s+(?:baad|bad|me|mein)\b|दिन\s+(?:बाद|में)(?![\u0900-\u097f])))`,
  'gi',
);
// Day words of every language in the lexicon (kal, udya, કાલે, நாளை, सोमवार, ਐਤਵਾਰ...), one pattern.
// Latin words as ASCII words (a fast pattern for every post), the scripts' words only where a script is written.
const DAY_WORDS = [...Object.keys(DAY_OFFSET_WORDS), ...Object.keys(WEEKDAY_WORDS), ...Object.keys(MALAYALAM_WEEKDAYS)];
const LATIN_WORDS_RE = /^[a-z]+(?: [a-z]+)*$/;
const DAY_WORD_LATIN_RE = new RegExp(String.raw`\b(${alternation(DAY_WORDS.filter((w) => LATIN_WORDS_RE.test(w)))})\b`, 'gi');
const DAY_WORD_INDIC_RE = new RegExp(`(${wordsSource(DAY_WORDS.filter((w) => !LATIN_WORDS_RE.test(w)))})`, 'gu');
// "sombar", "shanivaram", "bhanuvara", "aithvaar": a weekday stem, "var" and a short ending (WEEKDAY_STEMS).
const WEEKDAY_STEM_RE = new RegExp(String.raw`\b(${alternation(Object.keys(WEEKDAY_STEMS))})[vwb]a{1,2}r(?:a|am|amu|u|e|i|o|nu)?\b`, 'gi');
const WEEKDAY_STEM_HINT_RE = /[vwb]a{1,2}r/i;
// "Mangal ko loading": a weekday stem with Hindi "ko" (on) after it (WEEKDAY_STEMS_WITH_KO).
const WEEKDAY_KO_RE = new RegExp(String.raw`\b(${alternation(WEEKDAY_STEMS_WITH_KO)})[^\S\n]+ko\b`, 'gi');
// "loading month end": the reference month's last day.
const MONTH_END_RE = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternation(MONTH_END_WORDS)})(?![\\p{L}\\p{M}])`, 'giu');
// "sani kizhamai", "velli kilamai": a Tamil weekday typed in Latin letters, with its day word glued or apart.
const TAMIL_WEEKDAY_RE = new RegExp(String.raw`\b(${alternation(Object.keys(TAMIL_LATIN_WEEKDAY_STEMS))})[^\S\n]?(?:${alternation(TAMIL_LATIN_DAY_WORDS)})\b`, 'gi');
const TAMIL_WEEKDAY_HINT_RE = new RegExp(alternation(TAMIL_LATIN_DAY_WORDS), 'i');
// A word of Bengali, Odia, Telugu or Kannada letters, read as Devanagari for its weekday stem ("সোমবার", "ସୋମବାର", "సోమవారం").
const SOUND_SCRIPT_WORD_RE = /[\u0980-\u0b7f\u0c00-\u0cff][\u0980-\u0b7f\u0c00-\u0cff\u200c\u200d]*/g;
const SOUND_SCRIPT_HINT_RE = /[\u0980-\u0b7f\u0c00-\u0cff]/;
const WEEKDAY_INDIC_RE = new RegExp(`^(${alternation(Object.keys(WEEKDAY_STEMS_INDIC))})[वब]ार`);
// "29 नवंबर", "29 નવેમ્બર 2026": a day and a month named in a script ("28 या 29 नवंबर", "28-29 नवंबर": a choice or a span, its first day).
const DAY_MONTH_INDIC_RE = new RegExp(
  String.raw`(?<![\d.,])(?:(\d{1,2})\s*(?:[-–/&]|${wordsSource([...CHOICE_WORDS, ...AND_WORDS, 'से', 'to'])})\s*)?(\d{1,2})\s*(${alternation(Object.keys(MONTH_WORDS))})(?![\p{L}\p{M}])(?:,?\s*(20\d{2})(?!\d))?`,
  'gu',
);
// "டிசம்பர் 5", "दिसंबर 5": the month first (a name of three letters or more: "मई", "மே" are also other words).
const MONTH_DAY_INDIC_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${alternation(Object.keys(MONTH_WORDS).filter((w) => w.length >= 3))})[^\S\n]*(\d{1,2})(?![\d/:]|[.,]\d|[^\S\n]*(?:${INDIC_UNITS}|${LATIN_MEASURES}|%))(?:,?\s*(20\d{2})(?!\d))?`,
  'gu',
);
// "மே 2 லோடிங்", "मई 5 लोडिंग": a short month name first, read only with a loading word after its day, or before its name
// ("లోడింగ్: మే 3").
const SHORT_MONTH_DAY_INDIC_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${alternation(Object.keys(MONTH_WORDS).filter((w) => w.length < 3))})[^\S\n]*(\d{1,2})(?:(?=[^\S\n]*[:\-]?[^\S\n]*${wordsSource(LOADING_WORDS)})|(?<=${wordsSource(LOADING_WORDS)}[^\S\n]*[:\-]?[^\S\n]*[\p{L}\p{M}]{1,2}[^\S\n]*\d{1,2})(?![\d/:]|[.,]\d|[^\S\n]*(?:${INDIC_UNITS}|${LATIN_MEASURES}|%)))`,
  'giu',
);
const SHORT_MONTH_HINT_RE = new RegExp(alternation(Object.keys(MONTH_WORDS).filter((w) => w.length < 3)));
// Any month named in a script, as a plain substring: what both patterns above the short one need (the cheap test first).
const MONTH_WORD_HINT_RE = new RegExp(alternation(Object.keys(MONTH_WORDS)), 'u');
// "29 ko", "30 tarikh", "29 तारीख", "5-ஆம் தேதி": a day of the month, the next one not in the past ("29-30 तारीख": a span, its first day;
// "29 ya 30 tarikh", "27 & 28 ko", a choice of two days, its first day too).
const DAY_OF_MONTH_RE = new RegExp(
  String.raw`(?<![\d/.\-:,])(?:(\d{1,2})\s*(?:[-–&]|\bse\b|\bto\b|${wordsSource([...CHOICE_WORDS, ...AND_WORDS])})\s*)?(\d{1,2})\s*-?\s*(?:${alternation(DAY_OF_MONTH_WORDS)})(?![\p{L}\p{M}])`,
  'giu',
);
// "loading 29", "Date: 30", "pickup - 1": a bare day of the month right after a date word, with no word after it; a span or
// a choice of two days ("loading 30-31", "loading 28 or 29", "loading 26/27") is its first day
// (a unit, a month or a truck word would make it something else: "loading 25 ton", "loading 2 gaadi").
// "date 5 ko", "tarikh 5 loading", "तारीख 5 को": the same with "on" or a loading word after it; "tarikh 5" and "तारीख 5",
// the day-of-month word before its day, are cued too, and so are its short forms "ता. 29", "दि. 29", "તા. 29".
// (a comma or full stop closing the field is no part of a number: "45k, loading 27, 98...")
const CUED_DAY_END = String.raw`(?:(?=[^\S\n]*(?:ko|ki|ka|se|tak|loading|pickup)(?![a-z])|[^\S\n]*(?:को|की|से|तक|लोडिंग))|(?![\d/\-:]|[.,]\d|[^\S\n]*[a-z\u0900-\u0d7f'"%]))`;
const CUED_DAY_RE = new RegExp(
  String.raw`(?:\b(?:${LOADING_LATIN}|pickup|placement|reporting|date|dt|tarikh|tareekh|taarikh|tarik)|(?<![\u0900-\u0d7f])(?:तारीख़|तारीख|તારીખ|ਤਾਰੀਖ਼|ਤਾਰੀਖ|தேதி|दिनांक|ता\.|दि\.|તા\.|তারিখ|ତାରିଖ))(?:\s+date)?\s*[:\-.]?\s*(\d{1,2})(?:[^\S\n]*(?:[-–/&]|or|ya|and|aur|\bto\b)[^\S\n]*\d{1,2})?${CUED_DAY_END}`,
  'gi',
);
const CUED_DAY_HINT_RE = /lo[ad]|ldg|lding|pickup|placement|reporting|date|dt|ta+ri|तारी|તારી|ਤਾਰੀ|தேதி|दिनांक|ता\.|दि\.|તા\.|তারিখ|ତାରିଖ/i;
// "naye saal ke din", "नए साल के दिन": a day of the calendar by its name (NAMED_DAYS).
const NAMED_DAY_RE = new RegExp(`(${wordsSource(Object.keys(NAMED_DAYS))})`, 'giu');
const NAMED_DAY_HINT_RE = /year|saal|sal\b|साल|वर्ष/i;
const NAMED_DAY_KEYS = new Map(Object.entries(NAMED_DAYS).map(([w, md]) => [w.replace(/\s+/g, ' '), md]));
const URGENT_RE = /\b(immediate|immediately|urgent|urgently|urgnt|turant|asap|abhi|right now|ready load|same day)\b/i;
const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
// "frday", "wensday", "thrusday", "satarday": an English weekday typed a letter or two off, read when nothing else dates the post.
const MISSPELT_WEEKDAY_RE = /\b[a-z]{2,8}d[ae]?y\b/gi;

/** Blanks clock times ("9:30 am", "10 baje") so that no later pattern reads them as a date or a number. */
export function blankTimes(s: Scan): void {
  consume(s, TIME_RE, takeNothing);
}

const takeNumericDate: Take = (m, s) => {
  const sep = m[2];
  const cued = DATE_CUE_RE.test(s.text.slice(Math.max(0, m.index - 14), m.index));
  // "30.11" is a decimal unless a date word stands before it ("loading date 30.11", "dt. 29.11"), "loading" after it
  // ("30.11 loading"), or its day is written with a leading zero ("05.12", as no decimal is).
  if (!m[4] && sep === '.' && !/^0\d$/.test(m[1])) {
    const before = s.text.slice(Math.max(0, m.index - 14), m.index);
    const after = s.text.slice(m.index + m[0].length);
    // (a one-digit month only as a field between two partings: "..., 45000 each, 6.8. 98...", "(20.8)")
    const open = DOT_DATE_FIELD_BEFORE_RE.test(before);
    const closed = DOT_DATE_FIELD_AFTER_RE.test(after);
    const field = !DOT_DATE_NOT_AFTER_RE.test(before) && !DOT_DATE_UNIT_AFTER_RE.test(after) && (/^\d\d$/.test(m[3]) ? open || closed : open && closed);
    if (!DOT_DATE_CUE_RE.test(before) && !DOT_DATE_AFTER_RE.test(after)) {
      // (read as a field alone, the day comes first, "1.25" is no 25 January; and any other date of the post, a day word
      // too, is the loading day before it: "Load list - 26.11 ... Loading kal se")
      const day = field && +m[3] <= 12 ? dayNearBase(+m[3], +m[1], s.base) : null;
      if (day === null) return false;
      s.lesser ??= [];
      s.lesser.push({ at: m.index, day, conf: 0.8 });
      return;
    }
  }
  // ("24/7 service": round the clock)
  if (m[0] === '24/7') return false;
  let d = +m[1];
  let mo = +m[3];
  if (mo > 12 && d <= 12) [d, mo] = [mo, d];
  const day = m[4] ? makeDay(m[4].length === 2 ? 2000 + +m[4] : +m[4], mo, d) : dayNearBase(mo, d, s.base);
  if (day === null) return false;
  // "24-11" without a year or a date word could still be a range; units were ruled out by the regex.
  s.dates.push({ at: m.index, day, conf: m[4] || sep === '/' || cued ? 1 : 0.8 });
};

// "2026-12-01", "2026/12/01": a date written year first, as forms and spreadsheets print it.
const ISO_DATE_RE = /(?<![\d/.-])(20\d{2})([/-])(\d{1,2})\2(\d{1,2})(?![\d/.-])/g;
const ISO_DATE_HINT_RE = /20\d\d[/-]\d/;
const takeIsoDate: Take = (m, s) => {
  const day = makeDay(+m[1], +m[3], +m[4]);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 1 });
};

const takeDayMonth: Take = (m, s) => pushTextDate(s, m.index, m[1] !== undefined && +m[1] < +m[2] ? +m[1] : +m[2], m[3], m[4] ?? m[5]);
const takeFirstWeek: Take = (m, s) => pushTextDate(s, m.index, 1, m[1], undefined);
const takeMonthDay: Take = (m, s) => pushTextDate(s, m.index, +m[2], m[1], m[3]);

// (the phone is blanked by now: only spaces may follow; a figure or its unit before it, the post's last field)
const POST_END_RE = /^\s*$/;
const FIGURE_BEFORE_RE = /(?:\d|\d[^\S\n]*[a-z]{1,3})[^\S\n]+$/i;
const takeOrdinalDay: Take = (m, s) => {
  // "1st", "2nd" also number loads and trucks; only take them next to a date word.
  const before = s.text.slice(Math.max(0, m.index - 20), m.index);
  const after = s.text.slice(m.index + m[0].length);
  // ("... 32ft 9T 45k 27th 98...": an ordinal closing the post, the phone aside, is its day too)
  const cued =
    DATE_CUE_RE.test(before) ||
    ORDINAL_AFTER_RE.test(after) ||
    (ORDINAL_FIELD_BEFORE_RE.test(before) && ORDINAL_FIELD_AFTER_RE.test(after)) ||
    (POST_END_RE.test(after) && FIGURE_BEFORE_RE.test(before));
  if (!cued) return false;
  const day = nextDayOfMonth(m[1] !== undefined && +m[1] < +m[2] ? +m[1] : +m[2], s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.8 });
};

/** The most months looked at for the next one with a given day: the 30th after 30 January is in March, two months on. */
const MONTHS_TO_A_DAY = 3;

/**
 * The next day with this day of the month, today included: "29 ko" on 30 January is 29 March in a year whose February
 * has no 29th, and "30 tarikh" on 31 January is 30 March (a month too short for the day is passed over).
 */
function nextDayOfMonth(d: number, base: number): number | null {
  const b = new Date(base * DAY_MS);
  for (let ahead = 0; ahead < MONTHS_TO_A_DAY; ahead++) {
    const month = b.getUTCMonth() + ahead;
    const day = makeDay(b.getUTCFullYear() + Math.floor(month / 12), (month % 12) + 1, d);
    if (day !== null && day >= base) return day;
  }
  return null;
}

const takeAfterDays: Take = (m, s) => {
  s.dates.push({ at: m.index, day: s.base + Number(m[1] ?? m[2]), conf: 0.9 });
};

// "do din baad", "after two days", "teen din me", "दो दिन बाद": the same with the number said in a word (SPOKEN_NUMBERS,
// COUNTING_WORDS up to a week).
const DAY_COUNT_WORDS = new Map(Object.entries({ ...SPOKEN_NUMBERS, ...COUNTING_WORDS }).filter(([, n]) => n >= 1 && n <= 7));
const AFTER_DAY_WORDS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:(?:after|in)\s+(${alternation(DAY_COUNT_WORDS.keys())})\s+days?|(${alternation(DAY_COUNT_WORDS.keys())})\s+(?:din\s+(?:baad|bad|me|mein)|दिन\s+(?:बाद|में)))(?![\p{L}\p{M}])`,
  'giu',
);
const CHARGE_BEFORE_RE = new RegExp(String.raw`(?:\/\s*day|per\s+day|${alternation(CHARGE_WORDS)})[^,.;\n]{0,24}$`, 'i');
const takeAfterDayWords: Take = (m, s) => {
  const n = DAY_COUNT_WORDS.get((m[1] ?? m[2]).toLowerCase());
  if (n === undefined || CHARGE_BEFORE_RE.test(s.text.slice(Math.max(0, m.index - 40), m.index))) return false;
  s.dates.push({ at: m.index, day: s.base + n, conf: 0.9 });
};

// "kali mirch" (black pepper): a day word ("kali", Odia tomorrow) that begins a goods phrase of GOODS_WORDS, the rest of
// the phrase right after it, names the goods, not a day. The rests of such phrases by their first word.
const GOODS_AFTER_DAY = new Map<string, string[]>();
for (const g of GOODS_WORDS) {
  const [first, ...rest] = g.toLowerCase().split(' ');
  if (rest.length === 0 || !(first in DAY_OFFSET_WORDS || first in WEEKDAY_WORDS || RELATIVE_WORD_RE.test(first))) continue;
  GOODS_AFTER_DAY.set(first, [...(GOODS_AFTER_DAY.get(first) ?? []), rest.join(' ')]);
}
const LETTER_RE = /[\p{L}\p{M}]/u;

/** Whether the day word `word` at `at` begins a goods phrase ("kali mirch"): then it is no day. */
function beginsGoods(text: string, at: number, word: string): boolean {
  const rests = GOODS_AFTER_DAY.get(word.toLowerCase());
  if (rests === undefined) return false;
  const after = text
    .slice(at + word.length, at + word.length + 40)
    .toLowerCase()
    .replace(/^[^\S\n]+/, '');
  return rests.some((r) => after.startsWith(r) && !LETTER_RE.test(after.charAt(r.length)));
}

const takeDayWord: Take = (m, s) => {
  if (beginsGoods(s.text, m.index, m[1])) return false;
  const w = m[1].toLowerCase().replace(/\s+/g, ' ').normalize('NFC');
  const offset = DAY_OFFSET_WORDS[w] ?? DAY_OFFSET_WORDS[w.normalize('NFD')];
  const day = offset !== undefined ? s.base + offset : weekdayFrom(WEEKDAY_WORDS[w] ?? WEEKDAY_WORDS[w.normalize('NFD')] ?? MALAYALAM_WEEKDAYS[w], s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.95 });
};

const takeWeekdayStem: Take = (m, s) => {
  const day = weekdayFrom(WEEKDAY_STEMS[m[1].toLowerCase()], s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.9 });
};

const takeMonthEnd: Take = (m, s) => {
  const base = new Date(s.base * DAY_MS);
  s.dates.push({ at: m.index, day: Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 0) / DAY_MS, conf: 0.9 });
};

/** "সোমবার", "ବୁଧବାର", "శుక్రవారం", "ಸೋಮವಾರ": a weekday in a script the lexicon does not list word by word. */
function extractScriptWeekdays(s: Scan): void {
  SOUND_SCRIPT_WORD_RE.lastIndex = 0;
  for (let m = SOUND_SCRIPT_WORD_RE.exec(s.text); m !== null; m = SOUND_SCRIPT_WORD_RE.exec(s.text)) {
    const w = WEEKDAY_INDIC_RE.exec(Array.from(m[0], devanagari).join(''));
    const day = w ? weekdayFrom(WEEKDAY_STEMS_INDIC[w[1]], s.base) : null;
    if (day !== null) s.dates.push({ at: m.index, day, conf: 0.9 });
  }
}

const takeDayMonthIndic: Take = (m, s) => {
  const month = MONTH_WORDS[m[3]] ?? MONTH_WORDS[m[3].normalize('NFC')];
  const d = m[1] !== undefined && +m[1] < +m[2] ? +m[1] : +m[2];
  const day = m[4] ? makeDay(+m[4], month, d) : dayNearBase(month, d, s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 1 });
};

const takeMonthDayIndic: Take = (m, s) => {
  const month = MONTH_WORDS[m[1]] ?? MONTH_WORDS[m[1].normalize('NFC')];
  const day = m[3] ? makeDay(+m[3], month, +m[2]) : dayNearBase(month, +m[2], s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 1 });
};

const takeDayOfMonth: Take = (m, s) => {
  const day = nextDayOfMonth(m[1] !== undefined && +m[1] < +m[2] ? +m[1] : +m[2], s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.9 });
};

const takeCuedDay: Take = (m, s) => {
  const d = +m[1];
  if (d < 1 || d > 31) return false;
  const day = nextDayOfMonth(d, s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.8 });
};

// "gaadi 27 tak lagni chahiye", "27 तक गाड़ी लग जानी चाहिए": the day the truck must be placed by is the loading day (a
// quote's "rate 28 tak bhejo" is no such day: only a truck's placing or reaching is read).
const PLACED_BY_RE =
  /(?<![\d/.\-:,])(\d{1,2})(?:st|nd|rd|th)?[^\S\n]*(?:tak|तक)[^\S\n]+(?:(?:gaa?di|gadi|truck|vehicle|गाड़ी|गाडी)[^\S\n]+)?(?:lag(?:ni|na|ani|ana|\s*ja(?:ni|ye|yegi|egi))|pahu?nch(?:ni|na|ani|\s*ja(?:ni|ye))|place\b|placement|reporting|लगनी|लगानी|लग[^\S\n]*जा(?:नी|ए)|पहुंचनी|पहुँचनी)/giu;
const PLACED_BY_HINT_RE = /tak|तक/i;

// "29/30 loading", "28 se 30 ke beech loading", "29-30 ko loading": a span of days of the month right before a loading word,
// its first day (days up to three apart, or over a month's end: "30-1"). A span of small numbers says how many loads
// ("2-3 loading hai"): from the 11th on, unless "tak" or "ke beech" (between) makes it a span of days.
const SPAN_BEFORE_LOADING_RE = new RegExp(
  String.raw`(?<![\d/.\-:,])(\d{1,2})[^\S\n]*(?:[-–/,&]|(?<![a-z])(?:se|to|ya|or)(?![a-z]))[^\S\n]*(\d{1,2})(?![\d/.:])[^\S\n]*(?:((?:tak|ke[^\S\n]+(?:beech|bich|darmiyan))[^\S\n]+(?:me[^\S\n]+)?|(?:के[^\S\n]+बीच|तक)[^\S\n]*(?:में[^\S\n]*)?)|(?:ko|ki)[^\S\n]+|को[^\S\n]*)?(?=${wordsSource([...LOADING_WORDS, 'loding', 'lodaing', 'pickup'])})`,
  'giu',
);
const SPAN_BEFORE_LOADING_HINT_RE = /\d[^\S\n]*(?:[-–/,&]|se|to|ya|or)[^\S\n]*\d/i;
const takeSpanBeforeLoading: Take = (m, s) => {
  const [d1, d2] = [+m[1], +m[2]];
  const days = d1 < d2 ? d2 - d1 <= 3 : d1 >= 28 && d2 <= 3;
  if (!days || d1 < 1 || d2 > 31 || (d1 < 11 && m[3] === undefined)) return false;
  const day = nextDayOfMonth(d1, s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.8 });
};

const takeTamilWeekday: Take = (m, s) => {
  const day = weekdayFrom(TAMIL_LATIN_WEEKDAY_STEMS[m[1].toLowerCase()], s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.9 });
};

const takeMisspeltWeekday: Take = (m, s) => {
  const wd = misspeltWeekday(m[0].toLowerCase());
  const day = wd === null ? null : weekdayFrom(wd, s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.8 });
};

const takeNamedDay: Take = (m, s) => {
  const named = NAMED_DAY_KEYS.get(m[1].toLowerCase().replace(/\s+/g, ' '));
  if (!named) return false;
  const [month, d] = named;
  const year = new Date(s.base * DAY_MS).getUTCFullYear();
  const thisYear = makeDay(year, month, d);
  const day = thisYear !== null && thisYear >= s.base ? thisYear : makeDay(year + 1, month, d);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.95 });
};

// "Kal Rajkot gaya tha", "kal raat ... challan kaate": Hindi's "kal" is yesterday as well as tomorrow; a verb in the past
// tense closing its clause says yesterday, no loading day (unless a loading word stands between).
const PAST_CLAUSE_RE = new RegExp(String.raw`^[^.,!?।\n]{0,60}?(?<![\p{L}\p{M}])(?:${alternation(PAST_TENSE_WORDS)})(?![\p{L}\p{M}])`, 'iu');
const LOADING_IN_CLAUSE_RE = new RegExp(String.raw`^[^.,!?।\n]*?${wordsSource(LOADING_WORDS)}`, 'iu');

function pastKal(text: string, end: number): boolean {
  const clause = text.slice(end, end + 80);
  const past = PAST_CLAUSE_RE.exec(clause);
  return past !== null && !LOADING_IN_CLAUSE_RE.test(clause.slice(0, past[0].length));
}

const KAL_RE = /^(?:kal|kl)$/i;

const takeRelative: Take = (m, s) => {
  if (beginsGoods(s.text, m.index, m[1])) return false;
  // (taken out unread, so that no later pattern reads it as tomorrow)
  if (KAL_RE.test(m[1]) && pastKal(s.text, m.index + m[0].length)) return;
  const day = relativeDay(m[1].toLowerCase(), s.base);
  if (day === null) return false;
  s.dates.push({ at: m.index, day, conf: 0.95 });
};

// Cheap tests that let most messages skip the heavier date patterns.
const NUMERIC_DATE_HINT_RE = /\d[/.-]\d/;
const MONTH_HINT_RE = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;
const ORDINAL_HINT_RE = /\d ?(?:st|nd|rd|th)\b/i;
const AFTER_DAYS_HINT_RE = /days?\b|\bdin\b|दिन/i;
const INDIC_RE = /[\u0900-\u0d7f]/;
const DAY_OF_MONTH_HINT_RE = /\d\s*-?\s*(?:ko|ta+r|th?e[dt]h?i|a+m\s|k[ai]\s|[\u0900-\u0d7f])/i;

export function extractDates(s: Scan): void {
  if (NUMERIC_DATE_HINT_RE.test(s.text)) {
    if (ISO_DATE_HINT_RE.test(s.text)) consume(s, ISO_DATE_RE, takeIsoDate);
    consume(s, NUMERIC_DATE_RE, takeNumericDate);
  }
  if (MONTH_HINT_RE.test(s.text)) {
    consume(s, FIRST_WEEK_RE, takeFirstWeek);
    consume(s, DAY_MONTH_RE, takeDayMonth);
    consume(s, MONTH_DAY_RE, takeMonthDay);
  }
  if (ORDINAL_HINT_RE.test(s.text)) consume(s, ORDINAL_DAY_RE, takeOrdinalDay);
  if (AFTER_DAYS_HINT_RE.test(s.text)) {
    consume(s, AFTER_DAYS_RE, takeAfterDays);
    consume(s, AFTER_DAY_WORDS_RE, takeAfterDayWords);
  }
  if (INDIC_RE.test(s.text)) {
    if (MONTH_WORD_HINT_RE.test(s.text)) {
      consume(s, DAY_MONTH_INDIC_RE, takeDayMonthIndic);
      consume(s, MONTH_DAY_INDIC_RE, takeMonthDayIndic);
    }
    if (SHORT_MONTH_HINT_RE.test(s.text)) consume(s, SHORT_MONTH_DAY_INDIC_RE, takeMonthDayIndic);
  }
  if (DAY_OF_MONTH_HINT_RE.test(s.text)) consume(s, DAY_OF_MONTH_RE, takeDayOfMonth);
  if (CUED_DAY_HINT_RE.test(s.text)) consume(s, CUED_DAY_RE, takeCuedDay);
  if (PLACED_BY_HINT_RE.test(s.text)) consume(s, PLACED_BY_RE, takeCuedDay);
  if (LOADING_WORD_HINT_RE.test(s.text) && SPAN_BEFORE_LOADING_HINT_RE.test(s.text)) consume(s, SPAN_BEFORE_LOADING_RE, takeSpanBeforeLoading);
  dropDeliveryDates(s);
  // ("15th August chuti, loading 16 tarikh": a day off is set aside, and day words are read when no other date is left)
  // ("pichli baar 20 Nov ko bheji thi, ab kal loading" on 25 November: a day of the past, read as next year's, is set aside
  // too, as is one of the past with its year, "Invoice 20/11/2026"; they are read only when no other day is named)
  // (the words of a day off are in few posts: tested once, the dates looked at only where they are)
  const offHint = OFF_HINT_RE.test(s.text);
  const off: Scan['dates'] = [];
  setOffDaysAside(s, offHint, off);
  setFarDaysAside(s, off);
  if (s.dates.length === 0) {
    const { dates } = s;
    readDayWords(s, offHint, off);
    // ("agle somvar nahi, isi shaniwar": a day word taken back gives way to the one after it, read next)
    if (dates.length === 1 && TAKEN_BACK_HINT_RE.test(s.text) && takenBackAt(s.text, dates[0].at)) {
      const back = dates[0];
      dates.length = 0;
      readDayWords(s, offHint, off);
      if (dates.length === 0) dates.push(back);
    }
  }
  dropDeliveryDates(s);
  setOffDaysAside(s, offHint, off);
  setFarDaysAside(s, off);
  if (s.dates.length === 0 && s.lesser) s.dates = s.lesser;
  if (s.dates.length === 0) s.dates = off;
  const { f } = s;
  // ("kal nahi, parso": of several days, one taken back is none of the post's)
  const kept = s.dates.length > 1 && TAKEN_BACK_HINT_RE.test(s.text) ? s.dates.filter((d) => !takenBackAt(s.text, d.at)) : s.dates;
  const dates = kept.length > 0 ? kept : s.dates;

  if (dates.length > 0) {
    // Of several days, one said to be the loading day ("15 aug ko chutti hai, 16 ko loading", "bill date 20/11, loading
    // 28/11", "payment 5 Dec, dispatch 28 Nov") wins over the first.
    // ("kal ya parso loading" is a choice of days, the first named)
    const loading =
      dates.length > 1 && LOADING_WORD_HINT_RE.test(s.text)
        ? dates.filter((d) => {
            const before = s.text.slice(Math.max(0, d.at - 30), d.at);
            return (LOADING_AFTER_DATE_RE.test(s.text.slice(d.at, d.at + 40)) && !CHOICE_BEFORE_DATE_RE.test(before.slice(-12))) || LOADING_BEFORE_DATE_RE.test(before);
          })
        : [];
    const first = (loading.length === 1 ? loading : dates).reduce((a, b) => (b.at < a.at ? b : a));
    f.date ??= { value: first.day, conf: first.conf, weak: false };
  } else if (URGENT_RE.test(s.text)) {
    f.date ??= { value: s.base, conf: 0.8, weak: true, note: notes.urgent() };
  }
}

/** The days named by words ("kal", "parso", "somvar", "ରବିବାର"), when no date was written with digits. */
function readDayWords(s: Scan, offHint: boolean, off: Scan['dates']): void {
  if (NAMED_DAY_HINT_RE.test(s.text)) consume(s, NAMED_DAY_RE, takeNamedDay);
  consume(s, RELATIVE_RE, takeRelative);
  // ("nalai leave, nalai marunaal loading": a day off read leaves the other day words to be read)
  setOffDaysAside(s, offHint, off);
  if (s.dates.length === 0) consume(s, DAY_WORD_LATIN_RE, takeDayWord);
  if (s.dates.length === 0 && WEEKDAY_STEM_HINT_RE.test(s.text)) consume(s, WEEKDAY_STEM_RE, takeWeekdayStem);
  if (s.dates.length === 0) consume(s, WEEKDAY_KO_RE, takeWeekdayStem);
  if (s.dates.length === 0) consume(s, MONTH_END_RE, takeMonthEnd);
  if (INDIC_RE.test(s.text)) {
    consume(s, DAY_WORD_INDIC_RE, takeDayWord);
    // ("কাল ছুটি, মঙ্গলবার লোডিং": the scripts' day off read, their weekdays are read after it)
    setOffDaysAside(s, offHint, off);
  }
  if (s.dates.length === 0 && SOUND_SCRIPT_HINT_RE.test(s.text)) extractScriptWeekdays(s);
  if (s.dates.length === 0 && TAMIL_WEEKDAY_HINT_RE.test(s.text)) consume(s, TAMIL_WEEKDAY_RE, takeTamilWeekday);
  if (s.dates.length === 0) consume(s, MISSPELT_WEEKDAY_RE, takeMisspeltWeekday);
}

// A date's own text is blanked once read: a word taking it back and a mark after it ("somvar nahi, shaniwar") leave it out.
const TAKEN_BACK_HINT_RE = new RegExp(alternation(TAKEN_BACK_WORDS), 'iu');
// ("aaj ka load nahi, kal ka hai", "आज का माल नहीं, कल का": the day's load taken back)
const TAKEN_BACK_LOAD = String.raw`(?:(?:ka|ki|ke|का|की|के)[^\S\n]+(?:load|maal|mal|लोड|माल)[^\S\n]+)?`;
// ("kal — na, porshu": a dash before the word; "রেপু కాదు ఎల్లుండి", "শনিবার নয় রবিবার": another word right after it, no mark)
const TAKEN_BACK_AFTER_DATE_RE = new RegExp(
  String.raw`^[^\S\n]*(?:[–—-][^\S\n]*)?${TAKEN_BACK_LOAD}${wordsSource(TAKEN_BACK_WORDS)}(?:[^\S\n]+${wordsSource(TAKEN_BACK_FILLERS)})?(?:[^\S\n]*[,;:\-–—]|[^\S\n]+(?!(?:to|toh|tho|then|phir|फिर|तो)(?![\p{L}\p{M}]))(?=\S))`,
  'iu',
);
/** Whether the date read at `at` (its text blanked) is taken back right after it ("somvar nahi, ..."). */
function takenBackAt(text: string, at: number): boolean {
  // (a weekday of the scripts is read where it stands, not blanked: "শনিবার নয় রবিবার" looks past the word)
  return TAKEN_BACK_AFTER_DATE_RE.test(text.slice(at, at + 60).replace(LEADING_WORD_RE, ''));
}
const LEADING_WORD_RE = /^[\p{L}\p{M}]+/u;
// A date's own text is blanked once read: what follows it up to a loading word, with at most "ko", "se" or "को".
const LOADING_WORD_HINT_RE = /load|lod|pick|dispatch|लोड/i;
// ("Thursday & Friday loading", "Mon and Tue loading": days joined by "and" are a choice too, the first named; AND_WORDS)
const CHOICE_BEFORE_DATE_RE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alternation([...AND_WORDS, ...CHOICE_WORDS, 'to', 'se', 'till', 'से'])})[^\S\n]*$|[/\-–&+][^\S\n]*$`, 'iu');
// ... or a loading word right before it, with at most "date", "on", "from" or "by" and a colon between ("loading 28/11",
// "dispatch on 28th", "loading date: 28 Nov").
const LOADING_BEFORE_DATE_RE = new RegExp(String.raw`${wordsSource([...LOADING_WORDS, 'pickup', 'pick up', 'dispatch'])}(?:[^\S\n]+(?:date|dt|on|from|by|ko|को))?[^\S\n]*[:\-.]?[^\S\n]*$`, 'iu');
const LOADING_AFTER_DATE_RE = new RegExp(String.raw`^[^\S\n]*(?:(?:ko|se|को|से)[^\S\n]+)?${wordsSource([...LOADING_WORDS, 'pickup'])}`, 'iu');

// A delivery word just before a date, with at most "date", "on", "by" or "tak" between ("delivery 5 Dec", "unloading
// on 5th", "delivery date: 8/12"), or right after it ("8 Dec tak delivery chahiye"), makes it the arrival day.
const DELIVERY_FILLER = String.raw`(?:[^\S\n]|[:.\-])*(?:(?:date|dt|on|by|before|till|tak|ki|ka|ko|expected|within|in|तक|की|को)(?![\p{L}\p{M}])(?:[^\S\n]|[:.\-])*)*`;
const DELIVERY_BEFORE_RE = new RegExp(`${wordsSource(DELIVERY_WORDS)}${DELIVERY_FILLER}$`, 'iu');
// (after the date only where the delivery word ends what is said: "5 Dec delivery 8 Dec" is a loading day and an arrival;
// the text is blanked where other fields and dates were read, so a closing word or mark must follow)
const DELIVERY_AFTER_RE = new RegExp(
  String.raw`^[^\S\n]*(?:(?:tak|ko|ki|ka|me|by|तक|को)[^\S\n]+)?${wordsSource(DELIVERY_WORDS)}[^\S\n]?(?:chahiye|chahie|hai|hogi|hoga|hona|karna|karni|required|needed|must|चाहिए|है|[,;.!|\n])`,
  'iu',
);
const DELIVERY_HINT_RE = /deliv|dlvry|unload|unlod|offload|arriv|reach|eta\b|pah|khal|cut|[\u0900-\u0d7f]/i;

// "Kindly share your best quotes by 4 pm today", "rates by tomorrow", "valid till 30 Nov": a deadline for offers (QUOTE_DEADLINE_WORDS), no
// loading day (the clock time between is blanked).
const DEADLINE_BEFORE_RE = new RegExp(String.raw`${wordsSource(QUOTE_DEADLINE_WORDS)}(?:[^\S\n]+[a-z]+)?[^\S\n]+(?:latest[^\S\n]+)?(?:by|before|till|until|upto)[^\S\n]*$`, 'iu');
// ("rate bhejo kal tak", "quotation 28 tak bhejo": the Hindi "by", "tak", after the day; the day's text is blanked)
const DEADLINE_WORD_BEFORE_RE = new RegExp(String.raw`${wordsSource(QUOTE_DEADLINE_WORDS)}(?:[^\S\n]+[a-z]+)?[^\S\n]*$`, 'iu');
const TAK_AFTER_RE = /^[^\S\n]*(?:\S+[^\S\n]+)?tak\b/i;
const DEADLINE_HINT_RE = /quot|rate|bid|offer|repl|revert|respon|valid/i;

function isDeadline(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  return DEADLINE_BEFORE_RE.test(before) || (DEADLINE_WORD_BEFORE_RE.test(before) && TAK_AFTER_RE.test(text.slice(at, at + 30)));
}

function dropDeliveryDates(s: Scan): void {
  if (s.dates.length === 0) return;
  const delivery = DELIVERY_HINT_RE.test(s.text);
  const deadline = DEADLINE_HINT_RE.test(s.text);
  if (!delivery && !deadline) return;
  s.dates = s.dates.filter((d) => !(delivery && isDeliveryDate(s.text, d.at)) && !(deadline && isDeadline(s.text, d.at)));
}

// A day off: a word of OFF_DAY_WORDS after the date or before it ("15th August chuti", "holiday on 25th"), a word of
// CLOSED_DAY_WORDS after it with no body or loading word next ("Sunday band hai"; "24 ft closed body" is a truck), a
// festival's name before it ("Republic day (26 Jan)", "Diwali 12 Nov ko") or before the word after it ("26 ko Holi ki
// chutti"); "ko", "hai", a bracket or a colon between.
const OFF_FILLER = String.raw`(?:[^\S\n]|[()\]:=\-])*(?:(?:ko|ka|ki|ke|is|hai|h|को|का|की|के|है)(?![\p{L}\p{M}])[^\S\n]*)*`;
const OFF_AFTER_DATE_RE = new RegExp(
  String.raw`^${OFF_FILLER}(?:${wordsSource(FESTIVAL_WORDS)}${OFF_FILLER})?(?:${wordsSource(OFF_DAY_WORDS)}|${wordsSource(CLOSED_DAY_WORDS)}(?![^\S\n]*(?:body|bodi|container|gaa?di|truck|lorry|vehicle|load|बॉडी)))`,
  'iu',
);
const OFF_BEFORE_DATE_RE = new RegExp(
  String.raw`(?:${wordsSource(OFF_DAY_WORDS)}|${wordsSource(FESTIVAL_WORDS)}(?:[^\S\n]+(?:day|ka[^\S\n]+din|ke[^\S\n]+din))?)[^\S\n]*(?:(?:on|is|hai|ko)[^\S\n]+)?[(:\-]?[^\S\n]*$`,
  'iu',
);

// Any word of a day off, a closed day or a festival: what every match of the two patterns above holds.
const OFF_HINT_RE = new RegExp(alternation([...OFF_DAY_WORDS, ...CLOSED_DAY_WORDS, ...FESTIVAL_WORDS]), 'iu');

/** Moves the post's dates that `aside` picks (in place: readers hold the array) to `out`. A module function, no closure per post. */
function moveDates(s: Scan, out: Scan['dates'], aside: (s: Scan, d: Scan['dates'][number]) => boolean): void {
  const { dates } = s;
  let kept = 0;
  for (const d of dates) {
    if (aside(s, d)) out.push(d);
    else dates[kept++] = d;
  }
  dates.length = kept;
}

/**
 * A day of the past: more than FAR_AHEAD_DAYS ahead, or written with its year more than PAST_DAYS back ("Invoice
 * 20/11/2026, loading kal" on 25 November).
 */
function pastDay(s: Scan, d: Scan['dates'][number]): boolean {
  return d.day - s.base > FAR_AHEAD_DAYS || d.day - s.base < -PAST_DAYS;
}

/** A day named as a day off ("15th August chuti", "Republic day (26 Jan)"). */
function offDay(s: Scan, d: Scan['dates'][number]): boolean {
  // (a date's own text is blanked once read; a weekday of a script read letter for letter is not)
  const after = s.text.slice(d.at, d.at + 40);
  return OFF_AFTER_DATE_RE.test(after) || OFF_AFTER_DATE_RE.test(after.replace(/^\S+/, '')) || OFF_BEFORE_DATE_RE.test(s.text.slice(Math.max(0, d.at - 30), d.at));
}

/** Sets the days of the past aside. */
function setFarDaysAside(s: Scan, out: Scan['dates']): void {
  moveDates(s, out, pastDay);
}

/** Sets the days off aside ("15th August chuti, loading 16 tarikh"), in posts holding a word of one (`hint`). */
function setOffDaysAside(s: Scan, hint: boolean, out: Scan['dates']): void {
  if (hint && s.dates.length > 0) moveDates(s, out, offDay);
}

function isDeliveryDate(text: string, at: number): boolean {
  if (DELIVERY_BEFORE_RE.test(text.slice(Math.max(0, at - 40), at))) return true;
  // The date itself is blanked once taken; a weekday of a script read letter for letter is not.
  const after = text.slice(at, at + 60);
  return DELIVERY_AFTER_RE.test(after) || DELIVERY_AFTER_RE.test(after.replace(/^\S+/, ''));
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
  if (/^(?:tom|tm|2m|kal|kl|na+lai)/.test(w)) return base + 1;
  return weekdayFrom(WEEKDAY_WORDS[w] ?? WEEKDAYS[w.slice(0, 3)], base);
}

/** The next occurrence of a weekday (0 = Sunday), today included; null for no weekday. */
function weekdayFrom(wd: number | undefined, base: number): number | null {
  if (wd === undefined) return null;
  // 1970-01-01 (day 0) was a Thursday.
  const today = (base + 4) % 7;
  return base + ((wd - today + 7) % 7);
}

// "kal aur parso ek ek", "Mon, Tue 1-1": days listed, then "one each"; "ek kal ek parso", "1 today 1 tomorrow", "one on
// Monday, one on Tuesday": "one" before each day; "aaj ek kal ek", "Monday 1, Tuesday 1": after each. Day words of the lexicon and English relative words and weekdays.
const TRUCK_DAY = String.raw`(?:${alternation([...DAY_WORDS, 'kl', 'today', 'tomorrow', 'day after tomorrow', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])})(?![\p{L}\p{M}])`;
const DAY_JOIN = String.raw`[^\S\n]*(?:[,&/+]|(?<![\p{L}\p{M}])(?:${alternation(AND_WORDS)})(?![\p{L}\p{M}]))?[^\S\n]*`;
const ONE = String.raw`(?<![\p{L}\p{M}\d])(?:${alternation(ONE_WORDS)})(?![\p{L}\p{M}\d])`;
// ("ek-ek", "1-1": a hyphen needs no escape outside a class, and may not have one under the u flag)
const ONE_EACH = alternation(ONE_EACH_WORDS).replace(/\\-/g, '-');
const DAYS_ONE_EACH_RE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${TRUCK_DAY}(?:${DAY_JOIN}${TRUCK_DAY})+)[^\S\n]*(?:${ONE_EACH})(?![\p{L}\p{M}\d])|${ONE}[^\S\n]+(?:on[^\S\n]+)?(${TRUCK_DAY}(?:${DAY_JOIN}${ONE}[^\S\n]+(?:on[^\S\n]+)?${TRUCK_DAY})+)|(?<![\p{L}\p{M}])(${TRUCK_DAY}[^\S\n]+${ONE}(?:${DAY_JOIN}${TRUCK_DAY}[^\S\n]+${ONE})+)`,
  'iu',
);
const DAY_IN_LIST_RE = new RegExp(`(?<![\\p{L}\\p{M}])${TRUCK_DAY}`, 'giu');
const ONE_EACH_HINT_RE = new RegExp(
  `${ONE_EACH}|(?:${alternation(ONE_WORDS)})\\s+\\S+\\s*\\S*\\s+(?:${alternation(ONE_WORDS)})\\s|\\s(?:${alternation(ONE_WORDS)})\\W+\\S+\\s+(?:${alternation(ONE_WORDS)})\\b`,
  'i',
);

/**
 * The loading day of each truck where a post gives one truck a day ("kal aur parso ek ek", "ek kal ek parso"), in the
 * order named; null where it does not.
 */
export function truckDays(text: string, base: number): number[] | null {
  if (!ONE_EACH_HINT_RE.test(text)) return null;
  const m = DAYS_ONE_EACH_RE.exec(text);
  if (!m) return null;
  const days: number[] = [];
  for (const w of (m[1] ?? m[2] ?? m[3]).matchAll(DAY_IN_LIST_RE)) {
    const scan: Scan = { text: w[0], f: {}, base, dates: [] };
    extractDates(scan);
    if (scan.f.date === undefined || scan.f.date.weak) return null;
    days.push(scan.f.date.value);
  }
  return days.length >= 2 ? days : null;
}
