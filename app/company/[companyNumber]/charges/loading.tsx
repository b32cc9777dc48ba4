// Loading state of /company/{n}/charges: the counts, filter and table in outline.
import { DataTableSkeleton } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/states';

export default function Loading() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-72" />
        </div>
        <Skeleton className="h-7 w-80 rounded-full" />
      </div>
      <DataTableSkeleton columns={6} rows={10} />
    </div>
  );
}
