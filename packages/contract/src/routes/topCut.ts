import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { CutBody, DivisionQuery, EventId, errorResponses, refusals } from '../schemas.ts';

export const topCutRoutes = routes('top cut', [
  route(
    'GET',
    '/events/:id/bracket',
    { action: 'view' },
    {
      summary:
        'The top cut bracket: seeds, rounds and matches, the cut-line draw, and the recommended cut with its reason; `division` shows one age division’s cut (or the whole event’s cut, which covers it)',
      params: EventId,
      querystring: Type.Object({ division: DivisionQuery }, { additionalProperties: false }),
      response: { 200: Type.Ref('Bracket'), 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route(
    'POST',
    '/events/:id/cut',
    { action: 'pair' },
    {
      summary:
        'Make the top cut after the last Swiss round (217): seeds from the final standings, ties across the line by a recorded draw; `division` cuts one age division from its own standings',
      params: EventId,
      body: CutBody,
      response: {
        201: Type.Ref('Bracket'),
        ...refusals,
      },
    },
  ),
  route(
    'GET',
    '/events/:id/final-standings',
    { action: 'view' },
    {
      summary:
        'Final placements: winner, finalist, then each round’s losers by Swiss standing (3rd/4th by their match); the rest keep their Swiss place; `division` places one age division among itself',
      params: EventId,
      querystring: Type.Object({ division: DivisionQuery }, { additionalProperties: false }),
      response: { 200: Type.Ref('FinalStandings'), 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
]);
