import { describe, expect, it } from 'vitest';
import { tomTieOrder, tomOrderOf } from './tomTieOrder.ts';

const rows = (spec: string) => spec.split(' ').map((cell) => ({ id: cell.slice(1), rank: Number(cell[0]) }));
const ids = (list: { id: string; rank: number }[]) => list.map((r) => `${r.rank}${r.id}`).join(' ');

describe('tomTieOrder', () => {
  it.each([
    ['no tie: the app’s order stands, whatever TOM wrote', '1a 2b 3c', ['c', 'b', 'a'], '1a 2b 3c'],
    ['an exact tie: TOM’s order', '1a 2b 2c 4d', ['a', 'c', 'b', 'd'], '1a 2c 2b 4d'],
    ['two ties, each in TOM’s order', '1a 1b 3c 3d', ['b', 'a', 'd', 'c'], '1b 1a 3d 3c'],
    ['a player TOM did not place stays after those it did', '1x 1a 1b', ['b', 'a'], '1b 1a 1x'],
    ['no order: the app’s order', '1a 1b', [], '1a 1b'],
  ])('%s', (_name, spec, order, expected) => {
    expect(
      ids(
        tomTieOrder(
          rows(spec),
          order,
          (r) => r.id,
          (r) => r.rank,
        ),
      ),
    ).toBe(expected);
  });
});

describe('tomOrderOf', () => {
  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [null, null],
    [['a', 1], null],
    [{ a: 1 }, null],
  ])('%j → %j', (stored, expected) => {
    expect(tomOrderOf(stored)).toEqual(expected);
  });
});
