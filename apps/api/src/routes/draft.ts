import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { draftRepository, draftSheetRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const PodParams = Type.Object({ id: Uuid, number: Type.Integer({ minimum: 1 }) });
const PlayerParams = Type.Object({ id: Uuid, playerId: Uuid });
const DraftedQuery = Type.Object({ pod: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the cards drafted in this pod (e.g. the Top 8 redraft).' })) }, { additionalProperties: false });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const Start = Type.Object(
  {
    firstSeat: Type.Integer({ minimum: 1, description: 'The first Active player’s seat, designated by the judge (Appendix A 6).' }),
    pickSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: 'Seconds a pick, announced by the head judge (Appendix A 4; default 4).' })),
    reviewSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, description: 'Seconds to review the laid-out cards (Appendix A 5; default 30).' })),
  },
  { additionalProperties: false },
);

const LayOut = Type.Object(
  { cards: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 60, description: 'Card ids in order of placement: the oldest set’s pack first, basic Energy removed.' }) },
  { additionalProperties: false },
);

const PickBody = Type.Object(
  { seat: Type.Integer({ description: 'The seat taking the card.' }), cardNumber: Type.Integer({ description: 'The card’s number in order of placement.' }) },
  { additionalProperties: false },
);

const Draft = Type.Object({
  pod: Type.Integer(),
  status: Type.Union([Type.Literal('layOut'), Type.Literal('review'), Type.Literal('pick'), Type.Literal('complete')]),
  group: Nullable(Type.Integer()),
  turn: Nullable(Type.Integer()),
  active: Nullable(Type.Integer({ description: 'The Active player’s seat.' })),
  seatToPick: Nullable(Type.Integer()),
  pickNumber: Nullable(Type.Integer()),
  cardsLeft: Type.Integer(),
  remainingSeconds: Nullable(Type.Integer()),
  giveOldestCard: Type.Boolean({ description: 'Time is up: the pod judge gives the oldest card still on the table.' }),
  oldestCard: Nullable(Type.Integer()),
  seats: Type.Array(Type.Object({ seat: Type.Integer(), playerId: Uuid, name: Type.String(), drafted: Type.Integer() })),
  firstSeat: Type.Integer(),
  pickSeconds: Type.Integer(),
  reviewSeconds: Type.Integer(),
  tablesLaidOut: Type.Integer(),
  tablesTotal: Type.Integer(),
  reviewEndsAt: Nullable(Type.String()),
  pickDeadline: Nullable(Type.String()),
  cards: Type.Array(
    Type.Object({
      number: Type.Integer(),
      cardId: Type.String(),
      name: Type.String(),
      takenBy: Nullable(Type.Integer()),
      pickNumber: Nullable(Type.Integer()),
      oldestCardGiven: Type.Boolean(),
    }),
  ),
  rows: Type.Array(Type.Array(Type.Integer()), { description: 'Card numbers in rows of seven (Appendix A 4).' }),
  order: Type.Array(Type.Integer(), { description: 'The seat taking pick 1, 2, … of the cards on the table.' }),
});

const Drafted = Type.Object({ cards: Type.Array(Type.Object({ cardId: Type.String(), count: Type.Integer({ minimum: 1 }) })) });

const Sheet = Type.Object({
  pod: Type.Integer(),
  format: Type.Union([Type.Literal('booster-draft'), Type.Literal('rochester-draft')]),
  seats: Type.Array(Type.Object({ seat: Type.Integer(), playerId: Uuid, name: Type.String() }), { description: 'Seats numbered clockwise (Appendix A 1).' }),
  firstSeat: Type.Integer({ description: 'The first Active player: the judge’s choice once the draft has started, seat 1 before.' }),
  cardsPerPhase: Type.Integer(),
  rochester: Nullable(
    Type.Array(
      Type.Object({
        group: Type.Integer(),
        turn: Type.Integer(),
        active: Type.Integer({ description: 'The Active player’s seat.' }),
        packs: Nullable(Type.Array(Type.String(), { description: 'The two sets opened, oldest first.' })),
        picks: Type.Array(Type.Integer(), { description: 'The seat taking card 1, 2, … of this phase.' }),
      }),
    ),
  ),
  passing: Nullable(
    Type.Array(
      Type.Object({
        pack: Type.Integer(),
        direction: Type.Union([Type.Literal('left'), Type.Literal('right')]),
        set: Nullable(Type.String()),
        passTo: Type.Array(Type.Integer(), { description: 'passTo[i]: the seat that seat i + 1 passes to.' }),
      }),
    ),
  ),
});

const refusals = { 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const draftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const drafts = draftRepository(db.prisma);
  const sheets = draftSheetRepository(db.prisma);

  app.get(
    '/events/:id/pods/:number/draft',
    {
      config: { access: { action: 'view' } },
      schema: { tags: ['draft'], summary: 'A pod’s Rochester Draft now: Active player, cards on the table, whose pick, timers (Appendix A 4–7)', params: PodParams, response: { 200: Draft, ...refusals } },
    },
    async (request) => drafts.get(request.params.id, request.params.number, Date.now()),
  );

  app.get(
    '/events/:id/pods/:number/sheet',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary: 'A pod’s printable draft sheet: Rochester phases with who picks card 1…N (Appendix A 6–7), or Booster Draft pack passing (235)',
        params: PodParams,
        response: { 200: Sheet, ...refusals },
      },
    },
    async (request) => sheets.sheet(request.params.id, request.params.number),
  );

  app.post(
    '/events/:id/pods/:number/draft',
    {
      config: { access: { action: 'pair' } },
      schema: { tags: ['draft'], summary: 'Start a pod’s Rochester Draft from the first seat the judge designates', params: PodParams, body: Start, response: { 201: Draft, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await drafts.start(request.params.id, request.params.number, request.body, Date.now(), actorOf(request))),
  );

  app.post(
    '/events/:id/pods/:number/draft/layout',
    {
      config: { access: { action: 'enterResults' } },
      schema: { tags: ['draft'], summary: 'The Active player lays out two packs (card ids in order of placement, basic Energy removed); the review starts', params: PodParams, body: LayOut, response: { 200: Draft, ...refusals } },
    },
    async (request) => drafts.layOut(request.params.id, request.params.number, request.body.cards, Date.now(), actorOf(request)),
  );

  app.post(
    '/events/:id/pods/:number/draft/picks',
    {
      config: { access: { action: 'enterResults' } },
      schema: { tags: ['draft'], summary: 'Record a pick by card number; only the seat whose pick it is (409 PICK_OUT_OF_ORDER, CARD_ALREADY_TAKEN)', params: PodParams, body: PickBody, response: { 200: Draft, ...refusals } },
    },
    async (request) => drafts.pick(request.params.id, request.params.number, request.body.seat, request.body.cardNumber, Date.now(), actorOf(request)),
  );

  app.post(
    '/events/:id/pods/:number/draft/timeout',
    {
      config: { access: { action: 'enterResults' } },
      schema: { tags: ['draft'], summary: 'Time ran out: the pod judge gives the player whose pick it is the oldest card still on the table (Appendix A 4)', params: PodParams, response: { 200: Draft, ...refusals } },
    },
    async (request) => drafts.timeout(request.params.id, request.params.number, Date.now(), actorOf(request)),
  );

  app.get(
    '/events/:id/players/:playerId/drafted',
    {
      config: { access: { action: 'view' } },
      schema: { tags: ['draft'], summary: 'The cards a player drafted in this event, counted by card id (their pool, 231)', params: PlayerParams, querystring: DraftedQuery, response: { 200: Drafted, 404: errorResponses[404] } },
    },
    async (request) => drafts.drafted(request.params.id, request.params.playerId, request.query.pod),
  );
};
