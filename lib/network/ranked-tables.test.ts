import { describe, expect, it } from 'vitest';
import { buildNetwork } from './build';
import { pageOf } from './table-page';
import { coOfficers, companiesSharingOfficers } from './ranked-tables';
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
