// A filing's description in plain language, with the registry's emphasised words in <strong>;
// and the filings attached to one (annotations, resolutions, associated filings).
import { formatDate } from '@/lib/labels/dates';
import { describeFiling, type FilingDescriptionInput } from '@/lib/labels/filing-descriptions';
import type { FilingHistoryItem } from '@/lib/registry/schemas';

export function FilingDescription({ filing }: { filing: FilingDescriptionInput }) {
  return (
    <>
      {describeFiling(filing).map((segment, index) =>
        segment.bold ? (
          <strong key={index} className="font-semibold">
            {segment.text}
          </strong>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

export interface AttachedFiling extends FilingDescriptionInput {
  kind: 'Annotation' | 'Resolution' | 'Associated filing';
  type: string | undefined;
  date: string | undefined;
}

/** Annotations, resolutions and associated filings of an item, in that order. */
export function attachedFilings(filing: FilingHistoryItem): AttachedFiling[] {
  return [
    ...(filing.annotations ?? []).map((annotation) => ({
      kind: 'Annotation' as const,
      type: annotation.type ?? 'ANNOTATION',
      date: annotation.date,
      description: annotation.description,
      // Old annotations carry only free text in `annotation`.
      description_values:
        annotation.description_values ?? (annotation.annotation ? { description: annotation.annotation } : undefined),
    })),
    ...(filing.resolutions ?? []).map((resolution) => ({
      kind: 'Resolution' as const,
      type: resolution.type,
      date: resolution.receive_date,
      description: resolution.description,
      description_values: resolution.description_values,
    })),
    ...(filing.associated_filings ?? []).map((associated) => ({
      kind: 'Associated filing' as const,
      type: associated.type,
      date: associated.date,
      description: associated.description,
      description_values: associated.description_values,
    })),
  ];
}

/** The attached filings as a short list under a description: "RES01 · Resolution: …, 2 July 2002". */
export function AttachedFilingList({ filings }: { filings: readonly AttachedFiling[] }) {
  if (filings.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {filings.map((attached, index) => (
        <li key={index} className="border-l-2 border-slate-300 pl-2 dark:border-slate-600">
          {attached.type && <span className="mr-1 font-mono text-xs">{attached.type}</span>}
          <FilingDescription filing={attached} />
          {attached.date && (
            <span className="whitespace-nowrap text-slate-600 dark:text-slate-400"> · {formatDate(attached.date)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
