// Within the list's own route group, so the pages of single records beside it stay cacheable:
// this not-found page reads the request's address (a page past the list's end says so).
import { ListNotFound } from '@/components/lists/list-not-found';

export default function NotFound() {
  return <ListNotFound />;
}
