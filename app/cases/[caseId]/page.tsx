// /cases/{case_id} – one case: what the analyst wrote, the items' current state (read fresh, in
// one budgeted session), the changes since the case was last looked at, and (read by the page
// as it opens) signals, the merged graph and the chronology. Opening a read or edit link
// (?read=… / ?edit=…) gives this browser that right, then shows the case without the token.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CaseWorkspace } from '@/components/cases/case-workspace';
import { describeChange } from '@/lib/changes/sentences';
import { changes as changesService } from '@/lib/changes/service';
import { getRegistry } from '@/lib/gateway';
import { BUDGET_REASON, CASE_MAX_CALLS, casesSession, companyOf, itemStates } from '@/lib/cases/read';
import { accessTo, caseBody, casesStore, currentBrowser } from '@/lib/cases/service';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Case', robots: { index: false }, referrer: 'no-referrer' };

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function CasePage({
  params,
  searchParams,
}: {
  params: Promise<{ caseId: string }>;
  searchParams: Promise<Search>;
}) {
  const { caseId } = await params;
  const search = await searchParams;
  const edit = first(search.edit);
  const read = first(search.read);
  if (edit || read) {
    // A link: valid ones hand the right to this browser (a cookie); revoked or wrong ones are not found.
    if (!(await accessTo(caseId, { edit, read }, undefined))) notFound();
    redirect(
      `/cases/${caseId}/claim?${edit ? `edit=${encodeURIComponent(edit)}` : `read=${encodeURIComponent(read!)}`}`,
    );
  }
  const access = await accessTo(caseId, {}, await currentBrowser());
  if (!access) notFound();
  const { record, role } = access;
  const store = await casesStore();
  const items = await store.items(record.id);
  const session = casesSession();
  const states = await itemStates(session, items);

  // Changes since the case was last looked at by an editor (a new case starts from now).
  const service = changesService();
  const companies = [...new Set(items.map(companyOf).filter((n): n is string => !!n))];
  let since: Awaited<ReturnType<typeof service.store.since>> = [];
  if (record.seenSeq === 0) {
    const newest = (await service.store.latest({}, 1))[0]?.seq ?? 0;
    if (role === 'edit' && newest > 0) await store.markSeen(record.id, newest);
  } else if (companies.length) {
    since = await service.store.since(record.seenSeq, { companies }, 100);
    if (role === 'edit' && since.length) await store.markSeen(record.id, since[since.length - 1]!.seq);
  }
  const waited = states.some((state) => state.unread === BUDGET_REASON)
    ? [`${states.filter((state) => state.unread === BUDGET_REASON).length} items (${BUDGET_REASON})`]
    : [];

  return (
    <CaseWorkspace
      initial={caseBody(record, items, role)}
      states={states}
      waited={waited}
      budget={getRegistry().metered ? { spent: session.budget.spent, max: CASE_MAX_CALLS } : undefined}
      changes={since
        .slice()
        .reverse()
        .map((change) => {
          const sentence = describeChange(change);
          return {
            seq: change.seq,
            text: sentence.text,
            href: sentence.href,
            published_at: change.publishedAt,
            company_number: change.companyNumber,
          };
        })}
    />
  );
}
