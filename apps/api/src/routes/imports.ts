import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { download } from '../download.ts';
import { errorResponses, EventId } from '../schemas/common.ts';
import { ImportedEvent, TdfFile } from '../schemas/imports.ts';
import { exportTdf, importTdf } from '../services/tdf.ts';

const XML = ['application/xml', 'text/xml'];

export const importRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.addContentTypeParser(XML, { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/tdf',
    {
      config: { access: 'account' },
      schema: {
        tags: ['imports'],
        summary: 'Import a TOM file (.tdf): players, rounds, results, drops and the top cut become an event of the app',
        consumes: XML,
        body: TdfFile,
        response: { 201: ImportedEvent, 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => reply.status(201).send(await db.transaction((tx) => importTdf(tx, request.body, actorOf(request), request.account!.id))),
  );

  app.get(
    '/events/:id/export.tdf',
    {
      config: { access: { action: 'export' } },
      schema: {
        tags: ['imports'],
        summary: 'The event as a TOM file (.tdf), with its final standings once finished',
        params: EventId,
        produces: ['application/xml'],
        response: { 200: TdfFile, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { name, xml } = await db.transaction((tx) => exportTdf(tx, request.params.id));
      return download(reply, { name, extension: 'tdf', type: 'application/xml; charset=utf-8', body: xml });
    },
  );
};
