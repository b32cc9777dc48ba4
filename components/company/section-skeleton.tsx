// The loading state of a company section: a heading and a few rows, in the section's place.
import { Skeleton } from '@/components/ui/states';

export function SectionSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
