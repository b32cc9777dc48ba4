// Every enumeration value and filing description key the generator emits has a label in
// lib/labels, and every description's template finds the values it needs.
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as labels from '@/lib/labels';
import { generateTestDataset, openReadOnly, parse, removeTestDatasets, rowsOf } from './testing';

let db: Database.Database;
const seen = new Map<string, Set<string>>();

function note(table: string, value: unknown): void {
  if (typeof value !== 'string') return;
  let values = seen.get(table);
  if (!values) seen.set(table, (values = new Set()));
  values.add(value);
}

interface Described {
  description?: string;
  description_values?: Record<string, unknown>;
}
const descriptions: Described[] = [];

/** The value at a path inside a parsed body, or undefined. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path)
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const values = (value: unknown): unknown[] => (value && typeof value === 'object' ? Object.values(value) : []);
const keys = (value: unknown): string[] => (value && typeof value === 'object' ? Object.keys(value) : []);

beforeAll(async () => {
  db = openReadOnly(await generateTestDataset(4, 600));
  for (const row of rowsOf(db, 'companies')) {
    const body = parse(row);
    note('companyStatusLabels', body.company_status);
    note('companyStatusDetailLabels', body.company_status_detail);
    note('companyTypeLabels', body.type);
    note('companySubtypeLabels', body.subtype);
    note('partnershipTermLabels', body.term);
    for (const annotation of list(body.corporate_annotation))
      note('corporateAnnotationTypeLabels', at(annotation, 'type'));
    note('jurisdictionLabels', body.jurisdiction);
    note('accountsTypeLabels', at(body, 'accounts', 'last_accounts', 'type'));
    note(
      'foreignAccountTypeLabels',
      at(body, 'foreign_company_details', 'accounting_requirement', 'foreign_account_type'),
    );
    note(
      'termsOfAccountPublicationLabels',
      at(body, 'foreign_company_details', 'accounting_requirement', 'terms_of_account_publication'),
    );
    for (const code of list(body.sic_codes)) note('sicCodeTitles', code);
    if (body.type === 'uk-establishment') note('ukEstablishmentStatusLabels', body.company_status);
  }
  for (const row of rowsOf(db, 'filings')) {
    const body = parse(row);
    note('filingCategoryLabels', body.category);
    descriptions.push(body as Described);
    for (const nested of [...list(body.associated_filings), ...list(body.resolutions), ...list(body.annotations)])
      descriptions.push(nested as Described);
  }
  for (const row of rowsOf(db, 'appointments')) {
    const body = parse(row);
    note('officerRoleLabels', body.officer_role);
    note('identificationTypeLabels', at(body, 'identification', 'identification_type'));
    for (const kind of list(body.contribution_sub_types)) note('contributionSubTypeLabels', kind);
  }
  for (const row of rowsOf(db, 'pscs')) {
    const body = parse(row);
    note('pscKindLabels', body.kind);
    for (const nature of list(body.natures_of_control)) note('natureOfControlLabels', nature);
    note('superSecureDescriptionLabels', body.description);
  }
  for (const row of rowsOf(db, 'psc_statements')) note('pscStatementLabels', parse(row).statement);
  for (const row of rowsOf(db, 'charges')) {
    const body = parse(row);
    note('chargeStatusLabels', body.status);
    note('chargeClassificationTypeLabels', at(body, 'classification', 'type'));
    note('particularsTypeLabels', at(body, 'particulars', 'type'));
    note('securedDetailsTypeLabels', at(body, 'secured_details', 'type'));
    note('assetsCeasedReleasedLabels', body.assets_ceased_released);
    for (const key of keys(body.particulars))
      if (key !== 'type' && key !== 'description') note('particularsFlagLabels', key);
    for (const key of keys(body.scottish_alterations)) note('scottishAlterationLabels', key);
    for (const transaction of list(body.transactions)) note('chargeFilingTypeLabels', at(transaction, 'filing_type'));
  }
  for (const row of rowsOf(db, 'insolvency')) {
    const body = parse(row);
    for (const status of list(body.status)) note('insolvencyStatusLabels', status);
    for (const kase of list(body.cases)) {
      note('insolvencyCaseTypeLabels', at(kase, 'type'));
      for (const date of list(at(kase, 'dates'))) note('insolvencyCaseDateTypeLabels', at(date, 'type'));
      for (const practitioner of list(at(kase, 'practitioners')))
        note('practitionerRoleLabels', at(practitioner, 'role'));
    }
  }
  for (const row of rowsOf(db, 'registers')) {
    for (const register of values(parse(row).registers)) {
      note('registerTypeLabels', at(register, 'register_type'));
      for (const item of list(at(register, 'items'))) note('registerLocationLabels', at(item, 'register_moved_to'));
    }
  }
  for (const row of rowsOf(db, 'exemptions')) {
    for (const exemption of values(parse(row).exemptions)) note('exemptionTypeLabels', at(exemption, 'exemption_type'));
  }
  for (const row of rowsOf(db, 'disqualified_officers')) {
    for (const d of list(parse(row).disqualifications)) {
      note('disqualificationTypeLabels', at(d, 'disqualification_type'));
      note('disqualificationActLabels', at(d, 'reason', 'act'));
      note('disqualificationReasonLabels', at(d, 'reason', 'description_identifier'));
    }
  }
}, 60_000);

afterAll(() => {
  db?.close();
  removeTestDatasets();
});

describe('labels cover what the generator emits', () => {
  it('enumeration values', () => {
    const missing: string[] = [];
    for (const [table, values] of seen) {
      const known = (labels as unknown as Record<string, Record<string, string> | undefined>)[table];
      expect(known, `lib/labels exports ${table}`).toBeDefined();
      for (const value of values)
        if (!Object.prototype.hasOwnProperty.call(known, value)) missing.push(`${table}: ${value}`);
    }
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(25);
  });

  it('the values the register added by 2026 (so the check above covers them)', () => {
    const expected: Record<string, readonly string[]> = {
      officerRoleLabels: [
        'general-partner-in-a-limited-partnership',
        'corporate-general-partner-in-a-limited-partnership',
        'limited-partner-in-a-limited-partnership',
        'corporate-limited-partner-in-a-limited-partnership',
      ],
      companySubtypeLabels: ['slp', 'pflp', 'spflp'],
      partnershipTermLabels: ['by-agreement', 'until-dissolution', 'none'],
      contributionSubTypeLabels: ['money', 'land-or-property', 'shares', 'services-or-goods', 'any-other-asset'],
      identificationTypeLabels: ['limited-partnership-corporate-partner'],
      pscStatementLabels: ['awaiting-confirmation-from-psc'],
      disqualificationReasonLabels: ['disqualification-under-sanctions-regulation'],
      disqualificationActLabels: ['sanctions-counter-terrorism-regulations-2019'],
      corporateAnnotationTypeLabels: [
        'strike-off-under-section-1002a-of-the-companies-act-2006-incorporation',
        'strike-off-under-section-1002a-of-the-companies-act-2006-restoration',
        'overseas-entity-dissolved-wound-up-or-ceased-to-exist',
      ],
      natureOfControlLabels: [
        'ownership-of-shares-more-than-25-percent-as-trust-registered-overseas-entity',
        'ownership-of-shares-more-than-25-percent-as-firm-registered-overseas-entity',
        'significant-influence-or-control-as-control-over-trust-registered-overseas-entity',
        'registered-owner-as-nominee-another-entity-england-wales-registered-overseas-entity',
      ],
    };
    const absent = Object.entries(expected).flatMap(([table, values]) =>
      values.filter((value) => !seen.get(table)?.has(value)).map((value) => `${table}: ${value}`),
    );
    expect(absent).toEqual([]);
  });

  it('filing description keys, with the values their templates use', () => {
    const missing = new Set<string>();
    const unfilled = new Set<string>();
    for (const item of descriptions) {
      const key = item.description;
      if (typeof key !== 'string' || !labels.hasFilingDescription(key)) {
        missing.add(String(key));
        continue;
      }
      const values = item.description_values ?? {};
      if (typeof values.description === 'string') continue;
      for (const name of labels.filingDescriptionPlaceholders[key] ?? [])
        if (values[name] === undefined) unfilled.add(`${key}: ${name}`);
    }
    expect([...missing]).toEqual([]);
    expect([...unfilled]).toEqual([]);
  });
});
