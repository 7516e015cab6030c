import { apiUrl } from '../../../lib/apiUrl';

// The browser talks to one origin: /api/* is passed to the Fastify API, read from API_URL at run time.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

async function proxy(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const target = new URL(`/api/${path.map(encodeURIComponent).join('/')}`, apiUrl());
  target.search = new URL(request.url).search;
  const headers = new Headers([...request.headers].filter(([name]) => !hopByHop.has(name)));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(target, { method: request.method, headers, body: hasBody ? await request.arrayBuffer() : null, redirect: 'manual' });
  } catch {
    return Response.json({ code: 'API_UNAVAILABLE', message: 'The API is not reachable.' }, { status: 502 });
  }
  const outHeaders = new Headers([...response.headers].filter(([name]) => !hopByHop.has(name) && name !== 'content-encoding'));
  return new Response(response.body, { status: response.status, headers: outHeaders });
}

export const dynamic = 'force-dynamic';
export { proxy as GET, proxy as POST, proxy as PUT, proxy as PATCH, proxy as DELETE };
