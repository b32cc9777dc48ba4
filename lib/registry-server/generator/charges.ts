// Charges (mortgages) registered against a company (registry-statistics §8): creation by
// MR01 (or MG01/395 before April 2013, without a charge code), satisfaction in full or in
// part, lenders of the period, particulars, Scottish alterations, and links from each charge's
// transactions to the filing-history items that registered them.
import { oneLine, ukAddress } from './addresses';
import type { CompanyPlan } from './company';
import { dayOf, iso, max, min, yearOf, type Day } from './dates';
import {
  FLOATING_OVER_ALL,
  LENDERS,
  NATURES_OF_CHARGE,
  PARTICULARS_POST_2013,
  PARTICULARS_PRE_2013,
  SCOTTISH_NATURES_OF_CHARGE,
} from './data/business';
import type { FilingBook, FilingRef } from './filings';
import { registryId } from './ids';
import { chargeCode } from './numbers';
import { Weighted, type Rng } from './random';

const CHARGE_CODES_FROM = dayOf(2013, 4, 6);
const NEW_FORMS = dayOf(2009, 10, 1);

export type ChargeStatus = 'outstanding' | 'fully-satisfied' | 'part-satisfied' | 'satisfied';

export interface ChargeRecord {
  readonly id: string;
  readonly sequence: number;
  readonly created: Day;
  readonly status: ChargeStatus;
  readonly satisfiedOn?: Day;
  readonly self: string;
  readonly body: Record<string, unknown>;
  insolvencyCases?: { case_number: number; links: { case: string } }[];
}

/**
 * Registered charges use the registry's "legacy" description for forms filed before
 * April 2013 (MG01, 395, MG02, 403a), with the form's own text as the description value.
 */
export const LEGACY_DESCRIPTION = 'legacy';

const CHARGE_COUNT = new Weighted<number>([
  [1, 55],
  [2, 18],
  [3, 12],
  [4, 6],
  [5, 4],
  [6, 2],
  [8, 2],
  [12, 1],
]);
const NATURE = new Weighted(NATURES_OF_CHARGE);
const SCOTTISH_NATURE = new Weighted(SCOTTISH_NATURES_OF_CHARGE);

const lenderTables = new Map<string, Weighted<string>>();

function lender(rng: Rng, on: Day, scottish: boolean): string {
  const year = Math.min(2026, Math.max(1900, yearOf(on)));
  const key = `${year}|${scottish}`;
  let table = lenderTables.get(key);
  if (!table) {
    const candidates = LENDERS.filter(
      ([name, , from, to]) => year >= from && year <= to && (!scottish || !name.startsWith('Midland')),
    );
    table = new Weighted(
      candidates.map(
        ([name, weight]) => [name, scottish && /Scotland|Clydesdale/.test(name) ? weight * 4 : weight] as const,
      ),
    );
    lenderTables.set(key, table);
  }
  return table.pick(rng);
}

/** How many charges a company has had, or 0. */
export function chargeCount(plan: CompanyPlan): number {
  if (plan.kind === 'br' || plan.kind === 'oe' || plan.kind === 'lp' || plan.sizeClass === 'dormant') return 0;
  const rate = plan.kind === 'plc' ? 0.6 : plan.kind === 'llp' ? 0.2 : plan.sector.chargeRate;
  if (!plan.rng.chance(rate)) return 0;
  return CHARGE_COUNT.pick(plan.rng);
}

export interface ChargeOptions {
  /** Force these statuses, one charge each (the showcase). */
  readonly statuses?: readonly ChargeStatus[];
}

/** Decides the charges and files their MR01/MR04 (or legacy) items. */
export function planCharges(
  plan: CompanyPlan,
  book: FilingBook,
  count: number,
  options: ChargeOptions = {},
): ChargeRecord[] {
  const { rng } = plan;
  const scottish = plan.jurisdiction === 'scotland';
  const llp = plan.kind === 'llp';
  const from = max(plan.creation + 20, dayOf(1980, 1, 1));
  const to = min(plan.end, plan.filingStop + 200) - 25;
  if (to <= from) return [];
  const forced = options.statuses ?? [];
  const total = Math.max(count, forced.length);
  const dates: Day[] = [];
  for (let i = 0; i < total; i++) dates.push(from + Math.floor(Math.pow(rng.float(), 0.7) * (to - from)));
  dates.sort((a, b) => a - b);
  const records: ChargeRecord[] = [];
  dates.forEach((created, index) => {
    const sequence = index + 1;
    const id = registryId(`${plan.salt}|charge|${plan.number}|${sequence}`);
    const coded = created >= CHARGE_CODES_FROM;
    const code = coded ? chargeCode(plan.number, sequence) : undefined;
    const delivered = created + rng.int(1, 20);
    // Status: forced (showcase), else satisfied after a few years for most.
    let status: ChargeStatus = 'outstanding';
    let satisfiedOn: Day | undefined;
    const wanted = forced[forced.length - total + index];
    const satisfyBy = created + Math.floor(150 + rng.exp(3 * 365));
    if (wanted !== undefined && wanted !== 'outstanding') {
      satisfiedOn = min(
        max(created + 90, created + Math.floor((plan.end - created) * (0.3 + 0.5 * rng.float()))),
        plan.end - 5,
      );
    } else if (wanted === undefined && satisfyBy < plan.end - 10 && rng.chance(0.9)) {
      satisfiedOn = satisfyBy;
    } else if (
      wanted === undefined &&
      plan.fate === 'dissolved-voluntary' &&
      plan.end - created > 120 &&
      rng.chance(0.7)
    ) {
      // Lenders release their charges before a company is struck off at its own request.
      satisfiedOn = plan.end - rng.int(90, 110) - rng.int(0, 60);
      if (satisfiedOn <= created) satisfiedOn = undefined;
    }
    if (satisfiedOn !== undefined) {
      const part = wanted === 'part-satisfied' || (wanted === undefined && rng.chance(0.035));
      status = part ? 'part-satisfied' : satisfiedOn >= CHARGE_CODES_FROM ? 'fully-satisfied' : 'satisfied';
      if (wanted === 'satisfied' || wanted === 'fully-satisfied') status = wanted;
    }
    const self = `/company/${plan.number}/charges/${id}`;
    const transactions: Record<string, unknown>[] = [];
    // Creation filing.
    let createRef: FilingRef | undefined;
    let createType: string;
    if (coded) {
      createType = llp ? 'create-charge-with-deed-limited-liability-partnership' : 'create-charge-with-deed';
      createRef = book.add({
        date: delivered,
        type: llp ? 'LLMR01' : 'MR01',
        category: 'mortgage',
        subcategory: 'create',
        description: llp
          ? 'mortgage-create-with-deed-with-charge-number-charge-creation-date-limited-liability-partnership'
          : 'mortgage-create-with-deed-with-charge-number-charge-creation-date',
        values: { charge_number: code, charge_creation_date: iso(created) },
        action: created,
        pages: [8, 45],
      });
    } else {
      const modern = created >= NEW_FORMS;
      createType = modern
        ? llp
          ? 'create-charge-pre-april-2013-limited-liability-partnership'
          : scottish
            ? 'create-charge-scotland-pre-april-2013'
            : 'create-charge-pre-april-2013'
        : llp
          ? 'create-charge-pre-2006-companies-act-limited-liability-partnership'
          : scottish
            ? 'create-charge-scotland-pre-2006-companies-act'
            : 'create-charge-pre-2006-companies-act';
      createRef = book.add({
        date: delivered,
        type: modern ? (llp ? 'LLMG01' : scottish ? 'MG01s' : 'MG01') : llp ? 'LLP395' : scottish ? '410(Scot)' : '395',
        category: 'mortgage',
        subcategory: 'create',
        description: LEGACY_DESCRIPTION,
        values: {
          description: modern
            ? `Particulars of a mortgage or charge / charge no: ${sequence}`
            : `Particulars of mortgage/charge`,
        },
        pages: [3, 8],
      });
    }
    transactions.push(transaction(createType, delivered, createRef));
    // Satisfaction filing.
    if (satisfiedOn !== undefined) {
      const part = status === 'part-satisfied';
      const satisfiedDelivered = satisfiedOn + rng.int(0, 12);
      let satisfyRef: FilingRef | undefined;
      let satisfyType: string;
      if (satisfiedOn >= CHARGE_CODES_FROM) {
        satisfyType = part
          ? llp
            ? 'charge-part-satisfaction-limited-liability-partnership'
            : 'charge-part-satisfaction'
          : llp
            ? 'charge-satisfaction-limited-liability-partnership'
            : 'charge-satisfaction';
        satisfyRef = book.add({
          date: satisfiedDelivered,
          type: llp ? 'LLMR04' : 'MR04',
          category: 'mortgage',
          subcategory: 'satisfy',
          description: llp
            ? part
              ? 'mortgage-satisfy-charge-part-limited-liability-partnership'
              : 'mortgage-satisfy-charge-full-limited-liability-partnership'
            : part
              ? 'mortgage-satisfy-charge-part'
              : 'mortgage-satisfy-charge-full',
          values: { charge_number: code ?? String(sequence) },
          pages: [1, 2],
        });
      } else {
        const modern = satisfiedOn >= NEW_FORMS;
        satisfyType = modern
          ? scottish
            ? 'charge-satisfaction-scotland-pre-april-2013'
            : llp
              ? 'charge-satisfaction-pre-april-2013-limited-liability-partnership'
              : 'charge-satisfaction-pre-april-2013'
          : scottish
            ? 'charge-satisfaction-scotland-pre-2006-companies-act'
            : llp
              ? 'charge-satisfaction-pre-2006-companies-act-limited-liability-partnership'
              : 'charge-satisfaction-pre-2006-companies-act';
        satisfyRef = book.add({
          date: satisfiedDelivered,
          type: modern ? (scottish ? 'MG02s' : 'MG02') : scottish ? '419a(Scot)' : '403a',
          category: 'mortgage',
          subcategory: 'satisfy',
          description: LEGACY_DESCRIPTION,
          values: {
            description: `Declaration of satisfaction in ${part ? 'part' : 'full'} of mortgage/charge / charge no: ${sequence}`,
          },
          pages: [1, 2],
        });
      }
      transactions.push(transaction(satisfyType, satisfiedDelivered, satisfyRef));
    }
    // A part release on an outstanding modern charge (MR05).
    let released: string | undefined;
    if (status === 'outstanding' && coded && rng.chance(0.06)) {
      const on = min(plan.end - 5, created + rng.int(200, 2000));
      if (on > created) {
        released = 'part-property-released';
        const ref = book.add({
          date: on,
          type: 'MR05',
          category: 'mortgage',
          subcategory: 'other',
          description: 'mortgage-charge-part-release-with-charge-number',
          values: { charge_number: code },
          pages: [1, 2],
        });
        transactions.push(transaction('charge-part-release', on, ref));
      }
    }
    const body = chargeBody(plan, rng, {
      id,
      sequence,
      code,
      created,
      delivered,
      status,
      satisfiedOn,
      self,
      transactions,
      released,
      scottish,
    });
    records.push({ id, sequence, created, status, self, body, ...(satisfiedOn !== undefined ? { satisfiedOn } : {}) });
  });
  return records;
}

function transaction(filingType: string, delivered: Day, ref: FilingRef | undefined): Record<string, unknown> {
  const item: Record<string, unknown> = { delivered_on: iso(delivered), filing_type: filingType };
  if (ref) item.links = { filing: ref.self };
  return item;
}

interface ChargeFacts {
  id: string;
  sequence: number;
  code: string | undefined;
  created: Day;
  delivered: Day;
  status: ChargeStatus;
  satisfiedOn: Day | undefined;
  self: string;
  transactions: Record<string, unknown>[];
  released: string | undefined;
  scottish: boolean;
}

function chargeBody(plan: CompanyPlan, rng: Rng, facts: ChargeFacts): Record<string, unknown> {
  const body: Record<string, unknown> = { id: facts.id, status: facts.status, created_on: iso(facts.created) };
  if (facts.code) body.charge_code = facts.code;
  body.delivered_on = iso(facts.delivered);
  if (facts.satisfiedOn !== undefined) body.satisfied_on = iso(facts.satisfiedOn);
  body.charge_number = facts.sequence;
  const property = () => oneLine(ukAddress(rng, plan.area));
  if (facts.code) {
    body.classification = { type: 'charge-description', description: 'A registered charge' };
    const floating = rng.chance(0.55);
    const particulars: Record<string, unknown> = {};
    if (!floating || rng.chance(0.4)) {
      particulars.type = rng.chance(0.7) ? 'brief-description' : 'charged-property-or-undertaking-description';
      particulars.description = rng
        .pick(PARTICULARS_POST_2013)
        .replace('{address}', property())
        .replace(
          '{title}',
          `${rng.pick(['NGL', 'AGL', 'SY', 'WYK', 'LA', 'MAN', 'BL', 'EX'])}${rng.int(10000, 999999)}`,
        );
    } else {
      // The spec sends particulars with their description and type, so a floating charge
      // over everything says so (without drawing from rng: the rest of the dataset stays put).
      particulars.type = 'charged-property-or-undertaking-description';
      particulars.description = FLOATING_OVER_ALL;
    }
    particulars.contains_fixed_charge = true;
    if (floating) {
      particulars.contains_floating_charge = true;
      particulars.floating_charge_covers_all = rng.chance(0.8);
    }
    particulars.contains_negative_pledge = rng.chance(0.7);
    if (rng.chance(0.05)) particulars.chargor_acting_as_bare_trustee = true;
    body.particulars = particulars;
    body.more_than_four_persons_entitled = false;
  } else {
    const nature = facts.scottish ? SCOTTISH_NATURE.pick(rng) : NATURE.pick(rng);
    body.classification = { type: 'nature-of-charge', description: nature };
    body.particulars = {
      type: 'short-particulars',
      description: rng.pick(PARTICULARS_PRE_2013).replace('{address}', property()),
    };
    body.secured_details = {
      type: 'amount-secured',
      description: rng.chance(0.8)
        ? 'All monies due or to become due from the company to the chargee on any account whatsoever'
        : `£${rng.int(10, 900) * 1000} and all other monies due or to become due`,
    };
  }
  const entitled = rng.chance(0.9) ? 1 : rng.int(2, 4);
  body.persons_entitled = Array.from({ length: entitled }, () => ({
    name: lender(rng, facts.created, facts.scottish),
  })).filter((p, i, all) => all.findIndex((q) => q.name === p.name) === i);
  if (
    facts.scottish &&
    (facts.code || String((body.classification as { description: string }).description).includes('floating'))
  ) {
    body.scottish_alterations = {
      has_alterations_to_order: false,
      has_alterations_to_prohibitions: rng.chance(0.5),
      has_restricting_provisions: rng.chance(0.6),
    };
  }
  if (facts.released) body.assets_ceased_released = facts.released;
  body.transactions = facts.transactions;
  body.links = { self: facts.self };
  return body;
}

/** Writes the charge rows (after insolvency has attached its cases). */
export function writeCharges(plan: CompanyPlan, records: readonly ChargeRecord[]): void {
  for (const record of records) {
    if (record.insolvencyCases) record.body.insolvency_cases = record.insolvencyCases;
    plan.ctx.writer.charge(plan.number, record.id, record.status, iso(record.created), JSON.stringify(record.body));
  }
}
