// Tables picked for deck checks (216): load, save and audit; the domain decides the draw and the minutes.
import type { DeckCheckPickRecord, Of } from '@tcg/contract';
import { notFound } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import type { DeckCheckPick as Row } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type PickView = Of<typeof DeckCheckPickRecord>;

const toPick = (row: Row): PickView => ({
  id: row.id,
  round: row.round,
  table: row.table,
  matchId: row.matchId,
  seed: row.seed,
  allowanceMinutes: row.allowanceMinutes,
  pickedBy: row.pickedBy,
  pickedAt: row.pickedAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  creditedMinutes: row.creditedMinutes,
});

export const deckCheckPickRepository = {
  async list(tx: Tx, eventId: string): Promise<PickView[]> {
    return (
      await tx.deckCheckPick.findMany({ where: { eventId }, orderBy: [{ pickedAt: 'asc' }, { table: 'asc' }] })
    ).map(toPick);
  },

  async get(tx: Tx, eventId: string, id: string): Promise<PickView> {
    const row = await tx.deckCheckPick.findFirst({ where: { id, eventId } });
    if (!row) throw notFound('deck check', id, `No deck check pick ${id} in this event.`);
    return toPick(row);
  },

  async create(
    tx: Tx,
    eventId: string,
    picks: { round: number; table: number; matchId: string }[],
    draw: { seed: number | null; allowanceMinutes: number },
    actor: string,
  ): Promise<PickView[]> {
    const created: PickView[] = [];
    for (const pick of picks)
      created.push(toPick(await tx.deckCheckPick.create({ data: { eventId, ...pick, ...draw, pickedBy: actor } })));
    await writeAudit(tx, eventId, actor, 'deckCheck.pick', { after: { tables: picks.map((p) => p.table), ...draw } });
    return created;
  },

  async start(tx: Tx, eventId: string, pick: PickView, at: string, actor: string): Promise<PickView> {
    const row = await tx.deckCheckPick.update({ where: { id: pick.id }, data: { startedAt: at } });
    await writeAudit(tx, eventId, actor, 'deckCheck.start', { after: { table: pick.table, round: pick.round } });
    return toPick(row);
  },

  /** The check's end; the minutes are stored through the match's extension by the caller (216). */
  async finish(tx: Tx, pick: PickView, at: string, minutes: number): Promise<PickView> {
    return toPick(
      await tx.deckCheckPick.update({ where: { id: pick.id }, data: { finishedAt: at, creditedMinutes: minutes } }),
    );
  },
};
