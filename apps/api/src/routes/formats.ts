import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUILT_IN_FORMATS, customFormat, type Format } from '@tcg/domain/format';
import { AppError, must, RuleViolation } from '@tcg/domain/shared';
import { customFormatRepository as custom, type Db } from '@tcg/db';
import { Definition, errorResponses } from '@tcg/contract';
import { catalogOf } from '../services/catalog.ts';
import { resolveFormat } from '../services/formats.ts';

const summary = (format: Format, builtIn: boolean) => ({
  id: format.id,
  name: format.name,
  kind: format.kind,
  builtIn,
  deckSize: format.deckSize.count,
  copyLimit: format.copyLimit?.count ?? null,
  ...(format.matchDay ? { matchDay: format.matchDay } : {}),
});

export const formatRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {

  app.get(
    '/formats',
    { config: { access: 'public' }, schema: { tags: ['formats'], summary: 'Built-in formats (201) and custom formats', response: { 200: Type.Array(Type.Ref('FormatSummary')) } } },
    async () => {
      const stored = await custom.list(db.prisma);
      const catalog = await catalogOf(db.prisma);
      const customs = stored.flatMap((s) => {
        const format = customFormat(s.definition, catalog);
        return format.ok ? [{ ...summary(format.value, false), definition: s.definition }] : [];
      });
      return [...BUILT_IN_FORMATS.map((f) => summary(f, true)), ...customs];
    },
  );

  app.get(
    '/formats/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['formats'],
        summary: 'One format with its rules as data ("limited" is Sealed Deck)',
        params: Type.Object({ id: Type.String({ maxLength: 60 }) }),
        response: { 200: Type.Ref('FormatDetail'), 404: errorResponses[404] },
      },
    },
    async (request) => {
      const format = await resolveFormat(db.prisma, request.params.id);
      if (!format) throw new AppError('FORMAT_NOT_FOUND', `No format ${request.params.id}`);
      const builtIn = BUILT_IN_FORMATS.includes(format);
      const definition = builtIn ? undefined : (await custom.get(db.prisma, format.id))?.definition;
      return { ...summary(format, builtIn), rules: format, ...(definition === undefined ? {} : { definition }) };
    },
  );

  app.post(
    '/formats',
    {
      config: { access: 'account' },
      schema: {
        tags: ['formats'],
        summary: 'Define a custom (house) format',
        body: Definition,
        response: { 201: Type.Ref('FormatDetail'), 400: errorResponses[400], 409: errorResponses[409], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const format = must(customFormat(request.body, await catalogOf(db.prisma)));
      const stored = await db.transaction((tx) => custom.create(tx, format.id, format.name, request.body, 'organizer'));
      if (!stored) throw new RuleViolation({ code: 'FORMAT_EXISTS', field: 'id', message: `A custom format "${format.id}" already exists` });
      return reply.status(201).send({ ...summary(format, false), rules: format, definition: request.body });
    },
  );
};
