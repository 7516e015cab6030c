import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventExportRepository, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import { actorOf } from '../actor.ts';
import { download } from '../download.ts';
import { AcceptedJob, errorResponses, EventExport, EventId, Job, JobId, TdfFile } from '@tcg/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { JobRunner, JobSpec } from '../jobRunner.ts';
import { eventImportJob } from '../services/eventImport.ts';
import { exportTdf } from '../services/tdf.ts';
import { tdfImportJob } from '../services/tdfImport.ts';

const XML = ['application/xml', 'text/xml'];

/** Upload limits (#32): a TOM file of 4,500 players is some 0.6 MiB; the app's own export of a large event with its audit trail some 30 MiB. */
export const TDF_BODY_LIMIT = 4 * 1_048_576;
export const EVENT_BODY_LIMIT = 32 * 1_048_576;

const accepted = { 202: AcceptedJob, 400: errorResponses[400], 413: errorResponses[413], 429: Type.Ref('Error') };

export const importRoutes: FastifyPluginAsyncTypebox<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  /** Queues the import and answers 202 at once, pointing at the job to poll. */
  async function submit(reply: FastifyReply, ownerId: string, spec: JobSpec) {
    const job = await jobs.submit(ownerId, spec);
    return reply.status(202).header('location', `/api/jobs/${job.id}`).send({ jobId: job.id });
  }

  app.addContentTypeParser(XML, { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/tdf',
    {
      config: { access: 'account' },
      bodyLimit: TDF_BODY_LIMIT,
      schema: {
        tags: ['imports'],
        summary:
          'Import a TOM file (.tdf) as a job: players, rounds, results, drops and the top cut become an event of the app. A file that cannot be read answers 400 at once; else 202 and the job (GET /api/jobs/:id) replays it. One import at a time per account (429 JOB_LIMIT), files up to 4 MiB',
        consumes: XML,
        body: TdfFile,
        response: accepted,
      },
    },
    async (request, reply) => submit(reply, request.account!.id, await tdfImportJob(request.body, actorOf(request))),
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
        summary:
          'The whole event in the app’s own versioned JSON (settings, players, teams, decks, pods, rounds with seeds, results, the cut, penalties, judge calls, deck-check picks, self-reporting, the audit trail)',
        params: EventId,
        response: { 200: EventExport, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const doc = await db.transaction((tx) => eventExportRepository.read(tx, request.params.id, new Date()));
      return download(reply, {
        name: String(doc.event.name),
        extension: 'json',
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(doc),
      });
    },
  );

  app.post(
    '/imports/event',
    {
      config: { access: 'account' },
      // An event with its audit trail outgrows the 1 MiB every other request is held to.
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags: ['imports'],
        summary:
          'Import an event exported by this app (export.json) as a job: the same rounds, results, standings, bracket and audit trail. Its settings are checked at once as a new event’s are (400 naming the field); else 202 and the job (GET /api/jobs/:id) writes it. One import at a time per account (429 JOB_LIMIT), files up to 32 MiB',
        body: EventExport,
        response: accepted,
      },
    },
    async (request, reply) =>
      submit(
        reply,
        request.account!.id,
        await db.transaction((tx) => eventImportJob(tx, request.body, actorOf(request))),
      ),
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: 'account' },
      schema: {
        tags: ['imports'],
        summary:
          'An import job of the signed-in account: queued, running (done of total), succeeded (its result: the new event) or failed (its error; nothing was kept). Anyone else’s job answers 404',
        params: JobId,
        response: { 200: Job, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const job = await jobs.get(request.params.id, request.account!.id);
      if (!job) throw new AppError('JOB_NOT_FOUND', `No job ${request.params.id} of this account.`);
      return job;
    },
  );
};
