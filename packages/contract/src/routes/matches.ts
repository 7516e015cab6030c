import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  Extension,
  MatchId,
  ResultBody,
  Saved,
  VersionConflictResponse,
  errorResponses,
  found,
  versioned,
} from '../schemas.ts';

export const matchesRoutes = routes('results', [
  route(
    'GET',
    '/matches/:id',
    { action: 'view', eventOf: 'match' },
    {
      summary: 'One match with its version and result',
      params: MatchId,
      response: found(Type.Ref('Match')),
    },
  ),
  route(
    'PUT',
    '/matches/:id/result',
    { action: 'enterResults', eventOf: 'match' },
    {
      summary: 'Enter or correct a result (216, 217); 409 with the stored result when the version is stale',
      params: MatchId,
      body: ResultBody,
      response: versioned(Saved, VersionConflictResponse),
    },
  ),
  route(
    'PUT',
    '/matches/:id/extension',
    { action: 'enterResults', eventOf: 'match' },
    {
      summary: 'Record a judge’s time extension for one match (216)',
      params: MatchId,
      body: Extension,
      response: { 200: Type.Ref('Match'), 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
]);
