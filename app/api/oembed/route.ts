import { findResource } from '@/lib/gateway';
import { HttpError, jsonResponse, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { errorBody } from '@/lib/registry/errors';
import { oembedResponse, parseOembedRequest } from '@/lib/share/oembed';
import { appOrigin } from '@/lib/share/site';

// GET /api/oembed?url={company page}&format=json[&maxwidth&maxheight&theme] – oEmbed `rich` answer: an iframe of the company card
export const GET = registryRoute(async (request) => {
  const url = new URL(request.url);
  const origin = appOrigin();
  // This site's pages are on APP_ORIGIN, and on whatever host this request reached (a preview deployment, say).
  const hosts = [new URL(origin).host, request.headers.get('host') ?? url.host].map((host) => host.toLowerCase());
  const parsed = parseOembedRequest(url.searchParams, hosts);
  if (!parsed.ok) {
    throw new HttpError(
      parsed.status,
      errorBody(parsed.message, 'ch:validation', { location: parsed.parameter, location_type: 'query-parameter' }),
      { 'access-control-allow-origin': '*' },
    );
  }
  const profile = await findResource('companyProfile', { company_number: parsed.target.companyNumber });
  if (!profile)
    throw new HttpError(404, errorBody('company-profile-not-found'), { 'access-control-allow-origin': '*' });
  return jsonResponse(200, oembedResponse(parsed.target, profile.data.company_name, origin), {
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
  });
}, appLog);
