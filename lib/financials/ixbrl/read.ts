// From an iXBRL document's facts to the figures a person reads off its statements, for the current
// period (the latest balance-sheet date) and the comparative one. Dimensions come from the context
// itself, never from its id; a figure is its most specific undimensioned fact; the totals a filing
// tags only through their parts (equity as share capital plus reserves) are summed.
import { emptyFigures, FIGURE_KEYS, DURATION_FIGURES, type FigureKey, type Figures } from '../figures';
import { parseIxbrl, type Context, type NumericFact, type ParsedIxbrl } from './parse';

export interface PeriodFigures {
  /** First day of the period (ISO); null when the accounts do not say. */
  readonly start: string | null;
  /** The balance-sheet date (ISO). */
  readonly end: string;
  readonly figures: Figures;
}

export interface AccountsReading {
  readonly current: PeriodFigures;
  /** Last year's figures as this filing restates them; absent for first accounts. */
  readonly comparative?: PeriodFigures;
  readonly dormant: boolean;
}

export class UnreadableAccountsError extends Error {}

/** Concepts per figure, most specific first (FRC taxonomies, then the UK GAAP 2009 names). */
const CONCEPTS: Record<FigureKey, readonly string[]> = {
  turnover: ['TurnoverRevenue', 'TurnoverGrossOperatingRevenue', 'Revenue'],
  gross_profit: ['GrossProfitLoss'],
  operating_profit: ['OperatingProfitLoss'],
  profit_loss: ['ProfitLoss', 'ProfitLossForPeriod'],
  fixed_assets: ['FixedAssets'],
  current_assets: ['CurrentAssets'],
  cash: ['CashBankOnHand', 'CashBankInHand'],
  creditors_within_one_year: ['CreditorsDueWithinOneYear', 'Creditors'],
  net_current_assets: ['NetCurrentAssetsLiabilities'],
  total_assets_less_current_liabilities: ['TotalAssetsLessCurrentLiabilities'],
  net_assets: ['NetAssetsLiabilities', 'NetAssetsLiabilitiesIncludingPensionAssetLiability'],
  equity: ['Equity', 'ShareholderFunds'],
  employees: ['AverageNumberEmployeesDuringPeriod', 'EmployeesTotal'],
};

/** Fixed-asset lines: one alone is the fixed assets figure; several untotalled are summed. */
const FIXED_ASSET_LINES = [
  'IntangibleAssets',
  'IntangibleFixedAssets',
  'PropertyPlantEquipment',
  'TangibleFixedAssets',
  'InvestmentProperty',
  'InvestmentsFixedAssets',
  'FixedAssetInvestments',
];
/** Balance-sheet components of equity in taxonomies that name them as concepts (UK GAAP 2009). */
const EQUITY_LINES = ['CalledUpShareCapital', 'SharePremiumAccount', 'OtherReserves', 'ProfitLossAccountReserve'];

const MATURITY = 'MaturitiesOrExpirationPeriodsDimension';
const CURRENCY = 'FinancialInstrumentCurrentNon-currentDimension';
const EQUITY_CLASSES = 'EquityClassesDimension';
const GROUP = 'GroupCompanyDataDimension';
const WITHIN_ONE_YEAR = new Set(['WithinOneYear', 'CurrentFinancialInstruments']);

/** How a context qualifies a fact: nothing, the group's figures, creditors within one year, an equity class, or something else. */
type Qualifier = 'plain' | 'within' | 'equity-class' | 'other';

function qualify(context: Context): { qualifier: Qualifier; consolidated: boolean } {
  let consolidated = false;
  let within = false;
  let equityClass = false;
  let other = false;
  for (const [dimension, member] of Object.entries(context.dimensions)) {
    if (dimension === GROUP) {
      if (member === 'Consolidated') consolidated = true;
      else other = true;
    } else if (dimension === MATURITY || dimension === CURRENCY) {
      if (WITHIN_ONE_YEAR.has(member)) within = true;
      else other = true;
    } else if (dimension === EQUITY_CLASSES) equityClass = true;
    else other = true;
  }
  const qualifier: Qualifier = other
    ? 'other'
    : within && equityClass
      ? 'other'
      : within
        ? 'within'
        : equityClass
          ? 'equity-class'
          : 'plain';
  return { qualifier, consolidated };
}

interface Located {
  readonly fact: NumericFact;
  readonly context: Context;
  readonly qualifier: Qualifier;
  readonly consolidated: boolean;
}

/** Parses a document and reads its figures; throws UnreadableAccountsError when it has none to read. */
export function readAccounts(source: string): AccountsReading {
  return readParsed(parseIxbrl(source));
}

export function readParsed(parsed: ParsedIxbrl): AccountsReading {
  if (!parsed.inline) throw new UnreadableAccountsError('not an Inline XBRL document');
  const located: Located[] = [];
  const qualified = new Map<string, ReturnType<typeof qualify>>();
  for (const fact of parsed.facts) {
    const context = parsed.contexts.get(fact.contextRef);
    if (!context) continue;
    let qualifier = qualified.get(context.id);
    if (!qualifier) qualified.set(context.id, (qualifier = qualify(context)));
    located.push({ fact, context, qualifier: qualifier.qualifier, consolidated: qualifier.consolidated });
  }
  if (located.length === 0) throw new UnreadableAccountsError('no numeric facts with a context');
  // Group accounts tag the group's figures as consolidated and the parent's undimensioned: the group's are the accounts' figures.
  const group = located.some((entry) => entry.consolidated);
  const usable = located.filter((entry) => entry.consolidated === group);

  const end =
    parsed.text.get('BalanceSheetDate') ?? parsed.text.get('EndDateForPeriodCoveredByReport') ?? latestEnd(usable);
  if (!end) throw new UnreadableAccountsError('no balance-sheet date');
  const start = parsed.text.get('StartDateForPeriodCoveredByReport') ?? durationStart(usable, end);
  const current: PeriodFigures = { start, end, figures: figuresAt(usable, end, start) };

  const before = start ?? end;
  const previousEnd = latestEnd(usable.filter((entry) => dateOf(entry.context) < before));
  const comparative =
    previousEnd !== undefined
      ? { start: durationStart(usable, previousEnd), end: previousEnd, figures: figuresAt(usable, previousEnd, null) }
      : undefined;
  const dormant = /^true$/i.test(parsed.text.get('EntityDormantTruefalse') ?? '');
  return comparative && FIGURE_KEYS.some((key) => comparative.figures[key] !== null)
    ? { current, comparative, dormant }
    : { current, dormant };
}

const dateOf = (context: Context) => context.instant ?? context.end ?? '';

function latestEnd(entries: readonly Located[]): string | undefined {
  let latest: string | undefined;
  for (const { context } of entries) {
    const date = dateOf(context);
    if (date && (latest === undefined || date > latest)) latest = date;
  }
  return latest;
}

/** The start of the longest duration context ending on `end`. */
function durationStart(entries: readonly Located[], end: string): string | null {
  let start: string | null = null;
  for (const { context } of entries) {
    if (context.end === end && context.start && (start === null || context.start < start)) start = context.start;
  }
  return start;
}

function figuresAt(entries: readonly Located[], end: string, start: string | null): Figures {
  const instants: Located[] = [];
  const durations: Located[] = [];
  for (const entry of entries) {
    if (entry.context.instant === end) instants.push(entry);
    else if (entry.context.end === end && entry.context.start !== undefined) durations.push(entry);
  }
  // The period's own duration (its start, else the longest) when a filing tags several ending together.
  let longest: string | undefined;
  let hasStart = false;
  for (const entry of durations) {
    if (longest === undefined || entry.context.start! < longest) longest = entry.context.start;
    if (entry.context.start === start) hasStart = true;
  }
  const periodStart = start !== null && hasStart ? start : longest;
  const balance = byConcept(instants);
  const trading = byConcept(durations.filter((entry) => entry.context.start === periodStart));

  const figures = emptyFigures();
  for (const key of FIGURE_KEYS) {
    const pool = DURATION_FIGURES.has(key) ? trading : balance;
    figures[key] = pick(pool, CONCEPTS[key], key === 'creditors_within_one_year' ? ['within', 'plain'] : ['plain']);
  }
  if (figures.fixed_assets === null) figures.fixed_assets = sumOf(balance, FIXED_ASSET_LINES, 'plain');
  if (figures.equity === null) {
    figures.equity = sumOf(balance, ['Equity'], 'equity-class') ?? sumOf(balance, EQUITY_LINES, 'plain');
  }
  return figures;
}

function byConcept(entries: readonly Located[]): Map<string, Located[]> {
  const map = new Map<string, Located[]>();
  for (const entry of entries) {
    const list = map.get(entry.fact.concept);
    if (list) list.push(entry);
    else map.set(entry.fact.concept, [entry]);
  }
  return map;
}

/** The first concept (in order) with a fact of an accepted qualifier (in order); null if none. */
function pick(
  pool: ReadonlyMap<string, readonly Located[]>,
  concepts: readonly string[],
  qualifiers: readonly Qualifier[],
): number | null {
  for (const qualifier of qualifiers) {
    for (const concept of concepts) {
      const found = pool.get(concept)?.find((entry) => entry.qualifier === qualifier);
      if (found) return found.fact.value;
    }
  }
  return null;
}

/** The sum of the distinct lines (by concept and member) among `concepts`; null when there are none. */
function sumOf(
  pool: ReadonlyMap<string, readonly Located[]>,
  concepts: readonly string[],
  qualifier: Qualifier,
): number | null {
  const seen = new Map<string, number>();
  for (const concept of concepts) {
    for (const entry of pool.get(concept) ?? []) {
      if (entry.qualifier !== qualifier || entry.fact.value === null) continue;
      const key = `${concept}|${entry.context.dimensions[EQUITY_CLASSES] ?? ''}`;
      if (!seen.has(key)) seen.set(key, entry.fact.value);
    }
  }
  if (seen.size === 0) return null;
  let total = 0;
  for (const value of seen.values()) total += value;
  return total;
}
