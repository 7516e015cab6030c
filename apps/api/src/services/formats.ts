// Formats: which one an id names (a built-in one, "limited", or an organizer's stored custom format, read in the caller's
// transaction), the list and one format as their pages show them, and a new custom format.
import type { Definition, Of } from '@tcg/contract';
import { BUILT_IN_FORMATS, customFormat, findFormat, SEALED, type Format } from '@tcg/domain/format';
import { customFormatRepository, type Db, type Tx } from '@tcg/db';
import { AppError, must, RuleViolation } from '@tcg/domain/shared';
import { catalogOf } from './catalog.ts';

/** "limited" is the deck check's name for the Limited rules (231–236); Sealed Deck carries them. */
const ALIASES: Record<string, Format> = { limited: SEALED };

/** An organizer's stored custom format, checked against the catalog with imported sets; null when there is none. */
export async function houseFormat(tx: Tx, id: string): Promise<Format | null> {
  const stored = await customFormatRepository.get(tx, id);
  if (!stored) return null;
  const format = customFormat(stored.definition, await catalogOf(tx));
  return format.ok ? format.value : null;
}

/** A built-in format by id (or "limited"), else an organizer's custom format; null when neither exists. */
export const resolveFormat = async (tx: Tx, id: string | null): Promise<Format | null> =>
  id === null ? null : (ALIASES[id] ?? findFormat(id) ?? houseFormat(tx, id));

const summary = (format: Format, builtIn: boolean) => ({
  id: format.id,
  name: format.name,
  kind: format.kind,
  builtIn,
  deckSize: format.deckSize.count,
  copyLimit: format.copyLimit?.count ?? null,
  ...(format.matchDay ? { matchDay: format.matchDay } : {}),
});

/** The built-in formats (201), then the custom formats that still check against the catalog. */
export async function listFormats(db: Db) {
  const stored = await customFormatRepository.list(db.prisma);
  const catalog = await catalogOf(db.prisma);
  const customs = stored.flatMap((s) => {
    const format = customFormat(s.definition, catalog);
    return format.ok ? [{ ...summary(format.value, false), definition: s.definition }] : [];
  });
  return [...BUILT_IN_FORMATS.map((f) => summary(f, true)), ...customs];
}

/** One format with its rules as data (and a custom format's definition); FORMAT_NOT_FOUND when none has the id. */
export async function formatDetail(db: Db, id: string) {
  const format = await resolveFormat(db.prisma, id);
  if (!format) throw new AppError('FORMAT_NOT_FOUND', `No format ${id}`);
  const builtIn = BUILT_IN_FORMATS.includes(format);
  const definition = builtIn ? undefined : (await customFormatRepository.get(db.prisma, format.id))?.definition;
  return { ...summary(format, builtIn), rules: format, ...(definition === undefined ? {} : { definition }) };
}

/** A new custom (house) format, checked against the catalog; FORMAT_EXISTS when its id is taken. */
export async function createFormat(db: Db, definition: Of<typeof Definition>) {
  const format = must(customFormat(definition, await catalogOf(db.prisma)));
  const stored = await db.transaction((tx) =>
    customFormatRepository.create(tx, format.id, format.name, definition, 'organizer'),
  );
  if (!stored)
    throw new RuleViolation({
      code: 'FORMAT_EXISTS',
      field: 'id',
      message: `A custom format "${format.id}" already exists`,
    });
  return { ...summary(format, false), rules: format, definition };
}
