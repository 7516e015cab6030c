import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './access.ts';
import errors from './plugins/errors.ts';
import { cardRoutes } from './routes/cards.ts';
import { deckRoutes } from './routes/decks.ts';
import { formatRoutes } from './routes/formats.ts';
import { eventRoutes } from './routes/events.ts';
import { healthRoutes } from './routes/health.ts';
import { matchRoutes } from './routes/matches.ts';
import { playerRoutes } from './routes/players.ts';
import { podRoutes } from './routes/pods.ts';
import { rochesterRoutes } from './routes/rochester.ts';
import { roundRoutes } from './routes/rounds.ts';
import { standingsRoutes } from './routes/standings.ts';
import { teamRoutes } from './routes/teams.ts';
import { topCutRoutes } from './routes/topCut.ts';
import { ErrorResponse } from './schemas.ts';
import { cutSchemas } from './cutSchemas.ts';
import { swissSchemas } from './swissSchemas.ts';

export interface AppOptions {
  db: Db;
}

/** The whole API as one plugin: documentation, error handling and every route under /api. */
export async function app(instance: FastifyInstance, { db }: AppOptions) {
  instance.addSchema(ErrorResponse);
  for (const schema of [...swissSchemas, ...cutSchemas]) instance.addSchema(schema);
  await instance.register(swagger, {
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      info: { title: 'Pokémon TCG tournament API', version: '0.1.0', description: 'Runs events under the Pokémon DCI Floor Rules, 2003 season.' },
    },
  });
  await instance.register(swaggerUi, { routePrefix: '/api/docs' });
  await instance.register(errors);
  instance.get('/api/openapi.json', { schema: { hide: true } }, async () => instance.swagger());
  await instance.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(cardRoutes, { db });
      await api.register(deckRoutes, { db });
      await api.register(formatRoutes, { db });
      await api.register(eventRoutes, { db });
      await api.register(playerRoutes, { db });
      await api.register(roundRoutes, { db });
      await api.register(matchRoutes, { db });
      await api.register(standingsRoutes, { db });
      await api.register(topCutRoutes, { db });
      await api.register(podRoutes, { db });
      await api.register(rochesterRoutes);
      await api.register(teamRoutes, { db });
    },
    { prefix: '/api' },
  );
}

export interface BuildOptions extends AppOptions {
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
}

/** A ready-to-listen Fastify instance; tests call `inject()` on it. */
export async function buildApp({ db, logger = false, bodyLimit = 1_048_576 }: BuildOptions) {
  const instance = Fastify({
    logger,
    bodyLimit,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  await instance.register(app, { db });
  await instance.ready();
  return instance;
}
