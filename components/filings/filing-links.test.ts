import { describe, expect, it } from 'vitest';
import { filingHref } from './filing-links';

describe('filing links', () => {
  it('builds the filing page address, encoding the id', () => {
    expect(filingHref('00006400', 'MzM5OTAx')).toBe('/company/00006400/filing-history/MzM5OTAx');
    expect(filingHref('SC123456', 'a/b')).toBe('/company/SC123456/filing-history/a%2Fb');
  });
});
