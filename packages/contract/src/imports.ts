// Files in and out of the app: TOM's .tdf XML.
import { Type } from 'typebox';
import { Nullable, Uuid, When } from './common.ts';

/** The media types a TOM file is sent as. */
export const XML = ['application/xml', 'text/xml'];

export const TdfFile = Type.String({
  description: 'A TOM file (.tdf): the XML as TOM writes it, sent as application/xml or text/xml.',
});

export const ImportedEvent = Type.Object({ eventId: Uuid }, { additionalProperties: false });

export const TdfWarning = Type.Object(
  {
    element: Type.String({ description: 'Where in the file, as an XPath (tournament/pods/pod[1]/rounds/round[2]).' }),
    message: Type.String(),
  },
  {
    additionalProperties: false,
    description: 'A value the app does not know and that changes nobody’s pairing or result: imported anyway.',
  },
);

export const ImportedTdf = Type.Object(
  { eventId: Uuid, warnings: Type.Array(TdfWarning) },
  { additionalProperties: false },
);

export const JobId = Type.Object({ id: Uuid });

export const AcceptedJob = Type.Object(
  { jobId: Uuid },
  {
    additionalProperties: false,
    description:
      'The import runs as a job (#32): poll GET /api/jobs/{jobId} (the Location header) for its progress and result.',
  },
);

export const Job = Type.Object(
  {
    id: Uuid,
    kind: Type.Union([Type.Literal('import.tdf'), Type.Literal('import.event')]),
    status: Type.Union([
      Type.Literal('queued'),
      Type.Literal('running'),
      Type.Literal('succeeded'),
      Type.Literal('failed'),
    ]),
    done: Type.Integer({
      description: 'Work units done of `total` (rounds of a TOM file, rows of an export): the progress bar.',
    }),
    total: Type.Integer(),
    result: Nullable(ImportedTdf),
    error: Type.Union([Type.Ref('Error'), Type.Null()], {
      description: 'Why it failed, as a refused request says it; nothing of the import was kept.',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    startedAt: When,
    finishedAt: When,
  },
  {
    additionalProperties: false,
    description:
      'Long work off the request path: queued, running (done of total), then succeeded with its result (the new event) or failed with its error.',
  },
);
