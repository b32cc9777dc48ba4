// What /connections?from=…&to=…&max_depth=… asks for: two records as node keys (a company
// number alone is taken as a company) and how many hops to search, or a sentence for each
// part that cannot be read.
import { normaliseCompanyNumber } from '@/lib/registry/company-number';

export const PATH_DEPTHS = [2, 3, 4, 5, 6] as const;
export const DEFAULT_PATH_DEPTH = 4;

export interface PathQuery {
  from?: string;
  to?: string;
  maxDepth: number;
  problems: string[];
}

const OFFICER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A node key for a company or officer, from a key or a bare company number; undefined when it is neither. */
export function readRecordKey(text: string): string | undefined {
  const value = text.trim();
  const keyed = /^(company|officer):(.+)$/.exec(value);
  if (keyed?.[1] === 'company') {
    const number = normaliseCompanyNumber(keyed[2]!);
    return number ? `company:${number}` : undefined;
  }
  if (keyed?.[1] === 'officer') return OFFICER_ID.test(keyed[2]!) ? `officer:${keyed[2]}` : undefined;
  const number = /\d/.test(value) ? normaliseCompanyNumber(value) : null;
  return number ? `company:${number}` : undefined;
}

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readPathQuery(params: Params): PathQuery {
  const problems: string[] = [];
  const query: PathQuery = { maxDepth: DEFAULT_PATH_DEPTH, problems };
  for (const end of ['from', 'to'] as const) {
    const text = first(params[end])?.trim();
    if (!text) continue;
    const key = readRecordKey(text);
    if (key) query[end] = key;
    else
      problems.push(
        `“${text.slice(0, 80)}” (${end}) is not a company or an officer: pick one from the suggestions, or give a company number, company:{number} or officer:{officer id}.`,
      );
  }
  const depth = first(params.max_depth);
  if (depth !== undefined && depth !== '') {
    const value = Number(depth);
    if ((PATH_DEPTHS as readonly number[]).includes(value)) query.maxDepth = value;
    else problems.push(`max_depth must be one of ${PATH_DEPTHS.join(', ')} hops (got “${depth.slice(0, 20)}”).`);
  }
  if (query.from && query.from === query.to) problems.push('from and to are the same record: pick two.');
  return query;
}
