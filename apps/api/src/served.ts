// A route of the contract as Fastify registers it: `app.route({ ...served('GET /events/:id'), handler })`.
import { routeTable, type RouteKey } from '@tcg/contract';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';

/** What a route adds to the contract's: a larger body limit, its own rate budget, a body filled in before validation. */
interface Extra {
  bodyLimit?: number;
  preValidation?: (request: FastifyRequest) => Promise<void>;
  config?: Omit<FastifyContextConfig, 'access'>;
}

export function served<K extends RouteKey>(key: K, extra: Extra = {}) {
  const { method, url, access, schema } = routeTable[key];
  return {
    method,
    url,
    schema: schema as (typeof routeTable)[K]['schema'],
    ...extra,
    config: { access, ...extra.config },
  };
}
