// A 404 anywhere: says what the address named that the register does not have, or, under a
// paged list, that the page asked for lies past the list's end.
import { ListNotFound } from '@/components/lists/list-not-found';

export default function NotFound() {
  return <ListNotFound />;
}
