// The PDF of a filing: what the registry would show as the scanned or generated form, made
// with pdf-lib from the filing's own data. Page one names the form, the company and the
// dates and lists every fact the filing records; the filing's other pages are continuation
// sheets, so the document has as many pages as the filing says. Deterministic: no clock, no
// random ids (pdf-lib's own metadata stamp is turned off and the dates are the filing's).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
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

interface Writer {
  page: PDFPage;
  y: number;
}

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

  const total = Math.min(Math.max(filing.pages ?? 1, 1), MAX_PAGES);
  const width = A4[0] - 2 * MARGIN;
  const header = (page: PDFPage, number: number) => {
    page.drawText('COMPANIES REGISTER', { x: MARGIN, y: A4[1] - MARGIN, size: 9, font: bold, color: MUTED });
    const right = toWinAnsi(`${filing.type}   ${filing.barcode ?? ''}`).trim();
    page.drawText(right, {
      x: A4[0] - MARGIN - bold.widthOfTextAtSize(right, 9),
      y: A4[1] - MARGIN,
      size: 9,
      font: bold,
      color: MUTED,
    });
    page.drawLine({
      start: { x: MARGIN, y: A4[1] - MARGIN - 8 },
      end: { x: A4[0] - MARGIN, y: A4[1] - MARGIN - 8 },
      thickness: 0.5,
      color: RULE,
    });
    const footer = `${source.companyNumber} - page ${number} of ${total}`;
    page.drawText(footer, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  };

  let pageNumber = 1;
  const first = pdf.addPage(A4);
  header(first, pageNumber);
  const at: Writer = { page: first, y: A4[1] - MARGIN - 40 };
  const line = (text: string, font: PDFFont, size: number, x = MARGIN, color = INK) => {
    // A long filing (many resolutions) runs onto the next sheet; it never draws off the page.
    if (at.y < MARGIN + size && pageNumber < total) {
      at.page = pdf.addPage(A4);
      header(at.page, ++pageNumber);
      at.y = A4[1] - MARGIN - 40;
    }
    at.page.drawText(text, { x, y: at.y, size, font, color });
    at.y -= size * 1.45;
  };

  for (const text of wrap(title, bold, 16, width)) line(text, bold, 16);
  at.y -= 4;
  line(toWinAnsi(source.company?.company_name ?? `Company ${source.companyNumber}`), regular, 12, MARGIN, MUTED);
  at.y -= 12;
  const labelWidth = 130;
  for (const [label, value] of filingFacts(source)) {
    const lines = wrap(value, regular, 10.5, width - labelWidth);
    at.page.drawText(toWinAnsi(label), { x: MARGIN, y: at.y, size: 10.5, font: bold, color: INK });
    for (const text of lines) line(text, regular, 10.5, MARGIN + labelWidth);
    at.y -= 4;
  }

  while (pageNumber < total) {
    const page = pdf.addPage(A4);
    header(page, ++pageNumber);
    page.drawText(toWinAnsi(`Continuation sheet ${pageNumber - 1} to form ${filing.type}`), {
      x: MARGIN,
      y: A4[1] - MARGIN - 40,
      size: 12,
      font: bold,
      color: INK,
    });
    const note = wrap(
      `This sheet continues the ${filing.type} delivered for company ${source.companyNumber} on ${longDate(filing.date)}. ` +
        'The particulars above are the whole of what the filing records; this generated copy carries no further text.',
      regular,
      10.5,
      width,
    );
    note.forEach((text, i) =>
      page.drawText(text, { x: MARGIN, y: A4[1] - MARGIN - 64 - i * 15, size: 10.5, font: regular, color: MUTED }),
    );
  }
  return pdf.save({ useObjectStreams: true });
}

export const pdfRenderer: DocumentRenderer = {
  mimeType: 'application/pdf',
  applies: () => true,
  render: renderPdf,
};
