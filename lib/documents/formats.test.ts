import { describe, expect, it } from 'vitest';
import {
  documentContentHref,
  documentFilename,
  documentFormatsCheckHref,
  documentIdOf,
  formatOfMimeType,
  formatsOfResources,
  mayHaveIxbrl,
  rowDocumentLinks,
} from './formats';

describe('document formats', () => {
  it('names a download by company, date and form', () => {
    const id = 'IHFGB_pcm7rSIRefsfuXK1MDkLFxrSoHbKKAgY7OTxk';
    expect(
      documentFilename(
        { company_number: '00719244', significant_date: '2026-03-31T00:00:00Z', filename: '00719244_aa_2026-09-12' },
        id,
        'pdf',
      ),
    ).toBe('00719244-2026-03-31-AA.pdf');
    expect(
      documentFilename(
        { company_number: '00445790', significant_date: null, filename: '00445790_cs01_2026-07-01' },
        id,
        'xhtml',
      ),
    ).toBe('00445790-2026-07-01-CS01.xhtml');
    // Whatever the registry sends, the name is safe in a header.
    expect(documentFilename({ company_number: '00445790', filename: 'x"; evil=1' }, id, 'pdf')).toBe(
      '00445790-IHFGB_pcm7rS.pdf',
    );
  });

  it('maps MIME types and builds the app’s links', () => {
    expect(formatOfMimeType('application/pdf')).toBe('pdf');
    expect(formatOfMimeType('application/xhtml+xml')).toBe('xhtml');
    expect(formatOfMimeType('application/zip')).toBeUndefined();
    expect(documentContentHref('abc', 'pdf')).toBe('/api/documents/abc/content?format=pdf');
    expect(documentIdOf('https://document-api.company-information.service.gov.uk/document/Lk4Jh7Gf0Ds3-Ap6Zm9')).toBe(
      'Lk4Jh7Gf0Ds3-Ap6Zm9',
    );
    expect(documentIdOf(undefined)).toBeUndefined();
  });
});

describe('filing-history document links', () => {
  it('offers exactly the formats the metadata lists: a PDF-only accounts document gets no iXBRL link', () => {
    const pdfOnly = formatsOfResources({ 'application/pdf': { content_length: 120_000 } });
    expect(rowDocumentLinks({ status: 'read', formats: pdfOnly })).toEqual({
      formats: [{ format: 'pdf', content_length: 120_000 }],
      otherFormatsOnFilingPage: false,
    });
    const both = formatsOfResources({
      'application/xhtml+xml': { content_length: 40_000 },
      'application/pdf': { content_length: 90_000 },
      'application/zip': {},
    });
    expect(rowDocumentLinks({ status: 'read', formats: both }).formats).toEqual([
      { format: 'pdf', content_length: 90_000 },
      { format: 'xhtml', content_length: 40_000 },
    ]);
  });

  it('when the metadata was not read, offers the PDF and the filing’s page, never a guessed iXBRL', () => {
    for (const check of [
      undefined,
      { status: 'not-read', reason: 'this page’s share of registry reads is spent' },
    ] as const)
      expect(rowDocumentLinks(check)).toEqual({ formats: [{ format: 'pdf' }], otherFormatsOnFilingPage: true });
  });

  it('reads documents likeliest to hold iXBRL first: electronic accounts from June 2015', () => {
    expect(mayHaveIxbrl({ type: 'AA', date: '2025-04-20' })).toBe(true);
    expect(mayHaveIxbrl({ type: 'AA', date: '2025-04-20', paper_filed: true })).toBe(false);
    expect(mayHaveIxbrl({ type: 'AA', date: '2015-05-31' })).toBe(false);
    expect(mayHaveIxbrl({ type: 'CS01', date: '2025-04-20' })).toBe(false);
  });

  it('asks for a page’s formats in one request, in the order given', () => {
    expect(documentFormatsCheckHref(['A'.repeat(43), 'B'.repeat(43)])).toBe(
      `/api/documents/formats?id=${'A'.repeat(43)}&id=${'B'.repeat(43)}`,
    );
  });
});
