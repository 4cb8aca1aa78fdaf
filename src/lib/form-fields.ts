/**
 * Field rules shared by the zod schemas of several features (client companies,
 * sign-up, onboarding, the driver profile): names and cities, phone numbers and
 * GSTINs as typed into a form or sent as JSON. Each field reads `unknown`, so a
 * missing field is the same as an empty one, and names its own message.
 */
import { z } from 'zod';
import { canonicalCityName } from '../geo/cities.js';
import { normaliseGstin, PHONE_PATTERN } from './india-ids.js';

/** A field's text: strings trimmed, numbers as written, anything else empty. */
export function fieldText(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** A one-line text that must be present: trimmed, inner whitespace collapsed, at most `max` characters. */
export function requiredText(max: number, label: string) {
  return z.unknown().optional().transform((v, ctx) => {
    const s = fieldText(v).replace(/\s+/g, ' ');
    if (!s) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    if (s.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max} characters` });
      return z.NEVER;
    }
    return s;
  });
}

/** A one-line text that may be left empty (null): trimmed, inner whitespace collapsed, at most `max` characters. */
export function optionalText(max: number, label: string) {
  return z.unknown().optional().transform((v, ctx) => {
    const s = fieldText(v).replace(/\s+/g, ' ');
    if (!s) return null;
    if (s.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max} characters` });
      return z.NEVER;
    }
    return s;
  });
}

/** A place name has a letter in it (any script): "<>", "-" or "123" is not a city. */
export function isPlaceName(s: string): boolean {
  return /\p{L}/u.test(s);
}

/** The message for a city field whose text is not a place name. */
export function notAPlaceMessage(label: string): string {
  return `${label} must be a place name, such as Pune`;
}

/** A city that must be present (at most 80 characters), in its canonical spelling (Bombay -> Mumbai). */
export function requiredCity() {
  return requiredText(80, 'City')
    .refine(isPlaceName, notAPlaceMessage('City'))
    .transform((s) => canonicalCityName(s));
}

/** A city that may be left empty (null), in its canonical spelling (Bombay -> Mumbai). */
export function optionalCity() {
  return optionalText(80, 'City')
    .refine((s) => s === null || isPlaceName(s), notAPlaceMessage('City'))
    .transform((s) => (s ? canonicalCityName(s) : null));
}

/** A phone number that may be left empty (null), kept as typed when it has registration's phone format. */
export function optionalPhone() {
  return z.unknown().optional().transform((v, ctx) => {
    const s = fieldText(v);
    if (!s) return null;
    if (!PHONE_PATTERN.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a phone number such as 98765 43210' });
      return z.NEVER;
    }
    return s;
  });
}

/** A GSTIN that may be left empty (null), normalised to upper case without spaces; `message` says what to type. */
export function optionalGstin(message = 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV') {
  return z.unknown().optional().transform((v, ctx) => {
    const s = fieldText(v);
    if (!s) return null;
    const g = normaliseGstin(s);
    if (!g) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return g;
  });
}

/**
 * Usernames (issue 13): NFKC-normalised (fullwidth and compatibility forms become their plain
 * letters), lower-cased, every whitespace character removed. The typed name at sign-in is cleaned
 * the same way, so a name is found however it was typed.
 */
export function cleanUsername(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase().normalize('NFKC').replace(/\s+/g, '');
}

/**
 * The cleaning before the rule (SPEC's: lower-cased, trimmed, whitespace removed; no NFKC). Only
 * sign-in uses it, to find an account stored before the rule whose name NFKC would change.
 */
export function legacyCleanUsername(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, '');
}

/** The message of a username that breaks the rule of usernameProblem. */
export const USERNAME_RULE_MESSAGE = 'Username may use only letters of one script (such as English or Hindi), digits 0-9, and . _ -';

// Scripts a username may be written in; its letters (and their vowel signs) must all be of one.
const USERNAME_SCRIPTS = [
  'Latin', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam',
  'Arabic', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Sinhala', 'Thai', 'Han', 'Hangul',
].map((name) => ({ name, re: new RegExp(`^\\p{Script=${name}}$`, 'u') }));

/** The longest username (the users table's limit too). */
const USERNAME_MAX_LENGTH = 64;

/**
 * Null when a cleaned username keeps the rule, else the message: only letters (any script but
 * one per name, with that script's vowel signs and combining accents), digits 0-9, '.', '_' and
 * '-'; so no zero-width, right-to-left-override, control or format characters, and no lookalike
 * mixes such as a Latin name with one Cyrillic "а"; and at most USERNAME_MAX_LENGTH characters.
 */
export function usernameProblem(username: string): string | null {
  let script: string | null = null;
  for (const ch of username) {
    if (/^[0-9._-]$/.test(ch)) continue;
    if (!/^[\p{L}\p{M}]$/u.test(ch)) return USERNAME_RULE_MESSAGE;
    // A combining mark shared by every script (an accent) belongs to the letter before it.
    if (/^\p{Script=Inherited}$/u.test(ch)) {
      if (script === null) return USERNAME_RULE_MESSAGE;
      continue;
    }
    const own = USERNAME_SCRIPTS.find((s) => s.re.test(ch))?.name;
    if (!own || (script !== null && own !== script)) return USERNAME_RULE_MESSAGE;
    script = own;
  }
  if (username.length > USERNAME_MAX_LENGTH) return `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
  return null;
}

// ---------------------------------------------------------------------------
// Control characters: refused in every text input (src/http/input-check.ts applies this to every request).

/**
 * What no text input may hold: C0 control characters except tab, line feed and
 * carriage return (NUL among them, which PostgreSQL cannot store), DEL, the C1
 * controls U+0080-U+009F, and lone UTF-16 surrogates (text that is not Unicode).
 * Tabs and line breaks are whitespace people paste (chat imports, descriptions):
 * multi-line fields keep them, one-line rules above collapse them to a space.
 */
const CONTROL_OR_BROKEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The same, with tab, line feed and carriage return refused too (identifiers, route parameters). */
const CONTROL_OR_BROKEN_ONE_WORD = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a character no text input takes; `lineBreaks: false` refuses tab, CR and LF as well. */
export function hasControlCharacter(s: string, opts: { lineBreaks?: boolean } = {}): boolean {
  return (opts.lineBreaks === false ? CONTROL_OR_BROKEN_ONE_WORD : CONTROL_OR_BROKEN).test(s);
}

/** The message for a field holding such a character. */
export function controlCharacterMessage(field: string): string {
  return `“${field}” contains a control character (such as a NUL byte) or broken text: remove it and send again`;
}
