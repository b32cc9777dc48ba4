// Who ultimately controls a company: the Ownership tab on the showcase chains (a six-level chain,
// a foreign parent, a cycle, a joint venture, a chain ending in a statement, owners that do not
// verify), with and without JavaScript, owners drawn as people (people=1), and its JSON, CSV and BODS interface.
import { checkA11y, expect, showcase, test } from './support/test';

const { ownership } = showcase;
const tab = (number: string) => `/company/${number}/ownership`;

test.describe('the Ownership tab', () => {
  test('walks a six-level chain up to the person at the top, and draws it interactively', async ({ page }) => {
    await page.goto(tab(ownership.deep[0]));
    await expect(page.getByText('Ultimately controlled by: Mrs Eleanor Rose Marsh (via 5 companies)')).toBeVisible();
    const owners = page.getByRole('region', { name: 'Ultimate owners' });
    await expect(owners.getByText('Controlled via')).toBeVisible();
    await expect(owners.getByRole('link', { name: 'MARSH FAMILY HOLDINGS LIMITED' })).toBeVisible();
    // The interactive drawing takes over from the static one, with a node per record.
    const flow = page.getByTestId('ownership-flow');
    await expect(flow).toBeVisible();
    await expect(flow.locator('.react-flow__node')).toHaveCount(7);
    // Collapsing a company hides what stands above it; its link opens the record.
    await flow.getByRole('button', { name: 'Collapse' }).first().click();
    await expect(flow.locator('.react-flow__node')).not.toHaveCount(7);
    await page
      .getByRole('region', { name: 'Every owner, from this company up' })
      .getByRole('link', { name: 'SOLWAY GROUP LIMITED' })
      .click();
    await expect(page).toHaveURL(`/company/${ownership.deep[1]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SOLWAY GROUP LIMITED');
    await expect(page.getByText(/Ultimately controlled by: Mrs Eleanor Rose Marsh \(via 4 companies\)/)).toBeVisible();
  });

  test('shows a foreign parent, a joint venture and a chain that ends in a statement in plain words', async ({
    page,
  }) => {
    await page.goto(tab(ownership.foreignChild));
    await expect(
      page.getByText('Ultimately controlled by: KESTREL GLOBAL INC. (United States, not on this register).'),
    ).toBeVisible();

    await page.goto(tab(ownership.jointVenture));
    await expect(page.getByText(/ATLANTIC ENERGY B\.V\. \(Netherlands, not on this register\)/).first()).toBeVisible();
    await expect(page.getByText(/Mr Callum James Reid \(via 1 company\)/)).toBeVisible();
    await expect(page.getByText('25–50% of shares · 25–50% of votes').first()).toBeVisible();

    await page.goto(tab(ownership.statementChild));
    await expect(page.getByText(/No ultimate owner could be traced: the chain ends at a statement/)).toBeVisible();
  });

  test('flags a cycle and owners that do not verify, and follows neither', async ({ page }) => {
    await page.goto(tab(ownership.cycle[0]));
    await expect(page.getByText(/the ownership is circular/)).toBeVisible();
    await expect(page.getByText('Circular: this owner is already in the chain below.')).toBeVisible();

    await page.goto(tab(ownership.unverified));
    await expect(
      page.getByText(/not verified: company 00719244 on the register is ALBION CONSOLIDATED HOLDINGS PLC/).first(),
    ).toBeVisible();
    await expect(page.getByText(/not verified: no company 11480099 on the register/).first()).toBeVisible();
  });

  test('passes an accessibility check', async ({ page }) => {
    await page.goto(tab(ownership.jointVenture));
    await expect(page.getByTestId('ownership-flow')).toBeVisible();
    await checkA11y(page);
  });

  test('draws owners as people on asking: a person’s name opens their page', async ({ page, request }) => {
    // The joint venture's UK owner is owned by a person; the person index holds his PSC entry.
    const graph = await (await request.get(`/api/ownership/company/${ownership.jointVenture}?people=1`)).json();
    expect(graph.people).toMatchObject({ available: true, entries: 1, folded: 0 });
    const owner = graph.nodes.find((node: { kind: string }) => node.kind === 'individual');
    expect(owner).toMatchObject({
      id: `person:${owner.person_id}`,
      name: 'Mr Callum James Reid',
      person_link: `/people/${owner.person_id}`,
      records: [expect.stringMatching(`^/company/${ownership.jointVentureUkOwner}/persons-with-significant-control/`)],
    });
    const person = await (await request.get(`/api/people/${owner.person_id}`)).json();

    await page.goto(`${tab(ownership.jointVenture)}?people=1`);
    const toggle = page.getByRole('group', { name: 'Owners as' });
    await expect(toggle.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', /[?&]people=1(&|$)/);
    await expect(toggle.getByRole('link', { name: 'PSC entries' })).toHaveAttribute(
      'href',
      tab(ownership.jointVenture),
    );
    const name = page.getByRole('region', { name: 'Ultimate owners' }).getByRole('link', { name: owner.name });
    await expect(name).toHaveAttribute('href', owner.person_link);
    await name.click();
    await expect(page).toHaveURL(new RegExp(`/people/${owner.person_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  });

  test('the overview says who ultimately controls the company', async ({ page }) => {
    await page.goto(`/company/${ownership.deep[0]}`);
    await expect(
      page.getByRole('region', { name: 'Ownership' }).getByText(/Mrs Eleanor Rose Marsh \(via 5 companies\)/),
    ).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chain is complete: the sentence, the drawing and the list', async ({ page }) => {
    await page.goto(tab(ownership.deep[0]));
    await expect(page.getByText('Ultimately controlled by: Mrs Eleanor Rose Marsh (via 5 companies)')).toBeVisible();
    await expect(page.getByRole('img', { name: /Ownership of SOLWAY FREIGHT LIMITED/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Every owner, from this company up' }).getByRole('link')).toHaveCount(
      7,
    );
    await page.getByRole('link', { name: 'Also ceased (dashed)' }).click();
    await expect(page).toHaveURL(/ceased=true/);
    // Owners as people: the toggle keeps the ceased ones, and the person at the top links to her page.
    await page.getByRole('group', { name: 'Owners as' }).getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL(/ceased=true&people=1/);
    await expect(
      page.getByRole('region', { name: 'Every owner, from this company up' }).getByRole('link', {
        name: 'Mrs Eleanor Rose Marsh',
      }),
    ).toHaveAttribute('href', /^\/people\//);
  });
});

test.describe('GET /api/ownership/company/{n}', () => {
  test('answers the graph as JSON, its edges as CSV and BODS 0.4 statements', async ({ request }) => {
    const json = await (await request.get(`/api/ownership/company/${ownership.deep[0]}`)).json();
    expect(json.company_number).toBe(ownership.deep[0]);
    // Without people=1 the answer is as the register has it: no person marked, no `people` field.
    expect(json.people).toBeUndefined();
    expect(json.nodes.some((node: { person_id?: string }) => node.person_id)).toBe(false);
    expect(json.nodes.filter((node: { kind: string }) => node.kind === 'company')).toHaveLength(6);
    expect(json.edges).toHaveLength(6);
    expect(json.ultimate_owners).toHaveLength(1);
    expect(json.nodes.find((node: { id: string }) => node.id === json.ultimate_owners[0])).toMatchObject({
      kind: 'individual',
      name: 'Mrs Eleanor Rose Marsh',
    });

    const csv = await request.get(`/api/ownership/company/${ownership.deep[0]}?format=csv`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(7);

    const bods = await (await request.get(`/api/ownership/company/${ownership.jointVenture}?format=bods`)).json();
    expect(
      bods.find(
        (statement: { recordType: string; recordDetails: { identifiers?: { scheme: string; id: string }[] } }) =>
          statement.recordDetails.identifiers?.[0]?.id === ownership.jointVenture,
      ),
    ).toMatchObject({
      recordType: 'entity',
      recordDetails: { identifiers: [{ scheme: 'GB-COH', id: ownership.jointVenture }] },
    });
    expect(
      bods.filter((statement: { recordType: string }) => statement.recordType === 'relationship').length,
    ).toBeGreaterThanOrEqual(3);
  });

  test('names a bad parameter, and answers 404 for a company the register does not have', async ({ request }) => {
    const badNumber = await request.get('/api/ownership/company/not-a-number');
    expect(badNumber.status()).toBe(400);
    expect(JSON.stringify(await badNumber.json())).toContain('company_number');
    const badFormat = await request.get(`/api/ownership/company/${ownership.deep[0]}?format=xml`);
    expect(badFormat.status()).toBe(400);
    expect(JSON.stringify(await badFormat.json())).toContain('format');
    expect((await request.get(`/api/ownership/company/${ownership.deep[0]}?ceased=maybe`)).status()).toBe(400);
    const badPeople = await request.get(`/api/ownership/company/${ownership.deep[0]}?people=yes`);
    expect(badPeople.status()).toBe(400);
    expect(JSON.stringify(await badPeople.json())).toContain('people');
    expect((await request.get('/api/ownership/company/99999999')).status()).toBe(404);
  });
});
