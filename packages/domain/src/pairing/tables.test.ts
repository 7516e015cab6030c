import { describe, expect, it } from 'vitest';
import { assignTables } from './tables.ts';

describe('assignTables', () => {
  it('numbers from the highest match points down, by the higher then the lower player', () => {
    const points: Record<string, number> = { a: 6, b: 3, c: 6, d: 6, e: 9, f: 6, g: 3, h: 3 };
    const tables = assignTables(
      [
        { players: ['g', 'h'], explanation: 'same points, 3' },
        { players: ['c', 'b'], explanation: 'paired down from 6 to 3: odd group' },
        { players: ['a', 'd'], explanation: 'same points, 6' },
        { players: ['e', 'f'], explanation: 'paired down from 9 to 6: odd group' },
      ],
      (id) => points[id]!,
    );
    expect(tables.map((t) => [t.table, t.players.join('-')])).toEqual([
      [1, 'e-f'],
      [2, 'a-d'],
      [3, 'c-b'],
      [4, 'g-h'],
    ]);
  });

  it('keeps the given order between equal tables', () => {
    const tables = assignTables(
      [
        { players: ['x', 'y'], explanation: '' },
        { players: ['u', 'v'], explanation: '' },
      ],
      () => 0,
    );
    expect(tables.map((t) => t.players[0])).toEqual(['x', 'u']);
  });
});
