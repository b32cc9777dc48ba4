// The registry interface specification's field rules (__fixtures__/spec-fields.json), checked
// against a document the embedded registry sends: which required fields are missing and which
// values are outside the lists the specification gives. Used by the conformance test, which
// walks a whole generated dataset, so a generator change that breaks the contract is caught.
import rules from './__fixtures__/spec-fields.json';

export type SpecResource = Exclude<keyof typeof rules, '_about'>;

interface Rules {
  optional: readonly string[];
  required: readonly string[];
  values: Readonly<Record<string, readonly string[] | undefined>>;
}

const rulesOf = (resource: SpecResource): Rules => rules[resource] as Rules;

/** Every value at a path, stepping into each element of a list at `[]`; absent values are left out. */
function valuesAt(roots: readonly unknown[], path: string): readonly unknown[] {
  let current = roots;
  for (const segment of path.split('.')) {
    const name = segment.replace(/\[\]$/, '');
    const next: unknown[] = [];
    for (const value of current) {
      const child = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
      if (child === undefined) continue;
      if (segment.endsWith('[]') && Array.isArray(child)) next.push(...child);
      else next.push(child);
    }
    current = next;
  }
  return current;
}

/** The nearest listed field above `path` (its owner), or '' for the document itself. */
function ownerOf(path: string, listed: ReadonlySet<string>): string {
  const segments = path.split('.');
  for (let length = segments.length - 1; length > 0; length--) {
    const prefix = segments.slice(0, length).join('.');
    if (listed.has(prefix)) return prefix;
  }
  return '';
}

/** What in `document` breaks the specification's rules for `resource`: one line per gap. */
export function specGaps(resource: SpecResource, document: unknown): string[] {
  const { optional, required, values } = rulesOf(resource);
  const listed = new Set([...optional, ...required]);
  const gaps: string[] = [];
  for (const path of required) {
    const owner = ownerOf(path, listed);
    const owners = owner ? valuesAt([document], owner) : [document];
    const rest = owner ? path.slice(owner.length + 1) : path;
    // A required list must be sent (it may be empty); a required field, in every owner sent.
    const missing = owners.filter((instance) => valuesAt([instance], rest.replace(/\[\]$/, '')).length === 0).length;
    if (missing > 0) gaps.push(`${path} missing${owners.length > 1 ? ` (${missing} of ${owners.length})` : ''}`);
  }
  for (const [path, allowed] of Object.entries(values)) {
    for (const value of valuesAt([document], path)) {
      if (!allowed!.includes(String(value)))
        gaps.push(`${path} is ${JSON.stringify(value)}, not one of the specification's values`);
    }
  }
  return gaps;
}
