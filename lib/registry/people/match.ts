// Whether two records are one person: a likelihood ratio in the manner of Fellegi and Sunter,
// with the chance of a namesake taken from the register itself. Two records of one block share a
// surname (or forenames) and a month of birth; how likely that is by chance depends on how common
// the name is, so the prior odds are 1 / λ, λ being how many other people of the name the register
// holds born in any one month (NameFrequencies). Each further comparison multiplies the odds by how
// much likelier it is for one person's records than for two people's: middle names, nationality,
// country of residence, postcodes, a company both are on, people both sit with, occupation. The
// confidence is the odds as a probability; every factor is said in words. Some differences are
// never one person (another forename, another middle name, another date of birth): a conflict,
// which grouping (group.ts) checks across a whole group.
import { MONTH_NAMES } from '@/lib/labels/dates';
import { isInitial, isShortForm } from './forenames';
import { nameText, slip } from './names';
import { isUkCountry, isUkNationality, personKey, type PersonRecord } from './records';

/** Counts over the whole index that say how common a name, a nationality or a postcode is. */
export interface NameFrequencies {
  /** People the index holds (distinct surname, forename and month of birth). */
  readonly people: number;
  /** Records the index holds. */
  readonly records: number;
  /** People with this surname / this forename (a forename of one letter: any forename with that initial). */
  surname(surname: string): number;
  forename(forename: string): number;
  /** Months of birth in which someone of this surname and forename (or initial) is born. */
  fullName(surname: string, forename: string): number;
  /** People with these forenames (two or more, in order), any surname. */
  forenames(forenames: string): number;
  /** Share of people with a middle name, and of middle names that are this one (as above, within the surname). */
  readonly middleShare: number;
  middle(name: string, surname: string): number;
  /**
   * Share of people with this nationality / country of residence / middle name, among those of
   * the surname where others of it have one too (a Polish surname mostly goes with Polish
   * nationality: the two agreeing says little), else among everyone.
   */
  nationality(value: string, surname: string): number;
  residence(value: string, surname: string): number;
  /** Records with an address at this postcode. */
  postcode(postcode: string): number;
  /** Share of officer records that give this occupation. */
  occupation(value: string): number;
}

/** Records grouped as one person at or above this confidence; shown as "possibly the same person" from POSSIBLE. */
export const GROUP_CONFIDENCE = 0.99;
export const POSSIBLE_CONFIDENCE = 0.5;

/** Months of birth the counts spread over (70 years). */
const MONTHS = 840;
/** At most this many bits from the name alone: the index is never the whole world. */
const MAX_NAME_BITS = 14;

// Likelihood ratios, in bits (log2 of P(observed | one person) / P(observed | two people)).
// What one person's records show, from the register's habits: most give the same forenames;
// a middle name is left off now and then; nationality and residence mostly stay.
const BITS = {
  forename: {
    same: Math.log2(0.9),
    'short-form': Math.log2(0.03),
    // An initial is a way of filing, no likelier of one person's records than of two people's;
    // the namesakes it could stand for (everyone of the surname with that initial) are in the prior.
    initial: 0,
    transposed: Math.log2(0.01),
    spelling: Math.log2(0.01),
  },
  /** A person who goes by their middle name on one record. */
  middleAsForename: Math.log2(0.02),
  /** Of one person's records, about one pair in ten drops a middle name. */
  middleDropped: Math.log2(0.09 / 0.5),
  middleInitial: 1.5,
  /** Neighbouring names are common (TOBY, TONY): a middle name one letter off says little either way; two letters swapped is a slip. */
  middleSpelling: 0,
  middleTransposed: 3,
  middleSameMax: 10,
  /** Another surname: a misspelling, or a change of name (marriage) with the same forenames. */
  surnameSpelling: Math.log2(0.01),
  surnameChanged: Math.log2(0.02),
  /** Women mostly take a spouse's surname, men seldom (about one in twenty-five as often). */
  surnameChangedMan: Math.log2(0.04),
  /** A man's title on one record, a woman's on the other: a slip for one person, common for two of a name both sexes bear. */
  titleSexDiffers: Math.log2(0.05),
  formerSurname: Math.log2(0.5),
  nationalityMax: 5,
  nationalityOther: -3,
  residenceMax: 4,
  residenceOther: -3,
  postcodeMin: 3,
  postcodeMax: 10,
  /** Two records on one company's register: a director who is also its PSC. */
  company: 12,
  noPostcode: -0.5,
  noCommonCompany: -1.5,
  associate: 6,
  associateMore: 2,
  associateMax: 10,
  /** Occupations are written as people please ("Surveyor", "Chartered Surveyor"): a little. */
  occupationMax: 2,
  birthDate: 4,
} as const;

export interface MatchOptions {
  /** People at the records' companies, by person key, with their names (lazily read: see score). */
  associates?: (record: PersonRecord) => ReadonlyMap<string, string>;
}

export interface PairScore {
  /** 0 to 1. */
  confidence: number;
  /** Why, in words: what agrees and what speaks against. */
  evidence: string[];
  /** Set when the two can never be one person (the confidence is then 0). */
  conflict?: string;
}

const monthWords = (r: PersonRecord) => (r.birth ? `${MONTH_NAMES[r.birth.month - 1]} ${r.birth.year}` : '');
const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
const listed = (values: readonly string[]) => values.map(titleCase).join(', ');
const postcodeText = (postcode: string) =>
  postcode.length > 4 ? `${postcode.slice(0, -3)} ${postcode.slice(-3)}` : postcode;

type WordAgreement = 'same' | 'transposed' | 'short-form' | 'initial' | 'spelling';

/** Two neighbouring letters swapped ("MICAHEL"): a slip of the pen, where one letter for another may be another name (TOBY, TONY). */
function transposed(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return (
    at >= 0 && at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
  );
}

function wordAgreement(a: string, b: string): WordAgreement | undefined {
  if (a === b) return 'same';
  if (isInitial(a) || isInitial(b)) return a[0] === b[0] ? 'initial' : undefined;
  if (isShortForm(a, b)) return 'short-form';
  if (slip(a, b)) return transposed(a, b) ? 'transposed' : 'spelling';
  return undefined;
}

const RANK: Record<WordAgreement, number> = { same: 0, transposed: 1, 'short-form': 2, initial: 3, spelling: 4 };

/** Middle names: each of the shorter list must agree with one of the longer, in order. */
function middlesAgree(
  a: readonly string[],
  b: readonly string[],
): { agreement: 'none' | 'same' | 'dropped' | 'initial' | 'transposed' | 'spelling'; missing: string[] } | undefined {
  if (a.length === 0 && b.length === 0) return { agreement: 'none', missing: [] };
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let worst: WordAgreement = 'same';
  let from = 0;
  const matched = new Set<number>();
  for (const word of shorter) {
    let found = -1;
    for (let i = from; i < longer.length; i++) {
      const agreement = wordAgreement(word, longer[i]!);
      if (agreement && agreement !== 'short-form') {
        found = i;
        if (RANK[agreement] > RANK[worst]) worst = agreement;
        break;
      }
    }
    if (found < 0) return undefined;
    matched.add(found);
    from = found + 1;
  }
  const missing = longer.filter((_, i) => !matched.has(i));
  if (missing.length > 0) return { agreement: 'dropped', missing };
  const agreement = worst === 'same' || worst === 'initial' || worst === 'transposed' ? worst : 'spelling';
  return { agreement, missing };
}

interface NameAgreement {
  /** Bits for the forename's and middle names' agreement (the surname's apart). */
  bits: number;
  middles: NonNullable<ReturnType<typeof middlesAgree>>;
  /** Surnames differ: how. */
  surname: 'same' | 'spelling' | 'former' | 'changed';
  /** The forenames the name's commonness is counted for. */
  forename: string;
  evidence: string[];
}

/** How two names can be one person's, in bits and words; a conflict when they cannot. */
function compareNameParts(a: PersonRecord, b: PersonRecord): NameAgreement | { conflict: string } {
  const x = a.parsed;
  const y = b.parsed;
  const evidence: string[] = [];
  let bits = 0;
  // The forename, or one record's forename as the other's middle name (a person who goes by it).
  const [fa, ...ma] = x.forenames;
  const [fb, ...mb] = y.forenames;
  if (!fa || !fb) return { conflict: 'no forename to compare' };
  let forename = wordAgreement(fa, fb);
  let middlesA: readonly string[] = ma;
  let middlesB: readonly string[] = mb;
  if (forename) {
    bits += BITS.forename[forename];
    if (forename === 'short-form')
      evidence.push(`${titleCase(fa)} and ${titleCase(fb)}: one a short form of the other`);
    else if (forename === 'initial')
      evidence.push(`forename as an initial on one record: ${fa.length === 1 ? fa : fb}`);
    else if (forename === 'spelling' || forename === 'transposed')
      evidence.push(`forename spelt differently: ${fa} / ${fb}`);
  } else {
    const swapA = ma.indexOf(fb);
    const swapB = mb.indexOf(fa);
    if (swapA >= 0 && !isInitial(fb)) {
      forename = 'same';
      middlesA = [fa, ...ma.filter((_, i) => i !== swapA)];
      middlesB = mb;
      bits += BITS.middleAsForename;
      evidence.push(`goes by the middle name ${fb} on one record`);
    } else if (swapB >= 0 && !isInitial(fa)) {
      forename = 'same';
      middlesB = [fb, ...mb.filter((_, i) => i !== swapB)];
      middlesA = ma;
      bits += BITS.middleAsForename;
      evidence.push(`goes by the middle name ${fa} on one record`);
    } else return { conflict: `different forenames: ${fa} and ${fb}` };
  }
  const middles = middlesAgree(middlesA, middlesB);
  if (!middles) return { conflict: `different middle names: ${middlesA.join(' ')} and ${middlesB.join(' ')}` };
  const surname: NameAgreement['surname'] =
    x.surname === y.surname
      ? 'same'
      : a.formerSurnames.includes(y.surname) || b.formerSurnames.includes(x.surname)
        ? 'former'
        : slip(x.surname, y.surname)
          ? 'spelling'
          : 'changed';
  // Another surname is one person only with every other name the same.
  if (surname === 'changed' && (middles.agreement !== 'same' || forename !== 'same' || ma.length === 0))
    return { conflict: `different surnames: ${x.surname} and ${y.surname}` };
  return {
    bits,
    middles,
    surname,
    forename: forename === 'initial' ? fa[0]! : fa,
    evidence: [...evidence, ...middleWords(middles)],
  };

  function middleWords(m: NonNullable<ReturnType<typeof middlesAgree>>): string[] {
    if (m.agreement === 'dropped') return [`middle name ${m.missing.join(' ')} on one record only`];
    if (m.agreement === 'initial') return ['middle name as an initial on one record'];
    if (m.agreement === 'transposed')
      return [`middle name with two letters swapped: ${middlesA.join(' ')} / ${middlesB.join(' ')}`];
    if (m.agreement === 'spelling')
      return [`middle name spelt differently: ${middlesA.join(' ')} / ${middlesB.join(' ')}`];
    return [];
  }
}

/** What the middle names say, beside a surname and forename that agree. */
function middleBits(
  agreement: NameAgreement['middles']['agreement'],
  name: PersonRecord['parsed'],
  frequencies: NameFrequencies,
): number {
  const share = Math.min(0.95, Math.max(0.05, frequencies.middleShare));
  switch (agreement) {
    case 'same': {
      const rarity = name.forenames
        .slice(1)
        .reduce((product, middle) => product * Math.max(frequencies.middle(middle, name.surname), 1e-4), 1);
      return Math.min(BITS.middleSameMax, Math.log2(0.8 / (share * rarity)));
    }
    case 'none':
      return Math.log2(1 / (1 - share));
    case 'dropped':
      return BITS.middleDropped;
    case 'initial':
      return BITS.middleInitial;
    case 'transposed':
      return BITS.middleTransposed;
    case 'spelling':
      return BITS.middleSpelling;
  }
}

/** Expected other people of this name born in any one month. */
function namesakeRate(frequencies: NameFrequencies, surname: string, forename: string): number {
  const months = frequencies.fullName(surname, forename);
  const observed = -Math.log(1 - Math.min(0.95, Math.max(0, months - 1) / MONTHS));
  const independent =
    (frequencies.surname(surname) * frequencies.forename(forename)) / Math.max(1, frequencies.people * MONTHS);
  return Math.max(observed, independent, 2 ** -MAX_NAME_BITS);
}

const sameOrFamily = (
  a: readonly string[],
  b: readonly string[],
  family: (value: string) => boolean,
): { shared: string[]; family: boolean } => {
  const shared = a.filter((value) => b.includes(value));
  return { shared, family: shared.length === 0 && a.some(family) && b.some(family) };
};

function birthConflict(a: PersonRecord, b: PersonRecord): string | undefined {
  if (!a.birth || !b.birth) return 'month of birth not known for both';
  if (a.birth.year !== b.birth.year || a.birth.month !== b.birth.month) return 'born in different months';
  if (a.birth.day && b.birth.day && a.birth.day !== b.birth.day) return 'different dates of birth';
  return undefined;
}

/** Why two records can never be one person, or undefined when they may be. */
export function conflictOf(a: PersonRecord, b: PersonRecord): string | undefined {
  const birth = birthConflict(a, b);
  if (birth) return birth;
  const names = compareNameParts(a, b);
  return 'conflict' in names ? names.conflict : undefined;
}

/** How likely `a` and `b` are one person, and why. */
export function scorePair(
  a: PersonRecord,
  b: PersonRecord,
  frequencies: NameFrequencies,
  options: MatchOptions = {},
): PairScore {
  const birth = birthConflict(a, b);
  if (birth) return { confidence: 0, evidence: [birth], conflict: birth };
  const names = compareNameParts(a, b);
  if ('conflict' in names) return { confidence: 0, evidence: [names.conflict], conflict: names.conflict };
  const evidence: string[] = [];
  const x = a.parsed;
  const y = b.parsed;
  const same = x.surname === y.surname && x.forenames.join(' ') === y.forenames.join(' ');
  evidence.push(same ? `same name: ${nameText(x)}` : `names ${nameText(x)} and ${nameText(y)}`);
  evidence.push(`same month of birth: ${monthWords(a)}`);

  // The prior: one in λ + 1 that a namesake born in the month is this person.
  let bits: number;
  if (names.surname === 'changed') {
    // The count holds both records' people (two surnames, two keys): the others are the rest.
    const others = Math.max(0, frequencies.forenames(x.forenames.join(' ')) - 2);
    const rate = Math.max(others / MONTHS, 2 ** -MAX_NAME_BITS);
    bits = -Math.log2(rate) + BITS.surnameChanged;
    evidence.push(`another surname: ${x.surname} and ${y.surname}, every forename the same (a change of name?)`);
    if (a.sex === 'male' || b.sex === 'male') {
      bits += BITS.surnameChangedMan;
      evidence.push('a man by his title (Mr, Sir, Lord): men seldom take another surname');
    }
  } else {
    let rate = namesakeRate(frequencies, x.surname, names.forename);
    if (names.forename !== x.forenames[0] || names.forename !== y.forenames[0]) {
      // A short form, a swap or an initial: namesakes under either form count.
      for (const forename of new Set([x.forenames[0]!, y.forenames[0]!]))
        if (forename !== names.forename) rate += namesakeRate(frequencies, x.surname, forename);
    }
    bits = -Math.log2(rate);
    if (rate > 0.05)
      evidence.push(
        `a common name: about ${rate >= 1 ? Math.round(rate) : rate.toFixed(1)} other people of this name are born in a month`,
      );
    if (names.surname === 'spelling') {
      bits += BITS.surnameSpelling;
      evidence.push(`surname spelt differently: ${x.surname} / ${y.surname}`);
    } else if (names.surname === 'former') {
      bits += BITS.formerSurname;
      evidence.push(`a former surname of one is the other's surname: ${x.surname} / ${y.surname}`);
    }
  }
  bits += names.bits;
  evidence.push(...names.evidence);
  if (a.sex && b.sex && a.sex !== b.sex) {
    bits += BITS.titleSexDiffers;
    evidence.push(`a man's title on one record, a woman's on the other`);
  }
  const { middles } = names;
  // Another surname's prior counted the forenames whole, middle names with them: nothing more here.
  if (names.surname !== 'changed') bits += middleBits(middles.agreement, x, frequencies);

  if (a.birth?.day && b.birth?.day) {
    bits += BITS.birthDate;
    evidence.push('same date of birth');
  }

  const nationality = sameOrFamily(a.nationalities, b.nationalities, isUkNationality);
  if (a.nationalities.length > 0 && b.nationalities.length > 0) {
    if (nationality.shared.length > 0) {
      const share = Math.max(...nationality.shared.map((value) => frequencies.nationality(value, x.surname)), 0.001);
      bits += Math.max(0, Math.min(BITS.nationalityMax, Math.log2(0.9 / share)));
      evidence.push(`same nationality: ${listed(nationality.shared)}`);
    } else if (!nationality.family) {
      bits += BITS.nationalityOther;
      evidence.push(`different nationalities: ${listed(a.nationalities)} and ${listed(b.nationalities)}`);
    }
  }
  const residence = sameOrFamily(a.residences, b.residences, isUkCountry);
  if (a.residences.length > 0 && b.residences.length > 0) {
    if (residence.shared.length > 0) {
      const share = Math.max(...residence.shared.map((value) => frequencies.residence(value, x.surname)), 0.001);
      bits += Math.max(0, Math.min(BITS.residenceMax, Math.log2(0.85 / share)));
      evidence.push(`same country of residence: ${listed(residence.shared)}`);
    } else if (!residence.family) {
      bits += BITS.residenceOther;
      evidence.push(`different countries of residence: ${listed(a.residences)} and ${listed(b.residences)}`);
    }
  }

  const postcodes = a.postcodes.filter((postcode) => b.postcodes.includes(postcode));
  if (postcodes.length > 0) {
    // A postcode of a few addresses says more than a formation agent's, which thousands give.
    const rarest = Math.min(...postcodes.map((postcode) => Math.max(1, frequencies.postcode(postcode))));
    bits += Math.max(BITS.postcodeMin, Math.min(BITS.postcodeMax, Math.log2(frequencies.records / rarest) - 4));
    evidence.push(`same postcode in their addresses: ${postcodes.slice(0, 3).map(postcodeText).join(', ')}`);
  } else if (a.postcodes.length > 0 && b.postcodes.length > 0) {
    // Two people's records almost never share an address; one person's often do not either (the
    // correspondence address is as often the company's office as the person's own): a little.
    bits += BITS.noPostcode;
    evidence.push('no postcode in common');
  }

  const companies = a.companies.filter((company) => b.companies.includes(company));
  if (
    companies.length === 0 &&
    a.kind !== b.kind &&
    (a.kind === 'psc' || b.kind === 'psc') &&
    a.kind !== 'disqualified-officer' &&
    b.kind !== 'disqualified-officer'
  ) {
    // Most people with significant control are directors of the company too: a director and a PSC
    // entry of the same name at no common company are less often one person.
    bits += BITS.noCommonCompany;
  }
  if (companies.length > 0) {
    bits += BITS.company;
    evidence.push(
      `both on the register of ${companies.length === 1 ? 'company' : 'companies'} ${companies.slice(0, 3).join(', ')}${companies.length > 3 ? ', …' : ''}`,
    );
  }

  // People both sit with (co-officers, co-owners), read only where they could decide.
  const undecided = bits < 12 && bits > -6 && companies.length === 0;
  if (undecided && options.associates && a.companies.length > 0 && b.companies.length > 0) {
    const left = options.associates(a);
    const right = options.associates(b);
    const own = new Set([personKey(a), personKey(b)]);
    const shared = [...left].filter(([key]) => right.has(key) && !own.has(key));
    if (shared.length > 0) {
      bits += Math.min(BITS.associateMax, BITS.associate + BITS.associateMore * (shared.length - 1));
      evidence.push(
        `${shared.length} ${shared.length === 1 ? 'person' : 'people'} in common at their companies: ${shared
          .slice(0, 3)
          .map(([, name]) => name)
          .join('; ')}${shared.length > 3 ? '; …' : ''}`,
      );
    }
  }

  const occupations = a.occupations.filter((o) => b.occupations.includes(o));
  if (occupations.length > 0) {
    const share = Math.max(...occupations.map((o) => frequencies.occupation(o)), 0.001);
    bits += Math.max(0, Math.min(BITS.occupationMax, Math.log2(0.5 / share)));
    evidence.push(`same occupation: ${listed(occupations)}`);
  }
  const confidence = 1 / (1 + 2 ** -bits);
  return { confidence: Math.round(confidence * 10000) / 10000, evidence };
}
