// The company itself: its registered office moves (AD01), its name changes (CERTNM), it is
// proposed for striking off (GAZ1) and struck off (GAZ2), or it is incorporated (NEWINC).
import { oneLine, ukAddress } from '../../generator/addresses';
import { chooseSector, chooseSic, defaultArd, firstPeriodEnd, makeName } from '../../generator/company';
import { addMonths, addYears, iso } from '../../generator/dates';
import { registryId } from '../../generator/ids';
import { verifiedAtAppointment } from '../../generator/verification';
import { monthYear } from '../../generator/persons';
import { canFile, isCompanyOrLlp, isLlp, personFor, pscName, pscNameElementsOf } from './shared';
import type { CompanyActivityKind, FreeActivityKind, Profile } from './types';

/** The registered office moves (AD01). */
export const office: CompanyActivityKind = {
  name: 'registered-office',
  weight: 8,
  applies: (p) => canFile(p) && isCompanyOrLlp(p),
  apply(scope, p) {
    const from = p.registered_office_address;
    if (!from) return false;
    const to = { ...ukAddress(scope.rng, 'england-wales') };
    const llp = isLlp(p);
    scope.file(p.company_number, {
      date: scope.today,
      type: llp ? 'LLAD01' : 'AD01',
      category: 'address',
      description: llp
        ? 'change-registered-office-address-limited-liability-partnership-with-date-old-address-new-address'
        : 'change-registered-office-address-company-with-date-old-address-new-address',
      values: {
        change_date: iso(scope.today),
        old_address: oneLine(from),
        new_address: oneLine(to),
      },
      action: scope.today,
      pages: [1, 1],
      paper: false,
    });
    p.registered_office_address = to;
    scope.putCompany(p);
    return true;
  },
};

/** The company changes its name (CERTNM): previous names gain the old one. */
export const nameChange: CompanyActivityKind = {
  name: 'name-change',
  weight: 2,
  applies: (p) => canFile(p) && (p.type === 'ltd' || p.type === 'plc'),
  apply(scope, p) {
    const kind = p.type === 'plc' ? 'plc' : 'ltd';
    const name = makeName(scope.rng, kind, chooseSector(scope.rng, kind), p.jurisdiction);
    if (name === p.company_name) return false;
    const previous = p.previous_company_names ?? [];
    const from = previous[0]?.ceased_on ?? p.date_of_creation;
    scope.file(p.company_number, {
      date: scope.today,
      type: 'CERTNM',
      category: 'change-of-name',
      subcategory: 'certificate',
      description: 'certificate-change-of-name-company',
      values: {
        description: `Company name changed ${p.company_name.toLowerCase()}\\certificate issued on ${iso(scope.today)}`,
      },
      associated: [
        {
          category: 'change-of-name',
          date: iso(scope.today),
          description: 'change-of-name-by-resolution',
          type: 'NM01',
        },
      ],
      pages: [2, 4],
      paper: false,
    });
    p.previous_company_names = [
      { ceased_on: iso(scope.today), effective_from: from, name: p.company_name },
      ...previous,
    ];
    p.company_name = name;
    scope.putCompany(p);
    return true;
  },
};

/** First Gazette notice for compulsory strike-off (GAZ1): the company is proposed for striking off. */
export const strikeOffNotice: CompanyActivityKind = {
  name: 'strike-off-notice',
  weight: 3,
  applies: (p) => canFile(p) && isCompanyOrLlp(p) && !p.company_status_detail,
  apply(scope, p) {
    scope.file(p.company_number, {
      date: scope.today,
      type: 'GAZ1',
      category: 'gazette',
      description: 'gazette-notice-compulsory',
      pages: [1, 1],
      paper: false,
    });
    p.company_status_detail = 'active-proposal-to-strike-off';
    scope.putCompany(p);
    return true;
  },
};

/** A company proposed for striking off is struck off and dissolved (GAZ2). */
export const dissolution: CompanyActivityKind = {
  name: 'dissolution',
  weight: 2,
  applies: (p) => p.company_status === 'active' && p.company_status_detail === 'active-proposal-to-strike-off',
  apply(scope, p) {
    scope.file(p.company_number, {
      date: scope.today,
      type: 'GAZ2',
      category: 'gazette',
      description: 'gazette-dissolved-compulsory',
      pages: [1, 1],
      paper: false,
    });
    delete p.company_status_detail;
    p.company_status = 'dissolved';
    p.date_of_cessation = iso(scope.today);
    p.can_file = false;
    scope.putCompany(p);
    return true;
  },
};

/** A new private limited company: profile, NEWINC, its first director, who is also its PSC. */
export const incorporation: FreeActivityKind = {
  name: 'incorporation',
  weight: 8,
  apply(scope) {
    const number = scope.newCompanyNumber();
    const { rng, today } = scope;
    const sector = chooseSector(rng, 'ltd');
    const ard = defaultArd(today);
    const periodEnd = firstPeriodEnd(ard, today);
    const due = addMonths(today, 21) > addMonths(periodEnd, 3) ? addMonths(today, 21) : addMonths(periodEnd, 3);
    const next = addYears(today, 1);
    const profile: Profile = {
      accounts: {
        accounting_reference_date: ard,
        next_accounts: { due_on: iso(due), overdue: false, period_end_on: iso(periodEnd), period_start_on: iso(today) },
        next_due: iso(due),
        next_made_up_to: iso(periodEnd),
        overdue: false,
      },
      can_file: true,
      company_name: makeName(rng, 'ltd', sector, 'england-wales'),
      company_number: number,
      company_status: 'active',
      confirmation_statement: { next_due: iso(next + 14), next_made_up_to: iso(next), overdue: false },
      date_of_creation: iso(today),
      has_been_liquidated: false,
      has_charges: false,
      has_insolvency_history: false,
      has_super_secure_pscs: false,
      jurisdiction: 'england-wales',
      links: {
        self: `/company/${number}`,
        filing_history: `/company/${number}/filing-history`,
        officers: `/company/${number}/officers`,
        persons_with_significant_control: `/company/${number}/persons-with-significant-control`,
      },
      registered_office_address: ukAddress(rng, 'england-wales'),
      registered_office_is_in_dispute: false,
      sic_codes: chooseSic(rng, sector),
      type: 'ltd',
      undeliverable_registered_office_address: false,
    };
    scope.putCompany(profile);
    scope.file(number, {
      date: today,
      type: 'NEWINC',
      category: 'incorporation',
      description: 'incorporation-company',
      action: today,
      pages: [10, 40],
      paper: false,
    });
    const director = personFor(scope, 'founder');
    scope.appoint(number, director, 'director', today, director.address);
    const pscId = registryId(`${scope.key}|founder-psc`);
    const founderVerified = verifiedAtAppointment(today);
    scope.putPsc(number, {
      psc_id: pscId,
      path_kind: 'individual',
      ceased: 0,
      body: {
        notified_on: iso(today),
        kind: 'individual-person-with-significant-control',
        country_of_residence: director.residence,
        date_of_birth: monthYear(director.dob),
        name: pscName(director),
        name_elements: pscNameElementsOf(director),
        nationality: director.nationality,
        address: director.address,
        links: { self: `/company/${number}/persons-with-significant-control/individual/${pscId}` },
        natures_of_control: [
          'ownership-of-shares-75-to-100-percent',
          'voting-rights-75-to-100-percent',
          'right-to-appoint-and-remove-directors',
        ],
        // The founder verified as the director: the same statement serves both roles.
        ...(founderVerified ? { identity_verification_details: founderVerified } : {}),
      },
    });
    return true;
  },
};
