import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/error.ts';
import { callerView } from './callerView.ts';
import { layOut, pick, startDraft, timeoutPick } from './pickState.ts';

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

const start = must(startDraft({ seats: 8, firstSeat: 1 }));
const laidOut = must(layOut(start, 20, 100_000));

describe('callerView (Appendix A 4–5)', () => {
  it('before any cards: the next Active player lays out two packs', () => {
    expect(callerView(start, 0)).toMatchObject({
      status: 'layOut',
      group: 1,
      active: 1,
      seatToPick: null,
      remainingSeconds: null,
    });
  });

  it('counts down the thirty-second review, showing who picks first', () => {
    expect(callerView(laidOut, 100_000)).toMatchObject({
      status: 'review',
      remainingSeconds: 30,
      seatToPick: 1,
      pickNumber: 1,
      cardsLeft: 20,
    });
    expect(callerView(laidOut, 129_001)).toMatchObject({ status: 'review', remainingSeconds: 1 });
  });

  it('then counts down the pick and flags "give the oldest card" when it runs out', () => {
    expect(callerView(laidOut, 130_000)).toMatchObject({ status: 'pick', remainingSeconds: 4, giveOldestCard: false });
    expect(callerView(laidOut, 133_500)).toMatchObject({ remainingSeconds: 1, giveOldestCard: false });
    expect(callerView(laidOut, 134_000)).toMatchObject({ remainingSeconds: 0, giveOldestCard: true, oldestCard: 1 });
    expect(callerView(laidOut, 140_000)).toMatchObject({ remainingSeconds: 0, giveOldestCard: true });
  });

  it('restarts the pick timer at each pick and follows the horseshoe', () => {
    const after = must(pick(laidOut, 1, 1, 132_000));
    expect(callerView(after, 133_000)).toMatchObject({
      seatToPick: 2,
      pickNumber: 2,
      remainingSeconds: 3,
      oldestCard: 2,
      cardsLeft: 19,
    });
  });

  it('shows the next Active player once the table is cleared, and the end of the draft', () => {
    let state = laidOut;
    for (let i = 1; i <= 20; i++) state = must(timeoutPick(state, 130_000 + i * 4_000));
    expect(callerView(state, 300_000)).toMatchObject({ status: 'layOut', group: 1, active: 2 });
    let small = must(startDraft({ seats: 3, firstSeat: 1 }));
    for (let phase = 0; phase < 9; phase++) small = must(timeoutPick(must(layOut(small, 1, 0)), 34_000));
    expect(callerView(small, 50_000)).toMatchObject({ status: 'complete', active: null });
  });
});
