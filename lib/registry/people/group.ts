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

/**
 * Groups `count` records by `links` at or above `threshold`. `compatible(x, y)` is asked of every
 * pair that a join would put in one group (once per pair); of a group larger than `maxChecked`,
 * its first `maxChecked` records stand for it (a register's largest groups are one person's
 * hundreds of PSC entries, alike).
 */
export function groupRecords(
  count: number,
  links: readonly Link[],
  threshold: number,
  compatible: (x: number, y: number) => boolean,
  maxChecked = Infinity,
): Grouping {
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

  const strong = links
    .filter((link) => link.confidence >= threshold)
    .sort(
      (x, y) =>
        y.confidence - x.confidence ||
        Math.min(x.a, x.b) - Math.min(y.a, y.b) ||
        Math.max(x.a, x.b) - Math.max(y.a, y.b),
    );
  for (const link of strong) {
    const left = find(link.a);
    const right = find(link.b);
    if (left === right) continue;
    const one = membersOf(left).slice(0, maxChecked);
    const other = membersOf(right).slice(0, maxChecked);
    if (!one.every((x) => other.every((y) => x === y || compatiblePair(x, y)))) continue;
    const [root, child] = left < right ? [left, right] : [right, left];
    parent[child] = root;
    members.set(root, [...membersOf(root), ...membersOf(child)]);
    members.delete(child);
  }
  const group = new Int32Array(count);
  for (let i = 0; i < count; i++) group[i] = find(i);
  const strongest: (Link | undefined)[] = new Array(count).fill(undefined);
  for (const link of strong) {
    if (group[link.a] !== group[link.b]) continue;
    for (const end of [link.a, link.b]) if (!strongest[end]) strongest[end] = link;
  }
  return { group, strongest };
}
