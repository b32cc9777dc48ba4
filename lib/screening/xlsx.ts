// XLSX in and out, the minimal OOXML a list needs, with no library beyond the zip reader the
// app already has (yauzl) and htmlparser2's XML mode. Reading takes the first sheet's cells as
// text. An upload is a zip someone else made, so before anything is inflated the central
// directory is checked: how many entries, and each part's declared size and compression
// ratio (a zip bomb declares gigabytes, or packs them a thousand to one); while inflating,
// the bytes are counted against the declared size (yauzl refuses a part that lies) and the
// limits. Writing makes one sheet of inline strings and numbers, with a bold, frozen header.
import { Parser } from 'htmlparser2';
import yauzl from 'yauzl';
import { InputError, MAX_LINES, type Table } from './input';
import { zip } from './zip';

/** Entries an upload may hold: a workbook has about a dozen, a large one with many sheets a few hundred. */
export const XLSX_MAX_ENTRIES = 1_000;
/** The most one part (a sheet, the shared strings) may inflate to. */
export const XLSX_MAX_PART_BYTES = 40 * 1024 * 1024;
/** The most all parts read may inflate to together. */
export const XLSX_MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Inflated to compressed, past which a part larger than 1 MB is a bomb, not a spreadsheet (XML packs about 10 to 1). */
export const XLSX_MAX_RATIO = 200;
/** Columns read; cells further right are ignored. */
const MAX_COLUMNS = 100;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** True when the bytes are a zip (an XLSX is one). */
export const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const notXlsx = (why: string) => new InputError(`the file is not a readable XLSX workbook: ${why}`);

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error || !file ? reject(notXlsx(error?.message ?? 'no zip directory')) : resolve(file),
    ),
  );
}

/** Every entry of the central directory, checked for count before any is listed. */
function listEntries(file: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  if (file.entryCount > XLSX_MAX_ENTRIES)
    return Promise.reject(
      new InputError(
        `the XLSX file holds ${file.entryCount.toLocaleString('en-GB')} parts; a workbook has at most ${XLSX_MAX_ENTRIES}`,
      ),
    );
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    file.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      file.readEntry();
    });
    file.on('end', () => resolve(entries));
    file.on('error', (error: Error) => reject(notXlsx(error.message)));
    file.readEntry();
  });
}

/** One part's text, refused before inflating when its declared size or ratio is too large. */
async function readPart(file: yauzl.ZipFile, entry: yauzl.Entry, used: { bytes: number }): Promise<string> {
  const declared = entry.uncompressedSize;
  if (declared > XLSX_MAX_PART_BYTES || used.bytes + declared > XLSX_MAX_TOTAL_BYTES)
    throw new InputError(
      `the XLSX part ${entry.fileName} would unpack to ${(declared / 1024 / 1024).toFixed(0)} MB; a list's sheet is far smaller (is it a zip bomb?)`,
    );
  if (declared > 1024 * 1024 && declared / Math.max(1, entry.compressedSize) > XLSX_MAX_RATIO)
    throw new InputError(
      `the XLSX part ${entry.fileName} is packed ${Math.round(declared / Math.max(1, entry.compressedSize))} to 1; that is a zip bomb, not a sheet`,
    );
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    file.openReadStream(entry, (error, opened) =>
      error || !opened ? reject(notXlsx(error?.message ?? entry.fileName)) : resolve(opened),
    ),
  );
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      // yauzl stops a part that inflates past its declared size; this is the same limit, counted here too.
      if (read > declared || used.bytes + read > XLSX_MAX_TOTAL_BYTES)
        throw new InputError(`the XLSX part ${entry.fileName} unpacks past its stated size`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw notXlsx(`${entry.fileName}: ${(error as Error).message}`);
  }
  used.bytes += read;
  return Buffer.concat(chunks).toString('utf8');
}

/** Attributes of the XML elements named, in document order. */
function elements(xml: string, names: readonly string[]): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser(
    { onopentag: (name, attributes) => names.includes(name) && found.push({ name, attributes }) },
    { xmlMode: true },
  );
  parser.end(xml);
  return found;
}

/** The shared strings: each <si>'s text runs joined (phonetic runs left out). */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && phonetic === 0) inText = true;
      },
      ontext(text) {
        if (inText && current !== undefined) current += text;
      },
      onclosetag(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si') {
          strings.push(current ?? '');
          current = undefined;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return strings;
}

/** "AB12" → 27 (0-based column). */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^([A-Z]{1,3})\d*$/.exec(reference ?? '')?.[1];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** A number cell as a person would type it: 6400, not 6400.0 or 6.4E3. */
function numberText(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return Number.isInteger(number) && Math.abs(number) < 1e15 ? String(number) : value;
}

function sheetRows(xml: string, strings: readonly string[]): Table {
  const rows: Table['rows'] = [];
  let row: string[] | undefined;
  let rowNumber = 0;
  let column = 0;
  let cellColumn = 0;
  let type = '';
  let value = '';
  let inValue = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (name === 'row') {
          row = [];
          rowNumber = Number(attributes.r) || rowNumber + 1;
          column = 0;
        } else if (name === 'c') {
          cellColumn = columnOf(attributes.r) ?? column;
          column = cellColumn + 1;
          type = attributes.t ?? 'n';
          value = '';
        } else if (name === 'v' || (name === 't' && type === 'inlineStr')) inValue = true;
      },
      ontext(text) {
        if (inValue) value += text;
      },
      onclosetag(name) {
        if (done) return;
        if (name === 'v' || name === 't') inValue = false;
        else if (name === 'c' && row && cellColumn < MAX_COLUMNS) {
          const text =
            type === 's'
              ? (strings[Number(value)] ?? '')
              : type === 'n'
                ? numberText(value)
                : type === 'b'
                  ? value === '1'
                    ? 'TRUE'
                    : 'FALSE'
                  : value;
          while (row.length < cellColumn) row.push('');
          row[cellColumn] = text.trim();
        } else if (name === 'row' && row) {
          if (row.some((cell) => cell !== '')) rows.push({ cells: row, line: rowNumber });
          row = undefined;
          // A header and MAX_LINES lines, and one more to tell that there are too many.
          if (rows.length > MAX_LINES + 1) {
            done = true;
            parser.pause();
          }
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return { rows };
}

const resolvePart = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

/** The first sheet of an XLSX workbook, its cells as text. */
export async function readXlsx(bytes: Uint8Array): Promise<Table> {
  const file = await openZip(bytes);
  try {
    const entries = await listEntries(file);
    const used = { bytes: 0 };
    const part = async (name: string) => {
      const entry = entries.get(name);
      return entry ? readPart(file, entry, used) : undefined;
    };
    const workbook = await part('xl/workbook.xml');
    if (workbook === undefined) throw notXlsx('it has no workbook (is it a Word or other Office file?)');
    const sheet = elements(workbook, ['sheet'])[0];
    if (!sheet) throw notXlsx('the workbook has no sheet');
    const relations = elements((await part('xl/_rels/workbook.xml.rels')) ?? '', ['Relationship']);
    const target = relations.find((relation) => relation.attributes.Id === sheet.attributes['r:id'])?.attributes.Target;
    const sheetPath = target ? resolvePart(target) : 'xl/worksheets/sheet1.xml';
    const sheetXml = await part(sheetPath);
    if (sheetXml === undefined) throw notXlsx(`its first sheet (${sheetPath}) is missing`);
    const strings = sharedStrings((await part('xl/sharedStrings.xml')) ?? '');
    return sheetRows(sheetXml, strings);
  } finally {
    file.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

export type XlsxCell = string | number | boolean | null | undefined;

// Characters XML 1.0 cannot hold at all.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) =>
  text
    .replace(INVALID_XML, '')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, reference: string, style: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${reference}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${reference}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  // Inline strings are text to a spreadsheet, never a formula: no apostrophe is needed.
  return `<c r="${reference}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A workbook of one sheet: a bold header row (frozen, with a filter) and the rows. */
export function writeXlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
): Buffer {
  const lastColumn = columnName(Math.max(0, header.length - 1));
  const lines: string[] = [];
  lines.push(`<row r="1">${header.map((title, i) => cellXml(title, `${columnName(i)}1`, ' s="1"')).join('')}</row>`);
  rows.forEach((row, index) => {
    const r = index + 2;
    lines.push(`<row r="${r}">${row.map((value, i) => cellXml(value, `${columnName(i)}${r}`, '')).join('')}</row>`);
  });
  const sheet =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetData>${lines.join('')}</sheetData>` +
    `<autoFilter ref="A1:${lastColumn}${rows.length + 1}"/></worksheet>`;
  const name = escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  return zip([
    {
      name: '[Content_Types].xml',
      data:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `</Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `${XML_HEAD}<Relationships xmlns="${RELS}">` +
        `<Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${OFFICE_RELS}/styles" Target="styles.xml"/></Relationships>`,
    },
    {
      name: 'xl/styles.xml',
      data:
        `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
        `</styleSheet>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}
