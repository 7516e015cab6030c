// GET /api/events/:id/dashboard: the event page's one read; each part is what its own route answers.
import { Type } from 'typebox';
import { AvoidPairs } from './players.ts';
import { Product } from './product.ts';
import { EventTeamEntry } from './teamEvents.ts';

export const EventDashboard = Type.Object(
  {
    event: Type.Ref('Event'),
    players: Type.Array(Type.Ref('Registration')),
    rounds: Type.Array(Type.Ref('Round')),
    standings: Type.Ref('Standings'),
    bracket: Type.Ref('Bracket'),
    avoidPairs: AvoidPairs,
    auditTrail: Type.Optional(
      Type.Array(Type.Ref('AuditEntry'), { description: 'Only for a role that may export the event.' }),
    ),
    teams: Type.Optional(Type.Array(EventTeamEntry, { description: 'Team events only.' })),
    product: Type.Optional(Product),
  },
  {
    description:
      'Each part is what its own route answers (GET /api/events/{id}, …/players, …/rounds, …/standings, …/bracket, …/avoid-pairs, …/audit, …/teams, …/product); product only for a Limited event whose product the API knows.',
  },
);
