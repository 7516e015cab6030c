// The full catalog with card text, loaded from a pokemon-tcg-data directory; one transaction, so a failed import changes nothing.
import type { CatalogSet } from '@tcg/domain/catalog';
import type { CatalogSource } from './catalogSource.ts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

export interface ImportCounts {
  added: number;
  changed: number;
  unchanged: number;
}

export interface ImportSummary {
  sets: ImportCounts;
  cards: ImportCounts;
}

type SetRow = CatalogSet & { data: string };

interface CardRow {
  id: string;
  setId: string;
  number: string;
  name: string;
  supertype: string;
  subtypes: unknown;
  level: string | null;
  hp: number | null;
  types: unknown;
  evolvesFrom: string | null;
  fingerprint: string;
  data: string;
}

/** A card without types is stored as SQL NULL, which Prisma spells DbNull for a Json column. */
const cardInput = (row: CardRow) => ({
  ...row,
  subtypes: row.subtypes as Prisma.InputJsonValue,
  types: row.types === null ? Prisma.DbNull : (row.types as Prisma.InputJsonValue),
});

/** Rows in a fixed shape, so stored and incoming rows compare field by field. */
const setRows = (source: CatalogSource): SetRow[] =>
  source.sets.map(({ set, raw }) => ({
    id: set.id,
    name: set.name,
    code: set.code,
    releaseDate: set.releaseDate,
    printedTotal: set.printedTotal,
    total: set.total,
    data: JSON.stringify(raw),
  }));

const cardRows = (source: CatalogSource): CardRow[] =>
  source.cards.map(({ card, raw }) => ({
    id: card.id,
    setId: card.set,
    number: card.number,
    name: card.name,
    supertype: card.supertype,
    subtypes: card.subtypes,
    level: card.level ?? null,
    hp: card.hp ?? null,
    types: card.types ?? null,
    evolvesFrom: card.evolvesFrom ?? null,
    fingerprint: card.fingerprint,
    data: JSON.stringify(raw),
  }));

const SET_FIELDS = ['name', 'code', 'releaseDate', 'printedTotal', 'total', 'data'] as const;
const CARD_FIELDS = [
  'setId',
  'number',
  'name',
  'supertype',
  'subtypes',
  'level',
  'hp',
  'types',
  'evolvesFrom',
  'fingerprint',
  'data',
] as const;

function same<T extends object>(stored: T, incoming: T, fields: readonly (keyof T)[]): boolean {
  return fields.every((field) => JSON.stringify(stored[field] ?? null) === JSON.stringify(incoming[field] ?? null));
}

interface Diff<T> {
  added: T[];
  changed: T[];
  unchanged: number;
}

function diff<T extends { id: string }>(
  stored: readonly T[],
  incoming: readonly T[],
  fields: readonly (keyof T)[],
): Diff<T> {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const result: Diff<T> = { added: [], changed: [], unchanged: 0 };
  for (const row of incoming) {
    const old = byId.get(row.id);
    if (!old) result.added.push(row);
    else if (!same(old, row, fields)) result.changed.push(row);
    else result.unchanged++;
  }
  return result;
}

const counts = <T>(d: Diff<T>): ImportCounts => ({
  added: d.added.length,
  changed: d.changed.length,
  unchanged: d.unchanged,
});

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Upserts every set and card of the source; running it twice changes nothing. Stored cards missing from the source stay. */
export async function importCatalog(prisma: PrismaClient, source: CatalogSource): Promise<ImportSummary> {
  const sets = setRows(source);
  const cards = cardRows(source);
  return prisma.$transaction(
    async (tx) => {
      const storedSets = await tx.cardSet.findMany({
        select: { id: true, name: true, code: true, releaseDate: true, printedTotal: true, total: true, data: true },
      });
      const storedCards = await tx.card.findMany({
        select: {
          id: true,
          setId: true,
          number: true,
          name: true,
          supertype: true,
          subtypes: true,
          level: true,
          hp: true,
          types: true,
          evolvesFrom: true,
          fingerprint: true,
          data: true,
        },
      });
      const setDiff = diff<SetRow>(storedSets, sets, SET_FIELDS);
      const cardDiff = diff<CardRow>(storedCards, cards, CARD_FIELDS);
      const now = new Date();
      if (setDiff.added.length > 0) await tx.cardSet.createMany({ data: setDiff.added });
      for (const { id, ...data } of setDiff.changed)
        await tx.cardSet.update({ where: { id }, data: { ...data, updatedAt: now } });
      for (const chunk of chunks(cardDiff.added, 500)) await tx.card.createMany({ data: chunk.map(cardInput) });
      for (const row of cardDiff.changed)
        await tx.card.update({ where: { id: row.id }, data: { ...cardInput(row), updatedAt: now } });
      return { sets: counts(setDiff), cards: counts(cardDiff) };
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
}
