// A registry 404 for a disqualified officer: no such disqualification on the register.
import { NotFoundMessage } from '@/components/registry/not-found-message';

export default function DisqualifiedOfficerNotFound() {
  return <NotFoundMessage />;
}
