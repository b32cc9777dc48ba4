import { describe, expect, it } from 'vitest';
import { CallBudget } from '@/lib/gateway/session';
import { tableGapInWords } from '@/lib/pages/not-read';
import { buildNetwork } from './build';
import { pageOf } from './table-page';
import { coOfficers, companiesSharingOfficers, TABLE_LIMITS, tableNetwork } from './ranked-tables';
import { fakeNetworkReader, number, type FakeRegister } from './testing';

/** C0 shares two officers with C1 and one with C2; officer A sits on C0, C1 and C2, B on C0 and C1 (resigned from C1). */
const register: FakeRegister = {
  companies: { [number(0)]: { name: 'ZERO' }, [number(1)]: { name: 'ONE' }, [number(2)]: { name: 'TWO' } },
  officers: { A: { name: 'ASH, Anne' }, B: { name: 'BIRCH, Bob' }, C: { name: 'CEDAR, Cy' } },
  appointments: [
    { officer: 'A', company: number(0), appointed_on: '2010-01-01' },
    { officer: 'A', company: number(1), appointed_on: '2011-01-01' },
    { officer: 'A', company: number(2), role: 'secretary', appointed_on: '2012-01-01' },
    { officer: 'B', company: number(0), appointed_on: '2013-01-01' },
    { officer: 'B', company: number(1), appointed_on: '2014-01-01', resigned_on: '2015-01-01' },
    { officer: 'C', company: number(2), appointed_on: '2016-01-01' },
  ],
};

describe('connections tables', () => {
  it('ranks companies by officers shared, with each officer’s roles here and there', async () => {
    const { reader } = fakeNetworkReader(register);
    const graph = (await buildNetwork(reader, { kind: 'company', companyNumber: number(0) }, { depth: 2 }))!;
    const rows = companiesSharingOfficers(graph.toJSON());
    expect(rows.map((row) => [row.company_name, row.shared.length])).toEqual([
      ['ONE', 2],
      ['TWO', 1],
    ]);
    expect(rows[0]!.shared.find((officer) => officer.officer_id === 'B')).toEqual({
      officer_id: 'B',
      name: 'BIRCH, Bob',
      here: [{ officer_role: 'director', appointed_on: '2013-01-01' }],
      there: [{ officer_role: 'director', appointed_on: '2014-01-01', resigned_on: '2015-01-01' }],
    });
    expect(rows[1]!.shared[0]!.there).toEqual([{ officer_role: 'secretary', appointed_on: '2012-01-01' }]);
  });

  it('ranks an officer’s co-officers by boards shared', async () => {
    const { reader } = fakeNetworkReader(register);
    const graph = (await buildNetwork(reader, { kind: 'officer', officerId: 'A' }, { depth: 2 }))!;
    const rows = coOfficers(graph.toJSON());
    expect(rows.map((row) => [row.name, row.boards.map((board) => board.company_name)])).toEqual([
      ['BIRCH, Bob', ['ZERO', 'ONE']],
      ['CEDAR, Cy', ['TWO']],
    ]);
  });

  it('pages rows, refusing a malformed page or one past the end', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(rows, {}, 25)).toEqual({ rows: rows.slice(0, 25), page: 1, total: 30 });
    expect(pageOf(rows, { page: '2' }, 25)).toEqual({ rows: [25, 26, 27, 28, 29], page: 2, total: 30 });
    expect(pageOf(rows, { page: '3' }, 25)).toBeUndefined();
    expect(pageOf(rows, { page: 'x' }, 25)).toBeUndefined();
    expect(pageOf([], {}, 25)).toEqual({ rows: [], page: 1, total: 0 });
  });
});

/**
 * A busy director: BUSY sits on `boards` companies (C0…), QUIET on C0 and C1 only. The drawing
 * caps an officer at 50 appointments; the table must still count BUSY's other boards.
 */
function busyRegister(boards: number): FakeRegister {
  const companies: FakeRegister['companies'] = {};
  for (let i = 0; i < boards; i++) companies[number(i)] = { name: `BOARD ${String(i).padStart(4, '0')} LIMITED` };
  return {
    companies,
    officers: { BUSY: { name: 'ASHCOMBE, Jonathan Edward' }, QUIET: { name: 'QUIET, Quentin' } },
    appointments: [
      ...Object.keys(companies).map((company) => ({ officer: 'BUSY', company, appointed_on: '2010-01-01' })),
      { officer: 'QUIET', company: number(0), appointed_on: '2011-01-01' },
      { officer: 'QUIET', company: number(1), appointed_on: '2011-01-01' },
    ],
  };
}

const limits = { ...TABLE_LIMITS };

describe('the connections tables’ network: not read is not none', () => {
  it('counts a capped officer’s boards (66 appointments: drawn unexpanded, read for the table)', async () => {
    const { reader } = fakeNetworkReader(busyRegister(66));
    // The drawing's build leaves BUSY unexpanded, and its table would say no company shares an officer but C1.
    const drawing = (await buildNetwork(reader, { kind: 'company', companyNumber: number(0) }, { depth: 2 }))!;
    expect(drawing.attributes.truncated).toEqual([{ node: 'officer:BUSY', reason: 'cap', size: 66 }]);
    expect(companiesSharingOfficers(drawing.toJSON())).toHaveLength(1);

    const built = (await tableNetwork(reader, { kind: 'company', companyNumber: number(0) }))!;
    const rows = companiesSharingOfficers(built.network);
    expect(rows).toHaveLength(65);
    expect(rows[0]).toMatchObject({ company_number: number(1), shared: [{ name: 'ASHCOMBE, Jonathan Edward' }, {}] });
    expect(built.network.attributes.truncated).toEqual([]);
    expect(built.readPastCaps).toEqual([{ node: 'officer:BUSY', reason: 'cap', size: 66 }]);
  });

  it('reads a capped seed officer’s boards and their officers: co-officers, not “none”', async () => {
    const { reader } = fakeNetworkReader(busyRegister(66));
    const drawing = (await buildNetwork(reader, { kind: 'officer', officerId: 'BUSY' }, { depth: 2 }))!;
    expect(coOfficers(drawing.toJSON())).toEqual([]);

    const built = (await tableNetwork(reader, { kind: 'officer', officerId: 'BUSY' }))!;
    expect(coOfficers(built.network).map((row) => [row.name, row.boards.length])).toEqual([['QUIET, Quentin', 2]]);
    expect(built.network.attributes.truncated).toEqual([]);
  });

  it('never reads a list twice across its rounds', async () => {
    const { reader, calls } = fakeNetworkReader(busyRegister(66));
    await tableNetwork(reader, { kind: 'officer', officerId: 'BUSY' });
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('says why, past what a table reads (cap)', async () => {
    const boards = TABLE_LIMITS.officerAppointments + 1;
    const { reader } = fakeNetworkReader(busyRegister(boards));
    const built = (await tableNetwork(reader, { kind: 'company', companyNumber: number(0) }))!;
    const cut = built.network.attributes.truncated;
    expect(cut).toEqual([{ node: 'officer:BUSY', reason: 'cap', size: boards }]);
    expect(built.readPastCaps).toEqual([]);
    expect(tableGapInWords({ ...cut[0]!, label: 'ASHCOMBE, Jonathan Edward' }, limits)).toBe(
      'ASHCOMBE, Jonathan Edward’s 501 appointments were not read: more than a table reads for one officer (500).',
    );
  });

  it('says why when the call budget runs out (a metered registry), and counts what it did read', async () => {
    const { reader, calls } = fakeNetworkReader(busyRegister(66));
    const budget = new CallBudget(3);
    const built = (await tableNetwork(reader, { kind: 'officer', officerId: 'BUSY' }, { budget }))!;
    expect(calls.length).toBeLessThanOrEqual(3);
    expect(built.network.attributes.requests).toBe(calls.length);
    const cut = built.network.attributes.truncated;
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.every((mark) => mark.reason === 'budget' || mark.reason === 'cap')).toBe(true);
    const words = cut.map((mark) => tableGapInWords({ ...mark, label: 'BOARD' }, { ...limits, maxCalls: 3 }));
    expect(words.some((line) => line.includes('the table used its share of registry requests (3)'))).toBe(true);
  });
});
