// Request and response shapes of the top cut routes (217): the bracket, its matches, the cut-line draw and final placements.
import { Type } from 'typebox';
import { Nullable, Uuid } from './common.ts';
import { DivisionName } from './divisions.ts';

const Player = Type.Ref('PlayerRef');

export const CutBody = Type.Object(
  {
    size: Type.Optional(Type.Integer({ description: 'Top 2, 4, 8, 16, 32 or 64.' })),
    minPoints: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Everyone at or above this many match points (instead of size).' }),
    ),
    bestOf: Type.Optional(
      Type.Union([Type.Literal(1), Type.Literal(3)], { description: 'Match structure of the cut (default 1).' }),
    ),
    roundMinutes: Type.Optional(
      Type.Integer({
        minimum: 10,
        maximum: 180,
        description: 'Round time of the cut (default: the Swiss round time).',
      }),
    ),
    thirdPlaceMatch: Type.Optional(
      Type.Boolean({
        description: 'A 3rd/4th-place match between the semifinal losers, announced at set-up (default false).',
      }),
    ),
    division: Type.Optional(DivisionName),
  },
  {
    additionalProperties: false,
    description:
      'Exactly one of size or minPoints. `division` (Play! Pokémon): the cut of one age division, seeded from its own standings; left out, one cut for the whole event.',
  },
);

export const AffectedMatch = Type.Object(
  {
    round: Type.Integer({ description: 'Round of the cut (1 = its first round).' }),
    number: Type.Integer({ description: 'The event round number.' }),
    slot: Type.Integer({ description: 'Match in that round, top of the bracket first (the table number).' }),
    resultCleared: Type.Boolean(),
  },
  { $id: 'AffectedMatch' },
);

const BracketMatch = Type.Object({
  round: Type.Integer(),
  slot: Type.Integer(),
  kind: Type.Union([Type.Literal('main'), Type.Literal('thirdPlace')]),
  seeds: Type.Array(Nullable(Type.Integer()), { minItems: 2, maxItems: 2 }),
  players: Type.Array(Nullable(Player), {
    minItems: 2,
    maxItems: 2,
    description: 'null: not yet known (or, in a bye, no opponent).',
  }),
  bye: Type.Boolean(),
  winner: Nullable(Uuid),
  suddenDeath: Type.Boolean({ description: 'Equal Prizes at time: the winner of sudden death (217).' }),
  match: Type.Union([Type.Ref('Match'), Type.Null()], {
    description: 'The stored match: results go to PUT /api/matches/{id}/result.',
  }),
});

const Cut = Type.Object({
  division: Type.Union([DivisionName, Type.Null()], {
    description: 'The age division of this cut; null: the whole event.',
  }),
  size: Type.Integer(),
  minPoints: Nullable(Type.Integer()),
  bestOf: Type.Integer(),
  roundMinutes: Type.Integer(),
  thirdPlaceMatch: Type.Boolean(),
  afterRound: Type.Integer({ description: 'The last Swiss round: seeds come from the standings after it.' }),
  seed: Type.Integer({ description: 'Seed of the cut-line draw.' }),
  seeds: Type.Array(
    Type.Object({ seed: Type.Integer(), player: Player, rank: Type.Integer(), points: Type.Integer() }),
  ),
  draws: Type.Array(
    Type.Object({ rank: Type.Integer(), seats: Type.Integer(), tied: Type.Array(Player), drawn: Type.Array(Player) }),
    {
      description:
        'Draws among players still exactly tied after every tiebreaker, in the order drawn: across the cut line the first `seats` made the cut; inside it the draw sets their seed order.',
    },
  ),
  rounds: Type.Array(
    Type.Object({
      round: Type.Integer(),
      number: Type.Integer(),
      name: Type.String(),
      matches: Type.Array(BracketMatch),
    }),
  ),
  champion: Nullable(Player),
  finished: Type.Boolean(),
});

export const Bracket = Type.Object(
  {
    division: Type.Union([DivisionName, Type.Null()], {
      description: 'The age division asked for (`?division=`); null: the whole event.',
    }),
    attendance: Type.Integer({ description: 'Players in the event, or in the division asked for.' }),
    recommendation: Type.Object({
      size: Nullable(Type.Integer({ description: 'null: no top cut.' })),
      reason: Type.String(),
    }),
    cut: Type.Union([Cut, Type.Null()], {
      description: 'The division’s own cut, else the whole event’s cut (it covers every division); null until made.',
    }),
    cuts: Type.Array(
      Type.Object({ division: Nullable(DivisionName), size: Type.Integer(), finished: Type.Boolean() }),
      {
        description: 'Every cut made: one for the whole event (division null), or one per age division.',
      },
    ),
  },
  { $id: 'Bracket' },
);

export const FinalStandings = Type.Object(
  {
    afterRound: Type.Integer(),
    cutSize: Type.Integer(),
    rows: Type.Array(
      Type.Object({
        place: Type.Integer(),
        player: Player,
        swissRank: Type.Integer(),
        points: Type.Integer(),
        finish: Nullable(
          Type.String({ description: 'Winner, Finalist, 3rd/4th place, or the round lost in; null outside the cut.' }),
        ),
      }),
    ),
    tomOrder: Type.Optional(
      Type.Literal(true, {
        description:
          'An event imported finished from TOM: players sharing a place are in the order TOM placed them (#29).',
      }),
    ),
  },
  { $id: 'FinalStandings' },
);

export const cutSchemas = [AffectedMatch, Bracket, FinalStandings];

const Tally = Type.Object({
  in: Type.Integer({ description: 'Outcomes of the other tables in which the player makes the cut on points.' }),
  onTiebreakers: Type.Integer({
    description: 'Outcomes in which the player ties at the cut line: tiebreakers decide.',
  }),
  out: Type.Integer(),
});

/** "What do I need?" (#16, 217): a player's chances of the top cut from the standings and the rounds left. */
export const PlayerOutlook = Type.Object({
  playerId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  points: Type.Integer(),
  roundsLeft: Type.Integer({ description: 'Swiss rounds not complete yet, the one being played included.' }),
  cutSize: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The top cut made, or the one recommended for the field; null when the Swiss standings are final.',
  }),
  standing: Type.Union([
    Type.Literal('no-cut'),
    Type.Literal('eliminated'),
    Type.Literal('alive'),
    Type.Literal('locked'),
    Type.Literal('made'),
    Type.Literal('missed'),
    Type.Literal('dropped'),
  ]),
  lastRound: Type.Union([
    Type.Object({
      round: Type.Integer(),
      exhaustive: Type.Boolean({
        description: 'False: the other tables are too many to try every result, so the counts are a sampled estimate.',
      }),
      outcomes: Type.Integer(),
      win: Tally,
      draw: Tally,
      loss: Tally,
    }),
    Type.Null(),
  ]),
});
