import { describe, expect, it } from 'vitest';
import {
  compareNames,
  editDistance,
  nameFromElements,
  nameText,
  parsePersonName,
  registerNameForm,
  sexOfTitle,
} from './names';

const name = (text: string) => parsePersonName(text)!;

describe('parsePersonName', () => {
  it('reads the officer list form, the search form and name elements alike', () => {
    const forms = [
      parsePersonName('HOLLOWAY, Margaret Anne'),
      parsePersonName('Margaret Anne HOLLOWAY'),
      parsePersonName('Mrs Margaret Anne HOLLOWAY'),
      nameFromElements({ title: 'Mrs', forename: 'Margaret', other_forenames: 'Anne', surname: 'HOLLOWAY' } as never),
      nameFromElements({ forename: 'margaret', middle_name: 'anne', surname: 'Holloway' }),
    ];
    for (const form of forms) expect(form).toEqual({ surname: 'HOLLOWAY', forenames: ['MARGARET', 'ANNE'] });
  });

  it('drops accents, apostrophes and titles, keeps multi-word surnames together', () => {
    expect(name("O'BRIEN, Séan")).toEqual({ surname: 'OBRIEN', forenames: ['SEAN'] });
    expect(name('Jan Pieter VAN DER BERG')).toEqual({ surname: 'VANDERBERG', forenames: ['JAN', 'PIETER'] });
    expect(name('SMITH-JONES, Dr Anna')).toEqual({ surname: 'SMITHJONES', forenames: ['ANNA'] });
    expect(name('john smith')).toEqual({ surname: 'SMITH', forenames: ['JOHN'] });
    expect(nameText(name('HOLLOWAY, Margaret Anne'))).toBe('MARGARET ANNE HOLLOWAY');
  });

  it('gives nothing for an empty name', () => {
    expect(parsePersonName('  ')).toBeUndefined();
    expect(nameFromElements({ forename: 'John' })).toBeUndefined();
  });
});

describe('compareNames', () => {
  it('tells the same name, a dropped middle name, a misspelling and different people apart', () => {
    const margaret = name('HOLLOWAY, Margaret Anne');
    expect(compareNames(margaret, name('Margaret Anne HOLLOWAY'))).toMatchObject({
      agreement: 'same',
      sharedMiddleNames: ['ANNE'],
    });
    expect(compareNames(margaret, name('HOLLOWAY, Margaret'))).toMatchObject({
      agreement: 'middle-name-dropped',
      difference: 'ANNE',
    });
    expect(compareNames(name('SMITH, John Michael'), name('SMITH, John Micheal'))).toMatchObject({
      agreement: 'spelling',
      difference: 'MICHAEL / MICHEAL',
    });
    expect(compareNames(name('HOLLOWAY, Margaret'), name('HOLLOWEY, Margaret'))).toMatchObject({
      agreement: 'spelling',
    });
    expect(compareNames(name('SMITH, John Peter'), name('SMITH, John Andrew'))).toMatchObject({
      agreement: 'middle-name-differs',
    });
    expect(compareNames(margaret, name('HOLLOWAY, Marjorie Anne'))).toBeUndefined();
    expect(compareNames(name('LEE, Tom'), name('LEE, Tim'))).toBeUndefined(); // short words never "slip"
    expect(compareNames(margaret, name('HARDING, Margaret Anne'))).toBeUndefined();
  });

  it('counts edits, adjacent swaps as one', () => {
    expect(editDistance('MICHAEL', 'MICHEAL')).toBe(1);
    expect(editDistance('SMITH', 'SMYTHE')).toBe(2);
    expect(editDistance('A', 'ABCDEFG', 3)).toBe(4);
  });
});

describe('registerNameForm', () => {
  it('writes every name as the register does: SURNAME, Forenames', () => {
    expect(registerNameForm('Margaret Anne HOLLOWAY')).toBe('HOLLOWAY, Margaret Anne');
    expect(registerNameForm('HOLLOWAY, Margaret Anne')).toBe('HOLLOWAY, Margaret Anne');
    expect(registerNameForm('Jan Pieter VAN DER BERG')).toBe('VAN DER BERG, Jan Pieter');
    expect(registerNameForm('Dr  John SMITH')).toBe('SMITH, John, Dr');
  });
  it('leaves a name whose surname cannot be told as it is', () => {
    expect(registerNameForm('JOHN SMITH')).toBe('JOHN SMITH');
    expect(registerNameForm('john smith')).toBe('john smith');
    expect(registerNameForm('Madonna')).toBe('Madonna');
  });
});

describe('honours', () => {
  it('are no part of a name', () => {
    expect(name('Dr Margaret Anne Holloway OBE')).toEqual({ surname: 'HOLLOWAY', forenames: ['MARGARET', 'ANNE'] });
    expect(nameFromElements({ forename: 'John', surname: 'SMITH QC' })).toEqual({
      surname: 'SMITH',
      forenames: ['JOHN'],
    });
  });
});

describe('sexOfTitle', () => {
  it("reads a man's or a woman's title from the elements, or from its place in the name", () => {
    expect(sexOfTitle('Mr')).toBe('male');
    expect(sexOfTitle('Mrs.')).toBe('female');
    expect(sexOfTitle('Dame')).toBe('female');
    expect(sexOfTitle(undefined, 'Mr John Andrew SMITH')).toBe('male');
    expect(sexOfTitle(undefined, 'SMITH, Jane, Ms')).toBe('female');
    expect(sexOfTitle(undefined, 'SMITH, Miss Jane')).toBe('female');
    expect(sexOfTitle(undefined, 'Dr Sir John SMITH')).toBe('male');
  });
  it('says nothing for a title of either sex, no title, or a surname that is also a title', () => {
    expect(sexOfTitle('Dr')).toBeUndefined();
    expect(sexOfTitle('', 'SMITH, Jane')).toBeUndefined();
    expect(sexOfTitle(undefined, 'LORD, Jane')).toBeUndefined();
    expect(sexOfTitle(undefined, 'Jane LORD')).toBeUndefined();
    // The elements' title decides over the name's.
    expect(sexOfTitle('Dr', 'Mr John SMITH')).toBeUndefined();
  });
});
