import { Type } from 'typebox';

export const SetSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  releaseDate: Type.String(),
});

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
    tags: Type.Optional(Type.Array(Type.String(), { description: 'Free tags of a card from an imported set.' })),
  },
  { $id: 'CardSummary' },
);

export const Legality = Type.Object({
  format: Type.String(),
  status: Type.Union([
    Type.Literal('legal'),
    Type.Literal('banned'),
    Type.Literal('not-in-format'),
    Type.Literal('not-yet-released'),
  ]),
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
    text: Type.Union([
      Type.Unknown({ description: 'The card as the imported catalog has it (attacks, rules, …).' }),
      Type.Null(),
    ]),
  },
  { $id: 'CardDetail' },
);

export const Err = Type.Ref('Error');

/** GET /api/sets: a set of the built-in catalog, with how many of its cards have imported text. */
export const SetView = Type.Object({
  ...SetSummary.properties,
  printedTotal: Type.Integer(),
  total: Type.Integer(),
  importedCards: Type.Integer(),
});

/** What CardDetail's `text` holds: the imported card object (pokemon-tcg-data fields), when an import brought it. */
export const CardText = Type.Object({
  rules: Type.Optional(Type.Array(Type.String())),
  abilities: Type.Optional(Type.Array(Type.Object({ name: Type.String(), text: Type.String(), type: Type.String() }))),
  attacks: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        cost: Type.Array(Type.String()),
        damage: Type.String(),
        text: Type.Optional(Type.String()),
      }),
    ),
  ),
  weaknesses: Type.Optional(Type.Array(Type.Object({ type: Type.String(), value: Type.String() }))),
  resistances: Type.Optional(Type.Array(Type.Object({ type: Type.String(), value: Type.String() }))),
  retreatCost: Type.Optional(Type.Array(Type.String())),
  flavorText: Type.Optional(Type.String()),
  artist: Type.Optional(Type.String()),
  rarity: Type.Optional(Type.String()),
});
