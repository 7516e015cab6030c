import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { PlayerPage, errorResponses } from '../schemas.ts';

export const ratingsRoutes = routes('ratings', [
  route('GET', '/players/:dciNumber', 'public', {
    summary:
      'A player by DCI number: public events played (and private ones the reader has a role in, `hidden.events` counting the others) with record and finish, local ratings (public events only) per category with their history',
    params: Type.Object({ dciNumber: Type.String({ maxLength: 40 }) }),
    response: { 200: PlayerPage, 400: errorResponses[400], 404: errorResponses[404] },
  }),
]);
