'use client';
// The document links of a filing-history row the server did not check: a page turned in the
// browser. The rows of one page are asked in one request (the cells' lookups made in the same tick
// are batched, those likeliest to hold iXBRL first), and each answer is kept for the session.
// Until it comes, and if it fails, the row offers the PDF alone and points to the filing's page.
import { useQuery } from '@tanstack/react-query';
import { documentFormatsCheckHref, MAX_DOCUMENTS_PER_CHECK, type DocumentFormatsCheck } from '@/lib/documents/formats';
import { getQueryClient } from '@/lib/query/query-client';
import { RowDocumentLinks } from './document-links';

interface Asked {
  documentId: string;
  mayHaveIxbrl: boolean;
}

const pending: { asked: Asked; resolve: (check: DocumentFormatsCheck) => void }[] = [];

const failed = (reason: string): DocumentFormatsCheck => ({ status: 'not-read', reason });

async function flush() {
  const batch = pending.splice(0, MAX_DOCUMENTS_PER_CHECK);
  if (pending.length > 0) queueMicrotask(() => void flush());
  const ids = [
    ...new Set(
      [...batch]
        .sort((a, b) => Number(b.asked.mayHaveIxbrl) - Number(a.asked.mayHaveIxbrl))
        .map(({ asked }) => asked.documentId),
    ),
  ];
  try {
    const response = await fetch(documentFormatsCheckHref(ids), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the formats check answered ${response.status}`);
    const { checks } = (await response.json()) as { checks: Record<string, DocumentFormatsCheck> };
    for (const { asked, resolve } of batch)
      resolve(checks[asked.documentId] ?? failed('the app did not answer for it'));
  } catch {
    for (const { resolve } of batch) resolve(failed('the app could not be asked just now'));
  }
}

function check(asked: Asked): Promise<DocumentFormatsCheck> {
  return new Promise((resolve) => {
    if (pending.length === 0) setTimeout(() => void flush(), 0);
    pending.push({ asked, resolve });
  });
}

export function DocumentFormatsLookup({
  documentId,
  mayHaveIxbrl,
  filingHref,
  describes,
}: {
  documentId: string;
  mayHaveIxbrl: boolean;
  filingHref: string;
  describes: string;
}) {
  const { data } = useQuery(
    {
      queryKey: ['document-formats', documentId],
      queryFn: () => check({ documentId, mayHaveIxbrl }),
      // A document's formats never change; a "not read" answer may be read on a later visit.
      staleTime: 60 * 60_000,
      retry: false,
    },
    getQueryClient(),
  );
  return (
    <RowDocumentLinks
      documentId={documentId}
      check={data}
      pending={data === undefined}
      filingHref={filingHref}
      describes={describes}
    />
  );
}
