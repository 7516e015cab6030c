// Event reads that every phone repeats, serialized once per version of the event and shared by every reader.
import { eventVersion, type Db } from '@tcg/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ReadCache {
  /**
   * Answers `read()` as the route would, from the body stored for the event's current version when there is one
   * (the version lives in the database, so every API instance agrees; each instance hears it change on tcg_version
   * and reads it only when it does not know it); `If-None-Match` with the same ETag gets 304.
   */
  serve(request: FastifyRequest, reply: FastifyReply, eventId: string, read: () => Promise<unknown>): Promise<FastifyReply>;
}

interface View {
  version: number;
  body: Promise<ReturnType<FastifyReply['serialize']>>;
}

export function readCache(db: Db, capacity = 256): ReadCache {
  const views = new Map<string, View>();

  const viewOf = (url: string, version: number, reply: FastifyReply, read: () => Promise<unknown>): View => {
    const stored = views.get(url);
    if (stored?.version === version) return stored;
    const view = { version, body: read().then((value) => reply.serialize(value)) };
    view.body.catch(() => views.get(url) === view && views.delete(url));
    views.delete(url);
    views.set(url, view);
    if (views.size > capacity) views.delete(views.keys().next().value!);
    return view;
  };

  const readVersion = async (eventId: string) => {
    const version = await eventVersion(db.prisma, eventId);
    db.changes.remember(eventId, version);
    return version;
  };

  return {
    async serve(request, reply, eventId, read) {
      const version = db.changes.knownVersion(eventId) ?? (await readVersion(eventId));
      const etag = `"${eventId}.${version}"`;
      void reply.header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
      const body = await viewOf(request.url, version, reply, read).body;
      return reply.header('etag', etag).type('application/json; charset=utf-8').send(body);
    },
  };
}
