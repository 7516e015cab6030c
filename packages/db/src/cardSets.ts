// Organizers' own card sets, stored as the domain checked them; the API joins them to the built-in catalog.
import { type Of, StoredCardSet } from '@tcg/contract';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import type { ImportedCardSet as Row } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type Stored = Of<typeof StoredCardSet>;

const toStored = (row: Row): Stored => decode(StoredCardSet, row.data, `imported card set ${row.id}`);

export const cardSetRepository = {
  /** Every imported set, oldest import first. */
  async list(tx: Tx): Promise<Stored[]> {
    return (await tx.importedCardSet.findMany({ orderBy: { createdAt: 'asc' } })).map(toStored);
  },

  async ids(tx: Tx): Promise<string[]> {
    return (await tx.importedCardSet.findMany({ orderBy: { createdAt: 'asc' }, select: { id: true } })).map(
      (row) => row.id,
    );
  },

  /** Stores a checked set with its audit entry; null when an imported set already has its id or code. */
  async create(tx: Tx, imported: Stored, actor: string): Promise<Stored | null> {
    const { id, code, name } = imported.set;
    const taken = await tx.importedCardSet.findFirst({
      where: { OR: [{ id }, ...(code ? [{ code }] : [])] },
      select: { id: true },
    });
    if (taken) return null;
    const row = await tx.importedCardSet.create({ data: { id, code, name, data: imported } });
    await writeAudit(tx, null, actor, 'cardSet.create', { after: { id, code, name, cards: imported.cards.length } });
    return toStored(row);
  },
};
