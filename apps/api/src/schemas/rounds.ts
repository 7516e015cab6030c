import { Type } from 'typebox';
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
