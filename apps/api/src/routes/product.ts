import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import type { EnergyProvision } from '@tcg/domain/draft';
import { actorOf } from '../actor.ts';
import { type Energy } from '@tcg/contract';
import { changeProduct, readProduct } from '../services/product.ts';

/** A provided amount missing is 0, which the domain refuses naming `energy.perPlayer`. */
const energyProvision = (energy: Static<typeof Energy>): EnergyProvision =>
  energy.provided
    ? { provided: true, perPlayer: energy.perPlayer ?? 0, returnOnLeaving: energy.returnOnLeaving ?? false }
    : { provided: false };

export const productRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/product'),
    handler: async (request) => readProduct(db.prisma, request.params.id),
  });

  app.route({
    ...served('PUT /events/:id/product'),
    handler: async (request) => {
      const { energy, ...rest } = request.body;
      const input = { ...rest, ...(energy ? { energy: energyProvision(energy) } : {}) };
      return db.transaction((tx) => changeProduct(tx, request.params.id, input, actorOf(request)));
    },
  });
};
