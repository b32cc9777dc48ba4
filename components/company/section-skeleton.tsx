// Each company section while it loads, in the section's own shape: the lists as their tables
// (same headers and column widths), the overview and the smaller sections as their fact lists.
// The paged lists' tables and filters come from their definitions (components/lists/), so a
// skeleton cannot drift from its table. Loaded when the page goes idle, never in the first load.
import type { ReactNode } from 'react';
import { listDefinitions } from '@/components/lists/list-definitions';
import type { ListDefinition, ListEndpoint } from '@/components/lists/define-list';
import { ListSkeleton } from '@/components/lists/list-skeleton';
import { DataTableSkeleton, type ColumnShape } from '@/components/ui/data-table';
import { DetailsSkeleton } from '@/components/ui/details';
import { Skeleton } from '@/components/ui/states';

/** A bar in a box of its text's line height: `line` the box, `bar` the bar's height and width. */
function Line({ line, bar }: { line: string; bar: string }) {
  return (
    <div className={`flex items-center ${line}`}>
      <Skeleton className={`${bar} max-w-full`} />
    </div>
  );
}

const Heading = ({ width }: { width: string }) => <Line line="h-7" bar={`h-5 ${width}`} />;
const SmallText = ({ width }: { width: string }) => <Line line="h-5" bar={`h-3.5 ${width}`} />;

/** A row of filter links: their label ("Show:"), then pills as tall as the real ones. */
function Pills({ label, widths }: { label: string; widths: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Skeleton className={`h-3.5 ${label}`} />
      {widths.map((width, index) => (
        <Skeleton key={index} className={`h-7.5 rounded-full ${width}`} />
      ))}
    </div>
  );
}

/** The row above a list: "Loading…" on a page turn at the left, the download links at the right. */
const ListToolbar = () => <Line line="h-5 justify-end" bar="h-3.5 w-44" />;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <Heading width={title} />
      {children}
    </div>
  );
}

// The smaller sections' tables, which are not paged lists.
const COLUMNS = {
  practitioners: [
    { key: 'name', header: 'Practitioner' },
    { key: 'role', header: 'Role' },
    { key: 'appointed', header: 'Appointed', className: 'whitespace-nowrap' },
    { key: 'ceased', header: 'Ceased to act', className: 'whitespace-nowrap' },
    { key: 'address', header: 'Address', className: 'min-w-56' },
  ],
  registers: [
    { key: 'moved', header: 'Since', className: 'whitespace-nowrap' },
    { key: 'where', header: 'Kept at' },
    { key: 'filing', header: 'Filing' },
  ],
  establishments: [
    { key: 'name', header: 'Establishment' },
    { key: 'number', header: 'Number', className: 'font-mono' },
    { key: 'status', header: 'Status' },
    { key: 'locality', header: 'Town' },
  ],
} satisfies Record<string, readonly ColumnShape[]>;

/** A paged list from its definition, under the heading block's bars. */
function List({ list, head, lines }: { list: ListEndpoint; head: ReactNode; lines?: number }) {
  const definition = listDefinitions[list] as ListDefinition<ListEndpoint, never>;
  const controls =
    list === 'filingHistoryList' ? (
      <Pills label="w-15" widths={['w-10', 'w-27', 'w-76', 'w-23', 'w-26', 'w-33', 'w-24']} />
    ) : undefined;
  return (
    <ListSkeleton definition={definition} head={head} controls={controls} toolbar={<ListToolbar />} lines={lines} />
  );
}

/** The smaller sections (lib/pages/company-section.tsx): a heading over the section's body. */
function TitledSkeleton({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <Heading width={title} />
      {children}
    </div>
  );
}

const SKELETONS: Record<string, ReactNode> = {
  '': (
    <div className="space-y-8">
      <Block title="w-40">
        <DetailsSkeleton count={5} columns={3} />
      </Block>
      <Block title="w-56">
        <div className="space-y-1">
          <Line line="h-6" bar="h-4 w-120" />
          <Line line="h-6" bar="h-4 w-60" />
        </div>
      </Block>
      <div className="grid gap-8 md:grid-cols-2">
        <Block title="w-28">
          <DetailsSkeleton count={4} columns={1} />
        </Block>
        <Block title="w-56">
          <DetailsSkeleton count={2} columns={1} />
        </Block>
      </div>
    </div>
  ),
  'filing-history': (
    <List
      list="filingHistoryList"
      head={
        <>
          <Heading width="w-28" />
          <SmallText width="w-16" />
        </>
      }
    />
  ),
  officers: <List list="officerList" head={<Heading width="w-60" />} lines={3} />,
  'persons-with-significant-control': (
    <List
      list="pscList"
      head={
        <>
          <Heading width="w-108" />
          <SmallText width="w-108" />
        </>
      }
      lines={3}
    />
  ),
  'persons-with-significant-control-statements': (
    <List
      list="pscStatementList"
      head={
        <>
          <Heading width="w-72" />
          <SmallText width="w-220" />
          <SmallText width="w-80" />
        </>
      }
      lines={2}
    />
  ),
  charges: (
    <List
      list="chargeList"
      head={
        <>
          <Heading width="w-44" />
          <SmallText width="w-64" />
        </>
      }
      lines={3}
    />
  ),
  insolvency: (
    <TitledSkeleton title="w-24">
      <div className="space-y-8">
        <Skeleton className="h-5.5 w-20 rounded-full" />
        {[0, 1].map((insolvencyCase) => (
          <div key={insolvencyCase} className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <Heading width="w-64" />
            <DetailsSkeleton count={2} columns={3} />
            <DataTableSkeleton columns={COLUMNS.practitioners} rows={1} />
          </div>
        ))}
      </div>
    </TitledSkeleton>
  ),
  registers: (
    <TitledSkeleton title="w-20">
      <div className="space-y-6">
        <Line line="h-6" bar="h-4 w-140" />
        {[1, 2, 2].map((rows, register) => (
          <Block key={register} title="w-48">
            <DataTableSkeleton columns={COLUMNS.registers} rows={rows} />
          </Block>
        ))}
      </div>
    </TitledSkeleton>
  ),
  'uk-establishments': (
    <TitledSkeleton title="w-40">
      <DataTableSkeleton columns={COLUMNS.establishments} rows={2} />
    </TitledSkeleton>
  ),
  exemptions: (
    <TitledSkeleton title="w-28">
      <div className="space-y-6">
        {['w-176', 'w-104'].map((title) => (
          <Block key={title} title={title}>
            <div>
              <Line line="h-6" bar="h-4 w-full" />
              <Line line="h-6" bar="h-4 w-64" />
            </div>
          </Block>
        ))}
      </div>
    </TitledSkeleton>
  ),
  ownership: (
    <TitledSkeleton title="w-28">
      <div className="space-y-6">
        <Line line="h-6" bar="h-4 w-160" />
        <Skeleton className="h-64 w-full" />
      </div>
    </TitledSkeleton>
  ),
  // The graph above the ranked table of companies sharing officers.
  network: (
    <TitledSkeleton title="w-36">
      <div className="space-y-6">
        <Line line="h-6" bar="h-4 w-160" />
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </TitledSkeleton>
  ),
  financials: (
    <TitledSkeleton title="w-28">
      <div className="space-y-6">
        <Line line="h-6" bar="h-4 w-160" />
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-60 w-full max-w-2xl" />
      </div>
    </TitledSkeleton>
  ),
  'registered-office-address': (
    <TitledSkeleton title="w-52">
      <DetailsSkeleton count={1} columns={1} />
    </TitledSkeleton>
  ),
};

/** The skeleton of the company section at `section` (its path under the company; '' is the overview). */
export function CompanySectionSkeleton({ section }: { section: string }) {
  const skeleton = SKELETONS[section];
  if (skeleton) return <div aria-hidden="true">{skeleton}</div>;
  return (
    <div aria-hidden="true" className="space-y-4">
      <Heading width="w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
