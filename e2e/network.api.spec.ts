import { expect, showcase, test } from './support/test';

const { chain, pathFrom, pathTo, hub, hubAddressKey, group, serialDirector } = showcase.network;
const company = (n: string) => `company:${n}`;

test('the path between the showcase pair: 3 company hops, not within 4 appointment edges, found within 6', async ({
  request,
}) => {
  const near = await (
    await request.get(`/api/network/path?from=${company(chain[0]!)}&to=${company(chain[2]!)}`)
  ).json();
  expect(near.found).toBe(true);
  expect(near.path).toHaveLength(5);
  expect(near.path[0]).toBe(company(chain[0]!));
  expect(near.path.at(-1)).toBe(company(chain[2]!));
  expect(near.edges.every((edge: { attributes: { kind: string } }) => edge.attributes.kind === 'appointment')).toBe(
    true,
  );

  const within4 = await (await request.get(`/api/network/path?from=${company(pathFrom)}&to=${company(pathTo)}`)).json();
  expect(within4).toMatchObject({ found: false, path: [], message: 'no connection within 4 hops' });
  const within6 = await (
    await request.get(`/api/network/path?from=${company(pathFrom)}&to=${company(pathTo)}&max_depth=6`)
  ).json();
  expect(within6.found).toBe(true);
  expect(within6.path).toEqual([
    company(chain[0]!),
    `officer:${showcase.network.chainLinks[0]}`,
    company(chain[1]!),
    `officer:${showcase.network.chainLinks[1]}`,
    company(chain[2]!),
    `officer:${showcase.network.chainLinks[2]}`,
    company(chain[3]!),
  ]);
});

test('a company graph is graphology JSON with appointment edges, and GEXF and CSV on request', async ({ request }) => {
  const response = await request.get(`/api/network/company/${group[0]}?depth=2`);
  expect(response.status()).toBe(200);
  const graph = await response.json();
  expect(graph.options).toEqual({ type: 'mixed', multi: true, allowSelfLoops: false });
  expect(graph.attributes).toMatchObject({ seed: company(group[0]!), depth: 2, status: 'all' });
  const serial = graph.nodes.find((node: { key: string }) => node.key === `officer:${serialDirector}`);
  expect(serial.attributes).toMatchObject({ kind: 'officer', depth: 1, appointment_count: 20 });
  expect(
    graph.nodes.filter((node: { attributes: { depth: number } }) => node.attributes.depth === 2).length,
  ).toBeGreaterThan(10);
  expect(graph.edges[0]).toMatchObject({ attributes: { kind: 'appointment' } });

  const gexf = await request.get(`/api/network/company/${group[0]}?depth=1&format=gexf`);
  expect(gexf.headers()['content-type']).toContain('application/gexf+xml');
  expect(await gexf.text()).toContain('<gexf xmlns="http://gexf.net/1.3"');
  const csv = await request.get(`/api/network/officer/${serialDirector}?depth=1&format=csv`);
  expect((await csv.text()).split('\r\n')[0]).toContain('Source,Source name,Target');
});

test('the hub address is drawn with its count, flagged, and not expanded', async ({ request }) => {
  const graph = await (await request.get(`/api/network/company/${hub[0]}?depth=2&addresses=1`)).json();
  const key = `address:${hubAddressKey}`;
  const address = graph.nodes.find((node: { key: string }) => node.key === key);
  expect(address.attributes).toMatchObject({ kind: 'address', hub: true, company_count: 60 });
  expect(graph.attributes.truncated).toContainEqual({
    node: key,
    reason: 'hub',
    size: expect.any(Number),
    next: `${key}@1`,
  });
  const page1 = await (
    await request.get(`/api/network/company/${hub[0]}?depth=2&addresses=1&expand=${encodeURIComponent(key)}`)
  ).json();
  const members = page1.edges.filter((edge: { target: string; attributes: { kind: string } }) => edge.target === key);
  expect(members.length).toBeGreaterThanOrEqual(50);
});

test('a streamed build sends progress lines, then the graph', async ({ request }) => {
  const response = await request.get(`/api/network/company/${group[1]}?depth=2&stream=1`);
  expect(response.headers()['content-type']).toContain('application/x-ndjson');
  const lines = (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(lines.length).toBeGreaterThan(1);
  expect(lines[0].progress).toEqual({ requests: expect.any(Number), estimate: expect.any(Number) });
  expect(lines[0].nodes[0].key).toBe(company(group[1]!));
  expect(lines.at(-1).graph.nodes.length).toBeGreaterThan(5);
});

test('bad input is a 400 naming the parameter, an unknown record a 404, never a 500', async ({ request }) => {
  const refused = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), location: (await response.json()).errors?.[0]?.location };
  };
  const n = group[0];
  expect(await refused(`/api/network/company/${n}?depth=4`)).toEqual({ status: 400, location: 'depth' });
  expect(await refused(`/api/network/company/${n}?depth=0`)).toEqual({ status: 400, location: 'depth' });
  expect(await refused(`/api/network/company/${n}?format=xml`)).toEqual({ status: 400, location: 'format' });
  expect(await refused(`/api/network/company/${n}?status=current`)).toEqual({ status: 400, location: 'status' });
  expect(await refused(`/api/network/company/${n}?roles=owners`)).toEqual({ status: 400, location: 'roles' });
  expect(await refused(`/api/network/company/123`)).toEqual({ status: 400, location: 'company_number' });
  expect(await refused(`/api/network/officer/bad*id`)).toEqual({ status: 400, location: 'officer_id' });
  expect(await refused(`/api/network/path?from=company:${n}`)).toEqual({ status: 400, location: 'to' });
  expect(await refused(`/api/network/path?from=person:1&to=company:${n}`)).toEqual({ status: 400, location: 'from' });
  expect(await refused(`/api/network/path?from=company:${n}&to=company:${n}&max_depth=99`)).toEqual({
    status: 400,
    location: 'max_depth',
  });
  expect((await request.get('/api/network/company/11490999')).status()).toBe(404);
  expect((await request.get('/api/network/officer/noSuchOfficer000000000000000')).status()).toBe(404);
  expect((await request.get(`/api/network/path?from=company:11490999&to=company:${n}`)).status()).toBe(404);
  expect((await request.get('/api/network/company/11490999?stream=1')).status()).toBe(404);
});
