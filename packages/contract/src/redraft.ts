// Request and response shapes of the Top 8 redraft (Appendix A 8) and the Limited event overview.
import { Type } from 'typebox';
import { Nullable, Uuid, When } from './common.ts';
import { DeckBuilding, Stage } from './pools.ts';

export const RedraftBody = Type.Object(
  { perPod: Type.Union([Type.Literal(1), Type.Literal(2)], { description: 'How many of each pod move on.' }) },
  { additionalProperties: false },
);

export const Redraft = Type.Object({
  perPod: Type.Integer(),
  afterRound: Type.Integer({ description: 'The last pod round the Top 8 was chosen after.' }),
  seed: Type.Integer({ description: 'The seed that drew exact ties in the pod standings and seated the redraft pod.' }),
  seeds: Type.Array(Uuid, {
    description: 'The Top 8 in seed order: pod winners first, then seconds, each by standing.',
  }),
  pod: Type.Object({
    number: Type.Integer(),
    seats: Type.Array(Uuid, { description: 'Player ids by seat, clockwise from seat 1.' }),
  }),
  deckBuildingStartedAt: When,
});

export const Limited = Type.Object({
  current: Type.String(),
  steps: Type.Array(
    Type.Object({
      step: Type.String(),
      phase: Type.String(),
      title: Type.String(),
      section: Type.String(),
      status: Type.Union([Type.Literal('done'), Type.Literal('current'), Type.Literal('upcoming')]),
    }),
  ),
  rounds: Type.Object({ planned: Type.Integer(), paired: Type.Integer(), complete: Type.Integer() }),
  deckBuilding: DeckBuilding,
  redraft: Nullable(Redraft),
  cutMade: Type.Boolean(),
  players: Type.Array(
    Type.Object({
      playerId: Uuid,
      name: Type.String(),
      dciNumber: Type.String(),
      pod: Nullable(Type.Integer()),
      seat: Nullable(Type.Integer()),
      stage: Stage,
      poolRegistered: Type.Boolean(),
      deckRegistered: Type.Boolean(),
      deckLegal: Nullable(Type.Boolean()),
      record: Type.Object({
        wins: Type.Integer(),
        losses: Type.Integer(),
        draws: Type.Integer(),
        points: Type.Number(),
      }),
      dropped: Type.Boolean(),
      topEightSeed: Nullable(Type.Integer()),
    }),
  ),
});
