import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const Seat = Type.Union([Type.Literal('A'), Type.Literal('B')], { description: 'Player A or Player B (244).' });

/** A player of a team; an event's team adds how the player stands in the event. */
export const TeamMember = Type.Object({
  playerId: Uuid,
  dciNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  seat: Seat,
});

export const Team = Type.Object({
  id: Uuid,
  name: Type.String(),
  affiliation: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  members: Type.Array(TeamMember),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const MemberInput = Type.Object(
  {
    dciNumber: Type.Optional(Type.String({ maxLength: 20, description: 'Required: DCI number, digits only.' })),
    firstName: Type.Optional(Type.String({ maxLength: 60, description: 'Required.' })),
    lastName: Type.Optional(Type.String({ maxLength: 60, description: 'Required.' })),
    seat: Type.Optional(Type.String({ maxLength: 1, description: 'Required: "A" or "B", one of each (244).' })),
  },
  { additionalProperties: false },
);

export const TeamInput = Type.Object(
  {
    name: Type.String({ maxLength: 120 }),
    affiliation: Type.Optional(Type.String({ maxLength: 120, description: 'Sponsor, school, store (241).' })),
    city: Type.String({ maxLength: 120 }),
    state: Type.String({ maxLength: 120, description: 'State or province.' }),
    country: Type.String({ maxLength: 120 }),
    members: Type.Array(MemberInput, {
      maxItems: 10,
      description: 'Exactly two members, one Player A and one Player B (243, 244).',
    }),
  },
  { additionalProperties: false },
);
