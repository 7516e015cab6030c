import { NextResponse, type NextRequest } from 'next/server';

/**
 * A fresh nonce per page request: Next reads it from the request's Content-Security-Policy and puts it on its own
 * scripts; 'strict-dynamic' lets those load the page's chunks. Tailwind and Next set inline styles, hence 'unsafe-inline'
 * for styles only. Development needs 'unsafe-eval' for React's debugging.
 */
function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set('x-nonce', nonce);
  // Where to come back to after signing in, for pages that find the visitor must (lib/api.ts).
  headers.set('x-pathname', request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// /api/* is the Fastify API's (it sets its own headers); static files need no policy.
export const config = { matcher: ['/((?!api/|_next/static|_next/image|favicon.ico).*)'] };
