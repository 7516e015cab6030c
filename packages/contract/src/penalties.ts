// Penalties (DCI Penalty Guidelines): the event's catalogue, a penalty as recorded, the head judge's change, reports.
import { infractions, penaltyLevels, type Infraction, type PenaltyLevel as Level } from '@tcg/domain/penalty';
import { Type } from 'typebox';
import { Nullable, Uuid } from './common.ts';

export const PenaltyLevel = Type.Unsafe<Level>(Type.Union(penaltyLevels.map((p) => Type.Literal(p))));
export const InfractionKind = Type.Unsafe<Infraction>(Type.Union(infractions.map((i) => Type.Literal(i))));

export const CatalogEntry = Type.Object(
  {
    penalty: PenaltyLevel,
    escalates: Type.Boolean({ description: 'A repeat in the event proposes the next penalty up.' }),
  },
  { additionalProperties: false },
);
export const PenaltyCatalog = Type.Object(
  Object.fromEntries(infractions.map((i) => [i, CatalogEntry])) as Record<Infraction, typeof CatalogEntry>,
  {
    additionalProperties: false,
    description: 'For each infraction, the penalty the first time and whether repeats escalate.',
  },
);

export const NewPenalty = Type.Object(
  {
    playerId: Uuid,
    infraction: InfractionKind,
    penalty: Type.Optional(PenaltyLevel),
    description: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const PenaltyChangeBody = Type.Object(
  { penalty: PenaltyLevel, reason: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);

export const PenaltyParams = Type.Object({ id: Uuid, penaltyId: Uuid });

export const PenaltyRecord = Type.Object({
  id: Uuid,
  eventId: Uuid,
  round: Nullable(Type.Integer()),
  table: Nullable(Type.Integer()),
  player: Type.Object({ id: Uuid, dciNumber: Type.String(), name: Type.String() }),
  infraction: InfractionKind,
  penalty: PenaltyLevel,
  proposed: PenaltyLevel,
  description: Type.String(),
  judge: Type.String(),
  change: Nullable(Type.Object({ by: Type.String(), reason: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const PenaltyRecorded = Type.Object({
  penalty: PenaltyRecord,
  applied: Nullable(
    Type.Union([Type.Literal('result'), Type.Literal('disqualification')], {
      description: 'What the penalty changed: the match result (game/match loss) or the player’s disqualification.',
    }),
  ),
  note: Type.String(),
});

export const PenaltyHistory = Type.Object({
  player: Type.Object({ id: Uuid, dciNumber: Type.String(), name: Type.String() }),
  penalties: Type.Array(
    Type.Intersect([PenaltyRecord, Type.Object({ eventName: Type.String(), eventDate: Type.String() })]),
  ),
  hidden: Type.Integer({
    minimum: 0,
    description: 'Penalties in other organizers’ private events the reader has no role in: counted, never shown.',
  }),
});

export const PenaltyList = Type.Object({ catalog: PenaltyCatalog, penalties: Type.Array(PenaltyRecord) });
