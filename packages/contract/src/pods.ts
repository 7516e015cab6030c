import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const Seating = Type.Object({
  seed: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The seed the seating was drawn with (null before seating).',
  }),
  pods: Type.Array(
    Type.Object({
      number: Type.Integer({ minimum: 1 }),
      seats: Type.Array(Uuid, { description: 'Player ids by seat, clockwise from seat 1.' }),
    }),
  ),
});
