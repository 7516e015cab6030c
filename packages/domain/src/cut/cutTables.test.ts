import { describe, expect, it } from 'vitest';
import { cutTable, cutTableBase } from './cutTables.ts';

describe('cutTableBase (217 beside 210)', () => {
  it.each([
    ['nothing else in play: the cut starts at table 1', [], 0, 0],
    ['Masters play Swiss at tables 1–2: the Juniors cut after them', [1, 2], 0, 2],
    ['Masters (5 players) between Swiss rounds: their next round needs tables 1–3', [], 5, 3],
    ['a Swiss round in play and more to come: the larger of the two', [1, 2], 8, 4],
    ['another division’s semifinals at tables 3–4 beside Swiss tables 1–2', [1, 2, 3, 4], 4, 4],
  ])('%s', (_name, tablesInPlay, playersInSwiss, base) => {
    expect(cutTableBase({ tablesInPlay, playersInSwiss })).toBe(base);
  });

  it.each([
    [0, 1, false, 1],
    [2, 1, false, 3],
    [2, 2, false, 4],
    [2, 1, true, null],
  ])('base %i, slot %i, bye %s: table %s', (base, slot, bye, table) => {
    expect(cutTable(base, slot, bye)).toBe(table);
  });
});
