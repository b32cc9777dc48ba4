// /company/{n}/ownership – the chain from the company up to the people and bodies that ultimately
// control it: a sentence, a drawing, the same as text, and downloads (JSON, CSV, BODS 0.4).
// `people=1` draws one owner per person where the registry has a person index (lib/ownership/people.ts).
import type { Metadata } from 'next';
import Link from 'next/link';
import { OwnershipDrawing } from '@/components/ownership/ownership-drawing';
import { OwnershipTree, UltimateOwners } from '@/components/ownership/ownership-list';
import { OwnershipView } from '@/components/ownership/ownership-view';
import { nodeName } from '@/components/ownership/node-text';
import { ProblemState } from '@/components/registry/problem-state';
import { FilterLinks } from '@/components/ui/filter-links';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { describeProblem, load, NOT_FOUND } from '@/lib/pages/load';
import { layoutOwnership } from '@/lib/ownership/layout';
import { controlledCompanies } from '@/lib/ownership/controlled';
import { naturesText } from '@/lib/ownership/natures';
import { ownershipOf, ownershipPeopleOf, ownershipPersonLookup } from '@/lib/ownership/service';
import { ownershipSummary } from '@/lib/ownership/summary';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { inlineLinkClass, linkClass } from '@/components/ui/text-link';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

const REASONS = {
  levels: 'the walk stops 10 levels up',
  owners: 'only the first 25 owners of a company are shown',
  budget: 'the walk used its share of registry requests',
  unavailable: 'the registry did not answer for it',
} as const;

async function readRequest(props: Props) {
  const { companyNumber } = await props.params;
  const search = await props.searchParams;
  const ceased = search.ceased === 'true';
  const people = search.people === '1';
  const expand = ([] as string[]).concat(search.expand ?? []).slice(0, 50);
  return { companyNumber, ceased, people, expand };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { companyNumber } = await readRequest(props);
  return companyRecordMetadata(companyNumber, {
    path: ['ownership'],
    title: (name) => `Ownership of ${name}`,
    describe: (company) =>
      `Who ultimately owns and controls ${company}: the chain of persons with significant control up to the people and bodies at the top.`,
  });
}

export default async function OwnershipPage(props: Props) {
  const { companyNumber, ceased, people, expand } = await readRequest(props);
  let graph;
  try {
    graph = await ownershipOf(companyNumber, { includeCeased: ceased, expand });
  } catch (error) {
    return <ProblemState problem={describeProblem(error)} />;
  }
  if (!graph) return <ProblemState problem={NOT_FOUND} />;
  // Without a person index the toggle is offered disabled, and people=1 shows the PSC entries.
  const peopleKnown = (await ownershipPersonLookup()) !== undefined;
  if (people && peopleKnown) graph = (await ownershipPeopleOf(graph)).graph;
  // The layout has read the profile already (one read per request); its type words an empty register.
  const profile = await load('companyProfile', { company_number: companyNumber });
  const companyType = profile.ok ? profile.result.data.type : undefined;
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const base = `/company/${encodeURIComponent(companyNumber)}/ownership`;
  const query = (changes: { ceased?: boolean; people?: boolean; expand?: string[] }) => {
    const params = new URLSearchParams();
    if (changes.ceased ?? ceased) params.set('ceased', 'true');
    if (changes.people ?? people) params.set('people', '1');
    for (const id of changes.expand ?? expand) params.append('expand', id);
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };
  // BODS stays by PSC entry (its person statements are its own), so its link does not carry `people`.
  const download = (format: string) =>
    `/api/ownership/company/${encodeURIComponent(companyNumber)}?format=${format}${ceased ? '&ceased=true' : ''}${people && format !== 'bods' ? '&people=1' : ''}`;
  const layout = layoutOwnership(graph);

  return (
    <section aria-labelledby="ownership-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="ownership-heading" className="text-lg font-semibold">
            Ownership
          </h2>
          <p className="max-w-3xl text-slate-800 dark:text-slate-200">{ownershipSummary(graph, companyType)}</p>
        </div>
        <div className="flex flex-col gap-2">
          <FilterLinks
            label="Show"
            options={[
              { label: 'Current owners', href: query({ ceased: false }), current: !ceased },
              { label: 'Also ceased (dashed)', href: query({ ceased: true }), current: ceased },
            ]}
          />
          <FilterLinks
            label="Owners as"
            options={[
              { label: 'PSC entries', href: query({ people: false }), current: !people },
              {
                label: peopleKnown ? 'People' : 'People (this registry has no index of people)',
                href: query({ people: true }),
                current: people,
                disabled: !peopleKnown,
              },
            ]}
          />
        </div>
      </div>
      {people && !peopleKnown && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This registry has no index of people: each owner is shown as the register&apos;s PSC entry.
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Shares and votes are the bands the register records (for example “more than 25% and up to 50%”), never exact
        holdings. A corporate owner is followed only when its registration number names a company on this register and
        the names match; otherwise it is marked not verified.{' '}
        {people && peopleKnown && (
          <>
            Owners are drawn as people: the PSC entries this site&apos;s index of people puts together are one owner,
            whose name opens their page.{' '}
          </>
        )}
        <span className="print:hidden">
          Download:{' '}
          <a className={inlineLinkClass} href={download('json')}>
            JSON
          </a>{' '}
          <a className={inlineLinkClass} href={download('csv')}>
            CSV
          </a>{' '}
          <a className={inlineLinkClass} href={download('bods')}>
            BODS 0.4
          </a>
        </span>
      </p>
      {graph.truncated.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40">
          <p className="font-medium">Parts of the chain were not walked:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {graph.truncated.map((cut) => {
              const node = byId.get(cut.node);
              return (
                <li key={`${cut.node}-${cut.reason}-${cut.part ?? ''}`}>
                  {node ? nodeName(node) : cut.node}:{' '}
                  {cut.part === 'statements' && 'its PSC statements were not read, as '}
                  {REASONS[cut.reason]}
                  {cut.reason === 'owners' && cut.size ? ` (${cut.size} more)` : ''}.{' '}
                  {(cut.reason === 'owners' || cut.reason === 'levels') && !expand.includes(cut.node) && (
                    <Link className={inlineLinkClass} href={query({ expand: [...expand, cut.node] })}>
                      {cut.reason === 'owners' ? 'Show them all' : 'Walk further'}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {/* On a phone the lists come first: they read well there, and the drawing is small print. */}
      <div className="flex flex-col gap-8">
        <OwnershipView layout={layout} edges={graph.edges} root={`company:${graph.company_number}`}>
          <OwnershipDrawing
            layout={layout}
            edges={graph.edges}
            title={`Ownership of ${nodeName(byId.get(`company:${graph.company_number}`)!)}`}
          />
        </OwnershipView>
        <div className="grid gap-8 max-md:order-first lg:grid-cols-2">
          <UltimateOwners graph={graph} />
          <OwnershipTree graph={graph} />
        </div>
      </div>
      <Controls companyNumber={graph.company_number} />
    </section>
  );
}

/**
 * Downward: the companies whose current corporate PSC declares this company's number, where the
 * registry can say; each verified by the walk's own rule, so a failure shows here as it does on
 * that company's own tab.
 */
async function Controls({ companyNumber }: { companyNumber: string }) {
  const controlled = await controlledCompanies(companyNumber);
  return (
    <section aria-labelledby="controls-heading" className="space-y-2">
      <h3 id="controls-heading" className="font-semibold">
        Companies this company controls
      </h3>
      {controlled === undefined ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The registry this site reads cannot be asked which companies name this one as a person with significant
          control: its register lists owners, not what a company owns.
        </p>
      ) : controlled.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No company on the register names this company as a current person with significant control.
        </p>
      ) : (
        <ul className="space-y-1 text-sm">
          {controlled.map((company) => (
            <li key={company.link}>
              <Link className={linkClass} href={`/company/${company.company_number}/ownership`}>
                {company.company_name}
              </Link>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                ({company.company_number}) · {naturesText(company.natures_of_control) || 'natures of control not shown'}
              </span>
              {!company.verified && (
                <span className="block text-slate-600 dark:text-slate-400" data-testid="controlled-not-verified">
                  Not verified: {company.not_verified_reason}
                  {company.psc_name ? ` (its PSC register names ${company.psc_name})` : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
