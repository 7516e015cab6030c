// Issue #7: every route declares who may call it (in the contract); the access plugin enforces it and the matrix test reads it.
import type { RouteAccess } from '@tcg/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
