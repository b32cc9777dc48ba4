import { DataTableSkeleton } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/states';

export default function Loading() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-7 w-80 max-w-full" />
      <Skeleton className="h-4 w-full max-w-2xl" />
      <DataTableSkeleton columns={4} rows={6} />
    </div>
  );
}
