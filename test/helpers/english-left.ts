/**
 * What of a page a reader of another language would still read in English: the words of its visible text
 * and of the attributes people read (placeholder, title, aria-label, alt, a button's value), with scripts,
 * styles and tags left out. Tests of a translated page create their own records in the page's language
 * (a Devanagari name, a Hindi description), so any Latin word left is the product's own, untranslated.
 *
 * Allowed everywhere: the brand, names of outside products and the abbreviations Indian transport writes in
 * Latin letters in every language (GSTIN, UPI, LR, KYC, km...). A test passes its own extra words (a vehicle
 * number it typed, say).
 */
const ALWAYS_ALLOWED = new Set(
  [
    'FreightBazaar',
    // The language switch names English in English, as every switch does.
    'English',
    'WhatsApp',
    'Razorpay',
    'RazorpayX',
    'Google',
    'Android',
    'JavaScript',
    'OpenStreetMap',
    'Leaflet',
    'GSTIN',
    'GST',
    'PAN',
    'UPI',
    'IFSC',
    'KYC',
    'LR',
    'POD',
    'RC',
    'OTP',
    'SMS',
    'PDF',
    'CSV',
    'IST',
    'LCV',
    'NEFT',
    'UTR',
    'IMPS',
    'RTGS',
    'API',
    'JSON',
    'ID',
    'km',
    'kg',
    'Rs',
    'e-way',
    'PWA',
    'am',
    'pm',
    'AM',
    'PM',
  ].map((w) => w.toLowerCase()),
);

function decode(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(Number.parseInt(n, 16)));
}

/** The texts of `html` a person reads: visible text and the read attributes. */
function readableTexts(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ')
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const out: string[] = [];
  for (const m of body.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const [, tag = '', attrs = ''] = m;
    for (const a of attrs.matchAll(/\s(placeholder|title|aria-label|alt|value|content)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
      const name = (a[1] ?? '').toLowerCase();
      const value = a[3] ?? a[4] ?? '';
      if (name === 'value' && !(tag.toLowerCase() === 'input' && /type\s*=\s*["']?(submit|button)/i.test(attrs))) continue;
      if (name === 'content' && !/name\s*=\s*["']description["']/i.test(attrs)) continue;
      out.push(decode(value));
    }
  }
  for (const text of body.replace(/<[^>]*>/g, '\n').split('\n')) {
    const s = decode(text).trim();
    if (s) out.push(s);
  }
  return out;
}

/** The English words left in `html` (each once, in order), beyond ALWAYS_ALLOWED and `allow`. */
export function englishLeft(html: string, allow: Iterable<string> = []): string[] {
  const allowed = new Set([...ALWAYS_ALLOWED, ...[...allow].map((w) => w.toLowerCase())]);
  const found = new Set<string>();
  for (const raw of readableTexts(html)) {
    // Identifiers are not words: e-mail and UPI addresses, web addresses, record ids (uuids, hex).
    const text = raw
      .replace(/\S+@\S+/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' ')
      .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi, ' ');
    for (const m of text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g)) {
      const word = m[0];
      // A single letter (the "x" of "2 x 3", a unit) and anything allowed are not English left behind.
      if (word.length < 2 || allowed.has(word.toLowerCase())) continue;
      // Identifiers people copy (vehicle numbers MH12AB1234, GSTINs, references) hold digits: not words.
      const at = m.index ?? 0;
      if (word === word.toUpperCase() && /\d/.test(text.slice(Math.max(0, at - 2), at + word.length + 2))) continue;
      found.add(word);
    }
  }
  return [...found];
}
