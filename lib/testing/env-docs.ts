// Reads docs/configuration.md the way a reader does: each section (its `## ` heading names, in
// backticks, the file that reads its variables) and its table's rows (cells may be padded by the
// formatter; a meaning may hold an escaped `\|`).
import { readFileSync } from 'node:fs';

export interface DocumentedVariable {
  name: string;
  /** The default cell as written: a literal in backticks (`600`), or words (unset, beside the dataset). */
  default: string;
  meaning: string;
}

export interface DocumentedSection {
  heading: string;
  /** The file the heading names, such as `lib/env.ts`. */
  source: string | undefined;
  variables: DocumentedVariable[];
}

const docs = () => readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');

/** The sections of docs/configuration.md with their tables' variables. */
export function documentedConfiguration(): DocumentedSection[] {
  return docs()
    .split(/^## /m)
    .slice(1)
    .map((text) => {
      const heading = text.split('\n')[0]!;
      const variables = [...text.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\| (.+?) +\| (.+?) +\|$/gm)].map((match) => ({
        name: match[1]!,
        default: match[2]!,
        meaning: match[3]!,
      }));
      return { heading, source: /`([^`]+)`/.exec(heading)?.[1], variables };
    });
}

/** A default cell's literal (`600` → '600'), or undefined when the cell is words (unset, beside the dataset). */
export function literalDefault(cell: string): string | undefined {
  return /^`([^`]*)`$/.exec(cell)?.[1];
}
