// Metadata of a company page (the overview or a section) from the profile every company page
// loads anyway: "Officers – TESCO PLC (00445790)" with a description naming the company.
import 'server-only';
import type { Metadata } from 'next';
import { companyCardFacts, companySummary } from '@/lib/share/company-card';
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
    return pageMetadata({ title: `${section.title} – ${company}`, description: section.describe(company), path: `${base}/${section.path}` });
  }
  const description = profile
    ? `${company}: ${companySummary(companyCardFacts(profile))} Officers, filings, charges and people with significant control from the public register.`
    : `Company ${companyNumber} on the public register: officers, filings, charges and people with significant control.`;
  return pageMetadata({ title: company, description, path: base });
}
