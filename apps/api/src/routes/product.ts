import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { productRepository, type Db } from '@tcg/db';
import type { EnergyProvision } from '@tcg/domain/draft';
import { errorResponses } from '../schemas.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const EventId = Type.Object({ id: Uuid });

const Energy = Type.Object(
  {
    provided: Type.Boolean({ description: 'Whether the organizer provides basic Energy (233), announced before and during registration.' }),
    perPlayer: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Basic Energy cards each player gets, the same for everyone.' })),
    returnOnLeaving: Type.Optional(Type.Boolean({ description: 'Players return their basic Energy when they leave.' })),
  },
  { additionalProperties: false },
);

const ProductSettings = Type.Object(
  {
    breakdown: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'A breakdown the format’s section suggests (234–236), e.g. "gym1+gym2".' })),
    energy: Type.Optional(Energy),
    cardsPerPhase: Type.Optional(Type.Integer({ description: 'Cards printed per Rochester phase on the draft sheets (default 22: two packs; the rules give no pack size).' })),
  },
  { additionalProperties: false },
);

const PackCount = Type.Object({ set: Type.String(), packs: Type.Integer() });
const Order = Type.Object({
  format: Type.String(),
  breakdown: Type.String(),
  players: Type.Integer(),
  packsPerPlayer: Type.Integer(),
  bySet: Type.Array(PackCount),
  totalPacks: Type.Integer(),
});

const Product = Type.Object({
  format: Type.String(),
  breakdown: Type.String(),
  energy: Type.Union([
    Type.Null(),
    Type.Object({ provided: Type.Boolean(), perPlayer: Type.Optional(Type.Integer()), returnOnLeaving: Type.Optional(Type.Boolean()) }),
  ]),
  cardsPerPhase: Type.Integer(),
  total: Order,
  pods: Type.Array(Type.Object({ number: Type.Integer(), order: Order })),
  basicEnergy: Type.Integer({ description: 'Basic Energy cards to have on hand (0 when not provided).' }),
});

/** A provided amount missing is 0, which the domain refuses naming `energy.perPlayer`. */
const energyProvision = (energy: Static<typeof Energy>): EnergyProvision =>
  energy.provided ? { provided: true, perPlayer: energy.perPlayer ?? 0, returnOnLeaving: energy.returnOnLeaving ?? false } : { provided: false };

export const productRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const product = productRepository(db.prisma);

  app.get(
    '/events/:id/product',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary: 'A Limited event’s product and basic Energy (233–236): settings and the order for the field, by pod for the drafts',
        params: EventId,
        response: { 200: Product, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => product.get(request.params.id),
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
      return product.update(request.params.id, { ...rest, ...(energy ? { energy: energyProvision(energy) } : {}) }, actorOf(request));
    },
  );
};
