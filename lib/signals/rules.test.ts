import { describe, expect, it } from 'vitest';
import type { OwnershipGraph } from '@/lib/ownership/walk';
import type { CompanyProfile, FilingHistoryItem, OfficerSummary, Psc, PscStatement } from '@/lib/registry/schemas';
import type { CompanyIdentity } from '@/lib/verification/service';
import { evaluateSignals, isUkPlace, SIGNAL_CODES, type CompanyFacts, type SignalCode } from './rules';

const TODAY = '2026-11-28';
const profile = (over: Partial<CompanyProfile> = {}): CompanyProfile =>
  ({
    company_number: '01234567',
    company_name: 'ACORN WIDGETS LIMITED',
    company_status: 'active',
    type: 'ltd',
    date_of_creation: '2015-03-01',
    accounts: { next_due: '2027-03-31', overdue: false },
    confirmation_statement: { next_due: '2027-03-15', overdue: false },
    links: { self: '/company/01234567' },
    ...over,
  }) as CompanyProfile;
const emptyOwnership: OwnershipGraph = {
  company_number: '01234567',
  nodes: [],
  edges: [],
  ultimate_owners: [],
  truncated: [],
  registry_calls: 0,
};
const identity = (people: CompanyIdentity['people'] = []): CompanyIdentity => ({
  company_number: '01234567',
  as_of: TODAY,
  officers: { required: 0, verified: 0, due: 0, overdue: 0 },
  pscs: { required: 0, verified: 0, due: 0, overdue: 0 },
  people,
  not_read: [],
});
function facts(over: Partial<CompanyFacts> = {}): CompanyFacts {
  return {
    today: TODAY,
    profile: profile(),
    filings: [],
    officers: [],
    pscs: [],
    statements: [],
    charges: { outstanding: 0 },
    insolvencyCases: 0,
    identity: identity(),
    disqualified: {},
    hubs: [],
    addressCompanies: { count: 1, href: '/company/01234567/network' },
    ownership: emptyOwnership,
    phoenix: [],
    ...over,
  };
}
const codes = (f: CompanyFacts) => evaluateSignals(f).signals.map((s) => s.code);
const fires = (code: SignalCode, f: CompanyFacts) => expect(codes(f)).toContain(code);
const quiet = (code: SignalCode, f: CompanyFacts) => expect(codes(f)).not.toContain(code);
const filing = (date: string, description: string, category = 'gazette'): FilingHistoryItem =>
  ({ date, description, category, type: 'X', transaction_id: `T${date}${description.length}` }) as FilingHistoryItem;
const officer = (name: string, over: Partial<OfficerSummary> = {}): OfficerSummary =>
  ({
    name,
    officer_role: 'director',
    appointed_on: '2016-01-01',
    links: { officer: { appointments: `/officers/${name.slice(0, 4)}/appointments` } },
    ...over,
  }) as OfficerSummary;

describe('a quiet company', () => {
  it('has no signals and everything checked', () => {
    expect(evaluateSignals(facts())).toEqual({ signals: [], not_checked: [] });
  });
});

describe('each rule on both sides of its threshold', () => {
  it('accounts-overdue: the due date passed yesterday, not today', () => {
    fires('accounts-overdue', facts({ profile: profile({ accounts: { next_due: '2026-11-27' } }) }));
    quiet('accounts-overdue', facts({ profile: profile({ accounts: { next_due: TODAY } }) }));
    fires('accounts-overdue', facts({ profile: profile({ accounts: { next_due: '2027-01-01', overdue: true } }) }));
  });
  it('accounts and confirmation statement overdue: not for a company that owes neither', () => {
    for (const company_status of ['dissolved', 'closed', 'converted-closed', 'removed', 'liquidation']) {
      const lapsed = { next_due: '2026-01-01', overdue: true };
      const owing = facts({ profile: profile({ company_status, accounts: lapsed, confirmation_statement: lapsed }) });
      quiet('accounts-overdue', owing);
      quiet('confirmation-statement-overdue', owing);
    }
    const administration = facts({
      profile: profile({ company_status: 'administration', accounts: { next_due: '2026-01-01' } }),
    });
    fires('accounts-overdue', administration);
  });
  it('confirmation-statement-overdue', () => {
    fires(
      'confirmation-statement-overdue',
      facts({ profile: profile({ confirmation_statement: { next_due: '2026-11-27' } }) }),
    );
    quiet(
      'confirmation-statement-overdue',
      facts({ profile: profile({ confirmation_statement: { next_due: TODAY } }) }),
    );
  });
  it('strike-off-proposed: a first notice not suspended fires; one suspended later does not', () => {
    fires('strike-off-proposed', facts({ filings: [filing('2026-09-01', 'gazette-notice-compulsory')] }));
    quiet(
      'strike-off-proposed',
      facts({
        filings: [
          filing('2026-10-01', 'gazette-filings-brought-up-to-date'),
          filing('2026-09-01', 'gazette-notice-compulsory'),
        ],
      }),
    );
    fires(
      'strike-off-proposed',
      facts({ profile: profile({ company_status_detail: 'active-proposal-to-strike-off' }) }),
    );
  });
  it('insolvency-history: a case or an insolvent status', () => {
    fires('insolvency-history', facts({ insolvencyCases: 1 }));
    fires('insolvency-history', facts({ profile: profile({ company_status: 'liquidation' }) }));
    quiet('insolvency-history', facts({ profile: profile({ company_status: 'dissolved' }) }));
  });
  it('disqualified-officer: disqualified now or when appointed, not a period long over', () => {
    const match = (from: string, until: string) => ({
      JOHN: {
        status: 'possibly-disqualified' as const,
        matches: [
          {
            officer_id: 'd1',
            name: 'John SMITH',
            link: '/disqualified-officers/natural/d1',
            date_of_birth: '1970-05-01',
            evidence: [],
            disqualifications: [{ disqualified_from: from, disqualified_until: until }],
          },
        ],
      },
    });
    const officers = [officer('JOHN SMITH', { appointed_on: '2020-01-01' })];
    fires('disqualified-officer', facts({ officers, disqualified: match('2025-01-01', '2030-01-01') as never }));
    fires('disqualified-officer', facts({ officers, disqualified: match('2019-06-01', '2021-06-01') as never }));
    quiet('disqualified-officer', facts({ officers, disqualified: match('2010-01-01', '2015-01-01') as never }));
    quiet(
      'disqualified-officer',
      facts({
        officers: [officer('JOHN SMITH', { resigned_on: '2024-01-01' })],
        disqualified: match('2025-01-01', '2030-01-01') as never,
      }),
    );
  });
  it('officer-appointment-hub: 20 appointments, not 19', () => {
    const hub = (n: number) => [
      { officer_id: 'a', name: 'BUSY, Bee', link: '/officers/a/appointments', current_appointments: n },
    ];
    fires('officer-appointment-hub', facts({ hubs: hub(20) }));
    quiet('officer-appointment-hub', facts({ hubs: hub(19) }));
  });
  it('officer-appointment-hub: a person counted across their officer ids says so', () => {
    const found = evaluateSignals(
      facts({
        hubs: [
          {
            officer_id: 'a',
            name: 'BUSY, Bee',
            link: '/people/p1',
            current_appointments: 21,
            person_id: 'p1',
            officer_ids: 3,
          },
        ],
      }),
    ).signals.find((s) => s.code === 'officer-appointment-hub');
    expect(found?.detail).toBe('BUSY, Bee holds 21 current appointments under 3 officer ids (one person).');
    expect(found?.evidence).toEqual([{ label: 'BUSY, Bee', href: '/people/p1' }]);
  });
  it('address-hub: 50 companies, not 49', () => {
    fires('address-hub', facts({ addressCompanies: { count: 50, href: '/x' } }));
    quiet('address-hub', facts({ addressCompanies: { count: 49, href: '/x' } }));
  });
  it('control-change-recent: within 12 months, not the first PSCs at incorporation', () => {
    const psc = (over: Partial<Psc>) =>
      ({
        kind: 'individual-person-with-significant-control',
        name: 'Mr A',
        links: { self: '/p' },
        notified_on: '2018-01-01',
        ...over,
      }) as Psc;
    fires('control-change-recent', facts({ pscs: [psc({ notified_on: '2026-02-01' })] }));
    fires('control-change-recent', facts({ pscs: [psc({ ceased_on: '2026-02-01' })] }));
    quiet('control-change-recent', facts({ pscs: [psc({ notified_on: '2025-11-27' })] }));
    quiet(
      'control-change-recent',
      facts({ profile: profile({ date_of_creation: '2026-05-01' }), pscs: [psc({ notified_on: '2026-05-01' })] }),
    );
  });
  it('psc-statement-concern: an active statement of concern, not a withdrawn one or a plain one', () => {
    const st = (statement: string, over: Partial<PscStatement> = {}) =>
      ({ statement, notified_on: '2024-01-01', links: { self: '/s' }, ...over }) as PscStatement;
    fires('psc-statement-concern', facts({ statements: [st('psc-contacted-but-no-response')] }));
    fires('psc-statement-concern', facts({ statements: [st('restrictions-notice-issued-to-psc-partnership')] }));
    quiet(
      'psc-statement-concern',
      facts({ statements: [st('psc-contacted-but-no-response', { ceased_on: '2025-01-01' })] }),
    );
    quiet('psc-statement-concern', facts({ statements: [st('no-individual-or-entity-with-signficant-control')] }));
  });
  it('ownership-unidentified, -circular and -foreign read the chain', () => {
    const statementEnd: OwnershipGraph = {
      ...emptyOwnership,
      nodes: [{ id: 'statement:/s', kind: 'statement', name: 'A statement', level: 1 } as never],
      ultimate_owners: ['statement:/s'],
    };
    fires('ownership-unidentified', facts({ ownership: statementEnd }));
    quiet(
      'ownership-unidentified',
      facts({
        ownership: statementEnd,
        pscs: [{ kind: 'individual-person-with-significant-control', links: { self: '/p' } } as Psc],
      }),
    );
    const foreign: OwnershipGraph = {
      ...emptyOwnership,
      nodes: [
        { id: 'psc:/x', kind: 'corporate-entity', name: 'OFFSHORE SA', jurisdiction: 'Panama', level: 1 } as never,
      ],
      ultimate_owners: ['psc:/x'],
    };
    fires('ownership-foreign', facts({ ownership: foreign }));
    quiet(
      'ownership-foreign',
      facts({ ownership: { ...foreign, nodes: [{ ...foreign.nodes[0]!, jurisdiction: 'England And Wales' }] } }),
    );
    const cycle = {
      ...emptyOwnership,
      edges: [{ source: 'company:1', target: 'company:2', natures_of_control: [], circular: true }],
    };
    fires('ownership-circular', facts({ ownership: cycle }));
    quiet('ownership-circular', facts({ ownership: { ...cycle, edges: [{ ...cycle.edges[0]!, circular: false }] } }));
  });
  it('identity-unverified: overdue, not due', () => {
    const person = (status: 'overdue' | 'due') => ({
      kind: 'officer' as const,
      name: 'X',
      link: '/x',
      role: 'director',
      status,
      due_on: '2026-05-14',
      basis: 'register' as const,
    });
    fires('identity-unverified', facts({ identity: identity([person('overdue')]) }));
    quiet('identity-unverified', facts({ identity: identity([person('due')]) }));
  });
  it('phoenix-pattern fires on a link the service found', () => {
    fires(
      'phoenix-pattern',
      facts({
        phoenix: [
          {
            officer_name: 'X',
            officer_link: '/x',
            company_number: '0999',
            company_name: 'ACORN WIDGETS (UK) LTD',
            failed_on: '2015-01-01',
            how: 'dissolved',
            shared_words: ['ACORN', 'WIDGETS'],
          },
        ],
      }),
    );
  });
  it('director-churn: three changes, not two; not the first directors', () => {
    const churn = [
      officer('A', { appointed_on: '2026-01-01' }),
      officer('B', { resigned_on: '2026-02-01' }),
      officer('C', { appointed_on: '2026-03-01' }),
    ];
    fires('director-churn', facts({ officers: churn }));
    quiet('director-churn', facts({ officers: churn.slice(0, 2) }));
    quiet('director-churn', facts({ profile: profile({ date_of_creation: '2026-01-01' }), officers: churn }));
    quiet('director-churn', facts({ officers: churn.map((o) => ({ ...o, officer_role: 'secretary' })) }));
  });
  it('dormant-with-charges: dormant accounts and an outstanding charge', () => {
    const dormant = profile({
      accounts: { next_due: '2027-03-31', last_accounts: { type: 'dormant', made_up_to: '2026-03-31' } },
    });
    fires('dormant-with-charges', facts({ profile: dormant, charges: { outstanding: 1 } }));
    quiet('dormant-with-charges', facts({ profile: dormant, charges: { outstanding: 0 } }));
  });
  it('recent-name-change: within 12 months, not 13', () => {
    fires(
      'recent-name-change',
      facts({
        profile: profile({
          previous_company_names: [{ name: 'OLD LTD', ceased_on: '2026-01-01', effective_from: '2015-03-01' }],
        }),
      }),
    );
    quiet(
      'recent-name-change',
      facts({
        profile: profile({
          previous_company_names: [{ name: 'OLD LTD', ceased_on: '2025-10-01', effective_from: '2015-03-01' }],
        }),
      }),
    );
  });
  it('registered-office-change-recent: two changes in 12 months, not one', () => {
    const move = (date: string) =>
      filing(date, 'change-registered-office-address-company-with-date-old-address-new-address', 'address');
    fires('registered-office-change-recent', facts({ filings: [move('2026-06-01'), move('2026-02-01')] }));
    quiet('registered-office-change-recent', facts({ filings: [move('2026-06-01'), move('2025-02-01')] }));
  });
});

describe('what was not read', () => {
  it('lists the signals needing it as not checked, with the reason, never as none', () => {
    const result = evaluateSignals(
      facts({ addressCompanies: { unread: 'this registry offers no address index' }, ownership: { unread: 'budget' } }),
    );
    expect(result.not_checked).toEqual([
      { code: 'address-hub', reason: 'this registry offers no address index' },
      { code: 'ownership-unidentified', reason: 'budget' },
      { code: 'ownership-circular', reason: 'budget' },
      { code: 'ownership-foreign', reason: 'budget' },
    ]);
  });
  it('sorts the highest severity first', () => {
    const result = evaluateSignals(
      facts({
        insolvencyCases: 1,
        hubs: [{ officer_id: 'a', name: 'B', link: '/b', current_appointments: 30 }],
        profile: profile({ accounts: { next_due: '2026-01-01' } }),
      }),
    );
    expect(result.signals.map((s) => s.severity)).toEqual(['high', 'medium', 'info']);
  });
  it('has the codes of the issue', () => {
    expect(SIGNAL_CODES).toHaveLength(18);
    expect(isUkPlace('Cayman Islands')).toBe(false);
    expect(isUkPlace('Companies House')).toBe(true);
  });
});
