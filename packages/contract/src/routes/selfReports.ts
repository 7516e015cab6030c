import { route, routes } from '../route.ts';
import {
  EventId,
  ReportLinks,
  ReportToken,
  RoundParams,
  SelfReportBody,
  SelfReportView,
  SelfReportingSettings,
  errorResponses,
  found,
  refusals,
} from '../schemas.ts';

export const selfReportsRoutes = routes('self-reporting', [
  route(
    'GET',
    '/events/:id/self-reporting',
    { action: 'enterResults' },
    {
      summary: 'Whether players report their own results, and the minutes an opponent has to confirm',
      params: EventId,
      response: found(SelfReportingSettings),
    },
  ),
  route(
    'PUT',
    '/events/:id/self-reporting',
    { action: 'manageEvent' },
    {
      summary: 'Turn players’ own result reports on or off (the slips carry each player’s link)',
      params: EventId,
      body: SelfReportingSettings,
      response: { 200: SelfReportingSettings, 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
  route(
    'GET',
    '/events/:id/rounds/:n/report-links',
    { action: 'enterResults' },
    {
      summary: 'Each player’s secret result link for every match of the round, for the slips (409 SELF_REPORTING_OFF)',
      params: RoundParams,
      response: { 200: ReportLinks, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route('GET', '/self-report/:token', 'public', {
    summary: 'The match a player’s result link names, with the reports made so far',
    params: ReportToken,
    response: { 200: SelfReportView, 404: errorResponses[404], 409: errorResponses[409] },
  }),
  route('POST', '/self-report/:token', 'public', {
    summary:
      'A player reports the games, or confirms or disputes the opponent’s report: agreement enters the result, a dispute calls a judge',
    params: ReportToken,
    body: SelfReportBody,
    response: { 200: SelfReportView, ...refusals },
  }),
]);
