// Where the data on a page comes from, when that is the register's bulk snapshot (an imported
// file) rather than a generated dataset or the live registry: which parts, and of what date.
import { dataSource } from '@/lib/gateway';
import { bulkSnapshotName } from '@/lib/share/site';

export async function DataSourceNote({ className }: { className?: string }) {
  const source = await dataSource();
  if (source.kind !== 'bulk' && source.kind !== 'hybrid') return null;
  const snapshot = bulkSnapshotName(source);
  return (
    <p className={className} data-testid="data-source">
      {source.kind === 'hybrid'
        ? `Company details, search and persons with significant control: ${snapshot}. Officers, filings, charges and insolvency: the registry’s live service.`
        : `Data: ${snapshot} (company details, search and persons with significant control). Officers, filings and charges are not in the bulk files.`}
    </p>
  );
}
