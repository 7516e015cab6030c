// The app's own export: every row of one event read as it is stored, and written into another installation with
// new ids (players and teams reused by DCI number and members), ids inside JSON columns and the audit trail renamed.
import { randomUUID } from 'node:crypto';
import { EVENT_EXPORT_VERSION, type EventExport, type Of } from '@tcg/contract';
import { remapIds } from '@tcg/domain/exchange';
import { writeAudit } from './audit.ts';
import { Prisma } from './generated/prisma/client.ts';
import { notFound } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

export type EventDocument = Of<typeof EventExport>;
type Row = Record<string, unknown>;

const byId = <T extends { id: string }>(rows: readonly T[]) => rows.map((r) => r.id);

/** Every row of the event, by table; rows in a stable order (creation, then id). */
async function readRows(tx: Tx, eventId: string) {
  const byEvent = { where: { eventId } };
  // By the event, not by a list of ids: 17 rounds of 4,500 players are more match ids than a statement takes.
  const ofMatches = { match: { round: { eventId } } };
  const registrations = await tx.registration.findMany({ ...byEvent, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const teamIds = registrations.flatMap((r) => (r.teamId ? [r.teamId] : []));
  const rounds = await tx.round.findMany({ ...byEvent, orderBy: { number: 'asc' } });
  const matches = await tx.match.findMany({
    where: { roundId: { in: byId(rounds) } },
    orderBy: [{ roundId: 'asc' }, { tableNumber: 'asc' }, { id: 'asc' }],
  });
  const pods = await tx.pod.findMany({ ...byEvent, orderBy: { number: 'asc' } });
  const drafts = await tx.draft.findMany({ where: { podId: { in: byId(pods) } } });
  const draftTables = await tx.draftTable.findMany({ where: { draftId: { in: byId(drafts) } } });
  const playTables = await tx.playTable.findMany({
    where: { roundId: { in: byId(rounds) } },
    orderBy: [{ roundId: 'asc' }, { number: 'asc' }],
  });
  return {
    registrations,
    players: await tx.player.findMany({ where: { registrations: { some: { eventId } } } }),
    teams: await tx.team.findMany({ where: { id: { in: teamIds } } }),
    teamMembers: await tx.teamMember.findMany({ where: { teamId: { in: teamIds } } }),
    teamNameRefusals: await tx.teamNameRefusal.findMany(byEvent),
    avoidPairs: await tx.avoidPair.findMany(byEvent),
    rounds,
    matches,
    games: await tx.game.findMany({ where: ofMatches }),
    topCuts: await tx.topCut.findMany(byEvent),
    decks: await tx.deckRegistration.findMany(byEvent),
    deckChecks: await tx.deckCheck.findMany(byEvent),
    pods,
    podSeats: await tx.podSeat.findMany({ where: { podId: { in: byId(pods) } } }),
    drafts,
    draftTables,
    draftPicks: await tx.draftPick.findMany({ where: { tableId: { in: byId(draftTables) } } }),
    pools: await tx.pool.findMany(byEvent),
    redrafts: await tx.redraft.findMany(byEvent),
    playTables,
    playTableSeats: await tx.playTableSeat.findMany({
      where: { tableId: { in: byId(playTables) } },
      orderBy: [{ tableId: 'asc' }, { seat: 'asc' }],
    }),
    penalties: await tx.penalty.findMany({ ...byEvent, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    judgeCalls: await tx.judgeCall.findMany({
      ...byEvent,
      orderBy: [{ calledAt: 'asc' }, { round: 'asc' }, { table: 'asc' }],
    }),
    deckCheckPicks: await tx.deckCheckPick.findMany({
      ...byEvent,
      orderBy: [{ pickedAt: 'asc' }, { round: 'asc' }, { table: 'asc' }],
    }),
    selfReporting: await tx.selfReporting.findMany(byEvent),
    playerReports: await tx.playerReport.findMany({
      where: ofMatches,
      orderBy: [{ reportedAt: 'asc' }, { matchId: 'asc' }, { playerId: 'asc' }],
    }),
    auditEntries: await tx.auditEntry.findMany({ ...byEvent, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  };
}

/** Nullable JSON columns: Prisma stores a JSON null only when told which null is meant. */
const jsonNulls: Record<string, readonly string[]> = {
  event: ['divisionGroups', 'groupRounds', 'tableScoring', 'tomOrder'],
  matches: ['outcome'],
  playTables: ['result'],
  auditEntries: ['before', 'after'],
};
const withDbNulls = (table: string, rows: readonly Row[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, v === null && jsonNulls[table]?.includes(k) ? Prisma.DbNull : v]),
    ),
  );

/** The tables written, parents first. */
const ORDER = [
  ...([
    'registrations',
    'teamNameRefusals',
    'avoidPairs',
    'rounds',
    'matches',
    'games',
    'topCuts',
    'redrafts',
    'pods',
    'podSeats',
    'drafts',
    'draftTables',
    'draftPicks',
  ] as const),
  ...([
    'pools',
    'decks',
    'deckChecks',
    'playTables',
    'playTableSeats',
    'penalties',
    'judgeCalls',
    'deckCheckPicks',
    'selfReporting',
    'playerReports',
    'auditEntries',
  ] as const),
];

async function createRows(tx: Tx, table: (typeof ORDER)[number], rows: Row[]): Promise<void> {
  const data = withDbNulls(table, rows) as never;
  const delegates = {
    registrations: () => tx.registration.createMany({ data }),
    teamNameRefusals: () => tx.teamNameRefusal.createMany({ data }),
    avoidPairs: () => tx.avoidPair.createMany({ data }),
    rounds: () => tx.round.createMany({ data }),
    matches: () => tx.match.createMany({ data }),
    games: () => tx.game.createMany({ data }),
    topCuts: () => tx.topCut.createMany({ data }),
    redrafts: () => tx.redraft.createMany({ data }),
    pods: () => tx.pod.createMany({ data }),
    podSeats: () => tx.podSeat.createMany({ data }),
    drafts: () => tx.draft.createMany({ data }),
    draftTables: () => tx.draftTable.createMany({ data }),
    draftPicks: () => tx.draftPick.createMany({ data }),
    pools: () => tx.pool.createMany({ data }),
    decks: () => tx.deckRegistration.createMany({ data }),
    deckChecks: () => tx.deckCheck.createMany({ data }),
    playTables: () => tx.playTable.createMany({ data }),
    playTableSeats: () => tx.playTableSeat.createMany({ data }),
    penalties: () => tx.penalty.createMany({ data }),
    judgeCalls: () => tx.judgeCall.createMany({ data }),
    deckCheckPicks: () => tx.deckCheckPick.createMany({ data }),
    selfReporting: () => tx.selfReporting.createMany({ data }),
    playerReports: () => tx.playerReport.createMany({ data }),
    auditEntries: () => tx.auditEntry.createMany({ data }),
  };
  if (rows.length > 0) await delegates[table]();
}

/** New ids for every row (a registration's player too: its name and DCI number belong to the event); teams already in this installation keep theirs (by members). */
async function idsFor(tx: Tx, doc: EventDocument): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const p of doc.players) ids.set(String(p.id), randomUUID());
  for (const t of doc.teams)
    ids.set(
      String(t.id),
      (await tx.team.findUnique({ where: { memberKey: String(t.memberKey) } }))?.id ?? randomUUID(),
    );
  ids.set(String(doc.event.id), randomUUID());
  for (const table of ['teamMembers', ...ORDER] as const)
    for (const row of doc[table] ?? []) if (typeof row.id === 'string') ids.set(row.id, randomUUID());
  return ids;
}

/** Each match keeps the id it had where it was exported: the players' result links printed there name it. */
const withOrigin = (matches: readonly Row[], original: readonly Row[]) =>
  matches.map((row, i) => ({ ...row, importedFrom: original[i]!.id }));

/**
 * Rows written by one statement: a 28 MiB export's tables go in pieces, each a short statement. Prisma's work on a
 * statement's arguments grows faster than its rows: 500 rows held the API's thread 200–600 ms a statement, 100 under
 * 130 ms, and the 26.7 MiB import took 35 s instead of 77 s (50 rows: 67 s, more round trips).
 */
const ROWS_PER_STATEMENT = 100;

/** Called as the import goes: once the event row exists (`created`), then with the rows written of all. */
export interface ImportProgress {
  /** `formatIds`: the house formats the import installed (none of that id was here before). */
  created(eventId: string, formatIds?: readonly string[]): Promise<void>;
  progress(done: number, total: number): Promise<void>;
}

/** Writes the event's rows under new ids and a short code of its own (the database draws it), parents first, and audits the import. */
async function writeDocument(
  tx: Tx,
  doc: EventDocument,
  ownerId: string | null,
  actor: string,
  steps: ImportProgress,
): Promise<string> {
  const ids = await idsFor(tx, doc);
  // Rows are renamed a statement's worth at a time: renaming a 28 MiB file at once held the API's thread for long.
  const renamed = <T>(rows: T): T => remapIds(rows, ids);
  const { shortCode: _taken, ...event } = renamed(doc.event);
  const eventId = String(event.id);
  const customFormats = renamed(doc.customFormats);
  const carried = customFormats.map((f) => String(f.id));
  const installed = new Set(
    (await tx.customFormat.findMany({ where: { id: { in: carried } }, select: { id: true } })).map((f) => f.id),
  );
  await tx.customFormat.createMany({ data: customFormats as never, skipDuplicates: true });
  await tx.event.create({ data: { ...withDbNulls('event', [event])[0]!, ownerId } as never });
  await steps.created(
    eventId,
    carried.filter((id) => !installed.has(id)),
  );
  const total = ORDER.reduce((sum, table) => sum + (doc[table]?.length ?? 0), doc.players.length);
  for (let i = 0; i < doc.players.length; i += ROWS_PER_STATEMENT) {
    await tx.player.createMany({
      data: renamed(doc.players.slice(i, i + ROWS_PER_STATEMENT)) as never,
      skipDuplicates: true,
    });
  }
  await tx.team.createMany({ data: renamed(doc.teams) as never, skipDuplicates: true });
  await tx.teamMember.createMany({ data: renamed(doc.teamMembers) as never, skipDuplicates: true });
  let done = doc.players.length;
  for (const table of ORDER) {
    const rows = doc[table] ?? [];
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const original = rows.slice(i, i + ROWS_PER_STATEMENT);
      await createRows(tx, table, table === 'matches' ? withOrigin(renamed(original), original) : renamed(original));
      done += original.length;
      await steps.progress(done, total);
    }
  }
  await writeAudit(tx, eventId, actor, 'event.import', {
    after: { format: doc.format, version: doc.version, exportedAt: doc.exportedAt, from: doc.event.id },
  });
  return eventId;
}

export const eventExportRepository = {
  async read(tx: Tx, eventId: string, exportedAt: Date): Promise<EventDocument> {
    const event = await tx.event.findUnique({ where: { id: eventId } });
    if (!event) throw notFound('event', eventId);
    const rows = await readRows(tx, eventId);
    const customFormats = event.format === null ? [] : await tx.customFormat.findMany({ where: { id: event.format } });
    const { ownerId: _owner, ...settings } = event;
    return JSON.parse(
      JSON.stringify({
        format: 'tcg-event',
        version: EVENT_EXPORT_VERSION,
        exportedAt: exportedAt.toISOString(),
        event: settings,
        ...rows,
        customFormats,
      }),
    ) as EventDocument;
  },

  /** Writes the event under new ids, owned by `ownerId`, and audits the import; answers the new event's id, or null when its rows do not fit together. */
  async write(
    tx: Tx,
    doc: EventDocument,
    ownerId: string | null,
    actor: string,
    steps: ImportProgress,
  ): Promise<string | null> {
    try {
      return await writeDocument(tx, doc, ownerId, actor, steps);
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError || error instanceof Prisma.PrismaClientValidationError)
        return null;
      throw error;
    }
  },
};
