import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { errorResponses, EventId, Snapshot, SnapshotParams, SnapshotPreview, SnapshotRestore } from '@tcg/contract';
import { listSnapshots, previewSnapshot, restoreSnapshot } from '../services/snapshots.ts';

export const snapshotRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/snapshots',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['snapshots'],
        summary:
          'The event as it stood when each round was published, newest first (the newest SNAPSHOTS_PER_EVENT are kept)',
        params: EventId,
        response: { 200: Type.Array(Snapshot), 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => listSnapshots(tx, request.params.id)),
  );

  app.get(
    '/events/:id/snapshots/:snapshotId',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['snapshots'],
        summary: 'One snapshot, with what restoring it would lose now (`lost`: the words the confirmation shows)',
        params: SnapshotParams,
        response: { 200: SnapshotPreview, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => db.transaction((tx) => previewSnapshot(tx, request.params.id, request.params.snapshotId)),
  );

  app.post(
    '/events/:id/snapshots/:snapshotId/restore',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['snapshots'],
        summary:
          'Bring the event back to the snapshot, confirmed by its name typed in `confirm`: rounds, results, entries and settings as they were, the same ids (audited `event.restore`, with what was lost)',
        params: SnapshotParams,
        body: SnapshotRestore,
        response: {
          200: SnapshotPreview,
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        restoreSnapshot(tx, request.params.id, request.params.snapshotId, request.body.confirm, actorOf(request)),
      ),
  );
};
