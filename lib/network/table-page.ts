// The page of a connections table the address asks for: `page` from the search parameters
// (1 when absent), or the 404 problem of a malformed page or one past the end.
import type { Problem } from '@/lib/pages/load';
import { pastEndProblem } from '@/lib/pages/list-page';
import type { Nouns, SearchParamsRecord } from '@/lib/query/page-state';

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

/** The page the address asks for, or the problem the page shows instead (past the end: how long the list is). */
export function pageOrPastEnd<Row>(
  rows: readonly Row[],
  search: SearchParamsRecord,
  pageSize: number,
  nouns: Nouns,
): { ok: true; page: { rows: Row[]; page: number; total: number } } | { ok: false; problem: Problem } {
  const page = pageOf(rows, search, pageSize);
  if (page) return { ok: true, page };
  return { ok: false, problem: pastEndProblem({ total: rows.length, pageSize, nouns }, search) };
}
