// A small register for the network tests: companies with their officers' appointments, read
// through the same reader the builder uses, counting calls (and refusing none unless told).
import type { AppointmentList, CompanyProfile, IdentityVerificationDetails, OfficerList } from '@/lib/registry/schemas';
import type { AddressParts } from '@/lib/registry/address-key';
import type { NetworkReader } from './reader';

export interface FakeAppointment {
  officer: string;
  company: string;
  role?: string;
  appointed_on?: string;
  resigned_on?: string;
  address?: AddressParts;
  /** The register's identity verification details of the appointment. */
  identity?: IdentityVerificationDetails;
}

export interface FakeRegister {
  companies: Record<
    string,
    {
      name: string;
      status?: string;
      office?: AddressParts;
      /** The company's type (`ltd` when not given). */
      type?: string;
      confirmation_statement?: { last_made_up_to?: string; next_due?: string };
    }
  >;
  officers: Record<string, { name: string; corporate?: boolean }>;
  appointments: FakeAppointment[];
}

export function fakeNetworkReader(
  register: FakeRegister,
  { cached = new Set<string>(), officerPageSize = 100, appointmentPageSize = 50 } = {},
) {
  const calls: string[] = [];
  const answer = <T>(path: string, data: T | undefined) => {
    const called = !cached.has(path);
    if (called) calls.push(path);
    return Promise.resolve(data === undefined ? undefined : { data, called });
  };
  const appointment = (a: FakeAppointment) => ({
    officer_role: a.role ?? 'director',
    name: register.officers[a.officer]!.name,
    ...(a.appointed_on ? { appointed_on: a.appointed_on } : {}),
    ...(a.resigned_on ? { resigned_on: a.resigned_on } : {}),
    ...(a.address ? { address: a.address } : {}),
    ...(a.identity ? { identity_verification_details: a.identity } : {}),
  });
  const reader: NetworkReader = {
    officerPageSize,
    appointmentPageSize,
    companyProfile: (number) => {
      const company = register.companies[number];
      return answer(
        `/company/${number}`,
        company &&
          ({
            company_number: number,
            company_name: company.name,
            company_status: company.status ?? 'active',
            type: company.type ?? 'ltd',
            ...(company.confirmation_statement ? { confirmation_statement: company.confirmation_statement } : {}),
            ...(company.office ? { registered_office_address: company.office } : {}),
          } as unknown as CompanyProfile),
      );
    },
    officerList: (number, { startIndex, active }) => {
      if (!register.companies[number]) return answer(`/company/${number}/officers?${startIndex}`, undefined);
      const all = register.appointments.filter((a) => a.company === number && (!active || !a.resigned_on));
      const items = all.slice(startIndex, startIndex + officerPageSize).map((a) => ({
        ...appointment(a),
        links: { officer: { appointments: `/officers/${a.officer}/appointments` } },
      }));
      return answer(`/company/${number}/officers?${startIndex}${active ? '&active' : ''}`, {
        items,
        total_results: all.length,
        start_index: startIndex,
        items_per_page: officerPageSize,
      } as unknown as OfficerList);
    },
    appointmentList: (id, { startIndex, active }) => {
      const officer = register.officers[id];
      if (!officer) return answer(`/officers/${id}/appointments?${startIndex}`, undefined);
      const all = register.appointments.filter((a) => a.officer === id && (!active || !a.resigned_on));
      const items = all.slice(startIndex, startIndex + appointmentPageSize).map((a) => ({
        ...appointment(a),
        appointed_to: {
          company_number: a.company,
          company_name: register.companies[a.company]?.name,
          company_status: register.companies[a.company]?.status ?? 'active',
        },
        links: { company: `/company/${a.company}` },
      }));
      return answer(`/officers/${id}/appointments?${startIndex}${active ? '&active' : ''}`, {
        items,
        name: officer.name,
        is_corporate_officer: officer.corporate ?? false,
        total_results: all.length,
        start_index: startIndex,
        items_per_page: appointmentPageSize,
      } as unknown as AppointmentList);
    },
  };
  return { reader, calls };
}

/** A register where company C{i} and C{i+1} share officer P{i}: a chain, for depths and paths. */
export function chainRegister(length: number): FakeRegister {
  const companies: FakeRegister['companies'] = {};
  const officers: FakeRegister['officers'] = {};
  const appointments: FakeAppointment[] = [];
  for (let i = 0; i < length; i++) companies[number(i)] = { name: `CHAIN ${i} LIMITED` };
  for (let i = 0; i + 1 < length; i++) {
    officers[`P${i}`] = { name: `PERSON, Number ${i}` };
    appointments.push({ officer: `P${i}`, company: number(i), appointed_on: '2010-01-01' });
    appointments.push({ officer: `P${i}`, company: number(i + 1), appointed_on: '2012-01-01' });
  }
  return { companies, officers, appointments };
}

export const number = (i: number) => `C${String(i).padStart(7, '0')}`;

/** A star: company C0 with `officers` directors, each also on `spread` companies of their own. */
export function starRegister(officers: number, spread: number): FakeRegister {
  const register: FakeRegister = {
    companies: { [number(0)]: { name: 'HUB LIMITED' } },
    officers: {},
    appointments: [],
  };
  let next = 1;
  for (let o = 0; o < officers; o++) {
    register.officers[`O${o}`] = { name: `OFFICER, ${o}` };
    register.appointments.push({ officer: `O${o}`, company: number(0), appointed_on: '2015-01-01' });
    for (let s = 0; s < spread; s++) {
      register.companies[number(next)] = { name: `SPOKE ${next} LIMITED` };
      register.appointments.push({ officer: `O${o}`, company: number(next++), appointed_on: '2016-01-01' });
    }
  }
  return register;
}
