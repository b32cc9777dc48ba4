// The companyProfile body: the plan's facts, the blocks the filing history produced, and
// links only to the sections that exist (api-facts §8; WEB shows a tab per link).
import type { CompanyPlan } from './company';
import { legalFormOf } from './data/places';
import { iso } from './dates';
import type { AccountsBlock, StatementBlocks } from './lifecycle';
import { serviceAddress } from './plan';

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
