import { Type } from '@fastify/type-provider-typebox';

export const ErrorResponse = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    section: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
  },
  { $id: 'Error', description: 'A refused request: a machine-readable code, the floor-rules section when a rule was broken, and a message.' },
);

export const errorResponses = {
  400: Type.Ref('Error'),
  404: Type.Ref('Error'),
  409: Type.Ref('Error'),
  413: Type.Ref('Error'),
};
