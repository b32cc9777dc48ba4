// Loading state of /company/{n}/filing-history/{transaction_id}: the filing's details in outline.
import { FilingDetailsSkeleton } from '@/components/filings/filing-details';

export default function Loading() {
  return <FilingDetailsSkeleton />;
}
