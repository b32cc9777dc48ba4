import { ListNotFound } from '@/components/lists/list-not-found';

export default function CompanyNotFound() {
  return <ListNotFound />;
}
