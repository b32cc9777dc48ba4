import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/gateway/http';
import { InputError, MAX_BODY_BYTES } from './input';
import { listOfRequest, previewOfRequest } from './requests';
import { writeXlsx, XLSX_TYPE } from './xlsx';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/screen', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

const refusal = async (request: Request) => {
  try {
    await listOfRequest(request);
  } catch (error) {
    return error as InputError | HttpError;
  }
  throw new Error('not refused');
};

describe('a list as POST /api/screen receives it', () => {
  it('reads CSV, JSON, pasted text and XLSX by their type', async () => {
    expect((await listOfRequest(post('company_number\nsc123\n', 'text/csv; charset=utf-8'))).lines).toEqual([
      { company_number: 'sc123' },
    ]);
    expect(
      (await listOfRequest(post(JSON.stringify({ lines: [{ company_name: 'Acme' }] }), 'application/json'))).lines,
    ).toEqual([{ company_name: 'Acme' }]);
    expect((await listOfRequest(post('Acme Ltd\n6400\n', 'text/plain'))).lines).toEqual([
      { company_name: 'Acme Ltd' },
      { company_number: '6400' },
    ]);
    const xlsx = writeXlsx('S', ['Company name', 'Reg no'], [['Acme Ltd', '00006400']]);
    expect((await listOfRequest(post(new Uint8Array(xlsx), XLSX_TYPE))).lines).toEqual([
      { company_name: 'Acme Ltd', company_number: '00006400' },
    ]);
  });

  it('reads the page form: a file with the analyst’s columns, or pasted lines', async () => {
    const form = new FormData();
    form.set('file', new File(['a,b,c\nAcme Ltd,x,6400\n'], 'list.csv', { type: 'text/csv' }));
    form.set('company_name_column', '0');
    form.set('company_number_column', '2');
    form.set('header', '1');
    const request = new Request('http://localhost/api/screen', { method: 'POST', body: form });
    expect(await listOfRequest(request)).toEqual({
      lines: [{ company_name: 'Acme Ltd', company_number: '6400' }],
      name: 'list.csv',
    });
    const preview = new FormData();
    preview.set('file', new File(['name,number,postcode\nAcme Ltd,6400,SW1A 1AA\n'], 'l.csv'));
    const shown = await previewOfRequest(
      new Request('http://localhost/api/screen/preview', { method: 'POST', body: preview }),
    );
    expect(shown.mapping).toEqual({ header: true, company_name: 0, company_number: 1, postcode: 2 });
    expect(shown.columns[0]).toEqual({ index: 0, header: 'name', samples: ['Acme Ltd'] });
  });

  it('reads an XLSX file sent through the page form, by its guessed columns', async () => {
    const xlsx = writeXlsx('S', ['Supplier', 'Company No', 'Postcode'], [['Acme Ltd', 6400, 'SW1A 1AA']]);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(xlsx)], 'suppliers.xlsx', { type: XLSX_TYPE }));
    const request = new Request('http://localhost/api/screen', { method: 'POST', body: form });
    expect(await listOfRequest(request)).toEqual({
      lines: [{ company_name: 'Acme Ltd', company_number: '6400', postcode: 'SW1A 1AA' }],
      name: 'suppliers.xlsx',
    });
    const fake = new FormData();
    fake.set('file', new File(['company_name\nAcme\n'], 'list.xlsx'));
    await expect(
      listOfRequest(new Request('http://localhost/api/screen', { method: 'POST', body: fake })),
    ).rejects.toThrow(/named .xlsx but is not a workbook/);
  });

  it('answers 413 past 5 MB, whatever the Content-Length says', async () => {
    const big = `company_name\n${'Acme Widgets Limited\n'.repeat(Math.ceil(MAX_BODY_BYTES / 21) + 10)}`;
    const declared = await refusal(post(big, 'text/csv'));
    expect(declared).toBeInstanceOf(InputError);
    expect((declared as InputError).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await refusal(
      new Request('http://localhost/api/screen', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'text/csv' },
        duplex: 'half',
      } as RequestInit),
    );
    expect((streamed as InputError).status).toBe(413);
  });

  it('refuses a binary file, a zip sent as CSV, bad JSON and a type it does not read', async () => {
    expect((await refusal(post(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 'text/csv'))).message).toMatch(
      /a PDF/,
    );
    const xlsx = new Uint8Array(writeXlsx('S', ['company_name'], [['Acme']]));
    expect((await refusal(post(xlsx, 'text/csv'))).message).toMatch(/is a zip/);
    expect((await refusal(post('{lines:', 'application/json'))).message).toMatch(/not JSON/);
    const type = await refusal(post('x', 'image/png'));
    expect(type).toBeInstanceOf(HttpError);
    expect((type as HttpError).status).toBe(415);
  });
});
