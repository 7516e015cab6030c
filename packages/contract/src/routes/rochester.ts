import { route, routes } from '../route.ts';
import { PickOrder, PickOrderQuery, errorResponses } from '../schemas.ts';

export const rochesterRoutes = routes('draft', [
  route('GET', '/rochester/pick-order', 'public', {
    summary:
      'Rochester Draft pick order (Appendix A 7): the horseshoe from the Active player, in the pack group’s direction',
    querystring: PickOrderQuery,
    response: { 200: PickOrder, 400: errorResponses[400] },
  }),
]);
