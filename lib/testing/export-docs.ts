// Reads docs/exports.md the way a reader does: the section headed with a path, and its
// table's [CSV header, JSON key] pairs (cells may be padded by the formatter).
import { readFileSync } from 'node:fs';

const docs = () => readFileSync(new URL('../../docs/exports.md', import.meta.url), 'utf8');

/** The documented columns of the section whose heading names `path`, or undefined when there is none. */
export function documentedExportColumns(path: string): [string, string][] | undefined {
  const section = docs()
    .split(/^### /m)
    .find((text) => text.split('\n')[0]!.includes(`\`${path}\``));
  if (section === undefined) return undefined;
  return [...section.matchAll(/^\| (.+?) +\| `([a-z_]+)` +\|/gm)].map((match) => [match[1]!, match[2]!]);
}
