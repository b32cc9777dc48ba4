// Identity verification of the lists' rows: who each row is for the rule, and every field of the
// register's details in words. Fixtures take the register's shapes (api-facts §4, register-2026.md).
import { describe, expect, it } from 'vitest';
import type { Appointment, IdentityVerificationDetails, OfficerSummary, Psc } from '@/lib/registry/schemas';
import {
  appointmentVerification,
  officerVerification,
  preferredNamesOf,
  pscVerification,
  verificationCompanyOf,
  verificationDetailFacts,
  type VerificationView,
} from './rows';
import { verificationWords } from './words';

const TODAY = '2026-11-28';
const view: VerificationView = {
  company: { type: 'ltd', company_status: 'active', confirmation_statement: { last_made_up_to: '2026-03-01' } },
  today: TODAY,
};

/** Every field the register publishes, an ACSP's verification with an open statement. */
const everyField: IdentityVerificationDetails = {
  identity_verified_on: '2025-12-01',
  appointment_verification_start_on: '2025-12-03',
  appointment_verification_end_on: '9999-12-31',
  appointment_verification_statement_date: '2025-12-02',
  appointment_verification_statement_due_on: '2025-12-16',
  authorised_corporate_service_provider_name: 'Acme Formations Ltd',
  anti_money_laundering_supervisory_bodies: ['HM Revenue and Customs', 'Institute of Chartered Accountants'],
  preferred_name: 'Jo Hartwell',
};

const officer = (over: Partial<OfficerSummary> = {}): OfficerSummary => ({
  name: 'HARTWELL, Joanna Clare',
  officer_role: 'director',
  appointed_on: '2015-11-04',
  links: { officer: { appointments: '/officers/abc/appointments' } },
  ...over,
});

describe('verificationDetailFacts', () => {
  it('writes every field of the details in words, in reading order', () => {
    expect(verificationDetailFacts(everyField)).toEqual([
      { term: 'Preferred name', value: 'Jo Hartwell' },
      { term: 'Identity verified on', value: '1 December 2025' },
      { term: 'Verified through', value: 'Acme Formations Ltd (authorised corporate service provider)' },
      {
        term: 'Anti-money-laundering supervisors',
        value: 'HM Revenue and Customs, Institute of Chartered Accountants',
      },
      { term: 'Verification statement dated', value: '2 December 2025' },
      { term: 'Verification statement from', value: '3 December 2025' },
      { term: 'Verification statement until', value: 'No end date' },
      { term: 'Verification statement due by', value: '16 December 2025' },
    ]);
  });

  it('gives a real end date as a date, leaves out what the register leaves out, and the preferred name when asked', () => {
    expect(
      verificationDetailFacts(
        { appointment_verification_start_on: '2026-01-05', appointment_verification_end_on: '2026-06-01' },
        { withPreferredName: false },
      ),
    ).toEqual([
      { term: 'Verification statement from', value: '5 January 2026' },
      { term: 'Verification statement until', value: '1 June 2026' },
    ]);
    expect(
      verificationDetailFacts({ ...everyField, preferred_name: 'Jo' }, { withPreferredName: false }),
    ).not.toContainEqual(expect.objectContaining({ term: 'Preferred name' }));
    expect(verificationDetailFacts(undefined)).toEqual([]);
    expect(verificationDetailFacts({ anti_money_laundering_supervisory_bodies: [] })).toEqual([]);
  });

  it('a super-secure PSC has only the start and end dates', () => {
    expect(
      verificationDetailFacts({
        appointment_verification_start_on: '2026-02-10',
        appointment_verification_end_on: '9999-12-31',
      }),
    ).toEqual([
      { term: 'Verification statement from', value: '10 February 2026' },
      { term: 'Verification statement until', value: 'No end date' },
    ]);
  });
});

describe('the rows for the rule', () => {
  it('judges a company officer by the company and the day, and nothing without them', () => {
    const verified = officerVerification(officer({ identity_verification_details: everyField }), view);
    expect(verified).toMatchObject({ status: 'verified', verified_on: '2025-12-01', via_acsp: 'Acme Formations Ltd' });
    expect(verificationWords(verified!)).toBe('Verified on 1 December 2025 by Acme Formations Ltd');
    expect(officerVerification(officer({ identity_verification_details: everyField }), undefined)).toBeUndefined();
    // In post before 18 Nov 2025, no details, a statement made since: 14 days after it, judged from the law.
    expect(officerVerification(officer(), view)).toMatchObject({
      status: 'overdue',
      due_on: '2026-03-15',
      basis: 'law',
    });
    expect(officerVerification(officer({ officer_role: 'secretary' }), view)?.status).toBe('not-required');
    expect(officerVerification(officer({ resigned_on: '2026-01-01' }), view)?.status).toBe('not-required');
  });

  it('judges a PSC by its kind, notification and ceasing', () => {
    const psc = (over: Partial<Psc>): Psc =>
      ({
        kind: 'individual-person-with-significant-control',
        notified_on: '2026-11-20',
        links: { self: '/x' },
        ...over,
      }) as Psc;
    expect(pscVerification(psc({}), view)).toMatchObject({ status: 'due', due_on: '2026-12-04', basis: 'law' });
    expect(pscVerification(psc({ ceased_on: '2026-11-25' }), view)?.status).toBe('not-required');
    expect(pscVerification(psc({ ceased: true }), view)?.status).toBe('not-required');
    expect(pscVerification(psc({ kind: 'corporate-entity-person-with-significant-control' }), view)?.status).toBe(
      'not-required',
    );
    expect(
      pscVerification(
        psc({
          kind: 'super-secure-person-with-significant-control',
          identity_verification_details: { appointment_verification_start_on: '2026-02-10' },
        }),
        view,
      ),
    ).toMatchObject({ status: 'verified', verified_on: '2026-02-10' });
  });

  it("reads an officer's appointment from its details alone, ended when resigned or its company closed", () => {
    const appointment = (over: Partial<Appointment>): Appointment =>
      ({
        name: 'Joanna HARTWELL',
        officer_role: 'director',
        appointed_to: { company_number: '09876543', company_status: 'active' },
        links: { company: '/company/09876543' },
        ...over,
      }) as Appointment;
    expect(appointmentVerification(appointment({}), TODAY)).toBeUndefined();
    expect(
      appointmentVerification(
        appointment({ identity_verification_details: { appointment_verification_statement_due_on: '2026-03-15' } }),
        TODAY,
      ),
    ).toEqual({ status: 'overdue', due_on: '2026-03-15', basis: 'register' });
    expect(
      appointmentVerification(
        appointment({
          appointed_to: { company_number: '01234567', company_status: 'dissolved' },
          identity_verification_details: { appointment_verification_start_on: '2026-01-02' },
        }),
        TODAY,
      ),
    ).toEqual({ status: 'not-required', verified_on: '2026-01-02', basis: 'register' });
    expect(
      appointmentVerification(
        appointment({
          resigned_on: '2026-05-01',
          identity_verification_details: { appointment_verification_statement_due_on: '2026-03-15' },
        }),
        TODAY,
      )?.status,
    ).toBe('not-required');
  });

  it('keeps only what the rule reads of a profile, and each preferred name once', () => {
    expect(
      verificationCompanyOf({
        type: 'ltd',
        company_status: 'active',
        confirmation_statement: { last_made_up_to: '2026-03-01', next_due: '2027-03-15' },
        company_name: 'X',
      } as never),
    ).toEqual({
      type: 'ltd',
      company_status: 'active',
      confirmation_statement: { last_made_up_to: '2026-03-01', next_due: '2027-03-15' },
    });
    expect(
      preferredNamesOf([
        { identity_verification_details: { preferred_name: 'Jo Hartwell' } },
        {},
        { identity_verification_details: { preferred_name: ' Jo Hartwell ' } },
        { identity_verification_details: { preferred_name: 'Joanna Hartwell' } },
      ]),
    ).toEqual(['Jo Hartwell', 'Joanna Hartwell']);
  });
});
