// The company status badge: colour by what the status means, text from the labels.
import { Badge } from '@/components/ui/badge';
import type { Tone } from '@/lib/labels/tone';
import { companyStatusDetailLabel, companyStatusLabel } from '@/lib/labels/company';

const tones: Record<string, Tone> = {
  active: 'positive',
  open: 'positive',
  dissolved: 'neutral',
  closed: 'neutral',
  'converted-closed': 'neutral',
  liquidation: 'negative',
  receivership: 'negative',
  administration: 'negative',
  'insolvency-proceedings': 'negative',
  'voluntary-arrangement': 'warning',
};

export function CompanyStatus({ status, detail }: { status?: string; detail?: string }) {
  if (!status) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={tones[status] ?? 'info'}>{companyStatusLabel(status)}</Badge>
      {detail && <span className="text-sm text-amber-800 dark:text-amber-300">{companyStatusDetailLabel(detail)}</span>}
    </span>
  );
}
