import { findResource, getRegistry } from '@/lib/gateway';
import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import type { CompanySearchItem } from '@/lib/registry/schemas';
import { nameStartsWithTerm, partialCompanyNumber, termMatchOffsets } from '@/lib/search/typeahead';

export const dynamic = 'force-dynamic';

/** Companies one answer suggests at most. */
const LIMIT = 5;

export interface CompanySuggestionsBody {
  /** False when the registry has no index to answer from (a remote registry): the box uses the search alone. */
  offered: boolean;
  /** `number`: companies whose number starts with the term; `name`: one per word completing the term's last word. */
  by?: 'number' | 'name';
  items: CompanySearchItem[];
}

// GET /api/search/suggest?q={term} – companies for the header's typeahead beyond what the search
// endpoint answers: by a partial number, or one per word completing a name being typed. Only
// the embedded registry's index answers (`offered: false` otherwise, with no registry call);
// each company is then read as the search shows it, so what is offered is how it is now.
export const GET = registryRoute(async (request) => {
  const term = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  const suggestions = (await getRegistry().capabilities()).companySuggestions;
  if (!suggestions) return jsonResponse(200, { offered: false, items: [] } satisfies CompanySuggestionsBody);
  if (term.length < 2) return jsonResponse(200, { offered: true, items: [] } satisfies CompanySuggestionsBody);
  const partial = partialCompanyNumber(term);
  const numbers = partial
    ? await suggestions.byNumberPrefix(partial, LIMIT)
    : await suggestions.byNameStart(term, LIMIT);
  const found = await Promise.all(
    numbers.map(async (number) => {
      const result = await findResource('searchCompanies', {}, { q: number, items_per_page: 1 });
      return result?.data.items.find((item) => item.company_number === number);
    }),
  );
  // Read by number, an item marks no words of its name: mark the term's, as a name search would.
  const items = found
    .filter(
      (item): item is CompanySearchItem =>
        item !== undefined && (partial !== undefined || nameStartsWithTerm(item.title ?? '', term)),
    )
    .map((item) =>
      partial ? item : { ...item, matches: { ...item.matches, title: termMatchOffsets(item.title ?? '', term) } },
    );
  return jsonResponse(200, {
    offered: true,
    by: partial ? 'number' : 'name',
    items,
  } satisfies CompanySuggestionsBody);
}, appLog);
