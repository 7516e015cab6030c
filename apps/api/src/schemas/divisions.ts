// Play! Pokémon age divisions: names, the organizer's pairing groups, the division query of standings.
import { Type } from 'typebox';

export const DivisionName = Type.Union([Type.Literal('juniors'), Type.Literal('seniors'), Type.Literal('masters')]);

export const DivisionGroups = Type.Union([
  Type.Null(),
  Type.Array(Type.Array(DivisionName, { minItems: 1, maxItems: 3 }), {
    minItems: 1,
    maxItems: 3,
    description: 'Which age divisions are paired together (TOM’s combined pods), e.g. [["juniors","seniors"],["masters"]]; null: no divisions.',
  }),
]);

export const DivisionsBody = Type.Object({ groups: DivisionGroups }, { additionalProperties: false });

export const DivisionQuery = Type.Optional(DivisionName);
