// Two more ways to search by name on /search: dissolved companies (by current or previous
// name, from /dissolved-search/companies) and the A–Z view (a name's neighbours in the
// register's alphabetical order, from /alphabetical-search/companies). Server components:
// every view and page is a link, so they work without JavaScript. Each can be downloaded whole
// (lib/export/lists/advanced-search.ts).
import Link from 'next/link';
import { ProblemState } from '@/components/registry/problem-state';
import { ExportLinks } from '@/components/share/export-links';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { dissolvedAddress } from '@/lib/export/lists/advanced-search';
import { loadOptional } from '@/lib/pages/load';
import type { AlphabeticalSearchItem, DissolvedSearchItem } from '@/lib/registry/schemas';

export const REGISTER_VIEWS = ['dissolved', 'a-z'] as const;
export type RegisterView = (typeof REGISTER_VIEWS)[number];
export const registerViewLabels: Record<RegisterView, string> = { dissolved: 'Dissolved companies', 'a-z': 'A–Z' };
const PAGE_SIZE = 20;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function readRegisterView(value: string | string[] | undefined): RegisterView | undefined {
  return REGISTER_VIEWS.find((view) => view === first(value));
}

/** The address of a view of a search, with its own options. */
export function registerViewHref(
  view: RegisterView,
  q: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams({ q, view });
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) params.set(name, String(value));
  return `/search?${params}`;
}

const linkClass = 'text-blue-700 underline underline-offset-2 dark:text-blue-300';
const companyLink = (row: { company_number: string; company_name: string }) => (
  <Link href={`/company/${row.company_number}`} className={`font-medium ${linkClass}`}>
    {row.company_name}
  </Link>
);

type Params = Record<string, string | string[] | undefined>;

export async function DissolvedResults({ q, params }: { q: string; params: Params }) {
  const byPrevious = first(params.by) === 'previous-name';
  const page = Math.min(50, Math.max(1, Math.floor(Number(first(params.page) || '1')) || 1));
  const loaded = await loadOptional(
    'dissolvedSearchCompanies',
    {},
    {
      q,
      search_type: byPrevious ? 'previous-name-dissolved' : 'best-match',
      size: PAGE_SIZE,
      start_index: (page - 1) * PAGE_SIZE,
    },
  );
  const choice = (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Match the{' '}
      {[
        { by: undefined, label: 'current name', current: !byPrevious },
        { by: 'previous-name', label: 'a previous name', current: byPrevious },
      ].map((option, i) => (
        <span key={option.label}>
          {i > 0 && ' or '}
          {option.current ? (
            <strong aria-current="true">{option.label}</strong>
          ) : (
            <Link href={registerViewHref('dissolved', q, { by: option.by })} className={linkClass}>
              {option.label}
            </Link>
          )}
        </span>
      ))}
    </p>
  );
  if (loaded && !loaded.ok) return <ProblemState problem={loaded.problem} />;
  const data = loaded?.result.data;
  if (!data || data.items.length === 0) {
    return (
      <div className="space-y-3">
        {choice}
        <EmptyState title={`No dissolved companies ${byPrevious ? 'were once called' : 'match'} “${q}”`} />
      </div>
    );
  }
  const hits = data.hits ?? data.items.length;
  const columns: Column<DissolvedSearchItem>[] = [
    { key: 'name', header: 'Name', cell: companyLink },
    { key: 'number', header: 'Number', className: 'whitespace-nowrap font-mono', cell: (row) => row.company_number },
    ...(byPrevious
      ? [
          {
            key: 'previous',
            header: 'Previous name that matched',
            cell: (row: DissolvedSearchItem) => row.matched_previous_company_name?.name ?? '',
          },
        ]
      : []),
    {
      key: 'incorporated',
      header: 'Incorporated',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.date_of_creation),
    },
    {
      key: 'dissolved',
      header: 'Dissolved',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.date_of_cessation),
    },
    // The registry gives the registered office when the company's record has one.
    ...(data.items.some((row) => dissolvedAddress(row))
      ? [
          {
            key: 'address',
            header: 'Registered office',
            className: 'max-md:hidden',
            cell: (row: DissolvedSearchItem) => dissolvedAddress(row) ?? '',
          },
        ]
      : []),
  ];
  const pages = Math.min(50, Math.ceil(hits / PAGE_SIZE));
  return (
    <div className="space-y-3">
      {choice}
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 className="text-lg font-semibold">
          {hits.toLocaleString('en-GB')} dissolved {hits === 1 ? 'company' : 'companies'}
        </h2>
        <ExportLinks
          path="/dissolved-search/companies"
          query={{ q, search_type: byPrevious ? 'previous-name-dissolved' : 'best-match' }}
          noun="dissolved companies"
          compact
        />
      </div>
      <DataTable
        caption={`Dissolved companies matching “${q}”`}
        columns={columns}
        rows={data.items}
        rowKey={(row) => row.company_number}
      />
      {pages > 1 && (
        <nav aria-label="Result pages" className="flex gap-3 text-sm">
          {page > 1 && (
            <Link
              href={registerViewHref('dissolved', q, { by: byPrevious ? 'previous-name' : undefined, page: page - 1 })}
              className={linkClass}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              href={registerViewHref('dissolved', q, { by: byPrevious ? 'previous-name' : undefined, page: page + 1 })}
              className={linkClass}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

export async function AlphabeticalResults({ q, params }: { q: string; params: Params }) {
  const before = first(params.before).slice(0, 200);
  const after = first(params.after).slice(0, 200);
  const loaded = await loadOptional(
    'alphabeticalSearchCompanies',
    {},
    {
      q,
      size: PAGE_SIZE,
      ...(before ? { search_above: before } : after ? { search_below: after } : {}),
    },
  );
  if (loaded && !loaded.ok) return <ProblemState problem={loaded.problem} />;
  const data = loaded?.result.data;
  if (!data || data.items.length === 0)
    return (
      <EmptyState
        title={
          before
            ? 'No names come before these in the register'
            : after
              ? 'No names come after these in the register'
              : 'The register is empty'
        }
      />
    );
  const top = !before && !after ? data.top_hit?.company_number : undefined;
  const columns: Column<AlphabeticalSearchItem>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <>
          {companyLink(row)}
          {row.company_number === top && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              nearest to “{q}”
            </span>
          )}
        </>
      ),
    },
    { key: 'number', header: 'Number', className: 'whitespace-nowrap font-mono', cell: (row) => row.company_number },
    { key: 'status', header: 'Status', cell: (row) => companyStatusLabel(row.company_status) },
    {
      key: 'type',
      header: 'Type',
      className: 'max-md:hidden',
      cell: (row) => (row.company_type ? companyTypeLabel(row.company_type) : ''),
    },
  ];
  const firstKey = data.items[0]!.ordered_alpha_key_with_id;
  const lastKey = data.items.at(-1)!.ordered_alpha_key_with_id;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 className="text-lg font-semibold">Names around “{q}” in the register</h2>
        {/* From this view's place on, in the register's order: as far as the export's caps go. */}
        <ExportLinks
          path="/alphabetical-search/companies"
          query={{ q, search_above: before || undefined, search_below: before ? undefined : after || undefined }}
          noun="companies from here in A–Z order"
          compact
        />
      </div>
      <nav aria-label="Move through the register" className="flex gap-4 text-sm">
        <Link href={registerViewHref('a-z', q, { before: firstKey })} className={linkClass}>
          ↑ Earlier names
        </Link>
        <Link href={registerViewHref('a-z', q, { after: lastKey })} className={linkClass}>
          Later names ↓
        </Link>
      </nav>
      <DataTable
        caption={`Companies near “${q}” in alphabetical order`}
        columns={columns}
        rows={data.items}
        rowKey={(row) => row.company_number}
      />
    </div>
  );
}
