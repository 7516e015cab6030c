// Pieces every schema module shares: ids, nullable and date-time fields, path parameters, the error body.
import { Type, type Static, type TSchema } from 'typebox';
import { errorCodes } from '@tcg/domain/shared';

export const Uuid = Type.String({ format: 'uuid' });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const When = Nullable(Type.String({ format: 'date-time' }));

export const ClockStatus = Type.Union(
  [
    Type.Literal('not-started'),
    Type.Literal('running'),
    Type.Literal('paused'),
    Type.Literal('over'),
    Type.Literal('finished'),
  ],
  {
    description:
      'The round clock (212): not-started (no clock yet), running, paused, over (time is called, 216), finished (every result is in: no clock runs).',
  },
);

/** The round clock's fields in a round, Swiss or pod play. */
export const roundClock = {
  clock: ClockStatus,
  addedMinutes: Type.Integer({ description: 'Minutes added to the whole round.' }),
};

export const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const EventId = Type.Object({ id: Uuid });
export const PlayerParams = Type.Object({ id: Uuid, playerId: Uuid });

export const ErrorResponse = Type.Object(
  {
    code: Type.String({ enum: Object.keys(errorCodes), description: 'One of the codes in the README’s error table.' }),
    message: Type.String(),
    section: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
  },
  {
    $id: 'Error',
    description:
      'A refused request: a machine-readable code, the floor-rules section when a rule was broken, and a message.',
  },
);

export type ErrorBody = Static<typeof ErrorResponse> & { code: keyof typeof errorCodes };

export const errorResponses = {
  400: Type.Ref('Error'),
  404: Type.Ref('Error'),
  409: Type.Ref('Error'),
  413: Type.Ref('Error'),
};

/** A read answering one thing, or 404 when the event (or the record) does not exist. */
export const found = <T extends TSchema>(answer: T) => ({ 200: answer, 404: errorResponses[404] });

/** A write's refusals: a request that is not valid, a record that does not exist, an event's state that does not allow it. */
export const refusals = { 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

/** A write answering one record, or one of its refusals. */
export const oneOr = <T extends TSchema>(answer: T) => ({ 200: answer, ...refusals });

/** A write of a versioned record: its answer, one of its refusals, or 409 with the stored record (`conflict`) when the version sent is stale. */
export const versioned = <T extends TSchema, C extends TSchema>(answer: T, conflict: C) => ({
  ...oneOr(answer),
  409: Type.Union([conflict, Type.Ref('Error')]),
});
