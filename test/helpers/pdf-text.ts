/**
 * The text of a PDF as a reader's copy-paste would give it (pdfjs-dist), one string per page, for tests that
 * check what a document says. Runs drawn separately are joined with a space and whitespace is collapsed; Indic
 * text comes out in glyph order (a Devanagari ि before its consonant), so compare Latin text and numbers, or
 * check that a script's characters are present.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const parts = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(parts.join(' ').replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return pages;
}
