// The page of a connections table the address asks for: `page` from the search parameters
// (1 when absent), undefined for a malformed page or one past the end (the page answers 404).
import type { SearchParamsRecord } from '@/lib/query/page-state';

export function pageOf<Row>(
  rows: readonly Row[],
  search: SearchParamsRecord,
  pageSize: number,
): { rows: Row[]; page: number; total: number } | undefined {
  const raw = Array.isArray(search.page) ? search.page[0] : search.page;
  const page = raw === undefined || raw === '' ? 1 : /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  if (page < 1 || (page > 1 && (page - 1) * pageSize >= rows.length)) return undefined;
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), page, total: rows.length };
}
