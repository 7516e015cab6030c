import { route, routes } from '../route.ts';
import {
  CallParams,
  EventId,
  JudgeCallPlaced,
  JudgeCallQueue,
  JudgeCallRecord,
  NewJudgeCall,
  ResolveCall,
  found,
  oneOr,
  refusals,
} from '../schemas.ts';

const one = oneOr(JudgeCallRecord);

export const judgeCallsRoutes = routes('judge calls', [
  route(
    'POST',
    '/events/:id/judge-calls',
    { action: 'view' },
    {
      summary:
        'A player calls a judge to their table (no account; one open call per table, 216; signed out, a small write budget per table)',
      params: EventId,
      body: NewJudgeCall,
      response: {
        201: JudgeCallPlaced,
        ...refusals,
      },
    },
  ),
  route(
    'GET',
    '/events/:id/judge-calls',
    { action: 'enterResults' },
    {
      summary: 'The judges’ queue: open calls oldest first, resolved calls, waits per round',
      params: EventId,
      response: found(JudgeCallQueue),
    },
  ),
  route(
    'POST',
    '/events/:id/judge-calls/:callId/claim',
    { action: 'enterResults' },
    {
      summary: 'A judge takes a call (409 CALL_TAKEN when another judge has it)',
      params: CallParams,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/judge-calls/:callId/resolve',
    { action: 'enterResults' },
    {
      summary: 'Resolve a call with a note; offers the minutes since the call as a time extension (216)',
      params: CallParams,
      body: ResolveCall,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/judge-calls/:callId/extension',
    { action: 'enterResults' },
    {
      summary: 'Credit a resolved call’s minutes to its match as a time extension, once (216)',
      params: CallParams,
      response: one,
    },
  ),
]);
