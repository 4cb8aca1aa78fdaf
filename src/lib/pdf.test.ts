import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pdfPages } from '../../test/helpers/pdf-text.js';
import { createPdf, pdfBuffer, pdfText, textRuns } from './pdf.js';

test('text in several scripts is split into runs of the face that has its glyphs; spaces stay in the run', () => {
  assert.deepEqual(
    textRuns('Rs ₹500 किराया दिल्ली ભાડું').map((r) => r.face),
    ['latin-regular', 'latinext-regular', 'latin-regular', 'deva-regular', 'gujr-regular'],
  );
  assert.equal(textRuns('किराया दिल्ली').length, 1);
  assert.equal(textRuns('GSTIN', 'bold')[0]?.face, 'latin-bold');
});

test('a character no bundled face has is replaced by one that is drawn, in a face that has it', () => {
  const runs = textRuns('दिल्ली → मुंबई');
  assert.deepEqual(
    runs.map((r) => r.text),
    ['दिल्ली ', '-> ', 'मुंबई'],
  );
  assert.equal(runs[1]?.face, 'latin-regular');
});

test('a PDF drawn with pdfText says what was written: Latin words and numbers exactly, Hindi letters present', async () => {
  const doc = createPdf('Freight invoice');
  pdfText(doc, 'Freight invoice FB/2026-27/0007', { bold: true, size: 16 });
  pdfText(doc, 'Client: श्री गणेश ट्रांसपोर्ट, GSTIN 27AAPFU0939F1ZV, ₹1,84,500');
  const bytes = await pdfBuffer(doc);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const [page] = await pdfPages(bytes);
  assert.match(page ?? '', /Freight invoice FB\/2026-27\/0007/);
  assert.match(page ?? '', /27AAPFU0939F1ZV/);
  assert.match(page ?? '', /₹ ?1,84,500/);
  assert.match(page ?? '', /[\u0900-\u097f]{3}/);
});
