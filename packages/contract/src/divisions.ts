// Play! Pokémon age divisions: names, the organizer's pairing groups, the division query of standings.
import { Type } from 'typebox';

export const DivisionName = Type.Union([Type.Literal('juniors'), Type.Literal('seniors'), Type.Literal('masters')]);

export const DivisionGroups = Type.Union([
  Type.Null(),
  Type.Array(Type.Array(DivisionName, { minItems: 1, maxItems: 3 }), {
    minItems: 1,
    maxItems: 3,
    description:
      'Which age divisions are paired together (TOM’s combined pods), e.g. [["juniors","seniors"],["masters"]]; null: no divisions.',
  }),
]);

export const GroupRounds = Type.Union([
  Type.Null(),
  Type.Array(Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Null()]), {
    minItems: 1,
    maxItems: 3,
    description:
      'The Swiss rounds each group of `divisionGroups` plays, in group order (null: the event’s `rounds`), e.g. [4, null]: the first group plays 4, the second the event’s; null: every group plays the event’s.',
  }),
]);

export const DivisionsBody = Type.Object(
  { groups: DivisionGroups, groupRounds: Type.Optional(GroupRounds) },
  { additionalProperties: false },
);

export const DivisionQuery = Type.Optional(DivisionName);
