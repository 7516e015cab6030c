// Issue #7: every /api route declares `config.access` (start-up fails otherwise) and this plugin enforces it before validation.
import { auditRepository, podTableRepository, staffRepository as staff, type Db, type EventAccess } from '@tcg/db';
import { forbidden, mayAct } from '@tcg/domain/access';
import { AppError, notFound } from '@tcg/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '@tcg/contract';
import { UUID } from '../validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The event the route acts on and the caller's role in it, for routes declaring an event action. */
    eventAccess: EventAccess | null;
  }
}

/** Routes of plugins that cannot declare access (the documentation page). */
const undeclared = (url: string) => !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/');
/** Refusals written to the event's audit trail: attempts on results. */
/** The matches and tables whose event is kept: a 4096-player event's rounds hold some 20,000 matches. */
const OWNERS_KEPT = 100_000;
const auditedRefusals = new Set(['PUT /api/matches/:id/result', 'PUT /api/tables/:id/result']);

export const notSignedIn = () => new AppError('NOT_SIGNED_IN', 'Sign in to do this.');

/** Anonymous refusals are recorded at most once per event in this window, so nobody can fill the audit trail (#18). */
export const ANONYMOUS_REFUSAL_WINDOW_MS = 10 * 60_000;

/**
 * Writes the refused attempt on a result to the event's audit trail (actor: the account's email or "anonymous"). Every
 * signed-in refusal is kept; anonymous ones once per event and window, the entry saying so.
 */
export async function auditRefusal(db: Db, request: FastifyRequest, eventId: string, refusal: AppError): Promise<void> {
  const params = request.params as { id?: string };
  const actor = request.account?.email ?? 'anonymous';
  const since = new Date(Date.now() - ANONYMOUS_REFUSAL_WINDOW_MS);
  if (!request.account && (await auditRepository.countSince(db.prisma, eventId, actor, 'RESULT_REFUSED', since)) > 0)
    return;
  await auditRepository.record(db.prisma, eventId, actor, 'RESULT_REFUSED', {
    reason: refusal.code,
    after: {
      route: `${request.method} ${request.routeOptions.url}`,
      id: params.id ?? null,
      ...(request.account
        ? {}
        : { note: 'Further anonymous refusals in this event within 10 minutes are not recorded.' }),
    },
  });
}

/** Runs a result entry; a FORBIDDEN it meets inside (a correction without the right) is audited before it is answered. */
export async function auditingRefusals<T>(
  db: Db,
  request: FastifyRequest,
  eventId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') await auditRefusal(db, request, eventId, error);
    throw error;
  }
}

export default fp(async function access(app: FastifyInstance, { db }: { db: Db }) {
  app.decorateRequest('eventAccess', null);

  app.addHook('onRoute', (route) => {
    if (undeclared(route.url) || route.config?.access !== undefined) return;
    throw new Error(
      `${String(route.method)} ${route.url} declares no config.access (#7: 'public', 'account' or an event action)`,
    );
  });

  const owners = {
    match: (id: string) => staff.eventOfMatch(db.prisma, id),
    table: (id: string) => podTableRepository.eventOf(db.prisma, id),
  };
  type Owned = 'event' | keyof typeof owners;
  // A match or a table never moves to another event: its event is read once (every phone reads its match in turn).
  const known = new Map<string, string>();
  async function ownerOf(on: Owned, id: string): Promise<string | null> {
    if (on === 'event') return id;
    const stored = known.get(id);
    if (stored !== undefined) return stored;
    const owner = await owners[on](id);
    if (owner !== null) known.set(id, owner);
    if (known.size > OWNERS_KEPT) known.delete(known.keys().next().value!);
    return owner;
  }

  async function eventOf(request: FastifyRequest, on: Owned): Promise<string> {
    const id = (request.params as { id?: string }).id ?? '';
    const eventId = UUID.test(id) ? await ownerOf(on, id) : null;
    if (!eventId) throw notFound(on, id);
    return eventId;
  }

  /** What an anonymous reader may see changes only with the event's version (`private` is on the Event row). */
  const anonymous = new Map<string, { version: number; record: EventAccess | null }>();
  async function accessOf(eventId: string, accountId: string | null): Promise<EventAccess | null> {
    const version = accountId === null ? db.changes.knownVersion(eventId) : undefined;
    if (version === undefined) return staff.accessOf(db.prisma, eventId, accountId);
    const known = anonymous.get(eventId);
    if (known?.version === version) return known.record;
    const record = await staff.accessOf(db.prisma, eventId, null);
    anonymous.set(eventId, { version, record });
    return record;
  }

  async function check(
    request: FastifyRequest,
    rule: Exclude<RouteAccess, 'public' | 'account'>,
  ): Promise<EventAccess> {
    const on = rule.eventOf ?? 'event';
    const eventId = await eventOf(request, on);
    const record = await accessOf(eventId, request.account?.id ?? null);
    if (!record) throw notFound(on, (request.params as { id: string }).id);
    // A private event is hidden from whoever has no role in it: 404, as if it did not exist.
    const hidden = record.private && record.role === null;
    if (rule.action === 'view' && !hidden) return record;
    const refusal = hidden
      ? notFound(on, (request.params as { id: string }).id)
      : !request.account
        ? notSignedIn()
        : !mayAct(record.role ?? undefined, rule.action)
          ? forbidden(rule.action)
          : null;
    if (!refusal) return record;
    if (auditedRefusals.has(`${request.method} ${request.routeOptions.url}`))
      await auditRefusal(db, request, eventId, refusal);
    throw refusal;
  }

  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule === undefined || rule === 'public') return;
    if (rule === 'account') {
      if (!request.account) throw notSignedIn();
      return;
    }
    request.eventAccess = await check(request, rule);
  });
});
