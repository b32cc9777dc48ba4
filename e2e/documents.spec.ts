// A filing's document, end to end on the embedded registry: the filing history's PDF link,
// the PDF itself through the app's proxy (the registry's storage redirect followed in-process),
// and the filing page's document section with its inline preview.
import { checkA11y, expect, showcase, test, type Page } from './support/test';

const { plc } = showcase.companies;
test.setTimeout(90_000);
// A dev server compiles a route on its first visit, and a loaded machine renders slowly.
const slow = { timeout: 60_000 };

const accountsOf = (number: string) => `/company/${number}/filing-history?category=accounts`;
const firstRow = (page: Page) => page.locator('table tbody tr').first();

test('the filing history links each filing’s PDF, which opens as the filing’s document', async ({ page }) => {
  await page.goto(accountsOf(plc));
  await expect(page.getByRole('columnheader', { name: 'Document' })).toBeVisible(slow);
  const pdf = firstRow(page).locator('a[data-document-format="pdf"]');
  await expect(pdf).toHaveText(/^PDF/);
  // The size comes with the document's metadata, when it was read.
  await expect(pdf).toHaveAccessibleName(/^PDF of form AA of \d{1,2} \w+ \d{4}( \([\d.,]+ [KMG]?B\))?$/);
  const href = (await pdf.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/documents\/[A-Za-z0-9_-]{43}\/content\?format=pdf$/);

  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(
    new RegExp(`^inline; filename="${plc}-\\d{4}-\\d{2}-\\d{2}-AA\\.pdf"$`),
  );
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(Number(response.headers()['content-length'])).toBe(bytes.byteLength);

  // A range, as a PDF viewer asks for one.
  const part = await page.request.get(href, { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-1023/${bytes.byteLength}`);
  await checkA11y(page);
});

test('the filing page shows the document’s pages, its links and the PDF inline', async ({ page }) => {
  await page.goto(accountsOf(plc));
  await firstRow(page).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/company/${plc}/filing-history/[^/?]+$`), slow);
  const section = page.getByRole('region', { name: 'Document' });
  await expect(section).toBeVisible(slow);
  await expect(section.locator('dt:text-is("Pages") + dd')).toHaveText(/^\d+$/);
  await expect(section.locator('dt:text-is("Made up to") + dd')).toHaveText(/\d{4}$/);
  const link = section.locator('a[data-document-format="pdf"]');
  await expect(link).toHaveText(/^PDF of form AA of .+ \(\d+ KB\)$/);
  const preview = section.locator('iframe[data-testid="document-preview"]');
  await expect(preview).toHaveAttribute('title', /^PDF of form AA of /);
  const src = (await preview.getAttribute('src'))!;
  expect(src).toBe(await link.getAttribute('href'));
  const framed = await page.request.get(src);
  expect(framed.status()).toBe(200);
  // Only this site may frame the document; the page's own policy lets it frame this site.
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(framed.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const pagePolicy = (await page.request.get(page.url())).headers()['content-security-policy'];
  expect(pagePolicy).toContain("frame-src 'self'");
  await expect(section.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', src);
  await checkA11y(page);
});

test('bad document addresses get a clear 4xx, never a 500', async ({ request }) => {
  const malformed = await request.get('/api/documents/not-an-id/content');
  expect(malformed.status()).toBe(400);
  const unknown = await request.get(`/api/documents/${'A'.repeat(43)}`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ errors: [expect.objectContaining({ error: 'document-not-found' })] });
  const format = await request.get(`/api/documents/${'A'.repeat(43)}/content?format=docx`);
  expect(format.status()).toBe(400);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the links and the preview are plain HTML', async ({ page }) => {
    await page.goto(accountsOf(plc));
    const pdf = firstRow(page).locator('a[data-document-format="pdf"]');
    await expect(pdf).toHaveAttribute('href', /^\/api\/documents\/[A-Za-z0-9_-]{43}\/content\?format=pdf$/, slow);
    await firstRow(page).getByRole('link').first().click();
    const section = page.getByRole('region', { name: 'Document' });
    await expect(section.locator('iframe[data-testid="document-preview"]')).toHaveAttribute(
      'src',
      /\/content\?format=pdf$/,
      slow,
    );
    await expect(section.getByRole('link', { name: 'Open the PDF' })).toBeVisible();
  });
});
