/** The messages of lib/fields.ts in other languages: each template is a catalogue message (forms area). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { z } from 'zod';
import {
  choice,
  controlCharacterMessage,
  datesInOrder,
  onOff,
  optionalGstin,
  optionalPhone,
  pageNumber,
  requiredCity,
  requiredDate,
  requiredRupees,
  requiredText,
  requiredTonnes,
  truckLength,
  truckType,
  username,
  usernameProblem,
  vehicleNumber,
  wholeNumber,
} from './fields.js';
import { LOCALES, type Locale, runInLocale } from './i18n/index.js';

/** The first message a rule gives for `value`, in `locale`. */
function messageIn(locale: Locale, rule: z.ZodType, value: unknown): string | undefined {
  return runInLocale(locale, () => {
    const r = rule.safeParse(value);
    return r.success ? undefined : r.error.issues[0]?.message;
  });
}

describe("the rules speak the reader's language", () => {
  test('Hindi: every template with the field named in Hindi when its label is a key', () => {
    const cases: Array<[z.ZodType, unknown, string]> = [
      [requiredText('field.city', 80), '', 'शहर ज़रूरी है'],
      [requiredText('field.city', 5), 'बहुत लंबा नाम', 'शहर ज़्यादा से ज़्यादा 5 अक्षर का हो सकता है'],
      [requiredText('field.city', 80), 'a\u0000', '“शहर” में कोई कंट्रोल कैरेक्टर (जैसे NUL बाइट) या टूटा हुआ टेक्स्ट है: उसे हटाकर फिर भेजें'],
      [requiredRupees('field.capacity'), '', 'क्षमता रुपये में लिखें'],
      [requiredRupees('field.capacity'), 'abc', 'क्षमता रुपये में 0 से ज़्यादा लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक (जैसे 45000 या 45000.50)'],
      [requiredRupees('field.capacity'), '999999999', 'क्षमता ज़्यादा से ज़्यादा ₹1,00,00,000 हो सकता है'],
      [requiredTonnes('field.capacity'), '', 'क्षमता टन में लिखें'],
      [requiredTonnes('field.capacity'), '101', 'क्षमता 0 से ज़्यादा और ज़्यादा से ज़्यादा 100 टन हो सकता है'],
      [truckType(), '', 'गाड़ी का प्रकार चुनें'],
      [truckType(), 'boat', expect('गाड़ी का प्रकार इनमें से एक हो: ')],
      [truckLength(), '5', 'गाड़ी की लंबाई 6 से 80 फ़ुट के बीच पूरी संख्या हो'],
      [vehicleNumber(), '', 'गाड़ी नंबर लिखें, जैसे MH12AB1234'],
      [vehicleNumber(), 'XX', 'भारतीय गाड़ी नंबर लिखें, जैसे MH12AB1234 (या BH सीरीज़ 22BH1234AA)'],
      [requiredCity(), '123', 'शहर किसी जगह का नाम हो, जैसे पुणे'],
      [requiredCity(), '', 'शहर ज़रूरी है'],
      [optionalPhone(), 'abc', 'फ़ोन नंबर लिखें, जैसे 98765 43210'],
      [optionalGstin(), 'abc', '15 अक्षर का GSTIN लिखें, जैसे 27AAPFU0939F1ZV, या खाली छोड़ दें'],
      [requiredDate('field.from'), '2026-13-01', 'शुरू की तारीख तारीख YYYY-MM-DD की तरह लिखें'],
      [wholeNumber('field.page', 1, 5000), '0', 'पेज 1 से 5000 तक पूरी संख्या हो'],
      [pageNumber(), 'x', 'पेज 1 से 100000 तक पूरी संख्या हो'],
      [onOff('field.city'), 'maybe', 'शहर चालू या बंद हो'],
      [username(), '', 'यूज़रनेम ज़रूरी है'],
      [username(), 'ravi!', 'यूज़रनेम में सिर्फ़ एक लिपि के अक्षर (जैसे अंग्रेज़ी या हिंदी), अंक 0-9, और . _ - हो सकते हैं'],
      [requiredText('Words as written', 80), '', 'Words as written ज़रूरी है'],
      [requiredText('field.city', 80), { not: 'text' }, 'यह टेक्स्ट होना चाहिए'],
    ];
    for (const [rule, value, expected] of cases) {
      const got = messageIn('hi', rule, value);
      if (expected.startsWith(PREFIX)) assert.ok(got?.startsWith(expected.slice(PREFIX.length)), `${JSON.stringify(value)}: ${got}`);
      else assert.equal(got, expected, JSON.stringify(value));
    }
    const period = z.object({ from: z.string().nullable(), to: z.string().nullable() }).superRefine(datesInOrder());
    assert.equal(messageIn('hi', period, { from: '2026-02-01', to: '2026-01-01' }), 'आख़िरी तारीख शुरू की तारीख से पहले नहीं हो सकती');
    assert.equal(
      runInLocale('hi', () => usernameProblem('a'.repeat(65))),
      'यूज़रनेम ज़्यादा से ज़्यादा 64 अक्षर का हो सकता है',
    );
    assert.equal(
      runInLocale('hi', () => controlCharacterMessage('note')),
      '“note” में कोई कंट्रोल कैरेक्टर (जैसे NUL बाइट) या टूटा हुआ टेक्स्ट है: उसे हटाकर फिर भेजें',
    );
  });

  test('English is word for word as before, keys or words as labels', () => {
    assert.equal(messageIn('en', truckType(), ''), 'Choose a truck type');
    assert.equal(messageIn('en', choice('Action', ['a', 'b']), ''), 'Choose an action');
    assert.equal(messageIn('en', choice('field.truckType', ['a']), 'x'), 'Truck type must be one of a');
    assert.equal(messageIn('en', requiredRupees('Price'), '999999999'), 'The price must be at most ₹1,00,00,000');
    assert.equal(messageIn('en', requiredText('Note', 5000), 'x'.repeat(5001)), 'Note must be at most 5000 characters');
    assert.equal(messageIn('en', wholeNumber('Limit', 1, 100000), '0'), 'Limit must be a whole number from 1 to 100000');
    assert.equal(messageIn('en', requiredCity(), '<>'), 'City must be a place name, such as Pune');
    assert.equal(messageIn('en', vehicleNumber(), ''), 'Enter the vehicle number, e.g. MH12AB1234');
    const period = z.object({ from: z.string().nullable(), to: z.string().nullable() }).superRefine(datesInOrder());
    assert.equal(messageIn('en', period, { from: '2026-02-01', to: '2026-01-01' }), 'To must not be before From');
  });

  test('every language has its own words for each template (no English left, no argument missing)', () => {
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      for (const [rule, value] of [
        [truckLength(), '5'],
        [requiredCity(), '123'],
        [vehicleNumber(), ''],
        [truckType(), ''],
        [requiredTonnes('field.capacity'), 'x'],
      ] as Array<[z.ZodType, unknown]>) {
        const got = messageIn(locale, rule, value) ?? '';
        assert.ok(got && !/[{}]/.test(got), `${locale}: ${got}`);
        assert.ok(!/\b(must|Enter|Choose|required|truck|city)\b/i.test(got), `${locale}: ${got}`);
      }
    }
  });
});

const PREFIX = '\u0000starts:';
function expect(start: string): string {
  return PREFIX + start;
}
