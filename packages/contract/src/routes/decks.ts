import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { CheckRequest, DeckRegistration, EventDecks, EventId, TableDecks, errorResponses, found } from '../schemas.ts';

export const decksRoutes = routes('decks', [
  route('POST', '/decks/check', 'public', {
    summary: 'Is this deck legal in a format on a date? (202, 204, 214, 221–236)',
    body: CheckRequest,
    response: { 200: Type.Ref('DeckVerdict'), 400: errorResponses[400], 413: errorResponses[413] },
  }),
  route(
    'PUT',
    '/events/:id/players/:playerId/deck',
    { action: 'registerPlayers' },
    {
      summary: "Register or replace a player's decklist; locked once round 1 is paired",
      params: Type.Object({ id: Type.String({ format: 'uuid' }), playerId: Type.String({ format: 'uuid' }) }),
      body: DeckRegistration,
      response: {
        200: Type.Ref('RegisteredDeck'),
        400: errorResponses[400],
        404: errorResponses[404],
        409: errorResponses[409],
        413: errorResponses[413],
      },
    },
  ),
  route(
    'GET',
    '/events/:id/decks',
    { action: 'checkDecks' },
    {
      summary: 'Every registered decklist of the event with its legality when registered',
      params: EventId,
      response: found(EventDecks),
    },
  ),
  route(
    'GET',
    '/events/:id/tables/:table/decks',
    { action: 'checkDecks' },
    {
      summary: 'Deck check: the players at a table in the latest round, with their registered lists',
      params: Type.Object({
        id: Type.String({ format: 'uuid' }),
        table: Type.Integer({ minimum: 1, maximum: 10_000 }),
      }),
      response: { 200: TableDecks, 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
  route(
    'POST',
    '/events/:id/deck-checks',
    { action: 'checkDecks' },
    {
      summary: "Record a judge's deck check: the deck matches the registered list or not",
      params: EventId,
      body: Type.Object(
        {
          playerId: Type.String({ format: 'uuid' }),
          round: Type.Integer({ minimum: 1, maximum: 100 }),
          table: Type.Integer({ minimum: 1, maximum: 10_000 }),
          outcome: Type.Union([Type.Literal('matches'), Type.Literal('does-not-match')]),
          note: Type.Optional(Type.String({ maxLength: 2_000 })),
        },
        { additionalProperties: false },
      ),
      response: {
        201: Type.Ref('DeckCheckRecord'),
        400: errorResponses[400],
        404: errorResponses[404],
        413: errorResponses[413],
      },
    },
  ),
]);
