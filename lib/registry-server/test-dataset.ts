// Hand-written rows for the handler's tests: the cases a test must pin down exactly
// (a register on the public register, a dissolved company's officer counts, a charge of
// every status, UK establishments, an officer without appointments). They are added on
// top of a generated dataset, under company numbers and ids the generator never makes.
import Database from 'better-sqlite3';
import { DDL } from './db/schema';
import { buildSearchIndex } from './search';

const n = {
  full: 'ZZ000001', // everything: officers, filings, charges, PSCs, statements, registers, exemptions, insolvency
  dissolved: 'ZZ000002', // dissolved; officers only
  empty: 'ZZ000003', // active, nothing at all
  overseas: 'ZZ000004', // overseas company with two UK establishments
  branchOpen: 'ZZ000005',
  branchClosed: 'ZZ000006',
  unicode: 'ZZ000007', // non-ASCII name and address
} as const;

export const fixture = {
  companies: n,
  officers: { busy: 'zzOfficerBusy000000000000001', idle: 'zzOfficerIdle000000000000002' },
  appointments: {
    activeDirector: 'zzApptDirector0001',
    secondDirector: 'zzApptDirector0002',
    resignedSecretary: 'zzApptSecretary003',
  },
  filings: { first: 'zzFiling000' },
  charges: { outstanding: 'zzChargeOutstanding', satisfied: 'zzChargeSatisfied', part: 'zzChargePart' },
  pscs: {
    individual: 'zzPscIndividual1',
    ceased: 'zzPscIndividual2',
    corporate: 'zzPscCorporate1',
    legalPerson: 'zzPscLegal1',
    superSecure: 'zzPscSuperSecure1',
    // Beneficial owners, of the overseas company.
    individualBo: 'zzPscIndividualBo1',
    corporateBo: 'zzPscCorporateBo1',
    legalPersonBo: 'zzPscLegalBo1',
    superSecureBo: 'zzPscSuperSecureBo1',
  },
  statements: { active: 'zzStatement1' },
  disqualified: { natural: 'zzDisqNatural1', corporate: 'zzDisqCorporate1' },
  filingCount: 30,
  fullOfficerCount: 3,
} as const;

const address = {
  premises: '1',
  address_line_1: 'High Street',
  locality: 'London',
  postal_code: 'EC1A 1AA',
  country: 'England',
};

function profile(number: string, name: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    company_number: number,
    company_name: name,
    company_status: status,
    type: 'ltd',
    jurisdiction: 'england-wales',
    date_of_creation: '2001-02-03',
    can_file: status === 'active',
    registered_office_address: address,
    accounts: { accounting_reference_date: { day: 31, month: 3 }, next_made_up_to: '2025-03-31', overdue: false },
    links: { self: `/company/${number}` },
    etag: `etag-${number}`,
    ...extra,
  };
}

function appointment(
  id: string,
  company: string,
  officerId: string,
  role: string,
  name: string,
  appointedOn: string,
  resignedOn?: string,
) {
  return {
    name,
    officer_role: role,
    appointed_on: appointedOn,
    ...(resignedOn ? { resigned_on: resignedOn } : {}),
    address,
    nationality: 'British',
    occupation: 'Director',
    date_of_birth: { month: 3, year: 1970 },
    etag: `etag-${id}`,
    links: {
      self: `/company/${company}/appointments/${id}`,
      officer: { appointments: `/officers/${officerId}/appointments` },
    },
  };
}

/** Writes the rows into the dataset at `path` (creating the tables if it has none) and rebuilds its search index. */
export function addFixtureRows(path: string) {
  const db = new Database(path);
  db.exec(DDL);
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    db.prepare(
      `INSERT OR REPLACE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(
      ...columns.map((column) => {
        const value = row[column];
        return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
      }),
    );
  };
  const company = (body: ReturnType<typeof profile>, parent?: string) =>
    insert('companies', {
      company_number: body.company_number,
      company_name: body.company_name,
      company_status: body.company_status,
      type: body.type,
      date_of_creation: body.date_of_creation,
      parent_company_number: parent ?? null,
      body,
    });

  db.transaction(() => {
    const full = n.full;
    company(
      profile(full, 'FIXTURE FULL LIMITED', 'active', {
        links: {
          self: `/company/${full}`,
          officers: `/company/${full}/officers`,
          filing_history: `/company/${full}/filing-history`,
          charges: `/company/${full}/charges`,
          insolvency: `/company/${full}/insolvency`,
          registers: `/company/${full}/registers`,
          persons_with_significant_control: `/company/${full}/persons-with-significant-control`,
          persons_with_significant_control_statements: `/company/${full}/persons-with-significant-control-statements`,
          exemptions: `/company/${full}/exemptions`,
        },
      }),
    );
    company(profile(n.dissolved, 'FIXTURE DISSOLVED LIMITED', 'dissolved', { date_of_cessation: '2020-01-01' }));
    company(profile(n.empty, 'FIXTURE EMPTY LIMITED', 'active'));
    company(
      profile(n.overseas, 'FIXTURE OVERSEAS SA', 'active', {
        type: 'oversea-company',
        links: { self: `/company/${n.overseas}`, uk_establishments: `/company/${n.overseas}/uk-establishments` },
      }),
    );
    company(
      {
        ...profile(n.branchOpen, 'FIXTURE OVERSEAS UK BRANCH', 'open', { type: 'uk-establishment' }),
        registered_office_address: { ...address, locality: 'Leeds' },
      },
      n.overseas,
    );
    company(profile(n.branchClosed, 'FIXTURE OVERSEAS OLD BRANCH', 'closed', { type: 'uk-establishment' }), n.overseas);
    company({
      ...profile(n.unicode, 'ŻÓŁĆ CAFÉ — ÆØÅ LIMITED', 'active'),
      registered_office_address: { ...address, address_line_1: 'Straße des 17. Juni ✓', locality: 'Zürich' },
    });

    const { busy, idle } = fixture.officers;
    insert('officers', {
      officer_id: busy,
      name: 'Alice SMITH',
      is_corporate: 0,
      name_elements: { forename: 'Alice', surname: 'SMITH', title: 'Ms' },
      date_of_birth: { month: 3, year: 1970 },
    });
    insert('officers', {
      officer_id: idle,
      name: 'Idle PERSON',
      is_corporate: 0,
      name_elements: { forename: 'Idle', surname: 'PERSON' },
      date_of_birth: null,
    });
    const a = fixture.appointments;
    const appointments = [
      {
        id: a.activeDirector,
        company: full,
        officer: busy,
        role: 'director',
        name: 'SMITH, Alice',
        surname: 'SMITH',
        sort: '10|SMITH|ALICE',
        on: '2015-01-01',
      },
      {
        id: a.secondDirector,
        company: full,
        officer: 'zzOfficerOther00000000000003',
        role: 'director',
        name: 'BROWN, Bob',
        surname: 'BROWN',
        sort: '10|BROWN|BOB',
        on: '2018-05-05',
      },
      {
        id: a.resignedSecretary,
        company: full,
        officer: busy,
        role: 'secretary',
        name: 'SMITH, Alice',
        surname: 'SMITH',
        sort: '20|SMITH|ALICE',
        on: '2010-01-01',
        off: '2014-12-31',
      },
      {
        id: 'zzApptDissolved01',
        company: n.dissolved,
        officer: busy,
        role: 'director',
        name: 'SMITH, Alice',
        surname: 'SMITH',
        sort: '10|SMITH|ALICE',
        on: '2005-01-01',
      },
      {
        id: 'zzApptDissolved02',
        company: n.dissolved,
        officer: 'zzOfficerOther00000000000004',
        role: 'director',
        name: 'GREEN, Carol',
        surname: 'GREEN',
        sort: '10|GREEN|CAROL',
        on: '2006-01-01',
      },
      {
        id: 'zzApptDissolved03',
        company: n.dissolved,
        officer: 'zzOfficerOther00000000000005',
        role: 'secretary',
        name: 'WHITE, Dan',
        surname: 'WHITE',
        sort: '20|WHITE|DAN',
        on: '2004-01-01',
        off: '2008-01-01',
      },
    ];
    for (const x of appointments) {
      insert('appointments', {
        appointment_id: x.id,
        company_number: x.company,
        officer_id: x.officer,
        officer_role: x.role,
        sort_key: x.sort,
        surname: x.surname,
        appointed_on: x.on,
        resigned_on: x.off ?? null,
        body: appointment(x.id, x.company, x.officer, x.role, x.name, x.on, x.off),
      });
    }

    for (let i = 0; i < fixture.filingCount; i++) {
      const id = `zzFiling${String(i).padStart(3, '0')}`;
      const category = i % 3 === 0 ? 'officers' : 'accounts';
      const date = `2020-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      insert('filings', {
        company_number: full,
        transaction_id: id,
        date,
        category,
        body: {
          transaction_id: id,
          category,
          date,
          type: category === 'accounts' ? 'AA' : 'AP01',
          description:
            category === 'accounts'
              ? 'accounts-with-accounts-type-full'
              : 'appoint-person-director-company-with-name-date',
          description_values: { made_up_date: '2019-12-31' },
          links: { self: `/company/${full}/filing-history/${id}` },
          etag: `etag-${id}`,
        },
      });
    }

    const c = fixture.charges;
    [
      { id: c.outstanding, status: 'outstanding', created: '2019-01-01', number: 3 },
      { id: c.satisfied, status: 'fully-satisfied', created: '2015-01-01', number: 1 },
      { id: c.part, status: 'part-satisfied', created: '2017-01-01', number: 2 },
    ].forEach((x) =>
      insert('charges', {
        company_number: full,
        charge_id: x.id,
        status: x.status,
        created_on: x.created,
        body: {
          etag: `etag-${x.id}`,
          id: x.id,
          charge_number: x.number,
          status: x.status,
          created_on: x.created,
          classification: { type: 'charge-description', description: 'A registered charge' },
          persons_entitled: [{ name: 'Bank PLC' }],
          links: { self: `/company/${full}/charges/${x.id}` },
        },
      }),
    );

    insert('insolvency', {
      company_number: full,
      body: {
        etag: `etag-insolvency-${full}`,
        status: ['liquidation'],
        cases: [
          {
            type: 'creditors-voluntary-liquidation',
            number: '1',
            dates: [{ type: 'wound-up-on', date: '2021-01-01' }],
            practitioners: [{ name: 'Jane Doe', address, role: 'practitioner' }],
          },
        ],
      },
    });
    const publicRegister = (type: string) => ({
      register_type: type,
      items: [{ moved_on: '2017-04-13', register_moved_to: 'public-register' }],
    });
    insert('registers', {
      company_number: full,
      body: {
        etag: `etag-registers-${full}`,
        kind: 'registers',
        links: { self: `/company/${full}/registers` },
        registers: {
          directors: publicRegister('directors'),
          persons_with_significant_control: publicRegister('persons-with-significant-control'),
          secretaries: {
            register_type: 'secretaries',
            items: [
              { moved_on: '2016-01-01', register_moved_to: 'public-register' },
              { moved_on: '2019-01-01', register_moved_to: 'registered-office' },
            ],
          },
        },
      },
    });
    insert('exemptions', {
      company_number: full,
      body: {
        etag: `etag-exemptions-${full}`,
        kind: 'exemptions',
        links: { self: `/company/${full}/exemptions` },
        exemptions: {
          psc_exempt_as_trading_on_regulated_market: {
            exemption_type: 'psc-exempt-as-trading-on-regulated-market',
            items: [{ exempt_from: '2016-06-30' }],
          },
        },
      },
    });

    const p = fixture.pscs;
    const pscPath = `/company/${full}/persons-with-significant-control`;
    const individual = (id: string, ceasedOn?: string) => ({
      etag: `etag-${id}`,
      kind: 'individual-person-with-significant-control',
      name: 'Mr Peter Sunderland',
      name_elements: { title: 'Mr', forename: 'Peter', surname: 'Sunderland' },
      date_of_birth: { month: 3, year: 1942 },
      nationality: 'British',
      country_of_residence: 'United Kingdom',
      address,
      natures_of_control: ['ownership-of-shares-25-to-50-percent'],
      notified_on: '2016-04-06',
      ...(ceasedOn ? { ceased_on: ceasedOn } : {}),
      links: { self: `${pscPath}/individual/${id}` },
    });
    const pscs: { id: string; kind: string; ceased: number; company?: string; body: object }[] = [
      { id: p.individual, kind: 'individual', ceased: 0, body: individual(p.individual) },
      { id: p.ceased, kind: 'individual', ceased: 1, body: individual(p.ceased, '2018-01-01') },
      {
        id: p.corporate,
        kind: 'corporate-entity',
        ceased: 0,
        body: {
          etag: `etag-${p.corporate}`,
          kind: 'corporate-entity-person-with-significant-control',
          name: 'Holding Ltd',
          address,
          identification: { legal_authority: 'Companies Act 2006', legal_form: 'Limited' },
          natures_of_control: ['voting-rights-75-to-100-percent'],
          notified_on: '2017-01-01',
          links: { self: `${pscPath}/corporate-entity/${p.corporate}` },
        },
      },
      {
        id: p.superSecure,
        kind: 'super-secure',
        ceased: 0,
        body: {
          etag: `etag-${p.superSecure}`,
          kind: 'super-secure-person-with-significant-control',
          description: 'super-secure-persons-with-significant-control',
          links: { self: `${pscPath}/super-secure/${p.superSecure}` },
        },
      },
    ];
    const boPath = `/company/${n.overseas}/persons-with-significant-control`;
    const bo = (id: string, pathKind: string, body: Record<string, unknown>) => ({
      id,
      kind: pathKind,
      ceased: 0,
      company: n.overseas,
      body: { etag: `etag-${id}`, kind: pathKind, links: { self: `${boPath}/${pathKind}/${id}` }, ...body },
    });
    const ownership = {
      natures_of_control: ['ownership-of-shares-more-than-25-percent-registered-overseas-entity'],
      notified_on: '2023-01-01',
      is_sanctioned: false,
      address,
    };
    pscs.push(
      {
        id: p.legalPerson,
        kind: 'legal-person',
        ceased: 0,
        body: {
          etag: `etag-${p.legalPerson}`,
          kind: 'legal-person-person-with-significant-control',
          name: 'The Crown',
          address,
          identification: { legal_authority: 'Crown Act', legal_form: 'Crown' },
          natures_of_control: ['significant-influence-or-control'],
          notified_on: '2016-05-01',
          links: { self: `${pscPath}/legal-person/${p.legalPerson}` },
        },
      },
      bo(p.individualBo, 'individual-beneficial-owner', {
        name: 'Mr Owner Abroad',
        name_elements: { forename: 'Owner', surname: 'Abroad' },
        nationality: 'French',
        ...ownership,
      }),
      bo(p.corporateBo, 'corporate-entity-beneficial-owner', {
        name: 'Owner Holdings SA',
        identification: { legal_authority: 'French law', legal_form: 'SA' },
        ...ownership,
      }),
      bo(p.legalPersonBo, 'legal-person-beneficial-owner', {
        name: 'Owner Foundation',
        identification: { legal_authority: 'Swiss law', legal_form: 'Foundation' },
        ...ownership,
      }),
      bo(p.superSecureBo, 'super-secure-beneficial-owner', { description: 'super-secure-beneficial-owner' }),
    );
    for (const x of pscs)
      insert('pscs', {
        company_number: x.company ?? full,
        psc_id: x.id,
        path_kind: x.kind,
        ceased: x.ceased,
        notified_on: (x.body as { notified_on?: string }).notified_on ?? null,
        body: x.body,
      });
    insert('psc_statements', {
      company_number: full,
      statement_id: fixture.statements.active,
      ceased: 0,
      notified_on: '2016-06-30',
      body: {
        etag: `etag-${fixture.statements.active}`,
        kind: 'persons-with-significant-control-statement',
        statement: 'psc-has-failed-to-confirm-changed-details',
        notified_on: '2016-06-30',
        links: { self: `/company/${full}/persons-with-significant-control-statements/${fixture.statements.active}` },
      },
    });

    const d = fixture.disqualified;
    const disqualification = {
      address,
      disqualification_type: 'court-order',
      disqualified_from: '2020-01-01',
      disqualified_until: '2026-01-01',
      reason: {
        act: 'company-directors-disqualification-act-1986',
        description_identifier: 'misconduct',
        section: '6',
      },
    };
    insert('disqualified_officers', {
      officer_id: d.natural,
      kind: 'natural',
      name: 'Eve EVANS',
      body: {
        etag: `etag-${d.natural}`,
        kind: 'natural-disqualification',
        surname: 'EVANS',
        forename: 'Eve',
        disqualifications: [disqualification],
        links: { self: `/disqualified-officers/natural/${d.natural}` },
      },
    });
    insert('disqualified_officers', {
      officer_id: d.corporate,
      kind: 'corporate',
      name: 'BAD CORP LTD',
      body: {
        etag: `etag-${d.corporate}`,
        kind: 'corporate-disqualification',
        name: 'BAD CORP LTD',
        disqualifications: [disqualification],
        links: { self: `/disqualified-officers/corporate/${d.corporate}` },
      },
    });
  })();
  buildSearchIndex(db);
  db.close();
}
