import { route, routes } from '../route.ts';
import {
  Draft,
  Drafted,
  DraftedQuery,
  LayOut,
  PickBody,
  PlayerParams,
  PodParams,
  Sheet,
  Start,
  found,
  refusals,
} from '../schemas.ts';

export const draftRoutes = routes('draft', [
  route(
    'GET',
    '/events/:id/pods/:number/draft',
    { action: 'view' },
    {
      summary: 'A pod’s Rochester Draft now: Active player, cards on the table, whose pick, timers (Appendix A 4–7)',
      params: PodParams,
      response: { 200: Draft, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/pods/:number/sheet',
    { action: 'view' },
    {
      summary:
        'A pod’s printable draft sheet: Rochester phases with who picks card 1…N (Appendix A 6–7), or Booster Draft pack passing (235)',
      params: PodParams,
      response: { 200: Sheet, ...refusals },
    },
  ),
  route(
    'POST',
    '/events/:id/pods/:number/draft',
    { action: 'pair' },
    {
      summary: 'Start a pod’s Rochester Draft from the first seat the judge designates',
      params: PodParams,
      body: Start,
      response: { 201: Draft, ...refusals },
    },
  ),
  route(
    'POST',
    '/events/:id/pods/:number/draft/layout',
    { action: 'enterResults' },
    {
      summary:
        'The Active player lays out two packs (card ids in order of placement, basic Energy removed); the review starts',
      params: PodParams,
      body: LayOut,
      response: { 200: Draft, ...refusals },
    },
  ),
  route(
    'POST',
    '/events/:id/pods/:number/draft/picks',
    { action: 'enterResults' },
    {
      summary:
        'Record a pick by card number; only the seat whose pick it is (409 PICK_OUT_OF_ORDER, CARD_ALREADY_TAKEN)',
      params: PodParams,
      body: PickBody,
      response: { 200: Draft, ...refusals },
    },
  ),
  route(
    'POST',
    '/events/:id/pods/:number/draft/timeout',
    { action: 'enterResults' },
    {
      summary:
        'Time ran out: the pod judge gives the player whose pick it is the oldest card still on the table (Appendix A 4)',
      params: PodParams,
      response: { 200: Draft, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/players/:playerId/drafted',
    { action: 'view' },
    {
      summary: 'The cards a player drafted in this event, counted by card id (their pool, 231)',
      params: PlayerParams,
      querystring: DraftedQuery,
      response: found(Drafted),
    },
  ),
]);
