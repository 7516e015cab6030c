import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const MatchId = Type.Object({ id: Uuid });

export const GameIn = Type.Object(
  {
    winner: Type.Optional(Uuid),
    penalty: Type.Optional(Type.Boolean({ description: 'The game was lost to a penalty by the other player.' })),
    draw: Type.Optional(Type.Literal(true)),
    timeCalled: Type.Optional(Type.Literal(true)),
    prizesRemaining: Type.Optional(
      Type.Record(Type.String(), Type.Number(), {
        description: 'Prizes each player had left when time was called (216).',
      }),
    ),
    suddenDeathWinner: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'Top cut only: the sudden-death winner when Prizes were equal at time (217).',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'One of { winner, penalty? }, { draw: true }, { timeCalled: true, prizesRemaining, suddenDeathWinner? }.',
  },
);

export const ResultBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    eventId: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'The event the judge is entering results for: a match of another event is refused.',
      }),
    ),
    games: Type.Optional(Type.Array(GameIn, { maxItems: 15 })),
    noShow: Type.Optional(Uuid),
    reason: Type.Optional(Type.String({ maxLength: 500, description: 'Required when correcting a result.' })),
  },
  { additionalProperties: false },
);

export const Saved = Type.Object({
  match: Type.Ref('Match'),
  corrected: Type.Boolean(),
  laterRoundsTouched: Type.Array(Type.Integer(), {
    description: 'Later rounds already paired with these players: their pairings stay.',
  }),
  affectedMatches: Type.Array(Type.Ref('AffectedMatch'), {
    description: 'Top cut: later matches this correction re-seated; a cleared result must be entered again.',
  }),
});

export const Extension = Type.Object(
  { minutes: Type.Integer({ minimum: 0, maximum: 60 }), reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
