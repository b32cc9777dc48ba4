import { describe, expect, it } from 'vitest';
import { buildPath, catalogue, endpointNames, matchPath } from './catalogue';
import { ParameterError, parseQuery } from './params';

describe('catalogue', () => {
  it('covers every endpoint of the interface', () => {
    const paths = endpointNames.map((name) => catalogue[name].path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/search',
        '/search/companies',
        '/search/officers',
        '/search/disqualified-officers',
        '/company/{company_number}',
        '/company/{company_number}/registered-office-address',
        '/company/{company_number}/officers',
        '/company/{company_number}/appointments/{appointment_id}',
        '/company/{company_number}/filing-history',
        '/company/{company_number}/filing-history/{transaction_id}',
        '/company/{company_number}/insolvency',
        '/company/{company_number}/charges',
        '/company/{company_number}/charges/{charge_id}',
        '/officers/{officer_id}/appointments',
        '/disqualified-officers/natural/{officer_id}',
        '/disqualified-officers/corporate/{officer_id}',
        '/company/{company_number}/uk-establishments',
        '/company/{company_number}/registers',
        '/company/{company_number}/exemptions',
        '/company/{company_number}/persons-with-significant-control',
        '/company/{company_number}/persons-with-significant-control-statements',
        '/company/{company_number}/persons-with-significant-control-statements/{statement_id}',
        ...['individual', 'corporate-entity', 'legal-person'].flatMap((kind) => [
          `/company/{company_number}/persons-with-significant-control/${kind}/{psc_id}`,
          `/company/{company_number}/persons-with-significant-control/${kind}-beneficial-owner/{psc_id}`,
        ]),
        '/company/{company_number}/persons-with-significant-control/super-secure/{super_secure_id}',
        '/company/{company_number}/persons-with-significant-control/super-secure-beneficial-owner/{super_secure_id}',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the real defaults and maximums', () => {
    expect(catalogue.officerList.query.items_per_page).toMatchObject({ default: 35 });
    expect(catalogue.officerAppointments.query.items_per_page).toMatchObject({ default: 35, max: 50 });
    expect(catalogue.filingHistoryList.query.items_per_page).toMatchObject({ default: 25, max: 100 });
    expect(catalogue.chargeList.query.items_per_page).toMatchObject({ default: 25, max: 100 });
    expect(catalogue.pscList.query.items_per_page).toMatchObject({ default: 25, max: 100 });
    expect(catalogue.searchCompanies.query.items_per_page).toMatchObject({ default: 20, max: 100 });
  });

  it('matches every path pattern back to its endpoint', () => {
    for (const name of endpointNames) {
      const path = catalogue[name].path
        .replace('{company_number}', 'SC123456')
        .replace(/\{\w+\}/g, 'M0nRpSZPlPTwBusql3sNK6Efzr8');
      expect(matchPath(path), path).toMatchObject({ ok: true, name });
    }
  });

  it('prefers literal segments over parameters', () => {
    expect(matchPath('/company/00006400/officers')).toMatchObject({ ok: true, name: 'officerList' });
    expect(matchPath('/search/companies')).toMatchObject({ ok: true, name: 'searchCompanies' });
  });

  it('tells an unknown path from a bad parameter', () => {
    expect(matchPath('/company/00006400/nothing-here')).toBeNull();
    expect(matchPath('/companies')).toBeNull();
    expect(matchPath('/company/00006400/charges/a/b')).toBeNull();
    expect(matchPath('/company/123456789')).toMatchObject({ ok: false, parameter: 'company_number' });
    expect(matchPath('/company/00006400/charges/%2e%2e')).toMatchObject({ ok: false, parameter: 'charge_id' });
    expect(matchPath('/company//officers')).toMatchObject({ ok: false, parameter: 'company_number' });
  });

  it('builds paths with encoded parameters', () => {
    expect(buildPath('pscIndividual', { company_number: '00006400', psc_id: 'a/b' })).toBe(
      '/company/00006400/persons-with-significant-control/individual/a%2Fb',
    );
  });
});

describe('parseQuery', () => {
  const officers = catalogue.officerList.query;

  it('applies defaults and drops parameters the endpoint does not take', () => {
    const parsed = parseQuery(officers, new URLSearchParams('unknown=1&filter=active'));
    expect(parsed.values).toEqual({ items_per_page: 35, start_index: 0, filter: 'active', register_view: false });
    expect(parsed.forward.toString()).toBe('filter=active');
  });

  it('caps the page size at the maximum, as the registry does', () => {
    expect(
      parseQuery(catalogue.officerAppointments.query, new URLSearchParams('items_per_page=500')).values.items_per_page,
    ).toBe(50);
  });

  it.each([
    ['items_per_page=ten', 'items_per_page'],
    ['items_per_page=-1', 'items_per_page'],
    ['start_index=1.5', 'start_index'],
    ['filter=all', 'filter'],
    ['order_by=name', 'order_by'],
    ['register_type=members', 'register_type'],
    ['register_view=yes', 'register_view'],
  ])('rejects %s naming the parameter', (query, parameter) => {
    try {
      parseQuery(officers, new URLSearchParams(query));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ParameterError);
      expect((error as ParameterError).parameter).toBe(parameter);
      expect((error as ParameterError).message).toContain(parameter);
    }
  });

  it('requires a search term', () => {
    expect(() => parseQuery(catalogue.searchCompanies.query, new URLSearchParams('q=%20'))).toThrow(/q is required/);
    expect(() => parseQuery(catalogue.searchCompanies.query, new URLSearchParams(''))).toThrow(/q is required/);
  });

  it('reads a category list', () => {
    const parsed = parseQuery(catalogue.filingHistoryList.query, new URLSearchParams('category=accounts,officers'));
    expect(parsed.values.category).toEqual(['accounts', 'officers']);
    expect(() => parseQuery(catalogue.filingHistoryList.query, new URLSearchParams('category=<script>'))).toThrow(
      ParameterError,
    );
  });
});
