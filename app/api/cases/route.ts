import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { bodyOf, createCaseBody, sameSiteOnly } from '@/lib/cases/requests';
import { casesStore, currentBrowser, ensureBrowser, linksOf } from '@/lib/cases/service';
import { newToken, sameToken } from '@/lib/cases/tokens';

export const dynamic = 'force-dynamic';

// POST /api/cases {title} – a new case; the creator's browser holds its edit right (a cookie)
export const POST = registryRoute(async (request) => {
  sameSiteOnly(request);
  const { title } = await bodyOf(request, createCaseBody);
  const store = await casesStore();
  const now = Date.now();
  const record = await store.createCase({
    id: newToken(),
    title,
    createdAt: now,
    readToken: newToken(),
    editToken: newToken(),
  });
  const browser = await ensureBrowser(new URL(request.url).protocol === 'https:');
  await store.grant(browser, { caseId: record.id, role: 'edit', token: record.editToken, grantedAt: now });
  return jsonResponse(
    201,
    { case_id: record.id, title: record.title, links: linksOf(record) },
    {
      location: `/api/cases/${record.id}`,
    },
  );
}, appLog);

// GET /api/cases – the cases this browser holds a right to (newest first), for the case picker and /cases
export const GET = registryRoute(async () => {
  const browser = await currentBrowser();
  const store = await casesStore();
  const grants = browser ? await store.grants(browser) : [];
  const cases = [];
  for (const grant of grants.slice(0, 200)) {
    const record = await store.getCase(grant.caseId);
    if (!record) continue;
    const valid = sameToken(grant.token, grant.role === 'edit' ? record.editToken : record.readToken);
    if (!valid) continue;
    cases.push({
      case_id: record.id,
      title: record.title,
      access: grant.role,
      updated_at: new Date(record.updatedAt).toISOString(),
      href: `/cases/${record.id}`,
    });
  }
  return jsonResponse(200, { cases });
}, appLog);
