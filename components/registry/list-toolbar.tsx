// The row right above a paged list: the page-turn status on the left, and on the right the
// links that download the whole list, with the filters on screen, as CSV or JSON.
import { ExportLinks, type ExportLinksProps } from '@/components/share/export-links';
import { ListStatus } from './list-status';

export function ListToolbar({
  list,
  download,
}: {
  list: Parameters<typeof ListStatus>[0]['list'];
  download: Omit<ExportLinksProps, 'compact'>;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
      <div className="min-w-0 flex-1">
        <ListStatus list={list} />
      </div>
      {/* Beside the table the noun need not be shown ("Download all: CSV JSON"); the links' names keep it. */}
      <ExportLinks {...download} compact />
    </div>
  );
}
