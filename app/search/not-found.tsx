// The search has no records beside it; this not-found page reads the request's address
// (a page past the end of the results says so).
import { ListNotFound } from '@/components/lists/list-not-found';

export default function NotFound() {
  return <ListNotFound />;
}
