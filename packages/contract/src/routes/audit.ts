import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { EventId, found } from '../schemas.ts';

export const auditRoutes = routes('audit', [
  route(
    'GET',
    '/events/:id/audit',
    { action: 'export' },
    {
      summary: 'Every change to the event, oldest first: who, when, before and after',
      params: EventId,
      response: found(Type.Array(Type.Ref('AuditEntry'))),
    },
  ),
]);
