// Snapshots (#18): the event as it stood when each round was published, listed and restored by its organizer.
import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const SnapshotParams = Type.Object({ id: Uuid, snapshotId: Uuid });

export const Snapshot = Type.Object({
  id: Uuid,
  round: Type.Integer({ description: 'The round whose publication took the snapshot (a top cut: its first round).' }),
  takenAt: Type.String({ format: 'date-time' }),
  size: Type.Integer({ description: 'The stored document’s length in bytes.' }),
});

export const SnapshotPreview = Type.Object({
  ...Snapshot.properties,
  loss: Type.Object(
    {
      rounds: Type.Array(Type.Integer()),
      results: Type.Integer(),
      entries: Type.Integer(),
      drops: Type.Integer(),
      penalties: Type.Integer(),
    },
    {
      description:
        'What the event has now that the snapshot lacks: round numbers paired since, and counts of results entered or corrected, registrations, drops and penalties.',
    },
  ),
  lost: Type.String({
    description:
      'The same in words, for the confirmation: "rounds 4–5 and 37 results entered after round 3 was published".',
  }),
});

export const SnapshotRestore = Type.Object(
  { confirm: Type.String({ maxLength: 200, description: 'The event’s name, as confirmation.' }) },
  { additionalProperties: false },
);
