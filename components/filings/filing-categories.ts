// The filing-history category filter: the official register's categories, and how a set of
// ticked boxes becomes the registry's comma-separated `category` parameter and back.
import { filingCategories, filingCategoryLabel } from '@/lib/labels/company';

export interface CategoryOption {
  /** The checkbox value: one or more registry categories, comma-separated. */
  value: string;
  label: string;
  categories: readonly string[];
}

/** The categories the official register offers, in its order. */
export const FILING_CATEGORY_OPTIONS: readonly CategoryOption[] = [
  { value: 'accounts', label: filingCategoryLabel('accounts'), categories: ['accounts'] },
  // Annual returns were replaced by confirmation statements in 2016; one box covers both.
  {
    value: 'confirmation-statement,annual-return',
    label: 'Confirmation statements / annual returns',
    categories: ['confirmation-statement', 'annual-return'],
  },
  // A single category's box has the category's own name, as every filing of it shows.
  { value: 'capital', label: filingCategoryLabel('capital'), categories: ['capital'] },
  { value: 'mortgage', label: filingCategoryLabel('mortgage'), categories: ['mortgage'] },
  { value: 'incorporation', label: filingCategoryLabel('incorporation'), categories: ['incorporation'] },
  { value: 'officers', label: filingCategoryLabel('officers'), categories: ['officers'] },
];

/** The categories of a `category` parameter ("accounts,officers"), without blanks or repeats. */
export function parseCategories(raw: string | readonly string[] | undefined | null): string[] {
  const values = typeof raw === 'string' ? [raw] : (raw ?? []);
  const categories = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(categories)];
}

/** The categories the register has, of those given (an unknown one, "bogus", filters nothing: it is dropped). */
export const knownCategories = (categories: readonly string[]): string[] =>
  categories.filter((category) => filingCategories.includes(category));

/** The `category` parameter for a set of categories; undefined for none (no filter). */
export function categoryParam(categories: readonly string[]): string | undefined {
  const unique = parseCategories(categories);
  return unique.length > 0 ? unique.join(',') : undefined;
}

/**
 * The options to show for the current filter: the official ones, plus any other category the
 * address carries (so a deep link with `category=gazette` shows what is being filtered on).
 */
export function categoryOptions(selected: readonly string[]): CategoryOption[] {
  const covered = new Set(FILING_CATEGORY_OPTIONS.flatMap((option) => option.categories));
  const extra = selected
    .filter((category) => !covered.has(category))
    .map((category) => ({ value: category, label: filingCategoryLabel(category), categories: [category] }));
  return [...FILING_CATEGORY_OPTIONS, ...extra];
}

/** True when every category of the option is in the filter. */
export function isOptionSelected(option: CategoryOption, selected: readonly string[]): boolean {
  return option.categories.every((category) => selected.includes(category));
}

/** The filter after ticking or unticking one option. */
export function toggleOption(option: CategoryOption, selected: readonly string[]): string[] {
  if (isOptionSelected(option, selected)) return selected.filter((category) => !option.categories.includes(category));
  return parseCategories([...selected, ...option.categories]);
}

/** The labels of the options the filter ticks, for the heading ("Accounts, Officers"). */
export function selectedLabels(selected: readonly string[]): string[] {
  return categoryOptions(selected)
    .filter((option) => isOptionSelected(option, selected))
    .map((option) => option.label);
}
