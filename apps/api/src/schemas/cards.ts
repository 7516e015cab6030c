import { Type } from 'typebox';

export const SetSummary = Type.Object({ id: Type.String(), name: Type.String(), code: Type.Union([Type.String(), Type.Null()]), releaseDate: Type.String() });

export const CardSummary = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    number: Type.String(),
    set: SetSummary,
    supertype: Type.String(),
    subtypes: Type.Array(Type.String()),
    level: Type.Optional(Type.String()),
    hp: Type.Optional(Type.Integer()),
    types: Type.Optional(Type.Array(Type.String())),
    evolvesFrom: Type.Optional(Type.String()),
  },
  { $id: 'CardSummary' },
);

export const Legality = Type.Object({
  format: Type.String(),
  status: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  section: Type.String(),
  reason: Type.String(),
  copyOf: Type.Optional(Type.String()),
});

export const CardDetail = Type.Object(
  {
    card: Type.Ref('CardSummary'),
    date: Type.String(),
    legality: Type.Array(Legality),
    copies: Type.Array(Type.Ref('CardSummary')),
    text: Type.Union([Type.Unknown({ description: 'The card as the imported catalog has it (attacks, rules, …).' }), Type.Null()]),
  },
  { $id: 'CardDetail' },
);

export const Err = Type.Ref('Error');
