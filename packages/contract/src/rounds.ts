import { Type } from 'typebox';
import { problemKinds, type PairingProblem as PairingProblemFacts } from '@tcg/domain/pairing';
import { ClockStatus, Nullable, Uuid } from './common.ts';

export const RoundParams = Type.Object({ id: Uuid, n: Type.Integer({ minimum: 1, maximum: 100 }) });

export const Swap = Type.Object(
  {
    players: Type.Tuple([Uuid, Uuid]),
    reason: Type.String({ maxLength: 500, description: 'Logged in the audit trail.' }),
  },
  { additionalProperties: false },
);

export const Replay = Type.Object({
  number: Type.Integer(),
  seed: Type.Integer(),
  identical: Type.Boolean({
    description: 'False after a swap, or when an earlier result was corrected after the round was paired.',
  }),
  pairings: Type.Array(Type.Object({ table: Type.Integer(), players: Type.Tuple([Uuid, Uuid]) })),
  bye: Type.Union([Uuid, Type.Null()]),
});

export const AddTime = Type.Object(
  { minutes: Type.Integer({ minimum: 1, maximum: 60, description: 'Minutes added to the whole round (212).' }) },
  { additionalProperties: false },
);

const roundClock = {
  round: Nullable(Type.Integer({ description: 'The round players are playing (Swiss or top cut); null before any.' })),
  title: Nullable(Type.String({ description: 'That round’s title, as the Round’s title; null before any.' })),
  status: ClockStatus,
  endsAt: Nullable(
    Type.String({
      format: 'date-time',
      description: 'When time is called; while paused, as if the clock ran on from serverNow.',
    }),
  ),
  extensions: Type.Array(Type.Object({ table: Type.Integer(), minutes: Type.Integer() }), {
    description: 'Per-table time extensions (216), added to endsAt for that table.',
  }),
};

export const RoundClock = Type.Object(roundClock);

export const Clock = Type.Object({
  ...roundClock,
  serverNow: Type.String({
    format: 'date-time',
    description:
      'The server’s clock: a screen shows endsAt − serverNow, offset by its own clock, so every screen agrees.',
  }),
  alsoInPlay: Type.Array(RoundClock, {
    description:
      'Other published rounds still being played at once, each with its clock: a division’s top cut beside another group’s Swiss round (217).',
  }),
});

export const FindQuery = Type.Object({
  q: Type.String({
    maxLength: 100,
    description:
      'A name (case and accents ignored, words in any order, prefixes) or a DCI number (exact or its start).',
  }),
  round: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'Search this round (Swiss or top cut) instead of the rounds in play: a round’s pairings page.',
    }),
  ),
});

export const FoundMatch = Type.Object({
  playerId: Uuid,
  name: Type.String(),
  round: Type.Integer(),
  table: Nullable(Type.Integer({ description: 'null for a bye.' })),
  opponent: Nullable(Type.String({ description: 'null for a bye.' })),
  seat: Nullable(
    Type.Union([Type.Literal('A'), Type.Literal('B')], {
      description: 'The player’s side of the match slip; null for a bye.',
    }),
  ),
  endsAt: Nullable(
    Type.String({
      format: 'date-time',
      description: 'When time is called at this table, its extension included; null before the clock starts.',
    }),
  ),
});

export const Find = Type.Object({ matches: Type.Array(FoundMatch) });
export const PublishAnyway = Type.Object(
  {
    reason: Type.String({
      maxLength: 500,
      description: 'Why the round goes up although its pairings failed the check; logged in the audit trail.',
    }),
  },
  { additionalProperties: false },
);

export const PairingProblem = Type.Object({
  kind: Type.Unsafe<PairingProblemFacts['kind']>(Type.Union(problemKinds.map((k) => Type.Literal(k)))),
  message: Type.String(),
  section: Type.String(),
  players: Type.Array(Type.String()),
});

export const PairingCheck = Type.Object({
  round: Type.Integer(),
  passed: Type.Boolean({
    description: 'False blocks publishing (409 PAIRING_CHECK_FAILED) until a head judge publishes anyway.',
  }),
  problems: Type.Array(PairingProblem),
});
