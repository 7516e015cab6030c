// After each restart of the crash test (#18): every acknowledged write is in the database, and nothing is half-written.
import pg from 'pg';
import type { Acknowledged } from './workload.ts';

const queries = {
  /** Rounds that do not seat every registered player exactly once (a round is written with all its matches or not at all). */
  partialRounds: `
    SELECT r."eventId", r.number, count(m.id)::int AS matches
    FROM "Round" r LEFT JOIN "Match" m ON m."roundId" = r.id
    GROUP BY r.id
    HAVING count(m."playerAId") + count(m."playerBId") <> (SELECT count(*) FROM "Registration" g WHERE g."eventId" = r."eventId")
        OR count(DISTINCT m."playerAId") + count(DISTINCT m."playerBId") <> count(m."playerAId") + count(m."playerBId")`,
  /** A round without its `round.pair` audit entry, or an entry without its round. */
  roundsVsAudit: `
    SELECT coalesce(r."eventId", a."eventId") AS "eventId", coalesce(r.number, (a.after->>'round')::int) AS number
    FROM "Round" r FULL JOIN (SELECT * FROM "AuditEntry" WHERE action = 'round.pair') a ON a."eventId" = r."eventId" AND (a.after->>'round')::int = r.number
    WHERE r.id IS NULL OR a.id IS NULL`,
  /** A published round without its `round.publish` entry or its snapshot, or the other way round. */
  publishedVsAudit: `
    SELECT r."eventId", r.number, r."publishedAt",
      (SELECT count(*) FROM "AuditEntry" a WHERE a."eventId" = r."eventId" AND a.action = 'round.publish' AND (a.after->>'round')::int = r.number)::int AS entries
    FROM "Round" r
    WHERE (r."publishedAt" IS NOT NULL) <> EXISTS (SELECT 1 FROM "AuditEntry" a WHERE a."eventId" = r."eventId" AND a.action = 'round.publish' AND (a.after->>'round')::int = r.number)
       OR (SELECT count(*) FROM "AuditEntry" a WHERE a."eventId" = r."eventId" AND a.action = 'round.publish' AND (a.after->>'round')::int = r.number) > 1`,
  /** A result without exactly one `result.report` entry, or a result without its games. */
  resultsVsAudit: `
    SELECT r."eventId", r.number, m."tableNumber", m."reportedAt", count(a.id)::int AS entries
    FROM "Match" m JOIN "Round" r ON r.id = m."roundId"
    LEFT JOIN "AuditEntry" a ON a."eventId" = r."eventId" AND a.action = 'result.report' AND (a.after->>'round')::int = r.number AND (a.after->>'table')::int = m."tableNumber"
    WHERE m."playerBId" IS NOT NULL
    GROUP BY r.id, m.id
    HAVING count(a.id) <> (CASE WHEN m."reportedAt" IS NULL THEN 0 ELSE 1 END)
        OR (m."reportedAt" IS NOT NULL) <> EXISTS (SELECT 1 FROM "Game" g WHERE g."matchId" = m.id)`,
  /** A `result.report` entry whose match has no result (or is gone). */
  resultEntriesWithoutResult: `
    SELECT a."eventId", a.after->>'round' AS round, a.after->>'table' AS "table"
    FROM "AuditEntry" a
    WHERE a.action = 'result.report' AND NOT EXISTS (
      SELECT 1 FROM "Match" m JOIN "Round" r ON r.id = m."roundId"
      WHERE r."eventId" = a."eventId" AND r.number = (a.after->>'round')::int AND m."tableNumber" = (a.after->>'table')::int AND m."reportedAt" IS NOT NULL)`,
  /** A registration without its `player.register` entry, or an entry without its registration. */
  registrationsVsAudit: `
    SELECT coalesce(g."eventId", a."eventId") AS "eventId", coalesce(g."playerId"::text, a.after->>'id') AS player
    FROM "Registration" g FULL JOIN (SELECT * FROM "AuditEntry" WHERE action = 'player.register') a ON a."eventId" = g."eventId" AND a.after->>'id' = g."playerId"::text
    WHERE g.id IS NULL OR a.id IS NULL`,
};

export interface CheckResult {
  /** Acknowledged writes not found, in words. */
  lost: string[];
  /** Half-written things, in words. */
  partial: string[];
}

async function missingAcknowledged(client: pg.Client, ack: Acknowledged): Promise<string[]> {
  const lost: string[] = [];
  const registered = new Set(
    (await client.query<{ id: string }>(`SELECT "eventId" || '/' || "playerId" AS id FROM "Registration"`)).rows.map(
      (r) => r.id,
    ),
  );
  for (const r of ack.registrations)
    if (!registered.has(`${r.eventId}/${r.playerId}`)) lost.push(`registration ${r.playerId}`);
  const rounds = new Map(
    (
      await client.query<{ key: string; matches: number; published: boolean }>(
        `SELECT r."eventId" || '/' || r.number AS key, count(m.id)::int AS matches, r."publishedAt" IS NOT NULL AS published FROM "Round" r LEFT JOIN "Match" m ON m."roundId" = r.id GROUP BY r.id`,
      )
    ).rows.map((r) => [r.key, r]),
  );
  for (const r of ack.rounds)
    if (rounds.get(`${r.eventId}/${r.number}`)?.matches !== r.matches)
      lost.push(`round ${r.number} of ${r.eventId} with ${r.matches} matches`);
  for (const r of ack.published)
    if (!rounds.get(`${r.eventId}/${r.number}`)?.published) lost.push(`publishing round ${r.number} of ${r.eventId}`);
  const results = new Map(
    (
      await client.query<{ id: string; winner: string }>(`SELECT "matchId" AS id, "winnerId" AS winner FROM "Game"`)
    ).rows.map((g) => [g.id, g.winner]),
  );
  for (const r of ack.results) if (results.get(r.matchId) !== r.winner) lost.push(`result of match ${r.matchId}`);
  return lost;
}

/** Reads the database at `url` once the restarted server answers again. */
export async function checkDatabase(url: string, ack: Acknowledged): Promise<CheckResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const partial: string[] = [];
    for (const [name, sql] of Object.entries(queries)) {
      for (const row of (await client.query(sql)).rows) partial.push(`${name}: ${JSON.stringify(row)}`);
    }
    return { lost: await missingAcknowledged(client, ack), partial };
  } finally {
    await client.end();
  }
}
