import { embedTheme } from '@/lib/share/embed';
import { companyEmbedResponse } from '@/lib/share/embed-response';

type Context = { params: Promise<{ companyNumber: string }> };

// GET /embed/company/{n}?theme=light|dark – the company card for other sites' iframes: HTML with inline CSS, no script
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { companyNumber } = await params;
  return companyEmbedResponse(companyNumber, embedTheme(new URL(request.url).searchParams.get('theme')));
}

// HEAD /embed/company/{n} – as GET, without the body
export async function HEAD(request: Request, context: Context): Promise<Response> {
  const response = await GET(request, context);
  return new Response(null, { status: response.status, headers: response.headers });
}
