// From an iXBRL document's facts to the figures a person reads off its statements, for the current
// period (the latest balance-sheet date) and the comparative one. Dimensions come from the context
// itself, never from its id; a figure is its most specific undimensioned fact; the totals a filing
// tags only through their parts (equity as share capital plus reserves) are summed. A figure whose
// facts are there but could not be read (an unknown format, an absurd scale) is null and named in
// `unreadable`, never shown as not disclosed.
import { emptyFigures, FIGURE_KEYS, DURATION_FIGURES, type FigureKey, type Figures } from '../figures';
import { parseIxbrl, type Context, type NumericFact, type ParsedIxbrl } from './parse';

export interface PeriodFigures {
  /** First day of the period (ISO); null when the accounts do not say. */
  readonly start: string | null;
  /** The balance-sheet date (ISO). */
  readonly end: string;
  readonly figures: Figures;
  /** Figures the accounts tag but whose facts could not be read (null in `figures`); absent when none. */
  readonly unreadable?: readonly FigureKey[];
}

export interface AccountsReading {
  readonly current: PeriodFigures;
  /** Last year's figures as this filing restates them; absent for first accounts. */
  readonly comparative?: PeriodFigures;
  readonly dormant: boolean;
}

/** A document that gives no accounts; the message says why (shown as the period's reason). */
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
  /** A fact that is there but could not be read: it gives no value, only says the figure was tagged. */
  readonly broken?: boolean;
}

/** What a figure's facts give when the only ones there could not be read. */
const BROKEN = Symbol('unreadable');
type Picked = number | null | typeof BROKEN;

/** Parses a document and reads its figures; throws UnreadableAccountsError when it has none to read. */
export function readAccounts(source: string): AccountsReading {
  return readParsed(parseIxbrl(source));
}

export function readParsed(parsed: ParsedIxbrl): AccountsReading {
  // A reading stopped at a cap is incomplete: its figures are not the accounts'.
  if (parsed.stopped) throw new UnreadableAccountsError(parsed.stopped.reason);
  if (!parsed.inline) throw new UnreadableAccountsError('not an Inline XBRL document');
  const qualified = new Map<string, ReturnType<typeof qualify>>();
  const locate = (fact: NumericFact, broken: boolean): Located | undefined => {
    const context = parsed.contexts.get(fact.contextRef);
    if (!context) return undefined;
    let qualifier = qualified.get(context.id);
    if (!qualifier) qualified.set(context.id, (qualifier = qualify(context)));
    const entry = { fact, context, qualifier: qualifier.qualifier, consolidated: qualifier.consolidated };
    return broken ? { ...entry, broken } : entry;
  };
  const located: Located[] = [];
  for (const fact of parsed.facts) {
    const entry = locate(fact, false);
    if (entry) located.push(entry);
  }
  if (located.length === 0) throw new UnreadableAccountsError('no numeric facts with a context');
  // Group accounts tag the group's figures as consolidated and the parent's undimensioned: the group's are the accounts' figures.
  const group = located.some((entry) => entry.consolidated);
  // Facts that could not be read say only which figures are tagged: never a period's dates.
  const broken: Located[] = [];
  for (const { concept, contextRef } of parsed.unreadableFacts ?? []) {
    const entry = locate({ concept, contextRef, value: null }, true);
    if (entry && entry.consolidated === group) broken.push(entry);
  }
  const usable = located.filter((entry) => entry.consolidated === group);
  const figuresAt = (end: string, start: string | null) => periodFigures([...usable, ...broken], end, start);

  const end =
    parsed.text.get('BalanceSheetDate') ?? parsed.text.get('EndDateForPeriodCoveredByReport') ?? latestEnd(usable);
  if (!end) throw new UnreadableAccountsError('no balance-sheet date');
  const start = parsed.text.get('StartDateForPeriodCoveredByReport') ?? durationStart(usable, end);
  const current: PeriodFigures = { start, end, ...figuresAt(end, start) };

  const before = start ?? end;
  const previousEnd = latestEnd(usable.filter((entry) => dateOf(entry.context) < before));
  const comparative =
    previousEnd !== undefined
      ? { start: durationStart(usable, previousEnd), end: previousEnd, ...figuresAt(previousEnd, null) }
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

function periodFigures(
  entries: readonly Located[],
  end: string,
  start: string | null,
): { figures: Figures; unreadable?: FigureKey[] } {
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
    if (entry.broken) continue;
    if (longest === undefined || entry.context.start! < longest) longest = entry.context.start;
    if (entry.context.start === start) hasStart = true;
  }
  const periodStart = start !== null && hasStart ? start : longest;
  const balance = byConcept(instants);
  const trading = byConcept(durations.filter((entry) => entry.context.start === periodStart));

  const picked = {} as Record<FigureKey, Picked>;
  for (const key of FIGURE_KEYS) {
    const pool = DURATION_FIGURES.has(key) ? trading : balance;
    picked[key] = pick(pool, CONCEPTS[key], key === 'creditors_within_one_year' ? ['within', 'plain'] : ['plain']);
  }
  picked.fixed_assets = orElse(picked.fixed_assets, () => sumOf(balance, FIXED_ASSET_LINES, 'plain'));
  picked.equity = orElse(picked.equity, () =>
    orElse(sumOf(balance, ['Equity'], 'equity-class'), () => sumOf(balance, EQUITY_LINES, 'plain')),
  );
  const figures = emptyFigures();
  const unreadable: FigureKey[] = [];
  for (const key of FIGURE_KEYS) {
    const value = picked[key];
    if (value === BROKEN) unreadable.push(key);
    else figures[key] = value;
  }
  return unreadable.length > 0 ? { figures, unreadable } : { figures };
}

/** A figure, else what `next` gives; a figure tagged only unreadably stays so when `next` has none. */
function orElse(value: Picked, next: () => Picked): Picked {
  if (value !== null && value !== BROKEN) return value;
  const other = next();
  return other === null ? value : other;
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

/**
 * The first concept (in order) with a fact of an accepted qualifier (in order); null if none,
 * BROKEN if the only facts there could not be read.
 */
function pick(
  pool: ReadonlyMap<string, readonly Located[]>,
  concepts: readonly string[],
  qualifiers: readonly Qualifier[],
): Picked {
  let broken = false;
  for (const qualifier of qualifiers) {
    for (const concept of concepts) {
      for (const entry of pool.get(concept) ?? []) {
        if (entry.qualifier !== qualifier) continue;
        if (!entry.broken) return entry.fact.value;
        broken = true;
      }
    }
  }
  return broken ? BROKEN : null;
}

/**
 * The sum of the distinct lines (by concept and member) among `concepts`; null when there are none,
 * BROKEN when a line is there only in facts that could not be read (the sum would leave it out).
 */
function sumOf(
  pool: ReadonlyMap<string, readonly Located[]>,
  concepts: readonly string[],
  qualifier: Qualifier,
): Picked {
  const seen = new Map<string, number>();
  const broken = new Set<string>();
  for (const concept of concepts) {
    for (const entry of pool.get(concept) ?? []) {
      if (entry.qualifier !== qualifier) continue;
      const key = `${concept}|${entry.context.dimensions[EQUITY_CLASSES] ?? ''}`;
      if (entry.broken) broken.add(key);
      else if (entry.fact.value !== null && !seen.has(key)) seen.set(key, entry.fact.value);
    }
  }
  for (const key of broken) if (!seen.has(key)) return BROKEN;
  if (seen.size === 0) return null;
  let total = 0;
  for (const value of seen.values()) total += value;
  return total;
}
