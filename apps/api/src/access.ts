// Issue #7: every route declares who may call it; the access plugin enforces it and the matrix test reads it.
import type { EventAction } from '@tcg/domain/access';

/**
 * - `'public'`: anyone, no account (catalog, deck checker, pick order, health).
 * - `'account'`: any signed-in organizer account (create an event, house formats, the team registry).
 * - `{ action }`: a role in the event that grants the action (`@tcg/domain/access`); the event is `params.id`
 *   unless `eventOf` says the id is a match's (`'match'`) or a pod-play table's (`'table'`). Reads use `'view'`: public unless the event is private.
 */
export type RouteAccess = 'public' | 'account' | { action: EventAction; eventOf?: 'event' | 'match' | 'table' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
