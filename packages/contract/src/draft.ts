import { Type } from 'typebox';
import { Uuid, Nullable } from './common.ts';

export const PodParams = Type.Object({ id: Uuid, number: Type.Integer({ minimum: 1, maximum: 1000 }) });

export const DraftedQuery = Type.Object(
  {
    pod: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Only the cards drafted in this pod (e.g. the Top 8 redraft).' }),
    ),
  },
  { additionalProperties: false },
);

export const Start = Type.Object(
  {
    firstSeat: Type.Integer({
      minimum: 1,
      description: 'The first Active player’s seat, designated by the judge (Appendix A 6).',
    }),
    pickSeconds: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 60,
        description: 'Seconds a pick, announced by the head judge (Appendix A 4; default 4).',
      }),
    ),
    reviewSeconds: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 120,
        description: 'Seconds to review the laid-out cards (Appendix A 5; default 30).',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The cards of one laid-out table, as the request gives them and as they are stored. */
export const TableCards = Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
  maxItems: 60,
  description: 'Card ids in order of placement: the oldest set’s pack first, basic Energy removed.',
});

export const LayOut = Type.Object({ cards: TableCards }, { additionalProperties: false });

export const PickBody = Type.Object(
  {
    seat: Type.Integer({ description: 'The seat taking the card.' }),
    cardNumber: Type.Integer({ description: 'The card’s number in order of placement.' }),
  },
  { additionalProperties: false },
);

export const Draft = Type.Object({
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
  seats: Type.Array(
    Type.Object({ seat: Type.Integer(), playerId: Uuid, name: Type.String(), drafted: Type.Integer() }),
  ),
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

export const Drafted = Type.Object({
  cards: Type.Array(Type.Object({ cardId: Type.String(), count: Type.Integer({ minimum: 1 }) })),
});

export const Sheet = Type.Object({
  pod: Type.Integer(),
  format: Type.Union([Type.Literal('booster-draft'), Type.Literal('rochester-draft')]),
  seats: Type.Array(Type.Object({ seat: Type.Integer(), playerId: Uuid, name: Type.String() }), {
    description: 'Seats numbered clockwise (Appendix A 1).',
  }),
  firstSeat: Type.Integer({
    description: 'The first Active player: the judge’s choice once the draft has started, seat 1 before.',
  }),
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
