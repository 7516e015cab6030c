import { Type } from 'typebox';

export const SetSelector = Type.Union([
  Type.String({ maxLength: 40 }),
  Type.Object(
    {
      set: Type.String({ maxLength: 40 }),
      minNumber: Type.Optional(Type.Integer()),
      maxNumber: Type.Optional(Type.Integer()),
    },
    { additionalProperties: false },
  ),
]);

export const Names = Type.Array(Type.String({ maxLength: 80 }), { maxItems: 500 });

export const MatchDay = Type.Object(
  {
    prizes: Type.Optional(Type.Integer({ description: 'Prize cards per player and game, 1–12.' })),
    roundMinutes: Type.Optional(Type.Integer({ description: 'Round length the format announces, 10–180 minutes.' })),
    houseRules: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Free text every table should see: on the event page and the slips.',
      }),
    ),
  },
  { additionalProperties: false, description: 'What the format announces for match day (#19).' },
);

export const Definition = Type.Object(
  {
    id: Type.String({ maxLength: 40, description: 'Lower-case letters, digits and "-"; not a built-in format id.' }),
    name: Type.String({ maxLength: 80 }),
    kind: Type.Optional(Type.Union([Type.Literal('constructed'), Type.Literal('limited')])),
    deckSize: Type.Integer(),
    // A type list, not anyOf: the API coerces types, and anyOf's integer branch would turn null ("no copy limit") into 0.
    copyLimit: Type.Unsafe<number | null>({
      type: ['integer', 'null'],
      description: 'At most this many copies of a title; null for no limit.',
    }),
    sets: Type.Union([Type.Literal('all'), Type.Array(SetSelector, { maxItems: 200 })]),
    releasedAfter: Type.Optional(Type.String({ maxLength: 40 })),
    copiesOfLegalCards: Type.Optional(Type.Boolean()),
    basicEnergyFromAnySet: Type.Optional(Type.Boolean()),
    banned: Type.Optional(
      Type.Object({ ids: Type.Optional(Names), names: Type.Optional(Names) }, { additionalProperties: false }),
    ),
    groups: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.String({ maxLength: 80 }),
            titles: Type.Optional(Names),
            ids: Type.Optional(Names),
            tags: Type.Optional(Names),
            subtypes: Type.Optional(Names),
            perCard: Type.Optional(Type.Integer()),
            total: Type.Optional(Type.Integer()),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
    matchDay: Type.Optional(MatchDay),
  },
  { additionalProperties: false, $id: 'CustomFormatDefinition' },
);

export const FormatSummary = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    kind: Type.Union([Type.Literal('constructed'), Type.Literal('limited')]),
    builtIn: Type.Boolean(),
    deckSize: Type.Integer(),
    copyLimit: Type.Union([Type.Integer(), Type.Null()]),
    matchDay: Type.Optional(MatchDay),
    definition: Type.Optional(
      Type.Unknown({
        description:
          'What the organizer submitted, for a custom format: the deck check page builds the format from it in the browser.',
      }),
    ),
  },
  { $id: 'FormatSummary' },
);

export const FormatDetail = Type.Object(
  {
    ...FormatSummary.properties,
    rules: Type.Unknown({ description: 'The format as data: legal cards, bans and groups, each with its section.' }),
  },
  { $id: 'FormatDetail' },
);
