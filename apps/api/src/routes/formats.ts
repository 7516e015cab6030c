import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { createFormat, formatDetail, listFormats } from '../services/formats.ts';

export const formatRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /formats'), handler: async () => listFormats(db) });

  app.route({ ...served('GET /formats/:id'), handler: async (request) => formatDetail(db, request.params.id) });

  app.route({
    ...served('POST /formats'),
    handler: async (request, reply) => reply.status(201).send(await createFormat(db, request.body)),
  });
};
