/**
 * The input rules of every form and JSON body, one definition each: text (one
 * line or free text), the control-character refusal, rupee amounts, weights,
 * truck fields, cities, phone numbers, GSTINs, vehicle registration numbers,
 * record ids, dates, whole numbers, choices from a list and the username rule.
 * Features build their schemas from these and keep only what is theirs (the
 * pickup-date window of a load, the UPI id of a payout...).
 *
 * Every rule reads any JSON or form value through one pre-parse (`text`), so a
 * missing field is the same as an empty one, and names its field in its
 * messages through `label` ("Pickup city is required").
 */
import { z } from 'zod';
import { canonicalCityName } from '../geo/cities.js';
import { isIsoDate } from './dates.js';
import { en, t, tCode } from './i18n/index.js';
import { isUuid } from './ids.js';
import { amountText, digitsText, feetText, weightText } from './indic-numbers.js';
import { isMistypedGstin, normaliseGstin, normaliseVehicleNumber, PHONE_PATTERN } from './india-ids.js';
import { formatRupees, parseRupees } from './money.js';
import { TRUCK_TYPES } from './trucks.js';

/** Adds `message` to the field being parsed and gives up on it (return this from a transform). */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

/**
 * A field's name in the reader's language: a label (or a message a rule is given) is either a catalogue key (`loads.field.pickupCity`,
 * lib/i18n) read at the moment the message is made, or words used as written.
 */
export function fieldLabel(label: string): string {
  return tCode(label) ?? label;
}

/** "Truck type" -> "truck type", for messages that name the field mid-sentence. */
function lower(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** The field's name mid-sentence ("Enter the {field} in rupees"), in the reader's language. */
function midSentence(label: string): string {
  return lower(fieldLabel(label));
}

/** A field's name in English (the key's English text), for English grammar (a / an). */
function englishLabel(label: string): string {
  return (en as Record<string, string>)[label] ?? label;
}

/**
 * Numbers in the messages are written as digits without grouping ("at most 5000 characters"), as they always
 * were: a limit, not an amount.
 */
function digits(n: number): string {
  return String(n);
}

/** Counts characters the way PostgreSQL's length() does (code points, so an emoji is one). */
export function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

// ---------------------------------------------------------------------------
// Control characters: refused in every text input (src/http/input-check.ts applies this to every request).

/**
 * What no text input may hold: C0 control characters except tab, line feed and
 * carriage return (NUL among them, which PostgreSQL cannot store), DEL, the C1
 * controls U+0080-U+009F, and lone UTF-16 surrogates (text that is not Unicode).
 * Tabs and line breaks are whitespace people paste (chat imports, descriptions):
 * free text keeps them, one-line rules collapse them to a space.
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
  return t('form.controlCharacter', { field: fieldLabel(field) });
}

// ---------------------------------------------------------------------------
// The pre-parse every rule starts from.

/**
 * A field's value as the rules read it: a repeated form field or query
 * parameter gives its first value, a JSON number or boolean reads as written,
 * a missing value (undefined, null) is ''. An object stays an object, which
 * no rule takes ("Must be text").
 */
function fieldValue(v: unknown): unknown {
  if (Array.isArray(v)) v = v[0];
  if (v === undefined || v === null) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}

/** The field as typed, spaces kept (passwords). */
export const rawText = z.preprocess(fieldValue, z.string({ error: () => t('form.mustBeText') }));

/** The field trimmed: what every other rule reads. */
export const text = rawText.transform((s) => s.trim());

/** The same reading outside a schema, as typed: the text, '' for anything that is not text. */
export function fieldString(v: unknown): string {
  const x = fieldValue(v);
  return typeof x === 'string' ? x : '';
}

/** The same, trimmed (which form a body asks for, whether a field was given). */
export function fieldText(v: unknown): string {
  return fieldString(v).trim();
}

// ---------------------------------------------------------------------------
// Text.

/** One line: inner whitespace (tabs, line breaks) collapsed to one space; no control character; at most `max` characters. */
function oneLine(label: string, max: number, required: boolean) {
  return text.transform((s, ctx): string | null => {
    if (hasControlCharacter(s)) return refuse(ctx, controlCharacterMessage(fieldLabel(label)));
    const t = s.replace(/\s+/g, ' ');
    if (!t) return required ? refuse(ctx, requiredMessage(label)) : null;
    if (charCount(t) > max) return refuse(ctx, tooLongMessage(label, max));
    return t;
  });
}

/** "Pickup city is required", in the reader's language. */
function requiredMessage(label: string): string {
  return t('form.required', { field: fieldLabel(label) });
}

function tooLongMessage(label: string, max: number): string {
  return t('form.tooLong', { field: fieldLabel(label), max: digits(max) });
}

/** A one-line text that must be present (a name, a title). */
export function requiredText(label: string, max: number) {
  return oneLine(label, max, true).transform((s) => s as string);
}

/** A one-line text that may be left empty (null). */
export function optionalText(label: string, max: number) {
  return oneLine(label, max, false);
}

/** Free text (a description, a note, a message): line breaks kept as \n, trimmed; no control character; at most `max` characters. */
function freeText(label: string, max: number, required: boolean) {
  return text.transform((s, ctx): string | null => {
    if (hasControlCharacter(s)) return refuse(ctx, controlCharacterMessage(fieldLabel(label)));
    const t = s.replace(/\r\n?/g, '\n');
    if (!t) return required ? refuse(ctx, requiredMessage(label)) : null;
    if (charCount(t) > max) return refuse(ctx, tooLongMessage(label, max));
    return t;
  });
}

/** Free text that must be present. */
export function requiredFreeText(label: string, max: number) {
  return freeText(label, max, true).transform((s) => s as string);
}

/** Free text that may be left empty (null). */
export function optionalFreeText(label: string, max: number) {
  return freeText(label, max, false);
}

// ---------------------------------------------------------------------------
// Money: rupees in, integer paise out.

/** The largest amount any form takes (₹1 crore): a price, a bid, a commission, a deposit or a payout. It catches an extra zero typed by mistake. */
export const MAX_AMOUNT_PAISE = 1_00_00_000 * 100;

/** Rupees with up to 2 decimals ("45000", "₹45,000.50"), more than 0 and at most MAX_AMOUNT_PAISE. */
function rupees(label: string, required: boolean) {
  // "1.2 लाख", "50 hazar", "₹४५,०००" read as plain rupees first (lib/indic-numbers.ts).
  return text.transform(amountText).transform((s, ctx): number | null => {
    if (!s) return required ? refuse(ctx, t('form.rupees.required', { field: midSentence(label) })) : null;
    const paise = parseRupees(s);
    if (paise === null) return refuse(ctx, t('form.rupees.invalid', { field: midSentence(label) }));
    if (paise > MAX_AMOUNT_PAISE) return refuse(ctx, t('form.rupees.tooMuch', { field: midSentence(label), max: formatRupees(MAX_AMOUNT_PAISE) }));
    return paise;
  });
}

/** An amount in rupees that must be given, as paise. */
export function requiredRupees(label: string) {
  return rupees(label, true).transform((n) => n as number);
}

/** An amount in rupees that may be left empty (null), as paise. */
export function optionalRupees(label: string) {
  return rupees(label, false);
}

// ---------------------------------------------------------------------------
// Weights and trucks.

/** The heaviest load and the largest truck capacity (CONTRACT section 5: weight > 0, <= 100 tonnes). */
export const MAX_TONNES = 100;

/** Tonnes with up to 2 decimals, more than 0 and at most MAX_TONNES. */
function tonnes(label: string, required: boolean) {
  // "१२.५", "12 टन" read as 12.5, 12 first.
  return text.transform(weightText).transform((s, ctx): number | null => {
    if (!s) return required ? refuse(ctx, t('form.tonnes.required', { field: midSentence(label) })) : null;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return refuse(ctx, t('form.tonnes.invalid', { field: midSentence(label) }));
    const n = Number(s);
    if (!(n > 0) || n > MAX_TONNES) return refuse(ctx, t('form.tonnes.range', { field: fieldLabel(label), max: digits(MAX_TONNES) }));
    return n;
  });
}

/** A weight in tonnes that must be given. */
export function requiredTonnes(label: string) {
  return tonnes(label, true).transform((n) => n as number);
}

/** A weight in tonnes that may be left empty (null). */
export function optionalTonnes(label: string) {
  return tonnes(label, false);
}

/** One of the truck types (lib/trucks.ts). */
export function truckType(label = 'field.truckType') {
  return choice(label, TRUCK_TYPES);
}

/** A truck's length: optional, whole feet from 6 to 80. */
export function truckLength(label = 'field.truckLength') {
  return text.transform(feetText).transform((s, ctx): number | null => {
    if (!s) return null;
    if (!/^\d{1,3}$/.test(s) || Number(s) < 6 || Number(s) > 80) return refuse(ctx, t('form.truckLength', { field: fieldLabel(label), min: digits(6), max: digits(80) }));
    return Number(s);
  });
}

/** An Indian registration number, normalised to MH12AB1234 / 22BH1234AA. */
export function vehicleNumber(label = 'field.vehicleNumber') {
  return text.transform((s, ctx) => {
    if (!s) return refuse(ctx, t('form.vehicleNumber.required', { field: midSentence(label) }));
    const n = s.length <= 20 ? normaliseVehicleNumber(s) : null;
    if (!n) return refuse(ctx, t('form.vehicleNumber.invalid'));
    return n;
  });
}

// ---------------------------------------------------------------------------
// Cities.

/** The longest city name kept (the loads table's limit too). */
export const MAX_CITY_CHARS = 80;

/** A place name has a letter in it (any script): "<>", "-" or "123" is not a city. */
function isPlaceName(s: string): boolean {
  return /\p{L}/u.test(s);
}

/** The message for a city field whose text is not a place name. */
function notAPlaceMessage(label: string): string {
  return t('form.city.notAPlace', { field: fieldLabel(label) });
}

/** A city, one line, in its canonical spelling (Bombay -> Mumbai, pune -> Pune). */
function city(label: string, required: boolean) {
  return oneLine(label, MAX_CITY_CHARS, required).transform((s, ctx): string | null => {
    if (s === null) return null;
    if (!isPlaceName(s)) return refuse(ctx, notAPlaceMessage(label));
    return canonicalCityName(s);
  });
}

/** A city that must be given. */
export function requiredCity(label = 'field.city') {
  return city(label, true).transform((s) => s as string);
}

/** A city that may be left empty (null). */
export function optionalCity(label = 'field.city') {
  return city(label, false);
}

/** The lower-case canonical name: what loads.origin_key / destination_key hold and board filters compare with. */
export function cityKey(name: string): string {
  return canonicalCityName(name).toLowerCase();
}

// ---------------------------------------------------------------------------
// Phones and GSTIN.

/** The English text of the phone rule's message (phoneMessage() is the reader's). */
export const PHONE_MESSAGE = en['form.phone'];

/** The phone rule's message in the reader's language. */
function phoneMessage(): string {
  return t('form.phone');
}

/** True for a phone number in registration's format: digits with optional +, spaces and hyphens. */
export function isPhoneNumber(s: string): boolean {
  return PHONE_PATTERN.test(s);
}

/** A phone number that may be left empty (null), kept as typed. */
export function optionalPhone() {
  return text.transform((s, ctx): string | null => {
    if (!s) return null;
    if (!isPhoneNumber(s)) return refuse(ctx, phoneMessage());
    return s;
  });
}

/** A GSTIN that may be left empty (null), normalised to upper case without spaces; a wrong check character is named as a typo. */
export function optionalGstin() {
  return text.transform((s, ctx): string | null => {
    if (!s) return null;
    const g = normaliseGstin(s);
    if (!g) return refuse(ctx, t(isMistypedGstin(s) ? 'documents.rule.gstinTypo' : 'form.gstin'));
    return g;
  });
}

// ---------------------------------------------------------------------------
// Record ids and dates.

/** A record's id (a uuid, lower-cased); `message` says what to choose ("Choose one of your clients"). */
export function recordId(message: string) {
  return text.transform((s, ctx) => {
    if (!isUuid(s)) return refuse(ctx, fieldLabel(message));
    return s.toLowerCase();
  });
}

/** A record's id that may be left empty (null). */
export function optionalRecordId(message: string) {
  return text.transform((s, ctx): string | null => {
    if (!s) return null;
    if (!isUuid(s)) return refuse(ctx, fieldLabel(message));
    return s.toLowerCase();
  });
}

/** A calendar date written YYYY-MM-DD. */
function isoDate(label: string, required: boolean) {
  return text.transform((s, ctx): string | null => {
    if (!s) return required ? refuse(ctx, requiredMessage(label)) : null;
    if (!isIsoDate(s)) return refuse(ctx, t('form.date.invalid', { field: fieldLabel(label) }));
    return s;
  });
}

/** A date that must be given. */
export function requiredDate(label: string) {
  return isoDate(label, true).transform((s) => s as string);
}

/** A date that may be left empty (null). */
export function optionalDate(label: string) {
  return isoDate(label, false);
}

/** An object rule for the period filters (`from`, `to`): the end is not before the start; the message is on `to`. */
export function datesInOrder(fromLabel = 'field.from', toLabel = 'field.to') {
  return (v: { from: string | null; to: string | null }, ctx: z.RefinementCtx) => {
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: t('form.dates.order', { to: fieldLabel(toLabel), from: fieldLabel(fromLabel) }) });
  };
}

// ---------------------------------------------------------------------------
// Whole numbers and choices.

/** The deepest page of any list (loads' board has its own, lower, limit). */
export const MAX_PAGE_NUMBER = 100_000;

function wholeNumberIn(label: string, min: number, max: number, s: string, ctx: z.RefinementCtx, message?: string): number {
  const n = Number(s);
  if (!/^\d+$/.test(s) || n < min || n > max) return refuse(ctx, message ? fieldLabel(message) : t('form.wholeNumber', { field: fieldLabel(label), min: digits(min), max: digits(max) }));
  return n;
}

/** A whole number from `min` to `max` that must be given; `message` replaces the default one. */
export function wholeNumber(label: string, min: number, max: number, message?: string) {
  return text.transform(digitsText).transform((s, ctx) => wholeNumberIn(label, min, max, s, ctx, message));
}

/** A whole number from `min` to `max`; empty gives `fallback`. */
export function optionalWholeNumber<F extends number | null>(label: string, min: number, max: number, fallback: F) {
  return text.transform(digitsText).transform((s, ctx): number | F => (s ? wholeNumberIn(label, min, max, s, ctx) : fallback));
}

/** A list's page number: 1 when not given. */
export function pageNumber(label = 'field.page', max = MAX_PAGE_NUMBER) {
  return optionalWholeNumber(label, 1, max, 1);
}

/** How many rows a list shows: `fallback` when not given, at most `max`. */
export function pageSize(label: string, max: number, fallback: number) {
  return optionalWholeNumber(label, 1, max, fallback);
}

/** The value of `values` that `s` names, ignoring case. */
function findChoice<T extends string>(values: readonly T[], s: string): T | undefined {
  const wanted = s.toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted);
}

/** "Status must be one of open, assigned": the codes as they are typed (an API's values), so not translated. */
function oneOfMessage(label: string, values: readonly string[]): string {
  return t('form.oneOf', { field: fieldLabel(label), values: values.join(', ') });
}

/** One of `values` (any case), which must be given; `message` replaces both default messages ("Choose accept, decline or counter"). */
export function choice<T extends string>(label: string, values: readonly T[], message?: string) {
  return text.transform((s, ctx): T => {
    const found = s ? findChoice(values, s) : undefined;
    if (found !== undefined) return found;
    if (message) return refuse(ctx, fieldLabel(message));
    if (!s) return refuse(ctx, t(/^[aeiou]/i.test(englishLabel(label)) ? 'form.choose.an' : 'form.choose.a', { field: midSentence(label) }));
    return refuse(ctx, oneOfMessage(label, values));
  });
}

/** One of `values` (any case), or null when empty: a list filter. */
export function optionalChoice<T extends string>(label: string, values: readonly T[], message?: string) {
  return text.transform((s, ctx): T | null => {
    if (!s) return null;
    const found = findChoice(values, s);
    if (found !== undefined) return found;
    return refuse(ctx, message ? fieldLabel(message) : oneOfMessage(label, values));
  });
}

/**
 * A switch: true for on/1/true/yes, false for off/0/false/no, null when not
 * given. A form that sends a hidden "off" before its checkbox repeats the name,
 * so the last value counts here.
 */
export function onOff(label: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): boolean | null => {
      const x = Array.isArray(v) ? v[v.length - 1] : v;
      if (typeof x === 'boolean') return x;
      const s = fieldText(x).toLowerCase();
      if (!s) return null;
      if (['on', '1', 'true', 'yes'].includes(s)) return true;
      if (['off', '0', 'false', 'no'].includes(s)) return false;
      return refuse(ctx, t('form.onOff', { field: fieldLabel(label) }));
    });
}

// ---------------------------------------------------------------------------
// The truck of a driver's profile, also asked at /register/driver and onboarding.

export const vehicleFieldsSchema = z.object({
  vehicle_number: vehicleNumber(),
  truck_type: truckType(),
  truck_length_ft: truckLength(),
  capacity_tonnes: optionalTonnes('field.capacity'),
  home_city: optionalCity('field.homeCity'),
});
export type VehicleFields = z.infer<typeof vehicleFieldsSchema>;

// ---------------------------------------------------------------------------
// Usernames.

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

/** The English message of a username that breaks the rule of usernameProblem (it answers in the reader's language). */
export const USERNAME_RULE_MESSAGE = en['form.username.rule'];

// Scripts a username may be written in; its letters (and their vowel signs) must all be of one.
const USERNAME_SCRIPTS = [
  'Latin',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Arabic',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Sinhala',
  'Thai',
  'Han',
  'Hangul',
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
    if (!/^[\p{L}\p{M}]$/u.test(ch)) return t('form.username.rule');
    // A combining mark shared by every script (an accent) belongs to the letter before it.
    if (/^\p{Script=Inherited}$/u.test(ch)) {
      if (script === null) return t('form.username.rule');
      continue;
    }
    const own = USERNAME_SCRIPTS.find((s) => s.re.test(ch))?.name;
    if (!own || (script !== null && own !== script)) return t('form.username.rule');
    script = own;
  }
  if (username.length > USERNAME_MAX_LENGTH) return t('form.username.tooLong', { max: digits(USERNAME_MAX_LENGTH) });
  return null;
}

/** A username for a new account, cleaned (cleanUsername) and checked against the rule. */
export function username() {
  return text.transform((s, ctx) => {
    const name = cleanUsername(s);
    if (!name) return refuse(ctx, t('form.username.required'));
    const problem = usernameProblem(name);
    if (problem) return refuse(ctx, problem);
    return name;
  });
}
