import { describe, expect, it } from 'vitest';
import { isAllowedStorageUrl } from './allow-list';

const allowed = { documentOrigin: 'https://document-api.example.gov.uk', origins: ['http://127.0.0.1:4100'] };
const check = (url: string) => isAllowedStorageUrl(new URL(url), allowed);

describe('the storage allow-list', () => {
  it('accepts S3 over https, the Document API itself and configured origins', () => {
    expect(check('https://s3-eu-west-1.amazonaws.com/document-api-images-prod/docs/x/application-pdf?a=1')).toBe(true);
    expect(check('https://bucket.s3.eu-west-2.amazonaws.com/docs/x')).toBe(true);
    expect(check('https://document-api.example.gov.uk/document-storage/x')).toBe(true);
    expect(check('http://127.0.0.1:4100/storage/x')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(check('http://s3-eu-west-1.amazonaws.com/x')).toBe(false);
    expect(check('https://amazonaws.com/x')).toBe(false);
    expect(check('https://amazonaws.com.evil.example/x')).toBe(false);
    expect(check('https://evil-amazonaws.com/x')).toBe(false);
    expect(check('https://s3.amazonaws.com:8443/x')).toBe(false);
    expect(check('https://user:pass@s3.amazonaws.com/x')).toBe(false);
    expect(check('http://document-api.example.gov.uk/x')).toBe(false);
    expect(check('http://127.0.0.1:4101/x')).toBe(false);
    expect(check('http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(check('file:///etc/passwd')).toBe(false);
  });
});
