import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const LiveKind = Type.Union([
  Type.Literal('round'),
  Type.Literal('result'),
  Type.Literal('clock'),
  Type.Literal('call'),
]);

/** A stream's event: a change of one kind, or (`?versions=1`) any change of what the event's pages show (a drop, a registration). */
export const StreamKind = Type.Union([LiveKind, Type.Literal('version')]);

export const LiveQuery = Type.Object(
  {
    versions: Type.Optional(
      Type.Literal('1', {
        description:
          'Also send `version` for every change of the event, whatever its kind (pages that show players, drops).',
      }),
    ),
  },
  { additionalProperties: false },
);

/** What the database announces on the tcg_live channel when an event's round, result, clock or judge calls change. */
export const LiveChange = Type.Object({
  eventId: Uuid,
  kind: LiveKind,
  round: Type.Integer({ minimum: 1 }),
  version: Type.Integer({ minimum: 1 }),
});

/** The JSON data of one `GET /api/events/:id/live` event; the event's name is its kind, its id the event's version. */
export const LiveData = Type.Object({
  round: Type.Optional(Type.Integer({ minimum: 1, description: 'None for `version`.' })),
});

/** What the database announces on tcg_version: the event's new version, once per transaction that changed it. */
export const VersionChange = Type.Object({ eventId: Uuid, version: Type.Integer({ minimum: 1 }) });
