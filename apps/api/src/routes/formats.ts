import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { builtInCatalog } from '@tcg/domain/catalog';
import { BUILT_IN_FORMATS, customFormat, findFormat, SEALED, type Format } from '@tcg/domain/format';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { customFormatRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas/common.ts';
import { Definition, FormatDetail, FormatSummary } from '../schemas/formats.ts';

/** "limited" is the deck check's name for the Limited rules (231–236); Sealed Deck carries them. */
const ALIASES: Record<string, Format> = { limited: SEALED };

/** An organizer's stored custom format, checked against the built-in catalog; null when there is none. */
export function houseFormatResolver(db: Db) {
  const custom = customFormatRepository(db.prisma);
  return async (id: string): Promise<Format | null> => {
    const stored = await custom.get(id);
    if (!stored) return null;
    const format = customFormat(stored.definition, builtInCatalog);
    return format.ok ? format.value : null;
  };
}

/** A built-in format by id (or "limited"), else an organizer's custom format; null when neither exists. */
export function formatResolver(db: Db) {
  const house = houseFormatResolver(db);
  return async (id: string): Promise<Format | null> => ALIASES[id] ?? findFormat(id) ?? house(id);
}

export const unknownFormat = (id: string) =>
  new RuleViolation({ code: 'UNKNOWN_FORMAT', field: 'format', message: `format "${id.slice(0, 60)}" is not modified, unlimited, limited or a custom format id (201)`, section: '201' });

const summary = (format: Format, builtIn: boolean) => ({
  id: format.id,
  name: format.name,
  kind: format.kind,
  builtIn,
  deckSize: format.deckSize.count,
  copyLimit: format.copyLimit?.count ?? null,
});

export const formatRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const custom = customFormatRepository(db.prisma);
  const resolve = formatResolver(db);

  app.get(
    '/formats',
    { config: { access: 'public' }, schema: { tags: ['formats'], summary: 'Built-in formats (201) and custom formats', response: { 200: Type.Array(Type.Ref('FormatSummary')) } } },
    async () => {
      const stored = await custom.list();
      const customs = stored.flatMap((s) => {
        const format = customFormat(s.definition, builtInCatalog);
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
      const format = await resolve(request.params.id);
      if (!format) throw new AppError('FORMAT_NOT_FOUND', `No format ${request.params.id}`);
      const builtIn = BUILT_IN_FORMATS.includes(format);
      const definition = builtIn ? undefined : (await custom.get(format.id))?.definition;
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
      const checked = customFormat(request.body, builtInCatalog);
      if (!checked.ok) throw new RuleViolation(checked.error);
      const format = checked.value;
      const stored = await custom.create(format.id, format.name, request.body, 'organizer');
      if (!stored) throw new RuleViolation({ code: 'FORMAT_EXISTS', field: 'id', message: `A custom format "${format.id}" already exists` });
      return reply.status(201).send({ ...summary(format, false), rules: format, definition: request.body });
    },
  );
};
