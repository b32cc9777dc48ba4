// Company numbers for the header's typeahead, beyond what /search/companies answers:
//
// - a partial company number ("0071924", "SC12") finds the companies whose number starts with
//   it (the search endpoint reads a number only whole, padded: "0071924" is 00071924);
// - a name being typed ("holl") finds one company per word completing its last word, live
//   companies first (HOLLAND…, HOLLIS…, HOLLOWAY…): the search ranks the starts-with names
//   alphabetically, so a page of five holds only the HOLLAND names, and HOLLOWAY was 26th.
//
// The numbers come from the index (search_companies) and the companies table; the caller builds
// the items by searching each number (so changes since the index was built still show as they
// are now: a company renamed since then is dropped by the caller when its name no longer
// matches). Not part of the registry's interface: offered to the app as a capability.
import type Database from 'better-sqlite3';
import { parseSearchQuery } from './normalize';

// Above every character a name can hold, so [key, key + MAX_CHAR) is "starts with key".
const MAX_CHAR = '\u{10FFFF}';
const STATUS_RANKS = [0, 1, 2] as const;

export interface CompanySuggester {
  /** Companies whose number starts with `prefix` (as partialCompanyNumber gives it), in number order. */
  byNumberPrefix(prefix: string, limit: number): string[];
  /**
   * Companies whose name starts with the query, one per distinct word completing the query's
   * last word (in name order, live companies first): the starts-with runs of the index, skipped
   * through a word at a time.
   */
  byNameStart(q: string, limit: number): string[];
}

export function createCompanySuggester(db: Database.Database): CompanySuggester {
  let numbers: Database.Statement | undefined;
  let firstFrom: Database.Statement | undefined;
  return {
    byNumberPrefix(prefix, limit) {
      if (!prefix || limit <= 0) return [];
      numbers ??= db
        .prepare(
          'SELECT company_number FROM companies WHERE company_number >= ? AND company_number < ? ORDER BY company_number LIMIT ?',
        )
        .pluck();
      return numbers.all(prefix, prefix + MAX_CHAR, limit) as string[];
    },
    byNameStart(q, limit) {
      const query = parseSearchQuery(q);
      const typed = query.words;
      if (typed.length === 0 || limit <= 0) return [];
      // The name key's words before the last one are fixed; the last one is being typed.
      const fixed = typed.slice(0, -1).join(' ');
      const key = typed.join(' ');
      const lead = fixed ? `${fixed} ` : '';
      firstFrom ??= db.prepare(
        'SELECT company_number, name_key FROM search_companies WHERE status_rank = ? AND name_key >= ? AND name_key < ? ORDER BY status_rank, name_key, pos LIMIT 1',
      );
      const found: string[] = [];
      const words = new Set<string>();
      for (const rank of STATUS_RANKS) {
        let from = key;
        // Each seek lands on the first name of the next word; a word already offered (by a live company) is skipped.
        for (let seeks = 0; found.length < limit && seeks < limit * 4; seeks++) {
          const row = firstFrom.get(rank, from, key + MAX_CHAR) as
            { company_number: string; name_key: string } | undefined;
          if (!row) break;
          const word = row.name_key.slice(lead.length).split(' ')[0] ?? '';
          if (!words.has(word)) {
            words.add(word);
            found.push(row.company_number);
          }
          // Past every name whose word is this one ("holland", "holland …"), not past "hollandia".
          from = `${lead}${word} ${MAX_CHAR}`;
        }
        if (found.length >= limit) break;
      }
      return found;
    },
  };
}
