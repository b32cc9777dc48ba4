// One person under several records, as on the real register (research/register-2026.md, "One
// person, many records"): the registry opens a new officer id when an appointment is filed with
// another address or another form of the name, and a PSC entry at every company a person controls,
// linked to their directorships by nothing. Here:
// - a serial director takes some later appointments under an alias id (aliasOf): moved address,
//   middle name dropped or misspelt, initials only, another title, a familiar short forename, and
//   for women a married name with the same month of birth (declared as a former name now and then);
// - a director whose directorship gives a shortened name is PSC under the full one (pscEntryOf),
//   and a one-off director's appointment is now and then filed without the middle name (shortened);
// - owners who are no director of the company are sometimes the same people across companies
//   (ownerFromPool), each entry filed as it was, now and then without the middle name;
// - and any of these records may write the country of residence (or the nationality) another way.
// Namesakes (same name, same month of birth, other people) arise from the name pools by
// themselves, as often as the pools make them. Every draw here is from a stream of its own.
// The truth is written with each record (person_truth, persons.ts `truePerson`).
import { ukAddress } from './addresses';
import type { CompanyPlan } from './company';
import { yearOf, type Day } from './dates';
import { BRITISH } from './data/people';
import { registryId } from './ids';
import { makePerson, ofAgeOn, type Person } from './persons';
import { Rng, Weighted } from './random';

/** Share of a serial director's appointments made under an alias. */
export const ALIAS_SHARE = 0.06;

export type AliasKind =
  'moved' | 'middle-name-dropped' | 'typo' | 'initials' | 'title' | 'short-forename' | 'married-name';

const ALIAS_KINDS = new Weighted<AliasKind>([
  ['moved', 34],
  ['middle-name-dropped', 20],
  ['typo', 8],
  ['initials', 8],
  ['title', 8],
  ['short-forename', 8],
  ['married-name', 14],
]);

/** Familiar forms people file under: what the register holds, not a matcher's list. */
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  Thomas: ['Tom'],
  William: ['Bill', 'Will'],
  Robert: ['Rob', 'Bob'],
  Anthony: ['Tony'],
  Christopher: ['Chris'],
  Michael: ['Mike', 'Mick'],
  David: ['Dave'],
  Stephen: ['Steve'],
  Steven: ['Steve'],
  Andrew: ['Andy'],
  Daniel: ['Dan', 'Danny'],
  Samuel: ['Sam'],
  Benjamin: ['Ben'],
  Joseph: ['Joe'],
  Nicholas: ['Nick'],
  Peter: ['Pete'],
  Richard: ['Rich', 'Dick'],
  Edward: ['Ed', 'Ted'],
  Alexander: ['Alex'],
  Katherine: ['Kate'],
  Catherine: ['Cathy', 'Kate'],
  Elizabeth: ['Liz', 'Beth'],
  Susan: ['Sue'],
  Jennifer: ['Jenny'],
  Margaret: ['Maggie'],
  Patricia: ['Pat'],
  Matthew: ['Matt'],
  James: ['Jim', 'Jamie'],
  Jonathan: ['Jon'],
  Gregory: ['Greg'],
  Philip: ['Phil'],
  Timothy: ['Tim'],
  Geoffrey: ['Geoff'],
  Kenneth: ['Ken'],
  Deborah: ['Debbie'],
  Rebecca: ['Becky'],
  Victoria: ['Vicky'],
  Nicola: ['Nicky'],
  Frederick: ['Fred'],
  Jacqueline: ['Jackie'],
  Gerald: ['Gerry'],
  Terence: ['Terry'],
  Leonard: ['Len'],
  Raymond: ['Ray'],
  Ronald: ['Ron'],
  Douglas: ['Doug'],
  Harold: ['Harry'],
  Henry: ['Harry'],
};

/** A letter pair swapped in the middle of a word: "Michael" → "Micahel". */
function typo(word: string, rng: Rng): string {
  const at = rng.int(1, word.length - 3);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

const FEMALE_TITLES_AFTER_MARRIAGE = ['Mrs', 'Mrs', 'Ms'];

const UK_RESIDENCES = ['United Kingdom', 'England', 'Scotland', 'Wales', 'Northern Ireland'];
const UK_NATIONALITIES = ['British', 'English', 'Scottish', 'Welsh'];

/**
 * The same facts as another filing may write them: the country of residence as the UK or as its
 * nation ("England" one time, "United Kingdom" the next), now and then the nationality too.
 */
function writtenAgain(person: Person, rng: Rng): Person {
  let { residence, nationality } = person;
  if (UK_RESIDENCES.includes(residence) && rng.chance(0.25))
    residence =
      residence === 'United Kingdom'
        ? person.address.country === 'Scotland'
          ? 'Scotland'
          : 'England'
        : 'United Kingdom';
  if (UK_NATIONALITIES.includes(nationality) && rng.chance(0.05))
    nationality = nationality === 'British' ? rng.pick(['English', 'Scottish', 'Welsh']) : 'British';
  return residence === person.residence && nationality === person.nationality
    ? person
    : { ...person, residence, nationality };
}

/**
 * The person's alias number `variant` (1 or 2), the same every time: a new officer id under which
 * the person files some appointments. Date of birth, nationality and country of residence stay
 * (they are the person's); what changes is drawn from the register's habits.
 */
export function aliasOf(person: Person, variant: 1 | 2): { person: Person; kind: AliasKind } {
  const alias = aliasBody(person, variant);
  return { ...alias, person: writtenAgain(alias.person, Rng.from(`alias-written|${person.officerId}|${variant}`)) };
}

function aliasBody(person: Person, variant: 1 | 2): { person: Person; kind: AliasKind } {
  const rng = Rng.from(`alias|${person.officerId}|${variant}`);
  const officerId = registryId(`officer|alias|${person.officerId}|${variant}`);
  const self = {
    officerId,
    person: person.person ?? person.officerId,
    canonical: person.canonical ?? person,
    // The occupation is written afresh on each filing, often as plain "Director".
    ...(rng.chance(0.3) ? { occupation: 'Director' } : {}),
  };
  // A new id has its own person number on the register.
  const personNumber = `${rng.int(10000000, 34999999)}000${rng.int(1, 3)}`;
  const kind = ALIAS_KINDS.pick(rng);
  const middle = person.middle;
  const short = SHORT_FORMS[person.forename];
  if (kind === 'middle-name-dropped' && middle)
    return { person: { ...person, ...self, personNumber, middle: undefined }, kind };
  if (kind === 'typo' && middle && middle.length > 4)
    return { person: { ...person, ...self, personNumber, middle: typo(middle, rng) }, kind };
  if (kind === 'initials')
    return {
      person: { ...person, ...self, personNumber, forename: person.forename[0]!, middle: middle?.[0] },
      kind,
    };
  if (kind === 'title')
    return { person: { ...person, ...self, personNumber, title: person.title === 'Dr' ? '' : 'Dr' }, kind };
  if (kind === 'short-forename' && short)
    return { person: { ...person, ...self, personNumber, forename: rng.pick(short) }, kind };
  if (kind === 'married-name' && person.female) {
    let surname = rng.pick(BRITISH.surnames);
    if (surname === person.surname) surname = rng.pick(BRITISH.surnames);
    return {
      person: {
        ...person,
        ...self,
        // Her PSC entries name her as she now is.
        canonical: undefined,
        personNumber,
        surname,
        title: rng.pick(FEMALE_TITLES_AFTER_MARRIAGE),
        // Declared on the new appointments as a former name, about two times in five.
        ...(rng.chance(0.4) ? { formerSurname: person.surname } : {}),
        ...(rng.chance(0.5) ? { address: ukAddress(rng, 'uk') } : {}),
      },
      kind: 'married-name',
    };
  }
  return { person: { ...person, ...self, personNumber, address: ukAddress(rng, 'uk') }, kind: 'moved' };
}

/**
 * A new director as their appointment is filed: now and then without their middle name (the PSC
 * entry, made from `canonical`, keeps it).
 */
export function asAppointed(person: Person, key: string): Person {
  if (!person.middle || !Rng.from(`shortened|${key}`).chance(0.05)) return person;
  return { ...person, middle: undefined, canonical: person };
}

/**
 * A director as their PSC entry names them: the whole name mostly, where the directorship gave
 * less of it; the odd entry leaves out the middle name itself.
 */
export function pscEntryOf(director: Person, key: string): Person {
  const rng = Rng.from(key);
  const full = director.canonical && rng.chance(0.8) ? { ...director.canonical, person: truthOf(director) } : director;
  const written = writtenAgain(full, rng);
  if (written.middle && rng.chance(0.04)) return { ...written, middle: undefined };
  return written;
}

const truthOf = (person: Person) => person.person ?? person.officerId;

/** Share of owners (PSCs who are no director of the company) who own other companies too. */
const POOLED_OWNERS = 0.3;

/**
 * An owner from the pool of people who own several companies, or undefined for a new one. The
 * pool's size follows the dataset's; picks are heavy-tailed, as a serial director's are.
 */
export function ownerFromPool(plan: CompanyPlan, index: number, notifiedOn: Day): Person | undefined {
  const rng = Rng.from(`${plan.salt}|owner-pool|${plan.number}|${index}`);
  if (!rng.chance(POOLED_OWNERS)) return undefined;
  const size = Math.max(300, Math.floor(plan.ctx.officers.poolSize / 4));
  for (let attempt = 0; attempt < 3; attempt++) {
    const pick = Math.min(size - 1, Math.floor(size * Math.pow(rng.float(), 2)));
    const person = makePerson(`${plan.ctx.salt}|serial-owner|${pick}`, { bornFrom: 1940, bornTo: 1995 });
    const age = yearOf(notifiedOn) - yearOf(person.dob);
    if (age >= 21 && ofAgeOn(person, notifiedOn)) {
      // Each entry as it was filed: its country written one way or another, now and then without the middle name.
      const written = writtenAgain(person, rng);
      if (written.middle && rng.chance(0.05)) return { ...written, middle: undefined, person: person.officerId };
      return written;
    }
  }
  return undefined;
}
