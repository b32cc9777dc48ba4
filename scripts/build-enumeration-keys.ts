// Writes lib/labels/__fixtures__/enumeration-keys.json: the keys of the registry's published
// enumeration lists that lib/labels has a table for, so the label tests check the tables
// against the registry's lists (not against themselves) without reading ../shared.
// Usage: npx tsx scripts/build-enumeration-keys.ts [path/to/registry-enumerations]

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
const source = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/registry-enumerations'));
const target = path.join(repoRoot, 'lib/labels/__fixtures__/enumeration-keys.json');

/** Label table (as lib/labels/tables.test.ts names it) → the enumeration file and section it covers. */
const LISTS: Record<string, [file: string, section: string]> = {
  'company status': ['constants.yml', 'company_status'],
  'company status detail': ['constants.yml', 'company_status_detail'],
  'company type': ['constants.yml', 'company_type'],
  'company subtype': ['constants.yml', 'company_subtype'],
  'partnership term': ['constants.yml', 'term'],
  jurisdiction: ['constants.yml', 'jurisdiction'],
  'accounts type': ['constants.yml', 'account_type'],
  'foreign account type': ['constants.yml', 'foreign_account_type'],
  'terms of account publication': ['constants.yml', 'terms_of_account_publication'],
  'partial data available': ['constants.yml', 'partial_data_available'],
  'register type': ['constants.yml', 'register_types'],
  'register location': ['constants.yml', 'register_locations'],
  'exemption type': ['exemption_descriptions.yml', 'exemption_type'],
  'corporate annotation type': ['constants.yml', 'corporate_annotation_type'],
  'officer role': ['constants.yml', 'officer_role'],
  'identification type': ['constants.yml', 'identification_type'],
  'contribution sub type': ['constants.yml', 'capital_contribution_sub_type'],
  'nature of control': ['psc_descriptions.yml', 'description'],
  'nature of control (long)': ['psc_descriptions.yml', 'description'],
  'PSC statement': ['psc_descriptions.yml', 'statement_description'],
  'super-secure description': ['psc_descriptions.yml', 'super_secure_description'],
  'disqualification type': ['disqualified_officer_descriptions.yml', 'disqualification_type'],
  'disqualification act': ['disqualified_officer_descriptions.yml', 'act'],
  'disqualification reason': ['disqualified_officer_descriptions.yml', 'description_identifier'],
  'charge status': ['mortgage_descriptions.yml', 'status'],
  'charge classification': ['mortgage_descriptions.yml', 'classificationDesc'],
  'particulars type': ['mortgage_descriptions.yml', 'particular-description'],
  'particulars flag': ['mortgage_descriptions.yml', 'particular-flags'],
  'secured details type': ['mortgage_descriptions.yml', 'secured-details-description'],
  'assets ceased or released': ['mortgage_descriptions.yml', 'assets-ceased-released'],
  'charge filing type': ['mortgage_descriptions.yml', 'filing_type'],
  'insolvency case type': ['constants.yml', 'insolvency_case_type'],
  'insolvency case date type': ['constants.yml', 'insolvency_case_date_type'],
};

/** The keys of one top-level section of a plain YAML map of `'key' : "text"` lines. */
function sectionKeys(yaml: string, section: string): string[] {
  const keys: string[] = [];
  let inSection = false;
  for (const line of yaml.split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      inSection = line.replace(/^---/, '').startsWith(`${section}:`);
      continue;
    }
    const match = inSection ? /^\s+['"]?([^'":]+?)['"]?\s*:/.exec(line) : null;
    if (match) keys.push(match[1]!);
  }
  if (keys.length === 0) throw new Error(`no keys in section ${section}`);
  return keys;
}

const files = new Map<string, string>();
const read = (file: string) =>
  files.get(file) ?? files.set(file, readFileSync(path.join(source, file), 'utf8')).get(file)!;
const lists = Object.fromEntries(
  Object.entries(LISTS).map(([name, [file, section]]) => [name, sectionKeys(read(file), section)]),
);
writeFileSync(
  target,
  `${JSON.stringify({ _source: 'registry-enumerations, by scripts/build-enumeration-keys.ts', ...lists }, null, 2)}\n`,
);
console.log(`wrote ${Object.keys(lists).length} lists to ${path.relative(repoRoot, target)}`);
