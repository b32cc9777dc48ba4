// A record as the person index's build reads it: one row of its scratch table, whether the build
// reads the register (build.ts) or the bulk import's mapping threads staged it as they read the
// PSC snapshot (import/mapper.ts): the columns of the index's rows, what the counts read, the
// blocks, and the record whole (JSON) for scoring.
import { blockKeys, birthMonthKey, personKey, type PersonRecord } from '@/lib/registry/people/records';
import { ownPersonId } from '@/lib/registry/people/resolve';

export const REC_COLUMNS = [
  'link',
  'own_id',
  'kind',
  'name',
  'birth',
  'since',
  'blocks',
  'person_key',
  'surname',
  'forename',
  'month',
  'forenames',
  'middles',
  'nationalities',
  'residences',
  'postcodes',
  'occupations',
  'record',
] as const;

/** `1966-05`. */
export const birthText = (record: Pick<PersonRecord, 'birth'>) =>
  record.birth ? `${record.birth.year}-${String(record.birth.month).padStart(2, '0')}` : null;

/** The record's values, in REC_COLUMNS order. */
export function recValues(record: PersonRecord): (string | null)[] {
  const { forenames, surname } = record.parsed;
  return [
    record.link,
    ownPersonId(record.link),
    record.kind,
    record.name,
    birthText(record),
    record.since ?? null,
    JSON.stringify(blockKeys(record)),
    personKey(record) ?? null,
    surname,
    forenames[0] ?? null,
    record.birth ? birthMonthKey(record.birth) : null,
    forenames.length >= 2 ? forenames.join(' ') : null,
    JSON.stringify(forenames.slice(1).filter((name) => name.length > 1)),
    JSON.stringify(record.nationalities),
    JSON.stringify(record.residences),
    JSON.stringify(record.postcodes),
    record.kind === 'officer' ? JSON.stringify(record.occupations) : null,
    JSON.stringify(record),
  ];
}
