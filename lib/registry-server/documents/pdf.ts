// The PDF of a filing: what the registry would show as the scanned or generated form, made
// with pdf-lib from the filing's own data. Page one names the form, the company and the
// dates and lists every fact the filing records; the filing's other pages are continuation
// sheets, so the document has as many pages as the filing says. Deterministic: no clock, no
// random ids (pdf-lib's own metadata stamp is turned off and the dates are the filing's).
//
// The Document API renders a filing's PDF to state its size in the metadata, so a render must be
// cheap, and accounts run to dozens of pages. What pages share (the running head, and the note
// every continuation sheet carries) is drawn once, as form XObjects every page places through one
// shared resource dictionary; a continuation sheet's own stream holds only its numbers. Streams
// and page dictionaries are left uncompressed: a few hundred bytes each, and deflating dozens of
// small streams (pdf-lib deflates in JavaScript) cost more than all the rest of the render.
import {
  PDFContentStream,
  PDFDocument,
  PDFName,
  StandardFonts,
  PDFPage,
  beginText,
  drawLine,
  drawObject,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
  type PDFFont,
  type RGB,
  type PDFOperator,
  type PDFRef,
} from 'pdf-lib';
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import type { DocumentRenderer, DocumentSource } from './renderers';
import { MONTH_NAMES } from '@/lib/labels/dates';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);
/** The most pages one document is drawn with: a filing that claims more is drawn with this many. */
const MAX_PAGES = 400;

/** The standard fonts speak WinAnsi: typographic quotes and dashes become ASCII, other letters lose their accents, the rest `?`. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/…/g, '...')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** `2026-03-31` as `31 March 2026`; the PDF must not depend on the reader's locale. */
function longDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? `${d} ${MONTH_NAMES[m - 1]} ${y}` : iso;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join('; ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key.replace(/_/g, ' ')} ${valueText(inner)}`)
      .join(', ');
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? (longDate(text) ?? text) : text;
}

/** The facts the filing records, as label and value, in the order the form would print them. */
export function filingFacts(source: DocumentSource): [string, string][] {
  const { filing, company } = source;
  const facts: [string, string | undefined][] = [
    ['Company name', company?.company_name],
    ['Company number', source.companyNumber],
    ['Form', filing.type],
    ['Description', describeFilingText(filing)],
    ['Category', filing.category.replace(/-/g, ' ')],
    ['Subcategory', filing.subcategory?.toString().replace(/-/g, ' ')],
    ['Date received', longDate(filing.date)],
    ['Date of effect', longDate(filing.action_date)],
    ['Barcode', filing.barcode ?? undefined],
    ['Transaction', filing.transaction_id],
    ['Delivered', filing.paper_filed ? 'on paper' : 'electronically'],
  ];
  for (const [key, value] of Object.entries(filing.description_values ?? {})) {
    if (key === 'description') continue;
    facts.push([key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()), valueText(value)]);
  }
  for (const item of filing.resolutions ?? [])
    facts.push(['Resolution', describeFilingText(item as Parameters<typeof describeFilingText>[0])]);
  for (const item of filing.annotations ?? [])
    facts.push(['Annotation', describeFilingText(item as Parameters<typeof describeFilingText>[0])]);
  for (const item of filing.associated_filings ?? [])
    facts.push(['Associated filing', describeFilingText(item as Parameters<typeof describeFilingText>[0])]);
  return facts.filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== '');
}

/** The fonts every page and form names: Helvetica as R, its bold as B. */
type FontKey = 'R' | 'B';

/**
 * Builds a filing's pages as operator lists over one set of resources (two fonts, two forms):
 * what page.drawText would write, without a compressed stream and a resource dictionary per page,
 * and with the operators that repeat (colours, fonts) made once.
 */
class Sheets {
  readonly pages: PDFOperator[][] = [];
  private readonly repeated = new Map<string, PDFOperator>();

  constructor(private readonly fonts: Record<FontKey, PDFFont>) {}

  private once(key: string, make: () => PDFOperator): PDFOperator {
    let operator = this.repeated.get(key);
    if (!operator) this.repeated.set(key, (operator = make()));
    return operator;
  }

  /** Operators that draw `text` at x, y. */
  text(text: string, font: FontKey, size: number, x: number, y: number, color: RGB): PDFOperator[] {
    return [
      pushGraphicsState(),
      beginText(),
      this.once(`${color.red} ${color.green} ${color.blue}`, () => setFillingColor(color)),
      this.once(`${font} ${size}`, () => setFontAndSize(font, size)),
      moveText(x, y),
      showText(this.fonts[font].encodeText(text)),
      endText(),
      popGraphicsState(),
    ];
  }

  width(text: string, font: FontKey, size: number): number {
    return this.fonts[font].widthOfTextAtSize(text, size);
  }

  /** A page-sized form XObject of these operators; its reference. */
  form(pdf: PDFDocument, operators: PDFOperator[]): PDFRef {
    const Font = { R: this.fonts.R.ref, B: this.fonts.B.ref };
    const dict = pdf.context.obj({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, A4[0], A4[1]], Resources: { Font } });
    return pdf.context.register(PDFContentStream.of(dict, operators, false));
  }

  /** Adds the pages to the document, each naming the forms in `forms`. */
  addTo(pdf: PDFDocument, forms: Record<string, PDFRef>) {
    const resources = pdf.context.register(
      pdf.context.obj({ Font: { R: this.fonts.R.ref, B: this.fonts.B.ref }, XObject: forms }),
    );
    const mediaBox = pdf.context.obj([0, 0, A4[0], A4[1]]);
    for (const operators of this.pages) {
      // Made here rather than by addPage(A4), which sizes each page anew (a fifth of the render).
      const page = PDFPage.create(pdf);
      page.node.set(PDFName.of('MediaBox'), mediaBox);
      page.node.set(PDFName.of('Resources'), resources);
      pdf.addPage(page);
      page.node.addContentStream(pdf.context.register(PDFContentStream.of(pdf.context.obj({}), operators, false)));
    }
  }
}

/** Draws the form the resources name `key`, where it was drawn. */
const placeForm = (key: string) => [pushGraphicsState(), drawObject(key), popGraphicsState()];

async function renderPdf(source: DocumentSource): Promise<Uint8Array> {
  const { filing } = source;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const title = `${filing.type}: ${toWinAnsi(describeFilingText(filing))}`;
  const when = new Date(`${filing.date}T00:00:00Z`);
  pdf.setTitle(toWinAnsi(`${source.companyNumber} ${filing.type} ${filing.date}`));
  pdf.setSubject(toWinAnsi(title));
  pdf.setAuthor('Embedded registry');
  pdf.setCreator('registry browser: embedded registry');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);

  const sheets = new Sheets({ R: regular, B: bold });
  const total = Math.min(Math.max(filing.pages ?? 1, 1), MAX_PAGES);
  const width = A4[0] - 2 * MARGIN;
  const right = toWinAnsi(`${filing.type}   ${filing.barcode ?? ''}`).trim();
  const forms: Record<string, PDFRef> = {
    Head: sheets.form(pdf, [
      ...sheets.text('COMPANIES REGISTER', 'B', 9, MARGIN, A4[1] - MARGIN, MUTED),
      ...sheets.text(right, 'B', 9, A4[0] - MARGIN - sheets.width(right, 'B', 9), A4[1] - MARGIN, MUTED),
      ...drawLine({
        start: { x: MARGIN, y: A4[1] - MARGIN - 8 },
        end: { x: A4[0] - MARGIN, y: A4[1] - MARGIN - 8 },
        thickness: 0.5,
        color: RULE,
      }),
    ]),
  };
  /** A new page with the running head and its number; its operators. */
  const newPage = (): PDFOperator[] => {
    const footer = `${source.companyNumber} - page ${sheets.pages.length + 1} of ${total}`;
    const operators = [
      ...placeForm('Head'),
      ...sheets.text(footer, 'R', 8, A4[0] - MARGIN - sheets.width(footer, 'R', 8), MARGIN / 2, MUTED),
    ];
    sheets.pages.push(operators);
    return operators;
  };

  let page = newPage();
  let y = A4[1] - MARGIN - 40;
  const line = (text: string, font: FontKey, size: number, x = MARGIN, color = INK) => {
    // A long filing (many resolutions) runs onto the next sheet; it never draws off the page.
    if (y < MARGIN + size && sheets.pages.length < total) {
      page = newPage();
      y = A4[1] - MARGIN - 40;
    }
    page.push(...sheets.text(text, font, size, x, y, color));
    y -= size * 1.45;
  };

  for (const text of wrap(title, bold, 16, width)) line(text, 'B', 16);
  y -= 4;
  line(toWinAnsi(source.company?.company_name ?? `Company ${source.companyNumber}`), 'R', 12, MARGIN, MUTED);
  y -= 12;
  const labelWidth = 130;
  for (const [label, value] of filingFacts(source)) {
    const lines = wrap(value, regular, 10.5, width - labelWidth);
    page.push(...sheets.text(toWinAnsi(label), 'B', 10.5, MARGIN, y, INK));
    for (const text of lines) line(text, 'R', 10.5, MARGIN + labelWidth);
    y -= 4;
  }

  if (sheets.pages.length < total) {
    const note = wrap(
      `This sheet continues the ${filing.type} delivered for company ${source.companyNumber} on ${longDate(filing.date)}. ` +
        'The particulars above are the whole of what the filing records; this generated copy carries no further text.',
      regular,
      10.5,
      width,
    );
    forms.Note = sheets.form(
      pdf,
      note.flatMap((text, i) => sheets.text(text, 'R', 10.5, MARGIN, A4[1] - MARGIN - 64 - i * 15, MUTED)),
    );
    while (sheets.pages.length < total) {
      const heading = toWinAnsi(`Continuation sheet ${sheets.pages.length} to form ${filing.type}`);
      newPage().push(...sheets.text(heading, 'B', 12, MARGIN, A4[1] - MARGIN - 40, INK), ...placeForm('Note'));
    }
  }
  sheets.addTo(pdf, forms);
  // A classic cross-reference table rather than compressed object streams (deflating the page
  // dictionaries cost a third of the render), and no pause for a timer every 50 objects (pdf-lib's
  // default: a millisecond or more each time).
  return pdf.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

export const pdfRenderer: DocumentRenderer = {
  mimeType: 'application/pdf',
  applies: () => true,
  render: renderPdf,
};
