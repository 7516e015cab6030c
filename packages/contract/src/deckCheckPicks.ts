// Deck checks the head judge picks (216): tables at random (seeded, recorded) or by hand, timed, the time credited back.
import { Type } from 'typebox';
import { Nullable, Uuid, When } from './common.ts';

export const PickDeckChecks = Type.Object(
  {
    count: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: 'Draw this many tables at random among those still playing.',
      }),
    ),
    seed: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 2 ** 31 - 2,
        description: 'The draw’s seed (recorded); one is chosen when left out.',
      }),
    ),
    tables: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 10000 }), {
        maxItems: 1000,
        description: 'Or these tables, picked by hand.',
      }),
    ),
    allowanceMinutes: Type.Integer({
      minimum: 0,
      maximum: 30,
      description: 'Added to the time the check takes when it is credited to the match.',
    }),
  },
  { additionalProperties: false },
);

export const PickParams = Type.Object({ id: Uuid, pickId: Uuid });

export const DeckCheckPickRecord = Type.Object({
  id: Uuid,
  round: Type.Integer(),
  table: Type.Integer(),
  matchId: Uuid,
  seed: Nullable(Type.Integer()),
  allowanceMinutes: Type.Integer(),
  pickedBy: Type.String(),
  pickedAt: Type.String({ format: 'date-time' }),
  startedAt: When,
  finishedAt: When,
  creditedMinutes: Nullable(Type.Integer()),
});
