// The overview's line on the latest net assets and their change, linked to the Financials tab.
// It reads two periods (a small budget on a remote registry); a failure shows nothing.
import Link from 'next/link';
import { financialsOf } from '@/lib/financials/service';
import { formatChange, formatFigure, latestNetAssets } from '@/lib/financials/view';
import { formatDate } from '@/lib/labels/dates';
import { inlineLinkClass } from '@/components/ui/text-link';

export async function NetAssetsLine({ companyNumber }: { companyNumber: string }) {
  const financials = await financialsOf(companyNumber, { periods: 2 }).catch(() => undefined);
  if (!financials || financials.periods.length === 0) return null;
  const latest = latestNetAssets(financials.periods);
  return (
    <section aria-labelledby="financials-line-heading" className="space-y-1">
      <h2 id="financials-line-heading" className="text-lg font-semibold">
        Financials
      </h2>
      <p className="text-slate-800 dark:text-slate-200" data-testid="net-assets-line">
        {latest ? (
          <>
            Net {latest.value < 0 ? 'liabilities' : 'assets'} of {formatFigure('net_assets', Math.abs(latest.value))} at{' '}
            {formatDate(latest.period.period_end)}
            {latest.change
              ? ` (${formatChange('net_assets', latest.change)} on ${formatDate(latest.change.earlierEnd)})`
              : ''}
            .{' '}
          </>
        ) : (
          'The latest accounts give no machine-readable net assets. '
        )}
        <Link className={inlineLinkClass} href={`/company/${encodeURIComponent(companyNumber)}/financials`}>
          See the figures over the years
        </Link>
      </p>
    </section>
  );
}
