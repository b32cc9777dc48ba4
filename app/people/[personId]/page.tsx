// /people/{person_id} – a person across the register: every officer id, PSC entry and
// disqualification that is them (with the evidence), the records that may be theirs (with the
// analyst's own decisions), all their appointments and PSC entries in one table, their
// disqualifications, their identity verification and the signals of their current companies.
import { AddToCase } from '@/components/cases/add-to-case';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { PERSON_PAGE_SIZE, personRecordsList } from '@/components/people/person-list-definitions';
import { PersonRecordsSection, PossibleSection } from '@/components/people/person-records';
import { PersonRecordsTable } from '@/components/people/person-tables';
import { ProblemState } from '@/components/registry/problem-state';
import { PersonSignals } from '@/components/signals/officer-signals';
import { Badge } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/text-link';
import { personOf, type Person } from '@/lib/identity/people';
import { decisionsFor } from '@/lib/identity/people-decisions';
import { personDetailsOf } from '@/lib/identity/person-records';
import { formatDate, formatMonthYear } from '@/lib/labels/dates';
import { disqualificationTypeLabel } from '@/lib/labels/people';
import { pageOrPastEnd } from '@/lib/network/table-page';
import { describeProblem, NOT_FOUND } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { PERSON_ID } from '@/lib/registry/people/records';
import { verificationStatusTones } from '@/lib/verification/rows';
import { verificationStatusLabels, verificationWords } from '@/lib/verification/words';

interface Props {
  params: Promise<{ personId: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

async function loadPerson(
  personId: string,
): Promise<{ ok: true; person: Person } | { ok: false; problem: typeof NOT_FOUND }> {
  if (!PERSON_ID.test(personId)) return { ok: false, problem: NOT_FOUND };
  try {
    const person = await personOf(personId);
    return person ? { ok: true, person } : { ok: false, problem: NOT_FOUND };
  } catch (error) {
    return { ok: false, problem: describeProblem(error) };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { personId } = await params;
  const loaded = await loadPerson(personId);
  return pageMetadata({
    title: loaded.ok ? `${loaded.person.name}: the person` : 'A person',
    description: loaded.ok
      ? `${loaded.person.records.length} records on the company register that are one person: ${loaded.person.appointments_count} appointments, PSC of ${loaded.person.psc_count} companies.`
      : 'A person across the officer ids, PSC entries and disqualifications of the company register.',
    path: `/people/${encodeURIComponent(personId)}`,
  });
}

export default async function PersonPage({ params, searchParams }: Props) {
  const { personId } = await params;
  const loaded = await loadPerson(personId);
  if (!loaded.ok) return <ProblemState problem={loaded.problem} heading="h1" />;
  const { person } = loaded;
  // An id that is now one of another person's records (two people found to be one).
  if (person.person_id !== personId) redirect(`/people/${encodeURIComponent(person.person_id)}`);
  const [details, decisions] = await Promise.all([personDetailsOf(person), decisionsFor(person)]);
  const paged = pageOrPastEnd(details.rows, await searchParams, PERSON_PAGE_SIZE, personRecordsList.nouns({} as never));
  if (!paged.ok) return <ProblemState problem={paged.problem} heading="h1" />;
  const { verification } = details;
  const looked = person.source.kind === 'search' ? person.source.looked : undefined;
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Person</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{person.name}</h1>
        <AddToCase />
        {details.preferredNames.length > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Preferred name{details.preferredNames.length > 1 ? 's' : ''}: {details.preferredNames.join('; ')}
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {person.date_of_birth && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Born</dt>
              <dd>{formatMonthYear(person.date_of_birth)}</dd>
            </>
          )}
          {person.nationalities.length > 0 && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Nationality</dt>
              <dd>{person.nationalities.join(', ')}</dd>
            </>
          )}
          {person.countries_of_residence.length > 0 && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Lives in</dt>
              <dd>{person.countries_of_residence.join(', ')}</dd>
            </>
          )}
          <dt className="text-slate-600 dark:text-slate-400">On the register</dt>
          <dd data-testid="person-counts">
            {person.appointments_count.toLocaleString('en-GB')} appointment{person.appointments_count === 1 ? '' : 's'},
            PSC of {person.psc_count.toLocaleString('en-GB')} compan{person.psc_count === 1 ? 'y' : 'ies'}
            {details.disqualifications.length > 0 ? ', disqualified' : ''}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Identity verification</dt>
          <dd data-testid="person-verification">
            {verification ? (
              <>
                <Badge tone={verificationStatusTones[verification.status]}>
                  {verificationStatusLabels[verification.status]}
                </Badge>{' '}
                {verificationWords(verification)}
              </>
            ) : (
              'The register gives no verification for their current roles'
            )}
          </dd>
        </dl>
        {looked && (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="person-looked">
            This registry has no index of people, so this person was looked for around{' '}
            {person.records[0] ? (
              <Link className={linkClass} href={person.records[0].link}>
                the record asked for
              </Link>
            ) : (
              'the record asked for'
            )}
            :{' '}
            {looked.search
              ? `one officer search for “${looked.search.words}” (${looked.search.found} officers of that name born in the month)`
              : 'no officer search'}
            , the appointments of {looked.compared} of them; {looked.registryCalls} registry call
            {looked.registryCalls === 1 ? '' : 's'}
            {looked.maxCalls !== undefined ? ` of ${looked.maxCalls} allowed` : ''}.
            {looked.notCompared.length > 0 ? ` Not compared: ${looked.notCompared.join('; ')}.` : ''}
          </p>
        )}
      </header>

      <PersonRecordsSection personId={person.person_id} records={person.records} decisions={decisions} />
      <PossibleSection personId={person.person_id} possible={person.possible} decisions={decisions} />

      <PersonRecordsTable
        context={{ personId: person.person_id, name: person.name, notRead: details.notRead }}
        page={paged.page}
      />

      <Suspense
        fallback={
          <p className="text-sm text-slate-600 dark:text-slate-400">Reading the signals of their current companies…</p>
        }
      >
        <PersonSignals current={details.rows.filter((row) => row.current)} />
      </Suspense>

      {details.disqualifications.length > 0 && (
        <section aria-labelledby="disqualifications-heading" className="space-y-2">
          <h2 id="disqualifications-heading" className="text-lg font-semibold">
            Disqualifications
          </h2>
          <ul className="space-y-2 text-sm">
            {details.disqualifications.flatMap((record) =>
              record.disqualifications.map((entry, i) => (
                <li key={`${record.link}|${i}`}>
                  <Link className={linkClass} href={record.link}>
                    {record.name}
                  </Link>
                  : {disqualificationTypeLabel(entry.disqualification_type)}, disqualified from{' '}
                  {formatDate(entry.disqualified_from)} until {formatDate(entry.disqualified_until)}
                  {entry.company_names && entry.company_names.length > 0 ? ` (${entry.company_names.join(', ')})` : ''}
                </li>
              )),
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
