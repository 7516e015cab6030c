import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const NewPlayer = Type.Object(
  {
    dciNumber: Type.String({ maxLength: 40, description: 'Digits only, unique in the event.' }),
    firstName: Type.String({ maxLength: 120 }),
    lastName: Type.String({ maxLength: 120 }),
  },
  { additionalProperties: false },
);

export const PlayerEdit = Type.Partial(NewPlayer, { additionalProperties: false });

export const Reason = Type.Object({ reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });

/** A drop's reason is optional (209: a player may drop at any time); it goes to the audit trail. */
export const DropBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });

export const AvoidBody = Type.Object({ playerIds: Type.Tuple([Uuid, Uuid]) }, { additionalProperties: false });

export const AvoidPairs = Type.Array(Type.Tuple([Uuid, Uuid]));
