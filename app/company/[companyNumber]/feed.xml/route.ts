import { atomFeed, ATOM_HEADERS } from '@/lib/changes/atom';
import { changes } from '@/lib/changes/service';
import { companyNumberParameter } from '@/lib/changes/watch';
import { findResource } from '@/lib/gateway';
import { refused, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { absoluteUrl, appOrigin } from '@/lib/share/site';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ companyNumber: string }> };

// GET /company/{n}/feed.xml – the company's latest changes as an Atom feed
export const GET = registryRoute<Context>(async (_request, _timing, { params }) => {
  const companyNumber = companyNumberParameter((await params).companyNumber, 'company_number');
  const profile = await findResource('companyProfile', { company_number: companyNumber });
  if (!profile) throw refused('not-found', { error: 'company-profile-not-found' });
  const latest = await changes().store.latest({ companies: [companyNumber] }, 50);
  const body = atomFeed({
    title: `Changes at ${profile.data.company_name} (${companyNumber})`,
    selfUrl: absoluteUrl(`/company/${companyNumber}/feed.xml`),
    pageUrl: absoluteUrl(`/company/${companyNumber}`),
    origin: appOrigin(),
    changes: latest,
  });
  return new Response(body, { headers: ATOM_HEADERS });
}, appLog);
