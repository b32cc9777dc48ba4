'use client';
// One case at work: what the analyst wrote (title, tags, notes, each item's note), editable in
// place by a browser with the edit right and read-only otherwise; the items' current state and
// signals; the merged graph with the analyst's own links and labels; the chronology, filterable and
// exportable; sharing. The case is read again every few seconds and when the tab comes back into
// view, so a second tab sees the first one's writes (the last write of each field wins). A field
// being edited keeps its draft until it is saved.
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NetworkView } from '@/components/network/graph/network-view';
import { parseNetwork } from '@/components/network/graph/network-data';
import { linkClass } from '@/components/ui/text-link';
import { getQueryClient } from '@/lib/query/query-client';
import type { CaseGraphNotes } from '@/lib/cases/store';

export interface CaseJson {
  case_id: string;
  title: string;
  notes: string;
  tags: string[];
  created_at: string;
  updated_at: string;
  items: { item_id: string; kind: string; href: string; note: string; added_at: string; updated_at: string }[];
  graph: CaseGraphNotes;
  access: 'read' | 'edit';
  links: { self: string; read?: string; edit?: string };
}

export interface ItemStateJson {
  item_id: string;
  kind: string;
  href: string;
  title: string;
  company_number?: string;
  facts: { label: string; value: string; source: string; retrieved_at: string }[];
  unread?: string;
}

export interface ChangeLine {
  seq: number;
  text: string;
  href: string;
  published_at: string;
  company_number: string;
}

interface Props {
  initial: CaseJson;
  states: ItemStateJson[];
  changes: ChangeLine[];
  /** What the registry budget left unread when the page was made. */
  waited: string[];
  /** On a metered registry: the calls the page's reads made, of those allowed. */
  budget?: { spent: number; max: number };
}

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
const fieldClass =
  'w-full rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-800 disabled:bg-transparent disabled:border-transparent';

async function send(url: string, method: string, body?: unknown): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) return undefined;
    const json = (await response.json().catch(() => ({}))) as { errors?: { error_values?: { message?: string } }[] };
    return json.errors?.[0]?.error_values?.message ?? `The change was refused (${response.status}).`;
  } catch {
    return 'The change could not be sent.';
  }
}

export function CaseWorkspace(props: Props) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Workspace {...props} />
    </QueryClientProvider>
  );
}

/** A text the analyst wrote: the server's value, or the draft while it is being edited; saved on leaving the field. */
function EditableText({
  value,
  label,
  editable,
  multiline,
  onSave,
  name,
}: {
  value: string;
  label: string;
  editable: boolean;
  multiline?: boolean;
  onSave: (text: string) => Promise<string | undefined>;
  name: string;
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { problem: string }>('idle');
  const shown = draft ?? value;
  const save = async () => {
    if (draft === undefined) return;
    if (draft === value) {
      setDraft(undefined);
      return;
    }
    setState('saving');
    const problem = await onSave(draft);
    setState(problem ? { problem } : 'saved');
    if (!problem) setDraft(undefined);
  };
  const common = {
    'aria-label': label,
    name,
    value: shown,
    disabled: !editable,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      setState('idle');
    },
    onBlur: () => void save(),
    className: fieldClass,
  };
  return (
    <div className="space-y-1">
      {multiline ? (
        <textarea
          {...common}
          rows={Math.min(12, Math.max(2, shown.split('\n').length + 1))}
          placeholder={editable ? 'Notes…' : ''}
        />
      ) : (
        <input
          {...common}
          onKeyDown={(event) => {
            if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
          }}
        />
      )}
      <p className="min-h-4 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : typeof state === 'object' ? state.problem : ''}
      </p>
    </div>
  );
}

function Workspace({ initial, states, changes, waited, budget }: Props) {
  const queryClient = useQueryClient();
  const api = `/api/cases/${initial.case_id}`;
  const { data } = useQuery({
    queryKey: ['case', initial.case_id],
    queryFn: async (): Promise<CaseJson> => {
      const response = await fetch(api, { cache: 'no-store' });
      if (!response.ok) throw new Error(`case ${response.status}`);
      return (await response.json()) as CaseJson;
    },
    initialData: initial,
    refetchInterval: 3_000,
    refetchOnWindowFocus: true,
  });
  const kase = data ?? initial;
  const editable = kase.access === 'edit';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['case', initial.case_id] });
  const patchCase = async (body: Partial<Pick<CaseJson, 'title' | 'notes' | 'tags' | 'graph'>>) => {
    const problem = await send(api, 'PATCH', body);
    await refresh();
    return problem;
  };
  const stateOf = new Map(states.map((state) => [state.item_id, state]));

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Case · {editable ? 'you can edit it' : 'read only'}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">
          {editable ? (
            <EditableText
              name="title"
              label="Case title"
              value={kase.title}
              editable
              onSave={(title) => patchCase({ title })}
            />
          ) : (
            kase.title
          )}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">Tags:</span>
          {editable ? (
            <div className="w-80">
              <EditableText
                name="tags"
                label="Tags, separated by commas"
                value={kase.tags.join(', ')}
                editable
                onSave={(text) =>
                  patchCase({
                    tags: text
                      .split(',')
                      .map((tag) => tag.trim())
                      .filter(Boolean),
                  })
                }
              />
            </div>
          ) : kase.tags.length ? (
            kase.tags.map((tag) => (
              <span key={tag} className="rounded-full border border-slate-300 px-2 dark:border-slate-600">
                {tag}
              </span>
            ))
          ) : (
            <span className="text-slate-600 dark:text-slate-400">none</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClass} href={`${api}/report?format=html`} download data-report="html">
            Report (HTML)
          </a>
          <a className={buttonClass} href={`${api}/report?format=pdf`} download data-report="pdf">
            Report (PDF)
          </a>
        </div>
        {budget ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="case-budget">
            The items’ state took {budget.spent} registry call{budget.spent === 1 ? '' : 's'} of {budget.max} allowed
            for one view of a case (cached reads cost none).
          </p>
        ) : null}
        {waited.length ? (
          <p className="text-sm text-amber-800 dark:text-amber-300" role="note">
            Not read this time: {waited.join('; ')}.
          </p>
        ) : null}
      </header>

      <section aria-labelledby="case-notes" className="space-y-2">
        <h2 id="case-notes" className="text-lg font-semibold">
          Notes
        </h2>
        <EditableText
          name="case-notes"
          label="Notes on the case"
          value={kase.notes}
          editable={editable}
          multiline
          onSave={(notes) => patchCase({ notes })}
        />
      </section>

      <Sharing kase={kase} api={api} onChanged={refresh} />

      <section aria-labelledby="case-changes" className="space-y-2">
        <h2 id="case-changes" className="text-lg font-semibold">
          Changes since you last looked
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Nothing has changed at the case’s companies since.
          </p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {changes.map((change) => (
              <li key={change.seq}>
                <time dateTime={change.published_at}>{change.published_at.slice(0, 10)}</time>{' '}
                <a className={linkClass} href={change.href}>
                  {change.text}
                </a>{' '}
                <span className="text-slate-600 dark:text-slate-400">({change.company_number})</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="case-items" className="space-y-3">
        <h2 id="case-items" className="text-lg font-semibold">
          Items ({kase.items.length})
        </h2>
        {kase.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No items yet: use <strong>Add to case</strong> on a company, officer, person, ownership, graph or search
            page.
          </p>
        ) : (
          <ol className="space-y-4">
            {kase.items.map((item, index) => {
              const state = stateOf.get(item.item_id);
              return (
                <li
                  key={item.item_id}
                  data-item={item.item_id}
                  className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-medium">
                      <a className={linkClass} href={item.href}>
                        {state?.title ?? item.href}
                      </a>{' '}
                      <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{item.kind}</span>
                    </h3>
                    {editable ? (
                      <button
                        type="button"
                        className="text-sm text-rose-700 underline dark:text-rose-400"
                        onClick={async () => {
                          await send(`${api}/items/${item.item_id}`, 'DELETE');
                          await refresh();
                        }}
                      >
                        Remove<span className="sr-only"> {state?.title ?? item.href}</span>
                      </button>
                    ) : null}
                  </div>
                  {state?.unread ? (
                    <p className="text-sm text-amber-800 dark:text-amber-300">Not read: {state.unread}</p>
                  ) : null}
                  {state?.facts.length ? (
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
                      {state.facts.slice(0, 6).map((fact) => (
                        <div key={fact.label} className="contents">
                          <dt className="text-slate-600 dark:text-slate-400">{fact.label}</dt>
                          <dd>{fact.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {state?.company_number && item.kind === 'company' && index < 25 ? (
                    <Signals companyNumber={state.company_number} />
                  ) : null}
                  <EditableText
                    name={`note-${item.item_id}`}
                    label={`Note on ${state?.title ?? item.href}`}
                    value={item.note}
                    editable={editable}
                    multiline
                    onSave={async (note) => {
                      const problem = await send(`${api}/items/${item.item_id}`, 'PATCH', { note });
                      await refresh();
                      return problem;
                    }}
                  />
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <CaseGraph kase={kase} api={api} editable={editable} onSave={(graph) => patchCase({ graph })} />
      <Chronology api={api} items={kase.items} states={stateOf} />
    </div>
  );
}

function Signals({ companyNumber }: { companyNumber: string }) {
  const { data, isError } = useQuery({
    queryKey: ['signals', companyNumber],
    queryFn: async () => {
      const response = await fetch(`/api/signals/company/${companyNumber}`);
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as {
        signals: { code: string; severity: string; title: string; detail: string }[];
      };
    },
    staleTime: 5 * 60_000,
  });
  if (isError) return <p className="text-xs text-slate-600 dark:text-slate-400">Signals could not be read.</p>;
  if (!data) return <p className="text-xs text-slate-600 dark:text-slate-400">Reading signals…</p>;
  if (data.signals.length === 0) return <p className="text-xs text-slate-600 dark:text-slate-400">No signals.</p>;
  return (
    <ul className="space-y-0.5 text-sm" aria-label="Signals">
      {data.signals.map((signal) => (
        <li key={signal.code}>
          <span
            className={
              signal.severity === 'high'
                ? 'font-semibold text-rose-700 dark:text-rose-400'
                : 'text-amber-800 dark:text-amber-300'
            }
          >
            {signal.title}
          </span>
          : {signal.detail}
        </li>
      ))}
    </ul>
  );
}

function Sharing({ kase, api, onChanged }: { kase: CaseJson; api: string; onChanged: () => void }) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section aria-labelledby="case-sharing" className="space-y-2 text-sm">
      <h2 id="case-sharing" className="text-lg font-semibold">
        Sharing
      </h2>
      {kase.links.read ? (
        <p>
          Read-only link (anyone with it can read, not edit):{' '}
          <input
            readOnly
            aria-label="Read-only link"
            data-link="read"
            className={`${fieldClass} mt-1`}
            value={`${origin}${kase.links.read}`}
          />
        </p>
      ) : null}
      {kase.links.edit ? (
        <p>
          Edit link (anyone with it can change the case):{' '}
          <input
            readOnly
            aria-label="Edit link"
            data-link="edit"
            className={`${fieldClass} mt-1`}
            value={`${origin}${kase.links.edit}`}
          />
        </p>
      ) : null}
      {kase.links.read ? (
        <p>
          <a className={linkClass} href={`/cases/${kase.case_id}/feed.xml?${kase.links.read.split('?')[1] ?? ''}`}>
            Atom feed of changes at the case’s companies
          </a>
        </p>
      ) : null}
      {kase.access === 'edit' ? (
        <button
          type="button"
          className={buttonClass}
          onClick={async () => {
            if (!window.confirm('Issue new links? The old read and edit links will stop working.')) return;
            setProblem(await send(`${api}/links`, 'POST'));
            onChanged();
          }}
        >
          Issue new links (the old ones stop working)
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="text-rose-700 dark:text-rose-400">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function CaseGraph({
  kase,
  api,
  editable,
  onSave,
}: {
  kase: CaseJson;
  api: string;
  editable: boolean;
  onSave: (graph: CaseGraphNotes) => Promise<string | undefined>;
}) {
  const [shown, setShown] = useState(false);
  const notesKey = JSON.stringify(kase.graph) + kase.items.map((item) => item.item_id).join();
  const { data, isError, isFetching } = useQuery({
    queryKey: ['graph', kase.case_id, notesKey],
    queryFn: async () => {
      const response = await fetch(`${api}/graph`);
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as unknown;
    },
    enabled: shown,
    staleTime: 60_000,
  });
  const network = useMemo(() => {
    if (!data) return undefined;
    // The interactive graph draws companies, officers and addresses: a person item (no network of its own) is left to the lists; the analyst's labels join the records' names.
    const raw = data as {
      nodes: { key: string; attributes: Record<string, unknown> }[];
      edges: { source: string; target: string }[];
    };
    // Owners who are not companies on this register (`owner:…`) are drawn as people.
    const drawKey = (key: string) => (key.startsWith('owner:') ? `officer:${key}` : key);
    const drawn = raw.nodes
      .map((node) => ({ ...node, key: drawKey(node.key) }))
      .filter((node) => /^(company|officer|address):/.test(node.key))
      .map((node) =>
        node.attributes.analyst_label
          ? {
              ...node,
              attributes: {
                ...node.attributes,
                label: `${String(node.attributes.label)} — ${String(node.attributes.analyst_label)}`,
              },
            }
          : node,
      );
    const keys = new Set(drawn.map((node) => node.key));
    try {
      return parseNetwork({
        ...raw,
        nodes: drawn,
        edges: raw.edges
          .map((edge) => ({ ...edge, source: drawKey(edge.source), target: drawKey(edge.target) }))
          .filter((edge) => keys.has(edge.source) && keys.has(edge.target)),
      });
    } catch {
      return undefined;
    }
  }, [data]);
  const nodes = useMemo(
    () =>
      (data as { nodes?: { key: string; attributes: { label: string; case_item?: boolean } }[] } | undefined)?.nodes ??
      [],
    [data],
  );
  const seeds = useMemo(
    () => (network?.nodes ?? []).filter((node) => node.attributes.case_item).map((node) => node.key),
    [network],
  );
  // The pinned layout, stable while the case's positions do not change (the case is read every few seconds).
  const pinnedKey = JSON.stringify(kase.graph.positions);
  const pinned = useMemo(() => JSON.parse(pinnedKey) as CaseGraphNotes['positions'], [pinnedKey]);
  const [pinState, setPinState] = useState<string | undefined>(undefined);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [label, setLabel] = useState('');
  const [labelled, setLabelled] = useState('');
  const [nodeLabel, setNodeLabel] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);

  return (
    <section aria-labelledby="case-graph" className="space-y-2">
      <h2 id="case-graph" className="text-lg font-semibold">
        Graph
      </h2>
      <p className="flex flex-wrap gap-3 text-sm">
        <a className={linkClass} href={`${api}/graph?format=gexf`}>
          GEXF
        </a>
        <a className={linkClass} href={`${api}/graph?format=json`}>
          graphology JSON
        </a>
        <a className={linkClass} href={`${api}/graph?format=svg`}>
          SVG
        </a>
      </p>
      {!shown ? (
        <button type="button" className={buttonClass} onClick={() => setShown(true)}>
          Show the graph of every item
        </button>
      ) : isError ? (
        <p className="text-sm text-rose-700 dark:text-rose-400">The graph could not be read.</p>
      ) : !network ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {isFetching ? 'Merging the items’ networks…' : 'No graph.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {network.nodes.length} records, {network.edges.length} links, merged from the items’ connections.
          </p>
          <NetworkView
            seeds={seeds.length ? seeds : [network.nodes[0]?.key ?? '']}
            given={network}
            title={`the case ${kase.title}`}
            pinned={pinned}
            {...(editable
              ? {
                  onPin: async (positions: CaseGraphNotes['positions']) => {
                    const kept = Object.fromEntries(Object.entries(positions).slice(0, 5000));
                    const problem = await onSave({ ...kase.graph, positions: kept });
                    setPinState(problem ?? `Layout pinned: ${Object.keys(kept).length} records stay where they are.`);
                  },
                }
              : {})}
          >
            <p className="text-sm">
              The interactive graph needs JavaScript; the GEXF and JSON above hold the same graph.
            </p>
          </NetworkView>
          {pinState ? (
            <p role="status" className="text-sm">
              {pinState}
            </p>
          ) : null}
          {editable && Object.keys(kase.graph.positions).length ? (
            <button
              type="button"
              className={buttonClass}
              onClick={async () => {
                const problem = await onSave({ ...kase.graph, positions: {} });
                setPinState(problem ?? 'Layout unpinned.');
              }}
            >
              Unpin the layout
            </button>
          ) : null}
          {editable && nodes.length > 1 ? (
            <form
              className="flex flex-wrap items-end gap-2 text-sm"
              onSubmit={async (event) => {
                event.preventDefault();
                if (!from || !to || from === to) {
                  setProblem('Pick two different records to link.');
                  return;
                }
                const graph: CaseGraphNotes = {
                  ...kase.graph,
                  links: [
                    ...kase.graph.links,
                    { id: Math.random().toString(36).slice(2, 10), source: from, target: to, label },
                  ],
                };
                setProblem(await onSave(graph));
                setLabel('');
              }}
            >
              <span className="font-medium">Your own link:</span>
              {[
                ['From', from, setFrom],
                ['To', to, setTo],
              ].map(([name, value, set]) => (
                <label key={name as string} className="flex flex-col">
                  {name as string}
                  <select
                    value={value as string}
                    onChange={(event) => (set as (text: string) => void)(event.target.value)}
                    className="max-w-56 rounded border border-slate-300 px-1 py-1 dark:border-slate-600 dark:bg-slate-800"
                  >
                    <option value="">…</option>
                    {nodes
                      .filter((node) => !node.key.startsWith('address:'))
                      .slice(0, 500)
                      .map((node) => (
                        <option key={node.key} value={node.key}>
                          {node.attributes.label}
                        </option>
                      ))}
                  </select>
                </label>
              ))}
              <label className="flex flex-col">
                Label
                <input
                  value={label}
                  maxLength={200}
                  onChange={(event) => setLabel(event.target.value)}
                  className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
                />
              </label>
              <button type="submit" className={buttonClass}>
                Add link
              </button>
              {problem ? <span role="alert">{problem}</span> : null}
            </form>
          ) : null}
          {editable && nodes.length > 0 ? (
            <form
              className="flex flex-wrap items-end gap-2 text-sm"
              onSubmit={async (event) => {
                event.preventDefault();
                if (!labelled) {
                  setProblem('Pick the record to label.');
                  return;
                }
                const labels = { ...kase.graph.labels };
                if (nodeLabel.trim()) labels[labelled] = nodeLabel.trim();
                else delete labels[labelled];
                setProblem(await onSave({ ...kase.graph, labels }));
                setNodeLabel('');
              }}
            >
              <span className="font-medium">Your own label:</span>
              <label className="flex flex-col">
                Record
                <select
                  value={labelled}
                  onChange={(event) => {
                    setLabelled(event.target.value);
                    setNodeLabel(kase.graph.labels[event.target.value] ?? '');
                  }}
                  className="max-w-56 rounded border border-slate-300 px-1 py-1 dark:border-slate-600 dark:bg-slate-800"
                >
                  <option value="">…</option>
                  {nodes
                    .filter((node) => !node.key.startsWith('address:'))
                    .slice(0, 500)
                    .map((node) => (
                      <option key={node.key} value={node.key}>
                        {node.attributes.label}
                      </option>
                    ))}
                </select>
              </label>
              <label className="flex flex-col">
                Label (empty removes it)
                <input
                  value={nodeLabel}
                  maxLength={200}
                  onChange={(event) => setNodeLabel(event.target.value)}
                  className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
                />
              </label>
              <button type="submit" className={buttonClass}>
                Save label
              </button>
            </form>
          ) : null}
          {kase.graph.links.length ? (
            <ul className="list-disc pl-5 text-sm">
              {kase.graph.links.map((link) => (
                <li key={link.id}>
                  {nodes.find((node) => node.key === link.source)?.attributes.label ?? link.source} —{' '}
                  {link.label || 'linked'} —{' '}
                  {nodes.find((node) => node.key === link.target)?.attributes.label ?? link.target}
                  {editable ? (
                    <button
                      type="button"
                      className="ml-2 text-rose-700 underline dark:text-rose-400"
                      onClick={() =>
                        void onSave({ ...kase.graph, links: kase.graph.links.filter((known) => known.id !== link.id) })
                      }
                    >
                      remove
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

interface EventJson {
  date: string;
  kind: string;
  title: string;
  href: string;
  item_id: string;
  source: string;
}

function Chronology({
  api,
  items,
  states,
}: {
  api: string;
  items: CaseJson['items'];
  states: Map<string, ItemStateJson>;
}) {
  const [kind, setKind] = useState('');
  const [text, setText] = useState('');
  const [item, setItem] = useState('');
  const itemsKey = items.map((entry) => entry.item_id).join();
  const { data, isError } = useQuery({
    queryKey: ['chronology', api, itemsKey],
    queryFn: async () => {
      const response = await fetch(`${api}/chronology`);
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as { events: EventJson[]; unread: { item_id: string; reason: string }[] };
    },
    staleTime: 60_000,
  });
  const kinds = useMemo(() => [...new Set((data?.events ?? []).map((event) => event.kind))].sort(), [data]);
  const words = text.trim().toLowerCase();
  const shown = (data?.events ?? []).filter(
    (event) =>
      (!kind || event.kind === kind) &&
      (!item || event.item_id === item) &&
      (!words || event.title.toLowerCase().includes(words) || event.date.includes(words)),
  );
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(item ? { item } : {}) }).toString();
  return (
    <section aria-labelledby="case-chronology" className="space-y-2">
      <h2 id="case-chronology" className="text-lg font-semibold">
        Chronology
      </h2>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col">
          Kind
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            className="rounded border border-slate-300 px-1 py-1 dark:border-slate-600 dark:bg-slate-800"
          >
            <option value="">Every kind</option>
            {kinds.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          Item
          <select
            value={item}
            onChange={(event) => setItem(event.target.value)}
            className="max-w-64 rounded border border-slate-300 px-1 py-1 dark:border-slate-600 dark:bg-slate-800"
          >
            <option value="">Every item</option>
            {items.map((entry) => (
              <option key={entry.item_id} value={entry.item_id}>
                {states.get(entry.item_id)?.title ?? entry.href}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          Containing
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <a className={linkClass} href={`${api}/chronology?format=csv${query ? `&${query}` : ''}`}>
          Export CSV
        </a>
        <a className={linkClass} href={`${api}/chronology?format=json${query ? `&${query}` : ''}`}>
          JSON
        </a>
      </div>
      {isError ? (
        <p className="text-sm text-rose-700 dark:text-rose-400">The chronology could not be read.</p>
      ) : !data ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Reading every item’s dated events…</p>
      ) : (
        <>
          {data.unread.length ? (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              Not everything was read:{' '}
              {data.unread
                .map((entry) =>
                  entry.reason.includes('chronology holds')
                    ? entry.reason
                    : `${states.get(entry.item_id)?.title ?? entry.item_id} (${entry.reason})`,
                )
                .join('; ')}
              .
            </p>
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {shown.length} of {data.events.length} events
          </p>
          <div className="max-h-[32rem] overflow-auto">
            <table className="w-full text-left text-sm" data-chronology>
              <thead className="sticky top-0 bg-white dark:bg-slate-900">
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th className="py-1 pr-3 font-medium">Date</th>
                  <th className="py-1 pr-3 font-medium">Kind</th>
                  <th className="py-1 font-medium">Event</th>
                </tr>
              </thead>
              <tbody>
                {shown.slice(0, 1000).map((event, index) => (
                  <tr key={`${event.date}-${index}`} className="border-b border-slate-100 dark:border-slate-800">
                    <td className="py-1 pr-3 whitespace-nowrap">{event.date}</td>
                    <td className="py-1 pr-3">{event.kind}</td>
                    <td className="py-1">
                      <a className={linkClass} href={event.href}>
                        {event.title}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
