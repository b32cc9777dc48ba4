// Loading state of /company/{n}/filing-history: the heading, filter and table in outline.
import { DataTableSkeleton } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/states';

export default function Loading() {
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-28" />
      </div>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-7 w-24 rounded-full" />
        ))}
      </div>
      <DataTableSkeleton columns={4} rows={10} />
    </div>
  );
}
