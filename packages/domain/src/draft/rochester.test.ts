import { describe, expect, it } from 'vitest';
import { findBreakdown } from './product.ts';
import { activeSequence, draftSheet, pickOrder, seatAfter, tableLayout, type PackGroup } from './rochester.ts';

const picks = (seats: number, group: number, active: number, cards: number): number[] => {
  const r = pickOrder({ seats, group, active, cards });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const actives = (seats: number, group: number, first = 1): number[] => {
  const r = activeSequence(seats, group, first);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Appendix A 7 worked examples', () => {
  it('example #1: eight players, Active player 1', () => {
    expect(picks(8, 1, 1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4]);
  });
  it('example #2: seven players, Active player 1', () => {
    expect(picks(7, 1, 1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6]);
  });
  it('example #3: eight players, second round, Active player 8, counterclockwise', () => {
    expect(picks(8, 2, 8, 20)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7, 8, 8, 7, 6, 5]);
  });
  it('the next packs: player 2 after player 1 in group 1, player 7 after player 8 in group 2', () => {
    expect(actives(8, 1).slice(0, 2)).toEqual([1, 2]);
    expect(actives(8, 2).slice(0, 2)).toEqual([8, 7]);
  });
});

describe('activeSequence (Appendix A 6)', () => {
  it.each([
    [5, [1, 2, 3, 4, 5], [5, 4, 3, 2, 1]],
    [6, [1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]],
    [7, [1, 2, 3, 4, 5, 6, 7], [7, 6, 5, 4, 3, 2, 1]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8], [8, 7, 6, 5, 4, 3, 2, 1]],
  ])('%i seats: clockwise, back counterclockwise from the last, clockwise again', (seats, clockwise, back) => {
    expect(actives(seats, 1)).toEqual(clockwise);
    expect(actives(seats, 2)).toEqual(back);
    expect(actives(seats, 3)).toEqual(clockwise);
  });
  it('starts from the seat the judge designates', () => {
    expect(actives(6, 1, 4)).toEqual([4, 5, 6, 1, 2, 3]);
    expect(actives(6, 2, 4)).toEqual([3, 2, 1, 6, 5, 4]);
    expect(actives(6, 3, 4)).toEqual([4, 5, 6, 1, 2, 3]);
  });
  it('rejects a pod under 3, a bad group and a first seat off the table', () => {
    expect(activeSequence(2, 1, 1)).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
    expect(activeSequence(8, 4, 1)).toMatchObject({ ok: false, error: { code: 'PACK_GROUP_INVALID' } });
    expect(activeSequence(8, 1, 9)).toMatchObject({
      ok: false,
      error: { code: 'SEAT_OUT_OF_RANGE', field: 'firstSeat' },
    });
  });
});

describe('pickOrder (Appendix A 7)', () => {
  it.each([
    [5, 1, 3, 14, [3, 4, 5, 1, 2, 2, 1, 5, 4, 3, 3, 4, 5, 1]],
    [5, 2, 3, 12, [3, 2, 1, 5, 4, 4, 5, 1, 2, 3, 3, 2]],
    [6, 3, 6, 15, [6, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 6, 6, 1, 2]],
    [6, 2, 1, 13, [1, 6, 5, 4, 3, 2, 2, 3, 4, 5, 6, 1, 1]],
    [7, 2, 4, 18, [4, 3, 2, 1, 7, 6, 5, 5, 6, 7, 1, 2, 3, 4, 4, 3, 2, 1]],
    [8, 3, 5, 17, [5, 6, 7, 8, 1, 2, 3, 4, 4, 3, 2, 1, 8, 7, 6, 5, 5]],
  ])('%i seats, group %i, Active player %i, %i cards', (seats, group, active, cards, expected) => {
    expect(picks(seats, group, active, cards)).toEqual(expected);
  });

  const groups: PackGroup[] = [1, 2, 3];
  for (const seats of [5, 6, 7, 8]) {
    for (const group of groups) {
      it(`${seats} seats, group ${group}: every lap is a horseshoe in the group's direction`, () => {
        for (const active of actives(seats, group)) {
          const order = picks(seats, group, active, 22);
          const step = group === 2 ? -1 : 1;
          expect(order[0]).toBe(active);
          expect(order[1]).toBe(seatAfter(active, step, 'clockwise', seats));
          for (let lap = 0; lap * seats < order.length; lap++) {
            const block = order.slice(lap * seats, (lap + 1) * seats);
            expect(new Set(block).size).toBe(block.length);
            const next = order[(lap + 1) * seats];
            if (next !== undefined) expect(next).toBe(block[block.length - 1]);
          }
          const counts = Array.from({ length: seats }, (_, s) => order.filter((x) => x === s + 1).length);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      });
    }
  }

  it('gives no picks for no cards', () => {
    expect(picks(8, 1, 1, 0)).toEqual([]);
  });
  it('validates its inputs', () => {
    expect(pickOrder({ seats: 2, group: 1, active: 1, cards: 20 })).toMatchObject({
      ok: false,
      error: { code: 'POD_TOO_SMALL' },
    });
    expect(pickOrder({ seats: 8, group: 0, active: 1, cards: 20 })).toMatchObject({
      ok: false,
      error: { code: 'PACK_GROUP_INVALID' },
    });
    expect(pickOrder({ seats: 8, group: 1, active: 0, cards: 20 })).toMatchObject({
      ok: false,
      error: { code: 'SEAT_OUT_OF_RANGE', field: 'active' },
    });
    expect(pickOrder({ seats: 8, group: 1, active: 1, cards: -1 })).toMatchObject({
      ok: false,
      error: { code: 'CARDS_INVALID' },
    });
  });
});

describe('tableLayout (Appendix A 4)', () => {
  it('lays twenty cards in rows of seven from the upper left', () => {
    expect(tableLayout(20)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20],
    ]);
  });

  it.each([
    [22, [7, 7, 8]],
    [24, [7, 7, 10]],
    [15, [7, 7, 1]],
    [14, [7, 7]],
    [9, [7, 2]],
    [0, []],
  ])('lays %i cards as rows of seven, seven, then the rest on the third row', (cards, sizes) => {
    const rows = tableLayout(cards);
    expect(rows.map((row) => row.length)).toEqual(sizes);
    expect(rows.flat()).toEqual(Array.from({ length: cards }, (_, i) => i + 1));
  });
});

describe('draftSheet', () => {
  const gym = findBreakdown('rochester-draft', 'gym1+gym2');
  if (!gym.ok) throw new Error('no Gym breakdown');

  it('covers every phase of all three groups and matches the worked examples', () => {
    const sheet = draftSheet({ seats: 8, firstSeat: 1, cards: 20, breakdown: gym.value });
    if (!sheet.ok) throw new Error(sheet.error.message);
    expect(sheet.value).toHaveLength(24);
    expect(sheet.value.map((p) => p.active)).toEqual([...actives(8, 1), ...actives(8, 2), ...actives(8, 3)]);
    expect(sheet.value[0]).toEqual({
      group: 1,
      turn: 1,
      active: 1,
      packs: ['gym1', 'gym1'],
      picks: picks(8, 1, 1, 20),
    });
    expect(sheet.value[8]).toMatchObject({ group: 2, turn: 1, active: 8, packs: ['gym1', 'gym2'] });
    expect(sheet.value[8]!.picks).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7, 8, 8, 7, 6, 5]);
    expect(sheet.value[23]).toMatchObject({ group: 3, turn: 8, active: 8, packs: ['gym2', 'gym2'] });
  });
  it('opens Team Rocket before Neo Genesis (Appendix A 2 example #2)', () => {
    const rocket = findBreakdown('rochester-draft', 'base5+neo1');
    if (!rocket.ok) throw new Error('no Rocket breakdown');
    const sheet = draftSheet({ seats: 7, firstSeat: 3, cards: 18, breakdown: rocket.value });
    if (!sheet.ok) throw new Error(sheet.error.message);
    expect([0, 7, 14].map((i) => sheet.value[i]!.packs)).toEqual([
      ['base5', 'base5'],
      ['base5', 'neo1'],
      ['neo1', 'neo1'],
    ]);
    expect(sheet.value[0]!.active).toBe(3);
  });
  it('refuses a five-pack breakdown and a pod that is too small', () => {
    const booster = findBreakdown('booster-draft');
    if (!booster.ok) throw new Error('no breakdown');
    expect(draftSheet({ seats: 8, firstSeat: 1, cards: 20, breakdown: booster.value })).toMatchObject({
      ok: false,
      error: { code: 'BREAKDOWN_INVALID' },
    });
    expect(draftSheet({ seats: 2, firstSeat: 1, cards: 20 })).toMatchObject({
      ok: false,
      error: { code: 'POD_TOO_SMALL' },
    });
  });
});
