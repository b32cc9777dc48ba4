import { describe, expect, it } from 'vitest';
import { documentContentHref, documentFilename, documentIdOf, formatOfMimeType } from './formats';

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
