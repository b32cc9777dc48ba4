import { describe, expect, it } from 'vitest';
import {
  FILING_CATEGORY_OPTIONS,
  categoryOptions,
  categoryParam,
  isOptionSelected,
  knownCategories,
  parseCategories,
  selectedLabels,
  toggleOption,
} from './filing-categories';

const [accounts, confirmation] = FILING_CATEGORY_OPTIONS;

describe('filing category filter', () => {
  it('reads the comma-separated parameter and repeated form fields alike', () => {
    expect(parseCategories('accounts,officers')).toEqual(['accounts', 'officers']);
    expect(parseCategories(['accounts', 'confirmation-statement,annual-return', 'accounts'])).toEqual([
      'accounts',
      'confirmation-statement',
      'annual-return',
    ]);
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories(' , ')).toEqual([]);
  });

  it('keeps only the categories the register has, so an unknown one filters nothing and shows no chip', () => {
    expect(knownCategories(['accounts', 'bogus', 'resolution'])).toEqual(['accounts', 'resolution']);
    expect(knownCategories(['bogus'])).toEqual([]);
  });

  it('writes no parameter for an empty selection', () => {
    expect(categoryParam([])).toBeUndefined();
    expect(categoryParam(['mortgage', 'mortgage', 'capital'])).toBe('mortgage,capital');
  });

  it('offers the official six categories, plus any other the address filters on', () => {
    expect(FILING_CATEGORY_OPTIONS.map((option) => option.label)).toEqual([
      'Accounts',
      'Confirmation statements / annual returns',
      'Share capital',
      'Charges',
      'Incorporation',
      'Officers',
    ]);
    const options = categoryOptions(['gazette', 'accounts']);
    expect(options).toHaveLength(7);
    expect(options[6]).toMatchObject({ value: 'gazette', label: 'Gazette notices' });
  });

  it('ticks an option only when all its categories are filtered on, and toggles them together', () => {
    expect(isOptionSelected(confirmation!, ['confirmation-statement'])).toBe(false);
    expect(isOptionSelected(confirmation!, ['annual-return', 'confirmation-statement'])).toBe(true);
    expect(toggleOption(confirmation!, ['accounts'])).toEqual(['accounts', 'confirmation-statement', 'annual-return']);
    expect(toggleOption(confirmation!, ['accounts', 'confirmation-statement', 'annual-return'])).toEqual(['accounts']);
    expect(toggleOption(accounts!, ['accounts'])).toEqual([]);
  });

  it('names the selected options', () => {
    expect(selectedLabels(['officers', 'accounts'])).toEqual(['Accounts', 'Officers']);
    expect(selectedLabels([])).toEqual([]);
  });
});
