// Plain facts about charges for the views: the counts line of a company's charges, a charge's
// title and address, and the tone of its status.
import type { Tone } from '@/lib/labels/tone';
import { chargeStatusLabel, particularsFlagLabel, particularsFlags } from '@/lib/labels/charges';
import type { ChargeDetails, ChargeList } from '@/lib/registry/schemas';
import { plural } from '@/lib/labels/counts';

export interface ChargeCounts {
  registered: number;
  outstanding: number;
  satisfied: number;
  partSatisfied: number;
}

/**
 * The company's charge counts, as the official register works them out: outstanding is
 * the registered total less the satisfied and part-satisfied ones. The total is
 * `unfiltered_count` (spelt `unfiletered_count` in the registry's description), else the list's own.
 */
export function chargeCounts(list: ChargeList): ChargeCounts {
  const registered = list.unfiltered_count ?? list.unfiletered_count ?? list.total_count ?? list.items.length;
  const satisfied = list.satisfied_count ?? 0;
  const partSatisfied = list.part_satisfied_count ?? 0;
  return { registered, satisfied, partSatisfied, outstanding: Math.max(0, registered - satisfied - partSatisfied) };
}

const countOf = (count: number, status: string) =>
  `${count.toLocaleString('en-GB')} ${chargeStatusLabel(status).toLowerCase()}`;

/** "12 charges registered" and "3 outstanding, 8 satisfied, 1 partly satisfied" (the statuses' own labels). */
export function chargeCountsText(counts: ChargeCounts): { registered: string; breakdown: string } {
  return {
    registered: `${plural(counts.registered, 'charge')} registered`,
    breakdown: [
      countOf(counts.outstanding, 'outstanding'),
      countOf(counts.satisfied, 'satisfied'),
      countOf(counts.partSatisfied, 'part-satisfied'),
    ].join(', '),
  };
}

/** "Charge code 073103900009", or the classification ("A registered charge") for older charges. */
export function chargeTitle(charge: Pick<ChargeDetails, 'charge_code' | 'classification' | 'charge_number'>): string {
  if (charge.charge_code) return `Charge code ${charge.charge_code}`;
  return charge.classification.description || `Charge number ${charge.charge_number}`;
}

/** The charge's id: `id`, else the last segment of `links.self`. */
export function chargeIdOf(charge: Pick<ChargeDetails, 'id' | 'links'>): string | undefined {
  if (charge.id) return charge.id;
  const self = charge.links?.self;
  return self ? self.split('/').filter(Boolean).pop() : undefined;
}

/** The app's page for one charge (the registry's own path). */
export function chargeHref(companyNumber: string, chargeId: string): string {
  return `/company/${encodeURIComponent(companyNumber)}/charges/${encodeURIComponent(chargeId)}`;
}

export function chargeStatusTone(status: string): Tone {
  switch (status) {
    case 'outstanding':
      return 'warning';
    case 'part-satisfied':
      return 'info';
    case 'satisfied':
    case 'fully-satisfied':
      return 'positive';
    default:
      return 'neutral';
  }
}

/** The particulars flags that are set, as sentences (for charges whose particulars are only flags). */
export function particularsFlagsSet(particulars: ChargeDetails['particulars']): string[] {
  if (!particulars) return [];
  const flags = particulars as Readonly<Record<string, unknown>>;
  return particularsFlags.filter((key) => flags[key] === true).map((key) => particularsFlagLabel(key));
}
