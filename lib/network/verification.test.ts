import { describe, expect, it } from 'vitest';
import { CallBudget } from '@/lib/gateway/session';
import { buildNetwork } from './build';
import { networkEdgesCsv, networkGexf } from './formats';
import { coOfficers, companiesSharingOfficers, tableNetwork } from './ranked-tables';
import { fakeNetworkReader, number, type FakeRegister } from './testing';
import { markVerification } from './verification';
import {
  badgeText,
  peopleVerification,
  personVerification,
  verificationFromAttributes,
  type AppointmentVerification,
} from './verification-marks';

const TODAY = '2026-11-28';
// A statement made since verification began: people in post had 14 days from it.
const FILED = { last_made_up_to: '2026-03-01', next_due: '2027-03-15' };

/**
 * C0 (the seed) with: a director verified by statement, one overdue by the register's own date,
 * one the register publishes nothing for (judged from the law: due by 15 March 2026), one
 * whose statement was withdrawn, a secretary (not required) and a resigned director. P-DUE also
 * sits on C1, where their statement is due after today.
 */
function register(): FakeRegister {
  return {
    companies: {
      [number(0)]: { name: 'SEED LIMITED', confirmation_statement: FILED },
      [number(1)]: { name: 'OTHER LIMITED', confirmation_statement: FILED },
    },
    officers: {
      OK: { name: 'VERIFIED, Vera' },
      LATE: { name: 'LATE, Larry' },
      LAW: { name: 'SILENT, Sam' },
      GONE: { name: 'WITHDRAWN, Wendy' },
      SEC: { name: 'SECRETARY, Sue' },
      OLD: { name: 'RESIGNED, Ron' },
      DUE: { name: 'DUE, Dana' },
    },
    appointments: [
      {
        officer: 'OK',
        company: number(0),
        appointed_on: '2015-01-01',
        identity: { appointment_verification_start_on: '2026-02-01', identity_verified_on: '2026-01-30' },
      },
      {
        officer: 'LATE',
        company: number(0),
        appointed_on: '2016-01-01',
        identity: { appointment_verification_statement_due_on: '2026-03-15' },
      },
      { officer: 'LAW', company: number(0), appointed_on: '2017-01-01' },
      {
        officer: 'GONE',
        company: number(0),
        appointed_on: '2018-01-01',
        identity: { appointment_verification_start_on: '2026-01-01', appointment_verification_end_on: '2026-10-01' },
      },
      { officer: 'SEC', company: number(0), role: 'secretary', appointed_on: '2019-01-01' },
      { officer: 'OLD', company: number(0), appointed_on: '2010-01-01', resigned_on: '2020-01-01' },
      {
        officer: 'DUE',
        company: number(0),
        appointed_on: '2020-01-01',
        identity: { appointment_verification_start_on: '2026-04-01' },
      },
      {
        officer: 'DUE',
        company: number(1),
        appointed_on: '2026-11-20',
        identity: { appointment_verification_statement_due_on: '2026-12-04' },
      },
    ],
  };
}

const seed = { kind: 'company' as const, companyNumber: number(0) };

async function marked(budget?: CallBudget) {
  const { reader, calls } = fakeNetworkReader(register());
  const graph = (await buildNetwork(reader, seed, { depth: 2 }))!;
  const before = calls.length;
  const summary = await markVerification(graph, reader, { today: TODAY, budget });
  const network = graph.toJSON();
  const edgeOf = (officer: string, company = number(0)) =>
    network.edges.find((edge) => edge.source === `officer:${officer}` && edge.target === `company:${company}`)!
      .attributes as Record<string, unknown>;
  return { graph, network, summary, edgeOf, profileCalls: calls.slice(before) };
}

describe('markVerification', () => {
  it('judges each current appointment by the register’s rule, from its details and its company’s profile', async () => {
    const { edgeOf, summary } = await marked();
    expect(edgeOf('OK')).toMatchObject({
      verification: 'verified',
      verification_basis: 'register',
      verification_verified_on: '2026-01-30',
    });
    expect(edgeOf('LATE')).toMatchObject({
      verification: 'overdue',
      verification_basis: 'register',
      verification_due_on: '2026-03-15',
    });
    // No details on the register: judged from the law (the last statement plus 14 days), and said so.
    expect(edgeOf('LAW')).toMatchObject({
      verification: 'overdue',
      verification_basis: 'law',
      verification_due_on: '2026-03-15',
    });
    expect(edgeOf('GONE')).toMatchObject({ verification: 'withdrawn', verification_withdrawn_on: '2026-10-01' });
    expect(edgeOf('SEC')).toMatchObject({ verification: 'not-required' });
    expect(edgeOf('DUE', number(1))).toMatchObject({ verification: 'due', verification_due_on: '2026-12-04' });
    // A resigned appointment is not required and is left as it was.
    expect(Object.keys(edgeOf('OLD')).filter((name) => name.startsWith('verification'))).toEqual([]);
    expect(summary).toEqual({ judged: 7, notChecked: 0 });
  });

  it('reads each company’s profile once, and only those with a current appointment', async () => {
    const { profileCalls } = await marked();
    expect(profileCalls.sort()).toEqual([`/company/${number(0)}`, `/company/${number(1)}`]);
  });

  it('marks appointments at companies past its budget as not checked, never judged without the profile', async () => {
    const { edgeOf, summary } = await marked(new CallBudget(1));
    const checked = [edgeOf('DUE', number(0)), edgeOf('DUE', number(1))];
    expect(checked.filter((attributes) => attributes.verification_not_checked === 'budget')).toHaveLength(1);
    expect(checked.filter((attributes) => typeof attributes.verification === 'string')).toHaveLength(1);
    expect(summary.notChecked).toBeGreaterThan(0);
  });

  it('exports the outcome as flat attributes (GEXF, CSV) and keeps the register’s details out of them', async () => {
    const { network } = await marked();
    expect(networkEdgesCsv(network)).toContain('verification=overdue; verification_basis=law');
    const gexf = networkGexf(network);
    expect(gexf).toContain('<attribute id="verification" title="verification" type="string"/>');
    expect(gexf).not.toContain('appointment_verification_statement_due_on');
  });
});

describe('a person’s mark', () => {
  it('is the worst outcome among their appointments in the graph, with where', async () => {
    const { network } = await marked();
    const labels = new Map(network.nodes.map((node) => [node.key, node.attributes.label]));
    const marks = peopleVerification(
      network.edges.map((edge) => ({ ...edge, attributes: edge.attributes as Record<string, unknown> })),
      (key) => labels.get(key),
    );
    expect(marks.get('officer:OK')).toMatchObject({ unverified: false, unverifiedCount: 0 });
    expect(marks.get('officer:SEC')).toMatchObject({ unverified: false });
    expect(marks.get('officer:LATE')).toMatchObject({ unverified: true, company: `company:${number(0)}` });
    expect(marks.get('officer:LATE')!.words).toBe('Overdue since 16 March 2026: due by 15 March 2026, at SEED LIMITED');
    // The law's judgement says it is the law's, in the words the rest of the app uses.
    expect(marks.get('officer:LAW')!.words).toBe(
      'Overdue since 16 March 2026: due by 15 March 2026 (no verification on the register; date from the law), at SEED LIMITED',
    );
    expect(marks.get('officer:GONE')).toMatchObject({ unverified: true });
    expect(marks.get('officer:GONE')!.words).toBe('Verification withdrawn on 1 October 2026, at SEED LIMITED');
    // Verified at the seed, due at the other company: due is the worse.
    expect(marks.get('officer:DUE')).toMatchObject({ unverified: true, company: `company:${number(1)}` });
    expect(marks.get('officer:DUE')!.words).toBe('Due by 4 December 2026, at OTHER LIMITED');
    expect(marks.has('officer:OLD')).toBe(false);
  });

  it('orders overdue before withdrawn before due, and counts where the person is unverified', () => {
    const at = (company: string, status: 'overdue' | 'due' | 'withdrawn' | 'verified', due_on?: string) =>
      ({
        company,
        companyName: company.toUpperCase(),
        verification: { status, basis: 'register', ...(due_on ? { due_on } : {}) },
      }) as AppointmentVerification;
    const mark = personVerification([
      at('b', 'due', '2027-01-01'),
      at('c', 'withdrawn'),
      at('d', 'overdue', '2026-05-01'),
      at('a', 'overdue', '2026-02-01'),
      at('e', 'verified'),
    ])!;
    expect(mark.company).toBe('a');
    expect(mark.unverifiedCount).toBe(4);
    expect(mark.words).toBe(
      'Overdue since 2 February 2026: due by 1 February 2026, at A (unverified at 4 companies in these connections)',
    );
    expect(badgeText(mark)).toBe('Identity overdue');
    expect(badgeText(personVerification([at('c', 'withdrawn')])!)).toBe('Identity not verified');
    expect(personVerification([])).toBeUndefined();
  });

  it('reads back only what an edge really says', () => {
    expect(verificationFromAttributes({ kind: 'appointment' })).toBeUndefined();
    expect(verificationFromAttributes({ verification: 'bogus' })).toBeUndefined();
    expect(verificationFromAttributes({ verification: 'due', verification_basis: 'law' })).toEqual({
      status: 'due',
      basis: 'law',
    });
  });
});

describe('the connections tables', () => {
  it('carry each person’s mark in their row', async () => {
    const { reader } = fakeNetworkReader(register());
    const built = (await tableNetwork(reader, seed, { verification: { today: TODAY } }))!;
    const shared = companiesSharingOfficers(built.network);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.shared[0]).toMatchObject({ officer_id: 'DUE', verification: { unverified: true } });

    const { reader: again } = fakeNetworkReader(register());
    const officer = (await tableNetwork(
      again,
      { kind: 'officer', officerId: 'DUE' },
      { verification: { today: TODAY } },
    ))!;
    const rows = coOfficers(officer.network);
    const late = rows.find((row) => row.officer_id === 'LATE')!;
    expect(late.verification).toMatchObject({ unverified: true, verification: { status: 'overdue' } });
    expect(rows.find((row) => row.officer_id === 'OK')!.verification).toMatchObject({ unverified: false });
  });

  it('carry no mark when not asked to judge', async () => {
    const { reader } = fakeNetworkReader(register());
    const built = (await tableNetwork(reader, { kind: 'officer', officerId: 'DUE' }))!;
    expect(coOfficers(built.network).every((row) => row.verification === undefined)).toBe(true);
  });
});
