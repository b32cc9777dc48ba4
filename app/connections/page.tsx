// /connections?from=company:{n}|officer:{id}&to=…&max_depth=4 – the shortest chain of
// appointments between two companies or officers: a form with suggestions (a plain GET form
// without JavaScript), the chain as an ordered list (server-rendered) and the same chain in the
// interactive graph, where each link can be expanded further.
import { AddToCase } from '@/components/cases/add-to-case';
import type { Metadata } from 'next';
import { parseNetwork } from '@/components/network/graph/network-data';
import { NetworkView } from '@/components/network/graph/network-view';
import { ProblemState } from '@/components/registry/problem-state';
import { InputProblems } from '@/components/ui/input-problems';
import { pathBetween } from '@/lib/network/service';
import { describeProblem } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { PathChain } from './_components/path-chain';
import { RecordPicker } from './_components/record-picker';
import { PATH_DEPTHS, readPathQuery } from './path-query';

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readPathQuery(await searchParams);
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return pageMetadata({
    title: 'Connections between two records',
    description: 'The shortest chain of appointments linking two companies or officers on the register.',
    path: `/connections${params.size ? `?${params}` : ''}`,
  });
}

async function findChain(from: string, to: string, maxDepth: number) {
  try {
    return { ok: true as const, result: await pathBetween(from, to, maxDepth) };
  } catch (error) {
    return { ok: false as const, problem: describeProblem(error) };
  }
}

export default async function ConnectionsPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = readPathQuery(params);
  const raw = (name: 'from' | 'to') => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const asked = query.from && query.to && query.problems.length === 0;
  const outcome = asked ? await findChain(query.from!, query.to!, query.maxDepth) : undefined;
  const result = outcome?.ok && !('missing' in outcome.result) ? outcome.result : undefined;
  const missing = outcome?.ok && 'missing' in outcome.result ? outcome.result.missing : undefined;
  const labelOf = (key: string | undefined) => result?.nodes.find((node) => node.key === key)?.attributes.label;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Connections between two records</h1>
        {query.from && query.to ? <AddToCase /> : null}
        <p className="text-slate-700 dark:text-slate-300">
          Pick two companies or officers: the shortest chains of appointments between them, resigned ones included and
          marked.
        </p>
      </div>
      <form
        action="/connections"
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label="Find a connection"
      >
        <RecordPicker name="from" label="From" defaultValue={query.from ?? raw('from')} chosen={labelOf(query.from)} />
        <RecordPicker name="to" label="To" defaultValue={query.to ?? raw('to')} chosen={labelOf(query.to)} />
        <label className="text-sm font-medium">
          Within
          <select
            name="max_depth"
            defaultValue={query.maxDepth}
            className="mx-1.5 mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {PATH_DEPTHS.map((depth) => (
              <option key={depth} value={depth}>
                {depth}
              </option>
            ))}
          </select>
          hops
        </label>
        <button
          type="submit"
          className="mb-5 rounded-md bg-blue-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-blue-800"
        >
          Find the connection
        </button>
      </form>

      <InputProblems title="This search cannot be run as it is:" problems={query.problems} />
      {outcome && !outcome.ok && <ProblemState problem={outcome.problem} />}
      {missing && (
        <div
          data-problem-status="404"
          role="alert"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
        >
          The register has no {missing.startsWith('company:') ? 'company' : 'officer'}{' '}
          <code>{missing.replace(/^\w+:/, '')}</code>.
        </div>
      )}
      {result && !result.found && (
        <div
          className="space-y-1 rounded-md border border-slate-300 p-3 dark:border-slate-700"
          data-path-outcome="none"
        >
          <p className="font-medium">
            No connection within {result.max_depth} hops between {labelOf(query.from) ?? query.from} and{' '}
            {labelOf(query.to) ?? query.to}.
          </p>
          {result.truncated.length > 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {result.truncated.length} record{result.truncated.length === 1 ? ' was' : 's were'} not read in full
              (request budget or registry failure): a longer search may still find one.
            </p>
          )}
        </div>
      )}
      {result?.found && (
        <section aria-labelledby="chain-heading" className="space-y-4" data-path-outcome="found">
          <h2 id="chain-heading" className="text-lg font-semibold">
            {result.path.length - 1} hop{result.path.length === 2 ? '' : 's'} apart
          </h2>
          <PathChain path={result.path} nodes={result.nodes} edges={result.edges} />
          <NetworkView
            seeds={[query.from!, query.to!]}
            given={parseNetwork({
              attributes: { truncated: result.truncated },
              nodes: result.nodes,
              edges: result.edges,
            })}
            title={`the chain between ${labelOf(query.from)} and ${labelOf(query.to)}`}
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">
              The interactive graph of this chain needs JavaScript; the list above is the same chain.
            </p>
          </NetworkView>
        </section>
      )}
    </div>
  );
}
