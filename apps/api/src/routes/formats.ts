import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { Definition, errorResponses } from '@tcg/contract';
import { createFormat, formatDetail, listFormats } from '../services/formats.ts';

export const formatRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/formats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['formats'],
        summary: 'Built-in formats (201) and custom formats',
        response: { 200: Type.Array(Type.Ref('FormatSummary')) },
      },
    },
    async () => listFormats(db),
  );

  app.get(
    '/formats/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['formats'],
        summary: 'One format with its rules as data ("limited" is Sealed Deck)',
        params: Type.Object({ id: Type.String({ maxLength: 60 }) }),
        response: { 200: Type.Ref('FormatDetail'), 404: errorResponses[404] },
      },
    },
    async (request) => formatDetail(db, request.params.id),
  );

  app.post(
    '/formats',
    {
      config: { access: 'account' },
      schema: {
        tags: ['formats'],
        summary: 'Define a custom (house) format',
        body: Definition,
        response: {
          201: Type.Ref('FormatDetail'),
          400: errorResponses[400],
          409: errorResponses[409],
          413: errorResponses[413],
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createFormat(db, request.body)),
  );
};
