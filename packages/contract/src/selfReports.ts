// Players report their own results (#16): the event's setting, the per-player links, what a link shows and takes.
import { Type } from 'typebox';
import { Nullable, Uuid } from './common.ts';

export const SelfReportingSettings = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Match slips carry a result link (and QR code) for each player.' }),
    confirmMinutes: Type.Integer({
      minimum: 1,
      maximum: 120,
      description: 'A report the opponent has not confirmed by then shows as overdue in the judges’ queue.',
    }),
  },
  { additionalProperties: false },
);

export const ReportLinks = Type.Object({
  round: Type.Integer(),
  links: Type.Array(
    Type.Object({
      matchId: Uuid,
      table: Nullable(Type.Integer()),
      players: Type.Array(
        Type.Object({
          playerId: Uuid,
          name: Type.String(),
          token: Type.String({ description: 'The player’s own secret for this match: /report/<token>.' }),
        }),
      ),
    }),
  ),
});

export const ReportToken = Type.Object({
  token: Type.String({
    pattern: '^[0-9a-f-]{36}\\.[ab]\\.[A-Za-z0-9_-]{22}$',
    description: 'The token from the player’s result link.',
  }),
});

export const SelfReportGame = Type.Union([
  Type.Object({ winner: Uuid }, { additionalProperties: false }),
  Type.Object({ draw: Type.Literal(true) }, { additionalProperties: false }),
]);

export const SelfReportBody = Type.Object(
  {
    action: Type.Union([Type.Literal('report'), Type.Literal('confirm'), Type.Literal('dispute')], {
      description: 'report the games; confirm or dispute the opponent’s report',
    }),
    games: Type.Optional(
      Type.Array(SelfReportGame, {
        minItems: 1,
        maxItems: 5,
        description: 'With `report`: each game’s winner, or a draw.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PlayerReportView = Type.Object({
  by: Type.Union([Type.Literal('you'), Type.Literal('opponent')]),
  games: Type.Array(SelfReportGame),
  reportedAt: Type.String({ format: 'date-time' }),
  disputed: Type.Boolean(),
});

export const SelfReportView = Type.Object({
  eventId: Uuid,
  eventName: Type.String(),
  round: Type.Integer(),
  roundTitle: Type.String({ description: 'The round as the Round’s title names it.' }),
  table: Nullable(Type.Integer()),
  bestOf: Type.Integer(),
  you: Type.Object({ id: Uuid, name: Type.String() }),
  opponent: Type.Object({ id: Uuid, name: Type.String() }),
  status: Type.Union([Type.Literal('open'), Type.Literal('disputed'), Type.Literal('closed')], {
    description: 'open: reports taken; disputed: a judge settles it; closed: the match has its result.',
  }),
  result: Nullable(Type.String({ description: 'The entered result in words, once closed.' })),
  reports: Type.Array(PlayerReportView),
});

export const AwaitingReport = Type.Object({
  matchId: Uuid,
  round: Type.Integer(),
  table: Nullable(Type.Integer()),
  reportedBy: Type.String(),
  reportedAt: Type.String({ format: 'date-time' }),
  overdue: Type.Boolean({ description: 'Not confirmed within the event’s minutes: a judge should go to the table.' }),
});
