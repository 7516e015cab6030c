import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRepository, eventRepository, standingsRepository, type Db } from '@tcg/db';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { errorResponses } from '../schemas/common.ts';
import { Uuid } from '../schemas/common.ts';
import { EventId } from '../schemas/common.ts';

export const standingsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const standings = standingsRepository(db.prisma);
  const audit = auditRepository(db.prisma);
  const events = eventRepository(db.prisma);

  app.get(
    '/events/:id/standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['standings'],
        summary: 'Standings after a round (default: the last complete one); tiebreakers as fractions 0–1',
        params: EventId,
        querystring: Type.Object({ round: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) }, { additionalProperties: false }),
        response: { 200: Type.Ref('Standings'), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => standings.get(request.params.id, request.query.round),
  );

  app.get(
    '/events/:id/audit',
    { config: { access: { action: 'export' } }, schema: { tags: ['audit'], summary: 'Every change to the event, oldest first: who, when, before and after', params: EventId, response: { 200: Type.Array(Type.Ref('AuditEntry')), 404: errorResponses[404] } } },
    async (request) => {
      if (!(await events.get(request.params.id))) throw new AppError('EVENT_NOT_FOUND', `No event ${request.params.id}`);
      return audit.list(request.params.id);
    },
  );
};
