// The case API as issue 31 fixes it: shapes, rights (404 without a link, 403 without the edit
// right), cross-site writes refused, hrefs that are not this app's refused with 400, and each
// export's format.
import { expect, showcase, test } from './support/test';

test('the case API: create, items, rights, links and exports', async ({ request, playwright, baseURL }) => {
  const created = await request.post('/api/cases', { data: { title: 'API case' } });
  expect(created.status()).toBe(201);
  const made = (await created.json()) as {
    case_id: string;
    title: string;
    links: { self: string; read: string; edit: string };
  };
  expect(made).toMatchObject({ title: 'API case', links: { self: `/api/cases/${made.case_id}` } });
  expect(made.links.read).toMatch(new RegExp(`^/cases/${made.case_id}\\?read=`));
  expect(made.links.edit).toMatch(new RegExp(`^/cases/${made.case_id}\\?edit=`));
  const api = `/api/cases/${made.case_id}`;

  const item = await request.post(`${api}/items`, {
    data: { href: `/company/${showcase.companies.holding}`, note: 'start' },
  });
  expect(item.status()).toBe(201);
  const { item_id } = (await item.json()) as { item_id: string };
  expect(
    (
      await request.post(`${api}/items`, { data: { href: `/officers/${showcase.officers.prolific}/appointments` } })
    ).status(),
  ).toBe(201);
  expect((await request.post(`${api}/items`, { data: { href: '/people/p123' } })).status()).toBe(201);
  const chain = `/company/${showcase.ownership.deep[0]}/ownership`;
  expect((await request.post(`${api}/items`, { data: { href: chain } })).status()).toBe(201);
  const bad = await request.post(`${api}/items`, { data: { href: 'https://evil.example/company/1' } });
  expect(bad.status()).toBe(400);
  expect(JSON.stringify(await bad.json())).toContain('href');
  expect((await request.post(`${api}/items`, { data: { note: 'no href' } })).status()).toBe(400);
  expect((await request.patch(`${api}/items/${item_id}`, { data: { note: 'changed' } })).status()).toBe(200);
  expect((await request.patch(api, { data: { notes: 'the thread', tags: ['x'] } })).status()).toBe(200);
  const crossSite = await request.patch(api, { data: { title: 'x' }, headers: { origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);

  const got = (await (await request.get(api)).json()) as { items: { kind: string; note: string }[]; notes: string };
  expect(got.notes).toBe('the thread');
  expect(got.items.map((entry) => entry.kind)).toEqual(['company', 'officer', 'person', 'ownership']);
  expect(got.items[0]!.note).toBe('changed');

  const chronology = (await (await request.get(`${api}/chronology`)).json()) as { events: { date: string }[] };
  expect(chronology.events.length).toBeGreaterThan(0);
  const dates = chronology.events.map((event) => event.date);
  expect(dates).toEqual([...dates].sort());
  expect((await request.get(`${api}/chronology?format=csv`)).headers()['content-type']).toContain('text/csv');
  expect((await request.get(`${api}/chronology?format=xml`)).status()).toBe(400);
  // An officer who is possibly a disqualified director: the disqualification is on the timeline.
  const disqualified = `/officers/${showcase.officers.disqualified}/appointments`;
  expect((await request.post(`${api}/items`, { data: { href: disqualified } })).status()).toBe(201);
  // A person of the people index: their officer ids' appointments on the timeline, their networks in the graph.
  const person = (await (
    await request.get(`/api/people/lookup?record=/officers/${showcase.officers.prolific}/appointments`)
  ).json()) as { person_id: string };
  expect((await request.post(`${api}/items`, { data: { href: `/people/${person.person_id}` } })).status()).toBe(201);
  const withPerson = (await (await request.get(`${api}/graph`)).json()) as {
    nodes: { key: string; attributes: { case_item?: boolean } }[];
  };
  expect(withPerson.nodes.filter((node) => node.attributes.case_item).map((node) => node.key)).toContain(
    `officer:${showcase.officers.prolific}`,
  );
  const bans = (await (await request.get(`${api}/chronology?kind=disqualification`)).json()) as {
    events: { kind: string; href: string; source: string }[];
  };
  expect(bans.events.length).toBeGreaterThan(0);
  expect(bans.events[0]!.href).toMatch(/^\/disqualified-officers\/natural\//);
  expect(bans.events[0]!.source).toContain('/disqualified-officers/natural/');
  const graph = (await (await request.get(`${api}/graph`)).json()) as {
    nodes: { key: string; attributes: { case_item?: boolean } }[];
    edges: { source: string; target: string; attributes: { kind: string } }[];
    options: { type: string };
  };
  expect(graph.options.type).toBe('mixed');
  expect(graph.nodes.length).toBeGreaterThan(1);
  expect(graph.nodes.filter((node) => node.attributes.case_item).map((node) => node.key)).toContain(
    `company:${showcase.companies.holding}`,
  );
  // The ownership item's chain: the company's owners, upwards.
  expect(graph.edges).toContainEqual(
    expect.objectContaining({
      target: `company:${showcase.ownership.deep[0]}`,
      attributes: expect.objectContaining({ kind: 'ownership' }),
    }),
  );
  expect(await (await request.get(`${api}/graph?format=gexf`)).text()).toContain('<gexf');
  expect(await (await request.get(`${api}/report?format=html`)).text()).toContain('API case');

  // Another client: no link, nothing; the read link, reading only.
  const stranger = await playwright.request.newContext({ baseURL });
  expect((await stranger.get(api)).status()).toBe(404);
  expect((await stranger.patch(api, { data: { title: 'x' } })).status()).toBe(403);
  const readToken = new URL(made.links.read, baseURL).searchParams.get('read');
  expect((await stranger.get(`${api}?read=${readToken}`)).status()).toBe(200);
  expect((await stranger.patch(`${api}?read=${readToken}`, { data: { title: 'x' } })).status()).toBe(403);
  expect((await stranger.get(`/cases/${made.case_id}/feed.xml?read=${readToken}`)).headers()['content-type']).toContain(
    'atom',
  );

  // New links: the old ones answer 404.
  const renewed = await request.post(`${api}/links`);
  expect(renewed.status()).toBe(201);
  expect((await stranger.get(`${api}?read=${readToken}`)).status()).toBe(404);
  expect((await stranger.get(made.links.read, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(api)).status()).toBe(200);
  await stranger.dispose();
});
