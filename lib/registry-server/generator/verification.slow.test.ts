// Identity verification and limited partnerships in the generated register: every status the
// shared rule (lib/registry/verification.ts) knows occurs, in plausible shares; the details take
// the register's shapes and only people who must verify carry them; partners carry their
// contributions; and what the embedded registry serves from them parses with the wire schemas.
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERIFICATION_STATUSES,
  verificationOf,
  type Verification,
  type VerificationStatus,
} from '@/lib/registry/verification';
import {
  appointmentListSchema,
  officerListSchema,
  pscListSchema,
  type IdentityVerificationDetails,
} from '@/lib/registry/schemas';
import { createRegistryHandler, type RegistryHandler } from '../handler';
import { SHOWCASE } from './showcase';
import { generateTestDataset, openReadOnly, parse, removeTestDatasets, rowsOf, type Row } from './testing';

const REF = '2026-11-01';
const OPEN_END = '9999-12-31';

let db: Database.Database;
let handler: RegistryHandler;
const companies = new Map<string, Record<string, unknown>>();

interface Judged {
  readonly table: 'appointments' | 'pscs';
  readonly row: Row;
  readonly body: Record<string, unknown>;
  readonly details: IdentityVerificationDetails | undefined;
  readonly outcome: Verification;
}
const judged: Judged[] = [];

beforeAll(async () => {
  db = openReadOnly(await generateTestDataset(6, 600));
  handler = createRegistryHandler({ db, log: () => {} });
  for (const row of rowsOf(db, 'companies')) companies.set(String(row.company_number), parse(row));
  for (const row of rowsOf(db, 'appointments')) {
    const body = parse(row);
    const details = body.identity_verification_details as IdentityVerificationDetails | undefined;
    const subject = {
      kind: 'officer' as const,
      role: String(body.officer_role),
      ended: body.resigned_on !== undefined,
      startedOn: (body.appointed_on ?? body.appointed_before) as string,
      details,
    };
    judged.push({
      table: 'appointments',
      row,
      body,
      details,
      outcome: verificationOf(subject, companies.get(String(row.company_number))!, REF),
    });
  }
  for (const row of rowsOf(db, 'pscs')) {
    const body = parse(row);
    const details = body.identity_verification_details as IdentityVerificationDetails | undefined;
    const subject = {
      kind: 'psc' as const,
      role: String(body.kind),
      ended: row.ceased === 1,
      startedOn: row.notified_on as string,
      details,
    };
    judged.push({
      table: 'pscs',
      row,
      body,
      details,
      outcome: verificationOf(subject, companies.get(String(row.company_number))!, REF),
    });
  }
}, 60_000);

afterAll(() => {
  handler?.close();
  db?.close();
  removeTestDatasets();
});

const count = (items: readonly Judged[]) => {
  const by = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<VerificationStatus, number>;
  for (const item of items) by[item.outcome.status]++;
  return by;
};

describe('identity verification in the generated register', () => {
  it('gives every status of the shared rule, for officers and for PSCs', () => {
    const officers = count(judged.filter((j) => j.table === 'appointments'));
    const pscs = count(judged.filter((j) => j.table === 'pscs'));
    for (const status of VERIFICATION_STATUSES) expect(officers[status], `officers ${status}`).toBeGreaterThan(0);
    for (const status of ['verified', 'overdue', 'not-required'] as const)
      expect(pscs[status], `PSCs ${status}`).toBeGreaterThan(0);
    expect(pscs.due + pscs.withdrawn).toBeGreaterThan(0);
  });

  it('in plausible shares: most who must verify have, some are due, a share overdue, a few withdrawn', () => {
    const required = judged.filter((j) => j.table === 'appointments' && j.outcome.status !== 'not-required');
    const by = count(required);
    const share = (status: VerificationStatus) => by[status] / required.length;
    expect(required.length).toBeGreaterThan(300);
    expect(share('verified')).toBeGreaterThan(0.6);
    expect(share('verified')).toBeLessThan(0.92);
    expect(share('overdue')).toBeGreaterThan(0.05);
    expect(share('overdue')).toBeLessThan(0.3);
    expect(share('due')).toBeGreaterThan(0.01);
    expect(share('withdrawn')).toBeLessThan(0.06);
    // About 18% of those verified went through an authorised corporate service provider.
    const verified = required.filter((j) => j.outcome.status === 'verified');
    const viaAcsp = verified.filter((j) => j.outcome.via_acsp !== undefined).length / verified.length;
    expect(viaAcsp).toBeGreaterThan(0.08);
    expect(viaAcsp).toBeLessThan(0.3);
  });

  it('is decided by the register: every required person has details but the protected who have not verified', () => {
    const byLaw = judged.filter((j) => j.outcome.basis === 'law');
    for (const j of byLaw)
      expect(j.body.kind, JSON.stringify(j.body)).toBe('super-secure-person-with-significant-control');
  });

  it('leaves resigned appointments, ceased PSCs, closed companies and roles that need not verify untouched', () => {
    const touched = judged.filter((j) => j.details !== undefined && j.outcome.status === 'not-required');
    expect(touched.map((j) => `${j.table} ${String(j.row.company_number)} ${JSON.stringify(j.details)}`)).toEqual([]);
    expect(judged.filter((j) => j.table === 'appointments' && j.body.resigned_on && j.details)).toEqual([]);
    expect(judged.filter((j) => j.table === 'pscs' && j.row.ceased === 1 && j.details)).toEqual([]);
  });

  it("takes the register's shapes: verified (maybe through a provider), withdrawn, or due by a date", () => {
    const wrong: string[] = [];
    for (const { details, outcome, body } of judged) {
      if (!details) continue;
      const keys = Object.keys(details);
      const start = details.appointment_verification_start_on;
      const end = details.appointment_verification_end_on;
      if (start) {
        if (start > REF || start < '2025-11-18') wrong.push(`start ${start}`);
        if (end !== undefined && end !== OPEN_END && !(end > start && end <= REF))
          wrong.push(`end ${end} after ${start}`);
        if (keys.some((k) => k.includes('statement_d'))) wrong.push(`verified with a statement date: ${keys.join()}`);
      } else if (!details.appointment_verification_statement_due_on || end !== undefined) {
        wrong.push(`not verified, no due date: ${keys.join()}`);
      }
      const acsp = details.authorised_corporate_service_provider_name;
      if (acsp) {
        if (!details.anti_money_laundering_supervisory_bodies?.length) wrong.push(`${acsp} without supervisors`);
        if (!details.identity_verified_on || !start || details.identity_verified_on > start)
          wrong.push(`${acsp} verified on ${details.identity_verified_on ?? '-'}, statement ${start ?? '-'}`);
        if (details.identity_verified_on! < '2025-04-08') wrong.push(`verified before 8 April 2025`);
      } else if (
        details.identity_verified_on ||
        details.preferred_name ||
        details.anti_money_laundering_supervisory_bodies
      ) {
        wrong.push(`provider's fields without a provider: ${keys.join()}`);
      }
      // The protected show the statement's start and end only.
      if (
        body.kind === 'super-secure-person-with-significant-control' &&
        keys.some(
          (k) =>
            !k.endsWith('_on') ||
            (!k.startsWith('appointment_verification_s') && !k.startsWith('appointment_verification_e')),
        )
      )
        wrong.push(`super-secure with ${keys.join()}`);
      if (outcome.status === 'withdrawn' && (!end || end === OPEN_END)) wrong.push('withdrawn without an end');
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    const all = judged.flatMap((j) => (j.details ? [j.details] : []));
    expect(all.some((d) => d.appointment_verification_end_on === OPEN_END)).toBe(true);
    expect(all.some((d) => d.appointment_verification_start_on && !d.appointment_verification_end_on)).toBe(true);
    expect(all.some((d) => d.preferred_name)).toBe(true);
  });

  it('verifies people appointed since 18 November 2025 with the appointment, bar those appointed in the last 14 days', () => {
    const recent = judged.filter(
      (j) => j.table === 'appointments' && j.details && String(j.body.appointed_on ?? '') >= '2025-11-18',
    );
    expect(recent.length).toBeGreaterThan(5);
    for (const { body, details } of recent) {
      if (details!.appointment_verification_start_on)
        expect(details!.appointment_verification_start_on).toBe(body.appointed_on);
      else expect(details!.appointment_verification_statement_due_on! >= REF, JSON.stringify(body)).toBe(true);
    }
  });

  it('has a director who is also a PSC verify for both roles on the same day', () => {
    let pairs = 0;
    const disagree: string[] = [];
    for (const psc of judged.filter((j) => j.table === 'pscs' && j.details && j.body.name_elements)) {
      if (String(psc.row.notified_on) >= '2025-11-18') continue;
      const names = psc.body.name_elements as { forename: string; middle_name?: string; surname: string };
      const listName = `${names.surname.toUpperCase()}, ${[names.forename, names.middle_name].filter(Boolean).join(' ')}`;
      const born = JSON.stringify(psc.body.date_of_birth);
      // The same name and birth date in the same company (an alias of the same person may hold a second role).
      const directors = judged.filter(
        (j) =>
          j.table === 'appointments' &&
          j.row.company_number === psc.row.company_number &&
          j.details &&
          j.body.name === listName &&
          JSON.stringify(j.body.date_of_birth) === born &&
          String(j.body.appointed_on ?? '0') < '2025-11-18',
      );
      if (directors.length === 0) continue;
      pairs++;
      const start = psc.details!.appointment_verification_start_on;
      if (!directors.some((d) => d.details!.appointment_verification_start_on === start))
        disagree.push(`${String(psc.row.company_number)} ${listName}`);
    }
    expect(disagree).toEqual([]);
    expect(pairs).toBeGreaterThan(10);
  });

  it("shows the PLC's board in every state", () => {
    const statusOf = (id: string) => judged.find((j) => j.row.appointment_id === id)?.outcome;
    const ids = SHOWCASE.plcIdentity;
    expect(statusOf(ids.verified)).toMatchObject({ status: 'verified', basis: 'register' });
    expect(statusOf(ids.viaAcsp)).toMatchObject({ status: 'verified', via_acsp: expect.any(String) });
    expect(statusOf(ids.overdue)).toMatchObject({ status: 'overdue', due_on: expect.any(String) });
    expect(statusOf(ids.withdrawn)).toMatchObject({ status: 'withdrawn' });
    expect(statusOf(ids.due)).toMatchObject({ status: 'due' });
    const acsp = judged.find((j) => j.row.appointment_id === ids.viaAcsp)!.details!;
    expect(acsp.preferred_name).toBeDefined();
    for (const id of Object.values(ids)) {
      const row = judged.find((j) => j.row.appointment_id === id)!.row;
      expect([row.company_number, row.officer_role, row.resigned_on]).toEqual([
        SHOWCASE.companies.plc,
        'director',
        null,
      ]);
    }
  });

  it('is served in the officer lists, the appointment lists and the PSC list, which parse with the wire schemas', async () => {
    const get = async (path: string) => (await handler.inProcess(new Request(`http://registry.test${path}`))).json();
    const plc = SHOWCASE.companies.plc;
    const list = officerListSchema.parse(await get(`/company/${plc}/officers?items_per_page=100`));
    expect(list.items.filter((item) => item.identity_verification_details).length).toBeGreaterThan(5);
    const officer = list.items.find((i) => i.links.self?.endsWith(SHOWCASE.plcIdentity.viaAcsp))!;
    const appointments = appointmentListSchema.parse(
      await get(`${officer.links.officer.appointments}?items_per_page=50`),
    );
    expect(
      appointments.items.find((i) => i.appointed_to.company_number === plc)?.identity_verification_details,
    ).toEqual(officer.identity_verification_details);
    const pscs = pscListSchema.parse(await get(`/company/${plc}/persons-with-significant-control`));
    expect(pscs.items.some((i) => i.identity_verification_details)).toBe(true);
  });
});

describe('limited partnerships in the generated register', () => {
  const partnersOf = (number: string) =>
    judged.filter((j) => j.table === 'appointments' && j.row.company_number === number);

  it('have general and limited partners, people and companies, corporate ones identified as partners', () => {
    const roles = new Set(judged.filter((j) => j.table === 'appointments').map((j) => String(j.body.officer_role)));
    for (const role of [
      'general-partner-in-a-limited-partnership',
      'corporate-general-partner-in-a-limited-partnership',
      'limited-partner-in-a-limited-partnership',
      'corporate-limited-partner-in-a-limited-partnership',
    ])
      expect(roles, role).toContain(role);
    for (const j of judged.filter(
      (j) => String(j.body.officer_role).startsWith('corporate-') && String(j.body.officer_role).includes('partner-in'),
    ))
      expect((j.body.identification as { identification_type: string }).identification_type).toBe(
        'limited-partnership-corporate-partner',
      );
    for (const [number, profile] of companies) {
      if (profile.type !== 'limited-partnership') continue;
      expect((profile.links as Record<string, string>).officers, number).toBe(`/company/${number}/officers`);
      expect(
        partnersOf(number).some((j) => String(j.body.officer_role).includes('general-partner')),
        number,
      ).toBe(true);
    }
  });

  it('record what limited partners contribute (private funds record none)', () => {
    const CURRENCY = /^[A-Z]{3}$/;
    const KINDS = ['money', 'land-or-property', 'shares', 'services-or-goods', 'any-other-asset'];
    let contributions = 0;
    for (const [number, profile] of companies) {
      if (profile.type !== 'limited-partnership') continue;
      const fund = profile.subtype === 'pflp' || profile.subtype === 'spflp';
      for (const { body } of partnersOf(number)) {
        const limited = String(body.officer_role).includes('limited-partner-in');
        if (!limited || fund) {
          expect(body.contribution_currency_value, `${number} ${String(body.officer_role)}`).toBeUndefined();
          continue;
        }
        contributions++;
        expect(body.contribution_currency_type).toMatch(CURRENCY);
        expect(Number(body.contribution_currency_value)).toBeGreaterThan(0);
        expect(body.contribution_currency_value).toMatch(/^\d+\.\d{2}$/);
        const kinds = body.contribution_sub_types as string[];
        expect(kinds.length).toBeGreaterThan(0);
        for (const kind of kinds) expect(KINDS).toContain(kind);
      }
    }
    expect(contributions).toBeGreaterThan(5);
    const showcase = SHOWCASE.register2026;
    const limitedMoney = partnersOf(showcase.companies.limitedPartnership).find(
      (j) => j.row.appointment_id === showcase.partners.limitedMoney,
    )!;
    expect(limitedMoney.body).toMatchObject({ contribution_currency_type: 'GBP', contribution_sub_types: ['money'] });
  });

  it("carry the register's subtypes and terms", () => {
    const partnerships = [...companies.values()].filter((p) => p.type === 'limited-partnership');
    for (const p of partnerships) {
      const scottish = String(p.company_number).startsWith('SL');
      expect([scottish ? 'slp' : undefined, scottish ? 'spflp' : 'pflp']).toContain(p.subtype);
      if (p.company_status !== 'dissolved') expect(['by-agreement', 'until-dissolution', 'none']).toContain(p.term);
    }
    const { companies: numbers } = SHOWCASE.register2026;
    expect(companies.get(numbers.scottishPrivateFund)).toMatchObject({ subtype: 'spflp', term: 'by-agreement' });
    expect(companies.get(numbers.privateFund)).toMatchObject({ subtype: 'pflp', term: 'none' });
    expect(companies.get(numbers.scottishLimitedPartnership)).toMatchObject({ subtype: 'slp' });
    expect(companies.get(numbers.limitedPartnership)?.subtype).toBeUndefined();
  });

  it('have their natural general partners verify, and limited partners not', () => {
    const statuses = (role: string) =>
      new Set(judged.filter((j) => j.body.officer_role === role && !j.body.resigned_on).map((j) => j.outcome.status));
    expect([...statuses('limited-partner-in-a-limited-partnership')]).toEqual(['not-required']);
    expect(statuses('general-partner-in-a-limited-partnership').has('not-required')).toBe(false);
    const due = judged.find((j) => j.row.appointment_id === SHOWCASE.register2026.dueGeneralPartner)!;
    expect(due.outcome.status).toBe('due');
  });
});
