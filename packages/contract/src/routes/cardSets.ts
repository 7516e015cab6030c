import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { CardSetCreated, CardSetImport, StoredCardSet, errorResponses } from '../schemas.ts';

export const cardSetsRoutes = routes('cards', [
  route('GET', '/card-sets', 'public', {
    summary:
      'Imported card sets with their cards and tags, oldest import first (the deck check page joins them to the built-in catalog)',
    response: { 200: Type.Array(StoredCardSet) },
  }),
  route('POST', '/card-sets', 'account', {
    summary:
      'Import a custom card set (catalog JSON layout or CSV, cards with tags): checked whole, stored whole or not at all',
    body: CardSetImport,
    response: { 201: CardSetCreated, 400: errorResponses[400], 409: errorResponses[409], 413: errorResponses[413] },
  }),
]);
