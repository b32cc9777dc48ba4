// Writing the search overlay: inside each change's transaction, the activity engine's connection
// records how a company's, officer's or disqualified officer's search row changed (its row now, the
// main position it sorts right after, the main row it supersedes).
import type Database from 'better-sqlite3';
import {
  companyFieldsSql,
  DISQUALIFIED_SORT_WORDS_SQL,
  PREVIOUS_NAME_SLOTS,
  RECORDED_ADDRESS_MIN_APPOINTMENTS,
  registerFunctions,
} from '../build';
import { compareCompanies, compareDisqualified, compareOfficers, hasOverlayTables, type DerivedCompany } from './model';
import { compareText } from './structures';

export interface SearchOverlayWriter {
  /** Runs `write` (which changes the company's row) and records how its search row changed. */
  company(companyNumber: string, write: () => void): void;
  /** Runs `write` (an appointment made or ended) and records how the officer's search row changed. */
  officer(officerId: string, write: () => void): void;
  /** Records a disqualified officer just added. */
  disqualified(officerId: string): void;
  /** Rows in the overlay now (companies, people and superseded main rows). */
  size(): number;
}

const DERIVED_COMPANY_FIELDS: readonly (keyof DerivedCompany)[] = [
  'status_rank',
  'name_key',
  'name_words',
  'previous_names',
  'company_status',
  'company_type',
  'company_subtype',
  'date_of_creation',
  'date_of_cessation',
  'alpha_key',
  'sic_codes',
  'address_words',
];

/**
 * The writer for the activity engine's connection, or undefined when the dataset's search index
 * predates the overlay (or there is none). Every method must run inside the change's transaction.
 */
export function createOverlayWriter(db: Database.Database): SearchOverlayWriter | undefined {
  if (!hasOverlayTables(db)) return undefined;
  registerFunctions(db);
  const q = {
    // The fields buildCompanies reads (companyFieldsSql), for one company; then its previous
    // names' words by slot and its distinct SIC codes, as the index holds them.
    company: db.prepare(`
      WITH c AS (SELECT * FROM (${companyFieldsSql()}) WHERE company_number = ?)
      SELECT status_rank, name_key, name_words,
             coalesce((SELECT json_group_array(json_array(p.key, search_words(p.value ->> '$.name')))
                       FROM json_each(CASE WHEN json_valid(c.previous_names) THEN c.previous_names END) p
                       WHERE p.key < ${PREVIOUS_NAME_SLOTS}), '[]') AS previous_names,
             company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key,
             coalesce((SELECT json_group_array(value) FROM (SELECT DISTINCT j.value FROM json_each(c.sic_codes) j ORDER BY 1)), '[]') AS sic_codes,
             address_words
      FROM c`),
    overlayCompany: db.prepare('SELECT * FROM search_overlay_companies WHERE company_number = ?'),
    mainCompany: db.prepare('SELECT pos FROM search_companies WHERE company_number = ?').pluck(),
    lastCompany: db.prepare('SELECT coalesce(max(pos), 0) FROM search_companies').pluck(),
    companyKeyAt: db.prepare(`
      SELECT s.status_rank, s.name_key, coalesce(x.name_words, search_words(c.company_name)) AS name_words, s.company_number
      FROM search_companies s JOIN companies c ON c.company_number = s.company_number
      LEFT JOIN search_overlay_superseded x ON x.kind = 'company' AND x.pos = s.pos
      WHERE s.pos = ?`),
    putCompany: db.prepare(`
      INSERT INTO search_overlay_companies (company_number, seq, after_pos, status_rank, name_key, name_words, previous_names,
          company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key, sic_codes, address_words)
      VALUES (@company_number, @seq, @after_pos, @status_rank, @name_key, @name_words, @previous_names, @company_status,
          @company_type, @company_subtype, @date_of_creation, @date_of_cessation, @alpha_key, @sic_codes, @address_words)
      ON CONFLICT (company_number) DO UPDATE SET seq = excluded.seq, after_pos = excluded.after_pos,
        status_rank = excluded.status_rank, name_key = excluded.name_key, name_words = excluded.name_words,
        previous_names = excluded.previous_names, company_status = excluded.company_status,
        company_type = excluded.company_type, company_subtype = excluded.company_subtype,
        date_of_creation = excluded.date_of_creation, date_of_cessation = excluded.date_of_cessation,
        alpha_key = excluded.alpha_key, sic_codes = excluded.sic_codes, address_words = excluded.address_words`),
    officer: db.prepare(`
      SELECT search_words(o.name) AS sort_words,
             (SELECT count(*) FROM appointments a WHERE a.officer_id = o.officer_id) AS appointment_count
      FROM officers o WHERE o.officer_id = ?`),
    addressAppointment: db
      .prepare(
        `SELECT appointment_id FROM appointments WHERE officer_id = ?
         ORDER BY resigned_on IS NOT NULL, appointed_on DESC, resigned_on DESC, appointment_id LIMIT 1`,
      )
      .pluck(),
    personKey: db.prepare('SELECT search_person_key(?)').pluck(),
    overlayPerson: db.prepare('SELECT * FROM search_overlay_people WHERE kind = ? AND officer_id = ?'),
    lastOfficer: db.prepare('SELECT coalesce(max(pos), 0) FROM search_officers').pluck(),
    // The words the main row was built from: a superseded row's entry keeps them, which is the only
    // place left once the officer is removed (gone from officers). search_words(NULL) is '', not
    // NULL, so it must not come first in the coalesce: a removed officer would sort before every
    // name and break the binary searches over the main rows. NULL: a removed officer whose main row
    // was never superseded (not the words of any name).
    officerKeyAt: db.prepare(`
      SELECT coalesce(x.name_words, CASE WHEN o.officer_id IS NOT NULL THEN search_words(o.name) END) AS sort_words,
             s.appointment_count, s.officer_id, s.address_appointment_id
      FROM search_officers s LEFT JOIN officers o ON o.officer_id = s.officer_id
      LEFT JOIN search_overlay_superseded x ON x.kind = 'officer' AND x.pos = s.pos
      WHERE s.pos = ?`),
    disqualified: db.prepare(
      `SELECT kind, ${DISQUALIFIED_SORT_WORDS_SQL} AS sort_words FROM disqualified_officers WHERE officer_id = ?`,
    ),
    lastDisqualified: db.prepare('SELECT coalesce(max(pos), 0) FROM search_disqualified').pluck(),
    disqualifiedKeyAt: db.prepare(`
      SELECT ${DISQUALIFIED_SORT_WORDS_SQL} AS sort_words, officer_id FROM disqualified_officers
      WHERE officer_id = (SELECT officer_id FROM search_disqualified WHERE pos = ?)`),
    putPerson: db.prepare(`
      INSERT INTO search_overlay_people (kind, officer_id, seq, after_pos, sort_words, person_key, appointment_count,
          address_appointment_id, disqualified_kind)
      VALUES (@kind, @officer_id, @seq, @after_pos, @sort_words, @person_key, @appointment_count, @address_appointment_id,
          @disqualified_kind)
      ON CONFLICT (kind, officer_id) DO UPDATE SET seq = excluded.seq, after_pos = excluded.after_pos,
        sort_words = excluded.sort_words, person_key = excluded.person_key, appointment_count = excluded.appointment_count,
        address_appointment_id = excluded.address_appointment_id, disqualified_kind = excluded.disqualified_kind,
        removed = 0`),
    removePerson: db.prepare('UPDATE search_overlay_people SET seq = ?, removed = 1 WHERE kind = ? AND officer_id = ?'),
    supersede: db.prepare(
      'INSERT OR IGNORE INTO search_overlay_superseded (kind, pos, seq, name_words, previous_names) VALUES (?, ?, ?, ?, ?)',
    ),
    nextSeq: db
      .prepare(
        "UPDATE search_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'overlay_seq' RETURNING CAST(value AS INTEGER)",
      )
      .pluck(),
    size: db
      .prepare(
        `SELECT (SELECT count(*) FROM search_overlay_companies) + (SELECT count(*) FROM search_overlay_people)
              + (SELECT count(*) FROM search_overlay_superseded)`,
      )
      .pluck(),
  };

  /** The last main position whose sort key is below `key` (0 when none): a binary search over the main rows. */
  const afterPos = (last: number, below: (pos: number) => boolean): number => {
    let lo = 1;
    let hi = last + 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (below(mid)) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };

  const derive = (companyNumber: string) => q.company.get(companyNumber) as DerivedCompany | undefined;
  const same = (a: DerivedCompany | undefined, b: DerivedCompany | undefined) =>
    a !== undefined && b !== undefined && DERIVED_COMPANY_FIELDS.every((field) => a[field] === b[field]);

  return {
    company(companyNumber, write) {
      const existing = q.overlayCompany.get(companyNumber) as (DerivedCompany & { id: number }) | undefined;
      const before = existing ?? derive(companyNumber);
      write();
      const after = derive(companyNumber);
      if (!after || same(before, after)) return;
      const seq = q.nextSeq.get() as number;
      if (!existing) {
        // The first change since the build: the main row (as built from `before`) stops counting.
        const pos = q.mainCompany.get(companyNumber) as number | undefined;
        if (pos !== undefined && before) q.supersede.run('company', pos, seq, before.name_words, before.previous_names);
      }
      const key = {
        statusRank: after.status_rank,
        nameKey: after.name_key,
        nameText: after.name_words,
        companyNumber,
      };
      const at = afterPos(q.lastCompany.get() as number, (pos) => {
        const main = q.companyKeyAt.get(pos) as
          { status_rank: number; name_key: string; name_words: string; company_number: string } | undefined;
        if (!main) return true;
        const mainKey = {
          statusRank: main.status_rank,
          nameKey: main.name_key,
          nameText: main.name_words,
          companyNumber: main.company_number,
        };
        return compareCompanies(mainKey, key) < 0;
      });
      q.putCompany.run({ ...after, company_number: companyNumber, seq, after_pos: at });
    },

    officer(officerId, write) {
      const existing = q.overlayPerson.get('officer', officerId) as
        { appointment_count: number; address_appointment_id: string | null; removed: number } | undefined;
      // Officers' names never change: the one before the write finds their main row (a removed officer's too).
      const name = (q.officer.get(officerId) as { sort_words: string } | undefined)?.sort_words;
      const last = q.lastOfficer.get() as number;
      type MainOfficer = {
        sort_words: string;
        appointment_count: number;
        officer_id: string;
        address_appointment_id: string | null;
      };
      const keyAt = (pos: number) => {
        const row = q.officerKeyAt.get(pos) as
          (Omit<MainOfficer, 'sort_words'> & { sort_words: string | null }) | undefined;
        if (row && row.sort_words === null)
          throw new Error(
            `search overlay: the main officer row ${pos} (${row.officer_id}) is off the register but not superseded: rebuild the search index`,
          );
        return row as MainOfficer | undefined;
      };
      let main: (MainOfficer & { pos: number }) | undefined;
      if (!existing && name !== undefined) {
        for (
          let pos = afterPos(last, (p) => compareText(keyAt(p)?.sort_words ?? '', name) < 0) + 1;
          pos <= last;
          pos++
        ) {
          const row = keyAt(pos);
          if (!row || row.sort_words !== name) break;
          if (row.officer_id === officerId) {
            main = { ...row, pos };
            break;
          }
        }
      }
      write();
      const now = q.officer.get(officerId) as { sort_words: string; appointment_count: number } | undefined;
      if (!now && name === undefined) return;
      const addressId =
        now && now.appointment_count > RECORDED_ADDRESS_MIN_APPOINTMENTS
          ? ((q.addressAppointment.get(officerId) as string | undefined) ?? null)
          : null;
      const before = existing?.removed ? undefined : (existing ?? main);
      if (!now) {
        // Off the register (their last appointment removed): the main row stops counting, an overlay row is marked gone.
        if (!before) return;
        const seq = q.nextSeq.get() as number;
        if (main) q.supersede.run('officer', main.pos, seq, main.sort_words, null);
        if (existing) q.removePerson.run(seq, 'officer', officerId);
        return;
      }
      if (before && before.appointment_count === now.appointment_count && before.address_appointment_id === addressId)
        return;
      const seq = q.nextSeq.get() as number;
      if (main) q.supersede.run('officer', main.pos, seq, main.sort_words, null);
      const key = { sortText: now.sort_words, appointmentCount: now.appointment_count, officerId };
      const at = afterPos(last, (pos) => {
        const row = keyAt(pos);
        if (!row) return true;
        return (
          compareOfficers(
            { sortText: row.sort_words, appointmentCount: row.appointment_count, officerId: row.officer_id },
            key,
          ) < 0
        );
      });
      q.putPerson.run({
        kind: 'officer',
        officer_id: officerId,
        seq,
        after_pos: at,
        sort_words: now.sort_words,
        person_key: q.personKey.get(now.sort_words),
        appointment_count: now.appointment_count,
        address_appointment_id: addressId,
        disqualified_kind: null,
      });
    },

    disqualified(officerId) {
      const now = q.disqualified.get(officerId) as { kind: string; sort_words: string } | undefined;
      if (!now) return;
      const key = { sortText: now.sort_words, officerId };
      const at = afterPos(q.lastDisqualified.get() as number, (pos) => {
        const row = q.disqualifiedKeyAt.get(pos) as { sort_words: string; officer_id: string } | undefined;
        return !row || compareDisqualified({ sortText: row.sort_words, officerId: row.officer_id }, key) < 0;
      });
      q.putPerson.run({
        kind: 'disqualified',
        officer_id: officerId,
        seq: q.nextSeq.get() as number,
        after_pos: at,
        sort_words: now.sort_words,
        person_key: q.personKey.get(now.sort_words),
        appointment_count: null,
        address_appointment_id: null,
        disqualified_kind: now.kind,
      });
    },

    size: () => q.size.get() as number,
  };
}
