// Each endpoint's response schema, by catalogue name. Kept apart from the catalogue so that
// browser code can build paths and read query declarations without shipping zod and every
// schema in the first load; it imports this module on demand (lib/query/registry-query.ts).
import type { z } from 'zod';
import type { EndpointName } from '../catalogue';
import * as s from '.';

export const endpointSchemas = {
  searchAll: s.searchAllSchema,
  searchCompanies: s.companySearchSchema,
  searchOfficers: s.officerSearchSchema,
  searchDisqualifiedOfficers: s.disqualifiedOfficerSearchSchema,
  advancedSearchCompanies: s.advancedSearchSchema,
  dissolvedSearchCompanies: s.dissolvedSearchSchema,
  alphabeticalSearchCompanies: s.alphabeticalSearchSchema,
  companyProfile: s.companyProfileSchema,
  registeredOfficeAddress: s.registeredOfficeAddressSchema,
  officerList: s.officerListSchema,
  officerAppointment: s.officerSummarySchema,
  filingHistoryList: s.filingHistoryListSchema,
  filingHistoryItem: s.filingHistoryItemSchema,
  chargeList: s.chargeListSchema,
  chargeDetails: s.chargeDetailsSchema,
  insolvency: s.companyInsolvencySchema,
  registers: s.companyRegisterSchema,
  ukEstablishments: s.companyUKEstablishmentsSchema,
  exemptions: s.companyExemptionsSchema,
  pscList: s.pscListSchema,
  pscIndividual: s.pscIndividualSchema,
  pscIndividualBeneficialOwner: s.pscIndividualBeneficialOwnerSchema,
  pscCorporateEntity: s.pscCorporateEntitySchema,
  pscCorporateEntityBeneficialOwner: s.pscCorporateEntityBeneficialOwnerSchema,
  pscLegalPerson: s.pscLegalPersonSchema,
  pscLegalPersonBeneficialOwner: s.pscLegalPersonBeneficialOwnerSchema,
  pscSuperSecure: s.pscSuperSecureSchema,
  pscSuperSecureBeneficialOwner: s.pscSuperSecureBeneficialOwnerSchema,
  pscStatementList: s.pscStatementListSchema,
  pscStatement: s.pscStatementSchema,
  officerAppointments: s.appointmentListSchema,
  naturalDisqualification: s.naturalDisqualificationSchema,
  corporateDisqualification: s.corporateDisqualificationSchema,
  documentMetadata: s.documentMetadataSchema,
} as const satisfies Record<EndpointName, z.ZodType>;

export type EndpointSchemas = typeof endpointSchemas;

/** The schema an endpoint's response must fit. */
export function schemaOf<N extends EndpointName>(name: N): EndpointSchemas[N] {
  return endpointSchemas[name];
}
