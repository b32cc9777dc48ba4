// Loading state of /company/{n}/charges/{charge_id}: the charge's details in outline.
import { ChargeDetailsSkeleton } from '@/components/charges/charge-details';

export default function Loading() {
  return <ChargeDetailsSkeleton />;
}
