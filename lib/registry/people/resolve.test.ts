// The rules that decide who is who: each way the register files one person twice joins, each
// kind of namesake stays apart, no group chains two people through a third, and a person's id
// is their earliest record's, whatever joins later.
import { describe, expect, it } from 'vitest';
import { conflictOf, GROUP_CONFIDENCE, POSSIBLE_CONFIDENCE, scorePair, type NameFrequencies } from './match';
import { personRecord, type PersonRecord, type RecordInput } from './records';
import { joiningConfidence, resolvePeople, scoreBlock } from './resolve';

/** A register of 2 million people where names are as common as `common` says (months with the name). */
function register(common: Record<string, number> = {}): NameFrequencies {
  return {
    people: 2_000_000,
    records: 4_000_000,
    surname: () => 2_000,
    forename: () => 10_000,
    fullName: (surname, forename) => common[`${surname}|${forename}`] ?? 1,
    forenames: (forenames) => common[forenames] ?? 1,
    middleShare: 0.5,
    middle: () => 0.01,
    nationality: (value) => (value === 'BRITISH' ? 0.8 : 0.02),
    residence: (value) => (value === 'ENGLAND' ? 0.4 : value === 'UNITED KINGDOM' ? 0.4 : 0.02),
    postcode: () => 2,
    occupation: () => 0.05,
  };
}

let next = 0;
function officer(name: string, fields: Partial<RecordInput> = {}): PersonRecord {
  const id = `officer${String(next++).padStart(4, '0')}`;
  return personRecord({
    link: `/officers/${id}/appointments`,
    kind: 'officer',
    name,
    birth: { month: 5, year: 1966 },
    nationalities: ['British'],
    residences: ['England'],
    postcodes: ['BS8 4JX'],
    companies: [`0000${String(next).padStart(4, '0')}`],
    since: '2010-01-01',
    ...fields,
  })!;
}

function psc(company: string, name: string, fields: Partial<RecordInput> = {}): PersonRecord {
  return personRecord({
    link: `/company/${company}/persons-with-significant-control/individual/psc${next++}`,
    kind: 'psc',
    name,
    birth: { month: 5, year: 1966 },
    nationalities: ['British'],
    residences: ['England'],
    postcodes: ['NW9 8FS'],
    companies: [company],
    since: '2016-04-06',
    ...fields,
  })!;
}

const joined = (records: PersonRecord[], frequencies = register()) => {
  const { assignments } = resolvePeople(records, frequencies);
  return new Set(records.map((record) => assignments.get(record.link)!.personId)).size === 1;
};

describe('one person under several records joins', () => {
  it('after a move (another address, every name the same)', () => {
    const first = officer('HOLLOWAY, Margaret Anne');
    const moved = officer('HOLLOWAY, Margaret Anne', { postcodes: ['BA1 2PH'] });
    expect(joined([first, moved])).toBe(true);
    const score = scorePair(first, moved, register());
    expect(score.confidence).toBeGreaterThanOrEqual(GROUP_CONFIDENCE);
    expect(score.evidence).toContain('same name: MARGARET ANNE HOLLOWAY');
    expect(score.evidence).toContain('same month of birth: May 1966');
  });

  it('with the middle name dropped, or misspelt', () => {
    expect(joined([officer('HOLLOWAY, Margaret Anne'), officer('HOLLOWAY, Margaret')])).toBe(true);
    expect(joined([officer('PRESTON, Roy Kenneth'), officer('PRESTON, Roy Kenenth')])).toBe(true);
    expect(scorePair(officer('HOLLOWAY, Margaret Anne'), officer('HOLLOWAY, Margaret'), register()).evidence).toContain(
      'middle name ANNE on one record only',
    );
  });

  it('with initials only, where an address or a company says so too', () => {
    const full = officer('PRESTON, Roy Kenneth');
    const initials = officer('PRESTON, R K', { postcodes: full.postcodes as string[] });
    expect(joined([full, initials])).toBe(true);
    expect(scorePair(full, initials, register()).evidence).toContain('forename as an initial on one record: R');
  });

  it('with initials only and nothing else in common, where few of the surname share the initial', () => {
    const full = officer('PRESTON, Roy Kenneth');
    const initials = officer('PRESTON, R K', { postcodes: ['LS1 1AA'] });
    expect(joined([full, initials])).toBe(true);
    // Where people of the surname with that initial are born in most months, an R K is anyone's.
    expect(joined([full, initials], register({ 'PRESTON|R': 700 }))).toBe(false);
  });

  it('under a married name not declared, every forename the same, where few share them', () => {
    // The count of people with these forenames holds the two records themselves.
    const maiden = officer('HOLLOWAY, Margaret Anne');
    const married = officer('PRICE, Margaret Anne', { postcodes: ['CF10 1AA'] });
    expect(joined([maiden, married], register({ 'MARGARET ANNE': 2 }))).toBe(true);
  });

  it('under a title or honours', () => {
    expect(joined([officer('HOLLOWAY, Margaret Anne'), psc('11500001', 'Dr Margaret Anne Holloway OBE')])).toBe(true);
  });

  it('under a short forename beside the full one, with an address in common', () => {
    const thomas = officer('BRIGGS, Thomas Edward');
    const tom = officer('BRIGGS, Tom Edward', { postcodes: thomas.postcodes as string[] });
    expect(joined([thomas, tom])).toBe(true);
    expect(scorePair(thomas, tom, register()).evidence[2]).toMatch(/Thomas and Tom: one a short form of the other/);
  });

  it('under a married name with the same month of birth, where more agrees than the forenames', () => {
    const maiden = officer('HOLLOWAY, Margaret Anne');
    const married = officer('PRICE, Margaret Anne', { postcodes: maiden.postcodes as string[] });
    expect(joined([maiden, married])).toBe(true);
    expect(scorePair(maiden, married, register()).evidence.join(' ')).toMatch(/another surname: HOLLOWAY and PRICE/);
    // A former name declared on the new record says it outright.
    const declared = officer('PRICE, Margaret Anne', { postcodes: ['BA1 2PH'], formerSurnames: ['Holloway'] });
    expect(joined([maiden, declared])).toBe(true);
  });

  it('as a PSC entry with the full name where the directorship has a shortened one', () => {
    const director = officer('KEMBLE, Peter', { companies: ['11500003'] });
    const owner = psc('11500003', 'Mr Peter James Kemble');
    const score = scorePair(director, owner, register());
    expect(score.evidence).toContain('both on the register of company 11500003');
    expect(joined([director, owner])).toBe(true);
  });

  it('as a disqualified officer, with the whole date of birth', () => {
    const disqualified = personRecord({
      link: '/disqualified-officers/natural/dq0001',
      kind: 'disqualified-officer',
      name: 'WHITLOCK, Dennis Roy',
      elements: { forename: 'Dennis', other_forenames: 'Roy', surname: 'WHITLOCK' },
      birthDate: '1966-05-23',
      nationalities: ['British'],
    })!;
    expect(joined([officer('WHITLOCK, Dennis Roy'), disqualified])).toBe(true);
  });
});

describe('namesakes stay apart', () => {
  it('of other middle names, or another forename', () => {
    expect(conflictOf(officer('SMITH, John Peter'), officer('SMITH, John Andrew'))).toMatch(/different middle names/);
    expect(conflictOf(officer('HOLLOWAY, Margaret'), officer('HOLLOWAY, Marjorie'))).toMatch(/different forenames/);
    expect(joined([officer('SMITH, John Peter'), officer('SMITH, John Andrew')])).toBe(false);
  });

  it('born in another month, or on another day', () => {
    expect(
      joined([
        officer('HOLLOWAY, Margaret Anne'),
        officer('HOLLOWAY, Margaret Anne', { birth: { month: 2, year: 1958 } }),
      ]),
    ).toBe(false);
    const day = (d: string) =>
      personRecord({
        link: `/disqualified-officers/natural/dq${d}`,
        kind: 'disqualified-officer',
        name: 'WHITLOCK, Dennis Roy',
        birthDate: `1966-05-${d}`,
      })!;
    expect(conflictOf(day('01'), day('23'))).toBe('different dates of birth');
  });

  it('of a common name, where nothing else agrees', () => {
    // About five other John Smiths are born in any month: the name and month alone prove nothing.
    const common = register({ 'SMITH|JOHN': 840 });
    const a = officer('SMITH, John', { postcodes: ['M1 1AA'] });
    const b = psc('09000001', 'Mr John Smith', { postcodes: ['LS1 1AA'] });
    const score = scorePair(a, b, common);
    expect(score.confidence).toBeLessThan(GROUP_CONFIDENCE);
    expect(score.evidence.join(' ')).toMatch(/a common name: about \d+ other people of this name are born in a month/);
    expect(joined([a, b], common)).toBe(false);
  });

  it('of another nationality and country', () => {
    const common = register({ 'HOLLOWAY|MARGARET': 40 });
    const british = officer('HOLLOWAY, Margaret Anne', { postcodes: ['BS8 4JX'] });
    const irish = officer('HOLLOWAY, Margaret Anne', {
      nationalities: ['Irish'],
      residences: ['Ireland'],
      postcodes: ['D04 X2Y7'],
    });
    expect(joined([british, irish], common)).toBe(false);
    expect(scorePair(british, irish, common).evidence).toContain('different nationalities: British and Irish');
  });

  it('of the same forenames and another surname, with nothing else in common', () => {
    const a = officer('HOLLOWAY, Margaret Anne');
    const b = officer('PRICE, Margaret Anne', { postcodes: ['CF10 1AA'] });
    const { assignments, possible } = resolvePeople([a, b], register({ 'MARGARET ANNE': 30 }));
    expect(assignments.get(a.link)!.personId).not.toBe(assignments.get(b.link)!.personId);
    expect(possible.every((pair) => pair.confidence >= POSSIBLE_CONFIDENCE)).toBe(true);
    // Different surnames and different middle names: never.
    expect(conflictOf(officer('HOLLOWAY, Margaret Anne'), officer('PRICE, Margaret Jane'))).toMatch(/different/);
  });

  it("of a man's forenames under another surname: men seldom change theirs", () => {
    // Where a woman's records under two surnames join (above), a man's do not.
    const elements = (title: string, surname: string) => ({
      title,
      forename: 'Peter',
      other_forenames: 'James',
      surname,
    });
    const a = officer('HOLLOWAY, Peter James', { elements: elements('Mr', 'HOLLOWAY') });
    const b = officer('PRICE, Peter James', { elements: elements('Mr', 'PRICE'), postcodes: ['CF10 1AA'] });
    expect(a.sex).toBe('male');
    expect(joined([a, b], register({ 'PETER JAMES': 2 }))).toBe(false);
    expect(scorePair(a, b, register({ 'PETER JAMES': 2 })).evidence.join(' ')).toMatch(
      /men seldom take another surname/,
    );
    // Without a title that says so, the rule for a change of name stands.
    const c = officer('HOLLOWAY, Peter James', { elements: elements('Dr', 'HOLLOWAY') });
    const d = officer('PRICE, Peter James', { elements: elements('', 'PRICE'), postcodes: ['CF10 1AA'] });
    expect(joined([c, d], register({ 'PETER JAMES': 2 }))).toBe(true);
  });

  it("of a name both sexes bear, a man's title on one and a woman's on the other", () => {
    const common = register({ 'MORGAN|SAM': 40 });
    const mr = officer('MORGAN, Sam', { elements: { title: 'Mr', forename: 'Sam', surname: 'MORGAN' } });
    const ms = officer('MORGAN, Sam', { elements: { title: 'Ms', forename: 'Sam', surname: 'MORGAN' } });
    const same = officer('MORGAN, Sam', { elements: { title: 'Mr', forename: 'Sam', surname: 'MORGAN' } });
    const apart = scorePair(mr, ms, common);
    expect(apart.evidence).toContain("a man's title on one record, a woman's on the other");
    expect(apart.confidence).toBeLessThan(scorePair(mr, same, common).confidence);
  });
});

describe('grouping', () => {
  it('never chains two people through a third', () => {
    // "John SMITH" resembles both John Peter and John Andrew SMITH; they are two people.
    const peter = officer('SMITH, John Peter', { postcodes: ['M1 1AA'] });
    const andrew = officer('SMITH, John Andrew', { postcodes: ['LS1 1AA'] });
    const plain = officer('SMITH, John', { postcodes: ['M1 1AA', 'LS1 1AA'] });
    const { assignments } = resolvePeople([peter, andrew, plain], register());
    const ids = [peter, andrew, plain].map((record) => assignments.get(record.link)!.personId);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2] === ids[0] || ids[2] === ids[1]).toBe(true);
  });

  it('names a person after their earliest record, and keeps the id when later records join', () => {
    const first = officer('HOLLOWAY, Margaret Anne', { since: '2008-04-14' });
    const later = officer('HOLLOWAY, Margaret', { since: '2019-06-03' });
    const before = resolvePeople([later, first], register());
    const id = before.assignments.get(first.link)!.personId;
    expect(id).toBe(first.link.split('/')[2]);
    const owner = psc(first.companies[0]!, 'Mrs Margaret Anne Holloway', { since: '2021-01-01' });
    const after = resolvePeople([owner, first, later], register());
    expect([first, later, owner].map((record) => after.assignments.get(record.link)!.personId)).toEqual([id, id, id]);
  });

  it('gives each record its strongest link and why', () => {
    const first = officer('HOLLOWAY, Margaret Anne');
    const owner = psc(first.companies[0]!, 'Mrs Margaret Anne Holloway');
    const { assignments } = resolvePeople([first, owner], register());
    const joinedBy = assignments.get(owner.link)!;
    expect(joinedBy.via).toBe(first.link);
    expect(joinedBy.confidence).toBeGreaterThan(0.999);
    expect(joinedBy.evidence).toContain(`both on the register of company ${first.companies[0]}`);
  });

  it('joins a person already on many records more readily than two records alone', () => {
    expect(joiningConfidence(0.95, [1, 1])).toBe(0.95);
    expect(joiningConfidence(0.96, [10, 1])).toBeGreaterThanOrEqual(GROUP_CONFIDENCE);
    // Not past eight times the odds, and never from a weak link.
    expect(joiningConfidence(0.9, [500, 1])).toBeLessThan(GROUP_CONFIDENCE);
    expect(joiningConfidence(0.85, [500, 1])).toBe(0.85);
  });
});

describe('blocks', () => {
  it('compare in a big block only records whose forenames could agree, short forms included', () => {
    const names = ['Adam', 'Brian', 'Colin', 'Derek', 'Eric', 'Frank', 'Gary', 'Harry', 'Ian', 'Keith'];
    const records = [
      ...names.map((forename) => officer(`SMITH, ${forename}`)),
      officer('SMITH, Bill', { postcodes: ['M1 1AA'] }),
      officer('SMITH, William', { postcodes: ['M1 1AA'] }),
    ];
    const pairs = scoreBlock('s:SMITH|196605', records, register());
    expect(pairs.map(({ a, b }) => [records[a]!.name, records[b]!.name])).toEqual([['SMITH, Bill', 'SMITH, William']]);
  });
});
