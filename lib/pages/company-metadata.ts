// Metadata of a company page (the overview, a section, a list or one record of it) from the
// profile every company page loads anyway: "Officers – TESCO PLC (00445790)" with a
// description naming the company.
import 'server-only';
import type { Metadata } from 'next';
import { companyCardFacts, companySummary } from '@/lib/share/company-card';
import { companyLabel } from './descriptions';
import { loadOptional } from './load';
import { pageMetadata } from './metadata';

export interface CompanySectionMeta {
  /** The tab's name: "Officers", "Filing history". */
  title: string;
  /** The path under the company: `officers`, `filing-history`. */
  path: string;
  /** What the section shows, given "ACME LIMITED (01234567)": "Directors and secretaries of ACME LIMITED (01234567), …". */
  describe: (company: string) => string;
}

/** Metadata for `/company/{n}` (no section) or one of its sections. A missing or unreadable profile falls back to the number. */
export async function companyPageMetadata(companyNumber: string, section?: CompanySectionMeta): Promise<Metadata> {
  const loaded = await loadOptional('companyProfile', { company_number: companyNumber });
  const profile = loaded?.ok ? loaded.result.data : undefined;
  const company = profile ? `${profile.company_name} (${profile.company_number})` : `Company ${companyNumber}`;
  const base = `/company/${encodeURIComponent(companyNumber)}`;
  if (section) {
    return pageMetadata({
      title: `${section.title} – ${company}`,
      description: section.describe(company),
      path: `${base}/${section.path}`,
    });
  }
  const description = profile
    ? `${company}: ${companySummary(companyCardFacts(profile))} Officers, filings, charges and persons with significant control from the public register.`
    : `Company ${companyNumber} on the public register: officers, filings, charges and persons with significant control.`;
  return pageMetadata({ title: company, description, path: base });
}

export interface CompanyRecordMeta {
  /** The path's segments under the company: `['officers']`, `['filing-history', transactionId]`. */
  path: readonly string[];
  /** The page's title, given the company's name (its number when the profile cannot be read). */
  title: (name: string) => string;
  /** The page's description, given "ACME PLC (company 00719244)" (see `descriptions.ts`). */
  describe: (company: string) => string;
}

/** Metadata for a company's list page or one record of it (an officer list, a filing, a charge…). */
export async function companyRecordMetadata(companyNumber: string, page: CompanyRecordMeta): Promise<Metadata> {
  const loaded = await loadOptional('companyProfile', { company_number: companyNumber });
  const name = loaded?.ok ? loaded.result.data.company_name : undefined;
  const path = ['company', companyNumber, ...page.path].map(encodeURIComponent).join('/');
  return pageMetadata({
    title: page.title(name ?? companyNumber),
    description: page.describe(companyLabel(companyNumber, name)),
    path: `/${path}`,
  });
}
