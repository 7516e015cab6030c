import { Type } from 'typebox';
import { Names } from './formats.ts';

const Texts = Type.Array(Type.String({ maxLength: 80 }), { maxItems: 20 });
/** Card text the catalog layout carries (attacks, rules…): accepted so a catalog file imports as it is, not stored. */
const CardText = Type.Array(Type.Unknown(), { maxItems: 20 });

/** One card in the public catalog's layout (`cards/en/<setId>.json`), with free `tags`. */
export const CatalogLayoutCard = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 60, description: '`<setId>-<number>`, or left out.' })),
    name: Type.Optional(Type.String({ maxLength: 80 })),
    supertype: Type.Optional(Type.String({ maxLength: 20 })),
    subtypes: Type.Optional(Texts),
    level: Type.Optional(Type.String({ maxLength: 8 })),
    hp: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Integer()])),
    types: Type.Optional(Texts),
    evolvesFrom: Type.Optional(Type.String({ maxLength: 80 })),
    number: Type.Optional(Type.String({ maxLength: 8 })),
    rarity: Type.Optional(Type.String({ maxLength: 40 })),
    rules: Type.Optional(CardText),
    abilities: Type.Optional(CardText),
    attacks: Type.Optional(CardText),
    weaknesses: Type.Optional(CardText),
    resistances: Type.Optional(CardText),
    retreatCost: Type.Optional(CardText),
    tags: Type.Optional(Texts),
  },
  { additionalProperties: false },
);

/** POST /api/card-sets: the public catalog's layout (a `sets/en.json` entry and its cards), or the cards as CSV. */
export const CardSetImport = Type.Object(
  {
    set: Type.Object(
      {
        id: Type.String({ maxLength: 40 }),
        name: Type.String({ maxLength: 80 }),
        series: Type.Optional(Type.String({ maxLength: 40 })),
        printedTotal: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
        total: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
        ptcgoCode: Type.Optional(
          Type.String({ maxLength: 10, description: 'The code decklists use (`<count> <name> <code> <number>`).' }),
        ),
        releaseDate: Type.String({ maxLength: 10, description: 'YYYY/MM/DD as in the catalog, or YYYY-MM-DD.' }),
      },
      { additionalProperties: false },
    ),
    cards: Type.Optional(Type.Array(CatalogLayoutCard, { maxItems: 500 })),
    csv: Type.Optional(
      Type.String({
        maxLength: 200_000,
        description: 'Instead of cards: a header line of card fields, one card a line, lists split by ";".',
      }),
    ),
    tags: Type.Optional(
      Type.Array(Type.String({ maxLength: 80 }), {
        maxItems: 50,
        description: 'Tags added to the default list for this set.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ImportedCard = Type.Object({
  id: Type.String(),
  set: Type.String(),
  number: Type.String(),
  name: Type.String(),
  supertype: Type.Union([Type.Literal('Pokémon'), Type.Literal('Trainer'), Type.Literal('Energy')]),
  subtypes: Type.Array(Type.String()),
  level: Type.Optional(Type.String()),
  hp: Type.Optional(Type.Integer()),
  types: Type.Optional(Type.Array(Type.String())),
  evolvesFrom: Type.Optional(Type.String()),
  fingerprint: Type.String(),
  tags: Type.Optional(Type.Array(Type.String())),
});

/** An imported set as stored: checked set facts, its cards and the tags they may carry. */
export const StoredCardSet = Type.Object({
  set: Type.Object({
    id: Type.String(),
    name: Type.String(),
    code: Type.Union([Type.String(), Type.Null()]),
    releaseDate: Type.String(),
    printedTotal: Type.Integer(),
    total: Type.Integer(),
  }),
  cards: Type.Array(ImportedCard),
  tags: Names,
});

export const CardSetCreated = Type.Object({ id: Type.String(), cards: Type.Array(ImportedCard) });
