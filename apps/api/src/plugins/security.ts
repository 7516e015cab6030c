// Issue #7: security headers, CORS for the app's own origins only, and the cross-site request check.
import cors from '@fastify/cors';
import { AppError } from '@tcg/domain/shared';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** The web app's origins (APP_ORIGINS). */
  appOrigins: string[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON needs no sources at all. */
const apiPolicy = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
};
/** The Swagger UI page loads its own scripts, styles and the document. */
const docsPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

type HeaderMap = Record<string, string>;

/** Helmet's headers for a policy, worked out once: its middleware would rebuild them on every request. */
function helmetHeaders(options: HelmetOptions): HeaderMap {
  const headers: HeaderMap = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const first = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/** The origin the request claims to come from: `Origin`, else the `Referer`'s; undefined when neither is sent. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  return referer === undefined ? undefined : originOf(referer);
}

function ownOrigin(request: FastifyRequest): string {
  const proto = first(request.headers['x-forwarded-proto']) ?? request.protocol;
  return `${proto}://${first(request.headers['x-forwarded-host']) ?? request.host}`;
}

const crossSite = () => new AppError('CROSS_SITE_REQUEST', 'This request came from another site and was refused.');

export default fp(async function security(app: FastifyInstance, { appOrigins }: SecurityOptions) {
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: apiPolicy,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const docsHeaders = helmetHeaders({
    contentSecurityPolicy: docsPolicy,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(isDocs(request.routeOptions.url ?? '') ? docsHeaders : apiHeaders);
  });
  await app.register(cors, { origin: appOrigins.length > 0 ? appOrigins : false, credentials: true });
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
    const claimed = claimedOrigin(request);
    if (claimed !== undefined && claimed !== ownOrigin(request) && !appOrigins.includes(claimed)) throw crossSite();
  });
});
