// A tiny registry database written by hand for the search tests: the tables of db/schema.ts
// with a few companies, officers, appointments and disqualified officers.
import Database from 'better-sqlite3';
import { DDL } from '../db/schema';

export interface CompanyRow {
  company_number: string;
  company_name: string;
  company_status?: string;
  type?: string;
  date_of_creation?: string;
  date_of_cessation?: string;
  previous_company_names?: { name: string; effective_from: string; ceased_on: string }[];
  registered_office_address?: Record<string, string>;
  external_registration_number?: string;
}

export interface OfficerRow {
  officer_id: string;
  name: string;
  is_corporate?: boolean;
  date_of_birth?: { month: number; year: number };
  appointments: {
    company_number: string;
    appointed_on: string;
    resigned_on?: string;
    address: Record<string, string>;
  }[];
}

export interface DisqualifiedRow {
  officer_id: string;
  kind: 'natural' | 'corporate';
  body: Record<string, unknown>;
}

export const defaultAddress = {
  premises: '1',
  address_line_1: 'High Street',
  locality: 'London',
  postal_code: 'EC1A 1AA',
  country: 'England',
};

export function createTestDatabase() {
  const db = new Database(':memory:');
  db.exec(DDL);
  const insertCompany = db.prepare(
    'INSERT INTO companies (company_number, company_name, company_status, type, date_of_creation, body) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertOfficer = db.prepare(
    'INSERT INTO officers (officer_id, name, is_corporate, name_elements, date_of_birth) VALUES (?, ?, ?, NULL, ?)',
  );
  const insertAppointment = db.prepare(`
    INSERT INTO appointments (appointment_id, company_number, officer_id, officer_role, sort_key, surname, appointed_on, resigned_on, body)
    VALUES (?, ?, ?, 'director', ?, ?, ?, ?, ?)`);
  const insertDisqualified = db.prepare(
    'INSERT INTO disqualified_officers (officer_id, kind, name, body) VALUES (?, ?, ?, ?)',
  );
  let appointmentSeq = 0;

  return {
    db,
    company(row: CompanyRow) {
      const status = row.company_status ?? 'active';
      const type = row.type ?? 'ltd';
      const body = {
        company_name: row.company_name,
        company_number: row.company_number,
        company_status: status,
        type,
        jurisdiction: 'england-wales',
        date_of_creation: row.date_of_creation ?? '2010-01-15',
        ...(row.date_of_cessation ? { date_of_cessation: row.date_of_cessation } : {}),
        ...(row.previous_company_names ? { previous_company_names: row.previous_company_names } : {}),
        ...(row.external_registration_number ? { external_registration_number: row.external_registration_number } : {}),
        registered_office_address: row.registered_office_address ?? defaultAddress,
        links: { self: `/company/${row.company_number}` },
        etag: 'e',
      };
      insertCompany.run(
        row.company_number,
        row.company_name,
        status,
        type,
        body.date_of_creation,
        JSON.stringify(body),
      );
      return this;
    },
    officer(row: OfficerRow) {
      insertOfficer.run(
        row.officer_id,
        row.name,
        row.is_corporate ? 1 : 0,
        row.date_of_birth ? JSON.stringify(row.date_of_birth) : null,
      );
      for (const appointment of row.appointments) {
        const id = `A${++appointmentSeq}`;
        const body = {
          name: row.name,
          officer_role: 'director',
          appointed_on: appointment.appointed_on,
          ...(appointment.resigned_on ? { resigned_on: appointment.resigned_on } : {}),
          address: appointment.address,
          links: {
            self: `/company/${appointment.company_number}/appointments/${id}`,
            officer: { appointments: `/officers/${row.officer_id}/appointments` },
          },
        };
        insertAppointment.run(
          id,
          appointment.company_number,
          row.officer_id,
          `1${row.name}`,
          row.name.split(',')[0] ?? row.name,
          appointment.appointed_on,
          appointment.resigned_on ?? null,
          JSON.stringify(body),
        );
      }
      return this;
    },
    disqualified(row: DisqualifiedRow) {
      const name =
        row.kind === 'corporate'
          ? String(row.body.name ?? '')
          : [row.body.forename, row.body.other_forenames, row.body.surname].filter(Boolean).join(' ');
      insertDisqualified.run(row.officer_id, row.kind, name, JSON.stringify(row.body));
      return this;
    },
  };
}
