import { NETWORK_COMPANY } from '../support/remote';
import { NETWORK_OFFICERS } from '../support/network-lists';
import { checkA11y, expect, test } from '../support/test';

test('a depth-2 graph on a remote registry stays within its budget, reads no list twice and reuses the cache', async ({
  request,
}) => {
  const first = await (await request.get(`/api/network/company/${NETWORK_COMPANY}?depth=2`)).json();
  const nodes = first.nodes as { key: string; attributes: { depth: number; expanded?: boolean } }[];
  // Six officers, and the other companies of the five below the cap.
  expect(nodes.filter((node) => node.attributes.depth === 1)).toHaveLength(6);
  expect(nodes.filter((node) => node.attributes.depth === 2)).toHaveLength(9);
  expect(first.attributes.truncated).toEqual([{ node: `officer:${NETWORK_OFFICERS[5]}`, reason: 'cap', size: 61 }]);
  // One call per list read: the profile, the officer list, and each officer's appointments (the capped one's first page too).
  const listsRead = 1 + nodes.filter((node) => node.attributes.expanded).length + first.attributes.truncated.length;
  expect(first.attributes.requests).toBeLessThanOrEqual(listsRead);
  expect(first.attributes.requests).toBeLessThanOrEqual(150);
  const again = await (await request.get(`/api/network/company/${NETWORK_COMPANY}?depth=2`)).json();
  expect(again.attributes.requests).toBe(0);
  expect(again.nodes).toHaveLength(nodes.length);
});

test('the Connections page on a remote registry ranks the companies sharing officers', async ({ page }) => {
  test.slow();
  await page.goto(`/company/${NETWORK_COMPANY}/network`);
  await expect(
    page.getByRole('heading', { name: 'Companies sharing officers with NETWORK HUB LIMITED' }),
  ).toBeVisible();
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText('NETWORK TRADING 2 LIMITED');
  await expect(first.getByRole('cell').nth(1)).toHaveText('3');
  await checkA11y(page);
});
