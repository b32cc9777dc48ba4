// Signals end to end over a generated dataset, through an embedded gateway: the showcase's
// ownership cycle, foreign owner and statement chain, the network's virtual office and serial
// director, the liquidation; everything checked on a registry with every capability; and the
// route's answers (200, 400, 404).
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/signals/company/[companyNumber]/route';
import { SHOWCASE } from '@/lib/registry-server/generator';
import { servesGeneratedRegistry } from '@/lib/gateway/testing/generated-registry';
import { ownFilteredPage } from '@/lib/search/own-filters';
import { officerCompaniesSignals, OFFICER_COMPANIES_CHECKED } from './companies';
import { companySignals } from './service';

servesGeneratedRegistry({ companies: 400, seed: 2 });

const codesOf = async (n: string) => (await companySignals(n))!.signals.map((s) => s.code);

describe('signals on the showcase', () => {
  it('checks everything on the embedded registry (every capability, no budget)', async () => {
    const result = (await companySignals(SHOWCASE.companies.plc))!;
    expect(result.not_checked).toEqual([]);
    for (const signal of result.signals) {
      expect(signal.evidence.length).toBeGreaterThan(0);
      for (const e of signal.evidence) expect(e.href).toMatch(/^\//);
    }
  });
  it('finds the ownership cycle, the foreign owner and the chain ending in a statement', async () => {
    expect(await codesOf(SHOWCASE.ownership.cycle[0]!)).toContain('ownership-circular');
    expect(await codesOf(SHOWCASE.ownership.foreignChild)).toContain('ownership-foreign');
    expect(await codesOf(SHOWCASE.ownership.statementChild)).toContain('ownership-unidentified');
  });
  it('finds insolvency history on the company in liquidation', async () => {
    expect(await codesOf(SHOWCASE.companies.liquidation)).toContain('insolvency-history');
  });
  it('finds the virtual office and the prolific officer', async () => {
    const hub = SHOWCASE.network.hub[0]!;
    expect(await codesOf(hub)).toContain('address-hub');
    const hubSignal = (await companySignals(SHOWCASE.companies.plc))!.signals.find(
      (s) => s.code === 'officer-appointment-hub',
    )!;
    // Counted by person (the embedded registry has a person index): the evidence is the person.
    expect(hubSignal.evidence[0]!.href).toMatch(/^\/people\//);
  });
});

describe('signals on purpose, and near-misses that must not fire', () => {
  const S = SHOWCASE.signals;
  it('a director of a company struck off months before starts one sharing its name: phoenix', async () => {
    const result = (await companySignals(S.phoenixNew))!;
    const phoenix = result.signals.find((s) => s.code === 'phoenix-pattern')!;
    expect(phoenix.detail).toContain('HARTLEY JOINERY LIMITED');
    expect(phoenix.detail).toContain('HARTLEY, JOINERY');
    expect(phoenix.evidence.map((e) => e.href)).toContain(`/company/${S.phoenixOld}`);
    expect(await codesOf(S.unrelatedNew)).not.toContain('phoenix-pattern');
  });
  it('dormant with a charge outstanding; renamed this year; directors coming and going', async () => {
    expect(await codesOf(S.dormantCharged)).toContain('dormant-with-charges');
    expect(await codesOf(S.renamed)).toContain('recent-name-change');
    expect(await codesOf(S.churn)).toContain('director-churn');
  });
  it('nineteen current appointments are one short of a hub', async () => {
    expect(await codesOf(S.nineteen[0]!)).not.toContain('officer-appointment-hub');
  });
});

describe('GET /api/signals/company/{n}', () => {
  const call = (n: string) =>
    GET(new Request(`http://app.test/api/signals/company/${n}`), { params: Promise.resolve({ companyNumber: n }) });
  it('answers 200 with the shape, 404 for an unknown company, 400 naming a bad number', async () => {
    const ok = await call(SHOWCASE.companies.plc);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ company_number: SHOWCASE.companies.plc, signals: expect.any(Array), not_checked: [] });
    expect(body.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('09999999')).status).toBe(404);
    const bad = await call('not-a-number!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('company_number');
  });
});

describe('advanced search with our signals filter', () => {
  it("finds the virtual office companies among the registry's results, every one checked", async () => {
    const query = new URLSearchParams({ location: 'Kingsway Yard' });
    const result = await ownFilteredPage(query, { signals: ['address-hub'] }, 1, 20);
    expect(result.items.length).toBe(20);
    for (const item of result.items) expect(item.check.signals!.signals.map((s) => s.code)).toContain('address-hub');
    const all = await ownFilteredPage(query, { signals: ['address-hub'] }, 3, 20);
    expect(all.complete).toBe(true);
    expect(all.matched).toBeGreaterThanOrEqual(SHOWCASE.network.hub.length);
  });
});

describe("an officer's current companies", () => {
  it('checks the first companies and counts the rest, never judging them', async () => {
    const serial = (await officerCompaniesSignals(SHOWCASE.network.serialDirector))!;
    expect(serial.companies.length).toBeGreaterThan(5);
    expect(serial.companies.every((c) => c.result)).toBe(true);
    expect(serial.unchecked).toBe(0);
    const prolific = (await officerCompaniesSignals(SHOWCASE.officers.prolific))!;
    expect(prolific.companies).toHaveLength(OFFICER_COMPANIES_CHECKED);
    expect(prolific.unchecked).toBeGreaterThan(0);
  });
});
