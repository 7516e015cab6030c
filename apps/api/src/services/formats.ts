// Which format an id names: a built-in one, "limited", or an organizer's stored custom format, read in the caller's transaction.
import { customFormat, findFormat, SEALED, type Format } from '@tcg/domain/format';
import { customFormatRepository, type Tx } from '@tcg/db';
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
export const resolveFormat = async (tx: Tx, id: string | null): Promise<Format | null> => (id === null ? null : (ALIASES[id] ?? findFormat(id) ?? houseFormat(tx, id)));
