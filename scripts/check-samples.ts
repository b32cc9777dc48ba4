// Parses every real registry sample with the schema its file-name prefix names, to prove the
// schemas accept what the real service sends. Usage: npx tsx scripts/check-samples.ts [dir]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import * as schemas from '../lib/registry/schemas';

const schemaByPrefix: Record<string, z.ZodType> = {
  chargeDetails: schemas.chargeDetailsSchema,
  chargeList: schemas.chargeListSchema,
  companyExemptions: schemas.companyExemptionsSchema,
  companyInsolvency: schemas.companyInsolvencySchema,
  companyProfile: schemas.companyProfileSchema,
  companyRegisters: schemas.companyRegisterSchema,
  companyUKEstablishments: schemas.companyUKEstablishmentsSchema,
  disqualifiedOfficerCorporate: schemas.corporateDisqualificationSchema,
  disqualifiedOfficerNatural: schemas.naturalDisqualificationSchema,
  filingHistoryItem: schemas.filingHistoryItemSchema,
  filingHistoryList: schemas.filingHistoryListSchema,
  officerAppointment: schemas.officerSummarySchema,
  officerAppointmentList: schemas.appointmentListSchema,
  officerList: schemas.officerListSchema,
  pscCorporateEntity: schemas.pscCorporateEntitySchema,
  pscCorporateEntityBeneficialOwner: schemas.pscCorporateEntityBeneficialOwnerSchema,
  pscIndividual: schemas.pscIndividualSchema,
  pscIndividualBeneficialOwner: schemas.pscIndividualBeneficialOwnerSchema,
  pscLegalPerson: schemas.pscLegalPersonSchema,
  pscLegalPersonBeneficialOwner: schemas.pscLegalPersonBeneficialOwnerSchema,
  pscList: schemas.pscListSchema,
  pscStatement: schemas.pscStatementSchema,
  pscStatementList: schemas.pscStatementListSchema,
  pscSuperSecure: schemas.pscSuperSecureSchema,
  pscSuperSecureBeneficialOwner: schemas.pscSuperSecureBeneficialOwnerSchema,
  registeredOfficeAddress: schemas.registeredOfficeAddressSchema,
  searchAll: schemas.searchAllSchema,
  searchCompanies: schemas.companySearchSchema,
  searchDisqualifiedOfficers: schemas.disqualifiedOfficerSearchSchema,
  searchOfficers: schemas.officerSearchSchema,
  documentMetadata: schemas.documentMetadataSchema,
};

// Endpoints this app does not call.
const skipped = new Set(['advancedSearchCompanies', 'dissolvedSearchCompanies']);

const dir = resolve(process.argv[2] ?? '../shared/registry-samples');
let files: string[];
try {
  files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
} catch (error) {
  console.error(`cannot read ${dir}: ${(error as Error).message}`);
  process.exit(2);
}

let failures = 0;
const counts = { ok: 0, failed: 0, skipped: 0 };

for (const file of files) {
  const prefix = file.split('__')[0] ?? file;
  if (skipped.has(prefix)) {
    counts.skipped += 1;
    console.log(`skipped  ${file} (not one of our endpoints)`);
    continue;
  }
  const schema = schemaByPrefix[prefix];
  if (!schema) {
    failures += 1;
    counts.failed += 1;
    console.log(`failed   ${file}: no schema for prefix "${prefix}"`);
    continue;
  }
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    failures += 1;
    counts.failed += 1;
    console.log(`failed   ${file}: not JSON (${(error as Error).message})`);
    continue;
  }
  const result = schema.safeParse(body);
  if (result.success) {
    counts.ok += 1;
    console.log(`ok       ${file}`);
  } else {
    failures += 1;
    counts.failed += 1;
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    console.log(`failed   ${file}: ${issues.join('; ')}`);
  }
}

console.log(`\n${files.length} samples: ${counts.ok} ok, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exitCode = failures > 0 ? 1 : 0;
