import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { Err, SetView } from '../schemas.ts';

export const cardsRoutes = routes('cards', [
  route('GET', '/cards', 'public', {
    summary: 'Search cards by name (accents and case ignored), set id or code, and number',
    querystring: Type.Object(
      {
        q: Type.Optional(Type.String({ maxLength: 100 })),
        set: Type.Optional(Type.String({ maxLength: 40 })),
        number: Type.Optional(Type.String({ maxLength: 10 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: Type.Array(Type.Ref('CardSummary')), 400: Err },
  }),
  route('GET', '/cards/:id', 'public', {
    summary: 'One card: facts, text when imported, legality in each format with the reason, and its copies (226)',
    params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
    querystring: Type.Object({ date: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false }),
    response: { 200: Type.Ref('CardDetail'), 400: Err, 404: Err },
  }),
  route('GET', '/sets', 'public', {
    summary:
      'The sets of the catalog (built-in oldest first, then imported sets), with how many of their cards have imported text',
    response: {
      200: Type.Array(SetView),
    },
  }),
]);
