/**
 * PDF documents (invoices, lorry receipts, client statements) drawn with pdfkit on A4, in the Noto Sans fonts
 * that npm packages bundle (@fontsource/*: nothing is downloaded at run time).
 *
 * pdfkit draws a run of text in one font, and each Noto file covers one script, so `pdfText` splits a string
 * into runs by the first face that has each character's glyph: Latin, Latin Extended (₹), Devanagari (Hindi,
 * Marathi), Gujarati, Gurmukhi (Punjabi), Tamil. Spaces, digits and punctuation stay in the current run's face
 * when it has them, so a Hindi phrase is one run and is shaped as one (fontkit's Indic shaper). A character no
 * face has is replaced (→ by ->, other symbols by ?), never drawn as an empty box.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import { lazy } from './lazy.js';

const require = createRequire(import.meta.url);
/** Loaded with the first PDF (lib/lazy.ts). */
const fontkit = lazy(() => require('fontkit') as typeof Fontkit);
const PDFDocument = lazy(() => require('pdfkit') as typeof PDFKitDocument);

const FACES = [
  ['latin', '@fontsource/noto-sans/files/noto-sans-latin-WEIGHT-normal.woff'],
  ['latinext', '@fontsource/noto-sans/files/noto-sans-latin-ext-WEIGHT-normal.woff'],
  ['deva', '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-WEIGHT-normal.woff'],
  ['gujr', '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-WEIGHT-normal.woff'],
  ['guru', '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-WEIGHT-normal.woff'],
  ['taml', '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-WEIGHT-normal.woff'],
] as const;
const WEIGHTS = { regular: '400', bold: '700' } as const;
type Weight = keyof typeof WEIGHTS;

interface Face {
  /** The name registered with each document: `latin-regular`, `deva-bold`, ... */
  name: string;
  data: Buffer;
  has: (codePoint: number) => boolean;
}

let faces: Record<Weight, Face[]> | null = null;
/** The font files, read once per process. */
function loadFaces(): Record<Weight, Face[]> {
  if (faces) return faces;
  const load = (weight: Weight): Face[] =>
    FACES.map(([script, file]) => {
      const data = readFileSync(require.resolve(file.replace('WEIGHT', WEIGHTS[weight])));
      const font = fontkit().create(data) as Fontkit.Font;
      return { name: `${script}-${weight}`, data, has: (cp: number) => font.hasGlyphForCodePoint(cp) };
    });
  faces = { regular: load('regular'), bold: load('bold') };
  return faces;
}

const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '…': '...' };

/** `text` as runs of one face each (exported for tests). */
export function textRuns(text: string, weight: Weight = 'regular'): { face: string; text: string }[] {
  const list = loadFaces()[weight];
  const covered = (ch: string) => list.some((f) => f.has(ch.codePointAt(0) ?? 0));
  // Characters no face has first become ones that some face has, then each character finds its face.
  const drawable = [...text].map((ch) => (covered(ch) ? ch : (REPLACEMENTS[ch] ?? (/\s/.test(ch) ? ' ' : '?')))).join('');
  const runs: { face: string; text: string }[] = [];
  let current: Face | null = null;
  for (const ch of drawable) {
    const cp = ch.codePointAt(0) ?? 0;
    const face: Face = (current?.has(cp) ? current : list.find((f) => f.has(cp))) ?? current ?? (list[0] as Face);
    const last = runs.at(-1);
    if (last && face === current) last.text += ch;
    else runs.push({ face: face.name, text: ch });
    current = face;
  }
  return runs;
}

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document with every face registered; `title` goes into the file's properties. */
export function createPdf(title: string, author = 'FreightBazaar'): Pdf {
  const doc = new (PDFDocument())({ size: 'A4', margin: 40, info: { Title: title, Author: author }, bufferPages: true });
  const all = loadFaces();
  for (const weight of Object.keys(all) as Weight[]) for (const face of all[weight]) doc.registerFont(face.name, face.data);
  doc.font('latin-regular');
  return doc;
}

export interface PdfTextOptions extends PDFKit.Mixins.TextOptions {
  bold?: boolean;
  size?: number;
  x?: number;
  y?: number;
}

/** Writes `text` (any of the site's scripts) at the cursor, or at x/y, with pdfkit's text options. */
export function pdfText(doc: Pdf, text: string, options: PdfTextOptions = {}): Pdf {
  const { bold, size, x, y, ...rest } = options;
  if (size) doc.fontSize(size);
  const runs = textRuns(text === '' ? ' ' : text, bold ? 'bold' : 'regular');
  runs.forEach((run, i) => {
    doc.font(run.face);
    const opts = { ...rest, continued: i < runs.length - 1 };
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, opts);
    else doc.text(run.text, opts);
  });
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
