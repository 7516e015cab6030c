import { route, routes } from '../route.ts';
import { DeckBuilding, EventId, PlayerParams, Pool, PoolBody, errorResponses, found, refusals } from '../schemas.ts';

export const poolsRoutes = routes('limited', [
  route(
    'GET',
    '/events/:id/players/:playerId/pool',
    { action: 'checkDecks' },
    {
      summary: "The player's pool (231): the cards opened or drafted for the stage they build for now",
      params: PlayerParams,
      response: found(Pool),
    },
  ),
  route(
    'PUT',
    '/events/:id/players/:playerId/pool',
    { action: 'registerPlayers' },
    {
      summary:
        "Register the player's pool (231, 234–236): only cards of the sets of the event's packs, no more than they hold (400 naming the card or the counts); in a Rochester Draft the cards the live draft recorded, unless a judge overrides with a reason (409 POOL_DIFFERS_FROM_DRAFT); refused once their deck is registered",
      params: PlayerParams,
      body: PoolBody,
      response: { 200: Pool, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/deck-building',
    { action: 'view' },
    {
      summary: 'The 30-minute deck-building timer of the stage under way (212, Appendix A 3)',
      params: EventId,
      response: found(DeckBuilding),
    },
  ),
  route(
    'POST',
    '/events/:id/deck-building',
    { action: 'pair' },
    {
      summary:
        'Start the 30 minutes of deck building (212, Appendix A 3): after the draft, and again after the Top 8 redraft',
      params: EventId,
      response: { 201: DeckBuilding, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
]);
