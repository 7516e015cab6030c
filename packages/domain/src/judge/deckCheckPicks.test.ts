import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import {
  canStartDeckCheck,
  finishDeckCheck,
  pickTablesAtRandom,
  pickTablesByHand,
  tablesToDrawFrom,
} from './deckCheckPicks.ts';

const playing = [1, 2, 4, 5, 7];

describe('deck check picks (216)', () => {
  it.each([
    ['two tables', 2, { ok: true }],
    ['every table', 5, { ok: true, value: playing }],
    ['none', 0, { ok: false, error: { code: 'OUT_OF_RANGE', field: 'count' } }],
    [
      'more than are playing',
      6,
      { ok: false, error: { code: 'OUT_OF_RANGE', message: 'Pick 1 to 5 of the tables still playing.' } },
    ],
  ])('at random: %s', (_, count, expected) => {
    expect(pickTablesAtRandom(playing, count, seededRandom(3))).toMatchObject(expected);
  });

  it('draws the same tables from the same seed, only tables still playing', () => {
    const first = pickTablesAtRandom(playing, 3, seededRandom(42));
    expect(pickTablesAtRandom(playing, 3, seededRandom(42))).toEqual(first);
    expect(first.ok && first.value.every((t) => playing.includes(t))).toBe(true);
  });

  it.each([
    ['tables playing', [5, 1, 5], { ok: true, value: [1, 5] }],
    ['a table not playing', [3], { ok: false, error: { code: 'TABLE_NOT_PLAYING', field: 'tables' } }],
    ['no table', [], { ok: false, error: { code: 'OUT_OF_RANGE' } }],
  ])('by hand: %s', (_, tables, expected) => {
    expect(pickTablesByHand(playing, tables)).toMatchObject(expected);
  });

  const started = { table: 4, startedAt: '2026-11-23T10:00:00.000Z', finishedAt: null };
  it.each([
    ['six minutes and a 2-minute allowance', started, '2026-11-23T10:05:10.000Z', 2, { ok: true, value: 8 }],
    [
      'not started',
      { ...started, startedAt: null },
      '2026-11-23T10:05:00.000Z',
      2,
      { ok: false, error: { code: 'DECK_CHECK_NOT_STARTED' } },
    ],
    [
      'finished already',
      { ...started, finishedAt: '2026-11-23T10:03:00.000Z' },
      '2026-11-23T10:05:00.000Z',
      2,
      { ok: false, error: { code: 'DECK_CHECK_FINISHED' } },
    ],
  ])('finishDeckCheck: %s', (_, check, at, allowance, expected) => {
    expect(finishDeckCheck(check, at, allowance)).toMatchObject(expected);
  });

  it('starts once', () => {
    expect(canStartDeckCheck({ ...started, startedAt: null })).toEqual({ ok: true, value: undefined });
    expect(canStartDeckCheck(started)).toMatchObject({ ok: false, error: { code: 'DECK_CHECK_STARTED' } });
  });

  const seated = [
    { table: 1, players: ['ash', 'misty'] },
    { table: 2, players: ['brock', 'gary'] },
    { table: 3, players: ['erika', 'sabrina'] },
  ];
  it.each([
    ['tables where a player registered a list (#31)', ['misty', 'erika', 'giovanni'], [1, 3]],
    ['both players of a table registered', ['brock', 'gary'], [2]],
    ['every table when nobody registered a list', [], [1, 2, 3]],
    ['no table when the lists belong to players not playing', ['giovanni'], []],
  ])('a random check draws among %s', (_, withList, tables) => {
    expect(tablesToDrawFrom(seated, new Set(withList))).toEqual(tables);
  });
});
