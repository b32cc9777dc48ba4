// /search – loading: the page's shape (heading, box, tabs) with skeleton results.
import { SearchResultsSkeleton } from '@/components/search/search-result';
import { Skeleton } from '@/components/ui/states';

export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-16 w-full max-w-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-9 w-full" />
        <SearchResultsSkeleton />
      </div>
    </div>
  );
}
