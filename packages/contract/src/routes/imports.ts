import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { AcceptedJob, EventExport, EventId, Job, JobId, TdfFile, XML, errorResponses, found } from '../schemas.ts';

const accepted = { 202: AcceptedJob, 400: errorResponses[400], 413: errorResponses[413], 429: Type.Ref('Error') };

export const importsRoutes = routes('imports', [
  route('POST', '/imports/tdf', 'account', {
    summary:
      'Import a TOM file (.tdf) as a job: players, rounds, results, drops and the top cut become an event of the app. A file that cannot be read answers 400 at once; else 202 and the job (GET /api/jobs/:id) replays it. One import at a time per account (429 JOB_LIMIT), files up to 4 MiB',
    consumes: XML,
    body: TdfFile,
    response: accepted,
  }),
  route(
    'GET',
    '/events/:id/export.tdf',
    { action: 'export' },
    {
      summary: 'The event as a TOM file (.tdf), with its final standings once finished',
      params: EventId,
      produces: ['application/xml'],
      response: { 200: TdfFile, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route(
    'GET',
    '/events/:id/export.json',
    { action: 'export' },
    {
      summary:
        'The whole event in the app’s own versioned JSON (settings, players, teams, decks, pods, rounds with seeds, results, the cut, penalties, judge calls, deck-check picks, self-reporting, the audit trail)',
      params: EventId,
      response: found(EventExport),
    },
  ),
  route('POST', '/imports/event', 'account', {
    summary:
      'Import an event exported by this app (export.json) as a job: the same rounds, results, standings, bracket and audit trail. Its settings are checked at once as a new event’s are (400 naming the field); else 202 and the job (GET /api/jobs/:id) writes it. One import at a time per account (429 JOB_LIMIT), files up to 32 MiB',
    body: EventExport,
    response: accepted,
  }),
  route('GET', '/jobs/:id', 'account', {
    summary:
      'An import job of the signed-in account: queued, running (done of total), succeeded (its result: the new event) or failed (its error; nothing was kept). Anyone else’s job answers 404',
    params: JobId,
    response: found(Job),
  }),
]);
