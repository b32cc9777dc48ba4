// The companyProfile body: the plan's facts, the blocks the filing history produced, and
// links only to the sections that exist (api-facts §8; WEB shows a tab per link).
import type { CompanyPlan } from './company';
import { legalFormOf } from './data/places';
import { dayOf, iso, max, type Day } from './dates';
import type { AccountsBlock, StatementBlocks } from './lifecycle';
import { serviceAddress } from './plan';
import { Rng, weights } from './random';

export interface ProfileSections {
  readonly filings: boolean;
  readonly officers: boolean;
  readonly charges: boolean;
  readonly insolvency: boolean;
  readonly liquidated: boolean;
  readonly pscs: boolean;
  readonly statements: boolean;
  readonly superSecurePscs: boolean;
  readonly registers: boolean;
  readonly exemptions: boolean;
  readonly ukEstablishments: boolean;
  readonly accounts: AccountsBlock | undefined;
  readonly statementsBlocks: StatementBlocks;
  /** For UK establishments: the overseas company they belong to. */
  readonly parent?: { number: string; name: string };
  /** The registrar's annotations (drawn by `corporateAnnotations` unless given). */
  readonly annotations?: readonly CorporateAnnotation[];
  /** A limited partnership's term (drawn unless given). */
  readonly term?: string;
}

export interface CorporateAnnotation {
  readonly type: string;
  readonly createdOn: Day;
}

/** Section 1002A (registrar's strike-off for misleading, false or deceptive information) from 4 March 2024. */
const SECTION_1002A_FROM = dayOf(2024, 3, 4);
const OE_ANNOTATION_FROM = dayOf(2025, 1, 6);

/**
 * The registrar's notes on the company (the published corporate annotation types, 2024 on): a
 * strike-off under section 1002A for a misleading incorporation or restoration, and an overseas
 * entity believed to have ceased to exist at home. Rare; from a stream of their own.
 */
export function corporateAnnotations(plan: CompanyPlan): CorporateAnnotation[] {
  const rng = Rng.from(`${plan.salt}|annotation|${plan.number}`);
  const roll = rng.float();
  const when = rng.float();
  const ref = plan.ctx.ref;
  const between = (from: Day, to: Day) => from + Math.floor(when * Math.max(1, to - from));
  if (plan.kind === 'oe' && plan.status === 'registered' && ref > OE_ANNOTATION_FROM + 30 && roll < 0.03)
    return [
      {
        type: 'overseas-entity-dissolved-wound-up-or-ceased-to-exist',
        createdOn: between(max(plan.creation + 365, OE_ANNOTATION_FROM), ref - 3),
      },
    ];
  if (plan.status !== 'active' || !['ltd', 'plc', 'guarantee', 'unlimited', 'llp'].includes(plan.kind)) return [];
  if (plan.creation >= SECTION_1002A_FROM && roll < 0.004)
    return [
      {
        type: 'strike-off-under-section-1002a-of-the-companies-act-2006-incorporation',
        createdOn: between(plan.creation + 20, Math.min(plan.creation + 240, ref - 3)),
      },
    ];
  if (ref > SECTION_1002A_FROM + 60 && plan.creation < SECTION_1002A_FROM - 730 && roll > 0.9995)
    return [
      {
        type: 'strike-off-under-section-1002a-of-the-companies-act-2006-restoration',
        createdOn: between(SECTION_1002A_FROM, ref - 3),
      },
    ];
  return [];
}

const TERMS = weights({ 'until-dissolution': 45, 'by-agreement': 40, none: 15 });

/** A limited partnership's term, as the register has recorded it since its reform. */
export function partnershipTerm(plan: CompanyPlan): string | undefined {
  if (plan.kind !== 'lp' || plan.status === 'dissolved') return undefined;
  return TERMS.pick(Rng.from(`${plan.salt}|term|${plan.number}`));
}

export function writeProfile(plan: CompanyPlan, sections: ProfileSections): void {
  const n = plan.number;
  const links: Record<string, string> = { self: `/company/${n}` };
  if (sections.filings) links.filing_history = `/company/${n}/filing-history`;
  if (sections.officers) links.officers = `/company/${n}/officers`;
  if (sections.charges) links.charges = `/company/${n}/charges`;
  if (sections.insolvency) links.insolvency = `/company/${n}/insolvency`;
  if (sections.pscs) links.persons_with_significant_control = `/company/${n}/persons-with-significant-control`;
  if (sections.statements)
    links.persons_with_significant_control_statements = `/company/${n}/persons-with-significant-control-statements`;
  if (sections.registers) links.registers = `/company/${n}/registers`;
  if (sections.exemptions) links.exemptions = `/company/${n}/exemptions`;
  if (sections.ukEstablishments) links.uk_establishments = `/company/${n}/uk-establishments`;

  const body: Record<string, unknown> = {};
  if (sections.accounts) body.accounts = sections.accounts;
  const { confirmation_statement, annual_return, last_full_members_list_date } = sections.statementsBlocks;
  if (annual_return) body.annual_return = annual_return;
  if (sections.parent) {
    body.branch_company_details = {
      business_activity: plan.foreign
        ? `${plan.sector.words[0]!.toLowerCase().replace(/^\w/, (c) => c.toUpperCase())} services`
        : 'Business services',
      parent_company_name: sections.parent.name,
      parent_company_number: sections.parent.number,
    };
  }
  const closed =
    plan.status === 'dissolved' ||
    plan.status === 'closed' ||
    plan.status === 'removed' ||
    plan.status === 'converted-closed';
  body.can_file = !closed && plan.kind !== 'fc' && plan.kind !== 'br';
  body.company_name = plan.name;
  body.company_number = n;
  body.company_status = plan.status;
  if (plan.statusDetail) body.company_status_detail = plan.statusDetail;
  if (confirmation_statement) body.confirmation_statement = confirmation_statement;
  const annotations = sections.annotations ?? corporateAnnotations(plan);
  if (annotations.length > 0)
    body.corporate_annotation = annotations.map((a) => ({ created_on: iso(a.createdOn), type: a.type }));
  if (plan.cessation !== undefined) body.date_of_cessation = iso(plan.cessation);
  body.date_of_creation = iso(plan.creation);
  if ((plan.kind === 'fc' || plan.kind === 'oe') && plan.foreign) {
    const registration = String(plan.rng.int(100000, 999999999));
    if (plan.kind === 'fc') body.external_registration_number = registration;
    const foreign = plan.foreign;
    body.foreign_company_details =
      plan.kind === 'fc'
        ? {
            accounting_requirement: {
              foreign_account_type: 'accounting-requirements-of-originating-country-apply',
              terms_of_account_publication: 'accounts-publication-date-supplied-by-company',
            },
            accounts: {
              account_period_from: { day: 1, month: 1 },
              account_period_to: { day: 31, month: 12 },
              must_file_within: { months: 12 },
            },
            business_activity: `${plan.sector.words[0]!.charAt(0)}${plan.sector.words[0]!.slice(1).toLowerCase()} and related activities`,
            governed_by: foreign.governedBy,
            is_a_credit_financial_institution: plan.sector.key === 'finance',
            originating_registry: { country: foreign.country.toUpperCase(), name: foreign.registry },
            registration_number: registration,
            legal_form: legalFormOf(foreign, plan.name),
          }
        : {
            governed_by: foreign.governedBy,
            legal_form: legalFormOf(foreign, plan.name),
            originating_registry: { country: foreign.country.toUpperCase(), name: foreign.registry },
            registration_number: registration,
          };
  }
  body.has_been_liquidated = sections.liquidated;
  body.has_charges = sections.charges;
  body.has_insolvency_history = sections.insolvency;
  body.has_super_secure_pscs = sections.superSecurePscs;
  body.jurisdiction = plan.jurisdiction;
  if (last_full_members_list_date) body.last_full_members_list_date = last_full_members_list_date;
  body.links = links;
  if (plan.previousNames.length > 0) {
    body.previous_company_names = plan.previousNames
      .slice()
      .reverse()
      .map((p) => ({ ceased_on: iso(p.to), effective_from: iso(p.from), name: p.name }));
  }
  body.registered_office_address = plan.office;
  body.registered_office_is_in_dispute = plan.officeInDispute;
  if (plan.kind === 'oe') body.service_address = serviceAddress(plan.rng);
  if (plan.sic.length > 0) body.sic_codes = plan.sic;
  if (plan.subtype) body.subtype = plan.subtype;
  const term = sections.term ?? partnershipTerm(plan);
  if (term) body.term = term;
  body.type = plan.type;
  body.undeliverable_registered_office_address = plan.officeUndeliverable;
  plan.ctx.writer.company({
    company_number: n,
    company_name: plan.name,
    company_status: plan.status,
    type: plan.type,
    date_of_creation: iso(plan.creation),
    parent_company_number: plan.parentNumber ?? null,
    body: JSON.stringify(body),
  });
}
