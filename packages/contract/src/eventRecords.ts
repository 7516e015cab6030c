// What an event keeps and shows: registrations, rounds, matches, results, standings, audit entries.
import { Type } from 'typebox';
import { Nullable, Uuid, When, roundClock } from './common.ts';
import { DivisionName } from './divisions.ts';
import { Page } from './paging.ts';

const TeamTag = {
  teamId: Type.Optional(Type.String({ format: 'uuid', description: 'Team events: the team this player plays for.' })),
  teamName: Type.Optional(
    Type.String({ description: 'Team events: the name the team registered under in this event.' }),
  ),
};

export const PlayerRef = Type.Object(
  {
    id: Uuid,
    dciNumber: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String(),
    ...TeamTag,
  },
  {
    $id: 'PlayerRef',
    description:
      'In a team event, a match seat holds the team’s Player A, tagged with the team; `name` is the team’s name.',
  },
);

export const Registration = Type.Object(
  {
    id: Uuid,
    dciNumber: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String(),
    droppedAfterRound: Nullable(Type.Integer()),
    disqualified: Type.Boolean(),
    disqualifiedReason: Nullable(Type.String()),
    lateEntryRound: Type.Integer({
      description: 'The first round the player plays; earlier rounds are match losses (0–2).',
    }),
    registeredAt: Type.String({ format: 'date-time' }),
    birthYear: Nullable(
      Type.Integer({ description: 'Year of birth: the age division comes from it (Play! Pokémon).' }),
    ),
    division: Nullable(DivisionName),
    ...TeamTag,
    teamSeat: Type.Optional(
      Type.Union([Type.Literal('A'), Type.Literal('B')], { description: 'Team events: Player A or Player B (244).' }),
    ),
  },
  { $id: 'Registration' },
);

const GameOut = Type.Object({
  winner: Type.Optional(Uuid),
  penalty: Type.Optional(Type.Boolean()),
  draw: Type.Optional(Type.Boolean()),
  timeCalled: Type.Optional(Type.Boolean()),
  prizesRemaining: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  suddenDeathWinner: Type.Optional(Uuid),
});

export const Outcome = Type.Object({
  winner: Nullable(Uuid),
  gameWins: Type.Record(Type.String(), Type.Integer()),
  gamesDrawn: Type.Integer(),
  points: Type.Record(Type.String(), Type.Integer()),
  decidedOnPrizes: Type.Boolean(),
});

export const Match = Type.Object(
  {
    id: Uuid,
    round: Type.Integer(),
    table: Nullable(Type.Integer()),
    playerA: Type.Ref('PlayerRef'),
    playerB: Type.Union([Type.Ref('PlayerRef'), Type.Null()]),
    bye: Type.Boolean(),
    explanation: Type.String(),
    version: Type.Integer({ description: 'Send it back with a result: a different stored version answers 409.' }),
    extensionMinutes: Type.Integer(),
    result: Type.Union([Type.Object({ games: Type.Array(GameOut) }), Type.Object({ noShow: Uuid }), Type.Null()]),
    outcome: Type.Union([Outcome, Type.Null()]),
    reportedAt: When,
  },
  { $id: 'Match' },
);

export const Round = Type.Object(
  {
    id: Uuid,
    number: Type.Integer(),
    title: Type.String({
      description:
        'What the round is called: "Round n", a top cut round by its bracket name (217), a division’s cut with its division ("Masters top cut — Final").',
    }),
    stage: Type.Union([Type.Literal('swiss'), Type.Literal('elimination')], {
      description: 'elimination: a round of the top cut (217: no draws).',
    }),
    bestOf: Type.Integer({ description: 'Games per match in this round: the top cut may play its own.' }),
    seed: Type.Integer({ description: 'The pairing seed: the same players, results and seed pair the same round.' }),
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    publishedAt: When,
    timerStartedAt: When,
    endsAt: Nullable(
      Type.String({
        format: 'date-time',
        description:
          'When time is called (216), with added time and pauses; while paused, as if the clock ran on from now.',
      }),
    ),
    ...roundClock,
    matches: Type.Array(Type.Ref('Match')),
    missingTables: Type.Array(Type.Integer()),
    page: Type.Optional(Page),
  },
  { $id: 'Round' },
);

export const StandingsRow = Type.Object(
  {
    rank: Type.Integer(),
    playerId: Uuid,
    name: Type.String(),
    points: Type.Integer(),
    wins: Type.Integer(),
    losses: Type.Integer(),
    draws: Type.Integer(),
    byes: Type.Integer(),
    dropped: Type.Boolean(),
    matchWin: Type.Number(),
    omw: Type.Optional(Type.Number({ description: 'dci2003: opponents’ match-win %, 0–1' })),
    gw: Type.Optional(Type.Number({ description: 'dci2003: game-win %, 0–1' })),
    ogw: Type.Optional(Type.Number({ description: 'dci2003: opponents’ game-win %, 0–1' })),
    opWin: Type.Optional(Type.Number({ description: 'playpokemon: Op Win %, 0–1' })),
    opOpWin: Type.Optional(Type.Number({ description: 'playpokemon: Op Op Win %, 0–1' })),
    teamId: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'Team events: the team (`playerId` is its Player A, `name` the team name).',
      }),
    ),
  },
  { $id: 'StandingsRow' },
);

export const Standings = Type.Object(
  {
    policy: Type.Union([Type.Literal('dci2003'), Type.Literal('playpokemon')]),
    throughRound: Type.Integer(),
    rows: Type.Array(Type.Ref('StandingsRow')),
    tomOrder: Type.Optional(
      Type.Literal(true, {
        description:
          'An event imported finished from TOM: players tied on every tiebreaker are in the order TOM placed them (#29).',
      }),
    ),
    page: Type.Optional(Page),
  },
  { $id: 'Standings' },
);

export const AuditEntry = Type.Object(
  {
    id: Uuid,
    actor: Type.String(),
    action: Type.String(),
    reason: Nullable(Type.String()),
    before: Type.Unknown(),
    after: Type.Unknown(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'AuditEntry' },
);

export const VersionConflictResponse = Type.Object(
  { code: Type.Literal('VERSION_CONFLICT'), message: Type.String(), match: Type.Ref('Match') },
  { description: 'Someone entered this match first: the stored result, never overwritten silently.' },
);
