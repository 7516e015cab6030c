import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  EventId,
  Snapshot,
  SnapshotParams,
  SnapshotPreview,
  SnapshotRestore,
  errorResponses,
  found,
  refusals,
} from '../schemas.ts';

export const snapshotsRoutes = routes('snapshots', [
  route(
    'GET',
    '/events/:id/snapshots',
    { action: 'manageEvent' },
    {
      summary:
        'The event as it stood when each round was published, newest first (the newest SNAPSHOTS_PER_EVENT are kept)',
      params: EventId,
      response: found(Type.Array(Snapshot)),
    },
  ),
  route(
    'GET',
    '/events/:id/snapshots/:snapshotId',
    { action: 'manageEvent' },
    {
      summary: 'One snapshot, with what restoring it would lose now (`lost`: the words the confirmation shows)',
      params: SnapshotParams,
      response: { 200: SnapshotPreview, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
  route(
    'POST',
    '/events/:id/snapshots/:snapshotId/restore',
    { action: 'manageEvent' },
    {
      summary:
        'Bring the event back to the snapshot, confirmed by its name typed in `confirm`: rounds, results, entries and settings as they were, the same ids (audited `event.restore`, with what was lost)',
      params: SnapshotParams,
      body: SnapshotRestore,
      response: {
        200: SnapshotPreview,
        ...refusals,
      },
    },
  ),
]);
