import { describe, expect, it } from 'vitest';
import { InputError } from './input';
import { isZip, readXlsx, writeXlsx } from './xlsx';
import { zip } from './zip';

const workbook = (sheet: string) =>
  zip([
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);

describe('XLSX', () => {
  it('reads back what it writes: text, numbers, blanks', async () => {
    const bytes = writeXlsx(
      'Screening',
      ['company_number', 'company_name', 'postcode'],
      [
        [6400, 'Acme & Sons <Ltd>', 'SW1A 1AA'],
        ['SC000123', undefined, ''],
      ],
    );
    expect(isZip(bytes)).toBe(true);
    const table = await readXlsx(bytes);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['company_number', 'company_name', 'postcode'],
      ['6400', 'Acme & Sons <Ltd>', 'SW1A 1AA'],
      ['SC000123'],
    ]);
  });

  it('reads shared strings and cells placed by reference', async () => {
    const bytes = zip([
      {
        name: 'xl/workbook.xml',
        data: '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      },
      {
        name: 'xl/sharedStrings.xml',
        data: '<sst><si><t>Name</t></si><si><r><t>Acme </t></r><r><t>Ltd</t></r></si></sst>',
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: '<worksheet><sheetData><row r="1"><c r="B1" t="s"><v>0</v></c></row><row r="3"><c r="B3" t="s"><v>1</v></c><c r="C3"><v>1.2E3</v></c></row></sheetData></worksheet>',
      },
    ]);
    const table = await readXlsx(bytes);
    expect(table.rows).toEqual([
      { cells: ['', 'Name'], line: 1 },
      { cells: ['', 'Acme Ltd', '1200'], line: 3 },
    ]);
  });

  it('refuses a zip bomb before inflating it', async () => {
    // 60 MB of one letter packs to about 60 KB: far past a part's limit and any sheet's ratio.
    const bomb = workbook(`<worksheet><sheetData>${'a'.repeat(60 * 1024 * 1024)}</sheetData></worksheet>`);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(readXlsx(bomb)).rejects.toThrow(/zip bomb/);
    // 5 MB at a thousand to one: within the size limits, past the ratio.
    const dense = workbook(`<worksheet><sheetData>${' '.repeat(5 * 1024 * 1024)}</sheetData></worksheet>`);
    await expect(readXlsx(dense)).rejects.toThrow(/packed \d+ to 1/);
  });

  it('refuses a zip that is not a workbook, and a broken zip', async () => {
    await expect(readXlsx(zip([{ name: 'word/document.xml', data: '<w/>' }]))).rejects.toThrow(/no workbook/);
    const broken = Buffer.from(workbook('<worksheet/>'));
    const cut = broken.subarray(0, broken.length - 30);
    await expect(readXlsx(cut)).rejects.toBeInstanceOf(InputError);
  });
});
