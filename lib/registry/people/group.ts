// Records into people: the strongest links first, two groups joined only when every record of
// one may be the same person as every record of the other (`compatible`: no conflicting names or
// dates of birth, and no pair that looks like two people). A record that two namesakes both
// resemble ("John SMITH" beside "John Andrew SMITH" and "John Peter SMITH") joins one of them at
// most: no chain through a third record makes two people one. Deterministic: ties are broken by
// the records' order, so the same records always give the same groups.

export interface Link {
  /** Indexes of the two records. */
  a: number;
  b: number;
  confidence: number;
}

export interface Grouping {
  /** For each record, the index of its group's first record (the group's representative). */
  group: Int32Array;
  /** For each record, its strongest link to another record of its group (none for a record alone). */
  strongest: (Link | undefined)[];
}

export interface GroupOptions {
  /** Groups are joined at or above this confidence. */
  threshold: number;
  /** Asked of every pair that a join would put in one group (once per pair). */
  compatible: (x: number, y: number) => boolean;
  /**
   * The confidence of a link as a join of two groups of these sizes (by default the link's own):
   * a person already seen on many records is likelier to be behind one more than a namesake is.
   */
  joining?: (confidence: number, sizes: readonly [number, number]) => number;
  /** Of a group larger than this, its first records stand for it (a register's largest groups are one person's hundreds of PSC entries, alike). */
  maxChecked?: number;
}

/**
 * Groups `count` records by `links`, strongest first. A join that falls short for the groups'
 * sizes as they are is tried again once they have grown (a few rounds, until nothing joins).
 */
export function groupRecords(count: number, links: readonly Link[], options: GroupOptions): Grouping {
  const { threshold, compatible, joining = (confidence) => confidence, maxChecked = Infinity } = options;
  const parent = new Int32Array(count);
  for (let i = 0; i < count; i++) parent[i] = i;
  const members = new Map<number, number[]>();
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const membersOf = (root: number) => members.get(root) ?? [root];
  const asked = new Map<string, boolean>();
  const compatiblePair = (x: number, y: number) => {
    const key = x < y ? `${x}:${y}` : `${y}:${x}`;
    let answer = asked.get(key);
    if (answer === undefined) {
      answer = compatible(x, y);
      asked.set(key, answer);
    }
    return answer;
  };

  const sorted = [...links].sort(
    (x, y) =>
      y.confidence - x.confidence || Math.min(x.a, x.b) - Math.min(y.a, y.b) || Math.max(x.a, x.b) - Math.max(y.a, y.b),
  );
  let waiting = sorted;
  for (let round = 0; round < 4 && waiting.length > 0; round++) {
    const later: Link[] = [];
    let joined = false;
    for (const link of waiting) {
      const left = find(link.a);
      const right = find(link.b);
      if (left === right) continue;
      const sizes = [membersOf(left).length, membersOf(right).length] as const;
      if (joining(link.confidence, sizes) < threshold) {
        later.push(link);
        continue;
      }
      const one = membersOf(left).slice(0, maxChecked);
      const other = membersOf(right).slice(0, maxChecked);
      if (!one.every((x) => other.every((y) => x === y || compatiblePair(x, y)))) continue;
      const [root, child] = left < right ? [left, right] : [right, left];
      parent[child] = root;
      members.set(root, [...membersOf(root), ...membersOf(child)]);
      members.delete(child);
      joined = true;
    }
    if (!joined) break;
    waiting = later;
  }
  const group = new Int32Array(count);
  for (let i = 0; i < count; i++) group[i] = find(i);
  const strongest: (Link | undefined)[] = new Array(count).fill(undefined);
  for (const link of sorted) {
    if (group[link.a] !== group[link.b]) continue;
    for (const end of [link.a, link.b]) if (!strongest[end]) strongest[end] = link;
  }
  return { group, strongest };
}
