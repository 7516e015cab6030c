import { apiUrl } from '../../../lib/apiUrl';

// The browser talks to one origin: /api/* is passed to the Fastify API, read from API_URL at run time.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

/**
 * The API checks a write's Origin against the origin the browser used, which only this hop knows: Next keeps
 * x-forwarded-* set by a proxy in front of it (TLS termination) and fills them from the Host header otherwise.
 */
function forwardedHeaders(request: Request): Headers {
  const headers = new Headers([...request.headers].filter(([name]) => !hopByHop.has(name)));
  const url = new URL(request.url);
  headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host);
  headers.set('x-forwarded-proto', request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', ''));
  return headers;
}

/** Every Set-Cookie survives on its own line (a Headers copy would join them with commas). */
function responseHeaders(response: Response): Headers {
  const headers = new Headers(
    [...response.headers].filter(
      ([name]) => !hopByHop.has(name) && name !== 'content-encoding' && name !== 'set-cookie',
    ),
  );
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

async function proxy(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const target = new URL(`/api/${path.map(encodeURIComponent).join('/')}`, apiUrl());
  target.search = new URL(request.url).search;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    // The signal ends a live stream's upstream request when the browser goes away.
    response = await fetch(target, {
      method: request.method,
      headers: forwardedHeaders(request),
      body: hasBody ? await request.arrayBuffer() : null,
      redirect: 'manual',
      signal: request.signal,
    });
  } catch {
    return Response.json({ code: 'API_UNAVAILABLE', message: 'The API is not reachable.' }, { status: 502 });
  }
  return new Response(response.body, { status: response.status, headers: responseHeaders(response) });
}

export const dynamic = 'force-dynamic';
export { proxy as GET, proxy as POST, proxy as PUT, proxy as PATCH, proxy as DELETE };
