// Loading state of /company/{n}/officers: the heading, filters and table in skeleton form.
import { OfficersTableSkeleton } from '@/components/officers/officers-table';

export default function Loading() {
  return <OfficersTableSkeleton />;
}
