// Players report their own results (#16): the organizer's setting, the links for the slips, and the link's page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { now } from '../clock.ts';
import {
  errorResponses,
  EventId,
  ReportLinks,
  ReportToken,
  RoundParams,
  SelfReportBody,
  SelfReportingSettings,
  SelfReportView,
} from '@tcg/contract';
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

  app.get(
    '/events/:id/self-reporting',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['self-reporting'],
        summary: 'Whether players report their own results, and the minutes an opponent has to confirm',
        params: EventId,
        response: { 200: SelfReportingSettings, 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => selfReportingOf(tx, request.params.id)),
  );

  app.put(
    '/events/:id/self-reporting',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['self-reporting'],
        summary: 'Turn players’ own result reports on or off (the slips carry each player’s link)',
        params: EventId,
        body: SelfReportingSettings,
        response: { 200: SelfReportingSettings, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => setSelfReporting(tx, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/events/:id/rounds/:n/report-links',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['self-reporting'],
        summary:
          'Each player’s secret result link for every match of the round, for the slips (409 SELF_REPORTING_OFF)',
        params: RoundParams,
        response: { 200: ReportLinks, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => db.transaction((tx) => reportLinks(tx, request.params.id, request.params.n)),
  );

  app.get(
    '/self-report/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['self-reporting'],
        summary: 'The match a player’s result link names, with the reports made so far',
        params: ReportToken,
        response: { 200: SelfReportView, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => db.transaction((tx) => selfReportView(tx, request.params.token)),
  );

  app.post(
    '/self-report/:token',
    {
      config: { access: 'public', playerBudget: linkBudget },
      schema: {
        tags: ['self-reporting'],
        summary:
          'A player reports the games, or confirms or disputes the opponent’s report: agreement enters the result, a dispute calls a judge',
        params: ReportToken,
        body: SelfReportBody,
        response: { 200: SelfReportView, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => db.transaction((tx) => submitSelfReport(tx, request.params.token, request.body, now())),
  );
};
