// What some lists' exports compute per page of rows, beyond the rows themselves: the export
// calls a list's enrichment once for each page it writes and hands the answer to the fields as
// `context.page`. Kept apart from the field definitions (lib/export/lists/*.ts), which the
// browser's list definitions import too: an enrichment reads server-side services.
import 'server-only';
import { disqualifiedFlagsFor } from '@/lib/identity/disqualified-service';
import type { OfficerSummary } from '@/lib/registry/schemas';
import type { EndpointName } from '@/lib/registry/catalogue';
import type { OfficerPageChecks } from './officers';
import { getRegistry } from '@/lib/gateway';
import { ownChecks } from '@/lib/search/own-filters';
import type { AdvancedSearchItem } from '@/lib/registry/schemas';
import type { CompanyChecks } from './advanced-search';

/** Registry calls one page of an advanced search export may spend on identity counts and signals (a metered registry). */
export const OWN_EXPORT_CALLS_PER_PAGE = 60;

export type ExportEnrichment = (items: readonly unknown[]) => Promise<unknown>;

export const listEnrichments: Partial<Record<EndpointName, ExportEnrichment>> = {
  // The officers page's own check, page by page: `possibly_disqualified` and its links.
  officerList: (items): Promise<OfficerPageChecks> => disqualifiedFlagsFor(items as readonly OfficerSummary[]),
  // Identity verification counts and signals (ours), company by company, within a page's budget.
  advancedSearchCompanies: (items): Promise<CompanyChecks> =>
    ownChecks(
      (items as readonly AdvancedSearchItem[]).map((item) => item.company_number),
      getRegistry().session({ maxCalls: OWN_EXPORT_CALLS_PER_PAGE }),
      { identity: true, signals: true },
    ),
};

export const exportEnrichmentOf = (name: EndpointName): ExportEnrichment | undefined => listEnrichments[name];
