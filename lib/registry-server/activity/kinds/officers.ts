// Officers: a director appointed (AP01) or resigning (TM01), an appointment removed as a
// correction; and the appointment and officer rows the engine writes for a new officer.
import type { Address } from '../../generator/addresses';
import { iso, type Day } from '../../generator/dates';
import { sortKey } from '../../generator/officers';
import {
  formalName,
  listName,
  monthYear,
  officerNameElements,
  sortSurname,
  type Person,
} from '../../generator/persons';
import { verifiedAtAppointment } from '../../generator/verification';
import { addLink, canFile, isCompany, personFor } from './shared';
import type { AppointmentBody, AppointmentRow, CompanyActivityKind } from './types';

/** A director appointed (AP01). */
export const appointment: CompanyActivityKind = {
  name: 'officer-appointment',
  weight: 10,
  applies: (p) => canFile(p) && isCompany(p),
  apply(scope, p) {
    const person = personFor(scope, 'director');
    scope.appoint(p.company_number, person, 'director', scope.today, person.address);
    scope.file(p.company_number, {
      date: scope.today,
      type: 'AP01',
      category: 'officers',
      subcategory: 'appointments',
      description: 'appoint-person-director-company-with-name-date',
      values: { officer_name: formalName(person), appointment_date: iso(scope.today) },
      action: scope.today,
      pages: [2, 3],
      paper: false,
    });
    if (!p.links.officers) {
      addLink(p, 'officers', 'officers');
      scope.putCompany(p);
    }
    return true;
  },
};

/** A director resigns (TM01); a company keeps at least one director. */
export const termination: CompanyActivityKind = {
  name: 'officer-termination',
  weight: 8,
  applies: (p) => canFile(p) && isCompany(p) && !!p.links.officers,
  apply(scope, p) {
    const number = p.company_number;
    const active = scope.appointments(number).filter((a) => a.resigned_on === null && a.officer_role === 'director');
    const leaving = active.filter((a) => !scope.isShowcaseOfficer(a.officer_id));
    if (active.length < 2 || leaving.length === 0) return false;
    const row = scope.rng.pick(leaving);
    scope.resign(number, row, scope.today);
    scope.file(number, {
      date: scope.today,
      type: 'TM01',
      category: 'officers',
      subcategory: 'termination',
      description: 'termination-director-company-with-name-termination-date',
      values: { officer_name: formalFromList(row.body.name), termination_date: iso(scope.today) },
      action: scope.today,
      pages: [1, 1],
      paper: false,
    });
    return true;
  },
};

/** "SURNAME, Forenames" as the filing names the officer: "Forenames Surname". */
function formalFromList(name: string): string {
  const [surname = '', forenames] = name.split(', ');
  if (!forenames) return name;
  const proper = surname.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());
  return `${forenames} ${proper}`;
}

/**
 * An appointment filed in error is removed from the register as a correction: the appointment
 * is gone (a `deleted` event, then 404) and the officer list's counts drop. The newest
 * appointment is the likely error; a company keeps at least one director.
 */
export const appointmentRemoved: CompanyActivityKind = {
  name: 'officer-appointment-removed',
  weight: 0.5,
  applies: (p) => canFile(p) && isCompany(p) && !!p.links.officers,
  apply(scope, p) {
    const all = scope.appointments(p.company_number);
    const directors = all.filter((a) => a.resigned_on === null && a.officer_role === 'director');
    const removable = all.filter(
      (a) =>
        a.resigned_on === null &&
        !scope.isShowcaseOfficer(a.officer_id) &&
        (a.officer_role !== 'director' || directors.length > 1),
    );
    if (removable.length === 0) return false;
    const appointedOn = (a: AppointmentRow) => `${a.body.appointed_on ?? ''}|${a.appointment_id}`;
    const row = removable.reduce((newest, a) => (appointedOn(a) > appointedOn(newest) ? a : newest));
    scope.removeAppointment(p.company_number, row);
    return true;
  },
};

/** The appointment row's body for a new officer, as the generator writes appointments. */
export function appointmentBody(
  companyNumber: string,
  appointmentId: string,
  person: Person,
  role: string,
  on: Day,
  address: Address,
): AppointmentBody {
  // Since 18 November 2025 a director's identity is verified with the appointment.
  const verification = role === 'director' ? verifiedAtAppointment(on) : undefined;
  return {
    address,
    appointed_on: iso(on),
    is_pre_1992_appointment: false,
    country_of_residence: person.residence,
    date_of_birth: monthYear(person.dob),
    links: {
      self: `/company/${companyNumber}/appointments/${appointmentId}`,
      officer: { appointments: `/officers/${person.officerId}/appointments` },
    },
    name: listName(person),
    nationality: person.nationality,
    occupation: person.occupation,
    officer_role: role,
    person_number: person.personNumber,
    ...(verification ? { identity_verification_details: verification } : {}),
  };
}

/** The officers-table row values of a person. */
export function officerRow(person: Person) {
  return {
    officer_id: person.officerId,
    name: listName(person),
    name_elements: JSON.stringify(officerNameElements(person)),
    date_of_birth: JSON.stringify(monthYear(person.dob)),
    surname: sortSurname(person),
  };
}

export { sortKey };
