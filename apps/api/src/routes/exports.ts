import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { download } from '../download.ts';
import { CSV_FILES, csvExport } from '../services/csvExports.ts';

export const exportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  for (const file of CSV_FILES) {
    app.route({
      ...served(`GET /events/:id/export/${file}.csv`),
      handler: async (request, reply) => {
        const { name, body } = await db.transaction((tx) => csvExport(tx, request.params.id, file, request.query));
        return download(reply, { name, extension: 'csv', type: 'text/csv; charset=utf-8', body });
      },
    });
  }
};
