// A person's records and the records that may be theirs, each with its confidence and the
// evidence in words; beside each, the analyst's own word (same person, or not), kept in the app's
// store, with buttons to give or withdraw it (plain forms: no JavaScript needed).
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/text-link';
import type { IndexedRecord } from '@/lib/registry/capabilities';
import { pairKey, type PersonDecision } from '@/lib/identity/people-decisions';
import { formatDate } from '@/lib/labels/dates';

const KIND_WORDS: Record<IndexedRecord['kind'], string> = {
  officer: 'Officer id',
  psc: 'PSC entry',
  'disqualified-officer': 'Disqualification',
};

export const confidenceText = (confidence: number) =>
  confidence >= 0.9995 ? 'over 99.9%' : `${(Math.floor(confidence * 1000) / 10).toFixed(1)}%`;

function DecisionForm({
  personId,
  record,
  other,
  decision,
}: {
  personId: string;
  record: string;
  other: string;
  decision?: PersonDecision;
}) {
  const button =
    'rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <form method="post" action={`/people/${encodeURIComponent(personId)}/decision`} className="flex flex-wrap gap-2">
      <input type="hidden" name="a" value={record} />
      <input type="hidden" name="b" value={other} />
      {decision ? (
        <button className={button} name="decision" value="clear" type="submit">
          Withdraw my decision
        </button>
      ) : (
        <>
          <button className={button} name="decision" value="same" type="submit">
            The same person
          </button>
          <button className={button} name="decision" value="different" type="submit">
            Not the same person
          </button>
        </>
      )}
    </form>
  );
}

function DecisionNote({ decision }: { decision?: PersonDecision }) {
  if (!decision) return null;
  return (
    <p className="text-sm" data-testid="analyst-decision">
      <Badge tone={decision.decision === 'same' ? 'positive' : 'warning'}>
        {decision.decision === 'same' ? 'You: the same person' : 'You: not the same person'}
      </Badge>{' '}
      <span className="text-slate-600 dark:text-slate-400">
        your decision of {formatDate(new Date(decision.decidedAt).toISOString().slice(0, 10))}, kept by this app, not
        the register
      </span>
    </p>
  );
}

function RecordItem({
  record,
  personId,
  pairedWith,
  decision,
  decidable,
  personOf,
}: {
  record: IndexedRecord;
  personId: string;
  /** The person the record belongs to, where it is another's. */
  personOf?: string;
  /** The person's record this one is compared with. */
  pairedWith?: string;
  decision?: PersonDecision;
  decidable: boolean;
}) {
  return (
    <li className="space-y-1 py-3" data-testid="person-record">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {KIND_WORDS[record.kind]}
        </span>
        <Link className={`font-medium ${linkClass}`} href={record.link}>
          {record.name}
        </Link>
        <span className="text-sm">confidence {confidenceText(record.confidence)}</span>
        {record.since && (
          <span className="text-sm text-slate-600 dark:text-slate-400">since {formatDate(record.since)}</span>
        )}
        {personOf && personOf !== personId && (
          <Link className={`text-sm ${linkClass}`} href={`/people/${encodeURIComponent(personOf)}`}>
            their person
          </Link>
        )}
      </p>
      {record.evidence.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
          {record.evidence.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">The only record of this person so far.</p>
      )}
      <DecisionNote decision={decision} />
      {decidable && pairedWith && (
        <DecisionForm personId={personId} record={pairedWith} other={record.link} decision={decision} />
      )}
    </li>
  );
}

export function PersonRecordsSection({
  personId,
  records,
  decisions,
}: {
  personId: string;
  records: readonly IndexedRecord[];
  decisions: ReadonlyMap<string, PersonDecision>;
}) {
  return (
    <section aria-labelledby="records-heading" className="space-y-2">
      <h2 id="records-heading" className="text-lg font-semibold">
        Their records ({records.length.toLocaleString('en-GB')})
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The register has no person identifier: these officer ids, PSC entries and disqualifications are put together
        only where the evidence makes it very likely (99% or more) that they are one person.
      </p>
      <ol className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {records.map((record) => (
          <RecordItem
            key={record.link}
            record={record}
            personId={personId}
            {...(record.via ? { pairedWith: record.via } : {})}
            {...(record.via && decisions.get(pairKey(record.link, record.via))
              ? { decision: decisions.get(pairKey(record.link, record.via))! }
              : {})}
            decidable={records.length > 1}
          />
        ))}
      </ol>
    </section>
  );
}

export function PossibleSection({
  personId,
  possible,
  decisions,
}: {
  personId: string;
  possible: readonly (IndexedRecord & { person_id?: string; paired_with: string })[];
  decisions: ReadonlyMap<string, PersonDecision>;
}) {
  return (
    <section aria-labelledby="possible-heading" className="space-y-2" data-testid="possible">
      <h2 id="possible-heading" className="text-lg font-semibold">
        Possibly the same person
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Records that resemble this person’s but not enough to be put with them: a namesake, or the same person under a
        shortened name or another address. Say which you believe; your decision is kept for you, and the register is not
        changed.
      </p>
      {possible.length === 0 ? (
        <p className="text-sm">No other record resembles theirs closely enough to list.</p>
      ) : (
        <ol className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {possible.map((record) => (
            <RecordItem
              key={record.link}
              record={record}
              personId={personId}
              pairedWith={record.paired_with}
              {...(decisions.get(pairKey(record.link, record.paired_with))
                ? { decision: decisions.get(pairKey(record.link, record.paired_with))! }
                : {})}
              {...(record.person_id ? { personOf: record.person_id } : {})}
              decidable
            />
          ))}
        </ol>
      )}
    </section>
  );
}
