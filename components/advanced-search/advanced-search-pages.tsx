'use client';
// Page links of advanced search results: real links to /advanced-search?…&page=N.
import { Pagination } from '@/components/ui/pagination';
import { advancedSearchHref } from './query';

export function AdvancedSearchPages({
  filters,
  page,
  pageSize,
  total,
}: {
  filters: string;
  page: number;
  pageSize: number;
  total: number;
}) {
  const params = new URLSearchParams(filters);
  return (
    <Pagination
      window={{ page, pageSize, total }}
      hrefForPage={(n) => advancedSearchHref(params, n)}
      noun="companies"
      label="Result pages"
    />
  );
}
