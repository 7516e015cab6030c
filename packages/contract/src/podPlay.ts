// Pod play (#19): how tables score, a round's tables, a table's result and the standings of a pod-play event.
import { Type } from 'typebox';
import { Nullable, Uuid, When, roundClock } from './common.ts';
import { Page } from './paging.ts';

const Measure = Type.Object(
  { name: Type.String({ maxLength: 40 }), better: Type.Union([Type.Literal('higher'), Type.Literal('lower')]) },
  { description: 'A recorded measure (badges earned, turns taken) that breaks ties in standings after the points.' },
);

export const TableScoring = Type.Union(
  [
    Type.Object({ by: Type.Literal('place'), points: Type.Array(Type.Number()), measure: Type.Optional(Measure) }),
    Type.Object({ by: Type.Literal('points'), measure: Type.Optional(Measure) }),
    Type.Object({ by: Type.Literal('win'), measure: Type.Optional(Measure) }),
  ],
  {
    description:
      'Pod play: points per place (ties share the points of the places they span), points reported per player, or 1 for a win.',
  },
);

/** A creation's `scoring`: Swiss keys (policy, alternateScoring) or pod-play keys (by, points, measure), never both. */
export const ScoringInput = Type.Object(
  {
    policy: Type.Optional(Type.String({ maxLength: 40 })),
    alternateScoring: Type.Optional(Type.Boolean()),
    by: Type.Optional(Type.String({ maxLength: 20, description: 'Pod play: "place", "points" or "win".' })),
    points: Type.Optional(
      Type.Array(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }), {
        maxItems: 6,
        description: 'Pod play by place: the points of 1st, 2nd, …',
      }),
    ),
    measure: Type.Optional(
      Type.Object(
        { name: Type.Optional(Type.String({ maxLength: 200 })), better: Type.Optional(Type.String({ maxLength: 20 })) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const ByPlayer = (description: string) =>
  Type.Record(Type.String({ format: 'uuid' }), Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }), {
    description,
  });

export const TableEntry = Type.Object({
  places: Type.Optional(
    ByPlayer('Place of every seat (1 = first); tied players share a place and the next place skips ("1, 1, 3").'),
  ),
  points: Type.Optional(ByPlayer('Scoring by points: the points of every seat.')),
  measures: Type.Optional(ByPlayer('The event’s tiebreak measure per player (badges, turns).')),
  partners: Type.Optional(
    Type.Array(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 6 }), {
      maxItems: 3,
      description: 'Players who played as a pair and share a place.',
    }),
  ),
});

export const TableResultBody = Type.Object(
  {
    ...TableEntry.properties,
    version: Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      description: 'The table’s version as read: a different stored version answers 409.',
    }),
    reason: Type.Optional(Type.String({ maxLength: 500, description: 'Needed to correct a result already entered.' })),
  },
  { additionalProperties: false },
);

const ScoredSeat = Type.Object({
  playerId: Uuid,
  place: Type.Integer(),
  points: Type.Number(),
  measure: Nullable(Type.Integer()),
});

export const PodTable = Type.Object(
  {
    id: Uuid,
    round: Type.Integer(),
    table: Type.Integer({ description: 'The table number: table 1 seats the best standings.' }),
    seats: Type.Array(Uuid, { description: 'Player ids, seat 1 first.' }),
    names: Type.Record(Type.String(), Type.String(), { description: 'Each seated player’s name by id.' }),
    version: Type.Integer(),
    result: Nullable(TableEntry),
    scored: Nullable(Type.Array(ScoredSeat)),
    reportedAt: When,
  },
  { $id: 'PodTable' },
);

export const PodRound = Type.Object(
  {
    id: Uuid,
    number: Type.Integer(),
    title: Type.String({
      description:
        'What the round is called wherever it is shown, by the rule every round is titled by (roundTitle): "Round n".',
    }),
    seed: Type.Integer({
      description: 'The seating seed (round 1’s draw; in every round the recorded draw that breaks full ties).',
    }),
    publishedAt: When,
    endsAt: Nullable(Type.String({ format: 'date-time' })),
    ...roundClock,
    tables: Type.Array(Type.Ref('PodTable')),
    missingTables: Type.Array(Type.Integer()),
    page: Type.Optional(Page),
  },
  { $id: 'PodRound' },
);

export const PodStandingsRow = Type.Object({
  rank: Type.Integer(),
  playerId: Uuid,
  name: Type.String(),
  points: Type.Number(),
  tables: Type.Integer({ description: 'Tables played.' }),
  wins: Type.Integer({ description: 'Tables finished first (alone or tied).' }),
  measure: Nullable(Type.Number({ description: 'The event’s tiebreak measure, summed.' })),
  opponentsAverage: Type.Number({ description: 'The average points of the table-mates faced.' }),
  draw: Type.Integer({ description: 'The recorded draw: the last tiebreak, lower first.' }),
  dropped: Type.Boolean(),
});

export const PodStandings = Type.Object(
  {
    type: Type.Literal('pods'),
    throughRound: Type.Integer(),
    scoring: TableScoring,
    rows: Type.Array(PodStandingsRow),
    page: Type.Optional(Page),
  },
  { $id: 'PodStandings' },
);

export const TableId = Type.Object({ id: Uuid });
