// A filing's PDF in remote mode: the scripted registry is the Document API, its content a 302
// to a presigned URL on a second origin (an S3 stand-in that refuses any request carrying a
// key), which the app follows because the remote servers allow that origin.
import { checkA11y, expect, test } from '../support/test';
import { REMOTE_COMPANY } from '../support/remote';

test.setTimeout(120_000);

test('a filing’s PDF opens from the filing history, streamed from the registry’s storage', async ({ page }) => {
  await page.goto(`/company/${REMOTE_COMPANY}/filing-history`);
  const pdf = page.locator('table tbody tr a[data-document-format="pdf"]').first();
  await expect(pdf).toBeVisible();
  const href = (await pdf.getAttribute('href'))!;
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(
    new RegExp(`^inline; filename="${REMOTE_COMPANY}-\\d{4}-\\d{2}-\\d{2}-[A-Z0-9]+\\.pdf"$`),
  );
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // S3's own headers stay behind.
  expect(response.headers()['x-amz-request-id']).toBeUndefined();
  await checkA11y(page);
});

test('the filing page previews the document the scripted Document API describes', async ({ page }) => {
  await page.goto(`/company/${REMOTE_COMPANY}/filing-history`);
  const row = page.locator('table tbody tr', { has: page.locator('a[data-document-format="pdf"]') }).first();
  await row.getByRole('link').first().click();
  const section = page.getByRole('region', { name: 'Document' });
  await expect(section.locator('dt:text-is("Pages") + dd')).toHaveText(/^\d+$/);
  const preview = section.locator('iframe[data-testid="document-preview"]');
  const src = (await preview.getAttribute('src'))!;
  const framed = await page.request.get(src);
  expect(framed.status()).toBe(200);
  expect((await framed.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await checkA11y(page);
});
