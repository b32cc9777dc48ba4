import { describe, expect, it } from 'vitest';
import { asCompanyNumber, companyNameKey, parseSearchQuery, personNameKey, tokenize, words } from './normalize';

describe('words', () => {
  it('ignores case and punctuation, keeps apostrophes inside words and reads & as and', () => {
    expect(words("YOU AIN'T SEEN MUFFIN YET! LIMITED")).toEqual(['you', 'aint', 'seen', 'muffin', 'yet', 'limited']);
    expect(words('A.B.C. (HOLDINGS) & CO. LTD')).toEqual(['a', 'b', 'c', 'holdings', 'and', 'co', 'ltd']);
    expect(words('tesco-stores')).toEqual(['tesco', 'stores']);
  });

  it('drops accents, the same for any text', () => {
    expect(words('École Française Ltd')).toEqual(['ecole', 'francaise', 'ltd']);
    expect(words('STRAßE ØSTER')).toEqual(['strasse', 'oster']);
  });

  it('has nothing for punctuation only', () => {
    expect(words('!!! --- ...')).toEqual([]);
    expect(words('')).toEqual([]);
  });

  it('gives offsets in the original text', () => {
    expect(tokenize('YOU  LIMITED')).toEqual([
      { word: 'you', start: 0, end: 3 },
      { word: 'limited', start: 5, end: 12 },
    ]);
    expect(tokenize('Café & Co')[1]).toEqual({ word: 'and', start: 5, end: 6 });
  });
});

describe('name keys', () => {
  it('treat legal-form endings as the same name', () => {
    const key = companyNameKey('TESCO STORES LIMITED');
    for (const name of [
      'Tesco Stores Ltd.',
      'TESCO STORES PLC',
      'tesco stores',
      'TESCO-STORES PUBLIC LIMITED COMPANY',
    ]) {
      expect(companyNameKey(name)).toBe(key);
    }
    expect(key).toBe('tesco stores');
  });

  it('keep a name that is only a legal form', () => {
    expect(companyNameKey('LIMITED')).toBe('limited');
    expect(companyNameKey('LTD LIMITED')).toBe('ltd');
  });

  it('for people, ignore word order', () => {
    expect(personNameKey(words('SMITH, John'))).toBe(personNameKey(words('john smith')));
  });
});

describe('asCompanyNumber', () => {
  it('pads digits to 8 and upper-cases a prefix', () => {
    expect(asCompanyNumber('6400')).toBe('00006400');
    expect(asCompanyNumber(' 00445790 ')).toBe('00445790');
    expect(asCompanyNumber('sc1234')).toBe('SC001234');
    expect(asCompanyNumber('fc040879')).toBe('FC040879');
  });

  it('reads the older numbers with a letter after the digits', () => {
    expect(asCompanyNumber('ip10067r')).toBe('IP10067R');
    expect(asCompanyNumber('IP 123 R')).toBe('IP00123R');
  });

  it('is not a number for words or for more than 8 characters', () => {
    expect(asCompanyNumber('tesco')).toBeUndefined();
    expect(asCompanyNumber('123456789')).toBeUndefined();
    expect(asCompanyNumber('SC1234567')).toBeUndefined();
  });
});

describe('parseSearchQuery', () => {
  it('drops legal-form words from the words to match, unless nothing else is left', () => {
    expect(parseSearchQuery('Tesco Stores Ltd').matchWords).toEqual(['tesco', 'stores']);
    expect(parseSearchQuery('limited').matchWords).toEqual(['limited']);
    expect(parseSearchQuery('abc public limited company').matchWords).toEqual(['abc']);
  });
});
