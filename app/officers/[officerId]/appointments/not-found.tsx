// A registry 404 for an officer's appointments: the officer is not on the register.
import { NotFoundMessage } from '@/components/registry/not-found-message';

export default function OfficerNotFound() {
  return <NotFoundMessage />;
}
