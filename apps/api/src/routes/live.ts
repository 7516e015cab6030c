import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { eventVersion, type Change, type Db } from '@tcg/db';
import type { LiveHub } from '../liveHub.ts';

export interface LiveOptions {
  db: Db;
  hub: LiveHub;
  /** How often a comment line keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
}

/** Browsers reconnect after this long when the stream drops. */
const RETRY_MS = 3_000;

const message = (change: Pick<Change, 'kind' | 'version'> & { round?: number }) =>
  `id: ${change.version}\nevent: ${change.kind}\ndata: ${JSON.stringify(change.round === undefined ? {} : { round: change.round })}\n\n`;

/** Each change's text, built by the first stream that sends it and shared by the others (2,000 streams, one string). */
const texts = new WeakMap<Change, string>();
function textOf(change: Change): string {
  let text = texts.get(change);
  if (text === undefined) texts.set(change, (text = message(change)));
  return text;
}

/** The latest round, announced to a page that reconnects after missing changes: it reads everything again. */
async function catchUp(db: Db, eventId: string, lastSeen: string | undefined) {
  if (lastSeen === undefined) return null;
  const version = await eventVersion(db.prisma, eventId);
  if (String(version) === lastSeen) return null;
  const latest = await db.prisma.round.findFirst({
    where: { eventId },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  return latest ? { version, text: message({ kind: 'round', round: latest.number, version }) } : null;
}

export const liveRoutes: FastifyPluginAsyncTypebox<LiveOptions> = async (app, { db, hub, heartbeatMs }) => {
  app.route({
    ...served('GET /events/:id/live'),
    handler: async (request, reply) => {
      const eventId = request.params.id;
      await hub.listening();
      const missed = await catchUp(db, eventId, request.headers['last-event-id'] as string | undefined);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n${missed?.text ?? ''}`);
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      const everyVersion = request.query.versions === '1';
      // A change the catch-up already covered (its notice can arrive after the catch-up read it) is not sent twice.
      const covered = missed?.version ?? -1;
      const send = (change: Change) =>
        change.version > covered && (change.kind !== 'version' || everyVersion) && stream.write(textOf(change));
      const leave = hub.join(eventId, { send, end: () => stream.end() });
      request.raw.socket.setTimeout(0);
      stream.on('close', () => {
        clearInterval(heartbeat);
        leave();
      });
    },
  });
};
