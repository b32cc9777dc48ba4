// The columns of every export, one mapping per list endpoint: flat values only (dates as
// YYYY-MM-DD, months of birth as YYYY-MM, addresses on one line), raw registry keys with a
// plain-language label beside them where the key alone is cryptic, and a link to the row's
// page on this site. docs/exports.md lists them (a test keeps the two in step).
import { formatAddress } from '@/lib/labels/address';
import { chargeStatusLabel } from '@/lib/labels/charges';
import { companyStatusLabel, companyTypeLabel, filingCategoryLabel } from '@/lib/labels/company';
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import { natureOfControlLabel, officerRoleLabel, pscKindLabel, pscStatementLabel, restrictionsNoticeWithdrawalReasonLabel, superSecureDescriptionLabel } from '@/lib/labels/people';
import type { ResourceOf } from '@/lib/registry/catalogue';

export const EXPORT_ENDPOINTS = [
  'officerList',
  'officerAppointments',
  'filingHistoryList',
  'chargeList',
  'pscList',
  'pscStatementList',
  'searchAll',
  'searchCompanies',
  'searchOfficers',
  'searchDisqualifiedOfficers',
] as const;

export type ExportEndpoint = (typeof EXPORT_ENDPOINTS)[number];
export type ExportItem<N extends ExportEndpoint> = ResourceOf<N>['items'][number];
export type CellValue = string | number | boolean | undefined | null;

export interface ExportContext {
  /** The site's public origin, for the `url` column. */
  origin: string;
}

export interface Column<T> {
  /** The JSON key, snake_case and stable. */
  key: string;
  /** The CSV header, in words. */
  header: string;
  value: (item: T, context: ExportContext) => CellValue;
}

export const isExportEndpoint = (name: string): name is ExportEndpoint => (EXPORT_ENDPOINTS as readonly string[]).includes(name);

// Helpers for the flat forms.
const monthOfBirth = (value?: { month: number; year: number }) => (value ? `${value.year}-${String(value.month).padStart(2, '0')}` : undefined);
const list = (values?: readonly string[]) => (values && values.length > 0 ? values.join('; ') : undefined);
const labelled = (values: readonly string[] | undefined, label: (key: string) => string) => list(values?.map(label));
/** The last segment of a registry link: an id. */
const idFrom = (link?: string, before?: string) => {
  if (!link) return undefined;
  const parts = link.split('/').filter(Boolean);
  if (before) {
    const at = parts.indexOf(before);
    return at >= 0 ? parts[at + 1] : undefined;
  }
  return parts.at(-1);
};
/** The row's page on this site: the registry's paths are this site's paths. */
const pageUrl = (path: string | undefined, { origin }: ExportContext) => (path && path.startsWith('/') ? `${origin}${path}` : undefined);

const column = <T,>(key: string, header: string, value: Column<T>['value']): Column<T> => ({ key, header, value });

type Columns<N extends ExportEndpoint> = Column<ExportItem<N>>[];

const officers: Columns<'officerList'> = [
  column('name', 'Name', (o) => o.name),
  column('officer_role', 'Role (registry key)', (o) => o.officer_role),
  column('officer_role_label', 'Role', (o) => officerRoleLabel(o.officer_role)),
  column('appointed_on', 'Appointed on', (o) => o.appointed_on ?? o.appointed_before),
  column('resigned_on', 'Resigned on', (o) => o.resigned_on),
  column('date_of_birth', 'Month of birth', (o) => monthOfBirth(o.date_of_birth)),
  column('nationality', 'Nationality', (o) => o.nationality),
  column('country_of_residence', 'Country of residence', (o) => o.country_of_residence),
  column('occupation', 'Occupation', (o) => o.occupation),
  column('address', 'Correspondence address', (o) => formatAddress(o.address)),
  column('registration_number', 'Registration number (corporate officers)', (o) => o.identification?.registration_number),
  column('officer_id', 'Officer id', (o) => idFrom(o.links.officer.appointments, 'officers')),
  column('url', 'Officer appointments page', (o, context) => pageUrl(o.links.officer.appointments, context)),
];

const appointments: Columns<'officerAppointments'> = [
  column('company_number', 'Company number', (a) => a.appointed_to.company_number),
  column('company_name', 'Company name', (a) => a.appointed_to.company_name),
  column('company_status', 'Company status (registry key)', (a) => a.appointed_to.company_status),
  column('company_status_label', 'Company status', (a) => a.appointed_to.company_status && companyStatusLabel(a.appointed_to.company_status)),
  column('officer_role', 'Role (registry key)', (a) => a.officer_role),
  column('officer_role_label', 'Role', (a) => officerRoleLabel(a.officer_role)),
  column('appointed_on', 'Appointed on', (a) => a.appointed_on ?? a.appointed_before),
  column('resigned_on', 'Resigned on', (a) => a.resigned_on),
  column('name', 'Name on the appointment', (a) => a.name),
  column('occupation', 'Occupation', (a) => a.occupation),
  column('nationality', 'Nationality', (a) => a.nationality),
  column('country_of_residence', 'Country of residence', (a) => a.country_of_residence),
  column('address', 'Correspondence address', (a) => formatAddress(a.address)),
  column('url', 'Company page', (a, context) => pageUrl(a.links.company, context)),
];

const filings: Columns<'filingHistoryList'> = [
  column('date', 'Date', (f) => f.date),
  column('type', 'Form', (f) => f.type),
  column('category', 'Category (registry key)', (f) => f.category),
  column('category_label', 'Category', (f) => filingCategoryLabel(f.category)),
  column('subcategory', 'Subcategory (registry key)', (f) => f.subcategory),
  column('description', 'Description', (f) => describeFilingText(f)),
  column('description_key', 'Description (registry key)', (f) => f.description),
  column('action_date', 'Takes effect on', (f) => f.action_date),
  column('pages', 'Pages', (f) => f.pages),
  column('paper_filed', 'Filed on paper', (f) => f.paper_filed),
  column('barcode', 'Barcode', (f) => f.barcode),
  column('transaction_id', 'Transaction id', (f) => f.transaction_id),
  column('url', 'Filing page', (f, context) => pageUrl(f.links?.self, context)),
];

const charges: Columns<'chargeList'> = [
  column('charge_number', 'Charge number', (c) => c.charge_number),
  column('charge_code', 'Charge code', (c) => c.charge_code),
  column('status', 'Status (registry key)', (c) => c.status),
  column('status_label', 'Status', (c) => chargeStatusLabel(c.status)),
  column('classification', 'Classification', (c) => c.classification.description),
  column('created_on', 'Created on', (c) => c.created_on),
  column('delivered_on', 'Delivered on', (c) => c.delivered_on),
  column('acquired_on', 'Acquired on', (c) => c.acquired_on),
  column('satisfied_on', 'Satisfied on', (c) => c.satisfied_on),
  column('persons_entitled', 'Persons entitled', (c) => list(c.persons_entitled?.map((p) => p.name))),
  column('more_than_four_persons_entitled', 'More than four persons entitled', (c) => c.more_than_four_persons_entitled),
  column('particulars', 'Particulars', (c) => c.particulars?.description),
  column('secured_details', 'Amount secured', (c) => c.secured_details?.description),
  column('charge_id', 'Charge id', (c) => c.id ?? idFrom(c.links?.self)),
  column('url', 'Charge page', (c, context) => pageUrl(c.links?.self, context)),
];

const pscs: Columns<'pscList'> = [
  column('name', 'Name', (p) => p.name ?? (p.description ? superSecureDescriptionLabel(p.description) : undefined)),
  column('kind', 'Kind (registry key)', (p) => p.kind),
  column('kind_label', 'Kind', (p) => pscKindLabel(p.kind)),
  column('notified_on', 'Notified on', (p) => p.notified_on),
  column('ceased_on', 'Ceased on', (p) => p.ceased_on),
  column('natures_of_control', 'Natures of control (registry keys)', (p) => list(p.natures_of_control)),
  column('natures_of_control_labels', 'Natures of control', (p) => labelled(p.natures_of_control, natureOfControlLabel)),
  column('date_of_birth', 'Month of birth', (p) => monthOfBirth(p.date_of_birth)),
  column('nationality', 'Nationality', (p) => p.nationality),
  column('country_of_residence', 'Country of residence', (p) => p.country_of_residence),
  column('address', 'Address', (p) => formatAddress(p.address ?? p.principal_office_address)),
  column('legal_form', 'Legal form', (p) => p.identification?.legal_form),
  column('legal_authority', 'Legal authority', (p) => p.identification?.legal_authority),
  column('registration_number', 'Registration number', (p) => p.identification?.registration_number),
  column('place_registered', 'Place registered', (p) => p.identification?.place_registered),
  column('psc_id', 'PSC id', (p) => idFrom(p.links.self)),
  column('url', 'PSC page', (p, context) => pageUrl(p.links.self, context)),
];

const statements: Columns<'pscStatementList'> = [
  column('statement', 'Statement (registry key)', (s) => s.statement),
  column('statement_label', 'Statement', (s) => pscStatementLabel(s.statement, s.linked_psc_name)),
  column('notified_on', 'Notified on', (s) => s.notified_on),
  column('ceased_on', 'Withdrawn on', (s) => s.ceased_on),
  column('linked_psc_name', 'Person named', (s) => s.linked_psc_name),
  column('restrictions_notice_withdrawal_reason', 'Restrictions notice withdrawn because', (s) =>
    s.restrictions_notice_withdrawal_reason && restrictionsNoticeWithdrawalReasonLabel(s.restrictions_notice_withdrawal_reason),
  ),
  column('statement_id', 'Statement id', (s) => idFrom(s.links.self)),
  column('url', 'Statement page', (s, context) => pageUrl(s.links.self, context)),
];

const searchCompanies: Columns<'searchCompanies'> = [
  column('company_number', 'Company number', (c) => c.company_number),
  column('name', 'Name', (c) => c.title),
  column('company_status', 'Status (registry key)', (c) => c.company_status),
  column('company_status_label', 'Status', (c) => companyStatusLabel(c.company_status)),
  column('company_type', 'Type (registry key)', (c) => c.company_type),
  column('company_type_label', 'Type', (c) => companyTypeLabel(c.company_type)),
  column('date_of_creation', 'Incorporated on', (c) => c.date_of_creation),
  column('date_of_cessation', 'Ceased on', (c) => c.date_of_cessation),
  column('address', 'Registered office', (c) => c.address_snippet),
  column('url', 'Company page', (c, context) => pageUrl(c.links.self, context)),
];

const searchOfficers: Columns<'searchOfficers'> = [
  column('name', 'Name', (o) => o.title),
  column('appointment_count', 'Appointments', (o) => o.appointment_count),
  column('date_of_birth', 'Month of birth', (o) => monthOfBirth(o.date_of_birth)),
  column('address', 'Correspondence address', (o) => o.address_snippet),
  column('description', 'Summary', (o) => o.description),
  column('officer_id', 'Officer id', (o) => idFrom(o.links.self, 'officers')),
  column('url', 'Officer appointments page', (o, context) => pageUrl(o.links.self, context)),
];

const searchDisqualified: Columns<'searchDisqualifiedOfficers'> = [
  column('name', 'Name', (o) => o.title),
  column('date_of_birth', 'Date of birth', (o) => o.date_of_birth),
  column('address', 'Address', (o) => o.address_snippet),
  column('description', 'Summary', (o) => o.description),
  column('officer_id', 'Officer id', (o) => idFrom(o.links.self)),
  column('url', 'Disqualification page', (o, context) => pageUrl(o.links.self, context)),
];

const searchAll: Columns<'searchAll'> = [
  column('kind', 'Kind', (r) => r.kind),
  column('name', 'Name', (r) => r.title),
  column('company_number', 'Company number', (r) => r.company_number),
  column('company_status', 'Company status (registry key)', (r) => r.company_status),
  column('date_of_creation', 'Incorporated on', (r) => r.date_of_creation),
  column('appointment_count', 'Appointments', (r) => r.appointment_count),
  column('date_of_birth', 'Date or month of birth', (r) =>
    typeof r.date_of_birth === 'string' ? r.date_of_birth : monthOfBirth(r.date_of_birth as { month: number; year: number } | undefined),
  ),
  column('address', 'Address', (r) => r.address_snippet),
  column('description', 'Summary', (r) => r.description),
  column('url', 'Page', (r, context) => pageUrl(r.links.self, context)),
];

export const exportColumns: { [N in ExportEndpoint]: Columns<N> } = {
  officerList: officers,
  officerAppointments: appointments,
  filingHistoryList: filings,
  chargeList: charges,
  pscList: pscs,
  pscStatementList: statements,
  searchAll,
  searchCompanies,
  searchOfficers,
  searchDisqualifiedOfficers: searchDisqualified,
};

/** One item as a flat row, keyed by column: what the JSON export writes. */
export function rowOf<N extends ExportEndpoint>(name: N, item: ExportItem<N>, context: ExportContext): Record<string, CellValue> {
  const row: Record<string, CellValue> = {};
  for (const col of exportColumns[name] as Column<ExportItem<N>>[]) {
    const value = col.value(item, context);
    row[col.key] = value === '' ? null : (value ?? null);
  }
  return row;
}
