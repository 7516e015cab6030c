import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './access.ts';
import { jobRunner, JOB_LIMITS, type JobLimits } from './jobRunner.ts';
import { liveHub } from './liveHub.ts';
import { loginThrottle } from './loginThrottle.ts';
import access from './plugins/access.ts';
import text from './plugins/text.ts';
import jsonBody from './plugins/jsonBody.ts';
import idempotency from './plugins/idempotency.ts';
import auth from './plugins/auth.ts';
import errors from './plugins/errors.ts';
import security from './plugins/security.ts';
import writeLimit from './plugins/writeLimit.ts';
import { authRoutes } from './routes/auth.ts';
import { cardRoutes } from './routes/cards.ts';
import { deckRoutes } from './routes/decks.ts';
import { cardSetRoutes } from './routes/cardSets.ts';
import { divisionRoutes } from './routes/divisions.ts';
import { formatRoutes } from './routes/formats.ts';
import { eventRoutes } from './routes/events.ts';
import { eventViewRoutes } from './routes/eventView.ts';
import { exportRoutes } from './routes/exports.ts';
import { healthRoutes } from './routes/health.ts';
import { importRoutes } from './routes/imports.ts';
import { liveRoutes } from './routes/live.ts';
import { matchRoutes } from './routes/matches.ts';
import { podPlayRoutes } from './routes/podPlay.ts';
import { deckCheckPickRoutes } from './routes/deckCheckPicks.ts';
import { judgeCallRoutes } from './routes/judgeCalls.ts';
import { selfReportRoutes } from './routes/selfReports.ts';
import { snapshotRoutes } from './routes/snapshots.ts';
import { decklistRoutes } from './routes/decklists.ts';
import { cutOutlookRoutes } from './routes/cutOutlook.ts';
import { penaltyRoutes } from './routes/penalties.ts';
import { playerRoutes } from './routes/players.ts';
import { draftRoutes } from './routes/draft.ts';
import { podRoutes } from './routes/pods.ts';
import { poolRoutes } from './routes/pools.ts';
import { redraftRoutes } from './routes/redraft.ts';
import { productRoutes } from './routes/product.ts';
import { ratingRoutes } from './routes/ratings.ts';
import { rochesterRoutes } from './routes/rochester.ts';
import { roundRoutes } from './routes/rounds.ts';
import { clockRoutes } from './routes/clock.ts';
import { staffRoutes } from './routes/staff.ts';
import { standingsRoutes } from './routes/standings.ts';
import { teamRoutes } from './routes/teams.ts';
import { teamEventRoutes } from './routes/teamEvents.ts';
import { topCutRoutes } from './routes/topCut.ts';
import { sharedSchemas } from '@tcg/contract';
import type { Site } from './routes/health.ts';
import { readCache } from './readCache.ts';
import { sessionStore } from './sessions.ts';
import { buildValidator } from './validation.ts';
import { requestDb } from './idempotentTransaction.ts';

export interface AppOptions {
  db: Db;
  /** How long a sign-in lasts (SESSION_DAYS). */
  sessionDays?: number;
  /** The web app's origins (APP_ORIGINS): CORS and the cross-site request check. */
  appOrigins?: string[];
  /** Writes accepted per minute from one signed-in account, or from one address when signed out. */
  writesPerMinute?: number;
  /** Where phones reach the app: PUBLIC_URL and the venue-network addresses (`npm start -- --lan`). */
  site?: Site;
  /** Comment lines on quiet live streams, this often. */
  liveHeartbeatMs?: number;
  /** Snapshots kept per event, one taken as each round is published (SNAPSHOTS_PER_EVENT); 0 takes none. */
  snapshotsPerEvent?: number;
  /** Imports queued or running per account, waiting over all, and the length of a job's transactions (#32). */
  jobLimits?: JobLimits;
}

/** The whole API as one plugin: documentation, error handling and every route under /api. */
export async function app(
  instance: FastifyInstance,
  {
    db: appDb,
    sessionDays = 14,
    appOrigins = [],
    writesPerMinute = 300,
    site = { publicUrl: null, lanUrls: [] },
    liveHeartbeatMs = 15_000,
    snapshotsPerEvent = 10,
    jobLimits = JOB_LIMITS,
  }: AppOptions,
) {
  const db = requestDb(appDb);
  const sessions = sessionStore(db, sessionDays);
  const hub = liveHub(db);
  const views = readCache(db);
  instance.addHook('preClose', async () => hub.endAll());
  const throttle = loginThrottle(db);
  const jobs = jobRunner(appDb, instance.log, jobLimits);
  instance.addHook('onClose', async () => jobs.close());
  await instance.register(errors);
  await instance.register(jsonBody);
  await instance.register(security, { appOrigins });
  await instance.register(auth, { sessions });
  await instance.register(writeLimit, { db: appDb, writesPerMinute });
  await instance.register(access, { db });
  await instance.register(text);
  await instance.register(idempotency, { db: appDb });
  for (const schema of sharedSchemas) instance.addSchema(schema);
  await instance.register(swagger, {
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      info: {
        title: 'Pokémon TCG tournament API',
        version: '0.1.0',
        description: 'Runs events under the Pokémon DCI Floor Rules, 2003 season.',
      },
    },
  });
  await instance.register(swaggerUi, { routePrefix: '/api/docs' });
  instance.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    instance.swagger(),
  );
  await instance.register(
    async (api) => {
      await api.register(healthRoutes, { db, site });
      await api.register(authRoutes, { db, sessions, throttle });
      await api.register(staffRoutes, { db });
      await api.register(cardRoutes, { db });
      await api.register(deckRoutes, { db });
      await api.register(cardSetRoutes, { db });
      await api.register(formatRoutes, { db });
      await api.register(eventRoutes, { db });
      await api.register(eventViewRoutes, { db });
      await api.register(playerRoutes, { db });
      await api.register(penaltyRoutes, { db });
      await api.register(judgeCallRoutes, { db });
      await api.register(selfReportRoutes, { db });
      await api.register(deckCheckPickRoutes, { db });
      await api.register(roundRoutes, { db, views, snapshots: snapshotsPerEvent });
      await api.register(clockRoutes, { db, views });
      await api.register(matchRoutes, { db, views });
      await api.register(podPlayRoutes, { db });
      await api.register(standingsRoutes, { db, views });
      await api.register(liveRoutes, { db, hub, heartbeatMs: liveHeartbeatMs });
      await api.register(topCutRoutes, { db, views, snapshots: snapshotsPerEvent });
      await api.register(cutOutlookRoutes, { db });
      await api.register(podRoutes, { db });
      await api.register(poolRoutes, { db });
      await api.register(redraftRoutes, { db });
      await api.register(productRoutes, { db });
      await api.register(draftRoutes, { db });
      await api.register(rochesterRoutes);
      await api.register(teamRoutes, { db });
      await api.register(teamEventRoutes, { db });
      await api.register(importRoutes, { db, jobs });
      await api.register(divisionRoutes, { db });
      await api.register(exportRoutes, { db });
      await api.register(snapshotRoutes, { db });
      await api.register(decklistRoutes, { db });
      await api.register(ratingRoutes, { db });
    },
    { prefix: '/api' },
  );
}

export interface BuildOptions extends AppOptions {
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Proxies whose `X-Forwarded-For` is believed (TRUST_PROXY); by default only this machine, where the web app runs. */
  trustProxy?: string[];
}

/** A ready-to-listen Fastify instance; tests call `inject()` on it. */
export async function buildApp({
  logger = false,
  bodyLimit = 1_048_576,
  trustProxy = ['loopback'],
  ...options
}: BuildOptions) {
  const instance = Fastify({
    logger,
    bodyLimit,
    // Only the configured proxy (the web app) may name the client's address: anyone else could rotate it past every limit.
    trustProxy: trustProxy.join(','),
    schemaController: { compilersFactory: { buildValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  await instance.register(app, options);
  await instance.ready();
  return instance;
}
