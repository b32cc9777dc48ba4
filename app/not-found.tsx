// A 404 anywhere: says what the address named that the register does not have.
import { NotFoundMessage } from '@/components/registry/not-found-message';

export default function NotFound() {
  return <NotFoundMessage staticPage />;
}
