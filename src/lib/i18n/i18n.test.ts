import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { StatusBadge } from '../../views/badge.js';
import { formatCount, formatKm, formatTonnes, roleName, statusName, timeAgo, truckTypeName, tripStepAction } from '../words.js';
import { en as coreEn } from './en.js';
import { AREAS, CATALOGUES, en, currentLocale, intlTag, LOCALES, negotiateLocale, runInLocale, t, tIn, tRich } from './index.js';

/** The arguments ({n}, {contact}) and tags (<shipper>) a message uses: a translation must use the same. */
function argumentsOf(message: string): string[] {
  const args = [...message.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<([A-Za-z_]\w*)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...args, ...tags])].sort();
}

test('every catalogue has every English key, no other key, and the same arguments', () => {
  const keys = Object.keys(en).sort();
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const cat = CATALOGUES[locale] as Record<string, string>;
    for (const k of keys) {
      if (typeof cat[k] !== 'string' || cat[k].trim() === '') problems.push(`${locale}: missing ${k}`);
      else if (argumentsOf(cat[k]).join() !== argumentsOf((en as Record<string, string>)[k] ?? '').join())
        problems.push(`${locale}: ${k} uses ${argumentsOf(cat[k])} (English ${argumentsOf((en as Record<string, string>)[k] ?? '')})`);
    }
    for (const k of Object.keys(cat)) if (!(k in en)) problems.push(`${locale}: ${k} is not an English key`);
  }
  assert.deepEqual(problems, []);
});

test('no two parts of the catalogue define the same key, and each area writes all six languages', () => {
  const seen = new Map<string, number>();
  const parts: Array<Record<string, string>> = [coreEn, ...AREAS.map((a) => a.en)];
  for (const part of parts) for (const k of Object.keys(part)) seen.set(k, (seen.get(k) ?? 0) + 1);
  assert.deepEqual(
    [...seen].filter(([, n]) => n > 1).map(([k]) => k),
    [],
  );
  for (const area of AREAS) for (const locale of LOCALES) assert.equal(Object.keys(area[locale]).length, Object.keys(area.en).length);
});

test('every message of every language is valid ICU and formats without error', () => {
  const errors: string[] = [];
  for (const locale of LOCALES) {
    const messages = CATALOGUES[locale] as Record<string, string>;
    const intl = createIntl({ locale: intlTag(locale), messages, onError: (e) => errors.push(`${locale}: ${e.message}`) }, createIntlCache());
    for (const k of Object.keys(messages)) {
      // Every argument the English message names (a number fits plain and plural arguments alike), every tag a function.
      const named = Object.fromEntries(argumentsOf(en[k as keyof typeof en] ?? '').map((a) => (a.startsWith('<') ? [a.slice(1, -1), (c: string[]) => c.join('')] : [a.slice(1, -1), 3])));
      intl.formatMessage({ id: k }, { n: 3, contact: 'x', time: 'y', shipper: (c: string[]) => c.join(''), driver: (c: string[]) => c.join(''), ...named } as never);
    }
  }
  assert.deepEqual(errors, []);
});

/**
 * Words a translation may keep exactly as English writes them: the brand and the Latin abbreviations Indian
 * transport writes in every language (the same list the pages' English check allows).
 */
const KEPT_AS_ENGLISH =
  /^(?:FreightBazaar|WhatsApp|JavaScript|Android|Google|Razorpay|RazorpayX|GSTIN|GST|CGST|SGST|IGST|SAC|HSN|PAN|UPI|IFSC|KYC|LR|POD|RC|OTP|SMS|PDF|CSV|IST|LCV|NEFT|IMPS|RTGS|ID|km|kg|Rs|e-way|English)$/i;

test('no Indic catalogue copies English: every message with an English word is written in the language', () => {
  const copied: string[] = [];
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const cat = CATALOGUES[locale] as Record<string, string>;
    for (const [k, english] of Object.entries(en as Record<string, string>)) {
      if (cat[k] !== english) continue;
      const words = (english.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []).filter((w) => !KEPT_AS_ENGLISH.test(w));
      if (words.length) copied.push(`${locale}: ${k}`);
    }
  }
  assert.deepEqual(copied, []);
});

test('t interpolates and pluralises by the language, and a key missing in a language falls back to English', () => {
  assert.equal(tIn('en', 'time.days', { n: 1 }), '1 day ago');
  assert.equal(tIn('en', 'time.days', { n: 3 }), '3 days ago');
  assert.equal(tIn('ta', 'time.days', { n: 1 }), '1 நாள் முன்பு');
  assert.equal(tIn('ta', 'time.days', { n: 5 }), '5 நாட்கள் முன்பு');
  assert.equal(tIn('hi', 'error.suspendedContact', { contact: 'help@freightbazaar.in' }), 'यह खाता रोका गया है। सपोर्ट से बात करें: help@freightbazaar.in।');
  // A number interpolated into a plural is grouped the Indian way in every language (Latin digits).
  assert.equal(tIn('mr', 'time.days', { n: 180860 }), '1,80,860 दिवसांपूर्वी');
  const hi = CATALOGUES.hi as Record<string, string>;
  const kept = hi['nav.home'];
  delete hi['nav.home'];
  try {
    assert.equal(tIn('hi', 'nav.home'), 'Home');
  } finally {
    hi['nav.home'] = kept as string;
  }
  const parts = runInLocale('hi', () => tRich('register.detailed', { shipper: (c) => `[${c.join('')}]`, driver: (c) => `[${c.join('')}]` }));
  assert.equal(parts.join(''), 'पूरी जानकारी के साथ जुड़ें: [माल मालिक के रूप में] (कंपनी, GSTIN) या [ड्राइवर के रूप में] (अपनी गाड़ी के साथ)।');
});

test('the current language is the one the request entered, English outside any', async () => {
  assert.equal(currentLocale(), 'en');
  assert.equal(t('nav.home'), 'Home');
  await runInLocale('gu', async () => {
    await new Promise((r) => setTimeout(r, 1));
    assert.equal(t('nav.home'), 'હોમ');
  });
  assert.equal(t('nav.home'), 'Home');
});

test('Accept-Language picks the best supported language', () => {
  assert.equal(negotiateLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7'), 'hi');
  assert.equal(negotiateLocale('en-GB,en;q=0.9,ta;q=0.8'), 'en');
  assert.equal(negotiateLocale('fr-FR,fr;q=0.9,pa;q=0.5'), 'pa');
  assert.equal(negotiateLocale('de,fr'), 'en');
  assert.equal(negotiateLocale('gu;q=0.3, mr;q=0.8'), 'mr');
  assert.equal(negotiateLocale('hi;q=0, ta'), 'ta');
  assert.equal(negotiateLocale(''), 'en');
  assert.equal(negotiateLocale(undefined), 'en');
});

test('the dictionary of words.ts speaks the current language, English unchanged', async () => {
  const now = new Date('2026-11-26T12:00:00Z');
  assert.equal(truckTypeName('lcv'), 'LCV (small truck)');
  runInLocale('hi', () => {
    assert.equal(truckTypeName('reefer', 'short'), 'रीफ़र');
    assert.equal(statusName('trip', 'in_transit'), 'रास्ते में');
    assert.equal(statusName('bid', 'something_new'), 'Something new');
    assert.equal(tripStepAction('loaded'), 'माल लद गया');
    assert.equal(roleName('shipper'), 'माल मालिक');
    assert.equal(formatCount(180860), '1,80,860');
    assert.equal(formatTonnes('14.50'), '14.5 टन');
    assert.equal(formatKm(1402.4), '1,402 कि.मी.');
    assert.equal(timeAgo(new Date('2026-11-26T10:00:00Z'), now), '2 घंटे पहले');
    assert.equal(timeAgo(new Date('2026-11-25T10:00:00Z'), now), 'कल');
  });
  const badge = await runInLocale('hi', () => StatusBadge({ family: 'load', status: 'in_transit' })?.toString());
  assert.match(String(badge), /class="pill tone-warn in_transit"[^>]*>रास्ते में</);
  const tamil = await runInLocale('ta', () => StatusBadge({ family: 'payment', status: 'held' })?.toString());
  assert.match(String(tamil), />எஸ்க்ரோவில் உள்ளது</);
});

/**
 * Keys the code builds from a stored code (`status.trip.${code}`, `truck.short.${type}`...) rather than writing them
 * out; every other key must appear in the code as written, or it is a message nobody reads any more.
 */
const BUILT_FROM_CODES = [
  'audit.',
  'bids.error.state.',
  'books.flash.loadAlready.',
  'books.flash.loadMarked.',
  'chatImport.col.',
  'disputes.reason.',
  'documents.audit.label.',
  'documents.badge.',
  'documents.field.number.',
  'documents.hint.number.',
  'documents.kind.',
  'documents.rule.number.',
  'error.',
  'listings.status.',
  'loads.bidStatus.',
  'loads.sort.',
  'negotiation.',
  'notification.',
  'party.',
  'plan.',
  'record.',
  'reports.reason.',
  'role.',
  'status.',
  'step.',
  'truck.',
];

test('every message is used: written out in the code, or built there from a code', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const texts: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) {
        if (p !== path.join(src, 'lib', 'i18n')) walk(p);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) texts.push(readFileSync(p, 'utf8'));
    }
  };
  walk(src);
  const code = texts.join('\n');
  const unused = Object.keys(en).filter((k) => !code.includes(`'${k}'`) && !code.includes(`"${k}"`) && !BUILT_FROM_CODES.some((prefix) => k.startsWith(prefix)));
  assert.deepEqual(unused, []);
});
