import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { PlayerOutlook, Uuid, found } from '../schemas.ts';

export const cutOutlookRoutes = routes('top cut', [
  route(
    'GET',
    '/events/:id/players/:playerId/outlook',
    { action: 'view' },
    {
      summary:
        'What do I need? Whether the player can still make the top cut, and what a win, a draw or a loss in the last round does, over every result of the other tables (or a sampled estimate)',
      params: Type.Object({ id: Uuid, playerId: Uuid }),
      response: found(PlayerOutlook),
    },
  ),
]);
