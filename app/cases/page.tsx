// /cases – the cases this browser holds a right to: started here, or opened from a link.
import type { Metadata } from 'next';
import Link from 'next/link';
import { NewCaseForm } from '@/components/cases/new-case-form';
import { EmptyState } from '@/components/ui/states';
import { linkClass } from '@/components/ui/text-link';
import { casesStore, currentBrowser } from '@/lib/cases/service';
import { sameToken } from '@/lib/cases/tokens';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your cases',
  description:
    'Case files: investigations that gather companies, people and searches, with notes, a graph and a chronology.',
  robots: { index: false },
};

export default async function CasesPage() {
  const browser = await currentBrowser();
  const store = await casesStore();
  const rows = [];
  for (const grant of browser ? (await store.grants(browser)).slice(0, 200) : []) {
    const record = await store.getCase(grant.caseId);
    if (!record || !sameToken(grant.token, grant.role === 'edit' ? record.editToken : record.readToken)) continue;
    rows.push({ record, role: grant.role, items: (await store.items(record.id)).length });
  }
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Your cases</h1>
        <p className="text-slate-700 dark:text-slate-300">
          A case gathers companies, officers, people, ownership chains, graphs and searches with your notes; it keeps
          its own graph and chronology and becomes a report. This browser holds these cases: no sign-up.
        </p>
      </header>
      <NewCaseForm />
      {rows.length === 0 ? (
        <EmptyState title="No cases yet">
          Start one above, or use <strong>Add to case</strong> on a company, officer, graph or search page.
        </EmptyState>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th className="py-2 pr-4 font-medium">Case</th>
              <th className="py-2 pr-4 font-medium">Items</th>
              <th className="py-2 pr-4 font-medium">Your right</th>
              <th className="py-2 font-medium">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ record, role, items }) => (
              <tr key={record.id} className="border-b border-slate-200 dark:border-slate-700">
                <td className="py-2 pr-4">
                  <Link className={linkClass} href={`/cases/${record.id}`}>
                    {record.title}
                  </Link>
                </td>
                <td className="py-2 pr-4">{items}</td>
                <td className="py-2 pr-4">{role === 'edit' ? 'Edit' : 'Read only'}</td>
                <td className="py-2">
                  <time dateTime={new Date(record.updatedAt).toISOString()}>
                    {new Date(record.updatedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
