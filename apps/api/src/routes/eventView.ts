// The event page's one read: every part is what its own route answers, private parts only for a role that may see them.
import { served } from '../served.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  auditRepository,
  eventRepository,
  lastCompleteRound,
  loadEventState,
  playerRepository,
  roundRepository,
  standingsView,
  topCutRepository,
  type Db,
  type Tx,
} from '@tcg/db';
import { mayAct, type EventRole } from '@tcg/domain/access';
import { limitedFormat } from '@tcg/domain/draft';
import type { EventDashboard } from '@tcg/contract';
import { type Of } from '@tcg/contract';
import { readProduct } from '../services/product.ts';
import { listTeams } from '../services/teamEvents.ts';
import { bracketOf } from '../services/topCut.ts';

async function dashboard(tx: Tx, id: string, role: EventRole | null): Promise<Of<typeof EventDashboard>> {
  const event = await eventRepository.get(tx, id);
  const state = await loadEventState(tx, id);
  return {
    event,
    players: await playerRepository.list(tx, id),
    rounds: await roundRepository.list(tx, id),
    standings: standingsView(state, lastCompleteRound(state)),
    bracket: bracketOf(await topCutRepository.load(tx, id)),
    avoidPairs: await playerRepository.avoidPairs(tx, id),
    ...(mayAct(role ?? undefined, 'export') && { auditTrail: await auditRepository.list(tx, id) }),
    ...(event.teams && { teams: await listTeams(tx, id) }),
    ...(limitedFormat(event.format) && { product: await readProduct(tx, id) }),
  };
}

export const eventViewRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/dashboard'),
    handler: async (request) => db.transaction((tx) => dashboard(tx, request.params.id, request.eventAccess!.role)),
  });
};
