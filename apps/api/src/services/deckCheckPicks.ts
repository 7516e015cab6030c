// Deck checks the head judge picks (216): tables drawn with a recorded seed or named by hand, each check timed by the
// judge, and its time plus the allowance added to the match's extension through the extension flow.
import { deckCheckPickRepository as picks, deckRepository as decks, loadEventState, lockEvent, type Tx } from '@tcg/db';
import {
  canStartDeckCheck,
  finishDeckCheck,
  pickTablesAtRandom,
  pickTablesByHand,
  tablesToDrawFrom,
} from '@tcg/domain/judge';
import { must, seededRandom } from '@tcg/domain/shared';
import { addToExtension } from './results.ts';
import { tablesInPlay } from './tablesInPlay.ts';

export interface PickRequest {
  count?: number;
  seed?: number;
  tables?: number[];
  allowanceMinutes: number;
}

/** Picks tables still playing: `count` at random from `seed` (recorded) among tables with a list, or `tables` by hand. */
export async function pickDeckChecks(
  tx: Tx,
  eventId: string,
  request: PickRequest,
  newSeed: () => number,
  actor: string,
) {
  await lockEvent(tx, eventId);
  const { round, playing, tables } = tablesInPlay(await loadEventState(tx, eventId));
  const seed = request.tables ? null : (request.seed ?? newSeed());
  const chosen = must(
    seed === null
      ? pickTablesByHand(tables, request.tables!)
      : pickTablesAtRandom(await drawable(tx, eventId, playing), request.count ?? 1, seededRandom(seed)),
  );
  const matchAt = (table: number) => playing.find((m) => m.tableNumber === table)!.id;
  return picks.create(
    tx,
    eventId,
    chosen.map((table) => ({ round, table, matchId: matchAt(table) })),
    { seed, allowanceMinutes: request.allowanceMinutes },
    actor,
  );
}

/** The tables a random pick draws among (216): those with a registered list. */
async function drawable(tx: Tx, eventId: string, playing: ReturnType<typeof tablesInPlay>['playing']) {
  const withList = new Set((await decks.list(tx, eventId)).map((d) => d.playerId));
  return tablesToDrawFrom(
    playing.map((m) => ({ table: m.tableNumber!, players: [m.playerAId, m.playerBId!] })),
    withList,
  );
}

export async function startDeckCheck(tx: Tx, eventId: string, pickId: string, at: string, actor: string) {
  await lockEvent(tx, eventId);
  const pick = await picks.get(tx, eventId, pickId);
  must(canStartDeckCheck(pick));
  return picks.start(tx, eventId, pick, at, actor);
}

/** Ends the check and adds its minutes (rounded up) plus the allowance to the match's time extension (216: "deck check"). */
export async function finishDeckCheckAt(tx: Tx, eventId: string, pickId: string, at: string, actor: string) {
  await lockEvent(tx, eventId);
  const pick = await picks.get(tx, eventId, pickId);
  const minutes = must(finishDeckCheck(pick, at, pick.allowanceMinutes));
  await addToExtension(tx, eventId, pick.matchId, minutes, `Deck check at table ${pick.table} (216)`, actor);
  return picks.finish(tx, pick, at, minutes);
}
