// Organizers' house formats, stored as the definition they were checked from.
import { Definition, type Of } from '@tcg/contract';
import { findEventFormat, type FormatKind } from '@tcg/domain/event';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import type { CustomFormat as CustomFormatRow } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type StoredFormat = { id: string; name: string; definition: Of<typeof Definition>; createdAt: string };

const toStored = (row: CustomFormatRow): StoredFormat => ({
  id: row.id,
  name: row.name,
  definition: decode(Definition, row.definition, `definition of format ${row.id}`),
  createdAt: row.createdAt.toISOString(),
});

export const customFormatRepository = {
  async list(tx: Tx): Promise<StoredFormat[]> {
    return (await tx.customFormat.findMany({ orderBy: { createdAt: 'asc' } })).map(toStored);
  },

  async get(tx: Tx, id: string): Promise<StoredFormat | null> {
    const row = await tx.customFormat.findUnique({ where: { id } });
    return row ? toStored(row) : null;
  },

  /** Stores a checked definition with its audit entry; null when the id is taken. */
  async create(
    tx: Tx,
    id: string,
    name: string,
    definition: Of<typeof Definition>,
    actor: string,
  ): Promise<StoredFormat | null> {
    if (await tx.customFormat.findUnique({ where: { id }, select: { id: true } })) return null;
    const row = await tx.customFormat.create({ data: { id, name, definition } });
    await writeAudit(tx, null, actor, 'format.create', { after: { id, name, definition } });
    return toStored(row);
  },
};

/** Constructed or Limited: a built-in format by id, a house format by its definition's `kind`. */
export async function formatKindOf(tx: Tx, id: string | null): Promise<FormatKind> {
  if (id === null) return 'constructed';
  const builtIn = findEventFormat(id);
  if (builtIn) return builtIn.kind;
  return (await customFormatRepository.get(tx, id))?.definition.kind ?? 'constructed';
}
