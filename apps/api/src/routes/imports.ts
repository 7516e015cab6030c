import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventExportRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { download } from '../download.ts';
import { errorResponses, EventId } from '../schemas/common.ts';
import { EventExport } from '../schemas/eventExport.ts';
import { ImportedEvent, ImportedTdf, TdfFile } from '../schemas/imports.ts';
import { importEventExport } from '../services/eventImport.ts';
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
        response: { 201: ImportedTdf, 400: errorResponses[400], 413: errorResponses[413] },
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
        response: { 200: TdfFile, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const { name, xml } = await db.transaction((tx) => exportTdf(tx, request.params.id));
      return download(reply, { name, extension: 'tdf', type: 'application/xml; charset=utf-8', body: xml });
    },
  );

  app.get(
    '/events/:id/export.json',
    {
      config: { access: { action: 'export' } },
      schema: {
        tags: ['imports'],
        summary: 'The whole event in the app’s own versioned JSON (settings, players, teams, decks, pods, rounds with seeds, results, the cut, penalties, judge calls, deck-check picks, self-reporting, the audit trail)',
        params: EventId,
        response: { 200: EventExport, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const doc = await db.transaction((tx) => eventExportRepository.read(tx, request.params.id, new Date()));
      return download(reply, { name: String(doc.event.name), extension: 'json', type: 'application/json; charset=utf-8', body: JSON.stringify(doc) });
    },
  );

  app.post(
    '/imports/event',
    {
      config: { access: 'account' },
      // An event with its audit trail outgrows the 1 MiB every other request is held to.
      bodyLimit: 32 * 1_048_576,
      schema: {
        tags: ['imports'],
        summary: 'Import an event exported by this app (export.json) into this installation: the same rounds, results, standings, bracket and audit trail; its settings are checked as a new event’s are (400 naming the field)',
        body: EventExport,
        response: { 201: ImportedEvent, 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const eventId = await db.transaction((tx) => importEventExport(tx, request.body, request.account!.id, actorOf(request)));
      return reply.status(201).send({ eventId });
    },
  );
};
