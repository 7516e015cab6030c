import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { podTableRepository, type Db, type EventState } from '@tcg/db';
import { auditTrail } from '../services/events.ts';
import type { ReadCache } from '../readCache.ts';
import { podStandingsFor } from '../services/podPlay.ts';
import { pageOfView, pagePart } from '../services/paging.ts';
import { eventStandings } from '../services/standings.ts';
import { onceForState } from '../stateViews.ts';

export const standingsRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  app.route({
    ...served('GET /events/:id/standings'),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { round, division } = request.query;
      const standings = async (state: () => Promise<EventState>) =>
        pageOfView(
          (await podTableRepository.isPodPlay(db.prisma, id))
            ? await podStandingsFor(db.prisma, id, round)
            : onceForState(await state(), `standings ${round ?? 'last'} ${division ?? 'all'}`, (whole) =>
                eventStandings(whole, round, division),
              ),
          'rows',
          request.query,
        );
      return views.serve(request, reply, id, standings, pagePart(request.query));
    },
  });

  app.route({
    ...served('GET /events/:id/audit'),
    handler: async (request) => auditTrail(db.prisma, request.params.id),
  });
};
