import { route, routes } from '../route.ts';
import { EventId, Product, ProductSettings, errorResponses, refusals } from '../schemas.ts';

export const productRoutes = routes('draft', [
  route(
    'GET',
    '/events/:id/product',
    { action: 'view' },
    {
      summary:
        'A Limited event’s product and basic Energy (233–236): settings and the order for the field, by pod for the drafts',
      params: EventId,
      response: { 200: Product, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route(
    'PUT',
    '/events/:id/product',
    { action: 'manageEvent' },
    {
      summary: 'Choose the product breakdown, announce basic Energy (233) and the draft sheets’ cards per phase',
      params: EventId,
      body: ProductSettings,
      response: { 200: Product, ...refusals },
    },
  ),
]);
