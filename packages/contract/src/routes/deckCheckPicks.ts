import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { DeckCheckPickRecord, EventId, PickDeckChecks, PickParams, found, oneOr, refusals } from '../schemas.ts';

const one = oneOr(DeckCheckPickRecord);

export const deckCheckPicksRoutes = routes('decks', [
  route(
    'GET',
    '/events/:id/deck-check-picks',
    { action: 'checkDecks' },
    {
      summary: 'Tables picked for deck checks, with their timing and the minutes credited',
      params: EventId,
      response: found(Type.Array(DeckCheckPickRecord)),
    },
  ),
  route(
    'POST',
    '/events/:id/deck-check-picks',
    { action: 'pickDeckChecks' },
    {
      summary:
        'The head judge picks tables still playing for deck checks: `count` at random (seed recorded) or `tables` by hand (216)',
      params: EventId,
      body: PickDeckChecks,
      response: {
        201: Type.Array(DeckCheckPickRecord),
        ...refusals,
      },
    },
  ),
  route(
    'POST',
    '/events/:id/deck-check-picks/:pickId/start',
    { action: 'checkDecks' },
    {
      summary: 'The judge takes the decks: the deck check’s clock starts',
      params: PickParams,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/deck-check-picks/:pickId/finish',
    { action: 'checkDecks' },
    {
      summary: 'The decks go back: the minutes taken plus the allowance are added to the match’s time extension (216)',
      params: PickParams,
      response: one,
    },
  ),
]);
