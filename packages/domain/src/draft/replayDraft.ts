import { ok, type Result } from '../shared/error.ts';
import { layOut, pick, startDraft, timeoutPick, type DraftSettings, type PickState } from './pickState.ts';

export interface RecordedTable {
  cards: number;
  laidOutAtMs: number;
  picks: readonly { seat: number; card: number; atMs: number; oldestCardGiven: boolean }[];
}

/** Appendix A 4–7: a recorded draft's state, every table and pick applied again in order. */
export function replayDraft(settings: DraftSettings, tables: readonly RecordedTable[]): Result<PickState> {
  let state = startDraft(settings);
  for (const table of tables) {
    if (!state.ok) return state;
    state = layOut(state.value, table.cards, table.laidOutAtMs);
    for (const p of table.picks) {
      if (!state.ok) return state;
      state = p.oldestCardGiven ? timeoutPick(state.value, p.atMs) : pick(state.value, p.seat, p.card, p.atMs);
    }
  }
  return state.ok ? ok(state.value) : state;
}
