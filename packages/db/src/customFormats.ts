// custom: an organizer's house formats, stored as the definition they were checked from.
import { findEventFormat, type FormatKind } from '@tcg/domain/event';
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';

export interface CustomFormatRecord {
  id: string;
  name: string;
  definition: unknown;
  createdAt: string;
}

const toRecord = (row: { id: string; name: string; definition: unknown; createdAt: Date }): CustomFormatRecord => ({
  id: row.id,
  name: row.name,
  definition: row.definition,
  createdAt: row.createdAt.toISOString(),
});

export function customFormatRepository(prisma: PrismaClient) {
  return {
    async list(): Promise<CustomFormatRecord[]> {
      return (await prisma.customFormat.findMany({ orderBy: { createdAt: 'asc' } })).map(toRecord);
    },

    async get(id: string): Promise<CustomFormatRecord | null> {
      const row = await prisma.customFormat.findUnique({ where: { id } });
      return row ? toRecord(row) : null;
    },

    /** Stores a checked definition with its audit entry; null when the id is taken. */
    async create(id: string, name: string, definition: unknown, actor: string): Promise<CustomFormatRecord | null> {
      return prisma.$transaction(async (tx) => {
        if (await tx.customFormat.findUnique({ where: { id }, select: { id: true } })) return null;
        const row = await tx.customFormat.create({ data: { id, name, definition: definition as Prisma.InputJsonValue } });
        await tx.auditEntry.create({ data: { actor, action: 'format.create', after: { id, name, definition } as Prisma.InputJsonValue } });
        return toRecord(row);
      });
    },
  };
}

export type CustomFormatRepository = ReturnType<typeof customFormatRepository>;

type Reader = Pick<PrismaClient, 'customFormat'>;

/** Constructed or Limited (6 or 4 Prizes, 214/232): built-in by id, a house format by its definition's `kind`. */
export async function formatKindOf(prisma: Reader, id: string): Promise<FormatKind> {
  const builtIn = findEventFormat(id);
  if (builtIn) return builtIn.kind;
  const row = await prisma.customFormat.findUnique({ where: { id }, select: { definition: true } });
  return (row?.definition as { kind?: unknown } | null)?.kind === 'limited' ? 'limited' : 'constructed';
}
