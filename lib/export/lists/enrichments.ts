// What some lists' exports compute per page of rows, beyond the rows themselves: the export
// calls a list's enrichment once for each page it writes and hands the answer to the fields as
// `context.page`. Kept apart from the field definitions (lib/export/lists/*.ts), which the
// browser's list definitions import too: an enrichment reads server-side services.
import 'server-only';
import { findResource, getRegistry } from '@/lib/gateway';
import { disqualifiedFlagsFor } from '@/lib/identity/disqualified-service';
import { ukToday } from '@/lib/labels/dates';
import type { AdvancedSearchItem, OfficerSummary } from '@/lib/registry/schemas';
import { ownChecks } from '@/lib/search/own-filters';
import type { EndpointName } from '@/lib/registry/catalogue';
import { verificationCompanyOf, type VerificationView } from '@/lib/verification/rows';
import type { VerificationPage } from './identity';
import type { OfficerPage } from './officers';
import type { CompanyChecks } from './advanced-search';

/** Registry calls one page of an advanced search export may spend on identity counts and signals (a metered registry). */
export const OWN_EXPORT_CALLS_PER_PAGE = 60;

export type ExportEnrichment = (items: readonly unknown[]) => Promise<unknown>;

/** What an export is of: the list's path parameters, and the client it is charged to. */
export interface EnrichmentScope {
  params: Readonly<Record<string, string>>;
  client?: string;
}

/**
 * The company and day a company's officers and PSCs are judged by, read once for the export (the
 * profile the company's pages read: from the gateway's cache, mostly); undefined when the company
 * cannot be read, which leaves the verdicts blank and the details still written.
 */
function verificationViewOnce({ params, client }: EnrichmentScope): () => Promise<VerificationView | undefined> {
  const today = ukToday();
  let view: Promise<VerificationView | undefined> | undefined;
  return () =>
    (view ??= params.company_number
      ? findResource('companyProfile', { company_number: params.company_number }, undefined, { client })
          .then((found) => (found ? { company: verificationCompanyOf(found.data), today } : undefined))
          .catch(() => undefined)
      : Promise.resolve(undefined));
}

const listEnrichments: Partial<Record<EndpointName, (scope: EnrichmentScope) => ExportEnrichment>> = {
  // The officers page's own disqualification check, page by page, and its identity verdicts.
  officerList: (scope) => {
    const view = verificationViewOnce(scope);
    return async (items): Promise<OfficerPage> => {
      const [checks, verification] = await Promise.all([
        disqualifiedFlagsFor(items as readonly OfficerSummary[]).catch(() => undefined),
        view(),
      ]);
      return { checks, verification };
    };
  },
  pscList: (scope) => {
    const view = verificationViewOnce(scope);
    return async (): Promise<VerificationPage> => ({ verification: await view() });
  },
  // An officer's appointments across companies: the day only (no company to judge by).
  officerAppointments: () => {
    const today = ukToday();
    return async (): Promise<VerificationPage> => ({ today });
  },
  // Identity verification counts and signals (ours), company by company, within a page's budget.
  advancedSearchCompanies:
    () =>
    async (items): Promise<CompanyChecks> =>
      ownChecks(
        (items as readonly AdvancedSearchItem[]).map((item) => item.company_number),
        getRegistry().session({ maxCalls: OWN_EXPORT_CALLS_PER_PAGE }),
        { identity: true, signals: true },
      ),
};

/** The list's enrichment for one export of it; undefined for lists without one. */
export const exportEnrichmentOf = (name: EndpointName, scope: EnrichmentScope): ExportEnrichment | undefined =>
  listEnrichments[name]?.(scope);
