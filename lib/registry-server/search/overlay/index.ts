// The search index's overlay: what changed since the last full build, so that search sees
// every change the moment its transaction commits without rebuilding the index.
//
// The main index's row positions are its ranking (build.ts), so a changed row cannot be moved
// in it. Instead the writer (called by the activity engine inside each change's transaction)
// records, for each company, officer or disqualified officer whose search row changed, its row
// as it is now and the main position it sorts right after (`after_pos`, one binary search over
// the main rows), and marks the main row it replaces as superseded. Readers hold the overlay in
// memory (a few hundred bytes a row), catching up by `seq` inside their read transaction, and
// ranking.ts / advanced.ts merge it into the main index's order: main rows less the superseded,
// overlay rows placed after their `after_pos`. A full build (buildSearchIndex) folds it in and
// starts it empty (readers notice by the schema version).
//
// overlay/structures.ts: the sorted structures and text order; overlay/model.ts: what the overlay
// holds; overlay/reader.ts: reading it; overlay/writer.ts: writing it.
export { compareText, lowerBoundBy, matchesPrefixes, matchesWords, SortedList, WordIndex } from './structures';
export {
  compareCompanies,
  compareDisqualified,
  compareOfficers,
  EMPTY_OVERLAY,
  NO_SUPERSEDED,
  supersededBetween,
  type Overlay,
  type OverlayCompany,
  type OverlayPeople,
  type OverlayPerson,
  type PreviousName,
  type SupersededRow,
  type SupersededSet,
} from './model';
export { createOverlayReader, overlayOf } from './reader';
export { createOverlayWriter, type SearchOverlayWriter } from './writer';
