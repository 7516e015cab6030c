import { Type } from 'typebox';
import { MAX_LIST_CHARS } from '@tcg/domain/deck';

export const Problem = Type.Object({
  code: Type.String(),
  section: Type.String(),
  message: Type.String(),
  line: Type.Optional(Type.Integer()),
  cards: Type.Optional(Type.Array(Type.String())),
});

export const Notice = Type.Object({
  code: Type.String(),
  section: Type.String(),
  message: Type.String(),
  cards: Type.Optional(Type.Array(Type.String())),
});

export const DeckVerdict = Type.Object(
  {
    legal: Type.Boolean(),
    total: Type.Integer(),
    counts: Type.Object({ pokemon: Type.Integer(), trainer: Type.Integer(), energy: Type.Integer() }),
    problems: Type.Array(Problem),
    notices: Type.Array(Notice),
  },
  { $id: 'DeckVerdict' },
);

const MixedBacks = Type.Optional(
  Type.Boolean({
    description: 'The player says the deck mixes card backs: the check adds the opaque-sleeves notice (202).',
  }),
);

export const CheckRequest = Type.Object(
  {
    format: Type.String({ maxLength: 200, description: '"modified", "unlimited", "limited" or a custom format id.' }),
    date: Type.Optional(Type.String({ maxLength: 200, description: 'YYYY-MM-DD; today when left out (204).' })),
    list: Type.String({ description: 'The decklist as Pokémon TCG Online/Live exports it.' }),
    pool: Type.Optional(
      Type.String({ description: 'Limited: the cards the player opened or drafted, written like a decklist.' }),
    ),
    mixedBacks: MixedBacks,
  },
  { additionalProperties: false },
);

export const Player = Type.Union([
  Type.Object({ firstName: Type.String(), lastName: Type.String(), dciNumber: Type.String() }),
  Type.Null(),
]);

/** PUT /api/events/:id/players/:playerId/deck */
export const DeckRegistration = Type.Object(
  { list: Type.String({ minLength: 1, maxLength: MAX_LIST_CHARS }), mixedBacks: MixedBacks },
  { additionalProperties: false },
);

export const RegisteredDeck = Type.Object(
  {
    eventId: Type.String(),
    playerId: Type.String(),
    player: Player,
    list: Type.String(),
    fingerprint: Type.String({
      description:
        'A short code of the list’s cards and counts (XXXX-XXXX), the same whatever their order: shown when lists lock and printed on the slip (DCI Universal Tournament Rules).',
    }),
    mixedBacks: Type.Boolean({ description: 'The player said the deck mixes card backs (202).' }),
    format: Type.String(),
    checkedOn: Type.String({ description: 'The event’s date, YYYY-MM-DD: the day the list is judged on (204).' }),
    legality: Type.Ref('DeckVerdict'),
    submittedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'RegisteredDeck' },
);

export const DeckCheckRecord = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    playerId: Type.String(),
    round: Type.Integer(),
    table: Type.Integer(),
    outcome: Type.Union([Type.Literal('matches'), Type.Literal('does-not-match')]),
    note: Type.Union([Type.String(), Type.Null()]),
    judge: Type.String(),
    at: Type.String({ format: 'date-time' }),
  },
  { $id: 'DeckCheckRecord' },
);

/** GET /api/events/:id/decks: every registered list and the deck checks recorded. */
export const EventDecks = Type.Object({
  locked: Type.Boolean(),
  decks: Type.Array(Type.Ref('RegisteredDeck')),
  checks: Type.Array(Type.Ref('DeckCheckRecord')),
});

/** GET /api/events/:id/tables/:table/decks: the players at a table in the latest round, with their lists. */
export const TableDecks = Type.Object({
  round: Type.Integer(),
  table: Type.Integer(),
  players: Type.Array(
    Type.Object({
      playerId: Type.String(),
      player: Player,
      deck: Type.Union([Type.Ref('RegisteredDeck'), Type.Null()]),
    }),
  ),
});
