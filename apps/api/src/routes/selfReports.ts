// Players report their own results (#16): the organizer's setting, the links for the slips, and the link's page.
import { served } from '../served.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { now } from '../clock.ts';
import {
  linkSigned,
  reportLinks,
  selfReportingOf,
  selfReportView,
  setSelfReporting,
  submitSelfReport,
} from '../services/selfReports.ts';

export const selfReportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  /** A signed link counts on its own small budget; a made-up one on its address's. */
  const linkBudget = async (request: FastifyRequest) => {
    const { token } = request.params as { token: string };
    return (await db.transaction((tx) => linkSigned(tx, token))) ? `link:${token}` : null;
  };

  app.route({
    ...served('GET /events/:id/self-reporting'),
    handler: async (request) => db.transaction((tx) => selfReportingOf(tx, request.params.id)),
  });

  app.route({
    ...served('PUT /events/:id/self-reporting'),
    handler: async (request) =>
      db.transaction((tx) => setSelfReporting(tx, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...served('GET /events/:id/rounds/:n/report-links'),
    handler: async (request) => db.transaction((tx) => reportLinks(tx, request.params.id, request.params.n)),
  });

  app.route({
    ...served('GET /self-report/:token'),
    handler: async (request) => db.transaction((tx) => selfReportView(tx, request.params.token)),
  });

  app.route({
    ...served('POST /self-report/:token', { config: { playerBudget: linkBudget } }),
    handler: async (request) => db.transaction((tx) => submitSelfReport(tx, request.params.token, request.body, now())),
  });
};
