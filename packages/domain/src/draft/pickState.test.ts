import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/error.ts';
import { isDraftComplete, layOut, nextPhase, pick, startDraft, timeoutPick, type PickState } from './pickState.ts';

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const table = (s: PickState) => s.tables[s.tables.length - 1]!;
const REVIEW_END = 30_000;

/** An eight-seat pod with Active player 1's twenty cards laid out at time 0. */
const laidOut = (settings: { pickSeconds?: number } = {}) =>
  must(layOut(must(startDraft({ seats: 8, firstSeat: 1, ...settings })), 20, 0));

describe('pick (Appendix A 4, 7)', () => {
  it('waits for the thirty-second review', () => {
    expect(pick(laidOut(), 1, 1, REVIEW_END - 1)).toMatchObject({ ok: false, error: { code: 'REVIEW_NOT_OVER' } });
    expect(pick(laidOut(), 1, 1, REVIEW_END).ok).toBe(true);
  });

  it('follows the horseshoe: only the seat whose pick it is may take a card', () => {
    let state = laidOut();
    expect(pick(state, 2, 1, REVIEW_END)).toMatchObject({
      ok: false,
      error: { code: 'PICK_OUT_OF_ORDER', field: 'seat' },
    });
    const takers = [1, 2, 3, 4, 5, 6, 7, 8, 8, 7];
    for (const [i, seat] of takers.entries()) state = must(pick(state, seat, 20 - i, REVIEW_END + i * 1000));
    expect(table(state).picks.map((p) => [p.seat, p.card])).toEqual(takers.map((seat, i) => [seat, 20 - i]));
    expect(pick(state, 5, 1, 41_000)).toMatchObject({ ok: false, error: { code: 'PICK_OUT_OF_ORDER' } });
  });

  it('refuses a card already taken or not on the table', () => {
    const state = must(pick(laidOut(), 1, 5, REVIEW_END));
    expect(pick(state, 2, 5, 31_000)).toMatchObject({
      ok: false,
      error: { code: 'CARD_ALREADY_TAKEN', field: 'card' },
    });
    expect(pick(state, 2, 21, 31_000)).toMatchObject({ ok: false, error: { code: 'CARD_NOT_ON_TABLE' } });
    expect(pick(state, 2, 0, 31_000)).toMatchObject({ ok: false, error: { code: 'CARD_NOT_ON_TABLE' } });
  });

  it('refuses a pick timed before the previous one', () => {
    const state = must(pick(laidOut(), 1, 5, 32_000));
    expect(pick(state, 2, 6, 31_000)).toMatchObject({ ok: false, error: { code: 'TIME_ORDER' } });
  });
});

describe('timeoutPick: the oldest card (Appendix A 4)', () => {
  it('gives the first-placed card still on the table, skipping cards already taken', () => {
    let state = laidOut();
    state = must(pick(state, 1, 1, 31_000));
    state = must(pick(state, 2, 2, 32_000));
    state = must(pick(state, 3, 4, 33_000));
    state = must(timeoutPick(state, 37_000));
    state = must(timeoutPick(state, 41_000));
    expect(table(state).picks.slice(3)).toEqual([
      { seat: 4, card: 3, atMs: 37_000, oldestCardGiven: true },
      { seat: 5, card: 5, atMs: 41_000, oldestCardGiven: true },
    ]);
  });

  it('only once the pick time (4 seconds by default, or as announced) has run out', () => {
    expect(timeoutPick(laidOut(), REVIEW_END + 3_999)).toMatchObject({
      ok: false,
      error: { code: 'PICK_TIME_NOT_OVER' },
    });
    expect(timeoutPick(laidOut(), REVIEW_END + 4_000).ok).toBe(true);
    expect(timeoutPick(laidOut({ pickSeconds: 3 }), REVIEW_END + 3_000).ok).toBe(true);
  });

  it('a table drafted entirely on time-outs goes in placement order along the horseshoe', () => {
    let state = laidOut();
    for (let i = 1; i <= 20; i++) state = must(timeoutPick(state, REVIEW_END + i * 4_000));
    expect(table(state).picks.map((p) => p.card)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(table(state).picks.map((p) => p.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4]);
    expect(timeoutPick(state, 200_000)).toMatchObject({ ok: false, error: { code: 'NO_CARDS_ON_TABLE' } });
  });
});

describe('the whole draft', () => {
  it('lays out tables in Active player order across the three pack groups, then is complete', () => {
    let state = must(startDraft({ seats: 5, firstSeat: 2 }));
    const actives: number[] = [];
    let now = 0;
    for (let phase = 0; phase < 15; phase++) {
      state = must(layOut(state, 3, now));
      expect(layOut(state, 3, now)).toMatchObject({ ok: false, error: { code: 'TABLE_NOT_CLEARED' } });
      actives.push(table(state).active);
      now += REVIEW_END;
      for (let card = 1; card <= 3; card++)
        state = must(pick(state, table(state).order[card - 1]!, card, (now += 1000)));
    }
    expect(actives).toEqual([2, 3, 4, 5, 1, 1, 5, 4, 3, 2, 2, 3, 4, 5, 1]);
    expect(table(state).order).toEqual([1, 2, 3]);
    expect(isDraftComplete(state)).toBe(true);
    expect(nextPhase(state)).toBeNull();
    expect(layOut(state, 20, now)).toMatchObject({ ok: false, error: { code: 'DRAFT_COMPLETE' } });
  });

  it('uses the group-2 direction for the second group', () => {
    let state = must(startDraft({ seats: 3, firstSeat: 1 }));
    for (let phase = 0; phase < 3; phase++) {
      state = must(layOut(state, 1, 0));
      state = must(timeoutPick(state, 34_000));
    }
    state = must(layOut(state, 4, 0));
    expect(table(state)).toMatchObject({ group: 2, active: 3, order: [3, 2, 1, 1] });
  });

  it('validates settings and cards laid out', () => {
    expect(startDraft({ seats: 2, firstSeat: 1 })).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
    expect(startDraft({ seats: 8, firstSeat: 9 })).toMatchObject({ ok: false, error: { code: 'SEAT_OUT_OF_RANGE' } });
    expect(startDraft({ seats: 8, firstSeat: 1, pickSeconds: 0 })).toMatchObject({
      ok: false,
      error: { code: 'TIMER_INVALID' },
    });
    const state = must(startDraft({ seats: 8, firstSeat: 1 }));
    expect(layOut(state, 0, 0)).toMatchObject({ ok: false, error: { code: 'CARDS_INVALID' } });
    expect(pick(state, 1, 1, 0)).toMatchObject({ ok: false, error: { code: 'NO_CARDS_ON_TABLE' } });
  });
});
