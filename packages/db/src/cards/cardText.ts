// 202: what the database adds to the built-in facts: the imported sets and each card's full text.
import type { PrismaClient } from '../generated/prisma/client.ts';

export interface ImportedSet {
  id: string;
  name: string;
  code: string | null;
  releaseDate: string;
  cards: number;
}

export function cardTextRepository(prisma: PrismaClient) {
  return {
    /** The card's object as the catalog directory had it, or null when no import brought it. */
    async text(id: string): Promise<Record<string, unknown> | null> {
      const row = await prisma.card.findUnique({ where: { id }, select: { data: true } });
      return row ? (JSON.parse(row.data) as Record<string, unknown>) : null;
    },

    async sets(): Promise<ImportedSet[]> {
      const rows = await prisma.cardSet.findMany({ orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }], include: { _count: { select: { cards: true } } } });
      return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, releaseDate: r.releaseDate, cards: r._count.cards }));
    },
  };
}

export type CardTextRepository = ReturnType<typeof cardTextRepository>;
