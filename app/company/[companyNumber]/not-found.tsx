import { NotFoundMessage } from '@/components/registry/not-found-message';

export default function CompanyNotFound() {
  return <NotFoundMessage />;
}
