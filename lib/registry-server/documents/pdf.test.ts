// The filing PDF: as many pages as the filing says, each with the running head and its own
// number, continuation sheets with their heading and note, a long filing run onto further sheets,
// and the same bytes every time.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { filingHistoryItemSchema } from '@/lib/registry/schemas';
import type { RegistryStore } from '../store';
import { pdfRenderer } from './pdf';
import type { DocumentSource } from './renderers';

function source(pages: number, extra: Record<string, unknown> = {}): DocumentSource {
  const filing = filingHistoryItemSchema.parse({
    category: 'accounts',
    date: '2025-07-24',
    action_date: '2025-03-31',
    description: 'accounts-with-accounts-type-full',
    description_values: { made_up_date: '2025-03-31' },
    type: 'AA',
    barcode: 'XE1B2C3D',
    pages,
    transaction_id: 'MTgzMjA2NjYzOWFkaXF6a2N4',
    ...extra,
  });
  return {
    documentId: 'test',
    companyNumber: '01234567',
    filing,
    company: undefined,
    // The PDF is made from the filing alone.
    store: {} as RegistryStore,
  };
}

/** Each page's content as text, with the forms it places drawn in where they are placed. */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const { context } = pdf;
  const streamText = (ref: unknown): string => {
    const stream = ref instanceof PDFRef ? context.lookup(ref) : ref;
    if (!(stream instanceof PDFRawStream)) throw new Error('expected a stream');
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  };
  return pdf.getPages().map((page) => {
    const resources = page.node.Resources()!;
    const forms = resources.lookup(PDFName.of('XObject'), PDFDict);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [page.node.get(PDFName.of('Contents'))];
    return streams
      .map(streamText)
      .join('\n')
      .replace(/\/(\w+) Do/g, (_, name: string) => streamText(forms.get(PDFName.of(name))));
  });
}

/** The text a content stream shows (hex strings in the fonts' WinAnsi encoding), in order. */
const shown = (content: string) =>
  [...content.matchAll(/<([0-9A-F]*)> Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'));

describe('the filing PDF', () => {
  it('has as many pages as the filing, each with the running head and its own number', async () => {
    const bytes = await pdfRenderer.render(source(27));
    const pages = await pageContents(bytes);
    expect(pages).toHaveLength(27);
    pages.forEach((content, i) => {
      const text = shown(content);
      expect(text.slice(0, 3)).toEqual(['COMPANIES REGISTER', 'AA   XE1B2C3D', `01234567 - page ${i + 1} of 27`]);
      if (i === 0) expect(text[3]).toMatch(/^AA: .*31 March 2025$/);
      else {
        expect(text[3]).toBe(`Continuation sheet ${i} to form AA`);
        expect(text.join(' ')).toContain('This sheet continues the AA delivered for company 01234567 on 24 July 2025.');
      }
    });
  });

  it('runs a long filing onto further sheets rather than off the page', async () => {
    const resolutions = Array.from({ length: 60 }, (_, i) => ({
      category: 'resolution',
      subcategory: 'resolution',
      description: 'resolution',
      type: 'RES01',
      description_values: { description: `Resolution number ${i + 1} adopting new articles of association` },
    }));
    const pages = await pageContents(await pdfRenderer.render(source(4, { category: 'resolution', resolutions })));
    expect(pages).toHaveLength(4);
    // The facts fill the first sheets; the last is a continuation sheet.
    expect(shown(pages[1]!).some((text) => text.startsWith('Resolution number'))).toBe(true);
    expect(shown(pages[3]!)[3]).toMatch(/^Continuation sheet 3 to form AA$/);
    // Every line is placed on the sheet (a text position as Td, or as a text matrix).
    for (const content of pages) {
      const placed = [...content.matchAll(/(?:1 0 0 1 )?[\d.]+ ([\d.-]+) (?:Td|Tm)\n/g)];
      expect(placed.length).toBeGreaterThan(3);
      for (const [, y] of placed) expect(Number(y)).toBeGreaterThan(20);
    }
  });

  it('is the same bytes every time, and a one-page filing has no continuation sheet', async () => {
    const [a, b] = await Promise.all([pdfRenderer.render(source(12)), pdfRenderer.render(source(12))]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const single = await pageContents(await pdfRenderer.render(source(1)));
    expect(single).toHaveLength(1);
    expect(shown(single[0]!).join(' ')).not.toContain('Continuation');
  });
});
