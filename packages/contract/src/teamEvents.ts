import { Type } from 'typebox';
import { Seat, TeamMember } from './teams.ts';
import { Uuid, Nullable } from './common.ts';

export const EventTeam = Type.Object({
  teamId: Uuid,
  name: Type.String({ description: 'The name the team registered under in this event.' }),
  affiliation: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  entrantId: Type.String({
    format: 'uuid',
    description: 'The team in pairings, results and standings: its Player A’s player id.',
  }),
  dropped: Type.Boolean({ description: 'A member dropped or was disqualified, so the whole team is out (244).' }),
  lateEntryRound: Type.Integer(),
  members: Type.Array(
    Type.Object({
      ...TeamMember.properties,
      droppedAfterRound: Nullable(Type.Integer()),
      disqualified: Type.Boolean(),
    }),
    { description: 'Player A, then Player B.' },
  ),
});

const RatedPlayer = Type.Object({ dciNumber: Type.String(), name: Type.String() });

export const RatingsReport = Type.Object({
  eventId: Uuid,
  event: Type.String(),
  date: Type.String(),
  category: Type.Union([
    Type.Literal('Constructed'),
    Type.Literal('Limited'),
    Type.Literal('Team Constructed'),
    Type.Literal('Team Limited'),
  ]),
  matches: Type.Array(
    Type.Object({
      round: Type.Integer(),
      stage: Type.Union([Type.Literal('swiss'), Type.Literal('elimination')]),
      table: Nullable(Type.Integer()),
      playerA: RatedPlayer,
      playerB: Nullable(RatedPlayer),
      result: Type.Union([
        Type.Literal('A'),
        Type.Literal('B'),
        Type.Literal('draw'),
        Type.Literal('bye'),
        Type.Literal('unreported'),
      ]),
    }),
    {
      description:
        'Individual events: every match with both DCI numbers and the result (a bye is unrated); empty for a team event.',
    },
  ),
  teams: Type.Array(
    Type.Object({
      teamId: Uuid,
      name: Type.String(),
      members: Type.Array(
        Type.Object({ dciNumber: Type.String(), firstName: Type.String(), lastName: Type.String(), seat: Seat }),
      ),
      matches: Type.Array(
        Type.Object({
          round: Type.Integer(),
          stage: Type.Union([Type.Literal('swiss'), Type.Literal('elimination')]),
          opponentTeamId: Nullable(Uuid),
          opponent: Nullable(Type.String()),
          result: Type.Union([Type.Literal('win'), Type.Literal('loss'), Type.Literal('draw'), Type.Literal('bye')]),
        }),
      ),
    }),
    { description: 'Team events: each team’s matches, merged for the team; empty for an individual event.' },
  ),
});

export const TeamDecks = Type.Object({
  decks: Type.Array(
    Type.Object({
      code: Type.String(),
      section: Type.Optional(Type.String()),
      message: Type.String(),
      field: Type.Optional(Type.String()),
    }),
    {
      description:
        'What keeps the team’s decks from being ready (each member registers a deck of the format’s size, Appendix A.B 1); empty when ready.',
    },
  ),
});

/** GET /api/events/:id/teams lists these: the team and what keeps its decks from being ready. */
export const EventTeamEntry = Type.Intersect([EventTeam, TeamDecks]);

export const TeamParams = Type.Object({ id: Uuid, teamId: Uuid });

export const Entry = Type.Object({ teamId: Uuid }, { additionalProperties: false });

export const Seats = Type.Object(
  {
    seats: Type.Object(
      {
        A: Type.String({ maxLength: 20, description: 'DCI number of Player A.' }),
        B: Type.String({ maxLength: 20, description: 'DCI number of Player B.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const NameRefusal = Type.Object(
  {
    name: Type.String({ maxLength: 120 }),
    reason: Type.String({ maxLength: 500, description: 'Required: why the name is refused (logged).' }),
  },
  { additionalProperties: false },
);
