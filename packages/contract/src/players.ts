import { Type } from 'typebox';
import { Uuid } from './common.ts';
import { DivisionName } from './divisions.ts';

export const NewPlayer = Type.Object(
  {
    dciNumber: Type.String({ maxLength: 40, description: 'Digits only, unique in the event.' }),
    firstName: Type.String({ maxLength: 120 }),
    lastName: Type.String({ maxLength: 120 }),
    // Null first: with type coercion on, a null would otherwise become 0.
    birthYear: Type.Optional(
      Type.Union([Type.Null(), Type.Integer({ description: 'Year of birth (Play! Pokémon age divisions).' })]),
    ),
    division: Type.Optional(
      Type.Union([Type.Null(), DivisionName], {
        description: 'The organizer’s choice of division; null: from the year of birth.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PlayerEdit = Type.Partial(NewPlayer, { additionalProperties: false });

export const BulkPlayers = Type.Object(
  {
    players: Type.Array(NewPlayer, {
      minItems: 1,
      maxItems: 1000,
      description: 'Every player of a pasted or uploaded list: all are registered, or none.',
    }),
  },
  { additionalProperties: false },
);

export const Reason = Type.Object({ reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });

/** A drop's reason is optional (DCI Universal Tournament Rules: a player may drop at any time); it goes to the audit trail. */
export const DropBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

export const AvoidBody = Type.Object({ playerIds: Type.Tuple([Uuid, Uuid]) }, { additionalProperties: false });

export const AvoidPairs = Type.Array(Type.Tuple([Uuid, Uuid]));
