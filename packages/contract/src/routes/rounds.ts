import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  EventId,
  PairingCheck,
  PublishAnyway,
  Replay,
  RoundParams,
  Swap,
  errorResponses,
  found,
  oneOr,
  pageQuery,
} from '../schemas.ts';

/** A Swiss round (matches of two) or a pod-play round (tables of 2–6), as the event plays. */
const AnyRound = Type.Union([Type.Ref('Round'), Type.Ref('PodRound')]);
const one = oneOr(Type.Ref('Round'));

export const roundsRoutes = routes('rounds', [
  route(
    'GET',
    '/events/:id/rounds',
    { action: 'view' },
    {
      summary: 'Every round paired (or, in pod play, seated) so far',
      params: EventId,
      response: found(Type.Array(AnyRound)),
    },
  ),
  route(
    'POST',
    '/events/:id/rounds',
    { action: 'pair' },
    {
      summary:
        'Pair the next Swiss round as a draft, or seat the next pod-play round at tables (409 listing the tables still missing results)',
      params: EventId,
      response: { 201: AnyRound, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route(
    'GET',
    '/events/:id/rounds/:n',
    { action: 'view' },
    {
      summary:
        'One round: tables, both players or the bye (pod play: every seat), versions and results; `page`/`pageSize` answer one page of its tables',
      description:
        'Without `page` or `pageSize`, the whole round. With either, `matches` (pod play: `tables`) holds that page of the tables in table order (the byes last), and `page` says which page it is and how many tables the round has: table t is on page ⌈t / pageSize⌉. A page past the last answers no tables, with the total. Each page has its own ETag.',
      params: RoundParams,
      querystring: Type.Object(pageQuery),
      response: { 200: AnyRound, 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
  route(
    'DELETE',
    '/events/:id/rounds/:n',
    { action: 'pair' },
    {
      summary: 'Discard a draft round to pair it again (409 ROUND_PUBLISHED once published, 210)',
      params: RoundParams,
      response: { 204: Type.Null(), 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route(
    'GET',
    '/events/:id/rounds/:n/replay',
    { action: 'view' },
    {
      summary: 'Pair a round again from its stored seed and the rounds before it, and compare with the stored pairings',
      params: RoundParams,
      response: found(Replay),
    },
  ),
  route(
    'POST',
    '/events/:id/rounds/:n/publish',
    { action: 'publish' },
    {
      summary: 'Publish a draft round once its pairings pass the check (409 PAIRING_CHECK_FAILED saying why, 210)',
      params: RoundParams,
      response: one,
    },
  ),
  route(
    'GET',
    '/events/:id/rounds/:n/check',
    { action: 'publish' },
    {
      summary: 'The independent pairings check of a round (210): what would block publishing it',
      params: RoundParams,
      response: found(PairingCheck),
    },
  ),
  route(
    'POST',
    '/events/:id/rounds/:n/publish-anyway',
    { action: 'overridePairingCheck' },
    {
      summary: 'A head judge publishes a draft round whose pairings failed the check, with a reason (audited, 210)',
      params: RoundParams,
      body: PublishAnyway,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/rounds/:n/swap',
    { action: 'pair' },
    {
      summary: 'Swap two players of a draft round, with a logged reason',
      params: RoundParams,
      body: Swap,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/rounds/:n/timer',
    { action: 'publish' },
    { summary: 'Start the round clock (212)', params: RoundParams, response: one },
  ),
]);
