import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { XML } from '@tcg/contract';
import { eventExportRepository, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import { actorOf } from '../actor.ts';
import { download } from '../download.ts';
import type { FastifyReply } from 'fastify';
import type { JobRunner, JobSpec } from '../jobRunner.ts';
import { eventImportJob } from '../services/eventImport.ts';
import { exportTdf } from '../services/tdf.ts';
import { tdfImportJob } from '../services/tdfImport.ts';

/** Upload limits (#32): a TOM file of 4,500 players is some 0.6 MiB; the app's own export of a large event with its audit trail some 30 MiB. */
export const TDF_BODY_LIMIT = 4 * 1_048_576;
export const EVENT_BODY_LIMIT = 32 * 1_048_576;

export const importRoutes: FastifyPluginAsyncTypebox<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  /** Queues the import and answers 202 at once, pointing at the job to poll. */
  async function submit(reply: FastifyReply, ownerId: string, spec: JobSpec) {
    const job = await jobs.submit(ownerId, spec);
    return reply.status(202).header('location', `/api/jobs/${job.id}`).send({ jobId: job.id });
  }

  app.addContentTypeParser(XML, { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.route({
    ...served('POST /imports/tdf', { bodyLimit: TDF_BODY_LIMIT }),
    handler: async (request, reply) =>
      submit(reply, request.account!.id, await tdfImportJob(request.body, actorOf(request))),
  });

  app.route({
    ...served('GET /events/:id/export.tdf'),
    handler: async (request, reply) => {
      const { name, xml } = await db.transaction((tx) => exportTdf(tx, request.params.id));
      return download(reply, { name, extension: 'tdf', type: 'application/xml; charset=utf-8', body: xml });
    },
  });

  app.route({
    ...served('GET /events/:id/export.json'),
    handler: async (request, reply) => {
      const doc = await db.transaction((tx) => eventExportRepository.read(tx, request.params.id, new Date()));
      return download(reply, {
        name: String(doc.event.name),
        extension: 'json',
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(doc),
      });
    },
  });

  app.route({
    // An event with its audit trail outgrows the 1 MiB every other request is held to.
    ...served('POST /imports/event', { bodyLimit: EVENT_BODY_LIMIT }),
    handler: async (request, reply) =>
      submit(
        reply,
        request.account!.id,
        await db.transaction((tx) => eventImportJob(tx, request.body, actorOf(request))),
      ),
  });

  app.route({
    ...served('GET /jobs/:id'),
    handler: async (request) => {
      const job = await jobs.get(request.params.id, request.account!.id);
      if (!job) throw new AppError('JOB_NOT_FOUND', `No job ${request.params.id} of this account.`);
      return job;
    },
  });
};
