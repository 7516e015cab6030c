import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { draftRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import {
  Draft,
  Drafted,
  DraftedQuery,
  errorResponses,
  LayOut,
  PickBody,
  PlayerParams,
  PodParams,
  Sheet,
  Start,
} from '@tcg/contract';
import { beginDraft, giveOldestCard, layOutTable, pickCard, podSheet, readDraft } from '../services/draft.ts';

const refusals = { 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const draftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/pods/:number/draft',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary: 'A pod’s Rochester Draft now: Active player, cards on the table, whose pick, timers (Appendix A 4–7)',
        params: PodParams,
        response: { 200: Draft, ...refusals },
      },
    },
    async (request) => readDraft(db.prisma, request.params.id, request.params.number, Date.now()),
  );

  app.get(
    '/events/:id/pods/:number/sheet',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary:
          'A pod’s printable draft sheet: Rochester phases with who picks card 1…N (Appendix A 6–7), or Booster Draft pack passing (235)',
        params: PodParams,
        response: { 200: Sheet, ...refusals },
      },
    },
    async (request) => podSheet(db.prisma, request.params.id, request.params.number),
  );

  app.post(
    '/events/:id/pods/:number/draft',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['draft'],
        summary: 'Start a pod’s Rochester Draft from the first seat the judge designates',
        params: PodParams,
        body: Start,
        response: { 201: Draft, ...refusals },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      return reply
        .status(201)
        .send(await db.transaction((tx) => beginDraft(tx, id, number, request.body, Date.now(), actorOf(request))));
    },
  );

  app.post(
    '/events/:id/pods/:number/draft/layout',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['draft'],
        summary:
          'The Active player lays out two packs (card ids in order of placement, basic Energy removed); the review starts',
        params: PodParams,
        body: LayOut,
        response: { 200: Draft, ...refusals },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        layOutTable(tx, request.params.id, request.params.number, request.body.cards, Date.now(), actorOf(request)),
      ),
  );

  app.post(
    '/events/:id/pods/:number/draft/picks',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['draft'],
        summary:
          'Record a pick by card number; only the seat whose pick it is (409 PICK_OUT_OF_ORDER, CARD_ALREADY_TAKEN)',
        params: PodParams,
        body: PickBody,
        response: { 200: Draft, ...refusals },
      },
    },
    async (request) => {
      const { id, number } = request.params;
      return db.transaction((tx) =>
        pickCard(tx, id, number, request.body.seat, request.body.cardNumber, Date.now(), actorOf(request)),
      );
    },
  );

  app.post(
    '/events/:id/pods/:number/draft/timeout',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['draft'],
        summary:
          'Time ran out: the pod judge gives the player whose pick it is the oldest card still on the table (Appendix A 4)',
        params: PodParams,
        response: { 200: Draft, ...refusals },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        giveOldestCard(tx, request.params.id, request.params.number, Date.now(), actorOf(request)),
      ),
  );

  app.get(
    '/events/:id/players/:playerId/drafted',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary: 'The cards a player drafted in this event, counted by card id (their pool, 231)',
        params: PlayerParams,
        querystring: DraftedQuery,
        response: { 200: Drafted, 404: errorResponses[404] },
      },
    },
    async (request) =>
      draftRepository.drafted(db.prisma, request.params.id, request.params.playerId, request.query.pod),
  );
};
