import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { Definition, errorResponses, found } from '../schemas.ts';

export const formatsRoutes = routes('formats', [
  route('GET', '/formats', 'public', {
    summary: 'Built-in formats (201) and custom formats',
    response: { 200: Type.Array(Type.Ref('FormatSummary')) },
  }),
  route('GET', '/formats/:id', 'public', {
    summary: 'One format with its rules as data ("limited" is Sealed Deck)',
    params: Type.Object({ id: Type.String({ maxLength: 60 }) }),
    response: found(Type.Ref('FormatDetail')),
  }),
  route('POST', '/formats', 'account', {
    summary: 'Define a custom (house) format',
    body: Definition,
    response: {
      201: Type.Ref('FormatDetail'),
      400: errorResponses[400],
      409: errorResponses[409],
      413: errorResponses[413],
    },
  }),
]);
