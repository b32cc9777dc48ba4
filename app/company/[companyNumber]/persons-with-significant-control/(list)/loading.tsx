import { DataTableSkeleton } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/states';

export default function Loading() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-7 w-96 max-w-full" />
      <Skeleton className="h-4 w-64" />
      <DataTableSkeleton columns={5} rows={8} />
    </div>
  );
}
