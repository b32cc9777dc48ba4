import { allowedMethods, methodNotAllowed, registryRoute } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { proxyRegistry } from '@/lib/gateway/registry-proxy';

type Context = { params: Promise<{ path: string[] }> };

// GET /api/registry/{path} – the registry's own API, proxied (the path is read from the raw URL, not from params)
export const GET = registryRoute<Context>(proxyRegistry, appLog);

// HEAD /api/registry/{path} – as GET, without the body
export const HEAD = GET;

// OPTIONS /api/registry/{path} – the methods the registry interface has
export const OPTIONS = allowedMethods;

// POST, PUT, PATCH, DELETE /api/registry/{path} – 405: the registry interface is read-only
export const POST = registryRoute<Context>(methodNotAllowed, appLog);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
