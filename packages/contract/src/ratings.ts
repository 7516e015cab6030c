// Local ratings and a player's page, by DCI number.
import { Type } from 'typebox';
import { Nullable, Uuid } from './common.ts';

const Category = Type.Union([
  Type.Literal('Constructed'),
  Type.Literal('Limited'),
  Type.Literal('Team Constructed'),
  Type.Literal('Team Limited'),
]);

const Partner = Type.Object({ dciNumber: Type.String(), firstName: Type.String(), lastName: Type.String() });

export const PlayerPage = Type.Object({
  dciNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  ratings: Type.Array(
    Type.Object({
      category: Category,
      rating: Type.Integer({
        description:
          'Local Elo rating, rounded (start 1600, K 16; byes unrated). In a team category every team match moves each member alike.',
      }),
      matches: Type.Integer(),
      history: Type.Array(
        Type.Object({ eventId: Uuid, event: Type.String(), date: Type.String(), rating: Type.Integer() }),
        { description: 'The rating after each event, oldest first.' },
      ),
    }),
  ),
  events: Type.Array(
    Type.Object({
      eventId: Uuid,
      name: Type.String(),
      date: Type.String(),
      status: Type.String(),
      wins: Type.Integer(),
      losses: Type.Integer(),
      draws: Type.Integer(),
      byes: Type.Integer(),
      rank: Nullable(Type.Integer({ description: 'Swiss rank after the last complete round.' })),
      finish: Nullable(
        Type.String({ description: 'Final place after the top cut: Winner, Finalist, …; null without one.' }),
      ),
      team: Nullable(
        Type.Object(
          { name: Type.String(), partners: Type.Array(Partner) },
          {
            description:
              'In a team event: the team played for and the other member(s); the record, rank and finish are the team’s.',
          },
        ),
      ),
    }),
  ),
  hidden: Type.Object(
    { events: Type.Integer({ minimum: 0 }) },
    {
      description:
        'What is left out: registrations in private events the reader has no role in (their record, finish and name never shown).',
    },
  ),
});
