import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import type { EnergyProvision } from '@tcg/domain/draft';
import { actorOf } from '../actor.ts';
import { type Energy, errorResponses, EventId, Product, ProductSettings } from '@tcg/contract';
import { changeProduct, readProduct } from '../services/product.ts';

/** A provided amount missing is 0, which the domain refuses naming `energy.perPlayer`. */
const energyProvision = (energy: Static<typeof Energy>): EnergyProvision =>
  energy.provided
    ? { provided: true, perPlayer: energy.perPlayer ?? 0, returnOnLeaving: energy.returnOnLeaving ?? false }
    : { provided: false };

export const productRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/product',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary:
          'A Limited event’s product and basic Energy (233–236): settings and the order for the field, by pod for the drafts',
        params: EventId,
        response: { 200: Product, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => readProduct(db.prisma, request.params.id),
  );

  app.put(
    '/events/:id/product',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['draft'],
        summary: 'Choose the product breakdown, announce basic Energy (233) and the draft sheets’ cards per phase',
        params: EventId,
        body: ProductSettings,
        response: { 200: Product, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => {
      const { energy, ...rest } = request.body;
      const input = { ...rest, ...(energy ? { energy: energyProvision(energy) } : {}) };
      return db.transaction((tx) => changeProduct(tx, request.params.id, input, actorOf(request)));
    },
  );
};
