import { atomFeed, ATOM_HEADERS } from '@/lib/changes/atom';
import { changes } from '@/lib/changes/service';
import { registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { companyOf } from '@/lib/cases/read';
import { casesStore, readable } from '@/lib/cases/service';
import { absoluteUrl, appOrigin } from '@/lib/share/site';

export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ caseId: string }> };

// GET /cases/{case_id}/feed.xml?read=… – the changes at the case's companies as an Atom feed (the read link's token: feed readers send no cookie)
export const GET = registryRoute<Context>(async (request, _timing, { params }) => {
  const { record } = await readable((await params).caseId, request);
  const items = await (await casesStore()).items(record.id);
  const companies = [...new Set(items.map(companyOf).filter((n): n is string => !!n))];
  const list = companies.length ? await changes().store.latest({ companies }, 50) : [];
  const body = atomFeed({
    title: `Changes in the case “${record.title}”`,
    selfUrl: absoluteUrl(`/cases/${record.id}/feed.xml?read=${record.readToken}`),
    pageUrl: absoluteUrl(`/cases/${record.id}?read=${record.readToken}`),
    origin: appOrigin(),
    changes: list,
  });
  return new Response(body, { headers: { ...ATOM_HEADERS, 'referrer-policy': 'no-referrer' } });
}, appLog);
