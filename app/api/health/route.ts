import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { getRegistry } from '@/lib/gateway';
import { jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { errorBody } from '@/lib/registry/errors';

/** Compares an `Authorization: Bearer …` header with the operator token, in constant time. */
function isOperator(authorization: string | null, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

// GET /api/health – whether the app and its registry are up (`{"status":"ok"|"degraded"}`). With
// `Authorization: Bearer {REGISTRY_HEALTH_TOKEN}`: also the mode, the upstream probe, cache size
// and hit rate, budget left and its reset, and deprecation notices. A wrong token is a 401.
export const GET = registryRoute(async (request) => {
  const report = await getRegistry().health();
  const token = env().REGISTRY_HEALTH_TOKEN;
  const authorization = request.headers.get('authorization');
  if (token && authorization !== null) {
    if (isOperator(authorization, token)) return jsonResponse(200, report);
    return jsonResponse(401, errorBody('invalid-health-token'), { 'www-authenticate': 'Bearer' });
  }
  return jsonResponse(200, { status: report.status });
}, appLog);
