// 216: the head judge picks tables for deck checks (at random among tables still playing, seeded, or by hand);
// the time a check takes, plus an allowance, is given back to the match as a time extension ("deck check").
import { fail, ok, type Result } from '../shared/error.ts';

/** `count` tables drawn with `random` (seeded by the caller) among those still playing, in table order. */
export function pickTablesAtRandom(playing: readonly number[], count: number, random: () => number): Result<number[]> {
  if (!Number.isInteger(count) || count < 1 || count > playing.length) {
    return fail('OUT_OF_RANGE', `Pick 1 to ${playing.length} of the tables still playing.`, '216', 'count');
  }
  const pool = [...playing];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return ok(pool.slice(0, count).sort((a, b) => a - b));
}

/**
 * 216: the tables a random deck check draws among: those where a player registered a list, since a check compares
 * the deck with its list; every table still playing when nobody registered one (the check is then of the deck alone).
 */
export function tablesToDrawFrom(
  playing: readonly { table: number; players: readonly string[] }[],
  withList: ReadonlySet<string>,
): number[] {
  const listed = playing.filter((t) => t.players.some((p) => withList.has(p)));
  return (withList.size === 0 ? playing : listed).map((t) => t.table);
}

/** Tables picked by hand: each still playing. */
export function pickTablesByHand(playing: readonly number[], tables: readonly number[]): Result<number[]> {
  const idle = tables.find((t) => !playing.includes(t));
  if (idle !== undefined)
    return fail('TABLE_NOT_PLAYING', `Table ${idle} has no match being played in the current round.`, '216', 'tables');
  if (tables.length === 0) return fail('OUT_OF_RANGE', 'Pick at least one table.', '216', 'tables');
  return ok([...new Set(tables)].sort((a, b) => a - b));
}

export interface DeckCheckTiming {
  table: number;
  startedAt: string | null;
  finishedAt: string | null;
}

export function canStartDeckCheck(check: DeckCheckTiming): Result<void> {
  if (check.startedAt !== null)
    return fail('DECK_CHECK_STARTED', `The deck check at table ${check.table} has started.`, '216');
  return ok(undefined);
}

/** The minutes the match gets back when the check finishes at `at`: the time it took, rounded up, plus the allowance (216). */
export function finishDeckCheck(check: DeckCheckTiming, at: string, allowanceMinutes: number): Result<number> {
  if (check.startedAt === null)
    return fail('DECK_CHECK_NOT_STARTED', `The deck check at table ${check.table} has not started.`, '216');
  if (check.finishedAt !== null)
    return fail('DECK_CHECK_FINISHED', `The deck check at table ${check.table} is finished.`, '216');
  return ok(Math.max(0, Math.ceil((Date.parse(at) - Date.parse(check.startedAt)) / 60_000)) + allowanceMinutes);
}
