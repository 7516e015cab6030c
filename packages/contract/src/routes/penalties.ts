import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  EventId,
  NewPenalty,
  PenaltyCatalog,
  PenaltyChangeBody,
  PenaltyHistory,
  PenaltyList,
  PenaltyParams,
  PenaltyRecord,
  PenaltyRecorded,
  PlayerParams,
  found,
  refusals,
} from '../schemas.ts';

export const penaltiesRoutes = routes('penalties', [
  route(
    'GET',
    '/events/:id/penalties',
    { action: 'recordPenalties' },
    {
      summary: 'The event’s penalty catalogue and every penalty given, oldest first',
      params: EventId,
      response: found(PenaltyList),
    },
  ),
  route(
    'POST',
    '/events/:id/penalties',
    { action: 'recordPenalties' },
    {
      summary:
        'Record a penalty: the catalogue’s proposal unless `penalty` is given; a game or match loss becomes the open match’s result, a disqualification disqualifies',
      params: EventId,
      body: NewPenalty,
      response: { 201: PenaltyRecorded, ...refusals },
    },
  ),
  route(
    'PATCH',
    '/events/:id/penalties/:penaltyId',
    { action: 'changePenalties' },
    {
      summary: 'The head judge upgrades or downgrades a penalty, with a reason (audited)',
      params: PenaltyParams,
      body: PenaltyChangeBody,
      response: { 200: PenaltyRecord, ...refusals },
    },
  ),
  route(
    'PUT',
    '/events/:id/penalty-catalog',
    { action: 'changePenalties' },
    {
      summary: 'Set the event’s penalty catalogue: each infraction’s first penalty and whether repeats escalate',
      params: EventId,
      body: PenaltyCatalog,
      response: { 200: PenaltyCatalog, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/penalty-report.csv',
    { action: 'export' },
    {
      summary: 'The event’s penalty report as CSV, for submission',
      params: EventId,
      response: found(Type.String()),
    },
  ),
  route(
    'GET',
    '/events/:id/players/:playerId/penalty-history',
    { action: 'recordPenalties' },
    {
      summary:
        'A player’s penalties in other events (by DCI number), newest first, for the staff of this one; another organizer’s private event only to its staff (`hidden` counts the rest)',
      params: PlayerParams,
      response: found(PenaltyHistory),
    },
  ),
]);
