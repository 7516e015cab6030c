import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const Stage = Type.Union([Type.Literal('pods'), Type.Literal('top8')], {
  description: '"pods" before the pod rounds; "top8" for the Top 8 after the redraft (Appendix A 8).',
});

export const PoolCard = Type.Object(
  { cardId: Type.String({ minLength: 1, maxLength: 60 }), count: Type.Integer({ minimum: 1, maximum: 200 }) },
  { additionalProperties: false },
);

/** A pool as registered and as stored. */
export const PoolCards = Type.Array(PoolCard, { minItems: 1, maxItems: 500 });

export const PoolBody = Type.Object(
  {
    cards: PoolCards,
    override: Type.Optional(
      Type.Object(
        {
          reason: Type.String({
            maxLength: 500,
            description: 'Why the pool differs from the cards the live draft recorded (audited).',
          }),
        },
        {
          additionalProperties: false,
          description:
            'Rochester Draft: a judge registers a pool that differs from the draft record (231, Appendix A 6).',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const Pool = Type.Object({
  playerId: Uuid,
  stage: Stage,
  cards: Type.Array(Type.Object({ cardId: Type.String(), count: Type.Integer() })),
  total: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const DeckBuilding = Type.Object({
  stage: Stage,
  minutes: Type.Integer({ description: 'Thirty (212, Appendix A 3).' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
