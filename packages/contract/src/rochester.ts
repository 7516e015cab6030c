import { Type } from 'typebox';

export const PickOrderQuery = Type.Object(
  {
    seats: Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'Seats in the pod, numbered clockwise from 1 (at least 3).',
    }),
    group: Type.Integer({ description: 'Pack group 1, 2 or 3.' }),
    active: Type.Integer({ description: 'The Active player’s seat.' }),
    cards: Type.Integer({ minimum: 0, maximum: 1000, description: 'Cards laid out on the table.' }),
  },
  { additionalProperties: false },
);

export const PickOrder = Type.Object({
  picks: Type.Array(Type.Integer({ minimum: 1 }), { description: 'The seat that takes card 1, 2, … in pick order.' }),
});
