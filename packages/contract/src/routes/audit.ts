import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { EventId, errorResponses } from '../schemas.ts';

export const auditRoutes = routes(
  'audit',
  route(
    'GET',
    '/events/:id/audit',
    { action: 'export' },
    {
      summary: 'Every change to the event, oldest first: who, when, before and after',
      params: EventId,
      response: { 200: Type.Array(Type.Ref('AuditEntry')), 404: errorResponses[404] },
    },
  ),
);
