import { describe, expect, it } from 'vitest';
import { documentIdOf, filingHref } from './filing-links';

describe('filing links', () => {
  it('builds the filing page address, encoding the id', () => {
    expect(filingHref('00006400', 'MzM5OTAx')).toBe('/company/00006400/filing-history/MzM5OTAx');
    expect(filingHref('SC123456', 'a/b')).toBe('/company/SC123456/filing-history/a%2Fb');
  });

  it('reads the document id from a document-metadata URL', () => {
    expect(documentIdOf('https://document-api.company-information.service.gov.uk/document/Lk4Jh7Gf0Ds3-Ap6Zm9')).toBe(
      'Lk4Jh7Gf0Ds3-Ap6Zm9',
    );
    expect(documentIdOf('https://example.test/document/abc123/?x=1')).toBe('abc123');
    expect(documentIdOf('https://example.test/')).toBeUndefined();
    expect(documentIdOf('/document/xyz')).toBe('xyz');
    expect(documentIdOf('')).toBeUndefined();
  });
});
