import { Type } from 'typebox';
import { problemKinds, type PairingProblem as PairingProblemFacts } from '@tcg/domain/pairing';
import { Uuid } from './common.ts';

export const RoundParams = Type.Object({ id: Uuid, n: Type.Integer({ minimum: 1, maximum: 100 }) });

export const Swap = Type.Object(
  { players: Type.Tuple([Uuid, Uuid]), reason: Type.String({ maxLength: 500, description: 'Logged in the audit trail.' }) },
  { additionalProperties: false },
);

export const Replay = Type.Object({
  number: Type.Integer(),
  seed: Type.Integer(),
  identical: Type.Boolean({ description: 'False after a swap, or when an earlier result was corrected after the round was paired.' }),
  pairings: Type.Array(Type.Object({ table: Type.Integer(), players: Type.Tuple([Uuid, Uuid]) })),
  bye: Type.Union([Uuid, Type.Null()]),
});

export const PublishAnyway = Type.Object(
  { reason: Type.String({ maxLength: 500, description: 'Why the round goes up although its pairings failed the check; logged in the audit trail.' }) },
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
  passed: Type.Boolean({ description: 'False blocks publishing (409 PAIRING_CHECK_FAILED) until a head judge publishes anyway.' }),
  problems: Type.Array(PairingProblem),
});
