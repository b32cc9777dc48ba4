// This not-found page reads the request's address (a page past the end of the appointments says so).
import { ListNotFound } from '@/components/lists/list-not-found';

export default function NotFound() {
  return <ListNotFound />;
}
