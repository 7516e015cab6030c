import { Type } from 'typebox';

export const Energy = Type.Object(
  {
    provided: Type.Boolean({
      description: 'Whether the organizer provides basic Energy (233), announced before and during registration.',
    }),
    perPlayer: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: 'Basic Energy cards each player gets, the same for everyone.',
      }),
    ),
    returnOnLeaving: Type.Optional(Type.Boolean({ description: 'Players return their basic Energy when they leave.' })),
  },
  { additionalProperties: false },
);

export const ProductSettings = Type.Object(
  {
    breakdown: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'A breakdown the format’s section suggests (234–236), e.g. "gym1+gym2".',
      }),
    ),
    energy: Type.Optional(Energy),
    cardsPerPhase: Type.Optional(
      Type.Integer({
        description:
          'Cards printed per Rochester phase on the draft sheets (default 22: two packs; the rules give no pack size).',
      }),
    ),
    cardsPerPack: Type.Optional(
      Type.Integer({
        description:
          'Cards in one booster pack, the most a pool holds of each pack (default 11; the rules give no pack size).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PackCount = Type.Object({ set: Type.String(), packs: Type.Integer() });

export const Order = Type.Object({
  format: Type.String(),
  breakdown: Type.String(),
  players: Type.Integer(),
  packsPerPlayer: Type.Integer(),
  bySet: Type.Array(PackCount),
  totalPacks: Type.Integer(),
});

export const Product = Type.Object({
  format: Type.String(),
  breakdown: Type.String(),
  energy: Type.Union([
    Type.Null(),
    Type.Object({
      provided: Type.Boolean(),
      perPlayer: Type.Optional(Type.Integer()),
      returnOnLeaving: Type.Optional(Type.Boolean()),
    }),
  ]),
  cardsPerPhase: Type.Integer(),
  cardsPerPack: Type.Integer({
    description: 'Cards in one booster pack (default 11): a pool holds at most this many cards a pack (231, 234–236).',
  }),
  total: Order,
  pods: Type.Array(Type.Object({ number: Type.Integer(), order: Order })),
  basicEnergy: Type.Integer({ description: 'Basic Energy cards to have on hand (0 when not provided).' }),
});
