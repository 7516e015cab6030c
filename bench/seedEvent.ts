import type { TestDatabase } from '@tcg/db/testing';

/** Players and registrations written directly: the benchmarks time what follows, not the registrations. */
export async function seedPlayers(database: TestDatabase, eventId: string, count: number, dciPrefix: string) {
  const { prisma } = database.db;
  const players = Array.from({ length: count }, (_, i) => ({
    dciNumber: `${dciPrefix}${String(i).padStart(6, '0')}`,
    firstName: 'Bench',
    lastName: `Player ${i}`,
  }));
  await prisma.player.createMany({ data: players });
  const rows = await prisma.player.findMany({
    where: { dciNumber: { in: players.map((p) => p.dciNumber) } },
    select: { id: true },
  });
  await prisma.registration.createMany({ data: rows.map((p) => ({ eventId, playerId: p.id })) });
}

/** Every table of the round won by the player in seat A, written in one statement; the last `leftOpen` tables stay without a result. */
export async function reportRound(database: TestDatabase, eventId: string, number: number, leftOpen = 0) {
  await database.db.prisma.$executeRaw`
    UPDATE "Match" m SET "version" = 1, "reportedAt" = now(), "outcome" = jsonb_build_object(
      'winner', m."playerAId", 'gamesDrawn', 0, 'decidedOnPrizes', false,
      'gameWins', jsonb_build_object(m."playerAId"::text, 1, m."playerBId"::text, 0),
      'points', jsonb_build_object(m."playerAId"::text, 3, m."playerBId"::text, 0))
    FROM "Round" r WHERE m."roundId" = r."id" AND r."eventId" = ${eventId}::uuid AND r."number" = ${number} AND m."playerBId" IS NOT NULL
      AND m."tableNumber" <= (SELECT max(o."tableNumber") FROM "Match" o WHERE o."roundId" = r."id") - ${leftOpen}`;
}
