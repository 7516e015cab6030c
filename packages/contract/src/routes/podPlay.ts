import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { TableId, TableResultBody, found, versioned } from '../schemas.ts';

const TableConflict = Type.Object({
  code: Type.Literal('VERSION_CONFLICT'),
  message: Type.String(),
  table: Type.Ref('PodTable'),
});

export const podPlayRoutes = routes('pod play', [
  route(
    'GET',
    '/tables/:id',
    { action: 'view', eventOf: 'table' },
    {
      summary: 'One pod-play table: its seats, version and result',
      params: TableId,
      response: found(Type.Ref('PodTable')),
    },
  ),
  route(
    'PUT',
    '/tables/:id/result',
    { action: 'enterResults', eventOf: 'table' },
    {
      summary:
        'Enter or correct a pod-play table’s result: `places` or `points` for every seat (ties share); 409 with the stored table when the version is stale',
      params: TableId,
      body: TableResultBody,
      response: versioned(Type.Ref('PodTable'), TableConflict),
    },
  ),
]);
