// Signals of a case's companies for the report: the signals service's own (cached, budgeted per
// company), two companies at a time; a company whose signals could not be read says why.
import 'server-only';
import { companySignals, type CompanySignals } from '@/lib/signals/service';
import { companyOf, mapLimit } from './read';
import type { CaseItemRecord } from './store';

export async function reportSignals(
  items: readonly CaseItemRecord[],
  signal?: AbortSignal,
): Promise<Map<string, CompanySignals | { unread: string }>> {
  const byItem = new Map<string, CompanySignals | { unread: string }>();
  const companies = new Map<string, string[]>();
  for (const item of items) {
    if (item.kind !== 'company') continue;
    const number = companyOf(item);
    if (number) companies.set(number, [...(companies.get(number) ?? []), item.id]);
  }
  await mapLimit([...companies], 2, async ([number, itemIds]) => {
    let result: CompanySignals | { unread: string };
    try {
      result = (await companySignals(number, signal)) ?? { unread: 'the register has no such company' };
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      result = { unread: 'the registry did not answer' };
    }
    for (const id of itemIds) byItem.set(id, result);
  });
  return byItem;
}
