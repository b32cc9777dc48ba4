import { describe, expect, it } from 'vitest';
import {
  countVerifications,
  verificationOf,
  verificationOfDetails,
  type VerificationCompany,
  type VerificationSubject,
} from '@/lib/registry/verification';
import { verificationWords } from '@/lib/verification/words';

const TODAY = '2026-11-28';
const ltd: VerificationCompany = {
  type: 'ltd',
  company_status: 'active',
  confirmation_statement: { last_made_up_to: '2025-06-01', next_due: '2026-06-15' },
};
const director = (over: Partial<VerificationSubject> = {}): VerificationSubject => ({
  kind: 'officer',
  role: 'director',
  ended: false,
  startedOn: '2019-03-04',
  ...over,
});

describe('verificationOf', () => {
  it('verified by a statement that started on or before today', () => {
    const v = verificationOf(director({ details: { appointment_verification_start_on: '2026-01-10' } }), ltd, TODAY);
    expect(v).toMatchObject({ status: 'verified', verified_on: '2026-01-10', basis: 'register' });
  });
  it('a statement starting tomorrow is not yet verified', () => {
    const v = verificationOf(
      director({
        details: {
          appointment_verification_start_on: '2026-11-29',
          appointment_verification_statement_due_on: '2026-12-05',
        },
      }),
      ltd,
      TODAY,
    );
    expect(v).toMatchObject({ status: 'due', due_on: '2026-12-05' });
  });
  it('verified through an authorised corporate service provider', () => {
    const v = verificationOf(
      director({
        details: {
          identity_verified_on: '2025-12-01',
          appointment_verification_start_on: '2025-12-03',
          authorised_corporate_service_provider_name: 'Acme Formations Ltd',
        },
      }),
      ltd,
      TODAY,
    );
    expect(v).toMatchObject({ status: 'verified', verified_on: '2025-12-01', via_acsp: 'Acme Formations Ltd' });
    expect(verificationWords(v)).toBe('Verified on 1 December 2025 by Acme Formations Ltd');
  });
  it('an end date of 9999-12-31 is an open statement, not a withdrawal', () => {
    const v = verificationOf(
      director({
        details: { appointment_verification_start_on: '2026-02-01', appointment_verification_end_on: '9999-12-31' },
      }),
      ltd,
      TODAY,
    );
    expect(v.status).toBe('verified');
  });
  it('withdrawn when the end date is today or before; counted as required only', () => {
    const today = verificationOf(
      director({
        details: { appointment_verification_start_on: '2026-02-01', appointment_verification_end_on: TODAY },
      }),
      ltd,
      TODAY,
    );
    const future = verificationOf(
      director({
        details: { appointment_verification_start_on: '2026-02-01', appointment_verification_end_on: '2026-11-29' },
      }),
      ltd,
      TODAY,
    );
    expect(today).toMatchObject({ status: 'withdrawn', withdrawn_on: TODAY });
    expect(future.status).toBe('verified');
    expect(countVerifications([today, future])).toEqual({ required: 2, verified: 1, due: 0, overdue: 0 });
  });
  it('due on its due date, overdue the day after', () => {
    const due = (on: string) =>
      verificationOf(director({ details: { appointment_verification_statement_due_on: on } }), ltd, TODAY).status;
    expect(due(TODAY)).toBe('due');
    expect(due('2026-11-27')).toBe('overdue');
  });
  it('without details: in post before 18 Nov 2025, due by the next confirmation statement', () => {
    const v = verificationOf(
      director(),
      { ...ltd, confirmation_statement: { last_made_up_to: '2025-06-01', next_due: '2027-01-10' } },
      TODAY,
    );
    expect(v).toMatchObject({ status: 'due', due_on: '2027-01-10', basis: 'law' });
    expect(verificationWords(v)).toContain('date from the law');
  });
  it('without details: a statement already late when the regime began makes the verification due from 2 Dec 2025, not before', () => {
    const v = verificationOf(
      director(),
      { ...ltd, confirmation_statement: { last_made_up_to: '2023-06-01', next_due: '2024-12-31' } },
      TODAY,
    );
    expect(v).toMatchObject({ status: 'overdue', due_on: '2025-12-02', basis: 'law' });
  });
  it('without details: a confirmation statement made since 18 Nov 2025 leaves 14 days', () => {
    const v = verificationOf(
      director(),
      { ...ltd, confirmation_statement: { last_made_up_to: '2026-03-01', next_due: '2027-03-15' } },
      TODAY,
    );
    expect(v).toMatchObject({ status: 'overdue', due_on: '2026-03-15', basis: 'law' });
  });
  it('without details: appointed since 18 Nov 2025, due 14 days after the appointment', () => {
    expect(verificationOf(director({ startedOn: '2026-11-20' }), ltd, TODAY)).toMatchObject({
      status: 'due',
      due_on: '2026-12-04',
    });
    expect(verificationOf(director({ startedOn: '2026-01-20' }), ltd, TODAY)).toMatchObject({
      status: 'overdue',
      due_on: '2026-02-03',
    });
  });
  it('not required: resigned, secretaries, corporate PSCs, closed companies, overseas companies, limited partners', () => {
    const notRequired = (subject: VerificationSubject, company: VerificationCompany = ltd) =>
      verificationOf(subject, company, TODAY).status;
    expect(notRequired(director({ ended: true }))).toBe('not-required');
    expect(notRequired(director({ role: 'secretary' }))).toBe('not-required');
    expect(notRequired({ kind: 'psc', role: 'corporate-entity-person-with-significant-control', ended: false })).toBe(
      'not-required',
    );
    expect(notRequired({ kind: 'psc', role: 'individual-beneficial-owner', ended: false })).toBe('not-required');
    expect(notRequired(director(), { ...ltd, company_status: 'dissolved' })).toBe('not-required');
    expect(notRequired(director(), { type: 'oversea-company', company_status: 'active' })).toBe('not-required');
    const lp = { type: 'limited-partnership', company_status: 'active' };
    expect(notRequired(director({ role: 'limited-partner-in-a-limited-partnership' }), lp)).toBe('not-required');
    expect(notRequired(director({ role: 'general-partner-in-a-limited-partnership' }), lp)).not.toBe('not-required');
  });
  it('individual and super-secure PSCs are required', () => {
    for (const role of ['individual-person-with-significant-control', 'super-secure-person-with-significant-control'])
      expect(verificationOf({ kind: 'psc', role, ended: false, startedOn: '2020-01-01' }, ltd, TODAY).status).not.toBe(
        'not-required',
      );
  });
  it('a resigned person who had verified keeps the date, counted nowhere', () => {
    const v = verificationOf(
      director({ ended: true, details: { appointment_verification_start_on: '2026-01-01' } }),
      ltd,
      TODAY,
    );
    expect(v).toMatchObject({ status: 'not-required', verified_on: '2026-01-01' });
    expect(countVerifications([v])).toEqual({ required: 0, verified: 0, due: 0, overdue: 0 });
  });
});

describe('verificationOfDetails (no company to judge by)', () => {
  it('reads the details as verificationOf does', () => {
    const details = [
      { appointment_verification_start_on: '2026-01-10' },
      { identity_verified_on: '2025-12-01', authorised_corporate_service_provider_name: 'Acme Formations Ltd' },
      { appointment_verification_start_on: '2026-02-01', appointment_verification_end_on: '2026-06-01' },
      { appointment_verification_start_on: '2026-02-01', appointment_verification_end_on: '9999-12-31' },
      { appointment_verification_statement_due_on: '2026-12-05' },
      { appointment_verification_statement_due_on: '2026-03-15' },
    ];
    for (const d of details)
      expect(verificationOfDetails(d, false, TODAY)).toEqual(verificationOf(director({ details: d }), ltd, TODAY));
  });
  it('judges nothing from the law: no details, no verdict; details without a due date are due with no date', () => {
    expect(verificationOfDetails(undefined, false, TODAY)).toBeUndefined();
    expect(verificationOfDetails({ preferred_name: 'Jo' }, false, TODAY)).toEqual({ status: 'due', basis: 'register' });
    // verificationOf, knowing the company, would take the law's date here.
    expect(verificationOf(director({ details: { preferred_name: 'Jo' } }), ltd, TODAY)).toMatchObject({
      due_on: '2026-06-15',
    });
  });
  it('an ended appointment is not required and keeps its date', () => {
    expect(verificationOfDetails({ appointment_verification_start_on: '2026-01-01' }, true, TODAY)).toEqual({
      status: 'not-required',
      verified_on: '2026-01-01',
      basis: 'register',
    });
  });
});
