import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { listSnapshots, previewSnapshot, restoreSnapshot } from '../services/snapshots.ts';

export const snapshotRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/snapshots'),
    handler: async (request) => db.transaction((tx) => listSnapshots(tx, request.params.id)),
  });

  app.route({
    ...served('GET /events/:id/snapshots/:snapshotId'),
    handler: async (request) =>
      db.transaction((tx) => previewSnapshot(tx, request.params.id, request.params.snapshotId)),
  });

  app.route({
    ...served('POST /events/:id/snapshots/:snapshotId/restore'),
    handler: async (request) =>
      db.transaction((tx) =>
        restoreSnapshot(tx, request.params.id, request.params.snapshotId, request.body.confirm, actorOf(request)),
      ),
  });
};
