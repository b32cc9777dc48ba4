import { describe, expect, it } from 'vitest';
import { checkTotals } from './import';
import { mapPscLine, PSC_PATH_KINDS } from './psc';

const line = (companyNumber: string | undefined, data: object) =>
  JSON.stringify({ ...(companyNumber ? { company_number: companyNumber } : {}), data });

describe('PSC snapshot lines', () => {
  it.each(Object.entries(PSC_PATH_KINDS))('reads a %s as a PSC at its path kind %s', (kind, pathKind) => {
    const mapped = mapPscLine(
      line('01234567', {
        etag: 'abc',
        kind,
        notified_on: '2020-01-02',
        links: { self: `/company/01234567/persons-with-significant-control/${pathKind}/ID_${pathKind}` },
      }),
    );
    expect(mapped).toMatchObject({
      type: 'psc',
      companyNumber: '01234567',
      pscId: `ID_${pathKind}`,
      pathKind,
      ceased: false,
      notifiedOn: '2020-01-02',
    });
    expect(mapped.type === 'psc' && JSON.parse(mapped.body).etag).toBe('abc');
  });

  it('reads ceased PSCs by ceased_on or ceased', () => {
    const self = { self: '/company/01234567/persons-with-significant-control/individual/X' };
    expect(
      mapPscLine(
        line('01234567', { kind: 'individual-person-with-significant-control', ceased_on: '2021-01-01', links: self }),
      ),
    ).toMatchObject({ ceased: true });
    expect(
      mapPscLine(line('01234567', { kind: 'super-secure-person-with-significant-control', ceased: true, links: self })),
    ).toMatchObject({ ceased: true });
  });

  it('keeps identity verification details and fields it does not know, as the snapshot gives them', () => {
    const details = {
      anti_money_laundering_supervisory_bodies: ['HM Revenue and Customs (HMRC)'],
      appointment_verification_end_on: '9999-12-31',
      appointment_verification_start_on: '2026-01-07',
      authorised_corporate_service_provider_name: 'AN EXAMPLE LLP ACSP',
      identity_verified_on: '2025-07-28',
      preferred_name: 'Jane Bright',
    };
    const individual = mapPscLine(
      line('01234567', {
        etag: 'e1',
        kind: 'individual-person-with-significant-control',
        notified_on: '2020-01-02',
        links: { self: '/company/01234567/persons-with-significant-control/individual/P1' },
        identity_verification_details: details,
        a_field_from_next_year: { nested: [1, 2] },
      }),
    );
    expect(individual.type).toBe('psc');
    const body = individual.type === 'psc' ? JSON.parse(individual.body) : {};
    expect(body.identity_verification_details).toEqual(details);
    expect(body.a_field_from_next_year).toEqual({ nested: [1, 2] });
    expect(body.etag).toBe('e1');
    // The protected: the statement's start and end only; a body without an etag gets one, the details kept.
    const secure = mapPscLine(
      line('01234567', {
        kind: 'super-secure-person-with-significant-control',
        links: { self: '/company/01234567/persons-with-significant-control/super-secure/S1' },
        identity_verification_details: { appointment_verification_start_on: '2026-03-02' },
      }),
    );
    expect(secure.type === 'psc' && JSON.parse(secure.body).identity_verification_details).toEqual({
      appointment_verification_start_on: '2026-03-02',
    });
  });

  it('reads statements and exemptions, giving an etag to a body without one', () => {
    const statement = mapPscLine(
      line('sc123456', {
        kind: 'persons-with-significant-control-statement',
        statement: 'psc-details-not-confirmed',
        links: { self: '/company/SC123456/persons-with-significant-control-statements/S1' },
      }),
    );
    expect(statement).toMatchObject({
      type: 'statement',
      companyNumber: 'SC123456',
      statementId: 'S1',
      ceased: false,
      notifiedOn: null,
    });
    expect(statement.type === 'statement' && JSON.parse(statement.body).etag).toMatch(/^[0-9a-f]{40}$/);
    expect(mapPscLine(line('01234567', { kind: 'exemptions', exemptions: {} }))).toMatchObject({
      type: 'exemptions',
      companyNumber: '01234567',
    });
  });

  it('reads the totals line', () => {
    const totals = {
      kind: 'totals#persons-of-significant-control-snapshot',
      persons_of_significant_control_count: 5,
      statements_count: 2,
      exemptions_count: 0,
      generated_at: '2026-11-01T00:00:00Z',
    };
    expect(mapPscLine(line(undefined, totals))).toEqual({ type: 'totals', totals });
  });

  it.each([
    ['{"company_number":', 'the line is not JSON'],
    [JSON.stringify({ company_number: '01234567' }), 'the line has no "data" object'],
    [
      line('01234567', { kind: 'something-else', links: { self: '/x/y' } }),
      'kind "something-else" is not one the snapshot holds',
    ],
    [
      line('TOO-LONG-NUMBER', { kind: 'individual-person-with-significant-control' }),
      'company_number "TOO-LONG-NUMBER" is not a company number',
    ],
    [line('01234567', { kind: 'individual-person-with-significant-control' }), 'the PSC has no links.self'],
    [line(undefined, { kind: 'totals#persons-of-significant-control-snapshot' }), 'the totals record lacks its counts'],
  ])('rejects %s: %s', (text, reason) => {
    expect(mapPscLine(text)).toEqual({ type: 'rejected', reason });
  });
});

describe('checkTotals', () => {
  const expected = { persons_of_significant_control_count: 3, statements_count: 1, exemptions_count: 0 };
  it('matches equal counts and names every difference', () => {
    expect(checkTotals(expected, { pscs: 3, statements: 1, exemptions: 0 })).toEqual({ expected, matches: true });
    expect(checkTotals(expected, { pscs: 2, statements: 1, exemptions: 1 }).problem).toBe(
      'PSCs: the totals line says 3, 2 imported; exemptions: the totals line says 0, 1 imported',
    );
    expect(checkTotals(undefined, { pscs: 0, statements: 0, exemptions: 0 })).toMatchObject({
      matches: false,
      problem: expect.stringMatching(/no totals line/),
    });
  });
});
