// Snapshots of an event (#18): every row of the event, read and written back by the database itself as one JSON
// document, ids and all, so a restore brings back exactly what was there. Restoring never touches the audit trail
// (append-only), the event's owner, staff, invitations or privacy, nor its other snapshots.
import { randomUUID } from 'node:crypto';
import type { EventContents, RestoreLoss } from '@tcg/domain/event';
import { writeAudit } from './audit.ts';
import { removeUnusedPlayers } from './events.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

const EVENT = '$1::uuid';
const ROUNDS = `SELECT "id" FROM "Round" WHERE "eventId" = ${EVENT}`;
const MATCHES = `SELECT "id" FROM "Match" WHERE "roundId" IN (${ROUNDS})`;
const PODS = `SELECT "id" FROM "Pod" WHERE "eventId" = ${EVENT}`;
const DRAFT_TABLES = `SELECT "id" FROM "DraftTable" WHERE "draftId" IN (SELECT "id" FROM "Draft" WHERE "podId" IN (${PODS}))`;
const TEAMS = `SELECT "teamId" FROM "Registration" WHERE "eventId" = ${EVENT}`;
const byEvent = `"eventId" = ${EVENT}`;

/** Rows other events may share: written back when missing, never removed or changed by a restore. */
const SHARED = [
  [
    'Player',
    `"id" IN (SELECT "playerId" FROM "Registration" WHERE ${byEvent} UNION SELECT "playerId" FROM "TeamMember" WHERE "teamId" IN (${TEAMS}))`,
  ],
  ['Team', `"id" IN (${TEAMS})`],
  ['TeamMember', `"teamId" IN (${TEAMS})`],
] as const;

/** The event's own tables, parents first, each with the condition that picks the event's rows. */
export const EVENT_TABLES = [
  ['Registration', byEvent],
  ['AvoidPair', byEvent],
  ['TeamNameRefusal', byEvent],
  ['SelfReporting', byEvent],
  ['Round', byEvent],
  ['Match', `"roundId" IN (${ROUNDS})`],
  ['Game', `"matchId" IN (${MATCHES})`],
  ['PlayerReport', `"matchId" IN (${MATCHES})`],
  ['PlayTable', `"roundId" IN (${ROUNDS})`],
  ['PlayTableSeat', `"tableId" IN (SELECT "id" FROM "PlayTable" WHERE "roundId" IN (${ROUNDS}))`],
  ['TopCut', byEvent],
  ['Redraft', byEvent],
  ['Pod', byEvent],
  ['PodSeat', `"podId" IN (${PODS})`],
  ['Draft', `"podId" IN (${PODS})`],
  ['DraftTable', `"draftId" IN (SELECT "id" FROM "Draft" WHERE "podId" IN (${PODS}))`],
  ['DraftPick', `"tableId" IN (${DRAFT_TABLES})`],
  ['Pool', byEvent],
  ['DeckRegistration', byEvent],
  ['DeckCheck', byEvent],
  ['Penalty', byEvent],
  ['JudgeCall', byEvent],
  ['DeckCheckPick', byEvent],
] as const;

/** Who may see and run the event, not what happened in it: a restore leaves these Event columns as they are. */
const EVENT_KEEPS: readonly string[] = ['id', 'ownerId', 'private'];

const rowsOf = (table: string, where: string) =>
  `(SELECT coalesce(array_to_json(array_agg(t)), '[]'::json) FROM "${table}" t WHERE ${where})`;
const rowsBy = (tables: readonly (readonly [string, string])[]) =>
  `json_build_object(${tables.map(([table, where]) => `'${table}', ${rowsOf(table, where)}`).join(', ')})`;

/**
 * The event's document, read in one statement ($1: the event's id) as JSON text and stored as built: parsing it into
 * jsonb took longer than building it (#33).
 */
const DOCUMENT = `json_build_object('format', 'tcg-event-snapshot', 'version', 1, 'event', (SELECT to_json(e) FROM "Event" e WHERE "id" = ${EVENT}), 'rows', ${rowsBy([...SHARED, ...EVENT_TABLES])})`;
const STORED = (path: string) =>
  `(SELECT "document"->${path} FROM "EventSnapshot" WHERE "eventId" = ${EVENT} AND "id" = $2::uuid)`;
const CHECKSUM = (document: string) => `encode(sha256(convert_to(${document}::text, 'UTF8')), 'hex')`;

/** What a restore can lose, as rows of one kind each, from a `rows` object of either the event now or a snapshot. */
const contentsSql = (rows: string) => `
  WITH d AS (SELECT ${rows} AS rows)
  SELECT 'round' AS kind, r."id"::text AS id, r."number" AS n, NULL::boolean AS out FROM d, json_to_recordset(d.rows->'Round') AS r("id" uuid, "number" int)
  UNION ALL SELECT 'result', m."id"::text, m."version", NULL FROM d, json_to_recordset(d.rows->'Match') AS m("id" uuid, "version" int, "outcome" json) WHERE m."outcome" IS NOT NULL
  UNION ALL SELECT 'result', t."id"::text, t."version", NULL FROM d, json_to_recordset(d.rows->'PlayTable') AS t("id" uuid, "version" int, "result" json) WHERE t."result" IS NOT NULL
  UNION ALL SELECT 'entry', g."id"::text, NULL, g."droppedAfterRound" IS NOT NULL OR g."disqualified" FROM d, json_to_recordset(d.rows->'Registration') AS g("id" uuid, "droppedAfterRound" int, "disqualified" boolean)
  UNION ALL SELECT 'penalty', p."id"::text, NULL, NULL FROM d, json_to_recordset(d.rows->'Penalty') AS p("id" uuid)`;

const LOSABLE = EVENT_TABLES.filter(([table]) =>
  ['Round', 'Match', 'PlayTable', 'Registration', 'Penalty'].includes(table),
);

type ContentRow = { kind: 'round' | 'result' | 'entry' | 'penalty'; id: string; n: number | null; out: boolean | null };

function contentsOf(rows: ContentRow[]): EventContents {
  const of = (kind: ContentRow['kind']) => rows.filter((r) => r.kind === kind);
  return {
    rounds: of('round').map((r) => ({ id: r.id, number: r.n! })),
    results: of('result').map((r) => ({ id: r.id, version: r.n! })),
    entries: of('entry').map((r) => ({ id: r.id, out: r.out! })),
    penalties: of('penalty').map((r) => r.id),
  };
}

export interface SnapshotRecord {
  id: string;
  round: number;
  takenAt: Date;
  /** The document's length in bytes. */
  size: number;
}

const listed = { id: true, round: true, takenAt: true, size: true } as const;

export const eventSnapshotRepository = {
  /** Stores the event as it is now, taken as round `round` is published. */
  async take(tx: Tx, eventId: string, round: number): Promise<void> {
    await tx.$executeRawUnsafe(
      // MATERIALIZED: a plain subquery is folded into its uses, building the whole event's document each time.
      `WITH t AS MATERIALIZED (SELECT ${DOCUMENT} AS d)
       INSERT INTO "EventSnapshot" ("id", "eventId", "round", "document", "checksum", "size")
       SELECT $2::uuid, ${EVENT}, $3, d, ${CHECKSUM('d')}, octet_length(d::text) FROM t`,
      eventId,
      randomUUID(),
      round,
    );
  },

  /** The event's snapshots, newest first. */
  async list(tx: Tx, eventId: string): Promise<SnapshotRecord[]> {
    return tx.eventSnapshot.findMany({
      where: { eventId },
      select: listed,
      orderBy: [{ takenAt: 'desc' }, { round: 'desc' }],
    });
  },

  /** One snapshot of the event, and whether its document still has the checksum it was stored with; null when there is none. */
  async get(tx: Tx, eventId: string, snapshotId: string): Promise<(SnapshotRecord & { intact: boolean }) | null> {
    const rows = await tx.$queryRawUnsafe<(SnapshotRecord & { intact: boolean })[]>(
      `SELECT "id"::text, "round", "takenAt", "size", ${CHECKSUM('"document"')} = "checksum" AS intact FROM "EventSnapshot" WHERE "eventId" = ${EVENT} AND "id" = $2::uuid`,
      eventId,
      snapshotId,
    );
    return rows[0] ?? null;
  },

  async remove(tx: Tx, ids: readonly string[]): Promise<void> {
    await tx.eventSnapshot.deleteMany({ where: { id: { in: [...ids] } } });
  },

  /** What of the event a restore can lose: now, or (`snapshotId`) as the snapshot has it. */
  async contents(tx: Tx, eventId: string, snapshotId?: string): Promise<EventContents> {
    const rows = snapshotId === undefined ? rowsBy(LOSABLE) : STORED(`'rows'`);
    return contentsOf(
      await tx.$queryRawUnsafe<ContentRow[]>(
        contentsSql(rows),
        eventId,
        ...(snapshotId === undefined ? [] : [snapshotId]),
      ),
    );
  },

  /** Replaces the event's rows with the snapshot's, under the same ids; players left registered nowhere go. Audited with what was lost. */
  async restore(
    tx: Tx,
    eventId: string,
    snapshot: SnapshotRecord & { loss: RestoreLoss; lost: string },
    actor: string,
  ): Promise<void> {
    const snapshotId = snapshot.id;
    const registered = (await tx.registration.findMany({ where: { eventId }, select: { playerId: true } })).map(
      (r) => r.playerId,
    );
    for (const [table, where] of [...EVENT_TABLES].reverse())
      await tx.$executeRawUnsafe(`DELETE FROM "${table}" WHERE ${where}`, eventId);
    const rows = (table: string) => `json_populate_recordset(NULL::"${table}", ${STORED(`'rows'->'${table}'`)})`;
    for (const [table] of SHARED)
      await tx.$executeRawUnsafe(
        `INSERT INTO "${table}" SELECT * FROM ${rows(table)} ON CONFLICT DO NOTHING`,
        eventId,
        snapshotId,
      );
    for (const [table] of EVENT_TABLES)
      await tx.$executeRawUnsafe(`INSERT INTO "${table}" SELECT * FROM ${rows(table)}`, eventId, snapshotId);
    const columns = Object.values(Prisma.EventScalarFieldEnum).filter((column) => !EVENT_KEEPS.includes(column));
    await tx.$executeRawUnsafe(
      `UPDATE "Event" e SET ${columns.map((c) => `"${c}" = s."${c}"`).join(', ')} FROM json_populate_record(NULL::"Event", ${STORED(`'event'`)}) s WHERE e."id" = ${EVENT}`,
      eventId,
      snapshotId,
    );
    await removeUnusedPlayers(tx, registered);
    const { loss, lost, round, takenAt } = snapshot;
    await writeAudit(tx, eventId, actor, 'event.restore', {
      before: { loss, lost },
      after: { snapshotId, round, takenAt: takenAt.toISOString() },
    });
  },
};
