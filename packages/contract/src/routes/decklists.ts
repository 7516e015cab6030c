import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  DecklistPublication,
  DecklistPublicationBody,
  EventId,
  PublishedDecklists,
  errorResponses,
  refusals,
} from '../schemas.ts';

export const decklistsRoutes = routes('decks', [
  route(
    'PUT',
    '/events/:id/decklist-publication',
    { action: 'manageEvent' },
    {
      summary:
        'Publish a finished event’s decklists, every list or the top cut’s (217; 409 EVENT_NOT_FINISHED, NO_TOP_CUT); publishing again changes the scope (audited `decklists.publish`)',
      params: EventId,
      body: DecklistPublicationBody,
      response: {
        200: DecklistPublication,
        ...refusals,
      },
    },
  ),
  route(
    'DELETE',
    '/events/:id/decklist-publication',
    { action: 'manageEvent' },
    {
      summary: 'Take the published decklists down (audited `decklists.unpublish`)',
      params: EventId,
      response: { 204: Type.Null(), 404: errorResponses[404] },
    },
  ),
  route(
    'GET',
    '/events/:id/published-decklists',
    { action: 'view' },
    {
      summary:
        'The published decklists in final standings order, each with its player’s place and record, and the field by its most-played Pokémon (404 DECKLISTS_NOT_FOUND until published; 409 EVENT_NOT_FINISHED while a reopened event plays again, its publication kept)',
      params: EventId,
      response: { 200: PublishedDecklists, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
]);
