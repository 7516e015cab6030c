// Event reads that every phone repeats, serialized (and gzipped) once per version of the event and shared by every reader.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { eventVersion, type Db, type EventState } from '@tcg/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ReadCache {
  /**
   * Answers `read()` as the route would, from the body stored for the event's current version when there is one
   * (the version lives in the database, so every API instance agrees; each instance hears it change on tcg_version
   * and reads it only when it does not know it); `If-None-Match` with the same ETag gets 304. A reader that accepts
   * gzip (every browser) gets the body compressed once for the version: a 512-player round is 200 kB as JSON.
   * `read` is handed the event's state at that version, loaded once for every view built at it (a result changes
   * both the pairings and the standings, and each would otherwise load the whole event). `part` names the part of the
   * view a URL answers (one page of it) in its ETag.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    eventId: string,
    read: (state: () => Promise<EventState>) => Promise<unknown>,
    part?: string,
  ): Promise<FastifyReply>;
  /** The event's state at its current version, shared with the views built for it: a read that is not a whole view (one match). */
  state(eventId: string): Promise<EventState>;
}

/** Builds the view at a version: the newest any of its readers asked for when the build starts. */
type Read = (version: number) => Promise<unknown>;

interface Body {
  json: Buffer;
  gzipped: Buffer;
}

interface View {
  /** The latest version a reader asked this body for: the body is built after that version was known, so it holds it. */
  version: number;
  started: boolean;
  body: Promise<Body>;
}

const compress = promisify(gzip);

async function bodyOf(reply: FastifyReply, read: () => Promise<unknown>): Promise<Body> {
  // Fastify's JSON serializer answers a string; the type also allows the bytes a custom one could give.
  const json = Buffer.from(reply.serialize(await read()) as string);
  return { json, gzipped: await compress(json) };
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export function readCache(db: Db, capacity = 256): ReadCache {
  const views = new Map<string, View>();
  /**
   * One build at a time for each URL: a reader of a newer version waits for the build under way, then one new build
   * (started after every waiting reader's version was known, so it holds their writes) answers all of them. Under a
   * stream of results this builds a 200 kB view as often as it can be built, not once for every result.
   */
  const viewOf = (url: string, version: number, reply: FastifyReply, read: Read): View => {
    const stored = views.get(url);
    if (stored && (stored.version >= version || !stored.started)) {
      stored.version = Math.max(stored.version, version);
      return stored;
    }
    const view = { version, started: false } as View;
    const previous = stored?.body.catch(() => {}) ?? Promise.resolve();
    view.body = previous.then(() => {
      view.started = true;
      return bodyOf(reply, () => read(view.version));
    });
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

  const currentVersion = async (eventId: string) => db.changes.knownVersion(eventId) ?? (await readVersion(eventId));

  return {
    async state(eventId) {
      return db.states.at(eventId, await currentVersion(eventId));
    },
    async serve(request, reply, eventId, read, part) {
      const version = await currentVersion(eventId);
      const gzipped = acceptsGzip(request);
      // Each encoding is its own representation, so its own strong ETag.
      const etag = `"${eventId}.${version}${part ? `.${part}` : ''}${gzipped ? '.gz' : ''}"`;
      const vary = reply.getHeader('vary');
      void reply
        .header('cache-control', 'no-cache')
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
      const body = await viewOf(request.url, version, reply, (at) => read(() => db.states.at(eventId, at))).body;
      if (gzipped) void reply.header('content-encoding', 'gzip');
      return reply
        .header('etag', etag)
        .type('application/json; charset=utf-8')
        .send(gzipped ? body.gzipped : body.json);
    },
  };
}
